#pragma once

// Lines that describe a run (drive, target, settings), shared by the result panel, the text report
// and the window. The drive and settings objects come from the drive model and the engine; fields
// are read by their documented names and left out when absent.

#include <QJsonObject>
#include <QString>

#include "core/results/runresult.h"

namespace drivebench::ui {

/// "Samsung SSD 970 EVO Plus 1TB · FW 2B2QEXM7 · PCIe 3.0 x4 (max 3.0 x4)", or "" when unknown.
QString driveLine(const QJsonObject &drive);
/// The link part alone: "SATA 6.0 Gb/s (max 6.0 Gb/s)", with "⚠" when below the maximum.
QString linkText(const QJsonObject &drive);
/// A file system with no drive behind it, for people: "tmpfs (RAM)", "nfs4 (network)".
QString fileSystemText(const QString &fsType);
/// "/mnt/data (ext4 on /dev/nvme0n1), test file 1 GiB".
QString targetLine(const TargetInfo &target);
/// "5 passes × 5 s, warm-up 5 s, best of passes, random data".
QString settingsLine(const RunResult &run);
/// What the run cost the drive (core/results/runcost.h), when the drive counted it: "Cost to the
/// drive: 1.0 GB of host writes counted by the drive for 1.0 GB written by the tests (×1.00) ·
/// Percentage used 3 % before and after"; "" when the run wrote nothing or the count is unknown.
QString costLine(const RunResult &run);
/// A number from settings under any of the given keys, or fallback.
double settingNumber(const QJsonObject &settings, std::initializer_list<const char *> keys,
                     double fallback = 0);
/// A string from settings under any of the given keys.
QString settingString(const QJsonObject &settings, std::initializer_list<const char *> keys);

} // namespace drivebench::ui
