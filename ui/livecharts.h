// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QTimer>
#include <QWidget>

#include "core/results/runresult.h"
#include "core/results/testreading.h"

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QListWidget;
class QLabel;

namespace drivebench::ui {

/// Live bandwidth (MB/s, 10^6 B/s) and latency (µs) per worker thread over time, QCustomPlot,
/// fed with the runner's sample batches (~10 Hz). Readable with 64 threads: the aggregate line
/// (all threads: summed bandwidth, I/O-weighted mean latency) is drawn thick on its own axis, the
/// thread lines thin; the list beside the plots toggles each thread. Adding a batch costs
/// O(batch) and asks for one queued replot, so the UI thread never waits on the plots.
class LiveCharts final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveCharts)

public:
    explicit LiveCharts(QWidget *parent = nullptr);

    /// Starts a new test: clears the plots and makes one line per thread.
    /// The title over the charts: the test shown.
    QString title() const;
    /// reading: the test's headline unit (core/results/testreading.h). A transfer test's chart
    /// draws MB/s; a test of operations (small files, seek stroke, access time), whose I/Os move
    /// few or no bytes, draws its operations per second ("files/s", "ops/s") instead.
    void reset(const QString &title, int threads, Reading reading = Reading::Transfer);
    /// The unit the rate chart draws now: "MB/s", "files/s" or "ops/s".
    QString rateUnit() const { return m_rateUnit; }
    /// The aggregate rate line's last value in that unit (tests); 0 when empty.
    double aggregateLastRate() const;
    /// Appends one batch of samples (one per thread per tick).
    void addSamples(const QList<LiveSample> &samples);
    /// The test ended: the time axis fits its samples (a count-based test may last 30 ms, and
    /// would otherwise sit in the first pixels of a 5 s axis).
    void finishTest();
    /// Shows a finished test's recorded samples (e.g. a loaded result).
    void showTest(const TestResult &test);

    /// The drive's temperature on its own axis under the bandwidth chart, with the drive's
    /// warning and critical thresholds drawn where known. Hidden until a temperature is known.
    void setTemperatureLimits(std::optional<double> warningC, std::optional<double> criticalC);
    /// One temperature reading at the bandwidth chart's time.
    void addTemperature(double timeS, double celsius);
    /// No sensor for this target: the temperature chart is hidden.
    void clearTemperature();
    int temperaturePoints() const;
    bool isTemperatureShown() const;

    int threadCount() const { return m_threads; }
    /// Points in the aggregate bandwidth line (one per tick), for tests.
    int aggregatePoints() const;
    /// Points in thread i's bandwidth line.
    int threadPoints(int thread) const;
    /// Whether thread i's lines are shown.
    bool isThreadVisible(int thread) const;
    void setThreadVisible(int thread, bool visible);
    /// Pixels of the aggregate bandwidth line as drawn in the plot area (legend excluded), for
    /// tests: the data must be visible, not only stored. Draws what the next redraw will.
    int aggregatePixels();
    /// The height of the bandwidth and latency charts' plots (the lower one), as drawn at the
    /// charts' size now; 0 when not shown. For tests: each keeps 160 px at least.
    int plotHeight();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    void styleLines();
    void setupPlot(QCustomPlot *plot, const QString &yLabel, const QString &y2Label);
    /// Redraws both plots soon, but no sooner than 4x the last redraw's cost after it: the live
    /// charts take at most a fifth of the UI thread on a slow machine or a HiDPI screen.
    void scheduleLiveReplot();
    /// Fits both plots' ranges to the data and the visible lines, then redraws them.
    void replotNow();
    void fitRanges();

    QLabel *m_title;
    QCustomPlot *m_bandwidth;
    QCustomPlot *m_latency;
    QCustomPlot *m_temperature;
    QCPGraph *m_tempLine = nullptr;
    QCPItemStraightLine *m_warnLine = nullptr;
    QCPItemStraightLine *m_critLine = nullptr;
    QCPItemText *m_warnText = nullptr;
    QCPItemText *m_critText = nullptr;
    std::optional<double> m_warnC, m_critC;
    void styleTemperature();
    QListWidget *m_threadList;
    int m_threads = 0;
    bool m_countOps = false;  ///< the rate line counts operations (ios/s), not MB/s
    QString m_rateUnit = QStringLiteral("MB/s");
    std::vector<QCPGraph *> m_bwLines, m_latLines;
    QCPGraph *m_bwAggregate = nullptr;
    QCPGraph *m_latAggregate = nullptr;
    std::vector<double> m_lastTimeS; // per thread, to turn bytes per interval into a rate
    double m_maxTimeS = 0;
    bool m_updatingList = false;
    bool m_finished = false; // finishTest() was called: the x range ends after the last sample
    bool m_sparse = true; // few points per line: mark each one (a single point draws no line)
    QTimer m_replotTimer;
    QElapsedTimer m_sinceReplot;
};

} // namespace drivebench::ui
