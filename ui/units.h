// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the window shows a figure: MB/s are 10^6 bytes per second (as CrystalDiskMark and the result
// format), GB/s 10^9, IOPS completed I/Os per second, latency the mean completion time in µs.

#include <QString>

#include "core/results/runresult.h"
#include "core/results/testreading.h"
#include "core/util/bytesize.h"

namespace drivebench::ui {

enum class ResultUnit { MegabytesPerSecond, GigabytesPerSecond, Iops, LatencyUs };

/// The unit's short name as shown in the result panel ("MB/s", "IOPS", "µs").
QString unitName(ResultUnit unit);
/// A one-line explanation of the unit ("1 MB/s = 1,000,000 bytes/s").
QString unitExplanation(ResultUnit unit);
/// The test's headline figure in the unit (MB/s, GB/s, IOPS or mean µs).
double figure(const TestResult &test, ResultUnit unit);
/// The figure with the digits the panel shows: 4 significant digits, at most 2 decimals.
QString formatFigure(double value, ResultUnit unit);
// Sizes: formatBytes, formatBlockSize and formatCapacity (core/util/bytesize.h), the same for
// every front end.
// A test's label and its own unit (ms/op, ms, files/s): core/results/testreading.h.
/// A measured amount of bytes in the binary units the window gives sizes in: "11.99 GiB",
/// "740 MiB" (two decimals from 1 GiB). unitOf: the amount whose unit it takes (a "± 1.00 GiB"
/// beside "11.99 GiB"); below 0, its own.
QString formatMeasuredBytes(double bytes, double unitOf = -1);
/// A tooltip of long lines as rich text, so Qt wraps it at about 80 characters (a plain one is
/// one line as wide as its longest: 1,380 px); line breaks are kept. Short ones are unchanged.
QString wrappedToolTip(const QString &plain);
/// "1:05", "12 s": a duration for the ETA.
QString formatDuration(double seconds);

} // namespace drivebench::ui
