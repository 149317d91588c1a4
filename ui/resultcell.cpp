// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultcell.h"

#include <algorithm>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace drivebench::ui {

ResultCell::ResultCell(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void ResultCell::setSelectable(bool selectable)
{
    // A test's cell selects the test in the charts below: by click, or Tab and Enter/Space.
    setFocusPolicy(selectable ? Qt::StrongFocus : Qt::NoFocus);
    setCursor(selectable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void ResultCell::setSelected(bool selected)
{
    if (m_selected == selected)
        return;
    m_selected = selected;
    update();
}

void ResultCell::mousePressEvent(QMouseEvent *event)
{
    if (focusPolicy() != Qt::NoFocus && event->button() == Qt::LeftButton) {
        Q_EMIT activated();
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void ResultCell::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        Q_EMIT activated();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ResultCell::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void ResultCell::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void ResultCell::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    update();
}

void ResultCell::setValue(const QString &text, double fraction)
{
    m_text = text;
    m_fraction = std::clamp(fraction, 0.0, 1.0);
    update();
}

void ResultCell::setMark(const QString &mark)
{
    if (m_mark == mark)
        return;
    m_mark = mark;
    update();
}

void ResultCell::setNote(const QString &note)
{
    if (m_note == note)
        return;
    m_note = note;
    update();
}

QSize ResultCell::sizeHint() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.9);
    const QFontMetrics fm(f);
    return {fm.horizontalAdvance(QStringLiteral("00000.00")) + 24, fm.height() + 16};
}

QSize ResultCell::minimumSizeHint() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    const QFontMetrics fm(f);
    return {fm.horizontalAdvance(QStringLiteral("00000.00")) + 12, fm.height() + 10};
}

void ResultCell::setThrottled(bool throttled)
{
    if (m_throttled == throttled)
        return;
    m_throttled = throttled;
    update();
}

void ResultCell::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF r = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const bool dark = pal.color(QPalette::Window).lightness() < 128;

    QPainterPath frame;
    frame.addRoundedRect(r, 4, 4);
    p.fillPath(frame, pal.color(QPalette::Base));

    // The bar: green when done, amber while running or partial, red when failed; tinted so the
    // number on top stays readable in light and dark palettes.
    QColor bar = QColor(0x2e, 0x9d, 0x4f);
    if (m_state == State::Running || m_state == State::Partial)
        bar = QColor(0xd8, 0x8c, 0x1b);
    else if (m_state == State::Failed)
        bar = QColor(0xc6, 0x28, 0x28);
    bar.setAlpha(dark ? 110 : 80);
    if (m_fraction > 0 && m_state != State::Empty) {
        QRectF fill = r;
        fill.setWidth(r.width() * m_fraction);
        p.save();
        p.setClipPath(frame);
        p.fillRect(fill, bar);
        p.restore();
    }
    QColor border = pal.color(QPalette::Mid);
    if (m_state == State::Running)
        border = QColor(0xd8, 0x8c, 0x1b);
    // The test shown in the charts below, and the keyboard focus (the picture for sharing is
    // drawn from a twin panel with neither).
    const bool marked = m_selected || hasFocus();
    if (marked)
        border = pal.color(QPalette::Highlight);
    p.setPen(QPen(border, m_state == State::Running || marked ? 2.0 : 1.0));
    p.drawPath(frame);

    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.9);
    f.setBold(m_state == State::Done);
    f.setItalic(m_state == State::Partial);
    // Shrink the number rather than clip it in a narrow window.
    const QRectF textRect = r.adjusted(6, 2, -8, -2);
    // A warning (link ceiling, foreign I/O): a sign in the top-left corner, red when the figure
    // cannot be the drive's, amber otherwise; the tooltip says what it is.
    if (!m_mark.isEmpty() && m_state != State::Empty) {
        QFont mf = font();
        mf.setBold(true);
        p.setFont(mf);
        p.setPen(m_mark.contains(QLatin1String("above")) ? QColor(0xd3, 0x2f, 0x2f) : QColor(0xe0, 0x8a, 0x00));
        p.drawText(r.adjusted(4, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("⚠"));
    }
    // A note (until steady: the round it held at): small, in the bottom-left corner, so the saved
    // picture carries it too; the number keeps the rest of the cell.
    QRectF numberRect = textRect;
    if (!m_note.isEmpty() && m_state != State::Empty) {
        QFont nf = font();
        nf.setPointSizeF(nf.pointSizeF() * 0.8);
        const QFontMetricsF nm(nf);
        p.setFont(nf);
        p.setPen(pal.color(QPalette::PlaceholderText));
        const QRectF noteRect = r.adjusted(5, 0, -4, -1);
        p.drawText(noteRect, Qt::AlignLeft | Qt::AlignBottom, nm.elidedText(m_note, Qt::ElideRight, noteRect.width() * 0.6));
        numberRect.setLeft(textRect.left() + std::min(nm.horizontalAdvance(m_note), noteRect.width() * 0.6) + 4);
    }
    QString shown = m_text.isEmpty() ? QStringLiteral("–") : m_text;
    if (m_state == State::Partial)
        shown += QLatin1Char('*');
    while (f.pointSizeF() > 6 && QFontMetricsF(f).horizontalAdvance(shown) > numberRect.width())
        f.setPointSizeF(f.pointSizeF() - 0.5);
    p.setFont(f);
    p.setPen(m_state == State::Empty ? pal.color(QPalette::PlaceholderText) : pal.color(QPalette::Text));
    p.drawText(numberRect, Qt::AlignRight | Qt::AlignVCenter, shown);

    // Throttled: a red corner with a small thermometer (bulb and stem) in the top left, sized by
    // the font so it scales with the screen; the tooltip says why.
    if (m_throttled) {
        const qreal s = QFontMetricsF(font()).height() * 1.1;
        QPainterPath corner;
        corner.moveTo(r.topLeft());
        corner.lineTo(r.left() + s, r.top());
        corner.lineTo(r.left(), r.top() + s);
        corner.closeSubpath();
        p.save();
        p.setClipPath(frame);
        p.fillPath(corner, QColor(0xd3, 0x2f, 0x2f));
        p.restore();
        const QPointF bulb(r.left() + s * 0.24, r.top() + s * 0.50);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(bulb, s * 0.11, s * 0.11);
        p.drawRoundedRect(QRectF(bulb.x() - s * 0.045, r.top() + s * 0.12, s * 0.09, s * 0.36), s * 0.04, s * 0.04);
    }
}

} // namespace drivebench::ui
