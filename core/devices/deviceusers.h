// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Who else uses a block device beyond what sysfs and the mount table say (safety.h asks both):
// loop devices whose backing file is the device, and processes that hold it open or mapped (the
// scan of /proc/*/fd and /proc/*/map_files that fuser makes). Both compare device numbers, never
// names alone, so a symlink or
// a second node for the same device is seen. Roots are arguments so tests can give fixture trees.

#include <sys/types.h>

#include <optional>
#include <vector>

#include <QString>

namespace drivebench {

/// A block device by kernel name and device number; or, with character set, a character device
/// that reaches a drive around its block device (NVMe's generic /dev/ngXnY, the io_uring_cmd
/// engine's node). A node matches only when both its type and its number do.
struct BlockDeviceId
{
    QString name; ///< "sdb", "sdb1", "loop0", "ng0n1"
    dev_t devnum = 0;
    bool character = false;
};

/// "8:17" (sysfs "dev") as a dev_t; nullopt when it is not "major:minor".
std::optional<dev_t> parseDevnum(const QString &majorMinor);

/// The kernel name of the NVMe generic character device of a whole namespace's block device
/// ("nvme0n1" gives "ng0n1": the kernel names it after the namespace); empty for anything else
/// (a partition "nvme0n1p1", a path hidden behind multipath "nvme0c0n1", "sda").
QString nvmeGenericName(const QString &blockName);

/// That generic device as the class lists it: its number from
/// sysRoot/class/nvme-generic/ngXnY/dev, character set; nullopt when blockName has no generic
/// name or the class has no such device (Linux before 5.13, or no driver support).
std::optional<BlockDeviceId> nvmeGenericDevice(const QString &sysRoot, const QString &blockName);

/// A loop device whose backing file is one of the devices asked about.
struct LoopBacking
{
    QString loop;        ///< the loop device's kernel name: "loop1"
    QString backed;      ///< the device asked about that backs it: "loop0", "sdb1"
    QString backingFile; ///< as sysfs names it: "/dev/loop0"
};

/// Every loop device under sysRoot/block whose loop/backing_file is one of devices: a block
/// device node whose st_rdev is one of theirs, or (when the file cannot be stat'd: deleted,
/// another mount namespace) a path /dev/NAME naming one of them.
std::vector<LoopBacking> loopDevicesBackedBy(const std::vector<BlockDeviceId> &devices, const QString &sysRoot);

/// A process holding one of the devices open.
struct DeviceOpener
{
    int pid = 0;
    QString command; ///< procRoot/PID/comm: "qemu-system-x86"
    QString device;  ///< the device it holds: "sdb1"
    bool mapped = false; ///< held by a memory mapping only (map_files), no descriptor open
};

/// What the scan of procRoot/*/fd found, and whether it saw every process.
struct OpenerScan
{
    std::vector<DeviceOpener> openers;
    int unseenProcesses = 0; ///< processes whose open files could not be read (another user's)
    QString unseenExample;   ///< "/proc/1/fd: Permission denied", or why the scan could not start
    bool complete() const { return unseenProcesses == 0 && unseenExample.isEmpty(); }
};

/// The processes other than selfPid that hold one of devices open or mapped: each
/// procRoot/PID/fd/N, then each procRoot/PID/map_files/START-END (a mapping outlives its
/// descriptor) is stat'd (the kernel resolves the link to the open or mapped file) and a block
/// device whose st_rdev is one of theirs is a holder. A process that exits during the scan is
/// skipped; one whose descriptors or mappings cannot be read (map_files needs CAP_SYS_ADMIN)
/// makes the scan incomplete. When not root and procRoot is the real /proc, pid 1
/// not being visible (mounted with hidepid) also makes it incomplete.
OpenerScan processesHolding(const std::vector<BlockDeviceId> &devices, const QString &procRoot, pid_t selfPid);

} // namespace drivebench
