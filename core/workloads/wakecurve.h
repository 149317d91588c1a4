// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's analysis (issue 54, part of `--profile wake`): QD1 4K random reads,
// each after a chosen idle time; per idle time the median, p90 and max; the steps where the
// latency rises above the no-idle baseline, matched with the APST steps in force
// (core/devices/apst.h), and the verdict in words ("after 110 ms idle the first read costs
// +9.3 ms: the drive's PS4, declared 9.5 ms"). Pure functions over measured samples; the I/O
// pattern that measures them is not part of this file. Also the same test as a fio job
// (thinktime before every read), for cross-checking with fio.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QString>

#include "core/devices/apst.h"
#include "core/results/wakefigures.h"
#include "core/util/result.h"

namespace drivebench {

/// The default idle times (ms): around the kernel's APST steps (100 ms, 2.1 s) and a CDM pause (5 s).
inline constexpr double kWakeIdleDefaultMs[] = {0, 10, 50, 90, 110, 200, 500, 1000, 1900, 2100, 3000, 5000, 10000};
/// The quick list: one value before and after each step.
inline constexpr double kWakeIdleQuickMs[] = {0, 50, 200, 1000, 3000};

/// A rise of the median above the baseline between two idle times.
struct WakeStep
{
    double afterIdleMs = 0;     ///< the first idle time with the raised level
    double sinceIdleMs = 0;     ///< the idle time before it (still at the lower level)
    double penaltyUs = 0;       ///< median at afterIdleMs less the baseline
    std::optional<ApstStep> apst; ///< the APST step that explains it, when one does
};

struct WakeVerdict
{
    double baselineUs = 0;        ///< median at the shortest idle time
    std::vector<WakeStep> steps;
    QString text;                 ///< for people, English
};

/// Parses an idle list: "0,10ms,1.9s,2100" (a bare number is ms); an error names the bad item.
Result<std::vector<double>> parseIdleList(const QString &text);
/// Groups samples by idle time, in increasing idle order.
std::vector<WakePoint> wakePoints(std::span<const WakeSample> samples);
/// The steps and the verdict. minPenaltyUs: the least rise counted as a step (default 300 us, or
/// the baseline itself when larger: noise on a busy machine stays below it); a further step must
/// also add a quarter of the penalty already reached (50 ms then 57 ms is one step, not two);
/// and a step's median must be above the p90 of the idle time before it (a few slow reads of a
/// busy machine raise a median, not most reads).
WakeVerdict judgeWake(std::span<const WakePoint> points, std::span<const ApstStep> apst,
                      double minPenaltyUs = 300);
/// "110 ms", "2.1 s".
QString formatIdle(double ms);
/// The test's fio job sections, one stonewalled job per idle time ("[WAKE-idle-110ms]"): QD1 4K
/// random reads with direct=1, samplesPerIdle reads each (number_ios, not timed), thinktime =
/// the idle time (us) with thinktime_blocks=1: fio idles before every read but the first, where
/// DriveBench idles before every read. The [global] section (file, size, engine) is the caller's.
QString wakeFioSections(std::span<const double> idleMs, int samplesPerIdle);
/// The test as a whole fio job: a [global] section on filename (psync, direct=1, a per-I/O
/// latency log "wake") and wakeFioSections. filename: the device or test file.
QString wakeFioJob(const QString &filename, std::span<const double> idleMs, int samplesPerIdle);

} // namespace drivebench
