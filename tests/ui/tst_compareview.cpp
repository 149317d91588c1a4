// SPDX-License-Identifier: GPL-3.0-or-later
// CompareView offscreen: each test in its own reading and the panel's labels, differences and the
// better value marked, runs of different profiles (shared tests and the rest), the drive named as
// the panel names it, readable charts (tick labels disjoint, the legend off the data), loading
// from a library, and PNG export.
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "core/results/resultpng.h"
#include "core/results/workloadfiguresjson.h"
#include "tests/common/compareruns.h"
#include "ui/compareview.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::setExtra;

using namespace drivebench;
using drivebench::ui::CompareView;

namespace {

std::vector<RunResult> threeRuns()
{
    std::vector<RunResult> runs{testing::sampleRun(1), testing::sampleRun(2), testing::sampleRun(3)};
    runs[1].tests[0].bandwidthBytesPerS = runs[0].tests[0].bandwidthBytesPerS * 1.5;
    runs[2].tests[0].bandwidthBytesPerS = runs[0].tests[0].bandwidthBytesPerS * 0.5;
    runs[2].tests.pop_back(); // the third run lacks RND4K_Q1T1 write
    return runs;
}

int rowOf(const QTableWidget *table, const QString &test)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == test)
            return row;
    return -1;
}

QCustomPlot *barPlot(const CompareView &view, const char *reading)
{
    return view.findChild<QCustomPlot *>(QStringLiteral("barsPlot_%1").arg(QLatin1String(reading)));
}

} // namespace

class TstCompareView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableMarksDifferencesAndBest()
    {
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData(threeRuns(), {QStringLiteral("old"), QStringLiteral("new"), QStringLiteral("other")});
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("compareTable"));
        QVERIFY(table);
        QCOMPARE(table->columnCount(), 2 + 3);
        // The label, then what tells the runs apart: here only the date.
        QVERIFY2(table->horizontalHeaderItem(3)->text().startsWith(QStringLiteral("new\n")), qPrintable(table->horizontalHeaderItem(3)->text()));
        QCOMPARE(table->horizontalHeaderItem(3)->text().count(QLatin1Char('\n')), 1);
        // Row 0: SEQ1M Q8T1 read in MB/s; the second run is 50 % faster and marked better.
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("SEQ1M Q8T1 · read"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("MB/s"));
        QVERIFY2(table->item(0, 3)->text().contains(QStringLiteral("(+50.0 %)")), qPrintable(table->item(0, 3)->text()));
        QVERIFY(table->item(0, 3)->text().endsWith(QStringLiteral("★")));
        QVERIFY(table->item(0, 3)->font().bold());
        QVERIFY(table->item(0, 4)->text().contains(QStringLiteral("(-50.0 %)")));
        QVERIFY(!table->item(0, 2)->text().contains(QStringLiteral("★")));
        // Its secondary figures follow under the same test: IOPS, mean and p99 latency.
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("IOPS"));
        QCOMPARE(table->item(3, 1)->text(), QStringLiteral("p99 latency (µs)"));
        QCOMPARE(table->rowSpan(0, 0), 4);
        // Two runs have RND4K Q1T1 write: compared, with a dash in the third run's column.
        const int rnd = rowOf(table, QStringLiteral("RND4K Q1T1 · write"));
        QVERIFY(rnd > 0);
        QCOMPARE(table->item(rnd, 4)->text(), QStringLiteral("–"));
    }

    void seekRunsReadInMsPerOpWithThePanelsLabels()
    {
        CompareView view(nullptr);
        view.resize(1000, 700);
        view.setRunData({testing::seekRun(1), testing::onTmpfs(testing::seekRun(2, 0.9))},
                        {QStringLiteral("#1 disk"), QStringLiteral("#2 tmpfs (RAM)")});
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("compareTable"));
        const int full = rowOf(table, QStringLiteral("Full stroke · read"));
        QCOMPARE(full, 0);
        QCOMPARE(table->item(full, 1)->text(), QStringLiteral("ms/op"));
        QCOMPARE(table->item(full, 2)->text(), QStringLiteral("8.000"));
        QVERIFY2(table->item(full, 3)->text().startsWith(QStringLiteral("7.200  (-10.0 %)")), qPrintable(table->item(full, 3)->text()));
        QVERIFY(table->item(full, 3)->text().endsWith(QStringLiteral("★"))); // lower ms/op is better
        QVERIFY(table->item(full, 1)->toolTip().contains(QStringLiteral("lower is better")));
        QVERIFY(rowOf(table, QStringLiteral("Transfer rate: outside · read")) > 0);
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, 0))
                QVERIFY2(!table->item(row, 0)->text().contains(QLatin1Char('_')), qPrintable(table->item(row, 0)->text()));
        // The drive as the panel names it.
        auto *origins = view.findChild<QTableWidget *>(QStringLiteral("compareOrigins"));
        QCOMPARE(origins->item(0, 0)->text(), QStringLiteral("Samsung SSD 980 PRO 1TB (S5GXNF0R123456)"));
        QCOMPARE(origins->item(0, 1)->text(), QStringLiteral("tmpfs (RAM)"));
        // ms/op and MB/s on separate charts: seek bars do not vanish beside transfer bars.
        QCOMPARE(view.barPlots().size(), 2);
        QCustomPlot *seek = barPlot(view, "ms_per_op");
        QVERIFY(seek);
        QCOMPARE(qobject_cast<QCPBars *>(seek->plottable(0))->data()->size(), 7);
        QVERIFY(seek->yAxis->label().contains(QStringLiteral("ms/op")));
        QCOMPARE(qobject_cast<QCPBars *>(barPlot(view, "transfer")->plottable(1))->data()->size(), 3);
    }

    void differentProfilesListSharedTestsAndTheRest()
    {
        CompareView view(nullptr);
        view.resize(1000, 700);
        view.setRunData({testing::sampleRun(1), testing::seekRun(2)}, {});
        QVERIFY(view.comparison().tests.empty());
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("compareTable"));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Only in one run (not compared)"));
        QCOMPARE(table->rowCount(), 1 + 18);
        const int full = rowOf(table, QStringLiteral("Full stroke · read"));
        QCOMPARE(table->item(full, 1)->text(), QStringLiteral("ms/op"));
        QCOMPARE(table->item(full, 3)->text(), QStringLiteral("8.000 ms/op"));
        QCOMPARE(table->item(full, 2)->text(), QStringLiteral("not run"));

        // Default, seek, default: the default tests compare between the first and the third.
        view.setRunData({testing::sampleRun(1), testing::seekRun(2), testing::sampleRun(3)}, {});
        QCOMPARE(view.comparison().tests.size(), std::size_t(8));
        QCOMPARE(view.comparison().unshared.size(), std::size_t(10));
        const int seq = rowOf(table, QStringLiteral("SEQ1M Q8T1 · read"));
        QCOMPARE(seq, 0);
        QCOMPARE(table->item(seq, 3)->text(), QStringLiteral("–"));
        // The seek run shares nothing: folded away (its column hidden, its tests not listed),
        // with a line saying so and a link that shows it again.
        QVERIFY(table->isColumnHidden(3));
        QVERIFY(!table->isColumnHidden(2) && !table->isColumnHidden(4));
        QCOMPARE(rowOf(table, QStringLiteral("Only in one run (not compared)")), -1);
        auto *folded = view.findChild<QLabel *>(QStringLiteral("compareFolded"));
        QVERIFY(folded && !folded->isHidden());
        QVERIFY2(folded->text().contains(QStringLiteral("Folded away")) && folded->text().contains(QStringLiteral("profile seek")),
                 qPrintable(folded->text()));
        Q_EMIT folded->linkActivated(QStringLiteral("show"));
        QVERIFY(!table->isColumnHidden(3));
    }

    // Issue 51 #2: columns headed by what tells the runs apart, the Test column frozen, the
    // picture of five runs of five profiles 800 px wide without "only in one run" rows.
    void headingsNameTheProfileAndTheFirstColumnStays()
    {
        CompareView view(nullptr);
        view.resize(700, 600);
        view.setRunData(testing::fiveProfiles(), {});
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("compareTable"));
        QVERIFY(table);
        for (int i = 0; i < 5; ++i) {
            const QString h = table->horizontalHeaderItem(2 + i)->text();
            QVERIFY2(h.startsWith(QStringLiteral("Run %1\n").arg(i + 1)) && h.contains(QStringLiteral("profile ")), qPrintable(h));
        }
        QVERIFY(table->horizontalHeaderItem(3)->text().contains(QStringLiteral("WD_BLACK SN850X 2000GB\nprofile nvme\n")));
        QVERIFY(table->isColumnHidden(4) && table->isColumnHidden(5)); // seek and "real": folded
        // Scrolled to the right end, the Test and Figure columns stay at the left edge.
        table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
        QCoreApplication::processEvents();
        QVERIFY(table->horizontalScrollBar()->maximum() > 0);
        QVERIFY(table->columnViewportPosition(0) < 0); // the table's own Test column scrolled away
        auto *frozen = view.findChild<QTableView *>(QStringLiteral("compareFrozenColumns"));
        QVERIFY(frozen && frozen->isVisible());
        QCOMPARE(frozen->columnViewportPosition(0), 0);
        QCOMPARE(frozen->width(), table->columnWidth(0) + table->columnWidth(1));
        QCOMPARE(frozen->model()->data(frozen->indexAt(QPoint(4, 4))).toString(), QStringLiteral("SEQ1M Q8T1 · read"));
        QVERIFY(frozen->isColumnHidden(2));
        table->verticalScrollBar()->setValue(3);
        QCOMPARE(frozen->verticalScrollBar()->value(), 3);

        const QImage picture = view.picture();
        QCOMPARE(picture.width(), CompareView::kPictureWidth);
        const QString html = view.figuresHtml();
        QVERIFY2(!html.contains(QStringLiteral("Only in one run")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("left out")) && html.contains(QStringLiteral("Folded away")), qPrintable(html));
        // Rows: the header and each compared test's figures, nothing else.
        int figures = 0;
        for (const ComparisonTest &t : view.comparison().tests)
            figures += int(t.figures.size());
        QCOMPARE(int(html.count(QStringLiteral("<tr"))), 1 + figures);
        QCOMPARE(int(html.count(QStringLiteral("<th"))), 2 + 3); // Test, Figure and the three runs compared
    }

    void readAndWriteCurvesHaveTheirOwnLegendNames()
    {
        // Labels longer than a legend entry (the walk saw "#3 virtio disk (2046644920…" twice).
        QStringList labels;
        for (int i = 0; i < 3; ++i)
            labels << QStringLiteral("#%1 virtio disk (20466449203197769), the user's long name for it").arg(i + 1);
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData(threeRuns(), labels);
        auto *curves = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(curves && curves->graphCount() >= 2);
        QStringList names;
        for (int g = 0; g < curves->graphCount(); ++g) {
            QVERIFY2(!names.contains(curves->graph(g)->name()), qPrintable(curves->graph(g)->name()));
            names << curves->graph(g)->name();
        }
    }

    void legendNamesAreWholeWhenTheyFit()
    {
        // A run's name with its date ("#1 virtio disk · 7 Dec 2026 08:12") in a chart of 1000 px:
        // whole, not "#1 virtio disk · 7 Dec 2026 0…" (names were cut at 220 px whatever the room).
        QStringList labels;
        for (int i = 0; i < 3; ++i)
            labels << QStringLiteral("#%1 virtio disk · default · /home/user/bench · 7 Dec 2026 08:1%1").arg(i + 1);
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData(threeRuns(), labels);
        view.findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        QVERIFY(!view.barPlots().isEmpty());
        QCustomPlot *plot = view.barPlots().front();
        QVERIFY(plot->width() > 700);
        QCOMPARE(plot->plottableCount(), 3);
        for (int i = 0; i < plot->plottableCount(); ++i) {
            const QString name = plot->plottable(i)->name();
            QVERIFY2(name.startsWith(labels[i]) && !name.contains(QChar(0x2026)), qPrintable(name));
        }
    }

    void chartsStayReadableForSixRunsAndTwentyTests()
    {
        std::vector<RunResult> runs;
        for (int r = 0; r < 6; ++r) {
            RunResult run = testing::sampleRun(r + 1, QStringLiteral("A drive with a rather long model name %1").arg(r),
                                               QStringLiteral("SERIAL-%1").arg(r), 2);
            run.tests.resize(20, run.tests.front());
            for (int k = 0; k < 20; ++k) {
                TestResult &t = run.tests[std::size_t(k)];
                t.id = QStringLiteral("XFER_ZONE_%1").arg(k);
                t.label = QStringLiteral("Transfer rate: zone number %1").arg(k);
                t.op = QStringLiteral("read");
                t.bandwidthBytesPerS = 1e8 * (1 + k) * (1 + 0.1 * r);
            }
            runs.push_back(std::move(run));
        }
        CompareView view(nullptr);
        view.resize(1000, 700);
        view.setRunData(std::move(runs), {});
        view.findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        QCOMPARE(view.barPlots().size(), 1);
        QCustomPlot *plot = view.barPlots().front();
        const QList<QRectF> labels = CompareView::tickLabelRects(plot);
        QVERIFY2(labels.size() >= 10, qPrintable(QString::number(labels.size())));
        for (int i = 0; i < labels.size(); ++i) {
            QVERIFY(plot->rect().contains(labels[i].toAlignedRect())); // not cut off either
            for (int j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].intersects(labels[j]), qPrintable(QStringLiteral("tick labels %1 and %2 overlap").arg(i).arg(j)));
        }
        // The legend lies outside the plot area: no bar under it.
        const QRectF legend = plot->legend->outerRect();
        QVERIFY(plot->legend->visible());
        QVERIFY(!legend.intersects(plot->axisRect()->rect()));
        QCOMPARE(plot->plottableCount(), 6);
        for (int i = 0; i < plot->plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(plot->plottable(i));
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
                const double at = plot->xAxis->coordToPixel(it->key + (i - 2.5) * bars->width());
                const QRectF bar = QRectF(QPointF(at - 2, plot->yAxis->coordToPixel(it->value)),
                                          QPointF(at + 2, plot->yAxis->coordToPixel(0))).normalized();
                QVERIFY(!bar.intersects(legend));
            }
        }
        // The picture of six runs keeps the picture's width (the walk saw 912 px for six).
        QCOMPARE(view.picture().width(), CompareView::kPictureWidth);
    }

    void chartsOverlayEveryRun()
    {
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData(threeRuns(), {});
        QCOMPARE(view.labels().size(), 3);
        auto *bars = barPlot(view, "transfer");
        auto *pct = view.findChild<QCustomPlot *>(QStringLiteral("percentilePlot"));
        auto *curves = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(bars && pct && curves);
        QCOMPARE(bars->plottableCount(), 3);
        QCOMPARE(qobject_cast<QCPBars *>(bars->plottable(0))->data()->size(), 8);
        QCOMPARE(qobject_cast<QCPBars *>(bars->plottable(2))->data()->size(), 7);
        QCOMPARE(pct->graphCount(), 3);
        QCOMPARE(pct->graph(0)->data()->size(), 7); // min, p50, p90, p99, p99.9, p99.99, max
        QCOMPARE(curves->graphCount(), 3);          // the "curve" in each run's extra
        QCOMPARE(curves->graph(1)->data()->size(), 8);
        QVERIFY(!pct->legend->outerRect().intersects(pct->axisRect()->rect()));
    }

    void curvesInOneUnitAcrossRuns()
    {
        // Surface scans of a 512 MiB file and a 2 GiB one: both transfer-rate curves on one
        // position axis in GiB (the furthest run's unit), not each in its own unit side by side.
        const auto surfaceRun = [](int seed, std::uint64_t span, double accessUs) {
            RunResult run = testing::sampleRun(seed);
            SurfaceScanFigures f;
            for (std::uint64_t i = 0; i <= 8; ++i) {
                f.surface.push_back({i * span / 8, 200e6});
                f.scatter.push_back({i * span / 8, accessUs});
            }
            TestResult t;
            t.id = QStringLiteral("SURFACE");
            t.op = QStringLiteral("read");
            t.completed = true;
            setExtra(t, toJson(f));
            run.tests = {t};
            return run;
        };
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData({surfaceRun(1, 512ull << 20, 80), surfaceRun(2, 2ull << 30, 12000)}, {});
        auto *curves = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(curves);
        QCOMPARE(curves->graphCount(), 2); // the transfer rates; the access times are another figure
        QCOMPARE(curves->xAxis->label(), QStringLiteral("offset (GiB)"));
        QCOMPARE(curves->yAxis->label(), QStringLiteral("MB/s"));
        const auto last = [](QCPGraph *g) { return (g->data()->constEnd() - 1)->key; };
        QCOMPARE(last(curves->graph(0)), 0.5); // 512 MiB in GiB
        QCOMPARE(last(curves->graph(1)), 2.0);
        QCOMPARE(curves->graph(0)->data()->constBegin()->value, 200.0);
        QVERIFY(!curves->isHidden());

        // Then two runs with no curves: the sentence alone, not the surface chart left over
        // (the walk saw its axes squashed above "None of these runs has curves").
        std::vector<RunResult> plain = {testing::sampleRun(3), testing::sampleRun(4)};
        for (RunResult &r : plain) {
            for (TestResult &t : r.tests)
                t.figures = {};
        }
        view.setRunData(plain, {});
        QVERIFY(curves->isHidden());
        auto *note = view.findChild<QLabel *>(QStringLiteral("curveNote"));
        QVERIFY(note);
        QVERIFY2(note->text().startsWith(QLatin1String("None of these runs has curves")), qPrintable(note->text()));
    }

    void sweepCurvesOnALogAxis()
    {
        // Two sweeps: each run's read and write MB/s (write dashed) on one MB/s axis, block
        // sizes on a logarithmic axis (512 B to 64 MiB spread evenly, not squashed at the left).
        const auto sweepRun = [](int seed, double scale) {
            RunResult run = testing::sampleRun(seed);
            WorkloadFigures w;
            w.sweep.emplace();
            for (std::uint32_t size = 512; size <= 64u << 20; size *= 2) {
                SweepPoint p;
                p.blockBytes = size;
                p.byOp[QStringLiteral("read")] = {scale * size / (size + 65536.0) * 1e9, 1000};
                p.byOp[QStringLiteral("write")] = {scale * size / (size + 65536.0) * 8e8, 1000};
                w.sweep->points.push_back(p);
            }
            TestResult t;
            t.id = QStringLiteral("SWEEP_64MIB");
            t.op = QStringLiteral("read");
            t.completed = true;
            t.figures = w;
            run.tests = {t};
            return run;
        };
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData({sweepRun(1, 1.0), sweepRun(2, 2.0)}, {});
        auto *curves = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(curves);
        QCOMPARE(curves->graphCount(), 4); // read and write of each run; IOPS are another figure
        QCOMPARE(curves->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(curves->yAxis->label(), QStringLiteral("MB/s"));
        QCOMPARE(curves->graph(1)->pen().style(), Qt::DashLine);
        QVERIFY(curves->graph(0)->name().contains(QStringLiteral("read")));
        QVERIFY(curves->graph(1)->name().contains(QStringLiteral("write")));
        // In the picture, the four legend entries wrap: it keeps its width.
        QList<QRect> charts;
        QCOMPARE(view.picture(&charts).width(), CompareView::kPictureWidth);
        QCOMPARE(charts.size(), 1);
    }

    void pictureHasTheCurves()
    {
        // Two sustained writes: the saved picture draws both runs' write-rate curves on one
        // chart (one per test with curves), inside the picture, below the bar charts; without
        // curves the picture has no such chart and is shorter by it.
        const auto sustainedRun = [](int seed, double rate) {
            RunResult run = testing::sampleRun(seed);
            WorkloadFigures w;
            w.sequential.emplace();
            w.sequential->bandwidthBytesPerS = rate;
            w.sequential->elapsedS = 10;
            for (int k = 0; k < 10; ++k)
                w.sequential->perSecondBytes.push_back(k < 6 ? rate : rate / 4);
            TestResult t = run.tests.front();
            t.id = QStringLiteral("SUSTAINED_WRITE");
            t.op = QStringLiteral("write");
            t.label = QStringLiteral("Sustained write");
            t.figures = w;
            run.tests = {t};
            return run;
        };
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData({sustainedRun(1, 900e6), sustainedRun(2, 500e6)}, {});
        QList<QRect> charts;
        const QImage image = view.picture(&charts);
        QCOMPARE(image.width(), CompareView::kPictureWidth);
        QCOMPARE(charts.size(), 1);
        const QRect picture(QPoint(0, 0), image.size() / image.devicePixelRatio());
        QVERIFY(!charts.front().isEmpty());
        QVERIFY2(picture.contains(charts.front()), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                                                  .arg(charts.front().x()).arg(charts.front().y())
                                                                  .arg(charts.front().width()).arg(charts.front().height())
                                                                  .arg(picture.width()).arg(picture.height())));
        QVERIFY(charts.front().height() >= 200);
        // Each run's curve, in its colour, the legend outside the data.
        auto *plot = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(plot);
        QCOMPARE(plot->graphCount(), 2);
        std::vector<RunResult> flat{sustainedRun(1, 900e6), sustainedRun(2, 500e6)};
        for (RunResult &r : flat)
            r.tests.front().figures = {};
        CompareView plain(nullptr);
        plain.setRunData(flat, {});
        QList<QRect> none;
        const QImage without = plain.picture(&none);
        QVERIFY(none.isEmpty());
        QVERIFY2(image.height() >= without.height() + charts.front().height(),
                 qPrintable(QStringLiteral("%1 with, %2 without").arg(image.height()).arg(without.height())));
    }

    void loadsFromTheLibraryAndSavesPng()
    {
        QTemporaryDir dir;
        auto lib = ResultLibrary::open(dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(lib);
        const qint64 a = *(*lib)->store(testing::sampleRun(1));
        const qint64 b = *(*lib)->store(testing::sampleRun(2));
        const qint64 c = *(*lib)->store(testing::onTmpfs(testing::sampleRun(3)));
        QVERIFY((*lib)->rename(b, QStringLiteral("after update")));
        CompareView view(lib->get());
        view.resize(1000, 800);
        QSignalSpy errors(&view, &CompareView::errorOccurred);
        QVERIFY(view.setRuns({a, b, c}));
        QCOMPARE(view.labels().at(1), QStringLiteral("#%1 after update").arg(b));
        QCOMPARE(view.labels().at(2), QStringLiteral("#%1").arg(c));
        // The drive, as it differs, is in the heading under the label (issue 51 #2).
        QVERIFY2(view.headings().at(2).startsWith(QStringLiteral("#%1\ntmpfs (RAM)\n").arg(c)), qPrintable(view.headings().at(2)));
        QVERIFY(!view.setRuns({a}));
        QVERIFY(!view.setRuns({a, 999}));
        QCOMPARE(errors.count(), 2);
        QVERIFY(errors.at(1).at(0).toString().contains(QStringLiteral("no run 999")));
        QCOMPARE(view.labels().size(), 3); // a failed load leaves the view as it was

        // The picture: fixed width whatever the view's, every row, the runs inside.
        const QString png = dir.filePath(QStringLiteral("cmp.png"));
        QVERIFY(view.savePng(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), CompareView::kPictureWidth); // device pixel ratio 1 offscreen
        view.resize(600, 400);
        QCOMPARE(view.picture().width(), CompareView::kPictureWidth);
        const int rows = int(view.comparison().tests.size()) * 4; // each with 3 secondary figures
        QVERIFY2(image.height() > rows * QFontMetrics(view.font()).height(), qPrintable(QString::number(image.height())));
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto back = runsFromPng(file.readAll(), png);
        QVERIFY2(back, back ? "" : back.error().text().c_str());
        QCOMPARE(back->size(), std::size_t(3));
        QCOMPARE(toJson(back->at(2)), toJson(*(*lib)->load(c)));
        QVERIFY(!view.savePng(dir.filePath(QStringLiteral("missing-dir/x.png"))));
        QVERIFY(!view.savePng(QStringLiteral("/dev/null"))); // never a device

        // drivebench --db FILE --compare A B --save-compare PNG: the same picture, no window.
        const QString headless = dir.filePath(QStringLiteral("headless.png"));
        QVERIFY(ui::saveComparisonPng(dir.filePath(QStringLiteral("lib.sqlite")), {a, c}, headless));
        QFile saved(headless);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        auto two = runsFromPng(saved.readAll(), headless);
        QVERIFY(two && two->size() == 2);
        QVERIFY(!ui::saveComparisonPng(dir.filePath(QStringLiteral("none.sqlite")), {a, c}, headless));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.sqlite")))); // never created
    }
};

QTEST_MAIN(TstCompareView)
#include "tst_compareview.moc"
