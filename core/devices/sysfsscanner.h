// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drive discovery from sysfs, /proc/self/mountinfo and /proc/swaps: no privileges needed.
// The roots are constructor arguments so tests run on fixture trees (tests/fixtures/sysfs/).

#include <vector>

#include <QString>

#include "core/devices/drive.h"
#include "core/util/result.h"

namespace drivebench {

class MountTable;

/// Lists every whole disk with partitions, users (mounts, swap, holders), link speed and the
/// identify data that sysfs exposes to everyone (libata's ata_device/devN.M/id).
class SysfsScanner
{
public:
    /// Roots of sysfs, device nodes and procfs: "/sys", "/dev", "/proc" on a live system.
    SysfsScanner(QString sysRoot, QString devRoot, QString procRoot);

    /// Every whole disk, sorted by name; an error only when sysRoot/block cannot be read.
    Result<std::vector<Drive>> scan() const;

    const QString &sysRoot() const { return m_sysRoot; }
    const QString &devRoot() const { return m_devRoot; }
    const QString &procRoot() const { return m_procRoot; }

private:
    Drive scanDisk(const QString &name, const MountTable &mounts) const;
    void readIdentity(Drive &drive, const QString &blockDir, const QString &devicePath) const;
    void readAtaLink(Drive &drive, const QString &devicePath) const;
    void readPcieLink(Drive &drive, const QString &controllerDir) const;
    void readByIdFallback(Drive &drive) const;

    QString m_sysRoot;
    QString m_devRoot;
    QString m_procRoot;
};

/// The transport of a block device from its kernel name and its canonical sysfs path.
Transport transportFromSysfsPath(const QString &name, const QString &canonicalPath);

} // namespace drivebench
