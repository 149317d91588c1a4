// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace drivebench::ui {

/// The scroll area that holds the result panel (STYLE.md §15: the result is the hero). Its
/// minimum height is the panel's whole height for the width it has, up to maxMinimumHeight():
/// a splitter or a small window never takes the rows of the default and NVMe profiles from
/// view; profiles with many rows (sweeps, seek, small files) scroll inside the panel only.
class PanelArea final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PanelArea)

public:
    explicit PanelArea(QWidget *parent = nullptr);

    /// The most height the panel claims as its minimum (logical pixels).
    void setMaxMinimumHeight(int height);
    int maxMinimumHeight() const { return m_maxMinimum; }
    /// The height the panel needs to show all of itself at the area's width.
    int neededHeight() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

signals:
    /// The panel needs another height (its rows changed, or the width wrapped its lines).
    void neededHeightChanged(int height);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    int m_maxMinimum = 360;
    int m_lastNeeded = -1;
};

} // namespace drivebench::ui
