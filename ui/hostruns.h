// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs on several hosts at once from the window (issue 50, docs/remote.md "In the window"), as
// `drivebench-cli run --host A --host B` does: one RunController (its RunSession and its state
// machine, runcontroller.h) per host, all started together. Each host's run is its own: its
// live signals, its state, its failure (naming the host) while the others carry on, its result
// stored in the library like a local one (through the window's LibraryWriter). Stop stops all.
//
//   Idle → Running (at least one host's run started) → Stopping (the user's Stop) → Over
// Over: every host's run ended (each Finished, Stopped or Failed, or refused before it started);
// clear() takes it back to Idle (a new target or settings).

#include <functional>
#include <utility>
#include <vector>

#include <QList>
#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/runner/runplan.h"
#include "core/util/result.h"

namespace drivebench::ui {

class DrivePanel;
class LibraryWriter;
class RunController;

/// Core's plan on every host ticked in drives, each on the target shown or typed there last, the
/// choice made by choiceFor(path); an error naming the first host that has no target or no plan.
Result<std::vector<std::pair<QString, RunPlan>>> planTickedHosts(const DrivePanel &drives,
                                                                 const std::function<RunChoice(const QString &)> &choiceFor);

class HostRuns final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostRuns)

public:
    enum class State { Idle, Running, Stopping, Over };

    struct Host
    {
        QString key;            ///< the host as listed (RemoteHost::key)
        RunController *controller = nullptr;
        RunPlan plan;
        QString refused;        ///< the run could not start: why (cause and fix), naming the host
        RunResult run;          ///< its header, then the tests so far, then its result
        bool finalOnly = false; ///< a fio server: figures when each test ends, no live samples
        quint64 ticket = 0;     ///< its store in the library (0: none asked)
        qint64 storedId = -1;   ///< its id in the library once stored
        bool ended = false;
    };

    explicit HostRuns(QObject *parent = nullptr);

    /// Where each finished run is stored (stored() and failed() follow on its thread).
    void setWriter(LibraryWriter *writer);

    /// Starts every host's plan at once; a run that cannot start is refused naming its host and
    /// the others run. False (nothing running) when none started or a run is in progress.
    bool start(std::vector<std::pair<QString, RunPlan>> plans);
    /// The user's Stop: every host's run stops (each keeps the tests it completed).
    void stop();
    /// Forgets the last runs (Over → Idle).
    void clear();

    State state() const { return m_state; }
    bool isActive() const { return m_state == State::Running || m_state == State::Stopping; }
    bool isOver() const { return m_state == State::Over; }
    const std::vector<Host> &hosts() const { return m_hosts; }
    /// The planned fraction done over all hosts that started, in [0, 1].
    double fraction() const;
    /// The longest estimated time left of the hosts still running (seconds; 0 when none).
    double etaS() const;
    /// One line for people: "2 hosts: 1 running, 1 finished".
    QString summary() const;
    /// Host index's state for people: "Running: test 2 of 5", "Failed: …", "Finished: 5 tests".
    QString hostText(int index) const;
    /// Host index's failure for the message bar, naming the host ("" when it did not fail).
    QString failure(int index) const;
    /// The ids of the runs stored so far, in the hosts' order.
    QList<qint64> storedIds() const;

Q_SIGNALS:
    /// A host's run started, progressed, changed state or ended: the views render again.
    void changed();
    /// Host index's run ended (its result is hosts()[index].run; refused runs included).
    void hostEnded(int index);
    /// Every host's run ended.
    void allEnded();
    /// Host index's result is in the library as id.
    void hostStored(int index, qint64 id);

private:
    void watch(int index);
    void onEnded(int index, const RunResult &run);
    void setState(State state);

    std::vector<Host> m_hosts;
    State m_state = State::Idle;
    LibraryWriter *m_writer = nullptr;
};

} // namespace drivebench::ui
