// SPDX-License-Identifier: GPL-3.0-or-later
#include "runorigin.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include "core/results/runfacts.h"

namespace drivebench {

namespace {

QString linkText(const DriveFacts &d)
{
    if (d.linkCurrent.isEmpty())
        return d.linkMax;
    if (!d.linkMax.isEmpty() && d.linkMax != d.linkCurrent)
        return QStringLiteral("%1 (max %2)").arg(d.linkCurrent, d.linkMax);
    return d.linkCurrent;
}

} // namespace

RunOrigin runOrigin(const RunResult &run)
{
    RunOrigin o;
    const DriveFacts drive = driveFactsOf(run);
    o.drive = drive.serial.isEmpty() || drive.model.isEmpty() ? drive.model + drive.serial
                                                              : QStringLiteral("%1 (%2)").arg(drive.model, drive.serial);
    o.link = linkText(drive);
    o.filesystem = run.target.filesystem;
    o.rawDevice = run.target.kind == QLatin1String("device");
    o.machine = !run.host.isEmpty() ? run.host : run.settings.host.value_or(QString());
    o.version = (run.toolName + QLatin1Char(' ') + run.toolVersion).trimmed();
    return o;
}

QString fileSystemText(const QString &fsType)
{
    // Translated in the window's "RunInfo" context, where these words were first shown.
    static const QStringList ram = {QStringLiteral("tmpfs"), QStringLiteral("ramfs"), QStringLiteral("hugetlbfs")};
    static const QStringList network = {QStringLiteral("nfs"), QStringLiteral("nfs4"), QStringLiteral("cifs"),
                                        QStringLiteral("smb3"), QStringLiteral("9p"), QStringLiteral("virtiofs"),
                                        QStringLiteral("ceph"), QStringLiteral("glusterfs")};
    if (ram.contains(fsType))
        return QCoreApplication::translate("RunInfo", "%1 (RAM)").arg(fsType);
    if (network.contains(fsType) || fsType.startsWith(QLatin1String("fuse.sshfs")))
        return QCoreApplication::translate("RunInfo", "%1 (network)").arg(fsType);
    if (fsType == QLatin1String("overlay"))
        return QCoreApplication::translate("RunInfo", "%1 (container layer)").arg(fsType);
    return fsType;
}

QString driveName(const RunResult &run)
{
    const RunOrigin o = runOrigin(run);
    if (!o.drive.isEmpty())
        return o.drive;
    if (!o.filesystem.isEmpty() && run.target.device.isEmpty())
        return fileSystemText(o.filesystem);
    return {};
}

} // namespace drivebench
