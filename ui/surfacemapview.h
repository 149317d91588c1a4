// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The surface scan's error map, as HD Tune's Error Scan draws it: a grid of squares over the
// whole scanned span in order (left to right, top to bottom), each a point of the scan (or, for a
// scan of more points than squares fit, a run of neighbouring points: the worst of them shows),
// coloured good, slow or unreadable, with a legend of the counts, where the unreadable regions
// lie, and why a scan ended early. A card under the panel's grid, so the saved panel picture
// carries it too. It reads the typed figures (core/results/workloadfigures.h: SurfaceErrorMap).

#include <QFrame>

#include "core/results/runresult.h"
#include "core/results/workloadfigures.h"

class QLabel;

namespace drivebench::ui {

/// The squares alone (a widget of its own so that its height follows its width).
class SurfaceMapGrid final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SurfaceMapGrid)

public:
    explicit SurfaceMapGrid(QWidget *parent = nullptr);
    void setMap(const SurfaceErrorMap &map);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Squares drawn at width, and points per square.
    int squares(int width) const;
    int pointsPerSquare(int width) const;
    /// The state shown by square i at the current width (the worst of its points).
    SurfaceCell squareState(int i) const;
    /// A square's rectangle at the current width.
    QRect squareRect(int i) const;

    static QColor color(SurfaceCell cell, const QPalette &palette);
    static constexpr int kSquare = 10;  ///< logical pixels
    static constexpr int kGap = 2;
    static constexpr int kMaxRows = 16;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int columns(int width) const;

    SurfaceErrorMap m_map;
};

class SurfaceMapView final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SurfaceMapView)

public:
    explicit SurfaceMapView(QWidget *parent = nullptr);

    /// Shows the test's error map; false (and nothing shown) when the test has none.
    bool setTest(const TestResult &test);

    SurfaceMapGrid *grid() const { return m_grid; }
    QString legendText() const;
    QString noteText() const;

    /// Runs of unreadable squares as offset ranges ("96.0 MiB – 104.0 MiB"), for the note.
    static QStringList badRanges(const SurfaceErrorMap &map, int maxRanges);

private:
    QLabel *m_title;
    SurfaceMapGrid *m_grid;
    QLabel *m_scale;
    QLabel *m_legend;
    QLabel *m_note;
};

} // namespace drivebench::ui
