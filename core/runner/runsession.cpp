// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsession.h"

#include "core/results/powersettingsjson.h"
#include "core/runner/fioserverrun.h"
#include "core/runner/remoterun.h"
#include "core/runner/runchecks.h"
#include "core/runner/runner.h"
#include "core/runner/temperaturesampler.h"
#include "core/version.h"

namespace drivebench {

RunResult runHeaderOf(const RunPlan &plan)
{
    RunResult header;
    header.toolVersion = QString::fromLatin1(kVersion);
    header.target = plan.target;
    header.drive = plan.drive;
    header.settings = recordedSettings(plan.settings);
    header.startedAt = QDateTime::currentDateTimeUtc();
    if (plan.remote) { // the host's facts, as its probe found them; the fio engine comes with the run
        header.engine = QStringLiteral("fio");
        header.host = plan.remote->hostname;
        header.kernel = plan.remote->kernel;
        header.remote = RemoteRunInfo{plan.remote->host.display(), plan.remote->host.transportName(),
                                      plan.remote->user, plan.remote->fioVersion, {}};
    }
    return header;
}

RunSession::RunSession(QObject *parent, std::shared_ptr<TemperatureHub> temperatures)
    : QObject(parent), m_temperatures(temperatures ? std::move(temperatures) : std::make_shared<TemperatureHub>())
{
    chooseBackend();
}

RunSession::~RunSession()
{
    m_backend.reset(); // cancels and joins a run in progress (its test file is removed)
    removeNoCowDirectoryNow();
}

void RunSession::chooseBackend()
{
    // This machine (Runner), another host over SSH (RemoteRun), a fio server (FioServerRun).
    const bool remote = m_plan.remote.has_value();
    const bool fioServer = remote && m_plan.remote->host.transport != HostTransport::Ssh;
    if (m_backend && remote == (qobject_cast<RemoteRun *>(m_backend.get()) || qobject_cast<FioServerRun *>(m_backend.get()))
        && fioServer == bool(qobject_cast<FioServerRun *>(m_backend.get())))
        return;
    if (fioServer)
        m_backend = std::make_unique<FioServerRun>();
    else if (remote)
        m_backend = std::make_unique<RemoteRun>();
    else
        m_backend = std::make_unique<Runner>(nullptr, m_temperatures);
    RunBackend *b = m_backend.get();
    connect(b, &RunBackend::preparing, this, &RunSession::preparing);
    connect(b, &RunBackend::runPrepared, this, &RunSession::runPrepared);
    connect(b, &RunBackend::testStarted, this, &RunSession::testStarted);
    connect(b, &RunBackend::samplesReady, this, &RunSession::samplesReady);
    connect(b, &RunBackend::testFinished, this, &RunSession::testFinished);
    connect(b, &RunBackend::progress, this, &RunSession::progress);
    connect(b, &RunBackend::finished, this, &RunSession::onBackendFinished);
}

Result<void> RunSession::prepare(RunPlan plan, std::vector<RunWarning> warnings, bool noCow)
{
    if (isRunning())
        return Error::make(std::errc::device_or_resource_busy, "a run is already in progress",
                           "wait for it to finish, or cancel it");
    m_cleanupError.clear();
    removeNoCowDirectoryNow(); // one prepared but never started
    m_plan = std::move(plan);
    m_warnings = std::move(warnings);
    m_result = RunResult();
    if (noCow) {
        if (m_plan.remote)
            return Error::make(std::errc::invalid_argument, "a no-CoW directory is made on this machine only",
                               "run without it on another host");
        if (m_plan.kind != TargetKind::Directory)
            return Error::make(std::errc::not_a_directory,
                               m_plan.settings.target.path.toStdString()
                                   + " is not a directory: a no-CoW directory is made inside a directory target",
                               "choose a directory on the btrfs file system, or run without the no-CoW directory");
        Result<QString> made = makeNoCowDirectory(m_plan.settings.target.path);
        if (!made)
            return made.error();
        m_noCowDir = *made;
        m_plan.settings.target.path = m_noCowDir;
        // The warnings of the directory the run writes in (no btrfs_cow there any more).
        m_warnings = RunChecks::prepare(m_plan.settings, m_plan.tests, QStringLiteral("/dev"),
                                        recordedApstOf(m_plan.drive).steps)
                         .warnings();
    }
    m_header = runHeaderOf(m_plan);
    chooseBackend();
    return {};
}

Result<void> RunSession::start()
{
    if (isRunning())
        return Error::make(std::errc::device_or_resource_busy, "a run is already in progress",
                           "wait for it to finish, or cancel it");
    Result<void> started = m_backend->start(m_plan);
    if (!started)
        removeNoCowDirectoryNow();
    return started;
}

void RunSession::cancel()
{
    m_backend->cancel();
}

bool RunSession::isRunning() const
{
    return m_backend && m_backend->isRunning();
}

void RunSession::removeNoCowDirectoryNow()
{
    if (m_noCowDir.isEmpty())
        return;
    if (const Result<void> removed = removeNoCowDirectory(m_noCowDir); !removed)
        m_cleanupError = QString::fromStdString(removed.error().text());
    m_noCowDir.clear();
}

void RunSession::onBackendFinished(const RunResult &run)
{
    m_result = run;
    // The test file in it is gone once the runner has finished; the directory goes now.
    removeNoCowDirectoryNow();
    Q_EMIT finished(m_result);
}

} // namespace drivebench
