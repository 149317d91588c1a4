// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The gate in front of every destructive (write) test on a raw device.

#include <sys/types.h>

#include <utility>

#include <QString>
#include <QStringList>

#include "core/util/result.h"

namespace drivebench {

/// What to do when other processes' open files cannot be seen (not root): the write is refused
/// unless the user said, knowing that, to go on (--allow-unchecked-use, the window's question).
enum class UncheckedUse { Refuse, Accept };

/// The roots the gate reads (tests pass fixture trees) and the user's answer for unseen processes.
struct DestructiveCheck
{
    DestructiveCheck() = default;
    DestructiveCheck(QString sys, QString proc, QString dev = QStringLiteral("/dev"),
                     UncheckedUse unchecked = UncheckedUse::Refuse)
        : sysRoot(std::move(sys)), procRoot(std::move(proc)), devRoot(std::move(dev)), uncheckedUse(unchecked)
    {
    }

    QString sysRoot = QStringLiteral("/sys");
    QString procRoot = QStringLiteral("/proc");
    QString devRoot = QStringLiteral("/dev");
    UncheckedUse uncheckedUse = UncheckedUse::Refuse;
    /// Processes (by command) that only pass a descriptor on and close their copy: when they
    /// are the only holders the scan is repeated for up to a second before it refuses (UDisks2's
    /// check after the open: udisksd and the bus daemon hand the descriptor over).
    QStringList transitCommands;
};

/// The one gate before any raw write to a device: refuses when the device is "in use"
/// (docs/drives.md), that is when it or any of its partitions
///  - is mounted (matched by st_dev and by source device: btrfs members, ZFS pools, bcachefs,
///    through dm/md/LUKS/LVM holders), is swap, or holds the running system (also on btrfs, LVM
///    and LUKS roots);
///  - is held by a device stacked on it (sysfs holders: dm, md, LUKS, LVM, bcache);
///  - is the backing file of a loop device (compared by device number);
///  - is open in another process (the /proc/*/fd scan; a partition target also counts its whole
///    disk, for the loop and process checks, since writing the partition changes the disk);
/// and when whether it is cannot be told: mountinfo unreadable, a mounted ZFS/bcachefs
/// filesystem whose devices cannot be told, or other processes' open files unreadable (unless
/// uncheckedUse is Accept). The error names the cause (the mount point, the holder, the loop
/// device, the pid and command) and the fix.
Result<void> checkDestructiveAllowed(const QString &devicePath, const DestructiveCheck &check);
/// The same with these roots and UncheckedUse::Refuse.
Result<void> checkDestructiveAllowed(const QString &devicePath, const QString &sysRoot, const QString &procRoot,
                                     const QString &devRoot = QStringLiteral("/dev"));

/// The gate for a character device that reaches a drive around its block device (NVMe's generic
/// /dev/NAME, which the io_uring_cmd engine writes through), after the drive's block device has
/// passed checkDestructiveAllowed: refuses when another process holds the node open or mapped
/// (the /proc scan, compared by type and number), or when that cannot be seen (unless
/// uncheckedUse is Accept). The error names the pid and command and the fix.
Result<void> checkCharacterDeviceUnused(const QString &name, dev_t devnum, const DestructiveCheck &check);

/// True for the refusal that only says other processes could not be seen: the one a user may
/// override (the window asks; the command line takes --allow-unchecked-use).
bool isUncheckedUseRefusal(const Error &error);

} // namespace drivebench
