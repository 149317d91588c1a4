// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON form of the power settings a run ran under (core/devices/powersettings.h), stored in
// the result's drive object as "power" (docs/result-format.md). A figure that was not read is
// {"not_available": "<why>"}; nothing is filled in.

#include <QJsonObject>

#include "core/devices/powersettings.h"

namespace drivebench {

QJsonObject powerSettingsJson(const PowerSettings &settings);

} // namespace drivebench
