#pragma once

// The run as plain text in CrystalDiskMark's layout ([Read], [Write], [Mix] sections, then Profile,
// Test, Date, OS, Comment), the format people paste into forums. It stays in English on purpose, as
// CrystalDiskMark's and KDiskMark's do, so reports read the same everywhere.

#include <QString>

#include "core/results/runresult.h"

namespace drivebench::ui {

/// The whole report, lines ending in '\n'.
QString textReport(const RunResult &run);
/// One test line: "  SEQ    1MiB (Q=  8, T= 1):  3512.456 MB/s [   3349.7 IOPS] <  2386.74 us>".
QString textReportLine(const TestResult &test);

} // namespace drivebench::ui
