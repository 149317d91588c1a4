// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A drive's health in one word ("ok", "warning", "failing"; "unknown" for a device without SMART)
// with the reasons in plain language:
// what `health` prints at the top, `drives --json` carries and the Health view colours.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace drivebench {

/// Unknown: the device has no health data of its own (a loop, dm, virtio disk: no SMART).
enum class HealthLevel { Unknown, Ok, Warning, Failing };

struct HealthVerdict
{
    HealthLevel level = HealthLevel::Ok;
    QStringList reasons;
    QStringList notes; ///< what was seen and judged harmless (old-age at threshold, a value that is no count)

    /// Says nothing can be judged, and why ("no SMART on this kind of device").
    static HealthVerdict unknown(const QString &reason)
    {
        HealthVerdict v;
        v.level = HealthLevel::Unknown;
        v.reasons << reason;
        return v;
    }
    /// Adds a note; the level stays.
    void note(const QString &text) { notes << text; }

    /// Adds a reason; raises the level to Warning (never lowers it).
    void warn(const QString &reason)
    {
        reasons << reason;
        if (level == HealthLevel::Ok)
            level = HealthLevel::Warning;
    }
    /// Adds a reason; the level becomes Failing.
    void fail(const QString &reason)
    {
        reasons << reason;
        level = HealthLevel::Failing;
    }
    void merge(const HealthVerdict &other)
    {
        reasons << other.reasons;
        notes << other.notes;
        if (int(other.level) > int(level))
            level = other.level;
    }
    QString overall() const
    {
        switch (level) {
        case HealthLevel::Unknown:
            return QStringLiteral("unknown");
        case HealthLevel::Ok:
            return QStringLiteral("ok");
        case HealthLevel::Warning:
            return QStringLiteral("warning");
        case HealthLevel::Failing:
            break;
        }
        return QStringLiteral("failing");
    }
    /// {"overall": ..., "reasons": [...]}
    QJsonObject toJson() const
    {
        return QJsonObject{{QStringLiteral("overall"), overall()},
                           {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)}};
    }
};

} // namespace drivebench
