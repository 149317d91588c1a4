// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioserverrun.h"

#include <signal.h>

#include <algorithm>

#include <QFile>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRandomGenerator>

#include "core/results/resultimport.h"
#include "core/results/warningcodes.h"
#include "core/runner/fiojob.h"
#include "core/runner/runsession.h"
#include "core/runner/settingnames.h"

namespace drivebench {

namespace {

/// Seconds a cancelled run waits for fio to stop the server's jobs and print before the client is ended.
constexpr int kCancelGraceMs = 30000;

/// The fio job name of a test (fiojob.cpp writes "[ID-op]").
QString jobNameOf(const TestSpec &test)
{
    return test.id + QLatin1Char('-') + ioOpName(test.op);
}

} // namespace

QString localFioProgram()
{
    const QString set = qEnvironmentVariable("DRIVEBENCH_FIO");
    return set.isEmpty() ? QStringLiteral("fio") : set;
}

QString localFioVersion()
{
    QProcess p;
    p.start(localFioProgram(), {QStringLiteral("--version")});
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

QString fioClientArgument(const HostSpec &host)
{
    if (host.transport == HostTransport::FioSocket)
        return QStringLiteral("sock:") + host.socketPath;
    const QString port = QString::number(host.port ? host.port : 8765);
    if (host.name.contains(QLatin1Char(':')))
        return QStringLiteral("ip6:%1,%2").arg(host.name, port);
    return QStringLiteral("%1,%2").arg(host.name, port);
}

QString newFioServerTestFile(const QString &dir)
{
    const quint64 a = QRandomGenerator::system()->generate64(), b = QRandomGenerator::system()->generate64();
    QString base = dir;
    while (base.size() > 1 && base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QStringLiteral("%1%2drivebench-%3%4.tmp")
        .arg(base, base.endsWith(QLatin1Char('/')) ? QString() : QStringLiteral("/"))
        .arg(a, 16, 16, QLatin1Char('0'))
        .arg(b, 16, 16, QLatin1Char('0'));
}

QString fioServerJobText(const RunPlan &plan, int index, const QString &testFile)
{
    QString job = fioJobFile(plan.settings, {plan.tests.at(std::size_t(index))}, testFile, plan.target.sizeBytes, {});
    // The registered-buffer options need RLIMIT_MEMLOCK there, which the server may not have.
    job.replace(QStringLiteral("# fixedbufs needs RLIMIT_MEMLOCK >= iodepth x bs (ulimit -l; root has no limit):\n"
                               "# where fio fails with ENOMEM, drop the line (DriveBench then does without too).\n"),
                QString());
    job.replace(QStringLiteral("\nfixedbufs=1\nregisterfiles=1\n"), QStringLiteral("\n"));
    // The file by directory= and a bare name: fio refuses a directory= that is not an existing
    // directory when it parses the job, where a full filename= would make the missing
    // directories. ':' separates directories there, as files in filename=. unique_filename=0: a
    // server otherwise puts the client's address before the name ("127.0.0.1.drivebench-...").
    const qsizetype slash = testFile.lastIndexOf(QLatin1Char('/'));
    const QString dir = slash <= 0 ? QStringLiteral("/") : testFile.left(slash);
    auto escaped = [](QString text) { return text.replace(QLatin1Char(':'), QLatin1String("\\:")); };
    job.replace(QStringLiteral("\nfilename=") + escaped(testFile) + QLatin1Char('\n'),
                QStringLiteral("\ndirectory=%1\nfilename=%2\nunique_filename=0\n").arg(escaped(dir), testFile.mid(slash + 1)));
    // fio removes the file when the job ends, a stopped one included (docs/remote.md).
    job.replace(QStringLiteral("\n[global]\n"),
                QStringLiteral("\n[global]\n# DriveBench's own new file: fio removes it when the job ends.\nunlink=1\n"));
    return job;
}

FioServerRun::FioServerRun(QObject *parent) : RunBackend(parent)
{
    m_progressTimer.setInterval(1000);
    connect(&m_progressTimer, &QTimer::timeout, this, &FioServerRun::emitProgress);
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (m_fio)
            m_fio->kill();
    });
}

FioServerRun::~FioServerRun()
{
    if (m_fio && m_fio->state() != QProcess::NotRunning) {
        // SIGINT: the client stops the server's jobs (which remove their file) and exits.
        disconnect(m_fio.get(), nullptr, this, nullptr);
        if (m_fio->state() == QProcess::Starting)
            m_fio->waitForStarted(10000);
        if (const qint64 pid = m_fio->processId(); pid > 0)
            ::kill(pid_t(pid), SIGINT);
        if (!m_fio->waitForFinished(15000))
            m_fio->kill();
        m_fio->waitForFinished(2000);
    }
}

QString FioServerRun::hostName() const
{
    return m_plan.remote ? m_plan.remote->host.display() : QString();
}

Result<void> FioServerRun::start(const RunPlan &plan)
{
    if (m_running)
        return Error::make(std::errc::device_or_resource_busy, "a run is already in progress",
                           "wait for it to finish, or cancel it");
    if (!plan.remote || plan.remote->host.transport == HostTransport::Ssh)
        return Error::make(std::errc::invalid_argument, "this run is not planned on a fio server",
                           "plan it with planFioServerRun");
    if (plan.kind != TargetKind::Directory)
        return Error::make(std::errc::not_a_directory, "a run on a fio server writes in a directory only",
                           "plan it with planFioServerRun");
    m_plan = plan;
    const QString host = hostName();

    // The server's release against this machine's fio, before anything but the PROBE is sent.
    const QString local = localFioVersion();
    if (local.isEmpty())
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("%1: fio is not installed on this machine (%2): a fio server is reached "
                                          "through fio's own client").arg(host, localFioProgram()).toStdString(),
                           "install fio here (apt install fio), the same release as the server's");
    Result<FioServerInfo> info = probeFioServer(m_plan.remote->host, local, m_plan.remote->networkConfirmed);
    if (!info)
        return info.error();

    m_jobDir = std::make_unique<QTemporaryDir>(); // mkdtemp: 0700, this user's only
    if (!m_jobDir->isValid())
        return Error::make(std::errc::io_error,
                           QStringLiteral("cannot make a private temporary directory for the fio job: %1")
                               .arg(m_jobDir->errorString()).toStdString(),
                           "check that TMPDIR (or /tmp) is writable and not full");
    m_testFile = newFioServerTestFile(m_plan.target.path);
    m_engine = settingName(m_plan.settings.engine == EngineKind::Psync ? EngineKind::Psync : EngineKind::IoUring);
    m_errors.clear();
    m_tests.clear();
    m_allMeasured = true;
    m_fileMayRemain = false;
    m_cancelled = false;
    m_lastFraction = 0;
    m_plannedS = double(m_plan.tests.size())
                 * (m_plan.settings.warmupS + m_plan.settings.durationS * m_plan.settings.passes);
    m_header = runHeaderOf(m_plan);
    if (m_header.remote) {
        m_header.remote->fioVersion = info->fioVersion;
        m_header.remote->fioEngine = m_engine;
    }
    if (!info->hostname.isEmpty())
        m_header.host = info->hostname;
    m_header.warnings.push_back(
        {warningCodeName(WarningCode::FioServerFinalOnly), {}, {},
         QStringLiteral("%1 is a fio server: the figures are fio's final ones per test, without live per-thread "
                        "samples (fio's client holds back all its output until the run ends), and without the "
                        "drive's identity or the kernel (a fio server cannot read the host's /sys); run over SSH "
                        "(USER@HOST) for both")
             .arg(host)});
    m_result = RunResult();

    m_running = true;
    m_clock.start();
    Q_EMIT runPrepared(m_header);
    m_progressTimer.start();
    if (m_plan.tests.empty() || !startTest(0))
        QTimer::singleShot(0, this, &FioServerRun::finish);
    return {};
}

bool FioServerRun::startTest(int index)
{
    m_index = index;
    // A new name for each test: a name seen in the directory during one test (and removed by fio
    // after it) is never opened again, so nobody can put something of theirs under it.
    m_testFile = newFioServerTestFile(m_plan.target.path);
    const QString host = hostName();
    const QString jobPath = m_jobDir->filePath(QStringLiteral("test%1.fio").arg(index));
    QFile job(jobPath);
    if (!job.open(QIODevice::WriteOnly | QIODevice::NewOnly)
        || job.write(fioServerJobText(m_plan, index, m_testFile).toUtf8()) < 0 || !job.flush()) {
        m_errors << QStringLiteral("%1: cannot write the fio job to %2: %3; check that TMPDIR (or /tmp) is writable "
                                   "and not full").arg(host, jobPath, job.errorString());
        return false;
    }
    job.close();
    m_stdout.clear();
    m_stderr.clear();
    m_fio = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    m_fio->setProcessEnvironment(env);
    connect(m_fio.get(), &QProcess::readyReadStandardOutput, this, [this] { m_stdout += m_fio->readAllStandardOutput(); });
    connect(m_fio.get(), &QProcess::readyReadStandardError, this, [this] {
        if (m_stderr.size() < (1 << 20))
            m_stderr += m_fio->readAllStandardError();
        else
            m_fio->readAllStandardError();
    });
    connect(m_fio.get(), &QProcess::finished, this, &FioServerRun::onProcessDone);
    connect(m_fio.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onProcessDone();
    });
    Q_EMIT testStarted(index, m_plan.tests.at(std::size_t(index)));
    m_fio->start(localFioProgram(), {QStringLiteral("--output-format=json"), QStringLiteral("--status-interval=1"),
                                     QStringLiteral("--client=") + fioClientArgument(m_plan.remote->host), jobPath});
    return true;
}

void FioServerRun::cancel()
{
    if (!m_running || m_cancelled)
        return;
    m_cancelled = true;
    if (m_fio && m_fio->state() != QProcess::NotRunning) {
        if (m_fio->state() == QProcess::Starting)
            m_fio->waitForStarted(10000);
        // fio's client sends the server STOP: its job ends (removing its file) and it prints what it has.
        if (const qint64 pid = m_fio->processId(); pid > 0)
            ::kill(pid_t(pid), SIGINT);
        m_killTimer.start(kCancelGraceMs);
    }
}

void FioServerRun::emitProgress()
{
    const double elapsed = m_clock.elapsed() / 1000.0;
    const double fraction = std::clamp(m_plannedS > 0 ? elapsed / m_plannedS : 0.0, m_lastFraction, 0.99);
    m_lastFraction = fraction;
    Q_EMIT progress(fraction, std::max(0.0, m_plannedS - elapsed));
}

void FioServerRun::onProcessDone()
{
    if (!m_running || !m_fio || m_index < 0)
        return;
    m_killTimer.stop();
    m_stdout += m_fio->readAllStandardOutput();
    m_stderr += m_fio->readAllStandardError();
    const QString host = hostName();
    const TestSpec &spec = m_plan.tests.at(std::size_t(m_index));
    // What fio said: its messages on standard error, and the server's own lines ("<host> fio:
    // pid=..., err=2/..., error=...") before the JSON on standard output.
    QStringList said;
    const qsizetype json = m_stdout.indexOf("\n{");
    for (const QByteArray &line : (m_stderr + '\n' + (json < 0 ? m_stdout : m_stdout.left(json))).split('\n')) {
        const QString l = QString::fromLocal8Bit(line.trimmed());
        if (!l.isEmpty() && (l.contains(QLatin1String("fio:")) || l.contains(QLatin1String("error"), Qt::CaseInsensitive)
                             || l.startsWith(QLatin1String("client"))) && said.size() < 6)
            said << l;
    }
    const bool failedToStart = m_fio->error() == QProcess::FailedToStart;
    const bool clean = !failedToStart && m_fio->exitStatus() == QProcess::NormalExit && m_fio->exitCode() == 0;
    if (failedToStart)
        m_errors << QStringLiteral("%1: could not start fio here (%2): %3; install fio (apt install fio)")
                        .arg(host, localFioProgram(), m_fio->errorString());
    else if (!clean && !m_cancelled)
        m_errors << QStringLiteral("%1: fio's client ended with %2 in %3 %4%5")
                        .arg(host,
                             m_fio->exitStatus() == QProcess::NormalExit ? QStringLiteral("status %1").arg(m_fio->exitCode())
                                                                         : QStringLiteral("a crash"),
                             spec.id, ioOpName(spec.op),
                             said.isEmpty() ? QString() : QStringLiteral(": ") + said.join(QStringLiteral("; ")));

    std::vector<TestResult> fio;
    if (m_stdout.contains('{')) {
        Result<std::vector<RunResult>> runs = runsFromFioJson(m_stdout, host);
        if (runs && runs->size() == 1)
            fio = std::move(runs->front().tests);
        else if (runs && runs->size() > 1)
            m_errors << QStringLiteral("%1: fio's client reported %2 hosts, not one").arg(host).arg(runs->size());
        else if (!runs && !QString::fromStdString(runs.error().message).contains(QLatin1String("no job did any I/O")))
            m_errors << ResultLine::from(runs.error());
    }
    auto it = std::find_if(fio.begin(), fio.end(), [&](const TestResult &t) {
        return t.op == ioOpName(spec.op)
               && t.figures.fio && t.figures.fio->jobName == jobNameOf(spec);
    });
    if (it == fio.end() || it->ios == 0) {
        m_allMeasured = false;
        const bool notDirectory = said.join(QLatin1Char(' ')).contains(QLatin1String("failed parsing directory="));
        if (notDirectory && !m_cancelled)
            m_errors << QStringLiteral("%1: %2 is not a directory there, or does not exist (fio: %3); give an existing "
                                       "directory on %1 that the server's user may write to")
                            .arg(host, m_plan.target.path, said.join(QStringLiteral("; ")));
        else if (!m_cancelled && clean)
            m_errors << QStringLiteral("%1: fio reported no figures for %2 %3%4")
                            .arg(host, spec.id, ioOpName(spec.op),
                                 said.isEmpty() ? QString() : QStringLiteral(" (fio: %1)").arg(said.join(QStringLiteral("; "))));
    } else {
        TestResult t = *it;
        t.id = spec.id;
        t.label = spec.label;
        t.notes << QStringLiteral("measured by %1 on %2 (one pass of %3 s after a %4 s warm-up; fio's own final "
                                  "figures, no live samples: fio's client reports only at the end)")
                       .arg(m_header.remote ? m_header.remote->fioVersion : QStringLiteral("fio"), host)
                       .arg(m_plan.settings.durationS * m_plan.settings.passes)
                       .arg(m_plan.settings.warmupS);
        Q_EMIT testFinished(m_index, t);
        m_tests.push_back(std::move(t));
    }
    if (!clean && !failedToStart && !m_cancelled)
        m_fileMayRemain = true;
    m_fio.release()->deleteLater();
    if (clean && !m_cancelled && m_index + 1 < int(m_plan.tests.size())) {
        if (startTest(m_index + 1))
            return;
    } else if (m_index + 1 < int(m_plan.tests.size())) {
        m_allMeasured = false;
    }
    finish();
}

void FioServerRun::finish()
{
    if (!m_running)
        return;
    m_progressTimer.stop();
    m_killTimer.stop();
    const QString host = hostName();
    RunResult run = m_header;
    run.finishedAt = QDateTime::currentDateTimeUtc();
    run.tests = m_tests;
    if (m_fileMayRemain)
        m_errors << QStringLiteral("%1: if the server was stopped mid-run, DriveBench's test file %2 may be left "
                                   "there (fio removes it when its job ends, unlink=1); check, and remove that one "
                                   "file by hand").arg(host, m_testFile);
    run.errors = m_errors;
    run.completed = m_allMeasured && m_errors.isEmpty() && !m_cancelled && !m_plan.tests.empty();
    for (TestResult &t : run.tests)
        t.completed = t.completed && run.completed;
    m_result = run;
    m_jobDir.reset();
    m_index = -1;
    m_running = false;
    m_lastFraction = 1;
    Q_EMIT progress(1.0, 0.0);
    Q_EMIT finished(m_result);
}

} // namespace drivebench
