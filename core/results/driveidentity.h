// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which drive a run was on, independent of its device name (sda today, sdb after a reboot): the
// drive's world-wide name where it has one (SCSI/ATA NAA WWN, NVMe EUI-64 or NGUID, as the
// kernel's "wwid" shows them), else its model and serial. docs/result-library.md, "Drive identity".

#include <QString>

#include "core/results/driverecord.h"

namespace drivebench {

/// A world-wide name as lowercase hex without its "naa."/"eui."/"0x" prefix, or "" when text
/// is not 16 or 32 hex digits after the prefix (a "t10."/"nvme." wwid is vendor text, no WWN).
QString normalizedWwn(const QString &text);
/// The drive's normalized WWN (its "wwn"), or "".
QString driveWwn(const DriveRecord &drive);
/// The key a drive's history is kept under: "wwn:<hex>", else "serial:<model>/<serial>", else ""
/// (no identity: tmpfs, a network share, an imported fio run).
QString driveKey(const DriveRecord &drive);

} // namespace drivebench
