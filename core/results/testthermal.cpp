// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results/testthermal.h"

#include "core/results/runresult.h"

namespace drivebench {

TestThermal thermalOf(const TestResult &test)
{
    return test.thermal.value_or(TestThermal{});
}

} // namespace drivebench
