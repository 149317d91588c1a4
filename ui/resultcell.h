// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace drivebench::ui {

/// One figure of the result panel, drawn like CrystalDiskMark's cells: a large number over a bar
/// whose length grows with the logarithm of the value, so 0.1 MB/s and 7000 MB/s both stay visible.
class ResultCell final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultCell)

public:
    enum class State { Empty, Running, Done, Partial, Failed };

    explicit ResultCell(QWidget *parent = nullptr);

    void setState(State state);
    State state() const { return m_state; }
    /// The text shown and the bar fraction in [0, 1].
    void setValue(const QString &text, double fraction);
    QString text() const { return m_text; }
    double fraction() const { return m_fraction; }
    /// A warning mark drawn in the cell's corner ("[above link ceiling]"); empty = none.
    void setMark(const QString &mark);
    QString mark() const { return m_mark; }
    /// A short note drawn small in the cell's bottom-left corner ("steady @7"); empty = none.
    void setNote(const QString &note);
    QString note() const { return m_note; }
    /// Marks the cell: the drive throttled (thermally) during this test.
    void setThrottled(bool throttled);
    bool isThrottled() const { return m_throttled; }

    /// A cell with a test: clicking it, or Enter/Space on it, emits activated().
    void setSelectable(bool selectable);
    /// The cell's test is the one the charts show.
    void setSelected(bool selected);
    bool isSelected() const { return m_selected; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void activated();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    State m_state = State::Empty;
    QString m_text;
    QString m_mark;
    QString m_note;
    double m_fraction = 0;
    bool m_throttled = false;
    bool m_selected = false;
};

} // namespace drivebench::ui
