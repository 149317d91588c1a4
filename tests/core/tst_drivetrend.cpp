// SPDX-License-Identifier: GPL-3.0-or-later
// A drive's headlines over time: change against the first run or the median of the earlier runs,
// the run-to-run spread, and the flag for a drop beyond it.
#include <QTest>

#include "core/results/drivetrend.h"
#include "core/results/runrecordjson.h"
#include "core/util/utctime.h"

using namespace drivebench;

namespace {

TestResult test(const QString &id, double bandwidth, int passes = 1, double spreadMin = 0, double spreadMax = 0)
{
    TestResult t;
    t.id = id;
    t.op = QStringLiteral("read");
    t.bandwidthBytesPerS = bandwidth;
    t.iops = bandwidth / 4096;
    t.passes = passes;
    t.bandwidthSpread = {spreadMin, spreadMax, (spreadMin + spreadMax) / 2, 0};
    return t;
}

std::vector<std::pair<qint64, RunResult>> runs(const std::vector<double> &values, int passes = 1, double passSpread = 0)
{
    std::vector<std::pair<qint64, RunResult>> out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        RunResult r;
        r.startedAt = utcDateTime(QDate(2026, 1, 1), QTime(0, 0)).addDays(qint64(i));
        const double v = values[i];
        r.tests.push_back(test(QStringLiteral("SEQ1M_Q8T1"), v, passes, v * (1 - passSpread / 2), v * (1 + passSpread / 2)));
        out.emplace_back(qint64(100 + i), r);
    }
    std::reverse(out.begin(), out.end()); // newest first, as the history lists them
    return out;
}

} // namespace

class TstDriveTrend : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void againstTheFirstRun()
    {
        const auto trends = driveTrends(runs({100, 102, 98, 77}), TrendBaseline::FirstRun);
        QCOMPARE(trends.size(), std::size_t(1));
        const TestTrend &t = trends.front();
        QCOMPARE(t.points.size(), std::size_t(4));
        QCOMPARE(t.points.front().runId, qint64(100)); // oldest first
        QCOMPARE(t.points[1].changePercent, 2.0);
        QCOMPARE(t.points[3].baseline, 100.0);
        QCOMPARE(t.latestChangePercent(), -23.0);
        QCOMPARE(t.spreadPercent, 2.0); // the largest earlier change
        QVERIFY(t.flagged);
        QCOMPARE(trendWarning(t), QStringLiteral("23 % slower than this drive's baseline: check its health, free space and firmware"));
    }

    void againstTheMedianOfEarlierRuns()
    {
        // The first run was an outlier; the median of 90, 100, 102 is 100.
        const auto trends = driveTrends(runs({90, 100, 102, 94}), TrendBaseline::MedianOfEarlier);
        const TestTrend &t = trends.front();
        QCOMPARE(t.points[1].baseline, 90.0);
        QCOMPARE(t.points[2].baseline, 95.0); // median of 90 and 100
        QCOMPARE(t.points[3].baseline, 100.0);
        QCOMPARE(t.latestChangePercent(), -6.0);
        // Spread: run 2 was +11.1 % over 90, larger than the drop: not flagged.
        QVERIFY(t.spreadPercent > 11);
        QVERIFY(!t.flagged);
        QCOMPARE(trendWarning(t), QString());
    }

    void passSpreadAndTheFloorHoldBackFlags_data()
    {
        QTest::addColumn<double>("latest");
        QTest::addColumn<double>("passSpread");
        QTest::addColumn<bool>("flagged");
        QTest::newRow("drop within the passes' spread") << 85.0 << 0.2 << false;
        QTest::newRow("drop beyond it") << 75.0 << 0.2 << true;
        QTest::newRow("4 % drop, no spread: under the floor") << 96.0 << 0.0 << false;
        QTest::newRow("faster") << 140.0 << 0.0 << false;
    }

    void passSpreadAndTheFloorHoldBackFlags()
    {
        QFETCH(double, latest);
        QFETCH(double, passSpread);
        QFETCH(bool, flagged);
        const auto trends = driveTrends(runs({100, latest}, 3, passSpread), TrendBaseline::FirstRun);
        QCOMPARE(trends.front().flagged, flagged);
    }

    void twoShortSinglePassRunsAreNotJudged()
    {
        // Two 1-second, 1-pass runs: a 47 % drop, but nothing measures how much such runs vary.
        auto two = runs({100, 53}, 1);
        for (auto &[id, run] : two)
            run.settings = settingsFromJson({{QStringLiteral("profile"), QStringLiteral("default")},
                                             {QStringLiteral("passes"), 1}, {QStringLiteral("duration_s"), 1}});
        const TestTrend t = driveTrends(two, TrendBaseline::FirstRun).front();
        QCOMPARE(t.latestChangePercent(), -47.0);
        QVERIFY(!t.spreadMeasured);
        QVERIFY(!t.flagged);
        QCOMPARE(trendWarning(t), QString());
    }

    void aDropOutsideTheSpreadIsFlagged()
    {
        // Two runs of 3 passes each, passes within 4 % of each other; the latest 30 % lower.
        const TestTrend t = driveTrends(runs({100, 70}, 3, 0.04), TrendBaseline::FirstRun).front();
        QVERIFY(t.spreadMeasured);
        QVERIFY(t.spreadPercent < 5);
        QVERIFY(t.flagged);
        QCOMPARE(trendWarning(t), QStringLiteral("30 % slower than this drive's baseline: check its health, free space and firmware"));
    }

    void runsWithOtherSettingsAreLeftOut()
    {
        // The first run used 5 passes and a larger file: only the two later runs compare.
        auto three = runs({200, 100, 70}, 3, 0.04);
        for (auto &[id, run] : three)
            run.settings = settingsFromJson({{QStringLiteral("profile"), QStringLiteral("default")}, {QStringLiteral("passes"), 3}});
        three.back().second.settings.passes = 5; // the oldest (newest first)
        const TestTrend t = driveTrends(three, TrendBaseline::FirstRun).front();
        QCOMPARE(t.otherSettingsRuns, 1);
        QCOMPARE(t.points.size(), std::size_t(2));
        QCOMPARE(t.points.front().value, 100.0);
        QCOMPARE(t.latestChangePercent(), -30.0);
        QVERIFY(t.flagged);
    }

    // A polled run (--poll) is not compared with unpolled ones; a run from before
    // poll_requested was recorded polled nothing, so it compares with one of "none".
    void pollingMakesRunsApart()
    {
        RunResult old, none, sq;
        old.settings.profile = QStringLiteral("default");
        none.settings = old.settings;
        none.settings.pollRequested = QStringLiteral("none");
        sq.settings = old.settings;
        sq.settings.pollRequested = QStringLiteral("sqpoll");
        QVERIFY(runsComparable(old, none));
        QVERIFY(runsComparable(none, old));
        QVERIFY(!runsComparable(none, sq));
        QVERIFY(!runsComparable(old, sq));
    }

    void labelsAsThePanel()
    {
        auto two = runs({100, 99});
        for (auto &[id, run] : two) {
            run.tests.front().id = QStringLiteral("SEEK_FULL");
            run.tests.front().label = QStringLiteral("Full stroke");
        }
        QCOMPARE(driveTrends(two, TrendBaseline::FirstRun).front().label, QStringLiteral("Full stroke"));
    }

    void oneRunIsNoTrend()
    {
        const auto trends = driveTrends(runs({100}), TrendBaseline::FirstRun);
        QCOMPARE(trends.front().points.size(), std::size_t(1));
        QVERIFY(!trends.front().flagged);
        QCOMPARE(trends.front().latestChangePercent(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TstDriveTrend)
#include "tst_drivetrend.moc"
