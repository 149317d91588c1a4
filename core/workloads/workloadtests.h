// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The workload profiles of DriveBench beyond CrystalDiskMark's (docs/workloads.md): seek,
// access, randomaccess, asssd, surface, sweep, phybs, smallfiles, sustained, capacity, destroyer, heavy,
// light, wake, and trace replay. Each becomes a list of TestSpecs with their own IoPatterns, run by the Runner
// like any test; the figures beyond the engine's land in TestResult::extra.

#include <memory>
#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/results/runresult.h"
#include "core/util/result.h"
#include "core/workloads/blocksizesweep.h"
#include "core/workloads/capacitycheck.h"
#include "core/workloads/smallfiles.h"
#include "core/workloads/testspec.h"
#include "core/workloads/traces/tracefile.h"
#include "core/workloads/wakepattern.h"

namespace drivebench {

/// What the workload profiles can be told (the CLI's --scale, --trace, ... options).
struct WorkloadOptions
{
    double scale = 0;                      ///< trace generator: fraction of full scale; 0 = default
    std::uint64_t seed = 1;                ///< trace generator seed (same seed, same trace)
    QString tracePath;                     ///< --trace FILE: replay this trace
    TraceReplaySettings replay;            ///< mapping, timing, time scale (spanBytes set by the caller)
    bool noStall = false;                  ///< generated traces: drop the idle gaps
    int queueDepth = 0;                    ///< 0 = each workload's default
    int surfacePoints = 200;               ///< surface: points, or the full scan's map cells
    bool surfaceFull = false;              ///< surface: read every block (--scan full); else sampled
    SweepKind sweep = SweepKind::Atto;
    std::uint64_t sweepRegionBytes = 0;    ///< 0 = 256 MiB (ATTO) or the whole span (dd)
    std::uint64_t sustainedBytes = 0;      ///< 0 = the whole span (sustained and cache)
    std::vector<double> cacheIdleS = {60, 300}; ///< cache: the idle pauses before each recovery
                                           ///< burst (seconds; empty = no recovery bursts)
    std::optional<IoOp> phybsOp;           ///< default: write in a test file, read on a device
    bool targetIsDevice = false;           ///< the target is a block device
    int passes = 1;                        ///< count-based workloads play this many times
    SmallFilesSettings smallFiles;         ///< smallfiles: count, size range
    CapacitySettings capacity;             ///< capacity: reserve, quick
    WakeSettings wake;                     ///< wake: idle times (--idle), reads per idle time (--samples)
};

/// The cache test's idle pauses from "60,300" (seconds, 1..86400 each, at most 8; "0" = none).
Result<std::vector<double>> parseCacheIdleList(const QString &text);

/// The workload profile names, in the order `--help` lists them.
QStringList workloadProfileNames();
/// True when name (case-insensitive) is a workload profile.
bool isWorkloadProfile(const QString &name);

/// Checks a trace file for replay: every record read and mapped once, none kept (errors name the
/// file and the line); the replay streams the records from the file again.
Result<std::shared_ptr<const LoadedTrace>> loadTraceForReplay(const QString &path,
                                                              const TraceReplaySettings &settings);

/// The tests of a workload profile ("trace" needs `trace`).
Result<std::vector<TestSpec>> workloadTests(const QString &profile, const WorkloadOptions &options,
                                            std::shared_ptr<const LoadedTrace> trace = {});

/// Cross-test figures after a run: AS SSD's score on the last AS SSD test, the sweep curve on the
/// last sweep test. Safe to call on any run (tests it does not know are left alone).
void annotateWorkloadRun(RunResult &run);

} // namespace drivebench
