// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The most a drive's current, negotiated link can carry, after line coding: a figure above it
// cannot be the drive's (a cache, compression or emulation served it), a figure just below it is
// held back by the link, not by the drive.

#include <optional>

#include <QString>

#include "core/devices/drive.h"

namespace drivebench {

/// A link's payload ceiling in bytes per second (1 MB/s = 10^6 bytes/s).
struct LinkCeiling
{
    double bytesPerS = 0;
    QString link;           ///< "SATA 1.5 Gb/s", "PCIe 1.0 x1", "USB 5 Gb/s"
    bool fullDuplex = false; ///< reads and writes each get the whole ceiling (PCIe, USB 3)
};

namespace linkceiling {

/// SATA: 8b/10b, so 1.5/3/6 Gb/s carry 150/300/600 MB/s.
double sataBytesPerS(double gbps);
/// PCIe per lane: 8b/10b up to 5 GT/s (250, 500 MB/s), 128b/130b from 8 GT/s (984.6, 1969,
/// 3938 MB/s), times the width.
double pcieBytesPerS(double gts, int width);
/// USB from the device's sysfs `speed` (Mb/s): 480 → 60 MB/s (USB 2.0, no line code counted),
/// 5000 → 500 (8b/10b), 10000 → 1212 and 20000 → 2424 (128b/132b, 20 Gb/s is two 10 Gb/s lanes).
/// 0 for slower or unknown speeds.
double usbBytesPerS(double mbps);

/// The ceiling of a SATA or PCIe link as SysfsScanner read it (current figures); nullopt when the
/// current link is unknown.
std::optional<LinkCeiling> fromLink(const LinkInfo &link);
/// The ceiling of a USB connection of the given speed in Mb/s; nullopt when unknown.
std::optional<LinkCeiling> fromUsbSpeed(double mbps);

/// How a measured bandwidth stands against a ceiling.
enum class Standing { Below, LinkBound, AboveCeiling };
/// AboveCeiling above the ceiling, LinkBound within 10 % below it, else Below.
Standing judge(double bytesPerS, const LinkCeiling &ceiling);

} // namespace linkceiling
} // namespace drivebench
