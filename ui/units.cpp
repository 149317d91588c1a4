// SPDX-License-Identifier: GPL-3.0-or-later
#include "units.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QLocale>

namespace drivebench::ui {

namespace {
// Gives lupdate a context for the free functions' strings.
struct Units
{
    Q_DECLARE_TR_FUNCTIONS(Units)
};
} // namespace

QString unitName(ResultUnit unit)
{
    switch (unit) {
    case ResultUnit::MegabytesPerSecond: return Units::tr("MB/s");
    case ResultUnit::GigabytesPerSecond: return Units::tr("GB/s");
    case ResultUnit::Iops: return Units::tr("IOPS");
    case ResultUnit::LatencyUs: return Units::tr("µs");
    }
    return {};
}

QString unitExplanation(ResultUnit unit)
{
    switch (unit) {
    case ResultUnit::MegabytesPerSecond: return Units::tr("1 MB/s = 1,000,000 bytes per second");
    case ResultUnit::GigabytesPerSecond: return Units::tr("1 GB/s = 1,000,000,000 bytes per second");
    case ResultUnit::Iops: return Units::tr("I/O operations completed per second");
    case ResultUnit::LatencyUs:
        return Units::tr("mean completion latency of one I/O in microseconds (lower is better)");
    }
    return {};
}

double figure(const TestResult &test, ResultUnit unit)
{
    switch (unit) {
    case ResultUnit::MegabytesPerSecond: return test.bandwidthBytesPerS / 1e6;
    case ResultUnit::GigabytesPerSecond: return test.bandwidthBytesPerS / 1e9;
    case ResultUnit::Iops: return test.iops;
    case ResultUnit::LatencyUs: return test.latencyUs.mean;
    }
    return 0;
}

QString formatFigure(double value, ResultUnit unit)
{
    QLocale locale;
    // MB/s and GB/s read like CrystalDiskMark's "3512.45"; IOPS and µs keep group separators
    // ("97,241", "1,204.50"), as the tables' µs do.
    if (unit == ResultUnit::MegabytesPerSecond || unit == ResultUnit::GigabytesPerSecond)
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
    switch (unit) {
    case ResultUnit::GigabytesPerSecond: return locale.toString(value, 'f', 3);
    case ResultUnit::Iops: return locale.toString(value, 'f', std::abs(value) >= 100 ? 0 : 2);
    case ResultUnit::MegabytesPerSecond:
    case ResultUnit::LatencyUs: break;
    }
    return locale.toString(value, 'f', 2);
}

QString formatMeasuredBytes(double bytes, double unitOf)
{
    const double scale = unitOf >= 0 ? unitOf : bytes;
    constexpr double kGiB = 1024.0 * 1024 * 1024, kMiB = 1024.0 * 1024;
    if (scale >= kGiB)
        return Units::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 2));
    return Units::tr("%1 MiB").arg(QLocale().toString(bytes / kMiB, 'f', bytes < 10 * kMiB ? 1 : 0));
}

QString wrappedToolTip(const QString &plain)
{
    const QStringList lines = plain.split(QLatin1Char('\n'));
    const bool longLine = std::any_of(lines.begin(), lines.end(), [](const QString &l) { return l.size() > 90; });
    if (!longLine)
        return plain;
    QStringList escaped;
    for (const QString &l : lines)
        escaped << l.toHtmlEscaped();
    return QStringLiteral("<qt>%1</qt>").arg(escaped.join(QStringLiteral("<br>")));
}

QString formatDuration(double seconds)
{
    if (!(seconds >= 0) || std::isinf(seconds))
        return QStringLiteral("–");
    const qint64 s = qint64(std::llround(seconds));
    if (s < 60)
        return Units::tr("%1 s").arg(s);
    if (s < 3600)
        return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace drivebench::ui
