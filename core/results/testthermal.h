// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test's drive temperature and throttling verdict (core/runner/thermalmonitor.cpp records
// them in TestResult::thermal; docs/health.md), typed for the front ends: the one place that
// reads them back.

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
    /// (seconds from the test's start, warm-up included; °C), in order.
    std::vector<std::pair<double, double>> series;
};

struct TestThermal
{
    std::optional<TestTemperature> temperature; ///< none: not read during the test
    bool throttled = false;
    QStringList throttleReasons;                ///< why, in words, when throttled
};

TestThermal thermalOf(const TestResult &test);

} // namespace drivebench
