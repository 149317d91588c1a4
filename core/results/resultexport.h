// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exports of a run for people and spreadsheets: a CrystalDiskMark-style text report (the layout
// forum users paste) and CSV with one row per test. JSON is toJson() in resultjson.h.

#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

/// The run as a CrystalDiskMark-style text report: header, [Read]/[Write]/[Mix] lines
/// "SEQ    1MiB (Q=  8, T= 1):  1234.567 MB/s [   1177.4 IOPS] <  6789.12 us>", then profile,
/// test size, date, OS, drive and comment. MB/s = 10^6 bytes/s, latency = mean in µs.
QString toCrystalDiskMarkText(const RunResult &run);

/// The run as CSV (RFC 4180, header row, one row per test, raw units named in the header).
QString toCsv(const RunResult &run);

/// The CDM-style label of a test, "SEQ    1MiB (Q=  8, T= 1)", or its id when it is not SEQ/RND.
QString crystalTestLabel(const TestResult &test);

/// The warnings of one test (RunResult::warnings with its id and direction), in order.
std::vector<RunWarning> testWarnings(const RunResult &run, const TestResult &test);

/// The mark of a test's warnings in exports and the panel: "[above link ceiling]",
/// "[link bound, foreign I/O]"; empty without any.
QString warningMark(const RunResult &run, const TestResult &test);

/// A block size as CrystalDiskMark writes it: "1MiB", "128KiB", "512B".
QString blockSizeLabel(std::uint64_t bytes);

} // namespace drivebench
