// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The test table (CrystalDiskMark 8's slots, AS SSD's 4K-64Thrd) and the profiles built from it.
// Definitions: ../shared/reference/workloads.md §5 (CrystalDiskMark) and §4 (AS SSD).

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/workloads/testspec.h"

namespace drivebench {

/// A named list of tests, run in CrystalDiskMark's order: every read, then every write.
struct Profile
{
    QString name;                 ///< "default", "peak", "real", "demo", "nvme"
    QString description;
    QStringList testIds;          ///< ids from the test table, in order
    QString aggregation;          ///< headline over passes: "best" (CrystalDiskMark) or "mean"
};

/// The ids of the built-in tests: SEQ1M_Q8T1, SEQ1M_Q1T1, SEQ128K_Q32T1, RND4K_Q32T1, ...
QStringList testIds();
/// The built-in test with this id (case-insensitive) and direction; nullopt when unknown.
std::optional<TestSpec> testById(const QString &id, IoOp op, int readPercent = 70);
/// Every built-in profile.
const std::vector<Profile> &profiles();
/// The profile with this name (case-insensitive); nullptr when unknown.
const Profile *profileByName(const QString &name);
/// The tests of a profile: all reads, then all writes (CrystalDiskMark's order); with onlyOp,
/// just that direction (Mix makes one mixed test per slot with readPercent reads).
std::vector<TestSpec> profileTests(const Profile &profile, std::optional<IoOp> onlyOp = {},
                                   int readPercent = 70);

} // namespace drivebench
