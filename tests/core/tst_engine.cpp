// SPDX-License-Identifier: GPL-3.0-or-later
// Engine: built-in patterns (alignment, uniformity, thread split), workers on a real file with
// both engines, count-based and paced custom patterns, and bad requests caught.
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <functional>
#include <latch>
#include <memory>
#include <numeric>
#include <set>
#include <string>
#include <thread>

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>

#include <sched.h>

#include "core/engine/builtinpatterns.h"
#include "core/engine/cpuplacement.h"
#include "core/engine/dioalignment.h"
#include "core/engine/uringengine.h"
#include "core/engine/uringpoll.h"
#include "core/engine/worker.h"
#include "core/runner/passrunner.h"
#include "core/util/uniquefd.h"
#include "core/workloads/profiles.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/testdirs.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

PatternContext context(std::uint64_t span, int thread = 0, int threads = 1)
{
    PatternContext c;
    c.thread = thread;
    c.threads = threads;
    c.spanBytes = span;
    c.targetBytes = span;
    c.alignment = 512;
    c.maxLength = 1 << 20;
    c.seed = 12345 + std::uint64_t(thread);
    return c;
}

/// A count-based pattern: n sequential 4 KiB reads, then the end; records completions.
class CountPattern final : public IoPattern
{
public:
    explicit CountPattern(int n, std::int64_t pacingNs = -1) : m_left(n), m_pacingNs(pacingNs) {}
    std::optional<IoRequest> next() override
    {
        if (m_left == 0)
            return std::nullopt;
        IoRequest r;
        r.offset = std::uint64_t(m_issued) * 4096;
        r.length = 4096;
        if (m_pacingNs >= 0)
            r.notBeforeNs = m_pacingNs * m_issued;
        --m_left;
        ++m_issued;
        return r;
    }
    void completed(const IoRequest &, std::uint64_t) override { ++m_completed; }
    /// Read after the worker returned (it owns the pattern only while it runs).
    int completedCount() const { return m_completed; }

private:
    int m_left;
    int m_issued = 0;
    int m_completed = 0;
    std::int64_t m_pacingNs;
};

/// Bursts of `depth` requests: the first of each behind a barrier (nothing in flight) and a gap;
/// optionally one request per burst paced far into the future (a held request with I/O in
/// flight). Checks, from its own view, that a burst never starts while I/O is in flight.
class BurstPattern final : public IoPattern
{
public:
    BurstPattern(int bursts, int depth, std::int64_t gapNs, std::int64_t farPacingNs = -1)
        : m_bursts(bursts), m_depth(depth), m_gapNs(gapNs), m_farPacingNs(farPacingNs)
    {
        setIssueNotice(true);
    }
    std::optional<IoRequest> next() override
    {
        if (m_handedOut == m_bursts * m_depth)
            return std::nullopt;
        const int index = m_handedOut % m_depth;
        IoRequest r;
        r.offset = std::uint64_t(m_handedOut % 1024) * 4096;
        r.length = 4096;
        r.direction = m_handedOut % 2 ? IoDirection::Write : IoDirection::Read;
        if (index == 0) {
            r.maxInFlight = 0;
            r.gapAfterBarrierNs = m_gapNs;
        }
        if (m_farPacingNs >= 0 && index == m_depth - 1 && m_handedOut / m_depth == 1)
            r.notBeforeNs = m_farPacingNs; // the second burst's last request: far in the future
        ++m_handedOut;
        m_handedOutShared.store(m_handedOut);
        return r;
    }
    void issued(const IoRequest &, std::int64_t, int queueDepth) override
    {
        // A burst's first request: the barrier held it until everything had completed.
        if (m_issued % m_depth == 0 && m_inFlight != 0)
            ++m_barrierViolations;
        if (m_issued % m_depth == 0 && queueDepth != std::min(m_depth, m_slots))
            ++m_depthMismatches;
        ++m_issued;
        ++m_inFlight;
    }
    void completed(const IoRequest &, std::uint64_t) override
    {
        --m_inFlight;
        ++m_completed;
    }
    // Read after the worker returned.
    int issuedCount() const { return m_issued; }
    int completedCount() const { return m_completed; }
    int barrierViolations() const { return m_barrierViolations; }
    int depthMismatches() const { return m_depthMismatches; }
    void setSlotCount(int count) { m_slots = count; }
    /// Requests handed out so far (read from another thread).
    int handedOut() const { return m_handedOutShared.load(); }

private:
    int m_bursts, m_depth;
    std::int64_t m_gapNs, m_farPacingNs;
    int m_slots = 1 << 20;
    int m_handedOut = 0, m_issued = 0, m_completed = 0, m_inFlight = 0;
    int m_barrierViolations = 0, m_depthMismatches = 0;
    std::atomic<int> m_handedOutShared{0};
};

/// Runs a worker on its own thread, requests a stop once stopWhen() is true (never when it is
/// empty); false when the worker has not returned within timeoutMs (then the thread is left
/// behind: the test fails, and the process ends with it).
bool runWorkerWithin(const WorkerConfig &config, IoPattern &pattern, std::stop_source &stop,
                     WorkerOutcome &out, const std::function<bool()> &stopWhen, int timeoutMs)
{
    auto done = std::make_shared<std::atomic<bool>>(false);
    std::thread worker([&config, &pattern, &stop, &out, done] {
        std::latch start(1);
        runWorker(config, pattern, nullptr, start, stop.get_token(), out);
        done->store(true);
    });
    QElapsedTimer clock;
    clock.start();
    bool stopped = !stopWhen;
    while (!done->load() && clock.elapsed() < timeoutMs) {
        if (!stopped && stopWhen()) {
            stop.request_stop();
            stopped = true;
        }
        QThread::msleep(5);
    }
    if (!done->load()) {
        worker.detach();
        return false;
    }
    worker.join();
    return true;
}

/// n sequential 4 KiB reads; records the CPU each request was made on (the worker's thread).
class CpuRecordingPattern final : public IoPattern
{
public:
    explicit CpuRecordingPattern(int n) : m_left(n) {}
    std::optional<IoRequest> next() override
    {
        if (m_left == 0)
            return std::nullopt;
        --m_left;
        cpus.insert(::sched_getcpu());
        IoRequest r;
        r.offset = std::uint64_t(m_left) * 4096;
        r.length = 4096;
        return r;
    }
    std::set<int> cpus;

private:
    int m_left;
};

/// The requests at 4 KiB steps from offset 0, each in the direction given for it ('r' or 'w').
class DirectionsPattern final : public IoPattern
{
public:
    explicit DirectionsPattern(std::string directions) : m_directions(std::move(directions)) {}
    std::optional<IoRequest> next() override
    {
        if (m_next == m_directions.size())
            return std::nullopt;
        IoRequest r;
        r.offset = std::uint64_t(m_next) * 4096;
        r.length = 4096;
        r.direction = m_directions[m_next] == 'w' ? IoDirection::Write : IoDirection::Read;
        ++m_next;
        return r;
    }

private:
    std::string m_directions;
    std::size_t m_next = 0;
};

class BadPattern final : public IoPattern
{
public:
    std::optional<IoRequest> next() override { return IoRequest{100, 4096, IoDirection::Read, -1}; }
};

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT

private:
    QTemporaryFile m_file;
    UniqueFd m_fd;
    UniqueFd m_directFd; // the same file with O_DIRECT where the filesystem has it (else invalid)
    static constexpr std::uint64_t kFileBytes = 8 << 20;

    WorkerConfig config(EngineKind engine, int qd, std::int64_t durationNs)
    {
        WorkerConfig c;
        c.fd = m_fd.get();
        c.engine = engine;
        c.queueDepth = qd;
        c.bufferBytes = 4096;
        c.alignment = 512;
        c.durationNs = durationNs;
        c.spanEnd = kFileBytes;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_file.open());
        QVERIFY(m_file.resize(qint64(kFileBytes)));
        m_file.flush();
        m_fd = UniqueFd(::open(QFile::encodeName(m_file.fileName()).constData(), O_RDWR));
        QVERIFY(m_fd);
        m_directFd = UniqueFd(::open(QFile::encodeName(m_file.fileName()).constData(), O_RDWR | O_DIRECT));
    }

    void randomOffsetsAlignedAndUniform()
    {
        const std::uint64_t span = 1000 * 4096;
        TestSpec spec = *testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read);
        auto pattern = makeBuiltinPattern(spec, context(span));
        std::vector<int> buckets(10);
        const int n = 200'000;
        for (int i = 0; i < n; ++i) {
            const IoRequest r = *pattern->next();
            QCOMPARE(r.offset % 4096, 0ull);
            QVERIFY(r.offset + r.length <= span);
            QCOMPARE(r.length, 4096u);
            QCOMPARE(r.direction, IoDirection::Read);
            ++buckets[std::size_t(r.offset * 10 / span)];
        }
        // Chi-square over 10 equal bins, 9 degrees of freedom: 27.9 is the 0.1 % tail
        // (the seed is fixed, so this is deterministic; a biased generator fails it).
        double chi = 0;
        for (int b : buckets)
            chi += std::pow(b - n / 10.0, 2) / (n / 10.0);
        QVERIFY2(chi < 27.9, qPrintable(QString::number(chi)));
    }

    void mixShare()
    {
        TestSpec spec = *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Mix, 70);
        auto pattern = makeBuiltinPattern(spec, context(1 << 24));
        int reads = 0;
        for (int i = 0; i < 100'000; ++i)
            reads += pattern->next()->direction == IoDirection::Read;
        QVERIFY(reads > 69'000 && reads < 71'000);
        TestSpec w = *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Write);
        auto writes = makeBuiltinPattern(w, context(1 << 24));
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(writes->next()->direction, IoDirection::Write);
    }

    void sequentialSplitsTheSpan()
    {
        TestSpec spec = *testById(QStringLiteral("SEQ1M_Q8T1"), IoOp::Read);
        spec.threads = 3;
        const std::uint64_t span = 10ull << 20; // 10 blocks over 3 threads: 3, 3, 4
        std::set<std::uint64_t> seen;
        for (int t = 0; t < 3; ++t) {
            auto p = makeBuiltinPattern(spec, context(span, t, 3));
            const std::uint64_t first = p->next()->offset;
            QCOMPARE(first, std::uint64_t(t) * 3 * (1 << 20));
            seen.insert(first);
            const int blocks = t == 2 ? 4 : 3;
            for (int i = 1; i < blocks; ++i)
                QVERIFY(seen.insert(p->next()->offset).second);
            QCOMPARE(p->next()->offset, first); // wraps to its own region's start
        }
        QCOMPARE(int(seen.size()), 10);
    }

    void timeBasedWorker_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<int>("qd");
        QTest::addColumn<bool>("each");
        QTest::newRow("io_uring QD1") << int(EngineKind::IoUring) << 1 << false;
        QTest::newRow("io_uring QD64") << int(EngineKind::IoUring) << 64 << false;
        QTest::newRow("io_uring QD1, per request") << int(EngineKind::IoUring) << 1 << true;
        QTest::newRow("io_uring QD64, per request") << int(EngineKind::IoUring) << 64 << true;
        QTest::newRow("psync") << int(EngineKind::Psync) << 8 << false;
    }
    void timeBasedWorker()
    {
        QFETCH(int, engine);
        QFETCH(int, qd);
        QFETCH(bool, each);
        TestSpec spec = *testById(QStringLiteral("RND4K_Q1T1"), IoOp::Mix, 50);
        auto pattern = makeBuiltinPattern(spec, context(kFileBytes));
        WorkerCounters counters;
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        WorkerConfig c = config(EngineKind(engine), qd, 100'000'000);
        c.submitEachRequest = each;
        runWorker(c, *pattern, &counters, start, stop.get_token(), out);
        if (out.error && engine == int(EngineKind::IoUring) && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY2(!out.error, out.error ? out.error->text().c_str() : "");
        QVERIFY(out.readLatency.count() > 0);
        QVERIFY(out.writeLatency.count() > 0);
        QCOMPARE(counters.ios.load(), out.readLatency.count() + out.writeLatency.count());
        QCOMPARE(counters.bytes.load(), out.bytesRead + out.bytesWritten);
        QVERIFY(out.endNs - out.startNs >= 100'000'000);
        QCOMPARE(out.effectiveQueueDepth, engine == int(EngineKind::Psync) ? 1 : qd);
    }

    // A pass of reads only, or of writes only, gives every slot one shared buffer (registered
    // once): the memory is one request's, the bytes moved are the same, writes carry the filled
    // bytes (zeros here) wherever they land; a mix keeps a buffer per slot; a request the other
    // way fails the pass before it is sent.
    void oneWayPassesShareOneBuffer_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("io_uring") << int(EngineKind::IoUring);
        QTest::newRow("psync") << int(EngineKind::Psync);
    }
    void oneWayPassesShareOneBuffer()
    {
        QFETCH(int, engine);
        const int qd = engine == int(EngineKind::IoUring) ? 16 : 1;
        const std::vector<char> ones(64 * 4096, '\x5a');
        QCOMPARE(::pwrite(m_fd.get(), ones.data(), ones.size(), 0), ssize_t(ones.size()));
        auto run = [&](const std::string &dirs, std::optional<IoDirection> only, FillData data) {
            DirectionsPattern pattern(dirs);
            WorkerConfig c = config(EngineKind(engine), qd, 0);
            c.onlyDirection = only;
            c.data = data;
            WorkerOutcome out;
            std::latch start(1);
            std::stop_source stop;
            runWorker(c, pattern, nullptr, start, stop.get_token(), out);
            return out;
        };
        // Reads only: 64 reads through one 4 KiB buffer.
        WorkerOutcome reads = run(std::string(64, 'r'), IoDirection::Read, FillData::Random);
        QVERIFY2(!reads.error, reads.error ? reads.error->text().c_str() : "");
        QCOMPARE(reads.bytesRead, 64ull * 4096);
        QCOMPARE(reads.bufferBytes, 4096ull);
        if (engine == int(EngineKind::IoUring))
            QVERIFY(reads.engineFeatures & EngineFeature::FixedBuffers);
        // Writes only, zeros: the first 32 blocks become zeros, the rest keep their bytes.
        WorkerOutcome writes = run(std::string(32, 'w'), IoDirection::Write, FillData::Zeros);
        QVERIFY2(!writes.error, writes.error ? writes.error->text().c_str() : "");
        QCOMPARE(writes.bytesWritten, 32ull * 4096);
        QCOMPARE(writes.bufferBytes, 4096ull);
        std::vector<char> back(64 * 4096);
        QCOMPARE(::pread(m_fd.get(), back.data(), back.size(), 0), ssize_t(back.size()));
        QVERIFY(std::all_of(back.begin(), back.begin() + 32 * 4096, [](char b) { return b == 0; }));
        QVERIFY(std::all_of(back.begin() + 32 * 4096, back.end(), [](char b) { return b == '\x5a'; }));
        // Writes only, random data: the buffer is filled before the first request goes, also
        // where the fill comes after the registration (base pages: docs/architecture.md), so the
        // 16 blocks all carry the same 4 KiB of the fill, neither zeros nor the old bytes.
        QCOMPARE(::pwrite(m_fd.get(), ones.data(), ones.size(), 0), ssize_t(ones.size()));
        WorkerOutcome randomWrites = run(std::string(16, 'w'), IoDirection::Write, FillData::Random);
        QVERIFY2(!randomWrites.error, randomWrites.error ? randomWrites.error->text().c_str() : "");
        QCOMPARE(randomWrites.bytesWritten, 16ull * 4096);
        if (engine == int(EngineKind::IoUring))
            QVERIFY(randomWrites.engineFeatures & EngineFeature::FixedBuffers);
        QCOMPARE(::pread(m_fd.get(), back.data(), back.size(), 0), ssize_t(back.size()));
        QVERIFY(std::count(back.begin(), back.begin() + 4096, '\0') < 64);
        QVERIFY(std::count(back.begin(), back.begin() + 4096, '\x5a') < 64);
        for (int b = 1; b < 16; ++b)
            QVERIFY2(std::equal(back.begin(), back.begin() + 4096, back.begin() + b * 4096), qPrintable(QString::number(b)));
        QVERIFY(std::all_of(back.begin() + 16 * 4096, back.end(), [](char b) { return b == '\x5a'; }));
        // A mix: a buffer per slot.
        WorkerOutcome mix = run("rwrwrwrw", std::nullopt, FillData::Zeros);
        QVERIFY2(!mix.error, mix.error ? mix.error->text().c_str() : "");
        QCOMPARE(mix.bufferBytes, std::uint64_t(qd) * 4096);
        if (engine == int(EngineKind::IoUring))
            QVERIFY(mix.engineFeatures & EngineFeature::FixedBuffers);
        // A write in a pass of reads only: refused as the pattern's bug, never sent (block 40
        // keeps its bytes).
        WorkerOutcome stray = run(std::string(40, 'r') + "w", IoDirection::Read, FillData::Zeros);
        QVERIFY(stray.error);
        QVERIFY2(stray.error->text().find("a write in a test of reads only") != std::string::npos,
                 stray.error->text().c_str());
        QCOMPARE(stray.bytesWritten, 0ull);
        QCOMPARE(::pread(m_fd.get(), back.data(), 4096, 40 * 4096), ssize_t(4096));
        QVERIFY(std::all_of(back.begin(), back.begin() + 4096, [](char b) { return b == '\x5a'; }));
    }

    void countBasedPatternEndsThePass()
    {
        CountPattern pattern(500);
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        runWorker(config(EngineKind::IoUring, 16, 0), pattern, nullptr, start, stop.get_token(), out);
        if (out.error && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY(!out.error);
        QCOMPARE(out.readLatency.count(), 500ull);
        QCOMPARE(pattern.completedCount(), 500);
    }

    void pacedPatternWaits()
    {
        CountPattern pattern(5, 20'000'000); // one request every 20 ms
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        runWorker(config(EngineKind::Psync, 4, 0), pattern, nullptr, start, stop.get_token(), out);
        QVERIFY(!out.error);
        QCOMPARE(out.readLatency.count(), 5ull);
        QVERIFY(out.endNs - out.startNs >= 80'000'000); // the 5th is not issued before 80 ms
    }

    void barrierKeepsBursts_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<bool>("each");
        QTest::newRow("io_uring") << int(EngineKind::IoUring) << false;
        QTest::newRow("io_uring, per request") << int(EngineKind::IoUring) << true;
        QTest::newRow("psync") << int(EngineKind::Psync) << false;
    }
    void barrierKeepsBursts()
    {
        // 40 bursts of 8 with a 2 ms gap each: every burst starts on an empty queue and (io_uring)
        // goes out as one submission of 8; the gaps make the pass at least 80 ms long.
        QFETCH(int, engine);
        QFETCH(bool, each);
        BurstPattern pattern(40, 8, 2'000'000);
        pattern.setSlotCount(engine == int(EngineKind::Psync) ? 1 : 32);
        WorkerOutcome out;
        std::stop_source stop;
        WorkerConfig c = config(EngineKind(engine), 32, 0);
        c.submitEachRequest = each;
        QVERIFY2(runWorkerWithin(c, pattern, stop, out, {}, 60'000),
                 "the worker hung");
        if (out.error && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY2(!out.error, out.error ? out.error->text().c_str() : "");
        QCOMPARE(pattern.issuedCount(), 320);
        QCOMPARE(pattern.completedCount(), 320);
        QCOMPARE(out.readLatency.count() + out.writeLatency.count(), 320ull);
        QCOMPARE(pattern.barrierViolations(), 0);
        QCOMPARE(pattern.depthMismatches(), 0);
        QVERIFY(out.endNs - out.startNs >= 40 * 2'000'000);
    }

    void pacingBarrierAndCancelDoNotHang_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<bool>("cancel");
        QTest::newRow("io_uring, cancel while held") << int(EngineKind::IoUring) << true;
        QTest::newRow("io_uring, deadline while held") << int(EngineKind::IoUring) << false;
        QTest::newRow("psync, cancel while held") << int(EngineKind::Psync) << true;
        QTest::newRow("psync, deadline while held") << int(EngineKind::Psync) << false;
    }
    void pacingBarrierAndCancelDoNotHang()
    {
        // Bursts of 4 behind barriers; the second burst's last request is paced an hour ahead,
        // so the worker holds it (first with the burst's other three in flight, then with
        // nothing in flight), and nothing after it may go. A cancel, or the pass deadline, must
        // end the pass: the held request is dropped, the in-flight ones are reaped, the worker
        // returns. The timeout catches a hang on a loaded machine; it is not a speed limit.
        QFETCH(int, engine);
        QFETCH(bool, cancel);
        BurstPattern pattern(1000, 4, 100'000, 3'600'000'000'000);
        const std::int64_t duration = cancel ? 0 : 500'000'000;
        // O_DIRECT where possible: real device completions, which a ring with deferred task
        // work only posts when the worker enters the kernel asking for them.
        WorkerConfig c = config(EngineKind(engine), 8, duration);
        if (m_directFd)
            c.fd = m_directFd.get();
        WorkerOutcome out;
        std::stop_source stop;
        std::function<bool()> stopWhen;
        if (cancel) // once the paced request has been handed out (and is held)
            stopWhen = [&pattern] { return pattern.handedOut() >= 8; };
        QVERIFY2(runWorkerWithin(c, pattern, stop, out, stopWhen, 60'000),
                 "the worker did not return after the stop or deadline");
        if (out.error && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY2(!out.error, out.error ? out.error->text().c_str() : "");
        const int issued = pattern.issuedCount();
        QCOMPARE(pattern.completedCount(), issued);
        QCOMPARE(pattern.barrierViolations(), 0);
        QVERIFY(pattern.handedOut() <= 8); // nothing was asked for past the held request
        if (cancel) {
            // The first burst and three of the second went out; the held one never did.
            QCOMPARE(issued, 7);
        } else {
            QVERIFY(issued <= 7); // (a very loaded machine may reach the deadline earlier)
        }
    }

    void dioAlignmentChoice()
    {
        using O = std::optional<std::uint32_t>;
        auto check = [](O statx, O sysfs, O probe, std::uint32_t bytes, const char *source) {
            const DioAlignment a = chooseDioAlignment(statx, sysfs, probe);
            QCOMPARE(a.bytes, bytes);
            QCOMPARE(a.source, QString::fromLatin1(source));
        };
        check(512, 4096, 512, 512, "statx");            // the filesystem's word comes first
        check(4096, std::nullopt, 512, 4096, "statx");   // a 4Kn drive under ext4/xfs
        check(std::nullopt, 4096, 512, 4096, "sysfs");   // no DIOALIGN: the device's block
        check(0, std::nullopt, 512, 512, "probe");       // 0 = unknown; tmpfs takes 512
        check(std::nullopt, 3000, std::nullopt, 4096, "default"); // not a power of two
        check(std::nullopt, std::nullopt, std::nullopt, 4096, "default");
        check(4, std::nullopt, std::nullopt, 512, "statx");  // byte-granular: the engine's 512
        check(1u << 20, std::nullopt, std::nullopt, 4096, "default"); // absurd: ignored
    }

    void dioAlignmentFromSysfs()
    {
        // A fake /sys: a 4Kn disk 259:0 with a partition 259:1, and a 512e disk 8:0.
        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        QDir root(sys.path());
        auto write = [&](const QString &path, const QByteArray &text) {
            QVERIFY(root.mkpath(QFileInfo(root.filePath(path)).path()));
            QFile f(root.filePath(path));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("devices/pci/nvme0n1/queue/logical_block_size"), "4096\n");
        write(QStringLiteral("devices/pci/nvme0n1/nvme0n1p1/partition"), "1\n");
        write(QStringLiteral("devices/ata/sda/queue/logical_block_size"), "512\n");
        QVERIFY(root.mkpath(QStringLiteral("dev/block")));
        QVERIFY(QFile::link(QStringLiteral("../../devices/pci/nvme0n1"), root.filePath(QStringLiteral("dev/block/259:0"))));
        QVERIFY(QFile::link(QStringLiteral("../../devices/pci/nvme0n1/nvme0n1p1"), root.filePath(QStringLiteral("dev/block/259:1"))));
        QVERIFY(QFile::link(QStringLiteral("../../devices/ata/sda"), root.filePath(QStringLiteral("dev/block/8:0"))));
        QCOMPARE(sysfsLogicalBlockSize(sys.path(), 259, 0), std::optional<std::uint32_t>(4096));
        QCOMPARE(sysfsLogicalBlockSize(sys.path(), 259, 1), std::optional<std::uint32_t>(4096));
        QCOMPARE(sysfsLogicalBlockSize(sys.path(), 8, 0), std::optional<std::uint32_t>(512));
        QCOMPARE(sysfsLogicalBlockSize(sys.path(), 8, 16), std::optional<std::uint32_t>());
        QCOMPARE(sysfsLogicalBlockSize(sys.path(), 0, 27), std::optional<std::uint32_t>()); // tmpfs
    }

    void dioAlignmentOfRealFiles()
    {
        // Whatever the machine: a power of two the engine can use, and a source that says why.
        // On tmpfs (no STATX_DIOALIGN, no block device) the probe decides. At least one of these
        // has O_DIRECT (tests/common/testdirs.h finds one).
        int checked = 0;
        QVERIFY2(!testing::directIoRoot().dir.isEmpty(), qPrintable(testing::directIoRoot().problem));
        for (const QString &dir : {QDir::tempPath(), QStringLiteral("/dev/shm"), testing::directIoRoot().dir}) {
            QTemporaryFile f(dir + QStringLiteral("/drivebench-align-XXXXXX"));
            if (!f.open())
                continue;
            QVERIFY(f.resize(64 * 1024));
            f.flush();
            UniqueFd fd(::open(QFile::encodeName(f.fileName()).constData(), O_RDONLY | O_DIRECT));
            if (!fd)
                continue; // no O_DIRECT on this filesystem
            const DioAlignment a = fileDioAlignment(fd.get());
            QVERIFY2(a.bytes >= 512 && a.bytes <= 65536 && (a.bytes & (a.bytes - 1)) == 0,
                     qPrintable(QString::number(a.bytes)));
            QVERIFY(QStringList({QStringLiteral("statx"), QStringLiteral("sysfs"), QStringLiteral("probe"),
                                 QStringLiteral("default")}).contains(a.source));
            qInfo("%s: %u bytes (%s)", qPrintable(dir), a.bytes, qPrintable(a.source));
            ++checked;
        }
        QVERIFY(checked >= 1);
    }

    void stopEndsIssuing()
    {
        TestSpec spec = *testById(QStringLiteral("RND4K_Q32T1"), IoOp::Read);
        auto pattern = makeBuiltinPattern(spec, context(kFileBytes));
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        stop.request_stop();
        runWorker(config(EngineKind::Psync, 1, 10'000'000'000), *pattern, nullptr, start,
                  stop.get_token(), out);
        QVERIFY(out.endNs - out.startNs < 1'000'000'000);
    }

    void cpuPlacement_data()
    {
        using Cpus = std::vector<int>;
        using Places = std::vector<CpuPlacement>;
        QTest::addColumn<int>("affinity");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("queueDepth");
        QTest::addColumn<quint32>("requestBytes");
        QTest::addColumn<Cpus>("allowed");
        QTest::addColumn<Places>("expected");
        const int spread = int(CpuAffinity::Spread);
        // Queue depth 1: helpers on the worker's own CPU.
        QTest::newRow("T1 QD1") << spread << 1 << 1 << quint32(4096) << Cpus{0, 1} << Places{{0, {0}}};
        // The order starts at the device's interrupt CPU (cpuOrder): the worker takes it.
        QTest::newRow("T1 QD32, interrupts on 1") << spread << 1 << 32 << quint32(4096) << Cpus{1, 0}
                                                  << Places{{1, {0, 1}}};
        // Deeper queues of small requests: helpers on all the test's CPUs (ascending), the
        // worker's own included, not only on those without a worker.
        QTest::newRow("T1 QD32") << spread << 1 << 32 << quint32(4096) << Cpus{0, 1} << Places{{0, {0, 1}}};
        QTest::newRow("T2 QD8 of 4, a cpuset") << spread << 2 << 8 << quint32(4096) << Cpus{2, 3, 5, 7}
                                               << Places{{2, {2, 3, 5, 7}}, {3, {2, 3, 5, 7}}};
        QTest::newRow("T2 QD8 of 4, interrupts on 5") << spread << 2 << 8 << quint32(4096) << Cpus{5, 2, 3, 7}
                                                      << Places{{5, {2, 3, 5, 7}}, {2, {2, 3, 5, 7}}};
        // Every CPU has a worker: helpers anywhere; workers wrap round-robin.
        QTest::newRow("T3 QD32 on 2") << spread << 3 << 32 << quint32(4096) << Cpus{0, 1}
                                      << Places{{0, {0, 1}}, {1, {0, 1}}, {0, {0, 1}}};
        QTest::newRow("T3 QD1 on 2") << spread << 3 << 1 << quint32(4096) << Cpus{0, 1}
                                     << Places{{0, {0}}, {1, {1}}, {0, {0}}};
        QTest::newRow("one CPU") << spread << 1 << 32 << quint32(4096) << Cpus{4} << Places{{4, {4}}};
        QTest::newRow("none") << int(CpuAffinity::None) << 2 << 32 << quint32(4096) << Cpus{0, 1}
                              << Places{{-1, {}}, {-1, {}}};
        // Requests of 1 MiB and more: helpers on the worker's own CPU at any depth (the copy per
        // request dwarfs the worker's share); just under it, all the test's CPUs again.
        QTest::newRow("T1 SEQ1M QD8") << spread << 1 << 8 << quint32(1 << 20) << Cpus{0, 1} << Places{{0, {0}}};
        QTest::newRow("T1 SEQ4M QD8, interrupts on 1") << spread << 1 << 8 << quint32(4 << 20) << Cpus{1, 0}
                                                       << Places{{1, {1}}};
        QTest::newRow("T2 SEQ1M QD8 of 4") << spread << 2 << 8 << quint32(1 << 20) << Cpus{2, 3, 5, 7}
                                           << Places{{2, {2}}, {3, {3}}};
        QTest::newRow("T1 SEQ512K QD8") << spread << 1 << 8 << quint32(512 << 10) << Cpus{0, 1}
                                        << Places{{0, {0, 1}}};
        QTest::newRow("CPUs unknown") << spread << 1 << 1 << quint32(4096) << Cpus{} << Places{{-1, {}}};
    }
    void cpuPlacement()
    {
        QFETCH(int, affinity);
        QFETCH(int, threads);
        QFETCH(int, queueDepth);
        QFETCH(quint32, requestBytes);
        QFETCH(std::vector<int>, allowed);
        QFETCH(std::vector<CpuPlacement>, expected);
        const std::vector<CpuPlacement> places =
            placeWorkers(CpuAffinity(affinity), threads, queueDepth, requestBytes, allowed);
        QCOMPARE(places.size(), expected.size());
        for (std::size_t t = 0; t < places.size(); ++t) {
            QCOMPARE(places[t].cpu, expected[t].cpu);
            QCOMPARE(places[t].helperCpus, expected[t].helperCpus);
        }
    }

    // On a block device itself, deeper queues of small requests keep their helpers off the
    // workers' CPUs while some CPU has no worker (a driver without "nowait" hands every request
    // to a helper, and its completion wakes the worker: see cpuplacement.h); with a worker on
    // every CPU, at depth 1 and at 1 MiB the rules for files hold.
    void cpuPlacementOnBlockDevice()
    {
        const auto place = [](int threads, int depth, std::uint32_t bytes, std::vector<int> order) {
            return placeWorkers(CpuAffinity::Spread, threads, depth, bytes, order, HelperTarget::BlockDevice);
        };
        auto helpers = [](const std::vector<CpuPlacement> &p) {
            std::vector<std::vector<int>> h;
            for (const auto &x : p)
                h.push_back(x.helperCpus);
            return h;
        };
        using H = std::vector<std::vector<int>>;
        QCOMPARE(helpers(place(1, 32, 4096, {0, 1})), (H{{1}}));
        QCOMPARE(helpers(place(1, 32, 4096, {1, 0})), (H{{0}}));
        QCOMPARE(helpers(place(2, 8, 4096, {2, 3, 5, 7})), (H{{5, 7}, {5, 7}}));
        QCOMPARE(helpers(place(2, 32, 4096, {0, 1})), (H{{0, 1}, {0, 1}}));
        QCOMPARE(helpers(place(1, 1, 4096, {0, 1})), (H{{0}}));
        QCOMPARE(helpers(place(1, 8, 1u << 20, {0, 1})), (H{{0}}));
        // The same request on a file: all the test's CPUs.
        QCOMPARE(placeWorkers(CpuAffinity::Spread, 1, 32, 4096, std::vector<int>{0, 1}, HelperTarget::File)[0].helperCpus,
                 (std::vector<int>{0, 1}));
        QCOMPARE(place(1, 32, 4096, {0, 1})[0].cpu, 0);
    }

    // The CPUs that take a device's completion interrupts, from a fixture sysfs and procfs: a
    // virtio disk whose busy request vector goes to CPU 1 (its config vector, on CPU 0, barely
    // fires), a partition of it, a device-mapper device on that partition, a platform device with
    // a legacy interrupt, and what has none.
    void completionCpusFromSysfs()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString sys = root.filePath(QStringLiteral("sys"));
        const QString proc = root.filePath(QStringLiteral("proc"));
        auto mkdir = [](const QString &p) { QVERIFY(QDir().mkpath(p)); };
        auto write = [](const QString &p, const QByteArray &text) {
            QDir().mkpath(QFileInfo(p).path());
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        auto link = [](const QString &target, const QString &at) {
            QDir().mkpath(QFileInfo(at).path());
            QVERIFY(QFile::link(target, at));
        };
        const QString pci = sys + QStringLiteral("/devices/pci0000:00/0000:00:02.0");
        mkdir(pci + QStringLiteral("/msi_irqs/35"));
        mkdir(pci + QStringLiteral("/msi_irqs/36"));
        const QString vda = pci + QStringLiteral("/virtio1/block/vda");
        mkdir(vda);
        link(pci + QStringLiteral("/virtio1"), vda + QStringLiteral("/device"));
        write(vda + QStringLiteral("/vda1/partition"), "1\n");
        link(vda, sys + QStringLiteral("/dev/block/254:0"));
        link(vda + QStringLiteral("/vda1"), sys + QStringLiteral("/dev/block/254:1"));
        const QString dm = sys + QStringLiteral("/devices/virtual/block/dm-0");
        link(vda + QStringLiteral("/vda1"), dm + QStringLiteral("/slaves/vda1"));
        link(dm, sys + QStringLiteral("/dev/block/253:0"));
        // A native NVMe multipath head: its device is the virtual subsystem; its paths are in multipath/.
        const QString head = sys + QStringLiteral("/devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1");
        link(vda, head + QStringLiteral("/multipath/vda"));
        link(head, sys + QStringLiteral("/dev/block/259:0"));
        const QString plat = sys + QStringLiteral("/devices/platform/mmc0");
        write(plat + QStringLiteral("/irq"), "5\n");
        mkdir(plat + QStringLiteral("/block/mmcblk0"));
        link(plat, plat + QStringLiteral("/block/mmcblk0/device"));
        link(plat + QStringLiteral("/block/mmcblk0"), sys + QStringLiteral("/dev/block/179:0"));
        mkdir(sys + QStringLiteral("/devices/virtual/block/loop0"));
        link(sys + QStringLiteral("/devices/virtual/block/loop0"), sys + QStringLiteral("/dev/block/7:0"));
        write(proc + QStringLiteral("/interrupts"),
              "           CPU0       CPU1       CPU2       CPU3\n"
              "  5:        10         20          0          0   IO-APIC    5-edge      mmc0\n"
              " 35:         0          1          0          0   PCI-MSIX-0000:00:02.0   0-edge      virtio1-config\n"
              " 36:         0   10388342          0          0   PCI-MSIX-0000:00:02.0   1-edge      virtio1-req.0\n"
              "NMI:         0          0          0          0   Non-maskable interrupts\n");
        write(proc + QStringLiteral("/irq/35/effective_affinity_list"), "0\n");
        write(proc + QStringLiteral("/irq/36/effective_affinity_list"), "1\n");
        write(proc + QStringLiteral("/irq/5/smp_affinity_list"), "2-3\n");

        QCOMPARE(completionCpus(254, 0, sys, proc), (std::vector<int>{1}));
        QCOMPARE(completionCpus(254, 1, sys, proc), (std::vector<int>{1})); // its disk's
        QCOMPARE(completionCpus(253, 0, sys, proc), (std::vector<int>{1})); // its member's
        QCOMPARE(completionCpus(259, 0, sys, proc), (std::vector<int>{1})); // its paths'
        QCOMPARE(completionCpus(179, 0, sys, proc), (std::vector<int>{2, 3})); // no effective list
        QCOMPARE(completionCpus(7, 0, sys, proc), std::vector<int>{});  // no interrupt: a loop device
        QCOMPARE(completionCpus(0, 45, sys, proc), std::vector<int>{}); // tmpfs
        QCOMPARE(completionCpus(8, 0, sys, proc), std::vector<int>{});  // no such device

        // Workers start at those CPUs, then take the rest.
        QCOMPARE(cpuOrder(std::vector<int>{0, 1, 2, 3}, std::vector<int>{1}), (std::vector<int>{1, 0, 2, 3}));
        QCOMPARE(cpuOrder(std::vector<int>{0, 2}, std::vector<int>{1}), (std::vector<int>{0, 2})); // outside the cpuset
        QCOMPARE(cpuOrder(std::vector<int>{0, 1}, std::vector<int>{}), (std::vector<int>{0, 1}));
    }

    // Large requests' buffers ask for transparent huge pages: 2 MiB-aligned whole huge pages;
    // small ones, and BufferPages::Base, keep plain alignment (checked through the address).
    void ioBuffers()
    {
        constexpr std::uintptr_t kHuge = 2 << 20;
        AlignedBuffer huge = allocateIoBuffers(8 << 20, 4096, 1 << 20, BufferPages::Huge);
        QVERIFY(huge);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(huge.get()) % kHuge, std::uintptr_t(0));
        AlignedBuffer one = allocateIoBuffers(1 << 20, 4096, 1 << 20, BufferPages::Huge); // Q1T1
        QVERIFY(one);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(one.get()) % kHuge, std::uintptr_t(0));
        // The hint reached the kernel: the region is marked for huge pages (smaps' VmFlags "hg").
        if (transparentHugePagesAvailable()) {
            QFile smaps(QStringLiteral("/proc/self/smaps"));
            QVERIFY(smaps.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = smaps.readAll().split('\n');
            const auto start = reinterpret_cast<std::uintptr_t>(huge.get());
            bool inside = false, marked = false;
            for (const QByteArray &line : lines) {
                const int dash = line.indexOf('-');
                const int space = line.indexOf(' ');
                if (dash > 0 && space > dash && line.indexOf(':') > space) { // "start-end perms ..."
                    bool okA = false, okB = false;
                    const auto lo = std::uintptr_t(line.left(dash).toULongLong(&okA, 16));
                    const auto hi = std::uintptr_t(line.mid(dash + 1, space - dash - 1).toULongLong(&okB, 16));
                    inside = okA && okB && lo <= start && start < hi;
                } else if (inside && line.startsWith("VmFlags:")) {
                    marked = line.contains(" hg");
                    break;
                }
            }
            QVERIFY2(marked, "the buffer region is not madvised for huge pages");
        }
        AlignedBuffer small = allocateIoBuffers(32 * 4096, 4096, 4096, BufferPages::Huge); // 4K QD32
        QVERIFY(small);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(small.get()) % 4096, std::uintptr_t(0));
        AlignedBuffer base = allocateIoBuffers(8 << 20, 4096, 1 << 20, BufferPages::Base);
        QVERIFY(base);

        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        QVERIFY(QDir().mkpath(sys.filePath(QStringLiteral("kernel/mm/transparent_hugepage"))));
        const QByteArray root = QFile::encodeName(sys.path());
        for (const auto &[text, available] : {std::pair{"always [madvise] never\n", true},
                                              std::pair{"[always] madvise never\n", true},
                                              std::pair{"always madvise [never]\n", false}}) {
            QFile f(sys.filePath(QStringLiteral("kernel/mm/transparent_hugepage/enabled")));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
            f.close();
            QCOMPARE(transparentHugePagesAvailable(root.constData()), available);
        }
        QTemporaryDir none;
        QVERIFY(!transparentHugePagesAvailable(QFile::encodeName(none.path()).constData()));
    }

    // What the buffers got, from smaps: a fixture's AnonHugePages summed over the mappings the
    // region overlaps, and on this kernel a touched 4 MiB region measured at all.
    void anonHugePagesOfARegion()
    {
        QTemporaryDir proc;
        QVERIFY(proc.isValid());
        QVERIFY(QDir().mkpath(proc.filePath(QStringLiteral("self"))));
        QFile f(proc.filePath(QStringLiteral("self/smaps")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("7f0000000000-7f0000400000 rw-p 00000000 00:00 0 \n"
                "Size:               4096 kB\nAnonHugePages:      2048 kB\nVmFlags: rd wr mr mw me ac hg\n"
                "7f0000400000-7f0000600000 rw-p 00000000 00:00 0 \n"
                "Size:               2048 kB\nAnonHugePages:      2048 kB\n"
                "7f0000600000-7f0000800000 rw-p 00000000 00:00 0 \n"
                "AnonHugePages:      2048 kB\n");
        f.close();
        const QByteArray root = QFile::encodeName(proc.path());
        const auto *base = reinterpret_cast<const void *>(std::uintptr_t(0x7f0000000000));
        QCOMPARE(anonHugePagesBytes(base, 6 << 20, root.constData()), std::optional<std::uint64_t>(4u << 20));
        QCOMPARE(anonHugePagesBytes(base, 4 << 20, root.constData()), std::optional<std::uint64_t>(2u << 20));
        const auto *outside = reinterpret_cast<const void *>(std::uintptr_t(0x100000));
        QCOMPARE(anonHugePagesBytes(outside, 4096, root.constData()), std::optional<std::uint64_t>());
        QCOMPARE(anonHugePagesBytes(base, 4096, "/nonexistent"), std::optional<std::uint64_t>());

        AlignedBuffer region = allocateIoBuffers(4 << 20, 4096, 1 << 20, BufferPages::Huge);
        QVERIFY(region);
        std::memset(region.get(), 1, 4 << 20);
        const auto got = anonHugePagesBytes(region.get(), 4 << 20);
        QVERIFY(got.has_value());
        QCOMPARE(*got % (2u << 20), std::uint64_t(0)); // whole huge pages only
        if (!transparentHugePagesAvailable())
            QCOMPARE(*got, std::uint64_t(0));
    }

    void cpuListText()
    {
        QCOMPARE(drivebench::cpuListText(std::vector<int>{0, 1, 2, 3, 8, 10, 11}),
                 QStringLiteral("0-3,8,10-11"));
        QCOMPARE(drivebench::cpuListText(std::vector<int>{5}), QStringLiteral("5"));
        QCOMPARE(drivebench::cpuListText(std::vector<int>{}), QString());
        QCOMPARE(parseCpuList(QStringLiteral("0-3,8,10-11\n")), (std::vector<int>{0, 1, 2, 3, 8, 10, 11}));
        QCOMPARE(parseCpuList(QStringLiteral("3,1")), (std::vector<int>{1, 3}));
        QCOMPARE(parseCpuList(QStringLiteral("3-1")), std::vector<int>{});
        QCOMPARE(parseCpuList(QStringLiteral("x")), std::vector<int>{});
        QCOMPARE(parseCpuList(QString()), std::vector<int>{});
        QVERIFY(!allowedCpus().empty());
    }

    // A worker given a CPU makes every request there, with either engine, and says so.
    void pinnedWorkerRunsOnItsCpu_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("io_uring") << int(EngineKind::IoUring);
        QTest::newRow("psync") << int(EngineKind::Psync);
    }
    void pinnedWorkerRunsOnItsCpu()
    {
        QFETCH(int, engine);
        const std::vector<int> cpus = allowedCpus();
        QVERIFY(!cpus.empty());
        WorkerConfig c = config(EngineKind(engine), 4, 0);
        c.cpu = cpus.back(); // not the first, so that a default placement cannot pass by chance
        c.helperCpus = {c.cpu};
        CpuRecordingPattern pattern(2000);
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        std::set<int> threadCpus;
        std::thread worker([&] {
            runWorker(c, pattern, nullptr, start, stop.get_token(), out);
            threadCpus.insert(::sched_getcpu());
        });
        worker.join();
        if (out.error && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY(!out.error);
        QCOMPARE(out.readLatency.count(), 2000ull);
        QCOMPARE(out.cpu, c.cpu);
        QCOMPARE(pattern.cpus, std::set<int>{c.cpu});
        QCOMPARE(threadCpus, std::set<int>{c.cpu});

        // Unpinned: the outcome says so.
        WorkerConfig free = config(EngineKind(engine), 4, 0);
        CountPattern count(10);
        WorkerOutcome freeOut;
        std::latch start2(1);
        runWorker(free, count, nullptr, start2, stop.get_token(), freeOut);
        QCOMPARE(freeOut.cpu, -1);
    }

    void badRequestIsAnError()
    {
        BadPattern pattern;
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        runWorker(config(EngineKind::Psync, 1, 1'000'000'000), pattern, nullptr, start,
                  stop.get_token(), out);
        QVERIFY(out.error);
        QVERIFY(QString::fromStdString(out.error->message).contains(QLatin1String("offset 100")));
    }
    // Each io_uring setup flag and registration the engine probes, refused one by one (as an
    // older kernel or a memlock limit would): the engine says it ran without it and moves the
    // same bytes as the default engine, written and read back through it and verified word by word.
    // Slots that share one buffer register it once: the pages io_uring pins (VmPin, which it
    // counts for every user) grow by that buffer, not by one copy of it per slot as with a buffer
    // per slot; and every slot's requests go through it (the index a slot names is valid).
    // Which passes share one buffer: writes only, anywhere; reads only, on a file in RAM alone
    // (never from a device or a disk file system, where btrfs checksums or protection
    // information may check a read's bytes in its buffer); a mix, never.
    void sharedBufferDirections()
    {
        auto target = [](const char *kind, const char *fs) {
            TargetInfo t;
            t.kind = QString::fromLatin1(kind);
            t.filesystem = QString::fromLatin1(fs);
            return t;
        };
        const TestSpec read = *testById(QStringLiteral("SEQ1M_Q8T1"), IoOp::Read);
        const TestSpec write = *testById(QStringLiteral("SEQ1M_Q8T1"), IoOp::Write);
        const TestSpec mix = *testById(QStringLiteral("RND4K_Q32T1"), IoOp::Mix, 70);
        using D = std::optional<IoDirection>;
        QCOMPARE(sharedBufferDirection(read, target("file", "tmpfs")), D(IoDirection::Read));
        QCOMPARE(sharedBufferDirection(read, target("file", "ramfs")), D(IoDirection::Read));
        for (const char *fs : {"ext4", "btrfs", "xfs", "zfs", ""})
            QCOMPARE(sharedBufferDirection(read, target("file", fs)), D());
        QCOMPARE(sharedBufferDirection(read, target("device", "")), D());
        QCOMPARE(sharedBufferDirection(read, target("device", "tmpfs")), D());
        for (const char *fs : {"tmpfs", "ext4", "btrfs"})
            QCOMPARE(sharedBufferDirection(write, target("file", fs)), D(IoDirection::Write));
        QCOMPARE(sharedBufferDirection(write, target("device", "")), D(IoDirection::Write));
        QCOMPARE(sharedBufferDirection(mix, target("file", "tmpfs")), D());
        QCOMPARE(sharedBufferDirection(mix, target("device", "")), D());
    }

    void sharedBufferRegisteredOnce()
    {
        constexpr int kDepth = 16;
        constexpr std::uint32_t kBlock = 4096;
        auto pinnedKb = []() -> long {
            QFile status(QStringLiteral("/proc/self/status"));
            if (!status.open(QIODevice::ReadOnly))
                return -1;
            for (const QByteArray &line : status.readAll().split('\n'))
                if (line.startsWith("VmPin:"))
                    return line.mid(6).trimmed().split(' ').value(0).toLong();
            return -1;
        };
        auto pinnedBy = [&](bool shared, long *kb) {
            // 4 KiB pages whatever the system's THP setting: where it is "always" (Debian's 6.1
            // kernel in the rig), the registration's fault could otherwise bring in a huge page
            // for heap memory, and VmPin would count all of it.
            constexpr std::size_t kBytes = std::size_t(kDepth) * kBlock;
            void *map = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            QVERIFY(map != MAP_FAILED);
            const std::unique_ptr<void, std::function<void(void *)>> unmap(map, [](void *p) { ::munmap(p, kBytes); });
            QCOMPARE(::madvise(map, kBytes, MADV_NOHUGEPAGE), 0);
            auto *region = static_cast<std::byte *>(map);
            std::vector<std::byte *> buffers;
            for (int i = 0; i < kDepth; ++i)
                buffers.push_back(region + (shared ? 0 : std::size_t(i) * kBlock));
            // A ring's pages are unpinned by the kernel's deferred ring teardown, after its file
            // is closed: an earlier test's ring (pinnedWorkerRunsOnItsCpu's), or the first call's
            // here, can give its pages back in the middle of this measurement (under ASan it did:
            // 48 KiB instead of 64). So wait until no ring of this process holds a page.
            QTRY_VERIFY2_WITH_TIMEOUT(pinnedKb() == 0, "pages still pinned by a closed ring", 20000);
            UringEngine engine(kDepth, 0);
            const long before = pinnedKb();
            auto opened = engine.open(m_fd.get(), buffers, kBlock);
            QVERIFY2(opened, opened ? "" : opened.error().text().c_str());
            QVERIFY(engine.buffersRegistered());
            *kb = pinnedKb() - before;
            for (int slot = 0; slot < kDepth; ++slot)
                engine.queue(std::uint32_t(slot), IoRequest{std::uint64_t(slot) * kBlock, kBlock, IoDirection::Read, -1});
            std::vector<Completion> done(kDepth);
            int reaped = 0;
            while (reaped < kDepth) {
                auto r = engine.submitAndReap(1, done);
                QVERIFY2(r, r ? "" : r.error().text().c_str());
                for (int i = 0; i < *r; ++i)
                    QCOMPARE(done[std::size_t(i)].result, std::int32_t(kBlock));
                reaped += *r;
            }
        };
        QVERIFY2(pinnedKb() >= 0, "no VmPin in /proc/self/status");
        long perSlot = -1, shared = -1;
        pinnedBy(false, &perSlot);
        pinnedBy(true, &shared);
        QCOMPARE(perSlot, long(kDepth * kBlock / 1024));
        QCOMPARE(shared, long(kBlock / 1024));
    }

    void uringFallbacksMoveTheSameBytes_data()
    {
        QTest::addColumn<quint32>("refused");
        QTest::addColumn<quint32>("poll");
        QTest::addColumn<int>("sqCpu");
        namespace F = EngineFeature;
        const quint32 none = 0;
        QTest::newRow("default") << quint32(0) << none << -1;
        QTest::newRow("no defer_taskrun (before 6.1)") << quint32(F::SingleIssuer | F::DeferTaskrun) << none << -1;
        QTest::newRow("no task-run mode (before 5.19)") << quint32(F::SingleIssuer | F::DeferTaskrun | F::CoopTaskrun) << none << -1;
        QTest::newRow("no registered ring fd (before 5.18)") << quint32(F::RegisteredRingFd) << none << -1;
        QTest::newRow("nothing registered (memlock)") << quint32(F::RegisteredRingFd | F::RegisteredFile | F::FixedBuffers) << none << -1;
        QTest::newRow("everything refused") << quint32(F::All) << none << -1;
        // SQPOLL (opt-in): a plain ring with a kernel submission thread, on the file opened with
        // O_DIRECT where its file system has it; unpinned, and pinned to the last allowed CPU.
        const std::vector<int> allowed = allowedCpus();
        QTest::newRow("sqpoll") << quint32(0) << quint32(F::SqPoll) << -1;
        QTest::newRow("sqpoll on a CPU") << quint32(0) << quint32(F::SqPoll) << (allowed.empty() ? -1 : allowed.back());
        QTest::newRow("sqpoll, nothing registered") << quint32(F::RegisteredRingFd | F::RegisteredFile | F::FixedBuffers)
                                                    << quint32(F::SqPoll) << -1;
    }
    void uringFallbacksMoveTheSameBytes()
    {
        QFETCH(quint32, refused);
        QFETCH(quint32, poll);
        QFETCH(int, sqCpu);
        namespace F = EngineFeature;
        constexpr int kDepth = 8;
        constexpr std::uint32_t kBlock = 4096;
        constexpr std::uint64_t kBytes = 2 << 20;
        // The buffers before the engine: the engine (cancelling and waiting in its destructor)
        // goes first when a check fails mid-I/O, so no read lands in freed memory.
        AlignedBuffer region = allocateAligned(std::size_t(kDepth) * kBlock, 4096);
        QVERIFY(region);
        UringEngine engine(kDepth, refused);
        std::vector<std::byte *> buffers;
        for (int i = 0; i < kDepth; ++i)
            buffers.push_back(region.get() + std::size_t(i) * kBlock);
        engine.setPolling(poll, sqCpu);
        const int fd = poll && m_directFd ? m_directFd.get() : m_fd.get();
        auto opened = engine.open(fd, buffers, kBlock);
        if (!opened && opened.error().errnoValue() == EPERM)
            QSKIP("io_uring (or SQPOLL, before 5.11, for a user) refused here (EPERM)");
        QVERIFY2(opened, opened ? "" : opened.error().text().c_str());
        const std::uint32_t got = engine.features();
        QVERIFY2(!(got & refused), qPrintable(engineFeatureNames(got & refused).join(',')));
        // The polling modes asked for run, and no others (never on by default).
        QCOMPARE(got & F::PollModes, poll);
        // One task-run mode at most; single issuer only with deferred task run.
        QVERIFY(!((got & F::DeferTaskrun) && (got & F::CoopTaskrun)));
        QCOMPARE(bool(got & F::SingleIssuer), bool(got & F::DeferTaskrun));
        // Kernels this suite runs on (6.1+) take every mode not refused; the memlock limit may
        // refuse registered buffers to a user, nothing else. SQPOLL goes with neither task-run
        // mode (the kernel refuses the combination).
        const bool sqPoll = poll & F::SqPoll;
        QCOMPARE(bool(got & F::DeferTaskrun), !sqPoll && !(refused & F::DeferTaskrun));
        QCOMPARE(bool(got & F::CoopTaskrun), !sqPoll && (refused & F::DeferTaskrun) && !(refused & F::CoopTaskrun));
        QCOMPARE(bool(got & F::RegisteredRingFd), !(refused & F::RegisteredRingFd));
        QCOMPARE(bool(got & F::RegisteredFile), !(refused & F::RegisteredFile));
        QCOMPARE(engine.buffersRegistered(), bool(got & F::FixedBuffers));

        auto word = [refused](std::uint64_t offset, std::size_t w) {
            return (offset / 8 + w) * 0x9E3779B97F4A7C15ull ^ refused;
        };
        // Writes, then reads into cleared buffers, kDepth in flight, each checked as it completes.
        std::uint64_t moved[2] = {0, 0};
        int badWords = 0;
        std::vector<Completion> done(kDepth);
        for (IoDirection dir : {IoDirection::Write, IoDirection::Read}) {
            std::vector<std::uint64_t> offsetOf(kDepth);
            std::uint64_t next = 0;
            int inFlight = 0;
            std::vector<std::uint32_t> free;
            for (int i = kDepth - 1; i >= 0; --i)
                free.push_back(std::uint32_t(i));
            while (next < kBytes || inFlight > 0) {
                while (next < kBytes && !free.empty()) {
                    const std::uint32_t slot = free.back();
                    free.pop_back();
                    auto *words = reinterpret_cast<std::uint64_t *>(buffers[slot]);
                    for (std::size_t w = 0; w < kBlock / 8; ++w)
                        words[w] = dir == IoDirection::Write ? word(next, w) : 0;
                    offsetOf[slot] = next;
                    engine.queue(slot, IoRequest{next, kBlock, dir, -1});
                    engine.submit();
                    next += kBlock;
                    ++inFlight;
                }
                auto reaped = engine.submitAndReap(1, done);
                QVERIFY2(reaped, reaped ? "" : reaped.error().text().c_str());
                for (int i = 0; i < *reaped; ++i) {
                    const Completion &c = done[std::size_t(i)];
                    QCOMPARE(c.result, std::int32_t(kBlock));
                    moved[dir == IoDirection::Read] += std::uint64_t(c.result);
                    if (dir == IoDirection::Read) {
                        const auto *words = reinterpret_cast<const std::uint64_t *>(buffers[c.slot]);
                        for (std::size_t w = 0; w < kBlock / 8; ++w)
                            badWords += words[w] != word(offsetOf[c.slot], w);
                    }
                    free.push_back(c.slot);
                    --inFlight;
                }
            }
        }
        QCOMPARE(moved[0], kBytes);
        QCOMPARE(moved[1], kBytes);
        QCOMPARE(badWords, 0);
        // A pinned SQ thread runs on its CPU (SQ_AFF): this process's iou-sqp thread allows only
        // that CPU (an unpinned one allows every CPU of the process).
        if (sqPoll && sqCpu >= 0) {
            QStringList seen;
            bool pinned = false;
            const QDir tasks(QStringLiteral("/proc/self/task"));
            for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
                if (!comm.open(QIODevice::ReadOnly) || !comm.readAll().startsWith("iou-sqp"))
                    continue;
                QFile status(tasks.filePath(tid + QStringLiteral("/status")));
                if (!status.open(QIODevice::ReadOnly))
                    continue;
                for (const QByteArray &line : status.readAll().split('\n')) {
                    if (line.startsWith("Cpus_allowed_list:")) {
                        const QString cpus = QString::fromLatin1(line.mid(18).trimmed());
                        seen << cpus;
                        pinned = pinned || cpus == QString::number(sqCpu);
                    }
                }
            }
            QVERIFY2(pinned, qPrintable(QStringLiteral("no iou-sqp thread on CPU %1 alone; seen: %2")
                                            .arg(sqCpu).arg(seen.join(QStringLiteral("; ")))));
        }
    }

    // A worker reports what its engine ran with; psync has no io_uring features.
    void workerReportsEngineFeatures()
    {
        for (const quint32 refused : {0u, quint32(EngineFeature::All)}) {
            CountPattern pattern(300);
            WorkerOutcome out;
            std::latch start(1);
            std::stop_source stop;
            WorkerConfig c = config(EngineKind::IoUring, 16, 0);
            c.refusedEngineFeatures = refused;
            runWorker(c, pattern, nullptr, start, stop.get_token(), out);
            if (out.error && out.error->errnoValue() == EPERM)
                QSKIP("io_uring refused here (EPERM)");
            QVERIFY(!out.error);
            QVERIFY(out.engineOpened);
            QCOMPARE(pattern.completedCount(), 300);
            QCOMPARE(out.bytesRead, 300ull * 4096);
            QCOMPARE(out.engineFeatures & refused, 0u);
            if (refused == 0)
                QVERIFY(out.engineFeatures & EngineFeature::RegisteredFile);
        }
        CountPattern pattern(10);
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        runWorker(config(EngineKind::Psync, 1, 0), pattern, nullptr, start, stop.get_token(), out);
        QVERIFY(out.engineOpened);
        QCOMPARE(out.engineFeatures, 0u);
        QCOMPARE(engineFeatureNames(0), QStringList());
        QCOMPARE(engineFeatureNames(EngineFeature::DeferTaskrun | EngineFeature::SingleIssuer),
                 QStringList({QStringLiteral("single_issuer"), QStringLiteral("defer_taskrun")}));
        QCOMPARE(engineFeaturesFromNames(QStringLiteral("defer_taskrun, registered_ring_fd")),
                 std::optional<std::uint32_t>(EngineFeature::DeferTaskrun | EngineFeature::RegisteredRingFd));
        QCOMPARE(engineFeaturesFromNames(QStringLiteral("sqpoll,iopoll")),
                 std::optional<std::uint32_t>(EngineFeature::SqPoll | EngineFeature::IoPoll));
        QCOMPARE(engineFeaturesFromNames(QStringLiteral("sq_poll")), std::optional<std::uint32_t>());
        QCOMPARE(engineFeatureNames(EngineFeature::All).size(), 10);
        QCOMPARE(engineFeaturesFromNames(QStringLiteral("sched_batch")), std::optional<std::uint32_t>(EngineFeature::SchedBatch));
    }

    // A worker asked for batch scheduling runs its requests under SCHED_BATCH and says so; not when
    // the feature is refused, never with psync, and not when not asked. On a thread of its own,
    // as the pass runner runs it (the policy stays with the thread).
    void batchSchedulingOfTheWorkerThread_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<bool>("asked");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<bool>("expected");
        QTest::newRow("io_uring, asked") << int(EngineKind::IoUring) << true << false << true;
        QTest::newRow("io_uring, not asked") << int(EngineKind::IoUring) << false << false << false;
        QTest::newRow("io_uring, refused") << int(EngineKind::IoUring) << true << true << false;
        QTest::newRow("psync, asked") << int(EngineKind::Psync) << true << false << false;
    }
    void batchSchedulingOfTheWorkerThread()
    {
        QFETCH(int, engine);
        QFETCH(bool, asked);
        QFETCH(bool, refused);
        QFETCH(bool, expected);
        class PolicyPattern final : public IoPattern
        {
        public:
            std::optional<IoRequest> next() override
            {
                if (m_issued == 64)
                    return std::nullopt;
                policy = ::sched_getscheduler(0);
                return IoRequest{std::uint64_t(m_issued++) * 4096, 4096, IoDirection::Read, -1};
            }
            int policy = -1;

        private:
            int m_issued = 0;
        } pattern;
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        WorkerConfig c = config(EngineKind(engine), engine == int(EngineKind::Psync) ? 1 : 8, 0);
        c.batchScheduling = asked;
        c.refusedEngineFeatures = refused ? quint32(EngineFeature::SchedBatch) : 0u;
        std::thread([&] { runWorker(c, pattern, nullptr, start, stop.get_token(), out); }).join();
        if (out.error && out.error->errnoValue() == EPERM)
            QSKIP("io_uring refused here (EPERM)");
        QVERIFY2(!out.error, out.error ? out.error->text().c_str() : "");
        QCOMPARE(out.bytesRead, 64ull * 4096);
        QCOMPARE(pattern.policy, expected ? SCHED_BATCH : SCHED_OTHER);
        QCOMPARE(bool(out.engineFeatures & EngineFeature::SchedBatch), expected);
        QCOMPARE(::sched_getscheduler(0), SCHED_OTHER); // the test's own thread is untouched
    }

    // A worker asked for SQPOLL, pinned to a CPU: its ring runs with it (and without a task-run
    // mode) and the worker does exactly the I/O the pattern gives, as without it.
    void workerWithSqPoll()
    {
        const std::vector<int> allowed = allowedCpus();
        for (const bool pinned : {false, true}) {
            CountPattern pattern(300);
            WorkerOutcome out;
            std::latch start(1);
            std::stop_source stop;
            WorkerConfig c = config(EngineKind::IoUring, 16, 0);
            c.pollFeatures = EngineFeature::SqPoll;
            if (pinned && !allowed.empty()) {
                c.cpu = allowed.front();
                c.helperCpus = allowed;
            }
            runWorker(c, pattern, nullptr, start, stop.get_token(), out);
            if (out.error && out.error->errnoValue() == EPERM)
                QSKIP("SQPOLL refused here (EPERM: before 5.11 it needs CAP_SYS_NICE)");
            QVERIFY2(!out.error, out.error ? out.error->text().c_str() : "");
            QVERIFY(out.engineOpened);
            QCOMPARE(pattern.completedCount(), 300);
            QCOMPARE(out.bytesRead, 300ull * 4096);
            QVERIFY(out.engineFeatures & EngineFeature::SqPoll);
            QVERIFY(!(out.engineFeatures & EngineFeature::IoPoll));
            QVERIFY(!(out.engineFeatures & (EngineFeature::DeferTaskrun | EngineFeature::CoopTaskrun)));
        }
        // Refused by name (DRIVEBENCH_URING_REFUSE's mechanism): the worker fails, it does not run
        // without it.
        CountPattern pattern(10);
        WorkerOutcome out;
        std::latch start(1);
        std::stop_source stop;
        WorkerConfig c = config(EngineKind::IoUring, 4, 0);
        c.pollFeatures = EngineFeature::SqPoll;
        c.refusedEngineFeatures = EngineFeature::SqPoll;
        runWorker(c, pattern, nullptr, start, stop.get_token(), out);
        QVERIFY(out.error);
        QVERIFY(!out.engineOpened);
        QCOMPARE(pattern.completedCount(), 0);
        QVERIFY2(QString::fromStdString(out.error->text()).contains(QLatin1String("run without io_uring polling"))
                     && namesSetting(*out.error, Setting::Poll, QStringLiteral("off")),
                 out.error->text().c_str());
    }

    // The SQ thread's CPU: never the worker's own. Spare CPUs without a worker are shared out by
    // worker index; when every CPU has a worker, the next CPU (one SQ thread per CPU, not all on
    // one); at queue depth 1, the next CPU of the order; none for an unpinned worker or a single
    // CPU.
    void sqPollCpuAvoidsTheWorkersCpu()
    {
        const std::vector<int> order = {0, 1, 2, 3};
        QCOMPARE(sqPollCpu(0, -1, std::vector<int>{2, 3}, order), -1);
        // Two workers on 0 and 1 at depth 8: their SQ threads on 2 and 3, not both on 2.
        QCOMPARE(sqPollCpu(0, 0, std::vector<int>{2, 3}, order), 2);
        QCOMPARE(sqPollCpu(1, 1, std::vector<int>{2, 3}, order), 3);
        QCOMPARE(sqPollCpu(2, 0, std::vector<int>{2, 3}, order), 2);
        // Queue depth 1 (spare CPU = the worker's own): the next CPU of the order, wrapping.
        QCOMPARE(sqPollCpu(0, 1, std::vector<int>{1}, order), 2);
        QCOMPARE(sqPollCpu(3, 3, std::vector<int>{3}, order), 0);
        QCOMPARE(sqPollCpu(0, 1, std::vector<int>{1}, std::vector<int>{1}), -1);
        QCOMPARE(sqPollCpu(0, 1, std::vector<int>{}, std::vector<int>{}), -1);
        // The order starting at the interrupt CPU (1, 0): the worker on 1, its SQ thread on 0.
        QCOMPARE(sqPollCpu(0, 1, std::vector<int>{1}, std::vector<int>{1, 0}), 0);

        // Through placeWorkers: 16 workers at QD32 on 16 CPUs put one SQ thread on each CPU,
        // each beside another worker; 2 workers on 4 CPUs use both free CPUs.
        std::vector<int> sixteen(16);
        std::iota(sixteen.begin(), sixteen.end(), 0);
        const auto all = placeWorkers(CpuAffinity::Spread, 16, 32, 4096, sixteen);
        std::set<int> sqCpus;
        for (const CpuPlacement &p : all) {
            QVERIFY(p.sqPollCpu >= 0);
            QVERIFY(p.sqPollCpu != p.cpu);
            sqCpus.insert(p.sqPollCpu);
        }
        QCOMPARE(sqCpus.size(), std::size_t(16));
        const auto two = placeWorkers(CpuAffinity::Spread, 2, 8, 4096, order);
        QCOMPARE(two[0].sqPollCpu, 2);
        QCOMPARE(two[1].sqPollCpu, 3);
        // Requests of 1 MiB keep the helpers on each worker's CPU, and small ones spread them
        // over all CPUs, but the SQ threads take the CPUs without a worker either way (not the
        // next worker's CPU).
        QCOMPARE(two[0].helperCpus, std::vector<int>(order.begin(), order.end()));
        const auto twoLarge = placeWorkers(CpuAffinity::Spread, 2, 8, 1u << 20, order);
        QCOMPARE(twoLarge[0].helperCpus, std::vector<int>{twoLarge[0].cpu});
        QCOMPARE(twoLarge[1].helperCpus, std::vector<int>{twoLarge[1].cpu});
        QCOMPARE(twoLarge[0].sqPollCpu, 2);
        QCOMPARE(twoLarge[1].sqPollCpu, 3);
        const auto qd1 = placeWorkers(CpuAffinity::Spread, 1, 1, 4096, std::vector<int>{1, 0});
        QCOMPARE(qd1[0].cpu, 1);
        QCOMPARE(qd1[0].sqPollCpu, 0);
        QCOMPARE(placeWorkers(CpuAffinity::None, 1, 32, 4096, order)[0].sqPollCpu, -1);
    }

    // IOPOLL's availability from sysfs: a disk whose queue/io_poll is 1 (poll queues) is allowed,
    // through its partition too; 0 or no attribute is refused naming the disk and the fix; an
    // anonymous device (tmpfs) has nothing to poll.
    void ioPollAvailability()
    {
        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        const QString root = sys.path();
        auto disk = [&](const QString &name, const QString &majMin, const char *ioPoll) {
            const QString dir = root + QStringLiteral("/devices/pci0000:00/block/") + name;
            QVERIFY(QDir().mkpath(dir + QStringLiteral("/queue")));
            QVERIFY(QDir().mkpath(dir + QLatin1Char('/') + name + QStringLiteral("p1")));
            if (ioPoll) {
                QFile f(dir + QStringLiteral("/queue/io_poll"));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(ioPoll);
            }
            QFile part(dir + QLatin1Char('/') + name + QStringLiteral("p1/partition"));
            QVERIFY(part.open(QIODevice::WriteOnly));
            part.write("1\n");
            QVERIFY(QDir().mkpath(root + QStringLiteral("/dev/block")));
            QVERIFY(QFile::link(dir, root + QStringLiteral("/dev/block/") + majMin + QStringLiteral(":0")));
            QVERIFY(QFile::link(dir + QLatin1Char('/') + name + QStringLiteral("p1"),
                                root + QStringLiteral("/dev/block/") + majMin + QStringLiteral(":1")));
        };
        disk(QStringLiteral("nvme0n1"), QStringLiteral("259"), "1\n");
        for (const auto &[file, value] : {std::pair{"max_sectors_kb", "128\n"}, std::pair{"max_segments", "127\n"}}) {
            QFile f(root + QStringLiteral("/devices/pci0000:00/block/nvme0n1/queue/") + QLatin1String(file));
            QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(f.fileName()));
            f.write(value);
        }
        disk(QStringLiteral("vda"), QStringLiteral("253"), "0\n");
        disk(QStringLiteral("sda"), QStringLiteral("8"), nullptr);
        const QString where = QStringLiteral("/mnt/x");
        QVERIFY(ioPollAvailable(259, 0, where, root));
        QVERIFY(ioPollAvailable(259, 1, where, root)); // a partition: its disk's queue
        // A request the block layer would split is refused (split polled requests hang).
        QVERIFY(ioPollAvailable(259, 0, where, root, 128 * 1024));
        auto split = ioPollAvailable(259, 1, where, root, 256 * 1024);
        QVERIFY(!split);
        QVERIFY2(QString::fromStdString(split.error().text()).contains(QLatin1String("256 KiB requests are larger than nvme0n1 takes whole (128 KiB"))
                     && QString::fromStdString(split.error().text()).contains(QLatin1String("blocks of at most 128 KiB")),
                 split.error().text().c_str());
        // A drive that also splits at a 128 KiB chunk boundary (queue/chunk_sectors 256, as NVMe
        // drives reporting NOIOB do): only requests at multiples of their own size that divide
        // the chunk pass, on the whole disk or a partition starting at such a multiple.
        disk(QStringLiteral("nvme1n1"), QStringLiteral("260"), "1\n");
        const QString nvme1 = root + QStringLiteral("/devices/pci0000:00/block/nvme1n1/");
        auto put = [](const QString &path, const char *value) {
            QFile f(path);
            QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
            f.write(value);
        };
        put(nvme1 + QStringLiteral("queue/max_sectors_kb"), "1024\n");
        put(nvme1 + QStringLiteral("queue/max_segments"), "256\n");
        put(nvme1 + QStringLiteral("queue/chunk_sectors"), "256\n");
        put(nvme1 + QStringLiteral("nvme1n1p1/start"), "2048\n");
        auto chunkText = [](const Result<void> &r) { return r ? QString() : QString::fromStdString(r.error().text()); };
        QVERIFY(ioPollAvailable(260, 0, where, root, 128 * 1024, true));
        QVERIFY(ioPollAvailable(260, 0, where, root, 4096, true));
        QVERIFY(ioPollAvailable(260, 1, where, root, 128 * 1024, true)); // starts at 1 MiB
        QVERIFY(ioPollAvailable(260, 0, where, root)); // no request size: not checked
        auto unaligned = ioPollAvailable(260, 0, where, root, 4096, false);
        QVERIFY(!unaligned);
        QVERIFY2(chunkText(unaligned).contains(QLatin1String("nvme1n1 splits requests at every 128 KiB boundary (queue/chunk_sectors 256)"))
                     && chunkText(unaligned).contains(QLatin1String("not all at multiples of their own size"))
                     && chunkText(unaligned).contains(QLatin1String("at most 128 KiB on the whole device")),
                 qPrintable(chunkText(unaligned)));
        auto tooBig = ioPollAvailable(260, 0, where, root, 256 * 1024, true);
        QVERIFY(!tooBig);
        QVERIFY2(chunkText(tooBig).contains(QLatin1String("256 KiB requests do not fit that boundary")), qPrintable(chunkText(tooBig)));
        put(nvme1 + QStringLiteral("nvme1n1p1/start"), "63\n");
        auto shifted = ioPollAvailable(260, 1, where, root, 128 * 1024, true);
        QVERIFY(!shifted);
        QVERIFY2(chunkText(shifted).contains(QLatin1String("the partition starts at byte 32256, not at a multiple of 128 KiB")),
                 qPrintable(chunkText(shifted)));
        QVERIFY(ioPollAvailable(260, 1, where, root, 512, true)); // 512-byte requests at 512-byte multiples
        for (const auto &[major, name] : {std::pair{253u, "vda"}, std::pair{8u, "sda"}}) {
            for (unsigned minor : {0u, 1u}) {
                auto refused = ioPollAvailable(major, minor, where, root);
                QVERIFY(!refused);
                const QString text = QString::fromStdString(refused.error().text());
                QVERIFY2(text.contains(QLatin1String(name)) && text.contains(where)
                             && text.contains(QLatin1String("poll_queues=2"))
                             && text.contains(QLatin1String("run without io_uring polling"))
                             && namesSetting(refused.error(), Setting::Poll, QStringLiteral("off")),
                         qPrintable(text));
            }
        }
        auto tmpfs = ioPollAvailable(0, 42, QStringLiteral("/dev/shm"), root);
        QVERIFY(!tmpfs);
        QVERIFY2(QString::fromStdString(tmpfs.error().text()).contains(QLatin1String("tmpfs")),
                 tmpfs.error().text().c_str());
        QVERIFY(!ioPollAvailable(7, 7, where, root)); // not in the tree
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
