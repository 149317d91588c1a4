// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivechoice.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFileInfo>

#include "core/devices/drivelocator.h"

namespace drivebench::ui {

namespace {

QStringList allMounts(const Drive &d)
{
    QStringList mounts = d.mountpoints;
    for (const Partition &p : d.partitions)
        mounts << p.mountpoints;
    return mounts;
}

bool listed(const std::vector<Drive> &drives, const QString &name, bool real)
{
    return std::any_of(drives.begin(), drives.end(), [&](const Drive &d) {
        return d.name == name && (!real || !isVirtualDrive(d));
    });
}

} // namespace

bool isVirtualDrive(const Drive &d)
{
    if (d.transport == Transport::Zram)
        return true;
    if (d.transport != Transport::Loop)
        return false;
    return d.readOnly || allMounts(d).isEmpty();
}

QString driveListTitle(const Drive &d)
{
    QString title;
    const QString loopPrefix = QStringLiteral("loop: ");
    if (d.transport == Transport::Loop && d.model.startsWith(loopPrefix)) {
        // The backing file's name first: images side by side in one folder differ there.
        const QFileInfo backing(d.model.mid(loopPrefix.size()));
        title = QCoreApplication::translate("DriveListModel", "%1 (%2, %3)")
                    .arg(backing.fileName(), d.name, backing.path());
    } else {
        title = d.model.isEmpty() ? d.name : QStringLiteral("%1 (%2)").arg(d.model, d.name);
    }
    const QStringList mounts = allMounts(d);
    if (!mounts.isEmpty())
        title += QStringLiteral(" · ") + (mounts.contains(QStringLiteral("/")) ? QStringLiteral("/") : mounts.front());
    return title;
}

std::vector<Drive> orderedDrives(const std::vector<Drive> &drives, bool showVirtual)
{
    // The real drives, then loop devices with a file system in use, then the virtual ones.
    const auto rank = [](const Drive &d) { return isVirtualDrive(d) ? 2 : d.transport == Transport::Loop ? 1 : 0; };
    std::vector<Drive> out;
    for (const Drive &d : drives) {
        if (showVirtual || !isVirtualDrive(d))
            out.push_back(d);
    }
    std::stable_sort(out.begin(), out.end(), [&](const Drive &a, const Drive &b) { return rank(a) < rank(b); });
    return out;
}

StartChoice firstStartChoice(const std::vector<Drive> &drives, const QString &home, const QString &sysRoot,
                             const QString &procRoot)
{
    if (drives.empty())
        return {};
    if (!home.isEmpty() && QFileInfo(home).isDir()) {
        if (const Result<DriveLocation> where = locateDrive(home, sysRoot, procRoot);
            where && listed(drives, where->drive, true))
            return {where->drive, QFileInfo(home).absoluteFilePath()};
    }
    if (const Result<DriveLocation> where = locateDrive(QStringLiteral("/"), sysRoot, procRoot);
        where && listed(drives, where->drive, true))
        return {where->drive, where->mountPoint};
    const auto system = std::find_if(drives.begin(), drives.end(),
                                     [](const Drive &d) { return d.systemDisk && !isVirtualDrive(d); });
    if (system != drives.end())
        return {system->name, {}};
    const std::vector<Drive> ordered = orderedDrives(drives, true);
    return {ordered.front().name, {}};
}

} // namespace drivebench::ui
