// SPDX-License-Identifier: GPL-3.0-or-later
#include "surfacescan.h"

#include <string>

#include "core/workloads/workloadrandom.h"

namespace drivebench {

Result<std::vector<std::uint64_t>> surfacePoints(std::uint64_t spanBytes,
                                                 const SurfaceScanSettings &settings,
                                                 std::uint32_t alignment)
{
    if (alignment == 0)
        alignment = 1;
    if (settings.points < 2 || settings.points > 100000)
        return Error::make(std::errc::invalid_argument,
                           "surface scan: " + std::to_string(settings.points)
                               + " points is outside 2 .. 100000",
                           "choose {1} between 2 and 100000 (default 200)", {{Setting::SurfacePoints, {}}});
    if (settings.blockBytes == 0 || settings.blockBytes % alignment != 0
        || settings.readBytesPerPoint % settings.blockBytes != 0)
        return Error::make(std::errc::invalid_argument,
                           "surface scan: block size " + std::to_string(settings.blockBytes)
                               + " is not a multiple of the " + std::to_string(alignment)
                               + "-byte logical block, or does not divide the bytes per point",
                           "use a power-of-two block size of at least the logical block size");
    if (settings.readBytesPerPoint == 0 || settings.readBytesPerPoint > spanBytes)
        return Error::make(std::errc::invalid_argument,
                           "surface scan: " + std::to_string(settings.readBytesPerPoint)
                               + " bytes per point do not fit in the " + std::to_string(spanBytes)
                               + "-byte span",
                           "use a larger test file ({1}) or fewer bytes per point", {{Setting::Size, {}}});
    const std::uint64_t last = spanBytes - settings.readBytesPerPoint;
    const auto k = std::uint64_t(settings.points);
    std::vector<std::uint64_t> points;
    points.reserve(k);
    for (std::uint64_t i = 0; i < k; ++i) {
        // 128-bit product: i * last overflows 64 bits on spans past 2^47 bytes with K = 200000.
        const auto exact = std::uint64_t(static_cast<WideUint>(i) * last / (k - 1));
        points.push_back(exact / alignment * alignment);
    }
    return points;
}

} // namespace drivebench
