// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The workload side of `drivebench-cli run`: its options (--trace, --scale, --export-iolog, ...)
// filled into the run choice (planRun turns them into tests), and the summary lines printed
// after the results table. runoptions.cpp and runcommand.cpp call these three hooks.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include "core/runner/runplan.h"
#include "core/util/result.h"

namespace drivebench {

/// The options the workload profiles add to `run`.
QList<QCommandLineOption> workloadCommandLineOptions();

/// Fills choice.workload and choice.tracePath from the workload options; an error names the
/// option and the fix.
Result<void> fillWorkloadChoice(const QCommandLineParser &parser, RunChoice &choice);

/// Lines after the results table: seek ms/op, access times, verdicts, scores, curves' summaries.
QString workloadSummaryText(const RunResult &run);

/// True when a capacity check in run found the drive fake or failing (the CLI then exits 3).
bool workloadFoundBadMedia(const RunResult &run);

} // namespace drivebench
