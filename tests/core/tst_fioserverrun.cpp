// SPDX-License-Identifier: GPL-3.0-or-later
// Runs on fio servers (core/runner/fioserverrun.h) against real `fio --server` processes this test
// starts on 127.0.0.1 and on a unix socket in a 0700 directory: the result's figures equal the
// final report in fio's own client output (captured beside the run and read here without
// DriveBench's importer), the job's file is gone from the directory afterwards, a Stop ends the
// server's jobs and keeps the partial figures; a server of another protocol (a fake) is refused
// naming both releases with nothing but the PROBE sent; a non-loopback server is refused without
// the confirmation and nothing is sent (only inside network namespaces this test makes); a target
// that is not an existing directory is refused by the server, nothing made there; and
// drivebench-cli runs a fio server and an SSH host (tests/common/loopbacksshd.h) at once.

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "core/remote/fioserver.h"
#include "core/remote/hostspec.h"
#include "core/runner/fioserverrun.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"
#include "core/util/uniquefd.h"
#include "tests/common/loopbackport.h"
#include "tests/common/loopbacksshd.h"
#include "tests/common/remotechoice.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

namespace {

using testing::entriesOf;

RunChoice quickChoice(const QString &dir, double seconds = 2)
{
    return testing::remoteQuickChoice(dir, {QStringLiteral("RND4K_Q1T1"), QStringLiteral("SEQ1M_Q8T1")}, seconds, 0);
}

using testing::descendantsOf;

/// Bytes process pid read through read system calls (/proc/PID/io rchar, counted from its own
/// fork: pread of psync counts, whatever the file system); 0 when unknown.
qint64 readBytesOf(qint64 pid)
{
    QFile io(QStringLiteral("/proc/%1/io").arg(pid));
    if (!io.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : io.readAll().split('\n'))
        if (line.startsWith("rchar:"))
            return line.mid(6).trimmed().toLongLong();
    return 0;
}

/// Runs plan in a session and waits for its end.
RunResult runToEnd(RunSession &session, RunPlan plan, const std::function<void()> &whileRunning = {})
{
    if (!session.prepare(std::move(plan)))
        return {};
    QSignalSpy finished(&session, &RunSession::finished);
    if (auto started = session.start(); !started) {
        RunResult failed;
        failed.errors << QString::fromStdString(started.error().text());
        return failed;
    }
    if (whileRunning)
        whileRunning();
    if (finished.isEmpty())
        finished.wait(180000);
    return session.result();
}

/// A fake fio server of another protocol on 127.0.0.1: it answers the first frame with a TEXT
/// frame in its own protocol and records every byte it was sent.
class FakeFioServer
{
public:
    explicit FakeFioServer(std::uint16_t protocol) : m_protocol(protocol)
    {
        m_fd = UniqueFd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (::bind(m_fd.get(), reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 || ::listen(m_fd.get(), 4) != 0
            || ::getsockname(m_fd.get(), reinterpret_cast<sockaddr *>(&a), &len) != 0)
            return;
        m_port = ntohs(a.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeFioServer()
    {
        m_stop = true;
        ::shutdown(m_fd.get(), SHUT_RDWR);
        if (m_thread.joinable())
            m_thread.join();
    }
    int port() const { return m_port; }
    /// Everything sent to it so far (after the thread is done with a connection).
    QByteArray received() const
    {
        const std::lock_guard lock(m_mutex);
        return m_received;
    }
    int connections() const { return m_connections; }

private:
    void serve()
    {
        while (!m_stop) {
            UniqueFd c(::accept4(m_fd.get(), nullptr, nullptr, SOCK_CLOEXEC));
            if (c.get() < 0)
                return;
            ++m_connections;
            QByteArray got;
            char buf[4096];
            bool answered = false;
            for (;;) {
                const ssize_t n = ::read(c.get(), buf, sizeof buf);
                if (n <= 0)
                    break;
                got.append(buf, n);
                if (!answered && got.size() >= 24) {
                    const QByteArray reply = fioFrame(m_protocol, 5, 0, QByteArray(24, '\0') + "fake server of another release\n");
                    (void)::send(c.get(), reply.constData(), std::size_t(reply.size()), MSG_NOSIGNAL);
                    answered = true;
                }
            }
            const std::lock_guard lock(m_mutex);
            m_received += got;
        }
    }

    std::uint16_t m_protocol;
    UniqueFd m_fd;
    int m_port = 0;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_connections{0};
    mutable std::mutex m_mutex;
    QByteArray m_received;
};

/// A shell command's exit status (sh -c), its output in *out.
int shell(const QString &command, QString *out = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    if (!p.waitForFinished(60000))
        return -1;
    if (out)
        *out = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestFioServerRun : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir; // 0700 (mkdtemp): the socket and the captures
    QProcess m_tcp, m_sock;
    int m_port = 0;
    QString m_fio;
    testing::LoopbackSshd m_sshd;

    bool startServer(QProcess &p, const QString &arg)
    {
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("fio"), {QStringLiteral("--server=") + arg});
        return p.waitForStarted(30000);
    }
    static void stop(QProcess &p)
    {
        if (p.state() == QProcess::NotRunning)
            return;
        p.terminate();
        if (!p.waitForFinished(10000))
            p.kill();
        p.waitForFinished(5000);
    }
    /// The server answers its PROBE (it may still be starting).
    bool serverUp(const QString &host)
    {
        const HostSpec spec = *parseHostSpec(host);
        for (int i = 0; i < 300; ++i) {
            if (probeFioServer(spec, m_fio, false, 10000))
                return true;
            QThread::msleep(200);
        }
        return false;
    }
    Result<RunPlan> planOn(const QString &host, const RunChoice &c, bool confirmed = false)
    {
        const HostSpec spec = *parseHostSpec(host);
        auto info = probeFioServer(spec, m_fio, confirmed);
        if (!info)
            return info.error();
        return planFioServerRun(c, spec, *info, confirmed);
    }
    /// A run through a wrapper that keeps fio's client output aside in capture; the figures
    /// against fio's final report there, and the directory as it was.
    void runEqualsFiosOwnReport(const QString &host);

private Q_SLOTS:
    void initTestCase()
    {
        QProcess v;
        v.start(QStringLiteral("fio"), {QStringLiteral("--version")});
        QVERIFY2(v.waitForFinished(30000) && v.exitCode() == 0, "fio is not installed: run packaging/install-deps.sh");
        m_fio = QString::fromLocal8Bit(v.readAllStandardOutput()).trimmed();
        QVERIFY2(fioProtocolOf(m_fio) != 0, qPrintable(m_fio));
        QVERIFY(m_dir.isValid());
        QCOMPARE(QFileInfo(m_dir.path()).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
        m_port = testing::freeLoopbackPort();
        QVERIFY(startServer(m_tcp, QStringLiteral("ip:127.0.0.1,%1").arg(m_port)));
        QVERIFY(startServer(m_sock, QStringLiteral("sock:") + m_dir.filePath(QStringLiteral("fio.sock"))));
        QVERIFY(serverUp(QStringLiteral("fio://127.0.0.1:%1").arg(m_port)));
        QVERIFY(serverUp(QStringLiteral("fio://") + m_dir.filePath(QStringLiteral("fio.sock"))));
        qunsetenv("DRIVEBENCH_FIO");
    }

    void jobAndPlan()
    {
        const HostSpec local = *parseHostSpec(QStringLiteral("fio://127.0.0.1:8766"));
        FioServerInfo info;
        info.fioVersion = m_fio;
        info.hostname = QStringLiteral("box");
        auto plan = planFioServerRun(quickChoice(QStringLiteral("/srv/bench/")), local, info, false);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QVERIFY(plan->remote);
        QCOMPARE(plan->remote->hostname, QStringLiteral("box"));
        QVERIFY(plan->drive.isEmpty());
        const QString file = newFioServerTestFile(plan->target.path);
        QVERIFY2(QRegularExpression(QStringLiteral("^/srv/bench/drivebench-[0-9a-f]{32}\\.tmp$")).match(file).hasMatch(), qPrintable(file));
        QVERIFY(file != newFioServerTestFile(plan->target.path));
        const QString job = fioServerJobText(*plan, 1, file);
        QCOMPARE(job.count(QStringLiteral("\n[")), 2); // [global] and the one test's job
        QVERIFY(job.contains(QStringLiteral("\n[SEQ1M_Q8T1-read]\n")));
        QVERIFY(job.contains(QStringLiteral("\nunlink=1\n")));
        QVERIFY(job.contains(QStringLiteral("\ndirectory=/srv/bench\nfilename=") + QFileInfo(file).fileName() + QLatin1Char('\n')));
        QCOMPARE(fioServerJobText(*plan, 0, QStringLiteral("/srv/a:b/drivebench-1.tmp")).count(QStringLiteral("\ndirectory=/srv/a\\:b\nfilename=drivebench-1.tmp\n")), 1);
        QVERIFY(!job.contains(QStringLiteral("fixedbufs")));
        QCOMPARE(job.count(QStringLiteral("\nfilename=")), 1);
        QCOMPARE(fioClientArgument(local), QStringLiteral("127.0.0.1,8766"));
        QCOMPARE(fioClientArgument(*parseHostSpec(QStringLiteral("fio://[::1]"))), QStringLiteral("ip6:::1,8765"));
        QCOMPARE(fioClientArgument(*parseHostSpec(QStringLiteral("fio:///run/x.sock"))), QStringLiteral("sock:/run/x.sock"));

        // What a fio server must not get, each refused naming the cause.
        auto refused = [&](const RunChoice &c, const HostSpec &h, bool confirmed, const char *says) {
            auto p = planFioServerRun(c, h, info, confirmed);
            QVERIFY2(!p, says);
            QVERIFY2(QString::fromStdString(p.error().text()).contains(QLatin1String(says)), p.error().text().c_str());
        };
        refused(quickChoice(QStringLiteral("/dev/sda")), local, false, "does not test the devices of a fio server");
        refused(quickChoice(QStringLiteral("srv")), local, false, "an absolute directory path");
        refused(quickChoice(QStringLiteral("/srv/${HOME}")), local, false, "cannot be named in a fio job");
        refused(quickChoice(QStringLiteral("/srv/a;b")), local, false, "cannot be named in a fio job");
        RunChoice mix = quickChoice(QStringLiteral("/srv"));
        mix.op = IoOp::Mix;
        refused(mix, local, false, "cannot run on fio://127.0.0.1:8766 yet");
        refused(quickChoice(QStringLiteral("/srv")), *parseHostSpec(QStringLiteral("fio://192.0.2.1")), false,
                "fio's server has no authentication");
        QVERIFY(planFioServerRun(quickChoice(QStringLiteral("/srv")), *parseHostSpec(QStringLiteral("fio://192.0.2.1")), info, true));
        refused(quickChoice(QStringLiteral("/srv")), *parseHostSpec(QStringLiteral("nas")), false, "is not a fio server");
    }

    void figuresEqualFiosOwnReportTcp() { runEqualsFiosOwnReport(QStringLiteral("fio://127.0.0.1:%1").arg(m_port)); }
    void figuresEqualFiosOwnReportSocket() { runEqualsFiosOwnReport(QStringLiteral("fio://") + m_dir.filePath(QStringLiteral("fio.sock"))); }

    void stopEndsTheServersJobsAndKeepsFigures()
    {
        QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_fioserverrun")));
        QVERIFY(target.isValid());
        RunChoice c = quickChoice(target.path(), 60);
        c.engine = EngineKind::Psync; // its reads show in the job's rchar (io_uring's do not)
        auto plan = planOn(QStringLiteral("fio://127.0.0.1:%1").arg(m_port), c);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        RunSession session;
        const RunResult run = runToEnd(session, std::move(*plan), [&] {
            // The server's job has read 8 MiB of its file: then Stop.
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    for (qint64 pid : descendantsOf(m_tcp.processId()))
                        if (readBytesOf(pid) > (8 << 20))
                            return true;
                    return false;
                }(),
                120000);
            // The job's one file, under the name DriveBench gave it (no prefix of the server's).
            const QStringList during = entriesOf(target.path());
            QCOMPARE(during.size(), 1);
            QVERIFY2(QRegularExpression(QStringLiteral("^drivebench-[0-9a-f]{32}\\.tmp$")).match(during.front()).hasMatch(),
                     qPrintable(during.front()));
            session.cancel();
        });
        QVERIFY(!run.completed);
        QVERIFY2(run.errors.isEmpty(), qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QCOMPARE(run.tests.size(), std::size_t(1)); // the first test, to where it was stopped
        QVERIFY(run.tests.front().ios > 0);
        QVERIFY(run.tests.front().durationS < 60);
        // The server's jobs are over (its connection's processes gone) and took their file along.
        QTRY_VERIFY_WITH_TIMEOUT(descendantsOf(m_tcp.processId()).isEmpty(), 60000);
        QCOMPARE(entriesOf(target.path()), QStringList());
    }

    void targetNotADirectoryRefusedThere()
    {
        // fio's server refuses the job's directory= when it parses the job: nothing is made there.
        QTemporaryDir base;
        QVERIFY(base.isValid());
        QVERIFY(QFile(base.filePath(QStringLiteral("afile"))).open(QIODevice::WriteOnly));
        for (const QString &name : {QStringLiteral("missing"), QStringLiteral("afile")}) {
            const QString path = base.filePath(name);
            auto plan = planOn(QStringLiteral("fio://127.0.0.1:%1").arg(m_port), quickChoice(path));
            QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
            RunSession session;
            const RunResult run = runToEnd(session, std::move(*plan));
            QVERIFY(!run.completed);
            QVERIFY(run.tests.empty());
            const QString errors = lineTexts(run.errors).join(QLatin1Char('\n'));
            QVERIFY2(errors.contains(QStringLiteral("fio://127.0.0.1:%1: %2 is not a directory there, or does not exist").arg(m_port).arg(path)),
                     qPrintable(errors));
            QCOMPARE(entriesOf(base.path()), QStringList{QStringLiteral("afile")});
        }
    }

    void otherReleaseRefusedNamingBoth()
    {
        const int other = fioProtocolOf(m_fio) == 120 ? 97 : 120;
        FakeFioServer fake{std::uint16_t(other)};
        QVERIFY(fake.port() > 0);
        FioServerInfo info; // as if probed before the server was replaced
        info.fioVersion = m_fio;
        const HostSpec host = *parseHostSpec(QStringLiteral("fio://127.0.0.1:%1").arg(fake.port()));
        auto plan = planFioServerRun(quickChoice(m_dir.path()), host, info, false);
        QVERIFY(plan);
        FioServerRun run;
        QSignalSpy prepared(&run, &RunBackend::runPrepared);
        auto started = run.start(*plan);
        QVERIFY(!started);
        const QString text = QString::fromStdString(started.error().text());
        QVERIFY2(text.contains(QStringLiteral("the fio server is %1, protocol %2").arg(fioReleasesOf(other)).arg(other)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("this machine's fio is %1, protocol %2").arg(fioReleasesOf(fioProtocolOf(m_fio))).arg(fioProtocolOf(m_fio))),
                 qPrintable(text));
        QVERIFY(!run.isRunning());
        QCOMPARE(prepared.size(), 0);
        // It got the PROBE and nothing else: one frame, opcode 10, no job.
        QTRY_COMPARE(fake.connections(), 1);
        QTest::qWait(200);
        const QByteArray got = fake.received();
        QVERIFY(got.size() >= 24);
        QCOMPARE(quint8(got[2]), quint8(10));
        const quint32 pdu = quint8(got[16]) | quint8(got[17]) << 8 | quint8(got[18]) << 16 | quint32(quint8(got[19])) << 24;
        QCOMPARE(got.size(), qsizetype(24 + pdu));
    }

    void networkServerNeedsConfirmation();
    void cliRunsAFioServerAndAnSshHostAtOnce();

    void cleanupTestCase()
    {
        stop(m_tcp);
        stop(m_sock);
        m_sshd.stop();
    }
};

void TestFioServerRun::runEqualsFiosOwnReport(const QString &host)
{
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_fioserverrun")));
    QVERIFY(target.isValid());
    QVERIFY(QFile(target.filePath(QStringLiteral("mine.txt"))).open(QIODevice::WriteOnly));
    const QStringList before = entriesOf(target.path());
    // fio through a wrapper that keeps its client output aside (and passes Stop on as SIGINT).
    // One file per fio client the run starts (one per test), named by the wrapper's process id.
    QTemporaryDir captures;
    QVERIFY(captures.isValid());
    const QString wrapper = m_dir.filePath(QStringLiteral("fio-tee"));
    {
        QFile w(wrapper);
        QVERIFY(w.open(QIODevice::WriteOnly | QIODevice::Truncate));
        w.write(QStringLiteral("#!/bin/sh\nout='%1'/out.$$\nfio \"$@\" > \"$out\" & pid=$!\ntrap 'kill -INT $pid' INT\nrc=0\n"
                               "while kill -0 $pid 2>/dev/null; do wait $pid; rc=$?; done\ncat \"$out\"\nexit $rc\n")
                    .arg(captures.path()).toUtf8());
        w.close();
        QVERIFY(w.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    }
    auto plan = planOn(host, quickChoice(target.path()));
    QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
    qputenv("DRIVEBENCH_FIO", wrapper.toLocal8Bit());
    RunSession session;
    QSignalSpy started(&session, &RunSession::testStarted);
    QSignalSpy finishedTests(&session, &RunSession::testFinished);
    QSignalSpy prepared(&session, &RunSession::runPrepared);
    const RunResult run = runToEnd(session, std::move(*plan));
    qunsetenv("DRIVEBENCH_FIO");
    QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
    QCOMPARE(prepared.size(), 1);
    QCOMPARE(started.size(), 2);
    QCOMPARE(finishedTests.size(), 2);
    QVERIFY(run.remote);
    QCOMPARE(run.remote->name, parseHostSpec(host)->display());
    QCOMPARE(run.remote->transport, QStringLiteral("fio-server"));
    QCOMPARE(run.remote->fioVersion, m_fio);
    QCOMPARE(run.engine, QStringLiteral("fio"));
    QVERIFY(run.drive.isEmpty());
    QVERIFY(std::any_of(run.warnings.begin(), run.warnings.end(),
                        [](const RunWarning &w) { return w.code == QLatin1String("fio_server_final_only"); }));

    // fio's own final report per job: the entry of the largest job_runtime, read here directly
    // from what each client printed (the server's text lines first, then the JSON document).
    QJsonArray entries;
    int clients = 0;
    for (const QString &name : QDir(captures.path()).entryList(QDir::Files)) {
        QFile f(captures.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const qsizetype at = text.startsWith('{') ? 0 : text.indexOf("\n{") + 1;
        if (at <= 0 && !text.startsWith('{'))
            continue; // fio --version
        const QJsonObject doc = QJsonDocument::fromJson(text.mid(at)).object();
        QVERIFY2(!doc.isEmpty(), qPrintable(name));
        ++clients;
        const QJsonObject global = doc.value(QStringLiteral("global options")).toObject();
        const QString filename = global.value(QStringLiteral("filename")).toString();
        QCOMPARE(global.value(QStringLiteral("directory")).toString(), target.path());
        QVERIFY2(QRegularExpression(QStringLiteral("^drivebench-[0-9a-f]{32}\\.tmp$")).match(filename).hasMatch(), qPrintable(filename));
        QCOMPARE(global.value(QStringLiteral("unlink")).toString(), QStringLiteral("1"));
        QCOMPARE(global.value(QStringLiteral("unique_filename")).toString(), QStringLiteral("0"));
        for (const QJsonValue &v : doc.value(QStringLiteral("client_stats")).toArray())
            entries.append(v);
    }
    QCOMPARE(clients, 2); // one client per test
    QCOMPARE(run.tests.size(), std::size_t(2));
    const char *jobs[] = {"RND4K_Q1T1-read", "SEQ1M_Q8T1-read"};
    for (std::size_t i = 0; i < 2; ++i) {
        QJsonObject last;
        int reports = 0;
        for (const QJsonValue &v : entries) {
            const QJsonObject e = v.toObject();
            if (e.value(QStringLiteral("jobname")).toString() != QLatin1String(jobs[i]))
                continue;
            ++reports;
            if (e.value(QStringLiteral("job_runtime")).toDouble() > last.value(QStringLiteral("job_runtime")).toDouble())
                last = e;
        }
        QVERIFY2(reports >= 1, jobs[i]);
        const QJsonObject read = last.value(QStringLiteral("read")).toObject();
        const TestResult &t = run.tests[i];
        QCOMPARE(t.id, QString::fromLatin1(jobs[i]).section(QLatin1Char('-'), 0, 0));
        QCOMPARE(t.op, QStringLiteral("read"));
        QVERIFY(t.ios > 0);
        QCOMPARE(double(t.ios), read.value(QStringLiteral("total_ios")).toDouble());
        QCOMPARE(t.iops, read.value(QStringLiteral("iops")).toDouble());
        QCOMPARE(t.bandwidthBytesPerS, read.value(QStringLiteral("bw_bytes")).toDouble());
        QCOMPARE(t.latencyUs.mean, read.value(QStringLiteral("lat_ns")).toObject().value(QStringLiteral("mean")).toDouble() / 1000.0);
        QVERIFY(t.samples.empty()); // no live samples from a fio server
    }
    // The directory as it was: fio removed the job's file.
    QCOMPARE(entriesOf(target.path()), before);
}

void TestFioServerRun::networkServerNeedsConfirmation()
{
    // Only between two network namespaces of this test's own, joined by a veth pair: nothing
    // reaches any other address, this machine's own included.
    if (::geteuid() != 0)
        QSKIP("needs root to make network namespaces (ip netns add) for a non-loopback fio server");
    if (QStandardPaths::findExecutable(QStringLiteral("ip")).isEmpty())
        QSKIP("needs iproute2's ip (ip netns) for a non-loopback fio server");
    const QString tag = QString::number(::getpid());
    const QString srv = QStringLiteral("dbfs%1s").arg(tag), cli = QStringLiteral("dbfs%1c").arg(tag);
    const QString vs = QStringLiteral("dbv%1s").arg(tag), vc = QStringLiteral("dbv%1c").arg(tag);
    QString said;
    if (shell(QStringLiteral("ip netns add %1").arg(srv), &said) != 0)
        QSKIP(qPrintable(QStringLiteral("ip netns add is not available here: %1").arg(said.trimmed())));
    struct Cleanup
    {
        QString srv, cli;
        ~Cleanup()
        {
            shell(QStringLiteral("ip netns del %1").arg(srv));
            shell(QStringLiteral("ip netns del %1 2>/dev/null").arg(cli));
        }
    } cleanup{srv, cli};
    const QString setup = QStringLiteral(
        "set -e; ip netns add %2; ip link add %3 netns %1 type veth peer name %4 netns %2;"
        " ip netns exec %1 sysctl -qw net.ipv6.conf.all.disable_ipv6=1 || true;"
        " ip netns exec %2 sysctl -qw net.ipv6.conf.all.disable_ipv6=1 || true;"
        " ip -n %1 addr add 10.231.77.1/24 dev %3; ip -n %2 addr add 10.231.77.2/24 dev %4;"
        " ip -n %1 link set %3 up; ip -n %2 link set %4 up; ip -n %1 link set lo up; ip -n %2 link set lo up")
                              .arg(srv, cli, vs, vc);
    QVERIFY2(shell(setup, &said) == 0, qPrintable(said));
    QProcess server;
    server.setProcessChannelMode(QProcess::MergedChannels);
    server.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), srv, QStringLiteral("fio"),
                                        QStringLiteral("--server=ip:10.231.77.1,8765")});
    QVERIFY(server.waitForStarted(30000));
    auto stopServer = qScopeGuard([&] {
        server.terminate();
        if (!server.waitForFinished(10000))
            server.kill();
        server.waitForFinished(5000);
    });
    auto received = [&] {
        QString s;
        shell(QStringLiteral("ip -n %1 -s -j link show %2").arg(srv, vs), &s);
        const QJsonArray a = QJsonDocument::fromJson(s.toUtf8()).array();
        return a.isEmpty() ? -1.0 : a.at(0).toObject().value(QStringLiteral("stats64")).toObject().value(QStringLiteral("rx")).toObject().value(QStringLiteral("packets")).toDouble(-1);
    };

    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_fioserverrun")));
    QVERIFY(target.isValid());
    const QString db = m_dir.filePath(QStringLiteral("netns.sqlite"));
    const QStringList args{QStringLiteral("netns"), QStringLiteral("exec"), cli, QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                           QStringLiteral("run"), QStringLiteral("--host"), QStringLiteral("fio://10.231.77.1"),
                           QStringLiteral("--target"), target.path(), QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                           QStringLiteral("--op"), QStringLiteral("read"), QStringLiteral("--duration"), QStringLiteral("1"),
                           QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--passes"), QStringLiteral("1"),
                           QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--db"), db};
    const double before = received();
    QVERIFY(before >= 0);
    QProcess refused;
    refused.start(QStringLiteral("ip"), args);
    QVERIFY(refused.waitForFinished(120000));
    const QString refusal = QString::fromLocal8Bit(refused.readAllStandardError());
    QVERIFY2(refused.exitCode() != 0, qPrintable(refusal));
    QVERIFY2(refusal.contains(QStringLiteral("fio://10.231.77.1: fio's server has no authentication")), qPrintable(refusal));
    QVERIFY2(refusal.contains(QStringLiteral("--allow-fio-network")), qPrintable(refusal));
    QCOMPARE(received(), before); // not one packet reached the server's side
    QCOMPARE(entriesOf(target.path()), QStringList());

    // Confirmed, the same run goes through: the namespaces do carry a run (so the count above
    // was not silent for another reason).
    QProcess confirmed;
    confirmed.start(QStringLiteral("ip"), QStringList(args) << QStringLiteral("--allow-fio-network"));
    QVERIFY(confirmed.waitForFinished(180000));
    const QString out = QString::fromLocal8Bit(confirmed.readAllStandardError());
    QVERIFY2(confirmed.exitCode() == 0, qPrintable(out));
    QVERIFY(received() > before);
    QCOMPARE(entriesOf(target.path()), QStringList());
}

void TestFioServerRun::cliRunsAFioServerAndAnSshHostAtOnce()
{
    if (const QString why = m_sshd.start(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir target(testing::directIoTemplate(QStringLiteral("tst_fioserverrun")));
    QVERIFY(target.isValid());
    const QString db = m_dir.filePath(QStringLiteral("mixed.sqlite"));
    const QString json = m_dir.filePath(QStringLiteral("mixed.json"));
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DRIVEBENCH_SSH_COMMAND"), m_sshd.sshCommand());
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
              {QStringLiteral("run"), QStringLiteral("--host"), QStringLiteral("fio://127.0.0.1:%1").arg(m_port),
               QStringLiteral("--host"), QStringLiteral("loopback"), QStringLiteral("--target"), target.path(),
               QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"),
               QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--warmup"), QStringLiteral("0"),
               QStringLiteral("--passes"), QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("16M"),
               QStringLiteral("--db"), db, QStringLiteral("--json"), json});
    QVERIFY(cli.waitForFinished(300000));
    const QString said = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(cli.exitCode() == 0, qPrintable(said));
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray runs = QJsonDocument::fromJson(f.readAll()).array();
    QCOMPARE(runs.size(), 2);
    QStringList transports;
    for (const QJsonValue &r : runs) {
        const QJsonObject o = r.toObject();
        transports << o.value(QStringLiteral("remote")).toObject().value(QStringLiteral("transport")).toString();
        QVERIFY(o.value(QStringLiteral("completed")).toBool());
        QCOMPARE(o.value(QStringLiteral("tests")).toArray().size(), 1);
    }
    transports.sort();
    QCOMPARE(transports, (QStringList{QStringLiteral("fio-server"), QStringLiteral("ssh")}));
    QProcess history;
    history.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                  {QStringLiteral("history"), QStringLiteral("--db"), db, QStringLiteral("--json")});
    QVERIFY(history.waitForFinished(60000));
    QCOMPARE(history.exitCode(), 0);
    const QJsonDocument h = QJsonDocument::fromJson(history.readAllStandardOutput());
    const QJsonArray listed = h.isArray() ? h.array() : h.object().value(QStringLiteral("runs")).toArray();
    QCOMPARE(listed.size(), 2);
    QCOMPARE(entriesOf(target.path()), QStringList());
}

QTEST_GUILESS_MAIN(TestFioServerRun)
#include "tst_fioserverrun.moc"
