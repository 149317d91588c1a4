// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the library commands (history, show, compare, export, import, run) share: the --db option,
// opening the library it names, parsing run ids, and printing errors.

#include <memory>

#include <QCommandLineParser>

#include "core/results/resultlibrary.h"

namespace drivebench::cli {

/// Adds "--db FILE" (default: the library in the user's data directory).
void addDbOption(QCommandLineParser &parser);
/// The library file --db names, or defaultLibraryPath().
QString libraryPath(const QCommandLineParser &parser);
/// Opens the library named by --db; ExistingOnly for commands that only read.
Result<std::unique_ptr<ResultLibrary>> openLibrary(const QCommandLineParser &parser,
                                                   ResultLibrary::OpenMode mode);
/// Parses a run id ("12"); nullopt-like 0 with a usage message when it is not a positive integer.
qint64 parseRunId(const QString &text);
/// Prints "drivebench-cli: <message> (<fix>)" on stderr; returns kExitFailed.
int failed(const Error &error);
/// Parses the arguments with --help handled; returns -1 to continue, else the exit code.
int parseOrExit(QCommandLineParser &parser, const QStringList &arguments);

} // namespace drivebench::cli
