// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// HD Tune / GNOME Disks style surface scan (reference workloads.md §6): K evenly spaced points over
// the span; at each, readBytes are read sequentially (the MB/s of that point), plus one random
// single-block read near it for the access-time scatter.

#include <cstdint>
#include <vector>

#include "core/util/result.h"

namespace drivebench {

struct SurfaceScanSettings
{
    int points = 200;                       ///< K, 2 .. 100000
    std::uint64_t readBytesPerPoint = 8u << 20;  ///< sequential bytes read at each point
    std::uint32_t blockBytes = 64u << 10;   ///< request size of those reads (HD Tune: 64 KiB)
    std::uint32_t accessBytes = 4096;       ///< size of the access-time read at each point
    /// The full error scan (`--scan full`): every block of the span read once, in order, in
    /// fullBlockBytes requests at the test's queue depth; `points` is then the map's cell count
    /// (each cell aggregates the blocks it covers). Its memory is per cell, whatever the span.
    bool full = false;
    std::uint32_t fullBlockBytes = 1u << 20;
};

/// Error scan (HD Tune's): a point whose read fails is marked bad and the scan goes on at the
/// next point; it ends early after kMaxConsecutiveBadPoints unreadable points in a row or
/// kMaxReadErrors failed reads in all (a dying drive: each error can take seconds of retries),
/// or at once when the device is gone (ENODEV, ENXIO, ENOMEDIUM: the pass then ends with that
/// error, and keeps the map made so far).
constexpr int kMaxConsecutiveBadPoints = 16;
constexpr int kMaxReadErrors = 256;

/// Start offsets (bytes from the span's start) of K points: point i starts at
/// align_down(i * (span - readBytes) / (K - 1)), so the first is 0 and the last ends at the end.
Result<std::vector<std::uint64_t>> surfacePoints(std::uint64_t spanBytes,
                                                 const SurfaceScanSettings &settings,
                                                 std::uint32_t alignment);

} // namespace drivebench
