#include "compareview.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/results/resultlibrary.h"
#include "core/results/runorigin.h"
#include "ui/chartstyle.h"
#include "ui/curvedata.h"
#include "ui/screenshot.h"

namespace drivebench::ui {

namespace {

constexpr CompareMetric kMetrics[] = {CompareMetric::Bandwidth, CompareMetric::Iops,
                                      CompareMetric::LatencyMean, CompareMetric::LatencyP99};

struct PercentilePoint { const char *label; double LatencySummaryUs::*field; };
constexpr PercentilePoint kPercentiles[] = {
    {"min", &LatencySummaryUs::min},     {"p50", &LatencySummaryUs::p50},
    {"p90", &LatencySummaryUs::p90},     {"p99", &LatencySummaryUs::p99},
    {"p99.9", &LatencySummaryUs::p999},  {"p99.99", &LatencySummaryUs::p9999},
    {"max", &LatencySummaryUs::max},
};

QString testKey(const QString &id, const QString &op) { return id + QLatin1Char(' ') + op; }

const TestResult *findTest(const RunResult &run, const QString &key)
{
    for (const TestResult &t : run.tests)
        if (testKey(t.id, t.op) == key)
            return &t;
    return nullptr;
}

QString formatValue(CompareMetric m, double value)
{
    const double shown = displayValue(m, value);
    return QString::number(shown, 'f', m == CompareMetric::Iops ? 1 : (shown < 100 ? 3 : 2));
}

QCustomPlot *makePlot(QWidget *parent, const QString &name)
{
    auto *plot = new QCustomPlot(parent);
    plot->setObjectName(name);
    plot->setMinimumHeight(120); // small enough that the main window keeps room for the result panel
    plot->legend->setVisible(true);
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    styleCustomPlot(plot, parent->palette());
    return plot;
}

} // namespace

CompareView::CompareView(ResultLibrary *library, QWidget *parent)
    : QWidget(parent), m_library(library)
{
    setObjectName(QStringLiteral("compareView"));
    m_title = new QLabel(tr("Select 2 to 6 runs in the history and click Compare."), this);
    m_title->setWordWrap(true);
    auto *save = new QPushButton(tr("Save as PNG..."), this);
    save->setObjectName(QStringLiteral("savePngButton"));
    save->setToolTip(tr("Save the comparison table and charts as a PNG picture"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(save);

    m_origins = new QTableWidget(this);
    m_origins->setObjectName(QStringLiteral("compareOrigins"));
    m_origins->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_origins->setToolTip(tr("Where each run was made: runs imported from other machines compare with your own"));
    m_origins->setAccessibleName(tr("Origin of each run"));
    m_origins->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setToolTip(tr("The compared runs' figures side by side; the best of each row is marked"));
    m_table->setAccessibleName(tr("Comparison table"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("compareCharts"));
    m_tabs->setAccessibleName(tr("Comparison charts"));
    m_tabs->setToolTip(tr("Bars per test, latency percentiles and curves of the compared runs"));

    auto *barsPage = new QWidget(m_tabs);
    m_barMetric = new QComboBox(barsPage);
    for (CompareMetric m : kMetrics)
        m_barMetric->addItem(metricLabel(m), int(m));
    m_barMetric->setToolTip(tr("The figure the bars compare"));
    m_barMetric->setAccessibleName(tr("Compared figure"));
    m_bars = makePlot(barsPage, QStringLiteral("barsPlot"));
    auto *barsLayout = new QVBoxLayout(barsPage);
    barsLayout->addWidget(m_barMetric, 0, Qt::AlignLeft);
    barsLayout->addWidget(m_bars, 1);
    m_tabs->addTab(barsPage, tr("Bars per test"));

    auto *pctPage = new QWidget(m_tabs);
    m_percentileTest = new QComboBox(pctPage);
    m_percentileTest->setToolTip(tr("The test whose latency percentiles are compared"));
    m_percentileTest->setAccessibleName(tr("Test for latency percentiles"));
    m_percentiles = makePlot(pctPage, QStringLiteral("percentilePlot"));
    auto *pctLayout = new QVBoxLayout(pctPage);
    pctLayout->addWidget(m_percentileTest, 0, Qt::AlignLeft);
    pctLayout->addWidget(m_percentiles, 1);
    m_tabs->addTab(pctPage, tr("Latency percentiles"));

    auto *curvePage = new QWidget(m_tabs);
    m_curveTest = new QComboBox(curvePage);
    m_curveTest->setToolTip(tr("The workload whose curves are compared (sweep, surface, sustained write)"));
    m_curveTest->setAccessibleName(tr("Test for curves"));
    m_curves = makePlot(curvePage, QStringLiteral("curvePlot"));
    m_curveNote = new QLabel(curvePage);
    auto *curveLayout = new QVBoxLayout(curvePage);
    curveLayout->addWidget(m_curveTest, 0, Qt::AlignLeft);
    curveLayout->addWidget(m_curves, 1);
    curveLayout->addWidget(m_curveNote);
    m_tabs->addTab(curvePage, tr("Curves"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_origins);
    splitter->addWidget(m_table);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(m_barMetric, &QComboBox::currentIndexChanged, this, &CompareView::drawBars);
    connect(m_percentileTest, &QComboBox::currentIndexChanged, this, &CompareView::drawPercentiles);
    connect(m_curveTest, &QComboBox::currentIndexChanged, this, &CompareView::drawCurves);
    connect(save, &QPushButton::clicked, this, &CompareView::askAndSavePng);
}

CompareView::~CompareView() = default;

Result<void> CompareView::setRuns(const QList<qint64> &ids)
{
    const auto fail = [this](Error e) {
        Q_EMIT errorOccurred(QString::fromStdString(e.text()));
        return Result<void>(std::move(e));
    };
    if (ids.size() < 2 || ids.size() > 6)
        return fail(Error::make(std::errc::invalid_argument,
                                QStringLiteral("%1 runs selected").arg(ids.size()).toStdString(),
                                "select 2 to 6 runs to compare"));
    if (!m_library)
        return fail(Error::make(std::errc::not_connected, "no results library is open",
                                "check the message shown at start-up for why it could not be opened"));
    std::vector<RunResult> runs;
    QStringList labels;
    for (qint64 id : ids) {
        Result<RunResult> run = m_library->load(id);
        if (!run)
            return fail(run.error());
        Result<RunSummary> s = m_library->summary(id);
        QString label = QStringLiteral("#%1").arg(id);
        if (s)
            label += QLatin1Char(' ') + (s->name.isEmpty() ? s->driveLabel() : s->name);
        labels << label;
        runs.push_back(std::move(*run));
    }
    setRunData(std::move(runs), labels);
    return {};
}

void CompareView::setRunData(std::vector<RunResult> runs, QStringList labels)
{
    m_runs = std::move(runs);
    while (labels.size() < int(m_runs.size()))
        labels << tr("Run %1").arg(labels.size() + 1);
    m_labels = labels;
    m_comparison = compareRuns(m_runs);
    m_title->setText(tr("Comparing %1 — differences are against %2").arg(m_labels.join(QStringLiteral(", ")), m_labels.value(0)));
    fillOrigins();
    fillTable();
    fillTestChoices();
    drawBars();
    drawPercentiles();
    drawCurves();
}

void CompareView::fillOrigins()
{
    const QStringList rows{tr("Drive"), tr("Link"), tr("File system"), tr("Machine"), tr("Version")};
    m_origins->clear();
    m_origins->setRowCount(int(rows.size()));
    m_origins->setColumnCount(int(m_runs.size()));
    m_origins->setVerticalHeaderLabels(rows);
    m_origins->setHorizontalHeaderLabels(m_labels);
    const QString unknown = tr("unknown");
    for (int i = 0; i < int(m_runs.size()); ++i) {
        const RunOrigin o = runOrigin(m_runs[std::size_t(i)]);
        const QString fs = o.rawDevice ? tr("raw device") : o.filesystem;
        const QString cells[] = {o.drive, o.link, fs, o.machine, o.version};
        for (int row = 0; row < int(rows.size()); ++row) {
            auto *item = new QTableWidgetItem(cells[row].isEmpty() ? unknown : cells[row]);
            item->setToolTip(item->text());
            m_origins->setItem(row, i, item);
        }
    }
    m_origins->resizeColumnsToContents();
    // As tall as its rows: the figures below get the rest.
    int height = m_origins->horizontalHeader()->height() + 2 * m_origins->frameWidth();
    for (int row = 0; row < m_origins->rowCount(); ++row)
        height += m_origins->rowHeight(row);
    m_origins->setMaximumHeight(height);
}

void CompareView::fillTable()
{
    const int runs = int(m_runs.size());
    m_table->clear();
    m_table->setColumnCount(3 + runs);
    QStringList header{tr("Test"), tr("Op"), tr("Unit")};
    header << m_labels;
    m_table->setHorizontalHeaderLabels(header);
    m_table->setRowCount(int(m_comparison.rows.size()));
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int row = 0; row < int(m_comparison.rows.size()); ++row) {
        const ComparisonRow &r = m_comparison.rows[std::size_t(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(r.testId));
        m_table->setItem(row, 1, new QTableWidgetItem(r.op));
        m_table->setItem(row, 2, new QTableWidgetItem(metricLabel(r.metric)));
        for (int i = 0; i < runs; ++i) {
            QString text = QStringLiteral("–");
            const auto &v = r.values[std::size_t(i)];
            if (v) {
                text = formatValue(r.metric, *v);
                const auto &d = r.deltaPct[std::size_t(i)];
                if (i > 0 && d)
                    text += QStringLiteral("  (%1%2 %)").arg(*d >= 0 ? QStringLiteral("+") : QString()).arg(*d, 0, 'f', 1);
            }
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (i == r.best) {
                item->setText(text + QStringLiteral(" ★"));
                item->setFont(bold);
                item->setBackground(QColor(40, 170, 80, 70));
                item->setToolTip(higherIsBetter(r.metric) ? tr("highest: better") : tr("lowest: better"));
            }
            m_table->setItem(row, 3 + i, item);
        }
    }
    m_table->resizeColumnsToContents();
}

void CompareView::fillTestChoices()
{
    const QSignalBlocker a(m_percentileTest), b(m_curveTest);
    m_percentileTest->clear();
    m_curveTest->clear();
    QStringList seen;
    for (const RunResult &run : m_runs) {
        for (const TestResult &t : run.tests) {
            const QString key = testKey(t.id, t.op);
            if (seen.contains(key))
                continue;
            seen << key;
            bool latency = false, curves = false;
            for (const RunResult &other : m_runs) {
                if (const TestResult *o = findTest(other, key)) {
                    latency = latency || o->latencyUs.p50 > 0 || o->latencyUs.max > 0;
                    curves = curves || !curvesFromExtra(o->extra).empty();
                }
            }
            if (latency)
                m_percentileTest->addItem(key, key);
            if (curves)
                m_curveTest->addItem(key, key);
        }
    }
}

void CompareView::drawBars()
{
    m_bars->clearPlottables();
    const auto metric = CompareMetric(m_barMetric->currentData().toInt());
    QVector<double> ticks;
    QVector<QString> names;
    std::vector<const ComparisonRow *> rows;
    for (const ComparisonRow &r : m_comparison.rows) {
        if (r.metric != metric)
            continue;
        ticks << double(rows.size() + 1);
        names << QStringLiteral("%1\n%2").arg(r.testId, r.op);
        rows.push_back(&r);
    }
    auto *group = new QCPBarsGroup(m_bars);
    const int n = int(m_runs.size());
    for (int i = 0; i < n; ++i) {
        auto *bars = new QCPBars(m_bars->xAxis, m_bars->yAxis);
        bars->setName(m_labels.value(i));
        bars->setWidth(0.8 / std::max(1, n));
        bars->setBarsGroup(group);
        const QColor c = seriesColor(i, n);
        bars->setPen(QPen(c.darker(130)));
        bars->setBrush(c);
        QVector<double> keys, values;
        for (std::size_t k = 0; k < rows.size(); ++k) {
            if (const auto &v = rows[k]->values[std::size_t(i)]) {
                keys << ticks[int(k)];
                values << displayValue(metric, *v);
            }
        }
        bars->setData(keys, values, true);
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTicks(ticks, names);
    m_bars->xAxis->setTicker(ticker);
    m_bars->xAxis->setRange(0.3, double(rows.size()) + 0.7);
    m_bars->yAxis->setLabel(metricLabel(metric));
    m_bars->rescaleAxes(true);
    m_bars->xAxis->setRange(0.3, double(rows.size()) + 0.7);
    m_bars->yAxis->setRange(0, m_bars->yAxis->range().upper * 1.12); // room above the tallest bar
    m_bars->replot();
}

void CompareView::drawPercentiles()
{
    m_percentiles->clearGraphs();
    const QString key = m_percentileTest->currentData().toString();
    QVector<double> ticks;
    QVector<QString> names;
    for (int k = 0; k < int(std::size(kPercentiles)); ++k) {
        ticks << k;
        names << QLatin1String(kPercentiles[k].label);
    }
    const int n = int(m_runs.size());
    for (int i = 0; i < n && !key.isEmpty(); ++i) {
        const TestResult *t = findTest(m_runs[std::size_t(i)], key);
        if (!t)
            continue;
        QCPGraph *g = m_percentiles->addGraph();
        g->setName(m_labels.value(i));
        g->setPen(QPen(seriesColor(i, n), 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        for (int k = 0; k < int(std::size(kPercentiles)); ++k) {
            const double v = t->latencyUs.*kPercentiles[k].field;
            if (v > 0) // the log axis has no zero; 0 means "not measured"
                g->addData(k, v);
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTicks(ticks, names);
    m_percentiles->xAxis->setTicker(ticker);
    m_percentiles->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_percentiles->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    m_percentiles->yAxis->setLabel(tr("latency (µs, log scale)"));
    m_percentiles->rescaleAxes();
    m_percentiles->xAxis->setRange(-0.5, double(std::size(kPercentiles)) - 0.5);
    const QCPRange y = m_percentiles->yAxis->range();
    if (y.lower > 0)
        m_percentiles->yAxis->setRange(y.lower / 1.5, y.upper * 1.5);
    m_percentiles->replot();
}

void CompareView::drawCurves()
{
    m_curves->clearGraphs();
    const QString key = m_curveTest->currentData().toString();
    const int n = int(m_runs.size());
    QString xLabel, yLabel;
    int drawn = 0;
    for (int i = 0; i < n && !key.isEmpty(); ++i) {
        const TestResult *t = findTest(m_runs[std::size_t(i)], key);
        if (!t)
            continue;
        const std::vector<Curve> curves = curvesFromExtra(t->extra);
        for (std::size_t c = 0; c < curves.size(); ++c) {
            const Curve &curve = curves[c];
            if (xLabel.isEmpty()) {
                xLabel = curve.xLabel;
                yLabel = curve.yLabel;
            }
            QCPGraph *g = m_curves->addGraph();
            g->setName(curves.size() > 1 ? QStringLiteral("%1: %2").arg(m_labels.value(i), curve.name) : m_labels.value(i));
            QPen pen(seriesColor(i, n), 1.5);
            if (c > 0)
                pen.setStyle(Qt::PenStyle(Qt::DashLine + int(c - 1) % 4));
            g->setPen(pen);
            g->setData(curve.x, curve.y);
            ++drawn;
        }
    }
    m_curves->xAxis->setLabel(xLabel);
    m_curves->yAxis->setLabel(yLabel);
    m_curves->rescaleAxes();
    m_curves->replot();
    m_curveNote->setText(drawn == 0 ? tr("None of these runs has curves (surface scan, block-size sweep, sustained write).")
                                    : QString());
}

Result<void> CompareView::savePng(const QString &fileName)
{
    Result<void> saved = saveWidgetPng(this, fileName, m_runs, QStringLiteral("Save comparison"));
    if (!saved)
        Q_EMIT errorOccurred(QString::fromStdString(saved.error().text()));
    return saved;
}

void CompareView::askAndSavePng()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save comparison"),
                                                      suggestedSavePath(QStringLiteral("drivebench-comparison.png"),
                                                                        SaveFolder::Pictures),
                                                      tr("PNG images (*.png)"));
    if (!file.isEmpty())
        (void)savePng(file);
}

} // namespace drivebench::ui
