// SPDX-License-Identifier: GPL-3.0-or-later
// locateDrive: directories (through mountinfo, dm and md) and device nodes to their drives.

#include <QTest>

#include "core/devices/drivelocator.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

class TestDriveLocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void locate_data();
    void locate();
    void notOnADrive();
};

void TestDriveLocator::locate_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("blockDevice");
    QTest::addColumn<QString>("drive");
    QTest::addColumn<QString>("partition");
    QTest::addColumn<QStringList>("disks");
    QTest::addColumn<QString>("mountPoint");

    // Paths that do not exist on the test machine, so the fixture's mount table decides.
    QTest::newRow("root dir") << "desktop" << "/home/user/drivebench-test-dir" << "nvme0n1p2" << "nvme0n1"
                              << "nvme0n1p2" << QStringList{"nvme0n1"} << "/";
    QTest::newRow("dir with space") << "desktop" << "/mnt/media disk/bench" << "sdb1" << "sdb" << "sdb1"
                                    << QStringList{"sdb"} << "/mnt/media disk";
    QTest::newRow("whole disk node") << "desktop" << "/dev/sda" << "sda" << "sda" << "" << QStringList{"sda"} << "";
    QTest::newRow("partition node") << "desktop" << "/dev/nvme0n1p3" << "nvme0n1p3" << "nvme0n1" << "nvme0n1p3"
                                    << QStringList{"nvme0n1"} << "";
    QTest::newRow("LUKS root") << "laptop" << "/var/tmp/x" << "dm-0" << "nvme0n1" << "nvme0n1p3"
                               << QStringList{"nvme0n1"} << "/";
    QTest::newRow("mapper name") << "laptop" << "/dev/mapper/luks-3f1c0de2" << "dm-0" << "nvme0n1" << "nvme0n1p3"
                                 << QStringList{"nvme0n1"} << "";
    QTest::newRow("USB SSD") << "laptop" << "/media/user/T7/bench" << "sda1" << "sda" << "sda1" << QStringList{"sda"}
                             << "/media/user/T7";
    QTest::newRow("md mirror root") << "server" << "/etc/drivebench-nonexistent" << "md0" << "sda" << "sda1"
                                    << QStringList{"sda", "sdb"} << "/";
    QTest::newRow("LUKS on md") << "server" << "/srv/data" << "dm-0" << "sda" << "sda2" << QStringList{"sda", "sdb"} << "/srv";
    QTest::newRow("virtio whole disk") << "server" << "/var/lib/vm/images" << "vda" << "vda" << "" << QStringList{"vda"}
                                       << "/var/lib/vm";
}

void TestDriveLocator::locate()
{
    QFETCH(QString, machine);
    QFETCH(QString, path);
    QFETCH(QString, blockDevice);
    QFETCH(QString, drive);
    QFETCH(QString, partition);
    QFETCH(QStringList, disks);
    QFETCH(QString, mountPoint);
    const QString root = drivebench::testing::fixture("/sysfs/") + machine;
    const auto loc = locateDrive(path, root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
    QVERIFY2(loc.has_value(), loc ? "" : loc.error().text().c_str());
    QCOMPARE(loc->blockDevice, blockDevice);
    QCOMPARE(loc->drive, drive);
    QCOMPARE(loc->partition, partition);
    QCOMPARE(loc->disks, disks);
    QCOMPARE(loc->mountPoint, mountPoint);
}

void TestDriveLocator::notOnADrive()
{
    const QString root = drivebench::testing::fixture("/sysfs/desktop");
    const auto loc = locateDrive(QStringLiteral("/tmp/drivebench-nonexistent/x"), root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
    QVERIFY(!loc.has_value());
    QVERIFY2(QString::fromStdString(loc.error().message).contains(QLatin1String("tmpfs")), loc.error().message.c_str());
    QVERIFY(!loc.error().hint.empty());
    const auto none = locateDrive(QStringLiteral("/dev/nonexistent-disk"), root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
    QVERIFY(!none.has_value());
}

QTEST_GUILESS_MAIN(TestDriveLocator)
#include "tst_drivelocator.moc"
