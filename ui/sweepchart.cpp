#include "sweepchart.h"

#include <algorithm>
#include <cmath>

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
    updateGeometry();
    update();
}

QString SweepChart::headerText(bool write) const
{
    return write ? tr("Write (%1)").arg(m_unit) : tr("Read (%1)").arg(m_unit);
}

SweepChart::Layout SweepChart::layout(int width) const
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
    const int plotWidth = std::max(40, width - l.labelWidth - 2 * l.valueWidth - kPad);
    l.plot = QRect(l.labelWidth, l.headerHeight, plotWidth, int(m_rows.size()) * l.rowHeight);

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

int SweepChart::heightForWidth(int width) const
{
    const Layout l = layout(width);
    return l.headerHeight + l.plot.height() + l.axisHeight;
}

QSize SweepChart::sizeHint() const
{
    return {600, heightForWidth(600)};
}

QSize SweepChart::minimumSizeHint() const
{
    const Layout l = layout(0);
    return {l.labelWidth + 2 * l.valueWidth + 120, heightForWidth(l.labelWidth + 2 * l.valueWidth + 120)};
}

QRect SweepChart::labelRect(int row) const
{
    const Layout l = layout(width());
    return {0, l.plot.top() + row * l.rowHeight, l.labelWidth - kPad, l.rowHeight};
}

QRect SweepChart::barRect(int row, bool write) const
{
    const Layout l = layout(width());
    const Row &r = m_rows[std::size_t(row)];
    const double v = write ? r.write : r.read;
    const int barHeight = (l.rowHeight - 4) / 2;
    const int y = l.plot.top() + row * l.rowHeight + 2 + (write ? barHeight : 0);
    const int length = v > 0 ? std::max(1, int(std::lround(l.plot.width() * v / l.top))) : 0;
    return {l.plot.left(), y, length, barHeight};
}

QRect SweepChart::valueRect(int row, bool write) const
{
    const Layout l = layout(width());
    const int x = l.plot.right() + 1 + kPad + (write ? l.valueWidth : 0);
    return {x, l.plot.top() + row * l.rowHeight, l.valueWidth - kPad, l.rowHeight};
}

QRect SweepChart::headerRect(bool write) const
{
    const Layout l = layout(width());
    const int x = l.plot.right() + 1 + kPad + (write ? l.valueWidth : 0);
    return {x, 0, l.valueWidth - kPad, l.headerHeight};
}

QList<QRect> SweepChart::tickLabelRects() const
{
    const Layout l = layout(width());
    const QFontMetrics fm = fontMetrics();
    QList<QRect> rects;
    const int ticks = int(std::lround(l.top / l.step));
    for (int i = 0; i <= ticks && l.top > 0; ++i) {
        const double v = i * l.step;
        const int x = l.plot.left() + int(std::lround(l.plot.width() * v / l.top));
        const int w = fm.horizontalAdvance(tickText(v));
        rects << QRect(x - w / 2, l.plot.bottom() + 1 + kPad / 2, w, fm.height());
    }
    return rects;
}

void SweepChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Layout l = layout(width());
    const QFontMetrics fm = fontMetrics();
    const QColor text = palette().color(QPalette::WindowText);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(110);

    // Rows: every other one shaded, so a bar's figures are easy to follow to the right.
    for (int i = 0; i < int(m_rows.size()); ++i) {
        if (i % 2 == 1)
            p.fillRect(QRect(0, l.plot.top() + i * l.rowHeight, width(), l.rowHeight), palette().color(QPalette::AlternateBase));
    }
    // Ticks and their labels under the bars, the unit at the left of the scale.
    const QList<QRect> ticks = tickLabelRects();
    for (int i = 0; i < ticks.size(); ++i) {
        const int tx = l.plot.left() + int(std::lround(l.plot.width() * (i * l.step) / l.top));
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(tx, l.plot.top(), tx, l.plot.bottom());
        p.setPen(text);
        p.drawText(ticks[i], Qt::AlignCenter, tickText(i * l.step));
    }
    if (!ticks.isEmpty()) {
        const QRect unitRect(0, ticks.front().top(), ticks.front().left() - kPad, fm.height());
        p.drawText(unitRect, Qt::AlignRight | Qt::AlignVCenter, m_unit);
    }
    // Headers: the legend, above the figures they name; each swatch just left of its words.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    for (bool write : {false, true}) {
        const QRect h = headerRect(write);
        const int swatch = fm.ascent() - 2;
        const int words = boldMetrics.horizontalAdvance(headerText(write));
        const QRect square(h.right() - words - kPad / 2 - swatch, h.top() + (h.height() - swatch) / 2, swatch, swatch);
        p.fillRect(square, barColor(write));
        p.setFont(bold);
        p.drawText(h, Qt::AlignRight | Qt::AlignVCenter, headerText(write));
        p.setFont(font());
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
    p.setPen(QPen(text));
    p.drawLine(l.plot.left(), l.plot.top(), l.plot.left(), l.plot.bottom());
}

void SweepChart::mousePressEvent(QMouseEvent *event)
{
    const Layout l = layout(width());
    const int y = int(event->position().y()) - l.plot.top();
    if (y >= 0 && y < l.plot.height()) {
        const int row = y / l.rowHeight;
        const bool write = y % l.rowHeight >= l.rowHeight / 2;
        const Row &r = m_rows[std::size_t(row)];
        if ((write ? r.write : r.read) >= 0)
            Q_EMIT testActivated(r.id, write ? QStringLiteral("write") : QStringLiteral("read"));
    }
    QWidget::mousePressEvent(event);
}

bool SweepChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const Layout l = layout(width());
        const int y = help->pos().y() - l.plot.top();
        if (y >= 0 && y < l.plot.height()) {
            const Row &r = m_rows[std::size_t(y / l.rowHeight)];
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
