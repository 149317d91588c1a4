// SPDX-License-Identifier: GPL-3.0-or-later
// hwmon temperatures on a fixture tree (tests/fixtures/hwmon/README.md): NVMe with several
// sensors, NVMe with its hwmon under the PCI function, a drivetemp SATA disk, disks without
// hwmon; and the identity checks (brand against PCIe vendor, identify capacity against size).

#include <QTest>

#include "core/devices/ataidentify.h"
#include "core/devices/drive.h"
#include "core/devices/drivechecks.h"
#include "core/devices/hwmon.h"
#include "core/devices/nvmeidentify.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

const QString kSys = drivebench::testing::fixture("/hwmon/sys");

Drive nvmeDrive(const QString &model, const QString &vid)
{
    Drive d;
    d.name = QStringLiteral("nvme0n1");
    d.transport = Transport::Nvme;
    d.controller = QStringLiteral("nvme0");
    d.model = model;
    d.capacityBytes = 1000204886016ull;
    auto ctrl = std::make_shared<NvmeControllerIdentify>();
    ctrl->vid = std::uint16_t(vid.mid(2).toUInt(nullptr, 16)); // "0x1b36"
    d.nvmeController = ctrl;
    auto ns = std::make_shared<NvmeNamespaceIdentify>();
    ns->sizeBlocks = 1000204886016ull / 512;
    ns->blockSizeBytes = 512;
    d.nvmeNamespace = ns;
    return d;
}

} // namespace

class TestHwmon : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nvmeSeveralSensors()
    {
        const HwmonReader r(kSys);
        const auto t = r.forDisk(QStringLiteral("nvme0n1"));
        QVERIFY(t);
        QCOMPARE(t->driver, QStringLiteral("nvme"));
        QCOMPARE(int(t->sensors.size()), 3);
        QCOMPARE(t->primary()->label, QStringLiteral("Composite"));
        QCOMPARE(t->primary()->inputC.value(), 44.85);
        QCOMPARE(t->primary()->maxC.value(), 81.85);
        QCOMPARE(t->primary()->critC.value(), 84.85);
        QCOMPARE(t->primary()->minC.value(), -273.15);
        QCOMPARE(t->sensors[1].label, QStringLiteral("Sensor 1"));
        QCOMPARE(t->sensors[2].inputC.value(), 52.85);
        QVERIFY(!t->sensors[1].critC);
        QVERIFY(t->primary()->inputPath.endsWith(QStringLiteral("hwmon3/temp1_input")));
        // The controller name finds the same sensor.
        QCOMPARE(r.forNvmeController(QStringLiteral("nvme0"))->hwmonDir, t->hwmonDir);
    }

    void nvmeHwmonUnderPciFunction()
    {
        const auto t = HwmonReader(kSys).forDisk(QStringLiteral("nvme1n1"));
        QVERIFY(t);
        QCOMPARE(t->primary()->inputC.value(), 38.85);
        QVERIFY(!t->primary()->maxC);
    }

    void sataDrivetemp()
    {
        const auto t = HwmonReader(kSys).forDisk(QStringLiteral("sda"));
        QVERIFY(t);
        QCOMPARE(t->driver, QStringLiteral("drivetemp"));
        QCOMPARE(int(t->sensors.size()), 1);
        QCOMPARE(t->primary()->inputC.value(), 31.0);
        QCOMPARE(t->primary()->maxC.value(), 60.0);
        QCOMPARE(t->primary()->critC.value(), 70.0);
    }

    void drivesWithoutHwmon()
    {
        const HwmonReader r(kSys);
        QVERIFY(!r.forDisk(QStringLiteral("sdb")));
        QVERIFY(!r.forDisk(QStringLiteral("vda")));
        QVERIFY(!r.forDisk(QStringLiteral("nvme9n1")));
        QVERIFY(HwmonReader::missingHint(QStringLiteral("sdb")).contains(QStringLiteral("modprobe drivetemp")));
        Drive d;
        d.name = QStringLiteral("sdb");
        d.transport = Transport::Sata;
        readTemperatureInto(d, r);
        QVERIFY(!d.temperatureC);
        QVERIFY(d.temperatureInput.isEmpty());
    }

    void temperatureIntoDrive()
    {
        Drive d = nvmeDrive(QStringLiteral("Samsung SSD 980 PRO 1TB"), QStringLiteral("0x144d"));
        readTemperatureInto(d, HwmonReader(kSys));
        QCOMPARE(d.temperatureC.value(), 44.85);
        QCOMPARE(d.temperatureWarnC.value(), 81.85);
        QCOMPARE(d.temperatureCritC.value(), 84.85);
        QVERIFY(QFile::exists(d.temperatureInput));
        QCOMPARE(HwmonReader::readCelsius(d.temperatureInput).value(), 44.85);
        QVERIFY(!HwmonReader::readCelsius(kSys + QStringLiteral("/nonexistent")));
    }

    void brandAgainstPcieVendor_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("vendor");
        QTest::addColumn<bool>("warns");
        QTest::newRow("genuine Samsung") << "Samsung SSD 980 PRO 1TB" << 0x144d << false;
        QTest::newRow("Samsung on another vendor") << "Samsung SSD 980 PRO 1TB" << 0x1e4b << true;
        QTest::newRow("genuine WD") << "WD_BLACK SN850X 2000GB" << 0x15b7 << false;
        QTest::newRow("WD on another vendor") << "WDC WDS500G2B0C-00PXH0" << 0x1987 << true;
        QTest::newRow("SanDisk on another vendor") << "SanDisk Extreme Pro 1TB" << 0x126f << true;
        QTest::newRow("no brand") << "QEMU NVMe Ctrl" << 0x1b36 << false;
        QTest::newRow("WD inside a word") << "KWDX 512" << 0x1b36 << false;
    }
    void brandAgainstPcieVendor()
    {
        QFETCH(QString, model);
        QFETCH(int, vendor);
        QFETCH(bool, warns);
        const Drive d = nvmeDrive(model, QString());
        const QStringList w = identityWarnings(d, std::uint16_t(vendor));
        QCOMPARE(!w.isEmpty(), warns);
        if (warns)
            QVERIFY2(w.first().contains(QStringLiteral("PCIe vendor id")), qPrintable(w.first()));
    }

    void brandSkippedBehindUsb()
    {
        Drive d = nvmeDrive(QStringLiteral("Samsung SSD 980 PRO 1TB"), QStringLiteral("0x152d"));
        d.bridge = QStringLiteral("JMicron JMS583 (152d:0583)");
        QVERIFY(identityWarnings(d, 0x152d).isEmpty());
        d.transport = Transport::Usb;
        d.bridge.clear();
        QVERIFY(identityWarnings(d, 0x152d).isEmpty());
    }

    void vendorFromIdentify()
    {
        Drive d = nvmeDrive(QStringLiteral("Samsung SSD 970 EVO"), QStringLiteral("0x1e4b"));
        applyIdentityChecks(d, kSys);
        QCOMPARE(d.warnings.size(), 1);
        applyIdentityChecks(d, kSys); // once, however often it runs
        QCOMPARE(d.warnings.size(), 1);
    }

    void capacityAgainstBlockDevice()
    {
        Drive d = nvmeDrive(QStringLiteral("QEMU NVMe Ctrl"), QStringLiteral("0x1b36"));
        QVERIFY(identityWarnings(d, 0x1b36).isEmpty());
        d.capacityBytes = 512ull << 30; // the block device shows less than identify claims
        const QStringList w = identityWarnings(d, 0x1b36);
        QCOMPARE(w.size(), 1);
        QVERIFY(w.first().contains(QStringLiteral("1000204886016")));
        Drive ata;
        ata.transport = Transport::Sata;
        ata.capacityBytes = 2097152ull * 512;
        AtaIdentify id;
        id.capacitySectors = 2097152;
        id.logicalSectorSize = 512;
        ata.ataIdentify = std::make_shared<const AtaIdentify>(id);
        QVERIFY(identityWarnings(ata, std::nullopt).isEmpty());
        id.capacitySectors = 4194304;
        ata.ataIdentify = std::make_shared<const AtaIdentify>(id);
        QCOMPARE(identityWarnings(ata, std::nullopt).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestHwmon)
#include "tst_hwmon.moc"
