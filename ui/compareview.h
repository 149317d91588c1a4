// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two to six runs side by side, each test in its own reading (core/results/comparison.h): a
// table grouped by test (the reading first, then its other figures, the difference in % against
// the first run that has it and the better value marked; tests only one run has at the end) and
// charts: bars of each test's reading, one chart per unit, latency percentiles, and the curves of
// surface/sweep/sustained runs. Legends sit outside the plots; tick labels never overlap (rotated
// and shortened when crowded, the full name in a tooltip). Saves as PNG.

#include <vector>

#include <QImage>
#include <QList>
#include <QRect>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include "core/results/comparison.h"
#include "core/results/runresult.h"
#include "core/util/result.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QTabWidget;
class QStackedWidget;
class QTableView;
class QTableWidget;

namespace drivebench {
class ResultLibrary;
}

namespace drivebench::ui {

class CompareView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareView)

public:
    /// library may be null; then only setRunData() fills the view.
    explicit CompareView(ResultLibrary *library, QWidget *parent = nullptr);
    ~CompareView() override;

    void setLibrary(ResultLibrary *library) { m_library = library; }
    /// Loads 2 to 6 runs from the library and shows them; an error leaves the view as it was.
    Result<void> setRuns(const QList<qint64> &ids);
    /// Shows runs that are already in memory (e.g. the run just finished); labels one per run.
    void setRunData(std::vector<RunResult> runs, QStringList labels);
    /// The comparison on screen.
    const Comparison &comparison() const { return m_comparison; }
    /// The run labels, in column order: "#id" and the user's name for the run, if any.
    QStringList labels() const { return m_labels; }
    /// Each run's column heading: its label, then what tells it apart from the other runs
    /// (Comparison::runsDiffer: drive, profile, target, date, host), one per line.
    QStringList headings() const { return m_headings; }
    /// The line under the title naming the runs folded away (no test in common), or "".
    QString foldedText() const;
    /// The bar charts, one per unit of the tests' readings ("barsPlot_ms_per_op", ...).
    QList<QCustomPlot *> barPlots() const { return m_barPlots; }
    /// Where a plot's x tick labels are drawn, in the plot's pixels (one per labelled tick).
    static QList<QRectF> tickLabelRects(QCustomPlot *plot);
    /// The comparison as a picture for sharing, never a grab of the view: kPictureWidth logical
    /// pixels wide whatever the window (twice the pixels at 200 %), as tall as it needs: the
    /// drives, every test's figures with their differences (all rows), the tests one run has,
    /// one bar chart per unit, and one chart of every run's curves per test that has curves.
    /// curveCharts, when given, receives where each curve chart lies in the picture (logical
    /// pixels), in order.
    QImage picture(QList<QRect> *curveCharts = nullptr) const;
    static constexpr int kPictureWidth = 800;
    /// The picture's table as HTML: the compared runs' columns and every shared test's
    /// figures; folded runs and tests only one run has are a short note under it.
    QString figuresHtml() const;
    /// Saves picture() as a PNG carrying the compared runs (docs/result-format.md, "Results in
    /// PNG pictures"), through core/util/outputfile; an error names file and fix.
    Result<void> savePng(const QString &fileName);

Q_SIGNALS:
    /// Loading or saving failed; the message names the cause and the fix.
    void errorOccurred(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillTable();
    void fillOrigins();
    void fillTestChoices();
    void drawBars();
    void drawPercentiles();
    void drawCurves();
    void askAndSavePng();
    /// Lays the frozen Test and Figure columns over the table's left edge.
    void placeFrozenColumns();
    /// Shows or hides the columns of the folded runs.
    void showFoldedRuns(bool show);
    /// "⚠ Settings differ between the runs (passes, test file size): …", or "" when alike.
    QString settingsDifferText() const;

    ResultLibrary *m_library = nullptr;
    std::vector<RunResult> m_runs;
    QStringList m_labels;
    QStringList m_headings; // label + what tells the run apart, one per line
    QStringList m_names;    // the same on one line, for legends
    Comparison m_comparison;
    QLabel *m_folded = nullptr;     // "Folded away: ..." with a link to show them
    QTableView *m_frozen = nullptr; // the Test and Figure columns, frozen over the table
    QLabel *m_title = nullptr;
    QTableWidget *m_origins = nullptr; // per run: drive, link, file system, machine, version
    QTableWidget *m_table = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_barsPage = nullptr;
    QComboBox *m_barUnit = nullptr;       // which unit's chart the stack shows
    QStackedWidget *m_barStack = nullptr; // one bar chart per unit, each with the page's height
    QList<QCustomPlot *> m_barPlots;
    QLabel *m_barsNote = nullptr;
    QComboBox *m_percentileTest = nullptr;
    QComboBox *m_curveTest = nullptr;
    QCustomPlot *m_percentiles = nullptr;
    QCustomPlot *m_curves = nullptr;
    QLabel *m_curveNote = nullptr;
};

/// drivebench [--db FILE] --compare ID ID... --save-compare PNG: loads the runs from the library
/// (db "" = the user's), renders the comparison picture and saves it; no window is shown.
Result<void> saveComparisonPng(const QString &db, const QList<qint64> &ids, const QString &fileName);

} // namespace drivebench::ui
