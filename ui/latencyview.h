// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>

#include <QList>
#include <QTimer>
#include <QWidget>

#include "core/results/runresult.h"
#include "core/stats/latencybins.h"

class QChart;
class QChartView;
class QLabel;
class QTableWidget;

namespace drivebench::ui {

/// The latency of the current test with Qt Charts: a histogram and the percentiles.
/// While the test runs, the histogram collects each thread's 100 ms mean latencies weighted by
/// their I/O count (all the live samples carry), titled so; when the test ends (or a finished
/// test's cell is picked), it shows the engine's count of every I/O by its latency (the result's
/// latencyBins) and the percentile bars and table its exact per-I/O figures (min, p50 … p99.99,
/// max). Redraws at most twice a second.
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
    /// True when the histogram shows the finished test's count of every I/O (not window means).
    bool histogramIsPerIo() const;
    /// Percentile rows filled (0 until a test result arrives).
    int percentileRows() const;
    /// The height of the histogram's and the percentiles' plots (the lower one) as laid out
    /// now; for tests: each keeps 160 px at least.
    int plotHeight() const;
    /// The tooltip of the histogram's bar (0 = the first bar drawn): its latency range and count.
    QString barToolTip(int bar) const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void redraw();
    void applyPalette();
    QString histogramToolTip() const;

    // Core's bins (core/stats/latencybins.h): six per decade from 1 µs to 10 s.
    static constexpr int kBuckets = kLatencyBins;
    std::array<double, kBuckets> m_weights{};
    bool m_exact = false;
    int m_firstBin = 0; ///< the bin of the histogram's first bar
    LatencySummaryUs m_summary;
    bool m_haveSummary = false;
    QLabel *m_title;
    QChartView *m_histogramView;
    QChartView *m_percentileView;
    QTableWidget *m_table;
    QTimer m_redraw;
};

} // namespace drivebench::ui
