// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <vector>

#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include "core/devices/drive.h"
#include "core/results/resultimport.h"
#include "core/results/runresult.h"
#include "core/runner/runner.h" // before any signal that carries RunResult: its Q_DECLARE_METATYPE
#include "core/runner/temperaturesampler.h"
#include "core/runner/preflight.h"
#include "core/runner/runplan.h"
#include "core/util/result.h"
#include "ui/guioptions.h"
#include "ui/windowactions.h"
#include "ui/windowsettings.h"

class QPushButton;
class QSplitter;
class QTabWidget;

namespace drivebench {
class ResultLibrary;
}

namespace drivebench::ui {

class CompareView;
class HelpDialog;
class DrivePanel;
struct TestTarget;
class HealthView;
class HistoryView;
class HostRuns;
class HostRunsView;
class ChartFollower;
class LatencyView;
class LibraryWriter;
class LiveCharts;
class MessageBar;
class ResultFiles;
class ResultPanel;
class RunController;
class RunStatusView;
class TemperatureFeed;
class ScriptedRun;
class RunSettingsWidget;
class WarningsView;

/// Where the window finds the machine's drives (core's, the one planRun takes); tests point
/// these at fixture trees.
using SystemRoots = drivebench::SystemRoots;

/// The main window: drive list and target on the left; profile, settings, Start/Stop, progress
/// with ETA, in-window errors, the result panel and the live charts on the right. It drives the
/// same Runner as drivebench-cli and keeps the run's RunResult as its model.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// libraryPath: the results library every finished run is stored in ("" = the default,
    /// defaultLibraryPath()).
    explicit MainWindow(SystemRoots roots = {}, QWidget *parent = nullptr, const QString &libraryPath = {});
    ~MainWindow() override;

    /// Applies --drive/--target/--profile; with --start, starts once the window shows and, when the
    /// run ends, saves the pictures asked for and quits (exit status 0 done, 1 failed) if asked.
    void applyOptions(const GuiOptions &options);

    /// Re-reads the drives from the system roots.
    void refreshDrives();
    /// Starts a run with the current target and settings; false (and a message) when it cannot.
    /// With hosts ticked in the drive list, a run on each of them at once (startOnHosts).
    bool startRun();
    /// Starts the chosen tests on every ticked host at once, each on the target shown or typed
    /// there last; false (and a message naming the host) when one has no target or plan.
    bool startOnHosts();
    /// Replays a trace file (fio iolog v2/v3 or blkparse text) on the current target, as
    /// `drivebench-cli run --trace FILE`; false (and a message) when it cannot start.
    bool replayTrace(const QString &path);
    /// Opens "What does this mean?" at a section ("tests", "figures", "warnings", ...).
    void showHelp(const QString &section = QString());
    HelpDialog *helpDialog() const { return m_help; }
    /// Opens the selected drive's health dialog, or raises the one already open for it.
    void showHealth();
    /// Asks the running run to stop; finished follows within a second.
    void stopRun();
    bool isRunning() const;
    /// The run's state machine: every widget showing the run renders its state.
    RunController *runController() const { return m_controller; }
    /// The runs on several hosts at once, and their tab.
    HostRuns *hostRuns() const { return m_hostRuns; }
    HostRunsView *hostRunsView() const { return m_hostView; }
    /// The run shown (the last finished one, or the one in progress).
    const RunResult &run() const { return m_run; }

    Result<void> saveScreenshot(const QString &fileName);
    Result<void> saveWindowPicture(const QString &fileName);
    Result<void> saveJson(const QString &fileName);
    /// Imports result files (DriveBench PNG or JSON, fio JSON) into the library, all or none; a
    /// run the library holds already (sameResult()) is skipped. Returns each run's outcome.
    /// Dropping files on the window does the same.
    Result<std::vector<ImportDone>> importRuns(const QStringList &paths);
    /// importRuns(), returning the id of each run: the new one, or the one it was already.
    Result<QList<qint64>> importFiles(const QStringList &paths);
    /// Shows a finished test of the run shown in the live charts and the latency view, and
    /// selects its cell (what a click on the cell does).
    void showTest(const QString &id, const QString &op);
    /// Shows a run from the results library, as History's double-click does.
    void showStoredRun(qint64 id);
    /// The result as CrystalDiskMark-style text.
    QString resultText() const;

    DrivePanel *drivePanel() const { return m_drives; }
    RunSettingsWidget *runSettings() const { return m_settings; }
    ResultPanel *resultPanel() const { return m_panel; }
    LiveCharts *liveCharts() const { return m_charts; }
    LatencyView *latencyView() const { return m_latency; }
    ChartFollower *chartFollower() const { return m_follow; }
    MessageBar *messageBar() const { return m_message; }
    WarningsView *warningsView() const { return m_warnings; }
    /// Adds a tab beside the live charts (the history and compare views).
    void addViewTab(QWidget *view, const QString &title);

Q_SIGNALS:
    void runStarted();
    void runFinished(const drivebench::RunResult &run);
    /// The finished run is in the results library (written on the library writer's thread).
    void runStored(qint64 id);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildActions();
    void buildLayout();
    void connectRunner();
    /// Renders the run controller's state: Start/Stop, progress bar, status line, banner.
    void updateRunState();
    void onTargetChanged();
    /// Forgets the end of the last run (its state, its error; with figures, the run shown too).
    void forgetLastEnd(bool figures);
    /// Asks core's pre-flight once per change (before Start): the panel's preview rows and
    /// settings line, whether the test file fits, and the pre-flight warnings.
    void preview();
    /// Refuses (with a message and a "Use N GiB" button) a test file larger than the target's
    /// free space (core's shortfall); true when there is none.
    bool showShortfall(const std::optional<SpaceShortfall> &shortfall);
    /// An error that belongs to the run or the target: cleared when the target changes.
    /// False (and the message) when the target does not exist or there is none.
    bool targetUsable(const TestTarget &target);
    void showRunError(const QString &cause, const QString &fix);
    void onFinished(const RunResult &run);
    /// Several hosts' runs: started, one ended (its failure said naming it), all ended.
    void connectHostRuns();
    /// Puts runs of the library side by side in the Compare tab.
    void compareRuns(const QList<qint64> &ids);
    /// Starts a planned run (with the no-CoW directory when chosen) and shows it.
    bool startPlan(const TestTarget &target, RunPlan plan);
    void replayTraceAs();
    void showError(const QString &text);
    /// The run shown, with the comment typed.
    RunResult shownRun() const;
    WindowParts parts() const;
    void openLibrary(const QString &path);
    void storeRun();
    void onStored(quint64 ticket, qint64 id);

    SystemRoots m_roots;
    RunController *m_controller;
    HostRuns *m_hostRuns;
    HostRunsView *m_hostView;
    qint64 m_localShownId = -1; ///< the last local run stored in this session (Compare puts the hosts beside it)
    RunResult m_run;
    std::unique_ptr<ResultLibrary> m_library;
    LibraryWriter *m_writer = nullptr; // stores finished runs off the UI thread
    quint64 m_storeTicket = 0;         // the store of the run shown (0 = none)
    QString m_storedComment;           // the comment the run was stored with
    qint64 m_storedId = -1;
    ScriptedRun *m_script; // --start, --save-*, --quit-when-done
    bool m_runMessage = false; // the message bar shows a run's or target's error
    bool m_spaceRefused = false; // ... that the test file does not fit

    DrivePanel *m_drives;
    RunSettingsWidget *m_settings;
    ResultPanel *m_panel;
    LiveCharts *m_charts;
    LatencyView *m_latency;
    ChartFollower *m_follow; // what the charts show during a run: the running test or the user's pick
    MessageBar *m_message;
    WarningsView *m_warnings;
    QTabWidget *m_tabs;
    HistoryView *m_history = nullptr;
    CompareView *m_compare = nullptr;
    QSplitter *m_mainSplitter;
    QSplitter *m_rightSplitter;
    /// The panel's area gets the height its panel needs (the splitter's stretch gives the rest
    /// to the tabs), as much as the tabs' least height leaves: the Live charts' and Latency's
    /// plots keep 160 px each; a taller panel scrolls. Which tab is open changes nothing.
    void fitPanelArea();
    /// The tabs' least height: their bar and the Live charts or Latency page, whichever needs
    /// more (History and Compare scroll in what is left).
    int chartsLeastHeight() const;
    bool m_userSizedPanel = false; ///< the user dragged the splitter: no fitPanelArea
    RunStatusView *m_status; // the progress bar, ETA, the line under them and the status bar
    ResultFiles *m_files;    // pictures, JSON and text of the run shown
    WindowActions m_actions;
    std::unique_ptr<TemperatureFeed> m_temperature; // the target drive's hwmon, while a run goes
    void startTemperature();
    HelpDialog *m_help = nullptr;
    QHash<QString, QPointer<HealthView>> m_healthViews; // open health dialogs, by drive name
};

} // namespace drivebench::ui
