#include "runorigin.h"

#include <QJsonObject>

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

} // namespace drivebench
