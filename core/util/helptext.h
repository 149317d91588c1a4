// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCommandLineParser;

namespace drivebench {

/// The parser's --help text with its usage line as "Usage: NAME [options] ...": Qt writes the
/// process's argv[0] there (a full path), or "<executable_name>" before the application exists.
/// Shared by both front ends (the window's options and drivebench-cli's commands).
QString helpTextNamed(const QCommandLineParser &parser, const QString &name);

} // namespace drivebench
