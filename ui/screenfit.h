// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace drivebench::ui {

/// Sizes a top-level window to `preferred`, but no larger than the available area of the screen
/// it will open on (its parent's screen, else the primary one), and places it inside that area:
/// a 1280×720 screen, or 200 % on 1920×1080, never has a window or dialog running off it.
void fitToScreen(QWidget *window, QSize preferred);

/// Moves a top-level window back inside its screen's available area (after restoreGeometry of
/// a geometry saved on a larger screen, or before a dialog shows), shrinking it when it is larger.
void keepOnScreen(QWidget *window);

/// keepOnScreen, and a dialog of the same class as one already open beside it (a second drive's
/// health) opens down and right of the newest of them, its title bar clear, not on top of it.
void cascadeOnScreen(QWidget *window);

} // namespace drivebench::ui
