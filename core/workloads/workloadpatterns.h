// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The IoPatterns of the workloads (seek stroke, transfer, random access, sequential-once runs,
// surface scan, physical-block probe, trace playback) and the ReportMergers that fold their
// typed per-worker reports (core/engine/patternreport.h) by addition into the test's typed
// WorkloadFigures (core/results/workloadfigures.h; the result serialiser writes them to
// TestResult::extra, shapes documented in docs/workloads.md). A pattern whose plan does not fit the target is an
// error value from its make function, never an "error" key in the figures.
//
// Every pattern times its own phases with CLOCK_MONOTONIC (a vDSO read, no syscall, no
// allocation): first issue to last completion, which at QD1 is exactly the work's wall time.

#include <cstdint>
#include <memory>
#include <vector>

#include "core/engine/iopattern.h"
#include "core/results/workloadfigures.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/traces/tracefile.h"
#include "core/workloads/traces/tracegenerator.h"

namespace drivebench {

/// A fixed list of offsets, one request each (seek-stroke tests). In the warm-up pass only
/// `primeOffset` is read (when set), so the measured pass starts with the heads in place.
std::unique_ptr<IoPattern> makeOffsetListPattern(std::shared_ptr<const std::vector<std::uint64_t>> offsets,
                                                 std::uint32_t length, IoDirection direction,
                                                 const PatternContext &context,
                                                 std::int64_t primeOffset = -1);

/// `count` requests of `length` from `start`, in order (transfer rates, AS SSD Seq, sweep
/// phases, sustained write). count 0 = up to the end of the span. With perSecond, the pattern also
/// records bytes completed in each second (for the write-cliff curve); with tenths as well, in
/// each 0.1 s (the cache test's finer change point: it keeps each request's completion time, 4
/// bytes a request, allocated here, and bins them after the pass).
std::unique_ptr<IoPattern> makeSequentialPattern(std::uint64_t start, std::uint64_t count,
                                                 std::uint32_t length, IoDirection direction,
                                                 const PatternContext &context,
                                                 bool perSecond = false,
                                                 std::int64_t primeOffset = -1, bool tenths = false);

/// Uniform random aligned requests of `length` over the span (seeker, access time, AS SSD 4K).
std::unique_ptr<IoPattern> makeRandomPattern(std::uint32_t length, IoDirection direction,
                                             const PatternContext &context);

/// The surface scan: at each point readBytesPerPoint in blockBytes reads, then one random
/// accessBytes read for the access-time scatter.
Result<std::unique_ptr<IoPattern>> makeSurfacePattern(const SurfaceScanSettings &settings,
                                                      const PatternContext &context);

/// The phybs scans, one after another at QD1, in the given direction.
Result<std::unique_ptr<IoPattern>> makePhybsPattern(std::uint64_t totalBytes, std::uint32_t minBytes,
                                                    std::uint32_t maxBytes, IoDirection direction,
                                                    const PatternContext &context);

/// Plays a generated trace (groups kept, idle gaps up to 25 ms) or a checked trace file, streamed
/// from the file (recorded times, scaled, or no stalls; a file gone since the check is an error).
Result<std::unique_ptr<IoPattern>> makeGeneratedTracePattern(const TraceGeneratorSettings &settings,
                                                             bool noStall, const PatternContext &context);
Result<std::unique_ptr<IoPattern>> makeLoadedTracePattern(std::shared_ptr<const LoadedTrace> trace,
                                                          const TraceReplaySettings &settings,
                                                          const PatternContext &context);

// Mergers (see docs/workloads.md for the shapes their figures take in JSON). Counts, bytes and
// times add; a surface map and the phybs rows are the last measured pass's.
WorkloadFigures mergeSeekFigures(const std::vector<PatternReport> &reports);       ///< seek
WorkloadFigures mergeRateFigures(const std::vector<PatternReport> &reports);       ///< rate
WorkloadFigures mergeSequentialFigures(const std::vector<PatternReport> &reports); ///< sequential (+ cliff)
/// The error map of a surface scan's pass: its points judged good, slow or bad (the rule in
/// surfaceErrorMap's comment and docs/workloads.md).
SurfaceErrorMap surfaceErrorMap(const SurfaceFigures &scan);
WorkloadFigures mergeSurfaceFigures(const std::vector<PatternReport> &reports);    ///< surface
WorkloadFigures mergePhybsFigures(const std::vector<PatternReport> &reports);      ///< phybs rows + verdict
WorkloadFigures mergeTraceFigures(const std::vector<PatternReport> &reports);      ///< trace, verdict
/// Every trace report of a test added up (histograms merged bucket by bucket).
TraceFigures mergeTraceReports(const std::vector<PatternReport> &reports);

} // namespace drivebench
