// SPDX-License-Identifier: GPL-3.0-or-later
// MountTable, the one reader of mountinfo: parsing, the later of equal mount points on top, and
// the devices a mount stands on when st_dev does not tell (btrfs members, ZFS pools, bcachefs).

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "core/devices/mounttable.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

QString fixture(const QString &machine) { return drivebench::testing::fixture("/sysfs/") + machine; }

MountTable machineTable(const QString &machine)
{
    MountTable t = MountTable::read(fixture(machine) + QStringLiteral("/proc"));
    t.resolveSources(fixture(machine) + QStringLiteral("/sys"), fixture(machine) + QStringLiteral("/dev"));
    return t;
}

const MountEntry *at(const MountTable &t, const QString &mountPoint)
{
    for (const MountEntry &e : t.mounts()) {
        if (e.mountPoint == mountPoint)
            return &e;
    }
    return nullptr;
}

} // namespace

class TestMountTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // statfs's magic number names the file system where mountinfo cannot (inside a chroot whose
    // root is not a mount point, the mounts outside it are not listed): the same name mountinfo
    // gives where it does.
    void fileSystemTypeByMagic()
    {
        const MountTable table = MountTable::read(QStringLiteral("/proc"));
        for (const QString &path : {QDir::tempPath(), QCoreApplication::applicationDirPath()}) {
            const QString canonical = QFileInfo(path).canonicalFilePath();
            const QString byMagic = MountTable::fileSystemTypeOf(canonical);
            QVERIFY2(!byMagic.isEmpty(), qPrintable(canonical));
            // 9p passes on the server's file system's magic (the rig guest's build tree on 9p
            // reads as the host's ext4): compared only where the kernel's own file system answers.
            if (const MountEntry *m = table.mountHolding(canonical); m && m->fsType != QLatin1String("9p"))
                QCOMPARE(byMagic, m->fsType);
        }
        QVERIFY(MountTable::fileSystemTypeOf(QStringLiteral("/nonexistent/path")).isEmpty());
    }

    // A tmpfs mounted over an ext4 directory: mountinfo lists it later; it is the one on top.
    void laterOfEqualMountPointsIsOnTop()
    {
        const MountTable t = MountTable::fromEntries(MountTable::parseMountInfo(QStringLiteral(
            "29 1 8:2 / / rw,relatime - ext4 /dev/sda2 rw\n"
            "40 29 8:17 / /srv/data rw,relatime - ext4 /dev/sdb1 rw\n"
            "41 40 0:50 / /srv/data rw,relatime - tmpfs tmpfs rw,size=65536k\n"
            "42 29 8:33 / /srv/data2 rw,relatime - xfs /dev/sdc1 rw\n")));
        QCOMPARE(t.mounts().size(), std::size_t(4));
        const MountEntry *m = t.mountHolding(QStringLiteral("/srv/data/run/x"));
        QVERIFY(m);
        QCOMPARE(m->fsType, QStringLiteral("tmpfs"));
        QCOMPARE(t.mountHolding(QStringLiteral("/srv/data"))->fsType, QStringLiteral("tmpfs"));
        // A longer mount point that only shares a prefix does not count.
        QCOMPARE(t.mountHolding(QStringLiteral("/srv/data2/f"))->fsType, QStringLiteral("xfs"));
        QCOMPARE(t.mountHolding(QStringLiteral("/home"))->source, QStringLiteral("/dev/sda2"));
        // And mounted the other way round, the ext4 is on top.
        const MountTable r = MountTable::fromEntries(MountTable::parseMountInfo(QStringLiteral(
            "29 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
            "41 29 0:50 / /srv/data rw - tmpfs tmpfs rw\n"
            "40 41 8:17 / /srv/data rw - ext4 /dev/sdb1 rw\n")));
        QCOMPARE(r.mountHolding(QStringLiteral("/srv/data/x"))->fsType, QStringLiteral("ext4"));
    }

    void escapesAndUnreadable()
    {
        const auto e = MountTable::parseMountInfo(QStringLiteral(
            "40 29 8:1 / /media/my\\040disk rw - vfat /dev/sdb1 rw\n"));
        QCOMPARE(e.size(), std::size_t(1));
        QCOMPARE(e[0].mountPoint, QStringLiteral("/media/my disk"));
        QVERIFY(!MountTable::read(QStringLiteral("/nonexistent")).readable());
        QVERIFY(MountTable::read(fixture(QStringLiteral("desktop")) + QStringLiteral("/proc")).readable());
    }

    // The mount's own options and the file system's, each unescaped, as the pre-flight's
    // compression warning and the leftover cleaner's NFS lock check read them.
    void mountAndSuperOptions()
    {
        const auto e = MountTable::parseMountInfo(QStringLiteral(
            "40 29 0:45 / /mnt/my\\040data rw,noatime shared:1 - btrfs /dev/sdb rw,compress=zstd:3,space_cache=v2\n"
            "41 29 0:46 / /srv/share rw,relatime - nfs4 server:/export\\040a rw,vers=4.2,local_lock=none\n"
            "42 29 0:47 / /merged ro - overlay overlay ro,lowerdir=/a\\054b:/c\n"
            "43 29 0:48 / /bare rw - tmpfs tmpfs\n"));
        QCOMPARE(e.size(), std::size_t(4));
        QCOMPARE(e[0].mountPoint, QStringLiteral("/mnt/my data"));
        QCOMPARE(e[0].mountOptions, (QStringList{QStringLiteral("rw"), QStringLiteral("noatime")}));
        QCOMPARE(e[0].superOptions, (QStringList{QStringLiteral("rw"), QStringLiteral("compress=zstd:3"),
                                                 QStringLiteral("space_cache=v2")}));
        QCOMPARE(e[1].source, QStringLiteral("server:/export a"));
        QVERIFY(e[1].superOptions.contains(QStringLiteral("local_lock=none")));
        // A ',' inside a value is written \054: it stays inside its option.
        QCOMPARE(e[2].mountOptions, QStringList{QStringLiteral("ro")});
        QCOMPARE(e[2].superOptions, (QStringList{QStringLiteral("ro"), QStringLiteral("lowerdir=/a,b:/c")}));
        // No super options field: none, not one empty option.
        QCOMPARE(e[3].fsType, QStringLiteral("tmpfs"));
        QVERIFY(e[3].superOptions.isEmpty());
        // The table finds them by device number, as the cleaner's NFS check does.
        const MountTable t = MountTable::fromEntries(e);
        QCOMPARE(t.mountsOf(0, 46).size(), std::size_t(1));
        QCOMPARE(t.mountsOf(0, 46).front()->fsType, QStringLiteral("nfs4"));
    }

    void btrfsMountsStandOnEveryMember()
    {
        const MountTable t = machineTable(QStringLiteral("btrfs-laptop"));
        const MountEntry *root = at(t, QStringLiteral("/"));
        QVERIFY(root);
        QCOMPARE(root->devices, QStringList{QStringLiteral("dm-0")}); // /dev/mapper/luks-... by dm/name
        const MountEntry *data = at(t, QStringLiteral("/mnt/data"));
        QVERIFY(data);
        QCOMPARE(data->devices, (QStringList{QStringLiteral("sda1"), QStringLiteral("sdb")}));
        QCOMPARE(t.mountsOfDevice(QStringLiteral("sdb"), 8, 16).size(), std::size_t(1));
        QVERIFY(t.unresolvedMounts().empty());
    }

    void zfsMountsStandOnTheirPool()
    {
        const MountTable t = machineTable(QStringLiteral("zfs-server"));
        QCOMPARE(at(t, QStringLiteral("/"))->devices, (QStringList{QStringLiteral("sda3"), QStringLiteral("sdb3")}));
        QCOMPARE(at(t, QStringLiteral("/tank/media"))->devices, (QStringList{QStringLiteral("sdc1"), QStringLiteral("sdd1")}));
        QVERIFY(t.unresolvedMounts().empty());
        // Without udev's records the pool's devices cannot be told: those mounts are unresolved.
        MountTable blind = MountTable::read(fixture(QStringLiteral("zfs-server")) + QStringLiteral("/proc"));
        blind.resolveSources(fixture(QStringLiteral("zfs-server")) + QStringLiteral("/sys"), QStringLiteral("/nonexistent/dev"));
        QCOMPARE(blind.unresolvedMounts().size(), std::size_t(4));
    }

    void bcachefsListsItsMembers()
    {
        MountTable t = MountTable::fromEntries(MountTable::parseMountInfo(QStringLiteral(
            "50 29 0:60 / /pool rw - bcachefs /dev/sdb:/dev/sdc rw\n")));
        t.resolveSources(QStringLiteral("/nonexistent/sys"), QStringLiteral("/nonexistent/dev"));
        QCOMPARE(t.mounts()[0].devices, (QStringList{QStringLiteral("sdb"), QStringLiteral("sdc")}));
        QCOMPARE(t.mountsOfDevice(QStringLiteral("sdc"), 8, 32).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestMountTable)
#include "tst_mounttable.moc"
