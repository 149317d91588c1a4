// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTime>
#include <QTimeZone>

namespace drivebench {

// A QDateTime in UTC (timeSpec() == Qt::UTC, so ISO strings end in "Z") on every Qt 6 that
// DriveBench builds with. Qt 6.8 (Debian 13) deprecates the Qt::TimeSpec overloads, which the
// ci preset's -Werror turns into errors; Qt 6.4 (Debian 12) has no QTimeZone::UTC, and its
// QTimeZone::utc() gives a Qt::TimeZone date-time that writes "+00:00" instead of "Z".
inline QDateTime utcDateTime(QDate date, QTime time)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime(date, time, QTimeZone(QTimeZone::UTC));
#else
    return QDateTime(date, time, Qt::UTC);
#endif
}

/// The one ISO 8601 form results use for a time: UTC with milliseconds ("2026-12-07T03:08:46.123Z");
/// "" for an invalid (unknown) time.
inline QString isoUtc(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

inline QDateTime utcFromMSecsSinceEpoch(qint64 msecs)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime::fromMSecsSinceEpoch(msecs, QTimeZone(QTimeZone::UTC));
#else
    return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
#endif
}

} // namespace drivebench
