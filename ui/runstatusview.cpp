// SPDX-License-Identifier: GPL-3.0-or-later
#include "runstatusview.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>

#include "ui/elidedlabel.h"
#include "ui/hostruns.h"
#include "ui/paletteglyph.h"
#include "ui/runcontroller.h"
#include "ui/runstatustext.h"
#include "ui/units.h"
#include "ui/mainwindow.h"

namespace drivebench::ui {

RunStatusView::RunStatusView(QWidget *window, QStatusBar *statusBar)
    : QObject(window)
    , m_start(new QPushButton(window))
    , m_stop(new QPushButton(window))
    , m_help(new QPushButton(window))
    , m_progress(new QProgressBar(window))
    , m_eta(new QLabel(window))
    , m_current(new ElidedLabel(window))
    , m_statusBar(statusBar)
{
    m_start->setObjectName(QStringLiteral("startButton"));
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_start->setText(drivebench::ui::MainWindow::tr("Start"));
    PaletteGlyph::attach(m_start, QStyle::SP_MediaPlay); // black on the dark scheme's grey otherwise
    m_stop->setText(drivebench::ui::MainWindow::tr("Stop"));
    PaletteGlyph::attach(m_stop, QStyle::SP_MediaStop);
    QFont big = m_start->font();
    big.setBold(true);
    m_start->setFont(big);
    m_start->setToolTip(drivebench::ui::MainWindow::tr("Start the run with these settings on the test target (F5)"));
    m_stop->setToolTip(drivebench::ui::MainWindow::tr("Stop the run: the tests finished so far are kept (Esc)"));
    m_help->setObjectName(QStringLiteral("helpButton"));
    m_help->setText(drivebench::ui::MainWindow::tr("What does this mean?"));
    m_help->setIcon(window->style()->standardIcon(QStyle::SP_DialogHelpButton));
    m_help->setToolTip(drivebench::ui::MainWindow::tr("What each test, figure, warning and setting means (F1)"));
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_eta->setObjectName(QStringLiteral("etaLabel"));
    m_eta->setMinimumWidth(m_eta->fontMetrics().horizontalAdvance(drivebench::ui::MainWindow::tr("ETA %1").arg(QStringLiteral("00:00:00"))) + 8);
    m_current->setObjectName(QStringLiteral("currentTest"));
}

QHBoxLayout *RunStatusView::row() const
{
    auto *row = new QHBoxLayout;
    row->addWidget(m_start);
    row->addWidget(m_stop);
    row->addWidget(m_help);
    row->addWidget(m_progress, 1);
    row->addWidget(m_eta);
    return row;
}

void RunStatusView::setButtons(bool canStart, bool canStop, int hosts)
{
    m_start->setEnabled(canStart);
    m_start->setText(hosts > 0 ? drivebench::ui::MainWindow::tr("Start on %n host(s)", nullptr, hosts) : drivebench::ui::MainWindow::tr("Start"));
    m_start->setToolTip(hosts > 0 ? drivebench::ui::MainWindow::tr("Start the run on each ticked host at once, each on its own target (F5)")
                                  : drivebench::ui::MainWindow::tr("Start the run with these settings on the test target (F5)"));
    m_stop->setEnabled(canStop);
}

void RunStatusView::preparing(double fraction)
{
    m_progress->setFormat(drivebench::ui::MainWindow::tr("Preparing the test file… %p %"));
    m_progress->setValue(int(fraction * 1000));
    m_current->setText(drivebench::ui::MainWindow::tr("Creating and filling the test file"));
}

void RunStatusView::testStarted(int number, int planned, const QString &title, double warmupS)
{
    m_progress->setFormat(QStringLiteral("%p %"));
    m_current->setText(testStartedText(number, planned, title, warmupS));
}

void RunStatusView::progress(double fraction, double etaS)
{
    m_progress->setValue(int(fraction * 1000));
    m_eta->setText(drivebench::ui::MainWindow::tr("ETA %1").arg(formatDuration(etaS)));
}

void RunStatusView::setLine(const QString &text)
{
    m_current->setText(text);
}

void RunStatusView::render(const RunController &c, int testsShown, qint64 elapsedMs, const QString &idleText)
{
    using State = RunController::State;
    // The progress bar, the status line and the status bar say the same state.
    const int done = c.finishedTests();
    const int planned = c.plannedTests();
    switch (c.state()) {
    case State::Idle:
        m_progress->setValue(0);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        // Before a run the line says what the chosen profile measures; a stored run says its date.
        if (testsShown == 0)
            m_current->setText(idleText);
        m_statusBar->showMessage(drivebench::ui::MainWindow::tr("Ready"));
        break;
    case State::Starting:
        m_progress->setValue(0);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        m_current->setText(drivebench::ui::MainWindow::tr("Starting…"));
        break;
    case State::Running:
        break; // the runner's signals fill the bar and the line
    case State::Stopping:
        m_progress->setFormat(drivebench::ui::MainWindow::tr("Stopping… %p %"));
        m_progress->setValue(int(c.fraction() * 1000));
        m_eta->clear();
        m_current->setText(drivebench::ui::MainWindow::tr("Stopping: waiting for the I/O in flight…"));
        m_statusBar->showMessage(drivebench::ui::MainWindow::tr("Stopping the run…"));
        break;
    case State::Stopped:
        // Never 100 %: the run did not end; what was done before Stop is kept.
        m_progress->setValue(std::min(999, int(c.fraction() * 1000)));
        m_progress->setFormat(drivebench::ui::MainWindow::tr("Stopped at %p %"));
        m_eta->clear();
        m_current->setText(drivebench::ui::MainWindow::tr("Stopped by you after %1 of %n test(s); the completed tests are kept.", nullptr, planned)
                               .arg(done));
        m_statusBar->showMessage(drivebench::ui::MainWindow::tr("Run stopped"));
        break;
    case State::Failed:
        m_progress->setValue(std::min(999, int(c.fraction() * 1000)));
        m_progress->setFormat(drivebench::ui::MainWindow::tr("Failed at %p %"));
        m_eta->clear();
        m_current->setText(done > 0 ? drivebench::ui::MainWindow::tr("The run failed after %1 of %n test(s); the completed tests are kept.",
                                         nullptr, planned).arg(done)
                                    : failedBeforeFirstTestText());
        m_statusBar->showMessage(drivebench::ui::MainWindow::tr("Run failed"));
        break;
    case State::Finished:
        m_progress->setValue(1000);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        m_current->setText(drivebench::ui::MainWindow::tr("Done: %n test(s) in %1", nullptr, testsShown).arg(runDurationText(elapsedMs)));
        m_statusBar->showMessage(drivebench::ui::MainWindow::tr("Run finished"));
        break;
    }
}

void RunStatusView::renderHosts(const HostRuns &runs)
{
    m_progress->setValue(runs.isOver() ? 1000 : int(runs.fraction() * 1000));
    m_progress->setFormat(runs.state() == HostRuns::State::Stopping ? drivebench::ui::MainWindow::tr("Stopping… %p %") : QStringLiteral("%p %"));
    if (runs.isActive() && runs.etaS() > 0)
        m_eta->setText(drivebench::ui::MainWindow::tr("ETA %1").arg(formatDuration(runs.etaS())));
    else
        m_eta->clear();
    m_current->setText(runs.summary());
    m_statusBar->showMessage(runs.isActive() ? drivebench::ui::MainWindow::tr("Running on several hosts at once") : drivebench::ui::MainWindow::tr("Runs on the hosts ended"));
}

} // namespace drivebench::ui
