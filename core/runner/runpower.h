// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The power settings a run records (issue 54): read when the run is planned, stored in the
// result's drive object as "power" (docs/result-format.md).

#include <QString>

#include "core/devices/powersettings.h"

namespace drivebench {

struct Drive;

/// The power settings of a run on drive (the result's drive records them as "power"): sysfs under sysRoot; on the live system (live) the
/// APST table is also read back from an NVMe drive (Get Features, root), else predicted.
PowerSettings runPowerSettings(const Drive &drive, const QString &sysRoot, bool live);

} // namespace drivebench
