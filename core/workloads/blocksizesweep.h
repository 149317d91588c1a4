// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Block-size sweeps (reference workloads.md §6 and the seeds' dd runs): at each size, a
// sequential write of the region, then a sequential read of it, at a chosen queue depth.

#include <cstdint>
#include <vector>

#include <QString>

#include "core/util/result.h"

namespace drivebench {

enum class SweepKind {
    Dd,   ///< dd bs=32k .. 2048k (powers of two), QD1, as the seeds ran it
    Atto  ///< ATTO Disk Benchmark v4: 512 B .. 8 MiB (powers of two), 12, 16, 24, 32, 48, 64 MiB; QD4
};

/// The block sizes of a sweep in bytes, ascending, before filtering.
std::vector<std::uint32_t> sweepSizes(SweepKind kind);
/// The default queue depth of a sweep (dd: 1, ATTO: 4).
int sweepQueueDepth(SweepKind kind);
/// Parses "dd" or "atto".
Result<SweepKind> parseSweepKind(const QString &text);

/// A sweep plan for one target: the sizes that can run, and the ones skipped with the reason.
struct SweepPlan
{
    std::vector<std::uint32_t> sizes;     ///< multiples of the alignment, at most regionBytes
    std::vector<std::uint32_t> skipped;   ///< below the logical block or above the region
    std::uint64_t regionBytes = 0;        ///< bytes written then read at every size
};

/// Keeps the sizes that are multiples of alignment and fit in the region (region rounded down to
/// a multiple of the largest kept size, so every size covers it with whole requests).
Result<SweepPlan> planSweep(const std::vector<std::uint32_t> &sizes, std::uint64_t regionBytes,
                            std::uint32_t alignment);

/// "512 B", "4 KiB", "12 MiB": the label of a size as the sweep chart shows it.
QString sweepSizeLabel(std::uint32_t bytes);

} // namespace drivebench
