#include "writecliff.h"

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
    return cliff;
}

CacheCurve analyseCacheCurve(std::span<const double> x)
{
    CacheCurve c;
    c.seconds = int(x.size());
    double sum = 0;
    for (double v : x)
        sum += v > 0 ? v : 0;
    c.writtenBytes = std::uint64_t(sum);
    auto cliff = findWriteCliff(x);
    if (!cliff) {
        c.inCacheBytesPerS = c.seconds > 0 ? sum / c.seconds : 0;
        return c;
    }
    // The best single split of a curve with two drops may be the second drop: look for an
    // earlier one before it, else for a later one after it.
    std::optional<WriteCliff> second;
    if (auto earlier = findWriteCliff(x.first(std::size_t(cliff->second)))) {
        second = cliff;
        cliff = earlier;
    } else if (auto later = findWriteCliff(x.subspan(std::size_t(cliff->second)))) {
        later->second += cliff->second;
        later->bytesBefore += cliff->bytesBefore;
        second = later;
    }
    c.sizeBytes = cliff->bytesBefore;
    c.cliffSecond = cliff->second;
    // One bin is one second: the cliff lies somewhere in the second before or after the split.
    c.sizeUncertaintyBytes = std::uint64_t(cliff->beforeBytesPerS);
    c.inCacheBytesPerS = cliff->beforeBytesPerS;
    const auto mean = [&](int from, int to) {
        double s = 0;
        for (int i = from; i < to; ++i)
            s += x[std::size_t(i)];
        return to > from ? s / (to - from) : 0.0;
    };
    if (!second) {
        c.afterCacheBytesPerS = cliff->afterBytesPerS;
        return c;
    }
    c.afterCacheBytesPerS = mean(cliff->second, second->second);
    c.floorBytesPerS = mean(second->second, c.seconds);
    c.floorAfterBytes = std::uint64_t(mean(0, second->second) * second->second);
    c.floorSecond = second->second;
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
