// SPDX-License-Identifier: GPL-3.0-or-later
// What a run cost the drive (core/results/runcost.h), read from the health before and after as
// the runner records it (the readings made by the devices' own toJson, so a renamed key fails here).

#include <QJsonObject>
#include <QtTest>

#include "core/devices/atasmartlog.h"
#include "core/devices/nvmesmart.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "core/results/runcost.h"
#include "core/results/runresult.h"

using namespace drivebench;

namespace {

QJsonObject nvmeReading(std::uint64_t dataUnitsWritten, int percentageUsed)
{
    NvmeSmartLog log;
    log.dataUnitsWritten = dataUnitsWritten;
    log.percentageUsed = std::uint8_t(percentageUsed);
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("nvme")}, {QStringLiteral("nvme"), toJson(log, nullptr)}};
}

QJsonObject ataReading(std::optional<std::uint64_t> lbasWritten, std::uint64_t unit)
{
    AtaSmart s;
    s.lbasWritten = lbasWritten;
    s.lbaUnitBytes = unit;
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("ata")}, {QStringLiteral("ata"), toJson(s)}};
}

RunResult runWriting(std::uint64_t bytes)
{
    RunResult run;
    run.drive.model = QStringLiteral("QEMU NVMe Ctrl");
    run.target.device = QStringLiteral("/dev/nvme0n1p1");
    TestResult w;
    w.id = QStringLiteral("SEQ1M_Q8T1");
    w.bytesWritten = bytes;
    run.tests.push_back(w);
    TestResult r;
    r.id = QStringLiteral("RND4K_Q1T1");
    r.bytesRead = 1 << 20;
    run.tests.push_back(r);
    return run;
}

} // namespace

class TestRunCost : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nvmeCountedAgainstOurs()
    {
        RunResult run = runWriting(1000ull * 1000 * 1000); // 1 GB by the tests
        // Data units of 512 000 bytes: 1 953.125 units for 1 GB; the drive counted 1 960.
        run.health = QJsonObject{{QStringLiteral("before"), nvmeReading(10000, 3)},
                                 {QStringLiteral("after"), nvmeReading(11960, 4)},
                                 {QStringLiteral("bytes_written"), 1e9},
                                 {QStringLiteral("host_bytes_written"), 1960.0 * 512000}};
        const std::optional<RunCost> c = runCostOf(run);
        QVERIFY(c);
        QCOMPARE(c->testsWroteBytes, 1000ull * 1000 * 1000);
        QCOMPARE(c->driveCountedBytes.value(), 1960ull * 512000);
        QCOMPARE(c->counter, QStringLiteral("nvme"));
        QCOMPARE(c->counterStepBytes, 512000ull);
        QCOMPARE(c->percentageUsedBefore.value(), 3);
        QCOMPARE(c->percentageUsedAfter.value(), 4);
        QVERIFY(c->unknownReason.isEmpty());
        QVERIFY(c->ratio());
        QCOMPARE(qRound(*c->ratio() * 1000), 1004); // 1 003 520 000 / 10^9
    }

    void ataAttribute241InItsUnit()
    {
        RunResult run = runWriting(64ull << 20);
        run.health = QJsonObject{{QStringLiteral("before"), ataReading(1000, 512)},
                                 {QStringLiteral("after"), ataReading(1000 + 131072, 512)},
                                 {QStringLiteral("host_bytes_written"), double(131072 * 512)}};
        const std::optional<RunCost> c = runCostOf(run);
        QVERIFY(c);
        QCOMPARE(c->counter, QStringLiteral("ata"));
        QCOMPARE(c->counterStepBytes, 512ull);
        QCOMPARE(c->driveCountedBytes.value(), 64ull << 20);
        QVERIFY(!c->percentageUsedBefore);
        QCOMPARE(c->ratio().value(), 1.0);

        // An Intel SSD counts 241 in 32 MiB: 64 MiB written is two steps, too coarse for a ratio.
        run.health = QJsonObject{{QStringLiteral("before"), ataReading(10, 32ull << 20)},
                                 {QStringLiteral("after"), ataReading(12, 32ull << 20)},
                                 {QStringLiteral("host_bytes_written"), double(64ull << 20)}};
        const std::optional<RunCost> intel = runCostOf(run);
        QVERIFY(intel);
        QCOMPARE(intel->counterStepBytes, 32ull << 20);
        QCOMPARE(intel->driveCountedBytes.value(), 64ull << 20);
        QVERIFY(!intel->ratio());
    }

    void unknownSaysWhy()
    {
        RunResult run = runWriting(1 << 30);
        // No health at all (not root) on a drive: the tests' bytes and the reason.
        std::optional<RunCost> c = runCostOf(run);
        QVERIFY(c);
        QVERIFY(!c->driveCountedBytes);
        QVERIFY2(c->unknownReason.contains(QLatin1String("root")), qPrintable(c->unknownReason));
        // The runner reads no health of a virtio or MMC disk at all: nothing to say, not "root".
        RunResult virtio = run;
        virtio.target.device = QStringLiteral("/dev/vda");
        QVERIFY(!runCostOf(virtio));

        // An ATA drive without attribute 241.
        run.health = QJsonObject{{QStringLiteral("before"), ataReading(std::nullopt, 512)},
                                 {QStringLiteral("after"), ataReading(std::nullopt, 512)}};
        c = runCostOf(run);
        QVERIFY(c && !c->driveCountedBytes);
        QVERIFY2(c->unknownReason.contains(QLatin1String("241")), qPrintable(c->unknownReason));

        // The reading after the run failed.
        run.health = QJsonObject{{QStringLiteral("before"), nvmeReading(5, 0)}};
        c = runCostOf(run);
        QVERIFY(c && !c->driveCountedBytes);
        QVERIFY2(c->unknownReason.contains(QLatin1String("after the run")), qPrintable(c->unknownReason));
        QCOMPARE(c->percentageUsedBefore.value(), 0);
        QVERIFY(!c->percentageUsedAfter);

        // A count that is negative or beyond 2^53 (a counter that wrapped) is no count.
        for (const double bad : {-512000.0, 1.8446744073709552e19}) {
            run.health = QJsonObject{{QStringLiteral("before"), nvmeReading(5, 0)},
                                     {QStringLiteral("after"), nvmeReading(6, 0)},
                                     {QStringLiteral("host_bytes_written"), bad}};
            c = runCostOf(run);
            QVERIFY(c && !c->driveCountedBytes && !c->ratio());
        }
    }

    void nothingToSay()
    {
        RunResult reads = runWriting(0);
        QVERIFY(!runCostOf(reads)); // the run wrote nothing
        RunResult tmpfs = runWriting(1 << 20);
        tmpfs.drive = {};
        QVERIFY(!runCostOf(tmpfs)); // no drive behind the target
        RunResult virtio = runWriting(1 << 20);
        const QJsonObject none{{QStringLiteral("kind"), QStringLiteral("none")}};
        virtio.health = QJsonObject{{QStringLiteral("before"), none}, {QStringLiteral("after"), none}};
        QVERIFY(!runCostOf(virtio)); // a drive without SMART: nothing counts
    }

    void survivesTheResultFile()
    {
        // The cost is read from what the result file keeps: the same after a round trip.
        RunResult run = runWriting(500ull << 20);
        run.startedAt = run.finishedAt = QDateTime::currentDateTimeUtc();
        run.health = QJsonObject{{QStringLiteral("before"), nvmeReading(100, 1)},
                                 {QStringLiteral("after"), nvmeReading(1126, 1)},
                                 {QStringLiteral("host_bytes_written"), 1026.0 * 512000}};
        const auto back = runFromJson(toJson(run));
        QVERIFY2(back.has_value(), back ? "" : back.error().text().c_str());
        const std::optional<RunCost> c = runCostOf(*back);
        QVERIFY(c);
        QCOMPARE(c->driveCountedBytes.value(), 1026ull * 512000);
        QCOMPARE(c->testsWroteBytes, 500ull << 20);
        // The text export says it in its own line: 525.312 GB counted, 524.288 GB written.
        const QString text = toCrystalDiskMarkText(*back);
        QVERIFY2(text.contains(QStringLiteral("   Cost: the drive counted 0.525 GB of host writes (NVMe data units written), "
                                              "the tests wrote 0.524 GB, ratio 1.002; percentage used 1 % -> 1 %\n")),
                 qPrintable(text));
        RunResult noHealth = *back;
        noHealth.health = {};
        QVERIFY(!toCrystalDiskMarkText(noHealth).contains(QStringLiteral("Cost:")));
    }
};

QTEST_GUILESS_MAIN(TestRunCost)
#include "tst_runcost.moc"
