// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results/testcurves.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "core/results/runresult.h"
#include "core/results/workloadfiguresjson.h"

namespace drivebench {

namespace {

// Fields that name the horizontal axis, most specific first.
const char *const kXFields[] = {"offset_pct", "position_pct", "offset_bytes", "position_bytes",
    "block_bytes", "block_size", "block_size_bytes", "written_bytes", "bytes_written", "time_s",
    "elapsed_s", "compressibility_pct", "threads", "queue_depth", "stroke_pct", "distance_bytes", "idle_ms", "x"};

// A y field is a rate or a time: counts, steps and sizes are table material, not curves.
bool isCurveValue(const QString &field)
{
    static const char *const kSuffixes[] = {"_bytes_per_s", "_us", "_ms", "_iops", "iops", "ops_per_s", "y"};
    for (const char *suffix : kSuffixes) {
        if (field.endsWith(QLatin1String(suffix)))
            return true;
    }
    return false;
}

struct Axis
{
    QString label; ///< "offset (MiB)", "read (MB/s)", "latency (ms)"
    QString what;  ///< the label without its unit: "offset", "read", "latency"; "" for a plain rate
    QString unit;  ///< "MiB", "MB/s", "ms"
    double scale = 1;
};

QString words(QString field)
{
    return field.replace(QLatin1Char('_'), QLatin1Char(' ')).trimmed();
}

Axis withUnit(const QString &what, const QString &unit, double scale)
{
    return {what.isEmpty() ? unit : unit.isEmpty() ? what : QStringLiteral("%1 (%2)").arg(what, unit), what, unit, scale};
}

// Turns a field name into an axis label and a factor (B/s → MB/s, bytes → the unit that fits
// largest, µs → ms when largest reaches 1 ms). largest: the field's largest magnitude.
Axis axisFor(const QString &field, double largest)
{
    if (field.endsWith(QLatin1String("_bytes_per_s"))) {
        const QString what = words(field.chopped(12));
        const bool plain = what.isEmpty() || what == QLatin1String("bandwidth");
        return withUnit(plain ? QString() : what, QStringLiteral("MB/s"), 1e-6);
    }
    if (field == QLatin1String("block_size") || field == QLatin1String("block_size_bytes")
        || field == QLatin1String("block_bytes"))
        return withUnit(QStringLiteral("block size"), QStringLiteral("KiB"), 1.0 / 1024);
    if (field.endsWith(QLatin1String("_bytes"))) {
        static constexpr struct { double one; const char *unit; } kUnits[] = {
            {1099511627776.0, "TiB"}, {1073741824.0, "GiB"}, {1048576.0, "MiB"}, {1024.0, "KiB"}};
        for (const auto &u : kUnits) {
            if (largest >= u.one)
                return withUnit(words(field.chopped(6)), QLatin1String(u.unit), 1.0 / u.one);
        }
        return withUnit(words(field.chopped(6)), QStringLiteral("B"), 1);
    }
    if (field.endsWith(QLatin1String("_pct")))
        return withUnit(words(field.chopped(4)), QStringLiteral("%"), 1);
    if (field.endsWith(QLatin1String("_us")))
        return largest >= 1000 ? withUnit(words(field.chopped(3)), QStringLiteral("ms"), 1e-3)
                               : withUnit(words(field.chopped(3)), QStringLiteral("µs"), 1);
    if (field.endsWith(QLatin1String("_ms")))
        return withUnit(words(field.chopped(3)), QStringLiteral("ms"), 1);
    if (field.endsWith(QLatin1String("_iops")) || field == QLatin1String("iops"))
        return withUnit(words(field.chopped(field.size() > 4 ? 5 : 4)), QStringLiteral("IOPS"), 1);
    if (field.endsWith(QLatin1String("ops_per_s")))
        return withUnit(words(field.chopped(9)), QStringLiteral("ops/s"), 1);
    if (field.endsWith(QLatin1String("_s")))
        return withUnit(words(field.chopped(2)), QStringLiteral("s"), 1);
    return withUnit(words(field), QString(), 1);
}

// Which array of points a key names.
CurveSet setOf(const QString &key)
{
    if (key == QLatin1String("surface"))
        return CurveSet::SurfaceRate;
    if (key == QLatin1String("access_scatter"))
        return CurveSet::AccessTimes;
    if (key == QLatin1String("per_second") || key == QLatin1String("per_tenth"))
        return CurveSet::WriteRate;
    if (key == QLatin1String("sweep"))
        return CurveSet::Sweep;
    return CurveSet::Other;
}

// The name of an array of points, for people (a legend, a title), in English (the window words
// the named sets in its language).
QString titleOf(const QString &key)
{
    switch (setOf(key)) {
    case CurveSet::SurfaceRate: return QStringLiteral("transfer rate");
    case CurveSet::AccessTimes: return QStringLiteral("access time");
    case CurveSet::WriteRate: return QStringLiteral("write rate");
    case CurveSet::Sweep: return QStringLiteral("transfer rate by block size");
    case CurveSet::Other: break;
    }
    // The capacity check's "write_curve" and "read_curve": "write rate", "read rate".
    if (key == QLatin1String("write_curve") || key == QLatin1String("read_curve"))
        return words(key.chopped(6)) + QStringLiteral(" rate");
    QString name = key;
    name.remove(QStringLiteral("_curve"));
    return words(name);
}

CurveSeries series(const QString &name, const QString &xLabel, const QString &yLabel, const QString &title,
                   const QString &yUnit, double xScale, const QString &xField, const QString &yField, double yScale)
{
    CurveSeries c;
    c.name = name;
    c.xLabel = xLabel;
    c.yLabel = yLabel;
    c.title = title;
    c.yUnit = yUnit;
    c.xScale = xScale;
    c.set = titleOf(name);
    c.xField = xField;
    c.yField = yField;
    c.yScale = yScale;
    c.setKind = setOf(name);
    c.scatter = name.contains(QLatin1String("scatter"));
    c.blockSizeX = xLabel.startsWith(QLatin1String("block size"));
    return c;
}

double largestOf(const QJsonArray &array, const QString &field)
{
    double largest = 0;
    for (const QJsonValue &v : array)
        largest = std::max(largest, std::abs(v.toObject().value(field).toDouble()));
    return largest;
}

// The largest magnitudes of the byte and µs fields over all of an extra's arrays (nested ones
// included): one unit for positions and one for times across the test's curves.
struct Largest
{
    double bytes = 0;
    double us = 0;
};

void scanLargest(const QJsonObject &extra, int depth, Largest &largest)
{
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (it.key() == QLatin1String("error_map"))
            continue; // not a curve (curvesIn)
        if (it.value().isObject() && depth > 0) {
            scanLargest(it.value().toObject(), depth - 1, largest);
            continue;
        }
        if (!it.value().isArray())
            continue;
        for (const QJsonValue &v : it.value().toArray()) {
            const QJsonObject o = v.toObject();
            for (auto f = o.begin(); f != o.end(); ++f) {
                const double m = std::abs(f.value().toDouble());
                if (f.key().startsWith(QLatin1String("block")))
                    continue; // a sweep's block sizes have their own axis (KiB, logarithmic)
                if (f.key().endsWith(QLatin1String("_bytes")))
                    largest.bytes = std::max(largest.bytes, m);
                else if (f.key().endsWith(QLatin1String("_us")))
                    largest.us = std::max(largest.us, m);
            }
        }
    }
}

double largestFor(const QString &field, const QJsonArray &array, const Largest &largest)
{
    if (field.endsWith(QLatin1String("_bytes")) && largest.bytes > 0)
        return largest.bytes;
    if (field.endsWith(QLatin1String("_us")) && largest.us > 0)
        return largest.us;
    return largestOf(array, field);
}

void fromObjects(const QString &name, const QJsonArray &array, const Largest &largest, std::vector<CurveSeries> &out)
{
    const QJsonObject first = array.first().toObject();
    QString xField;
    for (const char *candidate : kXFields) {
        if (first.value(QLatin1String(candidate)).isDouble()) {
            xField = QLatin1String(candidate);
            break;
        }
    }
    if (xField.isEmpty())
        return;
    const Axis xAxis = axisFor(xField, largestFor(xField, array, largest));
    QStringList yFields;
    for (auto it = first.begin(); it != first.end(); ++it) {
        if (it.key() != xField && it.value().isDouble() && isCurveValue(it.key()))
            yFields << it.key();
    }
    for (const QString &field : std::as_const(yFields)) {
        const Axis yAxis = axisFor(field, largestFor(field, array, largest));
        CurveSeries c = series(name, xAxis.label, yAxis.label, {}, yAxis.unit, xAxis.scale, xField, field, yAxis.scale);
        // One figure per point: the array's name says what it is ("transfer rate"); several (a
        // sweep's read and write MB/s and IOPS): each figure's own label.
        c.title = yFields.size() == 1 || yAxis.what.isEmpty() ? titleOf(name) : yAxis.label;
        for (const QJsonValue &v : array) {
            const QJsonObject o = v.toObject();
            if (!o.value(xField).isDouble() || !o.value(field).isDouble())
                continue;
            c.x << o.value(xField).toDouble() * xAxis.scale;
            c.y << o.value(field).toDouble() * yAxis.scale;
        }
        if (c.x.size() >= 2)
            out.push_back(std::move(c));
    }
}

std::vector<CurveSeries> curvesIn(const QJsonObject &extra, int depth, const Largest &largest);

} // namespace

std::vector<CurveSeries> testCurves(const TestResult &test)
{
    // One level of nesting: the capacity check's verdict holds its write and read curves.
    constexpr int depth = 1;
    // The figures in their stored shapes: the curves are found by field names (kXFields,
    // isCurveValue), the same for a run's own figures, a stored one and another form's curves.
    const QJsonObject extra = workloadFiguresJson(test.figures);
    Largest largest;
    scanLargest(extra, depth, largest);
    std::vector<CurveSeries> curves = curvesIn(extra, depth, largest);
    // Rates first (the transfer rate on the left axis, as HD Tune draws it; the first curve a
    // comparison draws), times and counts after.
    std::stable_partition(curves.begin(), curves.end(), [](const CurveSeries &c) { return c.yUnit == QLatin1String("MB/s"); });
    return curves;
}

CurveSeries inUnitsOf(const CurveSeries &curve, const CurveSeries &like)
{
    CurveSeries c = curve;
    const double fx = curve.xScale != 0 ? like.xScale / curve.xScale : 1;
    const double fy = curve.yScale != 0 ? like.yScale / curve.yScale : 1;
    for (double &x : c.x)
        x *= fx;
    for (double &y : c.y)
        y *= fy;
    c.xScale = like.xScale;
    c.yScale = like.yScale;
    c.xLabel = like.xLabel;
    c.yLabel = like.yLabel;
    c.yUnit = like.yUnit;
    return c;
}

namespace {

std::vector<CurveSeries> curvesIn(const QJsonObject &extra, int depth, const Largest &largest)
{
    std::vector<CurveSeries> curves;
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        const QString name = it.key();
        // The surface scan's error map is a map of squares of its own (SurfaceMapView), not a curve.
        if (name == QLatin1String("error_map"))
            continue;
        // The cache test's write rate per tenth of a second replaces its per-second one.
        if (name == QLatin1String("per_second") && extra.value(QLatin1String("per_tenth")).toArray().size() >= 2)
            continue;
        if (it.value().isArray()) {
            const QJsonArray array = it.value().toArray();
            if (array.size() < 2)
                continue;
            if (array.first().isObject()) {
                fromObjects(name, array, largest, curves);
            } else if (array.first().isArray()) {
                CurveSeries c = series(name, QStringLiteral("x"), name, titleOf(name), {}, 1, QStringLiteral("x"), name, 1);
                for (const QJsonValue &v : array) {
                    const QJsonArray pair = v.toArray();
                    if (pair.size() >= 2 && pair.at(0).isDouble() && pair.at(1).isDouble()) {
                        c.x << pair.at(0).toDouble();
                        c.y << pair.at(1).toDouble();
                    }
                }
                if (c.x.size() >= 2)
                    curves.push_back(std::move(c));
            }
        } else if (it.value().isObject()) {
            if (name == QLatin1String("cache"))
                continue; // the cache test's figures: its card, not curves (its curve is per_second)
            const QJsonObject o = it.value().toObject();
            const QJsonArray xs = o.value(QLatin1String("x")).toArray();
            const QJsonArray ys = o.value(QLatin1String("y")).toArray();
            if (!o.contains(QLatin1String("x")) && depth > 0) {
                // A nested object (the capacity check's verdict): its own curves.
                std::vector<CurveSeries> inner = curvesIn(o, depth - 1, largest);
                std::move(inner.begin(), inner.end(), std::back_inserter(curves));
                continue;
            }
            if (xs.size() < 2 || xs.size() != ys.size())
                continue;
            CurveSeries c = series(name, o.value(QLatin1String("x_label")).toString(QStringLiteral("x")),
                                   o.value(QLatin1String("y_label")).toString(name), titleOf(name),
                                   o.value(QLatin1String("y_label")).toString(), 1,
                                   o.value(QLatin1String("x_label")).toString(),
                                   o.value(QLatin1String("y_label")).toString(name), 1);
            for (int i = 0; i < xs.size(); ++i) {
                if (xs.at(i).isDouble() && ys.at(i).isDouble()) {
                    c.x << xs.at(i).toDouble();
                    c.y << ys.at(i).toDouble();
                }
            }
            if (c.x.size() >= 2)
                curves.push_back(std::move(c));
        }
    }
    return curves;
}

} // namespace

} // namespace drivebench
