// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli run: runs tests through the same Runner as the GUI, prints a progress bar on
// stderr (a terminal) or one line per test (a pipe), a table on stdout, and the JSON result.

#include <signal.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>

#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/runoptions.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "core/results/runcost.h"
#include "core/results/testreading.h"
#include "core/results/testremarks.h"
#include "app/cli/workloadcli.h"
#include "core/runner/fiojob.h"
#include "core/runner/preflight.h"
#include "core/runner/runchecks.h"
#include "core/runner/jsonstream.h"
#include "core/util/outputfile.h"
#include "core/runner/runner.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"
#include "core/util/uniquefd.h"

namespace drivebench::cli {

namespace {

QString formatEta(double s)
{
    if (s < 0)
        return QStringLiteral("?"); // not known yet (a trace before its first I/Os)
    const int total = int(std::ceil(std::max(0.0, s)));
    return total >= 60 ? QStringLiteral("%1m%2s").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'))
                       : QStringLiteral("%1s").arg(total);
}

QString tableText(const RunResult &run)
{
    QString text;
    QTextStream out(&text);
    out << QStringLiteral("DriveBench %1 on %2 (%3%4), engine %5%6\n")
               .arg(run.toolVersion, run.target.path, run.target.kind,
                    run.target.filesystem.isEmpty() ? QString() : QStringLiteral(", ") + run.target.filesystem,
                    run.engine, run.cached ? QStringLiteral(", BUFFERED: figures include the page cache") : QString());
    int idWidth = 15; // the columns line up, however long the ids (RANDOM_ACCESS_T16)
    for (const TestResult &t : run.tests)
        idWidth = std::max(idWidth, int(t.id.size()));
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("test"), -idWidth).arg(QStringLiteral("op"), -5)
               .arg(QStringLiteral("MB/s"), 10).arg(QStringLiteral("IOPS"), 11)
               .arg(QStringLiteral("mean us"), 10).arg(QStringLiteral("p99 us"), 10)
               .arg(QStringLiteral("max us"), 10).arg(QStringLiteral("passes"), 8)
               .arg(QStringLiteral("headline"), 16);
    for (const TestResult &t : run.tests) {
        // The headline in the test's own unit (core/results/testreading.h): seek stroke in
        // ms/op, access time in ms, small files in files/s, transfers in MB/s.
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9%10\n")
                   .arg(t.id, -idWidth).arg(t.op, -5)
                   .arg(t.bandwidthBytesPerS / 1e6, 10, 'f', 2)
                   .arg(t.iops, 11, 'f', 1)
                   .arg(t.latencyUs.mean, 10, 'f', 1)
                   .arg(t.latencyUs.p99, 10, 'f', 1)
                   .arg(t.latencyUs.max, 10, 'f', 1)
                   .arg(QStringLiteral("%1 %2").arg(t.passes).arg(t.aggregation), 8)
                   .arg(formatReading(t), 16)
                   .arg((t.skipped ? QStringLiteral("  (skipped)")
                         : t.completed ? QString() : QStringLiteral("  (partial)"))
                        + (warningMark(run, t).isEmpty() ? QString() : QStringLiteral("  ") + warningMark(run, t))
                        + (t.steady ? QStringLiteral("  [%1]").arg(steadyNote(t)) : QString()));
    }
    const QString aggregation = run.tests.empty() ? QStringLiteral("best") : run.tests.front().aggregation;
    out << "MB/s = 10^6 bytes per second; headline per test = "
        << (aggregation == QLatin1String("window")
                ? QStringLiteral("mean of the last 5 rounds (the steady-state window)")
                : aggregation + QStringLiteral(" of the measured passes"))
        << "; latency over all measured passes.\n";
    // Until steady: each test's rounds and the criterion's figures (docs/workloads.md).
    for (const TestResult &t : run.tests) {
        if (t.steady)
            out << QStringLiteral("steady  %1 %2: %3\n").arg(t.id, t.op, steadyDetail(t));
    }
    // How evenly the workers of multi-thread tests shared the I/O (elbencho's figures).
    for (const TestResult &t : run.tests) {
        if (t.fairness)
            out << QStringLiteral("threads %1 %2: %3\n").arg(t.id, t.op, fairnessText(t));
    }
    return text;
}

/// What the run cost the drive (core/results/runcost.h), after the table; why it is unknown when
/// the drive was there.
QString runCostText(const RunResult &run)
{
    const std::optional<RunCost> cost = runCostOf(run);
    return cost ? QStringLiteral("cost to the drive: %1\n").arg(runCostRemark(*cost)) : QString();
}

bool writeFile(const QString &option, const QString &path, const QByteArray &bytes, QTextStream &err)
{
    if (path == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly))
            return false;
        out.write(bytes);
        return true;
    }
    // Never a device or a special file; an existing file is replaced whole (outputfile.h).
    if (auto written = writeOutputFile(option, path, bytes); !written) {
        err << "drivebench-cli: " << QString::fromStdString(written.error().text()) << '\n';
        return false;
    }
    return true;
}

/// Keeps a finished or partial run in the results library and says under which id. A library
/// that cannot be written costs a warning, not the run: its figures are already printed.
void storeInLibrary(const RunOptions &options, const RunResult &run, QTextStream &out)
{
    if (!options.store || run.tests.empty())
        return;
    const QString path = options.dbPath.isEmpty() ? defaultLibraryPath() : options.dbPath;
    auto lib = ResultLibrary::open(path);
    Result<qint64> id = lib ? (*lib)->store(run) : Result<qint64>(lib.error());
    if (!id) {
        QTextStream(stderr) << "drivebench-cli: warning: the run was not kept in the results library: "
                            << QString::fromStdString(id.error().text()) << '\n';
        return;
    }
    out << "Kept as run " << *id << " in " << (*lib)->path() << " (drivebench-cli show " << *id << ")\n";
    out.flush();
}

/// --fio-job: the plan as an equivalent fio job file. A device is the file fio opens; a
/// directory gets a test file of fio's own; the CPUs are those the runner's workers take.
bool writeFioJob(const RunPlan &plan, const QString &jobPath, QTextStream &err)
{
    struct stat st{};
    const QString &path = plan.settings.target.path;
    const bool statOk = ::stat(QFile::encodeName(path).constData(), &st) == 0;
    const QString file = plan.kind == TargetKind::Device ? path : path + QStringLiteral("/drivebench-fio.tmp");
    const std::vector<int> cpus = planCpus(plan.settings.affinity, statOk ? &st : nullptr).order;
    const QString job = fioJobFile(plan.settings, plan.tests, file, plan.settings.target.fileSizeBytes, cpus);
    return writeFile(QStringLiteral("--fio-job"), jobPath, job.toUtf8(), err);
}

/// Ctrl-C and SIGTERM cancel the run cleanly (the test file is removed): blocked in every thread
/// while this lives (workers inherit the mask) and read from a signalfd in the event loop.
class CancelOnSignals
{
public:
    CancelOnSignals(RunSession &session, QTextStream &err)
    {
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &mask, &m_oldMask);
        m_fd = UniqueFd(::signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK));
        if (!m_fd)
            return;
        m_notifier = std::make_unique<QSocketNotifier>(m_fd.get(), QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, &session, [this, &session, &err]() {
            signalfd_siginfo info{};
            while (::read(m_fd.get(), &info, sizeof info) == ssize_t(sizeof info)) {
            }
            if (++m_count == 1)
                err << "\ndrivebench-cli: cancelling (waiting for the I/O in flight)...\n";
            err.flush();
            session.cancel();
        });
    }
    ~CancelOnSignals()
    {
        m_notifier.reset();
        pthread_sigmask(SIG_SETMASK, &m_oldMask, nullptr);
    }
    CancelOnSignals(const CancelOnSignals &) = delete;
    CancelOnSignals &operator=(const CancelOnSignals &) = delete;

private:
    sigset_t m_oldMask{};
    UniqueFd m_fd;
    std::unique_ptr<QSocketNotifier> m_notifier;
    int m_count = 0;
};

/// The run's progress on stderr: a bar on a terminal, one line per test otherwise.
void reportProgress(Runner &runner, QObject *context, QTextStream &err, bool tty)
{
    auto current = std::make_shared<QString>();
    QObject::connect(&runner, &Runner::preparing, context, [&err, tty](double f) {
        if (tty)
            err << QStringLiteral("\rcreating the test file %1 %").arg(int(f * 100), 3);
        err.flush();
    });
    QObject::connect(&runner, &Runner::testStarted, context, [&err, tty, current](int, const TestSpec &spec) {
        *current = QStringLiteral("%1 %2").arg(spec.displayName(), ioOpName(spec.op));
        if (!tty)
            err << "running " << *current << '\n';
        err.flush();
    });
    QObject::connect(&runner, &Runner::progress, context, [&err, tty, current](double f, double eta) {
        if (!tty)
            return;
        const int width = 30;
        const int filled = int(f * width);
        err << "\r[" << QString(filled, QLatin1Char('#')) << QString(width - filled, QLatin1Char('.'))
            << QStringLiteral("] %1 % ETA %2  %3").arg(int(f * 100), 3).arg(formatEta(eta), 6).arg(*current, -24);
        err.flush();
    });
    QObject::connect(&runner, &Runner::testFinished, context, [&err, tty](int, const TestResult &t) {
        if (!tty)
            err << (readingOf(t) == Reading::Transfer
                        ? QStringLiteral("done %1 %2: %3 MB/s, %4 IOPS\n").arg(t.id, t.op)
                              .arg(t.bandwidthBytesPerS / 1e6, 0, 'f', 2).arg(t.iops, 0, 'f', 0)
                        : QStringLiteral("done %1 %2: %3 (%4 MB/s, %5 IOPS)\n").arg(t.id, t.op, formatReading(t))
                              .arg(t.bandwidthBytesPerS / 1e6, 0, 'f', 2).arg(t.iops, 0, 'f', 0));
        if (!tty && t.steady)
            err << "  " << steadyNote(t) << '\n';
        err.flush();
    });
}

void printWarning(QTextStream &err, const RunWarning &w)
{
    err << "drivebench-cli: warning: " << w.code << ": " << w.message << '\n';
}

/// After the run: the table and the workload lines (on stderr when stdout carries JSON), the
/// errors, the per-test warnings and notes.
void printResult(const RunResult &run, bool jsonToStdout, QTextStream &err)
{
    const QString table = tableText(run) + workloadSummaryText(run) + runCostText(run);
    if (jsonToStdout)
        err << table;
    else
        QTextStream(stdout) << table;
    for (const QString &e : run.errors)
        err << "drivebench-cli: " << e << '\n';
    for (const RunWarning &w : run.warnings)
        if (!w.test.isEmpty())
            printWarning(err, w);
    for (const TestResult &t : run.tests) {
        for (const QString &n : t.notes)
            err << "note: " << t.id << ": " << n << '\n';
    }
    err.flush();
}

} // namespace

int runCommand(const QStringList &arguments)
{
    QTextStream err(stderr);
    QString help;
    Result<RunOptions> parsed = parseRunOptions(arguments, &help);
    if (!help.isEmpty()) {
        QTextStream(stdout) << help;
        return kExitOk;
    }
    if (!parsed)
        return usageError(QString::fromStdString(parsed.error().text()));
    RunOptions options = std::move(*parsed);
    if (!options.exportIologPath.isEmpty()) {
        if (auto written = exportGeneratedTrace(options.choice, options.exportIologPath); !written)
            return usageError(QString::fromStdString(written.error().text()));
    }
    // The pre-flight (core, the window's too): the plan (the tests, the settings, the target and
    // the drive behind it), whether the test file fits, the warnings. A choice that cannot be
    // planned is a usage error; a target that is not there fails the run.
    Preflight pre = preflight(options.choice);
    if (!pre.plan) {
        if (pre.plan.error().code == std::errc::invalid_argument)
            return usageError(QString::fromStdString(pre.plan.error().text()));
        err << "drivebench-cli: " << QString::fromStdString(pre.plan.error().text()) << '\n';
        return kExitFailed;
    }
    if (!options.fioJobPath.isEmpty() && !writeFioJob(*pre.plan, options.fioJobPath, err))
        return kExitFailed;
    // A test file larger than the directory can take fails now, before anything is made.
    if (pre.shortfall) {
        err << "drivebench-cli: " << QString::fromStdString(shortfallError(*pre.shortfall).text()) << '\n';
        return kExitFailed;
    }

    // --json-stream's output opened before anything is made in the target.
    std::unique_ptr<JsonStream> stream;
    if (!options.jsonStreamPath.isEmpty()) {
        Result<UniqueFd> fd = openJsonStreamOutput(options.jsonStreamPath);
        if (!fd)
            return usageError(QString::fromStdString(fd.error().text()));
        ::signal(SIGPIPE, SIG_IGN); // a reader that goes away ends the stream, not the run
        stream = std::make_unique<JsonStream>(std::move(*fd));
    }
    // The run session (core): with --nocow (the btrfs_cow warning's offer taken) a new no-CoW
    // directory inside the target, removed after the run only when empty.
    RunSession session;
    if (auto prepared = session.prepare(std::move(*pre.plan), std::move(pre.warnings), options.noCow); !prepared) {
        if (prepared.error().code == std::errc::not_a_directory)
            return usageError(QStringLiteral("--nocow makes a no-CoW directory inside a directory target; %1 is not a directory")
                                  .arg(session.plan().settings.target.path));
        err << "drivebench-cli: " << QString::fromStdString(prepared.error().text()) << '\n';
        return kExitFailed;
    }
    if (!session.noCowDirectory().isEmpty())
        err << "drivebench-cli: testing in the no-CoW directory " << session.noCowDirectory() << " (removed after the run)\n";

    std::optional<CancelOnSignals> signalsCancel(std::in_place, session, err);
    const bool tty = ::isatty(STDERR_FILENO) == 1;
    const bool jsonToStdout = options.jsonPath == QLatin1String("-") || options.jsonStreamPath == QLatin1String("-");
    if (stream)
        stream->attach(session.runner(), session.plan().tests);
    QEventLoop loop;
    reportProgress(session.runner(), &loop, err, tty);
    QObject::connect(&session, &RunSession::finished, &loop, [&]() { loop.quit(); });
    // The pre-flight warnings before any I/O (the runner keeps the same ones in the result).
    for (const RunWarning &w : session.warnings())
        printWarning(err, w);
    err.flush();
    const auto sayCleanup = [&]() {
        if (!session.cleanupError().isEmpty())
            err << "drivebench-cli: warning: " << session.cleanupError() << '\n';
    };
    if (auto started = session.start(); !started) {
        sayCleanup();
        return usageError(QString::fromStdString(started.error().text()));
    }
    loop.exec();
    signalsCancel.reset();
    if (tty)
        err << '\n';
    sayCleanup(); // the no-CoW directory is removed once the runner has finished

    const RunResult &run = session.result(); // annotated in core: AS SSD score, sweep curve, ...
    if (stream) {
        stream->finish(run);
        if (!stream->failure().isEmpty())
            err << "drivebench-cli: warning: " << stream->failure() << " (the run went on; its result is below)\n";
    }
    printResult(run, jsonToStdout, err);
    if (!options.jsonPath.isEmpty()
        && !writeFile(QStringLiteral("--json"), options.jsonPath, QJsonDocument(toJson(run)).toJson(QJsonDocument::Indented), err))
        return kExitFailed;
    QTextStream out(stdout);
    storeInLibrary(options, run, jsonToStdout ? err : out);
    if (!run.completed)
        return kExitFailed;
    return workloadFoundBadMedia(run) ? kExitBadMedia : kExitOk;
}

} // namespace drivebench::cli
