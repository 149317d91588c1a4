// SPDX-License-Identifier: GPL-3.0-or-later
// The run's one state machine as the window shows it (STYLE.md §15): F5 starts and Esc stops
// (one action per key, the help lists exactly the window's keys); a user's Stop reads as stopped
// (no "failed", the bar short of 100 %, the completed tests kept); a failure names its cause; a
// new target clears the old run's banner; the panel's settings line follows the settings.
#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/runplan.h"
#include "tests/common/testdirs.h"
#include "ui/drivepanel.h"
#include "ui/helpdialog.h"
#include "ui/livecharts.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;
using State = RunController::State;

namespace {

void quickSettings(MainWindow &w, const QString &profile, double durationS)
{
    RunSettingsWidget *s = w.runSettings();
    QVERIFY(s->setProfile(profile));
    s->setOps(RunOps::ReadWrite);
    s->setPasses(1);
    s->setDurationS(durationS);
    s->setWarmupS(0);
    s->setIntervalS(0);
    s->setSizeBytes(16ull << 20);
}

QString statusLine(const MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("currentTest"))->text();
}

QProgressBar *progressBar(const MainWindow &w)
{
    return w.findChild<QProgressBar *>(QStringLiteral("progressBar"));
}

QString settingsLine(const MainWindow &w)
{
    return w.resultPanel()->findChild<QLabel *>(QStringLiteral("settingsLine"))->text();
}

} // namespace

class TstRunState : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_target;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_runstate"));
        QVERIFY2(m_target, qPrintable(testing::directIoRoot().problem));
    }

    void cleanup() { QSettings().clear(); }

    void oneActionPerKeyAndTheHelpListsThem()
    {
        MainWindow w;
        QHash<QString, QString> owner;
        QStringList keys;
        for (QAction *a : w.findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                const QString key = k.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(key), qPrintable(QStringLiteral("%1: %2 and %3").arg(key, owner.value(key), a->text())));
                owner.insert(key, a->text());
                keys << key;
            }
        }
        for (const char *expected : {"F5", "Esc", "Ctrl+R", "F1"})
            QVERIFY2(keys.contains(QLatin1String(expected)), expected);
        // The help lists every key the window has, and no other.
        const QString help = HelpDialog::html();
        for (const QString &key : keys)
            QVERIFY2(help.contains(key), qPrintable(key));
        static const QRegularExpression named(QStringLiteral("\\b(?:(?:Ctrl|Shift|Alt)\\+)+(?:Shift\\+)?[A-Z0-9]\\b|\\bF\\d+\\b"));
        for (auto it = named.globalMatch(help); it.hasNext();) {
            const QString key = it.next().captured();
            QVERIFY2(keys.contains(key), qPrintable(QStringLiteral("the help names %1, which does nothing").arg(key)));
        }
    }

    void f5StartsAndEscStopsAsStopped()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w, QStringLiteral("demo"), 120);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY2(w.isRunning(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(w.liveCharts()->aggregatePoints() >= 1, 60000);
        QCOMPARE(w.runController()->state(), State::Running);
        QTest::keyClick(&w, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        QCOMPARE(w.runController()->state(), State::Stopped);
        QVERIFY(!w.isRunning());
        QVERIFY2(!statusLine(w).contains(QStringLiteral("fail"), Qt::CaseInsensitive), qPrintable(statusLine(w)));
        QVERIFY2(statusLine(w).contains(QStringLiteral("Stopped")), qPrintable(statusLine(w)));
        QVERIFY(progressBar(w)->value() < progressBar(w)->maximum());
        QVERIFY(!progressBar(w)->text().contains(QStringLiteral("100")));
        QVERIFY(!(w.messageBar()->isVisible() && w.messageBar()->kind() == MessageBar::Kind::Error));
        // Start is back, Stop is not.
        QVERIFY(w.findChild<QWidget *>(QStringLiteral("startButton"))->isEnabled());
        QVERIFY(!w.findChild<QWidget *>(QStringLiteral("stopButton"))->isEnabled());
    }

    void stopKeepsTheCompletedTests()
    {
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        // 10 s a test: the window hears of the first test's end after the runner has begun the
        // second, and Stop must reach it before that one ends too (with 1 s tests, the rig
        // guest's slow emulated CPU once let the second test finish first: a whole run, no Stop).
        quickSettings(w, QStringLiteral("demo"), 10);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        // Stop as the first test's result arrives: the second (write) test is interrupted.
        connect(w.runController()->session(), &RunSession::testFinished, &w, [&w](int index) {
            if (index == 0)
                w.stopRun();
        });
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        QCOMPARE(w.runController()->state(), State::Stopped);
        const RunResult r = finished.first().first().value<RunResult>();
        QVERIFY(!r.completed);
        QVERIFY(!r.tests.empty());
        QVERIFY(r.tests.front().completed);
        QVERIFY(!w.resultPanel()->cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read")).isEmpty());
        QVERIFY(progressBar(w)->value() < progressBar(w)->maximum());
        QVERIFY2(!statusLine(w).contains(QStringLiteral("fail"), Qt::CaseInsensitive), qPrintable(statusLine(w)));
        QVERIFY2(statusLine(w).contains(QStringLiteral("1 of 2")), qPrintable(statusLine(w)));
    }

    void failureNamesItsCause()
    {
        // A runner failure: the planned directory is gone when the run opens it.
        QTemporaryDir parent;
        const QString gone = parent.filePath(QStringLiteral("gone"));
        QVERIFY(QDir().mkpath(gone));
        RunChoice c;
        c.targetPath = gone;
        c.profile = QStringLiteral("demo");
        c.passes = 1;
        c.durationS = 1;
        c.warmupS = 0;
        c.intervalS = 0;
        c.fileSizeBytes = 16ull << 20;
        const Result<RunPlan> plan = planRun(c);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QVERIFY(QDir(gone).removeRecursively());
        RunController controller;
        QSignalSpy states(&controller, &RunController::stateChanged);
        QSignalSpy ended(&controller, &RunController::runEnded);
        QVERIFY(controller.start(*plan));
        QCOMPARE(controller.state(), State::Starting);
        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 60000);
        QCOMPARE(controller.state(), State::Failed);
        QVERIFY(!controller.failure().isEmpty());
        QVERIFY2(controller.failure().join(QLatin1Char(' ')).contains(gone), qPrintable(controller.failure().join(QLatin1Char(' '))));
        QVERIFY(controller.fraction() < 1.0);
        // A failed run goes back to idle when cleared (a new target or settings).
        controller.clear();
        QCOMPARE(controller.state(), State::Idle);
        QVERIFY(controller.failure().isEmpty());
    }

    void aNewTargetClearsTheOldError()
    {
        MainWindow w;
        w.show();
        // A 16 MiB test file: the default 1 GiB does not fit the rig guest's small scratch file
        // system, and that error (rightly) stays.
        quickSettings(w, QStringLiteral("default"), 1);
        w.drivePanel()->setCustomTarget(QStringLiteral("/nonexistent/drivebench"), QString());
        QVERIFY(!w.startRun());
        QVERIFY(w.messageBar()->isVisible());
        QCOMPARE(w.messageBar()->kind(), MessageBar::Kind::Error);
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        QVERIFY2(!w.messageBar()->isVisible(), qPrintable(w.messageBar()->text()));
        QCOMPARE(w.runController()->state(), State::Idle);
        QCOMPARE(progressBar(w)->value(), 0);
    }

    void settingsLineFollowsTheSettingsBeforeStart()
    {
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w, QStringLiteral("default"), 1);
        const QString before = settingsLine(w);
        w.runSettings()->setPasses(3);
        w.runSettings()->setDurationS(7);
        const QString after = settingsLine(w);
        QVERIFY2(after != before, qPrintable(after));
        QVERIFY2(after.contains(QStringLiteral("3")) && after.contains(QStringLiteral("7")), qPrintable(after));
        // The rows the run will fill are there before it, as CrystalDiskMark shows its rows.
        QCOMPARE(w.resultPanel()->rowCount(), 4);
    }
};

QTEST_MAIN(TstRunState)
#include "tst_runstate.moc"
