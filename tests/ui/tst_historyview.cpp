// HistoryView offscreen: listing, filter by drive, rename/comment in place, delete, compare.
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"
#include "ui/historyview.h"

using namespace drivebench;
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
        QCOMPARE(drives->count(), 3); // all + two models

        view.setDriveFilter(QStringLiteral("WDC WD40EFRX"));
        QCOMPARE(view.runCount(), 1);
        QCOMPARE(table->item(0, 0)->text(), QString::number(b));
        view.setDriveFilter(QString());
        QCOMPARE(view.runCount(), 3);

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
