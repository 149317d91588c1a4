// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QImage>
#include <QHash>

#include "core/results/runresult.h"
#include "ui/units.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QVBoxLayout;

namespace drivebench {
struct RunPlan;
}

namespace drivebench::ui {

class CurveView;
class ResultCell;
class SurfaceMapView;
class SweepChart;
class TraceVerdictCard;

/// A test the run will do, so the panel can show its row before it has a figure.
struct PlannedTest
{
    QString id; ///< "SEQ1M_Q8T1"
    QString op; ///< "read", "write", "mix"
    QString label = {}; ///< the test's label ("Seq", "Full stroke"); "" = from the id
    QString reading = {}; ///< its headline's unit (core/results/testreading.h); "" = from the id
    QString passEnd = {}; ///< "time" or "count" (core/results/testreading.h); "" = from the id
    bool tracePlayback = false; ///< a trace's playback (TestSpec::tracePlayback): its own column
};

/// The panel's rows for a plan, shown before their figures arrive.
QList<PlannedTest> plannedRowsOf(const RunPlan &plan);

/// The result panel, like AS SSD's and CrystalDiskMark's: a row per test, Read / Write (/ Mix)
/// columns in the chosen unit, the AS SSD score when the run has its tests, the drive line (model,
/// firmware, link speed), target, date, settings and an editable comment. A trace playback gets
/// its verdict card (AnandTech's figures, traceverdictcard.h) below the grid; a block-size sweep
/// one ATTO-style chart (sweepchart.h) in place of its rows, which a "Table" toggle shows; special
/// workloads with a curve in their result get a table + curve below it, and a surface scan its
/// error map (surfacemapview.h). This widget is what
/// "Save screenshot" captures.
class ResultPanel final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultPanel)

public:
    explicit ResultPanel(QWidget *parent = nullptr);

    /// Clears figures and lays out a row per planned test (values fill in as tests complete).
    void startRun(const RunResult &header, const QList<PlannedTest> &plan);
    /// Shows a whole run (finished, loaded or partial).
    void setRun(const RunResult &run);
    const RunResult &run() const { return m_run; }
    /// Marks a test as running.
    void setTestRunning(const QString &id, const QString &op);
    /// Fills (or replaces) one test's figures.
    void setTestResult(const TestResult &test);
    /// Updates the header lines (drive, target, settings, date) from run-level fields.
    void setHeader(const RunResult &header);

    void setUnit(ResultUnit unit);
    ResultUnit unit() const { return m_unit; }
    QString comment() const;
    void setComment(const QString &comment);

    /// The panel's picture for sharing (Save screenshot, --save-screenshot, Copy picture): always
    /// kPictureWidth logical pixels wide whatever the window's size (like AS SSD's fixed panel),
    /// as tall as its rows need; rendered at the screen's device pixel ratio (1280 px wide at 200 %).
    QImage picture() const;
    static constexpr int kPictureWidth = 640;

    /// Selects a test's cell (as a click on it does) and emits testSelected.
    void selectTest(const QString &id, const QString &op);
    QString selectedId() const { return m_selectedId; }
    QString selectedOp() const { return m_selectedOp; }

    /// The text of the cell for test id/op ("" when there is no such cell), for tests.
    QString cellText(const QString &id, const QString &op) const;
    int rowCount() const { return int(m_rows.size()); }
    int curveViewCount() const;
    /// The trace verdict cards shown (one per trace playback with a verdict).
    QList<TraceVerdictCard *> verdictCards() const;
    /// The block-size sweep's chart (ATTO's): shown when the run has a sweep, in place of its
    /// rows; nullptr-safe accessors for tests.
    SweepChart *sweepChart() const { return m_sweepChart; }
    bool isSweepChartShown() const;
    /// Shows the sweep's rows in the grid as well (the "Table" toggle beside the chart).
    void setSweepTableShown(bool shown);
    bool isSweepTableShown() const { return m_sweepTable; }
    /// The surface scans' error maps shown (one per scan with a map).
    QList<SurfaceMapView *> errorMaps() const;
    /// Whether the grid row of test id is shown (a sweep's are not, unless the table is).
    bool isRowShown(const QString &id) const;

Q_SIGNALS:
    void unitChanged(drivebench::ui::ResultUnit unit);
    void commentChanged(const QString &comment);
    /// The user finished editing the comment (Enter or focus out).
    void commentCommitted(const QString &comment);
    /// The user selected a test's cell (click, or Enter/Space on it): show it in the charts.
    void testSelected(const QString &id, const QString &op);

private:
    struct Row
    {
        QString id;
        QLabel *label = nullptr;
        QHash<QString, ResultCell *> cells; // by op
    };

    void rebuildGrid();
    void readRowReadings(const QStringList &ids, const QList<PlannedTest> &cells);
    void addColumnHeaders(const QList<PlannedTest> &cells);
    void addRows(const QStringList &ids, const QList<PlannedTest> &cells);
    void addScoreRows(int scoreRow);
    static QString throttleToolTip(const TestResult &test);
    /// A test run until steady: "steady @7" or "not steady", drawn in its cell; empty otherwise.
    static QString steadyNote(const TestResult &test);
    /// Its rounds and the criterion's figures, for the tooltip (a leading newline; empty: none).
    static QString steadyToolTip(const TestResult &test);
    /// How evenly a multi-thread test's threads shared the I/O, for the tooltip (as above).
    static QString fairnessToolTip(const TestResult &test);
    void refreshCells();
    void refreshHeader();
    void refreshWarningsLine();
    void refreshScore();
    void refreshCurves();
    void refreshVerdicts();
    /// The verdict cards (trace, cache) and the curve views (curves, error map) that have
    /// something to show of test t; skipSweep: not the sweep's, whose chart shows them.
    QList<QWidget *> verdictViewsOf(const TestResult &t);
    QList<QWidget *> curveViewsOf(const TestResult &t, bool skipSweep);
    /// Makes test's views again in one column (the curves', or the verdict cards'), in the
    /// run's order, leaving the other tests' as they are.
    void replaceTestViews(const TestResult &test, bool curves);
    /// The sweep chart's rows from the grid's sweep rows, and which rows the grid shows.
    void refreshSweep();
    bool hasSweepChart() const;
    bool isTracePlayback(const QString &id) const;
    Row *row(const QString &id);
    void ensureRow(const QString &id, const QString &op);
    const TestResult *result(const QString &id, const QString &op) const;
    QString toolTipFor(const TestResult &test) const;

    RunResult m_run;
    QList<PlannedTest> m_plan;
    QString m_runningId, m_runningOp;
    QString m_selectedId, m_selectedOp; // the test the charts show
    ResultUnit m_unit = ResultUnit::MegabytesPerSecond;
    QStringList m_ops; // columns in order: read, write, mix
    QHash<QString, Reading> m_rowReadings; // by test id
    QHash<QString, bool> m_unitInHeader;   // by op: the column's rows share one unit

    QComboBox *m_unitBox;
    QLabel *m_title;
    QLabel *m_date;
    QLabel *m_driveLine;
    QLabel *m_targetLine;
    QLabel *m_settingsLine;
    bool m_picture = false; ///< a twin laid out for picture(): no scrolled tables
    QLabel *m_warningsLine; ///< the run's whole-run warnings, so the saved picture carries them
    QLabel *m_costLine;     ///< what a write run cost the drive, where the drive counted it
    QWidget *m_gridHost;
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
    // AS SSD's score in the grid: Read and Write under their columns, Total on its own row.
    QLabel *m_scoreLabel = nullptr;
    QHash<QString, ResultCell *> m_scoreCells; // by op
    QLabel *m_scoreTotalLabel = nullptr;
    ResultCell *m_scoreTotal = nullptr;
    QVBoxLayout *m_verdicts; // trace verdict cards
    QVBoxLayout *m_curves;
    bool m_curvesSkipSweep = false; ///< m_curves was made without the sweep's (hasSweepChart)
    QWidget *m_sweepBox;
    QLabel *m_sweepTitle;
    QToolButton *m_sweepTableButton;
    SweepChart *m_sweepChart;
    bool m_sweepTable = false; ///< the sweep's rows shown in the grid too
    QLineEdit *m_comment;
};

} // namespace drivebench::ui
