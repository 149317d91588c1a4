// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakefigures.h"

#include <QJsonArray>

namespace drivebench {

namespace {

QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

QJsonObject toJson(const WakeFigures &f)
{
    QJsonArray points;
    for (const WakePoint &p : f.points)
        points.append(QJsonObject{{QStringLiteral("idle_ms"), p.idleMs},
                                  {QStringLiteral("samples"), p.samples},
                                  {QStringLiteral("median_us"), p.medianUs},
                                  {QStringLiteral("p90_us"), p.p90Us},
                                  {QStringLiteral("max_us"), p.maxUs}});
    QJsonArray steps;
    for (const WakeFigureStep &s : f.steps)
        steps.append(QJsonObject{{QStringLiteral("after_idle_ms"), s.afterIdleMs},
                                 {QStringLiteral("since_idle_ms"), s.sinceIdleMs},
                                 {QStringLiteral("penalty_us"), s.penaltyUs},
                                 {QStringLiteral("apst_state"), s.apstState ? QJsonValue(*s.apstState) : QJsonValue()},
                                 {QStringLiteral("apst_exit_latency_us"), opt(s.apstExitLatencyUs)}});
    QJsonArray expected;
    for (const WakeExpectedStep &e : f.expected)
        expected.append(QJsonObject{{QStringLiteral("state"), e.state},
                                    {QStringLiteral("after_idle_ms"), e.afterIdleMs},
                                    {QStringLiteral("exit_latency_us"), e.exitLatencyUs}});
    return QJsonObject{{QStringLiteral("samples_per_idle"), f.samplesPerIdle},
                       {QStringLiteral("points"), points},
                       {QStringLiteral("baseline_us"), f.baselineUs},
                       {QStringLiteral("steps"), steps},
                       {QStringLiteral("expected_steps"), expected},
                       {QStringLiteral("apst"), f.apstSource},
                       {QStringLiteral("verdict"), f.verdict}};
}

std::optional<WakeFigures> wakeFiguresFromJson(const QJsonObject &o)
{
    if (!o.value(QStringLiteral("points")).isArray() || !o.value(QStringLiteral("verdict")).isString())
        return std::nullopt;
    const auto num = [](const QJsonObject &from, const char *key) { return from.value(QLatin1String(key)).toDouble(); };
    WakeFigures f;
    f.samplesPerIdle = o.value(QStringLiteral("samples_per_idle")).toInt();
    for (const QJsonValue &v : o.value(QStringLiteral("points")).toArray()) {
        const QJsonObject p = v.toObject();
        f.points.push_back({num(p, "idle_ms"), p.value(QStringLiteral("samples")).toInt(), num(p, "median_us"),
                            num(p, "p90_us"), num(p, "max_us")});
    }
    f.baselineUs = num(o, "baseline_us");
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        WakeFigureStep step{num(s, "after_idle_ms"), num(s, "since_idle_ms"), num(s, "penalty_us"), {}, {}};
        if (s.value(QStringLiteral("apst_state")).isDouble())
            step.apstState = s.value(QStringLiteral("apst_state")).toInt();
        if (s.value(QStringLiteral("apst_exit_latency_us")).isDouble())
            step.apstExitLatencyUs = num(s, "apst_exit_latency_us");
        f.steps.push_back(step);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("expected_steps")).toArray()) {
        const QJsonObject e = v.toObject();
        f.expected.push_back({e.value(QStringLiteral("state")).toInt(), num(e, "after_idle_ms"), num(e, "exit_latency_us")});
    }
    f.apstSource = o.value(QStringLiteral("apst")).toString();
    f.verdict = o.value(QStringLiteral("verdict")).toString();
    return f;
}

} // namespace drivebench
