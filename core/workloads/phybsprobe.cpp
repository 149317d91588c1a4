// SPDX-License-Identifier: GPL-3.0-or-later
#include "phybsprobe.h"

#include <algorithm>
#include <bit>
#include <map>
#include <string>

namespace drivebench {

Result<std::vector<PhybsScan>> planPhybs(const PhybsSettings &settings, std::uint64_t spanBytes)
{
    const std::uint32_t bsize = settings.logicalBytes;
    const std::uint32_t minSize = settings.minBytes ? settings.minBytes : bsize;
    const std::uint32_t maxSize = settings.maxBytes ? settings.maxBytes : 8 * minSize;
    auto bad = [](const std::string &what) {
        return Error::make(std::errc::invalid_argument, "physical-block probe: " + what,
                           "sizes and the total must be powers of two, min >= the logical block, "
                           "max >= min, and the total a multiple of max (phybs rules)");
    };
    if (!std::has_single_bit(bsize) || !std::has_single_bit(minSize)
        || !std::has_single_bit(maxSize) || !std::has_single_bit(settings.totalBytes))
        return bad("a size is not a power of two");
    if (minSize < bsize || maxSize < minSize)
        return bad("min " + std::to_string(minSize) + " / max " + std::to_string(maxSize)
                   + " / logical " + std::to_string(bsize) + " out of order");
    std::uint64_t total = settings.totalBytes;
    if (total % maxSize != 0)
        return bad("total " + std::to_string(total) + " is not a multiple of max");
    while (total > maxSize && 4 * total > spanBytes)
        total /= 2;
    if (4 * total > spanBytes)
        return Error::make(std::errc::invalid_argument,
                           "physical-block probe: the span (" + std::to_string(spanBytes)
                               + " bytes) is below 4 x the largest size",
                           "use a larger test file ({1})", {{Setting::Size, {}}});
    std::vector<PhybsScan> scans;
    for (std::uint32_t size = minSize; size <= maxSize; size *= 2) {
        scans.push_back({size, 0, 4ull * size, total / size});
        for (std::uint32_t offset = bsize; offset < size; offset *= 2)
            scans.push_back({size, offset, 4ull * size, total / size});
        if (size > (1u << 30))
            break;
    }
    return scans;
}

PhybsVerdict inferPhysicalBlock(const std::vector<PhybsRow> &rows, std::uint32_t logicalBytes,
                                double threshold)
{
    PhybsVerdict verdict;
    std::uint32_t largest = 0;
    for (const auto &r : rows)
        largest = std::max(largest, r.size);
    double aligned = -1;
    std::map<std::uint32_t, double> byOffset;  // misaligned offset -> rate, at the largest size
    for (const auto &r : rows) {
        if (r.size != largest)
            continue;
        if (r.offset == 0)
            aligned = r.opsPerS;
        else
            byOffset[r.offset] = r.opsPerS;
    }
    if (aligned <= 0 || byOffset.empty()) {
        verdict.explanation = QStringLiteral("inconclusive: no aligned and misaligned scans at the "
                                             "largest size (use a max of at least 2 x the logical "
                                             "block)");
        return verdict;
    }
    for (const auto &[offset, rate] : byOffset) {
        if (rate > aligned / threshold) {
            verdict.misalignedStart = true;
            verdict.fastOffset = offset;
            break;
        }
    }
    // Offsets ascend: collapsing ones must come first, then none may collapse.
    std::optional<std::uint32_t> firstFine;
    bool monotone = true;
    for (const auto &[offset, rate] : byOffset) {
        const bool collapsed = rate < threshold * aligned;
        if (!collapsed && !firstFine)
            firstFine = offset;
        else if (collapsed && firstFine)
            monotone = false;
    }
    if (!monotone || verdict.misalignedStart) {
        verdict.explanation =
            verdict.misalignedStart
                ? QStringLiteral("offset %1 B ran faster than offset 0: the span does not start on "
                                 "a physical-block boundary").arg(verdict.fastOffset)
                : QStringLiteral("inconclusive: misaligned rates do not fall into one collapsing "
                                 "and one steady group (noisy device? rerun with a larger total)");
        return verdict;
    }
    if (firstFine == byOffset.begin()->first) {
        verdict.physicalBytes = logicalBytes;
        verdict.explanation = QStringLiteral("no misaligned offset is slower than %1 x offset 0: "
                                             "physical block = logical block (%2 B)")
                                  .arg(threshold).arg(logicalBytes);
    } else if (!firstFine) {
        verdict.physicalBytes = largest;
        verdict.atLeast = true;
        verdict.explanation = QStringLiteral("every misaligned offset up to %1 B collapsed: the "
                                             "physical block is at least %2 B (rerun with a larger "
                                             "maximum block size)").arg(largest / 2).arg(largest);
    } else {
        verdict.physicalBytes = *firstFine;
        verdict.explanation = QStringLiteral("offsets below %1 B collapse, %1 B and above do not: "
                                             "physical block = %1 B").arg(*firstFine);
    }
    return verdict;
}

AlignmentVerdict alignmentVerdict(std::uint64_t startBytes, std::uint32_t physicalBytes)
{
    AlignmentVerdict v;
    v.startBytes = startBytes;
    const std::uint64_t unit = std::max<std::uint64_t>(physicalBytes, 4096);
    v.ok = startBytes % unit == 0;
    v.text = QStringLiteral("%1 K - %2")
                 .arg(startBytes / 1024)
                 .arg(v.ok ? QStringLiteral("OK") : QStringLiteral("BAD"));
    return v;
}

} // namespace drivebench
