// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FreeBSD `diskinfo -t` seek and transfer tests as offset plans (reference workloads.md §1.1).
//
// With sc = span / sector and step = the largest power of two <= sc / 800 (capped at 16384
// sectors), every seek test reads one sector per operation at QD1:
//   full stroke     b0 = 0, b1 = sc - step;  125 x { read b0; b0 += step; read b1; b1 -= step }
//   half stroke     b0 = sc/4, b1 = b0 + sc/2; 125 x { read b0; b0 += step; read b1; b1 += step }
//   quarter stroke  b0 = sc/4, b1 = b0 + sc/4; 250 x { the same }
//   short forward   b0 = sc/2; 400 x { read b0; b0 += step }
//   short backward  b0 = sc/2; 400 x { read b0; b0 -= step }
//   seq outer       sectors 0 .. 2047;   seq inner   sectors sc-2048 .. sc-1
// so the I/O counts are 250, 250, 500, 400, 400, 2048, 2048. The transfer tests read `bulk`
// (= min(span in MiB, 100)) 1 MiB blocks sequentially at the outside, middle and inside, after one
// untimed positioning read of a sector (the timed reads start one sector after it, so the inside
// run ends exactly at the end of the span).

#include <array>
#include <cstdint>
#include <vector>

#include <QString>

#include "core/util/result.h"

namespace drivebench {

enum class SeekTest { FullStroke, HalfStroke, QuarterStroke, ShortForward, ShortBackward,
                      SequentialOuter, SequentialInner };
enum class TransferZone { Outside, Middle, Inside };

/// The result id, label and operation count of a seek test.
struct SeekTestInfo
{
    SeekTest test;
    const char *id;     ///< "SEEK_FULL", ...
    const char *label;  ///< "Full stroke", ...
    int ops;            ///< timed one-sector reads
};

/// The seven seek tests in diskinfo's order.
inline constexpr std::array<SeekTestInfo, 7> kSeekTests = {{
    {SeekTest::FullStroke, "SEEK_FULL", "Full stroke", 250},
    {SeekTest::HalfStroke, "SEEK_HALF", "Half stroke", 250},
    {SeekTest::QuarterStroke, "SEEK_QUARTER", "Quarter stroke", 500},
    {SeekTest::ShortForward, "SEEK_SHORT_FWD", "Short forward", 400},
    {SeekTest::ShortBackward, "SEEK_SHORT_BACK", "Short backward", 400},
    {SeekTest::SequentialOuter, "SEQ_OUTER", "Sequential outer", 2048},
    {SeekTest::SequentialInner, "SEQ_INNER", "Sequential inner", 2048},
}};

/// The result id and label of a transfer-rate test.
struct TransferZoneInfo
{
    TransferZone zone;
    const char *id;    ///< "XFER_OUTSIDE", ...
    const char *label;
};

inline constexpr std::array<TransferZoneInfo, 3> kTransferZones = {{
    {TransferZone::Outside, "XFER_OUTSIDE", "Transfer rate: outside"},
    {TransferZone::Middle, "XFER_MIDDLE", "Transfer rate: middle"},
    {TransferZone::Inside, "XFER_INSIDE", "Transfer rate: inside"},
}};

/// Whether a result id is one of the transfer-rate tests above (the one place that knows).
inline bool isTransferZoneTestId(const QString &id)
{
    for (const TransferZoneInfo &z : kTransferZones) {
        if (id == QLatin1String(z.id))
            return true;
    }
    return false;
}

/// One transfer run: an untimed positioning read, then `count` timed reads of blockBytes.
struct TransferPlan
{
    std::uint64_t primeOffset = 0;  ///< bytes; one sector, untimed (moves the heads there)
    std::uint64_t startOffset = 0;  ///< bytes; first timed read
    std::uint32_t blockBytes = 1 << 20;
    int count = 0;                  ///< timed reads ("bulk", at most 100)
};

/// The seek and transfer plans of one span (a device, or a test file).
class SeekStrokePlan
{
public:
    static constexpr std::uint64_t kMaxStepSectors = 16384;
    static constexpr int kMaxBulkMiB = 100;

    /// Plans over span bytes of sectorBytes sectors; fails below 1 MiB or 2048 sectors.
    static Result<SeekStrokePlan> make(std::uint64_t spanBytes, std::uint32_t sectorBytes);

    std::uint64_t sectorCount() const { return m_sectors; }
    std::uint32_t sectorBytes() const { return m_sectorBytes; }
    std::uint64_t stepSectors() const { return m_step; }
    int bulkMiB() const { return m_bulk; }

    /// The byte offsets of one seek test's timed reads, in issue order (each one sector long).
    std::vector<std::uint64_t> offsets(SeekTest test) const;
    /// The transfer run at one zone.
    TransferPlan transfer(TransferZone zone) const;

private:
    SeekStrokePlan() = default;
    std::uint64_t m_sectors = 0;
    std::uint32_t m_sectorBytes = 512;
    std::uint64_t m_step = 0;
    int m_bulk = 0;
};

/// The info row of a seek test.
const SeekTestInfo &seekTestInfo(SeekTest test);

} // namespace drivebench
