// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window driven from its command line (guioptions.h): --drive, --target and --profile chosen
// as the user would; --start starts once the window shows and, when the run ends, saves the
// pictures asked for (--save-screenshot, --save-window) and quits when asked (exit status 0 done,
// 1 failed, 2 the choice was refused). Without --start the pictures are of the window as it opens.

#include <QObject>

#include "core/results/runresult.h"
#include "core/runner/runplan.h"
#include "ui/guioptions.h"

namespace drivebench::ui {

class MainWindow;

class ScriptedRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScriptedRun)

public:
    ScriptedRun(MainWindow *window, SystemRoots roots);

    void apply(const GuiOptions &options);
    /// Whether the run was started from the command line (it asks no question before it starts).
    bool starts() const { return m_options.start; }
    /// The run ended: the pictures asked for, then quit when asked.
    void runFinished(const RunResult &run);

private:
    /// Says text on standard error and in the window's message bar.
    void fail(const QString &text);

    MainWindow *m_window;
    SystemRoots m_roots;
    GuiOptions m_options;
};

} // namespace drivebench::ui
