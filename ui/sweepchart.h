// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The block-size sweep as ATTO Disk Benchmark draws it: one row per block size, its read and
// write bars side by side (one above the other) on one linear scale, and their figures in two
// columns at the right. Headers name the columns and their colours (the legend, above the data,
// never over it); the scale's ticks are spaced so their labels never overlap. Rows fill in as
// the sweep runs. A click on a bar selects that test (as a click on its cell does).

#include <QString>
#include <QWidget>
#include <vector>

namespace drivebench::ui {

class SweepChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepChart)

public:
    /// One block size: its label and each direction's figure (value < 0: none yet).
    struct Row
    {
        QString id;           ///< the test's id, for selection
        QString label;        ///< "4 KiB"
        double read = -1, write = -1;
        QString readText, writeText; ///< as the panel writes them ("running…", "skipped", "1,234")
    };

    explicit SweepChart(QWidget *parent = nullptr);

    /// The rows, in order, and the unit their values are in ("MB/s", "IOPS").
    void setRows(std::vector<Row> rows, const QString &unit);
    const std::vector<Row> &rows() const { return m_rows; }

    bool hasHeightForWidth() const override { return true; }
    /// The least height at this width: the rows in two columns where the width takes two.
    int heightForWidth(int width) const override;
    /// The height of the rows in one column (ATTO's chart), which the chart takes when it has it.
    int oneColumnHeight(int width) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// 1, or 2 when the chart has less height than one column needs (and the width for two).
    int columnCount() const;

    /// Geometry at the current size, for tests: a row's label, a bar, the tick labels.
    QRect labelRect(int row) const;
    QRect barRect(int row, bool write) const;
    QList<QRect> tickLabelRects(int column = 0) const;
    QRect headerRect(bool write, int column = 0) const;
    QRect valueRect(int row, bool write) const;

Q_SIGNALS:
    /// The user clicked a bar: show that test (op "read" or "write").
    void testActivated(const QString &id, const QString &op);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Layout
    {
        int labelWidth = 0, valueWidth = 0, rowHeight = 0, headerHeight = 0, axisHeight = 0;
        int columns = 1, perColumn = 0, columnWidth = 0, columnGap = 0;
        QRect plot;          ///< the bars' area of the first column
        double top = 1;      ///< the scale's end
        double step = 1;     ///< between ticks
    };
    /// The layout at this size: one column of rows, or two when height is less than one needs.
    Layout layout(int width, int height) const;
    Layout layout() const;
    static int heightFor(const Layout &l);
    /// Where a row's band starts (its column's left, its top).
    static QPoint rowOrigin(const Layout &l, int row);
    /// The row under pos, -1 when none.
    int rowAt(const Layout &l, QPoint pos) const;
    QString headerText(bool write) const;

    std::vector<Row> m_rows;
    QString m_unit;
};

} // namespace drivebench::ui
