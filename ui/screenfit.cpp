// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenfit.h"

#include <algorithm>

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace drivebench::ui {

namespace {

QScreen *screenFor(const QWidget *window)
{
    if (const QWidget *parent = window->parentWidget(); parent && parent->screen())
        return parent->screen();
    if (window->screen())
        return window->screen();
    return QGuiApplication::primaryScreen();
}

} // namespace

void keepOnScreen(QWidget *window)
{
    const QScreen *screen = screenFor(window);
    if (!screen)
        return;
    const QRect area = screen->availableGeometry();
    // The frame the window manager adds is not known before the window shows: leave room for it.
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    const QSize room(std::max(1, area.width() - std::max(frame.width(), 0)),
                     std::max(1, area.height() - std::max(frame.height(), 0)));
    QSize size = window->size().boundedTo(room);
    size = size.expandedTo(window->minimumSize().boundedTo(room));
    if (size != window->size())
        window->resize(size);
    QRect geometry = window->frameGeometry();
    if (!area.contains(geometry)) {
        QPoint at = geometry.topLeft();
        at.setX(std::clamp(at.x(), area.left(), std::max(area.left(), area.right() - geometry.width() + 1)));
        at.setY(std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() - geometry.height() + 1)));
        // A dialog centred on its parent unless that puts it off the screen.
        if (const QWidget *parent = window->parentWidget(); parent && window->isWindow() && !window->isVisible()) {
            const QRect p = parent->window()->frameGeometry();
            QPoint centred = p.center() - QPoint(geometry.width() / 2, geometry.height() / 2);
            centred.setX(std::clamp(centred.x(), area.left(), std::max(area.left(), area.right() - geometry.width() + 1)));
            centred.setY(std::clamp(centred.y(), area.top(), std::max(area.top(), area.bottom() - geometry.height() + 1)));
            at = centred;
        }
        window->move(at);
    }
}

void cascadeOnScreen(QWidget *window)
{
    const QWidget *parent = window->parentWidget();
    const QWidget *newest = nullptr;
    if (parent) {
        for (const QWidget *w : parent->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (w != window && w->isWindow() && w->isVisible() && w->metaObject() == window->metaObject())
                newest = w;
        }
    }
    if (newest) {
        // A title bar's height and as much to the right: each dialog's title stays readable.
        const int step = std::max(24, window->fontMetrics().height() * 2);
        window->move(newest->frameGeometry().topLeft() + QPoint(step, step));
    }
    keepOnScreen(window);
}

void fitToScreen(QWidget *window, QSize preferred)
{
    window->resize(preferred);
    keepOnScreen(window);
}

} // namespace drivebench::ui
