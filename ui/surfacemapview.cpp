// SPDX-License-Identifier: GPL-3.0-or-later
#include "surfacemapview.h"

#include <algorithm>
#include <climits>

#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include "core/util/bytesize.h"
#include "core/workloads/surfacescan.h"

namespace drivebench::ui {

namespace {

int rank(SurfaceCell c)
{
    // The worst of a square's points shows: unreadable over slow over read over not scanned.
    switch (c) {
    case SurfaceCell::Bad:
        return 3;
    case SurfaceCell::Slow:
        return 2;
    case SurfaceCell::Good:
        return 1;
    case SurfaceCell::NotScanned:
        return 0;
    }
    return 0;
}

QString cellName(SurfaceCell c)
{
    switch (c) {
    case SurfaceCell::Good:
        return SurfaceMapView::tr("good");
    case SurfaceCell::Slow:
        return SurfaceMapView::tr("slow");
    case SurfaceCell::Bad:
        return SurfaceMapView::tr("unreadable");
    case SurfaceCell::NotScanned:
        return SurfaceMapView::tr("not scanned");
    }
    return {};
}

// Where point i's square ends: the next point's offset, the last one at the span's end.
std::uint64_t pointEnd(const SurfaceErrorMap &m, std::size_t i)
{
    return i + 1 < m.offsets.size() ? m.offsets[i + 1] : m.spanBytes;
}

} // namespace

SurfaceMapGrid::SurfaceMapGrid(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("surfaceMapGrid"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void SurfaceMapGrid::setMap(const SurfaceErrorMap &map)
{
    m_map = map;
    updateGeometry();
    update();
}

int SurfaceMapGrid::columns(int width) const
{
    return std::max(1, (width + kGap) / (kSquare + kGap));
}

int SurfaceMapGrid::pointsPerSquare(int width) const
{
    const int points = int(m_map.cells.size());
    const int most = columns(width) * kMaxRows;
    return points <= most ? 1 : (points + most - 1) / most;
}

int SurfaceMapGrid::squares(int width) const
{
    const int per = pointsPerSquare(width);
    return (int(m_map.cells.size()) + per - 1) / per;
}

int SurfaceMapGrid::heightForWidth(int width) const
{
    const int cols = columns(width);
    const int rows = std::max(1, (squares(width) + cols - 1) / cols);
    return rows * (kSquare + kGap) - kGap;
}

QSize SurfaceMapGrid::sizeHint() const
{
    return {400, heightForWidth(400)};
}

QSize SurfaceMapGrid::minimumSizeHint() const
{
    return {(kSquare + kGap) * 8, kSquare};
}

SurfaceCell SurfaceMapGrid::squareState(int i) const
{
    const int per = pointsPerSquare(width());
    SurfaceCell worst = SurfaceCell::NotScanned;
    for (int p = i * per; p < std::min(int(m_map.cells.size()), (i + 1) * per); ++p) {
        if (rank(m_map.cells[std::size_t(p)]) > rank(worst))
            worst = m_map.cells[std::size_t(p)];
    }
    return worst;
}

QRect SurfaceMapGrid::squareRect(int i) const
{
    const int cols = columns(width());
    return {(i % cols) * (kSquare + kGap), (i / cols) * (kSquare + kGap), kSquare, kSquare};
}

QColor SurfaceMapGrid::color(SurfaceCell cell, const QPalette &palette)
{
    // Readable on light and dark: HD Tune's green and red, amber for slow, the palette's mid grey
    // for what was not scanned.
    switch (cell) {
    case SurfaceCell::Good:
        return QColor(46, 160, 67);
    case SurfaceCell::Slow:
        return QColor(230, 152, 0);
    case SurfaceCell::Bad:
        return QColor(214, 40, 40);
    case SurfaceCell::NotScanned:
        return palette.color(QPalette::Mid);
    }
    return {};
}

void SurfaceMapGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const int n = squares(width());
    for (int i = 0; i < n; ++i)
        painter.fillRect(squareRect(i), color(squareState(i), palette()));
}

bool SurfaceMapGrid::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int n = squares(width());
        for (int i = 0; i < n; ++i) {
            if (!squareRect(i).contains(help->pos()))
                continue;
            const int per = pointsPerSquare(width());
            const std::size_t first = std::size_t(i * per);
            const std::size_t last = std::min(m_map.cells.size(), std::size_t((i + 1) * per)) - 1;
            const QString where = tr("%1 – %2").arg(formatBytes(m_map.offsets[first]),
                                                   formatBytes(pointEnd(m_map, last)));
            QToolTip::showText(help->globalPos(),
                               per == 1 ? tr("Point %1 of %2: %3: %4").arg(i + 1).arg(m_map.cells.size())
                                              .arg(where, cellName(squareState(i)))
                                        : tr("Points %1 – %2 of %3: %4: %5").arg(first + 1).arg(last + 1)
                                              .arg(m_map.cells.size()).arg(where, cellName(squareState(i))),
                               this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

SurfaceMapView::SurfaceMapView(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_grid(new SurfaceMapGrid(this))
    , m_scale(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("surfaceMap"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_grid);
    m_scale->setObjectName(QStringLiteral("surfaceMapScale"));
    m_scale->setWordWrap(true);
    layout->addWidget(m_scale);
    m_legend->setObjectName(QStringLiteral("surfaceMapLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    layout->addWidget(m_legend);
    m_note->setObjectName(QStringLiteral("surfaceMapNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
}

QStringList SurfaceMapView::badRanges(const SurfaceErrorMap &map, int maxRanges)
{
    QStringList ranges;
    const std::size_t n = std::min(map.cells.size(), map.offsets.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (map.cells[i] != SurfaceCell::Bad)
            continue;
        std::size_t j = i;
        while (j + 1 < n && map.cells[j + 1] == SurfaceCell::Bad)
            ++j;
        if (int(ranges.size()) == maxRanges) {
            ranges << QStringLiteral("…");
            break;
        }
        ranges << tr("%1 – %2").arg(formatBytes(map.offsets[i]), formatBytes(pointEnd(map, j)));
        i = j;
    }
    return ranges;
}

bool SurfaceMapView::setTest(const TestResult &test)
{
    const WorkloadFigures figures = workloadFiguresOf(test);
    if (!figures.surface || !figures.surface->errorMap || figures.surface->errorMap->cells.empty())
        return false;
    const SurfaceErrorMap &m = *figures.surface->errorMap;
    m_grid->setMap(m);
    if (m.full) {
        m_title->setText(tr("Full error scan: every block of %1, %n square(s)", nullptr, int(m.cells.size()))
                             .arg(formatBytes(m.spanBytes)));
        m_scale->setText(tr("Left to right, top to bottom from the start (0) to the end (%1); each square is about "
                            "%2, every %3 block of it read: its worst block decides its colour.")
                             .arg(formatBytes(m.spanBytes), formatBytes(m.pointBytes), formatBytes(m.blockBytes)));
    } else {
        m_title->setText(tr("Sampled error scan: %n point(s) over %1", nullptr, int(m.cells.size()))
                             .arg(formatBytes(m.spanBytes)));
        m_scale->setText(tr("Left to right, top to bottom from the start (0) to the end (%1); each square is a point read "
                            "(%2) and the span up to the next one, not read (sampled).")
                             .arg(formatBytes(m.spanBytes), formatBytes(m.pointBytes)));
    }
    const auto swatch = [&](SurfaceCell c, int count) {
        return QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
            .arg(SurfaceMapGrid::color(c, palette()).name(),
                 tr("%1: %2").arg(cellName(c)).arg(count).toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    };
    QStringList parts{swatch(SurfaceCell::Good, m.good), swatch(SurfaceCell::Slow, m.slow),
                      swatch(SurfaceCell::Bad, m.bad)};
    if (m.notScanned > 0)
        parts << swatch(SurfaceCell::NotScanned, m.notScanned);
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
    m_legend->setToolTip(tr("Slow: read in more than %1 times the scan's median time per point (%2 ms), or one request "
                            "took over %3 ms. Unreadable: a read of the point, or a random access read within its square, "
                            "failed.")
                             .arg(SurfaceErrorMap::kSlowFactor)
                             .arg(QLocale().toString(m.medianPointMs, 'f', 2))
                             .arg(SurfaceErrorMap::kSlowRequestMs));
    QStringList notes;
    if (m.readErrors > 0) {
        notes << tr("%n read error(s); unreadable: %1", nullptr, int(std::min<std::uint64_t>(m.readErrors, INT_MAX)))
                     .arg(badRanges(m, 4).join(QStringLiteral(", ")));
    }
    if (m.stopped == SurfaceStop::ConsecutiveErrors)
        notes << tr("The scan stopped after %1 unreadable points in a row: the drive is failing there or has gone. "
                    "Save its data first, then check its health.").arg(kMaxConsecutiveBadPoints);
    else if (m.stopped == SurfaceStop::ErrorLimit)
        notes << tr("The scan stopped after %1 read errors. Save the drive's data first, then check its health.")
                     .arg(kMaxReadErrors);
    else if (m.stopped == SurfaceStop::DeviceGone)
        notes << tr("The scan stopped: the device went away. Check its cable or connection.");
    else if (m.readErrors == 0 && m.slow == 0 && m.notScanned == 0)
        notes << tr("Every point read without error.");
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());
    return true;
}

QString SurfaceMapView::legendText() const
{
    return m_legend->text();
}

QString SurfaceMapView::noteText() const
{
    return m_note->text();
}

} // namespace drivebench::ui
