// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FreeBSD phybs (reference workloads.md §3): aligned against misaligned QD1 I/O per size, to infer
// the physical block size, and AS SSD's partition-alignment verdict.
//
// For size = min .. max (powers of two): one aligned scan (offset 0) and one scan per misaligned
// offset bsize, 2 bsize, 4 bsize ... < size. A scan issues total/size I/Os of `size` bytes at
// offset + i * 4 * size (the gaps defeat read-ahead and write-combining), so it covers 4 x total.
//
// Inference: a write of size >= P (the physical block) at an offset that is not a multiple of P
// forces a read-modify-write, so its rate collapses against offset 0; an offset that is a multiple
// of P does not. At the largest size S, offsets o < P collapse and o >= P do not, so P is the
// smallest non-collapsing misaligned offset (all smaller ones collapsing); nothing collapsing means
// P = the logical block; everything collapsing means P >= S. A misaligned offset that is clearly
// *faster* than offset 0 means the span itself starts off a physical boundary (a BAD partition).

#include <cstdint>
#include <optional>
#include <vector>

#include <QString>

#include "core/results/workloadfigures.h"
#include "core/util/result.h"

namespace drivebench {

struct PhybsSettings
{
    std::uint32_t logicalBytes = 512;  ///< bsize: the logical block (misaligned offsets step by it)
    std::uint32_t minBytes = 0;        ///< 0 = logicalBytes
    std::uint32_t maxBytes = 0;        ///< 0 = 8 x minBytes
    std::uint64_t totalBytes = 128ull << 20;  ///< per scan (phybs -t); shrunk to fit the span
};

/// One scan: count I/Os of size bytes at offset + i * step.
struct PhybsScan
{
    std::uint32_t size = 0;
    std::uint32_t offset = 0;
    std::uint64_t step = 0;
    std::uint64_t count = 0;
};

/// The scans in phybs's order; checks the settings (powers of two, total a multiple of max) and
/// shrinks total (by halving) until 4 x total fits in spanBytes.
Result<std::vector<PhybsScan>> planPhybs(const PhybsSettings &settings, std::uint64_t spanBytes);

/// A measured scan: its size, offset and rate in operations per second.
struct PhybsRow
{
    std::uint32_t size = 0;
    std::uint32_t offset = 0;
    double opsPerS = 0;
};

// PhybsVerdict: core/results/workloadfigures.h

/// Infers the physical block from the rows of the largest size (collapse: rate < threshold x the
/// aligned rate; "clearly faster": rate > aligned / threshold).
PhybsVerdict inferPhysicalBlock(const std::vector<PhybsRow> &rows, std::uint32_t logicalBytes,
                                double threshold = 0.7);

/// AS SSD's alignment line: "1024 K - OK" when the start is a multiple of max(physical, 4 KiB).
struct AlignmentVerdict
{
    std::uint64_t startBytes = 0;
    bool ok = false;
    QString text;  ///< "1024 K - OK", "31 K - BAD"
};

/// The verdict for a partition (or test region) starting at startBytes on the device.
AlignmentVerdict alignmentVerdict(std::uint64_t startBytes, std::uint32_t physicalBytes);

} // namespace drivebench
