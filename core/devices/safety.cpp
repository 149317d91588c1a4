// SPDX-License-Identifier: GPL-3.0-or-later
#include "safety.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include "core/devices/deviceusers.h"
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

// The refusal a user may override: only "could not be seen", never "is held".
constexpr std::errc kUncheckedUseCode = std::errc::operation_not_permitted;

QString dev(const QString &name)
{
    return QStringLiteral("/dev/") + name;
}

/// Loop devices backed by, and processes holding, any of devices (the target, its partitions or
/// its whole disk); an error names the first and how to free it.
Result<void> checkOtherUsers(const QString &devicePath, const std::vector<BlockDeviceId> &devices,
                             const DestructiveCheck &check)
{
    const std::vector<LoopBacking> loops = loopDevicesBackedBy(devices, check.sysRoot);
    if (!loops.empty()) {
        const LoopBacking &l = loops.front();
        const QString as = l.backingFile == dev(l.backed) ? QString() : QStringLiteral(" (as %1)").arg(l.backingFile);
        return refuse(QStringLiteral("%1 is the backing file of the loop device %2%3: whatever uses %2 "
                                     "reads and writes %1")
                          .arg(dev(l.backed), dev(l.loop), as),
                      QStringLiteral("detach it first (losetup -d %1; losetup -l lists them) if you "
                                     "really mean to destroy its data").arg(dev(l.loop)));
    }
    OpenerScan scan = processesHolding(devices, check.procRoot, ::getpid());
    auto inTransit = [&check](const OpenerScan &sc) {
        return !sc.openers.empty() && std::all_of(sc.openers.begin(), sc.openers.end(), [&check](const DeviceOpener &o) {
            return check.transitCommands.contains(o.command);
        });
    };
    for (int wait = 0; wait < 20 && inTransit(scan); ++wait) {
        ::usleep(50'000);
        scan = processesHolding(devices, check.procRoot, ::getpid());
    }
    if (!scan.openers.empty()) {
        QStringList who;
        for (const DeviceOpener &o : scan.openers) {
            if (who.size() == 3) {
                who << QStringLiteral("%1 more").arg(scan.openers.size() - 3);
                break;
            }
            who << QStringLiteral("process %1 (%2) holds %3%4").arg(o.pid).arg(o.command, dev(o.device),
                                                                o.mapped ? QStringLiteral(" (mapped in memory)") : QString());
        }
        const DeviceOpener &first = scan.openers.front();
        return refuse(QStringLiteral("%1 is open in another program: %2")
                          .arg(devicePath, who.join(QStringLiteral(", "))),
                      QStringLiteral("quit that program or make it let go of the device (fuser -v %1 "
                                     "lists every process holding it; kill %2 ends %3) if you really "
                                     "mean to destroy its data").arg(dev(first.device)).arg(first.pid).arg(first.command));
    }
    if (!scan.complete() && check.uncheckedUse == UncheckedUse::Refuse) {
        const QString seen = scan.unseenProcesses > 0
            ? QStringLiteral("the open files of %1 process(es) cannot be read by this user (%2)")
                  .arg(scan.unseenProcesses).arg(scan.unseenExample)
            : scan.unseenExample;
        return Error::make(kUncheckedUseCode,
                           QStringLiteral("whether another program has %1 open could not be checked: %2")
                               .arg(devicePath, seen).toStdString(),
                           QStringLiteral("run as root so that every process can be seen; or, only if you "
                                          "are sure nothing uses %1 (no virtual machine, database or "
                                          "disk tool), choose {1}")
                               .arg(devicePath).toStdString(),
                           {{Setting::AllowUnchecked, {}}});
    }
    return {};
}

} // namespace

Result<void> checkCharacterDeviceUnused(const QString &name, dev_t devnum, const DestructiveCheck &check)
{
    return checkOtherUsers(QStringLiteral("/dev/") + name, {BlockDeviceId{name, devnum, true}}, check);
}

bool isUncheckedUseRefusal(const Error &error)
{
    return error.code == std::make_error_code(kUncheckedUseCode);
}

Result<void> checkDestructiveAllowed(const QString &devicePath, const QString &sysRoot, const QString &procRoot,
                                     const QString &devRoot)
{
    return checkDestructiveAllowed(devicePath, DestructiveCheck{sysRoot, procRoot, devRoot, UncheckedUse::Refuse});
}

Result<void> checkDestructiveAllowed(const QString &devicePath, const DestructiveCheck &check)
{
    const QString &sysRoot = check.sysRoot;
    const QString &procRoot = check.procRoot;
    const QString &devRoot = check.devRoot;
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
        // Loops and processes: the target and its partitions, or a partition and its whole disk.
        std::vector<BlockDeviceId> numbers;
        auto addNumber = [&numbers](const QString &n, const QString &devnum) {
            if (const auto number = parseDevnum(devnum))
                numbers.push_back({n, *number});
        };
        addNumber(d.name, d.devnum);
        // An NVMe namespace's generic character device (/dev/ngXnY, NVMe passthrough: fio's
        // io_uring_cmd engine, nvme-cli) reaches the same blocks around the block device and its
        // O_EXCL: whoever holds it uses the namespace (nvmeGenericDevice: the class's number).
        if (const auto generic = nvmeGenericDevice(sysRoot, d.name))
            numbers.push_back(*generic);
        if (target) {
            uses.push_back({target->name, target->mountpoints, target->swap, target->holders});
            addNumber(target->name, target->devnum);
        } else {
            uses.push_back({d.name, d.mountpoints, d.swap, d.holders});
            for (const Partition &p : d.partitions) {
                uses.push_back({p.name, p.mountpoints, p.swap, p.holders});
                addNumber(p.name, p.devnum);
            }
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
        // The node itself too, when sysfs did not give its number (a fixture, an odd kernel).
        if (struct stat node{}; ::stat(devicePath.toLocal8Bit().constData(), &node) == 0 && S_ISBLK(node.st_mode)
            && std::none_of(numbers.begin(), numbers.end(), [&](const BlockDeviceId &b) { return b.devnum == node.st_rdev; }))
            numbers.push_back({target ? target->name : d.name, node.st_rdev});
        return checkOtherUsers(devicePath, numbers, check);
    }
    return Error::make(std::errc::no_such_device,
                       (devicePath + QStringLiteral(" is not a disk or partition listed in ") + sysRoot + QStringLiteral("/block")).toStdString(),
                       "give a device such as /dev/sdb or /dev/nvme0n1 (drivebench-cli drives lists them)");
}

} // namespace drivebench
