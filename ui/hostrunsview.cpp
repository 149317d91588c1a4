// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostrunsview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "core/runner/runsession.h"
#include "ui/hostruns.h"
#include "ui/livecharts.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"

namespace drivebench::ui {

HostRunsView::HostRunsView(HostRuns *runs, ResultPanel *panel, QWidget *parent)
    : QWidget(parent)
    , m_runs(runs)
    , m_panel(panel)
    , m_summary(new QLabel(this))
    , m_compare(new QPushButton(tr("Compare these results"), this))
    , m_pages(new QTabWidget(this))
{
    setObjectName(QStringLiteral("hostRunsView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    // At 1280×720 the page keeps its charts' height: the line under the progress bar says how the
    // hosts stand, so this line shows only before a run, and Compare sits in the tab bar's corner.
    m_summary->setObjectName(QStringLiteral("hostRunsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Tick hosts in the drive list (the box on their heading) and press Start: each runs "
                          "the same tests at once, with its own live charts here."));
    layout->addWidget(m_summary);
    m_compare->setObjectName(QStringLiteral("compareHostsButton"));
    m_compare->setToolTip(tr("Put the hosts' stored results side by side in Compare, after the last local run "
                             "of this session, if any"));
    m_compare->setEnabled(false);
    m_pages->setCornerWidget(m_compare);
    m_pages->setObjectName(QStringLiteral("hostPages"));
    m_pages->setDocumentMode(true);
    m_pages->setUsesScrollButtons(true);
    m_pages->tabBar()->setElideMode(Qt::ElideMiddle);
    m_pages->setAccessibleName(tr("Hosts"));
    m_pages->setToolTip(tr("A page per host: its state and its live charts"));
    m_pages->tabBar()->setAccessibleName(tr("Hosts"));
    m_pages->tabBar()->setToolTip(m_pages->toolTip());
    setAccessibleName(tr("Runs on several hosts"));
    layout->addWidget(m_pages, 1);
    connect(m_compare, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(m_runs->storedIds()); });
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int index) {
        if (index >= 0)
            fillPanel(index);
    });
    connect(m_runs, &HostRuns::changed, this, &HostRunsView::render);
    connect(m_runs, &HostRuns::hostEnded, this, [this](int index) {
        if (index == shownHost())
            fillPanel(index); // its whole result: header, figures, errors
    });
}

void HostRunsView::runsStarted()
{
    // The pages of the last runs go (their controllers are gone with them).
    {
        const QSignalBlocker quiet(m_pages);
        while (m_pages->count() > 0) {
            QWidget *old = m_pages->widget(0);
            m_pages->removeTab(0);
            old->deleteLater();
        }
    }
    m_hostPages.clear();
    const auto &hosts = m_runs->hosts();
    for (std::size_t i = 0; i < hosts.size(); ++i) {
        const HostRuns::Host &h = hosts[i];
        Page p;
        p.page = new QWidget(m_pages);
        auto *layout = new QVBoxLayout(p.page);
        layout->setContentsMargins(4, 4, 4, 4);
        p.status = new QLabel(p.page);
        p.status->setObjectName(QStringLiteral("hostStatus"));
        p.status->setWordWrap(true);
        p.status->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(p.status);
        if (h.finalOnly) {
            // fio's client prints nothing before a test ends (not even its ETA lines): said plainly.
            auto *note = new QLabel(tr("%1 is a fio server: it reports each test's figures when the test ends, so "
                                       "this host has no live chart. Its rows in the result panel fill as its tests "
                                       "end.").arg(h.key), p.page);
            note->setObjectName(QStringLiteral("finalOnlyNote"));
            note->setWordWrap(true);
            note->setAlignment(Qt::AlignCenter);
            layout->addWidget(note, 1);
        } else {
            p.charts = new LiveCharts(p.page);
            layout->addWidget(p.charts, 1);
            RunSession *session = h.controller ? h.controller->session() : nullptr;
            LiveCharts *charts = p.charts;
            const QString key = h.key;
            if (session) {
                connect(session, &RunSession::testStarted, charts, [charts, key](int, const TestSpec &spec) {
                    charts->reset(tr("%1: %2 %3").arg(key, spec.displayName(), ioOpName(spec.op)), spec.threads, spec.reading);
                });
                connect(session, &RunSession::samplesReady, charts, &LiveCharts::addSamples);
                connect(session, &RunSession::testFinished, charts, [charts] { charts->finishTest(); });
            }
        }
        if (RunSession *session = h.controller ? h.controller->session() : nullptr) {
            const int index = int(i);
            connect(session, &RunSession::testStarted, this, [this, index](int, const TestSpec &spec) {
                if (shownHost() == index)
                    m_panel->setTestRunning(spec.id, ioOpName(spec.op));
            });
            connect(session, &RunSession::testFinished, this, [this, index](int, const TestResult &t) {
                if (shownHost() == index)
                    m_panel->setTestResult(t);
            });
        }
        m_pages->addTab(p.page, h.key);
        m_hostPages.push_back(p);
    }
    m_pages->setCurrentIndex(0);
    fillPanel(0);
    render();
}

int HostRunsView::shownHost() const
{
    return m_hostPages.empty() ? -1 : m_pages->currentIndex();
}

void HostRunsView::showHost(int index)
{
    m_pages->setCurrentIndex(index);
}

LiveCharts *HostRunsView::chartsOf(int index) const
{
    return index >= 0 && index < int(m_hostPages.size()) ? m_hostPages[std::size_t(index)].charts : nullptr;
}

QString HostRunsView::hostStatus(int index) const
{
    return index >= 0 && index < int(m_hostPages.size()) ? m_hostPages[std::size_t(index)].status->text() : QString();
}

void HostRunsView::fillPanel(int index)
{
    const auto &hosts = m_runs->hosts();
    if (index < 0 || index >= int(hosts.size()))
        return;
    const HostRuns::Host &h = hosts[std::size_t(index)];
    if (h.ended && !h.run.startedAt.isNull()) {
        m_panel->setRun(h.run);
        Q_EMIT shownRunChanged(h.run);
        return;
    }
    m_panel->startRun(h.run, plannedRowsOf(h.plan));
    for (const TestResult &t : h.run.tests)
        m_panel->setTestResult(t);
}

void HostRunsView::render()
{
    const auto &hosts = m_runs->hosts();
    if (hosts.empty() || m_hostPages.size() != hosts.size())
        return;
    m_summary->hide();
    for (std::size_t i = 0; i < hosts.size(); ++i) {
        const HostRuns::Host &h = hosts[i];
        const Page &p = m_hostPages[i];
        const QString text = m_runs->hostText(int(i));
        const bool failed = !h.refused.isEmpty() || (h.controller && h.controller->state() == RunController::State::Failed);
        p.status->setText(failed ? QStringLiteral("⚠ ") + text : text);
        const QString state = !h.refused.isEmpty() ? RunController::stateName(RunController::State::Failed)
                                                   : RunController::stateName(h.controller->state());
        m_pages->setTabText(int(i), QStringLiteral("%1 · %2").arg(h.key, state));
        m_pages->setTabToolTip(int(i), text);
        if (failed)
            m_pages->setTabIcon(int(i), style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
    m_compare->setEnabled(!m_runs->isActive() && !m_runs->storedIds().isEmpty());
}

} // namespace drivebench::ui
