// SPDX-License-Identifier: GPL-3.0-or-later
#include "colorscheme.h"

#include <memory>

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace drivebench::ui {

bool parseColorScheme(const QString &text, ColorScheme *scheme)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("system") || t.isEmpty())
        *scheme = ColorScheme::System;
    else if (t == QLatin1String("light"))
        *scheme = ColorScheme::Light;
    else if (t == QLatin1String("dark"))
        *scheme = ColorScheme::Dark;
    else
        return false;
    return true;
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette darkPalette()
{
    // Contrast ratios: text on window ~11:1, text on base ~14:1; disabled text still ~4:1.
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x8a, 0x8d, 0x91), highlight(0x3d, 0x8b, 0xd9);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x45));
    p.setColor(QPalette::Mid, QColor(0x5c, 0x60, 0x66));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb2, 0xf5));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xf0));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    return p;
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion ? fusion->standardPalette() : QPalette(QColor(0xef, 0xef, 0xef));
}

void applyColorScheme(ColorScheme scheme)
{
    if (scheme == ColorScheme::System)
        return;
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(scheme == ColorScheme::Dark ? darkPalette() : lightPalette());
}

} // namespace drivebench::ui
