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
#include <optional>

#include <QFile>
#include <QMetaObject>
#include <QSysInfo>

#include "core/engine/builtinpatterns.h"
#include "core/engine/uringengine.h"
#include "core/engine/uringpoll.h"
#include "core/engine/worker.h"
#include "core/results/powersettingsjson.h"
#include "core/results/warningcodes.h"
#include "core/runner/bufferpagestally.h"
#include "core/runner/enginefeaturestally.h"
#include "core/runner/runchecks.h"
#include "core/runner/runplan.h"
#include "core/runner/settingnames.h"
#include "core/runner/temperaturesampler.h"
#include "core/runner/testresultbuilder.h"
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
    // {1}: the polling asked for, {2}: without polling, {3}: io_uring, {4}: without buffered I/O.
    const std::string asked = "{1}";
    const SettingFixes fixes{{Setting::Poll, settingOption(poll)},
                             {Setting::Poll, QStringLiteral("off")},
                             {Setting::Engine, QStringLiteral("io_uring")},
                             {Setting::Buffered, QStringLiteral("off")}};
    if (engine == EngineKind::Psync) {
        if (requested == EngineKind::Psync)
            return Error::make(std::errc::invalid_argument,
                               asked + " polls an io_uring ring, and the psync engine has none",
                               "run with {3}, or {2}", fixes);
        return Error::make(std::errc::operation_not_supported,
                           asked + " polls an io_uring ring, and io_uring is refused here ("
                               + fallbackReason.toStdString() + "): the run would use psync",
                           "run {2}, or where io_uring is allowed", fixes);
    }
    if (modes & EngineFeature::IoPoll) {
        if (engine == EngineKind::NvmePassthrough)
            return Error::make(std::errc::operation_not_supported,
                               asked + ": IOPOLL is not supported with the io_uring_cmd engine "
                                       "(NVMe passthrough)",
                               "run with {3}, or {2}", fixes);
        if (target.cache == CacheMode::Buffered)
            return Error::make(std::errc::invalid_argument,
                               asked + ": IOPOLL polls direct I/O only, and buffered I/O goes "
                                       "through the page cache",
                               "run {4}, or {2}", fixes);
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
    : RunBackend(parent), m_temperatures(temperatures ? std::move(temperatures) : std::make_shared<TemperatureHub>())
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
                              TargetInfo plannedTarget, DriveRecord plannedDrive)
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
                           "fix {1} (5 or more)", {{Setting::SteadyMaxRounds, {}}});
    if (settings.passes < 1 || settings.durationS <= 0 || settings.warmupS < 0
        || settings.intervalS < 0)
        return Error::make(std::errc::invalid_argument,
                           "passes must be at least 1, the duration above 0 s, the warm-up and "
                           "interval 0 s or more",
                           "fix {1}, {2}, {3} or {4}",
                           {{Setting::Passes, {}}, {Setting::Duration, {}}, {Setting::Warmup, {}}, {Setting::Interval, {}}});
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

/// One run on the controller thread, split at its seams: the run's header, the engine, the
/// target, the host and its CPUs, then the test loop. Lives on the controller thread only; what
/// the owner thread sees goes through post() and Shared.
class Runner::Controller
{
public:
    Controller(Runner &runner, std::stop_token stop)
        : m_runner(runner), m_stop(std::move(stop)), m_shared(runner.m_shared),
          m_settings(runner.m_settings), m_tests(runner.m_tests), m_planned(runner.m_plannedTarget),
          m_checks(RunChecks::prepare(m_settings, m_tests, QStringLiteral("/dev"),
                                      recordedApstOf(runner.m_plannedDrive).steps))
    {
    }

    void run()
    {
        describeRun();
        if (auto ready = chooseEngine(); !ready)
            return fail(ready.error());
        if (auto ready = openTarget(); !ready)
            return fail(ready.error());
        describeHost();
        m_runner.post([r = &m_runner, run = m_run]() { Q_EMIT r->runPrepared(run); });
        for (std::size_t index = 0; index < m_tests.size() && !m_stop.stop_requested(); ++index) {
            if (!runTest(index))
                break;
        }
        if (m_stop.stop_requested())
            m_run.errors << QStringLiteral("cancelled by the user; completed passes and tests are kept");
        else if (measuredNothing(m_run))
            m_run.errors << noTestRanMessage(m_run); // a failed run, not a completed one
        m_bufferTally.write(m_run.settings);
        m_featureTally.write(m_run.settings);
        m_target.reset(); // removes the test file before finished() is seen
        m_thermal->endRun(m_run);
        finish(!m_stop.stop_requested());
    }

private:
    void finish(bool completed)
    {
        m_run.completed = completed && m_run.errors.isEmpty();
        m_run.finishedAt = QDateTime::currentDateTimeUtc();
        m_runner.post([r = &m_runner, run = m_run]() { r->onRunDone(run); });
    }
    void fail(const Error &e)
    {
        m_run.errors << ResultLine::from(e);
        finish(false);
    }
    void testDone(std::size_t index, const TestResult &result, const std::shared_ptr<LiveBlock> &block)
    {
        m_run.tests.push_back(result);
        m_runner.post([r = &m_runner, index, result, block]() { r->onTestDone(int(index), result, block); });
    }

    /// The header: what ran where, the settings' keys (the same keys whatever the values:
    /// docs/result-format.md) and the pre-flight warnings (which never stop the run).
    void describeRun()
    {
        m_run.target = m_planned;
        if (m_run.target.path.isEmpty())
            m_run.target.path = m_settings.target.path;
        m_run.drive = m_runner.m_plannedDrive;
        m_run.toolVersion = QString::fromLatin1(kVersion);
        m_run.startedAt = QDateTime::currentDateTimeUtc();
        utsname u{};
        if (::uname(&u) == 0)
            m_run.kernel = QStringLiteral("%1 %2").arg(QString::fromUtf8(u.sysname), QString::fromUtf8(u.release));
        m_run.cpu = firstLine(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name"));
        m_run.host = QSysInfo::machineHostName();
        m_run.cached = m_settings.target.cache == CacheMode::Buffered;
        m_run.settings = recordedSettings(m_settings);
        m_run.settings.engineFallbackReason = QString();
        m_run.settings.deviceAccess = QStringLiteral("open");
        m_run.warnings = m_checks.warnings();
    }

    /// The engine: io_uring unless refused (EPERM in containers, ENOSYS where disabled), the
    /// io_uring features refused for tests, and the opt-in polling modes, checked before the
    /// target is opened (a directory's test file is filled there): refused with the cause and
    /// the fix where they cannot run, never dropped.
    Result<void> chooseEngine()
    {
        m_engine = m_settings.engine;
        QString fallbackReason;
        if (m_engine != EngineKind::Psync) {
            if (auto probe = probeIoUring(); !probe) {
                const int err = probe.error().errnoValue();
                // Asked for by name (io_uring, io_uring_cmd): refused, never replaced.
                if (m_engine == EngineKind::IoUring || m_engine == EngineKind::NvmePassthrough
                    || (err != EPERM && err != ENOSYS && err != EACCES))
                    return probe.error();
                m_engine = EngineKind::Psync;
                fallbackReason = QString::fromStdString(probe.error().message);
                m_run.settings.engineFallbackReason = fallbackReason;
            } else if (m_engine != EngineKind::NvmePassthrough) {
                m_engine = EngineKind::IoUring;
            }
        }
        m_run.engine = settingName(m_engine);
        // io_uring features to treat as refused by the kernel (a comma-separated list of
        // engineFeatureNames): for the rig's fallback tests and A/B benchmarks, never needed otherwise.
        if (const QString refuse = qEnvironmentVariable("DRIVEBENCH_URING_REFUSE"); !refuse.isEmpty()) {
            const auto mask = engineFeaturesFromNames(refuse);
            if (!mask)
                return Error::make(std::errc::invalid_argument,
                                   "DRIVEBENCH_URING_REFUSE names an unknown io_uring feature: "
                                       + refuse.toStdString(),
                                   "use a comma-separated list of: "
                                       + engineFeatureNames(EngineFeature::All).join(QLatin1Char(',')).toStdString());
            m_refusedFeatures = *mask;
        }
        const std::uint64_t largestRequest =
            std::accumulate(m_tests.begin(), m_tests.end(), std::uint64_t(0), [](std::uint64_t m, const TestSpec &t) {
                return t.runPass ? m : std::max<std::uint64_t>(m, t.blockSize);
            });
        const bool builtinRequests = std::all_of(m_tests.begin(), m_tests.end(), [](const TestSpec &t) {
            return !t.runPass && !t.makePattern && !t.tracePlayback && std::has_single_bit(t.blockSize);
        });
        return checkUringPoll(m_settings.poll, m_settings.engine, m_engine, fallbackReason, m_settings.target,
                              m_refusedFeatures, QStringLiteral("/sys"), largestRequest, builtinRequests);
    }

    /// How the target is opened: for writing only when a test writes; a directory's test file
    /// is not made for tests that run their own passes, nor filled for tests that want it empty.
    TargetOptions targetOptions() const
    {
        TargetOptions options = m_settings.target;
        options.nvmePassthrough = m_engine == EngineKind::NvmePassthrough;
        const auto every = [&](auto pred) { return std::all_of(m_tests.begin(), m_tests.end(), pred); };
        const bool anyWrites = std::any_of(m_tests.begin(), m_tests.end(), [](const TestSpec &t) { return t.writes(); });
        options.access = anyWrites ? Access::ReadWrite : Access::ReadOnly;
        options.directoryOnly = every([](const TestSpec &t) { return bool(t.runPass); });
        options.skipFill = !m_tests.empty() && every([](const TestSpec &t) { return t.unfilledFile; });
        // Custom passes that also run on a whole device (the capacity check) open it as any test
        // does, through the destructive-write gate.
        if (struct stat ts{}; options.directoryOnly && options.fd < 0
                              && ::stat(QFile::encodeName(options.path).constData(), &ts) == 0
                              && (S_ISBLK(ts.st_mode) || S_ISREG(ts.st_mode))
                              && every([](const TestSpec &t) { return t.wholeDevice; }))
            options.directoryOnly = false;
        return options;
    }

    /// The target (a directory's test file is created and filled here), then what the engine
    /// needs of it, and the drive's temperature and health watched around each test.
    Result<void> openTarget()
    {
        TargetOptions options = targetOptions();
        double lastFraction = -1;
        auto fillProgress = [&](double f) {
            if (f - lastFraction >= 0.01 || f >= 1.0) {
                lastFraction = f;
                m_runner.post([r = &m_runner, f]() { Q_EMIT r->preparing(f); });
            }
        };
        // Read tests on a block device this user may not open: a descriptor from UDisks2 (polkit).
        if (options.fd < 0 && options.access == Access::ReadOnly && !options.nvmePassthrough) {
            auto handed = deviceFdThroughUdisks(options.path, options.cache == CacheMode::Direct ? O_DIRECT : 0,
                                                m_settings.deviceAccess);
            if (!handed)
                return handed.error();
            m_handedFd = std::move(*handed); // Target dups it
            options.fd = m_handedFd.get();
            if (m_handedFd)
                m_run.settings.deviceAccess = QStringLiteral("udisks2");
        }
        auto opened = Target::open(options, fillProgress, &m_shared->cancel);
        if (!opened) {
            if (m_shared->cancel)
                m_run.errors << QStringLiteral("cancelled while preparing the target");
            return opened.error();
        }
        m_target = std::move(*opened);
        m_run.settings.nvmeGenericDevice = m_target->nvmeCommandTarget().node;
        if (m_engine == EngineKind::NvmePassthrough) {
            if (auto ready = checkPassthrough(); !ready)
                return ready;
        }
        m_run.target = m_target->info();
        if (m_run.target.filesystem.isEmpty() && m_run.target.kind != QLatin1String("device"))
            m_run.target.filesystem = m_planned.filesystem;
        if (m_run.target.device.isEmpty())
            m_run.target.device = m_planned.device;
        m_thermal.emplace(m_run.target.device.isEmpty() ? m_run.target.path : m_run.target.device,
                          *m_runner.m_temperatures);
        m_thermal->beginRun();
        return {};
    }

    /// Before any test with NVMe passthrough: a command too large for the namespace would fail at
    /// once, and one read of LBA 0 shows whether the kernel and the drive take passthrough at all
    /// (and with registered buffers: where refused, the run goes without, recorded in
    /// io_uring_features).
    Result<void> checkPassthrough()
    {
        const QString node = m_target->nvmeCommandTarget().node;
        for (const TestSpec &t : m_tests) {
            if (t.runPass) // its own I/O (the capacity check): it would not be passthrough
                return Error::make(std::errc::not_supported,
                                   QStringLiteral("test %1 does its own I/O, not through the io_uring_cmd engine")
                                       .arg(t.displayName())
                                       .toStdString(),
                                   "run it with {1}", {{Setting::Engine, QStringLiteral("io_uring")}});
            const std::uint64_t maxBytes = m_target->passthroughMaxBytes();
            if (maxBytes > 0 && std::uint64_t(t.blockSize) > maxBytes)
                return Error::make(
                    std::errc::invalid_argument,
                    QStringLiteral("NVMe passthrough sends each request as one command, and %1 "
                                   "takes at most %2 KiB per command (queue/max_hw_sectors_kb); "
                                   "test %3 asks for %4 KiB")
                        .arg(node)
                        .arg(maxBytes / 1024)
                        .arg(t.displayName())
                        .arg(t.blockSize / 1024)
                        .toStdString(),
                    "run tests with smaller blocks, or run with {1} (the block "
                    "layer splits large requests)",
                    {{Setting::Engine, QStringLiteral("io_uring")}});
            // Nor is a command's buffer split, and the kernel maps a registered buffer for a
            // command page by page: a command spanning more 4 KiB pages than queue/max_segments
            // is refused (EINVAL; on 6.1 also in huge-page buffers, whose registered runs it
            // copies into pages: seen in the rig).
            const std::uint32_t maxSegments = m_target->passthroughMaxSegments();
            const std::uint64_t pages = (std::uint64_t(t.blockSize) + 4095) / 4096;
            if (maxSegments > 0 && pages > maxSegments)
                return Error::make(
                    std::errc::invalid_argument,
                    QStringLiteral("NVMe passthrough sends each buffer whole, and %1 takes at most %2 "
                                   "memory segments per command (queue/max_segments); test %3's %4 KiB "
                                   "requests span %5 pages of 4 KiB")
                        .arg(node)
                        .arg(maxSegments)
                        .arg(t.displayName())
                        .arg(t.blockSize / 1024)
                        .arg(pages)
                        .toStdString(),
                    QStringLiteral("run tests with blocks of at most %1 KiB, or run with {1} "
                                   "(the block layer splits large requests)")
                        .arg(maxSegments * 4)
                        .toStdString(),
                    {{Setting::Engine, QStringLiteral("io_uring")}});
        }
        auto probe = probeNvmePassthrough(m_target->passthroughFd(), m_target->nvmeCommandTarget(), m_refusedFeatures);
        if (!probe)
            return probe.error();
        m_kernelRefusedFeatures = *probe;
        return {};
    }

    /// The host's side: alignment, submission, the CPUs the workers start at (those taking the
    /// device's completion interrupts), buffer pages; the settings' keys for each.
    void describeHost()
    {
        RunSettingsRecord &s = m_run.settings;
        s.alignmentBytes = double(m_target->logicalBlockSize());
        s.alignmentSource = m_target->alignmentSource();
        m_submission = resolveSubmission(m_settings.submission, m_run.target);
        s.submission = settingName(m_submission);
        struct stat st{};
        m_cpuPlan = planCpus(m_settings.affinity, ::fstat(m_target->fd(), &st) == 0 ? &st : nullptr);
        s.completionCpus = m_cpuPlan.completion;
        // "huge" only where the kernel gives transparent huge pages to a region that asks.
        m_bufferPages = m_settings.bufferPages == BufferPages::Huge && transparentHugePagesAvailable()
                            ? BufferPages::Huge
                            : BufferPages::Base;
        // What was asked for; replaced by what the buffers got once the tests ran (BufferPagesTally).
        // The byte counts are null until measured, so the keys are the same whatever the values.
        s.bufferPages = m_bufferPages == BufferPages::Huge ? QStringLiteral("requested") : QStringLiteral("base");
        s.bufferHugeAskedBytes = NullOr<double>();
        s.bufferHugeGotBytes = NullOr<double>();
        EngineFeaturesTally{}.write(s); // [] until the rings are set up
        s.cpuAffinity = settingName(m_cpuPlan.order.empty() ? CpuAffinity::None : m_settings.affinity);
        s.cpus = m_cpuPlan.order; // [] when not pinned
        if (m_refusedFeatures != 0) {
            m_run.warnings.push_back(
                {warningCodeName(WarningCode::IoUringFeaturesRefused), QString(), QString(),
                 QStringLiteral("DRIVEBENCH_URING_REFUSE=%1 is set: io_uring ran without %2, so the figures "
                                "may be lower than this machine gives; unset it for normal figures")
                     .arg(qEnvironmentVariable("DRIVEBENCH_URING_REFUSE"),
                          engineFeatureNames(m_refusedFeatures).join(QStringLiteral(", ")))});
        }
    }

    /// After each test, the pause before the next: the run's interval (after a test that did
    /// I/O; a skipped one did none), or the next test's own idle time. A pause not waited (an
    /// idle pause the next test does not need: a cache burst with no cache to recover) counts as
    /// done at once: the progress and the ETA drop by it.
    void pauseAfter(std::size_t index, bool didIo)
    {
        double pauseS = 0, plannedPauseS = 0;
        if (index + 1 < m_tests.size()) {
            const TestSpec &next = m_tests[index + 1];
            const bool idle = !next.idleNeeded || next.idleNeeded();
            plannedPauseS = std::max(m_settings.intervalS, next.idleBeforeS);
            pauseS = std::max(didIo ? m_settings.intervalS : 0.0, idle ? next.idleBeforeS : 0.0);
        }
        if (pauseS > 0 && !m_stop.stop_requested()) {
            m_shared->phaseLenS = pauseS;
            m_shared->phaseStartNs.store(monotonicNs(), std::memory_order_release);
            std::unique_lock lock(m_shared->sleepMutex);
            m_shared->sleepCv.wait_for(lock, m_stop, std::chrono::duration<double>(pauseS), [] { return false; });
            m_shared->phaseStartNs.store(0, std::memory_order_release);
        }
        m_shared->plannedDoneS = m_shared->plannedDoneS.load() + plannedPauseS;
    }

    /// A test skipped before or during its passes, with its note: its planned time not spent
    /// counts as done, and the pause after it follows.
    void skipTest(std::size_t index, const ResultLine &note, const std::shared_ptr<LiveBlock> &block,
                  double plannedEndS, bool didIo)
    {
        const TestSpec &spec = m_tests[index];
        TestResultBuilder skipped(spec, m_settings.aggregation == Aggregation::Best ? "best" : "mean");
        skipped.addNote(note);
        TestResult result = skipped.result(testPasses(m_settings, spec));
        result.skipped = true;
        testDone(index, result, block);
        m_shared->plannedDoneS = std::max(m_shared->plannedDoneS.load(), plannedEndS);
        pauseAfter(index, didIo);
    }

    /// Why a test cannot run on this target at all, or empty. A request size the target cannot
    /// take (below or between a 4Kn drive's 4096-byte blocks, or larger than a small test file)
    /// skips that test with a note; the run goes on, so a sweep from 512 B still measures every
    /// size a 4Kn drive accepts.
    ResultLine skipBeforeStart(const TestSpec &spec) const
    {
        if (!spec.runPass && spec.blockSize % m_target->logicalBlockSize() != 0)
            return QStringLiteral("skipped: %1-byte requests are not a multiple of the target's "
                                  "%2-byte logical block (direct I/O takes whole blocks only)")
                .arg(spec.blockSize)
                .arg(m_target->logicalBlockSize());
        if (!spec.runPass && m_target->sizeBytes() < spec.blockSize)
            return ResultLine(QStringLiteral("skipped: %1-byte requests do not fit the %2-byte target; "
                                             "give a larger test file ({1})")
                                  .arg(spec.blockSize)
                                  .arg(m_target->sizeBytes()),
                              {{Setting::Size, {}}});
        return {};
    }

    /// The pass runner of one test, set up as the run's engine, host and CPUs say.
    void setUp(PassRunner &passRunner) const
    {
        passRunner.setWorkerNiceness(m_settings.workerNiceness);
        passRunner.setSubmitEachRequest(m_submission == Submission::PerRequest);
        passRunner.setBufferPages(m_bufferPages);
        passRunner.setRefusedEngineFeatures(m_refusedFeatures | m_kernelRefusedFeatures);
        passRunner.setPollFeatures(m_engine == EngineKind::Psync ? 0u : pollFeatures(m_settings.poll));
        passRunner.setWorkerCpus(m_cpuPlan.order);
    }

    /// One test: a discarded warm-up pass, then the measured passes (until steady, where asked),
    /// its live counters published for the owner's ticks. False when it failed (the run ends).
    bool runTest(std::size_t index)
    {
        const TestSpec &spec = m_tests[index];
        const double warmupS = testWarmup(m_settings, spec);
        const double durationS = testDuration(m_settings, spec);
        const int passes = testPasses(m_settings, spec);
        auto block = std::make_shared<LiveBlock>(spec.threads);
        m_runner.post([r = &m_runner, index, spec, block]() {
            block->announced = true;
            Q_EMIT r->testStarted(int(index), spec);
        });
        if (const ResultLine skip = skipBeforeStart(spec); !skip.message.isEmpty()) {
            skipTest(index, skip, block, m_shared->plannedDoneS.load() + warmupS + passes * durationS, false);
            return true;
        }
        TestResultBuilder builder(spec, m_settings.aggregation == Aggregation::Best ? "best" : "mean");
        const bool untilSteady = runsUntilSteady(m_settings, spec);
        if (untilSteady)
            builder.setUntilSteady(m_settings.steadyMaxRounds);
        {
            std::lock_guard lock(m_shared->mutex);
            m_shared->live = block;
        }
        PassRunner passRunner(spec, *m_target, m_engine, m_settings.target.data, m_stop);
        setUp(passRunner);
        m_shared->custom.fraction = -1;
        m_shared->custom.etaS = -1;
        m_shared->custom.passIos = 0;
        m_shared->testDoneBeforeS = m_shared->plannedDoneS.load();
        m_shared->testPlannedS = warmupS + passes * durationS;
        m_shared->testPasses = passes;
        passRunner.setCustomProgress(&m_shared->custom);
        bool failed = !builder.errors().isEmpty();
        m_thermal->beginTest();
        std::optional<ResultLine> planSkip;
        bool ranPass = false; // a pass (the warm-up included) did I/O
        for (int pass = warmupS > 0 ? 0 : 1; pass <= passes && !failed && !m_stop.stop_requested(); ++pass) {
            const double len = pass == 0 ? warmupS : durationS;
            // Until the pass's patterns say how many I/Os they plan, its progress holds.
            if (pass > 0)
                m_shared->custom.passIos.store(CustomProgress::kPassIosPending, std::memory_order_release);
            m_shared->phaseLenS = len;
            m_shared->phaseStartNs.store(monotonicNs(), std::memory_order_release);
            if (pass == 1 && block->measureStartNs.load() == 0)
                block->measureStartNs.store(monotonicNs(), std::memory_order_release);
            if (pass == 1)
                m_checks.beginTest(spec);
            PassOutcome outcome = passRunner.run(pass, len, pass == 0 ? nullptr : block->counters.data());
            std::uint64_t pending = CustomProgress::kPassIosPending;
            m_shared->custom.passIos.compare_exchange_strong(pending, 0); // a plan error, say
            if (outcome.planError) {
                // The workload's plan does not fit this target (a span too small for the seek
                // plan, say): the test is skipped with the cause, the run goes on.
                const ResultLine why = ResultLine::from(*outcome.planError);
                planSkip = ResultLine(QStringLiteral("skipped: ") + why.message, why.fixes);
                break;
            }
            m_bufferTally.add(outcome);
            ranPass = true;
            m_featureTally.add(outcome);
            m_shared->plannedDoneS = m_shared->plannedDoneS.load() + len;
            m_shared->phaseStartNs.store(0, std::memory_order_release);
            if (outcome.error) {
                builder.addError(*outcome.error);
                failed = true;
            }
            if (pass > 0 && ((!outcome.error && !m_stop.stop_requested()) || spec.keepsPartialPass))
                builder.addPass(outcome);
            if (pass == 0 && warmupS <= 0)
                break;
            if (untilSteady && builder.steadyReached()) {
                // Steady: the rounds left to the limit are not run (the progress skips them).
                m_shared->plannedDoneS = m_shared->plannedDoneS.load() + (passes - pass) * durationS;
                break;
            }
        }
        if (planSkip) {
            m_shared->phaseStartNs.store(0, std::memory_order_release);
            skipTest(index, *planSkip, block, m_shared->testDoneBeforeS.load() + m_shared->testPlannedS.load(), ranPass);
            return true;
        }
        if (!failed && !m_stop.stop_requested() && passRunner.engineNote().size())
            builder.addNote(passRunner.engineNote());
        if (!passRunner.placementNote().isEmpty())
            builder.addNote(passRunner.placementNote());
        TestResult result = builder.result(passes);
        if (spec.keepsPartialPass && m_stop.stop_requested())
            result.completed = false;
        m_shared->custom.fraction = -1;
        m_shared->custom.passIos = 0;
        for (RunWarning &w : m_checks.endTest(result))
            m_run.warnings.push_back(std::move(w));
        m_thermal->endTest(result);
        testDone(index, result, block);
        if (failed) {
            m_run.errors << result.errors;
            return false;
        }
        pauseAfter(index, true);
        return true;
    }

    Runner &m_runner;
    std::stop_token m_stop;
    std::shared_ptr<Shared> m_shared;
    const RunSettings m_settings;
    const std::vector<TestSpec> m_tests;
    const TargetInfo m_planned;
    RunChecks m_checks; // the pre-flight's warnings, and the counters sampled around each test
    RunResult m_run;
    EngineKind m_engine = EngineKind::Psync;
    std::uint32_t m_refusedFeatures = 0;       // DRIVEBENCH_URING_REFUSE
    std::uint32_t m_kernelRefusedFeatures = 0; // found refused by the passthrough probe
    UniqueFd m_handedFd;                       // from UDisks2; the target dups it
    std::unique_ptr<Target> m_target;
    std::optional<ThermalMonitor> m_thermal;
    Submission m_submission = Submission::PerRequest;
    CpuPlan m_cpuPlan;
    BufferPages m_bufferPages = BufferPages::Base;
    BufferPagesTally m_bufferTally;     // what the buffers got: settings.buffer_pages at the end
    EngineFeaturesTally m_featureTally; // what the rings got: settings.io_uring_features at the end
};

void Runner::controllerMain(std::stop_token stop)
{
    Controller(*this, std::move(stop)).run();
}

ResultLine noTestRanMessage(const RunResult &run)
{
    const auto withoutPrefix = [](QString s) { return s.startsWith(QLatin1String("skipped: ")) ? s.mid(9) : s; };
    QStringList seen, reasons; // seen: in neutral words; reasons: with their settings as {n}
    SettingFixes fixes;
    for (const TestResult &t : run.tests) {
        for (const ResultLine &n : t.notes) {
            const QString neutral = withoutPrefix(n.text());
            if (seen.contains(neutral))
                continue;
            seen << neutral;
            // A reason's settings follow those before it: its {k} becomes {k + offset}, highest
            // first so that no number is moved twice (placeFixes reads {1} to {9} only).
            if (fixes.size() + n.fixes.size() > 9) {
                reasons << neutral;
                continue;
            }
            QString reason = withoutPrefix(n.message);
            const int offset = int(fixes.size());
            for (int k = int(n.fixes.size()); k >= 1 && offset > 0; --k)
                reason.replace(QStringLiteral("{%1}").arg(k), QStringLiteral("{%1}").arg(k + offset));
            fixes.insert(fixes.end(), n.fixes.begin(), n.fixes.end());
            reasons << reason;
        }
    }
    return ResultLine(QStringLiteral("no test could run on %1: %2")
                          .arg(run.target.path, reasons.isEmpty() ? QStringLiteral("every test was skipped")
                                                                  : reasons.join(QStringLiteral("; "))),
                      fixes);
}

} // namespace drivebench
