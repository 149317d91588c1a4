#include "runorigin.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace drivebench {

namespace {

// drive.link is a line ("PCIe 4.0 x4") in older results and the drive model's LinkInfo object
// (drivejson.cpp: current, max, degraded) in newer ones.
QString linkText(const QJsonValue &link)
{
    if (link.isString())
        return link.toString();
    const QJsonObject o = link.toObject();
    const QString current = o.value(QStringLiteral("current")).toString();
    const QString max = o.value(QStringLiteral("max")).toString();
    if (current.isEmpty())
        return max;
    if (!max.isEmpty() && max != current)
        return QStringLiteral("%1 (max %2)").arg(current, max);
    return current;
}

} // namespace

RunOrigin runOrigin(const RunResult &run)
{
    RunOrigin o;
    const QString model = run.drive.value(QStringLiteral("model")).toString().trimmed();
    const QString serial = run.drive.value(QStringLiteral("serial")).toString().trimmed();
    o.drive = serial.isEmpty() || model.isEmpty() ? model + serial : QStringLiteral("%1 (%2)").arg(model, serial);
    o.link = linkText(run.drive.value(QStringLiteral("link")));
    o.filesystem = run.target.filesystem;
    o.rawDevice = run.target.kind == QLatin1String("device");
    o.machine = !run.host.isEmpty() ? run.host : run.settings.value(QStringLiteral("host")).toString();
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
