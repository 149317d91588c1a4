// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include <cmath>

#include <QChart>
#include <QValueAxis>

#include <qcustomplot.h>

namespace drivebench::ui {

QColor seriesColor(int i, int n)
{
    // Golden-angle hue steps keep neighbours apart for any n; fixed saturation and value keep
    // every line visible on both a white and a near-black background.
    Q_UNUSED(n);
    const int hue = int(std::fmod(200.0 + i * 137.508, 360.0));
    return QColor::fromHsv(hue, 190, 215);
}

QColor aggregateColor(const QPalette &palette)
{
    return palette.color(QPalette::WindowText);
}

void styleCustomPlot(QCustomPlot *plot, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(110);
    plot->setBackground(base);
    plot->axisRect()->setBackground(base);
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis, plot->xAxis2, plot->yAxis2}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(plot->font());
        axis->setLabelFont(plot->font());
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(grid));
    }
    QColor legendBase = base;
    legendBase.setAlpha(210); // lines stay visible behind the legend
    plot->legend->setBrush(QBrush(legendBase));
    plot->legend->setBorderPen(QPen(grid));
    plot->legend->setTextColor(text);
    plot->legend->setFont(plot->font());
}

void styleChart(QChart *chart, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(110);
    chart->setBackgroundBrush(base);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
    }
}

void putLegendOutside(QCustomPlot *plot)
{
    plot->legend->setVisible(true);
    if (plot->axisRect()->insetLayout()->take(plot->legend))
        plot->axisRect()->insetLayout()->simplify();
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setMargins(QMargins(4, 2, 4, 2));
}

} // namespace drivebench::ui
