// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostruns.h"

#include <algorithm>

#include "core/runner/runsession.h"
#include "ui/settingwords.h"
#include "ui/drivepanel.h"
#include "ui/librarywriter.h"
#include "ui/remotehosts.h"
#include "ui/runcontroller.h"

namespace drivebench::ui {

Result<std::vector<std::pair<QString, RunPlan>>> planTickedHosts(const DrivePanel &drives,
                                                                 const std::function<RunChoice(const QString &)> &choiceFor)
{
    std::vector<std::pair<QString, RunPlan>> plans;
    for (const QString &key : drives.hosts()->tickedKeys()) {
        const TestTarget target = drives.targetOn(key);
        if (target.kind == TestTarget::Kind::None || target.kind == TestTarget::Kind::Missing)
            return Error::make(std::errc::invalid_argument,
                               (target.kind == TestTarget::Kind::Missing ? target.reason
                                                                         : HostRuns::tr("There is no test target on %1.").arg(key))
                                   .toStdString(),
                               HostRuns::tr("Select %1 in the drive list and type a directory there, or untick it.").arg(key).toStdString());
        Result<RunPlan> plan = drives.hosts()->plan(key, choiceFor(target.path));
        if (!plan)
        {
            Error named = plan.error(); // its typed fixes kept: the message bar words them
            named.message = HostRuns::tr("%1: %2").arg(key, QString::fromStdString(named.message)).toStdString();
            return named;
        }
        plans.emplace_back(key, std::move(*plan));
    }
    return plans;
}

HostRuns::HostRuns(QObject *parent)
    : QObject(parent)
{
}

void HostRuns::setWriter(LibraryWriter *writer)
{
    m_writer = writer;
    if (!writer)
        return;
    connect(writer, &LibraryWriter::stored, this, [this](quint64 ticket, qint64 id) {
        for (std::size_t i = 0; i < m_hosts.size(); ++i) {
            if (m_hosts[i].ticket != ticket || ticket == 0)
                continue;
            m_hosts[i].storedId = id;
            Q_EMIT hostStored(int(i), id);
            Q_EMIT changed();
        }
    });
}

bool HostRuns::start(std::vector<std::pair<QString, RunPlan>> plans)
{
    if (isActive() || plans.empty())
        return false;
    for (Host &h : m_hosts) {
        if (!h.controller)
            continue;
        h.controller->session()->disconnect(this);
        h.controller->disconnect(this);
        h.controller->deleteLater(); // over: its session has ended
    }
    m_hosts.clear();
    for (auto &[key, plan] : plans) {
        Host h;
        h.key = key;
        h.finalOnly = plan.remote && plan.remote->host.transport != HostTransport::Ssh;
        h.plan = std::move(plan);
        m_hosts.push_back(std::move(h));
    }
    // Every host at once: each its own controller and session; one that cannot start is said
    // (naming it) and the others run.
    bool any = false;
    for (std::size_t i = 0; i < m_hosts.size(); ++i) {
        Host &h = m_hosts[i];
        h.controller = new RunController(this);
        watch(int(i));
        if (const Result<void> started = h.controller->start(h.plan); !started) {
            h.refused = tr("%1: %2 (%3)").arg(h.key, windowMessage(started.error()), windowHint(started.error()));
            h.ended = true;
            continue;
        }
        h.run = h.controller->session()->header();
        any = true;
    }
    setState(any ? State::Running : State::Over);
    for (std::size_t i = 0; i < m_hosts.size(); ++i)
        if (m_hosts[i].ended)
            Q_EMIT hostEnded(int(i));
    if (!any)
        Q_EMIT allEnded();
    return any;
}

void HostRuns::watch(int index)
{
    RunController *c = m_hosts[std::size_t(index)].controller;
    RunSession *session = c->session();
    connect(c, &RunController::stateChanged, this, &HostRuns::changed);
    connect(session, &RunSession::progress, this, &HostRuns::changed);
    connect(session, &RunSession::testFinished, this, [this, index](int, const TestResult &t) {
        m_hosts[std::size_t(index)].run.tests.push_back(t);
        Q_EMIT changed();
    });
    connect(c, &RunController::runEnded, this, [this, index](const RunResult &run) { onEnded(index, run); });
}

void HostRuns::onEnded(int index, const RunResult &run)
{
    Host &h = m_hosts[std::size_t(index)];
    h.run = run;
    h.ended = true;
    // Stored like a local run: the library, History and Compare list it (not a run with no test).
    if (m_writer && !run.tests.empty())
        h.ticket = m_writer->store(run);
    Q_EMIT hostEnded(index);
    if (std::all_of(m_hosts.begin(), m_hosts.end(), [](const Host &x) { return x.ended; })) {
        setState(State::Over);
        Q_EMIT allEnded();
    }
    Q_EMIT changed();
}

void HostRuns::stop()
{
    if (m_state != State::Running)
        return;
    setState(State::Stopping);
    for (Host &h : m_hosts)
        if (!h.ended)
            h.controller->stop();
}

void HostRuns::clear()
{
    if (m_state == State::Over)
        setState(State::Idle);
}

void HostRuns::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT changed();
}

double HostRuns::fraction() const
{
    double sum = 0;
    int started = 0;
    for (const Host &h : m_hosts) {
        if (!h.refused.isEmpty())
            continue;
        ++started;
        sum += h.ended ? 1.0 : h.controller->fraction();
    }
    return started > 0 ? std::clamp(sum / started, 0.0, 1.0) : 0.0;
}

double HostRuns::etaS() const
{
    double eta = 0;
    for (const Host &h : m_hosts)
        if (!h.ended)
            eta = std::max(eta, h.controller->etaS());
    return eta;
}

QString HostRuns::summary() const
{
    int running = 0, finished = 0, stopped = 0, failed = 0;
    for (const Host &h : m_hosts) {
        const RunController::State s = h.refused.isEmpty() ? h.controller->state() : RunController::State::Failed;
        if (s == RunController::State::Finished)
            ++finished;
        else if (s == RunController::State::Stopped)
            ++stopped;
        else if (s == RunController::State::Failed)
            ++failed;
        else
            ++running;
    }
    QStringList parts;
    if (running > 0)
        parts << tr("%n running", nullptr, running);
    if (finished > 0)
        parts << tr("%n finished", nullptr, finished);
    if (stopped > 0)
        parts << tr("%n stopped by you", nullptr, stopped);
    if (failed > 0)
        parts << tr("%n failed", nullptr, failed);
    return tr("%n host(s) at once: %1", nullptr, int(m_hosts.size())).arg(parts.join(QStringLiteral(", ")));
}

QString HostRuns::hostText(int index) const
{
    const Host &h = m_hosts[std::size_t(index)];
    if (!h.refused.isEmpty())
        return tr("Not started: %1").arg(h.refused);
    const RunController *c = h.controller;
    const int planned = c->plannedTests();
    QString text;
    switch (c->state()) {
    case RunController::State::Idle:
    case RunController::State::Starting:
        text = tr("Starting…");
        break;
    case RunController::State::Running:
        text = tr("Running test %1 of %2 · %3 %").arg(std::min(planned, c->finishedTests() + 1)).arg(planned)
                   .arg(int(c->fraction() * 100));
        break;
    case RunController::State::Stopping:
        text = tr("Stopping…");
        break;
    case RunController::State::Stopped:
        text = tr("Stopped by you after %1 of %n test(s); the completed tests are kept.", nullptr, planned)
                   .arg(c->finishedTests());
        break;
    case RunController::State::Failed:
        text = tr("Failed on %1: %2").arg(h.key, c->failure().join(QStringLiteral("; ")));
        break;
    case RunController::State::Finished:
        text = tr("Finished: %n test(s).", nullptr, int(h.run.tests.size()));
        break;
    }
    if (h.storedId >= 0)
        text += QLatin1Char(' ') + tr("Stored in the library (History).");
    return text;
}

QString HostRuns::failure(int index) const
{
    if (index < 0 || index >= int(m_hosts.size()))
        return {};
    const Host &h = m_hosts[std::size_t(index)];
    if (!h.refused.isEmpty())
        return h.refused;
    if (h.controller->state() == RunController::State::Failed)
        return tr("%1: %2").arg(h.key, windowLines(h.run.errors).join(QStringLiteral("; ")));
    return {};
}

QList<qint64> HostRuns::storedIds() const
{
    QList<qint64> ids;
    for (const Host &h : m_hosts)
        if (h.storedId >= 0)
            ids << h.storedId;
    return ids;
}

} // namespace drivebench::ui
