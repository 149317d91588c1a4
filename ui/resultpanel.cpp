// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultpanel.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/results/resultexport.h"
#include "core/results/testreading.h"
#include "core/results/testthermal.h"
#include "core/results/workloadfigures.h"
#include "core/runner/runplan.h"
#include "core/version.h"
#include "ui/asssdscore.h"
#include "ui/curveview.h"
#include "ui/resultcell.h"
#include "ui/settingwords.h"
#include "ui/cacheverdictcard.h"
#include "ui/wakecurveview.h"
#include "ui/wakeverdictcard.h"
#include "ui/surfacemapview.h"
#include "ui/sweepchart.h"
#include "ui/traceverdictcard.h"
#include "ui/warningsview.h"
#include "ui/runinfo.h"

namespace drivebench::ui {

namespace {

// Bars show rates only, logarithmic like CrystalDiskMark's so slow and fast figures both show:
// a longer bar is more work done per second. Times (the µs switch, seek stroke's ms/op, access
// time's ms) get no bar: a bar that grows as the number shrinks reads the wrong way round.
double barFraction(double value, ResultUnit unit)
{
    if (!(value > 0))
        return 0;
    switch (unit) {
    case ResultUnit::MegabytesPerSecond: return std::log10(value * 10) / 5;      // 10 GB/s = full
    case ResultUnit::GigabytesPerSecond: return std::log10(value * 1e4) / 5;
    case ResultUnit::Iops: return std::log10(value) / 7;                          // 10 M IOPS = full
    case ResultUnit::LatencyUs: return 0;
    }
    return 0;
}

// Bar length of a test read in its own unit: file rates like IOPS (1 M files/s full), times none.
double readingBar(const TestResult &t)
{
    const double v = readingValue(t);
    if (!(v > 0) || lowerIsBetter(readingOf(t)))
        return 0;
    return std::clamp(std::log10(v) / 6, 0.0, 1.0);
}

// How a row reads: from a result, else from the plan, else from its id (older results).
Reading readingFor(const QString &id, const QString &recorded)
{
    TestResult probe;
    probe.id = id;
    probe.reading = recorded;
    return readingOf(probe);
}

QString rowLabel(const QString &id, const QString &label)
{
    // A label of its own ("Seq", "Full stroke"); the CrystalDiskMark-style ids' labels are the id
    // with blanks, shown as CrystalDiskMark's two-line buttons below.
    if (!label.isEmpty() && label != id && label != QString(id).replace(QLatin1Char('_'), QLatin1Char(' ')))
        return label;
    // "SEQ1M_Q8T1" → "SEQ1M\nQ8T1", like CrystalDiskMark's two-line buttons.
    const int cut = id.indexOf(QLatin1Char('_'));
    if (cut > 0 && id.indexOf(QLatin1Char('_'), cut + 1) < 0)
        return id.left(cut) + QLatin1Char('\n') + id.mid(cut + 1);
    QString s = id;
    return s.replace(QLatin1Char('_'), QLatin1Char(' '));
}

} // namespace

ResultPanel::ResultPanel(QWidget *parent)
    : QFrame(parent)
    , m_unitBox(new QComboBox(this))
    , m_title(new QLabel(this))
    , m_date(new QLabel(this))
    , m_driveLine(new QLabel(this))
    , m_targetLine(new QLabel(this))
    , m_settingsLine(new QLabel(this))
    , m_warningsLine(new QLabel(this))
    , m_costLine(new QLabel(this))
    , m_gridHost(new QWidget(this))
    , m_grid(new QGridLayout(m_gridHost))
    , m_verdicts(new QVBoxLayout)
    , m_curves(new QVBoxLayout)
    , m_sweepBox(new QWidget(this))
    , m_sweepTitle(new QLabel(m_sweepBox))
    , m_sweepTableButton(new QToolButton(m_sweepBox))
    , m_sweepChart(new SweepChart(m_sweepBox))
    , m_comment(new QLineEdit(this))
{
    setObjectName(QStringLiteral("resultPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_unitBox->setObjectName(QStringLiteral("unitBox"));
    for (ResultUnit u : {ResultUnit::MegabytesPerSecond, ResultUnit::GigabytesPerSecond,
                         ResultUnit::Iops, ResultUnit::LatencyUs}) {
        m_unitBox->addItem(unitName(u), int(u));
        m_unitBox->setItemData(m_unitBox->count() - 1, unitExplanation(u), Qt::ToolTipRole);
    }
    m_unitBox->setToolTip(tr("Unit of the figures. MB/s = 10^6 bytes per second."));
    top->addWidget(m_unitBox);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
    m_title->setText(QStringLiteral("DriveBench %1").arg(QLatin1String(kVersion)));
    top->addWidget(m_title, 1, Qt::AlignCenter);
    m_date->setObjectName(QStringLiteral("runDate"));
    top->addWidget(m_date);
    layout->addLayout(top);

    QFont driveFont = m_driveLine->font();
    driveFont.setBold(true);
    m_driveLine->setFont(driveFont);
    m_driveLine->setObjectName(QStringLiteral("driveLine"));
    m_driveLine->setWordWrap(true);
    m_targetLine->setObjectName(QStringLiteral("targetLine"));
    m_targetLine->setWordWrap(true);
    m_settingsLine->setWordWrap(true);
    m_settingsLine->setObjectName(QStringLiteral("settingsLine"));
    m_targetLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_driveLine);
    layout->addWidget(m_targetLine);
    layout->addWidget(m_settingsLine);
    // Whole-run warnings (btrfs copy-on-write, dm-crypt, page cache ...) inside the panel: a
    // screenshot shared on a forum says them too. Per-test ones are marks on the cells.
    m_warningsLine->setObjectName(QStringLiteral("warningsLine"));
    m_warningsLine->setWordWrap(true);
    m_warningsLine->setVisible(false);
    layout->addWidget(m_warningsLine);
    m_costLine->setObjectName(QStringLiteral("costLine"));
    m_costLine->setWordWrap(true);
    m_costLine->setVisible(false);
    m_costLine->setToolTip(tr("The drive's own count of host writes (NVMe Data Units Written in steps of 512,000 bytes, or SMART "
                              "attribute 241 Total LBAs Written), read before and after the run. It counts every write that "
                              "reached the drive meanwhile: on a file system, the file system's and other programs' writes too."));
    layout->addWidget(m_costLine);

    m_grid->setContentsMargins(0, 4, 0, 4);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(6);
    layout->addWidget(m_gridHost);

    // The block-size sweep as ATTO shows it: one compact chart instead of a row per size; the
    // rows on demand ("Table").
    m_sweepBox->setObjectName(QStringLiteral("sweepBox"));
    auto *sweepLayout = new QVBoxLayout(m_sweepBox);
    sweepLayout->setContentsMargins(0, 4, 0, 4);
    auto *sweepTop = new QHBoxLayout;
    QFont sweepFont = m_sweepTitle->font();
    sweepFont.setBold(true);
    m_sweepTitle->setFont(sweepFont);
    m_sweepTitle->setText(tr("Transfer rate by block size"));
    m_sweepTitle->setWordWrap(true);
    sweepTop->addWidget(m_sweepTitle, 1);
    m_sweepTableButton->setObjectName(QStringLiteral("sweepTableButton"));
    m_sweepTableButton->setText(tr("Table"));
    m_sweepTableButton->setCheckable(true);
    m_sweepTableButton->setToolTip(tr("Show every block size as a row of the table above, with all its figures"));
    m_sweepTableButton->setAccessibleName(tr("Show the sweep as a table"));
    sweepTop->addWidget(m_sweepTableButton);
    sweepLayout->addLayout(sweepTop);
    sweepLayout->addWidget(m_sweepChart, 1);
    m_sweepBox->setVisible(false);
    // The chart takes the height the panel has to spare, up to its one column (SweepChart): on
    // a 1280x720 screen its rows go in two columns, so the sweep reads without scrolling.
    layout->addWidget(m_sweepBox, 1000);
    connect(m_sweepTableButton, &QToolButton::toggled, this, &ResultPanel::setSweepTableShown);
    connect(m_sweepChart, &SweepChart::testActivated, this, &ResultPanel::selectTest);

    layout->addLayout(m_verdicts);
    layout->addLayout(m_curves);

    auto *commentRow = new QHBoxLayout;
    commentRow->addWidget(new QLabel(tr("Comment:"), this));
    m_comment->setObjectName(QStringLiteral("comment"));
    m_comment->setPlaceholderText(tr("Add a note to this result (saved with it)"));
    m_comment->setToolTip(tr("A note kept with this result in the library and the exports"));
    m_comment->setAccessibleName(tr("Comment"));
    commentRow->addWidget(m_comment, 1);
    layout->addLayout(commentRow);
    layout->addStretch(1);

    connect(m_unitBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        setUnit(ResultUnit(m_unitBox->itemData(index).toInt()));
    });
    connect(m_comment, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_run.comment = text;
        Q_EMIT commentChanged(text);
    });
    connect(m_comment, &QLineEdit::editingFinished, this, [this] { Q_EMIT commentCommitted(m_comment->text()); });
    rebuildGrid();
    refreshHeader();
}

QImage ResultPanel::picture() const
{
    // A twin of this panel, laid out off screen at the fixed width: the picture does not change
    // with the window's size or the splitter, and the panel on screen does not flicker.
    ResultPanel twin;
    twin.setAttribute(Qt::WA_DontShowOnScreen);
    twin.m_unit = m_unit;
    twin.m_unitBox->setCurrentIndex(m_unitBox->currentIndex());
    twin.m_run = m_run;
    twin.m_plan = m_plan;
    twin.m_runningId = m_runningId;
    twin.m_runningOp = m_runningOp;
    twin.m_comment->setText(m_comment->text());
    twin.m_comment->setPlaceholderText(QString()); // an empty comment stays empty in the picture
    twin.m_sweepTable = m_sweepTable;             // the sweep as on screen: its chart, its rows if shown
    twin.m_sweepTableButton->setChecked(m_sweepTable);
    twin.m_sweepTableButton->hide();              // a picture has no buttons
    twin.m_picture = true;                        // nor scrolled tables
    twin.rebuildGrid();
    twin.refreshHeader();
    twin.refreshScore();
    twin.refreshVerdicts();
    twin.refreshCurves();
    const qreal dpr = devicePixelRatioF();
    const int width = std::max(kPictureWidth, twin.minimumSizeHint().width());
    twin.resize(width, 100);
    twin.show();
    const int height = twin.hasHeightForWidth() ? twin.heightForWidth(width) : twin.sizeHint().height();
    twin.resize(width, std::max(height, twin.minimumSizeHint().height()));
    QImage image(twin.size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    twin.render(&image);
    return image;
}

void ResultPanel::startRun(const RunResult &header, const QList<PlannedTest> &plan)
{
    m_run = header;
    m_run.tests.clear();
    m_plan = plan;
    m_runningId.clear();
    m_runningOp.clear();
    m_comment->setText(m_run.comment);
    rebuildGrid();
    refreshHeader();
    refreshScore();
    refreshVerdicts();
    refreshCurves();
}

void ResultPanel::setRun(const RunResult &run)
{
    m_run = run;
    m_plan.clear();
    m_runningId.clear();
    m_runningOp.clear();
    m_comment->setText(m_run.comment);
    rebuildGrid();
    refreshHeader();
    refreshScore();
    refreshVerdicts();
    refreshCurves();
}

void ResultPanel::setHeader(const RunResult &header)
{
    m_run.target = header.target;
    m_run.drive = header.drive;
    m_run.settings = header.settings;
    m_run.startedAt = header.startedAt;
    m_run.engine = header.engine;
    m_run.host = header.host;
    m_run.kernel = header.kernel;
    m_run.remote = header.remote;
    m_run.cached = header.cached;
    m_run.toolVersion = header.toolVersion;
    m_run.warnings = header.warnings;
    m_run.health = header.health; // what the run cost the drive (empty until the run ends)
    refreshHeader();
    refreshCells();
}

void ResultPanel::setTestRunning(const QString &id, const QString &op)
{
    m_runningId = id;
    m_runningOp = op;
    ensureRow(id, op);
    refreshCells();
}

void ResultPanel::setTestResult(const TestResult &test)
{
    bool replaced = false;
    for (TestResult &t : m_run.tests) {
        if (t.id == test.id && t.op == test.op) {
            t = test;
            replaced = true;
        }
    }
    if (!replaced)
        m_run.tests.push_back(test);
    if (m_runningId == test.id && m_runningOp == test.op)
        m_runningId.clear();
    ensureRow(test.id, test.op);
    refreshCells();
    refreshScore();
    // Only this test's verdict cards and curves are made again: a run's end sends every test
    // once more, and remaking every test's views each time would make N² widgets.
    replaceTestViews(test, false);
    if (hasSweepChart() != m_curvesSkipSweep)
        refreshCurves(); // the sweep's curves go to (or come back from) its chart
    else
        replaceTestViews(test, true);
}

void ResultPanel::setUnit(ResultUnit unit)
{
    if (m_unit == unit)
        return;
    m_unit = unit;
    m_unitBox->setCurrentIndex(m_unitBox->findData(int(unit)));
    rebuildGrid();
    Q_EMIT unitChanged(unit);
}

QString ResultPanel::comment() const
{
    return m_comment->text();
}

void ResultPanel::setComment(const QString &comment)
{
    m_comment->setText(comment);
    m_run.comment = comment;
}

QString ResultPanel::cellText(const QString &id, const QString &op) const
{
    for (const Row &r : m_rows) {
        if (r.id == id && r.cells.contains(op))
            return r.cells.value(op)->text();
    }
    return {};
}

int ResultPanel::curveViewCount() const
{
    int views = 0;
    for (int i = 0; i < m_curves->count(); ++i)
        views += qobject_cast<CurveView *>(m_curves->itemAt(i)->widget()) != nullptr;
    return views;
}

QList<TraceVerdictCard *> ResultPanel::verdictCards() const
{
    QList<TraceVerdictCard *> cards;
    for (int i = 0; i < m_verdicts->count(); ++i) {
        if (auto *card = qobject_cast<TraceVerdictCard *>(m_verdicts->itemAt(i)->widget()))
            cards << card;
    }
    return cards;
}

bool ResultPanel::isTracePlayback(const QString &id) const
{
    // The plan says so before a figure arrives; a stored result by its typed trace figures.
    for (const PlannedTest &p : m_plan) {
        if (p.id == id && p.tracePlayback)
            return true;
    }
    for (const TestResult &t : m_run.tests) {
        if (t.id == id && workloadFiguresOf(t).trace)
            return true;
    }
    return false;
}

ResultPanel::Row *ResultPanel::row(const QString &id)
{
    for (Row &r : m_rows) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

void ResultPanel::ensureRow(const QString &id, const QString &op)
{
    Row *r = row(id);
    if (!r || !m_ops.contains(op) || !r->cells.contains(op)) {
        if (!std::any_of(m_plan.begin(), m_plan.end(),
                         [&](const PlannedTest &p) { return p.id == id && p.op == op; }))
            m_plan.append({id, op});
        rebuildGrid();
    }
}

const TestResult *ResultPanel::result(const QString &id, const QString &op) const
{
    for (const TestResult &t : m_run.tests) {
        if (t.id == id && t.op == op)
            return &t;
    }
    return nullptr;
}

void ResultPanel::rebuildGrid()
{
    // Rows: planned tests first (their order), then any result not planned; columns by op.
    QStringList ids;
    QList<PlannedTest> cells = m_plan;
    for (const TestResult &t : m_run.tests) {
        if (!std::any_of(cells.begin(), cells.end(),
                         [&](const PlannedTest &p) { return p.id == t.id && p.op == t.op; }))
            cells.append({t.id, t.op});
    }
    m_ops.clear();
    for (const char *op : {"read", "write", "mix"}) {
        for (const PlannedTest &p : cells) {
            if (p.op == QLatin1String(op)) {
                m_ops << p.op;
                break;
            }
        }
    }
    if (m_ops.isEmpty())
        m_ops << QStringLiteral("read") << QStringLiteral("write");
    for (const PlannedTest &p : cells) {
        if (!ids.contains(p.id))
            ids << p.id;
    }

    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();

    readRowReadings(ids, cells);
    addColumnHeaders(cells);
    addRows(ids, cells);
    addScoreRows(int(ids.size()) + 1);
    refreshCells();
    refreshScore();
}

void ResultPanel::readRowReadings(const QStringList &ids, const QList<PlannedTest> &cells)
{
    // Each row reads in its test's own unit (core/results/testreading.h): transfers in the
    // switch's unit, seek stroke in ms/op, access time in ms, small files in files/s. A column
    // whose rows share one unit names it in its header; a column of mixed units names it in
    // every cell, as AS SSD does ("0.083 ms" under "Read:").
    m_rowReadings.clear();
    for (const QString &id : ids) {
        QString recorded;
        for (const PlannedTest &p : cells) {
            if (p.id == id && !p.reading.isEmpty())
                recorded = p.reading;
        }
        for (const TestResult &t : m_run.tests) {
            if (t.id == id && !t.reading.isEmpty())
                recorded = t.reading;
        }
        m_rowReadings.insert(id, readingFor(id, recorded));
    }
}

/// Row 0: a header per column, naming its unit when its rows share one; the corner names the
/// unit when every figure is in it.
void ResultPanel::addColumnHeaders(const QList<PlannedTest> &cells)
{
    const auto unitOf = [this](Reading r) {
        return r == Reading::Transfer ? unitName(m_unit) : readingUnit(r);
    };
    bool anyTransfer = false;
    for (const Reading r : std::as_const(m_rowReadings))
        anyTransfer = anyTransfer || r == Reading::Transfer;
    // The switch changes transfer rows only; without any it has nothing to change.
    m_unitBox->setVisible(anyTransfer || m_rowReadings.isEmpty());
    m_unitInHeader.clear();
    QString allUnits; // the one unit of every row, or ""
    for (int c = 0; c < m_ops.size(); ++c) {
        std::optional<Reading> shared;
        bool uniform = true;
        for (const PlannedTest &p : cells) {
            if (p.op != m_ops[c])
                continue;
            const Reading r = m_rowReadings.value(p.id);
            if (shared && *shared != r)
                uniform = false;
            shared = r;
        }
        m_unitInHeader.insert(m_ops[c], uniform);
        const QString unit = uniform ? unitOf(shared.value_or(Reading::Transfer)) : QString();
        if (c == 0)
            allUnits = unit;
        else if (allUnits != unit)
            allUnits.clear();
        QString title;
        if (m_ops[c] == QLatin1String("read"))
            title = uniform ? tr("Read (%1)").arg(unit) : tr("Read");
        else if (m_ops[c] == QLatin1String("write"))
            title = uniform ? tr("Write (%1)").arg(unit) : tr("Write");
        else {
            int readPercent = 70;
            for (const TestResult &t : m_run.tests) {
                if (t.op == QLatin1String("mix"))
                    readPercent = t.readPercent;
            }
            title = uniform ? tr("Mix R%1/W%2 (%3)").arg(readPercent).arg(100 - readPercent).arg(unit)
                            : tr("Mix R%1/W%2").arg(readPercent).arg(100 - readPercent);
        }
        // A trace's reads and writes come in its own order and mix, not a random R/W mix: its
        // column is headed by what it plays (the rows name the trace).
        const auto inColumn = [&](const PlannedTest &p) { return p.op == m_ops[c]; };
        const bool traces = std::any_of(cells.begin(), cells.end(), inColumn)
                            && std::all_of(cells.begin(), cells.end(), [&](const PlannedTest &p) {
                                   return !inColumn(p) || isTracePlayback(p.id);
                               });
        QString headerTip;
        if (traces) {
            title = uniform ? tr("Trace playback (%1)").arg(unit) : tr("Trace playback");
            headerTip = tr("The trace's reads and writes, in its own order and mix, played on the target");
        }
        auto *header = new QLabel(title, m_gridHost);
        header->setToolTip(headerTip);
        header->setObjectName(QStringLiteral("header_%1").arg(m_ops[c]));
        QFont f = header->font();
        f.setBold(true);
        header->setFont(f);
        header->setAlignment(Qt::AlignCenter);
        m_grid->addWidget(header, 0, c + 1);
        m_grid->setColumnStretch(c + 1, 1);
    }
    // The corner names the unit when every figure is in it (CrystalDiskMark's "MB/s").
    auto *corner = new QLabel(allUnits, m_gridHost);
    corner->setObjectName(QStringLiteral("unitCorner"));
    corner->setAlignment(Qt::AlignCenter);
    if (allUnits == unitName(m_unit))
        corner->setToolTip(unitExplanation(m_unit));
    m_grid->addWidget(corner, 0, 0);
}

/// A row per test: its label, then a cell in each column it has.
void ResultPanel::addRows(const QStringList &ids, const QList<PlannedTest> &cells)
{
    for (int r = 0; r < ids.size(); ++r) {
        Row row;
        row.id = ids[r];
        // The test's own label (AS SSD's "4K-64Thrd", seek's "Full stroke"), from the plan or
        // from a result (older results: by id).
        QString label;
        for (const PlannedTest &p : cells) {
            if (p.id == ids[r] && !p.label.isEmpty())
                label = p.label;
        }
        for (const TestResult &t : m_run.tests) {
            if (t.id == ids[r] && label.isEmpty())
                label = testLabel(t);
        }
        row.label = new QLabel(rowLabel(ids[r], label), m_gridHost);
        row.label->setAlignment(Qt::AlignCenter);
        row.label->setFrameShape(QFrame::StyledPanel);
        row.label->setMinimumWidth(row.label->fontMetrics().horizontalAdvance(QStringLiteral("RND4K_Q32")) + 8);
        QFont f = row.label->font();
        f.setBold(true);
        row.label->setFont(f);
        m_grid->addWidget(row.label, r + 1, 0);
        for (int c = 0; c < m_ops.size(); ++c) {
            const bool exists = std::any_of(cells.begin(), cells.end(), [&](const PlannedTest &p) {
                return p.id == ids[r] && p.op == m_ops[c];
            });
            if (!exists)
                continue;
            auto *cell = new ResultCell(m_gridHost);
            cell->setObjectName(QStringLiteral("cell_%1_%2").arg(ids[r], m_ops[c]));
            cell->setAccessibleName(tr("%1 %2").arg(row.label->text().simplified(), m_ops[c]));
            cell->setAccessibleDescription(tr("Select to see this test in the charts below"));
            cell->setSelectable(true);
            cell->setSelected(ids[r] == m_selectedId && m_ops[c] == m_selectedOp);
            connect(cell, &ResultCell::activated, this, [this, id = ids[r], op = m_ops[c]] { selectTest(id, op); });
            row.cells.insert(m_ops[c], cell);
            m_grid->addWidget(cell, r + 1, c + 1);
        }
        m_rows.push_back(std::move(row));
    }
}

void ResultPanel::addScoreRows(int scoreRow)
{
    // AS SSD's score below the tests, in the same columns: Read under Read, Write under Write,
    // and Total on a row of its own across them (refreshScore shows them for an asssd run).
    m_scoreLabel = new QLabel(tr("Score"), m_gridHost);
    m_scoreLabel->setObjectName(QStringLiteral("scoreLabel"));
    m_scoreLabel->setAlignment(Qt::AlignCenter);
    m_scoreLabel->setToolTip(tr("AS SSD Benchmark's weights over MB/s (10^6 bytes per second) figures of the asssd profile's tests: Read = Seq×0.1 + 4K + "
                                "4K-64Thrd; Write likewise; Total = SeqW×0.15 + SeqR×0.1 + 4K-R×2 + "
                                "4K-W + 4K64-W + 4K64-R×1.5"));
    QFont scoreFont = m_scoreLabel->font();
    scoreFont.setBold(true);
    m_scoreLabel->setFont(scoreFont);
    m_grid->addWidget(m_scoreLabel, scoreRow, 0);
    m_scoreCells.clear();
    for (const char *op : {"read", "write"}) {
        const int column = int(m_ops.indexOf(QLatin1String(op)));
        if (column < 0)
            continue;
        auto *cell = new ResultCell(m_gridHost);
        cell->setObjectName(QStringLiteral("score_%1").arg(QLatin1String(op)));
        m_scoreCells.insert(QLatin1String(op), cell);
        m_grid->addWidget(cell, scoreRow, column + 1);
    }
    m_scoreTotalLabel = new QLabel(tr("Total"), m_gridHost);
    m_scoreTotalLabel->setAlignment(Qt::AlignCenter);
    m_scoreTotalLabel->setFont(scoreFont);
    m_grid->addWidget(m_scoreTotalLabel, scoreRow + 1, 0);
    m_scoreTotal = new ResultCell(m_gridHost);
    m_scoreTotal->setObjectName(QStringLiteral("score_total"));
    m_grid->addWidget(m_scoreTotal, scoreRow + 1, 1, 1, int(m_ops.size()));
}

void ResultPanel::selectTest(const QString &id, const QString &op)
{
    m_selectedId = id;
    m_selectedOp = op;
    for (Row &r : m_rows) {
        for (auto it = r.cells.begin(); it != r.cells.end(); ++it)
            it.value()->setSelected(r.id == id && it.key() == op);
    }
    Q_EMIT testSelected(id, op);
}

QString ResultPanel::toolTipFor(const TestResult &t) const
{
    const QLocale l;
    QString tip;
    // The capacity check's one write and one read figure (core: capacityRates), as the CLI gives them.
    if (const WorkloadFigures figures = workloadFiguresOf(t); figures.capacity) {
        const CapacityRates rates = capacityRates(figures.capacity->verdict);
        tip = tr("%1: write %2 MB/s, read %3 MB/s (time spent writing and reading only)")
                  .arg(testLabel(t), l.toString(rates.writeBytesPerS / 1e6, 'f', 2),
                       l.toString(rates.readBytesPerS / 1e6, 'f', 2))
              + QLatin1Char('\n');
    }
    if (readingOf(t) != Reading::Transfer) // the headline first, in the test's own unit
        tip += tr("%1 %2: %3 over %4 operations").arg(testLabel(t), t.op, formatReading(t),
                                                    l.toString(qulonglong(t.ios)))
              + QLatin1Char('\n');
    tip += tr("%1 %2: %3 MB/s, %4 IOPS\nlatency µs: mean %5, p50 %6, p99 %7, p99.9 %8, max %9")
                      .arg(testLabel(t), t.op)
                      .arg(l.toString(t.bandwidthBytesPerS / 1e6, 'f', 2))
                      .arg(l.toString(t.iops, 'f', 0))
                      .arg(l.toString(t.latencyUs.mean, 'f', 1))
                      .arg(l.toString(t.latencyUs.p50, 'f', 1))
                      .arg(l.toString(t.latencyUs.p99, 'f', 1))
                      .arg(l.toString(t.latencyUs.p999, 'f', 1))
                      .arg(l.toString(t.latencyUs.max, 'f', 1));
    if (t.passes > 0) {
        tip += QLatin1Char('\n')
               + tr("%1 of %2 passes; MB/s over passes: min %3, max %4, stdev %5")
                     .arg(t.aggregation.isEmpty() ? tr("figure") : t.aggregation)
                     .arg(t.passes)
                     .arg(l.toString(t.bandwidthSpread.min / 1e6, 'f', 2))
                     .arg(l.toString(t.bandwidthSpread.max / 1e6, 'f', 2))
                     .arg(l.toString(t.bandwidthSpread.stdev / 1e6, 'f', 2));
    }
    tip += steadyToolTip(t) + fairnessToolTip(t);
    if (t.skipped && t.id.startsWith(QLatin1String("CACHE_AFTER_"))) // core's note names CLI options
        return wrappedToolTip(tr("%1: not run. The first write saw no drop in its rate, so there is no cache to "
                                 "recover. To find the cache, write more: a larger test file (Size), or a whole "
                                 "device.").arg(testLabel(t)));
    if (t.skipped)
        return wrappedToolTip(tr("%1 %2: not run").arg(testLabel(t), t.op) + QLatin1Char('\n') + windowLines(t.notes).join(QLatin1Char('\n')));
    if (!t.completed)
        tip += QLatin1Char('\n') + tr("* incomplete: the test was cancelled or failed part-way");
    for (const ResultLine &e : t.errors)
        tip += QLatin1Char('\n') + windowText(e);
    return tip;
}

QString ResultPanel::steadyNote(const TestResult &t)
{
    if (!t.steady)
        return {};
    const SteadyState &s = t.steady->state;
    if (s.reached && s.round)
        return tr("steady @%1").arg(*s.round);
    return tr("not steady");
}

QString ResultPanel::steadyToolTip(const TestResult &t)
{
    if (!t.steady)
        return {};
    const QLocale l;
    const TestSteadyState &st = *t.steady;
    const SteadyState &s = st.state;
    const int ran = int(s.rounds.size());
    QString tip(QLatin1Char('\n'));
    if (s.reached && s.round)
        tip += tr("Steady state (SNIA PTS) reached at round %1 of at most %2").arg(*s.round).arg(st.maxRounds);
    else if (ran < st.maxRounds)
        tip += tr("Not steady: stopped after %1 of %2 rounds").arg(ran).arg(st.maxRounds);
    else
        tip += tr("Not steady after %1 rounds (SNIA PTS criterion)").arg(ran);
    if (s.window) {
        const SteadyCriterion criterion;
        tip += QLatin1Char('\n')
               + tr("Last %1 rounds: excursion %2 % (limit %3 %), slope %4 % (limit %5 %) of their mean %6 %7")
                     .arg(criterion.windowRounds)
                     .arg(l.toString(s.window->excursionPct, 'f', 1))
                     .arg(criterion.maxExcursionPct)
                     .arg(l.toString(s.window->slopePct, 'f', 1))
                     .arg(criterion.maxSlopePct)
                     .arg(l.toString(s.window->mean, 'f', 2), st.unit);
    }
    QStringList rounds;
    for (double v : s.rounds)
        rounds << l.toString(v, 'f', 1);
    tip += QLatin1Char('\n') + tr("Rounds (%1): %2").arg(st.unit, rounds.join(QStringLiteral(", ")));
    return tip;
}

QString ResultPanel::fairnessToolTip(const TestResult &t)
{
    if (!t.fairness)
        return {};
    const QLocale l;
    const ThreadFairness &f = *t.fairness;
    const auto [lo, hi] = std::minmax_element(f.shares.begin(), f.shares.end());
    return QLatin1Char('\n')
           + tr("%1 threads: I/O shares %2 % to %3 %, the least (thread %4) %5 of the mean; thread %6 "
                "finished first (%7 s), thread %8 last (%9 s)")
                 .arg(f.shares.size())
                 .arg(l.toString(*lo * 100.0, 'f', 1), l.toString(*hi * 100.0, 'f', 1))
                 .arg(f.leastWorker)
                 .arg(l.toString(f.minShareOfMean, 'f', 2))
                 .arg(f.firstDoneWorker)
                 .arg(l.toString(f.firstDoneS, 'f', 3))
                 .arg(f.lastDoneWorker)
                 .arg(l.toString(f.lastDoneS, 'f', 3));
}

QString ResultPanel::throttleToolTip(const TestResult &t)
{
    const TestThermal thermal = thermalOf(t);
    QString tip;
    if (const auto &temp = thermal.temperature) {
        tip += QLatin1Char('\n') + tr("Drive temperature: %1 °C at the start, %2 °C at most, %3 °C at the end")
                                       .arg(temp->startC, 0, 'f', 1)
                                       .arg(temp->maxC, 0, 'f', 1)
                                       .arg(temp->endC, 0, 'f', 1);
    }
    if (thermal.throttled)
        tip += QLatin1Char('\n') + tr("The drive throttled during this test: %1").arg(thermal.throttleReasons.join(QStringLiteral("; ")));
    return tip;
}

void ResultPanel::refreshCells()
{
    for (Row &r : m_rows) {
        for (auto it = r.cells.begin(); it != r.cells.end(); ++it) {
            ResultCell *cell = it.value();
            const TestResult *t = result(r.id, it.key());
            cell->setNote(QString());
            if (!t) {
                const bool running = r.id == m_runningId && it.key() == m_runningOp;
                cell->setState(running ? ResultCell::State::Running : ResultCell::State::Empty);
                cell->setValue(running ? tr("running…") : QString(), running ? 0.02 : 0);
                cell->setToolTip(running ? tr("This test is running.") : tr("Not measured yet."));
                continue;
            }
            if (t->skipped) {
                cell->setState(ResultCell::State::Empty);
                cell->setValue(tr("skipped"), 0);
                cell->setToolTip(toolTipFor(*t));
                continue;
            }
            if (!t->completed && t->ios == 0 && t->errors.isEmpty()) {
                // Stopped by the user before a measured pass ended: nothing failed (a failed
                // test carries its cause and fix in errors).
                cell->setState(ResultCell::State::Empty);
                cell->setValue(tr("stopped"), 0);
                cell->setToolTip(tr("Stopped before it measured anything: the run was stopped. "
                                    "Start the run again to measure this test."));
                continue;
            }
            ResultCell::State state = ResultCell::State::Done;
            if (!t->completed)
                state = t->ios > 0 ? ResultCell::State::Partial : ResultCell::State::Failed;
            cell->setState(state);
            const bool unitInHeader = m_unitInHeader.value(it.key(), true);
            if (readingOf(*t) != Reading::Transfer) {
                // Seek stroke in ms/op, access time in ms, small files in files/s: the test's
                // own unit, whatever the MB/s / IOPS / µs switch says.
                // Counts of operations read with group separators, as IOPS do ("422,960").
                const QString number = readingOf(*t) == Reading::FilesPerS
                                           ? QLocale().toString(std::llround(readingValue(*t)))
                                           : formatReadingNumber(*t);
                const QString text = unitInHeader ? number : number + QLatin1Char(' ') + readingUnit(readingOf(*t));
                cell->setValue(state == ResultCell::State::Failed ? tr("failed") : text, readingBar(*t));
            } else {
                const double v = figure(*t, m_unit);
                const QString text = unitInHeader ? formatFigure(v, m_unit)
                                                  : formatFigure(v, m_unit) + QLatin1Char(' ') + unitName(m_unit);
                cell->setValue(state == ResultCell::State::Failed ? tr("failed") : text,
                               barFraction(v, m_unit));
            }
            // Warnings of this test (link ceiling, foreign I/O): a mark and their text.
            const QString warnings = WarningsView::testTip(m_run, *t);
            cell->setMark(warningMark(m_run, *t));
            cell->setNote(steadyNote(*t));
            const QString tip = toolTipFor(*t) + throttleToolTip(*t);
            cell->setToolTip(wrappedToolTip(warnings.isEmpty() ? tip : tip + QLatin1Char('\n') + warnings));
            cell->setThrottled(thermalOf(*t).throttled);
        }
    }
    refreshWarningsLine();
    refreshSweep();
}

void ResultPanel::refreshWarningsLine()
{
    // The run's warnings by name, and what a ⚠ in a cell means (a saved picture has no tooltip).
    QStringList titles, messages;
    for (const RunWarning &w : m_run.warnings) {
        if (!w.test.isEmpty())
            continue;
        const QString title = WarningsView::title(w.code);
        if (!titles.contains(title))
            titles << title;
        messages << windowMessage(w);
    }
    // The marked figures' warnings are named by their cells' tooltips, not repeated here.
    const bool marked = std::any_of(m_run.tests.begin(), m_run.tests.end(),
                                    [this](const TestResult &t) { return !testWarnings(m_run, t).empty(); });
    QStringList lines;
    if (!titles.isEmpty())
        lines << QStringLiteral("<b>%1</b>").arg(tr("Warnings: %1").arg(titles.join(QStringLiteral(" · "))).toHtmlEscaped());
    if (marked)
        lines << tr("⚠ in a cell: a warning on that figure (its tooltip says which)").toHtmlEscaped();
    m_warningsLine->setText(lines.join(QStringLiteral("<br>")));
    m_warningsLine->setToolTip(messages.join(QLatin1Char('\n')));
    m_warningsLine->setAccessibleName(tr("Warnings of this run"));
    m_warningsLine->setVisible(!lines.isEmpty());
}

bool ResultPanel::hasSweepChart() const
{
    // A sweep of two sizes or more: one size alone is a row like any other.
    return std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return isSweepTestId(r.id); }) >= 2;
}

bool ResultPanel::isSweepChartShown() const
{
    return hasSweepChart();
}

void ResultPanel::setSweepTableShown(bool shown)
{
    if (m_sweepTable == shown)
        return;
    m_sweepTable = shown;
    m_sweepTableButton->setChecked(shown);
    refreshSweep();
}

bool ResultPanel::isRowShown(const QString &id) const
{
    for (const Row &r : m_rows) {
        if (r.id == id)
            return !r.label->isHidden();
    }
    return false;
}

void ResultPanel::refreshSweep()
{
    const bool chart = hasSweepChart();
    m_sweepBox->setVisible(chart);
    bool anyRow = false;
    std::vector<SweepChart::Row> rows;
    for (const Row &r : m_rows) {
        const bool sweep = chart && isSweepTestId(r.id);
        const bool shown = !sweep || m_sweepTable;
        r.label->setVisible(shown);
        for (ResultCell *cell : r.cells)
            cell->setVisible(shown);
        anyRow = anyRow || shown;
        if (!sweep)
            continue;
        // The figures as the rows write them (the panel's unit; "running…", "skipped").
        SweepChart::Row row;
        row.id = r.id;
        row.label = r.label->text().simplified();
        for (const QString &op : {QStringLiteral("read"), QStringLiteral("write")}) {
            ResultCell *cell = r.cells.value(op);
            const TestResult *t = result(r.id, op);
            const double v = t && !t->skipped && t->ios > 0 ? figure(*t, m_unit) : -1;
            (op == QLatin1String("read") ? row.read : row.write) = v;
            (op == QLatin1String("read") ? row.readText : row.writeText) = cell ? cell->text() : QString();
        }
        rows.push_back(std::move(row));
    }
    // Only sweep rows, hidden: the grid's headers would head nothing (an AS SSD score never
    // comes with a sweep).
    m_gridHost->setVisible(anyRow || m_rows.empty());
    if (chart)
        m_sweepChart->setRows(std::move(rows), unitName(m_unit));
}

QList<SurfaceMapView *> ResultPanel::errorMaps() const
{
    QList<SurfaceMapView *> maps;
    for (int i = 0; i < m_curves->count(); ++i) {
        if (auto *map = qobject_cast<SurfaceMapView *>(m_curves->itemAt(i)->widget()))
            maps << map;
    }
    return maps;
}

void ResultPanel::refreshHeader()
{
    const QString drive = driveLine(m_run);
    if (!drive.isEmpty())
        m_driveLine->setText(drive);
    else if (!m_run.target.filesystem.isEmpty() && m_run.target.device.isEmpty())
        m_driveLine->setText(tr("%1: no drive behind this target").arg(fileSystemText(m_run.target.filesystem)));
    else
        m_driveLine->setText(tr("Drive: unknown"));
    const QString target = targetLine(m_run.target);
    QString targetText = target.isEmpty() ? tr("No target selected") : tr("Target: %1").arg(target);
    if (m_run.remote && !target.isEmpty()) {
        // A run on another host names it, so a picture of the panel says where it ran.
        const QString host = m_run.host.isEmpty() ? m_run.remote->name : tr("%1 (%2)").arg(m_run.host, m_run.remote->name);
        targetText += m_run.remote->fioVersion.isEmpty() ? tr(", on %1").arg(host)
                                                         : tr(", on %1, %2").arg(host, m_run.remote->fioVersion);
    }
    m_targetLine->setText(targetText);
    m_targetLine->setVisible(true);
    // Planned tests not yet done count too, so the line is right from the start of a run.
    RunResult described = m_run;
    for (const PlannedTest &p : m_plan) {
        if (result(p.id, p.op))
            continue;
        TestResult planned;
        planned.id = p.id;
        planned.op = p.op;
        planned.label = p.label;
        planned.passEnd = p.passEnd;
        described.tests.push_back(planned);
    }
    const QString settings = settingsLine(described);
    m_settingsLine->setText(settings);
    m_settingsLine->setVisible(!settings.isEmpty());
    refreshWarningsLine();
    const QString cost = costLine(m_run);
    m_costLine->setText(cost);
    m_costLine->setVisible(!cost.isEmpty());
    m_date->setText(m_run.startedAt.isValid()
                        ? QLocale().toString(m_run.startedAt.toLocalTime(), QLocale::ShortFormat)
                        : QString());
}

void ResultPanel::refreshScore()
{
    if (!m_scoreTotal)
        return; // before the first grid
    const auto score = asSsdScore(m_run);
    m_scoreLabel->setVisible(score.has_value());
    m_scoreTotalLabel->setVisible(score.has_value());
    m_scoreTotal->setVisible(score.has_value());
    for (ResultCell *cell : std::as_const(m_scoreCells))
        cell->setVisible(score.has_value());
    if (!score)
        return;
    const QLocale l;
    const double full = 4000; // a score of 4000 fills the bar (fast NVMe drives reach 3000–10000)
    const auto set = [&](ResultCell *cell, double v) {
        cell->setState(ResultCell::State::Done);
        cell->setValue(l.toString(v, 'f', 0), std::log10(std::max(v, 1.0)) / std::log10(full * 2.5));
    };
    for (auto it = m_scoreCells.cbegin(); it != m_scoreCells.cend(); ++it)
        set(it.value(), it.key() == QLatin1String("read") ? score->read : score->write);
    set(m_scoreTotal, score->total);
}

namespace {

// Which test a view in the verdict or curve column shows ("id\nop"), so one test's can be replaced.
const char *const kViewOf = "drivebench_test";

QString viewKey(const QString &id, const QString &op)
{
    return id + QLatin1Char('\n') + op;
}

void clearViews(QVBoxLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void addViews(QVBoxLayout *layout, int at, const QString &key, const QList<QWidget *> &views)
{
    for (QWidget *view : views) {
        view->setProperty(kViewOf, key);
        layout->insertWidget(at < 0 ? -1 : at++, view);
    }
}

} // namespace

QList<QWidget *> ResultPanel::verdictViewsOf(const TestResult &t)
{
    QList<QWidget *> views;
    auto *card = new TraceVerdictCard(this);
    if (card->setTest(t))
        views << card;
    else
        delete card;
    auto *cache = new CacheVerdictCard(this);
    if (cache->setTest(t))
        views << cache;
    else
        delete cache;
    auto *wake = new WakeVerdictCard(this);
    if (wake->setTest(t))
        views << wake;
    else
        delete wake;
    return views;
}

QList<QWidget *> ResultPanel::curveViewsOf(const TestResult &t, bool skipSweep)
{
    // The sweep's curve is the chart above (ATTO's); its figures the rows ("Table").
    if (skipSweep && isSweepTestId(t.id))
        return {};
    QList<QWidget *> views;
    // The wake test's curve: idle time on a log axis with the drive's expected steps (made only
    // for it: a run's end makes a bounded number of widgets per test).
    if (workloadFiguresOf(t).wake) {
        auto *wake = new WakeCurveView(this);
        if (wake->setTest(t))
            return {wake};
        delete wake;
    }
    auto *view = new CurveView(this);
    view->setTableShown(!m_picture);
    if (view->setTest(t))
        views << view;
    else
        delete view;
    auto *map = new SurfaceMapView(this);
    if (map->setTest(t))
        views << map;
    else
        delete map;
    return views;
}

void ResultPanel::replaceTestViews(const TestResult &test, bool curves)
{
    QVBoxLayout *layout = curves ? m_curves : m_verdicts;
    // The column holds each test's views in the run's order: this test's go after those of
    // the tests before it.
    const QString key = viewKey(test.id, test.op);
    QSet<QString> before;
    for (const TestResult &t : m_run.tests) {
        if (t.id == test.id && t.op == test.op)
            break;
        before.insert(viewKey(t.id, t.op));
    }
    int at = 0;
    for (int i = 0; i < layout->count();) {
        QWidget *w = layout->itemAt(i)->widget();
        const QString of = w ? w->property(kViewOf).toString() : QString();
        if (of == key) {
            delete layout->takeAt(i);
            delete w;
            continue;
        }
        if (before.contains(of))
            at = i + 1;
        ++i;
    }
    for (const TestResult &t : m_run.tests) {
        if (t.id == test.id && t.op == test.op) {
            const QList<QWidget *> views = curves ? curveViewsOf(t, m_curvesSkipSweep) : verdictViewsOf(t);
            addViews(layout, at, key, views);
            at += int(views.size());
        }
    }
}

void ResultPanel::refreshVerdicts()
{
    clearViews(m_verdicts);
    for (const TestResult &t : m_run.tests)
        addViews(m_verdicts, -1, viewKey(t.id, t.op), verdictViewsOf(t));
}

void ResultPanel::refreshCurves()
{
    clearViews(m_curves);
    m_curvesSkipSweep = hasSweepChart();
    for (const TestResult &t : m_run.tests)
        addViews(m_curves, -1, viewKey(t.id, t.op), curveViewsOf(t, m_curvesSkipSweep));
}

QList<PlannedTest> plannedRowsOf(const RunPlan &plan)
{
    QList<PlannedTest> planned;
    for (const TestSpec &t : plan.tests)
        planned.append({t.id, ioOpName(t.op), t.label, readingName(t.reading),
                        passLengthName(t.passEnd == PassEnd::PatternExhausted ? PassLength::Counted
                                                                              : PassLength::Timed),
                        t.tracePlayback});
    return planned;
}

} // namespace drivebench::ui
