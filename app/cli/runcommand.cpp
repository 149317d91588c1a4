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
#include "app/cli/runoutput.h"
#include "app/cli/settingwords.h"
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
#include "app/cli/jsonstream.h"
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
    return writeRunFile(QStringLiteral("--fio-job"), jobPath, job.toUtf8(), err);
}

/// The run's progress on stderr: a bar on a terminal, one line per test otherwise.
void reportProgress(RunSession &runner, QObject *context, QTextStream &err, bool tty)
{
    auto current = std::make_shared<QString>();
    QObject::connect(&runner, &RunSession::preparing, context, [&err, tty](double f) {
        if (tty)
            err << QStringLiteral("\rcreating the test file %1 %").arg(int(f * 100), 3);
        err.flush();
    });
    QObject::connect(&runner, &RunSession::testStarted, context, [&err, tty, current](int, const TestSpec &spec) {
        *current = QStringLiteral("%1 %2").arg(spec.displayName(), ioOpName(spec.op));
        if (!tty)
            err << "running " << *current << '\n';
        err.flush();
    });
    QObject::connect(&runner, &RunSession::progress, context, [&err, tty, current](double f, double eta) {
        if (!tty)
            return;
        const int width = 30;
        const int filled = int(f * width);
        err << "\r[" << QString(filled, QLatin1Char('#')) << QString(width - filled, QLatin1Char('.'))
            << QStringLiteral("] %1 % ETA %2  %3").arg(int(f * 100), 3).arg(formatEta(eta), 6).arg(*current, -24);
        err.flush();
    });
    QObject::connect(&runner, &RunSession::testFinished, context, [&err, tty](int, const TestResult &t) {
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
        return usageError(cliText(parsed.error()));
    RunOptions options = std::move(*parsed);
    if (!options.hosts.isEmpty())
        return runOnHosts(options);
    if (!options.exportIologPath.isEmpty()) {
        if (auto written = exportGeneratedTrace(options.choice, options.exportIologPath); !written)
            return usageError(cliText(written.error()));
    }
    // The pre-flight (core, the window's too): the plan (the tests, the settings, the target and
    // the drive behind it), whether the test file fits, the warnings. A choice that cannot be
    // planned is a usage error; a target that is not there fails the run.
    Preflight pre = preflight(options.choice);
    if (!pre.plan) {
        if (pre.plan.error().code == std::errc::invalid_argument)
            return usageError(cliText(pre.plan.error()));
        err << "drivebench-cli: " << cliText(pre.plan.error()) << '\n';
        return kExitFailed;
    }
    if (!options.fioJobPath.isEmpty() && !writeFioJob(*pre.plan, options.fioJobPath, err))
        return kExitFailed;
    // A test file larger than the directory can take fails now, before anything is made.
    if (pre.shortfall) {
        err << "drivebench-cli: " << cliText(shortfallError(*pre.shortfall)) << '\n';
        return kExitFailed;
    }

    // --json-stream's output opened before anything is made in the target.
    std::unique_ptr<JsonStream> stream;
    if (!options.jsonStreamPath.isEmpty()) {
        Result<UniqueFd> fd = openJsonStreamOutput(options.jsonStreamPath);
        if (!fd)
            return usageError(cliText(fd.error()));
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
        err << "drivebench-cli: " << cliText(prepared.error()) << '\n';
        return kExitFailed;
    }
    if (!session.noCowDirectory().isEmpty())
        err << "drivebench-cli: testing in the no-CoW directory " << session.noCowDirectory() << " (removed after the run)\n";

    std::optional<CancelOnSignals> signalsCancel(std::in_place, &session, err, [&session] { session.cancel(); });
    const bool tty = ::isatty(STDERR_FILENO) == 1;
    const bool jsonToStdout = options.jsonPath == QLatin1String("-") || options.jsonStreamPath == QLatin1String("-");
    if (stream)
        stream->attach(session, session.plan().tests);
    QEventLoop loop;
    reportProgress(session, &loop, err, tty);
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
        return usageError(cliText(started.error()));
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
        && !writeRunFile(QStringLiteral("--json"), options.jsonPath, QJsonDocument(toJson(run)).toJson(QJsonDocument::Indented), err))
        return kExitFailed;
    QTextStream out(stdout);
    storeInLibrary(options, run, jsonToStdout ? err : out);
    if (!run.completed)
        return kExitFailed;
    return workloadFoundBadMedia(run) ? kExitBadMedia : kExitOk;
}

} // namespace drivebench::cli
