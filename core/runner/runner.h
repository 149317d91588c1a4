// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The local run backend (runbackend.h), the one QObject near the engine: runs a list of tests
// on one target and reports live.
//
// start() returns at once; a controller thread opens (and, for a directory, creates and fills)
// the target, then for each test runs a discarded warm-up pass and N measured passes on worker
// threads (one std::jthread per worker, each with its own ring, buffers and histograms), sleeps
// the interval, and goes on. Every signal is emitted on the thread that owns the Runner (the GUI
// thread, or the CLI's main thread), in this order:
//   preparing(fraction)* → runPrepared → { testStarted → (samplesReady | progress)* → testFinished }* → finished
// samplesReady carries one LiveSample per worker per tick (default every 100 ms), read from
// relaxed atomics: workers never block on the reader. cancel() stops new I/O within 250 ms;
// the I/O in flight completes, the interrupted pass is dropped, and completed passes and tests
// are kept in the RunResult (completed = false). An error (I/O error, no space, refused write)
// ends the run the same way, with its cause and fix in RunResult::errors.

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QTimer>

#include "core/engine/cpuplacement.h"
#include "core/engine/ioengine.h"
#include "core/engine/target.h"
#include "core/results/runresult.h"
#include "core/runner/runbackend.h"
#include "core/runner/runsettings.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"

namespace drivebench {

struct RunPlan;

/// Resolves Submission::Auto: batched on a memory filesystem (tmpfs, ramfs: no device queue to
/// feed, so only system calls count), per request everywhere else (devices, disk filesystems).
Submission resolveSubmission(Submission requested, const TargetInfo &target);

/// The run's pre-flight for the polling modes (RunSettings::poll), before the target is opened:
/// refuses polling with psync (asked for: requested; or fallen back to: engine, with the
/// fallback's reason), IOPOLL with the io_uring_cmd engine, with --buffered, and on a target
/// whose block device has no poll queues or would split a request of largestRequest bytes
/// (ioPollAvailable, under sysRoot; builtinRequests: every test is a built-in pattern with a
/// power-of-two block, so on a block device each request sits at a multiple of its size), then
/// probes a small
/// ring with the modes (probeUringPoll; a mode in refused is refused). Each error names the
/// cause and the fix; UringPoll::None always passes.
Result<void> checkUringPoll(UringPoll poll, EngineKind requested, EngineKind engine,
                            const QString &fallbackReason, const TargetOptions &target,
                            std::uint32_t refused, const QString &sysRoot = QStringLiteral("/sys"),
                            std::uint64_t largestRequest = 0, bool builtinRequests = false);

/// "no test could run on TARGET: reasons" for a run whose every test was skipped (the reasons
/// are the tests' skip notes, each once).
ResultLine noTestRanMessage(const RunResult &run);

class TemperatureHub;

class Runner final : public RunBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Runner)

public:
    /// temperatures: the process's drive temperature sampler (temperaturesampler.h), shared
    /// with whoever else shows temperatures (the window); the Runner makes its own when null.
    explicit Runner(QObject *parent = nullptr, std::shared_ptr<TemperatureHub> temperatures = {});
    /// Cancels a run in progress and waits for its threads.
    ~Runner() override;

    /// Starts a planned run (planRun, core/runner/runplan.h): the result names the plan's target
    /// and the drive behind it. An error means nothing started (a run is in progress).
    Result<void> start(const RunPlan &plan) override;
    /// Starts a run of these tests with these settings; the result's drive stays empty (tests).
    Result<void> start(const RunSettings &settings, std::vector<TestSpec> tests);
    /// Stops a run: no new I/O after 250 ms at most; finished() follows with what completed.
    void cancel() override;
    /// True from start() until finished() has been emitted.
    bool isRunning() const override { return m_running; }
    /// The drive temperature sampler the runs read through; subscribe to it rather than read hwmon.
    TemperatureHub &temperatureHub() const { return *m_temperatures; }
    /// The last finished run (empty before the first).
    const RunResult &result() const { return m_result; }
    /// Total planned seconds of a run (warm-ups, passes, intervals; not the test file fill);
    /// a test run until steady counts its round limit.
    static double plannedSeconds(const RunSettings &settings, const std::vector<TestSpec> &tests);

private:
    struct LiveBlock;
    Result<void> startRun(const RunSettings &settings, std::vector<TestSpec> tests,
                          TargetInfo plannedTarget, DriveRecord plannedDrive);
    struct Shared;
    class Controller; // one run on the controller thread (runner.cpp)
    void controllerMain(std::stop_token stop);
    /// Runs fn on the owner's thread (queued).
    template <class Fn>
    void post(Fn fn)
    {
        QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection);
    }
    void tick();
    void sampleBlock(LiveBlock &block, QList<LiveSample> &out);
    void onTestDone(int index, TestResult result, std::shared_ptr<LiveBlock> block);
    void onRunDone(RunResult run);

    RunSettings m_settings;
    std::vector<TestSpec> m_tests;
    TargetInfo m_plannedTarget;         // what the plan said of the target (filesystem, device)
    DriveRecord m_plannedDrive;         // the drive behind it, as `drives --json` describes it
    RunResult m_result;
    QTimer m_timer;
    std::jthread m_controller;
    std::shared_ptr<Shared> m_shared;   // state the controller publishes, read on ticks
    std::shared_ptr<TemperatureHub> m_temperatures;
    std::vector<std::vector<LiveSample>> m_testSamples; // per test index, owner thread only
    bool m_running = false;
};

} // namespace drivebench

