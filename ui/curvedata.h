// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test's curves as the window names them: core's typed curves (core/results/testcurves.h),
// with the named sets (transfer rate, access time, write rate, a sweep's rates) in the window's
// language. The curve view, the Compare view and the comparison picture read these.

#include <vector>

#include "core/results/testcurves.h"

namespace drivebench::ui {

/// testCurves(test) with the named sets' titles translated.
std::vector<CurveSeries> curvesOf(const TestResult &test);

} // namespace drivebench::ui
