// SPDX-License-Identifier: GPL-3.0-or-later
// HistoryView offscreen: listing, filter by drive, rename/comment in place, delete, compare.
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultlibrary.h"
#include "core/util/utctime.h"
#include "tests/common/sampleruns.h"
#include "ui/drivetrendview.h"
#include "ui/historyview.h"

using namespace drivebench;
using drivebench::ui::DriveTrendView;
using drivebench::ui::HistoryView;

class TstHistoryView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void listsFiltersEditsDeletes()
    {
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(lib);
        const qint64 a = *(*lib)->store(testing::sampleRun(1));
        const qint64 b = *(*lib)->store(testing::sampleRun(2, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1")));
        const qint64 c = *(*lib)->store(testing::sampleRun(3));
        HistoryView view(lib->get());
        view.setConfirmDeletes(false);
        QSignalSpy changed(&view, &HistoryView::runsChanged);
        QSignalSpy compare(&view, &HistoryView::compareRequested);
        QSignalSpy activated(&view, &HistoryView::runActivated);
        auto *table = view.findChild<QTableWidget *>(QStringLiteral("historyTable"));
        auto *drives = view.findChild<QComboBox *>(QStringLiteral("driveFilter"));
        QVERIFY(table && drives);
        QCOMPARE(view.runCount(), 3);
        QCOMPARE(table->item(0, 0)->text(), QString::number(c)); // newest first
        QCOMPARE(drives->count(), 3); // all + two drives

        view.setDriveFilter(QStringLiteral("serial:WDC WD40EFRX/WD-1"));
        QCOMPARE(view.runCount(), 1);
        QCOMPARE(table->item(0, 0)->text(), QString::number(b));
        QVERIFY(!view.trendView()->isHidden()); // a drive picked: its runs over time
        view.setDriveFilter(QString());
        QCOMPARE(view.runCount(), 3);
        QVERIFY(view.trendView()->isHidden());

        // Rename and comment in place (columns 5 and 6) go straight to the library.
        table->item(1, 5)->setText(QStringLiteral("before firmware"));
        table->item(1, 6)->setText(QStringLiteral("X570 board"));
        QCOMPARE((*lib)->summary(b)->name, QStringLiteral("before firmware"));
        QCOMPARE((*lib)->load(b)->comment, QStringLiteral("X570 board"));
        QCOMPARE(changed.count(), 2);

        view.selectRun(a);
        view.selectRun(c);
        QCOMPARE(view.selectedRunIds(), (QList<qint64>{c, a}));
        view.compareSelected();
        QCOMPARE(compare.count(), 1);
        QCOMPARE(compare.at(0).at(0).value<QList<qint64>>(), (QList<qint64>{c, a}));

        Q_EMIT table->itemDoubleClicked(table->item(2, 2));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toLongLong(), a);

        view.deleteSelected();
        QCOMPARE(view.runCount(), 1);
        QVERIFY(!(*lib)->load(a));
        QVERIFY(!(*lib)->load(c));
        QVERIFY((*lib)->load(b));
        view.compareSelected(); // nothing selected: no signal
        QCOMPARE(compare.count(), 1);
    }

    // Issue 51 #2 and #8: "compare drives" takes the latest run of each chosen drive for one
    // profile; the Source column says which runs were imported.
    void compareDrivesTakesTheLatestRunOfEach()
    {
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("drives.sqlite")));
        QVERIFY(lib);
        const auto run = [](int seed, const char *model, const char *profile) {
            RunResult r = testing::sampleRun(seed, QLatin1String(model), QStringLiteral("SN-") + QLatin1String(model));
            r.settings.profile = QLatin1String(profile);
            return r;
        };
        const qint64 a1 = *(*lib)->store(run(1, "A", "default"));
        const qint64 a2 = *(*lib)->store(run(5, "A", "default"));
        const qint64 a3 = *(*lib)->store(run(9, "A", "seek"), QStringLiteral("imported"));
        const qint64 b1 = *(*lib)->store(run(3, "B", "default"), QStringLiteral("fio"));
        const qint64 c1 = *(*lib)->store(run(2, "C", "default"));
        Q_UNUSED(a1);
        Q_UNUSED(a3);
        HistoryView view(lib->get());
        QSignalSpy compare(&view, &HistoryView::compareRequested);
        QSignalSpy errors(&view, &HistoryView::errorOccurred);
        const QString a = QStringLiteral("serial:A/SN-A"), b = QStringLiteral("serial:B/SN-B"), c = QStringLiteral("serial:C/SN-C");
        QVERIFY(view.compareDrives(QStringLiteral("default"), {a, b, c}));
        QCOMPARE(compare.count(), 1);
        QCOMPARE(compare.at(0).at(0).value<QList<qint64>>(), (QList<qint64>{a2, b1, c1}));
        QVERIFY(!view.compareDrives(QStringLiteral("seek"), {a, b})); // one drive ran it
        QCOMPARE(errors.count(), 1);
        QVERIFY(view.findChild<QPushButton *>(QStringLiteral("compareDrivesButton")));

        auto *table = view.findChild<QTableWidget *>(QStringLiteral("historyTable"));
        QStringList sources;
        for (int row = 0; row < table->rowCount(); ++row)
            sources << table->item(row, 7)->text();
        QCOMPARE(sources, (QStringList{QStringLiteral("imported"), QStringLiteral("measured"), QStringLiteral("imported (fio)"),
                                       QStringLiteral("measured"), QStringLiteral("measured")}));
    }

    void driveHistoryFollowsTheDriveAndFlagsADrop()
    {
        // One drive seen as sda, then sdb, then sdc; its sequential read falls by 30 % in the
        // last run while the other tests stay within their spread. Another drive was sdb once.
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("trend.sqlite")));
        QVERIFY(lib);
        const QString wwn = QStringLiteral("naa.5002538e40a1b2c3");
        const char *devices[] = {"sda", "sdb", "sdc", "sdb"};
        QList<qint64> ids;
        for (int i = 0; i < 4; ++i) {
            RunResult r = testing::sampleRun(10, QStringLiteral("Samsung SSD 870"), QStringLiteral("S6P"), 2);
            r.startedAt = utcDateTime(QDate(2026, 8 + i, 1), QTime(12, 0));
            r.drive.name = QLatin1String(devices[i]);
            r.drive.wwn = wwn;
            for (TestResult &t : r.tests) {
                t.passes = 1;
                t.bandwidthBytesPerS = 500e6 * (1 + 0.01 * (i % 2)); // 1 % run-to-run
                if (i == 3 && t.id == QLatin1String("SEQ1M_Q8T1") && t.op == QLatin1String("read"))
                    t.bandwidthBytesPerS = 350e6;
            }
            ids << *(*lib)->store(r);
        }
        QVERIFY((*lib)->store(testing::sampleRun(11, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1"), 2)));
        HistoryView view(lib->get());
        view.resize(1000, 800);
        auto *drives = view.findChild<QComboBox *>(QStringLiteral("driveFilter"));
        QCOMPARE(drives->count(), 3);
        view.setDriveFilter(QStringLiteral("wwn:5002538e40a1b2c3"));
        QCOMPARE(view.runCount(), 4);
        const DriveTrendView *trend = view.trendView();
        QCOMPARE(trend->trends().size(), std::size_t(8));
        int flagged = 0;
        for (const TestTrend &t : trend->trends()) {
            QCOMPARE(t.points.size(), std::size_t(4));
            if (t.flagged) {
                ++flagged;
                QCOMPARE(t.testId, QStringLiteral("SEQ1M_Q8T1"));
                QCOMPARE(t.op, QStringLiteral("read"));
                QCOMPARE(qRound(t.latestChangePercent()), -30);
            }
        }
        QCOMPARE(flagged, 1);
        QVERIFY2(trend->warningText().contains(QLatin1String("30 % slower than this drive's baseline: check its health, free space and firmware")),
                 qPrintable(trend->warningText()));
        auto *table = trend->findChild<QTableWidget *>(QStringLiteral("trendTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 8);
        // The panel's labels, and the rule the verdicts follow said in the view.
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("SEQ1M Q8T1 read"));
        auto *rule = trend->findChild<QLabel *>(QStringLiteral("trendRule"));
        QVERIFY(rule);
        QVERIFY2(rule->text().contains(QLatin1String("same profile and settings")), qPrintable(rule->text()));
    }

    void twoShortRunsAreNotJudged()
    {
        // Two 1-pass runs measure no run-to-run spread: neither a drop nor a rise is judged, and
        // the spread column says so (the walk saw "+0.7 %, ± 0.0 %: within the spread").
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("short.sqlite")));
        QVERIFY(lib);
        for (int i = 0; i < 2; ++i) {
            RunResult r = testing::sampleRun(20, QStringLiteral("Crucial MX500"), QStringLiteral("CT1"), 2);
            r.startedAt = utcDateTime(QDate(2026, 9, 1 + i), QTime(12, 0));
            r.drive.wwn = QStringLiteral("naa.500a0751e1f2a3b4");
            for (TestResult &t : r.tests) {
                t.passes = 1;
                t.bandwidthBytesPerS = 500e6 * (i == 0 ? 1.0 : (t.op == QLatin1String("read") ? 1.05 : 0.95));
            }
            QVERIFY((*lib)->store(r));
        }
        HistoryView view(lib->get());
        view.resize(1000, 800);
        view.setDriveFilter(QStringLiteral("wwn:500a0751e1f2a3b4"));
        auto *table = view.trendView()->findChild<QTableWidget *>(QStringLiteral("trendTable"));
        QVERIFY(table && table->rowCount() > 0);
        int higher = 0, lower = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString verdict = table->item(row, table->columnCount() - 1)->text();
            QVERIFY2(!verdict.contains(QLatin1String("within")) && !verdict.contains(QLatin1String("slower")),
                     qPrintable(verdict));
            higher += verdict.startsWith(QLatin1String("5 % higher, not judged"));
            lower += verdict.startsWith(QLatin1String("5 % lower, not judged"));
            bool spreadSaid = false;
            for (int col = 0; col < table->columnCount(); ++col)
                spreadSaid = spreadSaid || (table->item(row, col) && table->item(row, col)->text() == QLatin1String("not measured"));
            QVERIFY(spreadSaid);
        }
        QVERIFY(higher > 0 && lower > 0);
        QVERIFY(view.trendView()->warningText().isEmpty());
    }

    void aRunStoredLaterJoinsTheDriveFilter()
    {
        // The window stores a run and refreshes History: its drive is in the filter at once, not
        // only after the Refresh button (the filter was empty on a first run).
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("later.sqlite")));
        QVERIFY(lib);
        HistoryView view(lib->get());
        auto *drives = view.findChild<QComboBox *>(QStringLiteral("driveFilter"));
        QVERIFY(drives);
        QCOMPARE(drives->count(), 1); // "All drives"
        QVERIFY((*lib)->store(testing::sampleRun(1, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1"))));
        view.refresh();
        QCOMPARE(drives->count(), 2);
        QCOMPARE(drives->itemData(1).toString(), QStringLiteral("serial:WDC WD40EFRX/WD-1"));
        QCOMPARE(view.runCount(), 1);
    }

    void withoutLibrary()
    {
        HistoryView view(nullptr);
        QCOMPARE(view.runCount(), 0);
        view.refresh();
        view.deleteSelected();
        QVERIFY(view.selectedRunIds().isEmpty());
    }
};

QTEST_MAIN(TstHistoryView)
#include "tst_historyview.moc"
