// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON of a result's `settings` and `drive` objects (docs/result-format.md) and their typed
// records (runsettingsrecord.h, driverecord.h). A key is read into its field when its value has
// the field's type (null where the field may be null) and kept in the record's `other` when not,
// so every result, of whatever version or producer, is written back as it was read.

#include <QJsonObject>

#include "core/results/driverecord.h"
#include "core/results/resultjson.h"
#include "core/results/runsettingsrecord.h"

namespace drivebench {

QJsonObject toJson(const RunSettingsRecord &settings);
/// The settings of a result of the given schema version (version 1's keys in this version's
/// names first: resultjson.h's upgradeSettings).
RunSettingsRecord settingsFromJson(const QJsonObject &settings, int schemaVersion = kResultSchemaVersion);

QJsonObject toJson(const DriveRecord &drive);
DriveRecord driveFromJson(const QJsonObject &drive);

} // namespace drivebench
