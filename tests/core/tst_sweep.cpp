// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/workloads/blocksizesweep.h"
#include "core/workloads/surfacescan.h"

using namespace drivebench;

class TstSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ddSizes()
    {
        const std::vector<std::uint32_t> want = {32768, 65536, 131072, 262144, 524288, 1048576,
                                                 2097152};
        QCOMPARE(sweepSizes(SweepKind::Dd), want);
        QCOMPARE(sweepQueueDepth(SweepKind::Dd), 1);
    }

    void attoSizes()
    {
        const auto sizes = sweepSizes(SweepKind::Atto);
        QCOMPARE(sizes.size(), std::size_t(21));  // 2^9 .. 2^23, then 12, 16, 24, 32, 48, 64 MiB
        QCOMPARE(sizes.front(), 512u);
        QCOMPARE(sizes[14], 8u << 20);
        QCOMPARE(sizes[15], 12u << 20);
        QCOMPARE(sizes.back(), 64u << 20);
        QVERIFY(std::is_sorted(sizes.begin(), sizes.end()));
        QCOMPARE(sweepQueueDepth(SweepKind::Atto), 4);
    }

    void planFilters()
    {
        auto plan = planSweep(sweepSizes(SweepKind::Atto), 256u << 20, 4096);
        QVERIFY(plan);
        QCOMPARE(plan->sizes.front(), 4096u);
        QCOMPARE(plan->skipped.size(), std::size_t(3));  // 512, 1K, 2K below a 4Kn block
        QCOMPARE(plan->regionBytes, quint64(256) << 20);
        auto small = planSweep(sweepSizes(SweepKind::Atto), 20u << 20, 512);
        QVERIFY(small);
        QCOMPARE(small->sizes.back(), 16u << 20);
        QCOMPARE(small->regionBytes, quint64(16) << 20);  // a whole number of the largest size
        QVERIFY(!planSweep({1u << 20}, 4096, 512));
        QCOMPARE(sweepSizeLabel(512), QStringLiteral("512 B"));
        QCOMPARE(sweepSizeLabel(32768), QStringLiteral("32 KiB"));
        QCOMPARE(sweepSizeLabel(12u << 20), QStringLiteral("12 MiB"));
        QVERIFY(parseSweepKind(QStringLiteral("atto")));
        QVERIFY(!parseSweepKind(QStringLiteral("hdtune")));
    }
};

QTEST_GUILESS_MAIN(TstSweep)
#include "tst_sweep.moc"
