// SPDX-License-Identifier: GPL-3.0-or-later
// core/stats/latencybins: the per-I/O latency histogram a result stores and the window draws.
// Six bins per decade, upper edges 1, 1.5, 2, 3, 5, 7 × 10^k µs from 1 µs to 10 s; every I/O
// counted once; values away from an edge land in the bin worked out by hand in each comment.
#include <QTest>

#include "core/stats/latencybins.h"
#include "core/stats/latencyhistogram.h"

using namespace drivebench;

class TstLatencyBins : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void edges()
    {
        QCOMPARE(kLatencyBins, 43);
        QCOMPARE(latencyBinUpperUs(0), 1.0);
        QCOMPARE(latencyBinUpperUs(1), 1.5);
        QCOMPARE(latencyBinUpperUs(5), 7.0);
        QCOMPARE(latencyBinUpperUs(6), 10.0);
        QCOMPARE(latencyBinUpperUs(12), 100.0);
        QCOMPARE(latencyBinUpperUs(15), 300.0);
        QCOMPARE(latencyBinUpperUs(42), 10'000'000.0); // 10 s
        for (int i = 1; i < kLatencyBins; ++i)
            QVERIFY(latencyBinUpperUs(i) > latencyBinUpperUs(i - 1));
    }

    void binOfAValue()
    {
        QCOMPARE(latencyBinOf(0.2), 0);          // ≤ 1 µs
        QCOMPARE(latencyBinOf(1.0), 0);          // an edge belongs to the bin below it
        QCOMPARE(latencyBinOf(1.2), 1);          // (1, 1.5]
        QCOMPARE(latencyBinOf(120), 13);         // (100, 150]
        QCOMPARE(latencyBinOf(2500), 21);        // (2 ms, 3 ms]
        QCOMPARE(latencyBinOf(8e6), 42);         // (7 s, 10 s]
        QCOMPARE(latencyBinOf(3.6e9), 42);       // an hour: the last bin holds everything slower
    }

    void everyIoCountedInItsBin()
    {
        // 1000 I/Os of 120 µs, 10 of 2.5 ms, 3 of 40 ms, 1 of 12 s, 7 of 400 ns.
        LatencyHistogram h;
        for (int i = 0; i < 1000; ++i)
            h.record(120'000);
        for (int i = 0; i < 10; ++i)
            h.record(2'500'000);
        for (int i = 0; i < 3; ++i)
            h.record(40'000'000);
        h.record(12'000'000'000ull);
        for (int i = 0; i < 7; ++i)
            h.record(400);
        const std::vector<std::uint64_t> bins = latencyBinCounts(h);
        QCOMPARE(int(bins.size()), kLatencyBins);
        std::uint64_t sum = 0;
        for (std::uint64_t n : bins)
            sum += n;
        QCOMPARE(sum, h.count());
        QCOMPARE(bins[0], std::uint64_t(7));      // ≤ 1 µs
        QCOMPARE(bins[13], std::uint64_t(1000));  // (100, 150] µs
        QCOMPARE(bins[21], std::uint64_t(10));    // (2, 3] ms
        QCOMPARE(bins[28], std::uint64_t(3));     // (30, 50] ms: 5 × 10^4 µs is bin 4 × 6 + 4
        QCOMPARE(bins[42], std::uint64_t(1));     // beyond 10 s
    }

    void emptyHistogram()
    {
        const std::vector<std::uint64_t> bins = latencyBinCounts(LatencyHistogram{});
        QCOMPARE(int(bins.size()), kLatencyBins);
        for (std::uint64_t n : bins)
            QCOMPARE(n, std::uint64_t(0));
    }
};

QTEST_APPLESS_MAIN(TstLatencyBins)
#include "tst_latencybins.moc"
