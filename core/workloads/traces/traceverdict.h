// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The AnandTech Storage Bench verdict of a trace playback (reference workloads.md §7):
// average data rate = bytes moved / busy time (the playback time less the idle gaps it inserted),
// mean and 99th-percentile latency for reads, writes and all I/Os, and the share of I/Os that took
// longer than 10 ms and 100 ms.

#include <cstdint>

#include "core/results/runresult.h"
#include "core/results/workloadfigures.h" // TraceVerdict

namespace drivebench {

struct TraceVerdictInputs
{
    std::uint64_t bytes = 0;        ///< read + written
    double busyS = 0;               ///< playback time less inserted idle time
    std::uint64_t ios = 0;
    std::uint64_t iosOver10ms = 0;  ///< completion latency > 10 ms
    std::uint64_t iosOver100ms = 0;
    LatencySummaryUs read, write, all;
};

/// Computes the verdict.
/// (Written by the result serialiser: toJson(TraceVerdict), core/results/workloadfiguresjson.h.)
TraceVerdict computeTraceVerdict(const TraceVerdictInputs &in);

} // namespace drivebench
