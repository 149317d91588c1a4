#include "safety.h"

#include <sys/stat.h>

#include "core/devices/drivelocator.h"
#include "core/devices/mounttable.h"
#include "core/devices/sysfsfile.h"
#include "core/devices/sysfsscanner.h"

namespace drivebench {

namespace {

Error refuse(const QString &message, const QString &hint)
{
    return Error::make(std::errc::device_or_resource_busy, message.toStdString(), hint.toStdString());
}

// "dm-0 (dm-crypt luks-1234)" so the user recognises what holds the device.
QString describeHolder(const QString &holder, const QString &sysRoot)
{
    const QString dir = sysRoot + QStringLiteral("/block/") + holder;
    if (holder.startsWith(QLatin1String("dm-"))) {
        const QString uuid = sysfs::readTrimmed(dir + QStringLiteral("/dm/uuid"));
        const QString name = sysfs::readTrimmed(dir + QStringLiteral("/dm/name"));
        const QString kind = uuid.startsWith(QLatin1String("CRYPT-")) ? QStringLiteral("LUKS/dm-crypt")
                             : uuid.startsWith(QLatin1String("LVM-")) ? QStringLiteral("LVM")
                                                                      : QStringLiteral("device-mapper");
        return QStringLiteral("%1 (%2 %3)").arg(holder, kind, name.isEmpty() ? holder : QStringLiteral("/dev/mapper/") + name);
    }
    if (holder.startsWith(QLatin1String("md")))
        return QStringLiteral("%1 (software RAID /dev/%1)").arg(holder);
    return holder;
}

QString releaseHint(const QString &holder)
{
    if (holder.startsWith(QLatin1String("md")))
        return QStringLiteral("stop the array first (mdadm --stop /dev/%1) if you really mean to destroy it").arg(holder);
    return QStringLiteral("close it first (cryptsetup close NAME, or vgchange -an VG for LVM; dmsetup ls "
                          "lists them) if you really mean to destroy it");
}

} // namespace

Result<void> checkDestructiveAllowed(const QString &devicePath, const QString &sysRoot, const QString &procRoot,
                                     const QString &devRoot)
{
    struct stat st;
    if (::stat(devicePath.toLocal8Bit().constData(), &st) == 0 && !S_ISBLK(st.st_mode)) {
        return Error::make(std::errc::not_supported, (devicePath + QStringLiteral(" is not a block device")).toStdString(),
                           "destructive tests run on a whole disk or partition such as /dev/sdb");
    }
    const QString name = blockDeviceName(devicePath, sysRoot);
    // Without the mount table nothing is known to be unused: refuse rather than guess.
    MountTable mounts = MountTable::read(procRoot);
    if (!mounts.readable())
        return refuse(QStringLiteral("cannot read %1/self/mountinfo, so whether %2 is mounted cannot be told")
                          .arg(procRoot, devicePath),
                      QStringLiteral("mount procfs at /proc (mount -t proc proc /proc) and try again"));
    mounts.resolveSources(sysRoot, devRoot);
    for (const MountEntry *m : mounts.unresolvedMounts()) {
        return refuse(QStringLiteral("the %1 filesystem %2 is mounted at %3 and the devices it stands on "
                                     "cannot be told, so %4 may be one of them")
                          .arg(m->fsType, m->source, m->mountPoint, devicePath),
                      QStringLiteral("export or unmount it first (zpool export POOL, umount %1), or make "
                                     "udev's database (/run/udev/data) available").arg(m->mountPoint));
    }
    // Every drive with what uses it, from the same code that lists drives (no second opinion).
    const SysfsScanner scanner(sysRoot, devRoot, procRoot);
    auto drives = scanner.scan();
    if (!drives)
        return drives.error();
    for (const Drive &d : *drives) {
        const Partition *target = nullptr;
        if (d.name != name) {
            for (const Partition &p : d.partitions) {
                if (p.name == name)
                    target = &p;
            }
            if (!target)
                continue;
        }
        if (d.systemDisk && !target) {
            return refuse(QStringLiteral("%1 holds the running system (the file system mounted at / is on it)").arg(devicePath),
                          QStringLiteral("a destructive test would destroy the installed system: pick another drive"));
        }
        // The target's own users, then (for a whole disk) every partition's.
        struct Use { QString name; QStringList mountpoints; bool swap; QStringList holders; };
        std::vector<Use> uses;
        if (target) {
            uses.push_back({target->name, target->mountpoints, target->swap, target->holders});
        } else {
            uses.push_back({d.name, d.mountpoints, d.swap, d.holders});
            for (const Partition &p : d.partitions)
                uses.push_back({p.name, p.mountpoints, p.swap, p.holders});
        }
        for (const Use &u : uses) {
            if (!u.mountpoints.isEmpty()) {
                return refuse(QStringLiteral("/dev/%1 is mounted at %2").arg(u.name, u.mountpoints.join(QStringLiteral(", "))),
                              QStringLiteral("unmount it first (umount %1) if you really mean to destroy its data, "
                                             "or pick a device nothing uses").arg(u.mountpoints.first()));
            }
            if (u.swap) {
                return refuse(QStringLiteral("/dev/%1 is in use as swap").arg(u.name),
                              QStringLiteral("turn it off first (swapoff /dev/%1) if you really mean to destroy it").arg(u.name));
            }
            if (!u.holders.isEmpty()) {
                return refuse(QStringLiteral("/dev/%1 is held by %2").arg(u.name, describeHolder(u.holders.first(), sysRoot)),
                              releaseHint(u.holders.first()));
            }
        }
        return {};
    }
    return Error::make(std::errc::no_such_device,
                       (devicePath + QStringLiteral(" is not a disk or partition listed in ") + sysRoot + QStringLiteral("/block")).toStdString(),
                       "give a device such as /dev/sdb or /dev/nvme0n1 (drivebench-cli drives lists them)");
}

} // namespace drivebench
