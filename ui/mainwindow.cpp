// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QSysInfo>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/devices/drivehealth.h"
#include "core/devices/drivelocator.h"
#include "core/devices/mounttable.h"
#include "core/devices/safety.h"
#include "core/devices/sysfsscanner.h"
#include "core/results/resultimport.h"
#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "core/results/runfacts.h"
#include "core/runner/preflight.h"
#include "core/runner/runchecks.h"
#include "core/runner/runner.h"
#include "core/runner/runplan.h"
#include "core/runner/runsession.h"
#include "core/runner/thermalmonitor.h"
#include "core/util/bytesize.h"
#include "core/workloads/workloadtests.h"
#include "core/version.h"
#include "ui/capacityconfirm.h"
#include "ui/chartfollower.h"
#include "ui/compareview.h"
#include "ui/drivelistmodel.h"
#include "ui/elidedlabel.h"
#include "ui/helpdialog.h"
#include "ui/historyview.h"
#include "ui/drivepanel.h"
#include "ui/remotehosts.h"
#include "ui/targethint.h"
#include "ui/healthview.h"
#include "ui/latencyview.h"
#include "ui/librarywriter.h"
#include "ui/livecharts.h"
#include "ui/messagebar.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"
#include "ui/paletteglyph.h"
#include "ui/panelarea.h"
#include "ui/screenfit.h"
#include "ui/runnotifier.h"
#include "ui/runsettingswidget.h"
#include "ui/runstatustext.h"
#include "ui/screenshot.h"
#include "ui/warningsview.h"
#include "core/results/resultexport.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

// The panel's area claims its whole height as its minimum, up to this (PanelArea); a taller
// panel scrolls. With the charts' least height (their plots keep 160 px: chartsLeastHeight) the
// window's least height still fits 720 px with both message bars. The panel gets more whenever
// the window has it (fitPanelArea): at 1400×920 all of the default, NVMe and sweep panels; at
// 1280×720 their heading and first rows, the rest a scroll away.
constexpr int kPanelMaxMinimumHeight = 150;

/// The panel's rows for a plan, shown before their figures arrive.
QList<PlannedTest> plannedRows(const RunPlan &plan)
{
    QList<PlannedTest> planned;
    for (const TestSpec &t : plan.tests)
        planned.append({t.id, ioOpName(t.op), t.label, readingName(t.reading),
                        passLengthName(t.passEnd == PassEnd::PatternExhausted ? PassLength::Counted
                                                                              : PassLength::Timed),
                        t.tracePlayback});
    return planned;
}

} // namespace

MainWindow::MainWindow(SystemRoots roots, QWidget *parent, const QString &libraryPath)
    : QMainWindow(parent)
    , m_roots(std::move(roots))
    , m_controller(new RunController(this))
    , m_drives(new DrivePanel(this))
    , m_settings(new RunSettingsWidget(this))
    , m_panel(new ResultPanel(this))
    , m_charts(new LiveCharts(this))
    , m_latency(new LatencyView(this))
    , m_follow(new ChartFollower(m_panel, m_charts, m_latency, this))
    , m_message(new MessageBar(this))
    , m_warnings(new WarningsView(this))
    , m_tabs(new QTabWidget(this))
    , m_mainSplitter(new QSplitter(Qt::Horizontal, this))
    , m_rightSplitter(new QSplitter(Qt::Vertical, this))
    , m_start(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_eta(new QLabel(this))
    , m_current(new ElidedLabel(this))
    , m_helpButton(new QPushButton(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    // "DriveBench 0.1.0", once: the application sets no display name, which Qt would append.
    setWindowTitle(tr("DriveBench %1").arg(QString::fromLatin1(kVersion)));
    setWindowIcon(QIcon(QStringLiteral(":/icons/drivebench.svg")));
    setAcceptDrops(true); // a DriveBench PNG or result JSON dropped here is imported
    // A run of a minute or more ends with a desktop notification (none without a server).
    auto *notifier = new RunNotifier(this);
    notifier->setObjectName(QStringLiteral("runNotifier"));
    connect(this, &MainWindow::runFinished, notifier, &RunNotifier::runFinished);
    buildActions();
    buildLayout();
    connectRunner();
    connect(m_drives, &DrivePanel::targetChanged, this, &MainWindow::onTargetChanged);
    connect(m_drives, &DrivePanel::hostError, this, [this](const QString &cause, const QString &fix) {
        m_message->showMessage(MessageBar::Kind::Error, cause, fix);
    });
    // Browse… puts a directory in its own drive's list (through the mount table and sysfs).
    m_drives->setDriveLocator([this](const QString &path) {
        const Result<DriveLocation> where = locateDrive(path, m_roots.sys, m_roots.proc);
        return where ? where->drive : QString();
    });
    connect(m_settings, &RunSettingsWidget::changed, this, [this] {
        if (isRunning())
            return;
        // What belonged to the old settings goes: the last run's end and its error.
        if (m_runMessage) {
            m_message->hide();
            m_runMessage = false;
            m_spaceRefused = false;
        }
        if (m_controller->isOver())
            m_controller->clear();
        preview();
        updateRunState();
    });
    connect(m_controller, &RunController::stateChanged, this, &MainWindow::updateRunState);
    connect(m_controller, &RunController::runEnded, this, &MainWindow::onFinished);
    connect(m_panel, &ResultPanel::testSelected, this, &MainWindow::showTest);
    connect(m_panel, &ResultPanel::commentChanged, this, [this](const QString &c) { m_run.comment = c; });
    connect(m_panel, &ResultPanel::commentCommitted, this, [this](const QString &c) {
        // The comment belongs to the stored run too.
        if (m_library && m_storedId >= 0 && !isRunning()) {
            if (const Result<void> r = m_library->setComment(m_storedId, c); r)
                m_history->refresh();
        }
    });
    openLibrary(libraryPath.isEmpty() ? defaultLibraryPath() : libraryPath);
    refreshDrives();
    loadSettings();
    onTargetChanged();
    updateRunState();
}

MainWindow::~MainWindow()
{
    saveSettings();
    delete m_writer; // waits for a store in progress: the run is kept
    // The views hold a pointer to the library: let them go first.
    delete m_history;
    delete m_compare;
}

void MainWindow::openLibrary(const QString &path)
{
    Result<std::unique_ptr<ResultLibrary>> library = ResultLibrary::open(path);
    if (library) {
        m_library = std::move(library.value());
        m_writer = new LibraryWriter(path, this);
        connect(m_writer, &LibraryWriter::stored, this, &MainWindow::onStored);
        connect(m_writer, &LibraryWriter::failed, this,
                [this](quint64 ticket, const QString &message, const QString &hint) {
                    if (ticket == m_storeTicket)
                        m_storeTicket = 0;
                    m_message->showMessage(MessageBar::Kind::Warning,
                                           tr("The run was not stored in the library: %1").arg(message), hint);
                });
    } else {
        m_message->showMessage(MessageBar::Kind::Warning,
                               tr("The results library cannot be opened, so runs are not kept: %1")
                                   .arg(fromStd(library.error().message)),
                               fromStd(library.error().hint));
    }
    m_history = new HistoryView(m_library.get(), this);
    m_compare = new CompareView(m_library.get(), this);
    m_tabs->addTab(m_history, tr("History"));
    m_tabs->addTab(m_compare, tr("Compare"));
    connect(m_history, &HistoryView::runActivated, this, &MainWindow::showStoredRun);
    connect(m_history, &HistoryView::compareRequested, this, [this](const QList<qint64> &ids) {
        if (const Result<void> r = m_compare->setRuns(ids); !r)
            showError(fromStd(r.error().text()));
        else
            m_tabs->setCurrentWidget(m_compare);
    });
    connect(m_history, &HistoryView::errorOccurred, this, &MainWindow::showError);
    connect(m_compare, &CompareView::errorOccurred, this, &MainWindow::showError);
}

void MainWindow::storeRun()
{
    // A long run holds ~100,000 live samples: SQLite takes seconds to write them, so the write
    // goes to the library writer's thread and the window stays responsive meanwhile.
    m_storedId = -1;
    m_storeTicket = 0;
    if (!m_writer || m_run.tests.empty())
        return;
    m_storedComment = m_run.comment;
    m_storeTicket = m_writer->store(m_run);
}

void MainWindow::onStored(quint64 ticket, qint64 id)
{
    m_history->refresh();
    if (ticket != m_storeTicket)
        return; // an earlier run's store; another run is shown now
    m_storeTicket = 0;
    m_storedId = id;
    // A comment edited while the run was being written goes to the stored run too.
    const QString comment = m_panel->comment();
    if (comment != m_storedComment && m_library) {
        if (const Result<void> r = m_library->setComment(id, comment); r)
            m_history->refresh();
    }
    Q_EMIT runStored(id);
}

void MainWindow::showStoredRun(qint64 id)
{
    if (!m_library || isRunning())
        return;
    Result<RunResult> run = m_library->load(id);
    if (!run) {
        showError(fromStd(run.error().text()));
        return;
    }
    m_run = std::move(run.value());
    m_storedId = id;
    m_storeTicket = 0;
    m_panel->setRun(m_run);
    m_warnings->setWarnings(m_run.warnings,
                            tr("This run: %n warning(s).", nullptr, int(m_run.warnings.size())), false);
    if (!m_run.tests.empty())
        showTest(m_run.tests.back().id, m_run.tests.back().op);
    m_current->setText(tr("Showing a stored run from %1")
                           .arg(QLocale().toString(m_run.startedAt.toLocalTime(), QLocale::ShortFormat)));
    updateRunState();
}

void MainWindow::showTest(const QString &id, const QString &op)
{
    // A finished test of the run shown (a stored one too), or the running one (ChartFollower).
    const auto test = std::find_if(m_run.tests.begin(), m_run.tests.end(),
                                   [&](const TestResult &t) { return t.id == id && t.op == op; });
    m_follow->picked(id, op, test == m_run.tests.end() ? nullptr : &*test);
    if (test != m_run.tests.end() && (m_panel->selectedId() != id || m_panel->selectedOp() != op)) {
        const QSignalBlocker quiet(m_panel);
        m_panel->selectTest(id, op);
    }
}

void MainWindow::buildActions()
{
    const auto make = [this](const QString &text, QStyle::StandardPixmap icon, const QKeySequence &key) {
        auto *a = new QAction(style()->standardIcon(icon), text, this);
        if (!key.isEmpty())
            a->setShortcut(key);
        return a;
    };
    m_startAction = make(tr("&Start"), QStyle::SP_MediaPlay, QKeySequence(Qt::Key_F5));
    connect(m_startAction, &QAction::triggered, this, [this] { startRun(); });
    m_stopAction = make(tr("S&top"), QStyle::SP_MediaStop, QKeySequence(Qt::Key_Escape));
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopRun);
    m_saveJsonAction = make(tr("Save result as &JSON…"), QStyle::SP_DialogSaveButton, QKeySequence(tr("Ctrl+S")));
    connect(m_saveJsonAction, &QAction::triggered, this, &MainWindow::saveJsonAs);
    m_screenshotAction = make(tr("Save &screenshot of results…"), QStyle::SP_FileDialogContentsView,
                              QKeySequence(tr("Ctrl+Shift+S")));
    connect(m_screenshotAction, &QAction::triggered, this, &MainWindow::saveScreenshotAs);
    m_windowPictureAction = make(tr("Save picture of the &window…"), QStyle::SP_ComputerIcon, {});
    connect(m_windowPictureAction, &QAction::triggered, this, &MainWindow::saveWindowPictureAs);
    m_copyTextAction = make(tr("&Copy results as text"), QStyle::SP_FileIcon, QKeySequence(tr("Ctrl+Shift+C")));
    connect(m_copyTextAction, &QAction::triggered, this, &MainWindow::copyText);
    m_copyPictureAction = make(tr("Copy results &picture"), QStyle::SP_FileDialogDetailedView, {});
    m_copyPictureAction->setObjectName(QStringLiteral("copyPictureAction"));
    connect(m_copyPictureAction, &QAction::triggered, this, &MainWindow::copyPicture);
    // F5 is Start's alone (QKeySequence::Refresh is F5 too on Linux: one action per key).
    m_refreshAction = make(tr("&Refresh drives"), QStyle::SP_BrowserReload, QKeySequence(tr("Ctrl+R")));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refreshDrives);
    m_healthAction = make(tr("Drive &health…"), QStyle::SP_MessageBoxInformation, QKeySequence(tr("Ctrl+H")));
    connect(m_healthAction, &QAction::triggered, this, &MainWindow::showHealth);
    m_traceAction = make(tr("Replay a &trace…"), QStyle::SP_DialogOpenButton, QKeySequence(tr("Ctrl+T")));
    connect(m_traceAction, &QAction::triggered, this, &MainWindow::replayTraceAs);
    m_helpAction = make(tr("&What does this mean?"), QStyle::SP_DialogHelpButton, QKeySequence(Qt::Key_F1));
    connect(m_helpAction, &QAction::triggered, this, [this] { showHelp(); });
    m_saveJsonAction->setToolTip(tr("Save the whole result (every figure, sample and warning) as JSON"));
    m_screenshotAction->setToolTip(tr("Save the result panel as a PNG picture to share"));
    m_copyTextAction->setToolTip(tr("Copy the result as CrystalDiskMark-style text, with its warnings"));
    m_refreshAction->setToolTip(tr("Read the drive list again (a drive plugged in or removed) (Ctrl+R)"));
    m_traceAction->setToolTip(tr("Replay a recorded trace (fio iolog or blkparse text) on the test target"));
    m_healthAction->setToolTip(tr("Show the drive's SMART / health data, temperature and warnings"));
    auto *quit = new QAction(tr("&Quit"), this);
    // Explicit keys, not the platform theme's (which may have none): the help lists these.
    quit->setShortcut(QKeySequence(tr("Ctrl+Q")));
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addActions({m_saveJsonAction, m_screenshotAction, m_windowPictureAction});
    file->addSeparator();
    file->addAction(quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({m_copyTextAction, m_copyPictureAction});
    QMenu *bench = menuBar()->addMenu(tr("&Benchmark"));
    bench->addActions({m_startAction, m_stopAction, m_traceAction, m_refreshAction, m_healthAction});
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_helpAction);
    help->addAction(tr("&About DriveBench"), this, &MainWindow::about);

    // The everyday actions sit in the menu bar's row, at its right: a tool bar of their own would
    // take a row from the result panel (on a 1280×720 screen, with a message and a warning shown,
    // the window no longer fit).
    auto *bar = new QToolBar(tr("Main"), menuBar());
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    bar->setIconSize(QSize(icon, icon));
    bar->setMovable(false);
    bar->setFloatable(false);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->layout()->setContentsMargins(0, 0, 0, 0);
    bar->addActions({m_refreshAction, m_healthAction, m_saveJsonAction, m_screenshotAction, m_copyTextAction});
    menuBar()->setCornerWidget(bar, Qt::TopRightCorner);
}

void MainWindow::buildLayout()
{
    m_drives->setMinimumWidth(260); // with the right side's least width, the window fits 1280 logical
    m_mainSplitter->addWidget(m_drives);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 0, 0, 0);
    rightLayout->addWidget(m_settings);

    auto *runRow = new QHBoxLayout;
    m_start->setObjectName(QStringLiteral("startButton"));
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_start->setText(tr("Start"));
    PaletteGlyph::attach(m_start, QStyle::SP_MediaPlay); // black on the dark scheme's grey otherwise
    m_stop->setText(tr("Stop"));
    PaletteGlyph::attach(m_stop, QStyle::SP_MediaStop);
    QFont big = m_start->font();
    big.setBold(true);
    m_start->setFont(big);
    m_start->setToolTip(tr("Start the run with these settings on the test target (F5)"));
    m_stop->setToolTip(tr("Stop the run: the tests finished so far are kept (Esc)"));
    connect(m_start, &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_stop, &QPushButton::clicked, this, &MainWindow::stopRun);
    runRow->addWidget(m_start);
    runRow->addWidget(m_stop);
    m_helpButton->setObjectName(QStringLiteral("helpButton"));
    m_helpButton->setText(tr("What does this mean?"));
    m_helpButton->setIcon(style()->standardIcon(QStyle::SP_DialogHelpButton));
    m_helpButton->setToolTip(tr("What each test, figure, warning and setting means (F1)"));
    connect(m_helpButton, &QPushButton::clicked, this, [this] { showHelp(); });
    runRow->addWidget(m_helpButton);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%p %"));
    runRow->addWidget(m_progress, 1);
    m_eta->setObjectName(QStringLiteral("etaLabel"));
    m_eta->setMinimumWidth(m_eta->fontMetrics().horizontalAdvance(tr("ETA %1").arg(QStringLiteral("00:00:00"))) + 8);
    runRow->addWidget(m_eta);
    rightLayout->addLayout(runRow);
    m_current->setObjectName(QStringLiteral("currentTest"));
    rightLayout->addWidget(m_current);
    rightLayout->addWidget(m_message);
    rightLayout->addWidget(m_warnings);

    // The panel is the hero: its area claims the panel's whole height as its minimum (up to a
    // cap; many-row profiles scroll inside it), and no splitter position collapses an area.
    auto *scroll = new PanelArea(this);
    scroll->setMaxMinimumHeight(kPanelMaxMinimumHeight);
    scroll->setWidget(m_panel);
    scroll->setAccessibleName(tr("Result panel"));
    scroll->setToolTip(tr("The run's figures: hover a cell for latency, passes and warnings; F1 explains them"));
    m_rightSplitter->addWidget(scroll);
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->setToolTip(tr("Live charts of the running test, its latency, the stored runs and comparisons"));
    m_tabs->setAccessibleName(tr("Views"));
    m_tabs->addTab(m_charts, tr("Live charts"));
    m_tabs->addTab(m_latency, tr("Latency"));
    m_tabs->setCornerWidget(m_follow->checkBox());
    m_tabs->setMinimumHeight(chartsLeastHeight());
    m_rightSplitter->addWidget(m_tabs);
    m_rightSplitter->setChildrenCollapsible(false);
    m_rightSplitter->setStretchFactor(0, 0);
    m_rightSplitter->setStretchFactor(1, 1);
    rightLayout->addWidget(m_rightSplitter, 1);
    // Only a drag emits splitterMoved: from then on the panel keeps the user's height.
    connect(m_rightSplitter, &QSplitter::splitterMoved, this, [this] { m_userSizedPanel = true; });
    connect(scroll, &PanelArea::neededHeightChanged, this, [this] {
        // After the layout settles: the splitter's sizes are known then.
        QMetaObject::invokeMethod(this, &MainWindow::fitPanelArea, Qt::QueuedConnection);
    });

    m_mainSplitter->addWidget(right);
    m_mainSplitter->setStretchFactor(0, 1);
    m_mainSplitter->setStretchFactor(1, 3);
    m_mainSplitter->setChildrenCollapsible(false);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_rightSplitter->setObjectName(QStringLiteral("rightSplitter"));
    setCentralWidget(m_mainSplitter);
    statusBar()->showMessage(tr("Ready"));
    // 1400×920, or the screen's available area when smaller (a 1280×720 screen, 200 %).
    fitToScreen(this, QSize(1400, 920));
    m_mainSplitter->setSizes({380, 1020});
    // The right splitter starts from the panel's own height (PanelArea::sizeHint): the charts
    // get the rest, not a fixed share that leaves the panel's area half empty.
}

int MainWindow::chartsLeastHeight() const
{
    const int page = std::max(m_charts->minimumSizeHint().height(), m_latency->minimumSizeHint().height());
    // The tab bar, and the frame QTabWidget draws around its page.
    return m_tabs->tabBar()->sizeHint().height() + page + 2 * m_tabs->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_tabs) + 2;
}

void MainWindow::fitPanelArea()
{
    auto *area = qobject_cast<PanelArea *>(m_rightSplitter->widget(0));
    // The charts' least height may have grown (the temperature chart shown).
    m_tabs->setMinimumHeight(chartsLeastHeight());
    // Never over a position the user dragged to in this session.
    if (m_userSizedPanel || !area)
        return;
    const QList<int> sizes = m_rightSplitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (total <= 0)
        return;
    const int most = total - m_tabs->minimumHeight(); // the tabs keep their bar and the charts
    const int panel = std::max(std::min(area->neededHeight(), most), area->minimumSizeHint().height());
    if (panel != sizes.value(0))
        m_rightSplitter->setSizes({panel, total - panel});
}

void MainWindow::addViewTab(QWidget *view, const QString &title)
{
    m_tabs->addTab(view, title);
}

void MainWindow::connectRunner()
{
    RunSession *runner = m_controller->session();
    connect(runner, &RunSession::preparing, this, [this](double fraction) {
        m_progress->setFormat(tr("Preparing the test file… %p %"));
        m_progress->setValue(int(fraction * 1000));
        m_current->setText(tr("Creating and filling the test file"));
    });
    connect(runner, &RunSession::testStarted, this, [this](int index, const TestSpec &spec) {
        const QString op = ioOpName(spec.op);
        const QString title = QStringLiteral("%1 %2").arg(spec.displayName(), op);
        m_progress->setFormat(QStringLiteral("%p %"));
        const double warmupS = spec.warmupS >= 0 ? spec.warmupS : m_run.settings.warmupS.value_or(0);
        m_current->setText(testStartedText(index + 1, m_controller->plannedTests(), title, warmupS));
        m_panel->setTestRunning(spec.id, op);
        m_follow->testStarted(spec.id, op, title, spec.threads, spec.reading); // unless the user picked another
        startTemperature();
    });
    connect(runner, &RunSession::samplesReady, this, [this](const QList<LiveSample> &samples) {
        m_follow->addSamples(samples);
        // The drive's temperature at the bandwidth chart's time (its sampler runs on its own thread).
        if (m_temperatureSampler && !samples.isEmpty()) {
            if (const auto c = m_temperatureSampler->latestC())
                m_follow->addTemperature(samples.front().timeS, *c);
        }
    });
    connect(runner, &RunSession::testFinished, this, [this](int, const TestResult &result) {
        if (m_temperatureSampler)
            m_temperatureSampler->stop();
        m_panel->setTestResult(result);
        m_follow->testFinished(result);
        m_run.tests.push_back(result);
    });
    connect(runner, &RunSession::progress, this, [this] {
        // The controller has taken the fraction it keeps (none after Stop).
        if (m_controller->state() != RunController::State::Running)
            return;
        m_progress->setValue(int(m_controller->fraction() * 1000));
        m_eta->setText(tr("ETA %1").arg(formatDuration(m_controller->etaS())));
    });
}

void MainWindow::startTemperature()
{
    // The drive the run's target lives on: its hwmon sensor, sampled off the GUI thread.
    m_temperatureSampler.reset();
    const Drive *drive = nullptr;
    const TestTarget target = m_drives->target();
    const QString name = target.host.isEmpty() ? wholeDiskOf(target.path, m_roots.sys) : QString(); // not read on hosts
    if (!name.isEmpty())
        drive = m_drives->model()->drive(m_drives->model()->rowOf(name));
    if (!drive || drive->temperatureInput.isEmpty()) {
        m_charts->clearTemperature();
        return;
    }
    m_temperatureSampler = std::make_unique<TemperatureSampler>(m_controller->session()->temperatureHub(), drive->temperatureInput);
    m_temperatureSampler->start();
    m_charts->setTemperatureLimits(drive->temperatureWarnC, drive->temperatureCritC);
}

void MainWindow::showHealth()
{
    const Drive *drive = m_drives->selectedDrive();
    if (drive && !m_drives->selectedHost().isEmpty()) {
        m_message->showMessage(MessageBar::Kind::Information,
                               tr("The health data of a drive on %1 is not read from here.").arg(m_drives->selectedHost()),
                               tr("Run drivebench or smartctl on that host to see it."));
        return;
    }
    if (!drive) {
        m_message->showMessage(MessageBar::Kind::Warning, tr("Select a drive to see its health."), QString());
        return;
    }
    // One dialog per drive: Ctrl+H again raises it rather than stacking another.
    if (QPointer<HealthView> open = m_healthViews.value(drive->name); open) {
        open->show();
        open->raise();
        open->activateWindow();
        return;
    }
    // Root reads the SMART / NVMe health log; anyone else gets ATA SMART through UDisks2 (polkit
    // may ask for the password), or sees the hwmon temperature and why.
    std::optional<DriveHealth> health;
    QString error;
    const bool nvme = drive->transport == Transport::Nvme;
    RawAccess access;
    if (!nvme)
        access.udisks = UdisksUse::WithPrompt; // NVMe: Get Log Page is root's alone, a descriptor does not help
    auto read = readHealth(nvme && !drive->genericPath.isEmpty() ? drive->genericPath : drive->path, access);
    if (read)
        health = std::move(*read);
    else
        error = fromStd(read.error().text());
    auto *view = new HealthView(this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setDrive(*drive, health, error);
    m_healthViews.insert(drive->name, view);
    cascadeOnScreen(view);
    view->show();
}

void MainWindow::refreshDrives()
{
    if (isRunning())
        return;
    SysfsScanner scanner(m_roots.sys, m_roots.dev, m_roots.proc);
    Result<std::vector<Drive>> drives = scanner.scan();
    if (!drives) {
        m_message->showMessage(MessageBar::Kind::Warning,
                               tr("Cannot list the drives: %1").arg(fromStd(drives.error().message)),
                               fromStd(drives.error().hint));
        m_drives->setDrives({});
        return;
    }
    m_drives->setDrives(std::move(drives.value()));
    m_drives->hosts()->reprobeAll(); // in the background; their headings say "probing"
    statusBar()->showMessage(tr("%n drive(s) found", nullptr, int(m_drives->model()->rowCount())), 5000);
}

void MainWindow::onTargetChanged()
{
    const TestTarget t = m_drives->target();
    m_settings->setReadOnly(t.kind == TestTarget::Kind::Device);
    if (!isRunning()) {
        // What belonged to the old target goes: the last run's end, its error, its figures.
        if (m_runMessage) {
            m_message->hide();
            m_runMessage = false;
            m_spaceRefused = false;
        }
        if (m_controller->isOver()) {
            m_controller->clear();
            m_run = RunResult();
            m_storedId = -1;
            m_storeTicket = 0;
        }
    }
    preview();
    updateRunState();
}

void MainWindow::preview()
{
    if (isRunning())
        return;
    const TestTarget t = m_drives->target();
    // Core's pre-flight, once per change, as drivebench-cli asks it: the plan (the panel's rows
    // and settings line), whether the test file fits, and the warnings.
    const bool noTarget = t.kind == TestTarget::Kind::None || t.kind == TestTarget::Kind::Missing;
    // On another host core plans it for fio there (no pre-flight here: the host checks the
    // directory when the run starts).
    const Preflight pre = noTarget            ? Preflight{Error::make(std::errc::invalid_argument, "no target"), {}, {}, false}
                          : !t.host.isEmpty() ? Preflight{planOnHost(t, m_settings->choice(t.path)), {}, {}, false}
                                              : preflight(m_settings->choice(t.path), m_roots);
    const Result<RunPlan> &plan = pre.plan;
    if (!t.host.isEmpty()) {
        // What core refuses there (a profile fio cannot run alike, writes on a device) is said
        // under the target at once, and again at Start.
        m_drives->setTargetHint(noTarget ? QString()
                                : !plan  ? tr("⚠ Not on %1: %2 (%3)").arg(t.host, fromStd(plan.error().message), fromStd(plan.error().hint))
                                : t.kind == TestTarget::Kind::Device ? remoteDeviceTargetHint(t.path, t.host, m_settings->profile())
                                                                     : QString());
    } else {
        m_drives->setTargetHint(t.kind == TestTarget::Kind::Device ? deviceTargetHint(t.path, m_settings->profile(), bool(plan))
                                                                   : directoryTargetHint(t.path, m_settings->profile()));
    }
    m_follow->clear();
    if (m_run.tests.empty()) {
        // Before a run the panel shows the rows the run will fill, as CrystalDiskMark does, under
        // the header core makes from the plan (the target and drive as the run will record them);
        // a choice with no plan still names its target.
        RunResult header;
        if (plan) {
            header = runHeaderOf(*plan);
            header.startedAt = {}; // not started
        } else {
            header.target.path = t.path;
            header.target.kind = t.kind == TestTarget::Kind::Device ? QStringLiteral("device") : QStringLiteral("file");
            if (t.host.isEmpty())
                describeTarget(t, header); // (a host's path means nothing here)
        }
        header.comment = m_panel->comment();
        m_panel->startRun(header, plan ? plannedRows(*plan) : QList<PlannedTest>());
    }
    showShortfall(pre.shortfall);
    if (!plan) {
        m_warnings->setWarnings({}, {}, false);
        return;
    }
    // (Core leaves out "little free space" when the file does not fit: the error above says it,
    // and two bars for one cause pushed the window past a 720-line screen.)
    m_warnings->setWarnings(pre.warnings,
                            tr("Before you start: %n warning(s). They do not stop the run.", nullptr,
                               int(pre.warnings.size())),
                            pre.offersNoCowDirectory);
}

bool MainWindow::showShortfall(const std::optional<SpaceShortfall> &shortfall)
{
    // A test file larger than the free space is refused now, beside the settings, with the fix
    // as a button: not a warning before Start and an error at Start. (Without a plan the choice
    // has another fault too, named at Start; core checks the size all the same.)
    if (!shortfall) {
        if (m_spaceRefused) {
            m_message->hide();
            m_spaceRefused = false;
            m_runMessage = false;
        }
        return true;
    }
    showRunError(tr("The %1 test file does not fit in %2: %3 can be used there.")
                     .arg(formatBytes(shortfall->fileBytes), shortfall->directory, formatBytes(shortfall->usableBytes)),
                 tr("Choose a smaller Size, or free some space there."));
    m_spaceRefused = true;
    if (const std::optional<std::uint64_t> fits = m_settings->largestSizeAtMost(shortfall->usableBytes); fits && *fits > 0) {
        const std::uint64_t smaller = *fits;
        m_message->setAction(tr("Use %1").arg(formatBytes(smaller)), [this, smaller] { m_settings->setSizeBytes(smaller); });
    }
    return false;
}

void MainWindow::showRunError(const QString &cause, const QString &fix)
{
    m_message->showMessage(MessageBar::Kind::Error, cause, fix);
    m_runMessage = true;
}

void MainWindow::describeTarget(const TestTarget &target, RunResult &header) const
{
    header.drive = {};
    header.target.device.clear();
    header.target.filesystem.clear();
    if (target.kind == TestTarget::Kind::None)
        return;
    // The drive the target names; else ask the mount table and sysfs where the path lives.
    QString driveName = target.driveName;
    const Result<DriveLocation> where = locateDrive(target.path, m_roots.sys, m_roots.proc);
    if (where) {
        header.target.filesystem = where->filesystem;
        if (driveName.isEmpty())
            driveName = where->drive;
    } else if (target.kind == TestTarget::Kind::Directory) {
        // tmpfs, NFS, FUSE...: no drive; the panel names the file system instead.
        const QString path = QFileInfo(target.path).canonicalFilePath();
        const MountTable mounts = MountTable::read(m_roots.proc);
        if (const MountEntry *m = mounts.mountHolding(path.isEmpty() ? target.path : path))
            header.target.filesystem = m->fsType;
    }
    if (driveName.isEmpty())
        return;
    const int row = m_drives->model()->rowOf(driveName);
    if (const Drive *d = m_drives->model()->drive(row)) {
        header.drive = driveRecordOf(*d);
        header.target.device = d->path;
    } else {
        header.target.device = QStringLiteral("/dev/") + driveName;
    }
}

bool MainWindow::isRunning() const
{
    return m_controller->isActive();
}

bool MainWindow::targetUsable(const TestTarget &target)
{
    // A path that does not exist, or no target: refused with the fix (a run and a replay alike).
    if (target.kind == TestTarget::Kind::Missing)
        showRunError(target.reason, QString());
    else if (target.kind == TestTarget::Kind::None && !target.host.isEmpty())
        showRunError(tr("There is no test target on %1.").arg(target.host),
                     tr("Type a directory on %1 in the test target box, or pick one of its drives.").arg(target.host));
    else if (target.kind == TestTarget::Kind::None)
        showRunError(tr("There is no test target."), tr("Select a drive with a mounted file system, or click "
                                                        "Browse… and choose a directory to test in."));
    return target.kind != TestTarget::Kind::Missing && target.kind != TestTarget::Kind::None;
}

Result<RunPlan> MainWindow::planOnHost(const TestTarget &target, const RunChoice &choice) const
{
    const RemoteHost *host = m_drives->hosts()->host(target.host);
    if (!host || host->state != RemoteHost::State::Ready)
        return Error::make(std::errc::resource_unavailable_try_again,
                           tr("%1 has not answered its probe").arg(target.host).toStdString(),
                           tr("wait until its drives are listed, or remove it and add it again").toStdString());
    return planRemoteRun(choice, host->spec, host->probe);
}

bool MainWindow::startRun()
{
    if (isRunning())
        return false;
    const TestTarget target = m_drives->target();
    if (!targetUsable(target))
        return false;
    if (!target.host.isEmpty()) {
        // On another host: core plans it for fio there and refuses what fio cannot run alike;
        // the run goes through the same session, charts and panel as a local one.
        Result<RunPlan> plan = planOnHost(target, m_settings->choice(target.path));
        if (!plan) {
            showRunError(fromStd(plan.error().message), fromStd(plan.error().hint));
            return false;
        }
        return startPlan(target, std::move(*plan));
    }
    if (target.kind == TestTarget::Kind::Directory && target.readOnly) {
        showRunError(target.reason,
                               tr("Choose a writable directory with Browse…, or test the raw device "
                                  "(read tests only)."));
        return false;
    }
    RunChoice choice = m_settings->choice(target.path);
    // The capacity check overwrites a whole device: only once the user typed its name (the
    // window's --destructive DEVICE).
    if (target.kind == TestTarget::Kind::Device && choice.profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) == 0) {
        RunResult probe;
        describeTarget(target, probe);
        const QString model = driveFactsOf(probe).model;
        if (!confirmWholeDeviceWrite(this, target.path, model)) {
            m_message->showMessage(MessageBar::Kind::Information,
                                   tr("Nothing was written: %1 was not confirmed by name.").arg(target.path),
                                   tr("To check it, start again and type its name; to keep its data, "
                                      "choose a directory on it instead."));
            return false;
        }
        choice.destructivePath = target.path;
        // The write gate once now: a device in use is refused before the run starts, and the
        // one refusal a user may override (other users' processes unseen) is asked about.
        if (const Result<void> gate = checkDestructiveAllowed(target.path, DestructiveCheck{m_roots.sys, m_roots.proc, m_roots.dev});
            !gate) {
            if (!isUncheckedUseRefusal(gate.error())) {
                m_message->showMessage(MessageBar::Kind::Error, fromStd(gate.error().message), fromStd(gate.error().hint));
                return false;
            }
            if (!confirmUncheckedUse(this, target.path, fromStd(gate.error().message))) {
                m_message->showMessage(MessageBar::Kind::Information,
                                       tr("Nothing was written: whether %1 is in use could not be checked.").arg(target.path),
                                       fromStd(gate.error().hint));
                return false;
            }
            choice.uncheckedUse = UncheckedUse::Accept;
        }
    }
    // Core plans and checks the run from the choice, as for drivebench-cli: tests, settings, the
    // target and the drive behind it, and whether the test file fits.
    Preflight pre = preflight(choice, m_roots);
    if (!pre.plan) {
        showRunError(fromStd(pre.plan.error().message), fromStd(pre.plan.error().hint));
        return false;
    }
    if (!showShortfall(pre.shortfall))
        return false;
    // In a directory the capacity check fills the file system: say how much and for how long
    // first (a run the command line started with --start was asked for as it is).
    if (target.kind == TestTarget::Kind::Directory && !m_options.start
        && choice.profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) == 0) {
        const Result<CapacityFillPlan> fill = planCapacityFill(target.path, choice.workload.capacity);
        // A plan that cannot be made (no room left) is the run's own error, said when it starts.
        if (fill && !confirmFileSystemFill(this, target.path, *fill)) {
            m_message->showMessage(MessageBar::Kind::Information,
                                   tr("Nothing was written: the capacity check of %1 was not started.").arg(target.path),
                                   tr("Choose the quick check or a larger reserve to write less."));
            return false;
        }
    }
    return startPlan(target, std::move(*pre.plan));
}

bool MainWindow::startPlan(const TestTarget &target, RunPlan runPlan)
{
    const QList<PlannedTest> planned = plannedRows(runPlan);
    // A run is watched on the panel and the live charts.
    if (m_tabs->currentWidget() == m_history || m_tabs->currentWidget() == m_compare)
        m_tabs->setCurrentWidget(m_charts);
    // Core's run session makes the no-CoW directory the user asked for (inside the chosen
    // folder, removed after the run only when empty) and the run's header, once, from the plan.
    const bool noCow = m_warnings->noCowChosen() && target.kind == TestTarget::Kind::Directory;
    if (const Result<void> started = m_controller->start(runPlan, noCow); !started) {
        showRunError(fromStd(started.error().message), fromStd(started.error().hint));
        return false;
    }
    RunResult header = m_controller->session()->header();
    header.comment = m_panel->comment();
    m_run = header;
    m_storedId = -1;    // the comment now belongs to the new run
    m_storeTicket = 0;
    m_message->hide();
    m_runMessage = false;
    m_panel->startRun(header, planned);
    m_follow->runStarted();
    statusBar()->showMessage(target.host.isEmpty() ? tr("Running on %1").arg(target.path)
                                                   : tr("Running on %1 on %2").arg(target.path, target.host));
    updateRunState();
    Q_EMIT runStarted();
    return true;
}

bool MainWindow::replayTrace(const QString &path)
{
    if (isRunning())
        return false;
    const TestTarget target = m_drives->target();
    if (!targetUsable(target))
        return false;
    // The core's plan, as `drivebench-cli run --trace FILE`: the same loading, mapping (offsets
    // wrapped into the span), timing (as recorded) and verdict. A raw device (or a read-only
    // mount) takes the trace's reads only.
    RunChoice choice = m_settings->choice(target.path);
    choice.tests.clear();
    choice.profile = QStringLiteral("trace");
    choice.tracePath = path;
    choice.passes.reset(); // played once, as `run --trace FILE` without --passes
    choice.op.reset();
    if (target.kind == TestTarget::Kind::Device || target.readOnly)
        choice.op = IoOp::Read;
    Result<RunPlan> plan = target.host.isEmpty() ? planRun(choice, m_roots) : planOnHost(target, choice);
    if (!plan) {
        m_message->showMessage(MessageBar::Kind::Error,
                               tr("The trace %1 cannot be replayed: %2").arg(path, fromStd(plan.error().message)),
                               fromStd(plan.error().hint));
        return false;
    }
    return startPlan(target, std::move(*plan));
}

void MainWindow::replayTraceAs()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Replay a trace"), QString(),
        tr("Traces (fio iolog, blkparse text) (*.log *.iolog *.txt *.trace *.blktrace);;All files (*)"));
    if (!file.isEmpty())
        replayTrace(file);
}

void MainWindow::showHelp(const QString &section)
{
    if (!m_help)
        m_help = new HelpDialog(this);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
    if (!section.isEmpty())
        m_help->showSection(section);
}

void MainWindow::stopRun()
{
    m_controller->stop(); // Starting or Running → Stopping; updateRunState follows
}

void MainWindow::onFinished(const RunResult &finished)
{
    // The runner's result is complete (drive, settings, workload figures); the window adds
    // only the comment.
    const QString comment = m_panel->comment();
    m_follow->runEnded();
    m_run = finished;
    m_run.comment = comment;
    if (m_run.toolVersion.isEmpty())
        m_run.toolVersion = QString::fromLatin1(kVersion);
    // A no-CoW directory the session could not remove: said, and kept with the run's errors.
    const QString cleanupError = m_controller->session()->cleanupError();
    if (!cleanupError.isEmpty())
        m_run.errors << cleanupError;
    m_panel->setHeader(m_run);
    for (const TestResult &t : m_run.tests)
        m_panel->setTestResult(t);
    m_warnings->setWarnings(m_run.warnings,
                            tr("This run: %n warning(s).", nullptr, int(m_run.warnings.size())), false);
    if (m_run.tests.empty()) {
        // Nothing was measured: the charts say why instead of waiting for a first test.
        const QString why = RunController::stateName(m_controller->state());
        m_charts->reset(tr("No test ran (%1)").arg(why), 0);
        m_latency->reset(tr("No test ran (%1)").arg(why));
    }
    if (m_controller->state() == RunController::State::Failed) {
        // The cause and the fix from the runner, in the window's words (no command-line flags).
        showError(m_run.errors.join(QLatin1Char('\n')));
        m_runMessage = true;
    } else if (!cleanupError.isEmpty()) {
        showError(cleanupError);
    }
    storeRun();
    updateRunState();
    Q_EMIT runFinished(m_run);

    if (m_options.start) {
        QStringList failures;
        if (!m_options.screenshotFile.isEmpty()) {
            if (const Result<void> r = saveScreenshot(m_options.screenshotFile); !r)
                failures << fromStd(r.error().text());
        }
        if (!m_options.windowFile.isEmpty()) {
            if (const Result<void> r = saveWindowPicture(m_options.windowFile); !r)
                failures << fromStd(r.error().text());
        }
        for (const QString &f : failures)
            showError(f);
        if (m_options.quitWhenDone) {
            for (const QString &e : m_run.errors + failures)
                fprintf(stderr, "drivebench: %s\n", qPrintable(e));
            QApplication::exit(m_run.completed && failures.isEmpty() ? 0 : 1);
        }
    }
}

void MainWindow::showError(const QString &text)
{
    // Errors from the core read "cause (fix)"; show the two apart when they are.
    QString cause = text, fix;
    if (text.endsWith(QLatin1Char(')'))) {
        const int open = text.lastIndexOf(QStringLiteral(" ("));
        if (open > 0) {
            cause = text.left(open);
            fix = text.mid(open + 2).chopped(1);
        }
    }
    m_message->showMessage(MessageBar::Kind::Error, cause, fix);
}

void MainWindow::updateRunState()
{
    using State = RunController::State;
    const State state = m_controller->state();
    const bool active = m_controller->isActive();
    const TestTarget::Kind kind = m_drives->target().kind;
    const bool haveTarget = kind == TestTarget::Kind::Directory || kind == TestTarget::Kind::Device;
    const bool canStop = state == State::Starting || state == State::Running;
    m_start->setEnabled(!active && haveTarget);
    m_startAction->setEnabled(!active && haveTarget);
    m_stop->setEnabled(canStop);
    m_stopAction->setEnabled(canStop);
    m_settings->setEnabled(!active);
    m_drives->setEnabled(!active);
    m_refreshAction->setEnabled(!active);
    m_traceAction->setEnabled(!active && haveTarget);
    const bool haveResult = !m_run.tests.empty();
    for (QAction *a : {m_saveJsonAction, m_copyTextAction})
        a->setEnabled(haveResult && !active);

    // The progress bar, the status line and the status bar say the same state.
    const int done = m_controller->finishedTests();
    const int planned = m_controller->plannedTests();
    switch (state) {
    case State::Idle:
        m_progress->setValue(0);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        // Before a run the line says what the chosen profile measures; a stored run says its date.
        if (!haveResult)
            m_current->setText(m_settings->description());
        statusBar()->showMessage(tr("Ready"));
        break;
    case State::Starting:
        m_progress->setValue(0);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        m_current->setText(tr("Starting…"));
        break;
    case State::Running:
        break; // the runner's signals fill the bar and the line
    case State::Stopping:
        m_progress->setFormat(tr("Stopping… %p %"));
        m_progress->setValue(int(m_controller->fraction() * 1000));
        m_eta->clear();
        m_current->setText(tr("Stopping: waiting for the I/O in flight…"));
        statusBar()->showMessage(tr("Stopping the run…"));
        break;
    case State::Stopped:
        // Never 100 %: the run did not end; what was done before Stop is kept.
        m_progress->setValue(std::min(999, int(m_controller->fraction() * 1000)));
        m_progress->setFormat(tr("Stopped at %p %"));
        m_eta->clear();
        m_current->setText(tr("Stopped by you after %1 of %n test(s); the completed tests are kept.", nullptr, planned)
                               .arg(done));
        statusBar()->showMessage(tr("Run stopped"));
        break;
    case State::Failed:
        m_progress->setValue(std::min(999, int(m_controller->fraction() * 1000)));
        m_progress->setFormat(tr("Failed at %p %"));
        m_eta->clear();
        m_current->setText(done > 0 ? tr("The run failed after %1 of %n test(s); the completed tests are kept.",
                                         nullptr, planned).arg(done)
                                    : failedBeforeFirstTestText());
        statusBar()->showMessage(tr("Run failed"));
        break;
    case State::Finished:
        m_progress->setValue(1000);
        m_progress->setFormat(QStringLiteral("%p %"));
        m_eta->clear();
        m_current->setText(tr("Done: %n test(s) in %1", nullptr, int(m_run.tests.size()))
                               .arg(runDurationText(m_run.startedAt.msecsTo(m_run.finishedAt))));
        statusBar()->showMessage(tr("Run finished"));
        break;
    }
}

void MainWindow::applyOptions(const GuiOptions &options)
{
    m_options = options;
    if (!options.drive.isEmpty() && !m_drives->selectDrive(options.drive)) {
        m_message->showMessage(MessageBar::Kind::Error, tr("There is no drive named %1.").arg(options.drive),
                               tr("Use a name from the drive list, such as sda or nvme0n1."));
        m_options.start = false;
    }
    if (!options.target.isEmpty()) {
        const Result<DriveLocation> where = locateDrive(options.target, m_roots.sys, m_roots.proc);
        m_drives->setCustomTarget(options.target, where ? where->drive : QString());
    }
    if (!options.profile.isEmpty() && !m_settings->setProfile(options.profile)) {
        m_message->showMessage(MessageBar::Kind::Error, tr("There is no profile named %1.").arg(options.profile),
                               tr("Pick one from the Profile list."));
        m_options.start = false;
    }
    if (m_options.start) {
        QTimer::singleShot(0, this, [this] {
            if (!startRun() && m_options.quitWhenDone) {
                fprintf(stderr, "drivebench: %s\n", qPrintable(m_message->text()));
                QApplication::exit(1);
            }
        });
    } else if (options.start && options.quitWhenDone) {
        QTimer::singleShot(0, this, [this] {
            fprintf(stderr, "drivebench: %s\n", qPrintable(m_message->text()));
            QApplication::exit(2);
        });
    } else if (!options.screenshotFile.isEmpty() || !options.windowFile.isEmpty() || options.quitWhenDone) {
        // No run asked for: take the pictures of the window as it opens.
        QTimer::singleShot(0, this, [this] {
            bool ok = true;
            for (const auto &[file, window] : {std::pair{m_options.screenshotFile, false},
                                               std::pair{m_options.windowFile, true}}) {
                if (file.isEmpty())
                    continue;
                const Result<void> r = window ? saveWindowPicture(file) : saveScreenshot(file);
                if (!r) {
                    ok = false;
                    fprintf(stderr, "drivebench: %s\n", r.error().text().c_str());
                }
            }
            if (m_options.quitWhenDone)
                QApplication::exit(ok ? 0 : 1);
        });
    }
}

std::vector<RunResult> MainWindow::pictureRuns() const
{
    if (m_run.tests.empty() || isRunning())
        return {};
    RunResult run = m_run;
    run.comment = m_panel->comment();
    return {std::move(run)};
}

Result<void> MainWindow::saveScreenshot(const QString &fileName)
{
    return saveImagePng(m_panel->picture(), fileName, pictureRuns(), QStringLiteral("Save screenshot"));
}

Result<void> MainWindow::saveWindowPicture(const QString &fileName)
{
    // The plots redraw on a queued replot; a picture taken as the run ends (--save-window) would
    // show them one step behind (a finished short test still on its 5 s axis).
    for (QCustomPlot *plot : findChildren<QCustomPlot *>())
        plot->replot(QCustomPlot::rpImmediateRefresh);
    return saveWidgetPng(this, fileName, pictureRuns(), QStringLiteral("Save picture of the window"));
}

Result<void> MainWindow::saveJson(const QString &fileName)
{
    RunResult run = m_run;
    run.comment = m_panel->comment();
    return saveOutput(QStringLiteral("Save result as JSON"), fileName,
                      QJsonDocument(toJson(run)).toJson(QJsonDocument::Indented));
}

QString MainWindow::resultText() const
{
    RunResult run = m_run;
    run.comment = m_panel->comment();
    return toCrystalDiskMarkText(run);
}

void MainWindow::saveScreenshotAs()
{
    const QString name = QFileDialog::getSaveFileName(
        this, tr("Save screenshot of results"),
        suggestedSavePath(QStringLiteral("drivebench-%1.png").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                          SaveFolder::Pictures),
        tr("PNG images (*.png)"));
    if (name.isEmpty())
        return;
    if (const Result<void> r = saveScreenshot(name); !r)
        m_message->showMessage(MessageBar::Kind::Error, fromStd(r.error().message), fromStd(r.error().hint));
    else
        statusBar()->showMessage(tr("Saved %1").arg(name), 5000);
}

void MainWindow::saveWindowPictureAs()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Save picture of the window"),
                                                      suggestedSavePath(QStringLiteral("drivebench-window.png"), SaveFolder::Pictures),
                                                      tr("PNG images (*.png)"));
    if (name.isEmpty())
        return;
    if (const Result<void> r = saveWindowPicture(name); !r)
        m_message->showMessage(MessageBar::Kind::Error, fromStd(r.error().message), fromStd(r.error().hint));
}

void MainWindow::saveJsonAs()
{
    const QString name = QFileDialog::getSaveFileName(
        this, tr("Save result as JSON"),
        suggestedSavePath(QStringLiteral("drivebench-%1.json").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                          SaveFolder::Documents),
        tr("JSON files (*.json)"));
    if (name.isEmpty())
        return;
    if (const Result<void> r = saveJson(name); !r)
        m_message->showMessage(MessageBar::Kind::Error, fromStd(r.error().message), fromStd(r.error().hint));
    else
        statusBar()->showMessage(tr("Saved %1").arg(name), 5000);
}

void MainWindow::copyText()
{
    QApplication::clipboard()->setText(resultText());
    statusBar()->showMessage(tr("Results copied as text"), 3000);
}

void MainWindow::copyPicture()
{
    copyImageToClipboard(m_panel->picture(), pictureRuns());
    statusBar()->showMessage(tr("Results picture copied"), 3000);
}

Result<std::vector<ImportDone>> MainWindow::importRuns(const QStringList &paths)
{
    if (!m_library)
        return Error::make(std::errc::io_error, "the results library is not open, so nothing can be imported",
                           "see the warning about the library above");
    // Read every file first: one refused file stops the import before anything is stored.
    Result<std::vector<FileRun>> runs = readResultFiles(paths);
    if (!runs)
        return runs.error();
    Result<std::vector<ImportDone>> done = storeImported(*m_library, *runs);
    m_history->refresh();
    return done;
}

Result<QList<qint64>> MainWindow::importFiles(const QStringList &paths)
{
    Result<std::vector<ImportDone>> done = importRuns(paths);
    if (!done)
        return done.error();
    QList<qint64> ids;
    for (const ImportDone &d : *done)
        ids.append(d.outcome.id);
    return ids;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    const bool files = !urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); });
    if (files && !isRunning())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &u : event->mimeData()->urls())
        paths << u.toLocalFile();
    event->acceptProposedAction();
    const Result<std::vector<ImportDone>> done = importRuns(paths);
    if (!done) {
        m_message->showMessage(MessageBar::Kind::Error,
                               tr("Nothing was imported: %1").arg(fromStd(done.error().message)),
                               fromStd(done.error().hint));
        return;
    }
    QStringList stored, skipped;
    for (const ImportDone &d : *done) {
        if (d.outcome.alreadyStored)
            skipped << tr("%1 is already in the library as run %2").arg(QFileInfo(d.file).fileName()).arg(d.outcome.id);
        else
            stored << QString::number(d.outcome.id);
    }
    QString text;
    if (!stored.isEmpty())
        text = tr("Imported %n run(s) into the results library.", nullptr, int(stored.size()));
    if (!skipped.isEmpty()) {
        const QString already = skipped.join(QStringLiteral("; "));
        text += stored.isEmpty() ? tr("Nothing new to import: %1.").arg(already)
                                 : QLatin1Char(' ') + tr("Skipped, already there: %1.").arg(already);
    }
    m_message->showMessage(MessageBar::Kind::Information, text,
                           tr("Select runs in History and press Compare to set them beside your own."));
    if (!done->empty())
        showStoredRun(done->back().outcome.id);
    m_tabs->setCurrentWidget(m_history);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About DriveBench"),
                       tr("<p><b>DriveBench %1</b></p><p>A disk benchmark for Linux: sequential and "
                          "random transfers, latency percentiles and live per-thread charts.</p>"
                          "<p>MB/s are 10<sup>6</sup> bytes per second.</p>")
                           .arg(QString::fromLatin1(kVersion)));
}

void MainWindow::loadSettings()
{
    QSettings s;
    m_settings->load(s);
    m_drives->setShowVirtual(s.value(QStringLiteral("window/showVirtual")).toBool());
    const QString drive = s.value(QStringLiteral("window/drive")).toString();
    // The last drive; at first start the home directory on its drive (drivechoice.h).
    if (drive.isEmpty() || !m_drives->selectDrive(drive))
        m_drives->openOn(firstStartChoice(m_drives->allDrives(), QDir::homePath(), m_roots.sys, m_roots.proc), drive.isEmpty());
    const QString target = s.value(QStringLiteral("window/target")).toString();
    if (!target.isEmpty() && QFileInfo::exists(target))
        m_drives->setCustomTarget(target, s.value(QStringLiteral("window/targetDrive")).toString());
    // The hosts added before, probed again in the background (the window opens at once), with
    // the paths typed on them; the selection stays on this machine's drive.
    m_drives->setRemoteTargets(s.value(QStringLiteral("window/hostTargets")).toMap());
    {
        const QString local = m_drives->selectedDrive() ? m_drives->selectedDrive()->name : QString();
        for (const QString &host : s.value(QStringLiteral("window/hosts")).toStringList())
            (void)m_drives->hosts()->add(host); // (each was a host when saved)
        if (!local.isEmpty())
            m_drives->selectDrive(local);
    }
    m_panel->setUnit(ResultUnit(s.value(QStringLiteral("window/unit"), 0).toInt()));
    if (s.contains(QStringLiteral("window/geometry"))) {
        restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
        keepOnScreen(this); // saved on a larger screen, or at another scale
    }
    if (s.contains(QStringLiteral("window/mainSplitter")))
        m_mainSplitter->restoreState(s.value(QStringLiteral("window/mainSplitter")).toByteArray());
    // The panel then takes the height its run needs (fitPanelArea) until the user drags.
    if (s.contains(QStringLiteral("window/rightSplitter")))
        m_rightSplitter->restoreState(s.value(QStringLiteral("window/rightSplitter")).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings s;
    m_settings->save(s);
    if (const Drive *d = m_drives->selectedDrive(); d && m_drives->selectedHost().isEmpty())
        s.setValue(QStringLiteral("window/drive"), d->name);
    s.setValue(QStringLiteral("window/hosts"), m_drives->hosts()->keys());
    s.setValue(QStringLiteral("window/hostTargets"), m_drives->remoteTargets());
    const TestTarget t = m_drives->target();
    // Only a directory chosen by hand needs remembering; the drive's own targets follow it.
    const std::optional<TestTarget> custom = m_drives->customTarget();
    const bool remember = custom && custom->kind == TestTarget::Kind::Directory;
    s.setValue(QStringLiteral("window/target"), remember ? custom->path : QString());
    s.setValue(QStringLiteral("window/targetDrive"), remember ? custom->driveName : QString());
    s.setValue(QStringLiteral("window/showVirtual"), m_drives->showVirtual());
    s.setValue(QStringLiteral("window/unit"), int(m_panel->unit()));
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("window/rightSplitter"), m_rightSplitter->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isRunning()) {
        // The runner's destructor cancels and joins; say why closing takes a moment.
        m_controller->session()->cancel();
        statusBar()->showMessage(tr("Stopping the run…"));
    }
    QMainWindow::closeEvent(event);
}

} // namespace drivebench::ui
