// SPDX-License-Identifier: GPL-3.0-or-later
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTest>

#include <qcustomplot.h>

#include "synthetic.h"
#include "core/stats/latencybins.h"
#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/messagebar.h"
#include "ui/screenshot.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// One tick of samples for n threads at time t (s), 100 ms intervals.
QList<LiveSample> tick(int n, double t)
{
    QList<LiveSample> batch;
    for (int i = 0; i < n; ++i) {
        const std::uint64_t ios = 1000 + 10 * std::uint64_t(i);
        batch.append({t, i, ios * 4096, ios, 50.0 + i, 400.0 + i});
    }
    return batch;
}

} // namespace

class TstLiveCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threadsAndAggregate_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("16 threads") << 16;
        QTest::newRow("64 threads") << 64;
    }

    void threadsAndAggregate()
    {
        QFETCH(int, threads);
        LiveCharts charts;
        charts.resize(900, 500);
        charts.reset(QStringLiteral("RND4K Q1T64 read"), threads);
        for (int k = 1; k <= 30; ++k)
            charts.addSamples(tick(threads, k * 0.1));
        QCOMPARE(charts.threadCount(), threads);
        QCOMPARE(charts.aggregatePoints(), 30);
        QCOMPARE(charts.threadPoints(threads - 1), 30);
        if (threads > 1) {
            // Per-thread toggles exist only when there is more than the aggregate to show.
            charts.setThreadVisible(threads - 1, false);
            QVERIFY(!charts.isThreadVisible(threads - 1));
            QVERIFY(charts.isThreadVisible(0));
        }
    }

    void showRecordedTest()
    {
        TestResult t = test::syntheticTest(QStringLiteral("RND4K_Q32T16"), QStringLiteral("read"), 900, 32, 16, 4096);
        for (int k = 1; k <= 10; ++k)
            for (const LiveSample &s : tick(16, k * 0.1))
                t.samples.push_back(s);
        LiveCharts charts;
        charts.showTest(t);
        QCOMPARE(charts.threadCount(), 16);
        QCOMPARE(charts.aggregatePoints(), 10);
    }

    void rateInTheTestsOwnUnit()
    {
        // A transfer test draws MB/s: 2 threads × (1000, 1010) I/Os of 4 KiB a 100 ms tick.
        LiveCharts charts;
        charts.resize(900, 500);
        charts.reset(QStringLiteral("RND4K Q1T2 read"), 2);
        charts.addSamples(tick(2, 0.1));
        QCOMPARE(charts.rateUnit(), QStringLiteral("MB/s"));
        QCOMPARE(qRound(charts.aggregateLastRate() * 1000), qRound(2010 * 4096 / 0.1 / 1e6 * 1000));
        // Small files create no bytes in a delete or stat pass: files per second, not MB/s on an
        // axis of 0-0.001 (issue 28).
        QList<LiveSample> deletes;
        for (int i = 0; i < 2; ++i)
            deletes.append({0.1, i, 0, 500, 120.0, 900.0});
        charts.reset(QStringLiteral("Small files delete"), 2, Reading::FilesPerS);
        charts.addSamples(deletes);
        QCOMPARE(charts.rateUnit(), QStringLiteral("files/s"));
        QCOMPARE(charts.aggregateLastRate(), 10000.0); // 2 × 500 files in 0.1 s
        auto *plot = charts.findChild<QCustomPlot *>(QStringLiteral("bandwidthChart"));
        QVERIFY(plot);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("all threads (files/s)"));
        // Seek stroke: operations per second; a recorded test shows in its reading too.
        TestResult seek = test::syntheticTest(QStringLiteral("SEEK_FULL"), QStringLiteral("read"), 0.1, 1, 1, 512);
        seek.reading = QStringLiteral("ms_per_op");
        seek.samples.push_back({0.1, 0, 512 * 8, 8, 12000.0, 15000.0});
        seek.samples.push_back({0.2, 0, 512 * 9, 9, 11000.0, 14000.0});
        charts.showTest(seek);
        QCOMPARE(charts.rateUnit(), QStringLiteral("ops/s"));
        QCOMPARE(qRound(charts.aggregateLastRate()), 90); // 9 seeks in 0.1 s
        QCOMPARE(plot->yAxis->label(), QStringLiteral("ops/s"));
    }

    void shortTestIsDrawn_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("ticks");
        QTest::newRow("one sample (seek: 30 ms)") << 1 << 1;
        QTest::newRow("two samples, 4 threads") << 4 << 2;
        QTest::newRow("thirty samples") << 1 << 30;
    }

    void shortTestIsDrawn()
    {
        // A count-based test ends before the second 100 ms tick: its only sample is the final,
        // partial interval. The chart must show it, not an empty plot.
        QFETCH(int, threads);
        QFETCH(int, ticks);
        LiveCharts charts;
        charts.resize(900, 500);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        charts.reset(QStringLiteral("Seek: full stroke read"), threads);
        QCOMPARE(charts.aggregatePixels(), 0); // nothing yet: the axes and legend do not count
        for (int k = 1; k <= ticks; ++k)
            charts.addSamples(tick(threads, k * 0.03));
        charts.finishTest();
        QCOMPARE(charts.aggregatePoints(), ticks);
        QVERIFY2(charts.aggregatePixels() > 20, qPrintable(QString::number(charts.aggregatePixels())));
    }

    void latencyHistogramAndPercentiles()
    {
        LatencyView view;
        view.reset(QStringLiteral("RND4K Q32T1"));
        view.addSamples(tick(4, 0.1));
        QCOMPARE(view.histogramWeight(), double(1000 + 1010 + 1020 + 1030));
        QCOMPARE(view.percentileRows(), 0);
        view.setTestResult(test::syntheticTest(QStringLiteral("RND4K_Q32T1"), QStringLiteral("read"), 400, 32, 1, 4096));
        QCOMPARE(view.percentileRows(), 8);
        // A result without the engine's per-I/O counts (stored before they were) keeps the live one.
        QVERIFY(!view.histogramIsPerIo());
        QCOMPARE(view.histogramWeight(), double(1000 + 1010 + 1020 + 1030));
    }

    void latencyHistogramCountsEveryIo()
    {
        // The finished test's count of every I/O replaces the 100 ms window means, and stays
        // (late live samples do not blur it); a cell picked later shows its own test's counts.
        LatencyView view;
        view.reset(QStringLiteral("RND4K Q32T1"));
        view.addSamples(tick(4, 0.1));
        TestResult t = test::syntheticTest(QStringLiteral("RND4K_Q32T1"), QStringLiteral("read"), 400, 32, 1, 4096);
        t.latencyBins.assign(kLatencyBins, 0);
        t.latencyBins[13] = 70'000;
        t.latencyBins[20] = 25;
        view.setTestResult(t);
        QVERIFY(view.histogramIsPerIo());
        QCOMPARE(view.histogramWeight(), 70'025.0);
        view.addSamples(tick(4, 0.2));
        QCOMPARE(view.histogramWeight(), 70'025.0);
        auto *chart = view.findChild<QChartView *>(QStringLiteral("latencyHistogram"));
        QVERIFY(chart);
        QVERIFY2(chart->chart()->title().contains(QStringLiteral("every I/O")), qPrintable(chart->chart()->title()));
        view.reset(QStringLiteral("SEQ1M Q8T1"));
        QVERIFY(!view.histogramIsPerIo());
        QCOMPARE(view.histogramWeight(), 0.0);
    }

    void latencyHistogramLabelsAndTooltips_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 300; // the view's least width
        QTest::newRow("1280x720") << 560;
        QTest::newRow("wide") << 1000;
    }

    /// The histogram's axis reads bucket edges in µs and ms, none cut to "…" (every label was,
    /// at every size), and each bar's tooltip gives its range and count (issue 51 #7).
    void latencyHistogramLabelsAndTooltips()
    {
        QFETCH(int, width);
        LatencyView view;
        view.resize(width, 360);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        TestResult t = test::syntheticTest(QStringLiteral("RND4K_Q32T1"), QStringLiteral("read"), 400, 32, 1, 4096);
        t.latencyBins.assign(kLatencyBins, 0);
        // Bins 8 to 24: over 15 µs up to 10 ms (core/stats/latencybins.h: 1, 1.5, 2, 3, 5, 7 × 10^k).
        for (int i = 8; i <= 24; ++i)
            t.latencyBins[std::size_t(i)] = 1000 + std::uint64_t(i);
        view.setTestResult(t);
        QCoreApplication::processEvents();
        auto *chart = view.findChild<QChartView *>(QStringLiteral("latencyHistogram"));
        QVERIFY(chart && chart->scene());
        QStringList drawn;
        for (QGraphicsItem *item : chart->scene()->items()) {
            if (!item->isVisible())
                continue;
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
                drawn << text->toPlainText();
            else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                drawn << simple->text();
        }
        const QString all = drawn.join(QStringLiteral(" | "));
        for (const QString &text : drawn)
            QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(all));
        // The decades at least, in their units.
        QVERIFY2(drawn.contains(QStringLiteral("100 µs")), qPrintable(all));
        QVERIFY2(drawn.contains(QStringLiteral("1 ms")), qPrintable(all));

        // Each bar's tooltip: its range and its count.
        auto *series = qobject_cast<QBarSeries *>(chart->chart()->series().value(0));
        QVERIFY(series && series->count() == 1);
        QBarSet *set = series->barSets().front();
        QCOMPARE(set->count(), 17);
        const double total = 17 * 1000 + (8 + 24) * 17 / 2.0;
        const QLocale locale;
        QCOMPARE(view.barToolTip(0), QStringLiteral("over 15 µs, up to 20 µs: %1 I/Os (%2 % of the test's I/Os)")
                                         .arg(locale.toString(1008), locale.toString(100.0 * 1008 / total, 'f', 1)));
        QCOMPARE(view.barToolTip(10), QStringLiteral("over 700 µs, up to 1 ms: %1 I/Os (%2 % of the test's I/Os)")
                                          .arg(locale.toString(1018), locale.toString(100.0 * 1018 / total, 'f', 1)));
        Q_EMIT set->hovered(true, 16);
        QTRY_COMPARE(QToolTip::text(), view.barToolTip(16));
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("over 7 ms, up to 10 ms: %1 I/Os").arg(locale.toString(1024))),
                 qPrintable(QToolTip::text()));
        QCOMPARE(chart->toolTip(), view.barToolTip(16)); // not the chart's own, after the delay
        Q_EMIT set->hovered(false, 16);
        QVERIFY(chart->toolTip() != view.barToolTip(16));
    }

    void messageBarShowsCauseAndFix()
    {
        QWidget host;
        auto *bar = new MessageBar(&host);
        host.show();
        bar->showMessage(MessageBar::Kind::Error, QStringLiteral("cannot create /ro/x: Read-only file system"),
                         QStringLiteral("pick a writable directory"));
        QVERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(QStringLiteral("Read-only file system")));
        QVERIFY(bar->text().contains(QStringLiteral("pick a writable directory")));
    }

    void pngOfWidget()
    {
        LiveCharts charts;
        charts.resize(800, 400);
        charts.reset(QStringLiteral("x"), 2);
        charts.addSamples(tick(2, 0.1));
        charts.addSamples(tick(2, 0.2));
        // A private directory: a fixed name in /tmp clashed when two checkouts ran the suite at once.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("charts.png"));
        QVERIFY(saveWidgetPng(&charts, file).has_value());
        QImage image(file);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800);
        // A path below a regular file can never be created, whoever runs the test.
        QVERIFY(!saveWidgetPng(&charts, dir.filePath(QStringLiteral("charts.png/x.png"))).has_value());
    }
};

QTEST_MAIN(TstLiveCharts)
#include "tst_livecharts.moc"
