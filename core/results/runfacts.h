// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A run's drive and settings as typed facts, read once from the result's drive and settings
// objects (docs/result-format.md) so that the front ends never read their JSON keys: the result
// panel's drive and settings lines, the comparison, the CLI. Fields a result does not carry
// (older versions, an imported fio run) stay at their "unknown" value.

#include <QList>
#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

struct DriveFacts
{
    QString model;       ///< "Samsung SSD 980 PRO 1TB", or ""
    QString serial;      ///< or ""
    QString firmware;    ///< or ""
    QString linkCurrent; ///< "PCIe 4.0 x4", "SATA 6.0 Gb/s", or "" when unknown
    QString linkMax;     ///< the most the drive and its port support, or ""
    bool linkDegraded = false; ///< the link runs below what both ends support
};

/// The drive of a run: the drive model's link{current, max, degraded} object, or the single line
/// ("PCIe 4.0 x4") older results carry, or the flat link_current/link_max fields of partial ones.
DriveFacts driveFactsOf(const DriveRecord &drive);
inline DriveFacts driveFactsOf(const RunResult &run) { return driveFactsOf(run.drive); }

struct RunSettingsFacts
{
    QString profile;             ///< "default", "seek", … or ""
    int passes = 0;              ///< passes of each timed test, 0 when unknown
    double durationS = -1;       ///< seconds of one pass (one round until steady), -1 when unknown
    double warmupS = -1;         ///< warm-up seconds, -1 when unknown
    double intervalS = -1;       ///< pause between tests, -1 when unknown
    double testFileBytes = -1;   ///< the test file's size, -1 when unknown
    int steadyMaxRounds = 0;     ///< rounds at most when the run measured until steady, else 0
    QString data;                ///< "random", "zeros", or ""
    bool cpusPinned = false;     ///< cpu_affinity "spread": each worker thread on one CPU
    QList<int> cpus;             ///< the CPUs in the order the threads took them (pinned runs)
};

/// The settings a run was made with, from its settings record (numbers given as text by other
/// producers, which the record keeps as they were, are read too).
RunSettingsFacts runSettingsOf(const RunResult &run);

} // namespace drivebench
