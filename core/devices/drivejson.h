// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON for the drive model: what `drivebench-cli drives --json` prints and results embed.
// Field names are documented in docs/drives.md.

#include <vector>

#include <QJsonArray>
#include <QJsonObject>

#include "core/devices/drive.h"

namespace drivebench {

/// One drive as the documented JSON object.
QJsonObject toJson(const Drive &drive);
/// The link object: kind, current, max, the figures and degraded.
QJsonObject toJson(const LinkInfo &link);
/// One partition.
QJsonObject toJson(const Partition &partition);
/// Every drive, in order.
QJsonArray toJson(const std::vector<Drive> &drives);

} // namespace drivebench
