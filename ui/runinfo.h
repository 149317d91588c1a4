// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lines that describe a run (drive, target, settings), shared by the result panel, the text report
// and the window. They read the run's typed facts from core (core/results/runfacts.h); what a
// run does not say is left out.

#include <QString>

#include "core/results/runfacts.h"
#include "core/results/runresult.h"

namespace drivebench::ui {

/// "Samsung SSD 970 EVO Plus 1TB · FW 2B2QEXM7 · PCIe 3.0 x4 (max 3.0 x4)", or "" when unknown.
QString driveLine(const DriveFacts &drive);
inline QString driveLine(const RunResult &run) { return driveLine(driveFactsOf(run)); }
/// The link part alone: "SATA 6.0 Gb/s (max 6.0 Gb/s)", with "⚠" when below the maximum.
QString linkText(const DriveFacts &drive);
/// A file system with no drive behind it, for people: "tmpfs (RAM)", "nfs4 (network)".
QString fileSystemText(const QString &fsType);
/// "/mnt/data (ext4 on /dev/nvme0n1), test file 1 GiB".
QString targetLine(const TargetInfo &target);
/// "5 passes × 5 s, warm-up 5 s, best of passes, random data".
QString settingsLine(const RunResult &run);
/// What the run cost the drive (core/results/runcost.h), when the drive counted it: "Cost to the
/// drive: 1.0 GB of host writes counted by the drive for 1.0 GB written by the tests (×1.00) ·
/// Percentage used 3 % before and after"; "" when the run wrote nothing or the count is unknown.
QString costLine(const RunResult &run);

} // namespace drivebench::ui
