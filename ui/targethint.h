// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The line under the test target when it is a raw device: what the chosen profile will do to the
// device (issue 51 #4), and in a directory what the profile writes there when not one test file. The window writes to a device only in the capacity check, after the user
// typed the device's name (ui/capacityconfirm.h); every other profile keeps its read tests there
// (core's planRun leaves the writes out) or has none and is refused at Start.

#include <QString>

namespace drivebench::ui {

/// device: "/dev/sdb"; profile: the catalogue's name; planned: whether core planned the run on
/// the device (false: no read test left, or the capacity check not yet confirmed).
QString deviceTargetHint(const QString &device, const QString &profile, bool planned);

/// A drive of another host (issue 50): read tests only, whatever the profile; the host's
/// devices are never written. host: "ssh://pi@nas".
QString remoteDeviceTargetHint(const QString &device, const QString &host, const QString &profile);

/// The same for a writable directory, where a profile writes something else than one test file
/// (the capacity check's fill, small files' folder); "" for the others (the panel's own line).
QString directoryTargetHint(const QString &directory, const QString &profile);

} // namespace drivebench::ui
