// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/runner/runner.h"
#include "core/runner/runsession.h"
#include "core/util/result.h"

namespace drivebench {
struct RunPlan;
}

namespace drivebench::ui {

/// The one state machine of a run in the window (STYLE.md §15): every widget that shows a run
/// (progress bar, Start/Stop, status line, message bar, charts) renders state() and reads
/// nothing of its own. It owns the Runner and the run's bookkeeping (planned and finished tests,
/// the last progress, why it failed).
///
///   Idle → Starting → Running → Stopping → Stopped
///                        │  └──────────────→ Failed | Finished
///                        └─ (start refused: back to Idle)
/// clear() takes a Stopped, Failed or Finished run back to Idle (a new target or settings).
class RunController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunController)

public:
    enum class State { Idle, Starting, Running, Stopping, Stopped, Failed, Finished };
    Q_ENUM(State)

    explicit RunController(QObject *parent = nullptr);

    State state() const { return m_state; }
    /// Starting, Running or Stopping: the runner holds the target.
    bool isActive() const;
    /// Stopped, Failed or Finished: the last run's end is shown.
    bool isOver() const;

    /// Starts the planned run through the core's run session (noCow: in a new no-CoW directory
    /// inside the plan's directory, removed after the run); an error (nothing started) leaves the
    /// state as it was.
    Result<void> start(const RunPlan &plan, bool noCow = false);
    /// The user's Stop: Starting or Running → Stopping; finished() follows within a second.
    void stop();
    /// Forgets the end of the last run (Stopped, Failed, Finished → Idle).
    void clear();

    /// The run's session: its header (made once from the plan), its live signals, its clean-up.
    RunSession *session() const { return m_session; }
    int plannedTests() const { return m_planned; }
    /// Tests completed so far (an interrupted one's partial figures do not count).
    int finishedTests() const { return m_finished; }
    /// The planned fraction done as the runner last said, in [0, 1]; while stopping, what was
    /// done before Stop (the runner's last ticks are not counted).
    double fraction() const { return m_fraction; }
    double etaS() const { return m_etaS; }
    /// Failed: what went wrong, in the runner's words (cause, then the fix in parentheses).
    QStringList failure() const { return m_failure; }

    /// A short name of the state for people ("Running", "Stopped by you", ...).
    static QString stateName(State state);

Q_SIGNALS:
    void stateChanged(drivebench::ui::RunController::State state);
    /// The run is over (Stopped, Failed or Finished); state() already says which.
    void runEnded(const drivebench::RunResult &run);

private:
    void setState(State state);
    void onFinished(const RunResult &run);

    RunSession *m_session;
    State m_state = State::Idle;
    int m_planned = 0;
    int m_finished = 0;
    double m_fraction = 0;
    double m_etaS = 0;
    QStringList m_failure;
};

} // namespace drivebench::ui
