// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pre-flight warning "apst_pause" (issue 54, docs/result-format.md "warnings"): a profile's
// pause between tests (RunSettings::intervalS, CrystalDiskMark's 5 s) is longer than the idle
// time after which the drive's first APST step puts it in a power-saving state (recorded in the
// run's drive "power", core/results/powersettingsjson.h). The drive may then sleep between
// tests, and the first reads of each test pay its wake-up: invisible in MB/s, there in the
// maximum and the high percentiles. Both front ends show it with the other warnings (pre-flight);
// the runner records it in the result.

#include <optional>
#include <span>
#include <vector>

#include "core/devices/apst.h"
#include "core/results/runresult.h"
#include "core/runner/runsettings.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// The warning when some pause between two of the tests is longer than the first APST step;
/// none for a single test, no pause, or no APST step in force (off, unsupported, not known).
std::optional<RunWarning> apstPauseWarning(const RunSettings &settings, const std::vector<TestSpec> &tests,
                                           std::span<const ApstStep> steps);

} // namespace drivebench
