// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A style's standard glyph (Start's triangle, Stop's square) drawn in the button's text colour,
// kept so when the palette changes: the style's own pixmaps are black, unseen on the dark
// scheme's dark grey button.

#include <QIcon>
#include <QObject>
#include <QStyle>

class QAbstractButton;

namespace drivebench::ui {

class PaletteGlyph final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaletteGlyph)

public:
    /// Sets the button's icon to the glyph in its palette's ButtonText (greyed when disabled),
    /// and again on each palette change; the helper lives as the button's child.
    static void attach(QAbstractButton *button, QStyle::StandardPixmap glyph);
    /// The glyph in these colours (tests, and any other button).
    static QIcon icon(const QStyle *style, QStyle::StandardPixmap glyph, const QPalette &palette);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PaletteGlyph(QAbstractButton *button, QStyle::StandardPixmap glyph);
    void apply();

    QAbstractButton *m_button;
    QStyle::StandardPixmap m_glyph;
};

} // namespace drivebench::ui
