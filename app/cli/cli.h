// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace drivebench::cli {

/// Exit codes shared by every command.
/// kExitBadMedia: the run went through and found the drive fake or failing (capacity check).
enum ExitCode : int { kExitOk = 0, kExitFailed = 1, kExitUsage = 2, kExitBadMedia = 3 };

/// Runs drivebench-cli with the full argument list (argv[0] first); returns the exit code.
int run(const QStringList &arguments);

/// A command's --help text, named "drivebench-cli COMMAND". arguments[0] is what run() passes a
/// command ("PROGRAM COMMAND").
QString commandHelpText(const QCommandLineParser &parser, const QStringList &arguments);

/// Prints "drivebench-cli: <message>" and a pointer to --help on stderr; returns kExitUsage.
int usageError(const QString &message);

} // namespace drivebench::cli
