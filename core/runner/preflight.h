// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a choice comes to before Start, asked of core once per change of target or settings, the
// same for both front ends: the plan (or why there is none), whether the test file fits where it
// goes, and the pre-flight warnings. The window shows it beside the settings as they change;
// drivebench-cli refuses a test file that does not fit before anything is created, and prints the
// warnings, from the same object.

#include <cstdint>
#include <optional>
#include <vector>

#include "core/results/runresult.h"
#include "core/runner/runplan.h"
#include "core/util/result.h"

namespace drivebench {

/// A test file larger than its directory can take now (free space less Target's headroom).
struct SpaceShortfall
{
    QString directory;
    std::uint64_t fileBytes = 0;   ///< the chosen size
    std::uint64_t usableBytes = 0; ///< the largest test file the directory takes (whole MiB)
};

struct Preflight
{
    Result<RunPlan> plan;
    /// The test file does not fit: an error before Start, never a warning (set with or without
    /// a plan: a choice with another fault is still told its size does not fit).
    std::optional<SpaceShortfall> shortfall;
    /// The pre-flight warnings (RunChecks::prepare); "low_free_space" is left out when the
    /// shortfall already says it. Empty without a plan.
    std::vector<RunWarning> warnings;
    bool offersNoCowDirectory = false;
};

/// Plans the choice and checks it as a run would start it. Reads the file system (free space,
/// mount table, sysfs) but writes nothing.
Preflight preflight(const RunChoice &choice, const SystemRoots &roots = {});

/// The shortfall as an error: cause and fix in neutral words with the size as a typed fix, one
/// unit system (IEC: both front ends' sizes are in MiB/GiB).
Error shortfallError(const SpaceShortfall &shortfall);

} // namespace drivebench
