// SPDX-License-Identifier: GPL-3.0-or-later
#include "bytesize.h"

#include <cmath>

#include <QLocale>

namespace drivebench {

std::optional<std::uint64_t> parseByteSize(const QString &input)
{
    QString text = input.trimmed();
    std::uint64_t multiplier = 1;
    static constexpr struct { const char *suffix; int shift; } kSuffixes[] = {
        {"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40},
        {"KB", 10}, {"MB", 20}, {"GB", 30}, {"TB", 40},
        {"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}, {"B", 0},
    };
    for (const auto &s : kSuffixes) {
        if (text.endsWith(QLatin1String(s.suffix), Qt::CaseInsensitive)) {
            multiplier = std::uint64_t(1) << s.shift;
            text.chop(int(qstrlen(s.suffix)));
            break;
        }
    }
    bool ok = false;
    const qulonglong n = text.trimmed().toULongLong(&ok);
    if (!ok || n == 0 || n > (~std::uint64_t(0)) / multiplier)
        return std::nullopt;
    return std::uint64_t(n) * multiplier;
}

QString formatBytes(std::uint64_t bytes)
{
    static constexpr const char *kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double value = double(bytes);
    int i = 0;
    while (value >= 1024 && i < 5) {
        value /= 1024;
        ++i;
    }
    const bool whole = std::abs(value - std::round(value)) < 0.05;
    return QStringLiteral("%1 %2")
        .arg(QLocale().toString(value, 'f', whole || i == 0 ? 0 : 1), QLatin1String(kUnits[i]));
}

QString formatBlockSize(std::uint64_t bytes, ByteSpacing spacing)
{
    static constexpr struct { int shift; const char *unit; } kUnits[] = {
        {40, "TiB"}, {30, "GiB"}, {20, "MiB"}, {10, "KiB"},
    };
    const QString blank = spacing == ByteSpacing::Space ? QStringLiteral(" ") : QString();
    for (const auto &u : kUnits) {
        const std::uint64_t one = std::uint64_t(1) << u.shift;
        if (bytes >= one && bytes % one == 0)
            return QString::number(bytes >> u.shift) + blank + QLatin1String(u.unit);
    }
    return QString::number(bytes) + blank + QStringLiteral("B");
}

QString formatCapacity(std::uint64_t bytes)
{
    static constexpr const char *kUnits[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    double value = double(bytes);
    int i = 0;
    while (value >= 1000 && i < 5) {
        value /= 1000;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', value < 10 && i > 0 ? 1 : 0),
                                       QLatin1String(kUnits[i]));
}

} // namespace drivebench
