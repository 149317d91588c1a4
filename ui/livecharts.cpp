// SPDX-License-Identifier: GPL-3.0-or-later
#include "livecharts.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/results/testthermal.h"
#include "ui/chartstyle.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(color);
    p.setPen(Qt::NoPen);
    p.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return QIcon(pixmap);
}

// Threads above this count get no legend entry each; the list beside the plots names them.
constexpr int kLegendThreads = 8;
// Lines with fewer points than this get a dot on each point: count-based tests (seek, sweep
// steps, trace) often end within one or two 100 ms samples, and a line of one point is invisible.
constexpr int kSparsePoints = 12;

// The least height of each chart's plot (its axis rectangle), in logical pixels.
constexpr int kPlotLeast = 160;

} // namespace

LiveCharts::LiveCharts(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_bandwidth(new QCustomPlot(this))
    , m_latency(new QCustomPlot(this))
    , m_temperature(new QCustomPlot(this))
    , m_threadList(new QListWidget(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Bandwidth and latency side by side, the temperature under both: beside a tall result panel
    // (seek, surface, capacity, trace) or at 1280×720 the tab is short, and two charts stacked
    // got 50 px of plot each, or none. Each keeps kPlotLeast px of plot (its minimum height).
    auto *plots = new QGridLayout;
    plots->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setText(tr("Live charts: start a run to see each thread's bandwidth and latency."));
    plots->addWidget(m_title, 0, 0, 1, 2);
    m_bandwidth->setObjectName(QStringLiteral("bandwidthChart"));
    m_latency->setObjectName(QStringLiteral("latencyChart"));
    // Past the plot: the legend's row above it, the tick labels and the axis title under it.
    const int around = fontMetrics().height() * 4 + 30;
    int column = 0;
    for (QCustomPlot *p : {m_bandwidth, m_latency}) {
        p->setMinimumHeight(kPlotLeast + around);
        p->setMinimumWidth(220);
        p->setNoAntialiasingOnDrag(true);
        // Solid lines as one polyline each: with the per-thread lines at 1 px, a 16-thread test's
        // minute of samples redraws in ~13 ms instead of ~1 s (tests/bench/tst_bench_gui_charts).
        p->setPlottingHint(QCP::phFastPolylines, true);
        p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        p->axisRect()->setRangeZoom(Qt::Horizontal);
        p->axisRect()->setRangeDrag(Qt::Horizontal);
        plots->addWidget(p, 1, column++);
    }
    // The drive's temperature, on its own axis under the bandwidth and latency it may explain.
    m_temperature->setObjectName(QStringLiteral("temperatureChart"));
    m_temperature->setMinimumHeight(110);
    m_temperature->setPlottingHint(QCP::phFastPolylines, true);
    plots->addWidget(m_temperature, 2, 0, 1, 2);
    plots->setRowStretch(1, 3);
    plots->setRowStretch(2, 0); // its least height: a hidden row takes none
    plots->setColumnStretch(0, 1);
    plots->setColumnStretch(1, 1);
    setupPlot(m_bandwidth, tr("all threads (MB/s)"), tr("per thread (MB/s)"));
    setupPlot(m_latency, tr("latency (µs)"), QString());
    m_temperature->yAxis->setLabel(tr("drive (°C)"));
    m_temperature->yAxis->ticker()->setTickCount(3);
    m_tempLine = m_temperature->addGraph();
    m_tempLine->setName(tr("drive temperature"));
    m_warnLine = new QCPItemStraightLine(m_temperature);
    m_critLine = new QCPItemStraightLine(m_temperature);
    m_warnText = new QCPItemText(m_temperature);
    m_critText = new QCPItemText(m_temperature);
    for (QCPItemText *t : {m_warnText, m_critText}) {
        t->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        t->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        t->position->setTypeY(QCPItemPosition::ptPlotCoords);
    }
    m_temperature->setVisible(false);
    layout->addLayout(plots, 1);

    auto *side = new QVBoxLayout;
    side->addWidget(new QLabel(tr("Show"), this));
    m_threadList->setObjectName(QStringLiteral("threadList"));
    m_threadList->setMaximumWidth(150);
    m_threadList->setToolTip(tr("Tick the lines to show; the aggregate is all threads together."));
    m_threadList->setAccessibleName(tr("Lines shown"));
    side->addWidget(m_threadList, 1);
    auto *all = new QPushButton(tr("All"), this);
    auto *none = new QPushButton(tr("None"), this);
    all->setToolTip(tr("Show every thread's line"));
    none->setToolTip(tr("Hide every line"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    side->addLayout(buttons);
    layout->addLayout(side);

    connect(m_threadList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_updatingList)
            return;
        const int thread = item->data(Qt::UserRole).toInt();
        const bool on = item->checkState() == Qt::Checked;
        if (thread < 0) {
            m_bwAggregate->setVisible(on);
            m_latAggregate->setVisible(on);
        } else if (thread < m_threads) {
            m_bwLines[thread]->setVisible(on);
            m_latLines[thread]->setVisible(on);
        }
        replotNow(); // the y ranges follow the visible lines
    });
    const auto checkAll = [this](bool on) {
        for (int i = 0; i < m_threadList->count(); ++i)
            m_threadList->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    };
    connect(all, &QPushButton::clicked, this, [checkAll] { checkAll(true); });
    connect(none, &QPushButton::clicked, this, [checkAll] { checkAll(false); });
    m_replotTimer.setSingleShot(true);
    connect(&m_replotTimer, &QTimer::timeout, this, &LiveCharts::replotNow);
    applyPalette();
    reset(QString(), 0);
}

void LiveCharts::setupPlot(QCustomPlot *plot, const QString &yLabel, const QString &y2Label)
{
    plot->xAxis->setLabel(tr("time (s)"));
    plot->yAxis->setLabel(yLabel);
    if (!y2Label.isEmpty()) {
        plot->yAxis2->setVisible(true);
        plot->yAxis2->setLabel(y2Label);
    }
    // The legend goes in a row above the plot, not inside it: the newest points are at the top
    // right, where an inset legend would hide them (a short test's only point, for one).
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->axisRect()->insetLayout()->simplify();
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(0, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(5);
    plot->legend->setRowSpacing(0);
    plot->legend->setColumnSpacing(12);
    plot->legend->setMargins(QMargins(6, 2, 6, 2));
}

void LiveCharts::reset(const QString &title, int threads, Reading reading)
{
    m_threads = std::max(threads, 0);
    // Small files, seek stroke and access time move few or no bytes per operation: MB/s would
    // draw a flat line on an axis of 0-0.001; their operations per second say what they measure.
    m_countOps = reading != Reading::Transfer;
    m_rateUnit = reading == Reading::FilesPerS ? tr("files/s") : m_countOps ? tr("ops/s") : tr("MB/s");
    m_bwLines.clear();
    m_latLines.clear();
    m_lastTimeS.assign(std::size_t(m_threads), 0.0);
    m_maxTimeS = 0;
    m_sparse = true;
    m_finished = false;
    if (!title.isEmpty())
        m_title->setText(title);
    for (QCustomPlot *p : {m_bandwidth, m_latency})
        p->clearGraphs();
    m_tempLine->data()->clear();

    // Thread lines first so the aggregate is drawn on top of them.
    const bool split = m_threads > 1;
    for (int i = 0; i < m_threads; ++i) {
        QCPGraph *bw = m_bandwidth->addGraph(m_bandwidth->xAxis, split ? m_bandwidth->yAxis2 : m_bandwidth->yAxis);
        QCPGraph *lat = m_latency->addGraph();
        bw->setName(tr("thread %1").arg(i));
        lat->setName(tr("thread %1").arg(i));
        if (m_threads > kLegendThreads || !split) {
            bw->removeFromLegend();
            lat->removeFromLegend();
        }
        // One thread: its line is the aggregate; draw it once.
        bw->setVisible(split);
        lat->setVisible(split);
        m_bwLines.push_back(bw);
        m_latLines.push_back(lat);
    }
    m_bwAggregate = m_bandwidth->addGraph();
    m_latAggregate = m_latency->addGraph();
    m_bwAggregate->setName(split ? tr("all %n threads (sum)", nullptr, m_threads)
                                 : m_countOps ? tr("operations (%1)").arg(m_rateUnit) : tr("bandwidth"));
    m_latAggregate->setName(split ? tr("all threads (mean)") : tr("mean latency"));
    m_bandwidth->yAxis2->setVisible(split);
    m_bandwidth->yAxis->setLabel(split ? tr("all threads (%1)").arg(m_rateUnit) : m_rateUnit);
    m_bandwidth->yAxis2->setLabel(tr("per thread (%1)").arg(m_rateUnit));
    styleLines();

    m_updatingList = true;
    m_threadList->clear();
    auto *aggregate = new QListWidgetItem(swatch(aggregateColor(palette())), tr("All threads"), m_threadList);
    aggregate->setData(Qt::UserRole, -1);
    aggregate->setCheckState(Qt::Checked);
    for (int i = 0; i < m_threads && split; ++i) {
        auto *item = new QListWidgetItem(swatch(seriesColor(i, m_threads)), tr("Thread %1").arg(i), m_threadList);
        item->setData(Qt::UserRole, i);
        item->setCheckState(Qt::Checked);
    }
    m_updatingList = false;

    for (QCustomPlot *p : {m_bandwidth, m_latency}) {
        p->xAxis->setRange(0, 5);
        p->yAxis->setRange(0, 1);
        p->yAxis2->setRange(0, 1);
        p->replot(QCustomPlot::rpQueuedReplot);
    }
}

void LiveCharts::styleLines()
{
    const QColor aggregate = aggregateColor(palette());
    const bool many = m_threads > 16;
    for (int i = 0; i < m_threads; ++i) {
        QColor c = seriesColor(i, m_threads);
        c.setAlpha(many ? 140 : 200);
        // 1 px: Qt strokes wider antialiased, translucent polylines in software, and 16 of them
        // at 1.5 px cost ~1 s per redraw of a minute's samples, which starved the event loop.
        const QPen pen(c, 1.0);
        m_bwLines[std::size_t(i)]->setPen(pen);
        m_latLines[std::size_t(i)]->setPen(pen);
    }
    if (m_bwAggregate) {
        m_bwAggregate->setPen(QPen(aggregate, 2.5));
        m_latAggregate->setPen(QPen(aggregate, 2.5));
    }
    const QCPScatterStyle dots = m_sparse ? QCPScatterStyle(QCPScatterStyle::ssDisc, 6) : QCPScatterStyle();
    for (QCPGraph *g : m_bwLines)
        g->setScatterStyle(dots);
    for (QCPGraph *g : m_latLines)
        g->setScatterStyle(dots);
    if (m_bwAggregate) {
        m_bwAggregate->setScatterStyle(m_sparse ? QCPScatterStyle(QCPScatterStyle::ssDisc, 8) : QCPScatterStyle());
        m_latAggregate->setScatterStyle(m_bwAggregate->scatterStyle());
    }
}

void LiveCharts::addSamples(const QList<LiveSample> &samples)
{
    if (samples.isEmpty())
        return;
    // Group the batch by tick (samples of one tick share timeS); per tick, the aggregate is the
    // summed rate and the I/O-weighted mean latency of the threads.
    struct Tick
    {
        double rate = 0; ///< summed, in the chart's unit (MB/s or operations per second)
        double latencyWeighted = 0;
        double ios = 0;
    };
    std::map<double, Tick> ticks;
    for (const LiveSample &s : samples) {
        if (s.thread < 0 || s.thread >= m_threads)
            continue;
        double &last = m_lastTimeS[std::size_t(s.thread)];
        const double dt = s.timeS - last;
        if (dt <= 0)
            continue;
        last = s.timeS;
        // In the chart's unit: MB/s (10^6 bytes per second), or operations per second.
        const double rate = m_countOps ? double(s.ios) / dt : double(s.bytes) / dt / 1e6;
        m_bwLines[std::size_t(s.thread)]->addData(s.timeS, rate);
        if (s.ios > 0)
            m_latLines[std::size_t(s.thread)]->addData(s.timeS, s.latencyMeanUs);
        Tick &t = ticks[s.timeS]; // one tick's samples share the same time exactly
        t.rate += rate;
        t.latencyWeighted += s.latencyMeanUs * double(s.ios);
        t.ios += double(s.ios);
        m_maxTimeS = std::max(m_maxTimeS, s.timeS);
    }
    for (const auto &[time, t] : ticks) {
        m_bwAggregate->addData(time, t.rate);
        if (t.ios > 0)
            m_latAggregate->addData(time, t.latencyWeighted / t.ios);
    }
    if (m_sparse && m_bwAggregate->dataCount() >= kSparsePoints) {
        m_sparse = false;
        styleLines();
    }
    scheduleLiveReplot();
}

void LiveCharts::fitRanges()
{
    // Follow the run: x from 0 to now (at least 5 s); once the test is over, 10 % beyond the last
    // sample so its dot is not cut at the edge. y to the highest visible point + 10 %.
    const double right = m_finished ? m_maxTimeS * 1.1 : std::max(5.0, m_maxTimeS * 1.02);
    m_temperature->xAxis->setRange(0, right);
    {
        bool found = false;
        const QCPRange t = m_tempLine->getValueRange(found);
        double lo = found ? t.lower : m_warnC.value_or(40.0);
        double hi = found ? t.upper : lo;
        for (const std::optional<double> &limit : {m_warnC, m_critC}) {
            if (limit) // the thresholds stay in view: how close the drive is matters
                hi = std::max(hi, *limit);
        }
        m_temperature->yAxis->setRange(std::floor(lo / 5.0) * 5.0 - 5.0, std::ceil(hi / 5.0) * 5.0 + 12.0);
    }
    for (QCustomPlot *p : {m_bandwidth, m_latency}) {
        p->xAxis->setRange(0, right);
        bool found = false;
        const QCPRange y = p == m_bandwidth ? m_bwAggregate->getValueRange(found) : QCPRange();
        if (p == m_bandwidth) {
            if (found)
                p->yAxis->setRange(0, std::max(y.upper * 1.1, 1e-3));
            if (m_threads > 1) {
                double top = 0;
                for (QCPGraph *g : m_bwLines) {
                    bool f = false;
                    const QCPRange r = g->getValueRange(f);
                    if (f && g->visible())
                        top = std::max(top, r.upper);
                }
                p->yAxis2->setRange(0, std::max(top * 1.1, 1e-3));
            }
        } else {
            double top = 0;
            for (QCPGraph *g : m_latLines) {
                bool f = false;
                const QCPRange r = g->getValueRange(f);
                if (f && g->visible())
                    top = std::max(top, r.upper);
            }
            bool f = false;
            const QCPRange r = m_latAggregate->getValueRange(f);
            if (f)
                top = std::max(top, r.upper);
            p->yAxis->setRange(0, std::max(top * 1.1, 1e-3));
        }
    }
}

void LiveCharts::replotNow()
{
    // The ranges are fitted here, once per redraw, not per sample batch: with 64 threads a batch
    // arrives every 100 ms, and a redraw may be spaced seconds apart on a slow machine.
    fitRanges();
    m_sinceReplot.start();
    m_bandwidth->replot(QCustomPlot::rpQueuedReplot);
    m_latency->replot(QCustomPlot::rpQueuedReplot);
    if (m_temperature->isVisible())
        m_temperature->replot(QCustomPlot::rpQueuedReplot);
}

void LiveCharts::scheduleLiveReplot()
{
    if (m_replotTimer.isActive())
        return; // the batch waits for the redraw already due
    const double costMs = m_bandwidth->replotTime() + m_latency->replotTime();
    const qint64 gapMs = qint64(4 * costMs);
    const qint64 sinceMs = m_sinceReplot.isValid() ? m_sinceReplot.elapsed() : gapMs;
    m_replotTimer.start(int(std::clamp<qint64>(gapMs - sinceMs, 0, 1000)));
}

void LiveCharts::finishTest()
{
    if (m_maxTimeS <= 0)
        return;
    m_finished = true;
    m_replotTimer.stop();
    replotNow();
}

void LiveCharts::showTest(const TestResult &test)
{
    int threads = test.threads;
    for (const LiveSample &s : test.samples)
        threads = std::max(threads, s.thread + 1);
    reset(tr("%1 %2").arg(testLabel(test), test.op), threads, readingOf(test));
    addSamples(QList<LiveSample>(test.samples.begin(), test.samples.end()));
    // The recorded series counts from the test's start (warm-up included); the bandwidth from its
    // first measured pass: shift by the difference so both share the time axis.
    const TestThermal thermal = thermalOf(test);
    if (thermal.temperature && !thermal.temperature->series.empty()) {
        const auto &series = thermal.temperature->series;
        const double shift = std::max(0.0, series.back().first - m_maxTimeS);
        for (const auto &[t, c] : series) {
            if (t >= shift)
                addTemperature(t - shift, c);
        }
    }
    finishTest();
}

double LiveCharts::aggregateLastRate() const
{
    if (!m_bwAggregate || m_bwAggregate->dataCount() == 0)
        return 0;
    return (m_bwAggregate->data()->constEnd() - 1)->value;
}

void LiveCharts::setTemperatureLimits(std::optional<double> warningC, std::optional<double> criticalC)
{
    m_warnC = warningC;
    m_critC = criticalC;
    const auto place = [](QCPItemStraightLine *line, QCPItemText *text, const std::optional<double> &c, const QString &label) {
        line->setVisible(c.has_value());
        text->setVisible(c.has_value());
        if (!c)
            return;
        line->point1->setCoords(0, *c);
        line->point2->setCoords(1, *c);
        text->position->setCoords(0.99, *c);
        text->setText(label.arg(*c, 0, 'f', 0));
    };
    place(m_warnLine, m_warnText, warningC, tr("warning %1 °C"));
    place(m_critLine, m_critText, criticalC, tr("critical %1 °C"));
    styleTemperature();
    m_temperature->setVisible(true);
    replotNow();
}

void LiveCharts::addTemperature(double timeS, double celsius)
{
    m_tempLine->addData(timeS, celsius);
    if (!m_temperature->isVisible())
        m_temperature->setVisible(true);
    scheduleLiveReplot();
}

void LiveCharts::clearTemperature()
{
    m_tempLine->data()->clear();
    m_warnC.reset();
    m_critC.reset();
    m_temperature->setVisible(false);
}

int LiveCharts::temperaturePoints() const
{
    return m_tempLine->dataCount();
}

bool LiveCharts::isTemperatureShown() const
{
    return !m_temperature->isHidden();
}

void LiveCharts::styleTemperature()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QColor line = dark ? QColor(0xff, 0xa7, 0x26) : QColor(0xe6, 0x51, 0x00);
    const QColor warn = dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xb2, 0x84, 0x00);
    const QColor crit = dark ? QColor(0xff, 0x6e, 0x6e) : QColor(0xc6, 0x28, 0x28);
    m_tempLine->setPen(QPen(line, 2.0));
    m_tempLine->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    m_warnLine->setPen(QPen(warn, 1.5, Qt::DashLine));
    m_critLine->setPen(QPen(crit, 1.5, Qt::DashLine));
    m_warnText->setColor(warn);
    m_critText->setColor(crit);
    // The labels sit where the newest samples are drawn: a backing of the plot's own colour
    // keeps them readable when the temperature line crosses them.
    QColor backing = palette().color(QPalette::Base);
    backing.setAlpha(220);
    for (QCPItemText *t : {m_warnText, m_critText}) {
        t->setBrush(backing);
        t->setPadding(QMargins(3, 1, 3, 1));
    }
}

int LiveCharts::plotHeight()
{
    int least = -1;
    for (QCustomPlot *p : {m_bandwidth, m_latency}) {
        if (!p->isVisible())
            return 0;
        p->replot(QCustomPlot::rpImmediateRefresh); // lays the plot out at its size now
        least = least < 0 ? p->axisRect()->height() : std::min(least, p->axisRect()->height());
    }
    return std::max(least, 0);
}

int LiveCharts::aggregatePixels()
{
    // Render the plot as it would be painted and count the aggregate colour inside the axis
    // rect, leaving out the legend (its line sample has the same colour).
    fitRanges();
    m_bandwidth->replot(QCustomPlot::rpImmediateRefresh);
    const QImage image = m_bandwidth->toPixmap(m_bandwidth->width(), m_bandwidth->height(), 1.0).toImage();
    // The axes draw their ticks inward.
    const QRect area = m_bandwidth->axisRect()->rect().adjusted(6, 6, -6, -6); // not the 5 px ticks
    const QRect legend = m_bandwidth->legend->visible() ? m_bandwidth->legend->outerRect() : QRect();
    const QColor want = aggregateColor(palette());
    int count = 0;
    for (int y = area.top(); y <= area.bottom() && y < image.height(); ++y) {
        for (int x = area.left(); x <= area.right() && x < image.width(); ++x) {
            if (legend.contains(x, y))
                continue;
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - want.red()) + std::abs(c.green() - want.green())
                    + std::abs(c.blue() - want.blue()) < 60)
                ++count;
        }
    }
    return count;
}

int LiveCharts::aggregatePoints() const
{
    return m_bwAggregate ? m_bwAggregate->dataCount() : 0;
}

int LiveCharts::threadPoints(int thread) const
{
    return thread >= 0 && thread < m_threads ? m_bwLines[std::size_t(thread)]->dataCount() : 0;
}

bool LiveCharts::isThreadVisible(int thread) const
{
    if (m_threads == 1 && thread == 0)
        return m_bwAggregate->visible();
    return thread >= 0 && thread < m_threads && m_bwLines[std::size_t(thread)]->visible();
}

void LiveCharts::setThreadVisible(int thread, bool visible)
{
    for (int i = 0; i < m_threadList->count(); ++i) {
        QListWidgetItem *item = m_threadList->item(i);
        if (item->data(Qt::UserRole).toInt() == thread)
            item->setCheckState(visible ? Qt::Checked : Qt::Unchecked);
    }
}

void LiveCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void LiveCharts::applyPalette()
{
    for (QCustomPlot *p : {m_bandwidth, m_latency, m_temperature}) {
        styleCustomPlot(p, palette());
        p->replot(QCustomPlot::rpQueuedReplot);
    }
    styleLines();
    if (m_tempLine)
        styleTemperature();
}

QString LiveCharts::title() const
{
    return m_title->text();
}

} // namespace drivebench::ui
