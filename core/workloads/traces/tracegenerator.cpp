// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracegenerator.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

namespace drivebench {

namespace {

template<typename W>
std::vector<double> cumulative(const std::vector<W> &weights)
{
    std::vector<double> cdf;
    double sum = 0;
    for (const auto &w : weights) {
        if constexpr (std::is_same_v<W, double>)
            sum += w;
        else
            sum += w.probability;
        cdf.push_back(sum);
    }
    for (auto &c : cdf)
        c /= sum;
    cdf.back() = 1.0;
    return cdf;
}

} // namespace

Result<TraceGenerator> TraceGenerator::make(const TraceGeneratorSettings &settings)
{
    auto bad = [](const std::string &what, const std::string &fix, SettingFixes fixes = {}) {
        return Error::make(std::errc::invalid_argument, "trace generator: " + what, fix, std::move(fixes));
    };
    TraceGenerator g;
    g.m_settings = settings;
    g.m_model = buildTraceShapeModel(settings.shape);
    if (g.m_settings.scale <= 0)
        g.m_settings.scale = g.m_model.spec.defaultScale;
    if (!(g.m_settings.scale <= 10))
        return bad("{1} " + std::to_string(settings.scale) + " is above 10",
                   "use a fraction of the full trace, e.g. {2}",
                   {{Setting::TraceScale, {}}, {Setting::TraceScale, QStringLiteral("0.02")}});
    if (settings.spanBytes < kMinSpanBytes)
        return bad("the test file (" + std::to_string(settings.spanBytes)
                       + " bytes) is below 4 MiB",
                   "use {1} or more (the trace's offsets lie inside the test file)",
                   {{Setting::Size, QStringLiteral("4M")}});
    if (settings.alignment == 0 || !std::has_single_bit(settings.alignment)
        || settings.alignment > 65536)
        return bad("alignment " + std::to_string(settings.alignment) + " is not a power of two "
                   "up to 64 KiB", "pass the target's logical block size");
    if (settings.streams < 2 || settings.streams > 64)
        return bad("streams must be 2 .. 64", "use the default, 8");
    const double full = g.m_model.spec.reads + g.m_model.spec.writes;
    g.m_total = std::uint64_t(std::llround(g.m_settings.scale * full));
    if (g.m_total == 0)
        return bad("{1} " + std::to_string(settings.scale) + " gives no I/O",
                   "use a larger {1}", {{Setting::TraceScale, {}}});
    g.m_readCdf = cumulative(g.m_model.readSizes);
    g.m_writeCdf = cumulative(g.m_model.writeSizes);
    g.m_depthCdf = cumulative(g.m_model.burstDepthProbability);
    for (const auto &w : g.m_model.overallSizes)
        g.m_maxLength = std::max(g.m_maxLength, g.roundUp(w.bytes));
    g.m_jumpUnit = std::max<std::uint64_t>(4096, settings.alignment);
    g.m_readStreams = std::clamp(int(std::lround(settings.streams * g.m_model.readShare)), 1,
                                 settings.streams - 1);
    g.m_cursor.assign(std::size_t(settings.streams), 0);
    g.restart();
    return g;
}

void TraceGenerator::restart()
{
    m_random.reseed(m_settings.seed);
    const std::uint64_t slots = (m_settings.spanBytes - m_maxLength) / m_jumpUnit;
    for (auto &c : m_cursor)
        c = m_random.below(slots) * m_jumpUnit;
    m_emitted = 0;
    m_group = 0;
    m_groupSize = 0;
    m_groupIndex = 0;
    m_timeNs = 0;
}

Result<void> TraceGenerator::rewind()
{
    restart();
    return {};
}

QString TraceGenerator::description() const
{
    return QStringLiteral("%1 (seed %2, scale %3, %4 I/Os)")
        .arg(QLatin1String(m_model.spec.name))
        .arg(m_settings.seed)
        .arg(m_settings.scale)
        .arg(m_total);
}

template<typename T>
std::size_t TraceGenerator::draw(const std::vector<T> &cdf, double u)
{
    std::size_t i = 0;
    while (i + 1 < cdf.size() && u >= cdf[i])
        ++i;
    return i;
}

std::uint32_t TraceGenerator::roundUp(std::uint32_t bytes) const
{
    const std::uint32_t a = m_settings.alignment;
    return (bytes + a - 1) / a * a;
}

bool TraceGenerator::generate(TraceRecord &r)
{
    if (m_emitted >= m_total)
        return false;
    r = TraceRecord{};
    if (m_groupIndex >= m_groupSize) {
        // A new burst: its depth, and the idle gap before it.
        if (m_emitted > 0)
            ++m_group;
        m_groupSize = int(draw(m_depthCdf, m_random.unit())) + 1;
        // The last burst is cut to what is left, so every record of a burst agrees on its size.
        m_groupSize = int(std::min<std::uint64_t>(std::uint64_t(m_groupSize), m_total - m_emitted));
        m_groupIndex = 0;
        std::int64_t idle = 0;
        if (m_emitted > 0 && m_random.unit() < m_settings.idleProbability) {
            // Pareto: xm * U^(-1/shape), U in (0, 1].
            const double u = 1.0 - m_random.unit();
            const double gap = double(m_settings.idleMinNs) * std::pow(u, -1.0 / m_settings.idleParetoShape);
            idle = std::min<std::int64_t>(m_settings.idleCapNs, std::int64_t(gap));
        }
        m_timeNs += idle;
        r.idleBeforeNs = idle;
    }
    r.group = m_group;
    r.groupSize = std::uint16_t(m_groupSize);
    r.groupIndex = std::uint16_t(m_groupIndex++);
    r.timeNs = m_timeNs;

    const bool read = m_random.unit() < m_model.readShare;
    r.op = read ? TraceOp::Read : TraceOp::Write;
    const auto &sizes = read ? m_model.readSizes : m_model.writeSizes;
    r.length = roundUp(sizes[draw(read ? m_readCdf : m_writeCdf, m_random.unit())].bytes);

    const int writeStreams = m_settings.streams - m_readStreams;
    const std::size_t stream =
        read ? std::size_t(m_random.below(std::uint64_t(m_readStreams)))
             : std::size_t(m_readStreams) + std::size_t(m_random.below(std::uint64_t(writeStreams)));
    std::uint64_t &cursor = m_cursor[stream];
    const std::uint64_t span = m_settings.spanBytes;
    if (m_random.unit() < m_model.spec.sequentialShare) {
        if (cursor + r.length <= span) {
            r.offset = cursor;
            r.sequential = true;
        } else {
            r.offset = 0;  // the stream ran off the end: wrap (not counted as sequential)
        }
    } else {
        const std::uint64_t slots = (span - m_maxLength) / m_jumpUnit;
        if (m_random.unit() < m_settings.hotShareOfRandom) {
            const auto hotSlots = std::max<std::uint64_t>(1, std::uint64_t(double(slots) * m_settings.hotRegionShare));
            const std::uint64_t hotStart = slots / 10;  // the hot region starts at 10 % of the span
            r.offset = (hotStart + m_random.below(hotSlots)) * m_jumpUnit;
        } else {
            r.offset = m_random.below(slots) * m_jumpUnit;
        }
    }
    cursor = r.offset + r.length;
    ++m_emitted;
    return true;
}

int TraceStats::sizeClass(std::uint32_t bytes)
{
    if (bytes < 4096)
        return 0;
    switch (bytes) {
    case 4096: return 1;
    case 8192: return 2;
    case 16384: return 3;
    case 32768: return 4;
    case 65536: return 5;
    case 131072: return 6;
    default: return 7;
    }
}

void TraceStats::add(const TraceRecord &r)
{
    ++ios;
    if (r.op == TraceOp::Read) {
        ++readIos;
        bytesRead += r.length;
    } else {
        ++writeIos;
        bytesWritten += r.length;
    }
    if (r.sequential)
        ++sequentialIos;
    ++iosBySizeClass[std::size_t(sizeClass(r.length))];
    ++iosByQdBucket[std::size_t(TraceShapeModel::qdBucket(std::max<int>(1, r.groupSize)))];
    if (r.groupIndex == 0)
        ++bursts;
    idleNs += r.idleBeforeNs;
    maxLength = std::max(maxLength, r.length);
    maxEnd = std::max(maxEnd, r.offset + r.length);
}

} // namespace drivebench
