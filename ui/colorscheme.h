// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Light or dark: the window follows the desktop's palette (the platform theme), or a scheme the
// user forces with --color-scheme or DRIVEBENCH_COLOR_SCHEME. Qt 6.4 has no
// QStyleHints::colorScheme(), so "dark" is read from the palette itself: a dark window colour.
// The charts (QCustomPlot and Qt Charts) restyle themselves on every palette change.

#include <QPalette>
#include <QString>

namespace drivebench::ui {

enum class ColorScheme { System, Light, Dark };

/// "system", "light" or "dark" (any case); false when it is none of these.
bool parseColorScheme(const QString &text, ColorScheme *scheme);
/// True when the palette's window colour is dark (lightness below the middle).
bool isDarkPalette(const QPalette &palette);
/// A dark palette for the Fusion style: dark grey window, near-black base, light text, blue highlight.
QPalette darkPalette();
/// A light palette for the Fusion style (the desktop's own when System).
QPalette lightPalette();
/// Applies scheme to the application: System keeps the platform's style and palette; Light and
/// Dark switch to Fusion with the palette above, so every widget and chart follows.
void applyColorScheme(ColorScheme scheme);

} // namespace drivebench::ui
