// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one worker's IoPattern measured in one pass, typed (IoPattern::report()). The reports of a
// test (every worker of every measured pass) are folded by its TestSpec::mergeReports: counts,
// bytes and times add, latency histograms merge as histograms (bucket counts add, so merged
// percentiles are those of the union), into the test's typed WorkloadFigures
// (core/results/workloadfigures.h). Only those become JSON, in TestResult::extra, written by the
// result serialiser (docs/workloads.md gives the shapes).

#include <array>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include <QString>

#include "core/results/workloadfigures.h"
#include "core/stats/latencyhistogram.h"

namespace drivebench {

/// A run of requests timed from its first issue to its last completion (seek stroke, transfer
/// zones, random access, sequential runs): the worker's I/Os, bytes and time.
struct PhaseFigures
{
    int pass = 0;
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    std::int64_t elapsedNs = 0;
    std::vector<std::uint64_t> perSecondBytes; ///< bytes completed in each second (sustained write)
    std::vector<std::uint64_t> perTenthBytes;  ///< bytes completed in each 0.1 s (the cache test)

    /// Adds other's I/Os, bytes and time (perSecondBytes, perTenthBytes: other's, the later pass, when it has them).
    void merge(const PhaseFigures &other);
};

/// The surface scan of one pass: the transfer rate at each point read and one random access
/// time each, and what became of every point (the error map's raw form: the merge judges which
/// are slow, against the pass's median).
struct SurfaceFigures
{
    using Point = SurfacePoint;
    using Access = AccessPoint;
    enum class State : std::uint8_t { NotScanned, Read, Failed };
    int pass = 0;
    std::vector<Point> surface;
    std::vector<Access> scatter;
    std::uint64_t spanBytes = 0;
    std::uint64_t pointBytes = 0;
    std::vector<std::uint64_t> offsets;     ///< every planned point, from the span's start
    std::vector<State> states;              ///< one per planned point
    std::vector<std::int64_t> pointNs;      ///< transfer time of each point read (0 otherwise)
    std::vector<std::int64_t> maxRequestNs; ///< its slowest request
    std::vector<SurfaceBadRead> badReads;   ///< the first SurfaceErrorMap::kMaxListed
    std::uint64_t readErrors = 0;
    SurfaceStop stopped = SurfaceStop::None;
    bool full = false;                      ///< every block read: a point is a map cell's blocks
    std::uint32_t blockBytes = 0;           ///< full: the request size
};

/// The phybs scans of one pass: one row per scan that ran.
struct PhybsFigures
{
    using Row = PhybsScanRow;
    int pass = 0;
    std::uint32_t logicalBytes = 512;
    std::vector<Row> rows;
};

/// A trace played by one worker in one pass (generated or loaded).
struct TraceFigures
{
    int pass = 0;
    LatencyHistogram read, write;    ///< completion latencies by direction
    std::uint64_t ios = 0;           ///< issued (a request held when the pass ended is not)
    std::uint64_t bytesRead = 0, bytesWritten = 0;
    std::uint64_t over10ms = 0, over100ms = 0;
    std::int64_t busyNs = 0;         ///< time with I/O in flight
    std::int64_t idleNs = 0;         ///< generated idle gaps handed out
    std::int64_t elapsedNs = 0;
    std::array<std::uint64_t, 8> qdAtIssue{}; ///< TraceShapeModel::qdBucket counts
    QString source;                  ///< what was played ("Destroyer-like, scale 0.02, seed 1")
    std::vector<double> targetQdPct; ///< the generator's QD mix (generated traces)
    std::optional<std::uint64_t> skippedTrims, skippedSyncs, realigned; ///< loaded traces

    /// Adds other's counts and times, merges its histograms into these; the description
    /// (source, target mix, skips) is other's, the later report's.
    void merge(const TraceFigures &other);
};

/// What one small-files worker did in one pass (a CustomPass: core/workloads/smallfiles.h).
struct SmallFilesReport
{
    int pass = 0;
    std::uint64_t files = 0;         ///< timed operations done
    double seconds = 0;              ///< first timed operation to the last
    bool described = false;          ///< the pass's plan below is set
    QString operation, order;        ///< "create", "stat", "delete"; "sequential", "random"
    int filesPlanned = 0;
    std::uint64_t fileBytesMin = 0, fileBytesMax = 0;
};

/// The capacity check's one worker in one pass: its whole verdict (the check is one thread).
struct CapacityReport
{
    int pass = 0;
    CapacityFigures figures;
};

/// The wake-up latency test's one worker in one pass: every read with the idle time before it.
struct WakeReport
{
    int pass = 0;
    std::vector<WakeSample> samples;
};

/// One worker's report: none (built-in patterns), or the figures of its workload family.
using PatternReport = std::variant<std::monostate, PhaseFigures, SurfaceFigures, PhybsFigures, TraceFigures,
                                   SmallFilesReport, CapacityReport, WakeReport>;

/// The pass a report belongs to (0 = none or warm-up).
int reportPass(const PatternReport &report);

} // namespace drivebench
