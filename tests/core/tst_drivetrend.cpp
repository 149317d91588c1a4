// A drive's headlines over time: change against the first run or the median of the earlier runs,
// the run-to-run spread, and the flag for a drop beyond it.
#include <QTest>

#include "core/results/drivetrend.h"
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
