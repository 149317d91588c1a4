// SPDX-License-Identifier: GPL-3.0-or-later
#include "runrecordjson.h"

#include <cmath>
#include <limits>

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

/// Reads an object's keys into typed fields; what does not fit a field stays for `other`.
class Reader
{
public:
    explicit Reader(QJsonObject o) : m_rest(std::move(o)) {}

    void text(const char *key, std::optional<QString> &field)
    {
        if (const QJsonValue v = m_rest.value(QLatin1String(key)); v.isString()) {
            field = v.toString();
            take(key);
        }
    }
    void textOrNull(const char *key, std::optional<NullOr<QString>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (v.isString())
            field = NullOr<QString>(v.toString());
        else if (v.isNull())
            field = NullOr<QString>();
        else
            return;
        take(key);
    }
    void number(const char *key, std::optional<double> &field)
    {
        if (const QJsonValue v = m_rest.value(QLatin1String(key)); v.isDouble()) {
            field = v.toDouble();
            take(key);
        }
    }
    void numberOrNull(const char *key, std::optional<NullOr<double>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (v.isDouble())
            field = NullOr<double>(v.toDouble());
        else if (v.isNull())
            field = NullOr<double>();
        else
            return;
        take(key);
    }
    void integer(const char *key, std::optional<int> &field)
    {
        if (const auto n = wholeNumber(m_rest.value(QLatin1String(key)))) {
            field = *n;
            take(key);
        }
    }
    void integerOrNull(const char *key, std::optional<NullOr<int>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (const auto n = wholeNumber(v))
            field = NullOr<int>(*n);
        else if (v.isNull())
            field = NullOr<int>();
        else
            return;
        take(key);
    }
    void boolean(const char *key, std::optional<bool> &field)
    {
        if (const QJsonValue v = m_rest.value(QLatin1String(key)); v.isBool()) {
            field = v.toBool();
            take(key);
        }
    }
    void texts(const char *key, std::optional<QStringList> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (!v.isArray())
            return;
        QStringList list;
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString())
                return;
            list << e.toString();
        }
        field = list;
        take(key);
    }
    void integers(const char *key, std::optional<std::vector<int>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (!v.isArray())
            return;
        std::vector<int> list;
        for (const QJsonValue &e : v.toArray()) {
            const auto n = wholeNumber(e);
            if (!n)
                return;
            list.push_back(*n);
        }
        field = std::move(list);
        take(key);
    }
    void textPairs(const char *key, std::optional<std::vector<std::pair<QString, QString>>> &field)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (!v.isObject())
            return;
        std::vector<std::pair<QString, QString>> pairs;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isString())
                return;
            pairs.emplace_back(it.key(), it.value().toString());
        }
        field = std::move(pairs);
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
    r.textOrNull("kind", l.kind);
    r.textOrNull("current", l.current);
    r.textOrNull("max", l.max);
    r.boolean("degraded", l.degraded);
    r.numberOrNull("current_gbps", l.currentGbps);
    r.numberOrNull("max_gbps", l.maxGbps);
    r.numberOrNull("drive_max_gbps", l.driveMaxGbps);
    r.numberOrNull("port_limit_gbps", l.portLimitGbps);
    r.numberOrNull("current_gts", l.currentGts);
    r.numberOrNull("current_width", l.currentWidth);
    r.numberOrNull("max_gts", l.maxGts);
    r.numberOrNull("max_width", l.maxWidth);
    r.numberOrNull("port_current_gts", l.portCurrentGts);
    r.numberOrNull("port_current_width", l.portCurrentWidth);
    r.numberOrNull("port_max_gts", l.portMaxGts);
    r.numberOrNull("port_max_width", l.portMaxWidth);
    r.text("current_text", l.currentText);
    r.text("text", l.text);
    r.text("max_text", l.maxText);
    r.text("maximum", l.maximum);
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
    r.text("profile", s.profile);
    r.number("duration_s", s.durationS);
    r.number("warmup_s", s.warmupS);
    r.number("interval_s", s.intervalS);
    r.integer("passes", s.passes);
    r.boolean("until_steady", s.untilSteady);
    r.integerOrNull("steady_max_rounds", s.steadyMaxRounds);
    r.number("test_file_bytes", s.testFileBytes);
    r.text("data", s.data);
    r.integer("mix_read_percent", s.mixReadPercent);
    r.text("engine_requested", s.engineRequested);
    r.text("poll_requested", s.pollRequested);
    r.boolean("buffered", s.buffered);
    r.text("aggregation", s.aggregation);
    r.integer("sample_interval_ms", s.sampleIntervalMs);
    r.integer("worker_nice", s.workerNice);
    r.text("engine_fallback_reason", s.engineFallbackReason);
    r.text("device_access", s.deviceAccess);
    r.text("nvme_generic_device", s.nvmeGenericDevice);
    r.number("alignment_bytes", s.alignmentBytes);
    r.text("alignment_source", s.alignmentSource);
    r.text("submission", s.submission);
    r.integers("completion_cpus", s.completionCpus);
    r.text("buffer_pages", s.bufferPages);
    r.numberOrNull("buffer_huge_asked_bytes", s.bufferHugeAskedBytes);
    r.numberOrNull("buffer_huge_got_bytes", s.bufferHugeGotBytes);
    r.texts("io_uring_features", s.ioUringFeatures);
    r.text("cpu_affinity", s.cpuAffinity);
    r.integers("cpus", s.cpus);
    r.textPairs("fio_global_options", s.fioGlobalOptions);
    r.text("imported_from", s.importedFrom);
    r.text("host", s.host);
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
    r.text("name", d.name);
    r.text("path", d.path);
    r.text("transport", d.transport);
    r.textOrNull("bridge", d.bridge);
    r.textOrNull("vendor", d.vendor);
    r.text("model", d.model);
    r.text("serial", d.serial);
    r.text("firmware", d.firmware);
    r.text("identity_source", d.identitySource);
    r.textOrNull("controller", d.controller);
    r.textOrNull("generic_path", d.genericPath);
    r.number("capacity_bytes", d.capacityBytes);
    r.number("logical_block_size", d.logicalBlockSize);
    r.number("physical_block_size", d.physicalBlockSize);
    r.boolean("rotational", d.rotational);
    r.boolean("removable", d.removable);
    r.boolean("read_only", d.readOnly);
    r.boolean("discard", d.discard);
    r.boolean("system_disk", d.systemDisk);
    r.boolean("swap", d.swap);
    r.texts("mountpoints", d.mountpoints);
    r.textOrNull("filesystem", d.filesystem);
    r.texts("holders", d.holders);
    if (const auto link = r.object("link"))
        d.link = linkFromJson(*link);
    else
        r.text("link", d.linkLine);
    r.textOrNull("identify_error", d.identifyError);
    r.texts("warnings", d.warnings);
    r.number("temperature_c", d.temperatureC);
    r.number("temperature_warning_c", d.temperatureWarningC);
    r.number("temperature_critical_c", d.temperatureCriticalC);
    r.text("wwn", d.wwn);
    r.text("serial_number", d.serialNumber);
    r.text("firmware_revision", d.firmwareRevision);
    r.text("revision", d.revision);
    r.text("link_current", d.linkCurrent);
    r.text("link_speed", d.linkSpeed);
    r.text("link_max", d.linkMax);
    r.boolean("link_degraded", d.linkDegraded);
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
