#pragma once

// The gate in front of every destructive (write) test on a raw device.

#include <QString>

#include "core/util/result.h"

namespace drivebench {

/// Refuses when the device or any of its partitions is mounted (matched by st_dev and by source
/// device: btrfs members, ZFS pools, bcachefs, through dm/md/LUKS/LVM holders), is swap, is held
/// by dm/md/LUKS, or holds the running system (also on btrfs, LVM and LUKS roots); when mountinfo
/// cannot be read, or a mounted ZFS/bcachefs filesystem's devices cannot be told, every write is
/// refused. The error names the cause and the fix. Roots: "/sys", "/proc", "/dev".
Result<void> checkDestructiveAllowed(const QString &devicePath, const QString &sysRoot, const QString &procRoot,
                                     const QString &devRoot = QStringLiteral("/dev"));

} // namespace drivebench
