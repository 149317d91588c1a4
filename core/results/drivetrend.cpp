// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivetrend.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "core/results/testreading.h"

namespace drivebench {

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// (max - min) / mean of the test's measured passes, in percent; 0 with fewer than two passes.
double passSpreadPercent(const TestResult &t)
{
    const PassSpread &s = t.bandwidthBytesPerS > 0 ? t.bandwidthSpread : t.iopsSpread;
    if (t.passes < 2 || s.mean <= 0)
        return 0;
    return (s.max - s.min) / s.mean * 100;
}

/// The settings that change a run's figures, as runs from before a setting existed ran it:
/// without poll_requested a run polled nothing, so it compares with a run of "none". (Results
/// never carry the plan's submission_requested: the submission that ran is in `submission`.)
auto figureSettings(const RunResult &run)
{
    const RunSettingsRecord &s = run.settings;
    return std::make_tuple(s.profile, s.passes, s.durationS, s.warmupS, s.testFileBytes, s.data, s.buffered,
                           s.aggregation, s.engineRequested, s.mixReadPercent,
                           s.pollRequested.value_or(QStringLiteral("none")));
}

} // namespace

bool runsComparable(const RunResult &a, const RunResult &b)
{
    return figureSettings(a) == figureSettings(b);
}

std::vector<TestTrend> driveTrends(const std::vector<std::pair<qint64, RunResult>> &runs, TrendBaseline baseline)
{
    std::vector<const std::pair<qint64, RunResult> *> ordered;
    for (const auto &r : runs)
        ordered.push_back(&r);
    std::stable_sort(ordered.begin(), ordered.end(), [](const auto *a, const auto *b) {
        return a->second.startedAt != b->second.startedAt ? a->second.startedAt < b->second.startedAt
                                                          : a->first < b->first;
    });
    std::map<std::pair<QString, QString>, TestTrend> byTest;
    std::vector<std::pair<QString, QString>> order; // first appearance
    std::map<std::pair<QString, QString>, double> passSpread;
    // Each test's latest run sets what its trend is comparable with.
    std::map<std::pair<QString, QString>, const RunResult *> latest;
    const auto measured = [](const TestResult &t) {
        return !t.skipped && (t.bandwidthBytesPerS > 0 || t.iops > 0);
    };
    for (const auto *r : ordered)
        for (const TestResult &t : r->second.tests)
            if (measured(t))
                latest[std::pair{t.id, t.op}] = &r->second;
    for (const auto *r : ordered) {
        for (const TestResult &t : r->second.tests) {
            if (!measured(t))
                continue;
            const auto key = std::pair{t.id, t.op};
            auto [it, isNew] = byTest.try_emplace(key);
            TestTrend &trend = it->second;
            if (isNew) {
                trend.testId = t.id;
                trend.label = testLabel(t);
                trend.op = t.op;
                trend.iops = t.bandwidthBytesPerS <= 0;
                order.push_back(key);
            }
            if (!runsComparable(r->second, *latest[key])) {
                ++trend.otherSettingsRuns;
                continue;
            }
            const double value = trend.iops ? t.iops : t.bandwidthBytesPerS;
            if (value <= 0)
                continue;
            trend.points.push_back({r->first, r->second.startedAt, value, 0, 0});
            trend.fewestPasses = trend.points.size() == 1 ? t.passes : std::min(trend.fewestPasses, t.passes);
            passSpread[key] = std::max(passSpread[key], passSpreadPercent(t));
        }
    }
    std::vector<TestTrend> out;
    for (const auto &key : order) {
        TestTrend trend = std::move(byTest[key]);
        std::vector<double> earlier;
        for (std::size_t i = 0; i < trend.points.size(); ++i) {
            TrendPoint &p = trend.points[i];
            if (i > 0) {
                p.baseline = baseline == TrendBaseline::FirstRun ? trend.points.front().value : median(earlier);
                p.changePercent = (p.value - p.baseline) / p.baseline * 100;
            }
            earlier.push_back(p.value);
        }
        trend.spreadPercent = passSpread[key];
        for (std::size_t i = 1; i + 1 < trend.points.size(); ++i)
            trend.spreadPercent = std::max(trend.spreadPercent, std::abs(trend.points[i].changePercent));
        const double drop = -trend.latestChangePercent();
        trend.spreadMeasured = trend.points.size() >= std::size_t(kMinRunsForSpread)
                               || (trend.points.size() >= 2 && trend.fewestPasses >= kMinPassesForSpread);
        trend.flagged = trend.spreadMeasured && drop > trend.spreadPercent && drop >= kMinFlaggedDropPercent;
        out.push_back(std::move(trend));
    }
    return out;
}

QString trendWarning(const TestTrend &trend)
{
    if (!trend.flagged)
        return {};
    return QStringLiteral("%1 % slower than this drive's baseline: check its health, free space and firmware")
        .arg(std::lround(-trend.latestChangePercent()));
}

} // namespace drivebench
