// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/results/workloadfiguresjson.h"
#include "core/workloads/asssdscore.h"
#include "core/workloads/phybsprobe.h"
#include "core/workloads/writecliff.h"

using namespace drivebench;

namespace {

// Rates of a drive with a physical block `physical`: a misaligned write of size >= physical is
// 4x slower; `skew` shifts the span's start off the physical boundary.
std::vector<PhybsRow> simulate(const std::vector<PhybsScan> &scans, std::uint32_t physical,
                               std::uint32_t skew = 0)
{
    std::vector<PhybsRow> rows;
    for (const auto &s : scans) {
        const bool aligned = (s.offset + skew) % physical == 0;
        const double rate = (s.size >= physical && !aligned) ? 250 : 1000;
        rows.push_back({s.size, s.offset, rate});
    }
    return rows;
}

} // namespace

class TstPhybs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planMatchesPhybs()
    {
        PhybsSettings s;  // bsize 512, min 512, max 4096, total 128 MiB
        auto scans = planPhybs(s, quint64(1) << 30);
        QVERIFY(scans);
        QCOMPARE(scans->size(), std::size_t(1 + 2 + 3 + 4));
        QCOMPARE((*scans)[0].size, 512u);
        QCOMPARE((*scans)[0].count, quint64(128) << 11);
        QCOMPARE((*scans)[0].step, quint64(2048));
        const auto &last = scans->back();
        QCOMPARE(last.size, 4096u);
        QCOMPARE(last.offset, 2048u);
        QCOMPARE(last.count, quint64(32768));
        for (const auto &scan : *scans)  // 4 x total fits in the span
            QVERIFY(scan.offset + (scan.count - 1) * scan.step + scan.size <= quint64(1) << 30);
        auto shrunk = planPhybs(s, quint64(64) << 20);  // total halves to 16 MiB
        QVERIFY(shrunk);
        QCOMPARE(shrunk->front().count, quint64(16) << 11);
        s.maxBytes = 3000;
        QVERIFY(!planPhybs(s, quint64(1) << 30));
        s.maxBytes = 0;
        QVERIFY(!planPhybs(s, 8192));
    }

    void infers_data()
    {
        QTest::addColumn<quint32>("physical");
        QTest::addColumn<quint32>("maxSize");
        QTest::addColumn<quint32>("expected");
        QTest::addColumn<bool>("atLeast");
        QTest::newRow("512e 4K") << 4096u << 16384u << 4096u << false;
        QTest::newRow("native 512") << 512u << 8192u << 512u << false;
        QTest::newRow("8K pages") << 8192u << 16384u << 8192u << false;
        QTest::newRow("at max") << 8192u << 8192u << 8192u << true;
    }
    void infers()
    {
        QFETCH(quint32, physical);
        QFETCH(quint32, maxSize);
        QFETCH(quint32, expected);
        QFETCH(bool, atLeast);
        PhybsSettings s;
        s.maxBytes = maxSize;
        auto scans = planPhybs(s, quint64(1) << 30);
        QVERIFY(scans);
        const auto verdict = inferPhysicalBlock(simulate(*scans, physical), 512);
        QCOMPARE(verdict.physicalBytes, expected);
        QCOMPARE(verdict.atLeast, atLeast);
        QVERIFY(!verdict.misalignedStart);
        QVERIFY(!verdict.explanation.isEmpty());
    }

    void detectsMisalignedStart()
    {
        PhybsSettings s;
        s.maxBytes = 16384;
        auto scans = planPhybs(s, quint64(1) << 30);
        QVERIFY(scans);
        // The span starts 3.5 KiB into a 4 KiB block (a partition at sector 63): offset 512 is fast.
        const auto verdict = inferPhysicalBlock(simulate(*scans, 4096, 3584), 512);
        QVERIFY(verdict.misalignedStart);
        QCOMPARE(verdict.fastOffset, 512u);
        QCOMPARE(verdict.physicalBytes, 0u);
    }

    void alignment()
    {
        QCOMPARE(alignmentVerdict(1048576, 4096).text, QStringLiteral("1024 K - OK"));
        QVERIFY(alignmentVerdict(1048576, 4096).ok);
        QCOMPARE(alignmentVerdict(63 * 512, 4096).text, QStringLiteral("31 K - BAD"));
        QVERIFY(!alignmentVerdict(63 * 512, 512).ok);  // AS SSD asks for 4 KiB at least
        QVERIFY(!alignmentVerdict(4096, 8192).ok);
    }

    void asSsdScore()
    {
        constexpr double MiB = 1e6;  // MB/s inputs
        AsSsdRates r;
        r.seqRead = 500 * MiB;
        r.seqWrite = 400 * MiB;
        r.read4k = 30 * MiB;
        r.write4k = 80 * MiB;
        r.read4k64 = 300 * MiB;
        r.write4k64 = 250 * MiB;
        const auto score = drivebench::asSsdScore(r);
        QCOMPARE(score.read, 50.0 + 30 + 300);
        QCOMPARE(score.write, 40.0 + 80 + 250);
        QCOMPARE(score.total, 400 * 0.15 + 50 + 60 + 80 + 250 + 450);
        QVERIFY(score.total > score.read + score.write);  // as published AS SSD totals are
        const auto json = toJson(AsSsdScoreFigures{r, score});
        QCOMPARE(json[QStringLiteral("total")].toDouble(), score.total);
        QCOMPARE(json[QStringLiteral("inputs_mb_per_s")].toObject()[QStringLiteral("seq_read")]
                     .toDouble(), 500.0);
    }

    void writeCliff()
    {
        std::vector<double> series;
        for (int i = 0; i < 12; ++i)
            series.push_back(2.0e9 + (i % 2 ? 5e7 : -5e7));
        for (int i = 0; i < 20; ++i)
            series.push_back(5.0e8 + (i % 3 ? 2e7 : -2e7));
        const auto cliff = findWriteCliff(series);
        QVERIFY(cliff);
        QCOMPARE(cliff->second, 12);
        QVERIFY(std::abs(cliff->beforeBytesPerS - 2.0e9) < 1e8);
        QVERIFY(std::abs(cliff->afterBytesPerS - 5.0e8) < 5e7);
        QCOMPARE(cliff->bytesBefore, quint64(24'000'000'000));
        std::vector<double> flat(30, 1.0e9);
        for (std::size_t i = 0; i < flat.size(); ++i)
            flat[i] += (i % 4) * 3e7;
        QVERIFY(!findWriteCliff(flat));
        QVERIFY(!findWriteCliff({1.0, 2.0}));
    }
};

QTEST_GUILESS_MAIN(TstPhybs)
#include "tst_phybs.moc"
