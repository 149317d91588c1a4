// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/workloads/seekstroke.h"
#include "core/workloads/workloadrandom.h"

using namespace drivebench;

class TstSeekStroke : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void step_data()
    {
        QTest::addColumn<quint64>("spanBytes");
        QTest::addColumn<quint32>("sector");
        QTest::addColumn<quint64>("step");
        QTest::addColumn<int>("bulk");
        QTest::newRow("1 GiB, 512 B") << (quint64(1) << 30) << quint32(512) << quint64(2048) << 100;
        QTest::newRow("256 MiB, 512 B") << (quint64(256) << 20) << quint32(512) << quint64(512) << 100;
        QTest::newRow("2 TB, 512 B (capped)") << quint64(2'000'398'934'016) << quint32(512)
                                              << quint64(16384) << 100;
        QTest::newRow("64 GiB, 4Kn") << (quint64(64) << 30) << quint32(4096) << quint64(16384) << 100;
        QTest::newRow("50 MiB") << (quint64(50) << 20) << quint32(512) << quint64(128) << 50;
    }
    void step()
    {
        QFETCH(quint64, spanBytes);
        QFETCH(quint32, sector);
        QFETCH(quint64, step);
        QFETCH(int, bulk);
        auto plan = SeekStrokePlan::make(spanBytes, sector);
        QVERIFY(plan);
        QCOMPARE(plan->stepSectors(), step);
        QCOMPARE(plan->bulkMiB(), bulk);
        QCOMPARE(plan->sectorCount(), spanBytes / sector);
    }

    void countsAndBounds()
    {
        for (quint64 span : {quint64(1) << 20, quint64(3) << 20, quint64(1) << 30,
                             quint64(1'000'204'886'016)}) {
            auto plan = SeekStrokePlan::make(span, 512);
            QVERIFY(plan);
            for (const auto &info : kSeekTests) {
                const auto offsets = plan->offsets(info.test);
                QCOMPARE(int(offsets.size()), info.ops);
                for (auto o : offsets) {
                    QCOMPARE(o % 512, quint64(0));
                    QVERIFY2(o + 512 <= span, info.id);
                }
            }
        }
        QCOMPARE(kSeekTests[0].ops + kSeekTests[1].ops + kSeekTests[2].ops, 1000);
    }

    void sequences()
    {
        const quint64 span = quint64(1) << 30;  // sc = 2097152, step = 2048
        auto plan = SeekStrokePlan::make(span, 512);
        QVERIFY(plan);
        const quint64 sc = 2097152, step = 2048, ss = 512;
        auto full = plan->offsets(SeekTest::FullStroke);
        QCOMPARE(full[0], 0 * ss);
        QCOMPARE(full[1], (sc - step) * ss);
        QCOMPARE(full[2], step * ss);
        QCOMPARE(full[3], (sc - 2 * step) * ss);
        QCOMPARE(full[249], (sc - step - 124 * step) * ss);
        auto half = plan->offsets(SeekTest::HalfStroke);
        QCOMPARE(half[0], sc / 4 * ss);
        QCOMPARE(half[1], (sc / 4 + sc / 2) * ss);
        QCOMPARE(half[3], (sc / 4 + sc / 2 + step) * ss);
        auto quarter = plan->offsets(SeekTest::QuarterStroke);
        QCOMPARE(quarter[1] - quarter[0], sc / 4 * ss);
        QCOMPARE(quarter[499], (sc / 2 + 249 * step) * ss);
        auto fwd = plan->offsets(SeekTest::ShortForward);
        QCOMPARE(fwd[0], sc / 2 * ss);
        QCOMPARE(fwd[399], (sc / 2 + 399 * step) * ss);
        auto back = plan->offsets(SeekTest::ShortBackward);
        QCOMPARE(back[1], (sc / 2 - step) * ss);
        QCOMPARE(back[399], (sc / 2 - 399 * step) * ss);
        auto outer = plan->offsets(SeekTest::SequentialOuter);
        QCOMPARE(outer[0], quint64(0));
        QCOMPARE(outer[2047], 2047 * ss);
        auto inner = plan->offsets(SeekTest::SequentialInner);
        QCOMPARE(inner[0], (sc - 2048) * ss);
        QCOMPARE(inner[2047], span - ss);
    }

    void transfer()
    {
        const quint64 span = quint64(1) << 30;
        auto plan = SeekStrokePlan::make(span, 512);
        QVERIFY(plan);
        const auto outside = plan->transfer(TransferZone::Outside);
        QCOMPARE(outside.primeOffset, quint64(0));
        QCOMPARE(outside.startOffset, quint64(512));
        QCOMPARE(outside.count, 100);
        const auto inside = plan->transfer(TransferZone::Inside);
        QCOMPARE(inside.startOffset + quint64(inside.count) * inside.blockBytes, span);
        QCOMPARE(inside.primeOffset + 512, inside.startOffset);
        const auto middle = plan->transfer(TransferZone::Middle);
        // b0 = sc/2 - 100 MiB/2 in sectors - 1; the run is centred one sector past b0.
        QCOMPARE(middle.startOffset, (2097152 / 2 - 102400) * quint64(512));
        // A span of exactly bulk MiB: every run stays inside.
        auto small = SeekStrokePlan::make(quint64(50) << 20, 512);
        QVERIFY(small);
        for (const auto &z : kTransferZones) {
            const auto t = small->transfer(z.zone);
            QVERIFY(t.count >= 49);
            QVERIFY(t.startOffset + quint64(t.count) * t.blockBytes <= quint64(50) << 20);
        }
    }

    void refusesTinySpans()
    {
        auto tiny = SeekStrokePlan::make(512 * 1024, 512);
        QVERIFY(!tiny);
        QVERIFY(QString::fromStdString(tiny.error().text()).contains(QLatin1String("1 MiB")));
        QVERIFY(!SeekStrokePlan::make(quint64(4) << 20, 4096));  // 1024 sectors < 2048
        QVERIFY(!SeekStrokePlan::make(quint64(1) << 30, 3000));
    }

    void randomOffsetsStayAlignedAndUniform()
    {
        RandomBlockOffsets offsets(4096, 1 << 20, 4096, 512, 7);
        QCOMPARE(offsets.slotCount(), quint64(((1 << 20) - 4096) / 512 + 1));
        std::vector<int> buckets(8, 0);
        for (int i = 0; i < 80000; ++i) {
            const auto o = offsets.next();
            QVERIFY(o >= 4096 && o + 4096 <= 4096 + (1 << 20));
            QCOMPARE(o % 512, quint64(0));
            ++buckets[std::size_t((o - 4096) * 8 / (1 << 20))];
        }
        for (int b : buckets)  // 10000 expected per eighth; 5 sigma is 500
            QVERIFY2(b > 9400 && b < 10600, qPrintable(QString::number(b)));
    }
};

QTEST_GUILESS_MAIN(TstSeekStroke)
#include "tst_seekstroke.moc"
