#pragma once

// Two to six runs side by side: a table of every test's figures with the difference in % against
// the first run and the better value marked, and overlaid charts (bars per test, latency
// percentiles, the curves of surface/sweep/sustained runs from TestResult::extra). Saves as PNG.

#include <vector>

#include <QList>
#include <QStringList>
#include <QWidget>

#include "core/results/comparison.h"
#include "core/results/runresult.h"
#include "core/util/result.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QTabWidget;
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
    /// The run labels, in column order.
    QStringList labels() const { return m_labels; }
    /// Saves the whole view (table and the visible chart) as a PNG; an error names file and fix.
    Result<void> savePng(const QString &fileName);

Q_SIGNALS:
    /// Loading or saving failed; the message names the cause and the fix.
    void errorOccurred(const QString &message);

private:
    void fillTable();
    void fillOrigins();
    void fillTestChoices();
    void drawBars();
    void drawPercentiles();
    void drawCurves();
    void askAndSavePng();

    ResultLibrary *m_library = nullptr;
    std::vector<RunResult> m_runs;
    QStringList m_labels;
    Comparison m_comparison;
    QLabel *m_title = nullptr;
    QTableWidget *m_origins = nullptr; // per run: drive, link, file system, machine, version
    QTableWidget *m_table = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_barMetric = nullptr;
    QComboBox *m_percentileTest = nullptr;
    QComboBox *m_curveTest = nullptr;
    QCustomPlot *m_bars = nullptr;
    QCustomPlot *m_percentiles = nullptr;
    QCustomPlot *m_curves = nullptr;
    QLabel *m_curveNote = nullptr;
};

} // namespace drivebench::ui
