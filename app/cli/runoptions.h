// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `drivebench-cli run` options: parsed into plain values (testable without running anything).

#include <QString>
#include <QStringList>

#include "core/runner/runplan.h"
#include "core/util/bytesize.h"
#include "core/util/result.h"

namespace drivebench::cli {

/// The run's choice (planRun in core turns it into tests and settings) and what only the
/// command line does with the result.
struct RunOptions
{
    RunChoice choice;
    QString exportIologPath; ///< --export-iolog FILE: the generated trace, for fio
    QString jsonPath;     ///< "-" = stdout; empty = none
    QString jsonStreamPath; ///< --json-stream: NDJSON events, "-" = stdout; empty = none
    QString fioJobPath;
    QString dbPath;       ///< results library (--db); empty = the default one
    bool store = true;    ///< false with --no-library: the run is not kept
    bool noCow = false;   ///< --nocow: test in a fresh chattr +C directory inside the target directory
    QStringList hosts;    ///< --host: run on these hosts (docs/remote.md) instead of this machine
    bool allowFioNetwork = false; ///< --allow-fio-network: the user confirmed fio's server risk (docs/remote.md)
};

/// Parses the arguments after "run" (program name first); an error is a usage error whose
/// message says which option is wrong. helpText receives the help when --help is given.
Result<RunOptions> parseRunOptions(const QStringList &arguments, QString *helpText);

} // namespace drivebench::cli
