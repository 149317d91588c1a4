// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe SMART / Health log decoding: a page built byte by byte from NVMe Base 2.0 Figure 207
// (SMART / Health Information Log Page), QEMU 7.2's real log (tests/fixtures/smart/README.md),
// wrong sizes, garbage, and the health verdict with Identify Controller's WCTEMP/CCTEMP.

#include <QFile>
#include <QJsonArray>
#include <QTest>

#include "core/devices/drivehealth.h"
#include "core/devices/identifyhex.h"
#include "core/devices/nvmeidentify.h"
#include "core/devices/nvmesmart.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

struct Page
{
    std::vector<std::uint8_t> bytes;
    explicit Page(std::size_t size = 512) : bytes(size, 0) {}

    Page &le(std::size_t offset, std::uint64_t value, int size)
    {
        for (int i = 0; i < size; ++i)
            bytes[offset + std::size_t(i)] = i < 8 ? std::uint8_t(value >> (8 * i)) : 0;
        return *this;
    }
};

// Figure 207, field by field.
Page healthyLog()
{
    Page p;
    p.le(0, 0x00, 1);                 // Critical Warning
    p.le(1, 310, 2);                  // Composite Temperature: 310 K = 37 C
    p.le(3, 98, 1);                   // Available Spare
    p.le(4, 10, 1);                   // Available Spare Threshold
    p.le(5, 7, 1);                    // Percentage Used
    p.le(32, 23456789, 16);           // Data Units Read
    p.le(48, 12345678, 16);           // Data Units Written
    p.le(64, 987654321, 16);          // Host Read Commands
    p.le(80, 123456789, 16);          // Host Write Commands
    p.le(96, 4321, 16);               // Controller Busy Time (minutes)
    p.le(112, 1500, 16);              // Power Cycles
    p.le(128, 8760, 16);              // Power On Hours
    p.le(144, 42, 16);                // Unsafe Shutdowns
    p.le(160, 0, 16);                 // Media and Data Integrity Errors
    p.le(176, 17, 16);                // Number of Error Information Log Entries
    p.le(192, 11, 4);                 // Warning Composite Temperature Time (minutes)
    p.le(196, 2, 4);                  // Critical Composite Temperature Time
    p.le(200, 315, 2).le(202, 330, 2); // Temperature Sensor 1, 2; 3-8 not implemented (0)
    p.le(216, 5, 4).le(220, 1, 4);    // Thermal Management Temperature 1/2 Transition Count
    p.le(224, 300, 4).le(228, 20, 4); // Total Time For TMT1/TMT2 (seconds)
    return p;
}

std::vector<std::uint8_t> controllerWith(int wctempK, int cctempK)
{
    Page p(4096);
    p.le(0, 0x144d, 2).le(266, std::uint64_t(wctempK), 2).le(268, std::uint64_t(cctempK), 2);
    const char model[] = "Samsung SSD 980 PRO 1TB";
    std::copy(model, model + sizeof model - 1, p.bytes.begin() + 24);
    return p.bytes;
}

} // namespace

class TestNvmeSmart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesEveryField()
    {
        const auto log = decodeNvmeSmartLog(healthyLog().bytes);
        QVERIFY2(log, log ? "" : log.error().text().c_str());
        QCOMPARE(log->criticalWarning.raw, 0);
        QCOMPARE(log->temperatureC.value(), 37);
        QCOMPARE(log->availableSparePct, 98);
        QCOMPARE(log->availableSpareThresholdPct, 10);
        QCOMPARE(log->percentageUsed, 7);
        QCOMPARE(log->dataUnitsRead, 23456789u);
        QCOMPARE(log->dataUnitsWritten, 12345678u);
        QCOMPARE(log->hostBytesWritten(), 12345678ull * 512000ull);
        QCOMPARE(log->hostReadCommands, 987654321u);
        QCOMPARE(log->hostWriteCommands, 123456789u);
        QCOMPARE(log->controllerBusyMinutes, 4321u);
        QCOMPARE(log->powerCycles, 1500u);
        QCOMPARE(log->powerOnHours, 8760u);
        QCOMPARE(log->unsafeShutdowns, 42u);
        QCOMPARE(log->mediaErrors, 0u);
        QCOMPARE(log->errorLogEntries, 17u);
        QCOMPARE(log->warningTempMinutes, 11u);
        QCOMPARE(log->criticalTempMinutes, 2u);
        QCOMPARE(log->sensorsC[0].value(), 42);
        QCOMPARE(log->sensorsC[1].value(), 57);
        QVERIFY(!log->sensorsC[2]);
        QCOMPARE(log->thermalTransitions[0], 5u);
        QCOMPARE(log->thermalTransitions[1], 1u);
        QCOMPARE(log->thermalTimeS[0], 300u);
        QCOMPARE(log->thermalTimeS[1], 20u);
        QVERIFY(!log->counterOverflow);
    }

    void jsonNamesAndThresholds()
    {
        const auto log = decodeNvmeSmartLog(healthyLog().bytes);
        QVERIFY(log);
        const auto ctrl = decodeNvmeController(controllerWith(355, 358));
        QVERIFY(ctrl);
        const QJsonObject o = toJson(*log, &*ctrl);
        for (const char *key : {"critical_warning", "temperature_c", "temperature_sensors_c", "available_spare_pct",
                                "available_spare_threshold_pct", "percentage_used", "data_units_read", "data_units_written",
                                "host_bytes_read", "host_bytes_written", "host_read_commands", "host_write_commands",
                                "controller_busy_minutes", "power_cycles", "power_on_hours", "unsafe_shutdowns",
                                "media_errors", "error_log_entries", "warning_temp_minutes", "critical_temp_minutes",
                                "thermal_transitions", "thermal_time_s", "wctemp_c", "cctemp_c"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonObject cw = o.value(QStringLiteral("critical_warning")).toObject();
        for (const char *key : {"spare", "temperature", "reliability", "read_only", "volatile_backup", "pmr", "raw"})
            QVERIFY2(cw.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QStringLiteral("wctemp_c")).toInt(), 82);
        QCOMPARE(o.value(QStringLiteral("cctemp_c")).toInt(), 85);
        QCOMPARE(o.value(QStringLiteral("host_bytes_read")).toDouble(), 23456789.0 * 512000.0);
        QCOMPARE(o.value(QStringLiteral("temperature_sensors_c")).toArray(), (QJsonArray{42, 57}));
        QCOMPARE(o.value(QStringLiteral("thermal_transitions")).toArray(), (QJsonArray{5, 1}));
        // Without Identify Controller the thresholds are unknown, not zero.
        QVERIFY(toJson(*log, nullptr).value(QStringLiteral("wctemp_c")).isNull());
    }

    void criticalWarningBits()
    {
        for (int bit = 0; bit < 6; ++bit) {
            Page p = healthyLog();
            p.le(0, 1u << bit, 1);
            const auto log = decodeNvmeSmartLog(p.bytes);
            QVERIFY(log);
            const QJsonObject cw = toJson(*log, nullptr).value(QStringLiteral("critical_warning")).toObject();
            const char *names[] = {"spare", "temperature", "reliability", "read_only", "volatile_backup", "pmr"};
            for (int other = 0; other < 6; ++other)
                QCOMPARE(cw.value(QLatin1String(names[other])).toBool(), other == bit);
            const HealthVerdict v = judgeNvmeSmart(*log, nullptr);
            // The temperature bit is a warning; every other bit means the drive is failing.
            QCOMPARE(v.overall(), bit == 1 ? QStringLiteral("warning") : QStringLiteral("failing"));
            QVERIFY(!v.reasons.isEmpty());
        }
    }

    void verdictFromTemperatureAndWear()
    {
        const auto healthy = decodeNvmeSmartLog(healthyLog().bytes);
        QVERIFY(healthy);
        const auto ctrl = decodeNvmeController(controllerWith(355, 358)); // 82 / 85 C
        QVERIFY(ctrl);
        QCOMPARE(judgeNvmeSmart(*healthy, &*ctrl).overall(), QStringLiteral("ok"));
        Page hot = healthyLog();
        hot.le(1, 356, 2); // 83 C >= WCTEMP
        auto log = decodeNvmeSmartLog(hot.bytes);
        QVERIFY(log);
        HealthVerdict v = judgeNvmeSmart(*log, &*ctrl);
        QCOMPARE(v.overall(), QStringLiteral("warning"));
        QVERIFY(v.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("WCTEMP")));
        Page worn = healthyLog();
        worn.le(5, 120, 1).le(160, 3, 16);
        log = decodeNvmeSmartLog(worn.bytes);
        QVERIFY(log);
        v = judgeNvmeSmart(*log, &*ctrl);
        QCOMPARE(v.overall(), QStringLiteral("warning"));
        QCOMPARE(v.reasons.size(), 2);
    }

    void counterHighHalf()
    {
        Page p = healthyLog();
        p.le(48 + 8, 1, 1); // bit 64 of Data Units Written
        const auto log = decodeNvmeSmartLog(p.bytes);
        QVERIFY(log);
        QVERIFY(log->counterOverflow);
        QVERIFY(toJson(*log, nullptr).value(QStringLiteral("counter_overflow")).toBool());
    }

    void refusesWrongSizes_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << 0 << "bytes 0-511 are missing";
        QTest::newRow("one short") << 511 << "bytes 511-511 are missing";
        QTest::newRow("half") << 256 << "truncated";
        QTest::newRow("one long") << 513 << "too long";
        QTest::newRow("identify-sized") << 4096 << "too long";
    }
    void refusesWrongSizes()
    {
        QFETCH(int, size);
        QFETCH(QString, says);
        std::vector<std::uint8_t> b = healthyLog().bytes;
        b.resize(std::size_t(size), 0);
        const auto log = decodeNvmeSmartLog(b);
        QVERIFY(!log);
        QVERIFY2(QString::fromStdString(log.error().text()).contains(says), log.error().text().c_str());
    }

    void refusesGarbage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        auto page = [](auto edit) {
            Page p = healthyLog();
            edit(p);
            return QByteArray(reinterpret_cast<const char *>(p.bytes.data()), 512);
        };
        QTest::newRow("all zero") << QByteArray(512, 0) << "all 512 bytes are zero";
        QTest::newRow("reserved warning bits") << page([](Page &p) { p.le(0, 0x40, 1); }) << "bits 7:6";
        QTest::newRow("spare over 100") << page([](Page &p) { p.le(3, 200, 1); }) << "over 100";
        QTest::newRow("reserved byte 20") << page([](Page &p) { p.le(20, 1, 1); }) << "reserved byte 20";
        QTest::newRow("reserved byte 400") << page([](Page &p) { p.le(400, 0xff, 1); }) << "reserved byte 400";
        QByteArray noise(512, 0);
        for (int i = 0; i < 512; ++i)
            noise[i] = char((i * 131 + 17) & 0xff); // deterministic noise
        QTest::newRow("noise") << noise << "not an NVMe SMART";
    }
    void refusesGarbage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const std::vector<std::uint8_t> b(bytes.begin(), bytes.end());
        const auto log = decodeNvmeSmartLog(b);
        QVERIFY(!log);
        QVERIFY2(QString::fromStdString(log.error().text()).contains(says), log.error().text().c_str());
    }

    // The hex text of xxd reads the same as the binary (as for identify dumps).
    void hexDumpReadsAlike()
    {
        const std::vector<std::uint8_t> b = healthyLog().bytes;
        QString xxd;
        for (std::size_t line = 0; line < b.size(); line += 16) {
            xxd += QStringLiteral("%1:").arg(line, 8, 16, QLatin1Char('0'));
            for (std::size_t i = line; i < line + 16; i += 2)
                xxd += QStringLiteral(" %1%2").arg(b[i], 2, 16, QLatin1Char('0')).arg(b[i + 1], 2, 16, QLatin1Char('0'));
            xxd += QStringLiteral("  ................\n");
        }
        const auto parsed = identifyBytesFromFile(xxd.toLatin1());
        QVERIFY(parsed);
        QCOMPARE(*parsed, b);
    }

    // QEMU 7.2's controller, read in the rig with nvme smart-log -b (after 10 MiB written).
    void realQemuDump()
    {
        QFile f(drivebench::testing::fixture("/smart/qemu-7.2-nvme-smart-log.bin"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        const auto log = decodeNvmeSmartLog(std::vector<std::uint8_t>(data.begin(), data.end()));
        QVERIFY2(log, log ? "" : log.error().text().c_str());
        QCOMPARE(log->temperatureC.value(), 50); // QEMU's fixed 323 K
        QCOMPARE(log->availableSparePct, 0); // QEMU reports 0 % spare with a 0 % threshold
        QCOMPARE(log->dataUnitsWritten, 21u);  // 10 MiB = 20.48 units, rounded up
        QVERIFY(log->dataUnitsWritten >= 21);   // the rig script wrote 10 MiB first
        QFile id(drivebench::testing::fixture("/identify/qemu-7.2-nvme-id-ctrl.bin"));
        QVERIFY(id.open(QIODevice::ReadOnly));
        const QByteArray idBytes = id.readAll();
        RawHealth raw;
        raw.kind = QStringLiteral("nvme");
        raw.nvmeLog.assign(data.begin(), data.end());
        raw.nvmeIdentify.assign(idBytes.begin(), idBytes.end());
        const auto health = decodeHealth(QStringLiteral("qemu"), raw);
        QVERIFY(health);
        const QJsonObject o = health->toJson();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("nvme"));
        QCOMPARE(o.value(QStringLiteral("overall")).toString(), QStringLiteral("ok"));
        QVERIFY(!o.value(QStringLiteral("nvme")).toObject().value(QStringLiteral("wctemp_c")).isNull());
    }
};

QTEST_GUILESS_MAIN(TestNvmeSmart)
#include "tst_nvmesmart.moc"
