// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelocator.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFileInfo>

#include "core/devices/mounttable.h"
#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

// The kernel name of a block device number from sysfs: /sys/dev/block/M:m -> ../../devices/.../sda1
QString nameFromDevnum(unsigned major, unsigned minor, const QString &sysRoot)
{
    const QString link = sysRoot + QStringLiteral("/dev/block/%1:%2").arg(major).arg(minor);
    const QString target = sysfs::linkTargetName(link);
    if (!target.isEmpty())
        return target;
    // Fixture trees and odd kernels: search the whole disks and partitions for a matching "dev".
    const QString want = QStringLiteral("%1:%2").arg(major).arg(minor);
    const QString block = sysRoot + QStringLiteral("/block/");
    for (const QString &disk : sysfs::listDir(block)) {
        if (sysfs::readTrimmed(block + disk + QStringLiteral("/dev")) == want)
            return disk;
        for (const QString &e : sysfs::listDir(block + disk)) {
            if (e.startsWith(disk) && sysfs::readTrimmed(block + disk + QLatin1Char('/') + e + QStringLiteral("/dev")) == want)
                return e;
        }
    }
    return {};
}

// The whole disk a partition belongs to; the name itself for a whole disk; empty if unknown.
QString diskOf(const QString &name, const QString &sysRoot)
{
    const QString block = sysRoot + QStringLiteral("/block/");
    if (sysfs::exists(block + name))
        return name;
    for (const QString &disk : sysfs::listDir(block)) {
        if (name.startsWith(disk) && sysfs::exists(block + disk + QLatin1Char('/') + name + QStringLiteral("/partition")))
            return disk;
    }
    return {};
}

// Follows dm/md slaves down to whole disks and partitions.
void descend(const QString &name, const QString &sysRoot, DriveLocation &loc, int depth)
{
    if (depth > 8 || loc.stack.contains(name))
        return;
    loc.stack.append(name);
    const QString disk = diskOf(name, sysRoot);
    if (disk.isEmpty())
        return;
    const QStringList slaves = disk == name ? sysfs::listDir(sysRoot + QStringLiteral("/block/") + name + QStringLiteral("/slaves"))
                                            : QStringList();
    if (slaves.isEmpty()) {
        if (!loc.disks.contains(disk))
            loc.disks.append(disk);
        if (loc.drive.isEmpty()) {
            loc.drive = disk;
            loc.partition = disk == name ? QString() : name;
        }
        return;
    }
    for (const QString &s : slaves)
        descend(s, sysRoot, loc, depth + 1);
}

QString dmByName(const QString &mapperName, const QString &sysRoot)
{
    const QString block = sysRoot + QStringLiteral("/block/");
    for (const QString &disk : sysfs::listDir(block)) {
        if (disk.startsWith(QLatin1String("dm-")) && sysfs::readTrimmed(block + disk + QStringLiteral("/dm/name")) == mapperName)
            return disk;
    }
    return {};
}

} // namespace

QString blockDeviceName(const QString &devicePath, const QString &sysRoot)
{
    struct stat st;
    if (::stat(devicePath.toLocal8Bit().constData(), &st) == 0) {
        if (!S_ISBLK(st.st_mode))
            return {};
        const QString byNumber = nameFromDevnum(major(st.st_rdev), minor(st.st_rdev), sysRoot);
        if (!byNumber.isEmpty())
            return byNumber;
        const QString real = sysfs::canonical(devicePath);
        return real.section(QLatin1Char('/'), -1);
    }
    if (devicePath.startsWith(QLatin1String("/dev/mapper/")))
        return dmByName(devicePath.section(QLatin1Char('/'), -1), sysRoot);
    return devicePath.section(QLatin1Char('/'), -1);
}

Result<DriveLocation> locateDrive(const QString &path, const QString &sysRoot, const QString &procRoot)
{
    DriveLocation loc;
    QString name;
    struct stat st;
    const bool exists = ::stat(path.toLocal8Bit().constData(), &st) == 0;
    if ((exists && S_ISBLK(st.st_mode)) || (!exists && path.startsWith(QLatin1String("/dev/")))) {
        name = blockDeviceName(path, sysRoot);
    } else {
        const QString clean = exists ? sysfs::canonical(path) : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        const MountTable mounts = MountTable::read(procRoot);
        const MountEntry *m = mounts.mountHolding(clean);
        if (!m) {
            return Error::make(std::errc::no_such_file_or_directory,
                               ("no mount holds " + clean).toStdString(),
                               "check that " + procRoot.toStdString() + "/self/mountinfo is readable");
        }
        loc.mountPoint = m->mountPoint;
        loc.filesystem = m->fsType;
        if (m->major != 0)
            name = nameFromDevnum(m->major, m->minor, sysRoot);
        if (name.isEmpty() && m->source.startsWith(QLatin1String("/dev/")))
            name = blockDeviceName(m->source, sysRoot); // btrfs shows an anonymous 0:N device
        if (name.isEmpty()) {
            return Error::make(std::errc::no_such_device,
                               (path + QStringLiteral(" is on a ") + m->fsType + QStringLiteral(" file system (")
                                + m->source + QStringLiteral(" at ") + m->mountPoint + QStringLiteral("), not on a local drive"))
                                   .toStdString(),
                               "pick a directory on the drive you want to test");
        }
    }
    if (name.isEmpty() || diskOf(name, sysRoot).isEmpty()) {
        return Error::make(std::errc::no_such_device,
                           (path + QStringLiteral(" is not a block device listed in ") + sysRoot + QStringLiteral("/block")).toStdString(),
                           "give a device such as /dev/sdb or /dev/nvme0n1, or a directory on a drive");
    }
    loc.blockDevice = name;
    descend(name, sysRoot, loc, 0);
    return loc;
}

} // namespace drivebench
