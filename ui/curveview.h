// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

#include "core/results/runresult.h"
#include "core/results/testcurves.h"
#include "core/results/workloadfigures.h"

class QCustomPlot;
class QTableWidget;
class QLabel;

namespace drivebench::ui {

/// The result view of a special workload (surface scan, sweep, sustained write, seek stroke):
/// its curve(s) from TestResult::extra as a plot and the same points as a table.
class CurveView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CurveView)

public:
    explicit CurveView(QWidget *parent = nullptr);

    /// Shows the test's curves; returns false (and shows nothing) when extra carries none.
    bool setTest(const TestResult &test);
    int curveCount() const { return m_curveCount; }
    int tableRows() const;
    /// The table of the curve's points beside the plot; hidden in the panel's picture, where
    /// it could only show its first rows and a scroll bar (the points travel in the PNG's JSON).
    void setTableShown(bool shown);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    /// The title: the test and its curves' names, or the capacity check's verdict and rates.
    void setTitle(const TestResult &test, const std::vector<CurveSeries> &curves, const WorkloadFigures &figures);
    /// The plot: a line per curve, a second unit on the right-hand axis, the marks (the cache
    /// cliff, the floor) and the surface scan's unreadable gaps.
    void drawCurves(const std::vector<CurveSeries> &curves, const WorkloadFigures &figures);
    /// The table: x, then each curve's y, row by row.
    void fillTable(const std::vector<CurveSeries> &curves);

    QLabel *m_title;
    QCustomPlot *m_plot;
    QTableWidget *m_table;
    int m_curveCount = 0;
};

} // namespace drivebench::ui
