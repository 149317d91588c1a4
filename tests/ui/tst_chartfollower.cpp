// SPDX-License-Identifier: GPL-3.0-or-later
// What the charts show during a run (ui/chartfollower.h): a test the user picks stays when the
// next test starts (it was dropped), "Follow the running test" unticks with the pick and brings
// the running test back, with the samples it had, when ticked again; a new run follows again;
// a choice changed between runs clears the charts.
#include <QCheckBox>
#include <QTest>

#include "synthetic.h"
#include "ui/chartfollower.h"
#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/resultpanel.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

QList<LiveSample> tick(double t)
{
    return {LiveSample{t, 0, std::uint64_t(4096 * 100), 100, 80.0, 200.0}};
}

} // namespace

class TstChartFollower : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pickedTestStaysWhenTheNextStarts()
    {
        ResultPanel panel;
        LiveCharts charts;
        LatencyView latency;
        ChartFollower follower(&panel, &charts, &latency, nullptr);
        const RunResult full = test::syntheticDefaultRun();
        QList<PlannedTest> plan;
        for (const TestResult &t : full.tests)
            plan.append({t.id, t.op});
        panel.startRun(test::syntheticHeader(), plan);
        connect(&panel, &ResultPanel::testSelected, this, [&](const QString &id, const QString &op) {
            const TestResult *done = nullptr;
            for (const TestResult &t : full.tests)
                if (t.id == id && t.op == op && panel.cellText(id, op) != QString())
                    done = &t;
            follower.picked(id, op, done);
        });
        QCheckBox *box = follower.checkBox();

        follower.runStarted();
        QVERIFY(box->isChecked() && box->isEnabled());
        const TestResult &first = full.tests[0];
        const TestResult &second = full.tests[1];
        follower.testStarted(first.id, first.op, QStringLiteral("first running"), 1, Reading::Transfer);
        QCOMPARE(charts.title(), QStringLiteral("first running"));
        QCOMPARE(panel.selectedId(), first.id);
        follower.addSamples(tick(0.1));
        panel.setTestResult(first);
        follower.testFinished(first);

        follower.testStarted(second.id, second.op, QStringLiteral("second running"), 1, Reading::Transfer);
        follower.addSamples(tick(0.1));
        QCOMPARE(charts.title(), QStringLiteral("second running"));
        // The user picks the first test while the second runs: shown, follow unticked.
        panel.selectTest(first.id, first.op);
        QVERIFY(!box->isChecked());
        const QString shown = charts.title();
        QVERIFY2(shown != QStringLiteral("second running"), qPrintable(shown));
        follower.addSamples(tick(0.2));
        panel.setTestResult(second);
        follower.testFinished(second);
        // The next test starts: the pick stays.
        const TestResult &third = full.tests[2];
        follower.testStarted(third.id, third.op, QStringLiteral("third running"), 1, Reading::Transfer);
        follower.addSamples(tick(0.1));
        follower.addSamples(tick(0.2));
        QCOMPARE(charts.title(), shown);
        QCOMPARE(panel.selectedId(), first.id);
        // Following again: the running test, with both samples it had.
        box->setChecked(true);
        QCOMPARE(charts.title(), QStringLiteral("third running"));
        QCOMPARE(panel.selectedId(), third.id);
        QCOMPARE(charts.aggregatePoints(), 2);
        follower.runEnded();
        QVERIFY(!box->isEnabled());

        // A new run follows again; a changed choice between runs clears the charts.
        box->setChecked(false);
        follower.runStarted();
        QVERIFY(box->isChecked());
        follower.runEnded();
        follower.clear();
        QVERIFY2(charts.title().startsWith(QStringLiteral("Live charts: start a run")), qPrintable(charts.title()));
        QCOMPARE(charts.aggregatePoints(), 0);
    }
};

QTEST_MAIN(TstChartFollower)
#include "tst_chartfollower.moc"
