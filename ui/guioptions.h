// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace drivebench::ui {

/// The GUI's command line, parsed before any QApplication exists (so --version needs no display).
struct GuiOptions
{
    enum class Action { Run, ShowHelp, ShowVersion, UsageError };
    Action action = Action::Run;
    QString error;          ///< one line, for Action::UsageError
    QString helpText;
    QString drive;          ///< --drive NAME
    QString target;         ///< --target PATH
    QString profile;        ///< --profile NAME
    bool start = false;     ///< --start
    QString screenshotFile; ///< --save-screenshot FILE (the result panel)
    QString windowFile;     ///< --save-window FILE (the whole window)
    bool quitWhenDone = false;
    QString db;                 ///< --db FILE: the results library --compare reads ("" = the default)
    QList<qint64> compareIds;   ///< --compare ID ID...: runs to compare (2 to 6)
    QString compareFile;        ///< --save-compare FILE: save the comparison picture and quit
    QString colorScheme;    ///< --color-scheme system|light|dark ("" = DRIVEBENCH_COLOR_SCHEME, else system)
};

/// Parses the GUI's arguments (argv[0] first).
GuiOptions parseGuiOptions(const QStringList &arguments);

} // namespace drivebench::ui
