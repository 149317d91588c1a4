#include "curveview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "ui/chartstyle.h"
#include "ui/curvedata.h"
#include "ui/units.h"

namespace drivebench::ui {

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
    m_plot->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    row->addWidget(m_plot, 3);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Columns as wide as their headers and figures (the table scrolls sideways when narrow).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumWidth(220);
    row->addWidget(m_table, 1);
    layout->addLayout(row);
    applyPalette();
}

int CurveView::tableRows() const
{
    return m_table->rowCount();
}

bool CurveView::setTest(const TestResult &test)
{
    const std::vector<Curve> curves = curvesFromExtra(test.extra);
    m_curveCount = int(curves.size());
    m_plot->clearGraphs();
    m_table->clear();
    m_table->setRowCount(0);
    if (curves.empty())
        return false;
    const QJsonObject verdict = test.extra.value(QStringLiteral("verdict")).toObject();
    const QString verdictText = verdict.value(QStringLiteral("text")).toString();
    m_title->setText(verdictText.isEmpty()
                         ? tr("%1 (%2): %3").arg(testLabel(test), test.op, curves.front().name)
                         : tr("%1: %2").arg(testLabel(test), verdictText));

    // The plot: one line per curve; the first curve's axis labels (curves of one test share x).
    const Curve &first = curves.front();
    m_plot->xAxis->setLabel(first.xLabel);
    m_plot->yAxis->setLabel(curves.size() == 1 ? first.yLabel : QString());
    m_plot->clearItems();
    bool sameLabels = true;
    for (const Curve &c : curves)
        sameLabels = sameLabels && c.yLabel == first.yLabel;
    if (curves.size() > 1 && sameLabels)
        m_plot->yAxis->setLabel(first.yLabel);
    // Rates and operation counts (a sweep's MB/s and IOPS): the IOPS curves on the right-hand
    // axis, so neither flattens the other.
    const auto isIops = [](const Curve &c) { return c.yLabel.contains(QLatin1String("iops"), Qt::CaseInsensitive); };
    bool anyIops = false, anyOther = false;
    QString otherLabel;
    for (const Curve &c : curves) {
        anyIops = anyIops || isIops(c);
        if (!isIops(c)) {
            anyOther = true;
            otherLabel = otherLabel.isEmpty() ? c.yLabel : otherLabel;
        }
    }
    const bool twoUnits = anyIops && anyOther && !sameLabels;
    m_plot->yAxis2->setVisible(twoUnits);
    if (twoUnits) {
        const int open = otherLabel.indexOf(QLatin1Char('('));
        m_plot->yAxis->setLabel(open >= 0 && otherLabel.endsWith(QLatin1Char(')'))
                                    ? otherLabel.mid(open + 1).chopped(1) : otherLabel);
        m_plot->yAxis2->setLabel(QStringLiteral("IOPS"));
    }
    // Block sizes double from row to row: a logarithmic axis spaces them evenly.
    const bool logX = first.xLabel.startsWith(QLatin1String("block size"));
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
    for (std::size_t i = 0; i < curves.size(); ++i) {
        QCPGraph *g = twoUnits && isIops(curves[i])
                          ? m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2)
                          : m_plot->addGraph();
        // Curves with one unit are told apart by name ("write", "read" of the capacity check).
        QString name = curves[i].name;
        name.remove(QStringLiteral("_curve"));
        g->setName(curves.size() > 1 && sameLabels ? name : curves[i].yLabel);
        g->setData(curves[i].x, curves[i].y, true);
        QPen pen(seriesColor(int(i), int(curves.size())), 2);
        g->setPen(pen);
        if (curves[i].name.contains(QLatin1String("scatter"))) {
            // Access times at random offsets: dots, not a line through them.
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        } else if (curves[i].x.size() <= 64) {
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        }
    }
    m_plot->legend->setVisible(curves.size() > 1);
    m_plot->rescaleAxes();
    m_plot->yAxis->setRangeLower(std::min(0.0, m_plot->yAxis->range().lower));
    if (twoUnits)
        m_plot->yAxis2->setRangeLower(std::min(0.0, m_plot->yAxis2->range().lower));
    // The write cache cliff of the capacity check, where the position axis is in GB.
    const QJsonObject cliff = verdict.value(QStringLiteral("cache_exhausted")).toObject();
    if (cliff.contains(QStringLiteral("at_offset_bytes")) && first.xLabel.endsWith(QLatin1String("(GB)"))) {
        const double x = cliff.value(QStringLiteral("at_offset_bytes")).toDouble() * 1e-9;
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
        label->setText(tr("write cache ran out"));
    }
    m_plot->replot();

    // The table: x then each curve's y, row by row (curves of one test share their x points).
    m_table->setColumnCount(int(curves.size()) + 1);
    QStringList headers{first.xLabel};
    for (const Curve &c : curves) {
        QString name = c.name;
        name.remove(QStringLiteral("_curve"));
        headers << (curves.size() > 1 && sameLabels ? QStringLiteral("%1 %2").arg(name, c.yLabel) : c.yLabel);
    }
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(first.x.size()));
    const QLocale locale;
    for (int r = 0; r < first.x.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(locale.toString(first.x[r], 'g', 6)));
        for (std::size_t c = 0; c < curves.size(); ++c) {
            if (r < curves[c].y.size()) {
                auto *item = new QTableWidgetItem(locale.toString(curves[c].y[r], 'f', 2));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, int(c) + 1, item);
            }
        }
    }
    return true;
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
