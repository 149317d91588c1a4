// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontroller.h"

#include <algorithm>

#include "core/runner/runplan.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

RunController::RunController(QObject *parent)
    : QObject(parent)
    , m_session(new RunSession(this))
{
    RunSession *runner = m_session;
    connect(runner, &RunSession::preparing, this, [this](double) {
        if (m_state == State::Starting)
            setState(State::Running);
    });
    connect(runner, &RunSession::testStarted, this, [this](int, const TestSpec &) {
        if (m_state == State::Starting)
            setState(State::Running);
    });
    connect(runner, &RunSession::testFinished, this, [this](int, const TestResult &result) {
        if (result.completed) // an interrupted test's partial figures are kept, but it did not finish
            ++m_finished;
    });
    connect(runner, &RunSession::progress, this, [this](double fraction, double etaS) {
        // After Stop the runner's last ticks may count the interrupted pass as done: the bar
        // keeps what was done before the user's Stop.
        if (m_state != State::Starting && m_state != State::Running)
            return;
        m_fraction = std::clamp(fraction, 0.0, 1.0);
        m_etaS = etaS;
    });
    connect(m_session, &RunSession::finished, this, &RunController::onFinished);
}

bool RunController::isActive() const
{
    return m_state == State::Starting || m_state == State::Running || m_state == State::Stopping;
}

bool RunController::isOver() const
{
    return m_state == State::Stopped || m_state == State::Failed || m_state == State::Finished;
}

Result<void> RunController::start(const RunPlan &plan, bool noCow)
{
    if (isActive())
        return Error::make(std::errc::device_or_resource_busy, "a run is in progress",
                           "wait for it to finish, or stop it");
    if (Result<void> prepared = m_session->prepare(plan, {}, noCow); !prepared)
        return prepared;
    if (Result<void> started = m_session->start(); !started)
        return started;
    m_planned = int(plan.tests.size());
    m_finished = 0;
    m_fraction = 0;
    m_etaS = 0;
    m_failure.clear();
    setState(State::Starting);
    return {};
}

void RunController::stop()
{
    if (m_state != State::Starting && m_state != State::Running)
        return;
    setState(State::Stopping);
    m_session->cancel();
}

void RunController::clear()
{
    if (!isOver())
        return;
    m_failure.clear();
    m_fraction = 0;
    m_etaS = 0;
    setState(State::Idle);
}

void RunController::onFinished(const RunResult &run)
{
    m_etaS = 0;
    if (run.completed) {
        m_fraction = 1;
        setState(State::Finished);
    } else if (m_state == State::Stopping) {
        // The user's Stop is not a failure, whatever the runner noted about the cancellation.
        setState(State::Stopped);
    } else {
        // The runner's last tick may count the failed work as done: no more than the tests
        // that completed.
        if (m_planned > 0)
            m_fraction = std::min(m_fraction, double(m_finished) / m_planned);
        m_failure = windowLines(run.errors);
        setState(State::Failed);
    }
    Q_EMIT runEnded(run);
}

void RunController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

QString RunController::stateName(State state)
{
    switch (state) {
    case State::Idle:
        return tr("Ready");
    case State::Starting:
        return tr("Starting");
    case State::Running:
        return tr("Running");
    case State::Stopping:
        return tr("Stopping");
    case State::Stopped:
        return tr("Stopped by you");
    case State::Failed:
        return tr("Failed");
    case State::Finished:
        return tr("Finished");
    }
    return {};
}

} // namespace drivebench::ui
