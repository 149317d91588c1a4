// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's figures (issue 54, `--profile wake`), typed: the reads after each
// idle time summarised (median, p90, max), the steps found above the no-idle baseline with the
// APST step that explains each, and the verdict in words. Made by core/workloads/wakecurve.h
// and wakepattern.h; written to and read from a test's extra as "wake" (wakefigures.cpp,
// docs/workloads.md).

#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>

namespace drivebench {

/// One read after idleMs of idle, and its completion latency.
struct WakeSample
{
    double idleMs = 0;
    double latencyUs = 0;
};

/// The reads after one idle time.
struct WakePoint
{
    double idleMs = 0;
    int samples = 0;
    double medianUs = 0, p90Us = 0, maxUs = 0;
};

/// A step of the curve as the result records it (WakeStep without the typed APST step).
struct WakeFigureStep
{
    double afterIdleMs = 0;                ///< the first idle time with the raised level
    double sinceIdleMs = 0;                ///< the idle time before it
    double penaltyUs = 0;                  ///< its median less the baseline
    std::optional<int> apstState;          ///< the APST state that explains it
    std::optional<double> apstExitLatencyUs; ///< that state's declared exit latency
};

/// An APST step in force during the run (from the drive's power settings), drawn on the curve.
struct WakeExpectedStep
{
    int state = 0;
    double afterIdleMs = 0;
    double exitLatencyUs = 0;
};

struct WakeFigures
{
    int samplesPerIdle = 0;                  ///< planned reads per idle time
    std::vector<WakePoint> points;           ///< by increasing idle time
    double baselineUs = 0;                   ///< median at the shortest idle time
    std::vector<WakeFigureStep> steps;
    std::vector<WakeExpectedStep> expected;  ///< the APST steps in force; empty when none or unknown
    QString apstSource;                      ///< "read back", "predicted", or why there are none
    QString verdict;                         ///< for people, English
};

/// The value of "wake": {samples_per_idle, points [...], baseline_us, steps, expected_steps, apst, verdict}.
QJsonObject toJson(const WakeFigures &figures);
/// The typed figures of a "wake" value; none when it is not one.
std::optional<WakeFigures> wakeFiguresFromJson(const QJsonObject &wake);

} // namespace drivebench
