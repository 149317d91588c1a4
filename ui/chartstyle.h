// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Colours and styling shared by the charts so they follow the light or dark palette.

#include <QColor>
#include <QPalette>

class QCustomPlot;
class QChart;

namespace drivebench::ui {

/// A distinct colour for series i of n: hues spread around the wheel, readable on light and dark.
QColor seriesColor(int i, int n);
/// The colour of aggregate lines (all threads together): the palette's text colour.
QColor aggregateColor(const QPalette &palette);
/// Axes, grid, legend and background of a QCustomPlot from the palette.
void styleCustomPlot(QCustomPlot *plot, const QPalette &palette);
/// The legend in its own row above the plot, never over the data; its names side by side.
void putLegendOutside(QCustomPlot *plot);
/// The same for a Qt Charts chart.
void styleChart(QChart *chart, const QPalette &palette);

} // namespace drivebench::ui
