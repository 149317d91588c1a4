// SPDX-License-Identifier: GPL-3.0-or-later
// TestResultBuilder, the headline arithmetic: per-pass bandwidth and IOPS, best and mean of the
// passes, their spread, totals, per-thread figures and latency percentiles, each checked against
// figures worked out by hand (in the comments) from synthetic passes.
#include <cmath>

#include <QTest>

#include "core/runner/testresultbuilder.h"
#include "core/stats/latencybins.h"

using namespace drivebench;

namespace {

constexpr std::int64_t kSecondNs = 1'000'000'000;

WorkerOutcome worker(std::uint64_t reads, std::uint64_t readBytes, std::uint64_t readNs,
                     std::uint64_t writes, std::uint64_t writeBytes, std::uint64_t writeNs)
{
    WorkerOutcome w;
    for (std::uint64_t i = 0; i < reads; ++i)
        w.readLatency.record(readNs);
    for (std::uint64_t i = 0; i < writes; ++i)
        w.writeLatency.record(writeNs);
    w.bytesRead = reads * readBytes;
    w.bytesWritten = writes * writeBytes;
    return w;
}

PassOutcome pass(double seconds, std::vector<WorkerOutcome> workers)
{
    PassOutcome p;
    p.startNs = 5 * kSecondNs; // any start: only the length counts
    p.endNs = p.startNs + std::int64_t(seconds * double(kSecondNs));
    p.workers = std::move(workers);
    return p;
}

TestSpec mixSpec()
{
    TestSpec s;
    s.id = QStringLiteral("RND4K_Q1T2");
    s.op = IoOp::Mix;
    s.readPercent = 60;
    s.blockSize = 4096;
    s.threads = 2;
    return s;
}

// Three passes of two threads (thread 0 reads at 100 µs, thread 1 writes at 300 µs):
//   pass 1, 2 s: 1000 reads + 500 writes of 4096 B = 6 144 000 B -> 3 072 000 B/s,  750 IOPS
//   pass 2, 1 s:  600 reads + 400 writes of 4096 B = 4 096 000 B -> 4 096 000 B/s, 1000 IOPS
//   pass 3, 1 s: 4000 reads of 512 B               = 2 048 000 B -> 2 048 000 B/s, 4000 IOPS
// Pass 3 has the most IOPS and the least bandwidth: "best" is the pass with the highest
// bandwidth (pass 2), and its IOPS come with it (1000, not 4000).
void addThreePasses(TestResultBuilder &b)
{
    b.addPass(pass(2, {worker(1000, 4096, 100'000, 0, 0, 0), worker(0, 0, 0, 500, 4096, 300'000)}));
    b.addPass(pass(1, {worker(600, 4096, 100'000, 0, 0, 0), worker(0, 0, 0, 400, 4096, 300'000)}));
    b.addPass(pass(1, {worker(4000, 512, 100'000, 0, 0, 0), worker(0, 0, 0, 0, 0, 0)}));
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestTestResultBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bestOfPasses()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "best");
        addThreePasses(b);
        const TestResult r = b.result(3);
        QVERIFY(r.completed);
        QCOMPARE(r.aggregation, QStringLiteral("best"));
        QCOMPARE(r.passes, 3);
        QCOMPARE(r.bandwidthBytesPerS, 4'096'000.0);
        QCOMPARE(r.iops, 1000.0);
        QCOMPARE(r.passBandwidthBytesPerS, (std::vector<double>{3'072'000, 4'096'000, 2'048'000}));
        // Totals over passes: 5600 reads, 900 writes; 4 s.
        QCOMPARE(r.ios, quint64(6500));
        QCOMPARE(r.readIos, quint64(5600));
        QCOMPARE(r.writeIos, quint64(900));
        QCOMPARE(r.bytesRead, quint64(1600 * 4096 + 4000 * 512)); // 8 601 600
        QCOMPARE(r.bytesWritten, quint64(900 * 4096));           // 3 686 400
        QCOMPARE(r.durationS, 4.0);
        QCOMPARE(r.id, QStringLiteral("RND4K_Q1T2"));
        QCOMPARE(r.op, QStringLiteral("mix"));
        QCOMPARE(r.readPercent, 60);
    }

    void meanOfPasses()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "mean");
        addThreePasses(b);
        const TestResult r = b.result(3);
        QCOMPARE(r.aggregation, QStringLiteral("mean"));
        // (3 072 000 + 4 096 000 + 2 048 000) / 3 = 3 072 000; (750 + 1000 + 4000) / 3 = 1916.67
        QCOMPARE(r.bandwidthBytesPerS, 3'072'000.0);
        QVERIFY2(near(r.iops, 5750.0 / 3), qPrintable(QString::number(r.iops, 'g', 12)));
    }

    void spreadOfPasses()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "best");
        addThreePasses(b);
        const TestResult r = b.result(3);
        // Bandwidth: deviations 0, +1 024 000, -1 024 000 -> population stdev 1 024 000 * sqrt(2/3)
        QCOMPARE(r.bandwidthSpread.min, 2'048'000.0);
        QCOMPARE(r.bandwidthSpread.max, 4'096'000.0);
        QCOMPARE(r.bandwidthSpread.mean, 3'072'000.0);
        // = 836 092.4989
        QVERIFY2(std::abs(r.bandwidthSpread.stdev - 836'092.4989) < 1e-3,
                 qPrintable(QString::number(r.bandwidthSpread.stdev, 'f', 4)));
        // IOPS 750, 1000, 4000: mean 1916.667, deviations -1166.667, -916.667, +2083.333;
        // squares sum to 6 541 666.67, / 3 = 2 180 555.56, square root 1476.6704.
        QCOMPARE(r.iopsSpread.min, 750.0);
        QCOMPARE(r.iopsSpread.max, 4000.0);
        QVERIFY(near(r.iopsSpread.mean, 1916.6666667, 1e-9));
        QVERIFY2(std::abs(r.iopsSpread.stdev - 1476.6704) < 1e-3, qPrintable(QString::number(r.iopsSpread.stdev, 'f', 4)));
        // spreadOf on its own: one value has no spread; none gives zeros.
        const PassSpread one = spreadOf({42.0});
        QCOMPARE(one.min, 42.0);
        QCOMPARE(one.max, 42.0);
        QCOMPARE(one.stdev, 0.0);
        const PassSpread none = spreadOf({});
        QCOMPARE(none.mean, 0.0);
        QCOMPARE(none.max, 0.0);
    }

    void perThreadFigures()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "best");
        addThreePasses(b);
        const TestResult r = b.result(3);
        QCOMPARE(int(r.perThread.size()), 2);
        // Thread 0: 5600 reads, 8 601 600 B over the 4 s of the passes: 2 150 400 B/s, 1400 IOPS.
        QCOMPARE(r.perThread[0].thread, 0);
        QCOMPARE(r.perThread[0].ios, quint64(5600));
        QCOMPARE(r.perThread[0].bytes, quint64(8'601'600));
        QCOMPARE(r.perThread[0].bandwidthBytesPerS, 2'150'400.0);
        QCOMPARE(r.perThread[0].iops, 1400.0);
        QCOMPARE(r.perThread[0].latencyUs.max, 100.0);
        // Thread 1: 900 writes, 3 686 400 B: 921 600 B/s, 225 IOPS.
        QCOMPARE(r.perThread[1].ios, quint64(900));
        QCOMPARE(r.perThread[1].bytes, quint64(3'686'400));
        QCOMPARE(r.perThread[1].bandwidthBytesPerS, 921'600.0);
        QCOMPARE(r.perThread[1].iops, 225.0);
        QCOMPARE(r.perThread[1].latencyUs.min, 300.0);
    }

    void latencyOverPassesAndThreads()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "best");
        addThreePasses(b);
        const TestResult r = b.result(3);
        // 5600 values of 100 µs and 900 of 300 µs: mean (5600 * 100 + 900 * 300) / 6500 µs.
        QVERIFY(near(r.latencyUs.mean, 830'000.0 / 6500));
        QCOMPARE(r.latencyUs.min, 100.0);
        QCOMPARE(r.latencyUs.max, 300.0);
        // Rank for p50 is 3250 (a read); for p90 5850 > 5600 (a write). Each bucket's midpoint
        // is clamped to [min, max], which here are the two values themselves.
        QCOMPARE(r.latencyUs.p50, 100.0);
        QCOMPARE(r.latencyUs.p90, 300.0);
        QCOMPARE(r.latencyUs.p9999, 300.0);
        QCOMPARE(r.readLatencyUs.mean, 100.0);
        QCOMPARE(r.readLatencyUs.p99, 100.0);
        QCOMPARE(r.writeLatencyUs.mean, 300.0);
        QCOMPARE(r.writeLatencyUs.p50, 300.0);
        // Every I/O in the stored histogram: the 5600 reads of 100 µs in (70, 100] µs; the 900
        // writes of 300 µs on an edge, in (200, 300] or, within the engine's 0.78 %, (300, 500].
        QCOMPARE(int(r.latencyBins.size()), kLatencyBins);
        std::uint64_t sum = 0;
        for (std::uint64_t n : r.latencyBins)
            sum += n;
        QCOMPARE(sum, r.ios);
        QCOMPARE(r.latencyBins[12], std::uint64_t(5600));
        QCOMPARE(r.latencyBins[15] + r.latencyBins[16], std::uint64_t(900));
    }

    void percentilesOfAKnownDistribution()
    {
        // 10 000 reads: 100 each of 1, 2, ..., 100 ns (below 128 ns the histogram is exact).
        // Rank ceil(p% of 10 000): p50 -> 5000th = 50 ns, p90 -> 90 ns, p99 -> 99 ns,
        // p99.9 -> 9990th = 100 ns, p99.99 -> 100 ns; mean 50.5 ns.
        TestSpec spec;
        spec.id = QStringLiteral("RND4K_Q1T1");
        spec.threads = 1;
        TestResultBuilder b(spec, "best");
        WorkerOutcome w;
        for (int v = 1; v <= 100; ++v)
            for (int i = 0; i < 100; ++i)
                w.readLatency.record(std::uint64_t(v));
        w.bytesRead = 10'000ull * 4096;
        b.addPass(pass(0.5, {w}));
        const TestResult r = b.result(1);
        QCOMPARE(r.aggregation, QStringLiteral("single"));
        QCOMPARE(r.iops, 20'000.0);
        QCOMPARE(r.bandwidthBytesPerS, 20'000.0 * 4096);
        QCOMPARE(r.latencyUs.min, 0.001);
        QCOMPARE(r.latencyUs.p50, 0.050);
        QCOMPARE(r.latencyUs.p90, 0.090);
        QCOMPARE(r.latencyUs.p99, 0.099);
        QCOMPARE(r.latencyUs.p999, 0.100);
        QCOMPARE(r.latencyUs.p9999, 0.100);
        QCOMPARE(r.latencyUs.max, 0.100);
        QCOMPARE(r.latencyUs.mean, 0.0505);
        QCOMPARE(r.writeLatencyUs.max, 0.0); // no writes: an empty summary
    }

    void percentilesWithinTheHistogramsPrecision()
    {
        // Above 128 ns buckets are 1/64 of an octave wide: a percentile is its bucket's midpoint,
        // within 0.78 % of the value. 1000 values at 250 µs and one at 10 ms: p50 = 250 µs ± 0.78 %.
        TestSpec spec;
        spec.threads = 1;
        TestResultBuilder b(spec, "best");
        WorkerOutcome w = worker(1000, 4096, 250'000, 0, 0, 0);
        w.readLatency.record(10'000'000);
        b.addPass(pass(1, {w}));
        const TestResult r = b.result(1);
        QVERIFY2(std::abs(r.latencyUs.p50 - 250.0) <= 250.0 * 0.0078, qPrintable(QString::number(r.latencyUs.p50)));
        QVERIFY2(std::abs(r.latencyUs.p99 - 250.0) <= 250.0 * 0.0078, qPrintable(QString::number(r.latencyUs.p99)));
        QCOMPARE(r.latencyUs.max, 10'000.0);
        QCOMPARE(r.latencyUs.p9999, 10'000.0); // rank 1001 of 1001: the slow one (clamped to max)
    }

    void incompleteOrFailedIsNotCompleted()
    {
        const TestSpec spec = mixSpec();
        TestResultBuilder b(spec, "best");
        b.addPass(pass(1, {worker(10, 4096, 1000, 0, 0, 0), worker(0, 0, 0, 0, 0, 0)}));
        QVERIFY(!b.result(2).completed); // one of two planned passes
        QVERIFY(b.result(1).completed);
        b.addError(Error::make(std::errc::io_error, "read failed", "check the drive"));
        const TestResult r = b.result(1);
        QVERIFY(!r.completed);
        QCOMPARE(r.errors.size(), 1);
        QVERIFY(r.errors[0].message.contains(QLatin1String("read failed")));
        b.addNote(QStringLiteral("a note"));
        b.addNote(QStringLiteral("a note"));
        QCOMPARE(lineTexts(b.result(1).notes), QStringList{QStringLiteral("a note")}); // once
        // No pass at all: nothing measured, zeros rather than made-up figures.
        TestResultBuilder empty(spec, "best");
        const TestResult e = empty.result(1);
        QVERIFY(!e.completed);
        QCOMPARE(e.bandwidthBytesPerS, 0.0);
        QCOMPARE(e.iops, 0.0);
        QCOMPARE(e.ios, quint64(0));
    }
};

QTEST_GUILESS_MAIN(TestTestResultBuilder)
#include "tst_testresultbuilder.moc"
