// SPDX-License-Identifier: GPL-3.0-or-later
#include "panelarea.h"

#include <algorithm>

#include <QEvent>
#include <QScrollBar>

namespace drivebench::ui {

PanelArea::PanelArea(QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(QStringLiteral("panelArea"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Preferred, not MinimumExpanding: a policy without ShrinkFlag makes the size hint (the whole
    // panel, a sweep's table of 42 rows) the least height, past the cap and off the screen.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void PanelArea::setMaxMinimumHeight(int height)
{
    m_maxMinimum = height;
    updateGeometry();
}

int PanelArea::neededHeight() const
{
    const QWidget *panel = widget();
    if (!panel)
        return 0;
    const int width = std::max(viewport()->width(), panel->minimumSizeHint().width());
    const int h = panel->hasHeightForWidth() ? panel->heightForWidth(width) : panel->sizeHint().height();
    return std::max(h, panel->minimumSizeHint().height()) + 2 * frameWidth();
}

QSize PanelArea::minimumSizeHint() const
{
    QSize s = QScrollArea::minimumSizeHint();
    // As wide as the panel's columns need, with room for the scroll bar of a many-row profile.
    if (const QWidget *panel = widget())
        s.setWidth(std::max(s.width(), panel->minimumSizeHint().width() + 2 * frameWidth()
                                           + verticalScrollBar()->sizeHint().width()));
    s.setHeight(std::max(s.height(), std::min(neededHeight(), m_maxMinimum)));
    return s;
}

QSize PanelArea::sizeHint() const
{
    QSize s = QScrollArea::sizeHint();
    s.setHeight(neededHeight());
    return s;
}

bool PanelArea::eventFilter(QObject *watched, QEvent *event)
{
    // The panel's rows changed (another profile, a run's warnings): claim their height anew.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        const int needed = neededHeight();
        if (needed != m_lastNeeded) {
            m_lastNeeded = needed;
            updateGeometry();
            emit neededHeightChanged(needed);
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

void PanelArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    // Wrapped lines take another height at another width.
    const int needed = neededHeight();
    if (needed != m_lastNeeded) {
        m_lastNeeded = needed;
        updateGeometry();
        emit neededHeightChanged(needed);
    }
}

} // namespace drivebench::ui
