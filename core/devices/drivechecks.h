// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Health facts about a listed drive: its hwmon temperature (no privileges), its SMART / NVMe
// health verdict (root), and identity checks that catch relabelled or fake drives: a brand in
// the model string that the PCIe vendor id contradicts, an identify capacity that is not the
// block device's size.

#include <cstdint>
#include <optional>

#include <QString>
#include <QStringList>

#include "core/devices/rawaccess.h"

namespace drivebench {

struct Drive;
class HwmonReader;

/// Fills temperatureC (+ warning/critical thresholds, the input file) from hwmon.
void readTemperatureInto(Drive &drive, const HwmonReader &hwmon);

/// Reads and judges the drive's health into drive.health ({overall, reasons}); a drive
/// whose health cannot be read keeps an empty object (the error is returned for messages).
QString readHealthInto(Drive &drive, const RawAccess &access = {});

/// The identity warnings for a drive (needs identify data; pciVendor for NVMe drives not behind
/// a USB bridge: from Identify Controller's VID or sysfs).
QStringList identityWarnings(const Drive &drive, std::optional<std::uint16_t> pciVendor);
/// identityWarnings with the vendor from identify or sysRoot/class/nvme/<controller>/device/vendor,
/// appended to drive.warnings (once).
void applyIdentityChecks(Drive &drive, const QString &sysRoot);

} // namespace drivebench
