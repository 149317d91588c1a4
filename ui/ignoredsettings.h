// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which run settings a profile or a target ignores, and why (issue 51 #9): one table, read by
// RunSettingsWidget to disable each such setting with the reason as its tooltip. A profile's
// catalogue entry says whether its passes are timed; the table adds what the capacity check,
// small files and a raw device leave out (docs/workloads.md):
// - capacity: its own verifiable data, the free space or whole device as its span, writes and
//   reads back whatever Tests says;
// - smallfiles: no test file, and the page cache without fsync (bonnie++);
// - a raw device: read over its whole span, and only read (the capacity check aside).

#include <QString>

namespace drivebench {
struct ProfileEntry;
}

namespace drivebench::ui {

enum class RunSetting { Tests, Size, Duration, WarmUp, UntilSteady, Data, Direct };

struct SettingContext
{
    QString profile;               ///< the catalogue's name: "capacity"
    const ProfileEntry *entry = nullptr; ///< its catalogue entry, nullptr when unknown
    bool rawTarget = false;        ///< the target is a device (or an existing file)
};

/// Why the setting does not apply, for people ("" when it does). The first rule that matches.
QString ignoredBecause(RunSetting setting, const SettingContext &context);

} // namespace drivebench::ui
