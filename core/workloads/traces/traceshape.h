// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The published shapes of AnandTech Storage Bench traces (reference workloads.md §7) and the
// distributions a generator draws from to reproduce them.
//
// Published: reads and writes (counts), GB read and written (taken as GiB, as the reference's
// derived means do), the IO-size mix of <4K/4K/8K/16K/32K/64K/128K (not summing to 100 %), the
// queue-depth mix (I/O-weighted, buckets 1/2/3/4-5/6-10/11-20/21-32/>32), the sequential share.
// Derived here:
//  - "<4K" is 512 B, 1 KiB and 2 KiB in equal parts; the undisclosed remainder of the size mix
//    goes to 12/24/48/96/256 KiB with weights proportional to size^beta, beta solved (bisection)
//    so the overall mean size equals bytes / I/Os.
//  - Direction: writes draw from the overall mix tilted by size^alpha (alpha solved so the write
//    mean equals GB written / writes); reads take the rest, (mix - w x writeMix) / (1 - w), so the
//    overall size mix, the read share by count and by bytes all hold at once.
//  - Queue depth: a burst of depth d is drawn with probability proportional to f(d) / d, where
//    f(d) is the bucket's I/O share spread evenly over its depths (>32 = 33 .. 64), so the share
//    of I/Os issued at each depth is the published one.

#include <array>
#include <cstdint>
#include <vector>

#include <QString>

#include "core/util/result.h"

namespace drivebench {

enum class TraceShapeKind { Destroyer, Heavy, Light };

/// The published figures of one trace.
struct TraceShapeSpec
{
    TraceShapeKind kind;
    const char *name;               ///< "destroyer", "heavy", "light"
    double reads;                   ///< I/O counts at full scale
    double writes;
    double gibRead;                 ///< "GB" read/written at full scale, taken as GiB
    double gibWritten;
    std::array<double, 7> sizeMixPct;  ///< <4K, 4K, 8K, 16K, 32K, 64K, 128K
    std::array<double, 8> qdMixPct;    ///< 1, 2, 3, 4-5, 6-10, 11-20, 21-32, >32
    double sequentialShare;         ///< fraction of I/Os that continue their stream
    double defaultScale;            ///< --scale default: about a million I/Os
};

/// The three shapes. Heavy's QD mix was not published: interpolated (reference §7).
const TraceShapeSpec &traceShapeSpec(TraceShapeKind kind);
/// Parses "destroyer", "heavy" or "light".
Result<TraceShapeKind> parseTraceShape(const QString &name);

/// One entry of a discrete distribution.
struct SizeWeight
{
    std::uint32_t bytes;
    double probability;
};

/// The distributions derived from a spec (see the header comment).
struct TraceShapeModel
{
    TraceShapeSpec spec;
    double readShare = 0;                 ///< by count
    double readByteShare = 0;             ///< by bytes
    double meanBytes = 0, readMeanBytes = 0, writeMeanBytes = 0;
    std::vector<SizeWeight> overallSizes; ///< the size mix incl. the remainder
    std::vector<SizeWeight> readSizes;    ///< conditional on a read
    std::vector<SizeWeight> writeSizes;   ///< conditional on a write
    std::vector<double> burstDepthProbability;  ///< index d-1 for depth d = 1 .. 64
    double beta = 0, alpha = 0;           ///< the solved exponents, for the record

    static constexpr int kMaxDepth = 64;
    /// The QD bucket (0..7) of a depth 1 .. 64.
    static int qdBucket(int depth);
};

/// Builds the model of a shape.
TraceShapeModel buildTraceShapeModel(TraceShapeKind kind);

} // namespace drivebench
