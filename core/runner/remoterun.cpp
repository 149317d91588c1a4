// SPDX-License-Identifier: GPL-3.0-or-later
#include "remoterun.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include "core/remote/sshcommand.h"
#include "core/results/resultimport.h"
#include "core/results/warningcodes.h"
#include "core/runner/fiojob.h"
#include "core/runner/runsession.h"
#include "core/runner/settingnames.h"

namespace drivebench {

namespace {

/// path as one word of a POSIX sh command: in single quotes, each ' written as '\''.
QByteArray shellQuoted(const QString &text)
{
    return "'" + text.toUtf8().replace("'", "'\\''") + "'";
}

/// The test file's name inside the run's own directory there.
constexpr char kTestFile[] = "drivebench.test";
/// Seconds a cancelled run waits for the host to stop fio and clean up before ssh is ended.
constexpr int kCancelGraceMs = 30000;

// The script (POSIX sh, dash and busybox alike). Wrapped in one function called on its last
// line so that the shell has read all of it before anything runs: what follows on standard
// input (nothing, then end of input) is the watcher's alone.
constexpr char kScript[] = R"SH(
drivebench_run() {
trap '' PIPE
say() { printf '@drivebench %s\n' "$*" >&2; }
fail() { say "error $*"; exit 3; }
command -v fio >/dev/null 2>&1 || fail fio-missing
say fio "$(fio --version 2>/dev/null)"
eng=io_uring
fio --enghelp 2>/dev/null | grep -qw io_uring || eng=libaio
case $(uname -r) in [0-4].*|5.[0-5]|5.[0-5][!0-9]*) eng=libaio ;; esac
if [ -r /proc/sys/kernel/io_uring_disabled ] && [ "$(cat /proc/sys/kernel/io_uring_disabled)" != 0 ]; then eng=libaio; fi
say engine "$eng"
boot=$(cat /proc/sys/kernel/random/boot_id 2>/dev/null)
if [ "$KIND" = dir ]; then
    [ -e "$T" ] || fail target-missing
    [ -d "$T" ] || fail not-directory
    cd -- "$T" 2>/dev/null || fail no-access
    [ -w . ] || fail not-writable
    # A leftover of an earlier run is removed only when proven ours: our owner record, naming
    # this very directory (device and inode), a script no longer running, nothing but our files.
    for d in .drivebench-remote.*; do
        [ -d "$d" ] && [ ! -L "$d" ] && [ -O "$d" ] || continue
        [ -f "$d/owner" ] && [ ! -L "$d/owner" ] || continue
        read -r tag tok oboot opid odevino < "$d/owner" || continue
        [ "$tag" = drivebench-remote-run ] || continue
        [ "$odevino" = "$(stat -c %d:%i "$d")" ] || continue
        if [ "$oboot" = "$boot" ] && kill -0 "$opid" 2>/dev/null; then continue; fi
        [ -z "$(ls -A "$d" | grep -v -x -e owner -e drivebench.test)" ] || continue
        if [ -e "$d/drivebench.test" ]; then
            [ -f "$d/drivebench.test" ] && [ ! -L "$d/drivebench.test" ] || continue
        fi
        rm -f -- "$d/drivebench.test" "$d/owner" && rmdir -- "$d" && say leftover-removed "$d"
    done
    avail=$(df -Pk . 2>/dev/null | awk 'NR==2 {print $4}')
    need=$(( (SIZE + 1048575) / 1024 ))
    case $avail in ''|*[!0-9]*) ;; *) [ "$avail" -ge "$need" ] || fail disk-full "$avail" "$need" ;; esac
    d=$(mktemp -d .drivebench-remote.XXXXXXXX 2>/dev/null) || fail mkdir
    say directory "$d"
    # Into the directory mktemp made (not a link put in its place since): ours, and empty.
    [ ! -L "$d" ] && cd -P -- "$d" 2>/dev/null || { rmdir -- "$d" 2>/dev/null; fail mkdir; }
    [ -O . ] && [ -z "$(ls -A .)" ] || { cd -P .. && rmdir -- "$d" 2>/dev/null; fail mkdir; }
    set -C
    printf 'drivebench-remote-run %s %s %s %s\n' "$TOKEN" "$boot" "$$" "$(stat -c %d:%i .)" > ./owner \
        || { cd -P .. && rmdir -- "$d" 2>/dev/null; fail mkdir; }
    set +C
    ro=
else
    [ -b "$T" ] || fail not-device
    [ -r "$T" ] || fail no-read
    ro=--readonly
fi
exec 3<&0
DRIVEBENCH_FIO_ENGINE=$eng DRIVEBENCH_FIO_FILE=$F fio --output-format=json+ --status-interval=1 $ro - <<'DRIVEBENCH_JOB_END' &
@JOB@
DRIVEBENCH_JOB_END
fpid=$!
say started "$fpid"
# fio, started in the background by a shell without job control, ignores SIGINT until it sets its
# own handler: the watcher repeats it each second until fio has gone.
( IFS= read -r _ <&3; while kill -INT "$fpid" 2>/dev/null; do sleep 1; done ) &
wpid=$!
wait "$fpid"
rc=$?
kill "$wpid" 2>/dev/null
say fio-exit "$rc"
if [ "$KIND" = dir ]; then
    rm -f -- drivebench.test owner
    cd -P .. && rmdir -- "$d" && say cleaned || say cleanup-failed "$d"
fi
exit 0
}
drivebench_run; exit $?
)SH";

} // namespace

QString remoteJobName(const TestSpec &test)
{
    return test.id + QLatin1Char('-') + ioOpName(test.op);
}

QByteArray remoteRunScript(const RunPlan &plan, const QString &token)
{
    const bool device = plan.kind == TargetKind::Device;
    // The job names its file through fio's own environment expansion, so that no path of the
    // host's reaches the job text: the file is ours in our own directory, or the chosen device.
    QString job = fioJobFile(plan.settings, plan.tests, QStringLiteral("${DRIVEBENCH_FIO_FILE}"),
                             plan.target.sizeBytes, {});
    job.replace(QStringLiteral("\nioengine=io_uring\n"), QStringLiteral("\nioengine=${DRIVEBENCH_FIO_ENGINE}\n"));
    // One entry per thread: the live samples are per thread.
    job.replace(QStringLiteral("\ngroup_reporting=1\n"), QStringLiteral("\n"));
    // The registered-buffer options need RLIMIT_MEMLOCK there, which a login may not have.
    job.replace(QStringLiteral("\nfixedbufs=1\nregisterfiles=1\n"), QStringLiteral("\n"));
    QByteArray head = "KIND=" + QByteArray(device ? "device" : "dir") + "\nT=" + shellQuoted(plan.target.path)
                      + "\nF=" + (device ? shellQuoted(plan.target.path) : QByteArray(kTestFile))
                      + "\nSIZE=" + QByteArray::number(quint64(plan.target.sizeBytes)) + "\nTOKEN=" + token.toLatin1() + '\n';
    // The job's lines end at the marker: none of them may be it (fio job text: sections,
    // options, comments; checked, not assumed).
    const QStringList lines = job.split(QLatin1Char('\n'));
    if (lines.contains(QStringLiteral("DRIVEBENCH_JOB_END")))
        return {};
    QByteArray body(kScript);
    // The job's own lines never start with the end marker (fio job text: sections, options, comments).
    body.replace("@JOB@", job.toUtf8().trimmed());
    return head + body;
}

RemoteRun::RemoteRun(QObject *parent) : RunBackend(parent)
{
    m_progressTimer.setInterval(1000);
    connect(&m_progressTimer, &QTimer::timeout, this, &RemoteRun::emitProgress);
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (m_ssh)
            m_ssh->kill();
    });
}

RemoteRun::~RemoteRun()
{
    if (m_ssh && m_ssh->state() != QProcess::NotRunning) {
        // End of input: the host stops fio and removes its files by itself.
        disconnect(m_ssh.get(), nullptr, this, nullptr);
        m_ssh->closeWriteChannel();
        if (!m_ssh->waitForFinished(5000))
            m_ssh->kill();
        m_ssh->waitForFinished(2000);
    }
}

QString RemoteRun::hostName() const
{
    return m_plan.remote ? m_plan.remote->host.display() : QString();
}

Result<void> RemoteRun::start(const RunPlan &plan)
{
    if (m_running)
        return Error::make(std::errc::device_or_resource_busy, "a run is already in progress",
                           "wait for it to finish, or cancel it");
    if (!plan.remote)
        return Error::make(std::errc::invalid_argument, "this run is not planned on another host",
                           "plan it with planRemoteRun");
    m_plan = plan;
    m_splitter = FioDocumentSplitter();
    m_stderrLine.clear();
    m_stderrText.clear();
    m_previous = {};
    m_current = m_finishedUpTo = -1;
    m_samples.assign(m_plan.tests.size(), {});
    m_done.assign(m_plan.tests.size(), {});
    m_errors.clear();
    m_fioEngine.clear();
    m_runDirectory.clear();
    m_fioExit = -1;
    m_fioStarted = m_cleaned = m_cancelled = false;
    m_threadsMeasuring.clear();
    m_lastFraction = 0;
    m_plannedS = double(m_plan.tests.size())
                 * (m_plan.settings.warmupS + m_plan.settings.durationS * m_plan.settings.passes);

    m_header = runHeaderOf(m_plan);
    m_result = RunResult();

    const quint64 a = QRandomGenerator::system()->generate64(), b = QRandomGenerator::system()->generate64();
    const QString token = QStringLiteral("%1%2").arg(a, 16, 16, QLatin1Char('0')).arg(b, 16, 16, QLatin1Char('0'));
    const SshInvocation inv = sshInvocation(m_plan.remote->host, QStringLiteral("env LC_ALL=C sh -s"),
                                            qEnvironmentVariable("DRIVEBENCH_SSH_COMMAND"));
    const QByteArray script = remoteRunScript(m_plan, token);
    if (script.isEmpty())
        return Error::make(std::errc::invalid_argument, "the fio job for this plan holds the script's end marker",
                           "report this as a bug; run the tests on this machine meanwhile");
    m_ssh = std::make_unique<QProcess>();
    connect(m_ssh.get(), &QProcess::readyReadStandardOutput, this, &RemoteRun::onStdout);
    connect(m_ssh.get(), &QProcess::readyReadStandardError, this, &RemoteRun::onStderr);
    connect(m_ssh.get(), &QProcess::finished, this, &RemoteRun::onProcessDone);
    connect(m_ssh.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onProcessDone();
    });
    m_running = true;
    m_clock.start();
    m_ssh->start(inv.program, inv.arguments);
    m_ssh->write(script);
    return {};
}

void RemoteRun::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_ssh) {
        m_ssh->closeWriteChannel(); // the host's watcher interrupts fio; fio writes its last figures
        m_killTimer.start(kCancelGraceMs);
    }
}

void RemoteRun::onStdout()
{
    for (const QByteArray &text : m_splitter.feed(m_ssh->readAllStandardOutput())) {
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        if (doc.isObject())
            onDocument(doc.object());
    }
}

void RemoteRun::onStderr()
{
    m_stderrLine += m_ssh->readAllStandardError();
    qsizetype nl;
    while ((nl = m_stderrLine.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_stderrLine.left(nl)).trimmed();
        m_stderrLine.remove(0, nl + 1);
        if (line.startsWith(QLatin1String("@drivebench ")))
            onNote(line.mid(12));
        else if (!line.isEmpty() && m_stderrText.size() < 200)
            m_stderrText << line;
    }
}

void RemoteRun::onNote(const QString &note)
{
    const QStringList words = note.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return;
    const QString &what = words.front();
    const QString host = hostName();
    const QString target = m_plan.target.path;
    const QString user = m_plan.remote->user.isEmpty() ? QStringLiteral("the SSH user") : m_plan.remote->user;
    if (what == QLatin1String("fio")) {
        if (m_header.remote)
            m_header.remote->fioVersion = note.mid(4).trimmed();
    } else if (what == QLatin1String("engine") && words.size() > 1) {
        m_fioEngine = words.at(1);
    } else if (what == QLatin1String("directory") && words.size() > 1) {
        m_runDirectory = words.at(1);
    } else if (what == QLatin1String("leftover-removed") && words.size() > 1) {
        m_header.warnings.push_back({warningCodeName(WarningCode::RemoteLeftoverRemoved), {}, {},
                                     QStringLiteral("%1: removed %2 in %3, left by an earlier DriveBench run that "
                                                    "was cut off (its owner record proved it ours)")
                                         .arg(host, words.at(1), target)});
    } else if (what == QLatin1String("started")) {
        if (m_fioStarted)
            return;
        m_fioStarted = true;
        RunResult header = m_header;
        if (header.remote)
            header.remote->fioEngine = m_fioEngine;
        m_header = header;
        Q_EMIT runPrepared(m_header);
        if (!m_plan.tests.empty()) {
            m_current = 0;
            Q_EMIT testStarted(0, m_plan.tests.front());
        }
        m_progressTimer.start();
    } else if (what == QLatin1String("fio-exit") && words.size() > 1) {
        m_fioExit = words.at(1).toInt();
    } else if (what == QLatin1String("cleaned")) {
        m_cleaned = true;
    } else if (what == QLatin1String("cleanup-failed")) {
        m_errors << QStringLiteral("%1: DriveBench's directory %2 in %3 could not be removed after the run; "
                                   "remove it there by hand (rm -r %3/%2) once you have checked it holds only "
                                   "owner and drivebench.test")
                        .arg(host, m_runDirectory, target);
    } else if (what == QLatin1String("error") && words.size() > 1) {
        const QString code = words.at(1);
        QString msg;
        if (code == QLatin1String("fio-missing"))
            msg = QStringLiteral("%1: fio is not installed there; install fio on %2 (apt install fio)")
                      .arg(host, m_plan.remote->host.name);
        else if (code == QLatin1String("target-missing"))
            msg = QStringLiteral("%1: %2 does not exist there; create it, or give an existing directory").arg(host, target);
        else if (code == QLatin1String("not-directory"))
            msg = QStringLiteral("%1: %2 is not a directory; give a directory there (DriveBench makes its own "
                                 "test file in it)").arg(host, target);
        else if (code == QLatin1String("no-access"))
            msg = QStringLiteral("%1: %2 cannot be entered by %3 (permission denied); give a directory %3 may use, "
                                 "such as its home").arg(host, target, user);
        else if (code == QLatin1String("not-writable"))
            msg = QStringLiteral("%1: %2 is not writable by %3; give a directory %3 may write to (its home, say), "
                                 "or make %2 writable for %3").arg(host, target, user);
        else if (code == QLatin1String("disk-full") && words.size() > 3)
            msg = QStringLiteral("%1: the file system of %2 has %3 MiB free and the test file needs %4 MiB; free "
                                 "space there, or give a smaller test size")
                      .arg(host, target)
                      .arg(words.at(2).toLongLong() / 1024)
                      .arg(words.at(3).toLongLong() / 1024);
        else if (code == QLatin1String("mkdir"))
            msg = QStringLiteral("%1: DriveBench could not make its own directory in %2 (mktemp -d failed); check "
                                 "that the file system there is not read-only or full").arg(host, target);
        else if (code == QLatin1String("not-device"))
            msg = QStringLiteral("%1: %2 is not a block device there; pick one of the drives it lists").arg(host, target);
        else if (code == QLatin1String("no-read"))
            msg = QStringLiteral("%1: %3 may not read %2; connect as a user of the disk group there, or as root "
                                 "(root@%4)").arg(host, target, user, m_plan.remote->host.name);
        else
            msg = QStringLiteral("%1: the run there stopped: %2").arg(host, note.mid(6));
        m_errors << msg;
    }
}

TestResult RemoteRun::testFrom(const QJsonObject &doc, int index) const
{
    const TestSpec &spec = m_plan.tests.at(std::size_t(index));
    const QString job = remoteJobName(spec);
    QJsonObject only = doc;
    QJsonArray jobs;
    for (const QJsonValue &v : doc.value(QStringLiteral("jobs")).toArray())
        if (v.toObject().value(QStringLiteral("jobname")).toString() == job)
            jobs.append(v);
    only.insert(QStringLiteral("jobs"), jobs);
    auto runs = runsFromFioJson(QJsonDocument(only).toJson(QJsonDocument::Compact), job);
    if (!runs || runs->empty())
        return {};
    for (TestResult &t : runs->front().tests) {
        if (t.op != ioOpName(spec.op))
            continue;
        t.id = spec.id;
        t.label = spec.label;
        t.samples = m_samples.at(std::size_t(index));
        t.notes << QStringLiteral("measured by %1 on %2 (one pass of %3 s after a %4 s warm-up; fio's own figures)")
                       .arg(m_header.remote ? m_header.remote->fioVersion : QStringLiteral("fio"), hostName())
                       .arg(m_plan.settings.durationS * m_plan.settings.passes)
                       .arg(m_plan.settings.warmupS);
        return t;
    }
    return {};
}

void RemoteRun::finishTest(int index, const QJsonObject &doc)
{
    if (index <= m_finishedUpTo)
        return;
    for (int i = m_finishedUpTo + 1; i <= index; ++i) {
        TestResult t = testFrom(doc, i);
        if (t.id.isEmpty()) {
            t.id = m_plan.tests.at(std::size_t(i)).id;
            t.op = ioOpName(m_plan.tests.at(std::size_t(i)).op);
        }
        m_done.at(std::size_t(i)) = t;
        Q_EMIT testFinished(i, t);
    }
    m_finishedUpTo = index;
}

void RemoteRun::onDocument(const QJsonObject &doc)
{
    if (!m_fioStarted) // its note comes on the other stream and may come later
        onNote(QStringLiteral("started"));
    // Which test runs: the last whose threads have completed I/O (fio runs them in order,
    // stonewalled; a job still waiting counts its runtime from fio's start, without I/O).
    int running = m_current;
    const auto samples = fioIntervalSamples(m_previous, doc);
    for (const QJsonValue &v : doc.value(QStringLiteral("jobs")).toArray()) {
        const QJsonObject e = v.toObject();
        const double ios = e.value(QStringLiteral("read")).toObject().value(QStringLiteral("total_ios")).toDouble()
                           + e.value(QStringLiteral("write")).toObject().value(QStringLiteral("total_ios")).toDouble();
        if (ios <= 0)
            continue;
        const QString job = e.value(QStringLiteral("jobname")).toString();
        for (std::size_t i = 0; i < m_plan.tests.size(); ++i)
            if (remoteJobName(m_plan.tests[i]) == job)
                running = std::max(running, int(i));
    }
    // Each test from the one running to the one now running gets its samples of this interval
    // (a test's last partial second included), then its end, then the next its start, in order.
    const int from = std::max(m_current, 0);
    for (int index = from; m_current >= 0 && index <= running; ++index) {
        if (index > m_current) {
            m_current = index;
            Q_EMIT testStarted(index, m_plan.tests.at(std::size_t(index)));
        }
        addSamples(index, samples);
        if (index < running)
            finishTest(index, doc);
    }
    m_previous = doc;
}

void RemoteRun::addSamples(int index, const std::vector<FioThreadSample> &samples)
{
    const QString job = remoteJobName(m_plan.tests.at(std::size_t(index)));
    QList<LiveSample> live;
    for (const FioThreadSample &s : samples) {
        if (s.job != job || s.intervalS <= 0)
            continue;
        // Before a thread's first I/O (its warm-up, whose figures fio drops) a sample says
        // nothing; from then on an interval without I/O is a stall worth showing.
        const auto key = std::make_pair(index, s.clone);
        if (s.readIos + s.writeIos == 0 && !m_threadsMeasuring.contains(key))
            continue;
        m_threadsMeasuring.insert(key);
        LiveSample l;
        l.timeS = s.runtimeS;
        l.thread = s.clone;
        l.bytes = s.readBytes + s.writeBytes;
        l.ios = s.readIos + s.writeIos;
        l.latencyMeanUs = s.latencyMeanUs;
        l.latencyMaxUs = s.latencyMaxUs;
        live.append(l);
        m_samples.at(std::size_t(index)).push_back(l);
    }
    if (!live.isEmpty())
        Q_EMIT samplesReady(live);
}

void RemoteRun::emitProgress()
{
    const double elapsed = m_clock.elapsed() / 1000.0;
    const double fraction = std::clamp(m_plannedS > 0 ? elapsed / m_plannedS : 0.0, m_lastFraction, 0.99);
    m_lastFraction = fraction;
    Q_EMIT progress(fraction, std::max(0.0, m_plannedS - elapsed));
}

void RemoteRun::onProcessDone()
{
    if (!m_running)
        return;
    m_progressTimer.stop();
    m_killTimer.stop();
    onStdout();
    onStderr();
    if (!m_stderrLine.isEmpty()) {
        m_stderrLine += '\n';
        onStderr();
    }
    const QString host = hostName();
    const bool sshFailed = m_ssh->exitStatus() != QProcess::NormalExit || m_ssh->exitCode() == 255
                           || m_ssh->error() == QProcess::FailedToStart;
    bool connectionLost = false;
    if (m_ssh->error() == QProcess::FailedToStart) {
        m_errors << QStringLiteral("%1: could not start ssh: %2; install openssh-client").arg(host, m_ssh->errorString());
    } else if (sshFailed && !m_cancelled) {
        const QByteArray said = m_stderrText.join(QLatin1Char('\n')).toLocal8Bit();
        if (!m_fioStarted) {
            m_errors << ResultLine::from(sshFailure(m_plan.remote->host, said));
        } else if (m_fioExit < 0) {
            connectionLost = true;
            m_errors << QStringLiteral("%1: the connection was lost mid-run (%2); the figures up to then are kept. "
                                       "The host stops fio and removes DriveBench's file when it notices; a run "
                                       "cut off there is cleaned up by the next run in %3")
                            .arg(host, m_stderrText.isEmpty() ? QStringLiteral("ssh ended") : m_stderrText.last(),
                                 m_plan.target.path);
        }
    }
    const QString lastSaid = m_stderrText.isEmpty() ? QStringLiteral("it printed nothing") : m_stderrText.last();
    if (!sshFailed && !m_fioStarted && m_errors.isEmpty() && !m_cancelled)
        m_errors << QStringLiteral("%1: the run there ended before fio started (exit status %2: %3); check that "
                                   "the host runs commands over SSH with a POSIX /bin/sh (ssh %4 true)")
                        .arg(host)
                        .arg(m_ssh->exitCode())
                        .arg(lastSaid, m_plan.remote->host.name);
    if (m_fioStarted && m_fioExit > 0 && !m_cancelled) {
        QStringList said;
        for (const QString &l : m_stderrText)
            if (l.startsWith(QLatin1String("fio")) || l.contains(QLatin1String("error"), Qt::CaseInsensitive))
                said << l;
        const QString all = said.join(QLatin1Char(' '));
        QString fix = QStringLiteral("run the same job there by hand to see more (DriveBench's fio job export writes one)");
        if (all.contains(QLatin1String("O_DIRECT")) || all.contains(QLatin1String("direct=1")))
            fix = QStringLiteral("the file system of %1 there does not take direct I/O (tmpfs before Linux 6.6, some "
                                 "FUSE file systems): give a directory on a disk file system, or run with the page "
                                 "cache (buffered I/O)").arg(m_plan.target.path);
        else if (all.contains(QLatin1String("No space left")))
            fix = QStringLiteral("the file system of %1 there is full: free space, or give a smaller test size")
                      .arg(m_plan.target.path);
        m_errors << QStringLiteral("%1: fio ended with status %2%3; %4")
                        .arg(host)
                        .arg(m_fioExit)
                        .arg(said.isEmpty() ? QString() : QStringLiteral(": ") + said.mid(0, 4).join(QStringLiteral("; ")), fix);
    }
    // fio ran in a directory of ours and the script did not say it removed it (cut off, or killed
    // after a Stop that did not end in time): the result says where it is.
    if (m_fioStarted && m_plan.kind != TargetKind::Device && !m_cleaned && !connectionLost)
        m_errors << QStringLiteral("%1: DriveBench's directory %2 in %3 was not reported removed; the next run "
                                   "there removes it once it proves it DriveBench's own, or remove it by hand "
                                   "(it holds only owner and drivebench.test)")
                        .arg(host, m_runDirectory.isEmpty() ? QStringLiteral(".drivebench-remote.*") : m_runDirectory,
                             m_plan.target.path);

    RunResult run = m_header;
    run.finishedAt = QDateTime::currentDateTimeUtc();
    if (run.remote)
        run.remote->fioEngine = m_fioEngine;
    // Every test with figures: fio's final document holds them all; the tests it never reached
    // are left out, as a cancelled local run leaves them.
    std::vector<int> indexOf;
    bool all = true;
    for (std::size_t i = 0; i < m_plan.tests.size(); ++i) {
        TestResult t = m_previous.isEmpty() ? TestResult() : testFrom(m_previous, int(i));
        if (t.id.isEmpty() || t.ios == 0) {
            all = false;
            continue;
        }
        run.tests.push_back(std::move(t));
        indexOf.push_back(int(i));
    }
    if (!all && m_fioExit == 0 && !m_cancelled && m_errors.isEmpty())
        m_errors << QStringLiteral("%1: fio reported no figures for some of the tests (%2 of %3 came back); "
                                   "run the same job there by hand (DriveBench's fio job export writes it) to see why")
                        .arg(host)
                        .arg(run.tests.size())
                        .arg(m_plan.tests.size());
    run.errors = m_errors;
    run.completed = all && m_errors.isEmpty() && !m_cancelled && m_fioExit == 0;
    const bool fioFinished = m_fioExit == 0 && !m_cancelled;
    for (std::size_t k = 0; k < run.tests.size(); ++k) {
        // A test fio had finished before the run ended (a later one had started) is whole; the
        // one running when it ended is whole only when the run is.
        TestResult &t = run.tests[k];
        t.completed = t.completed && (fioFinished || indexOf[k] < m_current);
        if (indexOf[k] > m_finishedUpTo)
            Q_EMIT testFinished(indexOf[k], t);
    }
    // The test that was running and has no figures (stopped in its warm-up) still ends.
    if (m_current > m_finishedUpTo && std::find(indexOf.begin(), indexOf.end(), m_current) == indexOf.end()) {
        TestResult t;
        t.id = m_plan.tests.at(std::size_t(m_current)).id;
        t.op = ioOpName(m_plan.tests.at(std::size_t(m_current)).op);
        Q_EMIT testFinished(m_current, t);
    }
    m_finishedUpTo = int(m_plan.tests.size()) - 1;
    m_result = run;
    m_running = false;
    m_lastFraction = 1;
    Q_EMIT progress(1.0, 0.0);
    Q_EMIT finished(m_result);
}

} // namespace drivebench
