// SPDX-License-Identifier: GPL-3.0-or-later
// SysfsScanner on the fixture machines (tests/fixtures/sysfs, built by make-fixtures.sh): every
// drive, its transport, identity, partitions and users, link speed, and the golden JSON.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "core/devices/ataidentify.h"
#include "core/devices/drivejson.h"
#include "core/devices/sysfsscanner.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

QString machine(const QString &name) { return drivebench::testing::fixture("/sysfs/") + name; }

std::vector<Drive> scanMachine(const QString &name)
{
    const QString root = machine(name);
    const SysfsScanner scanner(root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc"));
    auto drives = scanner.scan();
    if (!drives) {
        qWarning("%s", drives.error().text().c_str());
        return {};
    }
    return std::move(*drives);
}

const Drive *find(const std::vector<Drive> &drives, const QString &name)
{
    for (const Drive &d : drives) {
        if (d.name == name)
            return &d;
    }
    return nullptr;
}

} // namespace

class TestSysfsScanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryDrive_data();
    void listsEveryDrive();
    void desktopNvmeDegradedPcie();
    void desktopSataIiiOnSataIiPort();
    void desktopHealthyLinksHaveNoWarning();
    void desktopMountsSwapAndSystemDisk();
    void laptopLuksAndUsbBridge();
    void laptopSerialFromById();
    void serverMdLuksAndSwap();
    void goldenJson_data();
    void goldenJson();
    void missingSysfsIsAnError();
    void transportFromPath_data();
    void transportFromPath();
};

void TestSysfsScanner::listsEveryDrive_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QStringList>("names");
    // Unattached loop0 and nbd0 (size 0) are left out on purpose.
    QTest::newRow("desktop") << "desktop" << QStringList{"loop1", "nvme0n1", "nvme1n1", "sda", "sdb"};
    QTest::newRow("laptop") << "laptop" << QStringList{"dm-0", "mmcblk0", "nvme0n1", "sda", "sdb"};
    QTest::newRow("server") << "server" << QStringList{"dm-0", "md0", "md1", "sda", "sdb", "sdc", "sdd", "vda", "zram0"};
}

void TestSysfsScanner::listsEveryDrive()
{
    QFETCH(QString, machine);
    QFETCH(QStringList, names);
    QStringList found;
    for (const Drive &d : scanMachine(machine))
        found << d.name;
    QCOMPARE(found, names);
}

void TestSysfsScanner::desktopNvmeDegradedPcie()
{
    const auto drives = scanMachine(QStringLiteral("desktop"));
    const Drive *d = find(drives, QStringLiteral("nvme0n1"));
    QVERIFY(d);
    QCOMPARE(d->transport, Transport::Nvme);
    QCOMPARE(d->model, QStringLiteral("Samsung SSD 980 PRO 1TB"));
    QCOMPARE(d->serial, QStringLiteral("S5GXNF0R123456A"));
    QCOMPARE(d->firmware, QStringLiteral("5B2QGXA7"));
    QCOMPARE(d->capacityBytes, quint64(1953525168) * 512);
    QCOMPARE(d->controller, QStringLiteral("nvme0"));
    QVERIFY(d->genericPath.endsWith(QLatin1String("/nvme0")));
    QCOMPARE(d->link.kind, QStringLiteral("pcie"));
    QCOMPARE(d->link.current, QStringLiteral("PCIe 3.0 x2"));
    QCOMPARE(d->link.max, QStringLiteral("PCIe 4.0 x4"));
    QCOMPARE(d->link.currentGts, 8.0);
    QCOMPARE(d->link.currentWidth, 2);
    QCOMPARE(d->link.maxGts, 16.0);
    QCOMPARE(d->link.maxWidth, 4);
    QCOMPARE(d->link.portMaxGts, 16.0);
    QVERIFY(d->link.degraded);
    QCOMPARE(d->warnings.size(), 1);
    QVERIFY2(d->warnings.first().startsWith(QLatin1String("PCIe 4.0 x4 (running at 3.0 x2)")), qPrintable(d->warnings.first()));
}

void TestSysfsScanner::desktopSataIiiOnSataIiPort()
{
    const auto drives = scanMachine(QStringLiteral("desktop"));
    const Drive *d = find(drives, QStringLiteral("sda"));
    QVERIFY(d);
    QCOMPARE(d->transport, Transport::Sata);
    // Full strings from libata's copy of IDENTIFY, not the 16/4-character INQUIRY fields.
    QCOMPARE(d->model, QStringLiteral("Samsung SSD 840 PRO Series"));
    QCOMPARE(d->firmware, QStringLiteral("DXM03B0Q"));
    QCOMPARE(d->serial, QStringLiteral("S12PNEACB31368P"));
    QCOMPARE(d->identitySource, QStringLiteral("identify (sysfs)"));
    QCOMPARE(d->ataLink, QStringLiteral("link3"));
    QCOMPARE(d->link.kind, QStringLiteral("sata"));
    QCOMPARE(d->link.currentGbps, 3.0);
    QCOMPARE(d->link.driveMaxGbps, 6.0);
    QCOMPARE(d->link.portLimitGbps, 3.0);
    QCOMPARE(d->link.current, QStringLiteral("SATA 3.0 Gb/s"));
    QCOMPARE(d->link.max, QStringLiteral("SATA 6.0 Gb/s"));
    QVERIFY(d->link.degraded);
    QCOMPARE(d->warnings.size(), 1);
    QVERIFY2(d->warnings.first().startsWith(QLatin1String("SATA 6.0 Gb/s (running at 3.0 Gb/s): the port supports only 3.0 Gb/s")),
             qPrintable(d->warnings.first()));
    QVERIFY(d->ataIdentify);
    QCOMPARE(d->ataIdentify->sataCurrentGbps.value_or(0), 3.0);
    QCOMPARE(d->physicalBlockSize, 4096u);
    QVERIFY(d->discard);
    QVERIFY(!d->rotational);
    QVERIFY(d->genericPath.endsWith(QLatin1String("/sg0")));
}

void TestSysfsScanner::desktopHealthyLinksHaveNoWarning()
{
    const auto drives = scanMachine(QStringLiteral("desktop"));
    const Drive *nvme = find(drives, QStringLiteral("nvme1n1"));
    const Drive *hdd = find(drives, QStringLiteral("sdb"));
    QVERIFY(nvme && hdd);
    // A PCIe 3.0 x4 drive in a 4.0 slot runs at its own maximum: not degraded.
    QCOMPARE(nvme->link.current, QStringLiteral("PCIe 3.0 x4"));
    QCOMPARE(nvme->link.max, QStringLiteral("PCIe 3.0 x4"));
    QVERIFY(!nvme->link.degraded);
    QVERIFY(nvme->warnings.isEmpty());
    QCOMPARE(hdd->link.current, QStringLiteral("SATA 6.0 Gb/s"));
    QVERIFY(!hdd->link.degraded);
    QVERIFY(hdd->rotational);
    QVERIFY(hdd->ataIdentify);
    QCOMPARE(hdd->ataIdentify->rotationRateRpm.value_or(-1), 5400);
}

void TestSysfsScanner::desktopMountsSwapAndSystemDisk()
{
    const auto drives = scanMachine(QStringLiteral("desktop"));
    const Drive *d = find(drives, QStringLiteral("nvme0n1"));
    QVERIFY(d);
    QVERIFY(d->systemDisk);
    QCOMPARE(d->partitions.size(), size_t(3));
    QCOMPARE(d->partitions[0].mountpoints, QStringList{QStringLiteral("/boot/efi")});
    QCOMPARE(d->partitions[0].filesystem, QStringLiteral("vfat"));
    QCOMPARE(d->partitions[1].mountpoints, QStringList{QStringLiteral("/")});
    QCOMPARE(d->partitions[1].startBytes, quint64(1050624) * 512);
    QVERIFY(d->partitions[2].swap);
    QVERIFY(d->partitions[2].mountpoints.isEmpty());
    const Drive *sdb = find(drives, QStringLiteral("sdb"));
    QVERIFY(sdb && !sdb->systemDisk);
    // mountinfo escapes the space as \040.
    QCOMPARE(sdb->partitions[0].mountpoints, QStringList{QStringLiteral("/mnt/media disk")});
    const Drive *sda = find(drives, QStringLiteral("sda"));
    QVERIFY(sda && sda->partitions[0].mountpoints.isEmpty() && !sda->systemDisk);
}

void TestSysfsScanner::laptopLuksAndUsbBridge()
{
    const auto drives = scanMachine(QStringLiteral("laptop"));
    const Drive *nvme = find(drives, QStringLiteral("nvme0n1"));
    QVERIFY(nvme);
    QVERIFY(nvme->systemDisk); // / is on dm-0, which sits on nvme0n1p3
    QCOMPARE(nvme->partitions[2].holders, QStringList{QStringLiteral("dm-0")});
    QCOMPARE(nvme->partitions[2].mountpoints, QStringList{QStringLiteral("/")});
    QCOMPARE(nvme->partitions[2].filesystem, QStringLiteral("ext4"));
    const Drive *dm = find(drives, QStringLiteral("dm-0"));
    QVERIFY(dm);
    QCOMPARE(dm->transport, Transport::Dm);
    QCOMPARE(dm->model, QStringLiteral("dm-crypt luks-3f1c0de2"));
    const Drive *usb = find(drives, QStringLiteral("sda"));
    QVERIFY(usb);
    QCOMPARE(usb->transport, Transport::Usb);
    QCOMPARE(usb->bridge, QStringLiteral("JMicron USB to ATA/ATAPI Bridge (152d:0578)"));
    QCOMPARE(usb->link.kind, QString());
    const Drive *stick = find(drives, QStringLiteral("sdb"));
    QVERIFY(stick && stick->removable);
    QCOMPARE(stick->bridge, QStringLiteral("SanDisk Cruzer Blade (0781:5567)"));
    const Drive *sd = find(drives, QStringLiteral("mmcblk0"));
    QVERIFY(sd);
    QCOMPARE(sd->transport, Transport::Mmc);
    QCOMPARE(sd->model, QStringLiteral("SC64G"));
}

void TestSysfsScanner::laptopSerialFromById()
{
    const auto drives = scanMachine(QStringLiteral("laptop"));
    const Drive *usb = find(drives, QStringLiteral("sda"));
    QVERIFY(usb);
    QCOMPARE(usb->serial, QStringLiteral("0000000012345678"));
    QCOMPARE(usb->identitySource, QStringLiteral("sysfs+by-id"));
}

void TestSysfsScanner::serverMdLuksAndSwap()
{
    const auto drives = scanMachine(QStringLiteral("server"));
    for (const char *name : {"sda", "sdb"}) {
        const Drive *d = find(drives, QLatin1String(name));
        QVERIFY(d);
        QVERIFY2(d->systemDisk, name); // / is on md0 over sda1 + sdb1
        QCOMPARE(d->partitions[0].holders, QStringList{QStringLiteral("md0")});
        QCOMPARE(d->partitions[1].holders, QStringList{QStringLiteral("md1")});
        QCOMPARE(d->partitions[1].mountpoints, QStringList{QStringLiteral("/srv")}); // md1 -> dm-0 -> /srv
        QCOMPARE(d->partitions[1].filesystem, QStringLiteral("xfs"));
        QVERIFY(d->rotational);
        QVERIFY(d->ataIdentify);
        QCOMPARE(d->ataIdentify->rotationRateRpm.value_or(-1), 7200);
    }
    const Drive *md0 = find(drives, QStringLiteral("md0"));
    QVERIFY(md0 && md0->systemDisk && md0->transport == Transport::Md);
    const Drive *sdc = find(drives, QStringLiteral("sdc"));
    QVERIFY(sdc);
    QCOMPARE(sdc->transport, Transport::Scsi);
    QCOMPARE(sdc->serial, QStringLiteral("Z1Z0ABCD0000C4061234")); // VPD page 0x80
    QCOMPARE(sdc->vendor, QStringLiteral("SEAGATE"));
    const Drive *sdd = find(drives, QStringLiteral("sdd"));
    QVERIFY(sdd && sdd->swap);
    QVERIFY(sdd->serial.isEmpty());
    QCOMPARE(sdd->identitySource, QStringLiteral("sysfs"));
    const Drive *zram = find(drives, QStringLiteral("zram0"));
    QVERIFY(zram && zram->swap && zram->transport == Transport::Zram);
    const Drive *vda = find(drives, QStringLiteral("vda"));
    QVERIFY(vda);
    QCOMPARE(vda->transport, Transport::Virtio);
    QCOMPARE(vda->serial, QStringLiteral("VIRTIO-SRV-01"));
}

void TestSysfsScanner::goldenJson_data()
{
    QTest::addColumn<QString>("machine");
    QTest::newRow("desktop") << "desktop";
    QTest::newRow("laptop") << "laptop";
    QTest::newRow("server") << "server";
    QTest::newRow("btrfs-laptop") << "btrfs-laptop";
    QTest::newRow("zfs-server") << "zfs-server";
}

void TestSysfsScanner::goldenJson()
{
    QFETCH(QString, machine);
    // The golden files hold what `drives --json` prints for the machine with /dev as device root.
    QByteArray actual = QJsonDocument(QJsonObject{{QStringLiteral("drives"), toJson(scanMachine(machine))}})
                            .toJson(QJsonDocument::Indented);
    actual.replace((::machine(machine) + QStringLiteral("/dev")).toUtf8(), "/dev");
    const QString goldenPath = ::machine(machine) + QStringLiteral(".expected.json");
    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    const QByteArray expected = golden.readAll();
    if (actual != expected) {
        QFile out(QDir::tempPath() + QStringLiteral("/") + machine + QStringLiteral(".actual.json"));
        if (out.open(QIODevice::WriteOnly))
            out.write(actual);
        QFAIL(qPrintable(QStringLiteral("%1 differs from %2 (diff them)").arg(out.fileName(), goldenPath)));
    }
}

void TestSysfsScanner::missingSysfsIsAnError()
{
    const SysfsScanner scanner(QStringLiteral("/nonexistent/sys"), QStringLiteral("/dev"), QStringLiteral("/proc"));
    const auto drives = scanner.scan();
    QVERIFY(!drives);
    QVERIFY(QString::fromStdString(drives.error().message).contains(QLatin1String("/nonexistent/sys/block")));
    QVERIFY(!drives.error().hint.empty());
}

void TestSysfsScanner::transportFromPath_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("transport");
    QTest::newRow("nvme") << "nvme0n1" << "/sys/devices/pci0000:00/0000:00:05.0/0000:01:00.0/nvme/nvme0/nvme0n1" << "nvme";
    QTest::newRow("ahci") << "sda" << "/sys/devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda" << "sata";
    QTest::newRow("uas") << "sdb" << "/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host3/target3:0:0/3:0:0:0/block/sdb" << "usb";
    QTest::newRow("virtio-blk") << "vda" << "/sys/devices/pci0000:00/0000:00:04.0/virtio1/block/vda" << "virtio";
    QTest::newRow("virtio-scsi") << "sda" << "/sys/devices/pci0000:00/0000:00:03.0/virtio0/host0/target0:0:0/0:0:0:0/block/sda" << "virtio";
    QTest::newRow("sas") << "sdc" << "/sys/devices/pci0000:00/0000:00:02.0/0000:05:00.0/host6/port-6:0/end_device-6:0/target6:0:0/6:0:0:0/block/sdc" << "scsi";
    QTest::newRow("scsi_debug") << "sdb" << "/sys/devices/pseudo_0/adapter0/host2/target2:0:0/2:0:0:0/block/sdb" << "scsi";
    QTest::newRow("mmc") << "mmcblk0" << "/sys/devices/pci0000:00/0000:00:1c.0/0000:02:00.0/mmc_host/mmc0/mmc0:aaaa/block/mmcblk0" << "mmc";
    QTest::newRow("loop") << "loop0" << "/sys/devices/virtual/block/loop0" << "loop";
    QTest::newRow("dm") << "dm-0" << "/sys/devices/virtual/block/dm-0" << "dm";
    QTest::newRow("md") << "md127" << "/sys/devices/virtual/block/md127" << "md";
    QTest::newRow("zram") << "zram0" << "/sys/devices/virtual/block/zram0" << "zram";
    QTest::newRow("nbd") << "nbd0" << "/sys/devices/virtual/block/nbd0" << "nbd";
    QTest::newRow("null_blk") << "nullb0" << "/sys/devices/virtual/block/nullb0" << "other";
}

void TestSysfsScanner::transportFromPath()
{
    QFETCH(QString, name);
    QFETCH(QString, path);
    QFETCH(QString, transport);
    QCOMPARE(transportName(transportFromSysfsPath(name, path)), transport);
}

QTEST_GUILESS_MAIN(TestSysfsScanner)
#include "tst_sysfsscanner.moc"
