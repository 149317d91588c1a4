// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// I/O counts by latency for people: six bins per decade (upper edges 1, 1.5, 2, 3, 5, 7 × 10^k
// µs) from 1 µs to 10 s, the layout the window's latency histogram draws and the result stores
// per test (docs/result-format.md, "latency_histogram"). Bin 0 holds every I/O of 1 µs or less,
// bin i > 0 those in (upper(i-1), upper(i)], and the last bin (upper edge 10 s) everything slower.
// Made from the engine's exact histogram (latencyhistogram.h): each of its buckets goes to the
// bin of its midpoint, so an I/O lands in its true bin unless it lies within the engine's 0.78 %
// resolution of a bin edge.

#include <cstdint>
#include <vector>

namespace drivebench {

class LatencyHistogram;

inline constexpr int kLatencyBins = 43;

/// Upper edge of bin i in µs (0 <= i < kLatencyBins).
double latencyBinUpperUs(int i);
/// The bin a latency in µs falls in.
int latencyBinOf(double us);
/// kLatencyBins counts of the histogram's I/Os; their sum is h.count().
std::vector<std::uint64_t> latencyBinCounts(const LatencyHistogram &h);

} // namespace drivebench
