// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAbstractButton>
#include <QChildEvent>
#include <QComboBox>
#include <QSignalSpy>
#include <QLabel>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QTest>

#include "synthetic.h"
#include <qcustomplot.h>

#include "ui/asssdscore.h"
#include "ui/curveview.h"
#include "ui/resultcell.h"
#include "ui/resultpanel.h"
#include "ui/runinfo.h"
#include "ui/surfacemapview.h"
#include "ui/sweepchart.h"
#include "core/results/resultexport.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::insertExtra;

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// Counts the widgets made with the panel as their parent (each sends it ChildAdded as it is made).
class WidgetsMade : public QObject
{
public:
    int made = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ChildAdded && static_cast<QChildEvent *>(event)->child()->isWidgetType())
            ++made;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TstResultPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fillsAsTestsComplete()
    {
        ResultPanel panel;
        const RunResult full = test::syntheticDefaultRun();
        QList<PlannedTest> plan;
        for (const TestResult &t : full.tests)
            plan.append({t.id, t.op});
        panel.startRun(test::syntheticHeader(), plan);
        QCOMPARE(panel.rowCount(), 4);
        QCOMPARE(panel.cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read")), QString());
        panel.setTestRunning(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read"));
        QVERIFY(!panel.cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read")).isEmpty());
        panel.setTestResult(full.tests.front());
        QCOMPARE(panel.cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read")),
                 QLocale().toString(560.2, 'f', 2));
        QCOMPARE(panel.cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("write")), QString());
    }

    void stoppedTestReadsStopped()
    {
        // The user pressed Stop during RND4K_Q1T1 read: the runner keeps the test, not completed,
        // with no I/O measured and no error. Its cell says so, not "failed" (issue 51 #9); a
        // test that failed carries its error and reads "failed".
        RunResult run = test::syntheticDefaultRun();
        run.completed = false;
        for (TestResult &t : run.tests) {
            if (t.id == QLatin1String("RND4K_Q1T1") && t.op == QLatin1String("read")) {
                t.completed = false;
                t.ios = 0;
                t.bandwidthBytesPerS = 0;
                t.iops = 0;
            }
            if (t.id == QLatin1String("RND4K_Q1T1") && t.op == QLatin1String("write")) {
                t.completed = false;
                t.ios = 0;
                t.bandwidthBytesPerS = 0;
                t.iops = 0;
                t.errors << QStringLiteral("write failed: Input/output error\ncheck the drive's health");
            }
        }
        ResultPanel panel;
        panel.setRun(run);
        QCOMPARE(panel.cellText(QStringLiteral("RND4K_Q1T1"), QStringLiteral("read")), QStringLiteral("stopped"));
        QCOMPARE(panel.cellText(QStringLiteral("RND4K_Q1T1"), QStringLiteral("write")), QStringLiteral("failed"));
    }

    void unitSwitch_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("expected");
        // RND4K_Q1T1 read: 48.61 MB/s of 4096-byte I/Os = 11867.7 IOPS.
        QTest::newRow("MB/s") << int(ResultUnit::MegabytesPerSecond) << QLocale().toString(48.61, 'f', 2);
        QTest::newRow("GB/s") << int(ResultUnit::GigabytesPerSecond) << QLocale().toString(0.049, 'f', 3);
        QTest::newRow("IOPS") << int(ResultUnit::Iops) << QLocale().toString(11868.0, 'f', 0);
    }

    void unitSwitch()
    {
        QFETCH(int, unit);
        QFETCH(QString, expected);
        ResultPanel panel;
        panel.setRun(test::syntheticDefaultRun());
        panel.setUnit(ResultUnit(unit));
        QCOMPARE(panel.cellText(QStringLiteral("RND4K_Q1T1"), QStringLiteral("read")), expected);
        auto *box = panel.findChild<QComboBox *>(QStringLiteral("unitBox"));
        QCOMPARE(box->currentData().toInt(), unit);
    }

    void testsInTheirOwnUnit_data()
    {
        QTest::addColumn<int>("unit");
        QTest::newRow("MB/s") << int(ResultUnit::MegabytesPerSecond);
        QTest::newRow("IOPS") << int(ResultUnit::Iops);
        QTest::newRow("us") << int(ResultUnit::LatencyUs);
    }
    void testsInTheirOwnUnit()
    {
        // Seek stroke reads in ms per operation, access time in ms, small files in files/s,
        // whatever the MB/s / IOPS / µs switch says; a transfer follows the switch. A result
        // stored before tests recorded their reading (no "reading") reads the same by its id.
        QFETCH(int, unit);
        RunResult run = test::syntheticHeader();
        TestResult seek;
        seek.id = QStringLiteral("SEEK_FULL");
        seek.op = QStringLiteral("read");
        seek.label = QStringLiteral("Full stroke");
        seek.completed = true;
        seek.ios = 250;
        seek.bandwidthBytesPerS = 11.75e6;
        insertExtra(seek, QStringLiteral("ms_per_op"), 8.512);
        TestResult acc;
        acc.id = QStringLiteral("ASSSD_ACC");
        acc.op = QStringLiteral("read");
        acc.completed = true;
        acc.ios = 1000;
        acc.iops = 10000;
        insertExtra(acc, QStringLiteral("ms_random_access_time"), 0.1);
        TestResult files;
        files.id = QStringLiteral("FILES_CREATE_SEQ");
        files.op = QStringLiteral("write");
        files.completed = true;
        files.ios = 5000;
        files.iops = 5123;
        TestResult xfer;
        xfer.id = QStringLiteral("XFER_OUTSIDE");
        xfer.op = QStringLiteral("read");
        xfer.completed = true;
        xfer.ios = 100;
        xfer.bandwidthBytesPerS = 150e6;
        xfer.iops = 143;
        run.tests = {seek, acc, files, xfer};
        ResultPanel panel;
        panel.setRun(run);
        panel.setUnit(ResultUnit(unit));
        QCOMPARE(panel.cellText(QStringLiteral("SEEK_FULL"), QStringLiteral("read")), QStringLiteral("8.512 ms/op"));
        QCOMPARE(panel.cellText(QStringLiteral("ASSSD_ACC"), QStringLiteral("read")), QStringLiteral("0.1000 ms"));
        // The write column holds files/s only: its header names the unit, its cells do not.
        // In the locale's digits (filesPerSecondGrouped pins the grouping).
        QCOMPARE(panel.cellText(QStringLiteral("FILES_CREATE_SEQ"), QStringLiteral("write")), QLocale().toString(5123));
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("header_write"))->text(), QStringLiteral("Write (files/s)"));
        // The read column mixes units: no unit in its header or the corner, one in every cell.
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("header_read"))->text(), QStringLiteral("Read"));
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("unitCorner"))->text(), QString());
        QCOMPARE(panel.cellText(QStringLiteral("XFER_OUTSIDE"), QStringLiteral("read")),
                 formatFigure(figure(xfer, ResultUnit(unit)), ResultUnit(unit)) + QLatin1Char(' ')
                     + unitName(ResultUnit(unit)));
        // Bars show rates only: none for times (ms/op, ms, the µs switch), one for files/s and
        // for a transfer in MB/s, GB/s or IOPS.
        const auto bar = [&](const char *id, const char *op) {
            return panel.findChild<ResultCell *>(QStringLiteral("cell_%1_%2").arg(QLatin1String(id), QLatin1String(op)))->fraction();
        };
        QCOMPARE(bar("SEEK_FULL", "read"), 0.0);
        QCOMPARE(bar("ASSSD_ACC", "read"), 0.0);
        QVERIFY(bar("FILES_CREATE_SEQ", "write") > 0);
        if (ResultUnit(unit) == ResultUnit::LatencyUs)
            QCOMPARE(bar("XFER_OUTSIDE", "read"), 0.0);
        else
            QVERIFY(bar("XFER_OUTSIDE", "read") > 0);
        // The switch stays: the transfer row follows it.
        QVERIFY(!panel.findChild<QComboBox *>(QStringLiteral("unitBox"))->isHidden());
        // The row labels are the tests' own ("Full stroke", AS SSD's "Acc.time").
        QStringList labels;
        for (QLabel *l : panel.findChildren<QLabel *>())
            labels << l->text();
        QVERIFY2(labels.contains(QStringLiteral("Full stroke")), qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY2(labels.contains(QStringLiteral("Acc.time")), qPrintable(labels.join(QLatin1Char('|'))));
    }

    void commentEdits()
    {
        ResultPanel panel;
        panel.setRun(test::syntheticDefaultRun());
        auto *edit = panel.findChild<QLineEdit *>(QStringLiteral("comment"));
        QCOMPARE(edit->text(), QStringLiteral("synthetic figures"));
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("after firmware update"));
        QCOMPARE(panel.run().comment, QStringLiteral("after firmware update"));
    }

    void asSsdScore()
    {
        // AS SSD's weights over MB/s = 10^6 B/s (the core's formula), on the synthetic rates:
        // Read = 520*0.1 + 40 + 300 = 392.0; Write = 480*0.1 + 100 + 250 = 398.0;
        // Total = 480*0.15 + 520*0.1 + 40*2 + 100 + 250 + 300*1.5 = 1004.0.
        const auto score = ui::asSsdScore(test::syntheticAsSsdRun());
        QVERIFY(score.has_value());
        QCOMPARE(qRound(score->read * 10), 3920);
        QCOMPARE(qRound(score->write * 10), 3980);
        QCOMPARE(qRound(score->total * 10), 10040);
        // The workloads' own score in the last AS SSD test's extra wins.
        RunResult withExtra = test::syntheticAsSsdRun();
        insertExtra(withExtra.tests.back(), QStringLiteral("asssd_score"),
            QJsonObject{{QStringLiteral("read"), 1.0}, {QStringLiteral("write"), 2.0}, {QStringLiteral("total"), 3.0}});
        QCOMPARE(ui::asSsdScore(withExtra)->total, 3.0);
        QVERIFY(!ui::asSsdScore(test::syntheticDefaultRun()).has_value());
        // Tests of AS SSD's shape that are not the asssd profile's own make no score (a 1 MiB
        // CrystalDiskMark Seq is not AS SSD's 16 MiB Seq).
        RunResult lookalike = test::syntheticAsSsdRun();
        for (TestResult &t : lookalike.tests)
            t.id = t.id == QLatin1String("ASSSD_SEQ") ? QStringLiteral("SEQ1M_Q1T1")
                   : t.id == QLatin1String("ASSSD_4K") ? QStringLiteral("RND4K_Q1T1") : QStringLiteral("RND4K_Q1T64");
        QVERIFY(!ui::asSsdScore(lookalike).has_value());
    }

    void asSsdScoreUnderItsColumns()
    {
        // AS SSD's layout: the score's Read under the Read column, Write under Write, and Total
        // on its own row below them.
        ResultPanel panel;
        panel.setRun(test::syntheticAsSsdRun());
        panel.resize(ResultPanel::kPictureWidth, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *readHeader = panel.findChild<QLabel *>(QStringLiteral("header_read"));
        auto *writeHeader = panel.findChild<QLabel *>(QStringLiteral("header_write"));
        auto *read = panel.findChild<ResultCell *>(QStringLiteral("score_read"));
        auto *write = panel.findChild<ResultCell *>(QStringLiteral("score_write"));
        auto *total = panel.findChild<ResultCell *>(QStringLiteral("score_total"));
        QVERIFY(readHeader && writeHeader && read && write && total);
        QVERIFY(read->isVisible() && write->isVisible() && total->isVisible());
        const QLocale l;
        QCOMPARE(read->text(), l.toString(392.0, 'f', 0));
        QCOMPARE(write->text(), l.toString(398.0, 'f', 0));
        QCOMPARE(total->text(), l.toString(1004.0, 'f', 0));
        const auto column = [](const QWidget *w) { return std::pair(w->geometry().left(), w->geometry().right()); };
        QCOMPARE(column(read), column(panel.findChild<ResultCell *>(QStringLiteral("cell_ASSSD_SEQ_read"))));
        QCOMPARE(column(write), column(panel.findChild<ResultCell *>(QStringLiteral("cell_ASSSD_SEQ_write"))));
        QVERIFY(readHeader->geometry().contains(QPoint(read->geometry().center().x(), readHeader->geometry().center().y())));
        QVERIFY(writeHeader->geometry().contains(QPoint(write->geometry().center().x(), writeHeader->geometry().center().y())));
        QVERIFY(total->geometry().top() > write->geometry().bottom()); // its own row, below
        // A run without AS SSD's tests shows no score.
        panel.setRun(test::syntheticDefaultRun());
        QVERIFY(!panel.findChild<ResultCell *>(QStringLiteral("score_total"))->isVisible());
    }

    void curveForSpecialWorkload()
    {
        ResultPanel panel;
        panel.startRun(test::syntheticHeader(), {{QStringLiteral("SURFACE"), QStringLiteral("read")}});
        QCOMPARE(panel.curveViewCount(), 0);
        panel.setTestResult(test::syntheticSurfaceTest());
        QCOMPARE(panel.curveViewCount(), 1);
    }

    // A run's end sends every test's result once more (MainWindow::onFinished): each remakes
    // that test's candidate views (trace and cache verdict cards, curve, error map), not every
    // test's, so twice the tests make at most twice the widgets there (four views per test),
    // where remaking all of them each time made 4·N².
    void runEndMakesWidgetsLinearInTests()
    {
        const auto endOfRun = [](int tests, int *made) {
            ResultPanel panel;
            QList<PlannedTest> plan;
            std::vector<TestResult> results;
            for (int i = 0; i < tests; ++i) {
                TestResult t = test::syntheticSurfaceTest();
                t.id = QStringLiteral("SURFACE%1").arg(i);
                plan.append({t.id, t.op});
                results.push_back(t);
            }
            panel.startRun(test::syntheticHeader(), plan);
            for (const TestResult &t : results) { // live, as each test ends
                panel.setTestRunning(t.id, t.op);
                panel.setTestResult(t);
            }
            QCOMPARE(panel.curveViewCount(), tests);
            WidgetsMade counter;
            panel.installEventFilter(&counter);
            RunResult finished = test::syntheticHeader();
            finished.tests = results;
            panel.setHeader(finished);
            for (const TestResult &t : finished.tests)
                panel.setTestResult(t);
            panel.removeEventFilter(&counter);
            QCOMPARE(panel.curveViewCount(), tests);
            *made = counter.made;
        };
        int six = 0, twelve = 0;
        endOfRun(6, &six);
        endOfRun(12, &twelve);
        qInfo("widgets made at a run's end: %d for 6 tests, %d for 12", six, twelve);
        // At most one of each candidate view per test: trace, cache and wake cards, a curve view, a map.
        QVERIFY2(six > 0 && six <= 5 * 6, qPrintable(QString::number(six)));
        QVERIFY2(twelve <= 2 * six, qPrintable(QStringLiteral("%1 widgets for 6 tests, %2 for 12").arg(six).arg(twelve)));
    }

    // The sweep as ATTO shows it: one chart of read and write per block size in place of 21
    // rows, the rows on demand; tick labels apart, the headers (legend) above the bars; the
    // saved picture carries the chart and is shorter than the rows would make it.
    void sweepAsOneChart()
    {
        ResultPanel panel;
        panel.resize(ResultPanel::kPictureWidth, 800);
        const RunResult run = test::syntheticSweepRun();
        panel.setRun(run);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.isSweepChartShown());
        SweepChart *chart = panel.sweepChart();
        QVERIFY(chart->isVisible());
        QCOMPARE(int(chart->rows().size()), 21);
        QCOMPARE(chart->rows().front().label, QStringLiteral("512 B"));
        QCOMPARE(chart->rows().back().label, QStringLiteral("64 MiB"));
        QVERIFY(!panel.isRowShown(QStringLiteral("SWEEP_4KIB")));
        QCOMPARE(panel.curveViewCount(), 0); // the chart is the sweep's curve
        // Labels never overlap: ticks, rows; the headers lie above every bar.
        const QList<QRect> ticks = chart->tickLabelRects();
        QVERIFY(ticks.size() >= 3);
        for (int i = 1; i < ticks.size(); ++i)
            QVERIFY2(!ticks[i].intersects(ticks[i - 1]), "tick labels overlap");
        QVERIFY(ticks.back().right() <= chart->width());
        for (int r = 0; r < 21; ++r) {
            for (bool write : {false, true}) {
                QVERIFY(!chart->barRect(r, write).intersects(chart->headerRect(false)));
                QVERIFY(!chart->barRect(r, write).intersects(chart->headerRect(true)));
                QVERIFY(!chart->barRect(r, write).intersects(chart->valueRect(r, write)));
                QVERIFY(chart->barRect(r, write).right() < chart->valueRect(r, false).left());
            }
            if (r > 0)
                QVERIFY(!chart->labelRect(r).intersects(chart->labelRect(r - 1)));
            // Values fit their column: the widest figure's text within its rectangle.
            const QRect value = chart->valueRect(r, false);
            QVERIFY(chart->fontMetrics().horizontalAdvance(chart->rows()[std::size_t(r)].readText) <= value.width());
        }
        QVERIFY(!chart->headerRect(false).intersects(chart->headerRect(true)));
        // The longest bar is the largest figure's (64 MiB read), at most the plot's width.
        QVERIFY(chart->barRect(20, false).width() > chart->barRect(0, false).width());
        QVERIFY(chart->barRect(20, true).width() < chart->barRect(20, false).width());

        // A click on a bar selects its test.
        QSignalSpy selected(&panel, &ResultPanel::testSelected);
        QTest::mouseClick(chart, Qt::LeftButton, {}, chart->barRect(2, true).center());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.front().at(0).toString(), QStringLiteral("SWEEP_2KIB"));
        QCOMPARE(selected.front().at(1).toString(), QStringLiteral("write"));

        const QImage compact = panel.picture();
        panel.setSweepTableShown(true);
        QVERIFY(panel.isRowShown(QStringLiteral("SWEEP_4KIB")));
        QVERIFY(panel.findChild<QAbstractButton *>(QStringLiteral("sweepTableButton"))->isChecked());
        const QImage withTable = panel.picture();
        QCOMPARE(compact.width(), ResultPanel::kPictureWidth * int(compact.devicePixelRatio()));
        QVERIFY2(compact.height() + 300 < withTable.height(),
                 qPrintable(QStringLiteral("%1 vs %2").arg(compact.height()).arg(withTable.height())));
        QVERIFY(compact.height() < 800);
        // The unit switch reaches the chart.
        panel.setUnit(ResultUnit::Iops);
        QCOMPARE(chart->rows().front().readText, panel.cellText(QStringLiteral("SWEEP_512B"), QStringLiteral("read")));
    }

    // Given less height than its 21 rows need in one column (a 1280x720 screen), the sweep's
    // rows go in two columns side by side: each row's label, bars and figures inside the chart,
    // none over another, the second column's headers and scale its own; given the height, one.
    void sweepInTwoColumnsWhenShort()
    {
        ResultPanel panel;
        panel.setRun(test::syntheticSweepRun());
        // The panel's rows in a chart alone, at the sizes the panel would give it.
        SweepChart alone;
        alone.setRows(panel.sweepChart()->rows(), QStringLiteral("MB/s"));
        SweepChart *chart = &alone;
        chart->show();
        chart->resize(1000, chart->heightForWidth(1000));
        QCOMPARE(chart->columnCount(), 2);
        QVERIFY(chart->heightForWidth(1000) < chart->oneColumnHeight(1000));
        QVERIFY(chart->minimumSizeHint().height() <= chart->heightForWidth(1000));
        const QRect inside = chart->rect();
        for (int r = 0; r < 21; ++r) {
            const QList<QRect> parts{chart->labelRect(r), chart->barRect(r, false), chart->barRect(r, true),
                                     chart->valueRect(r, false), chart->valueRect(r, true)};
            for (const QRect &part : parts)
                QVERIFY2(part.isEmpty() || inside.contains(part), qPrintable(QString::number(r)));
            for (int o = 0; o < r; ++o)
                QVERIFY2(!chart->labelRect(r).intersects(chart->labelRect(o)), qPrintable(QStringLiteral("%1 %2").arg(r).arg(o)));
            QVERIFY(!chart->barRect(r, false).intersects(chart->valueRect(r, false)));
        }
        QVERIFY(chart->labelRect(11).left() > chart->labelRect(10).right()); // the second column
        QVERIFY(chart->labelRect(11).top() == chart->labelRect(0).top());
        QVERIFY(!chart->headerRect(true, 0).intersects(chart->headerRect(false, 1)));
        QVERIFY(chart->tickLabelRects(1).front().left() > chart->tickLabelRects(0).back().right());
        // A click in the second column selects its row's test.
        QSignalSpy selected(chart, &SweepChart::testActivated);
        QTest::mouseClick(chart, Qt::LeftButton, {}, chart->barRect(12, false).center());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.front().at(0).toString(), chart->rows()[12].id);
        // With the height for one column, one column.
        chart->resize(1000, chart->oneColumnHeight(1000));
        QCOMPARE(chart->columnCount(), 1);
        QCOMPARE(chart->maximumHeight(), chart->oneColumnHeight(1000));
    }

    // The surface scan's error map: squares for every point, the unreadable ones where they are,
    // a legend with the counts and where the unreadable region lies.
    void errorMapInPanel()
    {
        ResultPanel panel;
        panel.resize(ResultPanel::kPictureWidth, 900);
        RunResult run = test::syntheticHeader();
        run.tests.push_back(test::syntheticSurfaceWithErrorsTest());
        panel.setRun(run);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QList<SurfaceMapView *> maps = panel.errorMaps();
        QCOMPARE(maps.size(), 1);
        SurfaceMapGrid *grid = maps.front()->grid();
        QCOMPARE(grid->pointsPerSquare(grid->width()), 1);
        QCOMPARE(grid->squares(grid->width()), 200);
        QCOMPARE(grid->squareState(59), SurfaceCell::Good);
        QCOMPARE(grid->squareState(60), SurfaceCell::Bad);
        QCOMPARE(grid->squareState(67), SurfaceCell::Bad);
        QCOMPARE(grid->squareState(68), SurfaceCell::Good);
        QCOMPARE(grid->squareState(120), SurfaceCell::Slow);
        QCOMPARE(grid->squareState(150), SurfaceCell::Bad);
        QVERIFY(grid->squareRect(199).bottom() < grid->height());
        QVERIFY(grid->squareRect(199).right() < grid->width());
        const QString legend = maps.front()->legendText();
        QVERIFY2(legend.contains(QStringLiteral("189")) && legend.contains(QStringLiteral("9")), qPrintable(legend));
        const QString note = maps.front()->noteText();
        QVERIFY2(note.contains(QStringLiteral("9 read error")), qPrintable(note));
        // Points 60-67 of 200 over 1 GiB: from 60 x 5.1 MiB = 306.1 MiB.
        QVERIFY2(note.contains(QStringLiteral("306")), qPrintable(note));
        // The saved picture carries it.
        const QImage picture = panel.picture();
        QVERIFY(picture.height() > 300);
        // Many points: squares stand for runs of points, the worst showing.
        SurfaceErrorMap many;
        many.spanBytes = 1ull << 40;
        many.pointBytes = 8 << 20;
        many.cells.assign(100000, SurfaceCell::Good);
        for (int i = 0; i < 100000; ++i)
            many.offsets.push_back(std::uint64_t(i) * 10'000'000);
        many.cells[50000] = SurfaceCell::Bad;
        grid->setMap(many);
        const int per = grid->pointsPerSquare(grid->width());
        QVERIFY(per > 1);
        QVERIFY(grid->heightForWidth(grid->width()) <= SurfaceMapGrid::kMaxRows * (SurfaceMapGrid::kSquare + SurfaceMapGrid::kGap));
        QCOMPARE(grid->squareState(50000 / per), SurfaceCell::Bad);
        QCOMPARE(grid->squareState(50000 / per + 1), SurfaceCell::Good);
    }

    void surfacePictureIsWhole()
    {
        // The saved surface panel was 695 px wide, its points' table cut to a few rows with a
        // scroll bar: the picture keeps its width and leaves the table out (the curve shows
        // it; the points travel in the PNG's JSON).
        ResultPanel panel;
        RunResult run = test::syntheticHeader();
        run.tests.push_back(test::syntheticSurfaceTest());
        panel.setRun(run);
        const QImage picture = panel.picture();
        QCOMPARE(qRound(picture.width() / picture.devicePixelRatio()), ResultPanel::kPictureWidth);
        // The panel on screen keeps its table.
        const QList<CurveView *> views = panel.findChildren<CurveView *>();
        QVERIFY(!views.isEmpty());
        QVERIFY(views.front()->tableRows() > 0);
    }

    // The transfer-rate line breaks where the error map is red: a NaN point at each unreadable
    // point's offset, so no line is drawn across the unreadable region.
    void surfaceCurveBreaksAtUnreadablePoints()
    {
        TestResult t = test::syntheticSurfaceWithErrorsTest();
        QJsonArray points;
        for (int i = 0; i < 200; ++i) {
            if (i >= 60 && i < 68)
                continue; // unreadable: no rate
            points.append(QJsonObject{{QStringLiteral("offset_bytes"), double(i) * (1024.0 - 8) / 199 * 1048576},
                                      {QStringLiteral("bandwidth_bytes_per_s"), 150e6}});
        }
        insertExtra(t, QStringLiteral("surface"), points);
        CurveView view;
        QVERIFY(view.setTest(t));
        auto *plot = view.findChild<QCustomPlot *>();
        QVERIFY(plot && plot->graphCount() >= 1);
        int gaps = 0;
        for (auto it = plot->graph(0)->data()->constBegin(); it != plot->graph(0)->data()->constEnd(); ++it)
            gaps += std::isnan(it->value);
        QCOMPARE(gaps, 9); // points 60-67 and the access read's square, 150
    }

    // The settings line under the table says how the run was made, pinning included (the CPUs in
    // the order the threads took them), and says nothing of it for a run that did not pin.
    void settingsLineNamesPinning()
    {
        RunResult run = test::syntheticDefaultRun();
        run.engine = QStringLiteral("io_uring");
        run.settings.cpuAffinity = QStringLiteral("spread");
        run.settings.cpus = std::vector<int>{1, 0};
        const QString pinned = settingsLine(run);
        QVERIFY2(pinned.contains(QStringLiteral("io_uring, threads pinned to CPUs 1,0")), qPrintable(pinned));
        run.settings.cpuAffinity = QStringLiteral("none");
        run.settings.cpus.reset();
        QVERIFY(!settingsLine(run).contains(QStringLiteral("pinned")));
    }

    // The run's passes × duration and warm-up describe timed tests only: a run of fixed-length
    // tests (seek stroke: a number of reads, no duration) says what it ran, a mixed run (AS SSD:
    // Seq reads the file once, 4K runs for the duration) says both, from its first line on.
    void settingsLineSaysWhatRan()
    {
        RunResult seek = test::syntheticHeader();
        seek.settings.passes = 5;
        seek.settings.durationS = 5;
        seek.settings.warmupS = 5;
        TestResult full;
        full.id = QStringLiteral("SEEK_FULL");
        full.label = QStringLiteral("Full stroke");
        full.op = QStringLiteral("read");
        full.passEnd = QStringLiteral("count");
        full.passes = 1;
        full.ios = 250;
        full.completed = true;
        TestResult outer = full;
        outer.id = QStringLiteral("SEQ_OUTER");
        outer.label = QStringLiteral("Sequential outer");
        outer.passEnd.clear(); // stored before tests recorded it: by its id
        outer.ios = 2048;
        seek.tests = {full, outer};
        const QString line = settingsLine(seek);
        QVERIFY2(!line.contains(QStringLiteral("5 s")), qPrintable(line));
        const QString expected = QStringLiteral("fixed-length tests (1 pass, %1–%2 ops per pass)")
                                     .arg(QLocale().toString(250ULL), QLocale().toString(2048ULL));
        QVERIFY2(line.contains(expected), qPrintable(line));

        RunResult asssd = seek;
        TestResult seq = full;
        seq.id = QStringLiteral("ASSSD_SEQ");
        seq.label = QStringLiteral("Seq");
        seq.ios = 64;
        TestResult k4 = full;
        k4.id = QStringLiteral("ASSSD_4K");
        k4.label = QStringLiteral("4K");
        k4.passEnd = QStringLiteral("time");
        k4.passes = 5;
        k4.ios = 100000;
        asssd.tests = {seq, k4};
        const QString mixed = settingsLine(asssd);
        QVERIFY2(mixed.contains(QStringLiteral("5 × 5 s, warm-up 5 s")), qPrintable(mixed));
        QVERIFY2(mixed.contains(QStringLiteral("Seq of fixed length (1 pass, 64 ops per pass)")), qPrintable(mixed));

        // Planned, not yet run: the plan's pass ends already decide the line.
        ResultPanel panel;
        panel.startRun(seek, {{QStringLiteral("SEEK_FULL"), QStringLiteral("read"), QStringLiteral("Full stroke"),
                               QStringLiteral("ms_per_op"), QStringLiteral("count")}});
        const QString shown = panel.findChild<QLabel *>(QStringLiteral("settingsLine"))->text();
        QVERIFY2(shown.contains(QStringLiteral("fixed-length tests")) && !shown.contains(QStringLiteral("5 s")),
                 qPrintable(shown));
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("header_read"))->text(), QStringLiteral("Read (ms/op)"));
    }

    void filesPerSecondGrouped()
    {
        // Small files' rates with group separators, as IOPS (issue 28: "rates without thousands
        // separators"), in the user's locale: English here, whatever the test machine's is.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        RunResult run = test::syntheticHeader();
        TestResult files;
        files.id = QStringLiteral("FILES_STAT_SEQ");
        files.op = QStringLiteral("read");
        files.completed = true;
        files.ios = 16384;
        files.iops = 422960.4;
        run.tests = {files};
        {
            ResultPanel panel;
            panel.setRun(run);
            QCOMPARE(panel.cellText(QStringLiteral("FILES_STAT_SEQ"), QStringLiteral("read")), QStringLiteral("422,960"));
        }
        QLocale::setDefault(before);
    }

    void costLineAfterAWriteRun()
    {
        // What the run cost the drive: shown once the run's health says what the drive counted,
        // hidden for a run whose drive counted nothing (core/results/runcost.h).
        RunResult run = test::syntheticDefaultRun();
        std::uint64_t wrote = 0;
        for (TestResult &t : run.tests) {
            if (t.op == QLatin1String("write"))
                t.bytesWritten = 250ull * 1000 * 1000;
            wrote += t.bytesWritten;
        }
        QVERIFY(wrote > 0);
        ResultPanel panel;
        panel.setRun(run);
        auto *line = panel.findChild<QLabel *>(QStringLiteral("costLine"));
        QVERIFY(line);
        QVERIFY(line->isHidden()); // no health read: the panel says nothing
        const auto reading = [](double units, int used) {
            return QJsonObject{{QStringLiteral("nvme"), QJsonObject{{QStringLiteral("data_units_written"), units},
                                                                    {QStringLiteral("percentage_used"), used}}}};
        };
        run.health = QJsonObject{{QStringLiteral("before"), reading(100, 2)},
                                 {QStringLiteral("after"), reading(100 + double(wrote) / 512000 + 2, 3)},
                                 {QStringLiteral("host_bytes_written"), double(wrote) + 1024000}};
        panel.setRun(run);
        QVERIFY(!line->isHidden());
        const QString text = line->text();
        QVERIFY2(text.contains(QStringLiteral("%1 of host writes counted by the drive for %2 written by the tests")
                                   .arg(formatCapacity(wrote + 1024000), formatCapacity(wrote))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(×1.00)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Percentage used 2 % → 3 %")), qPrintable(text));
    }

    void warningMarksAreExplained()
    {
        // A ⚠ in a cell says what it means in the panel itself (a saved picture has no tooltip).
        RunResult run = test::syntheticDefaultRun();
        ResultPanel panel;
        panel.setRun(run);
        auto *line = panel.findChild<QLabel *>(QStringLiteral("warningsLine"));
        QVERIFY(line);
        QVERIFY(line->isHidden());
        const TestResult &marked = run.tests.front();
        run.warnings.push_back({QStringLiteral("above_link_ceiling"), marked.id, marked.op,
                                QStringLiteral("faster than the link can carry")});
        panel.setRun(run);
        QVERIFY(!line->isHidden());
        QVERIFY2(line->text().contains(QStringLiteral("⚠ in a cell")), qPrintable(line->text()));
    }

    void textReportLayout()
    {
        // The window copies the core export (core/results/resultexport.h), the same text as `export --format text`.
        const QString text = toCrystalDiskMarkText(test::syntheticDefaultRun());
        QVERIFY(text.contains(QStringLiteral("* MB/s = 1,000,000 bytes/s")));
        QVERIFY(text.contains(QStringLiteral("[Read]\n  SEQ    1MiB (Q=  8, T= 1):   560.200 MB/s [    534.2 IOPS]")));
        QVERIFY(text.contains(QStringLiteral("  RND    4KiB (Q=  1, T= 1):    48.610 MB/s [  11867.7 IOPS]")));
        QVERIFY(text.contains(QStringLiteral("[Write]")));
        QVERIFY(text.contains(QStringLiteral("Comment: synthetic figures")));
        QVERIFY(text.contains(QStringLiteral("Samsung SSD 860 EVO 500GB")));
        QVERIFY(!text.contains(QStringLiteral("[Mix]")));
    }
};

QTEST_MAIN(TstResultPanel)
#include "tst_resultpanel.moc"
