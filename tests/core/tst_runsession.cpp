// SPDX-License-Identifier: GPL-3.0-or-later
// The run session (core/runner/runsession.h): the header made once from the plan, a run from
// prepare to finished with the runner's result, the no-CoW directory refused where it cannot be
// (not a directory; a file system without the flag) with nothing left behind. The btrfs path,
// where the directory is made and removed after the run, is tests/app/nocow-cli.sh (root, loop).
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/runner/runner.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"
#include "core/version.h"
#include "tests/common/quickchoice.h"

using namespace drivebench;

namespace {

RunChoice demoIn(const QString &dir)
{
    return testing::demoChoiceIn(dir, 16ull << 20);
}

} // namespace

class TestRunSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void headerFromPlanThenRun();
    void noCowRefusedOnAFile();
    void noCowRefusedWithoutTheFlag();
};

void TestRunSession::headerFromPlanThenRun()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<RunPlan> plan = planRun(demoIn(dir.path()));
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    const std::size_t tests = plan->tests.size();
    RunSession session;
    QVERIFY(session.prepare(std::move(*plan), {RunWarning{QStringLiteral("w"), {}, {}, QStringLiteral("m")}}));
    QCOMPARE(session.header().toolVersion, QString::fromLatin1(kVersion));
    QCOMPARE(session.header().target.path, session.plan().target.path);
    QVERIFY(session.header().startedAt.isValid());
    QVERIFY(session.header().tests.empty());
    QCOMPARE(session.warnings().size(), std::size_t(1)); // the pre-flight's, kept as given
    QVERIFY(session.noCowDirectory().isEmpty());

    QSignalSpy finished(&session, &RunSession::finished);
    QSignalSpy started(&session, &RunSession::testStarted);
    QVERIFY(session.start());
    QVERIFY(session.isRunning());
    // A second start while it runs is refused, and changes nothing of the run.
    const Result<void> again = session.start();
    QVERIFY(!again);
    QCOMPARE(again.error().code, std::errc::device_or_resource_busy);
    QVERIFY(session.isRunning());
    QVERIFY(finished.wait(60000));
    QCOMPARE(started.count(), int(tests));
    const RunResult run = finished.at(0).at(0).value<RunResult>();
    QCOMPARE(run.tests.size(), tests);
    QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QCOMPARE(session.result().tests.size(), tests);
    QVERIFY(!session.isRunning());
    QVERIFY(session.cleanupError().isEmpty());
    // Nothing of the run is left in the directory (the test file was the runner's).
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TestRunSession::noCowRefusedOnAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("image"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(32ll << 20));
    f.close();
    RunChoice choice = demoIn(file);
    Result<RunPlan> plan = planRun(choice);
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    RunSession session;
    const Result<void> prepared = session.prepare(std::move(*plan), {}, true);
    QVERIFY(!prepared);
    QCOMPARE(prepared.error().code, std::errc::not_a_directory);
    QVERIFY(session.noCowDirectory().isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{QStringLiteral("image")});
}

void TestRunSession::noCowRefusedWithoutTheFlag()
{
    // tmpfs and ext4 have no FS_NOCOW_FL: the directory is refused and not left behind. (On
    // btrfs it is made, the run's target, and gone with a session that never started.)
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<RunPlan> plan = planRun(demoIn(dir.path()));
    QVERIFY(plan);
    {
        RunSession session;
        const Result<void> prepared = session.prepare(std::move(*plan), {}, true);
        if (prepared) {
            QVERIFY(session.noCowDirectory().startsWith(dir.path() + QStringLiteral("/drivebench-nocow-")));
            QCOMPARE(session.plan().settings.target.path, session.noCowDirectory());
            QVERIFY(QFileInfo(session.noCowDirectory()).isDir());
        } else {
            QVERIFY(!prepared.error().message.empty()); // EOPNOTSUPP, ENOTTY: as the file system says
            QVERIFY(session.noCowDirectory().isEmpty());
        }
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(TestRunSession)
#include "tst_runsession.moc"
