// SPDX-License-Identifier: GPL-3.0-or-later
#include "blocksizesweep.h"

#include <algorithm>
#include <string>

#include "core/util/bytesize.h"

namespace drivebench {

std::vector<std::uint32_t> sweepSizes(SweepKind kind)
{
    std::vector<std::uint32_t> sizes;
    if (kind == SweepKind::Dd) {
        for (std::uint32_t s = 32u << 10; s <= 2048u << 10; s *= 2)
            sizes.push_back(s);
        return sizes;
    }
    for (std::uint32_t s = 512; s <= 8u << 20; s *= 2)
        sizes.push_back(s);
    for (std::uint32_t mib : {12u, 16u, 24u, 32u, 48u, 64u})
        sizes.push_back(mib << 20);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

int sweepQueueDepth(SweepKind kind)
{
    return kind == SweepKind::Dd ? 1 : 4;
}

Result<SweepKind> parseSweepKind(const QString &text)
{
    if (text == QLatin1String("dd"))
        return SweepKind::Dd;
    if (text == QLatin1String("atto"))
        return SweepKind::Atto;
    return Error::make(std::errc::invalid_argument,
                       "unknown sweep '" + text.toStdString() + "'", "use {1} or {2}",
                       {{Setting::Sweep, QStringLiteral("dd")}, {Setting::Sweep, QStringLiteral("atto")}});
}

Result<SweepPlan> planSweep(const std::vector<std::uint32_t> &sizes, std::uint64_t regionBytes,
                            std::uint32_t alignment)
{
    if (alignment == 0)
        alignment = 1;
    SweepPlan plan;
    for (std::uint32_t s : sizes) {
        if (s == 0 || s % alignment != 0 || s > regionBytes)
            plan.skipped.push_back(s);
        else
            plan.sizes.push_back(s);
    }
    if (plan.sizes.empty())
        return Error::make(std::errc::invalid_argument,
                           "block-size sweep: no size fits a " + std::to_string(regionBytes)
                               + "-byte region with " + std::to_string(alignment)
                               + "-byte logical blocks",
                           "use a larger test file ({1})", {{Setting::Size, {}}});
    const std::uint32_t largest = *std::max_element(plan.sizes.begin(), plan.sizes.end());
    plan.regionBytes = regionBytes / largest * largest;
    return plan;
}

QString sweepSizeLabel(std::uint32_t bytes)
{
    return formatBlockSize(bytes);
}

} // namespace drivebench
