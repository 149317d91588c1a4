// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace drivebench {

/// Core's messages (Error::message and hint, RunWarning::message, RunResult::errors) name the
/// command line's options ("choose a smaller --size"): drivebench-cli shows them as they are.
/// The window shows them through windowWords, which names its own settings instead ("choose a
/// smaller Size") and leaves no command-line flag ("--name") in the text: one table, kept in core
/// beside the messages, so a new message with a flag gets the window's words here, not in ui/.
QString windowWords(const QString &text);

} // namespace drivebench
