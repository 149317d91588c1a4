// SPDX-License-Identifier: GPL-3.0-or-later
// Runner: short real runs in a directory with O_DIRECT (tests/common/testdirs.h) through the signals
// the GUI and CLI use; cancel keeps completed tests; the test file never outlives the run.
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/engine/uringpoll.h"
#include "core/runner/runner.h"
#include "core/workloads/profiles.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/testdirs.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

RunSettings quickSettings(const QString &dir)
{
    RunSettings s;
    s.target.path = dir;
    s.target.fileSizeBytes = 32ull << 20;
    s.durationS = 0.3;
    s.warmupS = 0.1;
    s.intervalS = 0;
    s.passes = 2;
    s.sampleIntervalMs = 50;
    return s;
}

} // namespace

class TestRunner : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_holder;
    QString path() const { return m_holder->path(); }
    bool empty() const
    {
        return QDir(path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_runner"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
    }

    void shortRun_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<int>("submission");
        QTest::addColumn<int>("affinity");
        QTest::newRow("io_uring") << int(EngineKind::Auto) << int(Submission::Auto) << int(CpuAffinity::Spread);
        QTest::newRow("io_uring, per request, unpinned") << int(EngineKind::Auto) << int(Submission::PerRequest) << int(CpuAffinity::None);
        QTest::newRow("psync") << int(EngineKind::Psync) << int(Submission::Auto) << int(CpuAffinity::Spread);
    }
    void shortRun()
    {
        QFETCH(int, engine);
        QFETCH(int, submission);
        QFETCH(int, affinity);
        Runner runner;
        QSignalSpy started(&runner, &Runner::testStarted);
        QSignalSpy samples(&runner, &Runner::samplesReady);
        QSignalSpy tests(&runner, &Runner::testFinished);
        QSignalSpy done(&runner, &Runner::finished);
        RunSettings s = quickSettings(path());
        s.engine = EngineKind(engine);
        s.submission = Submission(submission);
        s.affinity = CpuAffinity(affinity);
        std::vector<TestSpec> list = {*testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read),
                                      *testById(QStringLiteral("SEQ1M_Q1T1"), IoOp::Write),
                                      *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Mix, 50)};
        list[0].threads = 2;
        auto ok = runner.start(s, list);
        if (!ok)
            QFAIL(ok.error().text().c_str());
        QVERIFY(runner.isRunning());
        QVERIFY(done.wait(120'000));
        QVERIFY(!runner.isRunning());
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
        QCOMPARE(run.engine, engine == int(EngineKind::Psync) ? QStringLiteral("psync") : QStringLiteral("io_uring"));
        QVERIFY(!run.target.filesystem.isEmpty());
        const bool tmpfs = run.target.filesystem == QLatin1String("tmpfs");
        QCOMPARE(tmpfs, testing::isMemoryFilesystem(path()));
        // On tmpfs, Auto batches; on a disk filesystem it submits per request; an explicit choice
        // is kept.
        QCOMPARE(run.settings.submission.value_or(QString()),
                 submission == int(Submission::PerRequest) || !tmpfs ? QStringLiteral("per_request")
                                                                     : QStringLiteral("batched"));
        // Large requests' buffers ask for huge pages where the kernel has them; the result says
        // what they got (smaps AnonHugePages), never merely what was asked for.
        const QString pages = run.settings.bufferPages.value_or(QString());
        if (!transparentHugePagesAvailable()) {
            QCOMPARE(pages, QStringLiteral("base"));
        } else {
            const double asked = run.settings.bufferHugeAskedBytes.value_or(NullOr<double>()).value_or(0);
            const double got = run.settings.bufferHugeGotBytes.value_or(NullOr<double>()).value_or(0);
            QVERIFY2(asked >= double(2 << 20), qPrintable(pages)); // SEQ1M's buffers asked
            QVERIFY(got <= asked);
            QCOMPARE(pages, got >= asked ? QStringLiteral("huge") : got > 0 ? QStringLiteral("partly huge")
                                                                              : QStringLiteral("base"));
        }
        // What the rings ran with: [] for psync; the target as a registered file and one task-run
        // mode at most for io_uring (the suite's kernels, 6.1+, take deferred task run).
        const QStringList features = run.settings.ioUringFeatures.value_or(QStringList());
        if (engine == int(EngineKind::Psync)) {
            QCOMPARE(features, QStringList());
        } else {
            QVERIFY2(features.contains(QStringLiteral("registered_file")), qPrintable(features.join(',')));
            QVERIFY2(features.contains(QStringLiteral("defer_taskrun")) && features.contains(QStringLiteral("single_issuer"))
                         && !features.contains(QStringLiteral("coop_taskrun")),
                     qPrintable(features.join(',')));
            // Workers under SCHED_BATCH on a file in RAM (io-wq serves every request), never elsewhere.
            QVERIFY2(features.contains(QStringLiteral("sched_batch")) == tmpfs, qPrintable(features.join(',')));
        }
        // Pinned by default, over the CPUs this process may use; the result says which. On tmpfs
        // (no device interrupts to prefer) in their order; on a disk the CPU plan puts the CPUs
        // that take the device's interrupts first, so the same set in another order.
        std::vector<int> allowed = allowedCpus();
        if (affinity == int(CpuAffinity::Spread)) {
            QCOMPARE(run.settings.cpuAffinity.value_or(QString()), QStringLiteral("spread"));
            std::vector<int> used = run.settings.cpus.value_or(std::vector<int>{});
            if (tmpfs) {
                QCOMPARE(used, allowed);
            } else {
                std::sort(used.begin(), used.end());
                std::sort(allowed.begin(), allowed.end());
                QCOMPARE(used, allowed);
            }
        } else {
            QCOMPARE(run.settings.cpuAffinity.value_or(QString()), QStringLiteral("none"));
            QVERIFY(run.settings.cpus && run.settings.cpus->empty()); // same keys, no CPUs
        }
        QCOMPARE(started.count(), 3);
        QCOMPARE(tests.count(), 3);
        QVERIFY(samples.count() > 0);
        QCOMPARE(int(run.tests.size()), 3);
        for (const TestResult &t : run.tests) {
            QVERIFY(t.completed);
            QCOMPARE(t.passes, 2);
            QVERIFY(t.ios > 0);
            QVERIFY(t.bandwidthBytesPerS > 0);
            QCOMPARE(t.bandwidthBytesPerS, t.bandwidthSpread.max); // best of passes
            QVERIFY(t.latencyUs.min <= t.latencyUs.p50 && t.latencyUs.p50 <= t.latencyUs.max);
            QVERIFY(t.latencyUs.p9999 <= t.latencyUs.max);
            QCOMPARE(int(t.perThread.size()), t.threads);
            QVERIFY(!t.samples.empty());
            std::uint64_t sampledIos = 0;
            for (const LiveSample &ls : t.samples)
                sampledIos += ls.ios;
            QCOMPARE(sampledIos, t.ios); // live samples add up to the final count exactly
        }
        QCOMPARE(run.tests[0].perThread.size(), std::size_t(2));
        QCOMPARE(run.tests[1].bytesRead, 0ull);
        // The 50 % mix: both kinds, once there are enough I/Os that one kind alone would be a
        // 1-in-2^63 draw (a disk under other loads can do few in 0.3 s).
        const TestResult &mixed = run.tests[2];
        QCOMPARE(mixed.readIos + mixed.writeIos, mixed.ios);
        if (mixed.ios >= 64)
            QVERIFY2(mixed.readIos > 0 && mixed.writeIos > 0,
                     qPrintable(QStringLiteral("%1 reads, %2 writes").arg(mixed.readIos).arg(mixed.writeIos)));
        if (engine == int(EngineKind::Psync))
            QVERIFY(!run.tests[0].notes.isEmpty()); // QD32 ran as QD1, and says so
        QVERIFY(empty());
    }

    // DRIVEBENCH_URING_REFUSE (for fallback tests and A/B benchmarks): the named features are
    // left out as if the kernel had refused them, the run's figures are as complete, and the
    // result lists what ran; an unknown name fails the run with the names it takes.
    void refusedUringFeaturesAreLeftOut()
    {
        std::vector<TestSpec> list = {*testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read)};
        for (const QByteArray &refuse : {QByteArray("single_issuer,defer_taskrun,registered_ring_fd"), QByteArray("sq_poll")}) {
            qputenv("DRIVEBENCH_URING_REFUSE", refuse);
            const auto unset = qScopeGuard([] { qunsetenv("DRIVEBENCH_URING_REFUSE"); });
            Runner runner;
            QSignalSpy done(&runner, &Runner::finished);
            RunSettings s = quickSettings(path());
            s.engine = EngineKind::IoUring;
            auto ok = runner.start(s, list);
            QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
            QVERIFY(done.wait(120'000));
            qunsetenv("DRIVEBENCH_URING_REFUSE");
            const RunResult &run = runner.result();
            if (refuse == "sq_poll") {
                QVERIFY(!run.completed);
                QVERIFY2(lineTexts(run.errors).join(' ').contains(QStringLiteral("defer_taskrun")), qPrintable(lineTexts(run.errors).join(' ')));
                continue;
            }
            QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
            const QStringList features = run.settings.ioUringFeatures.value_or(QStringList());
            QVERIFY2(features.contains(QStringLiteral("coop_taskrun")) && features.contains(QStringLiteral("registered_file"))
                         && !features.contains(QStringLiteral("defer_taskrun")) && !features.contains(QStringLiteral("single_issuer"))
                         && !features.contains(QStringLiteral("registered_ring_fd")),
                     qPrintable(features.join(',')));
            QCOMPARE(run.tests.size(), std::size_t(1));
            QVERIFY(run.tests[0].completed);
            QVERIFY(run.tests[0].bytesRead > 0);
            // The run says so, with the fix: a forgotten export must not quietly lower figures.
            const auto warned = std::find_if(run.warnings.begin(), run.warnings.end(), [](const RunWarning &w) {
                return w.code == QLatin1String("io_uring_features_refused");
            });
            QVERIFY(warned != run.warnings.end());
            QVERIFY2(warned->message.contains(QStringLiteral("unset it")), qPrintable(warned->message));
        }
    }

    // --poll sq (opt-in SQPOLL): the run completes on an O_DIRECT test file, the result lists
    // sqpoll and no task-run mode, and poll_requested says what was asked; the same run without
    // it records "none" and no polling mode.
    void sqPollRun()
    {
        std::vector<TestSpec> list = {*testById(QStringLiteral("SEQ1M_Q8T1"), IoOp::Write),
                                      *testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read)};
        for (const UringPoll poll : {UringPoll::Sq, UringPoll::None}) {
            Runner runner;
            QSignalSpy done(&runner, &Runner::finished);
            RunSettings s = quickSettings(path());
            s.engine = EngineKind::IoUring;
            s.poll = poll;
            auto ok = runner.start(s, list);
            QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
            QVERIFY(done.wait(120'000));
            const RunResult &run = runner.result();
            if (!run.completed && lineTexts(run.errors).join(' ').contains(QLatin1String("CAP_SYS_NICE")))
                QSKIP("SQPOLL needs root on this kernel (before 5.11)");
            QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
            const QStringList features = run.settings.ioUringFeatures.value_or(QStringList());
            const bool sq = poll == UringPoll::Sq;
            QCOMPARE(features.contains(QStringLiteral("sqpoll")), sq);
            QVERIFY(!features.contains(QStringLiteral("iopoll")));
            QCOMPARE(features.contains(QStringLiteral("defer_taskrun")), !sq);
            QVERIFY2(!sq || !features.contains(QStringLiteral("coop_taskrun")), qPrintable(features.join(',')));
            QCOMPARE(run.settings.pollRequested.value_or(QString()),
                     sq ? QStringLiteral("sqpoll") : QStringLiteral("none"));
            QCOMPARE(run.tests.size(), std::size_t(2));
            QVERIFY(run.tests[0].completed && run.tests[1].completed);
            QVERIFY(run.tests[0].bytesWritten > 0);
            QVERIFY(run.tests[1].bytesRead > 0);
            QVERIFY(empty());
        }
    }

    // A polling mode that cannot run fails the run before any I/O (no test ran, no test file
    // left), with the cause and the fix: never run without it.
    void pollRefusedBeforeAnyIo_data()
    {
        QTest::addColumn<int>("poll");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QByteArray>("refuse");
        QTest::addColumn<bool>("buffered");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sqpoll refused by name") << int(UringPoll::Sq) << int(EngineKind::IoUring)
                                               << QByteArray("sqpoll") << false
                                               << QStringLiteral("run without io_uring polling");
        QTest::newRow("psync") << int(UringPoll::Sq) << int(EngineKind::Psync) << QByteArray()
                               << false << QStringLiteral("run with I/O engine io_uring, or without io_uring polling");
        QTest::newRow("iopoll buffered") << int(UringPoll::Io) << int(EngineKind::IoUring) << QByteArray()
                                         << true << QStringLiteral("without buffered I/O");
        QTest::newRow("iopoll refused by name") << int(UringPoll::SqAndIo) << int(EngineKind::IoUring)
                                                << QByteArray("iopoll") << false
                                                << QStringLiteral("run without io_uring polling");
    }
    void pollRefusedBeforeAnyIo()
    {
        QFETCH(int, poll);
        QFETCH(int, engine);
        QFETCH(QByteArray, refuse);
        QFETCH(bool, buffered);
        QFETCH(QString, expected);
        if (!refuse.isEmpty())
            qputenv("DRIVEBENCH_URING_REFUSE", refuse);
        const auto unset = qScopeGuard([] { qunsetenv("DRIVEBENCH_URING_REFUSE"); });
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        RunSettings s = quickSettings(path());
        s.engine = EngineKind(engine);
        s.poll = UringPoll(poll);
        s.target.cache = buffered ? CacheMode::Buffered : CacheMode::Direct;
        auto ok = runner.start(s, {*testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read)});
        QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY(!run.completed);
        QVERIFY(run.tests.empty());
        const QString errors = lineTexts(run.errors).join(' ');
        // IOPOLL on this directory may be refused for its device before the name is looked at.
        QVERIFY2(errors.contains(expected) && errors.contains(QLatin1String("io_uring polling")), qPrintable(errors));
        if (refuse == "sqpoll")
            QVERIFY2(errors.contains(QLatin1String("DRIVEBENCH_URING_REFUSE")), qPrintable(errors));
        QVERIFY(empty());
    }

    // IOPOLL where there is nothing to poll: a file system in memory (/dev/shm), and the test
    // directory's disk when its queue has no poll queues (the development VM's vda: io_poll 0).
    // Refused before any I/O, naming the device and the fix.
    void ioPollRefusedWithoutPollQueues()
    {
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(path()).constData(), &st) == 0);
        const auto here = ioPollAvailable(major(st.st_dev), minor(st.st_dev), path());
        QStringList targets;
        if (QFileInfo(QStringLiteral("/dev/shm")).isDir())
            targets << QStringLiteral("/dev/shm");
        if (!here)
            targets << path();
        if (targets.isEmpty())
            QSKIP("no target without poll queues here");
        for (const QString &target : targets) {
            RunSettings s = quickSettings(target);
            s.poll = UringPoll::Io;
            auto refused = checkUringPoll(s.poll, EngineKind::Auto, EngineKind::IoUring, QString(),
                                          s.target, 0);
            QVERIFY(!refused);
            const QString text = QString::fromStdString(refused.error().text());
            QVERIFY2(text.contains(target) && text.contains(QLatin1String("run without io_uring polling"))
                         && namesSetting(refused.error(), Setting::Poll, QStringLiteral("off")),
                     qPrintable(text));
            if (target == path()) {
                QVERIFY2(text.contains(QLatin1String("poll_queues=2")), qPrintable(text));
                QCOMPARE(text, QString::fromStdString(here.error().text()));
            }
            // Through the runner: the same refusal, and nothing written.
            Runner runner;
            QSignalSpy done(&runner, &Runner::finished);
            auto ok = runner.start(s, {*testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read)});
            QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
            QVERIFY(done.wait(120'000));
            QVERIFY(!runner.result().completed);
            QVERIFY(runner.result().tests.empty());
            QCOMPARE(lineTexts(runner.result().errors).join(' '), text);
        }
        QVERIFY(empty());
        // The io_uring_cmd engine with IOPOLL: refused (not verified to work).
        TargetOptions device;
        device.path = QStringLiteral("/dev/null");
        auto passthrough = checkUringPoll(UringPoll::Io, EngineKind::NvmePassthrough,
                                          EngineKind::NvmePassthrough, QString(), device, 0);
        QVERIFY(!passthrough);
        QVERIFY(QString::fromStdString(passthrough.error().text()).contains(QLatin1String("io_uring_cmd")));
        // No polling asked for: nothing checked.
        QVERIFY(checkUringPoll(UringPoll::None, EngineKind::Psync, EngineKind::Psync, QString(), device, 0));
        // Polling with psync the run fell back to: refused, with the fallback's reason.
        auto fallen = checkUringPoll(UringPoll::Sq, EngineKind::Auto, EngineKind::Psync,
                                     QStringLiteral("io_uring setup: Operation not permitted"), device, 0);
        QVERIFY(!fallen);
        QVERIFY(QString::fromStdString(fallen.error().text()).contains(QLatin1String("Operation not permitted")));
        // IOPOLL refused by name (DRIVEBENCH_URING_REFUSE), past the device check (which this
        // machine's disks may not pass): the probe names the mode, the variable and the fix.
        auto named = probeUringPoll(EngineFeature::SqPoll | EngineFeature::IoPoll, EngineFeature::IoPoll);
        QVERIFY(!named);
        const QString namedText = QString::fromStdString(named.error().text());
        QVERIFY2(namedText.contains(QLatin1String("IOPOLL")) && !namedText.contains(QLatin1String("SQPOLL"))
                     && namedText.contains(QLatin1String("DRIVEBENCH_URING_REFUSE"))
                     && namedText.contains(QLatin1String("run without io_uring polling"))
                     && namesSetting(named.error(), Setting::Poll, QStringLiteral("off")),
                 qPrintable(namedText));
        QVERIFY(probeUringPoll(0, EngineFeature::IoPoll));
    }

    void submissionFollowsTheTarget()
    {
        TargetInfo tmpfs{QStringLiteral("/dev/shm"), QStringLiteral("file"), QStringLiteral("tmpfs"),
                         QString(), 0};
        TargetInfo ext4{QStringLiteral("/home"), QStringLiteral("file"), QStringLiteral("ext4"),
                        QStringLiteral("/dev/nvme0n1p2"), 0};
        TargetInfo device{QStringLiteral("/dev/sdb"), QStringLiteral("device"), QString(),
                          QStringLiteral("/dev/sdb"), 0};
        QCOMPARE(resolveSubmission(Submission::Auto, tmpfs), Submission::Batched);
        QCOMPARE(resolveSubmission(Submission::Auto, ext4), Submission::PerRequest);
        QCOMPARE(resolveSubmission(Submission::Auto, device), Submission::PerRequest);
        QCOMPARE(resolveSubmission(Submission::PerRequest, tmpfs), Submission::PerRequest);
        QCOMPARE(resolveSubmission(Submission::Batched, device), Submission::Batched);
    }

    void requestTooLargeForTheTargetIsSkipped()
    {
        // A 64 MiB request on a 32 MiB test file: that test is skipped with a note saying why,
        // and the run goes on to the next one (as a sweep's largest sizes on a small file, or its
        // sizes under 4096 on a 4Kn drive: tests/rig/guest/17-engine-4kn.sh).
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        QSignalSpy tests(&runner, &Runner::testFinished);
        TestSpec big = *testById(QStringLiteral("SEQ1M_Q1T1"), IoOp::Read);
        big.id = QStringLiteral("SEQ64M");
        big.blockSize = 64u << 20;
        std::vector<TestSpec> list = {big, *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read)};
        auto ok = runner.start(quickSettings(path()), list);
        if (!ok)
            QFAIL(ok.error().text().c_str());
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
        QCOMPARE(tests.count(), 2);
        QCOMPARE(int(run.tests.size()), 2);
        const TestResult &skipped = run.tests[0];
        QVERIFY(skipped.skipped);
        QVERIFY(!skipped.completed);
        QCOMPARE(skipped.ios, 0ull);
        QVERIFY(skipped.errors.isEmpty());
        QCOMPARE(skipped.notes.size(), 1);
        QVERIFY2(skipped.notes[0].text().contains(QLatin1String("67108864-byte requests do not fit")),
                 qPrintable(skipped.notes[0].text()));
        QVERIFY(!run.tests[1].skipped);
        QVERIFY(run.tests[1].completed);
        QVERIFY(run.tests[1].ios > 0);
    }

    void patternThatCannotPlanIsSkipped()
    {
        // A workload whose plan does not fit the target returns an error value from its
        // pattern factory: nothing is issued, the test is skipped with that cause as its note
        // (no "error" key in its figures), and the run goes on.
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        TestSpec cannot = *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read);
        cannot.id = QStringLiteral("CANNOT_PLAN");
        cannot.makePattern = [](const TestSpec &, const PatternContext &ctx) -> Result<std::unique_ptr<IoPattern>> {
            return Error::make(std::errc::invalid_argument,
                               "a span of " + std::to_string(ctx.spanBytes) + " bytes is too small",
                               "give a larger test file");
        };
        cannot.mergeReports = [](const std::vector<PatternReport> &) {
            WorkloadFigures merged;
            merged.seek = SeekFigures{1, 1, 1};
            return merged;
        };
        std::vector<TestSpec> list = {cannot, *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read)};
        auto ok = runner.start(quickSettings(path()), list);
        if (!ok)
            QFAIL(ok.error().text().c_str());
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
        QCOMPARE(int(run.tests.size()), 2);
        const TestResult &skipped = run.tests[0];
        QVERIFY(skipped.skipped);
        QCOMPARE(skipped.ios, 0ull);
        QVERIFY(skipped.errors.isEmpty());
        QVERIFY(skipped.figures.isEmpty());
        QCOMPARE(skipped.notes.size(), 1);
        QVERIFY2(skipped.notes[0].text().startsWith(QLatin1String("skipped: a span of 33554432 bytes is too small")),
                 qPrintable(skipped.notes[0].text()));
        QVERIFY(!run.tests[1].skipped);
        QVERIFY(run.tests[1].ios > 0);
    }

    void cancelKeepsCompletedTests()
    {
        Runner runner;
        QSignalSpy tests(&runner, &Runner::testFinished);
        QSignalSpy done(&runner, &Runner::finished);
        RunSettings s = quickSettings(path());
        s.durationS = 0.2;
        s.warmupS = 0;
        s.passes = 1;
        std::vector<TestSpec> list = {*testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read),
                                      *testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read)};
        list[1].durationS = 600; // cancelled long before
        QVERIFY(runner.start(s, list));
        QVERIFY(tests.wait(120'000));
        QTest::qWait(300);
        runner.cancel();
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY(!run.completed);
        QVERIFY(!run.errors.isEmpty());
        QVERIFY(run.tests.size() >= 1);
        QVERIFY(run.tests[0].completed);
        QVERIFY(run.tests[0].ios > 0);
        if (run.tests.size() == 2)
            QVERIFY(!run.tests[1].completed);
        QVERIFY(empty());
    }

    void rejectsBadSettings()
    {
        Runner runner;
        RunSettings s = quickSettings(path());
        QVERIFY(!runner.start(s, {}));
        TestSpec bad = *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read);
        bad.queueDepth = 1000;
        QVERIFY(!runner.start(s, {bad}));
        s.passes = 0;
        QVERIFY(!runner.start(s, {*testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read)}));
        QVERIFY(!runner.isRunning());
    }

    void missingTargetFails()
    {
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        RunSettings s = quickSettings(path() + QStringLiteral("/does-not-exist"));
        QVERIFY(runner.start(s, {*testById(QStringLiteral("RND4K_Q1T1"), IoOp::Read)}));
        QVERIFY(done.wait(60'000));
        QVERIFY(!runner.result().completed);
        QVERIFY(lineTexts(runner.result().errors).join(' ').contains(QLatin1String("does-not-exist")));
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
