// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonnumber.h"

#include <charconv>
#include <cmath>

#include <QJsonValue>
#include <QString>

namespace drivebench {

std::optional<std::uint64_t> jsonCount(const QJsonValue &value, std::uint64_t max)
{
    if (!value.isDouble())
        return 0;
    // Whole numbers that fit in 63 bits are held exactly (Qt keeps integers as qint64).
    if (const qint64 exact = value.toInteger(-1); exact >= 0)
        return std::uint64_t(exact) <= max ? std::optional<std::uint64_t>(std::uint64_t(exact)) : std::nullopt;
    const double v = std::trunc(value.toDouble());
    // 2^64 is exactly representable; every double below it converts. max itself may round up
    // when converted to double, so compare after converting back.
    if (!(v >= 0) || v >= 18446744073709551616.0)
        return std::nullopt;
    const auto n = std::uint64_t(v);
    if (n > max)
        return std::nullopt;
    return n;
}

QString jsonNumberText(const QJsonValue &value)
{
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value.toDouble()).ptr;
    return QString::fromLatin1(text, end - text);
}

} // namespace drivebench
