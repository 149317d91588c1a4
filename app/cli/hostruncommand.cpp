// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli run --host HOST [--host HOST ...]: the run on other hosts, every host at once
// (docs/remote.md). Each host gets its own run session on a remote backend (fio there over SSH,
// or this machine's fio as the client of a fio:// server); a host that cannot be reached, has no
// fio or refuses the target is said and left out, and the others carry on. Each host's result
// is a normal result: printed, kept in the library, written by --json (one host: the run;
// several: an array of runs), streamed by --json-stream with "host" in every event.

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>

#include <future>
#include <memory>
#include <vector>

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/runoutput.h"
#include "app/cli/settingwords.h"
#include "core/remote/fioserver.h"
#include "core/remote/hostprobe.h"
#include "core/remote/hostspec.h"
#include "core/results/resultjson.h"
#include "core/results/testreading.h"
#include "core/runner/fioserverrun.h"
#include "app/cli/jsonstream.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"

namespace drivebench::cli {

namespace {

struct HostRun
{
    HostSpec host;
    std::unique_ptr<RunSession> session;
    std::unique_ptr<JsonStream> stream;
    bool done = false;
};

/// One line per test and host on stderr: "nas: running Seq read", "nas: done ...".
void reportHostProgress(RunSession &session, const QString &host, QObject *context, QTextStream &err)
{
    QObject::connect(&session, &RunSession::testStarted, context, [&err, host](int, const TestSpec &spec) {
        err << host << ": running " << spec.displayName() << ' ' << ioOpName(spec.op) << '\n';
        err.flush();
    });
    QObject::connect(&session, &RunSession::testFinished, context, [&err, host](int, const TestResult &t) {
        err << host
            << QStringLiteral(": done %1 %2: %3 MB/s, %4 IOPS\n").arg(t.id, t.op)
                   .arg(t.bandwidthBytesPerS / 1e6, 0, 'f', 2).arg(t.iops, 0, 'f', 0);
        err.flush();
    });
}

} // namespace

int runOnHosts(const RunOptions &options)
{
    QTextStream err(stderr);
    if (!options.exportIologPath.isEmpty() || !options.fioJobPath.isEmpty())
        return usageError(QStringLiteral("--export-iolog and --fio-job describe a run on this machine; with --host, "
                                         "the job fio runs there is written by DriveBench itself"));
    std::vector<HostRun> runs;
    for (const QString &given : options.hosts) {
        Result<HostSpec> spec = parseHostSpec(given);
        if (!spec)
            return usageError(cliText(spec.error()));
        for (const HostRun &r : runs)
            if (r.host.display() == spec->display())
                return usageError(QStringLiteral("--host %1 is given twice").arg(given));
        runs.push_back({*spec, nullptr, nullptr});
    }
    UniqueFd streamFd;
    if (!options.jsonStreamPath.isEmpty()) {
        Result<UniqueFd> fd = openJsonStreamOutput(options.jsonStreamPath);
        if (!fd)
            return usageError(cliText(fd.error()));
        ::signal(SIGPIPE, SIG_IGN);
        streamFd = std::move(*fd);
    }

    QEventLoop loop;
    int failedBeforeRun = 0;
    // This machine's fio release: a fio server must be the same (fio:// hosts only).
    QString localFio;
    if (std::any_of(runs.begin(), runs.end(), [](const HostRun &r) { return r.host.transport != HostTransport::Ssh; }))
        localFio = localFioVersion();
    // Every host probed and planned at once (each probe is one connection: seconds on a slow host).
    std::vector<std::future<Result<RunPlan>>> plans;
    for (const HostRun &r : runs) {
        const bool ssh = r.host.transport == HostTransport::Ssh;
        err << r.host.display() << (ssh ? ": probing (fio, kernel, drives)\n" : ": probing the fio server (release)\n");
        plans.push_back(std::async(std::launch::async, [host = r.host, &options, localFio]() -> Result<RunPlan> {
            if (host.transport == HostTransport::Ssh) {
                Result<HostProbe> probe = probeHost(host);
                if (!probe)
                    return probe.error();
                return planRemoteRun(options.choice, host, *probe);
            }
            // A fio server: its PROBE (release, and the network confirmation before anything is sent).
            Result<FioServerInfo> server = probeFioServer(host, localFio, options.allowFioNetwork);
            if (!server) {
                Error e = server.error();
                if (!isLoopbackHost(host) && !options.allowFioNetwork)
                    e.message += " (--allow-fio-network)";
                return e;
            }
            return planFioServerRun(options.choice, host, *server, options.allowFioNetwork);
        }));
    }
    err.flush();
    for (std::size_t i = 0; i < runs.size(); ++i) {
        HostRun &r = runs[i];
        const QString name = r.host.display();
        Result<RunPlan> plan = plans[i].get();
        if (!plan) {
            err << "drivebench-cli: " << cliText(plan.error()) << '\n';
            ++failedBeforeRun;
            r.done = true;
            continue;
        }
        r.session = std::make_unique<RunSession>();
        if (auto prepared = r.session->prepare(std::move(*plan)); !prepared) {
            err << "drivebench-cli: " << name << ": " << cliText(prepared.error()) << '\n';
            ++failedBeforeRun;
            r.done = true;
            continue;
        }
        if (streamFd) {
            r.stream = std::make_unique<JsonStream>(UniqueFd(::fcntl(streamFd.get(), F_DUPFD_CLOEXEC, 0)));
            r.stream->setHost(name);
            r.stream->attach(*r.session, r.session->plan().tests);
        }
        reportHostProgress(*r.session, name, &loop, err);
        QObject::connect(r.session.get(), &RunSession::finished, &loop, [&runs, &loop, &r] {
            r.done = true;
            if (std::all_of(runs.begin(), runs.end(), [](const HostRun &x) { return x.done; }))
                loop.quit();
        });
    }
    // Every host at once: the sessions start together once all are planned.
    for (HostRun &r : runs) {
        if (!r.session || r.done)
            continue;
        if (auto started = r.session->start(); !started) {
            err << "drivebench-cli: " << r.host.display() << ": " << cliText(started.error()) << '\n';
            r.done = true;
            ++failedBeforeRun;
        }
    }
    if (std::any_of(runs.begin(), runs.end(), [](const HostRun &x) { return !x.done; })) {
        CancelOnSignals signalsCancel(&loop, err, [&runs] {
            for (HostRun &r : runs)
                if (r.session)
                    r.session->cancel();
        });
        loop.exec();
    }

    const bool jsonToStdout = options.jsonPath == QLatin1String("-") || options.jsonStreamPath == QLatin1String("-");
    QTextStream out(stdout);
    QJsonArray all;
    bool allCompleted = failedBeforeRun == 0;
    for (HostRun &r : runs) {
        if (!r.session || r.session->result().startedAt.isNull())
            continue;
        const RunResult &run = r.session->result();
        if (r.stream) {
            r.stream->finish(run);
            if (!r.stream->failure().isEmpty())
                err << "drivebench-cli: warning: " << r.stream->failure() << '\n';
        }
        (jsonToStdout ? err : out) << "== " << r.host.display() << " (" << run.host << (run.kernel.isEmpty() ? QString() : QStringLiteral(", ") + run.kernel) << ") ==\n";
        (jsonToStdout ? err : out).flush();
        printResult(run, jsonToStdout, err);
        storeInLibrary(options, run, jsonToStdout ? err : out);
        all.append(toJson(run));
        allCompleted = allCompleted && run.completed;
    }
    if (!options.jsonPath.isEmpty() && !all.isEmpty()) {
        const QByteArray bytes = runs.size() == 1 ? QJsonDocument(all.first().toObject()).toJson(QJsonDocument::Indented)
                                                  : QJsonDocument(all).toJson(QJsonDocument::Indented);
        if (!writeRunFile(QStringLiteral("--json"), options.jsonPath, bytes, err))
            return kExitFailed;
    }
    return allCompleted ? kExitOk : kExitFailed;
}

} // namespace drivebench::cli
