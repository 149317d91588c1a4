// SPDX-License-Identifier: GPL-3.0-or-later
// Small words of the window that said what was not so: the line under the progress bar (a
// warm-up for tests without one, "Done: 1 test in 0 s", "the message above" for one below), the
// label of the round limit until steady ("Passes"), and µs figures without the group separators
// the tables have.
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTest>

#include "ui/runsettingswidget.h"
#include "ui/runstatustext.h"
#include "ui/units.h"

using namespace drivebench::ui;

class TstWindowWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void testStartedNamesAWarmUpOnlyWhenThereIsOne()
    {
        const QString withWarmup = testStartedText(2, 6, QStringLiteral("RND4K Q32T1 read"), 5);
        QCOMPARE(withWarmup, QStringLiteral("Test 2 of 6: RND4K Q32T1 read (a 5 s warm-up, then measured passes)"));
        const QString fixed = testStartedText(1, 3, QStringLiteral("Full stroke read"), 0);
        QVERIFY2(!fixed.contains(QStringLiteral("warm-up, then")), qPrintable(fixed));
        QVERIFY(fixed.startsWith(QStringLiteral("Test 1 of 3: Full stroke read")));
    }

    void doneGivesSubSecondRuns()
    {
        // "Done: 1 test in %1" (MainWindow, whose plural forms the catalogues hold).
        QCOMPARE(runDurationText(420), QStringLiteral("0.4 s"));
        QCOMPARE(runDurationText(8000), QStringLiteral("8.0 s"));
        QCOMPARE(runDurationText(75'000), QStringLiteral("1:15"));
    }

    void theMessageIsBelow()
    {
        // The message bar is under the status line (MainWindow::buildLayout).
        QVERIFY(failedBeforeFirstTestText().contains(QStringLiteral("below")));
    }

    void roundLimitIsNotLabelledPasses()
    {
        RunSettingsWidget w;
        w.show();
        auto *passes = w.findChild<QSpinBox *>(QStringLiteral("passesBox"));
        auto *rounds = w.findChild<QSpinBox *>(QStringLiteral("steadyRoundsBox"));
        QVERIFY(passes && rounds);
        const auto labelOf = [&](QWidget *box) -> QString {
            for (QLabel *l : w.findChildren<QLabel *>()) {
                if (l->buddy() && (l->buddy() == box || l->buddy()->isAncestorOf(box)))
                    return l->text();
            }
            return {};
        };
        QCOMPARE(labelOf(passes), QStringLiteral("P&asses"));
        w.setUntilSteady(true, 25);
        QCOMPARE(labelOf(rounds), QStringLiteral("&Rounds"));
        w.setUntilSteady(false, 25);
        QCOMPARE(labelOf(passes), QStringLiteral("P&asses"));
    }

    void microsecondsKeepGroupSeparators()
    {
        // As the tables' µs ("1,204.50"); MB/s stay CrystalDiskMark's "3512.45".
        QCOMPARE(formatFigure(1204.5, ResultUnit::LatencyUs), QStringLiteral("1,204.50"));
        QCOMPARE(formatFigure(3512.45, ResultUnit::MegabytesPerSecond), QStringLiteral("3512.45"));
        QCOMPARE(formatFigure(97241, ResultUnit::Iops), QStringLiteral("97,241"));
    }
};

QTEST_MAIN(TstWindowWords)
#include "tst_windowwords.moc"
