// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakecurveview.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"
#include "ui/chartstyle.h"

namespace drivebench::ui {

namespace {

QString idleText(double ms)
{
    const QLocale l;
    return ms >= 1000 ? WakeCurveView::tr("%1 s").arg(l.toString(ms / 1000.0, 'g', 3))
                      : WakeCurveView::tr("%1 ms").arg(l.toString(ms, 'g', 4));
}

QString msText(double us)
{
    return WakeCurveView::tr("%1 ms").arg(QLocale().toString(us / 1000.0, 'f', us < 1000 ? 2 : 1));
}

// Decades of idle time labelled in ms or s (1 ms, 10 ms, 100 ms, 1 s, 10 s), never 1e+03.
QSharedPointer<QCPAxisTickerText> idleTicker(double lower, double upper)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (double decade = 0.01; decade <= upper * 10; decade *= 10) {
        if (decade >= lower && decade <= upper)
            ticker->addTick(decade, idleText(decade));
    }
    ticker->setSubTickCount(8); // 2..9 of each decade (uneven on a log axis: drawn only as ticks)
    return ticker;
}

} // namespace

WakeCurveView::WakeCurveView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("wakeCurveView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_plot->setMinimumHeight(220);
    m_plot->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    putLegendOutside(m_plot);
    layout->addWidget(m_plot, 1);
    styleCustomPlot(m_plot, palette());
}

bool WakeCurveView::setTest(const TestResult &test)
{
    m_test = test;
    draw();
    return m_plot->graphCount() > 0;
}

void WakeCurveView::draw()
{
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_stepLabels.clear();
    m_title->clear();
    const WorkloadFigures figures = workloadFiguresOf(m_test);
    if (!figures.wake)
        return;
    const WakeFigures &f = *figures.wake;
    QList<double> x, median, p90, max;
    for (const WakePoint &p : f.points) {
        if (p.idleMs <= 0)
            continue; // the baseline: a level across the plot, below
        x << p.idleMs;
        median << p.medianUs / 1000.0;
        p90 << p.p90Us / 1000.0;
        max << p.maxUs / 1000.0;
    }
    if (x.isEmpty())
        return;
    m_title->setText(tr("%1: read latency against the idle time before it").arg(testLabel(m_test)));

    // The idle axis spans the measured idle times and the expected steps, with room either side.
    double lower = x.front(), upper = x.back(), top = *std::max_element(max.begin(), max.end());
    for (const WakeExpectedStep &e : f.expected) {
        if (e.afterIdleMs > 0) {
            lower = std::min(lower, e.afterIdleMs);
            upper = std::max(upper, e.afterIdleMs);
            top = std::max(top, (f.baselineUs + e.exitLatencyUs) / 1000.0);
        }
    }
    lower /= 1.6;
    upper *= 1.6;
    const QColor text = palette().color(QPalette::WindowText);

    const auto addGraph = [&](const QString &name, const QList<double> &xs, const QList<double> &ys, const QColor &c) {
        QCPGraph *g = m_plot->addGraph();
        g->setName(name);
        g->setData(xs, ys, true);
        g->setPen(QPen(c, 2));
        return g;
    };
    QCPGraph *base = addGraph(tr("no idle: median %1").arg(msText(f.baselineUs)), {lower, upper},
                              {f.baselineUs / 1000.0, f.baselineUs / 1000.0}, text);
    base->setPen(QPen(text, 1, Qt::DotLine));
    QCPGraph *med = addGraph(tr("median"), x, median, seriesColor(0, 3));
    med->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    QCPGraph *p9 = addGraph(tr("p90"), x, p90, seriesColor(1, 3));
    p9->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 5));
    QCPGraph *mx = addGraph(tr("max"), x, max, seriesColor(2, 3));
    mx->setLineStyle(QCPGraph::lsNone);
    mx->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, 7));

    // The expected steps: baseline + declared exit latency from each step's idle time on.
    std::vector<WakeExpectedStep> expected;
    for (const WakeExpectedStep &e : f.expected) {
        if (e.afterIdleMs > 0)
            expected.push_back(e);
    }
    std::sort(expected.begin(), expected.end(), [](const auto &a, const auto &b) { return a.afterIdleMs < b.afterIdleMs; });
    if (!expected.empty()) {
        QList<double> sx{lower}, sy{f.baselineUs / 1000.0};
        for (const WakeExpectedStep &e : expected) {
            sx << e.afterIdleMs;
            sy << (f.baselineUs + e.exitLatencyUs) / 1000.0;
        }
        sx << upper;
        sy << sy.back();
        QCPGraph *steps = addGraph(tr("expected (APST)"), sx, sy, text);
        steps->setLineStyle(QCPGraph::lsStepLeft);
        steps->setPen(QPen(text, 1.5, Qt::DashLine));
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const WakeExpectedStep &e = expected[i];
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(e.afterIdleMs, 0);
        line->point2->setCoords(e.afterIdleMs, 1);
        line->setPen(QPen(text, 1, Qt::DashLine));
        const QString label = tr("PS%1 after %2: +%3").arg(e.state).arg(idleText(e.afterIdleMs), msText(e.exitLatencyUs));
        auto *item = new QCPItemText(m_plot);
        item->position->setTypeX(QCPItemPosition::ptPlotCoords);
        item->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // One line lower per step: labels of steps close together never overlap.
        item->position->setCoords(e.afterIdleMs, 0.01 + 0.1 * double(i % 4));
        // Right of its mark, or left of it in the right half (never cut off at the plot's edge).
        const bool rightHalf = std::log(e.afterIdleMs / lower) > 0.5 * std::log(upper / lower);
        item->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        item->setPadding(QMargins(4, 1, 4, 1));
        item->setColor(text);
        QColor back = palette().color(QPalette::Base);
        back.setAlpha(220);
        item->setBrush(QBrush(back));
        item->setFont(m_plot->font());
        item->setText(label);
        m_stepLabels << label;
    }

    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setTicker(idleTicker(lower, upper));
    m_plot->xAxis->setRange(lower, upper);
    m_plot->xAxis->setLabel(tr("idle before the read (logarithmic)"));
    m_plot->yAxis->setLabel(tr("read latency (ms)"));
    // Room above the highest point for the step labels.
    m_plot->yAxis->setRange(0, top * (expected.empty() ? 1.1 : 1.45));
    m_plot->legend->setVisible(true);
    m_plot->replot();
    setAccessibleDescription(f.verdict);
}

void WakeCurveView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        styleCustomPlot(m_plot, palette());
        draw();
    }
    QWidget::changeEvent(event);
}

} // namespace drivebench::ui
