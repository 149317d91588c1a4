#pragma once

// `drivebench-cli run` options: parsed into plain values (testable without running anything).

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/runner/runner.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"

namespace drivebench::cli {

struct RunOptions
{
    RunSettings settings;
    std::vector<TestSpec> tests;
    QString jsonPath;     ///< "-" = stdout; empty = none
    QString fioJobPath;
    QString dbPath;       ///< results library (--db); empty = the default one
    bool store = true;    ///< false with --no-library: the run is not kept
};

/// Parses "4096", "64K", "1M", "1GiB", "2T" (K/M/G/T and KiB/MiB/GiB/TiB are both powers of
/// 1024, as in fio); nullopt when malformed or zero.
std::optional<std::uint64_t> parseByteSize(const QString &text);

/// Parses the arguments after "run" (program name first); an error is a usage error whose
/// message says which option is wrong. helpText receives the help when --help is given.
Result<RunOptions> parseRunOptions(const QStringList &arguments, QString *helpText);

} // namespace drivebench::cli
