// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON for the drive model: what `drivebench-cli drives --json` prints and results embed.
// Field names are documented in docs/drives.md.

#include <variant>
#include <vector>

#include <QJsonArray>
#include <QJsonObject>

#include "core/devices/drive.h"

namespace drivebench {

/// The decoded identify fields as documented (docs/drives.md): an NVMe controller's with
/// "type": "nvme" and its "namespace", or an ATA drive's with "type": "ata"; empty when unread.
QJsonObject identifyJson(const Drive &drive);

/// One identify field for people (the drive panel): its documented name and its value, a
/// string, a number or a yes/no; objects and lists left out.
struct IdentifyField
{
    QString name;
    std::variant<QString, double, bool> value;
};
std::vector<IdentifyField> identifyFields(const Drive &drive);

/// One drive as the documented JSON object.
QJsonObject toJson(const Drive &drive);
/// The link object: kind, current, max, the figures and degraded.
QJsonObject toJson(const LinkInfo &link);
/// One partition.
QJsonObject toJson(const Partition &partition);
/// Every drive, in order.
QJsonArray toJson(const std::vector<Drive> &drives);

} // namespace drivebench
