// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace drivebench::ui {

/// A one-line label that never holds its window wider than the screen: narrower than its text,
/// it ends in "…" and its tooltip gives the whole text (the line under Start: a long profile
/// description held the window wider than a 1280-pixel screen, and wrapping it took the panel's
/// height at 720 lines).
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace drivebench::ui
