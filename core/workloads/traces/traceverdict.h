#pragma once

// The AnandTech Storage Bench verdict of a trace playback (reference workloads.md §7):
// average data rate = bytes moved / busy time (the playback time less the idle gaps it inserted),
// mean and 99th-percentile latency for reads, writes and all I/Os, and the share of I/Os that took
// longer than 10 ms and 100 ms.

#include <cstdint>

#include <QJsonObject>

#include "core/results/runresult.h"

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

struct TraceVerdict
{
    double avgDataRateBytesPerS = 0;
    double readMeanUs = 0, readP99Us = 0;
    double writeMeanUs = 0, writeP99Us = 0;
    double allMeanUs = 0, allP99Us = 0;
    double iosOver10msPct = 0, iosOver100msPct = 0;
};

/// Computes the verdict.
TraceVerdict computeTraceVerdict(const TraceVerdictInputs &in);
/// {avg_data_rate_bytes_per_s, latency_us{read,write,all}{mean,p99}, ios_over_10ms_pct,
/// ios_over_100ms_pct}.
QJsonObject toJson(const TraceVerdict &verdict);

} // namespace drivebench
