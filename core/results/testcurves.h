// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The curves a test carries, typed: what the window's curve view, the Compare view and the
// comparison picture draw. Surface scan, block-size sweep, sustained write, cache test, seek
// stroke and capacity check record them in TestResult::extra; this is the one place that reads
// them out of it (STYLE.md §15: views read typed data, JSON is read in core/results only).
// Accepted shapes, under any key of extra:
//   "name": [ {"<x field>": number, "<y field>": number, ...}, ... ]   (one curve per y field)
//   "name": [ [x, y], ... ]
//   "name": { "x": [...], "y": [...], "x_label": "...", "y_label": "..." }
// Fields ending in _bytes_per_s become MB/s (10^6 B/s); x fields ending in _bytes are shown in the
// binary unit that fits their span (KiB, MiB, GiB, TiB: "offset (MiB)" for a 300 MiB file, never
// "0.00093952 GB"); times in µs become ms when the largest is 1 ms or more (a disk's access time).
// Anything else (a value of the wrong type, an array of fewer than two points) gives no curve.

#include <vector>

#include <QList>
#include <QString>

namespace drivebench {

struct TestResult;

/// Which array of points a curve comes from, for the front ends' words and drawing: the named
/// ones have a name for people (the window translates it); Other is named from its key.
enum class CurveSet {
    Other,
    SurfaceRate,   ///< the surface scan's transfer rate over the position ("surface")
    AccessTimes,   ///< the surface scan's access times at random positions ("access_scatter")
    WriteRate,     ///< a sustained or cache write's rate second by second ("per_second")
    Sweep,         ///< the block-size sweep's rates and IOPS by block size ("sweep")
};

/// One curve of a test, in the units it is shown in.
struct CurveSeries
{
    QString name;   ///< the extra key, e.g. "surface"
    QString xLabel; ///< "offset (%)"
    QString yLabel; ///< "MB/s"
    QList<double> x, y;
    /// For people, the curve's name in a legend or title: "transfer rate", "access time" (the
    /// surface scan), "write rate" / "read rate" (the capacity check), "read (MB/s)" (one of a sweep's
    /// several figures); never an internal key such as "access_scatter". English; the window
    /// words the named sets (CurveSet) in its language.
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
    /// each scaled back to the recorded value and into one unit (inUnitsOf).
    QString xField;
    QString yField;
    double yScale = 1;
    CurveSet setKind = CurveSet::Other;
    /// Points at random positions (access times): drawn as dots, not joined by a line.
    bool scatter = false;
    /// x is a block size: its points double from one to the next (a logarithmic axis).
    bool blockSizeX = false;
};

/// Every curve with at least two points the test carries, in its extra's key order, with those
/// of objects nested one level below it (the capacity check's "verdict"), rates (MB/s) first.
/// The units of positions (bytes) and times (µs) are chosen once for all of the test's curves,
/// so they share their axes. A test without curves, or with malformed ones, gives none.
std::vector<CurveSeries> testCurves(const TestResult &test);

/// The curve's points in the units of `like` (a curve of the same fields, from another run):
/// its x and y scaled back to the recorded values and into like's units, with like's labels.
CurveSeries inUnitsOf(const CurveSeries &curve, const CurveSeries &like);

} // namespace drivebench
