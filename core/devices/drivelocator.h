// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which drive holds a path: a directory or file (through the mount table) or a device node.
// The GUI and the engine use it to name the drive a test runs on.

#include <QString>
#include <QStringList>

#include "core/util/result.h"

namespace drivebench {

/// Where a path lives, from the file system down to the whole disks.
struct DriveLocation
{
    QString blockDevice;  ///< kernel name of the device holding the path directly: "dm-0", "sda1"
    QString drive;        ///< the whole disk: "nvme0n1" (the first one when stacked over several)
    QString partition;    ///< the partition on that disk, empty for a whole disk
    QStringList disks;    ///< every whole disk underneath (an md mirror has two)
    QStringList stack;    ///< from blockDevice down: "dm-0", "nvme0n1p2"
    QString mountPoint;   ///< for a file or directory: the mount holding it
    QString filesystem;   ///< its file system type, e.g. "ext4"
};

/// Maps a directory, file or device node to its drive. Roots as for SysfsScanner ("/sys",
/// "/proc"); an error names the cause (tmpfs, network file system, no such device) and the fix.
Result<DriveLocation> locateDrive(const QString &path, const QString &sysRoot, const QString &procRoot);

/// The kernel name of a device node: via its device number in <sysRoot>/dev/block, else its
/// (symlink-resolved) file name. Empty when path exists and is not a block device.
QString blockDeviceName(const QString &devicePath, const QString &sysRoot);

} // namespace drivebench
