// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a run was made, in words, for views that set runs from several machines side by side
// (a run imported from someone's screenshot beside one's own): the drive, its link, the file
// system, the machine and the tool version.

#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

struct RunOrigin
{
    QString drive;       ///< "Samsung SSD 980 PRO 1TB (S5GX…)", or "" when the run names none
    QString link;        ///< "PCIe 4.0 x4", "8.0 GT/s x4 (max 16.0 GT/s x4)", "6.0 Gbps", or ""
    QString filesystem;  ///< "ext4", "tmpfs", or "" (see rawDevice)
    bool rawDevice = false; ///< the run was on the block device itself, no file system
    QString machine;     ///< host name, or "" when the run does not say
    QString version;     ///< "DriveBench 0.1.0", "fio fio-3.33"
};

/// The origin of a run from its own fields (drive, target, host, tool).
RunOrigin runOrigin(const RunResult &run);

/// A file system with no drive behind it, for people: "tmpfs (RAM)", "nfs4 (network)",
/// "overlay (container layer)"; any other type as it is.
QString fileSystemText(const QString &fsType);

/// The drive a run measured, as the result panel names it: "model (serial)", or for a target
/// with no drive behind it its file system ("tmpfs (RAM)"); "" when the run names neither.
QString driveName(const RunResult &run);

} // namespace drivebench
