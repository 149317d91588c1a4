// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a sustained write runs out of the drive's write cache (SLC cache, DRAM, host cache).
//
// Math: one change point in the per-second rate series x[0..n). For every split k with at least
// minSeconds on each side, the cost is the summed squared error of the two segment means; the k
// with the least cost wins. It is reported only when the mean after k is below `drop` x the mean
// before it, and the step between the two means is at least kCliffMinSeparation times the
// spread within the two segments (their pooled standard deviation, sqrt(cost / (n - 2))): a real
// cliff, not noise, nor a curve that swings widely throughout. k marks the first second at the
// lower rate.
//
// The cache test (analyseCacheCurve) applies it twice: once over the whole write (the cache's
// end), then over what follows the cliff (a second, lower floor: folding, or writing straight to
// TLC/QLC once the cache is full). Sums run in one pass, so no memory is allocated.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/results/workloadfigures.h" // WriteCliff, CacheCurve

namespace drivebench {

/// How many pooled standard deviations the step must be (3: the two segments barely overlap).
inline constexpr double kCliffMinSeparation = 3.0;

/// Finds the cliff in a per-second series of bytes written; nullopt when there is none.
std::optional<WriteCliff> findWriteCliff(std::span<const double> bytesPerSecond, double drop = 0.75,
                                         int minSeconds = 2);
inline std::optional<WriteCliff> findWriteCliff(const std::vector<double> &bytesPerSecond,
                                                double drop = 0.75, int minSeconds = 2)
{
    return findWriteCliff(std::span<const double>(bytesPerSecond), drop, minSeconds);
}

/// The cache figures of one sequential write's curve (the last, partial bin left
/// out by the caller): the bytes written before the cliff, the rates in the cache, after it and
/// at a second, lower floor. Without a cliff, inCacheBytesPerS is the series' mean (the caller
/// may put the write's own rate there). See docs/workloads.md, "cache".
/// bytesPerBin: bytes completed in each bin of binS seconds; each segment is at least minBins long.
CacheCurve analyseCacheCurve(std::span<const double> bytesPerBin, double binS = 1.0, int minBins = 2);

/// What a recovery burst's figures say: the bytes that went at cache speed before its cliff; with
/// no cliff, all of it (at_least) when it ran near the first write's in-cache rate, else none.
CacheRecovery cacheRecoveryOf(const CacheFigures &burst);

} // namespace drivebench
