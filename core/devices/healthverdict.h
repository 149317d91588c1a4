#pragma once

// A drive's health in one word ("ok", "warning", "failing") with the reasons in plain language:
// what `health` prints at the top, `drives --json` carries and the Health view colours.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace drivebench {

enum class HealthLevel { Ok, Warning, Failing };

struct HealthVerdict
{
    HealthLevel level = HealthLevel::Ok;
    QStringList reasons;

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
        if (int(other.level) > int(level))
            level = other.level;
    }
    QString overall() const
    {
        switch (level) {
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
