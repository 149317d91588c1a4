// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's curve (profile wake, docs/workloads.md "Wake-up latency"): the
// reads' median, p90 and max against the idle time before them, on a logarithmic idle axis
// (10 ms to 10 s spread evenly, the way the drive's timers are set), with the expected steps
// drawn on it: for each APST step the run recorded (WakeFigures::expected), a dashed staircase
// at the no-idle median plus the state's declared exit latency from its idle time on, and a
// labelled mark at that idle time ("PS3 after 100 ms: +9.5 ms"). The no-idle baseline (idle 0,
// which a log axis cannot place) is a dotted level across the plot, named in the legend. It
// reads the typed figures (core/results/wakefigures.h), never the JSON; the result panel shows
// it in place of the generic curve view for the wake test.

#include <QWidget>

#include "core/results/runresult.h"

class QCustomPlot;
class QLabel;

namespace drivebench::ui {

class WakeCurveView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WakeCurveView)

public:
    explicit WakeCurveView(QWidget *parent = nullptr);

    /// Shows the wake figures of the test; false (nothing shown) for any other test or when no
    /// idle time above 0 was measured.
    bool setTest(const TestResult &test);

    /// For tests: the plot, the labels of the expected steps as drawn, in idle order.
    QCustomPlot *plot() const { return m_plot; }
    QStringList stepLabels() const { return m_stepLabels; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void draw();

    QLabel *m_title;
    QCustomPlot *m_plot;
    TestResult m_test;
    QStringList m_stepLabels;
};

} // namespace drivebench::ui
