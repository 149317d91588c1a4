#pragma once

#include <array>

#include <QList>
#include <QTimer>
#include <QWidget>

#include "core/results/runresult.h"

class QChart;
class QChartView;
class QLabel;
class QTableWidget;

namespace drivebench::ui {

/// The latency of the current test with Qt Charts: a histogram and the percentiles.
/// While the test runs, the histogram collects each thread's 100 ms mean latencies weighted by
/// their I/O count (all the live samples carry); when the test ends, the percentile bars and table
/// show the engine's exact per-I/O figures (min, p50 … p99.99, max). Redraws at most twice a second.
class LatencyView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LatencyView)

public:
    explicit LatencyView(QWidget *parent = nullptr);

    /// The title over the charts: the test shown.
    QString title() const;
    void reset(const QString &title);
    void addSamples(const QList<LiveSample> &samples);
    void setTestResult(const TestResult &test);

    /// I/Os counted in the histogram so far, for tests.
    double histogramWeight() const;
    /// Percentile rows filled (0 until a test result arrives).
    int percentileRows() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void redraw();
    void applyPalette();

    // Six buckets per decade (1, 1.5, 2, 3, 5, 7) from 1 µs to 10 s: upper edges in µs.
    static constexpr int kBuckets = 43;
    std::array<double, kBuckets> m_weights{};
    LatencySummaryUs m_summary;
    bool m_haveSummary = false;
    QLabel *m_title;
    QChartView *m_histogramView;
    QChartView *m_percentileView;
    QTableWidget *m_table;
    QTimer m_redraw;
};

} // namespace drivebench::ui
