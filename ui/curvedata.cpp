#include "curvedata.h"

#include <iterator>

#include <QJsonArray>
#include <QStringList>

namespace drivebench::ui {

namespace {

// Fields that name the horizontal axis, most specific first.
const char *const kXFields[] = {"offset_pct", "position_pct", "offset_bytes", "position_bytes",
    "block_bytes", "block_size", "block_size_bytes", "written_bytes", "bytes_written", "time_s",
    "elapsed_s", "compressibility_pct", "threads", "queue_depth", "stroke_pct", "distance_bytes", "x"};

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
    QString label;
    double scale = 1;
};

// Turns a field name into an axis label and a factor (B/s → MB/s, bytes → GB).
Axis axisFor(const QString &field)
{
    QString base = field;
    if (field.endsWith(QLatin1String("_bytes_per_s"))) {
        const QString what = field.chopped(12).replace(QLatin1Char('_'), QLatin1Char(' ')).trimmed();
        const bool plain = what.isEmpty() || what == QLatin1String("bandwidth");
        return {plain ? QStringLiteral("MB/s") : what + QStringLiteral(" (MB/s)"), 1e-6};
    }
    if (field == QLatin1String("block_size") || field == QLatin1String("block_size_bytes")
        || field == QLatin1String("block_bytes"))
        return {QStringLiteral("block size (KiB)"), 1.0 / 1024};
    if (field.endsWith(QLatin1String("_bytes")))
        return {field.chopped(6).replace(QLatin1Char('_'), QLatin1Char(' ')) + QStringLiteral(" (GB)"), 1e-9};
    if (field.endsWith(QLatin1String("_pct")))
        return {field.chopped(4).replace(QLatin1Char('_'), QLatin1Char(' ')) + QStringLiteral(" (%)"), 1};
    if (field.endsWith(QLatin1String("_us")))
        return {field.chopped(3).replace(QLatin1Char('_'), QLatin1Char(' ')) + QStringLiteral(" (µs)"), 1};
    if (field.endsWith(QLatin1String("_ms")))
        return {field.chopped(3).replace(QLatin1Char('_'), QLatin1Char(' ')) + QStringLiteral(" (ms)"), 1};
    if (field.endsWith(QLatin1String("_s")))
        return {field.chopped(2).replace(QLatin1Char('_'), QLatin1Char(' ')) + QStringLiteral(" (s)"), 1};
    base.replace(QLatin1Char('_'), QLatin1Char(' '));
    return {base, 1};
}

void fromObjects(const QString &name, const QJsonArray &array, std::vector<Curve> &out)
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
    const Axis xAxis = axisFor(xField);
    for (auto it = first.begin(); it != first.end(); ++it) {
        if (it.key() == xField || !it.value().isDouble() || !isCurveValue(it.key()))
            continue;
        const Axis yAxis = axisFor(it.key());
        Curve c{name, xAxis.label, yAxis.label, {}, {}};
        for (const QJsonValue &v : array) {
            const QJsonObject o = v.toObject();
            if (!o.value(xField).isDouble() || !o.value(it.key()).isDouble())
                continue;
            c.x << o.value(xField).toDouble() * xAxis.scale;
            c.y << o.value(it.key()).toDouble() * yAxis.scale;
        }
        if (c.x.size() >= 2)
            out.push_back(std::move(c));
    }
}

} // namespace

std::vector<Curve> curvesFromExtra(const QJsonObject &extra)
{
    return curvesFromExtra(extra, 1);
}

std::vector<Curve> curvesFromExtra(const QJsonObject &extra, int depth)
{
    std::vector<Curve> curves;
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        const QString name = it.key();
        if (it.value().isArray()) {
            const QJsonArray array = it.value().toArray();
            if (array.size() < 2)
                continue;
            if (array.first().isObject()) {
                fromObjects(name, array, curves);
            } else if (array.first().isArray()) {
                Curve c{name, QStringLiteral("x"), name, {}, {}};
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
            const QJsonObject o = it.value().toObject();
            const QJsonArray xs = o.value(QLatin1String("x")).toArray();
            const QJsonArray ys = o.value(QLatin1String("y")).toArray();
            if (!o.contains(QLatin1String("x")) && depth > 0) {
                // A nested object (the capacity check's verdict): its own curves.
                std::vector<Curve> inner = curvesFromExtra(o, depth - 1);
                std::move(inner.begin(), inner.end(), std::back_inserter(curves));
                continue;
            }
            if (xs.size() < 2 || xs.size() != ys.size())
                continue;
            Curve c{name, o.value(QLatin1String("x_label")).toString(QStringLiteral("x")),
                    o.value(QLatin1String("y_label")).toString(name), {}, {}};
            for (int i = 0; i < xs.size(); ++i) {
                c.x << xs.at(i).toDouble();
                c.y << ys.at(i).toDouble();
            }
            curves.push_back(std::move(c));
        }
    }
    return curves;
}

} // namespace drivebench::ui
