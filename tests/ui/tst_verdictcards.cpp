// SPDX-License-Identifier: GPL-3.0-or-later
// Verdict cards. The trace card names the trace played (a replayed file's name appeared nowhere).
// The SLC cache test in the window: the card's sizes in the window's one unit family (GiB, as the
// test file and the device), the write curve drawn when the write saw no cliff (a short write on
// a fast drive: one per-second point), and a skipped burst's tooltip in the window's words,
// wrapped (it was one 1,380-px line naming the command line's options).
#include <QLabel>
#include <QLocale>
#include <QTest>

#include "core/results/testcurves.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/writecliff.h"
#include "tests/common/sampleruns.h"
#include "ui/cacheverdictcard.h"
#include "ui/curveview.h"
#include "ui/resultcell.h"
#include "ui/resultpanel.h"
#include "ui/traceverdictcard.h"

using namespace drivebench;
using namespace drivebench::ui;
using drivebench::testing::extraOf;

namespace {

// The CACHE_WRITE test of a write whose rate per tenth of a second is `tenths` (bytes per tenth).
TestResult cacheWrite(const std::vector<double> &tenths, double elapsedS = -1)
{
    TestResult t = testing::sampleTest(QStringLiteral("CACHE_WRITE"), QStringLiteral("write"), 1 << 20, 32, 1, 1);
    t.label = QStringLiteral("Write until the cache is full");
    t.figures = {};
    t.errors.clear();
    WorkloadFigures w;
    w.sequential.emplace();
    double all = 0;
    for (double b : tenths)
        all += b;
    w.sequential->perTenthBytes = tenths;
    // Whole seconds: the first full one and the partial rest.
    double first = 0;
    for (std::size_t k = 0; k < tenths.size() && k < 10; ++k)
        first += tenths[k];
    w.sequential->perSecondBytes = {first};
    if (all > first)
        w.sequential->perSecondBytes.push_back(all - first);
    w.sequential->bandwidthBytesPerS = all / (double(tenths.size()) / 10.0);
    w.sequential->elapsedS = elapsedS >= 0 ? elapsedS : double(tenths.size()) / 10.0;
    CacheFigures c;
    c.spanBytes = std::uint64_t(all);
    std::vector<double> x = tenths;
    x.pop_back();
    c.curve = analyseCacheCurve(x, 0.1, 10);
    c.curve.writtenBytes = std::uint64_t(all);
    if (!c.curve.sizeBytes)
        c.curve.inCacheBytesPerS = w.sequential->bandwidthBytesPerS;
    w.cache = c;
    t.figures = w;
    t.bandwidthBytesPerS = w.sequential->bandwidthBytesPerS;
    return t;
}

} // namespace

class TstVerdictCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void traceCardNamesTheFile()
    {
        TestResult t = testing::sampleTest(QStringLiteral("TRACE_REPLAY"), QStringLiteral("mix"), 4096, 1, 1, 1);
        t.figures = {};
        WorkloadFigures w;
        w.trace.emplace();
        w.trace->ios = 41617;
        w.trace->busyS = 2.5;
        w.trace->verdict.avgDataRateBytesPerS = 1.5e8;
        w.trace->source = QStringLiteral("fio iolog v3 /home/user/traces/boot.iolog");
        t.figures = w;
        QVERIFY(workloadFiguresFromJson(extraOf(t)).trace); // as stored
        QCOMPARE(workloadFiguresFromJson(extraOf(t)).trace->source, w.trace->source);
        TraceVerdictCard card;
        QVERIFY(card.setTest(t));
        auto *note = card.findChild<QLabel *>(QStringLiteral("verdictNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("boot.iolog")), qPrintable(note->text()));
    }

    void sizesInGibibytes()
    {
        // 2 s at 6 GB/s per second, then 4 s at 70 MB/s: a cliff after 12 GB = 11.18 GiB.
        std::vector<double> tenths(20, 6.0e8);
        tenths.resize(60, 7.0e6);
        CacheVerdictCard card;
        QVERIFY(card.setTest(cacheWrite(tenths)));
        const QString size = card.figureText(QStringLiteral("size"));
        QVERIFY2(size.startsWith(QStringLiteral("11.18 GiB ± ")) && size.endsWith(QStringLiteral(" GiB")), qPrintable(size));
        for (const QLabel *l : card.findChildren<QLabel *>())
            QVERIFY2(!l->text().contains(QStringLiteral(" GB")), qPrintable(l->text()));
        CurveView view;
        QVERIFY(view.setTest(cacheWrite(tenths)));
        QVERIFY(view.tableRows() >= 50); // tenths, not 6 seconds
    }

    void curveWithoutACliff()
    {
        // 1.5 s at one rate (a fast drive, a small file): no cliff, one whole second; the curve
        // is still drawn, per tenth of a second.
        const TestResult t = cacheWrite(std::vector<double>(15, 5.0e8));
        CacheVerdictCard card;
        QVERIFY(card.setTest(t));
        QVERIFY(card.figureText(QStringLiteral("size")).startsWith(QStringLiteral("more than ")));
        CurveView view;
        QVERIFY(view.setTest(t));
        QCOMPARE(view.curveCount(), 1);
        QCOMPARE(view.tableRows(), 15);
    }

    void lastPartialTenthIsNoDrop_data()
    {
        QTest::addColumn<double>("lastS");   // how long the last bin lasted
        QTest::addColumn<int>("points");
        QTest::newRow("0.02 s: left out") << 0.02 << 15;
        QTest::newRow("0.07 s: its own rate") << 0.07 << 16;
    }
    void lastPartialTenthIsNoDrop()
    {
        // 5 GB/s throughout; the write ends part-way into its last tenth. Counted over a whole
        // tenth, that bin drew a drop at the end of a curve without a cliff.
        QFETCH(double, lastS);
        QFETCH(int, points);
        std::vector<double> tenths(15, 5.0e8);
        tenths.push_back(5.0e9 * lastS);
        const TestResult t = cacheWrite(tenths, 1.5 + lastS);
        const std::vector<CurveSeries> curves = testCurves(t);
        QCOMPARE(int(curves.size()), 1);
        QCOMPARE(int(curves.front().y.size()), points);
        for (double y : curves.front().y)
            QVERIFY2(std::abs(y - 5000) < 1, qPrintable(QString::number(y)));
    }

    void skippedBurstSaysWhyInTheWindowsWords()
    {
        RunResult run = testing::sampleRun(1);
        const TestResult write = cacheWrite(std::vector<double>(15, 5.0e8));
        TestResult burst = testing::sampleTest(QStringLiteral("CACHE_AFTER_60S"), QStringLiteral("write"), 1 << 20, 32, 1, 2);
        burst.label = QStringLiteral("Write after 60 s idle");
        burst.skipped = true;
        burst.completed = false;
        burst.notes = {QStringLiteral("no cache cliff within the 0.75 GB written, so there is no recovery to measure; "
                                      "write more than the cache holds: leave out --size (the cache test then writes "
                                      "the file system's free space), or test a whole device with --destructive")};
        run.tests = {write, burst};
        ResultPanel panel;
        panel.setRun(run);
        auto *cell = panel.findChild<ResultCell *>(QStringLiteral("cell_CACHE_AFTER_60S_write"));
        QVERIFY(cell);
        const QString tip = cell->toolTip();
        QVERIFY2(!tip.contains(QStringLiteral("--")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Size")), qPrintable(tip));
        // As Qt shows it: rich text wraps; the label is narrower than 600 px.
        QLabel shown(tip);
        shown.setWordWrap(Qt::mightBeRichText(tip));
        QVERIFY2(shown.sizeHint().width() < 600, qPrintable(QString::number(shown.sizeHint().width())));
    }
};

QTEST_MAIN(TstVerdictCards)
#include "tst_verdictcards.moc"
