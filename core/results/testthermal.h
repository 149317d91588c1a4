// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test's drive temperature and throttling verdict (TestResult::thermal; made by
// core/runner/thermalmonitor.cpp, written at the top level of the test's JSON by resultjson.cpp:
// temperature_c {start, max, end, period_s, series}, throttled, throttle_reasons,
// throttle_basis; docs/health.md).

#include <optional>
#include <utility>
#include <vector>

#include <QStringList>

namespace drivebench {

struct TestResult;

struct TestTemperature
{
    double startC = 0;
    double maxC = 0;
    double endC = 0;
    std::optional<double> periodS;              ///< the sampling period; none in results made before it was recorded
    /// (seconds from the test's start, warm-up included; °C), in order.
    std::vector<std::pair<double, double>> series;
};

struct TestThermal
{
    std::optional<TestTemperature> temperature; ///< none: not read during the test
    bool throttled = false;
    QStringList throttleReasons;                ///< why, in words, when throttled
    QStringList throttleBasis;                  ///< what the verdict read: "hwmon", "smart"
};

/// The test's thermal record; an empty one (no temperature, not throttled) when the drive
/// reported nothing.
TestThermal thermalOf(const TestResult &test);

} // namespace drivebench
