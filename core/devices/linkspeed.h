// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Link speed: parsing the kernel's sysfs link attributes and judging current against maximum.

#include <optional>

#include <QString>
#include <QStringList>

#include "core/devices/drive.h"

namespace drivebench::linkspeed {

/// Gb/s from libata's sata_spd text ("1.5 Gbps", "3.0 Gbps", "6.0 Gbps"); nullopt for "<unknown>".
std::optional<double> parseSataGbps(const QString &text);
/// GT/s from a PCI current/max_link_speed text ("8.0 GT/s PCIe", "5 GT/s"); nullopt for "Unknown".
std::optional<double> parsePcieGts(const QString &text);
/// Lane count from current/max_link_width ("4"); nullopt for 0, 255 or garbage.
std::optional<int> parsePcieWidth(const QString &text);
/// PCIe generation for a transfer rate: 2.5 → "1.0", 8 → "3.0", 16 → "4.0"; "8.0 GT/s" if unknown.
QString pcieGeneration(double gts);
/// "SATA 6.0 Gb/s".
QString sataText(double gbps);
/// "PCIe 4.0 x4" (width 0 leaves out the lanes).
QString pcieText(double gts, int width);

/// Fills kind/current/max/degraded of a SATA link from the figures already set in link
/// (currentGbps, driveMaxGbps, portLimitGbps) and appends a warning when it is degraded.
void evaluateSata(LinkInfo &link, QStringList &warnings);
/// Same for PCIe from currentGts/Width, functionMaxGts/Width and the port's figures.
void evaluatePcie(LinkInfo &link, QStringList &warnings);

} // namespace drivebench::linkspeed
