// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window's actions, their keys and tooltips, its menus and the tool bar in the menu
// bar's corner. One action per key (F5 is Start's alone); the help lists these keys.

class QAction;
class QMainWindow;

namespace drivebench::ui {

struct WindowActions
{
    QAction *start = nullptr;
    QAction *stop = nullptr;
    QAction *saveJson = nullptr;
    QAction *screenshot = nullptr;
    QAction *windowPicture = nullptr;
    QAction *copyText = nullptr;
    QAction *copyPicture = nullptr;
    QAction *refresh = nullptr;
    QAction *health = nullptr;
    QAction *trace = nullptr;
    QAction *help = nullptr;
    QAction *about = nullptr;

    /// Makes the actions (children of window), its menus and the corner tool bar; the window
    /// connects what each does. Quit closes the window; About shows the version.
    static WindowActions build(QMainWindow *window);
};

} // namespace drivebench::ui
