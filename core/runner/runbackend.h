// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What runs a planned run and reports it live: the local engine (Runner, runner.h) or fio on
// another host (RemoteRun, remoterun.h). The run session (runsession.h) drives one of them and
// the front ends watch these signals, whichever it is; both yield the same typed RunResult.
// Every signal is emitted on the thread that owns the backend, in this order:
//   preparing(fraction)* → runPrepared → { testStarted → (samplesReady | progress)* → testFinished }* → finished

#include <QList>
#include <QObject>

#include "core/results/runresult.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"

namespace drivebench {

struct RunPlan;

class RunBackend : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunBackend)

public:
    using QObject::QObject;
    ~RunBackend() override = default;

    /// Starts a planned run; returns at once. An error means nothing started.
    virtual Result<void> start(const RunPlan &plan) = 0;
    /// Stops a run: no new I/O within a moment; finished() follows with what completed.
    virtual void cancel() = 0;
    /// True from start() until finished() has been emitted.
    virtual bool isRunning() const = 0;

Q_SIGNALS:
    /// The test file is being created and filled; fraction in [0, 1].
    void preparing(double fraction);
    /// The target is open and the plan fixed: the run's header (settings, target, engine, no
    /// tests yet), before the first testStarted.
    void runPrepared(const drivebench::RunResult &header);
    /// Test index (into the plan's tests) begins its warm-up.
    void testStarted(int index, const drivebench::TestSpec &spec);
    /// One sample per worker of the running test for the last interval (measured passes only).
    void samplesReady(const QList<drivebench::LiveSample> &samples);
    /// A test ended (completed, or partial when cancelled or failed: see TestResult::completed).
    void testFinished(int index, const drivebench::TestResult &result);
    /// Fraction done in [0, 1], never going back within a run, and the estimated seconds left
    /// (< 0: not known yet).
    void progress(double fraction, double etaS);
    /// The run is over; the backend's result holds the same value.
    void finished(const drivebench::RunResult &result);
};

} // namespace drivebench

Q_DECLARE_METATYPE(drivebench::LiveSample)
Q_DECLARE_METATYPE(drivebench::TestResult)
Q_DECLARE_METATYPE(drivebench::RunResult)
