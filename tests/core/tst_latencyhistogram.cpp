// SPDX-License-Identifier: GPL-3.0-or-later
// LatencyHistogram against exact percentiles of known data.
#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include <QTest>

#include "core/stats/latencyhistogram.h"

using drivebench::LatencyHistogram;

namespace {

// The exact p-th percentile with the same rank rule (the ceil(p/100*N)-th smallest value).
double exactPercentile(std::vector<std::uint64_t> sorted, double p)
{
    std::sort(sorted.begin(), sorted.end());
    const auto rank = std::max<std::size_t>(1, std::size_t(std::ceil(p / 100.0 * double(sorted.size()) - 1e-9)));
    return double(sorted[rank - 1]);
}

} // namespace

class TestLatencyHistogram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bucketLayout()
    {
        // Every bucket's low bound maps back to the bucket; bounds are contiguous.
        for (int i = 0; i < LatencyHistogram::kBuckets - 1; ++i) {
            QCOMPARE(LatencyHistogram::bucketIndex(LatencyHistogram::bucketLowNs(i)), i);
            QCOMPARE(LatencyHistogram::bucketLowNs(i) + LatencyHistogram::bucketWidthNs(i),
                     LatencyHistogram::bucketLowNs(i + 1));
        }
        // Range: 30 minutes and more are tracked, not clamped.
        const std::uint64_t thirtyMin = 30ull * 60 * 1'000'000'000;
        QVERIFY(LatencyHistogram::bucketIndex(thirtyMin) < LatencyHistogram::kBuckets - 1);
        QVERIFY(LatencyHistogram::kMaxTrackedNs >= thirtyMin);
        QCOMPARE(LatencyHistogram::bucketIndex(~0ull), LatencyHistogram::kBuckets - 1);
    }

    void exactBelow128()
    {
        LatencyHistogram h;
        for (std::uint64_t v = 0; v < 100; ++v)
            h.record(v);
        QCOMPARE(h.percentileNs(50), 49.0);
        QCOMPARE(h.percentileNs(100), 99.0);
        QCOMPARE(h.minNs(), 0ull);
        QCOMPARE(h.maxNs(), 99ull);
    }

    void percentiles_data()
    {
        QTest::addColumn<int>("distribution");
        QTest::newRow("uniform 1us-10ms") << 0;
        QTest::newRow("lognormal ~100us") << 1;
        QTest::newRow("bimodal 20us + 5ms") << 2;
    }
    void percentiles()
    {
        QFETCH(int, distribution);
        std::mt19937_64 gen(42);
        std::vector<std::uint64_t> values;
        LatencyHistogram h;
        for (int i = 0; i < 200'000; ++i) {
            std::uint64_t v = 0;
            if (distribution == 0)
                v = std::uniform_int_distribution<std::uint64_t>(1'000, 10'000'000)(gen);
            else if (distribution == 1)
                v = std::uint64_t(std::lognormal_distribution<double>(std::log(100'000.0), 0.8)(gen));
            else
                v = (i % 10 == 0) ? 5'000'000 + gen() % 100'000 : 20'000 + gen() % 2'000;
            values.push_back(v);
            h.record(v);
        }
        for (double p : {1.0, 50.0, 90.0, 99.0, 99.9, 99.99, 100.0}) {
            const double exact = exactPercentile(values, p);
            const double got = h.percentileNs(p);
            QVERIFY2(std::abs(got - exact) <= exact / 128.0 + 1.0,
                     qPrintable(QStringLiteral("p%1: %2 vs exact %3").arg(p).arg(got).arg(exact)));
            QVERIFY(got >= double(h.minNs()) && got <= double(h.maxNs()));
        }
        double sum = 0;
        for (auto v : values)
            sum += double(v);
        QVERIFY(std::abs(h.meanNs() - sum / double(values.size())) < 1e-6 * h.meanNs());
    }

    void mergeIsExact()
    {
        std::mt19937_64 gen(7);
        LatencyHistogram a, b, all;
        for (int i = 0; i < 50'000; ++i) {
            const std::uint64_t v = gen() % 50'000'000;
            (i % 3 ? a : b).record(v);
            all.record(v);
        }
        LatencyHistogram merged = a;
        merged.merge(b);
        QCOMPARE(merged.count(), all.count());
        for (int i = 0; i < LatencyHistogram::kBuckets; ++i)
            QCOMPARE(merged.bucketCount(i), all.bucketCount(i));
        QCOMPARE(merged.percentileNs(99.9), all.percentileNs(99.9));
        QCOMPARE(merged.minNs(), all.minNs());
        QCOMPARE(merged.maxNs(), all.maxNs());
    }

    void clampedToMinMax()
    {
        LatencyHistogram h;
        h.record(1'000'001);
        // One value: every percentile is that value, not its bucket's midpoint.
        QCOMPARE(h.percentileNs(50), 1'000'001.0);
        QCOMPARE(h.percentileNs(99.99), 1'000'001.0);
        LatencyHistogram empty;
        QCOMPARE(empty.percentileNs(50), 0.0);
        QCOMPARE(empty.meanNs(), 0.0);
    }

    void longLatencies()
    {
        LatencyHistogram h;
        const std::uint64_t fortyMin = 40ull * 60 * 1'000'000'000;
        h.record(fortyMin);
        h.record(1000);
        QCOMPARE(h.maxNs(), fortyMin);
        QVERIFY(std::abs(h.percentileNs(100) - double(fortyMin)) <= double(fortyMin) / 128.0);
        QCOMPARE(h.countAtOrAbove(10'000'000), 1ull);
    }
};

QTEST_GUILESS_MAIN(TestLatencyHistogram)
#include "tst_latencyhistogram.moc"
