// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweepchart.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "ui/chartstyle.h"

namespace drivebench::ui {

namespace {

constexpr int kPad = 6;
constexpr int kLeastPlotWidth = 120;          // the bars' least width
constexpr int kLeastRowsForTwoColumns = 8;    // fewer rows stay in one column

QColor barColor(bool write)
{
    // The panel's and the charts' series colours: read first, write second.
    return seriesColor(write ? 1 : 0, 2);
}

QString tickText(double v)
{
    return QLocale().toString(v, 'g', 6);
}

} // namespace

SweepChart::SweepChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sweepChart"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Transfer rate by block size"));
}

void SweepChart::setRows(std::vector<Row> rows, const QString &unit)
{
    m_rows = std::move(rows);
    m_unit = unit;
    // No taller than one column: height beyond it would be empty rows.
    setMaximumHeight(oneColumnHeight(0));
    updateGeometry();
    update();
}

QString SweepChart::headerText(bool write) const
{
    return write ? tr("Write (%1)").arg(m_unit) : tr("Read (%1)").arg(m_unit);
}

SweepChart::Layout SweepChart::layout(int width, int height) const
{
    const QFontMetrics fm = fontMetrics();
    Layout l;
    l.rowHeight = fm.height() + 4;
    l.headerHeight = fm.height() + kPad;
    l.axisHeight = fm.height() + kPad;
    for (const Row &r : m_rows) {
        l.labelWidth = std::max(l.labelWidth, fm.horizontalAdvance(r.label));
        l.valueWidth = std::max({l.valueWidth, fm.horizontalAdvance(r.readText), fm.horizontalAdvance(r.writeText)});
    }
    l.labelWidth = std::max(l.labelWidth, fm.horizontalAdvance(m_unit)) + 2 * kPad;
    // A header is a swatch (a square of the text's height) and its words, in bold.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    const int swatch = fm.ascent() + kPad;
    for (bool write : {false, true})
        l.valueWidth = std::max(l.valueWidth, swatch + boldMetrics.horizontalAdvance(headerText(write)));
    l.valueWidth += 2 * kPad;
    // Two columns of rows side by side when the chart is given less height than one column
    // needs and is wide enough for two (ATTO's 21 sizes on a 1280x720 screen): each column
    // with its sizes, bars, figures, headers and scale, rows a little tighter.
    const int rows = int(m_rows.size());
    l.columnGap = 3 * kPad;
    const int leastColumn = l.labelWidth + 2 * l.valueWidth + kPad + kLeastPlotWidth;
    const bool twoFit = rows >= kLeastRowsForTwoColumns && width >= 2 * leastColumn + l.columnGap;
    const int oneColumnHeight = l.headerHeight + rows * l.rowHeight + l.axisHeight;
    l.columns = twoFit && height < oneColumnHeight ? 2 : 1;
    if (l.columns == 2)
        l.rowHeight = fm.height() + 2;
    l.perColumn = (rows + l.columns - 1) / l.columns;
    l.columnWidth = l.columns == 2 ? (width - l.columnGap) / 2 : width;
    const int plotWidth = std::max(40, l.columnWidth - l.labelWidth - 2 * l.valueWidth - kPad);
    l.plot = QRect(l.labelWidth, l.headerHeight, plotWidth, l.perColumn * l.rowHeight);

    // The scale: the smallest step of 1, 2 or 5 x 10^k whose tick labels, centred on their
    // ticks, keep a gap of 2 pads between them (so they never overlap), at most 10 ticks.
    double largest = 0;
    for (const Row &r : m_rows)
        largest = std::max({largest, r.read, r.write});
    if (largest <= 0) {
        l.top = 1;
        l.step = 1;
        return l;
    }
    const double decade = std::pow(10.0, std::floor(std::log10(largest / 10)));
    for (double base = decade; base <= decade * 1000; base *= 10) {
        for (double m : {1.0, 2.0, 5.0}) {
            const double step = m * base;
            const double ticks = std::ceil(largest / step - 1e-9);
            if (ticks > 10)
                continue;
            const double top = ticks * step;
            const double spacing = plotWidth * step / top;
            const int widest = std::max(fm.horizontalAdvance(tickText(top)), fm.horizontalAdvance(tickText(top - step)));
            if (spacing >= widest + 2 * kPad) {
                l.top = top;
                l.step = step;
                return l;
            }
        }
    }
    // Too narrow for any: one tick at the end.
    l.step = l.top = std::ceil(largest / decade) * decade;
    return l;
}

SweepChart::Layout SweepChart::layout() const
{
    return layout(width(), height());
}

int SweepChart::heightFor(const Layout &l)
{
    return l.headerHeight + l.plot.height() + l.axisHeight;
}

int SweepChart::heightForWidth(int width) const
{
    // The least height at this width: two columns where they fit (layout's rule).
    return heightFor(layout(width, 0));
}

int SweepChart::oneColumnHeight(int width) const
{
    return heightFor(layout(width, std::numeric_limits<int>::max()));
}

QSize SweepChart::sizeHint() const
{
    return {600, oneColumnHeight(600)};
}

QSize SweepChart::minimumSizeHint() const
{
    const Layout l = layout(0, 0);
    const int least = l.labelWidth + 2 * l.valueWidth + kPad + kLeastPlotWidth;
    // The height of two columns (heightForWidth gives one where two do not fit the width).
    return {least, heightFor(layout(2 * least + l.columnGap, 0))};
}

int SweepChart::columnCount() const
{
    return layout().columns;
}

QPoint SweepChart::rowOrigin(const Layout &l, int row)
{
    const int column = l.perColumn > 0 ? row / l.perColumn : 0;
    const int inColumn = l.perColumn > 0 ? row % l.perColumn : row;
    return {column * (l.columnWidth + l.columnGap), l.plot.top() + inColumn * l.rowHeight};
}

int SweepChart::rowAt(const Layout &l, QPoint pos) const
{
    const int column = l.columns == 2 && pos.x() >= l.columnWidth + l.columnGap / 2 ? 1 : 0;
    const int y = pos.y() - l.plot.top();
    if (y < 0 || y >= l.plot.height())
        return -1;
    const int row = column * l.perColumn + y / l.rowHeight;
    return row < int(m_rows.size()) ? row : -1;
}

QRect SweepChart::labelRect(int row) const
{
    const Layout l = layout();
    const QPoint at = rowOrigin(l, row);
    return {at.x(), at.y(), l.labelWidth - kPad, l.rowHeight};
}

QRect SweepChart::barRect(int row, bool write) const
{
    const Layout l = layout();
    const QPoint at = rowOrigin(l, row);
    const Row &r = m_rows[std::size_t(row)];
    const double v = write ? r.write : r.read;
    const int barHeight = (l.rowHeight - 4) / 2;
    const int y = at.y() + 2 + (write ? barHeight : 0);
    const int length = v > 0 ? std::max(1, int(std::lround(l.plot.width() * v / l.top))) : 0;
    return {at.x() + l.plot.left(), y, length, barHeight};
}

QRect SweepChart::valueRect(int row, bool write) const
{
    const Layout l = layout();
    const QPoint at = rowOrigin(l, row);
    const int x = at.x() + l.plot.right() + 1 + kPad + (write ? l.valueWidth : 0);
    return {x, at.y(), l.valueWidth - kPad, l.rowHeight};
}

QRect SweepChart::headerRect(bool write, int column) const
{
    const Layout l = layout();
    const int x = column * (l.columnWidth + l.columnGap) + l.plot.right() + 1 + kPad + (write ? l.valueWidth : 0);
    return {x, 0, l.valueWidth - kPad, l.headerHeight};
}

QList<QRect> SweepChart::tickLabelRects(int column) const
{
    const Layout l = layout();
    const QFontMetrics fm = fontMetrics();
    const int dx = column * (l.columnWidth + l.columnGap);
    QList<QRect> rects;
    const int ticks = int(std::lround(l.top / l.step));
    for (int i = 0; i <= ticks && l.top > 0; ++i) {
        const double v = i * l.step;
        const int x = dx + l.plot.left() + int(std::lround(l.plot.width() * v / l.top));
        const int w = fm.horizontalAdvance(tickText(v));
        rects << QRect(x - w / 2, l.plot.bottom() + 1 + kPad / 2, w, fm.height());
    }
    return rects;
}

void SweepChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Layout l = layout();
    const QFontMetrics fm = fontMetrics();
    const QColor text = palette().color(QPalette::WindowText);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(110);

    // Rows: every other one shaded, so a bar's figures are easy to follow to the right.
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const QPoint at = rowOrigin(l, i);
        if ((i % std::max(1, l.perColumn)) % 2 == 1)
            p.fillRect(QRect(at.x(), at.y(), l.columnWidth, l.rowHeight), palette().color(QPalette::AlternateBase));
    }
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    for (int column = 0; column < l.columns; ++column) {
        const int dx = column * (l.columnWidth + l.columnGap);
        // Ticks and their labels under the bars, the unit at the left of the scale.
        const QList<QRect> ticks = tickLabelRects(column);
        for (int i = 0; i < ticks.size(); ++i) {
            const int tx = dx + l.plot.left() + int(std::lround(l.plot.width() * (i * l.step) / l.top));
            p.setPen(QPen(grid, 1, Qt::DotLine));
            p.drawLine(tx, l.plot.top(), tx, l.plot.bottom());
            p.setPen(text);
            p.drawText(ticks[i], Qt::AlignCenter, tickText(i * l.step));
        }
        if (!ticks.isEmpty()) {
            const QRect unitRect(dx, ticks.front().top(), ticks.front().left() - kPad - dx, fm.height());
            p.drawText(unitRect, Qt::AlignRight | Qt::AlignVCenter, m_unit);
        }
        // Headers: the legend, above the figures they name; each swatch just left of its words.
        for (bool write : {false, true}) {
            const QRect h = headerRect(write, column);
            const int swatch = fm.ascent() - 2;
            const int words = boldMetrics.horizontalAdvance(headerText(write));
            const QRect square(h.right() - words - kPad / 2 - swatch, h.top() + (h.height() - swatch) / 2, swatch, swatch);
            p.fillRect(square, barColor(write));
            p.setFont(bold);
            p.drawText(h, Qt::AlignRight | Qt::AlignVCenter, headerText(write));
            p.setFont(font());
        }
        p.setPen(QPen(text));
        p.drawLine(dx + l.plot.left(), l.plot.top(), dx + l.plot.left(), l.plot.bottom());
    }
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const Row &r = m_rows[std::size_t(i)];
        p.setPen(text);
        p.drawText(labelRect(i), Qt::AlignRight | Qt::AlignVCenter, r.label);
        for (bool write : {false, true}) {
            const QRect bar = barRect(i, write);
            if (!bar.isEmpty())
                p.fillRect(bar, barColor(write));
            p.setPen(text);
            p.drawText(valueRect(i, write), Qt::AlignRight | Qt::AlignVCenter, write ? r.writeText : r.readText);
        }
    }
}

void SweepChart::mousePressEvent(QMouseEvent *event)
{
    const Layout l = layout();
    const QPoint pos = event->position().toPoint();
    if (const int row = rowAt(l, pos); row >= 0) {
        const int y = pos.y() - l.plot.top();
        const bool write = y % l.rowHeight >= l.rowHeight / 2;
        const Row &r = m_rows[std::size_t(row)];
        if ((write ? r.write : r.read) >= 0)
            Q_EMIT testActivated(r.id, write ? QStringLiteral("write") : QStringLiteral("read"));
    }
    QWidget::mousePressEvent(event);
}

bool SweepChart::event(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        setMaximumHeight(oneColumnHeight(0));
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const int row = rowAt(layout(), help->pos()); row >= 0) {
            const Row &r = m_rows[std::size_t(row)];
            QToolTip::showText(help->globalPos(),
                               tr("%1: read %2, write %3 (%4). Click a bar to see that test in the charts.")
                                   .arg(r.label, r.readText, r.writeText, m_unit),
                               this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace drivebench::ui
