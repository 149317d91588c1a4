#pragma once

// Curves that special workloads (surface scan, block-size sweep, sustained write, seek stroke,
// compression) carry in TestResult::extra, pulled out for the result panel's table + curve view.
// Accepted shapes, under any key of extra:
//   "name": [ {"<x field>": number, "<y field>": number, ...}, ... ]   (one curve per y field)
//   "name": [ [x, y], ... ]
//   "name": { "x": [...], "y": [...], "x_label": "...", "y_label": "..." }
// Fields ending in _bytes_per_s become MB/s (10^6 B/s); x fields ending in _bytes are shown in the
// binary unit that fits their span (KiB, MiB, GiB, TiB: "offset (MiB)" for a 300 MiB file, never
// "0.00093952 GB"); times in µs become ms when the largest is 1 ms or more (a disk's access time).

#include <vector>

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace drivebench::ui {

struct Curve
{
    QString name;   ///< the extra key, e.g. "surface"
    QString xLabel; ///< "offset (%)"
    QString yLabel; ///< "MB/s"
    QVector<double> x, y;
    /// For people, the curve's name in a legend or title: "transfer rate", "access time" (the
    /// surface scan), "write" / "read" (the capacity check), "read (MB/s)" (one of a sweep's
    /// several figures); never an internal key such as "access_scatter".
    QString title;
    /// The y unit alone ("MB/s", "ms", "µs", "IOPS", "%", "" when none): curves of one unit share
    /// an axis, a second unit gets the other axis.
    QString yUnit;
    /// Shown x = x as recorded × xScale (bytes → the fitting unit); 1 for other fields.
    double xScale = 1;
    /// The name of the array the curve came from, for people ("transfer rate by block size" for a
    /// sweep's four curves); equals title when the array holds one figure.
    QString set;
    /// The recorded fields behind x and y ("offset_bytes", "latency_us") and y's factor (shown y
    /// = y as recorded × yScale): curves of several runs compare when their fields are the same,
    /// each scaled back to the recorded value and into one unit (CompareView).
    QString xField;
    QString yField;
    double yScale = 1;
};

/// Every curve with at least two points found in extra, in key order, and in objects nested
/// depth levels below it (default one: the capacity check's "verdict"). The units of positions
/// (bytes) and times (µs) are chosen once for all of extra's curves, so curves of one test share
/// their axes.
std::vector<Curve> curvesFromExtra(const QJsonObject &extra);
std::vector<Curve> curvesFromExtra(const QJsonObject &extra, int depth);

/// The curve's points in the units of `like` (a curve of the same fields, from another run):
/// its x and y scaled back to the recorded values and into like's units, with like's labels.
Curve inUnitsOf(const Curve &curve, const Curve &like);

} // namespace drivebench::ui
