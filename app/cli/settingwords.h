// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// drivebench-cli's words for core's settings (core/util/settingfix.h): each setting is the option
// that sets it, so a message reads "choose a smaller --size" and "use --size 64M or more".

#include <QString>

#include "core/util/settingfix.h"

namespace drivebench {

struct Error;
struct RunWarning;
struct ResultLine;

/// The option that sets s, as the run command's parser declares it: "--size", "--db".
QString optionName(Setting s);
/// A fix in the command line's words: "--size", "--size 64M", "--engine io_uring"; an on/off
/// option reads "with --buffered" or "without --poll".
QString optionWords(const SettingFix &fix);
/// "message (hint)" with the settings as options, for standard error.
QString cliText(const Error &error);
QString cliMessage(const Error &error);
QString cliHint(const Error &error);
/// A warning's message with the settings as options.
QString cliText(const RunWarning &warning);
QString cliText(const ResultLine &error);

} // namespace drivebench
