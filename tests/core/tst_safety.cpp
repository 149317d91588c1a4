// checkDestructiveAllowed on the fixture machines: every reason to refuse, and the devices it allows.

#include <QTest>

#include "core/devices/safety.h"

using namespace drivebench;

class TestSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decide_data();
    void decide();
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
}

void TestSafety::decide()
{
    QFETCH(QString, machine);
    QFETCH(QString, device);
    QFETCH(bool, allowed);
    QFETCH(QString, cause);
    QFETCH(QString, fix);
    const QString root = QStringLiteral(DRIVEBENCH_FIXTURES "/sysfs/") + machine;
    const auto r = checkDestructiveAllowed(device, root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
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

void TestSafety::notABlockDevice()
{
    const QString root = QStringLiteral(DRIVEBENCH_FIXTURES "/sysfs/desktop");
    const auto r = checkDestructiveAllowed(QStringLiteral(DRIVEBENCH_FIXTURES), root + QStringLiteral("/sys"), root + QStringLiteral("/proc"));
    QVERIFY(!r.has_value());
    QVERIFY(QString::fromStdString(r.error().message).contains(QLatin1String("not a block device")));
}

QTEST_GUILESS_MAIN(TestSafety)
#include "tst_safety.moc"
