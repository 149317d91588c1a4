// SPDX-License-Identifier: GPL-3.0-or-later
// checkDestructiveAllowed on the fixture machines: every reason to refuse, and the devices it allows.

#include <QTest>

#include "core/devices/safety.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

class TestSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decide_data();
    void decide();
    void unknownMountsRefuseEverything();
    void notABlockDevice();
};

void TestSafety::decide_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("cause"); // part of the message when refused
    QTest::addColumn<QString>("fix");   // part of the hint when refused

    QTest::newRow("system disk") << "desktop" << "/dev/nvme0n1" << false << "holds the running system" << "pick another drive";
    QTest::newRow("root partition") << "desktop" << "/dev/nvme0n1p2" << false << "mounted at /" << "umount /";
    QTest::newRow("swap partition") << "desktop" << "/dev/nvme0n1p3" << false << "swap" << "swapoff /dev/nvme0n1p3";
    QTest::newRow("disk with mounted partition") << "desktop" << "/dev/sdb" << false << "/dev/sdb1 is mounted at /mnt/media disk" << "umount";
    QTest::newRow("idle SATA SSD") << "desktop" << "/dev/sda" << true << "" << "";
    QTest::newRow("idle partition") << "desktop" << "/dev/sda1" << true << "" << "";
    QTest::newRow("unused second NVMe") << "desktop" << "/dev/nvme1n1" << true << "" << "";
    QTest::newRow("loop with a mount") << "desktop" << "/dev/loop1" << false << "mounted at /snap/core22/1033" << "umount";
    QTest::newRow("LUKS root disk") << "laptop" << "/dev/nvme0n1" << false << "holds the running system" << "";
    QTest::newRow("LUKS partition") << "laptop" << "/dev/nvme0n1p3" << false << "mounted at /" << "";
    QTest::newRow("dm-crypt device") << "laptop" << "/dev/dm-0" << false << "holds the running system" << "";
    QTest::newRow("mounted USB SSD") << "laptop" << "/dev/sda" << false << "/dev/sda1 is mounted at /media/user/T7" << "umount /media/user/T7";
    QTest::newRow("SD card") << "laptop" << "/dev/mmcblk0" << true << "" << "";
    QTest::newRow("md member disk") << "server" << "/dev/sda" << false << "holds the running system" << "";
    QTest::newRow("md member partition") << "server" << "/dev/sda2" << false << "mounted at /srv" << "";
    QTest::newRow("md array under LUKS") << "server" << "/dev/md1" << false << "mounted at /srv" << "";
    QTest::newRow("whole-disk swap") << "server" << "/dev/sdd" << false << "is in use as swap" << "swapoff /dev/sdd";
    QTest::newRow("zram swap") << "server" << "/dev/zram0" << false << "swap" << "swapoff";
    QTest::newRow("idle SAS disk") << "server" << "/dev/sdc" << true << "" << "";
    QTest::newRow("unknown device") << "server" << "/dev/sdz" << false << "not a disk or partition" << "drivebench-cli drives";
    // btrfs (anonymous st_dev): matched by source device and by the filesystem's members.
    QTest::newRow("btrfs root on LUKS: disk") << "btrfs-laptop" << "/dev/nvme0n1" << false << "holds the running system" << "";
    QTest::newRow("btrfs root on LUKS: partition") << "btrfs-laptop" << "/dev/nvme0n1p3" << false << "mounted at /, /home" << "umount";
    QTest::newRow("btrfs root on LUKS: dm-crypt") << "btrfs-laptop" << "/dev/dm-0" << false << "holds the running system" << "";
    QTest::newRow("btrfs named in mountinfo") << "btrfs-laptop" << "/dev/sda" << false << "/dev/sda1 is mounted at /mnt/data" << "umount /mnt/data";
    QTest::newRow("btrfs second member") << "btrfs-laptop" << "/dev/sdb" << false << "/dev/sdb is mounted at /mnt/data" << "umount /mnt/data";
    QTest::newRow("btrfs laptop spare disk") << "btrfs-laptop" << "/dev/sdc" << true << "" << "";
    // ZFS (a pool name as source): matched through udev's zfs_member records.
    QTest::newRow("ZFS root pool disk") << "zfs-server" << "/dev/sdb" << false << "holds the running system" << "";
    QTest::newRow("ZFS root pool vdev") << "zfs-server" << "/dev/sda3" << false << "mounted at /, /home" << "umount";
    QTest::newRow("ZFS data pool disk") << "zfs-server" << "/dev/sdc" << false << "/dev/sdc1 is mounted at /tank, /tank/media" << "umount /tank";
    QTest::newRow("ZFS data pool vdev") << "zfs-server" << "/dev/sdd1" << false << "mounted at /tank" << "";
    QTest::newRow("ZFS server spare disk") << "zfs-server" << "/dev/sde" << true << "" << "";
}

void TestSafety::decide()
{
    QFETCH(QString, machine);
    QFETCH(QString, device);
    QFETCH(bool, allowed);
    QFETCH(QString, cause);
    QFETCH(QString, fix);
    const QString root = drivebench::testing::fixture("/sysfs/") + machine;
    const auto r = checkDestructiveAllowed(device, root + QStringLiteral("/sys"), root + QStringLiteral("/proc"),
                                           root + QStringLiteral("/dev"));
    if (allowed) {
        QVERIFY2(r.has_value(), r.has_value() ? "" : r.error().text().c_str());
        return;
    }
    QVERIFY(!r.has_value());
    const QString message = QString::fromStdString(r.error().message);
    const QString hint = QString::fromStdString(r.error().hint);
    QVERIFY2(message.contains(cause), qPrintable(message));
    QVERIFY2(!hint.isEmpty(), "every refusal names the fix");
    QVERIFY2(hint.contains(fix), qPrintable(hint));
}

// Without mountinfo nothing is known to be unused; a mounted ZFS pool whose devices cannot be told
// (no udev data) could be on any disk: both refuse every write, naming the cause.
void TestSafety::unknownMountsRefuseEverything()
{
    const QString desktop = drivebench::testing::fixture("/sysfs/desktop");
    auto r = checkDestructiveAllowed(QStringLiteral("/dev/sda"), desktop + QStringLiteral("/sys"),
                                     QStringLiteral("/nonexistent/proc"), desktop + QStringLiteral("/dev"));
    QVERIFY(!r);
    QVERIFY2(QString::fromStdString(r.error().message).contains(QLatin1String("mountinfo")), r.error().text().c_str());
    const QString zfs = drivebench::testing::fixture("/sysfs/zfs-server");
    r = checkDestructiveAllowed(QStringLiteral("/dev/sde"), zfs + QStringLiteral("/sys"), zfs + QStringLiteral("/proc"),
                                QStringLiteral("/nonexistent/dev"));
    QVERIFY(!r);
    const QString t = QString::fromStdString(r.error().text());
    QVERIFY2(t.contains(QLatin1String("zfs filesystem rpool/ROOT/debian is mounted at /")) && t.contains(QLatin1String("zpool export")),
             qPrintable(t));
}

void TestSafety::notABlockDevice()
{
    const QString root = drivebench::testing::fixture("/sysfs/desktop");
    const auto r = checkDestructiveAllowed(drivebench::testing::fixturesDir(), root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
    QVERIFY(!r.has_value());
    QVERIFY(QString::fromStdString(r.error().message).contains(QLatin1String("not a block device")));
}

QTEST_GUILESS_MAIN(TestSafety)
#include "tst_safety.moc"
