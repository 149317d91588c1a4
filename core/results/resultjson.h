#pragma once

// The JSON result format (docs/result-format.md). Versioned by "schema_version".

#include <QJsonObject>

#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

inline constexpr int kResultSchemaVersion = 1;

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
