// SPDX-License-Identifier: GPL-3.0-or-later
// What one redraw of the live charts costs the UI thread (label bench, outside the default run):
// both plots (bandwidth and latency) of a 16-thread test with a minute of 100 ms samples, drawn
// in full, as during a run. Goal: under 16 ms per redraw (one 60 Hz frame) on an idle core, so a
// 16-thread run's charts stay cheap next to the I/O workers. Prints the figure; fails above it.
#include <QElapsedTimer>
#include <QTest>

#include <qcustomplot.h>

#include "ui/livecharts.h"

using namespace drivebench;
using namespace drivebench::ui;

class TstBenchGuiCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redrawOf16Threads()
    {
        LiveCharts charts;
        charts.resize(1400, 640);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        constexpr int kThreads = 16;
        charts.reset(QStringLiteral("RND4K_Q32T16"), kThreads);
        std::uint64_t x = 88172645463325252ull; // xorshift: deterministic, varied figures
        auto next = [&x] {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            return x;
        };
        for (int tick = 1; tick <= 600; ++tick) {
            QList<LiveSample> samples;
            for (int t = 0; t < kThreads; ++t) {
                const std::uint64_t ios = 3000 + next() % 600;
                samples.push_back({tick * 0.1, t, ios * 4096, ios, 40.0 + double(next() % 200) / 10.0,
                                   90.0 + double(next() % 100)});
            }
            charts.addSamples(samples);
        }
        // The two per-thread plots; the temperature plot (a line per drive sensor, none here)
        // is not what this goal is about.
        const QList<QCustomPlot *> plots = {charts.findChild<QCustomPlot *>(QStringLiteral("bandwidthChart")),
                                            charts.findChild<QCustomPlot *>(QStringLiteral("latencyChart"))};
        QVERIFY(plots.at(0) && plots.at(1));
        for (QCustomPlot *p : plots) // first draw: layout, fonts, caches
            p->replot(QCustomPlot::rpImmediateRefresh);
        constexpr int kRounds = 30;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < kRounds; ++i) {
            for (QCustomPlot *p : plots)
                p->replot(QCustomPlot::rpImmediateRefresh);
        }
        const double ms = double(clock.nsecsElapsed()) / 1e6 / kRounds;
        qInfo("live charts, %d threads x 600 samples, %dx%d: %.2f ms per redraw of both plots "
              "(goal < 16 ms)", kThreads, charts.width(), charts.height(), ms);
        QVERIFY2(ms < 16.0, qPrintable(QStringLiteral("%1 ms per redraw").arg(ms)));
    }
};

QTEST_MAIN(TstBenchGuiCharts)
#include "tst_bench_gui_charts.moc"
