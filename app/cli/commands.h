// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One function per drivebench-cli command. Each receives the arguments after the command name,
// with the program name prepended (so QCommandLineParser can parse them), and returns an exit code.

#include <QStringList>

namespace drivebench::cli {

struct Command
{
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
};

int versionCommand(const QStringList &arguments);
int historyCommand(const QStringList &arguments);
int showCommand(const QStringList &arguments);
int compareCommand(const QStringList &arguments);
int exportCommand(const QStringList &arguments);
int importCommand(const QStringList &arguments);
int runCommand(const QStringList &arguments);
int drivesCommand(const QStringList &arguments);
int identifyCommand(const QStringList &arguments);
int healthCommand(const QStringList &arguments);

} // namespace drivebench::cli
