// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results/testthermal.h"

#include <QJsonArray>
#include <QJsonObject>

#include "core/results/runresult.h"

namespace drivebench {

TestThermal thermalOf(const TestResult &test)
{
    TestThermal t;
    const QJsonObject temp = test.thermal.value(QStringLiteral("temperature_c")).toObject();
    if (!temp.isEmpty()) {
        TestTemperature c;
        c.startC = temp.value(QStringLiteral("start")).toDouble();
        c.maxC = temp.value(QStringLiteral("max")).toDouble();
        c.endC = temp.value(QStringLiteral("end")).toDouble();
        for (const QJsonValue &v : temp.value(QStringLiteral("series")).toArray()) {
            const QJsonArray point = v.toArray();
            if (point.size() >= 2 && point.at(0).isDouble() && point.at(1).isDouble())
                c.series.emplace_back(point.at(0).toDouble(), point.at(1).toDouble());
        }
        t.temperature = std::move(c);
    }
    t.throttled = test.thermal.value(QStringLiteral("throttled")).toBool();
    for (const QJsonValue &r : test.thermal.value(QStringLiteral("throttle_reasons")).toArray())
        t.throttleReasons << r.toString();
    return t;
}

} // namespace drivebench
