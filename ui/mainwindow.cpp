// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <algorithm>

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "core/devices/drivelocator.h"
#include "core/devices/sysfsscanner.h"
#include "core/results/resultlibrary.h"
#include "core/results/runfacts.h"
#include "core/runner/runsession.h"
#include "core/runner/thermalmonitor.h"
#include "core/util/bytesize.h"
#include "core/version.h"
#include "ui/capacityconfirm.h"
#include "ui/chartfollower.h"
#include "ui/compareview.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/healthview.h"
#include "ui/helpdialog.h"
#include "ui/historyview.h"
#include "ui/hostruns.h"
#include "ui/hostrunsview.h"
#include "ui/drivepanel.h"
#include "ui/remotehosts.h"
#include "ui/settingwords.h"
#include "ui/targethint.h"
#include "ui/healthview.h"
#include "ui/latencyview.h"
#include "ui/librarywriter.h"
#include "ui/livecharts.h"
#include "ui/messagebar.h"
#include "ui/panelarea.h"
#include "ui/remotehosts.h"
#include "ui/resultfiles.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"
#include "ui/runimport.h"
#include "ui/runnotifier.h"
#include "ui/runsettingswidget.h"
#include "ui/runstatusview.h"
#include "ui/screenfit.h"
#include "ui/scriptedrun.h"
#include "ui/targetpreview.h"
#include "ui/temperaturefeed.h"
#include "ui/warningsview.h"

namespace drivebench::ui {

namespace {

// The panel's area claims its whole height as its minimum, up to this (PanelArea); a taller
// panel scrolls. With the charts' least height (their plots keep 160 px: chartsLeastHeight) the
// window's least height still fits 720 px with both message bars. The panel gets more whenever
// the window has it (fitPanelArea): at 1400×920 all of the default, NVMe and sweep panels; at
// 1280×720 their heading and first rows, the rest a scroll away.
constexpr int kPanelMaxMinimumHeight = 150;

} // namespace

MainWindow::MainWindow(SystemRoots roots, QWidget *parent, const QString &libraryPath)
    : QMainWindow(parent)
    , m_roots(std::move(roots))
    , m_controller(new RunController(this))
    , m_hostRuns(new HostRuns(this))
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
    , m_status(new RunStatusView(this, statusBar()))
    , m_files(new ResultFiles(this, m_panel, m_message, statusBar(), [this] { return shownRun(); },
                              [this] { return isRunning(); }))
{
    m_hostView = new HostRunsView(m_hostRuns, m_panel, this);
    m_script = new ScriptedRun(this, m_roots);
    m_temperature = std::make_unique<TemperatureFeed>(m_follow, m_charts);
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
    connectHostRuns();
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
        forgetLastEnd(false); // the last run's end and its error, not its figures
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
    loadWindowSettings(parts(), m_roots);
    onTargetChanged();
    updateRunState();
}

MainWindow::~MainWindow()
{
    saveWindowSettings(parts());
    m_hostRuns->setWriter(nullptr); // (its runs, stopped as the window goes, are not stored)
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
        m_hostRuns->setWriter(m_writer);
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
                                   .arg(windowMessage(library.error())),
                               windowHint(library.error()));
    }
    m_history = new HistoryView(m_library.get(), this);
    m_compare = new CompareView(m_library.get(), this);
    m_tabs->addTab(m_history, tr("History"));
    m_tabs->addTab(m_compare, tr("Compare"));
    connect(m_history, &HistoryView::runActivated, this, &MainWindow::showStoredRun);
    connect(m_history, &HistoryView::compareRequested, this, &MainWindow::compareRuns);
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
    if (!m_run.remote)
        m_localShownId = id; // the last local run: Compare sets the hosts' runs beside it
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
        showError(windowText(run.error()));
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
    m_status->setLine(tr("Showing a stored run from %1")
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
    m_actions = WindowActions::build(this);
    connect(m_actions.start, &QAction::triggered, this, [this] { startRun(); });
    connect(m_actions.stop, &QAction::triggered, this, &MainWindow::stopRun);
    connect(m_actions.saveJson, &QAction::triggered, m_files, &ResultFiles::saveJsonAs);
    connect(m_actions.screenshot, &QAction::triggered, m_files, &ResultFiles::saveScreenshotAs);
    connect(m_actions.windowPicture, &QAction::triggered, m_files, &ResultFiles::saveWindowPictureAs);
    connect(m_actions.copyText, &QAction::triggered, m_files, &ResultFiles::copyText);
    connect(m_actions.copyPicture, &QAction::triggered, m_files, &ResultFiles::copyPicture);
    connect(m_actions.refresh, &QAction::triggered, this, &MainWindow::refreshDrives);
    connect(m_actions.health, &QAction::triggered, this, &MainWindow::showHealth);
    connect(m_actions.trace, &QAction::triggered, this, &MainWindow::replayTraceAs);
    connect(m_actions.help, &QAction::triggered, this, [this] { showHelp(); });
}

void MainWindow::buildLayout()
{
    m_drives->setMinimumWidth(260); // with the right side's least width, the window fits 1280 logical
    m_mainSplitter->addWidget(m_drives);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 0, 0, 0);
    rightLayout->addWidget(m_settings);

    connect(m_status->startButton(), &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_status->stopButton(), &QPushButton::clicked, this, &MainWindow::stopRun);
    connect(m_status->helpButton(), &QPushButton::clicked, this, [this] { showHelp(); });
    rightLayout->addLayout(m_status->row());
    rightLayout->addWidget(m_status->line());
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
    m_tabs->addTab(m_hostView, tr("Hosts"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_hostView), tr("Runs on several hosts at once: tick hosts in the drive list"));
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
    connect(runner, &RunSession::preparing, m_status, &RunStatusView::preparing);
    connect(runner, &RunSession::testStarted, this, [this](int index, const TestSpec &spec) {
        const QString op = ioOpName(spec.op);
        const bool finalOnly = m_run.remote && m_run.remote->transport != QLatin1String("ssh"); // fio server: no live samples
        const QString title = QStringLiteral("%1 %2").arg(spec.displayName(), op)
                              + (finalOnly ? tr(" — a fio server: its figures come when the test ends") : QString());
        const double warmupS = spec.warmupS >= 0 ? spec.warmupS : m_run.settings.warmupS.value_or(0);
        m_status->testStarted(index + 1, m_controller->plannedTests(), title, warmupS);
        m_panel->setTestRunning(spec.id, op);
        m_follow->testStarted(spec.id, op, title, spec.threads, spec.reading); // unless the user picked another
        startTemperature();
    });
    connect(runner, &RunSession::samplesReady, this, [this](const QList<LiveSample> &samples) {
        m_follow->addSamples(samples);
        m_temperature->samples(samples);
    });
    connect(runner, &RunSession::testFinished, this, [this](int, const TestResult &result) {
        m_temperature->stop();
        m_panel->setTestResult(result);
        m_follow->testFinished(result);
        m_run.tests.push_back(result);
    });
    connect(runner, &RunSession::progress, this, [this] {
        // The controller has taken the fraction it keeps (none after Stop).
        if (m_controller->state() != RunController::State::Running)
            return;
        m_status->progress(m_controller->fraction(), m_controller->etaS());
    });
}

void MainWindow::startTemperature()
{
    // The drive the run's target lives on: its hwmon sensor, sampled off the GUI thread.
    const TestTarget target = m_drives->target();
    const QString name = target.host.isEmpty() ? wholeDiskOf(target.path, m_roots.sys) : QString(); // not read on hosts
    m_temperature->start(name.isEmpty() ? nullptr : m_drives->model()->drive(m_drives->model()->rowOf(name)),
                         m_controller->session()->temperatureHub());
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
    m_healthViews.insert(drive->name, HealthView::open(*drive, this));
}

void MainWindow::refreshDrives()
{
    if (isRunning())
        return;
    SysfsScanner scanner(m_roots.sys, m_roots.dev, m_roots.proc);
    Result<std::vector<Drive>> drives = scanner.scan();
    if (!drives) {
        m_message->showMessage(MessageBar::Kind::Warning,
                               tr("Cannot list the drives: %1").arg(windowMessage(drives.error())),
                               windowHint(drives.error()));
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
    if (!isRunning())
        forgetLastEnd(true); // what belonged to the old target: the last run's end, its error, its figures
    preview();
    updateRunState();
}

void MainWindow::forgetLastEnd(bool figures)
{
    if (m_runMessage) {
        m_message->hide();
        m_runMessage = false;
        m_spaceRefused = false;
    }
    if (figures && (m_controller->isOver() || m_hostRuns->isOver())) {
        m_run = RunResult();
        m_storedId = -1;
        m_storeTicket = 0;
    }
    m_controller->clear(); // (each clears only a run that is over)
    m_hostRuns->clear();
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
                          : !t.host.isEmpty() ? Preflight{m_drives->hosts()->plan(t.host, m_settings->choice(t.path)), {}, {}, false}
                                              : preflight(m_settings->choice(t.path), m_roots);
    const Result<RunPlan> &plan = pre.plan;
    m_drives->setTargetHint(targetHintFor(t, plan, m_settings->profile()));
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
                describeLocalTarget(t, header, *m_drives->model(), m_roots); // (a host's path means nothing here)
        }
        header.comment = m_panel->comment();
        m_panel->startRun(header, plan ? plannedRowsOf(*plan) : QList<PlannedTest>());
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

bool MainWindow::isRunning() const
{
    return m_controller->isActive() || m_hostRuns->isActive();
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

bool MainWindow::startRun()
{
    if (isRunning())
        return false;
    if (!m_drives->hosts()->tickedKeys().isEmpty())
        return startOnHosts();
    const TestTarget target = m_drives->target();
    if (!targetUsable(target))
        return false;
    if (!target.host.isEmpty()) {
        // On another host: core plans it for fio there and refuses what fio cannot run alike;
        // the run goes through the same session, charts and panel as a local one.
        Result<RunPlan> plan = m_drives->hosts()->plan(target.host, m_settings->choice(target.path));
        if (!plan) {
            showRunError(windowMessage(plan.error()), windowHint(plan.error()));
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
    if (target.kind == TestTarget::Kind::Device && choice.profile.compare(QLatin1String("capacity"), Qt::CaseInsensitive) == 0) {
        RunResult probe;
        describeLocalTarget(target, probe, *m_drives->model(), m_roots);
        if (const std::optional<WriteRefusal> no = confirmDeviceOverwrite(
                this, target.path, driveFactsOf(probe).model, DestructiveCheck{m_roots.sys, m_roots.proc, m_roots.dev}, choice)) {
            m_message->showMessage(no->error ? MessageBar::Kind::Error : MessageBar::Kind::Information, no->cause, no->fix);
            return false;
        }
    }
    // Core plans and checks the run from the choice, as for drivebench-cli: tests, settings, the
    // target and the drive behind it, and whether the test file fits.
    Preflight pre = preflight(choice, m_roots);
    if (!pre.plan) {
        showRunError(windowMessage(pre.plan.error()), windowHint(pre.plan.error()));
        return false;
    }
    if (!showShortfall(pre.shortfall))
        return false;
    // In a directory the capacity check fills the file system: say how much and for how long
    // first (a run the command line started with --start was asked for as it is).
    if (target.kind == TestTarget::Kind::Directory && !m_script->starts()) {
        if (const std::optional<WriteRefusal> no = confirmFill(this, target.path, choice)) {
            m_message->showMessage(MessageBar::Kind::Information, no->cause, no->fix);
            return false;
        }
    }
    return startPlan(target, std::move(*pre.plan));
}

bool MainWindow::startPlan(const TestTarget &target, RunPlan runPlan)
{
    const QList<PlannedTest> planned = plannedRowsOf(runPlan);
    // A run is watched on the panel and the live charts.
    if (m_tabs->currentWidget() == m_history || m_tabs->currentWidget() == m_compare)
        m_tabs->setCurrentWidget(m_charts);
    // Core's run session makes the no-CoW directory the user asked for (inside the chosen
    // folder, removed after the run only when empty) and the run's header, once, from the plan.
    const bool noCow = m_warnings->noCowChosen() && target.kind == TestTarget::Kind::Directory;
    if (const Result<void> started = m_controller->start(runPlan, noCow); !started) {
        showRunError(windowMessage(started.error()), windowHint(started.error()));
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

bool MainWindow::startOnHosts()
{
    // Every ticked host at once (as drivebench-cli run --host A --host B), each planned by core
    // for fio there on the target shown or typed there last; a host that cannot be planned
    // stops the Start (naming it) before anything runs anywhere.
    Result<std::vector<std::pair<QString, RunPlan>>> plans =
        planTickedHosts(*m_drives, [this](const QString &path) { return m_settings->choice(path); });
    if (!plans) {
        showRunError(windowMessage(plans.error()), windowHint(plans.error()));
        return false;
    }
    m_message->hide();
    m_runMessage = false;
    m_run = RunResult();
    m_storedId = -1;
    m_storeTicket = 0;
    if (!m_hostRuns->start(std::move(*plans))) // none started: each says why
        showRunError(m_hostRuns->failure(int(m_hostRuns->hosts().size()) - 1), QString());
    m_hostView->runsStarted();
    m_tabs->setCurrentWidget(m_hostView);
    updateRunState();
    if (m_hostRuns->isActive())
        Q_EMIT runStarted();
    return m_hostRuns->isActive();
}

void MainWindow::connectHostRuns()
{
    connect(m_hostRuns, &HostRuns::changed, this, &MainWindow::updateRunState);
    connect(m_hostRuns, &HostRuns::hostEnded, this, [this](int index) {
        // Each host's failure is said naming it; the others carry on.
        if (const QString failure = m_hostRuns->failure(index); !failure.isEmpty())
            showRunError(failure, QString());
    });
    connect(m_hostView, &HostRunsView::shownRunChanged, this, [this](const RunResult &run) {
        m_run = run; // the host page shown: Save and Copy take its run
        updateRunState();
    });
    connect(m_hostRuns, &HostRuns::allEnded, this, [this] { Q_EMIT runFinished(m_run); });
    connect(m_hostView, &HostRunsView::compareRequested, this, [this](QList<qint64> ids) {
        if (m_localShownId >= 0)
            ids.prepend(m_localShownId); // the local run shown before: the hosts beside it
        compareRuns(ids);
    });
}

void MainWindow::compareRuns(const QList<qint64> &ids)
{
    if (const Result<void> r = m_compare->setRuns(ids); !r)
        showError(windowText(r.error()));
    else
        m_tabs->setCurrentWidget(m_compare);
}

bool MainWindow::replayTrace(const QString &path)
{
    if (isRunning())
        return false;
    const TestTarget target = m_drives->target();
    if (!targetUsable(target))
        return false;
    // As `drivebench-cli run --trace FILE`; a raw device (or a read-only mount) takes its reads only.
    const RunChoice choice = m_settings->traceChoice(target.path, path,
                                                     target.kind == TestTarget::Kind::Device || target.readOnly);
    Result<RunPlan> plan = target.host.isEmpty() ? planRun(choice, m_roots) : m_drives->hosts()->plan(target.host, choice);
    if (!plan) {
        m_message->showMessage(MessageBar::Kind::Error,
                               tr("The trace %1 cannot be replayed: %2").arg(path, windowMessage(plan.error())),
                               windowHint(plan.error()));
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
    m_hostRuns->stop();   // every host's run, when several run at once
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
        showError(windowLines(m_run.errors).join(QLatin1Char('\n')));
        m_runMessage = true;
    } else if (!cleanupError.isEmpty()) {
        showError(cleanupError);
    }
    storeRun();
    updateRunState();
    Q_EMIT runFinished(m_run); // a run from the command line saves its pictures and quits (ScriptedRun)
}

void MainWindow::showError(const QString &text)
{
    m_message->showError(text);
}

void MainWindow::updateRunState()
{
    using State = RunController::State;
    const State state = m_controller->state();
    const bool hosts = m_hostRuns->isActive();
    const bool active = m_controller->isActive() || hosts;
    const TestTarget::Kind kind = m_drives->target().kind;
    const bool ticked = !m_drives->hosts()->tickedKeys().isEmpty();
    const bool haveTarget = kind == TestTarget::Kind::Directory || kind == TestTarget::Kind::Device || ticked;
    const bool canStop = state == State::Starting || state == State::Running || m_hostRuns->state() == HostRuns::State::Running;
    m_status->setButtons(!active && haveTarget, canStop, int(m_drives->hosts()->tickedKeys().size()));
    m_actions.start->setEnabled(!active && haveTarget);
    m_actions.stop->setEnabled(canStop);
    m_settings->setEnabled(!active);
    m_drives->setEnabled(!active);
    m_actions.refresh->setEnabled(!active);
    m_actions.trace->setEnabled(!active && haveTarget && !ticked);
    const bool haveResult = !m_run.tests.empty();
    for (QAction *a : {m_actions.saveJson, m_actions.copyText})
        a->setEnabled(haveResult && !active);
    if (hosts || m_hostRuns->isOver())
        m_status->renderHosts(*m_hostRuns);
    else
        m_status->render(*m_controller, int(m_run.tests.size()), m_run.startedAt.msecsTo(m_run.finishedAt), m_settings->description());
}

void MainWindow::applyOptions(const GuiOptions &options)
{
    m_script->apply(options);
}

RunResult MainWindow::shownRun() const
{
    RunResult run = m_run;
    run.comment = m_panel->comment();
    return run;
}

Result<void> MainWindow::saveScreenshot(const QString &fileName)
{
    return m_files->saveScreenshot(fileName);
}

Result<void> MainWindow::saveWindowPicture(const QString &fileName)
{
    return m_files->saveWindowPicture(fileName);
}

Result<void> MainWindow::saveJson(const QString &fileName)
{
    return m_files->saveJson(fileName);
}

QString MainWindow::resultText() const
{
    return m_files->resultText();
}

Result<std::vector<ImportDone>> MainWindow::importRuns(const QStringList &paths)
{
    Result<std::vector<ImportDone>> done = importRunFiles(m_library.get(), paths);
    m_history->refresh();
    return done;
}

Result<QList<qint64>> MainWindow::importFiles(const QStringList &paths)
{
    const Result<std::vector<ImportDone>> done = importRuns(paths);
    return done ? Result<QList<qint64>>(importedIds(*done)) : Result<QList<qint64>>(done.error());
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFiles(event->mimeData()->urls()).isEmpty() && !isRunning())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    event->acceptProposedAction();
    const Result<std::vector<ImportDone>> done = importRuns(droppedFiles(event->mimeData()->urls()));
    if (!done) {
        m_message->showMessage(MessageBar::Kind::Error,
                               tr("Nothing was imported: %1").arg(windowMessage(done.error())),
                               windowHint(done.error()));
        return;
    }
    m_message->showMessage(MessageBar::Kind::Information, importedText(*done),
                           tr("Select runs in History and press Compare to set them beside your own."));
    if (!done->empty())
        showStoredRun(done->back().outcome.id);
    m_tabs->setCurrentWidget(m_history);
}

WindowParts MainWindow::parts() const
{
    return {const_cast<MainWindow *>(this), m_drives, m_settings, m_panel, m_mainSplitter, m_rightSplitter};
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isRunning()) {
        // The runner's destructor cancels and joins; say why closing takes a moment.
        m_controller->session()->cancel();
        m_hostRuns->stop();
        statusBar()->showMessage(tr("Stopping the run…"));
    }
    QMainWindow::closeEvent(event);
}

} // namespace drivebench::ui
