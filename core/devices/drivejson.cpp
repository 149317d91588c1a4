// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivejson.h"

#include "core/devices/ataidentify.h"
#include "core/devices/nvmeidentify.h"

namespace drivebench {

namespace {

QJsonValue textOrNull(const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); }
QJsonValue positiveOrNull(double v) { return v > 0 ? QJsonValue(v) : QJsonValue(); }

} // namespace

QJsonObject toJson(const LinkInfo &link)
{
    QJsonObject o{
        {QStringLiteral("kind"), textOrNull(link.kind)},
        {QStringLiteral("current"), textOrNull(link.current)},
        {QStringLiteral("max"), textOrNull(link.max)},
        {QStringLiteral("degraded"), link.degraded},
    };
    if (link.kind == QLatin1String("sata")) {
        o.insert(QStringLiteral("current_gbps"), positiveOrNull(link.currentGbps));
        o.insert(QStringLiteral("max_gbps"), positiveOrNull(link.maxGbps));
        o.insert(QStringLiteral("drive_max_gbps"), positiveOrNull(link.driveMaxGbps));
        o.insert(QStringLiteral("port_limit_gbps"), positiveOrNull(link.portLimitGbps));
    } else if (link.kind == QLatin1String("pcie")) {
        o.insert(QStringLiteral("current_gts"), positiveOrNull(link.currentGts));
        o.insert(QStringLiteral("current_width"), positiveOrNull(link.currentWidth));
        o.insert(QStringLiteral("max_gts"), positiveOrNull(link.maxGts));
        o.insert(QStringLiteral("max_width"), positiveOrNull(link.maxWidth));
        o.insert(QStringLiteral("port_current_gts"), positiveOrNull(link.portCurrentGts));
        o.insert(QStringLiteral("port_current_width"), positiveOrNull(link.portCurrentWidth));
        o.insert(QStringLiteral("port_max_gts"), positiveOrNull(link.portMaxGts));
        o.insert(QStringLiteral("port_max_width"), positiveOrNull(link.portMaxWidth));
    }
    return o;
}

QJsonObject toJson(const Partition &p)
{
    return QJsonObject{
        {QStringLiteral("name"), p.name},
        {QStringLiteral("path"), p.path},
        {QStringLiteral("number"), p.number},
        {QStringLiteral("start_bytes"), double(p.startBytes)},
        {QStringLiteral("size_bytes"), double(p.sizeBytes)},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(p.mountpoints)},
        {QStringLiteral("filesystem"), textOrNull(p.filesystem)},
        {QStringLiteral("holders"), QJsonArray::fromStringList(p.holders)},
        {QStringLiteral("swap"), p.swap},
    };
}

QJsonObject identifyJson(const Drive &d)
{
    QJsonObject o;
    if (d.nvmeController) {
        o = toJson(*d.nvmeController);
        o.insert(QStringLiteral("type"), QStringLiteral("nvme"));
        if (d.nvmeNamespace)
            o.insert(QStringLiteral("namespace"), toJson(*d.nvmeNamespace));
    } else if (d.ataIdentify) {
        o = toJson(*d.ataIdentify);
        o.insert(QStringLiteral("type"), QStringLiteral("ata"));
    }
    return o;
}

std::vector<IdentifyField> identifyFields(const Drive &d)
{
    std::vector<IdentifyField> fields;
    const QJsonObject o = identifyJson(d);
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isString())
            fields.push_back({it.key(), v.toString()});
        else if (v.isDouble())
            fields.push_back({it.key(), v.toDouble()});
        else if (v.isBool())
            fields.push_back({it.key(), v.toBool()});
    }
    return fields;
}

QJsonObject toJson(const Drive &d)
{
    QJsonArray partitions;
    for (const Partition &p : d.partitions)
        partitions.append(toJson(p));
    QJsonObject o{
        {QStringLiteral("name"), d.name},
        {QStringLiteral("path"), d.path},
        {QStringLiteral("transport"), transportName(d.transport)},
        {QStringLiteral("bridge"), textOrNull(d.bridge)},
        {QStringLiteral("vendor"), textOrNull(d.vendor)},
        {QStringLiteral("model"), d.model},
        {QStringLiteral("serial"), d.serial},
        {QStringLiteral("firmware"), d.firmware},
        {QStringLiteral("identity_source"), d.identitySource},
        {QStringLiteral("controller"), textOrNull(d.controller)},
        {QStringLiteral("generic_path"), textOrNull(d.genericPath)},
        // JSON numbers are doubles: exact up to 2^53 bytes (8 PiB), enough for any disk.
        {QStringLiteral("capacity_bytes"), double(d.capacityBytes)},
        {QStringLiteral("logical_block_size"), double(d.logicalBlockSize)},
        {QStringLiteral("physical_block_size"), double(d.physicalBlockSize)},
        {QStringLiteral("rotational"), d.rotational},
        {QStringLiteral("removable"), d.removable},
        {QStringLiteral("read_only"), d.readOnly},
        {QStringLiteral("discard"), d.discard},
        {QStringLiteral("system_disk"), d.systemDisk},
        {QStringLiteral("swap"), d.swap},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(d.mountpoints)},
        {QStringLiteral("filesystem"), textOrNull(d.filesystem)},
        {QStringLiteral("holders"), QJsonArray::fromStringList(d.holders)},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("link"), toJson(d.link)},
        {QStringLiteral("identify"), d.identifyRead() ? QJsonValue(identifyJson(d)) : QJsonValue()},
        {QStringLiteral("identify_error"), textOrNull(d.identifyError)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(d.warnings)},
    };
    // Only where known, so trees without hwmon print what they printed before.
    if (d.temperatureC) {
        o.insert(QStringLiteral("temperature_c"), *d.temperatureC);
        if (d.temperatureWarnC)
            o.insert(QStringLiteral("temperature_warning_c"), *d.temperatureWarnC);
        if (d.temperatureCritC)
            o.insert(QStringLiteral("temperature_critical_c"), *d.temperatureCritC);
    }
    if (d.health)
        o.insert(QStringLiteral("health"), d.health->toJson());
    if (!d.wwn.isEmpty()) // the drive's identity for its history (core/results/driveidentity.h)
        o.insert(QStringLiteral("wwn"), d.wwn);
    return o;
}

QJsonArray toJson(const std::vector<Drive> &drives)
{
    QJsonArray array;
    for (const Drive &d : drives)
        array.append(toJson(d));
    return array;
}

} // namespace drivebench
