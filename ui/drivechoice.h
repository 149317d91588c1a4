// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which drives the window lists first and opens on, and how it names them (issue 51 #5, #6).
//
// Rules:
// - A virtual device is a zram device, or a loop device that is read-only (a snap) or has no
//   file system mounted from it. The list hides them unless "Show virtual devices" is on, and
//   lists them after the real drives when it is.
// - A drive's title is its model; a loop device's is its backing file's name (three images in
//   one folder are three rows), and the file's folder follows the kernel name. The main mount
//   point ("/" where the drive holds it, else the first) ends the line.
// - First start (no saved drive): the drive holding the user's home directory, with the home
//   directory as the target, as KDiskMark does; else the drive holding "/" (CrystalDiskMark's
//   system drive); else the first real drive; never a virtual device while a real one is listed.

#include <vector>

#include <QString>

#include "core/devices/drive.h"

namespace drivebench::ui {

bool isVirtualDrive(const Drive &drive);

/// "Samsung SSD 980 PRO 1TB (nvme0n1) · /", "bench-a.img (loop0, /srv/images) · /mnt/a".
QString driveListTitle(const Drive &drive);

/// The drives in list order: the real ones as given, then loop devices in use, then the virtual
/// ones (left out unless showVirtual).
std::vector<Drive> orderedDrives(const std::vector<Drive> &drives, bool showVirtual);

struct StartChoice
{
    QString drive;     ///< kernel name, "" when no drive is listed
    /// The target: the home directory when it lies on that drive and exists, else the mount
    /// holding "/" when that is the drive, else "" (the drive's own first target).
    QString directory;
};

/// What the window opens on when nothing is saved. home: the user's home directory (the
/// window passes QDir::homePath()); sysRoot/procRoot as for locateDrive().
StartChoice firstStartChoice(const std::vector<Drive> &drives, const QString &home, const QString &sysRoot,
                             const QString &procRoot);

} // namespace drivebench::ui
