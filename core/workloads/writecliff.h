#pragma once

// Where a sustained write runs out of the drive's write cache (SLC cache, DRAM, host cache).
//
// Math: one change point in the per-second rate series x[0..n). For every split k with at least
// minSeconds on each side, the cost is the summed squared error of the two segment means; the k
// with the least cost wins. It is reported only when the mean after k is below `drop` x the mean
// before it (a real cliff, not noise), and k marks the first second at the lower rate.

#include <cstdint>
#include <optional>
#include <vector>

#include "core/results/workloadfigures.h" // WriteCliff

namespace drivebench {

/// Finds the cliff in a per-second series of bytes written; nullopt when there is none.
std::optional<WriteCliff> findWriteCliff(const std::vector<double> &bytesPerSecond,
                                         double drop = 0.75, int minSeconds = 2);

} // namespace drivebench
