#pragma once

// Side-by-side comparison of 2 to 6 runs: per test (matched by id and op) and metric, each run's
// value, its difference in % against the first run, and which run is better.

#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

/// What a comparison row measures.
enum class CompareMetric { Bandwidth, Iops, LatencyMean, LatencyP99 };

/// One test x metric across the compared runs.
struct ComparisonRow
{
    QString testId;
    QString op;
    CompareMetric metric = CompareMetric::Bandwidth;
    std::vector<std::optional<double>> values;   ///< one per run; nullopt: the run lacks the test
    std::vector<std::optional<double>> deltaPct; ///< (value - first) / first * 100; nullopt when undefined
    int best = -1;                               ///< index of the better run; -1: fewer than 2 values, or a tie
};

/// The comparison of runs, in the order given.
struct Comparison
{
    std::vector<ComparisonRow> rows;
};

/// Builds the rows: tests in order of first appearance; metrics with a non-zero value in some run.
Comparison compareRuns(const std::vector<RunResult> &runs);

/// "bandwidth_bytes_per_s", "iops", "latency_mean_us", "latency_p99_us".
QString metricKey(CompareMetric metric);
/// Display unit: "MB/s", "IOPS", "µs".
QString metricUnit(CompareMetric metric);
/// Row label with the unit: "MB/s", "IOPS", "mean µs", "p99 µs".
QString metricLabel(CompareMetric metric);
/// True when a higher value is better (bandwidth, IOPS); false for latency.
bool higherIsBetter(CompareMetric metric);
/// The value in display units (bandwidth in MB/s = 10^6 bytes/s).
double displayValue(CompareMetric metric, double value);

/// {"runs": [ids], "tests": [{"id", "op", "metric", "unit", "higher_is_better", "values",
/// "delta_pct", "best"}]}; values in the metric's raw unit (bytes/s, IOPS, µs).
QJsonObject toJson(const Comparison &comparison, const std::vector<qint64> &runIds);

/// The comparison as a text table, one column per run, "*" on the better value.
QString comparisonText(const Comparison &comparison, const std::vector<QString> &runLabels);

} // namespace drivebench
