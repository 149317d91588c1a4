// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// fio job files equivalent to DriveBench tests, so anyone can check a figure with fio.

#include <span>
#include <vector>

#include <QString>

#include "core/runner/runsettings.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// One fio job per test (stonewalled, in order) on filename, sized and timed like the run:
/// io_uring (or psync), direct=1 unless buffered, time_based with the warm-up as ramp_time.
/// cpus: the CPUs the run's workers were pinned to, round-robin (settings.cpus; empty: not
/// pinned), written as cpus_allowed with the split policy, which places fio's jobs alike.
QString fioJobFile(const RunSettings &settings, const std::vector<TestSpec> &tests,
                   const QString &filename, std::uint64_t sizeBytes, std::span<const int> cpus);

} // namespace drivebench
