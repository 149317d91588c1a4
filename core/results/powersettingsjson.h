// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON form of the power settings a run ran under (core/devices/powersettings.h), stored in
// the result's drive object as "power" (docs/result-format.md). A figure that was not read is
// {"not_available": "<why>"}; nothing is filled in.

#include <vector>

#include <QJsonObject>
#include <QString>

#include "core/devices/powersettings.h"
#include "core/results/driverecord.h"

namespace drivebench {

QJsonObject powerSettingsJson(const PowerSettings &settings);

/// The APST steps a result's drive recorded under "power" (as powerSettingsJson wrote them), and where they came from in words: "read back from the drive", "predicted (the
/// kernel's rule)", "off…" or "not available: <why>". Figures out of range are clamped.
struct RecordedApst
{
    std::vector<ApstStep> steps;
    QString source;
};
RecordedApst recordedApstOf(const DriveRecord &drive);

} // namespace drivebench
