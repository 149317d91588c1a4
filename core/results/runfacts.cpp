// SPDX-License-Identifier: GPL-3.0-or-later
#include "runfacts.h"

#include <QJsonArray>
#include <QJsonValue>

namespace drivebench {

namespace {

QJsonValue pick(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    for (const char *k : keys) {
        const QJsonValue v = o.value(QLatin1String(k));
        if (!v.isUndefined() && !v.isNull())
            return v;
    }
    return {};
}

QString text(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    const QJsonValue v = pick(o, keys);
    if (v.isString())
        return v.toString().trimmed();
    if (v.isDouble())
        return QString::number(v.toDouble());
    return {};
}

double number(const QJsonObject &o, std::initializer_list<const char *> keys, double fallback)
{
    const QJsonValue v = pick(o, keys);
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return fallback;
}

} // namespace

DriveFacts driveFactsOf(const QJsonObject &drive)
{
    DriveFacts d;
    d.model = text(drive, {"model", "name"});
    d.serial = text(drive, {"serial"});
    d.firmware = text(drive, {"firmware", "firmware_revision", "revision"});
    const QJsonValue link = drive.value(QLatin1String("link"));
    if (link.isString()) {
        d.linkCurrent = link.toString().trimmed();
    } else {
        const QJsonObject o = link.toObject();
        d.linkCurrent = text(o, {"current", "current_text", "text"});
        d.linkMax = text(o, {"max", "max_text", "maximum"});
        d.linkDegraded = o.value(QLatin1String("degraded")).toBool();
    }
    if (d.linkCurrent.isEmpty())
        d.linkCurrent = text(drive, {"link_current", "link_speed"});
    if (d.linkMax.isEmpty())
        d.linkMax = text(drive, {"link_max"});
    d.linkDegraded = d.linkDegraded || drive.value(QLatin1String("link_degraded")).toBool();
    return d;
}

RunSettingsFacts runSettingsOf(const RunResult &run)
{
    const QJsonObject &s = run.settings;
    RunSettingsFacts f;
    f.profile = text(s, {"profile"});
    f.passes = int(number(s, {"passes"}, 0));
    f.durationS = number(s, {"duration_s"}, -1);
    f.warmupS = number(s, {"warmup_s"}, -1);
    f.intervalS = number(s, {"interval_s"}, -1);
    f.testFileBytes = number(s, {"test_file_bytes"}, -1);
    if (s.value(QLatin1String("until_steady")).toBool())
        f.steadyMaxRounds = int(number(s, {"steady_max_rounds"}, 0));
    f.data = text(s, {"data"});
    f.cpusPinned = text(s, {"cpu_affinity"}) == QLatin1String("spread");
    for (const QJsonValue &v : s.value(QLatin1String("cpus")).toArray())
        f.cpus << v.toInt();
    return f;
}

} // namespace drivebench
