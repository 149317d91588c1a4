// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The "Hosts" tab of a run on several hosts at once (hostruns.h): a line saying how the hosts
// stand, and a page per host with its state (its failure naming it) and its live per-thread
// charts; a fio server, whose client gives figures only when each test ends, says so in place
// of its charts. The result panel follows the host page shown: its rows fill as that host's
// tests end. "Compare" puts the stored results side by side (with a local run, when one was
// shown before the run).

#include <vector>

#include <QList>
#include <QWidget>

#include "core/runner/runner.h" // RunResult's Q_DECLARE_METATYPE, before a signal carries it

class QLabel;
class QPushButton;
class QTabWidget;

namespace drivebench::ui {

class HostRuns;
class LiveCharts;
class ResultPanel;

class HostRunsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostRunsView)

public:
    HostRunsView(HostRuns *runs, ResultPanel *panel, QWidget *parent = nullptr);

    /// The hosts' runs started: a page per host, the first one shown (and in the panel).
    void runsStarted();
    /// The host page shown (an index into HostRuns::hosts()); -1 when none.
    int shownHost() const;
    void showHost(int index);
    /// Host index's live charts (nullptr for a fio server: it has none).
    LiveCharts *chartsOf(int index) const;
    /// The text on host index's page (its state, its failure), for tests.
    QString hostStatus(int index) const;

Q_SIGNALS:
    /// Compare was pressed: the hosts' stored runs.
    void compareRequested(const QList<qint64> &ids);
    /// The host page shown holds a finished run (it ended, or the user chose its page): the
    /// window's run to save and copy.
    void shownRunChanged(const drivebench::RunResult &run);

private:
    struct Page
    {
        QWidget *page = nullptr;
        QLabel *status = nullptr;
        LiveCharts *charts = nullptr;
    };
    void render();
    /// The panel shows host index's run: its rows, the figures of its tests so far.
    void fillPanel(int index);

    HostRuns *m_runs;
    ResultPanel *m_panel;
    QLabel *m_summary;
    QPushButton *m_compare;
    QTabWidget *m_pages;
    std::vector<Page> m_hostPages;
};

} // namespace drivebench::ui
