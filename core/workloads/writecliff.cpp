// SPDX-License-Identifier: GPL-3.0-or-later
#include "writecliff.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace drivebench {

std::optional<WriteCliff> findWriteCliff(std::span<const double> x, double drop, int minSeconds)
{
    const int n = int(x.size());
    if (minSeconds < 1 || n < 2 * minSeconds)
        return std::nullopt;
    // The SSE of a segment is sum(x^2) - sum(x)^2 / len: totals first, then the left side grows.
    double total = 0, totalSq = 0;
    for (double v : x) {
        total += v;
        totalSq += v * v;
    }
    double left = 0, leftSq = 0;
    for (int i = 0; i < minSeconds - 1; ++i) {
        left += x[std::size_t(i)];
        leftSq += x[std::size_t(i)] * x[std::size_t(i)];
    }
    int best = -1;
    double bestCost = std::numeric_limits<double>::infinity(), bestLeft = 0;
    for (int k = minSeconds; k <= n - minSeconds; ++k) {
        left += x[std::size_t(k) - 1];
        leftSq += x[std::size_t(k) - 1] * x[std::size_t(k) - 1];
        const double right = total - left, rightSq = totalSq - leftSq;
        const double cost = (leftSq - left * left / k) + (rightSq - right * right / (n - k));
        if (cost < bestCost) {
            bestCost = cost;
            best = k;
            bestLeft = left;
        }
    }
    if (best < 0)
        return std::nullopt;
    WriteCliff cliff;
    cliff.second = best;
    cliff.beforeBytesPerS = bestLeft / best;
    cliff.afterBytesPerS = (total - bestLeft) / (n - best);
    cliff.bytesBefore = std::uint64_t(bestLeft);
    if (!(cliff.afterBytesPerS < drop * cliff.beforeBytesPerS))
        return std::nullopt;
    // The step must stand out of the swings within the two segments: a curve that swings
    // 500-5,000 MB/s throughout (a loop image over the page cache) has a lower mean after some
    // split, but no cliff. The spread is the segments' pooled standard deviation.
    const double spread = n > 2 ? std::sqrt(std::max(0.0, bestCost) / double(n - 2)) : 0.0;
    if (cliff.beforeBytesPerS - cliff.afterBytesPerS < kCliffMinSeparation * spread)
        return std::nullopt;
    return cliff;
}

CacheCurve analyseCacheCurve(std::span<const double> x, double binS, int minBins)
{
    // Rates are bytes per bin over binS; the change point does not depend on the unit.
    CacheCurve c;
    c.binS = binS;
    c.seconds = double(x.size()) * binS;
    double sum = 0;
    for (double v : x)
        sum += v > 0 ? v : 0;
    c.writtenBytes = std::uint64_t(sum);
    auto cliff = findWriteCliff(x, 0.75, minBins);
    if (!cliff) {
        c.inCacheBytesPerS = x.empty() ? 0 : sum / c.seconds;
        return c;
    }
    // The best single split of a curve with two drops may be the second drop: look for an
    // earlier one before it, else for a later one after it. A second drop is a floor only when
    // it falls under half the rate after the cache, both sides at least 2 s long: a device
    // settling after the cliff (requests in flight, a controller's buffers) is not a floor. The
    // bin just after the split holds the cache's last bytes (the drop lies in it or the one
    // before): the rates after the cache leave it out.
    const int floorBins = std::max(minBins, int(std::ceil(2.0 / binS - 1e-9)));
    std::optional<WriteCliff> second;
    if (auto earlier = findWriteCliff(x.first(std::size_t(cliff->second)), 0.75, minBins)) {
        second = cliff;
        cliff = earlier;
    } else if (std::size_t(cliff->second) + 1 < x.size()) {
        if (auto later = findWriteCliff(x.subspan(std::size_t(cliff->second) + 1), 0.5, floorBins)) {
            later->second += cliff->second + 1;
            later->bytesBefore += cliff->bytesBefore + std::uint64_t(x[std::size_t(cliff->second)]);
            second = later;
        }
    }
    const auto mean = [&](int from, int to) {
        double s = 0;
        for (int i = from; i < to; ++i)
            s += x[std::size_t(i)];
        return to > from ? s / (to - from) / binS : 0.0;
    };
    c.sizeBytes = cliff->bytesBefore;
    c.cliffAtS = cliff->second * binS;
    c.inCacheBytesPerS = mean(0, cliff->second);
    // The drop lies somewhere in the bin the split falls on: one bin at the in-cache rate.
    c.sizeUncertaintyBytes = std::uint64_t(c.inCacheBytesPerS * binS);
    const int n = int(x.size());
    const int after = std::min(cliff->second + 1, n - 1); // the first bin wholly after the cache
    if (second && (second->second - after < floorBins || n - second->second < floorBins
                   || !(mean(second->second, n) < 0.5 * mean(after, second->second))))
        second.reset();
    if (!second) {
        c.afterCacheBytesPerS = mean(after, n);
        return c;
    }
    c.afterCacheBytesPerS = mean(after, second->second);
    c.floorBytesPerS = mean(second->second, n);
    c.floorAfterBytes = second->bytesBefore;
    c.floorAtS = second->second * binS;
    return c;
}

CacheRecovery cacheRecoveryOf(const CacheFigures &burst)
{
    const CacheCurve &c = burst.curve;
    CacheRecovery r;
    r.idleS = burst.idleBeforeS;
    r.writtenBytes = c.writtenBytes;
    if (c.sizeBytes) {
        r.sizeBytes = *c.sizeBytes;
        r.inCacheBytesPerS = c.inCacheBytesPerS;
    } else if (burst.firstInCacheBytesPerS <= 0 || c.inCacheBytesPerS >= 0.75 * burst.firstInCacheBytesPerS) {
        r.sizeBytes = c.writtenBytes; // no cliff, and at cache speed throughout
        r.atLeast = true;
        r.inCacheBytesPerS = c.inCacheBytesPerS;
    }
    return r; // no cliff and slow throughout: nothing came back
}

} // namespace drivebench
