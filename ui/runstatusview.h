// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run's row as the window shows it under the settings: Start, Stop and "What does this
// mean?", the progress bar, the ETA, the line saying what runs (or how the run ended) and the
// status bar. It renders a state machine's
// state (RunController, or HostRuns for several hosts at once) and keeps none of its own.

#include <QObject>
#include <QString>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QStatusBar;
class QWidget;

namespace drivebench::ui {

class HostRuns;
class RunController;

class RunStatusView final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunStatusView)

public:
    /// Makes the buttons, the bar, the ETA and the line as children of window (laid out by row()
    /// and line()); the window connects the buttons.
    RunStatusView(QWidget *window, QStatusBar *statusBar);

    /// Start, Stop, the help button, the bar (stretched) and the ETA, in a row.
    QHBoxLayout *row() const;
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *helpButton() const { return m_help; }
    /// Start and Stop as the run's state allows; hosts > 0: Start runs on that many hosts at once.
    void setButtons(bool canStart, bool canStop, int hosts);

    QProgressBar *progressBar() const { return m_progress; }
    QLabel *etaLabel() const { return m_eta; }
    QLabel *line() const { return m_current; }

    /// The test file is being made (fraction done).
    void preparing(double fraction);
    /// Test number (1-based) of planned began.
    void testStarted(int number, int planned, const QString &title, double warmupS);
    /// The running run's fraction done and seconds left.
    void progress(double fraction, double etaS);
    /// A line of its own (a stored run shown: its date).
    void setLine(const QString &text);
    /// Renders c's state. testsShown: the tests of the run shown; elapsedMs: its length (Finished);
    /// idleText: the line before a run (the profile's description; not when a stored run is shown).
    void render(const RunController &c, int testsShown, qint64 elapsedMs, const QString &idleText);
    /// Renders several hosts' runs at once: their summary, their fraction done.
    void renderHosts(const HostRuns &runs);

private:
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_help;
    QProgressBar *m_progress;
    QLabel *m_eta;
    QLabel *m_current;
    QStatusBar *m_statusBar;
};

} // namespace drivebench::ui
