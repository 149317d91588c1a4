// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The settings a run was made with, as its result records them: one field per key of the
// result's `settings` object (docs/result-format.md). A field is empty when the result does not
// carry its key: results older than the key, fio imports, runs on other hosts (the plan's keys
// only) and runs that failed before the runner learnt it; absent keys stay absent when written.
// Written and read as JSON only by core/results/resultjson.cpp (toJson, settingsFromJson).

#include <optional>
#include <utility>
#include <vector>

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace drivebench {

/// A key a result writes as null until its value is known: the outer optional says whether
/// the result has the key, this one whether it has a value (empty: JSON null).
template <typename T>
using NullOr = std::optional<T>;

struct RunSettingsRecord
{
    // The plan's settings (recordedSettings, core/runner/runplan.h): every DriveBench run.
    std::optional<QString> profile;         ///< "default", "seek", "custom", "fio" (imports), ...
    std::optional<double> durationS;        ///< a measured pass (a round until steady)
    std::optional<double> warmupS;
    std::optional<double> intervalS;        ///< the pause between tests
    std::optional<int> passes;
    std::optional<bool> untilSteady;
    std::optional<NullOr<int>> steadyMaxRounds; ///< the round limit; null when not until steady
    std::optional<double> testFileBytes;
    std::optional<QString> data;            ///< "random" or "zeros"
    std::optional<int> mixReadPercent;
    std::optional<QString> engineRequested; ///< "auto", "io_uring", "psync", "io_uring_cmd"
    std::optional<QString> pollRequested;   ///< "none", "sqpoll", "iopoll", "sqpoll+iopoll"
    std::optional<bool> buffered;           ///< the page cache was used
    std::optional<QString> aggregation;     ///< "best" or "mean"
    std::optional<int> sampleIntervalMs;
    std::optional<int> workerNice;

    // What the runner learnt while running (core/runner/runner.cpp).
    std::optional<QString> engineFallbackReason; ///< "" when the engine asked for ran
    std::optional<QString> deviceAccess;    ///< "open" or "udisks2"
    std::optional<QString> nvmeGenericDevice; ///< "/dev/ng0n1" for io_uring_cmd, else ""
    std::optional<double> alignmentBytes;
    std::optional<QString> alignmentSource; ///< "BLKSSZGET", "statx", "sysfs", "probe", ...
    std::optional<QString> submission;      ///< "per_request" or "batched"
    std::optional<std::vector<int>> completionCpus;
    std::optional<QString> bufferPages;     ///< "huge", "partly huge", "base", "requested"
    std::optional<NullOr<double>> bufferHugeAskedBytes; ///< null until measured
    std::optional<NullOr<double>> bufferHugeGotBytes;
    std::optional<QStringList> ioUringFeatures;
    std::optional<QString> cpuAffinity;     ///< "spread" or "none", as the threads ran
    std::optional<std::vector<int>> cpus;   ///< the CPUs the threads took, in order; [] unpinned

    // fio imports (core/results/resultimport.cpp).
    /// fio's "global options", name and value, in the order its JSON has them.
    std::optional<std::vector<std::pair<QString, QString>>> fioGlobalOptions;
    std::optional<QString> importedFrom;    ///< the file name
    std::optional<QString> host;            ///< the fio client's host

    /// Keys this build has no field for (results of later versions, other producers) and keys
    /// whose value is not of their field's type (a number written as text), as the result had
    /// them: kept so that the result is written back unchanged. Empty for DriveBench's own runs.
    QVariantMap other;

    bool operator==(const RunSettingsRecord &) const = default;
};

} // namespace drivebench
