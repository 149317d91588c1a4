// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkceiling.h"

#include <cmath>

#include "core/devices/linkspeed.h"

namespace drivebench::linkceiling {

double sataBytesPerS(double gbps)
{
    return gbps > 0 ? gbps * 1e9 * 8.0 / 10.0 / 8.0 : 0.0;
}

double pcieBytesPerS(double gts, int width)
{
    if (gts <= 0 || width <= 0)
        return 0;
    // Gen 1 and 2 code 8 bits in 10, Gen 3 to 5 code 128 in 130.
    const double efficiency = gts <= 5.0 ? 8.0 / 10.0 : 128.0 / 130.0;
    return gts * 1e9 * efficiency / 8.0 * width;
}

double usbBytesPerS(double mbps)
{
    if (mbps >= 20000)
        return 2 * 10e9 * 128.0 / 132.0 / 8.0;
    if (mbps >= 10000)
        return 10e9 * 128.0 / 132.0 / 8.0;
    if (mbps >= 5000)
        return 5e9 * 8.0 / 10.0 / 8.0;
    if (mbps >= 480)
        return 480e6 / 8.0;
    return 0;
}

std::optional<LinkCeiling> fromLink(const LinkInfo &link)
{
    if (link.kind == QLatin1String("sata") && link.currentGbps > 0)
        return LinkCeiling{sataBytesPerS(link.currentGbps), linkspeed::sataText(link.currentGbps), false};
    if (link.kind == QLatin1String("pcie") && link.currentGts > 0 && link.currentWidth > 0)
        return LinkCeiling{pcieBytesPerS(link.currentGts, link.currentWidth),
                           linkspeed::pcieText(link.currentGts, link.currentWidth), true};
    return std::nullopt;
}

std::optional<LinkCeiling> fromUsbSpeed(double mbps)
{
    const double ceiling = usbBytesPerS(mbps);
    if (ceiling <= 0)
        return std::nullopt;
    const QString name = mbps >= 5000 ? QStringLiteral("USB %1 Gb/s").arg(std::round(mbps / 1000))
                                      : QStringLiteral("USB 2.0 (480 Mb/s)");
    return LinkCeiling{ceiling, name, mbps >= 5000};
}

Standing judge(double bytesPerS, const LinkCeiling &ceiling)
{
    if (ceiling.bytesPerS <= 0 || bytesPerS <= 0)
        return Standing::Below;
    if (bytesPerS > ceiling.bytesPerS)
        return Standing::AboveCeiling;
    if (bytesPerS >= 0.9 * ceiling.bytesPerS)
        return Standing::LinkBound;
    return Standing::Below;
}

} // namespace drivebench::linkceiling
