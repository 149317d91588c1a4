// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The result serialiser's half for workload figures (workloadfigures.h): the one place their
// JSON is written, in the shapes of docs/workloads.md (the keys of a test's "extra"), and read
// back (workloadFiguresFromJson). Only the serialisers (resultjson.cpp, resultlibrary.cpp) call
// these; everything else reads TestResult::figures.

#include <QJsonObject>

#include "core/results/workloadfigures.h"

namespace drivebench {

/// Every set part's keys, merged into one object (TestResult::extra).
QJsonObject workloadFiguresJson(const WorkloadFigures &figures);

QJsonObject toJson(const SeekFigures &figures);          ///< ops, elapsed_s, ms_per_op
QJsonObject toJson(const RateFigures &figures);          ///< ops_per_s, ms_random_access_time
QJsonObject toJson(const SequentialFigures &figures);    ///< bandwidth_bytes_per_s, ... (+ cliff)
QJsonObject toJson(const SurfaceScanFigures &figures);   ///< surface, access_scatter, ...
QJsonObject toJson(const PhybsFiguresTable &figures);    ///< phybs, verdict
QJsonObject toJson(const TracePlayback &figures);        ///< verdict, trace
QJsonObject toJson(const TraceVerdict &verdict);         ///< avg_data_rate_bytes_per_s, latency_us, ...
QJsonObject toJson(const SmallFilesFigures &figures);    ///< operation, ..., timed_s
QJsonObject toJson(const CapacityFigures &figures);      ///< verdict, reserve_bytes, ...
QJsonObject toJson(const CapacityVerdict &verdict);      ///< kind, mode, ..., text
/// The value of "cache": {span_bytes, size_bytes, size_uncertainty_bytes, ..., recovery}.
QJsonObject toJson(const CacheFigures &figures);
/// The value of "asssd_score": {read, write, total, inputs_mb_per_s {...}}.
QJsonObject toJson(const AsSsdScoreFigures &figures);
/// The value of "fio": {jobname, groupid, job_options, direction, clones}.
QJsonObject toJson(const FioJobFigures &figures);

/// The typed figures of a stored test's extra: every part workloadFiguresJson writes, so that
/// they write back the same; parts the object lacks stay unset, keys no part reads go to
/// otherKeys.
WorkloadFigures workloadFiguresFromJson(const QJsonObject &extra);

} // namespace drivebench
