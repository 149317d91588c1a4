// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Live charts and Latency tabs show while a run goes on: the running test, or the test
// the user picked. The rule:
//
//   follow ticked (each run starts so)  -> each test that starts is selected and drawn live
//   the user picks a finished test      -> it is shown, follow is unticked: the next test that
//                                          starts leaves it alone (it used to be dropped)
//   the user picks the running test, or ticks follow again
//                                       -> the running test is drawn again, from the samples it
//                                          has had so far
//
// The samples of the running test are kept until the next starts, so following again loses none.
// A drive, profile or setting changed between runs clears the charts (they showed the last
// run's test under a new choice).

#include <QCheckBox>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include "core/results/runresult.h"
#include "core/results/testreading.h"

namespace drivebench::ui {

class LatencyView;
class LiveCharts;
class ResultPanel;

class ChartFollower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartFollower)

public:
    ChartFollower(ResultPanel *panel, LiveCharts *charts, LatencyView *latency, QObject *parent);
    ~ChartFollower() override;

    /// "Follow the running test", for the tab bar's corner.
    QCheckBox *checkBox() const { return m_box; }
    bool isFollowing() const;

    void runStarted();
    void testStarted(const QString &id, const QString &op, const QString &title, int threads, Reading reading);
    void addSamples(const QList<LiveSample> &samples);
    /// A temperature reading of the running test; drawn only while its chart is shown.
    void addTemperature(double timeS, double celsius);
    void testFinished(const TestResult &result);
    /// The run is over: following has nothing left to follow.
    void runEnded();
    /// The user picked a finished test (test) or another cell (nullptr: the running test's, or
    /// one not measured yet).
    void picked(const QString &id, const QString &op, const TestResult *test);
    /// The choice changed between runs (a drive, a profile, a setting): no test shown.
    void clear();

private:
    void follow(bool on);
    void drawRunning();

    ResultPanel *m_panel;
    LiveCharts *m_charts;
    LatencyView *m_latency;
    QPointer<QCheckBox> m_box; ///< owned until a widget takes it (the tab bar's corner)
    bool m_running = false;     ///< a test is running now
    QString m_id, m_op, m_title; ///< the running test
    int m_threads = 0;
    Reading m_reading = Reading::Transfer;
    QList<LiveSample> m_samples; ///< the running test's so far
};

} // namespace drivebench::ui
