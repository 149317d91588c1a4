#pragma once

// The workload side of `drivebench-cli run`: its options (--trace, --scale, --export-iolog, ...),
// turning a workload profile into tests, and the summary lines printed after the results table.
// runoptions.cpp and runcommand.cpp call these three hooks and nothing else of the workloads.

#include <optional>
#include <vector>

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include "core/runner/runner.h"
#include "core/util/result.h"

namespace drivebench {

/// The options the workload profiles add to `run`.
QList<QCommandLineOption> workloadCommandLineOptions();

/// When the profile is a workload profile (or --trace is given), its tests, with the run settings
/// adjusted (profile name); nullopt otherwise. onlyOp keeps only tests of that direction (a device
/// without --destructive runs reads only). --export-iolog is written here, before the run.
Result<std::optional<std::vector<TestSpec>>> workloadTestsFromOptions(const QCommandLineParser &parser,
                                                                      const QString &profile,
                                                                      RunSettings &settings,
                                                                      std::optional<IoOp> onlyOp);

/// Lines after the results table: seek ms/op, access times, verdicts, scores, curves' summaries.
QString workloadSummaryText(const RunResult &run);

/// True when a capacity check in run found the drive fake or failing (the CLI then exits 3).
bool workloadFoundBadMedia(const RunResult &run);

} // namespace drivebench
