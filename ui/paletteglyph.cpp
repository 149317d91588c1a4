// SPDX-License-Identifier: GPL-3.0-or-later
#include "paletteglyph.h"

#include <QAbstractButton>
#include <QEvent>
#include <QPainter>
#include <QPixmap>

namespace drivebench::ui {

namespace {

// The glyph's shape (its alpha) filled with one colour.
QPixmap tinted(const QPixmap &shape, const QColor &colour)
{
    QPixmap out(shape.size());
    out.setDevicePixelRatio(shape.devicePixelRatio());
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.drawPixmap(0, 0, shape);
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(out.rect(), colour);
    return out;
}

} // namespace

QIcon PaletteGlyph::icon(const QStyle *style, QStyle::StandardPixmap glyph, const QPalette &palette)
{
    const QIcon source = style->standardIcon(glyph);
    QIcon icon;
    for (const QSize &size : source.availableSizes()) {
        const QPixmap shape = source.pixmap(size);
        icon.addPixmap(tinted(shape, palette.color(QPalette::Active, QPalette::ButtonText)), QIcon::Normal);
        icon.addPixmap(tinted(shape, palette.color(QPalette::Disabled, QPalette::ButtonText)), QIcon::Disabled);
    }
    if (source.availableSizes().isEmpty()) { // a scalable icon: one pixmap at the small icon size
        const int extent = style->pixelMetric(QStyle::PM_SmallIconSize);
        const QPixmap shape = source.pixmap(extent, extent);
        icon.addPixmap(tinted(shape, palette.color(QPalette::Active, QPalette::ButtonText)), QIcon::Normal);
        icon.addPixmap(tinted(shape, palette.color(QPalette::Disabled, QPalette::ButtonText)), QIcon::Disabled);
    }
    return icon;
}

PaletteGlyph::PaletteGlyph(QAbstractButton *button, QStyle::StandardPixmap glyph)
    : QObject(button), m_button(button), m_glyph(glyph)
{
    button->installEventFilter(this);
    apply();
}

void PaletteGlyph::attach(QAbstractButton *button, QStyle::StandardPixmap glyph)
{
    new PaletteGlyph(button, glyph);
}

bool PaletteGlyph::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_button && (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange))
        apply();
    return QObject::eventFilter(watched, event);
}

void PaletteGlyph::apply()
{
    m_button->setIcon(icon(m_button->style(), m_glyph, m_button->palette()));
}

} // namespace drivebench::ui
