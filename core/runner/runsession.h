// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One run from its plan to its result, driven the same way by both front ends (docs/
// architecture.md, "The run session"). The session owns what belongs to the run and not to a
// front end: the header made once from the plan, the no-CoW directory the user may ask for
// (made inside the chosen directory, removed after the run only when empty), the pre-flight
// warnings of the place the run really writes, the run on its backend and its result, and what
// the session's own clean-up ran into (cleanupError: a no-CoW directory it could not remove).
//
// The backend is the local engine (Runner) or, for a plan on another host (plan.remote), fio
// there (RemoteRun): the session re-emits the backend's live signals as its own, so the front
// ends watch the session, whichever backend runs, and get the same typed RunResult.
//
//   prepare(plan) → start() → preparing* → runPrepared → {testStarted → samples* → testFinished}* → finished

#include <memory>
#include <vector>

#include <QList>
#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/runner/runplan.h"
#include "core/util/result.h"

namespace drivebench {

class RunBackend;
class TemperatureHub;

class RunSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSession)

public:
    /// temperatures: the process's drive temperature sampler, shared with the window's views.
    explicit RunSession(QObject *parent = nullptr, std::shared_ptr<TemperatureHub> temperatures = {});
    /// Cancels a run in progress; removes a no-CoW directory of a run that never started.
    ~RunSession() override;

    /// Readies a run of plan; nothing is started. warnings: the pre-flight's (preflight.h). With
    /// noCow (the btrfs_cow warning's offer taken) a new directory is made inside the plan's
    /// directory target and the run goes there; the warnings are then that directory's. An error
    /// (nothing made): a target that is not a directory, or a directory that could not be made.
    Result<void> prepare(RunPlan plan, std::vector<RunWarning> warnings = {}, bool noCow = false);
    /// The plan the run follows (after prepare; its target is the no-CoW directory when made).
    const RunPlan &plan() const { return m_plan; }
    /// The run's header, made once from the plan: what the panel shows before the first test.
    const RunResult &header() const { return m_header; }
    /// The pre-flight warnings of where the run goes (before any I/O; the result keeps its own).
    const std::vector<RunWarning> &warnings() const { return m_warnings; }
    /// The no-CoW directory made for this run; empty when none.
    const QString &noCowDirectory() const { return m_noCowDir; }

    /// Starts the prepared run. An error: nothing started (and the no-CoW directory is gone, or
    /// cleanupError says why not).
    Result<void> start();
    /// Stops the run: no new I/O within 250 ms; finished() follows with what completed.
    void cancel();
    bool isRunning() const;
    /// The drive temperature sampler local runs read through (the window's views share it).
    TemperatureHub &temperatureHub() const { return *m_temperatures; }
    /// The finished run (empty before finished()).
    const RunResult &result() const { return m_result; }
    /// What the session's own clean-up ran into (a no-CoW directory it could not remove, after
    /// the run or when a run never started); empty when nothing. Not one of the run's errors:
    /// the measurement is whole; each front end says it as a warning.
    const QString &cleanupError() const { return m_cleanupError; }

Q_SIGNALS:
    // The backend's live signals (runbackend.h), in its order.
    void preparing(double fraction);
    void runPrepared(const drivebench::RunResult &header);
    void testStarted(int index, const drivebench::TestSpec &spec);
    void samplesReady(const QList<drivebench::LiveSample> &samples);
    void testFinished(int index, const drivebench::TestResult &result);
    void progress(double fraction, double etaS);
    /// The run is over and the session's own clean-up done; result() holds the same value.
    void finished(const drivebench::RunResult &result);

private:
    void onBackendFinished(const RunResult &run);
    void removeNoCowDirectoryNow();
    /// The backend for m_plan: the local engine, or fio on the plan's host.
    void chooseBackend();

    std::shared_ptr<TemperatureHub> m_temperatures;
    std::unique_ptr<RunBackend> m_backend;
    RunPlan m_plan;
    RunResult m_header;
    RunResult m_result;
    std::vector<RunWarning> m_warnings;
    QString m_noCowDir;
    QString m_cleanupError;
};

/// The header of a run of plan before it starts: the tool, the target, the drive, the settings
/// and the start time, as the panel shows it and the result begins.
RunResult runHeaderOf(const RunPlan &plan);

} // namespace drivebench
