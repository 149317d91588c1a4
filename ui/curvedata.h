#pragma once

// Curves that special workloads (surface scan, block-size sweep, sustained write, seek stroke,
// compression) carry in TestResult::extra, pulled out for the result panel's table + curve view.
// Accepted shapes, under any key of extra:
//   "name": [ {"<x field>": number, "<y field>": number, ...}, ... ]   (one curve per y field)
//   "name": [ [x, y], ... ]
//   "name": { "x": [...], "y": [...], "x_label": "...", "y_label": "..." }
// Fields ending in _bytes_per_s become MB/s (10^6 B/s); x fields ending in _bytes become GB (10^9 B).

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
};

/// Every curve with at least two points found in extra, in key order, and in objects nested
/// depth levels below it (default one: the capacity check's "verdict").
std::vector<Curve> curvesFromExtra(const QJsonObject &extra);
std::vector<Curve> curvesFromExtra(const QJsonObject &extra, int depth);

} // namespace drivebench::ui
