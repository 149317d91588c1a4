// SPDX-License-Identifier: GPL-3.0-or-later
#include "compareview.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include "core/results/resultlibrary.h"
#include "core/results/resultpng.h"
#include "core/results/runorigin.h"
#include "core/results/testreading.h"
#include "core/util/outputfile.h"
#include "core/version.h"
#include "ui/chartstyle.h"
#include "ui/curvedata.h"
#include "ui/screenshot.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

namespace {

struct PercentilePoint { const char *label; double LatencySummaryUs::*field; };
constexpr PercentilePoint kPercentiles[] = {
    {"min", &LatencySummaryUs::min},     {"p50", &LatencySummaryUs::p50},
    {"p90", &LatencySummaryUs::p90},     {"p99", &LatencySummaryUs::p99},
    {"p99.9", &LatencySummaryUs::p999},  {"p99.99", &LatencySummaryUs::p9999},
    {"max", &LatencySummaryUs::max},
};

constexpr int kMaxTickLabelPx = 110; // a longer name is shortened, the whole one in the tooltip
constexpr int kMaxLegendNamePx = 220;
constexpr int kTickLabelGapPx = 4;
const char *const kFullNames = "drivebenchFullTickNames";

QString testKey(const QString &id, const QString &op) { return id + QLatin1Char(' ') + op; }

const TestResult *findTest(const RunResult &run, const QString &key)
{
    for (const TestResult &t : run.tests)
        if (testKey(t.id, t.op) == key && !t.skipped)
            return &t;
    return nullptr;
}

QString testName(const QString &label, const QString &op) { return label + QStringLiteral(" · ") + op; }

QString directionText(FigureDirection d)
{
    switch (d) {
    case FigureDirection::HigherIsBetter: return CompareView::tr("higher is better");
    case FigureDirection::LowerIsBetter: return CompareView::tr("lower is better");
    case FigureDirection::None: return CompareView::tr("neither better nor worse");
    }
    return {};
}

QString figureName(const ComparisonFigure &f)
{
    if (f.unit.isEmpty() || f.unit == f.label)
        return f.label;
    return QStringLiteral("%1 (%2)").arg(f.label, f.unit);
}

QRectF textRect(const QFont &font, const QString &text)
{
    // The size QCustomPlot gives a tick label (QCPAxisPainterPrivate::getTickLabelData).
    return QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, text);
}

// A legend entry's whole name and the part of it that always stays (a curve's ": read"):
// wrapLegend shortens the rest to the room the plot has at its width now, so a name is cut only
// where even a row of its own cannot hold it (the picture cut "7 Dec 2026 08:12" at 220 px).
constexpr char kLegendName[] = "drivebenchLegendName";
constexpr char kLegendTail[] = "drivebenchLegendTail";

void setLegendName(QCPAbstractPlottable *p, const QString &name, const QString &tail = {})
{
    p->setProperty(kLegendName, name);
    p->setProperty(kLegendTail, tail);
    p->setName(QFontMetrics(p->parentPlot()->legend->font()).elidedText(name, Qt::ElideRight, kMaxLegendNamePx) + tail);
}

void wrapLegend(QCustomPlot *plot)
{
    // An item is its icon, the padding, its name and its margins; columns are spaced apart. (A
    // flat 40 px for the icon made four columns of twelve sweep names 912 px wide in an 800 px
    // picture.)
    QCPLegend *legend = plot->legend;
    const QFontMetrics fm(legend->font());
    const int room = plot->width() - legend->margins().left() - legend->margins().right() - 2 * legend->borderPen().width();
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i))) {
            QCPAbstractPlottable *p = item->plottable();
            const int around = legend->iconSize().width() + legend->iconTextPadding() + item->margins().left()
                               + item->margins().right() + legend->columnSpacing();
            if (const QString name = p->property(kLegendName).toString(); !name.isEmpty()) {
                const QString tail = p->property(kLegendTail).toString();
                const int text = std::max(kMaxLegendNamePx, room - around) - fm.horizontalAdvance(tail);
                p->setName(fm.elidedText(name, Qt::ElideRight, std::max(40, text)) + tail);
            }
            widest = std::max(widest, fm.horizontalAdvance(p->name()) + around);
        }
    }
    legend->setWrap(std::max(1, room / widest));
}

QCustomPlot *makePlot(QWidget *parent, const QString &name)
{
    auto *plot = new QCustomPlot(parent);
    plot->setObjectName(name);
    plot->setMinimumHeight(160);
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    styleCustomPlot(plot, parent->palette());
    putLegendOutside(plot);
    return plot;
}

// Tick labels that never overlap: whole and level when they fit their slot, else turned upright
// and shortened, and when even upright ones would touch, only every k-th labelled (the tooltip
// names each bar's test).
void layOutTickLabels(QCustomPlot *plot)
{
    const QStringList names = plot->property(kFullNames).toStringList();
    if (names.isEmpty())
        return;
    plot->setViewport(plot->rect());
    wrapLegend(plot);
    plot->replot(QCustomPlot::rpImmediateRefresh); // lays out the axis rect: its width is known now
    QCPAxis *x = plot->xAxis;
    const double slot = std::abs(x->coordToPixel(2) - x->coordToPixel(1));
    const QFont font = x->tickLabelFont();
    double widest = 0;
    for (const QString &n : names)
        widest = std::max(widest, textRect(font, n).width());
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    // First choice: level, wrapped at blanks onto at most three lines that fit the slot.
    QStringList wrapped;
    double wrappedWidest = 0;
    const QFontMetrics fm(font);
    for (const QString &n : names) {
        QStringList lines;
        for (const QString &word : n.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (word == QStringLiteral("·"))
                continue; // "Full stroke · read": the direction on a line of its own
            const bool direction = word == QLatin1String("read") || word == QLatin1String("write")
                                   || word == QLatin1String("mix");
            const QString joined = lines.isEmpty() ? word : lines.last() + QLatin1Char(' ') + word;
            if (!lines.isEmpty() && !direction && fm.horizontalAdvance(joined) + kTickLabelGapPx <= slot)
                lines.last() = joined;
            else
                lines << word;
        }
        wrapped << lines.join(QLatin1Char('\n'));
        wrappedWidest = std::max(wrappedWidest, lines.size() > 3 ? 1e9 : textRect(font, wrapped.last()).width());
    }
    if (widest + kTickLabelGapPx <= slot || wrappedWidest + kTickLabelGapPx <= slot) {
        x->setTickLabelRotation(0);
        const QStringList &shown = widest + kTickLabelGapPx <= slot ? names : wrapped;
        for (int i = 0; i < shown.size(); ++i)
            ticker->addTick(i + 1, shown[i]);
    } else {
        x->setTickLabelRotation(90);
        const double height = textRect(font, QStringLiteral("Xg")).height();
        const int step = std::max(1, int(std::ceil((height + kTickLabelGapPx) / std::max(slot, 1.0))));
        for (int i = 0; i < names.size(); ++i)
            ticker->addTick(i + 1, i % step == 0 ? fm.elidedText(names[i], Qt::ElideRight, kMaxTickLabelPx)
                                                 : QString());
    }
    x->setTicker(ticker);
    plot->replot(QCustomPlot::rpImmediateRefresh);
}

std::vector<Reading> readingsOf(const Comparison &comparison)
{
    std::vector<Reading> readings;
    for (const ComparisonTest &t : comparison.tests)
        if (std::find(readings.begin(), readings.end(), t.reading) == readings.end())
            readings.push_back(t.reading);
    return readings;
}

// Bars of each shared test's reading in one unit, one colour per run.
QCustomPlot *barChart(QWidget *parent, const Comparison &comparison, const QStringList &labels, Reading reading)
{
    QCustomPlot *plot = makePlot(parent, QStringLiteral("barsPlot_%1").arg(readingName(reading)));
    plot->setInteractions({});
    QStringList names;
    std::vector<const ComparisonFigure *> figures;
    for (const ComparisonTest &t : comparison.tests) {
        if (t.reading != reading)
            continue;
        names << testName(t.label, t.op);
        figures.push_back(&t.figures.front());
    }
    const int n = int(labels.size());
    const int shown = n - int(comparison.folded.size()); // folded runs have no bar here
    auto *group = new QCPBarsGroup(plot);
    for (int i = 0; i < n; ++i) {
        if (comparison.isFolded(std::size_t(i)))
            continue;
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        setLegendName(bars, labels.value(i));
        bars->setWidth(0.8 / std::max(1, shown));
        bars->setBarsGroup(group);
        const QColor c = seriesColor(i, n);
        bars->setPen(QPen(c.darker(130)));
        bars->setBrush(c);
        QVector<double> keys, values;
        for (std::size_t k = 0; k < figures.size(); ++k) {
            if (const auto &v = figures[k]->values[std::size_t(i)]) {
                keys << double(k + 1);
                values << *v;
            }
        }
        bars->setData(keys, values, true);
    }
    plot->yAxis->setLabel(QStringLiteral("%1 (%2)").arg(readingUnit(reading),
                                                         lowerIsBetter(reading) ? CompareView::tr("lower is better")
                                                                                : CompareView::tr("higher is better")));
    plot->rescaleAxes(true);
    plot->xAxis->setRange(0.4, double(names.size()) + 0.6);
    plot->yAxis->setRange(0, plot->yAxis->range().upper * 1.08);
    plot->setProperty(kFullNames, names);
    plot->setMouseTracking(true);
    QObject::connect(plot, &QCustomPlot::mouseMove, plot, [plot](QMouseEvent *event) {
        // The whole name of the test under the pointer (tick labels may be shortened).
        const QStringList all = plot->property(kFullNames).toStringList();
        const int k = int(std::lround(plot->xAxis->pixelToCoord(event->position().x()))) - 1;
        if (k >= 0 && k < all.size())
            QToolTip::showText(event->globalPosition().toPoint(), all.at(k), plot);
    });
    return plot;
}

// Each run's curves of one test (key: testKey) overlaid on plot, one colour per run as in the
// legend; returns how many curves it drew, and in figure (when given) what they show ("transfer
// rate", "transfer rate by block size").
int drawTestCurves(QCustomPlot *plot, const std::vector<RunResult> &runs, const QStringList &labels, const QString &key,
                   QString *figure = nullptr)
{
    plot->clearGraphs();
    const int n = int(runs.size());
    // Each run's curves of this test; drawn in one unit per axis: the units of the run whose
    // curve reaches furthest (a 2 GiB span in GiB beside a 512 MiB one, an HDD's access times
    // in ms beside an SSD's), every curve scaled back to its recorded values and into those.
    std::vector<std::vector<CurveSeries>> perRun(static_cast<std::size_t>(n));
    for (int i = 0; i < n && !key.isEmpty(); ++i) {
        if (const TestResult *t = findTest(runs[std::size_t(i)], key))
            perRun[std::size_t(i)] = curvesOf(*t);
    }
    const CurveSeries *firstCurve = nullptr;
    for (const auto &curves : perRun) {
        if (!curves.empty()) {
            firstCurve = &curves.front();
            break;
        }
    }
    // Curves compare when they come from the same recorded fields as the first one drawn (one
    // figure per axis: a curve of another figure is not drawn over these). A sweep's read and
    // write rates share their unit and axis: both are drawn, write dashed (ATTO's two lines).
    const bool sweep = firstCurve && firstCurve->xField == QLatin1String("block_bytes");
    const auto sameFields = [&](const CurveSeries &c) {
        return c.xField == firstCurve->xField
               && (c.yField == firstCurve->yField || (sweep && c.yUnit == firstCurve->yUnit));
    };
    CurveSeries xLike, yLike;
    double furthestX = -1, highestY = -1;
    for (const auto &curves : perRun) {
        for (const CurveSeries &c : curves) {
            if (!firstCurve || !sameFields(c) || c.xScale == 0 || c.yScale == 0)
                continue;
            for (double x : c.x) {
                if (std::abs(x / c.xScale) > furthestX) {
                    furthestX = std::abs(x / c.xScale);
                    xLike = c;
                }
            }
            for (double y : c.y) {
                if (std::abs(y / c.yScale) > highestY) {
                    highestY = std::abs(y / c.yScale);
                    yLike = c;
                }
            }
        }
    }
    CurveSeries like = xLike;
    like.yScale = yLike.yScale;
    like.yLabel = yLike.yLabel;
    like.yUnit = yLike.yUnit;
    QString xLabel, yLabel;
    int drawn = 0;
    if (figure && firstCurve)
        *figure = sweep ? firstCurve->set : firstCurve->title;
    for (int i = 0; i < n && firstCurve; ++i) {
        const std::vector<CurveSeries> &curves = perRun[std::size_t(i)];
        // A run's one curve is named by the run; several (a sweep's read and write) each by
        // the run and the curve's name.
        const auto ofRun = std::count_if(curves.begin(), curves.end(), sameFields);
        int drawnOfRun = 0; // the run's curves on this chart: its first solid, the rest dashed
        for (std::size_t c = 0; c < curves.size(); ++c) {
            if (!sameFields(curves[c]))
                continue;
            const CurveSeries curve = inUnitsOf(curves[c], like);
            xLabel = curve.xLabel;
            yLabel = curve.yLabel;
            QCPGraph *g = plot->addGraph();
            // The curve's name without the unit its axis gives ("read", not "read (MB/s)").
            QString title = curve.title;
            if (const QString unit = QStringLiteral(" (%1)").arg(curve.yUnit); !curve.yUnit.isEmpty() && title.endsWith(unit))
                title.chop(unit.size());
            // Shortened, the run's part goes and the curve's name stays: "#3 Samsung…: read" and
            // "#3 Samsung…: write", never two identical "#3 Samsung SSD 9…" for read and write.
            setLegendName(g, labels.value(i), ofRun > 1 ? QStringLiteral(": ") + title : QString());
            QPen pen(seriesColor(i, n), 1.5);
            if (drawnOfRun > 0)
                pen.setStyle(Qt::PenStyle(Qt::DashLine + (drawnOfRun - 1) % 4));
            ++drawnOfRun;
            g->setPen(pen);
            g->setData(curve.x, curve.y);
            ++drawn;
        }
    }
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(sweep ? firstCurve->yUnit : yLabel);
    // Block sizes double from point to point: a logarithmic axis spaces them evenly (as the
    // panel's sweep); ticks every power of 4, few enough that their labels stay apart.
    plot->xAxis->setScaleType(sweep ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (sweep) {
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(4);
        ticker->setTickCount(5);
        ticker->setSubTickCount(0);
        plot->xAxis->setTicker(ticker);
        plot->xAxis->setNumberFormat(QStringLiteral("g"));
    } else {
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    }
    plot->rescaleAxes();
    wrapLegend(plot);
    plot->replot();
    return drawn;
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

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->setAccessibleName(tr("Comparison"));
    m_tabs->setToolTip(tr("The compared runs' figures, bars per test, latency percentiles and curves"));

    // The figures: where each run was made, then each test's figures; the page has the view's
    // whole height, so the table shows many rows at the window's default size.
    auto *figuresPage = new QWidget(m_tabs);
    m_origins = new QTableWidget(figuresPage);
    m_origins->setObjectName(QStringLiteral("compareOrigins"));
    m_origins->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_origins->setToolTip(tr("Where each run was made: runs imported from other machines compare with your own"));
    m_origins->setAccessibleName(tr("Origin of each run"));
    m_origins->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    m_origins->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_table = new QTableWidget(figuresPage);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setToolTip(tr("Each test in its own unit, then its other figures; the better run of each row is marked"));
    m_table->setAccessibleName(tr("Comparison table"));
    m_table->setTabKeyNavigation(false);
    // The Test and Figure columns stay put while the runs scroll sideways: a second view of the
    // same model over the table's left edge, scrolled up and down with it (Qt's frozen column).
    m_frozen = new QTableView(m_table);
    m_frozen->setObjectName(QStringLiteral("compareFrozenColumns"));
    m_frozen->setModel(m_table->model());
    m_frozen->setSelectionModel(m_table->selectionModel());
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollMode(m_table->verticalScrollMode());
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setToolTip(m_table->toolTip());
    m_frozen->setAccessibleName(tr("Tests and figures of the comparison"));
    m_table->viewport()->stackUnder(m_frozen);
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, m_table->verticalScrollBar(), &QAbstractSlider::setValue);
    connect(m_table->verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(), &QAbstractSlider::setValue);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column < 2) {
            m_frozen->setColumnWidth(column, size);
            placeFrozenColumns();
        }
    });
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int row, int, int size) { m_frozen->setRowHeight(row, size); });
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this); // a scroll bar coming or going resizes only it

    m_folded = new QLabel(figuresPage);
    m_folded->setObjectName(QStringLiteral("compareFolded"));
    m_folded->setWordWrap(true);
    m_folded->setTextFormat(Qt::RichText);
    m_folded->setToolTip(tr("Runs that share no test with the others have no figure to set beside theirs"));
    m_folded->hide();
    connect(m_folded, &QLabel::linkActivated, this, [this](const QString &link) {
        showFoldedRuns(link == QLatin1String("show"));
    });
    auto *figuresLayout = new QVBoxLayout(figuresPage);
    figuresLayout->setContentsMargins(0, 0, 0, 0);
    figuresLayout->addWidget(m_origins);
    figuresLayout->addWidget(m_folded);
    figuresLayout->addWidget(m_table, 1);
    m_tabs->addTab(figuresPage, tr("Figures"));

    m_barsPage = new QWidget(m_tabs);
    auto *barsLayout = new QVBoxLayout(m_barsPage);
    m_barUnit = new QComboBox(m_barsPage);
    m_barUnit->setObjectName(QStringLiteral("barUnit"));
    m_barUnit->setToolTip(tr("The unit whose tests the bars compare: each test in its own reading"));
    m_barUnit->setAccessibleName(tr("Unit of the bar chart"));
    m_barsNote = new QLabel(m_barsPage);
    m_barsNote->setWordWrap(true);
    auto *barsTop = new QHBoxLayout;
    barsTop->addWidget(m_barUnit);
    barsTop->addWidget(m_barsNote, 1);
    barsLayout->addLayout(barsTop);
    m_barStack = new QStackedWidget(m_barsPage);
    barsLayout->addWidget(m_barStack, 1);
    connect(m_barUnit, &QComboBox::currentIndexChanged, m_barStack, &QStackedWidget::setCurrentIndex);
    m_tabs->addTab(m_barsPage, tr("Bars per test"));

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
    m_curveNote->setObjectName(QStringLiteral("curveNote"));
    m_curveNote->setWordWrap(true);
    auto *curveLayout = new QVBoxLayout(curvePage);
    curveLayout->addWidget(m_curveTest, 0, Qt::AlignLeft);
    curveLayout->addWidget(m_curves, 1);
    curveLayout->addWidget(m_curveNote);
    curveLayout->addStretch(0); // the note at the top when there is no chart
    m_tabs->addTab(curvePage, tr("Curves"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);

    connect(m_percentileTest, &QComboBox::currentIndexChanged, this, &CompareView::drawPercentiles);
    connect(m_curveTest, &QComboBox::currentIndexChanged, this, &CompareView::drawCurves);
    connect(save, &QPushButton::clicked, this, &CompareView::askAndSavePng);
}

CompareView::~CompareView() = default;

Result<void> CompareView::setRuns(const QList<qint64> &ids)
{
    const auto fail = [this](Error e) {
        Q_EMIT errorOccurred(windowText(e));
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
        // The run's id and the name the user gave it; what tells the runs apart (drive,
        // profile, target, date, host) follows in the headings.
        const QString name = s && !s->name.isEmpty() ? s->name : QString();
        labels << QStringLiteral("#%1 %2").arg(id).arg(name).trimmed();
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
    m_headings.clear();
    m_names.clear();
    for (int i = 0; i < int(m_runs.size()); ++i) {
        // runHeading()'s facts in the window's language: the date in the user's locale.
        QStringList lines;
        const RunFacts &f = m_comparison.runs.at(std::size_t(i));
        for (const QString &key : std::as_const(m_comparison.runsDiffer)) {
            if (key == QLatin1String("drive"))
                lines << f.drive;
            else if (key == QLatin1String("profile"))
                lines << (f.profile.isEmpty() ? tr("no profile") : tr("profile %1").arg(f.profile));
            else if (key == QLatin1String("target"))
                lines << f.target;
            else if (key == QLatin1String("date"))
                lines << (f.date.isValid() ? QLocale().toString(f.date.toLocalTime(), QLocale::ShortFormat) : tr("date unknown"));
            else if (key == QLatin1String("host"))
                lines << (f.host.isEmpty() ? tr("host unknown") : f.host);
        }
        m_headings << (QStringList{m_labels.value(i)} + lines).join(QLatin1Char('\n'));
        m_names << (QStringList{m_labels.value(i)} + lines).join(QStringLiteral(" · "));
    }
    QString title = tr("Comparing %1 — each test in its own unit; differences are against the first run that has it")
                        .arg(m_labels.join(QStringLiteral(", ")));
    const auto unshared = std::count_if(m_comparison.unshared.begin(), m_comparison.unshared.end(),
                                        [this](const UnsharedTest &u) { return !m_comparison.isFolded(std::size_t(u.run)); });
    if (unshared > 0)
        title += QLatin1Char('\n') + tr("%n test(s) only one run has are listed at the end, not compared.", "",
                                        int(unshared));
    if (const QString differ = settingsDifferText(); !differ.isEmpty())
        title += QLatin1Char('\n') + differ;
    m_title->setText(title);
    const QString folded = foldedText();
    m_folded->setText(folded.isEmpty() ? QString()
                                       : QStringLiteral("%1 <a href='show'>%2</a>").arg(folded.toHtmlEscaped(), tr("Show them")));
    m_folded->setVisible(!folded.isEmpty());
    fillOrigins();
    fillTable();
    showFoldedRuns(false);
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
    m_origins->setHorizontalHeaderLabels(m_labels); // the figures' headings below say the rest
    const QString unknown = tr("unknown");
    for (int i = 0; i < int(m_runs.size()); ++i) {
        const RunResult &run = m_runs[std::size_t(i)];
        const RunOrigin o = runOrigin(run);
        const QString fs = o.rawDevice ? tr("raw device") : fileSystemText(o.filesystem);
        const QString cells[] = {driveName(run), o.link, fs, o.machine, o.version};
        for (int row = 0; row < int(rows.size()); ++row) {
            auto *item = new QTableWidgetItem(cells[row].isEmpty() ? unknown : cells[row]);
            item->setToolTip(item->text());
            m_origins->setItem(row, i, item);
        }
    }
    m_origins->resizeColumnsToContents();
    m_origins->resizeRowsToContents();
    // As tall as its rows: the figures below get the rest.
    int height = m_origins->horizontalHeader()->sizeHint().height() + 2 * m_origins->frameWidth();
    for (int row = 0; row < m_origins->rowCount(); ++row)
        height += m_origins->rowHeight(row);
    m_origins->setFixedHeight(height);
}

void CompareView::fillTable()
{
    const int runs = int(m_runs.size());
    m_table->clearSpans();
    m_table->clear();
    m_table->setColumnCount(2 + runs);
    QStringList header{tr("Test"), tr("Figure")};
    header << m_headings;
    m_table->setHorizontalHeaderLabels(header);
    int rowCount = 0;
    for (const ComparisonTest &t : m_comparison.tests)
        rowCount += int(t.figures.size());
    // Tests of folded runs are not listed: the line above the table names those runs.
    std::vector<const UnsharedTest *> unshared;
    for (const UnsharedTest &u : m_comparison.unshared)
        if (!m_comparison.isFolded(std::size_t(u.run)))
            unshared.push_back(&u);
    if (!unshared.empty())
        rowCount += 1 + int(unshared.size());
    m_table->setRowCount(rowCount);
    QFont bold = m_table->font();
    bold.setBold(true);
    int row = 0;
    for (const ComparisonTest &t : m_comparison.tests) {
        // The test's name once, over all its figures, as the panel's row names it.
        auto *name = new QTableWidgetItem(testName(t.label, t.op));
        name->setFont(bold);
        name->setToolTip(tr("%1 (%2), %3: read in %4").arg(t.label, t.id, t.op, readingUnit(t.reading)));
        name->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        m_table->setItem(row, 0, name);
        if (t.figures.size() > 1)
            m_table->setSpan(row, 0, int(t.figures.size()), 1);
        for (std::size_t k = 0; k < t.figures.size(); ++k, ++row) {
            const ComparisonFigure &f = t.figures[k];
            auto *figure = new QTableWidgetItem(figureName(f));
            figure->setToolTip(directionText(f.direction));
            if (k == 0)
                figure->setFont(bold);
            m_table->setItem(row, 1, figure);
            for (int i = 0; i < runs; ++i) {
                QString text = f.texts.value(i);
                const auto &d = f.deltaPct[std::size_t(i)];
                bool reference = true;
                for (int j = 0; j < i; ++j)
                    reference = reference && !f.values[std::size_t(j)];
                if (text.isEmpty())
                    text = QStringLiteral("–");
                else if (d && !reference)
                    text += QStringLiteral("  (%1%2 %)").arg(*d >= 0 ? QStringLiteral("+") : QString()).arg(*d, 0, 'f', 1);
                auto *item = new QTableWidgetItem(text);
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (k == 0)
                    item->setFont(bold);
                if (i == f.best) {
                    item->setText(text + QStringLiteral(" ★"));
                    item->setFont(bold);
                    item->setBackground(QColor(40, 170, 80, 70));
                    item->setToolTip(f.direction == FigureDirection::HigherIsBetter ? tr("highest: better")
                                                                                    : tr("lowest: better"));
                }
                m_table->setItem(row, 2 + i, item);
            }
        }
    }
    if (!unshared.empty()) {
        auto *heading = new QTableWidgetItem(tr("Only in one run (not compared)"));
        heading->setFont(bold);
        m_table->setItem(row, 0, heading);
        m_table->setSpan(row, 0, 1, 2 + runs);
        ++row;
        for (const UnsharedTest *one : unshared) {
            const UnsharedTest &u = *one;
            m_table->setItem(row, 0, new QTableWidgetItem(testName(u.label, u.op)));
            m_table->setItem(row, 1, new QTableWidgetItem(readingUnit(u.reading)));
            for (int i = 0; i < runs; ++i) {
                auto *item = new QTableWidgetItem(i == u.run ? u.text : tr("not run"));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(row, 2 + i, item);
            }
            ++row;
        }
    }
    m_table->resizeColumnsToContents();
    // The test's name on one line: spanned cells do not count in resizeColumnsToContents.
    int nameWidth = m_table->columnWidth(0);
    const QFontMetrics boldMetrics(bold);
    for (const ComparisonTest &t : m_comparison.tests)
        nameWidth = std::max(nameWidth, boldMetrics.horizontalAdvance(testName(t.label, t.op)) + 16);
    m_table->setColumnWidth(0, std::min(nameWidth, 320));
    m_table->resizeRowsToContents();
    // The frozen view: the same spans, widths and heights; only the Test and Figure columns.
    m_frozen->clearSpans();
    for (int r = 0; r < m_table->rowCount(); ++r)
        m_frozen->setRowHeight(r, m_table->rowHeight(r));
    for (int r = 0; r < m_table->rowCount();) {
        const int rows = std::max(1, m_table->rowSpan(r, 0)), columns = m_table->columnSpan(r, 0);
        if (rows > 1 || columns > 1) // each span once, from its first row
            m_frozen->setSpan(r, 0, rows, std::min(2, columns));
        r += rows;
    }
    for (int c = 0; c < m_table->columnCount(); ++c) {
        m_frozen->setColumnHidden(c, c >= 2);
        if (c < 2)
            m_frozen->setColumnWidth(c, m_table->columnWidth(c));
    }
    placeFrozenColumns();
}

void CompareView::placeFrozenColumns()
{
    const int width = m_table->columnWidth(0) + m_table->columnWidth(1);
    const int top = m_table->frameWidth();
    m_frozen->horizontalHeader()->setFixedHeight(m_table->horizontalHeader()->height());
    m_frozen->setGeometry(m_table->viewport()->x(), top, width,
                          m_table->viewport()->height() + m_table->horizontalHeader()->height());
    m_frozen->setVisible(m_table->columnCount() > 2);
    m_frozen->verticalScrollBar()->setValue(m_table->verticalScrollBar()->value());
}

void CompareView::showFoldedRuns(bool show)
{
    for (int i = 0; i < int(m_runs.size()); ++i) {
        const bool hide = !show && m_comparison.isFolded(std::size_t(i));
        m_table->setColumnHidden(2 + i, hide);
        m_origins->setColumnHidden(i, hide);
    }
    const QString folded = foldedText();
    if (!folded.isEmpty())
        m_folded->setText(QStringLiteral("%1 <a href='%2'>%3</a>")
                              .arg(folded.toHtmlEscaped(), show ? QStringLiteral("hide") : QStringLiteral("show"),
                                   show ? tr("Fold them away") : tr("Show them")));
}

QString CompareView::foldedText() const
{
    if (m_comparison.folded.empty())
        return {};
    QStringList names;
    for (int i : m_comparison.folded)
        names << m_names.value(i);
    return tr("Folded away, no test in common with the other runs: %1.")
        .arg(names.join(QStringLiteral("; ")));
}

void CompareView::fillTestChoices()
{
    const QSignalBlocker a(m_percentileTest), b(m_curveTest);
    m_percentileTest->clear();
    m_curveTest->clear();
    // More than one test carrying a sweep's curves: each named by its own label too.
    QStringList sweepKeys;
    for (const RunResult &run : m_runs) {
        for (const TestResult &t : run.tests) {
            const QString key = testKey(t.id, t.op);
            if (t.skipped || sweepKeys.contains(key))
                continue;
            for (const CurveSeries &c : curvesOf(t)) {
                if (c.setKind == CurveSet::Sweep) {
                    sweepKeys << key;
                    break;
                }
            }
        }
    }
    QStringList seen;
    for (const RunResult &run : m_runs) {
        for (const TestResult &t : run.tests) {
            const QString key = testKey(t.id, t.op);
            if (t.skipped || seen.contains(key))
                continue;
            seen << key;
            bool latency = false, curves = false, sweep = false, ownDirections = false;
            for (const RunResult &other : m_runs) {
                if (const TestResult *o = findTest(other, key)) {
                    latency = latency || o->latencyUs.p50 > 0 || o->latencyUs.max > 0;
                    for (const CurveSeries &c : curvesOf(*o)) {
                        curves = true;
                        sweep = sweep || c.setKind == CurveSet::Sweep;
                        ownDirections = ownDirections || c.name == QLatin1String("read_curve")
                                        || c.name == QLatin1String("write_curve");
                    }
                }
            }
            if (latency)
                m_percentileTest->addItem(testName(testLabel(t), t.op), key);
            // The sweep's curves are the whole sweep's (its last size carries them), and the
            // capacity check's read and write curves say their own direction: named as such,
            // not "16 MiB · read" or "Capacity check · write: read rate".
            if (curves)
                m_curveTest->addItem(sweep ? (sweepKeys.size() > 1 ? tr("Block-size sweep (%1)").arg(testName(testLabel(t), t.op))
                                                                   : tr("Block-size sweep"))
                                     : ownDirections ? testLabel(t) : testName(testLabel(t), t.op),
                                     key);
        }
    }
}

void CompareView::drawBars()
{
    // One chart per unit of the tests' readings: ms/op beside 3,000 MB/s would vanish.
    for (QCustomPlot *p : std::as_const(m_barPlots))
        delete p;
    m_barPlots.clear();
    const QSignalBlocker block(m_barUnit);
    m_barUnit->clear();
    for (Reading reading : readingsOf(m_comparison)) {
        QCustomPlot *plot = barChart(m_barStack, m_comparison, m_names, reading);
        plot->installEventFilter(this);
        m_barStack->addWidget(plot);
        m_barPlots << plot;
        m_barUnit->addItem(readingUnit(reading), readingName(reading));
        layOutTickLabels(plot);
    }
    m_barUnit->setVisible(m_barUnit->count() > 1);
    m_barStack->setCurrentIndex(0);
    m_barsNote->setText(m_comparison.tests.empty()
                            ? tr("These runs share no test: nothing to set side by side.")
                            : tr("Each test in its own reading, one chart per unit. Point at a bar for the test's whole name."));
}

bool CompareView::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_table || watched == m_table->viewport()) && event->type() == QEvent::Resize)
        placeFrozenColumns();
    if (event->type() == QEvent::Resize)
        if (auto *plot = qobject_cast<QCustomPlot *>(watched); plot && m_barPlots.contains(plot))
            layOutTickLabels(plot);
    return QWidget::eventFilter(watched, event);
}

QList<QRectF> CompareView::tickLabelRects(QCustomPlot *plot)
{
    // As QCustomPlot places them (QCPAxisPainterPrivate::placeTickLabel): below the axis by its
    // offset, outer tick length and padding; upright ones centred on their tick.
    QList<QRectF> rects;
    QCPAxis *x = plot->xAxis;
    auto ticker = x->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker)
        return rects;
    const double top = x->axisRect()->bottom() + x->offset() + std::max(0, x->tickLengthOut()) + x->tickLabelPadding();
    const bool upright = std::abs(x->tickLabelRotation()) > 45;
    for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
        if (it.value().isEmpty() || !x->range().contains(it.key()))
            continue;
        const QRectF r = textRect(x->tickLabelFont(), it.value());
        const double at = x->coordToPixel(it.key());
        rects << (upright ? QRectF(at - r.height() / 2, top, r.height(), r.width())
                          : QRectF(at - r.width() / 2, top, r.width(), r.height()));
    }
    return rects;
}

void CompareView::drawPercentiles()
{
    m_percentiles->clearGraphs();
    const QString key = m_percentileTest->currentData().toString();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int k = 0; k < int(std::size(kPercentiles)); ++k)
        ticker->addTick(k, QLatin1String(kPercentiles[k].label));
    const int n = int(m_runs.size());
    for (int i = 0; i < n && !key.isEmpty(); ++i) {
        const TestResult *t = findTest(m_runs[std::size_t(i)], key);
        if (!t)
            continue;
        QCPGraph *g = m_percentiles->addGraph();
        setLegendName(g, m_names.value(i));
        g->setPen(QPen(seriesColor(i, n), 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        for (int k = 0; k < int(std::size(kPercentiles)); ++k) {
            const double v = t->latencyUs.*kPercentiles[k].field;
            if (v > 0) // the log axis has no zero; 0 means "not measured"
                g->addData(k, v);
        }
    }
    m_percentiles->xAxis->setTicker(ticker);
    m_percentiles->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_percentiles->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    m_percentiles->yAxis->setLabel(tr("latency (µs, log scale)"));
    m_percentiles->rescaleAxes();
    m_percentiles->xAxis->setRange(-0.5, double(std::size(kPercentiles)) - 0.5);
    const QCPRange y = m_percentiles->yAxis->range();
    if (y.lower > 0)
        m_percentiles->yAxis->setRange(y.lower / 1.5, y.upper * 1.5);
    wrapLegend(m_percentiles);
    m_percentiles->replot();
}

void CompareView::drawCurves()
{
    const int drawn = drawTestCurves(m_curves, m_runs, m_names, m_curveTest->currentData().toString());
    m_curveNote->setText(drawn == 0 ? tr("None of these runs has curves (surface scan, block-size sweep, sustained write).")
                                    : QString());
    // No empty axes or the last comparison's chart under that sentence, and no empty choice.
    m_curves->setVisible(drawn > 0);
    m_curveTest->setVisible(m_curveTest->count() > 0);
}

QString CompareView::settingsDifferText() const
{
    if (m_comparison.settingsDiffer.isEmpty())
        return {};
    QStringList words;
    for (const QString &k : m_comparison.settingsDiffer) {
        words << (k == QLatin1String("profile")          ? tr("profile")
                  : k == QLatin1String("passes")         ? tr("passes")
                  : k == QLatin1String("duration")       ? tr("seconds per pass")
                  : k == QLatin1String("test_file_size") ? tr("test file size")
                  : k == QLatin1String("data")           ? tr("data")
                                                         : k);
    }
    return tr("⚠ Settings differ between the runs (%1): the figures may not compare like with like.")
        .arg(words.join(QStringLiteral(", ")));
}

QString CompareView::figuresHtml() const
{
    // Every row of the table, for the picture: the differences under each value, so six runs
    // fit the picture's width.
    // Only the runs compared: folded runs and the tests one run has are named in a short note
    // under the table, not given columns and rows of "–".
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    QString h = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%' style='border-collapse:collapse'>");
    h += QStringLiteral("<tr><th align='left'>%1</th><th align='left'>%2</th>").arg(esc(tr("Test")), esc(tr("Figure")));
    for (int i = 0; i < int(m_labels.size()); ++i) {
        if (m_comparison.isFolded(std::size_t(i)))
            continue;
        QStringList lines = m_headings.value(i).split(QLatin1Char('\n'));
        const QString first = lines.isEmpty() ? QString() : lines.takeFirst();
        h += QStringLiteral("<th align='right'>%1%2</th>")
                 .arg(esc(first), lines.isEmpty() ? QString()
                                                  : QStringLiteral("<br><small>%1</small>")
                                                        .arg(esc(lines.join(QLatin1Char('\n'))).replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    }
    h += QStringLiteral("</tr>");
    const QString line = QStringLiteral(" style='border-top:1px solid %1'").arg(palette().color(QPalette::Mid).name());
    for (const ComparisonTest &t : m_comparison.tests) {
        for (std::size_t k = 0; k < t.figures.size(); ++k) {
            const ComparisonFigure &f = t.figures[k];
            h += QStringLiteral("<tr%1>").arg(k == 0 ? line : QString());
            h += k == 0 ? QStringLiteral("<td><b>%1</b></td>").arg(esc(testName(t.label, t.op))) : QStringLiteral("<td></td>");
            h += QStringLiteral("<td>%1</td>").arg(esc(figureName(f)));
            for (int i = 0; i < int(m_labels.size()); ++i) {
                if (m_comparison.isFolded(std::size_t(i)))
                    continue;
                QString cell = f.texts.value(i).isEmpty() ? QStringLiteral("–") : esc(f.texts.value(i));
                bool reference = true;
                for (int j = 0; j < i; ++j)
                    reference = reference && !f.values[std::size_t(j)];
                if (const auto &d = f.deltaPct[std::size_t(i)]; d && !reference)
                    cell += QStringLiteral("<br><small>%1%2 %</small>").arg(*d >= 0 ? QStringLiteral("+") : QString()).arg(*d, 0, 'f', 1);
                if (i == f.best)
                    cell = QStringLiteral("<b>%1 ★</b>").arg(cell);
                h += QStringLiteral("<td align='right'>%1</td>").arg(cell);
            }
            h += QStringLiteral("</tr>");
        }
    }
    h += QStringLiteral("</table>");
    QStringList notes;
    const auto unshared = std::count_if(m_comparison.unshared.begin(), m_comparison.unshared.end(),
                                        [this](const UnsharedTest &u) { return !m_comparison.isFolded(std::size_t(u.run)); });
    if (unshared > 0)
        notes << tr("%n test(s) only one of these runs has are left out (not compared).", "", int(unshared));
    if (const QString folded = foldedText(); !folded.isEmpty())
        notes << folded;
    if (m_comparison.tests.empty())
        notes << tr("These runs share no test: nothing to set side by side.");
    if (!notes.isEmpty())
        h += QStringLiteral("<p><small>%1</small></p>").arg(esc(notes.join(QLatin1Char(' '))));
    return h;
}

QImage CompareView::picture(QList<QRect> *curveCharts) const
{
    // A sheet laid out off screen at the fixed width, as the result panel's picture is.
    QWidget sheet;
    sheet.setAttribute(Qt::WA_DontShowOnScreen);
    sheet.setPalette(palette());
    sheet.setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(&sheet);
    auto *title = new QLabel(&sheet);
    title->setWordWrap(true);
    title->setTextFormat(Qt::RichText);
    QString origins;
    for (int i = 0; i < int(m_runs.size()); ++i) {
        const RunResult &run = m_runs[std::size_t(i)];
        const RunOrigin o = runOrigin(run);
        QStringList parts{driveName(run).isEmpty() ? tr("unknown drive") : driveName(run)};
        if (!o.link.isEmpty())
            parts << o.link;
        const QString where = o.rawDevice ? tr("raw device") : fileSystemText(o.filesystem);
        if (!parts.contains(where))
            parts << where; // a tmpfs run's drive is its file system already
        if (run.startedAt.isValid())
            parts << QLocale().toString(run.startedAt.toLocalTime(), QLocale::ShortFormat);
        parts.removeAll(QString());
        if (const QString host = m_comparison.runs.at(std::size_t(i)).host; // "nas (ssh://pi@nas)" for a run there
            !host.isEmpty() && m_comparison.runsDiffer.contains(QLatin1String("host")))
            parts << host;
        if (const QString profile = m_comparison.runs.at(std::size_t(i)).profile; !profile.isEmpty())
            parts << tr("profile %1").arg(profile);
        if (m_comparison.isFolded(std::size_t(i)))
            parts << tr("folded away: no test in common");
        origins += QStringLiteral("<br><span style='color:%1'>■</span> <b>%2</b>: %3")
                       .arg(seriesColor(i, int(m_runs.size())).name(), m_labels.value(i).toHtmlEscaped(),
                            parts.join(QStringLiteral(" · ")).toHtmlEscaped());
    }
    QString legend = tr("Each test in its own unit; differences against the first run that has it; ★ better.").toHtmlEscaped();
    if (const QString differ = settingsDifferText(); !differ.isEmpty())
        legend += QStringLiteral("<br><b>%1</b>").arg(differ.toHtmlEscaped());
    title->setText(QStringLiteral("<big><b>%1</b></big>%2<br><small>%3</small>")
                       .arg(tr("DriveBench %1: comparison").arg(QLatin1String(kVersion)), origins, legend));
    layout->addWidget(title);
    auto *table = new QLabel(figuresHtml(), &sheet);
    table->setTextFormat(Qt::RichText);
    table->setWordWrap(true);
    table->setObjectName(QStringLiteral("pictureTable"));
    layout->addWidget(table);
    QList<QCustomPlot *> plots;
    for (Reading reading : readingsOf(m_comparison)) {
        QCustomPlot *plot = barChart(&sheet, m_comparison, m_names, reading);
        plot->setFixedHeight(300);
        // Its legend wrapped at the picture's width now: in one row, six runs' names made the
        // chart (and so the picture) 890 px wide before layOutTickLabels wrapped it.
        plot->resize(kPictureWidth - 60, 300);
        wrapLegend(plot);
        plot->legend->setFillOrder(plot->legend->fillOrder(), true);
        layout->addWidget(plot);
        plots << plot;
    }
    // The curves (surface scan, sweep, sustained and cache writes): one chart per test that has
    // them, every run's curve overlaid in its colour, the legend above the plot.
    QList<QCustomPlot *> curvePlots;
    for (int k = 0; k < m_curveTest->count(); ++k) {
        auto *heading = new QLabel(&sheet);
        heading->setTextFormat(Qt::RichText);
        heading->setWordWrap(true);
        QCustomPlot *plot = makePlot(&sheet, QStringLiteral("pictureCurves_%1").arg(k));
        plot->setInteractions({});
        plot->setFixedHeight(280);
        // The legend wraps at this width (wrapLegend): the sheet's, less its margins and slack
        // for the legend's own spacing, so its rows never widen the picture.
        plot->resize(kPictureWidth - 60, 280);
        QString figure;
        if (drawTestCurves(plot, m_runs, m_names, m_curveTest->itemData(k).toString(), &figure) == 0) {
            delete heading;
            delete plot;
            continue;
        }
        heading->setText(QStringLiteral("<b>%1</b>").arg(tr("%1: %2").arg(m_curveTest->itemText(k), figure).toHtmlEscaped()));
        // The items again, in that many columns (setWrap alone leaves them in one row, and four
        // long names would widen the picture past its width).
        plot->legend->setFillOrder(plot->legend->fillOrder(), true);
        layout->addWidget(heading);
        layout->addWidget(plot);
        curvePlots << plot;
    }
    layout->addStretch(1); // any height to spare goes below, not between the parts
    const qreal dpr = devicePixelRatioF();
    // The width is the picture's whatever its parts would like: a wide table or legend wraps
    // or is shortened, never widens the picture (the walk saw 838 px for five runs).
    table->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    table->setAlignment(Qt::AlignLeft | Qt::AlignTop); // any height to spare below, not around
    title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    sheet.setFixedWidth(kPictureWidth);
    sheet.resize(kPictureWidth, 100);
    sheet.show();
    layout->activate();
    // The wrapped labels' height at the picture's width (a size hint assumes a narrower one).
    const int height = layout->hasHeightForWidth() ? layout->totalHeightForWidth(kPictureWidth)
                                                   : layout->sizeHint().height();
    sheet.resize(kPictureWidth, height);
    layout->activate();
    for (QCustomPlot *plot : std::as_const(plots))
        layOutTickLabels(plot);
    for (QCustomPlot *plot : std::as_const(curvePlots)) {
        plot->replot(QCustomPlot::rpImmediateRefresh);
        if (curveCharts)
            *curveCharts << plot->geometry();
    }
    QImage image(sheet.size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    sheet.render(&image);
    return image;
}

Result<void> CompareView::savePng(const QString &fileName)
{
    const auto fail = [this](Error e) {
        Q_EMIT errorOccurred(windowText(e));
        return Result<void>(std::move(e));
    };
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !picture().save(&buffer, "PNG"))
        return fail(Error::make(std::errc::io_error, "cannot encode the comparison as PNG", "try again"));
    Result<QByteArray> withRuns = embedRunsInPng(png, m_runs);
    if (!withRuns)
        return fail(withRuns.error());
    if (Result<void> written = writeOutputFile(tr("the comparison picture"), fileName, *withRuns); !written)
        return fail(written.error());
    return {};
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

Result<void> saveComparisonPng(const QString &db, const QList<qint64> &ids, const QString &fileName)
{
    ResultLibrary::Options existing;
    existing.mode = ResultLibrary::OpenMode::ExistingOnly; // reading: never create a library
    Result<std::unique_ptr<ResultLibrary>> lib = ResultLibrary::open(db.isEmpty() ? defaultLibraryPath() : db, existing);
    if (!lib)
        return lib.error();
    CompareView view(lib->get());
    if (Result<void> r = view.setRuns(ids); !r)
        return r;
    return view.savePng(fileName);
}

} // namespace drivebench::ui
