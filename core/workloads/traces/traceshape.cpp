// SPDX-License-Identifier: GPL-3.0-or-later
#include "traceshape.h"

#include <cmath>
#include <functional>

namespace drivebench {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Sources: AnandTech show/9090, 8979 p.4-5, 9023 p.5 (reference workloads.md §7).
constexpr TraceShapeSpec kShapes[] = {
    {TraceShapeKind::Destroyer, "destroyer", 38.83e6, 10.98e6, 1583.02, 875.62,
     {6.0, 26.2, 3.1, 2.4, 1.7, 38.4, 18.0},
     {50.0, 21.9, 4.1, 5.7, 8.8, 6.0, 2.1, 1.4}, 0.67, 0.02},
    {TraceShapeKind::Heavy, "heavy", 2.17e6, 1.78e6, 48.63, 106.32,
     {7.8, 29.2, 3.5, 10.3, 10.8, 4.1, 21.7},
     {60.0, 19.0, 3.5, 4.5, 6.5, 4.5, 1.2, 0.8}, 0.43, 0.25},
    {TraceShapeKind::Light, "light", 372630, 459709, 17.97, 23.25,
     {6.2, 27.6, 2.4, 8.0, 6.5, 4.8, 26.4},
     {73.4, 16.8, 2.6, 2.3, 3.1, 1.5, 0.2, 0.2}, 0.70, 1.0},
};

// Depth ranges of the eight QD buckets.
constexpr int kBucketLow[8] = {1, 2, 3, 4, 6, 11, 21, 33};
constexpr int kBucketHigh[8] = {1, 2, 3, 5, 10, 20, 32, 64};

double meanOf(const std::vector<SizeWeight> &d)
{
    double m = 0, total = 0;
    for (const auto &w : d) {
        m += w.bytes * w.probability;
        total += w.probability;
    }
    return total > 0 ? m / total : 0;
}

// Solves f(x) = target for increasing f on [lo, hi] by bisection (clamps at the ends).
double solveIncreasing(const std::function<double(double)> &f, double target, double lo, double hi)
{
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        (f(mid) < target ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

std::vector<SizeWeight> tilted(const std::vector<SizeWeight> &d, double exponent)
{
    std::vector<SizeWeight> out = d;
    double total = 0;
    for (auto &w : out) {
        w.probability *= std::pow(double(w.bytes), exponent);
        total += w.probability;
    }
    for (auto &w : out)
        w.probability /= total;
    return out;
}

} // namespace

const TraceShapeSpec &traceShapeSpec(TraceShapeKind kind)
{
    for (const auto &s : kShapes)
        if (s.kind == kind)
            return s;
    return kShapes[0];
}

Result<TraceShapeKind> parseTraceShape(const QString &name)
{
    for (const auto &s : kShapes)
        if (name == QLatin1String(s.name))
            return s.kind;
    return Error::make(std::errc::invalid_argument,
                       "unknown trace shape '" + name.toStdString() + "'",
                       "use destroyer, heavy or light");
}

int TraceShapeModel::qdBucket(int depth)
{
    for (int b = 0; b < 8; ++b)
        if (depth <= kBucketHigh[b])
            return b;
    return 7;
}

TraceShapeModel buildTraceShapeModel(TraceShapeKind kind)
{
    TraceShapeModel m;
    m.spec = traceShapeSpec(kind);
    const TraceShapeSpec &s = m.spec;
    const double ios = s.reads + s.writes;
    m.readShare = s.reads / ios;
    m.readByteShare = s.gibRead / (s.gibRead + s.gibWritten);
    m.meanBytes = (s.gibRead + s.gibWritten) * kGiB / ios;
    m.readMeanBytes = s.gibRead * kGiB / s.reads;
    m.writeMeanBytes = s.gibWritten * kGiB / s.writes;

    // The published part of the size mix.
    std::vector<SizeWeight> known;
    for (std::uint32_t b : {512u, 1024u, 2048u})
        known.push_back({b, s.sizeMixPct[0] / 100.0 / 3.0});
    const std::uint32_t classes[6] = {4096, 8192, 16384, 32768, 65536, 131072};
    double published = s.sizeMixPct[0];
    for (int i = 0; i < 6; ++i) {
        known.push_back({classes[i], s.sizeMixPct[std::size_t(i) + 1] / 100.0});
        published += s.sizeMixPct[std::size_t(i) + 1];
    }
    // The remainder over 12/24/48/96/256 KiB, weights ~ size^beta, mean matching bytes / I/Os.
    const double remainder = std::max(0.0, 1.0 - published / 100.0);
    const std::vector<SizeWeight> rest = {{12288, 1}, {24576, 1}, {49152, 1}, {98304, 1},
                                          {262144, 1}};
    auto withRest = [&](double beta) {
        std::vector<SizeWeight> all = known;
        for (const auto &w : tilted(rest, beta))
            all.push_back({w.bytes, w.probability * remainder});
        return all;
    };
    m.beta = solveIncreasing([&](double b) { return meanOf(withRest(b)); }, m.meanBytes, -20, 20);
    m.overallSizes = withRest(m.beta);
    double total = 0;
    for (const auto &w : m.overallSizes)
        total += w.probability;
    for (auto &w : m.overallSizes)
        w.probability /= total;

    // Writes: the mix tilted by size^alpha; reads: what is left.
    m.alpha = solveIncreasing([&](double a) { return meanOf(tilted(m.overallSizes, a)); },
                              m.writeMeanBytes, -10, 10);
    m.writeSizes = tilted(m.overallSizes, m.alpha);
    const double w = 1.0 - m.readShare;
    m.readSizes = m.overallSizes;
    double readTotal = 0;
    for (std::size_t i = 0; i < m.readSizes.size(); ++i) {
        const double p = (m.overallSizes[i].probability - w * m.writeSizes[i].probability)
                         / (1.0 - w);
        m.readSizes[i].probability = std::max(0.0, p);
        readTotal += m.readSizes[i].probability;
    }
    for (auto &r : m.readSizes)
        r.probability /= readTotal;

    // Burst depths: P(d) ~ f(d) / d, f spread evenly over each bucket's depths.
    m.burstDepthProbability.assign(TraceShapeModel::kMaxDepth, 0.0);
    double depthTotal = 0;
    for (int b = 0; b < 8; ++b) {
        const int span = kBucketHigh[b] - kBucketLow[b] + 1;
        for (int d = kBucketLow[b]; d <= kBucketHigh[b]; ++d) {
            const double p = s.qdMixPct[std::size_t(b)] / 100.0 / span / d;
            m.burstDepthProbability[std::size_t(d) - 1] = p;
            depthTotal += p;
        }
    }
    for (auto &p : m.burstDepthProbability)
        p /= depthTotal;
    return m;
}

} // namespace drivebench
