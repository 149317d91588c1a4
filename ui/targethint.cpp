// SPDX-License-Identifier: GPL-3.0-or-later
#include "targethint.h"

#include <QCoreApplication>

#include "core/workloads/profilecatalogue.h"

namespace drivebench::ui {

QString deviceTargetHint(const QString &device, const QString &profile, bool planned)
{
    const ProfileEntry *e = profileEntry(profile);
    const QString title = e ? e->title : profile;
    if (profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) == 0)
        return QCoreApplication::translate("DrivePanel", "%1 on %2: overwrites the whole device with test data and reads it back, erasing everything "
                  "on it. Start asks you to type its name first.").arg(title, device);
    if (e && e->directions == ProfileDirections::ReadsOnly)
        return QCoreApplication::translate("DrivePanel", "Raw device: %1 only reads; nothing on %2 is written.").arg(title, device);
    if (!planned)
        return QCoreApplication::translate("DrivePanel", "Raw device: %1 only writes, which would erase %2; choose a directory on the drive to run "
                  "it.").arg(title, device);
    return QCoreApplication::translate("DrivePanel", "Raw device: %1 runs its read tests only, over the whole drive; its write tests are left out, "
              "as they would erase %2.").arg(title, device);
}

QString remoteDeviceTargetHint(const QString &device, const QString &host, const QString &profile)
{
    const ProfileEntry *e = profileEntry(profile);
    const QString title = e ? e->title : profile;
    return QCoreApplication::translate("DrivePanel", "%1 on %2: %3 runs its read tests only (fio in read-only "
                                                     "mode); DriveBench never writes to a device of another host.")
        .arg(device, host, title);
}

QString directoryTargetHint(const QString &directory, const QString &profile)
{
    if (profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) == 0)
        return QCoreApplication::translate("DrivePanel", "The capacity check fills the free space of the file system holding "
                                                         "%1, less the reserve, with files in a folder of its own, reads them back "
                                                         "and removes them afterwards; Start says how much first.")
            .arg(directory);
    if (profile.compare(QLatin1String("smallfiles"), Qt::CaseInsensitive) == 0)
        return QCoreApplication::translate("DrivePanel", "Small files are created in a folder of their own in %1 and removed "
                                                         "afterwards.")
            .arg(directory);
    return {};
}

} // namespace drivebench::ui
