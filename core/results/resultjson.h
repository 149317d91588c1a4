// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON result format (docs/result-format.md). Versioned by "schema_version".

#include <QJsonObject>

#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

/// 2: settings carry one key per fact (test_file_bytes, buffered; the window's size_bytes and
/// direct are gone) and the same keys from either front end; runs carry their drive.
inline constexpr int kResultSchemaVersion = 2;

/// Settings as written by an older version, in this version's names: version 1 runs stored by
/// the window carry size_bytes and direct beside (or instead of) test_file_bytes and buffered.
QJsonObject upgradeSettings(QJsonObject settings, int schemaVersion);

/// Serialises a run to the documented JSON result format.
QJsonObject toJson(const RunResult &run);
QJsonObject toJson(const TestResult &test);
/// {code, test, op, message}; test and op are null for a whole-run warning.
QJsonObject toJson(const RunWarning &warning);
QJsonObject toJson(const LatencySummaryUs &latency);

/// Parses a run from the JSON result format; an error names the missing or malformed field.
Result<RunResult> runFromJson(const QJsonObject &json);
Result<TestResult> testFromJson(const QJsonObject &json);
LatencySummaryUs latencyFromJson(const QJsonObject &json);
/// Serialises the spread of a figure over passes: {min, max, mean, stdev}.
QJsonObject toJson(const PassSpread &spread);
/// Parses {min, max, mean, stdev}; missing fields read as 0.
PassSpread spreadFromJson(const QJsonObject &json);

} // namespace drivebench
