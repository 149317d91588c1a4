// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivetrendview.h"

#include <cmath>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "ui/chartstyle.h"

namespace drivebench::ui {

namespace {

enum Column { ColTest, ColRuns, ColBaseline, ColLatest, ColChange, ColSpread, ColVerdict, ColCount };

QString headline(const TestTrend &t, double value)
{
    return t.iops ? DriveTrendView::tr("%1 IOPS").arg(QLocale().toString(value, 'f', 0))
                  : DriveTrendView::tr("%1 MB/s").arg(QLocale().toString(value / 1e6, 'f', value < 1e8 ? 2 : 1));
}

// The panel's name of the test ("SEQ1M Q8T1", "Full stroke") and its direction.
QString testName(const TestTrend &t)
{
    return QStringLiteral("%1 %2").arg(t.label.isEmpty() ? t.testId : t.label, t.op);
}

QString signedPercent(double v)
{
    return QStringLiteral("%1%2 %").arg(v > 0 ? QStringLiteral("+") : QString(), QLocale().toString(v, 'f', 1));
}

} // namespace

DriveTrendView::DriveTrendView(QWidget *parent)
    : QWidget(parent)
    , m_baseline(new QComboBox(this))
    , m_title(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_plot(new QCustomPlot(this))
    , m_table(new QTableWidget(0, ColCount, this))
{
    setObjectName(QStringLiteral("driveTrendView"));
    m_baseline->setObjectName(QStringLiteral("baselineChoice"));
    m_baseline->addItem(tr("Baseline: the drive's first run"), int(TrendBaseline::FirstRun));
    m_baseline->addItem(tr("Baseline: median of the earlier runs"), int(TrendBaseline::MedianOfEarlier));
    m_baseline->setToolTip(tr("What each run is compared with: the drive's first run, or the median of "
                              "the runs before it"));
    m_baseline->setAccessibleName(tr("Trend baseline"));
    m_title->setObjectName(QStringLiteral("trendTitle"));
    m_title->setWordWrap(true);
    // The rule, said where the verdicts are read (core/results/drivetrend.h).
    m_rule = new QLabel(tr("A drop is flagged only when: the runs have the same profile and settings; "
                           "the run-to-run spread is measured (%1 or more such runs, or %2 or more passes "
                           "in each); and the latest run is below the baseline by more than that spread "
                           "and by at least %3 %.")
                            .arg(kMinRunsForSpread)
                            .arg(kMinPassesForSpread)
                            .arg(kMinFlaggedDropPercent),
                        this);
    m_rule->setObjectName(QStringLiteral("trendRule"));
    m_rule->setWordWrap(true);
    m_warning->setObjectName(QStringLiteral("trendWarning"));
    m_warning->setWordWrap(true);
    m_warning->setVisible(false);
    QFont bold = m_warning->font();
    bold.setBold(true);
    m_warning->setFont(bold);

    m_plot->setObjectName(QStringLiteral("trendPlot"));
    m_plot->setMinimumHeight(160);
    m_plot->legend->setVisible(true);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("yyyy-MM-dd\nHH:mm"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    m_plot->xAxis->setTicker(ticker);
    m_plot->yAxis->setLabel(tr("% of baseline"));
    styleCustomPlot(m_plot, palette());

    m_table->setObjectName(QStringLiteral("trendTable"));
    m_table->setHorizontalHeaderLabels({tr("Test"), tr("Runs"), tr("Baseline"), tr("Latest"), tr("Change"),
                                        tr("Spread"), tr("Verdict")});
    m_table->horizontalHeaderItem(ColSpread)->setToolTip(
        tr("Run-to-run spread: the largest change of an earlier run from its baseline, or the widest "
           "pass-to-pass spread of a run, whichever is larger"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setToolTip(tr("Each test's latest headline against the drive's baseline, with the change "
                           "and whether it is beyond the run-to-run spread"));
    m_table->setAccessibleName(tr("Drive trend table"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ColVerdict, QHeaderView::Stretch);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_baseline);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_rule);
    layout->addWidget(m_warning);
    layout->addWidget(m_plot, 2);
    layout->addWidget(m_table, 1);
    connect(m_baseline, &QComboBox::currentIndexChanged, this, &DriveTrendView::redraw);
}

DriveTrendView::~DriveTrendView() = default;

void DriveTrendView::setRuns(std::vector<std::pair<qint64, RunResult>> runs, const QString &driveLabel)
{
    m_runs = std::move(runs);
    m_driveLabel = driveLabel;
    redraw();
}

void DriveTrendView::setBaseline(TrendBaseline baseline)
{
    m_baseline->setCurrentIndex(m_baseline->findData(int(baseline)));
}

void DriveTrendView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) { // light <-> dark: axes, grid, the baseline line
        styleCustomPlot(m_plot, palette());
        redraw();
    }
}

QString DriveTrendView::warningText() const
{
    return m_warning->isHidden() ? QString() : m_warning->text();
}

void DriveTrendView::redraw()
{
    const auto baseline = TrendBaseline(m_baseline->currentData().toInt());
    m_trends = driveTrends(m_runs, baseline);
    m_title->setText(tr("%1: %n run(s) over time", nullptr, int(m_runs.size())).arg(m_driveLabel));

    m_plot->clearGraphs();
    m_plot->clearItems();
    double minX = 0, maxX = 0, minY = 100, maxY = 100;
    bool haveX = false;
    const int n = int(m_trends.size());
    for (int i = 0; i < n; ++i) {
        const TestTrend &t = m_trends[std::size_t(i)];
        QCPGraph *g = m_plot->addGraph();
        g->setName(testName(t));
        g->setPen(QPen(seriesColor(i, n), 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
        for (const TrendPoint &p : t.points) {
            const double x = double(p.at.toMSecsSinceEpoch()) / 1000.0;
            const double y = 100 + p.changePercent;
            g->addData(x, y);
            minX = haveX ? std::min(minX, x) : x;
            maxX = haveX ? std::max(maxX, x) : x;
            haveX = true;
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
    }
    auto *line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(0, 100);
    line->point2->setCoords(1, 100);
    QPen dashed(palette().color(QPalette::WindowText), 1, Qt::DashLine);
    line->setPen(dashed);
    const double padX = std::max(3600.0, (maxX - minX) * 0.05);
    m_plot->xAxis->setRange(minX - padX, maxX + padX);
    const double padY = std::max(2.0, (maxY - minY) * 0.1);
    m_plot->yAxis->setRange(minY - padY, maxY + padY);
    m_plot->replot();

    QStringList warnings;
    m_table->setRowCount(n);
    for (int row = 0; row < n; ++row) {
        const TestTrend &t = m_trends[std::size_t(row)];
        const TrendPoint &last = t.points.back();
        const auto set = [&](int col, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            if (col != ColTest && col != ColVerdict)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, col, item);
        };
        set(ColTest, testName(t));
        set(ColRuns, QString::number(t.points.size()));
        set(ColBaseline, t.points.size() > 1 ? headline(t, last.baseline) : QString());
        set(ColLatest, headline(t, last.value));
        set(ColChange, t.points.size() > 1 ? signedPercent(last.changePercent) : QString());
        // A spread from too few runs or passes is no measure of anything: said so, not "± 0.0 %".
        set(ColSpread, t.points.size() < 2 ? QString()
                       : t.spreadMeasured ? QStringLiteral("± %1 %").arg(QLocale().toString(t.spreadPercent, 'f', 1))
                                          : tr("not measured"));
        QString verdict;
        if (t.points.size() < 2)
            verdict = t.otherSettingsRuns > 0 ? tr("one run with these settings: nothing to compare yet")
                                              : tr("one run: nothing to compare yet");
        else if (t.flagged)
            verdict = tr("%1 % slower than this drive's baseline: check its health, free space and firmware")
                          .arg(std::lround(-last.changePercent));
        else if (!t.spreadMeasured && last.changePercent < 0 && std::lround(last.changePercent) != 0)
            verdict = tr("%1 % lower, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread")
                          .arg(std::lround(-last.changePercent))
                          .arg(t.points.size())
                          .arg(t.fewestPasses);
        else if (!t.spreadMeasured && std::lround(last.changePercent) == 0)
            verdict = tr("unchanged, not judged: %1 runs of %2 pass(es) do not measure the run-to-run spread")
                          .arg(t.points.size())
                          .arg(t.fewestPasses);
        else if (!t.spreadMeasured)
            verdict = tr("%1 % higher, not judged: %2 runs of %3 pass(es) do not measure the run-to-run spread")
                          .arg(std::lround(last.changePercent))
                          .arg(t.points.size())
                          .arg(t.fewestPasses);
        else if (std::abs(last.changePercent) <= std::max(t.spreadPercent, kMinFlaggedDropPercent))
            verdict = tr("within the drive's run-to-run spread");
        else
            verdict = tr("faster than the baseline");
        if (t.otherSettingsRuns > 0)
            verdict += QLatin1Char(' ') + tr("(%n run(s) with other settings left out)", "", t.otherSettingsRuns);
        set(ColVerdict, verdict);
        if (t.flagged) {
            m_table->item(row, ColVerdict)->setForeground(QColor(0xd0, 0x30, 0x30));
            warnings << QStringLiteral("%1: %2").arg(m_table->item(row, ColTest)->text(), verdict);
        }
    }
    m_table->resizeColumnsToContents();
    m_warning->setText(warnings.join(QLatin1Char('\n')));
    m_warning->setVisible(!warnings.isEmpty());
}

} // namespace drivebench::ui
