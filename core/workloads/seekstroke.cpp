// SPDX-License-Identifier: GPL-3.0-or-later
#include "seekstroke.h"

#include <algorithm>
#include <bit>

namespace drivebench {

Result<SeekStrokePlan> SeekStrokePlan::make(std::uint64_t spanBytes, std::uint32_t sectorBytes)
{
    if (sectorBytes == 0 || !std::has_single_bit(sectorBytes))
        return Error::make(std::errc::invalid_argument,
                           "seek stroke: sector size " + std::to_string(sectorBytes)
                               + " is not a power of two",
                           "pass the device's logical block size (BLKSSZGET), e.g. 512 or 4096");
    const std::uint64_t sectors = spanBytes / sectorBytes;
    if (spanBytes < (1u << 20) || sectors < 2048)
        return Error::make(std::errc::invalid_argument,
                           "seek stroke: the span (" + std::to_string(spanBytes)
                               + " bytes) is below 1 MiB or 2048 sectors",
                           "use a larger device or a test file of at least 1 MiB ({1})",
                           {{Setting::Size, {}}});
    SeekStrokePlan plan;
    plan.m_sectors = sectors;
    plan.m_sectorBytes = sectorBytes;
    // Largest power of two <= sc / 800 (diskinfo: 1 << (flsll(sc / (4 * 200)) - 1)).
    plan.m_step = std::min<std::uint64_t>(std::bit_floor(sectors / 800), kMaxStepSectors);
    plan.m_bulk = int(std::min<std::uint64_t>(spanBytes >> 20, kMaxBulkMiB));
    return plan;
}

std::vector<std::uint64_t> SeekStrokePlan::offsets(SeekTest test) const
{
    const std::uint64_t sc = m_sectors;
    const std::uint64_t step = m_step;
    std::vector<std::uint64_t> sectors;
    sectors.reserve(std::size_t(seekTestInfo(test).ops));
    auto alternate = [&](std::uint64_t b0, std::uint64_t b1, int iterations, bool b1Down) {
        for (int i = 0; i < iterations; ++i) {
            sectors.push_back(b0);
            b0 += step;
            sectors.push_back(b1);
            b1 = b1Down ? b1 - step : b1 + step;
        }
    };
    switch (test) {
    case SeekTest::FullStroke:
        alternate(0, sc - step, 125, true);
        break;
    case SeekTest::HalfStroke:
        alternate(sc / 4, sc / 4 + sc / 2, 125, false);
        break;
    case SeekTest::QuarterStroke:
        alternate(sc / 4, sc / 4 + sc / 4, 250, false);
        break;
    case SeekTest::ShortForward:
        for (int i = 0; i < 400; ++i)
            sectors.push_back(sc / 2 + std::uint64_t(i) * step);
        break;
    case SeekTest::ShortBackward:
        for (int i = 0; i < 400; ++i)
            sectors.push_back(sc / 2 - std::uint64_t(i) * step);
        break;
    case SeekTest::SequentialOuter:
        for (std::uint64_t i = 0; i < 2048; ++i)
            sectors.push_back(i);
        break;
    case SeekTest::SequentialInner:
        for (std::uint64_t i = 0; i < 2048; ++i)
            sectors.push_back(sc - 2048 + i);
        break;
    }
    for (auto &s : sectors)
        s *= m_sectorBytes;
    return sectors;
}

TransferPlan SeekStrokePlan::transfer(TransferZone zone) const
{
    const auto sc = std::int64_t(m_sectors);
    const std::int64_t bulkSectors = std::int64_t(m_bulk) * ((1 << 20) / std::int64_t(m_sectorBytes));
    std::int64_t b0 = 0;
    switch (zone) {
    case TransferZone::Outside:
        b0 = 0;
        break;
    case TransferZone::Middle:
        b0 = sc / 2 - bulkSectors / 2 - 1;
        break;
    case TransferZone::Inside:
        b0 = sc - bulkSectors - 1;
        break;
    }
    // diskinfo would read sector -1 on a device of exactly `bulk` MiB; start at sector 0 instead.
    b0 = std::max<std::int64_t>(b0, -1);
    TransferPlan plan;
    plan.primeOffset = std::uint64_t(std::max<std::int64_t>(b0, 0)) * m_sectorBytes;
    plan.startOffset = std::uint64_t(b0 + 1) * m_sectorBytes;
    plan.count = m_bulk;
    // With 4 KiB sectors the outside run (sector 1 onward) would pass the end on a span of
    // exactly bulk MiB; keep every read inside the span.
    const std::uint64_t spanBytes = m_sectors * m_sectorBytes;
    while (plan.count > 0
           && plan.startOffset + std::uint64_t(plan.count) * plan.blockBytes > spanBytes)
        --plan.count;
    return plan;
}

const SeekTestInfo &seekTestInfo(SeekTest test)
{
    for (const auto &info : kSeekTests)
        if (info.test == test)
            return info;
    return kSeekTests[0];
}

} // namespace drivebench
