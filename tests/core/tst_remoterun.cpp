// SPDX-License-Identifier: GPL-3.0-or-later
// Runs on other hosts (core/runner/remoterun.h) through a throw-away loopback sshd (its own keys,
// outside ~/.ssh; tests/common/loopbacksshd.h): the figures equal fio's last JSON document for
// that host, per-thread samples come at least once a second, the remote directory is left as it
// was, a leftover is removed only when its owner record proves it ours, and each fault (a missing
// or wrong or read-only target, a full disk, an unknown host key, the connection cut mid-run, a Stop) gives
// its own message with the samples so far kept. Planning refuses what a host must not get
// (writes to its devices, tests fio cannot run alike, a host without fio). Eight hosts at once
// through drivebench-cli: every result stored, the library whole.

#include <signal.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <functional>
#include <optional>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/remote/hostprobe.h"
#include "core/remote/hostspec.h"
#include "core/results/fiostream.h"
#include "core/results/resultimport.h"
#include "core/runner/remoterun.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"
#include "tests/common/loopbacksshd.h"
#include "tests/common/remotechoice.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

namespace {

using testing::entriesOf;

RunChoice quickChoice(const QString &dir, double seconds = 3)
{
    return testing::remoteQuickChoice(dir, {QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("RND4K_Q1T1")}, seconds, 1);
}

/// Runs plan in a session and waits for its end (the host's own timeouts bound it).
RunResult runToEnd(RunSession &session, RunPlan plan, const std::function<void()> &whileRunning = {})
{
    if (!session.prepare(std::move(plan)))
        return {};
    QSignalSpy finished(&session, &RunSession::finished);
    if (!session.start())
        return {};
    if (whileRunning)
        whileRunning();
    if (finished.isEmpty())
        finished.wait(180000);
    return session.result();
}

HostProbe fakeProbe()
{
    HostProbe p;
    p.hostname = QStringLiteral("nas");
    p.kernel = QStringLiteral("Linux 6.1.0-18-amd64");
    p.fioVersion = QStringLiteral("fio-3.33");
    p.user = QStringLiteral("pi");
    Drive d;
    d.name = QStringLiteral("sdb");
    d.path = QStringLiteral("/dev/sdb");
    d.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    d.capacityBytes = 1000204886016ull;
    Partition part;
    part.name = QStringLiteral("sdb1");
    part.sizeBytes = 1000203837440ull;
    part.mountpoints = {QStringLiteral("/srv")};
    part.filesystem = QStringLiteral("ext4");
    d.partitions.push_back(part);
    p.drives.push_back(d);
    return p;
}

using testing::childrenOf;

} // namespace

class TestRemoteRun : public QObject
{
    Q_OBJECT

    testing::LoopbackSshd m_sshd;
    QTemporaryDir m_tmp;

    /// The sshd and the ssh command pointed at it; "" or why not.
    QString ready()
    {
        const QString why = m_sshd.start();
        if (why.isEmpty())
            qputenv("DRIVEBENCH_SSH_COMMAND", m_sshd.sshCommand().toLocal8Bit());
        return why;
    }
    std::optional<HostProbe> m_probe; ///< the loopback host's, probed once (tst_remotehost tests the probe)

    /// A planned run on the loopback host (probed for real, once).
    Result<RunPlan> planOnLoopback(const RunChoice &c)
    {
        const HostSpec spec = *parseHostSpec(QStringLiteral("loopback"));
        if (!m_probe) {
            Result<HostProbe> probe = probeHost(spec);
            if (!probe)
                return probe.error();
            m_probe = *probe;
        }
        return planRemoteRun(c, spec, *m_probe);
    }

private Q_SLOTS:
    void planRefusesWhatAHostMustNotGet();
    void planOfADirectoryNamesItsDrive();
    void scriptQuotesThePath();
    void figuresEqualFiosLastDocument();
    void leftoverRemovedOnlyWhenProvenOurs();
    void targetFaultsNamed();
    void remoteDiskFull();
    void unknownHostKeyRefused();
    void connectionLostMidRunKeepsSamples();
    void stopKeepsSamplesAndCleansUp();
    void stopAtOnceStopsFioThere();
    void eightHostsAtOnce();
    void cleanupTestCase() { m_sshd.stop(); }
};

void TestRemoteRun::planRefusesWhatAHostMustNotGet()
{
    const HostSpec nas = *parseHostSpec(QStringLiteral("pi@nas"));
    const HostProbe probe = fakeProbe();
    RunChoice c = quickChoice(QStringLiteral("/dev/sdb"));
    // A device of another host: read tests only, writes refused by name.
    c.op = IoOp::Write;
    auto refused = planRemoteRun(c, nas, probe);
    QVERIFY(!refused);
    QVERIFY2(QString::fromStdString(refused.error().text()).contains(QLatin1String("never writes to a device of another host")),
             refused.error().text().c_str());
    c.op.reset();
    c.destructivePath = QStringLiteral("/dev/sdb");
    QVERIFY(!planRemoteRun(c, nas, probe));
    c.destructivePath.clear();
    auto reads = planRemoteRun(c, nas, probe);
    QVERIFY2(reads, reads ? "" : reads.error().text().c_str());
    QCOMPARE(reads->kind, TargetKind::Device);
    for (const TestSpec &t : reads->tests)
        QCOMPARE(t.op, IoOp::Read);
    QVERIFY(reads->settings.target.access == Access::ReadOnly);
    QCOMPARE(reads->drive.model.value_or(QString()), QStringLiteral("Samsung SSD 870 EVO 1TB"));
    // A device the host does not list.
    QVERIFY(!planRemoteRun(quickChoice(QStringLiteral("/dev/sdz")), nas, probe));
    // Tests fio cannot run alike.
    RunChoice seek = quickChoice(QStringLiteral("/srv/bench"));
    seek.tests.clear();
    seek.profile = QStringLiteral("seek");
    auto custom = planRemoteRun(seek, nas, probe);
    QVERIFY(!custom);
    QVERIFY2(QString::fromStdString(custom.error().text()).contains(QLatin1String("cannot run on ssh://pi@nas")),
             custom.error().text().c_str());
    // A mixed test (fio reports its two directions apart), polling.
    RunChoice mix = quickChoice(QStringLiteral("/srv/bench"));
    mix.op = IoOp::Mix;
    auto mixed = planRemoteRun(mix, nas, probe);
    QVERIFY(!mixed);
    QVERIFY2(QString::fromStdString(mixed.error().text()).contains(QLatin1String("mix cannot run on")),
             mixed.error().text().c_str());
    RunChoice poll = quickChoice(QStringLiteral("/srv/bench"));
    poll.poll = UringPoll::Sq;
    QVERIFY(!planRemoteRun(poll, nas, probe));
    // A relative path, and a host without fio.
    QVERIFY(!planRemoteRun(quickChoice(QStringLiteral("bench")), nas, probe));
    HostProbe noFio = probe;
    noFio.fioVersion.clear();
    auto missing = planRemoteRun(quickChoice(QStringLiteral("/srv")), nas, noFio);
    QVERIFY(!missing);
    QVERIFY(QString::fromStdString(missing.error().text()).contains(QLatin1String("install fio on nas")));
    // A fio server host: not a run host yet, said so.
    QVERIFY(!planRemoteRun(quickChoice(QStringLiteral("/srv")), *parseHostSpec(QStringLiteral("fio://nas")), probe));
}

void TestRemoteRun::planOfADirectoryNamesItsDrive()
{
    const HostSpec nas = *parseHostSpec(QStringLiteral("pi@nas:2222"));
    auto plan = planRemoteRun(quickChoice(QStringLiteral("/srv/bench")), nas, fakeProbe());
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    QCOMPARE(plan->kind, TargetKind::Directory);
    QCOMPARE(plan->target.device, QStringLiteral("/dev/sdb"));
    QCOMPARE(plan->target.filesystem, QStringLiteral("ext4"));
    QCOMPARE(plan->target.sizeBytes, std::uint64_t(16ull << 20));
    QVERIFY(plan->remote);
    const RunResult header = runHeaderOf(*plan);
    QCOMPARE(header.host, QStringLiteral("nas"));
    QCOMPARE(header.kernel, QStringLiteral("Linux 6.1.0-18-amd64"));
    QCOMPARE(header.engine, QStringLiteral("fio"));
    QVERIFY(header.remote);
    QCOMPARE(header.remote->name, QStringLiteral("ssh://pi@nas:2222"));
    QCOMPARE(header.remote->fioVersion, QStringLiteral("fio-3.33"));
}

void TestRemoteRun::scriptQuotesThePath()
{
    auto plan = planRemoteRun(quickChoice(QStringLiteral("/srv/it's $(reboot) `x`")),
                              *parseHostSpec(QStringLiteral("nas")), fakeProbe());
    QVERIFY(plan);
    const QByteArray script = remoteRunScript(*plan, QStringLiteral("00ff"));
    QVERIFY(script.contains("T='/srv/it'\\''s $(reboot) `x`'\n"));
    // The path reaches neither the job text nor fio's command line.
    const qsizetype job = script.indexOf("<<'DRIVEBENCH_JOB_END'");
    QVERIFY(job > 0);
    QVERIFY(!script.mid(job).contains("reboot"));
    QVERIFY(script.contains("filename=${DRIVEBENCH_FIO_FILE}"));
    QVERIFY(!script.contains("group_reporting"));
}

void TestRemoteRun::figuresEqualFiosLastDocument()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    QVERIFY(target.isValid());
    QVERIFY(QFile(target.filePath(QStringLiteral("mine.txt"))).open(QIODevice::WriteOnly));
    const QStringList before = entriesOf(target.path());
    // ssh through tee: what the host printed on standard output (fio's documents) kept aside.
    const QString capture = m_tmp.filePath(QStringLiteral("fio-stdout.json"));
    const QString wrapper = m_tmp.filePath(QStringLiteral("tee-ssh"));
    {
        QFile w(wrapper);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(QStringLiteral("#!/bin/sh\n%1 \"$@\" | tee %2\n").arg(m_sshd.sshCommand(), capture).toUtf8());
        w.close();
        QVERIFY(w.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    }
    RunChoice c = quickChoice(target.path(), 3);
    c.tests = {QStringLiteral("RND4K_Q1T1"), QStringLiteral("RND4K_Q32T16")};
    auto plan = planOnLoopback(c);
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    qputenv("DRIVEBENCH_SSH_COMMAND", wrapper.toLocal8Bit());
    RunSession session;
    QSignalSpy samples(&session, &RunSession::samplesReady);
    QSignalSpy started(&session, &RunSession::testStarted);
    QSignalSpy finishedTests(&session, &RunSession::testFinished);
    const RunResult run = runToEnd(session, std::move(*plan));
    qputenv("DRIVEBENCH_SSH_COMMAND", m_sshd.sshCommand().toLocal8Bit());
    QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QCOMPARE(run.tests.size(), std::size_t(2));
    QCOMPARE(started.size(), 2);
    QCOMPARE(finishedTests.size(), 2);
    QVERIFY(run.remote);
    QCOMPARE(run.remote->name, QStringLiteral("ssh://loopback"));
    QVERIFY(run.remote->fioVersion.startsWith(QLatin1String("fio-")));
    QVERIFY(!run.remote->fioEngine.isEmpty());
    QCOMPARE(run.engine, QStringLiteral("fio"));

    // fio's own last document, read here from what the host printed.
    QFile f(capture);
    QVERIFY(f.open(QIODevice::ReadOnly));
    FioDocumentSplitter splitter;
    const std::vector<QByteArray> docs = splitter.feed(f.readAll());
    QVERIFY(docs.size() >= 3);
    auto fio = runsFromFioJson(docs.back(), QStringLiteral("capture"));
    QVERIFY(fio);
    QCOMPARE(fio->front().tests.size(), run.tests.size());
    for (std::size_t i = 0; i < run.tests.size(); ++i) {
        const TestResult &ours = run.tests[i], &theirs = fio->front().tests[i];
        QCOMPARE(ours.id, theirs.id);
        QCOMPARE(ours.iops, theirs.iops);
        QCOMPARE(ours.bandwidthBytesPerS, theirs.bandwidthBytesPerS);
        QCOMPARE(ours.ios, theirs.ios);
        QCOMPARE(ours.latencyUs.p99, theirs.latencyUs.p99);
        QCOMPARE(int(ours.perThread.size()), ours.threads > 1 ? ours.threads : 0);
        // Per-thread samples at least once a second of fio's measured time (the last second may
        // end before its report).
        for (int thread = 0; thread < ours.threads; ++thread) {
            int n = 0;
            for (const LiveSample &s : ours.samples)
                n += s.thread == thread ? 1 : 0;
            QVERIFY2(n >= int(0.9 * ours.durationS) - 1 && n >= 1,
                     qPrintable(QStringLiteral("%1 thread %2: %3 samples in %4 s").arg(ours.id).arg(thread).arg(n).arg(ours.durationS)));
        }
    }
    QVERIFY(samples.size() >= 4);
    // The remote directory as it was: DriveBench's own directory and file are gone.
    QCOMPARE(entriesOf(target.path()), before);
}

void TestRemoteRun::leftoverRemovedOnlyWhenProvenOurs()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    QVERIFY(target.isValid());
    auto makeDir = [&](const QString &name) {
        QVERIFY(QDir(target.path()).mkdir(name));
    };
    auto devIno = [&](const QString &name) {
        struct stat st{};
        ::stat(QFile::encodeName(target.filePath(name)).constData(), &st);
        return QStringLiteral("%1:%2").arg(quint64(st.st_dev)).arg(quint64(st.st_ino));
    };
    QFile bootFile(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    QVERIFY(bootFile.open(QIODevice::ReadOnly));
    const QString boot = QString::fromLatin1(bootFile.readAll().trimmed());
    auto writeOwner = [&](const QString &name, const QString &record) {
        QFile f(target.filePath(name + QStringLiteral("/owner")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(record.toUtf8());
    };
    // Ours: the record names this very directory, and no process of that boot runs with its pid.
    makeDir(QStringLiteral(".drivebench-remote.AAAAAAAA"));
    writeOwner(QStringLiteral(".drivebench-remote.AAAAAAAA"),
               QStringLiteral("drivebench-remote-run 00 %1 999999999 %2\n").arg(boot, devIno(QStringLiteral(".drivebench-remote.AAAAAAAA"))));
    QVERIFY(QFile(target.filePath(QStringLiteral(".drivebench-remote.AAAAAAAA/drivebench.test"))).open(QIODevice::WriteOnly));
    // Named like ours but without a record; a record naming another directory (copied); a record
    // of a run still going (this test's own pid); ours but holding a file of someone else's.
    makeDir(QStringLiteral(".drivebench-remote.BBBBBBBB"));
    makeDir(QStringLiteral(".drivebench-remote.CCCCCCCC"));
    writeOwner(QStringLiteral(".drivebench-remote.CCCCCCCC"),
               QStringLiteral("drivebench-remote-run 00 %1 999999999 %2\n").arg(boot, devIno(QStringLiteral(".drivebench-remote.AAAAAAAA"))));
    makeDir(QStringLiteral(".drivebench-remote.DDDDDDDD"));
    writeOwner(QStringLiteral(".drivebench-remote.DDDDDDDD"),
               QStringLiteral("drivebench-remote-run 00 %1 %2 %3\n").arg(boot).arg(::getpid()).arg(devIno(QStringLiteral(".drivebench-remote.DDDDDDDD"))));
    makeDir(QStringLiteral(".drivebench-remote.EEEEEEEE"));
    writeOwner(QStringLiteral(".drivebench-remote.EEEEEEEE"),
               QStringLiteral("drivebench-remote-run 00 %1 999999999 %2\n").arg(boot, devIno(QStringLiteral(".drivebench-remote.EEEEEEEE"))));
    QVERIFY(QFile(target.filePath(QStringLiteral(".drivebench-remote.EEEEEEEE/thesis.odt"))).open(QIODevice::WriteOnly));

    RunChoice c = quickChoice(target.path(), 1);
    c.tests = {QStringLiteral("RND4K_Q1T1")};
    c.warmupS = 0;
    auto plan = planOnLoopback(c);
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    RunSession session;
    const RunResult run = runToEnd(session, std::move(*plan));
    QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QCOMPARE(entriesOf(target.path()),
             QStringList({QStringLiteral(".drivebench-remote.BBBBBBBB"), QStringLiteral(".drivebench-remote.CCCCCCCC"),
                          QStringLiteral(".drivebench-remote.DDDDDDDD"), QStringLiteral(".drivebench-remote.EEEEEEEE")}));
    QVERIFY(QFile::exists(target.filePath(QStringLiteral(".drivebench-remote.EEEEEEEE/thesis.odt"))));
    bool said = false;
    for (const RunWarning &w : run.warnings)
        said = said || (w.code == QLatin1String("remote_leftover_removed") && w.message.contains(QLatin1String("AAAAAAAA")));
    QVERIFY(said);
}

void TestRemoteRun::targetFaultsNamed()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    QVERIFY(target.isValid());
    const QString file = target.filePath(QStringLiteral("a-file"));
    QVERIFY(QFile(file).open(QIODevice::WriteOnly));
    const std::pair<QString, QString> cases[] = {
        {target.filePath(QStringLiteral("missing")), QStringLiteral("does not exist there")},
        {file, QStringLiteral("is not a directory")},
    };
    for (const auto &[path, words] : cases) {
        auto plan = planOnLoopback(quickChoice(path, 1));
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        RunSession session;
        const RunResult run = runToEnd(session, std::move(*plan));
        QVERIFY(!run.completed);
        QVERIFY(run.tests.empty());
        QVERIFY2(lineTexts(run.errors).join(QLatin1Char('\n')).contains(words), qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QVERIFY(lineTexts(run.errors).join(QLatin1Char('\n')).contains(QLatin1String("ssh://loopback")));
    }
    QCOMPARE(entriesOf(target.path()), QStringList{QStringLiteral("a-file")});

    // A directory the SSH user may not write to: read-only (a read-only bind mount for root, who
    // may write anywhere else; mode 0555 for anyone else).
    QTemporaryDir locked;
    QVERIFY(locked.isValid());
    const QByteArray where = QFile::encodeName(locked.path());
    const bool root = ::geteuid() == 0;
    if (root) {
        QVERIFY2(::mount(where.constData(), where.constData(), nullptr, MS_BIND, nullptr) == 0, std::strerror(errno));
        QVERIFY2(::mount(nullptr, where.constData(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY, nullptr) == 0,
                 std::strerror(errno));
    } else {
        QVERIFY(QFile::setPermissions(locked.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    }
    auto plan = planOnLoopback(quickChoice(locked.path(), 1));
    QVERIFY(plan);
    RunSession session;
    const RunResult run = runToEnd(session, std::move(*plan));
    if (root)
        ::umount2(where.constData(), MNT_DETACH);
    else
        QFile::setPermissions(locked.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!run.completed);
    QVERIFY2(lineTexts(run.errors).join(QLatin1Char('\n')).contains(QLatin1String("is not writable by")),
             qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QVERIFY(entriesOf(locked.path()).isEmpty());
}

void TestRemoteRun::remoteDiskFull()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    if (::geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs as the remote file system");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    const QByteArray where = QFile::encodeName(mountPoint.path());
    QVERIFY2(::mount("drivebench-test", where.constData(), "tmpfs", 0, "size=8m") == 0, std::strerror(errno));
    RunChoice c = quickChoice(mountPoint.path(), 1);
    c.fileSizeBytes = 64ull << 20;
    auto plan = planOnLoopback(c);
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    RunSession session;
    const RunResult run = runToEnd(session, std::move(*plan));
    const QStringList left = entriesOf(mountPoint.path());
    ::umount2(where.constData(), MNT_DETACH);
    QVERIFY(!run.completed);
    const QString errors = lineTexts(run.errors).join(QLatin1Char('\n'));
    QVERIFY2(errors.contains(QLatin1String("MiB free and the test file needs 64 MiB")), qPrintable(errors));
    QVERIFY(left.isEmpty());
}

void TestRemoteRun::unknownHostKeyRefused()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    // Planned with the good name, then run against the name whose host key is not known.
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    auto plan = planOnLoopback(quickChoice(target.path(), 1));
    QVERIFY(plan);
    plan->remote->host = *parseHostSpec(QStringLiteral("loopback-unknown"));
    RunSession session;
    const RunResult run = runToEnd(session, std::move(*plan));
    QVERIFY(!run.completed);
    QVERIFY2(lineTexts(run.errors).join(QLatin1Char('\n')).contains(QLatin1String("not in your known_hosts")),
             qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QVERIFY(entriesOf(target.path()).isEmpty());
}

void TestRemoteRun::connectionLostMidRunKeepsSamples()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    RunChoice c = quickChoice(target.path(), 30);
    c.tests = {QStringLiteral("RND4K_Q1T1")};
    auto plan = planOnLoopback(c);
    QVERIFY(plan);
    RunSession session;
    QSignalSpy samples(&session, &RunSession::samplesReady);
    const RunResult run = runToEnd(session, std::move(*plan), [&] {
        // Two seconds of samples, then the connection's own sshd process is killed.
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 2, 120000);
        for (qint64 child : childrenOf(m_sshd.pid()))
            ::kill(pid_t(child), SIGKILL);
    });
    QVERIFY(!run.completed);
    QVERIFY2(lineTexts(run.errors).join(QLatin1Char('\n')).contains(QLatin1String("connection was lost mid-run")),
             qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    // Nothing is lost: the test and the samples that came are in the result, marked partial.
    QCOMPARE(run.tests.size(), std::size_t(1));
    QVERIFY(!run.tests.front().completed);
    QVERIFY(run.tests.front().samples.size() >= 2);
    // The host's side notices the end of its input, stops fio and removes its directory.
    QTRY_VERIFY_WITH_TIMEOUT(entriesOf(target.path()).isEmpty(), 60000);
}

void TestRemoteRun::stopKeepsSamplesAndCleansUp()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    RunChoice c = quickChoice(target.path(), 30);
    auto plan = planOnLoopback(c);
    QVERIFY(plan);
    RunSession session;
    QSignalSpy samples(&session, &RunSession::samplesReady);
    const RunResult run = runToEnd(session, std::move(*plan), [&] {
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 2, 120000);
        session.cancel();
    });
    QVERIFY(!run.completed);
    QCOMPARE(run.tests.size(), std::size_t(1)); // the first test, to where it was stopped
    QVERIFY(!run.tests.front().completed);
    QVERIFY(run.tests.front().ios > 0);
    QVERIFY(!run.tests.front().samples.empty());
    QVERIFY(run.tests.front().durationS < 30);
    QVERIFY(entriesOf(target.path()).isEmpty());
}

void TestRemoteRun::stopAtOnceStopsFioThere()
{
    // Stop as soon as fio has started there, before its first report: fio, started in the
    // background by sh, ignores SIGINT until it sets its own handler, so one signal could be lost
    // and the run would go on there for its 60 s. The host must have stopped fio and removed its
    // directory by the time the run ends here.
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    RunChoice c = quickChoice(target.path(), 60);
    c.tests = {QStringLiteral("RND4K_Q1T1")};
    auto plan = planOnLoopback(c);
    QVERIFY(plan);
    RunSession session;
    connect(&session, &RunSession::testStarted, &session, [&session] { session.cancel(); });
    const RunResult run = runToEnd(session, std::move(*plan));
    QVERIFY(!run.completed);
    // The host said it removed its directory (else the result names it as not reported removed).
    QVERIFY2(!lineTexts(run.errors).join(QLatin1Char('\n')).contains(QLatin1String("not reported removed")),
             qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QCOMPARE(entriesOf(target.path()), QStringList());
}

void TestRemoteRun::eightHostsAtOnce()
{
    if (const QString why = ready(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_remoterun")));
    const QString db = m_tmp.filePath(QStringLiteral("eight.sqlite"));
    QStringList args{QStringLiteral("run"), QStringLiteral("--target"), target.path(), QStringLiteral("--test"),
                     QStringLiteral("RND4K_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"),
                     QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--passes"), QStringLiteral("1"),
                     QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--size"), QStringLiteral("16M"),
                     QStringLiteral("--db"), db, QStringLiteral("--json"), m_tmp.filePath(QStringLiteral("eight.json"))};
    for (int i = 1; i <= 8; ++i)
        args << QStringLiteral("--host") << QStringLiteral("loopback-h%1").arg(i);
    QProcess cli;
    cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), args);
    QVERIFY(cli.waitForFinished(300000));
    const QString said = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(cli.exitCode() == 0, qPrintable(said));
    QFile json(m_tmp.filePath(QStringLiteral("eight.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonArray runs = QJsonDocument::fromJson(json.readAll()).array();
    QCOMPARE(runs.size(), 8);
    QStringList names;
    for (const QJsonValue &r : runs) {
        names << r.toObject().value(QStringLiteral("remote")).toObject().value(QStringLiteral("name")).toString();
        QVERIFY(r.toObject().value(QStringLiteral("completed")).toBool());
        const QJsonArray samples = r.toObject().value(QStringLiteral("tests")).toArray().at(0).toObject()
                                       .value(QStringLiteral("samples")).toArray();
        QVERIFY(!samples.isEmpty());
    }
    names.sort();
    QCOMPARE(names.first(), QStringLiteral("ssh://loopback-h1"));
    QCOMPARE(names.removeDuplicates(), 0);
    // The library holds the eight, and reads back whole.
    QProcess history;
    history.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                  {QStringLiteral("history"), QStringLiteral("--db"), db, QStringLiteral("--json")});
    QVERIFY(history.waitForFinished(60000));
    QCOMPARE(history.exitCode(), 0);
    const QJsonDocument h = QJsonDocument::fromJson(history.readAllStandardOutput());
    const QJsonArray listed = h.isArray() ? h.array() : h.object().value(QStringLiteral("runs")).toArray();
    QCOMPARE(listed.size(), 8);
    QVERIFY(entriesOf(target.path()).isEmpty());
}

QTEST_GUILESS_MAIN(TestRemoteRun)
#include "tst_remoterun.moc"
