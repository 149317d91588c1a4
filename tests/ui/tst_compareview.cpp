// CompareView offscreen: table with differences and the better value marked, overlaid charts,
// loading from a library, and PNG export.
#include <QImage>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <qcustomplot.h>

#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"
#include "ui/compareview.h"

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
        QCOMPARE(table->columnCount(), 3 + 3);
        QCOMPARE(table->horizontalHeaderItem(4)->text(), QStringLiteral("new"));
        QCOMPARE(table->rowCount(), int(view.comparison().rows.size()));
        // Row 0: SEQ1M_Q8T1 read bandwidth; the second run is 50 % faster and marked better.
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("SEQ1M_Q8T1"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("MB/s"));
        QVERIFY2(table->item(0, 4)->text().contains(QStringLiteral("(+50.0 %)")), qPrintable(table->item(0, 4)->text()));
        QVERIFY(table->item(0, 4)->text().endsWith(QStringLiteral("★")));
        QVERIFY(table->item(0, 4)->font().bold());
        QVERIFY(table->item(0, 5)->text().contains(QStringLiteral("(-50.0 %)")));
        QVERIFY(!table->item(0, 3)->text().contains(QStringLiteral("★")));
        // The missing test shows a dash in the third run's column.
        const int last = table->rowCount() - 1;
        QCOMPARE(table->item(last, 0)->text(), QStringLiteral("RND4K_Q1T1"));
        QCOMPARE(table->item(last, 5)->text(), QStringLiteral("–"));
    }

    void chartsOverlayEveryRun()
    {
        CompareView view(nullptr);
        view.resize(1000, 800);
        view.setRunData(threeRuns(), {});
        QCOMPARE(view.labels().size(), 3);
        auto *bars = view.findChild<QCustomPlot *>(QStringLiteral("barsPlot"));
        auto *pct = view.findChild<QCustomPlot *>(QStringLiteral("percentilePlot"));
        auto *curves = view.findChild<QCustomPlot *>(QStringLiteral("curvePlot"));
        QVERIFY(bars && pct && curves);
        QCOMPARE(bars->plottableCount(), 3);
        auto *first = qobject_cast<QCPBars *>(bars->plottable(0));
        QVERIFY(first);
        QCOMPARE(first->data()->size(), 8); // 8 tests have a bandwidth
        auto *third = qobject_cast<QCPBars *>(bars->plottable(2));
        QCOMPARE(third->data()->size(), 7);
        QCOMPARE(pct->graphCount(), 3);
        QCOMPARE(pct->graph(0)->data()->size(), 7); // min, p50, p90, p99, p99.9, p99.99, max
        QCOMPARE(curves->graphCount(), 3);          // the "curve" in each run's extra
        QCOMPARE(curves->graph(1)->data()->size(), 8);
    }

    void loadsFromTheLibraryAndSavesPng()
    {
        QTemporaryDir dir;
        auto lib = ResultLibrary::open(dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(lib);
        const qint64 a = *(*lib)->store(testing::sampleRun(1));
        const qint64 b = *(*lib)->store(testing::sampleRun(2));
        QVERIFY((*lib)->rename(b, QStringLiteral("after update")));
        CompareView view(lib->get());
        view.resize(1000, 800);
        QSignalSpy errors(&view, &CompareView::errorOccurred);
        QVERIFY(view.setRuns({a, b}));
        QCOMPARE(view.labels().at(1), QStringLiteral("#%1 after update").arg(b));
        QVERIFY(!view.setRuns({a}));
        QVERIFY(!view.setRuns({a, 999}));
        QCOMPARE(errors.count(), 2);
        QVERIFY(errors.at(1).at(0).toString().contains(QStringLiteral("no run 999")));
        QCOMPARE(view.labels().size(), 2); // a failed load leaves the view as it was

        const QString png = dir.filePath(QStringLiteral("cmp.png"));
        QVERIFY(view.savePng(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 1000);
        QVERIFY(!view.savePng(dir.filePath(QStringLiteral("missing-dir/x.png"))));
    }
};

QTEST_MAIN(TstCompareView)
#include "tst_compareview.moc"
