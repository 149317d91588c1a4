#pragma once

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
    QString colorScheme;    ///< --color-scheme system|light|dark ("" = DRIVEBENCH_COLOR_SCHEME, else system)
};

/// Parses the GUI's arguments (argv[0] first).
GuiOptions parseGuiOptions(const QStringList &arguments);

} // namespace drivebench::ui
