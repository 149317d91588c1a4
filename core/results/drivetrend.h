// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One drive's performance over time (docs/result-library.md, "Drive history"): each test's
// headline per run, against a baseline (the drive's first run, or the median of the runs before
// the one looked at), the change in percent, and a flag when the latest run dropped by more than
// the drive's own run-to-run spread ("performance degradation can precede SMART failure").
//
// The rule (said in the History view and docs/result-library.md): only runs comparable with the
// latest one count (same profile and the settings that change figures: passes, duration,
// warm-up, test file size, data, cache, aggregation, engine, submission, mix); the spread must be
// measured, by at least kMinRunsForSpread such runs or by every run having kMinPassesForSpread
// passes; and the drop must exceed that spread and kMinFlaggedDropPercent.

#include <vector>

#include <QDateTime>
#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

enum class TrendBaseline { FirstRun, MedianOfEarlier };

/// A drop smaller than this is never flagged, whatever the spread (a policy, not a measurement:
/// a change of a few percent is rarely worth a health check).
inline constexpr double kMinFlaggedDropPercent = 5.0;
/// Comparable runs that measure the run-to-run spread (two earlier ones besides the baseline).
inline constexpr int kMinRunsForSpread = 3;
/// Passes per run that measure a pass-to-pass spread when there are fewer runs.
inline constexpr int kMinPassesForSpread = 3;

struct TrendPoint
{
    qint64 runId = 0;
    QDateTime at;             ///< the run's start (UTC)
    double value = 0;         ///< the headline: bytes/s, or IOPS for a test that moves no bytes
    double baseline = 0;      ///< what this point is compared with (0: none, the first point)
    double changePercent = 0; ///< (value - baseline) / baseline * 100; 0 without a baseline
};

struct TestTrend
{
    QString testId;           ///< "SEQ1M_Q8T1"
    QString label;            ///< as the panel names it (testLabel): "SEQ1M Q8T1", "Full stroke"
    QString op;               ///< "read", "write", "mix"
    bool iops = false;        ///< the headline is IOPS (else bytes/s)
    std::vector<TrendPoint> points; ///< oldest first
    /// The run-to-run spread in percent: the largest change of an earlier run from its baseline,
    /// or the largest pass-to-pass spread ((max - min) / mean) of any run, whichever is larger.
    double spreadPercent = 0;
    int fewestPasses = 0;     ///< the fewest measured passes of a point's test
    int otherSettingsRuns = 0; ///< runs of this test left out: not comparable with the latest
    /// The spread is measured: kMinRunsForSpread points, or kMinPassesForSpread passes in each.
    bool spreadMeasured = false;
    bool flagged = false;     ///< spreadMeasured, and the latest run dropped by more than the spread
                              ///< and by kMinFlaggedDropPercent

    double latestChangePercent() const { return points.empty() ? 0 : points.back().changePercent; }
};

/// The trends of every test the runs share; runs (with their ids) in any order, all on one
/// drive. Each test's points are the runs comparable with its latest run (runsComparable);
/// skipped tests and tests without figures are left out.
std::vector<TestTrend> driveTrends(const std::vector<std::pair<qint64, RunResult>> &runs, TrendBaseline baseline);

/// Whether two runs' figures may be set against each other: same profile and figure-changing settings.
bool runsComparable(const RunResult &a, const RunResult &b);

/// "23 % slower than this drive's baseline: check its health, free space and firmware", or ""
/// when the trend is not flagged.
QString trendWarning(const TestTrend &trend);

} // namespace drivebench
