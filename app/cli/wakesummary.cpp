// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakesummary.h"

#include "core/workloads/wakecurve.h"

namespace drivebench {

namespace {

QString ms(double us)
{
    return QString::number(us / 1000.0, 'f', 3);
}

} // namespace

QString wakeSummaryText(const QString &id, const WakeFigures &f)
{
    QString text;
    auto line = [&](const QString &s) { text += id + QStringLiteral(": ") + s + QLatin1Char('\n'); };
    line(QStringLiteral("%1 %2 %3 %4 %5").arg(QStringLiteral("idle"), -8).arg(QStringLiteral("median ms"), 10)
             .arg(QStringLiteral("p90 ms"), 10).arg(QStringLiteral("max ms"), 10).arg(QStringLiteral("reads"), 6));
    for (const WakePoint &p : f.points)
        line(QStringLiteral("%1 %2 %3 %4 %5").arg(formatIdle(p.idleMs), -8).arg(ms(p.medianUs), 10)
                 .arg(ms(p.p90Us), 10).arg(ms(p.maxUs), 10).arg(p.samples, 6));
    line(QStringLiteral("verdict: ") + f.verdict);
    line(QStringLiteral("APST steps: ") + f.apstSource);
    return text;
}

} // namespace drivebench
