// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>

#include <algorithm>
#include <bit>
#include <numeric>
#include <cmath>
#include <condition_variable>
#include <latch>

#include <QFile>
#include <QJsonArray>
#include <QMetaObject>
#include <QSysInfo>

#include "core/engine/builtinpatterns.h"
#include "core/engine/uringengine.h"
#include "core/engine/uringpoll.h"
#include "core/engine/worker.h"
#include "core/results/powersettingsjson.h"
#include "core/runner/apstpause.h"
#include "core/runner/bufferpagestally.h"
#include "core/runner/enginefeaturestally.h"
#include "core/runner/runchecks.h"
#include "core/runner/runplan.h"
#include "core/runner/settingnames.h"
#include "core/runner/testresultbuilder.h"
#include "core/runner/temperaturesampler.h"
#include "core/runner/thermalmonitor.h"
#include "core/version.h"
#include "core/workloads/workloadtests.h"

namespace drivebench {

/// The live counters of one test's measured passes, plus the reader's own bookkeeping.
struct Runner::LiveBlock
{
    explicit LiveBlock(int threads) : counters(std::size_t(threads)), last(std::size_t(threads)) {}
    std::vector<WorkerCounters> counters;          // written by workers
    std::atomic<std::int64_t> measureStartNs{0};   // set by the controller; 0 = not yet
    // Owner thread only:
    struct Last { std::uint64_t bytes = 0, ios = 0, latencySumNs = 0; };
    std::vector<Last> last;
    std::vector<LiveSample> samples;
    bool announced = false; // testStarted emitted: samples before it would land on the last test's charts
    bool finalDone = false;
};

/// What the controller thread publishes and the owner thread reads.
struct Runner::Shared
{
    std::mutex mutex;                              // guards live (swapped once per test)
    std::shared_ptr<LiveBlock> live;
    std::atomic<bool> cancel{false};
    std::atomic<double> plannedDoneS{0};           // planned seconds before the current phase
    std::atomic<double> phaseLenS{0};
    std::atomic<std::int64_t> phaseStartNs{0};
    double plannedTotalS = 0;
    CustomProgress custom;                         // a custom pass's own progress (-1 = none)
    // The running test, for progress by completed I/Os (custom.passIos > 0): the planned seconds
    // before it and its own, and its measured passes.
    std::atomic<double> testDoneBeforeS{0};
    std::atomic<double> testPlannedS{0};
    std::atomic<int> testPasses{1};
    double lastFraction = 0;                       // owner thread: progress never goes back
    std::mutex sleepMutex;
    std::condition_variable_any sleepCv;
};

namespace {

QString firstLine(const QString &path, const QString &key)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine());
        if (line.startsWith(key))
            return line.section(QLatin1Char(':'), 1).trimmed();
    }
    return {};
}

double testDuration(const RunSettings &s, const TestSpec &t)
{
    return t.durationS >= 0 ? t.durationS : s.durationS;
}
double testWarmup(const RunSettings &s, const TestSpec &t)
{
    return t.warmupS >= 0 ? t.warmupS : s.warmupS;
}
int testPasses(const RunSettings &s, const TestSpec &t)
{
    if (runsUntilSteady(s, t))
        return s.steadyMaxRounds;
    return t.passes >= 0 ? t.passes : s.passes;
}

Error validate(const TestSpec &t)
{
    auto bad = [&](const QString &what) {
        return Error::make(std::errc::invalid_argument,
                           QStringLiteral("test %1: %2").arg(t.id, what).toStdString(),
                           "fix the test definition");
    };
    if (t.blockSize == 0 || t.blockSize % 512 != 0 || t.blockSize > 64u * 1024 * 1024)
        return bad(QStringLiteral("block size %1 is not a multiple of 512 up to 64 MiB").arg(t.blockSize));
    if (t.queueDepth < 1 || t.queueDepth > 512)
        return bad(QStringLiteral("queue depth %1 is outside 1..512").arg(t.queueDepth));
    if (t.threads < 1 || t.threads > 256)
        return bad(QStringLiteral("%1 threads is outside 1..256").arg(t.threads));
    if (t.readPercent < 0 || t.readPercent > 100)
        return bad(QStringLiteral("read share %1 % is outside 0..100").arg(t.readPercent));
    return {};
}

} // namespace

Result<void> checkUringPoll(UringPoll poll, EngineKind requested, EngineKind engine,
                            const QString &fallbackReason, const TargetOptions &target,
                            std::uint32_t refused, const QString &sysRoot, std::uint64_t largestRequest,
                            bool builtinRequests)
{
    const std::uint32_t modes = pollFeatures(poll);
    if (modes == 0)
        return {};
    const std::string asked = "--poll " + settingOption(poll).toStdString();
    if (engine == EngineKind::Psync) {
        if (requested == EngineKind::Psync)
            return Error::make(std::errc::invalid_argument,
                               asked + " polls an io_uring ring, and the psync engine has none",
                               "run with --engine io_uring, or without --poll");
        return Error::make(std::errc::operation_not_supported,
                           asked + " polls an io_uring ring, and io_uring is refused here ("
                               + fallbackReason.toStdString() + "): the run would use psync",
                           "run without --poll, or where io_uring is allowed");
    }
    if (modes & EngineFeature::IoPoll) {
        if (engine == EngineKind::NvmePassthrough)
            return Error::make(std::errc::operation_not_supported,
                               asked + ": IOPOLL is not supported with the io_uring_cmd engine "
                                       "(NVMe passthrough)",
                               "run with --engine io_uring, or without --poll io");
        if (target.cache == CacheMode::Buffered)
            return Error::make(std::errc::invalid_argument,
                               asked + ": IOPOLL polls direct I/O only, and --buffered goes "
                                       "through the page cache",
                               "run without --buffered, or without --poll io");
        // The device behind the target: a block device's own number, else the file system's.
        struct stat st{};
        const int rc = target.fd >= 0 ? ::fstat(target.fd, &st)
                                      : ::stat(QFile::encodeName(target.path).constData(), &st);
        if (rc == 0) {
            const dev_t dev = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
            if (auto available = ioPollAvailable(major(dev), minor(dev), target.path, sysRoot, largestRequest,
                                                 builtinRequests && S_ISBLK(st.st_mode));
                !available)
                return available;
        } // a target that cannot be looked at is Target::open's to refuse
    }
    return probeUringPoll(modes, refused);
}

Submission resolveSubmission(Submission requested, const TargetInfo &target)
{
    if (requested != Submission::Auto)
        return requested;
    return target.inMemory() ? Submission::Batched : Submission::PerRequest;
}

Runner::Runner(QObject *parent, std::shared_ptr<TemperatureHub> temperatures)
    : QObject(parent), m_temperatures(temperatures ? std::move(temperatures) : std::make_shared<TemperatureHub>())
{
    qRegisterMetaType<drivebench::LiveSample>();
    qRegisterMetaType<drivebench::TestResult>();
    qRegisterMetaType<drivebench::RunResult>();
    qRegisterMetaType<drivebench::TestSpec>();
    connect(&m_timer, &QTimer::timeout, this, &Runner::tick);
}

Runner::~Runner()
{
    if (m_shared)
        m_shared->cancel = true;
    if (m_controller.joinable()) {
        m_controller.request_stop();
        m_shared->sleepCv.notify_all();
        m_controller.join();
    }
}

double Runner::plannedSeconds(const RunSettings &settings, const std::vector<TestSpec> &tests)
{
    double total = 0;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        total += testWarmup(settings, tests[i])
               + testPasses(settings, tests[i]) * testDuration(settings, tests[i]);
        if (i + 1 < tests.size())
            total += std::max(settings.intervalS, tests[i + 1].idleBeforeS);
    }
    return total;
}

Result<void> Runner::start(const RunPlan &plan)
{
    return startRun(plan.settings, plan.tests, plan.target, plan.drive);
}

Result<void> Runner::start(const RunSettings &settings, std::vector<TestSpec> tests)
{
    return startRun(settings, std::move(tests), {}, {});
}

Result<void> Runner::startRun(const RunSettings &settings, std::vector<TestSpec> tests,
                              TargetInfo plannedTarget, QJsonObject plannedDrive)
{
    if (m_running)
        return Error::make(std::errc::device_or_resource_busy, "a run is already in progress",
                           "wait for it to finish, or cancel it");
    if (tests.empty())
        return Error::make(std::errc::invalid_argument, "no tests to run",
                           "choose a profile or at least one test");
    for (const TestSpec &t : tests) {
        if (Error e = validate(t); e.code)
            return e;
    }
    if (settings.steadyMaxRounds < 0
        || (settings.steadyMaxRounds > 0 && settings.steadyMaxRounds < SteadyCriterion{}.windowRounds))
        return Error::make(std::errc::invalid_argument,
                           QStringLiteral("a round limit of %1 is shorter than the steady-state "
                                          "window of %2 rounds")
                               .arg(settings.steadyMaxRounds)
                               .arg(SteadyCriterion{}.windowRounds)
                               .toStdString(),
                           "fix --steady-max-rounds (5 or more)");
    if (settings.passes < 1 || settings.durationS <= 0 || settings.warmupS < 0
        || settings.intervalS < 0)
        return Error::make(std::errc::invalid_argument,
                           "passes must be at least 1, the duration above 0 s, the warm-up and "
                           "interval 0 s or more",
                           "fix --passes, --duration, --warmup or --interval");
    if (m_controller.joinable())
        m_controller.join();
    m_settings = settings;
    m_tests = std::move(tests);
    m_plannedTarget = std::move(plannedTarget);
    m_plannedDrive = std::move(plannedDrive);
    m_result = RunResult();
    m_shared = std::make_shared<Shared>();
    m_shared->plannedTotalS = plannedSeconds(m_settings, m_tests);
    m_testSamples.assign(m_tests.size(), {});
    m_running = true;
    m_timer.start(std::max(10, m_settings.sampleIntervalMs));
    m_controller = std::jthread([this](std::stop_token stop) { controllerMain(stop); });
    return {};
}

void Runner::cancel()
{
    if (!m_running)
        return;
    m_shared->cancel = true;
    m_controller.request_stop();
    m_shared->sleepCv.notify_all();
}

void Runner::tick()
{
    if (!m_shared)
        return;
    std::shared_ptr<LiveBlock> block;
    {
        std::lock_guard lock(m_shared->mutex);
        block = m_shared->live;
    }
    if (block && block->announced && !block->finalDone
        && block->measureStartNs.load(std::memory_order_acquire) > 0) {
        QList<LiveSample> batch;
        sampleBlock(*block, batch);
        if (!batch.isEmpty())
            Q_EMIT samplesReady(batch);
    }
    const double total = m_shared->plannedTotalS;
    const std::uint64_t passIos = m_shared->custom.passIos.load(std::memory_order_acquire);
    const std::int64_t measureStartNs = block ? block->measureStartNs.load(std::memory_order_acquire) : 0;
    if (passIos == CustomProgress::kPassIosPending)
        return; // a measured pass is making its patterns: by I/Os or by time, not known yet
    if (const double f = m_shared->custom.fraction.load(std::memory_order_relaxed); f >= 0) {
        Q_EMIT progress(std::clamp(f, 0.0, 1.0), std::max(0.0, m_shared->custom.etaS.load(std::memory_order_relaxed)));
    } else if (passIos > 0 && measureStartNs > 0) {
        // A count-based test that knows its I/Os (a trace): the share of them completed, in
        // the place its planned seconds take in the run; the time left from its own pace.
        std::uint64_t ios = 0;
        for (const WorkerCounters &c : block->counters)
            ios += c.ios.load(std::memory_order_relaxed);
        const double planned = double(passIos) * std::max(1, m_shared->testPasses.load());
        const double share = std::clamp(double(ios) / planned, 0.0, 1.0);
        const double before = m_shared->testDoneBeforeS.load();
        const double own = m_shared->testPlannedS.load();
        const double fraction = total > 0 && own > 0 ? (before + share * own) / total : share;
        const double elapsedS = double(monotonicNs() - measureStartNs) / 1e9;
        const double after = std::max(0.0, total - before - own); // later tests' planned time
        const double etaS = share > 0 ? elapsedS * (1 - share) / share + after : -1; // -1: not known yet
        m_shared->lastFraction = std::max(m_shared->lastFraction, std::min(fraction, 1.0));
        Q_EMIT progress(m_shared->lastFraction, etaS);
    } else if (total > 0) {
        const std::int64_t start = m_shared->phaseStartNs.load(std::memory_order_acquire);
        double inPhase = start > 0 ? double(monotonicNs() - start) / 1e9 : 0.0;
        inPhase = std::clamp(inPhase, 0.0, m_shared->phaseLenS.load(std::memory_order_relaxed));
        const double done = std::min(total, m_shared->plannedDoneS.load() + inPhase);
        m_shared->lastFraction = std::max(m_shared->lastFraction, done / total);
        Q_EMIT progress(m_shared->lastFraction, total - done);
    }
}

void Runner::sampleBlock(LiveBlock &block, QList<LiveSample> &out)
{
    const std::int64_t now = monotonicNs();
    const double timeS = double(now - block.measureStartNs.load(std::memory_order_acquire)) / 1e9;
    for (std::size_t i = 0; i < block.counters.size(); ++i) {
        WorkerCounters &c = block.counters[i];
        // intervalMaxNs first: a batch landing between the reads counts in the next interval's
        // max but in this interval's sums, which is the lesser distortion.
        const std::uint64_t maxNs = c.intervalMaxNs.exchange(0, std::memory_order_relaxed);
        const std::uint64_t bytes = c.bytes.load(std::memory_order_relaxed);
        const std::uint64_t ios = c.ios.load(std::memory_order_relaxed);
        const std::uint64_t lat = c.latencySumNs.load(std::memory_order_relaxed);
        LiveBlock::Last &l = block.last[i];
        LiveSample s;
        s.timeS = timeS;
        s.thread = int(i);
        s.bytes = bytes - l.bytes;
        s.ios = ios - l.ios;
        s.latencyMeanUs = s.ios ? double(lat - l.latencySumNs) / double(s.ios) / 1000.0 : 0.0;
        s.latencyMaxUs = s.ios ? double(maxNs) / 1000.0 : 0.0;
        l = {bytes, ios, lat};
        out.append(s);
        block.samples.push_back(s);
    }
}

void Runner::onTestDone(int index, TestResult result, std::shared_ptr<LiveBlock> block)
{
    if (block && !block->finalDone && block->measureStartNs.load() > 0) {
        QList<LiveSample> batch;
        sampleBlock(*block, batch);
        Q_EMIT samplesReady(batch);
    }
    if (block) {
        block->finalDone = true;
        result.samples = block->samples;
        if (index >= 0 && std::size_t(index) < m_testSamples.size())
            m_testSamples[std::size_t(index)] = block->samples;
    }
    Q_EMIT testFinished(index, result);
}

void Runner::onRunDone(RunResult run)
{
    if (m_controller.joinable())
        m_controller.join();
    m_timer.stop();
    // Attach the samples recorded here to the run's copies of the tests (same order).
    for (std::size_t i = 0; i < run.tests.size() && i < m_testSamples.size(); ++i)
        run.tests[i].samples = std::move(m_testSamples[i]);
    m_testSamples.clear();
    annotateWorkloadRun(run); // AS SSD score, sweep curve: figures across a workload's tests
    m_result = std::move(run);
    m_running = false;
    Q_EMIT progress(1.0, 0.0);
    Q_EMIT finished(m_result);
}

void Runner::controllerMain(std::stop_token stop)
{
    std::shared_ptr<Shared> shared = m_shared;
    const RunSettings settings = m_settings;
    const std::vector<TestSpec> tests = m_tests;
    const TargetInfo planned = m_plannedTarget;

    RunResult run;
    run.target = planned;
    if (run.target.path.isEmpty())
        run.target.path = settings.target.path;
    run.drive = m_plannedDrive;
    run.toolVersion = QString::fromLatin1(kVersion);
    run.startedAt = QDateTime::currentDateTimeUtc();
    utsname u{};
    if (::uname(&u) == 0)
        run.kernel = QStringLiteral("%1 %2").arg(QString::fromUtf8(u.sysname), QString::fromUtf8(u.release));
    run.cpu = firstLine(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name"));
    run.host = QSysInfo::machineHostName();
    run.cached = settings.target.cache == CacheMode::Buffered;
    // One key per fact, the same keys whatever the values (docs/result-format.md).
    run.settings = settingsJson(settings);
    run.settings.insert(QStringLiteral("engine_fallback_reason"), QString());
    run.settings.insert(QStringLiteral("device_access"), QStringLiteral("open"));
    auto post = [this](auto fn) { QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection); };
    auto finish = [&](bool completed) {
        run.completed = completed && run.errors.isEmpty();
        run.finishedAt = QDateTime::currentDateTimeUtc();
        post([this, run]() { onRunDone(run); });
    };
    auto fail = [&](const Error &e) {
        run.errors << QString::fromStdString(e.text());
        finish(false);
    };

    // Warnings about what may make the figures not the drive's (never stop the run).
    RunChecks checks = RunChecks::prepare(settings, tests);
    run.warnings = checks.warnings();
    if (auto w = apstPauseWarning(settings, tests, recordedApstOf(run.drive).steps))
        run.warnings.push_back(*w);

    // The engine: io_uring unless refused (EPERM in containers, ENOSYS where disabled).
    EngineKind engine = settings.engine;
    if (engine != EngineKind::Psync) {
        if (auto probe = probeIoUring(); !probe) {
            const int err = probe.error().errnoValue();
            // Asked for by name (io_uring, io_uring_cmd): refused, never replaced.
            if (engine == EngineKind::IoUring || engine == EngineKind::NvmePassthrough
                || (err != EPERM && err != ENOSYS && err != EACCES))
                return fail(probe.error());
            engine = EngineKind::Psync;
            run.settings.insert(QStringLiteral("engine_fallback_reason"),
                                QString::fromStdString(probe.error().message));
        } else if (engine != EngineKind::NvmePassthrough) {
            engine = EngineKind::IoUring;
        }
    }
    run.engine = settingName(engine);
    // io_uring features to treat as refused by the kernel (a comma-separated list of
    // engineFeatureNames): for the rig's fallback tests and A/B benchmarks, never needed otherwise.
    std::uint32_t refusedFeatures = 0;
    if (const QString refuse = qEnvironmentVariable("DRIVEBENCH_URING_REFUSE"); !refuse.isEmpty()) {
        const auto mask = engineFeaturesFromNames(refuse);
        if (!mask)
            return fail(Error::make(std::errc::invalid_argument,
                                    "DRIVEBENCH_URING_REFUSE names an unknown io_uring feature: "
                                        + refuse.toStdString(),
                                    "use a comma-separated list of: "
                                        + engineFeatureNames(EngineFeature::All).join(QLatin1Char(',')).toStdString()));
        refusedFeatures = *mask;
    }
    // The opt-in polling modes, before the target is opened (a directory's test file is filled
    // there): refused with the cause and the fix where they cannot run, never dropped.
    if (auto polling = checkUringPoll(settings.poll, settings.engine, engine,
                                      run.settings.value(QStringLiteral("engine_fallback_reason")).toString(),
                                      settings.target, refusedFeatures, QStringLiteral("/sys"),
                                      std::accumulate(tests.begin(), tests.end(), std::uint64_t(0),
                                                      [](std::uint64_t m, const TestSpec &t) {
                                                          return t.runPass ? m : std::max<std::uint64_t>(m, t.blockSize);
                                                      }),
                                      std::all_of(tests.begin(), tests.end(), [](const TestSpec &t) {
                                          return !t.runPass && !t.makePattern && !t.tracePlayback
                                                 && std::has_single_bit(t.blockSize);
                                      }));
        !polling)
        return fail(polling.error());

    // The target (a directory's test file is created and filled here).
    TargetOptions targetOptions = settings.target;
    targetOptions.nvmePassthrough = engine == EngineKind::NvmePassthrough;
    const bool anyWrites = std::any_of(tests.begin(), tests.end(),
                                       [](const TestSpec &t) { return t.writes(); });
    targetOptions.access = anyWrites ? Access::ReadWrite : Access::ReadOnly;
    targetOptions.directoryOnly = std::all_of(tests.begin(), tests.end(),
                                              [](const TestSpec &t) { return bool(t.runPass); });
    targetOptions.skipFill = !tests.empty() && std::all_of(tests.begin(), tests.end(),
                                                           [](const TestSpec &t) { return t.unfilledFile; });
    // Custom passes that also run on a whole device (the capacity check) open it as any test does,
    // through the destructive-write gate.
    if (struct stat ts{}; targetOptions.directoryOnly && targetOptions.fd < 0
                          && ::stat(QFile::encodeName(targetOptions.path).constData(), &ts) == 0
                          && (S_ISBLK(ts.st_mode) || S_ISREG(ts.st_mode))
                          && std::all_of(tests.begin(), tests.end(), [](const TestSpec &t) { return t.wholeDevice; }))
        targetOptions.directoryOnly = false;
    double lastFraction = -1;
    auto fillProgress = [&](double f) {
        if (f - lastFraction >= 0.01 || f >= 1.0) {
            lastFraction = f;
            post([this, f]() { Q_EMIT preparing(f); });
        }
    };
    // Read tests on a block device this user may not open: a descriptor from UDisks2 (polkit).
    UniqueFd handedFd; // Target dups it
    if (targetOptions.fd < 0 && targetOptions.access == Access::ReadOnly
        && !targetOptions.nvmePassthrough) {
        auto handed = deviceFdThroughUdisks(targetOptions.path,
                                            targetOptions.cache == CacheMode::Direct ? O_DIRECT : 0,
                                            settings.deviceAccess);
        if (!handed)
            return fail(handed.error());
        handedFd = std::move(*handed);
        targetOptions.fd = handedFd.get();
        if (handedFd)
            run.settings.insert(QStringLiteral("device_access"), QStringLiteral("udisks2"));
    }
    auto opened = Target::open(targetOptions, fillProgress, &shared->cancel);
    if (!opened) {
        if (shared->cancel)
            run.errors << QStringLiteral("cancelled while preparing the target");
        return fail(opened.error());
    }
    std::unique_ptr<Target> target = std::move(*opened);
    run.settings.insert(QStringLiteral("nvme_generic_device"), target->nvmeCommandTarget().node);
    std::uint32_t kernelRefusedFeatures = 0; // found refused by the passthrough probe
    if (engine == EngineKind::NvmePassthrough) {
        // Before any test: a command too large for the namespace would fail at once, and one
        // read of LBA 0 shows whether the kernel and the drive take passthrough at all (and
        // with registered buffers: where refused, the run goes without, recorded in
        // io_uring_features).
        for (const TestSpec &t : tests) {
            if (t.runPass) // its own I/O (the capacity check): it would not be passthrough
                return fail(Error::make(
                    std::errc::not_supported,
                    QStringLiteral("test %1 does its own I/O, not through the io_uring_cmd engine")
                        .arg(t.displayName())
                        .toStdString(),
                    "run it with --engine io_uring"));
            const std::uint64_t maxBytes = target->passthroughMaxBytes();
            if (maxBytes > 0 && std::uint64_t(t.blockSize) > maxBytes)
                return fail(Error::make(
                    std::errc::invalid_argument,
                    QStringLiteral("NVMe passthrough sends each request as one command, and %1 "
                                   "takes at most %2 KiB per command (queue/max_hw_sectors_kb); "
                                   "test %3 asks for %4 KiB")
                        .arg(target->nvmeCommandTarget().node)
                        .arg(maxBytes / 1024)
                        .arg(t.displayName())
                        .arg(t.blockSize / 1024)
                        .toStdString(),
                    "run tests with smaller blocks, or run with --engine io_uring (the block "
                    "layer splits large requests)"));
            // Nor is a command's buffer split, and the kernel maps a registered buffer for a
            // command page by page: a command spanning more 4 KiB pages than queue/max_segments
            // is refused (EINVAL; on 6.1 also in huge-page buffers, whose registered runs it
            // copies into pages: seen in the rig).
            const std::uint32_t maxSegments = target->passthroughMaxSegments();
            const std::uint64_t pages = (std::uint64_t(t.blockSize) + 4095) / 4096;
            if (maxSegments > 0 && pages > maxSegments)
                return fail(Error::make(
                    std::errc::invalid_argument,
                    QStringLiteral("NVMe passthrough sends each buffer whole, and %1 takes at most %2 "
                                   "memory segments per command (queue/max_segments); test %3's %4 KiB "
                                   "requests span %5 pages of 4 KiB")
                        .arg(target->nvmeCommandTarget().node)
                        .arg(maxSegments)
                        .arg(t.displayName())
                        .arg(t.blockSize / 1024)
                        .arg(pages)
                        .toStdString(),
                    QStringLiteral("run tests with blocks of at most %1 KiB, or run with --engine "
                                   "io_uring (the block layer splits large requests)")
                        .arg(maxSegments * 4)
                        .toStdString()));
        }
        auto probe = probeNvmePassthrough(target->passthroughFd(), target->nvmeCommandTarget(),
                                          refusedFeatures);
        if (!probe)
            return fail(probe.error());
        kernelRefusedFeatures = *probe;
    }
    run.target = target->info();
    if (run.target.filesystem.isEmpty() && run.target.kind != QLatin1String("device"))
        run.target.filesystem = planned.filesystem;
    if (run.target.device.isEmpty())
        run.target.device = planned.device;
    // The drive's temperature and health around each test (off the I/O path: thermalmonitor.h).
    ThermalMonitor thermal(run.target.device.isEmpty() ? run.target.path : run.target.device, *m_temperatures);
    thermal.beginRun();
    run.settings.insert(QStringLiteral("alignment_bytes"), double(target->logicalBlockSize()));
    run.settings.insert(QStringLiteral("alignment_source"), target->alignmentSource());
    const Submission submission = resolveSubmission(settings.submission, run.target);
    run.settings.insert(QStringLiteral("submission"), settingName(submission));
    // Workers start at the CPUs that take the device's completion interrupts.
    struct stat st{};
    const CpuPlan cpuPlan = planCpus(settings.affinity, ::fstat(target->fd(), &st) == 0 ? &st : nullptr);
    const std::vector<int> &cpus = cpuPlan.order;
    auto jsonList = [](const std::vector<int> &values) {
        QJsonArray list;
        for (int v : values)
            list.append(v);
        return list;
    };
    run.settings.insert(QStringLiteral("completion_cpus"), jsonList(cpuPlan.completion));
    // "huge" only where the kernel gives transparent huge pages to a region that asks.
    const BufferPages bufferPages = settings.bufferPages == BufferPages::Huge
                                            && transparentHugePagesAvailable()
                                        ? BufferPages::Huge
                                        : BufferPages::Base;
    // What was asked for; replaced by what the buffers got once the tests ran (BufferPagesTally).
    // The byte counts are null until measured, so the keys are the same whatever the values.
    run.settings.insert(QStringLiteral("buffer_pages"),
                        bufferPages == BufferPages::Huge ? QStringLiteral("requested") : QStringLiteral("base"));
    run.settings.insert(QStringLiteral("buffer_huge_asked_bytes"), QJsonValue::Null);
    run.settings.insert(QStringLiteral("buffer_huge_got_bytes"), QJsonValue::Null);
    EngineFeaturesTally{}.write(run.settings); // [] until the rings are set up
    run.settings.insert(QStringLiteral("cpu_affinity"),
                        settingName(cpus.empty() ? CpuAffinity::None : settings.affinity));
    run.settings.insert(QStringLiteral("cpus"), jsonList(cpus)); // [] when not pinned
    if (refusedFeatures != 0) {
        run.warnings.push_back(
            {QStringLiteral("io_uring_features_refused"), QString(), QString(),
             QStringLiteral("DRIVEBENCH_URING_REFUSE=%1 is set: io_uring ran without %2, so the figures "
                            "may be lower than this machine gives; unset it for normal figures")
                 .arg(qEnvironmentVariable("DRIVEBENCH_URING_REFUSE"),
                      engineFeatureNames(refusedFeatures).join(QStringLiteral(", ")))});
    }
    post([this, run]() { Q_EMIT runPrepared(run); });

    BufferPagesTally bufferTally; // what the buffers got: settings.buffer_pages at the end
    // After each test, the pause before the next: the run's interval (after a test that did I/O;
    // a skipped one did none), or the next test's own idle time. A pause not waited (an idle
    // pause the next test does not need: a cache burst with no cache to recover) counts as done
    // at once: the progress and the ETA drop by it.
    const auto pauseAfter = [&](std::size_t index, bool didIo) {
        double pauseS = 0, plannedPauseS = 0;
        if (index + 1 < tests.size()) {
            const TestSpec &next = tests[index + 1];
            const bool idle = !next.idleNeeded || next.idleNeeded();
            plannedPauseS = std::max(settings.intervalS, next.idleBeforeS);
            pauseS = std::max(didIo ? settings.intervalS : 0.0, idle ? next.idleBeforeS : 0.0);
        }
        if (pauseS > 0 && !stop.stop_requested()) {
            shared->phaseLenS = pauseS;
            shared->phaseStartNs.store(monotonicNs(), std::memory_order_release);
            std::unique_lock lock(shared->sleepMutex);
            shared->sleepCv.wait_for(lock, stop, std::chrono::duration<double>(pauseS),
                                     [] { return false; });
            shared->phaseStartNs.store(0, std::memory_order_release);
        }
        shared->plannedDoneS = shared->plannedDoneS.load() + plannedPauseS;
    };
    // A test skipped before or during its passes: its planned time not spent counts as done.
    const auto skipRestOfTest = [&](double plannedEndS) {
        shared->plannedDoneS = std::max(shared->plannedDoneS.load(), plannedEndS);
    };

    EngineFeaturesTally featureTally; // what the rings got: settings.io_uring_features at the end
    for (std::size_t index = 0; index < tests.size() && !stop.stop_requested(); ++index) {
        const TestSpec &spec = tests[index];
        const double warmupS = testWarmup(settings, spec);
        const double durationS = testDuration(settings, spec);
        const int passes = testPasses(settings, spec);
        auto block = std::make_shared<LiveBlock>(spec.threads);
        post([this, index, spec, block]() {
            block->announced = true;
            Q_EMIT testStarted(int(index), spec);
        });

        TestResultBuilder builder(spec, settings.aggregation == Aggregation::Best ? "best" : "mean");
        const bool untilSteady = runsUntilSteady(settings, spec);
        if (untilSteady)
            builder.setUntilSteady(settings.steadyMaxRounds);
        // A request size the target cannot take (below or between a 4Kn drive's 4096-byte
        // blocks, or larger than a small test file) skips that test with a note; the run goes on,
        // so a sweep from 512 B still measures every size a 4Kn drive accepts.
        QString skip;
        if (!spec.runPass && spec.blockSize % target->logicalBlockSize() != 0) {
            skip = QStringLiteral("skipped: %1-byte requests are not a multiple of the target's "
                                  "%2-byte logical block (direct I/O takes whole blocks only)")
                       .arg(spec.blockSize).arg(target->logicalBlockSize());
        } else if (!spec.runPass && target->sizeBytes() < spec.blockSize) {
            skip = QStringLiteral("skipped: %1-byte requests do not fit the %2-byte target; "
                                  "give a larger test file (--size)")
                       .arg(spec.blockSize).arg(target->sizeBytes());
        }
        if (!skip.isEmpty()) {
            builder.addNote(skip);
            TestResult result = builder.result(passes);
            result.skipped = true;
            run.tests.push_back(result);
            post([this, index, result, block]() { onTestDone(int(index), result, block); });
            skipRestOfTest(shared->plannedDoneS.load() + warmupS + passes * durationS);
            pauseAfter(index, false);
            continue;
        }
        {
            std::lock_guard lock(shared->mutex);
            shared->live = block;
        }
        PassRunner passRunner(spec, *target, engine, settings.target.data, stop);
        passRunner.setWorkerNiceness(settings.workerNiceness);
        passRunner.setSubmitEachRequest(submission == Submission::PerRequest);
        passRunner.setBufferPages(bufferPages);
        passRunner.setRefusedEngineFeatures(refusedFeatures | kernelRefusedFeatures);
        passRunner.setPollFeatures(engine == EngineKind::Psync ? 0u : pollFeatures(settings.poll));
        passRunner.setWorkerCpus(cpus);
        shared->custom.fraction = -1;
        shared->custom.etaS = -1;
        shared->custom.passIos = 0;
        shared->testDoneBeforeS = shared->plannedDoneS.load();
        shared->testPlannedS = warmupS + passes * durationS;
        shared->testPasses = passes;
        passRunner.setCustomProgress(&shared->custom);
        bool failed = !builder.errors().isEmpty();
        thermal.beginTest();
        QString planSkip;
        bool ranPass = false; // a pass (the warm-up included) did I/O
        // Warm-up (discarded), then the measured passes.
        for (int pass = warmupS > 0 ? 0 : 1; pass <= passes && !failed && !stop.stop_requested(); ++pass) {
            const double len = pass == 0 ? warmupS : durationS;
            // Until the pass's patterns say how many I/Os they plan, its progress holds.
            if (pass > 0)
                shared->custom.passIos.store(CustomProgress::kPassIosPending, std::memory_order_release);
            shared->phaseLenS = len;
            shared->phaseStartNs.store(monotonicNs(), std::memory_order_release);
            if (pass == 1 && block->measureStartNs.load() == 0)
                block->measureStartNs.store(monotonicNs(), std::memory_order_release);
            if (pass == 1)
                checks.beginTest(spec);
            PassOutcome outcome = passRunner.run(pass, len, pass == 0 ? nullptr : block->counters.data());
            std::uint64_t pending = CustomProgress::kPassIosPending;
            shared->custom.passIos.compare_exchange_strong(pending, 0); // a plan error, say
            if (outcome.planError) {
                // The workload's plan does not fit this target (a span too small for the seek
                // plan, say): the test is skipped with the cause, the run goes on.
                planSkip = QStringLiteral("skipped: ") + QString::fromStdString(outcome.planError->text());
                break;
            }
            bufferTally.add(outcome);
            ranPass = true;
            featureTally.add(outcome);
            shared->plannedDoneS = shared->plannedDoneS.load() + len;
            shared->phaseStartNs.store(0, std::memory_order_release);
            if (outcome.error) {
                builder.addError(*outcome.error);
                failed = true;
            }
            if (pass > 0 && ((!outcome.error && !stop.stop_requested()) || spec.keepsPartialPass))
                builder.addPass(outcome);
            if (pass == 0 && warmupS <= 0)
                break;
            if (untilSteady && builder.steadyReached()) {
                // Steady: the rounds left to the limit are not run (the progress skips them).
                shared->plannedDoneS = shared->plannedDoneS.load() + (passes - pass) * durationS;
                break;
            }
        }
        if (!planSkip.isEmpty()) {
            shared->phaseStartNs.store(0, std::memory_order_release);
            TestResultBuilder skipped(spec, settings.aggregation == Aggregation::Best ? "best" : "mean");
            skipped.addNote(planSkip);
            TestResult result = skipped.result(passes);
            result.skipped = true;
            run.tests.push_back(result);
            post([this, index, result, block]() { onTestDone(int(index), result, block); });
            skipRestOfTest(shared->testDoneBeforeS.load() + shared->testPlannedS.load());
            pauseAfter(index, ranPass);
            continue;
        }
        if (!failed && !stop.stop_requested() && passRunner.engineNote().size())
            builder.addNote(passRunner.engineNote());
        if (!passRunner.placementNote().isEmpty())
            builder.addNote(passRunner.placementNote());
        TestResult result = builder.result(passes);
        if (spec.keepsPartialPass && stop.stop_requested())
            result.completed = false;
        shared->custom.fraction = -1;
        shared->custom.passIos = 0;
        for (RunWarning &w : checks.endTest(result))
            run.warnings.push_back(std::move(w));
        thermal.endTest(result);
        run.tests.push_back(result);
        post([this, index, result, block]() { onTestDone(int(index), result, block); });
        if (failed) {
            run.errors << result.errors;
            break;
        }
        pauseAfter(index, true);
    }
    if (stop.stop_requested())
        run.errors << QStringLiteral("cancelled by the user; completed passes and tests are kept");
    else if (measuredNothing(run))
        run.errors << noTestRanMessage(run); // a failed run, not a completed one
    bufferTally.write(run.settings);
    featureTally.write(run.settings);
    target.reset(); // removes the test file before finished() is seen
    thermal.endRun(run);
    finish(!stop.stop_requested());
}

QString noTestRanMessage(const RunResult &run)
{
    QStringList reasons;
    for (const TestResult &t : run.tests) {
        for (const QString &n : t.notes) {
            QString reason = n;
            if (reason.startsWith(QLatin1String("skipped: ")))
                reason.remove(0, 9);
            if (!reasons.contains(reason))
                reasons << reason;
        }
    }
    return QStringLiteral("no test could run on %1: %2")
        .arg(run.target.path, reasons.isEmpty() ? QStringLiteral("every test was skipped")
                                                : reasons.join(QStringLiteral("; ")));
}

} // namespace drivebench
