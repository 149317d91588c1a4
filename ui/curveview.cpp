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
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
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
    m_title->setText(tr("%1 (%2): %3").arg(testLabel(test), test.op, curves.front().name));

    // The plot: one line per curve; the first curve's axis labels (curves of one test share x).
    const Curve &first = curves.front();
    m_plot->xAxis->setLabel(first.xLabel);
    m_plot->yAxis->setLabel(curves.size() == 1 ? first.yLabel : QString());
    for (std::size_t i = 0; i < curves.size(); ++i) {
        QCPGraph *g = m_plot->addGraph();
        g->setName(curves[i].yLabel);
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
    m_plot->replot();

    // The table: x then each curve's y, row by row (curves of one test share their x points).
    m_table->setColumnCount(int(curves.size()) + 1);
    QStringList headers{first.xLabel};
    for (const Curve &c : curves)
        headers << c.yLabel;
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
