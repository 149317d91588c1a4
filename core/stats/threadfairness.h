// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How evenly the worker threads of a multi-thread test shared the work, as elbencho reports it:
// each worker's share of the completed I/Os, the least share against the mean share, and which
// worker finished first and last.
//   share_i = ios_i / sum(ios)            (the shares add up to 1)
//   minShareOfMean = min(ios) / mean(ios) (1 = perfectly even; 0.5 = one worker did half of
//                                          what the mean worker did)
// A worker's finishing time is its last completion after the pass's start, averaged over the
// measured passes; first and last done are the workers with the least and the most.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace drivebench {

/// Below this least share of the mean a test's workers did not share the drive evenly
/// (the `unfair_threads` run warning).
inline constexpr double kUnfairShareOfMean = 0.5;

struct ThreadFairness
{
    std::vector<double> shares;   ///< each worker's share of the I/Os, in worker order
    double minShareOfMean = 0;    ///< min(ios) / mean(ios)
    int leastWorker = 0;          ///< the worker with the least I/Os (the first of equals)
    int firstDoneWorker = 0;      ///< the worker that finished first (the first of equals)
    int lastDoneWorker = 0;       ///< the worker that finished last (the first of equals)
    double firstDoneS = 0;        ///< its finishing time, seconds after the pass's start
    double lastDoneS = 0;

    bool unfair() const { return minShareOfMean < kUnfairShareOfMean; }
};

/// The fairness of ios[i] I/Os done by worker i, finishing doneS[i] seconds after the start;
/// nothing with fewer than two workers, sizes that differ, or no I/O at all.
std::optional<ThreadFairness> threadFairness(std::span<const std::uint64_t> ios,
                                             std::span<const double> doneS);

} // namespace drivebench
