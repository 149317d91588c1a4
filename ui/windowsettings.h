// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the main window remembers between sessions (QSettings "window/..."): the run settings,
// the drive and the directory chosen by hand, the other hosts (a fio server on a network address
// with the user's confirmation) and the paths typed on them, the unit, the geometry and the
// splitters. Hosts are probed again in the background when read back: the window opens at once.

#include "core/runner/runplan.h"

class QMainWindow;
class QSplitter;

namespace drivebench::ui {

class DrivePanel;
class ResultPanel;
class RunSettingsWidget;

struct WindowParts
{
    QMainWindow *window = nullptr;
    DrivePanel *drives = nullptr;
    RunSettingsWidget *settings = nullptr;
    ResultPanel *panel = nullptr;
    QSplitter *mainSplitter = nullptr;
    QSplitter *rightSplitter = nullptr;
};

void loadWindowSettings(const WindowParts &parts, const SystemRoots &roots);
void saveWindowSettings(const WindowParts &parts);

} // namespace drivebench::ui
