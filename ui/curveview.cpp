// SPDX-License-Identifier: GPL-3.0-or-later
#include "curveview.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/results/workloadfigures.h"
#include "ui/chartstyle.h"
#include "ui/curvedata.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {
constexpr int kTableMinimumWidth = 220;
constexpr int kTableMaximumWidth = 420;
} // namespace

CurveView::CurveView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_plot(new QCustomPlot(this))
    , m_table(new QTableWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    auto *row = new QHBoxLayout;
    m_plot->setMinimumHeight(180);
    putLegendOutside(m_plot); // above the plot: a legend never covers the curves
    m_plot->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    row->addWidget(m_plot, 3);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Columns as wide as their headers and figures (the table scrolls sideways when narrow).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumWidth(kTableMinimumWidth);
    row->addWidget(m_table, 1);
    layout->addLayout(row);
    applyPalette();
}

int CurveView::tableRows() const
{
    return m_table->rowCount();
}

void CurveView::setTableShown(bool shown)
{
    m_table->setVisible(shown);
}

bool CurveView::setTest(const TestResult &test)
{
    // Rates first (testCurves): on the left axis, as HD Tune draws the transfer rate.
    const std::vector<CurveSeries> curves = curvesOf(test);
    m_curveCount = int(curves.size());
    m_plot->clearGraphs();
    m_table->clear();
    m_table->setRowCount(0);
    if (curves.empty())
        return false;
    const WorkloadFigures figures = workloadFiguresOf(test);
    setTitle(test, curves, figures);
    drawCurves(curves, figures);
    fillTable(curves);
    return true;
}

void CurveView::setTitle(const TestResult &test, const std::vector<CurveSeries> &curves, const WorkloadFigures &figures)
{
    // The capacity check's verdict in words heads its curves.
    const QString verdictText = figures.capacity ? figures.capacity->verdict.text : QString();
    // The curves' names, or, for an array of several figures (a sweep's read and write MB/s and
    // IOPS), the array's name once.
    QStringList titles;
    for (const CurveSeries &c : curves) {
        if (!titles.contains(c.set))
            titles << c.set;
    }
    if (verdictText.isEmpty()) {
        m_title->setText(tr("%1 (%2): %3").arg(testLabel(test), test.op, titles.join(QStringLiteral(", "))));
    } else {
        // Its one write and one read figure beside the verdict (core: capacityRates, as the CLI's
        // table and summary give them): the panel's row has only the write column.
        const CapacityRates rates = capacityRates(figures.capacity->verdict);
        const QString mbps = unitName(ResultUnit::MegabytesPerSecond);
        m_title->setText(tr("%1: %2 · write %3, read %4")
                             .arg(testLabel(test), verdictText,
                                  formatFigure(rates.writeBytesPerS / 1e6, ResultUnit::MegabytesPerSecond) + QLatin1Char(' ') + mbps,
                                  formatFigure(rates.readBytesPerS / 1e6, ResultUnit::MegabytesPerSecond) + QLatin1Char(' ') + mbps));
    }
}

void CurveView::drawCurves(const std::vector<CurveSeries> &curves, const WorkloadFigures &figures)
{
    // The plot: one line per curve (curves of one test share x). The first curve's unit on the
    // left axis; a second unit (a sweep's IOPS beside its MB/s, the surface scan's access time
    // beside its transfer rate) on the right-hand axis, so neither flattens the other nor reads
    // in the other's unit.
    const CurveSeries &first = curves.front();
    m_plot->xAxis->setLabel(first.xLabel);
    m_plot->clearItems();
    const QString leftUnit = first.yUnit;
    bool twoUnits = false;
    for (const CurveSeries &c : curves)
        twoUnits = twoUnits || c.yUnit != leftUnit;
    const auto onRight = [&](const CurveSeries &c) { return twoUnits && c.yUnit != leftUnit; };
    // An axis is labelled with its one curve's name and unit beside another axis ("transfer rate
    // (MB/s)", "access time (ms)"), with its curves' one label ("MB/s"), or with their unit.
    const auto axisLabel = [&](bool right) {
        QString label;
        int count = 0;
        const CurveSeries *only = nullptr;
        for (const CurveSeries &c : curves) {
            if (onRight(c) != right)
                continue;
            only = &c;
            ++count;
            if (label.isNull())
                label = c.yLabel;
            else if (label != c.yLabel)
                return c.yUnit;
        }
        if (twoUnits && count == 1 && !only->yUnit.isEmpty() && !only->title.contains(QLatin1Char('(')))
            return QStringLiteral("%1 (%2)").arg(only->title, only->yUnit);
        return label;
    };
    m_plot->yAxis->setLabel(axisLabel(false));
    m_plot->yAxis2->setVisible(twoUnits);
    m_plot->yAxis2->setLabel(twoUnits ? axisLabel(true) : QString());
    // Block sizes double from row to row: a logarithmic axis spaces them evenly.
    const bool logX = first.blockSizeX;
    m_plot->xAxis->setScaleType(logX ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (logX) {
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(4);
        ticker->setTickCount(5); // readable at the picture's 640 px
        ticker->setSubTickCount(0);
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setNumberFormat(QStringLiteral("g"));
    } else {
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    }
    // The surface scan's unreadable points (its error map), where its transfer-rate line breaks.
    QList<double> unreadable;
    if (figures.surface && figures.surface->errorMap) {
        const SurfaceErrorMap &map = *figures.surface->errorMap;
        for (std::size_t c = 0; c < map.cells.size() && c < map.offsets.size(); ++c) {
            if (map.cells[c] == SurfaceCell::Bad)
                unreadable << double(map.offsets[c]);
        }
    }
    for (std::size_t i = 0; i < curves.size(); ++i) {
        QCPGraph *g = onRight(curves[i]) ? m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2) : m_plot->addGraph();
        // Named for people: "write" and "read" of the capacity check, "transfer rate (MB/s)" and
        // "access time (ms)" of the surface scan.
        QString name = curves[i].title;
        if ((twoUnits || curves.size() == 1) && !curves[i].yUnit.isEmpty() && !name.contains(QLatin1Char('(')))
            name += QStringLiteral(" (%1)").arg(curves[i].yUnit);
        g->setName(name);
        g->setData(curves[i].x, curves[i].y, true);
        if (curves[i].setKind == CurveSet::SurfaceRate && curves[i].xField == QLatin1String("offset_bytes")
            && !unreadable.isEmpty()) {
            // No line across an unreadable region: a gap at each unreadable point (NaN).
            for (double x : std::as_const(unreadable))
                g->addData(x * curves[i].xScale, qQNaN());
        }
        QPen pen(seriesColor(int(i), int(curves.size())), 2);
        g->setPen(pen);
        if (curves[i].scatter) {
            // Access times at random offsets: dots, not a line through them.
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        } else if (curves[i].x.size() <= 64) {
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        }
    }
    // Always shown, in its row above the plot (a hidden one would leave its row empty).
    m_plot->legend->setVisible(true);
    m_plot->rescaleAxes();
    m_plot->yAxis->setRangeLower(std::min(0.0, m_plot->yAxis->range().lower));
    if (twoUnits)
        m_plot->yAxis2->setRangeLower(std::min(0.0, m_plot->yAxis2->range().lower));
    const auto mark = [this](double x, const QString &text) {
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
        auto *label = new QCPItemText(m_plot);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(x, m_plot->yAxis->range().upper);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(4, 2, 4, 2));
        label->setColor(palette().color(QPalette::WindowText));
        label->setText(text);
    };
    // The write cache cliff of the capacity check, on its position axis (bytes in first.xScale).
    if (figures.capacity && figures.capacity->verdict.cacheExhausted && first.xLabel.startsWith(QLatin1String("offset")))
        mark(double(figures.capacity->verdict.cacheExhausted->atOffsetBytes) * first.xScale, tr("write cache ran out"));
    // The cache test's cliff and floor, on its time axis (per_second's time_s k is the second
    // that ends k seconds after the start).
    if (figures.cache && first.xField == QLatin1String("time_s")) {
        const CacheCurve &c = figures.cache->curve;
        if (c.cliffAtS >= 0 && c.sizeBytes)
            mark(c.cliffAtS, tr("cache full after %1").arg(formatMeasuredBytes(double(*c.sizeBytes))));
        if (c.floorAtS >= 0)
            mark(c.floorAtS, tr("floor"));
    }
    m_plot->replot();
}

void CurveView::fillTable(const std::vector<CurveSeries> &curves)
{
    const CurveSeries &first = curves.front();
    // The table: x then each curve's y, row by row (curves of one test share their x points).
    m_table->setColumnCount(int(curves.size()) + 1);
    QStringList headers{first.xLabel};
    for (const CurveSeries &c : curves) {
        const bool named = curves.size() > 1 && c.title != c.yLabel;
        headers << (named && !c.title.contains(QLatin1Char('(')) ? QStringLiteral("%1 (%2)").arg(c.title, c.yUnit.isEmpty() ? c.yLabel : c.yUnit)
                    : named ? c.title : c.yLabel);
    }
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(first.x.size()));
    const bool logX = first.blockSizeX;
    const QLocale locale;
    for (int r = 0; r < first.x.size(); ++r) {
        // Positions to a tenth of their unit (the unit fits the span), other x as they are.
        const double x = first.x[r];
        const bool position = first.xField.endsWith(QLatin1String("_bytes")) && !logX;
        m_table->setItem(r, 0, new QTableWidgetItem(position ? locale.toString(x, 'f', std::abs(x) < 10 ? 2 : 1)
                                                             : locale.toString(x, 'g', 6)));
        for (std::size_t c = 0; c < curves.size(); ++c) {
            if (r < curves[c].y.size()) {
                auto *item = new QTableWidgetItem(locale.toString(curves[c].y[r], 'f', 2));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, int(c) + 1, item);
            }
        }
    }
    // As wide as its columns (up to a cap; past it the table scrolls sideways): the walk saw the
    // capacity check's and the surface scan's last column cut to "write (MB…".
    m_table->resizeColumnsToContents();
    int wanted = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < m_table->columnCount(); ++c)
        wanted += m_table->horizontalHeader()->sectionSize(c);
    m_table->setMinimumWidth(std::clamp(wanted, kTableMinimumWidth, kTableMaximumWidth));
}

void CurveView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void CurveView::applyPalette()
{
    styleCustomPlot(m_plot, palette());
    m_plot->replot();
}

} // namespace drivebench::ui
