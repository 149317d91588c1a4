// SPDX-License-Identifier: GPL-3.0-or-later
#include "runrecordjson.h"

#include <cmath>
#include <limits>
#include <type_traits>

#include <QJsonArray>

#include "core/devices/drivejson.h"
#include "core/results/powersettingsjson.h"
#include "core/results/resultjson.h"

namespace drivebench {

namespace {

std::optional<int> wholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (std::trunc(d) != d || d < std::numeric_limits<int>::min() || d > std::numeric_limits<int>::max())
        return std::nullopt;
    return int(d);
}

std::optional<QString> decode(const QJsonValue &v, std::type_identity<QString>)
{
    return v.isString() ? std::optional<QString>(v.toString()) : std::nullopt;
}
std::optional<double> decode(const QJsonValue &v, std::type_identity<double>)
{
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}
std::optional<int> decode(const QJsonValue &v, std::type_identity<int>) { return wholeNumber(v); }
std::optional<bool> decode(const QJsonValue &v, std::type_identity<bool>)
{
    return v.isBool() ? std::optional<bool>(v.toBool()) : std::nullopt;
}
/// An array whose every element decodes as T.
template <typename List, typename T>
std::optional<List> decodeArray(const QJsonValue &v)
{
    if (!v.isArray())
        return std::nullopt;
    List list;
    for (const QJsonValue &e : v.toArray()) {
        std::optional<T> d = decode(e, std::type_identity<T>());
        if (!d)
            return std::nullopt;
        list.push_back(std::move(*d));
    }
    return list;
}
std::optional<QStringList> decode(const QJsonValue &v, std::type_identity<QStringList>)
{
    return decodeArray<QStringList, QString>(v);
}
std::optional<std::vector<int>> decode(const QJsonValue &v, std::type_identity<std::vector<int>>)
{
    return decodeArray<std::vector<int>, int>(v);
}
/// An object whose every value is a string, as (key, value) pairs.
std::optional<std::vector<std::pair<QString, QString>>> decode(const QJsonValue &v,
                                                               std::type_identity<std::vector<std::pair<QString, QString>>>)
{
    if (!v.isObject())
        return std::nullopt;
    std::vector<std::pair<QString, QString>> pairs;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString())
            return std::nullopt;
        pairs.emplace_back(it.key(), it.value().toString());
    }
    return pairs;
}

/// Reads an object's keys into typed fields; what does not fit a field stays for `other`.
/// get() takes a key whose value decodes as the field's type (and, for a NullOr field, null).
class Reader
{
public:
    explicit Reader(QJsonObject o) : m_rest(std::move(o)) {}

    template <typename T>
    void get(const char *key, std::optional<T> &field)
    {
        if (std::optional<T> v = decode(m_rest.value(QLatin1String(key)), std::type_identity<T>())) {
            field = std::move(v);
            take(key);
        }
    }
    template <typename T>
    void get(const char *key, std::optional<NullOr<T>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (std::optional<T> d = decode(v, std::type_identity<T>()))
            field = NullOr<T>(std::move(*d));
        else if (v.isNull())
            field = NullOr<T>();
        else
            return;
        take(key);
    }
    /// The key's object, taken when it is one.
    std::optional<QJsonObject> object(const char *key)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (!v.isObject())
            return std::nullopt;
        take(key);
        return v.toObject();
    }
    QVariantMap rest() const { return m_rest.toVariantMap(); }

private:
    void take(const char *key) { m_rest.remove(QLatin1String(key)); }
    QJsonObject m_rest;
};

/// Writes typed fields over the keys kept in `other`; an empty field writes no key.
class Writer
{
public:
    explicit Writer(const QVariantMap &other) : m_o(QJsonObject::fromVariantMap(other)) {}

    template <typename T>
    void put(const char *key, const std::optional<T> &field)
    {
        if (field)
            m_o.insert(QLatin1String(key), value(*field));
    }
    void put(const char *key, const QJsonObject &object) { m_o.insert(QLatin1String(key), object); }
    QJsonObject object() const { return m_o; }

private:
    static QJsonValue value(const QString &v) { return v; }
    static QJsonValue value(double v) { return v; }
    static QJsonValue value(int v) { return v; }
    static QJsonValue value(bool v) { return v; }
    static QJsonValue value(const QStringList &v) { return QJsonArray::fromStringList(v); }
    static QJsonValue value(const std::vector<int> &v)
    {
        QJsonArray a;
        for (int n : v)
            a.append(n);
        return a;
    }
    static QJsonValue value(const std::vector<std::pair<QString, QString>> &v)
    {
        QJsonObject o;
        for (const auto &[name, text] : v)
            o.insert(name, text);
        return o;
    }
    template <typename T>
    static QJsonValue value(const NullOr<T> &v)
    {
        return v ? value(*v) : QJsonValue(QJsonValue::Null);
    }
    QJsonObject m_o;
};

QJsonObject linkJson(const DriveLinkRecord &l)
{
    Writer w(l.other);
    w.put("kind", l.kind);
    w.put("current", l.current);
    w.put("max", l.max);
    w.put("degraded", l.degraded);
    w.put("current_gbps", l.currentGbps);
    w.put("max_gbps", l.maxGbps);
    w.put("drive_max_gbps", l.driveMaxGbps);
    w.put("port_limit_gbps", l.portLimitGbps);
    w.put("current_gts", l.currentGts);
    w.put("current_width", l.currentWidth);
    w.put("max_gts", l.maxGts);
    w.put("max_width", l.maxWidth);
    w.put("port_current_gts", l.portCurrentGts);
    w.put("port_current_width", l.portCurrentWidth);
    w.put("port_max_gts", l.portMaxGts);
    w.put("port_max_width", l.portMaxWidth);
    w.put("current_text", l.currentText);
    w.put("text", l.text);
    w.put("max_text", l.maxText);
    w.put("maximum", l.maximum);
    return w.object();
}

DriveLinkRecord linkFromJson(const QJsonObject &o)
{
    DriveLinkRecord l;
    Reader r(o);
    r.get("kind", l.kind);
    r.get("current", l.current);
    r.get("max", l.max);
    r.get("degraded", l.degraded);
    r.get("current_gbps", l.currentGbps);
    r.get("max_gbps", l.maxGbps);
    r.get("drive_max_gbps", l.driveMaxGbps);
    r.get("port_limit_gbps", l.portLimitGbps);
    r.get("current_gts", l.currentGts);
    r.get("current_width", l.currentWidth);
    r.get("max_gts", l.maxGts);
    r.get("max_width", l.maxWidth);
    r.get("port_current_gts", l.portCurrentGts);
    r.get("port_current_width", l.portCurrentWidth);
    r.get("port_max_gts", l.portMaxGts);
    r.get("port_max_width", l.portMaxWidth);
    r.get("current_text", l.currentText);
    r.get("text", l.text);
    r.get("max_text", l.maxText);
    r.get("maximum", l.maximum);
    l.other = r.rest();
    return l;
}

} // namespace

QJsonObject toJson(const RunSettingsRecord &s)
{
    Writer w(s.other);
    w.put("profile", s.profile);
    w.put("duration_s", s.durationS);
    w.put("warmup_s", s.warmupS);
    w.put("interval_s", s.intervalS);
    w.put("passes", s.passes);
    w.put("until_steady", s.untilSteady);
    w.put("steady_max_rounds", s.steadyMaxRounds);
    w.put("test_file_bytes", s.testFileBytes);
    w.put("data", s.data);
    w.put("mix_read_percent", s.mixReadPercent);
    w.put("engine_requested", s.engineRequested);
    w.put("poll_requested", s.pollRequested);
    w.put("buffered", s.buffered);
    w.put("aggregation", s.aggregation);
    w.put("sample_interval_ms", s.sampleIntervalMs);
    w.put("worker_nice", s.workerNice);
    w.put("engine_fallback_reason", s.engineFallbackReason);
    w.put("device_access", s.deviceAccess);
    w.put("nvme_generic_device", s.nvmeGenericDevice);
    w.put("alignment_bytes", s.alignmentBytes);
    w.put("alignment_source", s.alignmentSource);
    w.put("submission", s.submission);
    w.put("completion_cpus", s.completionCpus);
    w.put("buffer_pages", s.bufferPages);
    w.put("buffer_huge_asked_bytes", s.bufferHugeAskedBytes);
    w.put("buffer_huge_got_bytes", s.bufferHugeGotBytes);
    w.put("io_uring_features", s.ioUringFeatures);
    w.put("cpu_affinity", s.cpuAffinity);
    w.put("cpus", s.cpus);
    w.put("fio_global_options", s.fioGlobalOptions);
    w.put("imported_from", s.importedFrom);
    w.put("host", s.host);
    return w.object();
}

RunSettingsRecord settingsFromJson(const QJsonObject &settings, int schemaVersion)
{
    RunSettingsRecord s;
    Reader r(upgradeSettings(settings, schemaVersion));
    r.get("profile", s.profile);
    r.get("duration_s", s.durationS);
    r.get("warmup_s", s.warmupS);
    r.get("interval_s", s.intervalS);
    r.get("passes", s.passes);
    r.get("until_steady", s.untilSteady);
    r.get("steady_max_rounds", s.steadyMaxRounds);
    r.get("test_file_bytes", s.testFileBytes);
    r.get("data", s.data);
    r.get("mix_read_percent", s.mixReadPercent);
    r.get("engine_requested", s.engineRequested);
    r.get("poll_requested", s.pollRequested);
    r.get("buffered", s.buffered);
    r.get("aggregation", s.aggregation);
    r.get("sample_interval_ms", s.sampleIntervalMs);
    r.get("worker_nice", s.workerNice);
    r.get("engine_fallback_reason", s.engineFallbackReason);
    r.get("device_access", s.deviceAccess);
    r.get("nvme_generic_device", s.nvmeGenericDevice);
    r.get("alignment_bytes", s.alignmentBytes);
    r.get("alignment_source", s.alignmentSource);
    r.get("submission", s.submission);
    r.get("completion_cpus", s.completionCpus);
    r.get("buffer_pages", s.bufferPages);
    r.get("buffer_huge_asked_bytes", s.bufferHugeAskedBytes);
    r.get("buffer_huge_got_bytes", s.bufferHugeGotBytes);
    r.get("io_uring_features", s.ioUringFeatures);
    r.get("cpu_affinity", s.cpuAffinity);
    r.get("cpus", s.cpus);
    r.get("fio_global_options", s.fioGlobalOptions);
    r.get("imported_from", s.importedFrom);
    r.get("host", s.host);
    s.other = r.rest();
    return s;
}

QJsonObject toJson(const DriveRecord &d)
{
    Writer w(d.other);
    w.put("name", d.name);
    w.put("path", d.path);
    w.put("transport", d.transport);
    w.put("bridge", d.bridge);
    w.put("vendor", d.vendor);
    w.put("model", d.model);
    w.put("serial", d.serial);
    w.put("firmware", d.firmware);
    w.put("identity_source", d.identitySource);
    w.put("controller", d.controller);
    w.put("generic_path", d.genericPath);
    w.put("capacity_bytes", d.capacityBytes);
    w.put("logical_block_size", d.logicalBlockSize);
    w.put("physical_block_size", d.physicalBlockSize);
    w.put("rotational", d.rotational);
    w.put("removable", d.removable);
    w.put("read_only", d.readOnly);
    w.put("discard", d.discard);
    w.put("system_disk", d.systemDisk);
    w.put("swap", d.swap);
    w.put("mountpoints", d.mountpoints);
    w.put("filesystem", d.filesystem);
    w.put("holders", d.holders);
    if (d.link)
        w.put("link", linkJson(*d.link));
    w.put("link", d.linkLine);
    w.put("identify_error", d.identifyError);
    w.put("warnings", d.warnings);
    w.put("temperature_c", d.temperatureC);
    w.put("temperature_warning_c", d.temperatureWarningC);
    w.put("temperature_critical_c", d.temperatureCriticalC);
    w.put("wwn", d.wwn);
    w.put("serial_number", d.serialNumber);
    w.put("firmware_revision", d.firmwareRevision);
    w.put("revision", d.revision);
    w.put("link_current", d.linkCurrent);
    w.put("link_speed", d.linkSpeed);
    w.put("link_max", d.linkMax);
    w.put("link_degraded", d.linkDegraded);
    return w.object();
}

DriveRecord driveFromJson(const QJsonObject &drive)
{
    DriveRecord d;
    Reader r(drive);
    r.get("name", d.name);
    r.get("path", d.path);
    r.get("transport", d.transport);
    r.get("bridge", d.bridge);
    r.get("vendor", d.vendor);
    r.get("model", d.model);
    r.get("serial", d.serial);
    r.get("firmware", d.firmware);
    r.get("identity_source", d.identitySource);
    r.get("controller", d.controller);
    r.get("generic_path", d.genericPath);
    r.get("capacity_bytes", d.capacityBytes);
    r.get("logical_block_size", d.logicalBlockSize);
    r.get("physical_block_size", d.physicalBlockSize);
    r.get("rotational", d.rotational);
    r.get("removable", d.removable);
    r.get("read_only", d.readOnly);
    r.get("discard", d.discard);
    r.get("system_disk", d.systemDisk);
    r.get("swap", d.swap);
    r.get("mountpoints", d.mountpoints);
    r.get("filesystem", d.filesystem);
    r.get("holders", d.holders);
    if (const auto link = r.object("link"))
        d.link = linkFromJson(*link);
    else
        r.get("link", d.linkLine);
    r.get("identify_error", d.identifyError);
    r.get("warnings", d.warnings);
    r.get("temperature_c", d.temperatureC);
    r.get("temperature_warning_c", d.temperatureWarningC);
    r.get("temperature_critical_c", d.temperatureCriticalC);
    r.get("wwn", d.wwn);
    r.get("serial_number", d.serialNumber);
    r.get("firmware_revision", d.firmwareRevision);
    r.get("revision", d.revision);
    r.get("link_current", d.linkCurrent);
    r.get("link_speed", d.linkSpeed);
    r.get("link_max", d.linkMax);
    r.get("link_degraded", d.linkDegraded);
    d.other = r.rest();
    return d;
}

DriveRecord driveRecordOf(const Drive &drive, const PowerSettings *power)
{
    QJsonObject o = toJson(drive);
    if (power)
        o.insert(QStringLiteral("power"), powerSettingsJson(*power));
    return driveFromJson(o);
}

} // namespace drivebench
