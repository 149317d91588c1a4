// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One drive's performance over time, under the history list when a drive is picked: each test's
// headline per run as a percentage of the baseline (the drive's first run, or the median of the
// runs before each one), a table with the change in percent and the run-to-run spread, and a
// warning for a drop larger than that spread (core/results/drivetrend.h computes all figures).

#include <utility>
#include <vector>

#include <QWidget>

#include "core/results/drivetrend.h"
#include "core/results/runresult.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableWidget;

namespace drivebench::ui {

class DriveTrendView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DriveTrendView)

public:
    explicit DriveTrendView(QWidget *parent = nullptr);
    ~DriveTrendView() override;

    /// Shows the runs of one drive (id and run, any order); driveLabel names it in the title.
    void setRuns(std::vector<std::pair<qint64, RunResult>> runs, const QString &driveLabel);
    void setBaseline(TrendBaseline baseline);
    /// The trends as drawn (for tests).
    const std::vector<TestTrend> &trends() const { return m_trends; }
    /// The warnings shown, one per flagged test ("" none).
    QString warningText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void redraw();

    std::vector<std::pair<qint64, RunResult>> m_runs;
    std::vector<TestTrend> m_trends;
    QString m_driveLabel;
    QComboBox *m_baseline;
    QLabel *m_title;
    QLabel *m_rule = nullptr; ///< when a drop is flagged
    QLabel *m_warning;
    QCustomPlot *m_plot;
    QTableWidget *m_table;
};

} // namespace drivebench::ui
