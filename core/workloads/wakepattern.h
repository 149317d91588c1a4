// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's I/O (issue 54, `--profile wake`): QD1 4 KiB random reads (O_DIRECT,
// as every engine test), each issued after the queue has drained and the chosen idle time has
// passed (the worker's barrier and gap, core/engine/iopattern.h: the drive sees no I/O from us in
// between). samplesPerIdle reads per idle time, the idle times in increasing order. The samples
// become WakeFigures (core/results/wakefigures.h) through wakecurve.h's analysis; after the run,
// annotateWakeRun judges them again against the APST steps the run recorded in its drive's
// power settings. Read-only: it runs on a test file or, read-only, on a whole device.

#include <memory>
#include <optional>
#include <vector>

#include "core/engine/iopattern.h"
#include "core/results/runresult.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"

namespace drivebench {

struct WakeSettings
{
    std::vector<double> idleMs;  ///< empty = kWakeIdleDefaultMs
    int samplesPerIdle = 0;      ///< 0 = 20 (kWakeDefaultSamples)
    /// Set by a front end whose typed list did not parse (wakeSettingsFrom's error, kept whole):
    /// the profile refuses to plan with it, so Start names the bad item and the fix.
    std::optional<Error> invalid;
};

inline constexpr int kWakeDefaultSamples = 20;

inline constexpr int kWakeQuickSamples = 10;

/// --idle: "quick" (kWakeIdleQuickMs, and 10 reads per idle time unless samples are given),
/// "default", or a list for parseIdleList ("0,110ms,2.1s"); samples 0 = the list's default.
Result<WakeSettings> wakeSettingsFrom(const QString &idle, int samples);

/// The idle list and sample count a run uses (defaults filled in).
WakeSettings resolvedWakeSettings(const WakeSettings &settings);
/// The planned idle time of one pass (ms): the sum of every idle time times the samples.
double wakePlannedIdleMs(const WakeSettings &settings);

/// One worker's pattern (QD1; the test has one thread).
std::unique_ptr<IoPattern> makeWakePattern(const WakeSettings &settings, const PatternContext &context);

/// The test "WAKE" of the profile.
std::vector<TestSpec> wakeTests(const WakeSettings &settings, int passes);

/// Folds the reports of the measured passes into the figures (no APST steps known yet).
WorkloadFigures mergeWakeFigures(const std::vector<PatternReport> &reports);

/// After the run: judges every wake test again against the APST steps in the run's drive
/// power settings (run.drive "power"), and records them as the expected steps.
void annotateWakeRun(RunResult &run);

} // namespace drivebench
