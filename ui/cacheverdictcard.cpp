// SPDX-License-Identifier: GPL-3.0-or-later
#include "cacheverdictcard.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

// GiB, as the window gives the test file's and the device's sizes (one unit family on the card).
QString gigabytes(double bytes, double unitOf = -1)
{
    return formatMeasuredBytes(bytes, unitOf);
}

QString rate(double bytesPerS)
{
    return formatFigure(bytesPerS / 1e6, ResultUnit::MegabytesPerSecond) + QLatin1Char(' ')
           + unitName(ResultUnit::MegabytesPerSecond);
}

} // namespace

CacheVerdictCard::CacheVerdictCard(QWidget *parent)
    : VerdictCard(QStringLiteral("cacheVerdictCard"), QStringLiteral("cacheTitle"), QStringLiteral("cacheNote"), parent)
{
    setAccessibleName(tr("Cache verdict"));
    m_grid->addWidget(m_title, 0, 0, 1, 3);
    m_grid->setColumnStretch(2, 1);
}

QLabel *CacheVerdictCard::addRow(const QString &name, const QString &label, const QString &tip)
{
    auto *l = new QLabel(label, this);
    QLabel *v = newFigure(name, QStringLiteral("cache_"));
    v->setToolTip(tip);
    l->setToolTip(tip);
    if (name == QLatin1String("size")) {
        l->setFont(bold(font(), 1.2));
        v->setFont(bold(font(), 1.2));
    }
    m_grid->addWidget(l, m_row, 0);
    m_grid->addWidget(v, m_row, 1);
    ++m_row;
    m_rows << l << v;
    return v;
}

void CacheVerdictCard::clearRows()
{
    qDeleteAll(m_rows);
    m_rows.clear();
    forgetFigures();
    m_row = 1;
    m_grid->removeWidget(m_note);
}

bool CacheVerdictCard::setTest(const TestResult &test)
{
    clearRows();
    const WorkloadFigures figures = workloadFiguresOf(test);
    if (!figures.cache || figures.cache->idleBeforeS > 0) {
        m_title->clear();
        m_note->clear();
        return false;
    }
    const CacheFigures &f = *figures.cache;
    const CacheCurve &c = f.curve;
    const QLocale l;
    m_title->setText(test.completed ? tr("%1: SLC cache").arg(testLabel(test))
                                    : tr("%1: SLC cache (incomplete: the write was stopped part-way)")
                                          .arg(testLabel(test)));
    if (!c.sizeBytes) {
        addRow(QStringLiteral("size"), tr("Cache size"), tr("No drop in the write rate was seen"))
            ->setText(tr("more than %1, or none").arg(gigabytes(double(c.writtenBytes))));
        addRow(QStringLiteral("in_cache"), tr("Write rate throughout"),
               tr("The whole write's rate: MB/s = 10^6 bytes per second"))
            ->setText(rate(c.inCacheBytesPerS));
        m_note->setText(tr("No cache cliff within the %1 written: the cache is larger than that, or the "
                           "drive has none. To find it, write more: a larger test file (Size), or a "
                           "whole device.").arg(gigabytes(double(c.writtenBytes))));
    } else {
        addRow(QStringLiteral("size"), tr("Cache size"),
               tr("Bytes written at full speed before the rate dropped; ± one bin of the curve (%1 s) at that speed")
                   .arg(l.toString(c.binS, 'g', 3)))
            ->setText(tr("%1 ± %2").arg(gigabytes(double(*c.sizeBytes)),
                                        gigabytes(double(c.sizeUncertaintyBytes), double(*c.sizeBytes))));
        addRow(QStringLiteral("in_cache"), tr("In the cache"), tr("Mean write rate before the drop"))
            ->setText(rate(c.inCacheBytesPerS));
        addRow(QStringLiteral("after_cache"), tr("After the cache"),
               tr("Mean write rate after the drop (up to the floor, when there is one)"))
            ->setText(rate(c.afterCacheBytesPerS.value_or(0)));
        addRow(QStringLiteral("floor"), tr("Floor"),
               tr("A second, lower drop: the drive folding its cache, or writing straight to TLC/QLC"))
            ->setText(c.floorBytesPerS && c.floorAfterBytes
                          ? tr("%1 after %2 written").arg(rate(*c.floorBytesPerS), gigabytes(double(*c.floorAfterBytes)))
                          : tr("none seen"));
        for (std::size_t i = 0; i < f.recovery.size(); ++i) {
            const CacheRecovery &r = f.recovery[i];
            const QString text = r.atLeast ? tr("%1 or more (all of the burst)").arg(gigabytes(double(r.sizeBytes)))
                                 : r.sizeBytes == 0 ? tr("none")
                                                    : gigabytes(double(r.sizeBytes));
            addRow(QStringLiteral("recovery_%1").arg(i),
                   tr("Back after %1 s idle").arg(l.toString(r.idleS, 'g', 6)),
                   tr("A burst after the drive was left idle: the bytes it wrote at cache speed"))
                ->setText(text);
        }
        m_note->setText(f.recovery.empty()
                            ? tr("The write rate per second is on the curve below; the drop is its change point.")
                            : tr("The write rate per second is on the curve below; the drop is its change "
                                 "point. Each idle pause is followed by a burst from the start of the span."));
    }
    m_grid->addWidget(m_note, m_row, 0, 1, 3);
    setAccessibleDescription(tr("Cache size %1; in the cache %2; after the cache %3")
                                 .arg(figureText(QStringLiteral("size")), figureText(QStringLiteral("in_cache")),
                                      figureText(QStringLiteral("after_cache"))));
    return true;
}

} // namespace drivebench::ui
