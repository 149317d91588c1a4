// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window says of the test target before a run: the line under it (targethint.h's
// hints, or core's refusal on another host) and, without a plan, the drive and file system the
// panel's header names for a target on this machine.

#include <QString>

#include "core/results/runresult.h"
#include "core/runner/runplan.h"
#include "core/util/result.h"

namespace drivebench::ui {

class DriveListModel;
struct TestTarget;

/// The line under target for profile, given core's plan of it (an error: what core refuses).
QString targetHintFor(const TestTarget &target, const Result<RunPlan> &plan, const QString &profile);

/// Fills header's drive and target device and file system from where a target on this machine
/// really lives (its drive in the list, or none: tmpfs, network), not from the drive selected.
void describeLocalTarget(const TestTarget &target, RunResult &header, const DriveListModel &drives,
                         const SystemRoots &roots);

} // namespace drivebench::ui
