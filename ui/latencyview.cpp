// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyview.h"

#include <cmath>

#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QCoreApplication>
#include <QCursor>
#include <QLocale>
#include <QToolTip>
#include <QBarSeries>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QResizeEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLogValueAxis>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include "core/stats/latencybins.h"
#include "ui/chartstyle.h"

namespace drivebench::ui {

namespace {

// The least height of each chart's plot, in logical pixels (the Live charts keep as much).
constexpr int kPlotLeast = 160;

/// A latency in µs for people, in its unit: "7 µs", "150 µs", "1.5 ms", "3 s".
QString latencyText(double us)
{
    const QLocale locale;
    if (us >= 1e6)
        return QCoreApplication::translate("LatencyView", "%1 s").arg(locale.toString(us / 1e6, 'g', 3));
    if (us >= 1e3)
        return QCoreApplication::translate("LatencyView", "%1 ms").arg(locale.toString(us / 1e3, 'g', 3));
    return QCoreApplication::translate("LatencyView", "%1 µs").arg(locale.toString(us, 'g', 3));
}

/// How round a bin edge is (core/stats/latencybins.h: 1, 1.5, 2, 3, 5, 7 × 10^k µs): 3 for a
/// decade, 2 for 2 and 5, 1 for 3, 0 for 1.5 and 7. The axis labels the roundest edges first.
int roundness(double us)
{
    const double mantissa = us / std::pow(10.0, std::floor(std::log10(us) + 1e-9));
    const auto is = [mantissa](double m) { return std::abs(mantissa - m) < 0.05; };
    if (is(1) || is(10))
        return 3;
    if (is(2) || is(5))
        return 2;
    if (is(3))
        return 1;
    return 0;
}

} // namespace

LatencyView::LatencyView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_histogramView(new QChartView(new QChart, this))
    , m_percentileView(new QChartView(new QChart, this))
    , m_table(new QTableWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    auto *row = new QHBoxLayout;
    m_histogramView->setObjectName(QStringLiteral("latencyHistogram"));
    m_percentileView->setObjectName(QStringLiteral("latencyPercentiles"));
    m_histogramView->setAccessibleName(tr("Latency histogram"));
    m_histogramView->setToolTip(histogramToolTip());
    m_percentileView->setAccessibleName(tr("Latency percentiles"));
    m_percentileView->setToolTip(tr("Latency at each percentile: p99 = 300 µs means 99 of 100 requests "
                                    "finished within 300 µs"));
    for (QChartView *v : {m_histogramView, m_percentileView}) {
        v->setRenderHint(QPainter::Antialiasing);
        // The chart's title, the axis labels and titles take about 100 px of its height: the
        // plot keeps kPlotLeast px.
        v->setMinimumSize(260, kPlotLeast + v->fontMetrics().height() * 5 + 24);
        v->chart()->legend()->hide();
        v->chart()->setMargins(QMargins(4, 4, 4, 4));
        row->addWidget(v, 2);
    }
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("percentile"), tr("latency (µs)")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setMinimumWidth(200);
    m_table->setMaximumWidth(260);
    m_table->setAccessibleName(tr("Latency percentiles table"));
    m_table->setToolTip(tr("The test's latency percentiles in µs (p50 median, p99, p99.9, max)"));
    m_table->setTabKeyNavigation(false);
    row->addWidget(m_table, 1);
    layout->addLayout(row, 1);

    m_redraw.setSingleShot(true);
    m_redraw.setInterval(500);
    connect(&m_redraw, &QTimer::timeout, this, &LatencyView::redraw);
    reset(QString());
}

void LatencyView::reset(const QString &title)
{
    m_weights.fill(0);
    m_exact = false;
    m_haveSummary = false;
    m_summary = {};
    m_title->setText(title.isEmpty() ? tr("Latency: start a run to see its distribution.")
                                     : tr("Latency of %1").arg(title));
    redraw();
}

void LatencyView::addSamples(const QList<LiveSample> &samples)
{
    if (m_exact) // the finished test's own counts are shown: window means would only blur them
        return;
    for (const LiveSample &s : samples) {
        if (s.ios == 0 || !(s.latencyMeanUs > 0))
            continue;
        m_weights[std::size_t(latencyBinOf(s.latencyMeanUs))] += double(s.ios);
    }
    if (!m_redraw.isActive())
        m_redraw.start();
}

void LatencyView::setTestResult(const TestResult &test)
{
    m_summary = test.latencyUs;
    m_haveSummary = test.ios > 0;
    // The engine counted every I/O by its latency: that histogram replaces the live one, made of
    // 100 ms window means (results stored before the counts were recorded keep the live one).
    std::uint64_t counted = 0;
    for (std::uint64_t n : test.latencyBins)
        counted += n;
    if (test.latencyBins.size() == std::size_t(kBuckets) && counted > 0) {
        for (int i = 0; i < kBuckets; ++i)
            m_weights[std::size_t(i)] = double(test.latencyBins[std::size_t(i)]);
        m_exact = true;
    }
    redraw();
}

bool LatencyView::histogramIsPerIo() const
{
    return m_exact;
}

double LatencyView::histogramWeight() const
{
    double sum = 0;
    for (double w : m_weights)
        sum += w;
    return sum;
}

int LatencyView::percentileRows() const
{
    return m_haveSummary ? m_table->rowCount() : 0;
}

void LatencyView::redraw()
{
    // Histogram over the non-empty bucket range.
    QChart *h = m_histogramView->chart();
    h->removeAllSeries();
    for (QAbstractAxis *a : h->axes())
        h->removeAxis(a), delete a;
    int first = 0, last = -1;
    for (int i = 0; i < kBuckets; ++i) {
        if (m_weights[std::size_t(i)] > 0) {
            if (last < 0)
                first = i;
            last = i;
        }
    }
    // Short enough for the chart's width at 1280×720; the tooltip says the rest.
    h->setTitle(m_exact ? tr("I/Os by latency (every I/O)") : tr("I/Os by 100 ms mean latency (live)"));
    m_firstBin = first;
    if (last >= 0) {
        auto *set = new QBarSet(tr("I/Os"));
        set->setColor(seriesColor(0, 1));
        const double total = histogramWeight();
        double top = 0;
        for (int i = first; i <= last; ++i) {
            *set << 100.0 * m_weights[std::size_t(i)] / total;
            top = std::max(top, 100.0 * m_weights[std::size_t(i)] / total);
        }
        // Each bar's range and count on hover.
        // The view's own tooltip (what the chart shows) would replace it after the tooltip delay:
        // over a bar, the view's tooltip is the bar's.
        connect(set, &QBarSet::hovered, m_histogramView, [this](bool on, int bar) {
            m_histogramView->setToolTip(on ? barToolTip(bar) : histogramToolTip());
            if (on)
                QToolTip::showText(QCursor::pos(), barToolTip(bar), m_histogramView);
            else
                QToolTip::hideText();
        });
        auto *series = new QBarSeries;
        series->setBarWidth(0.9);
        series->append(set);
        h->addSeries(series);
        // Bar k sits at x = k; the edge between bars k and k+1 at k + 0.5. A category axis on
        // those positions labels the bucket edges in µs, ms or s: as many of the roundest edges
        // (decades, then 2 and 5, then 3, then all) as fit the chart's width side by side, so
        // none is cut to "…" (a bar category axis of every bucket was, at any size).
        auto *x = new QCategoryAxis;
        x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        x->setStartValue(-0.5);
        x->setRange(-0.5, last - first + 0.5);
        const QFontMetrics metrics(x->labelsFont());
        const int labelWidth = metrics.horizontalAdvance(latencyText(150)) + metrics.averageCharWidth() * 3;
        const int plotWidth = std::max(1, m_histogramView->width() - 90); // less the % axis and margins
        const int fit = std::max(2, plotWidth / std::max(1, labelWidth));
        // The most labels that fit: every edge, else those of roundness 1 and up, 2, 3.
        const int lastEdge = last == kBuckets - 1 ? last - 1 : last; // the last bin has no upper edge
        int least = 3;
        for (int level = 0; level <= 3; ++level) {
            int shown = 0;
            for (int i = first; i <= lastEdge; ++i)
                shown += roundness(latencyBinUpperUs(i)) >= level ? 1 : 0;
            if (shown <= fit) {
                least = level;
                break;
            }
        }
        // With every edge labelled (few bars), the first bar's lower edge too, at the axis start.
        if (least == 0 && first > 0) {
            x->setStartValue(-0.5 - 1e-6);
            x->append(latencyText(latencyBinUpperUs(first - 1)), -0.5);
        }
        for (int i = first; i <= lastEdge; ++i) {
            const double edge = latencyBinUpperUs(i);
            if (roundness(edge) >= least)
                x->append(latencyText(edge), i - first + 0.5);
        }
        // The last edge's label sits on the axis end: room for its right half.
        h->setMargins(QMargins(4, 4, 4 + metrics.horizontalAdvance(latencyText(150)) / 2, 4));
        x->setTitleText(tr("latency (bucket edges)"));
        auto *y = new QValueAxis;
        y->setTitleText(tr("% of I/Os"));
        y->setLabelFormat(QStringLiteral("%.0f"));
        h->addAxis(x, Qt::AlignBottom);
        h->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        y->setRange(0, std::min(100.0, top * 1.15));
        y->applyNiceNumbers();
    }

    // Percentiles of the finished test.
    QChart *p = m_percentileView->chart();
    p->removeAllSeries();
    for (QAbstractAxis *a : p->axes())
        p->removeAxis(a), delete a;
    p->setTitle(tr("Percentiles (exact, per I/O)"));
    const std::pair<QString, double> rows[] = {
        {tr("min"), m_summary.min},     {tr("mean"), m_summary.mean},   {QStringLiteral("p50"), m_summary.p50},
        {QStringLiteral("p90"), m_summary.p90},   {QStringLiteral("p99"), m_summary.p99},
        {QStringLiteral("p99.9"), m_summary.p999}, {QStringLiteral("p99.99"), m_summary.p9999},
        {tr("max"), m_summary.max}};
    m_table->setRowCount(m_haveSummary ? int(std::size(rows)) : 0);
    if (m_haveSummary) {
        auto *set = new QBarSet(tr("latency (µs)"));
        set->setColor(seriesColor(3, 8));
        QStringList categories;
        double lo = 1e18, hi = 0;
        const QLocale locale;
        int r = 0;
        for (const auto &[name, value] : rows) {
            set->insert(0, std::max(value, 0.01));
            categories.prepend(name); // top to bottom: min … max
            lo = std::min(lo, std::max(value, 0.01));
            hi = std::max(hi, value);
            m_table->setItem(r, 0, new QTableWidgetItem(name));
            auto *item = new QTableWidgetItem(locale.toString(value, 'f', value < 100 ? 2 : 1));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r++, 1, item);
        }
        // Horizontal bars: the percentile names sit on the left with room to be read.
        auto *series = new QHorizontalBarSeries;
        series->append(set);
        p->addSeries(series);
        auto *x = new QBarCategoryAxis;
        x->append(categories);
        // Log scale: a 20 µs median and a 40 ms max both stay readable.
        auto *y = new QLogValueAxis;
        y->setBase(10);
        y->setTitleText(tr("µs (log)"));
        y->setLabelFormat(QStringLiteral("%g"));
        y->setRange(std::pow(10, std::floor(std::log10(lo))), std::pow(10, std::ceil(std::log10(hi * 1.01))));
        y->setMinorTickCount(-1);
        p->addAxis(x, Qt::AlignLeft);
        p->addAxis(y, Qt::AlignBottom);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    applyPalette();
}

void LatencyView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The layout has sized the histogram already: its bucket edges are labelled for this width.
    redraw();
}

void LatencyView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void LatencyView::applyPalette()
{
    styleChart(m_histogramView->chart(), palette());
    styleChart(m_percentileView->chart(), palette());
    m_histogramView->setBackgroundBrush(palette().color(QPalette::Base));
    m_percentileView->setBackgroundBrush(palette().color(QPalette::Base));
}

QString LatencyView::histogramToolTip() const
{
    return tr("How many requests took how long (logarithmic buckets): a narrow peak is a steady drive, a "
              "long tail to the right shows stalls. While a test runs, its 100 ms mean latencies; when it "
              "ends, every I/O. Hover a bar for its range and count.");
}

int LatencyView::plotHeight() const
{
    if (!m_histogramView->isVisible() || !m_percentileView->isVisible())
        return 0;
    return int(std::min(m_histogramView->chart()->plotArea().height(), m_percentileView->chart()->plotArea().height()));
}

QString LatencyView::barToolTip(int bar) const
{
    const int bin = m_firstBin + bar;
    if (bar < 0 || bin >= kBuckets)
        return {};
    const double weight = m_weights[std::size_t(bin)];
    const double total = histogramWeight();
    const QLocale locale;
    QString range;
    if (bin == 0)
        range = tr("%1 or less").arg(latencyText(latencyBinUpperUs(0)));
    else if (bin == kBuckets - 1)
        range = tr("over %1").arg(latencyText(latencyBinUpperUs(bin - 1)));
    else
        range = tr("over %1, up to %2").arg(latencyText(latencyBinUpperUs(bin - 1)), latencyText(latencyBinUpperUs(bin)));
    const QString share = locale.toString(total > 0 ? 100.0 * weight / total : 0.0, 'f', weight > 0 && weight < total / 1000 ? 3 : 1);
    if (m_exact)
        return tr("%1: %2 I/Os (%3 % of the test's I/Os)").arg(range, locale.toString(qlonglong(std::llround(weight))), share);
    return tr("%1: %2 I/Os in 100 ms windows whose mean latency fell here (%3 %)")
        .arg(range, locale.toString(qlonglong(std::llround(weight))), share);
}

QString LatencyView::title() const
{
    return m_title->text();
}

} // namespace drivebench::ui
