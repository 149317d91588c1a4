// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The capacity and integrity check (docs/workloads.md, "capacity"): writes verifiable data
// (capacitysector.h) over a whole block device, or over the free space of a directory's
// filesystem (less a reserve) in files of a private folder (ownedscratchdir.h), syncs, reads it
// all back past the page cache, classifies every sector, and removes its files whatever happens.
// --quick writes and verifies sampled regions instead (f3probe's idea): evenly spaced ones and
// ones at powers of two, written from the top of the span down so that a drive which wraps
// offsets around its real size overwrites the high samples with the low ones.
//
// One test, CAPACITY, run as a CustomPass on one thread; its verdict and curves land in
// TestResult::extra["verdict"]. I/O errors are findings, not failures: the bad range is located
// (per logical block) and the check goes on. Memory stays flat: fixed buffers, a fixed number of
// curve bins, a capped list of bad ranges.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/workloads/testspec.h"

namespace drivebench {

struct CapacitySettings
{
    std::optional<std::uint64_t> reserveBytes;   ///< file mode: left free; default min(1 %, 1 GiB)
    bool quick = false;                          ///< sampled regions instead of every byte
    std::uint64_t seed = 0;                      ///< 0 = a fresh one per run
    std::uint64_t fileBytes = 1ull << 30;        ///< file mode: size of each fill file
    std::uint32_t chunkBytes = 4u << 20;         ///< bytes per request
    std::uint64_t quickRegionBytes = 4ull << 20; ///< quick: bytes per sampled region
    int quickPoints = 128;                       ///< quick: evenly spaced regions
};

/// Prefix of the private folder file mode makes in the target directory.
inline constexpr char kCapacityDirPrefix[] = "drivebench-capacity-";
inline constexpr char kCapacityTestId[] = "CAPACITY";

/// The default reserve of a filesystem of totalBytes: 1 % of it or 1 GiB, whichever is smaller.
std::uint64_t defaultCapacityReserve(std::uint64_t totalBytes);

/// File mode's span: the bytes the check writes (and reads back) when freeBytes are free and
/// reserveBytes stay free: whole MiB, less room for the files' own metadata (about 1/4096 of the
/// data, and 1 MiB); 0 when the free space is no more than the reserve and 1 MiB.
std::uint64_t capacityFileSpan(std::uint64_t freeBytes, std::uint64_t reserveBytes);

/// What the check will do in a directory, asked before it starts (the window's confirmation
/// before filling a file system): the file system's free space now, the reserve it leaves, the
/// bytes it writes and reads back (every byte of the span, or quick mode's regions).
struct CapacityFillPlan
{
    std::uint64_t freeBytes = 0;
    std::uint64_t reserveBytes = 0;
    std::uint64_t spanBytes = 0;   ///< the free space it fills, less the reserve
    std::uint64_t writeBytes = 0;  ///< written, then read back: spanBytes, or quick mode's regions
};
/// The plan for directory; an error names the cause (no such directory, read-only, not enough
/// free space). The check's own leftovers from a killed run are removed at its start, so their
/// space is free again then: the plan does not count it.
Result<CapacityFillPlan> planCapacityFill(const QString &directory, const CapacitySettings &settings);

/// Quick mode's regions: [offset, offset + length) sorted by offset, disjoint, aligned, inside the
/// span: one at 0, one at each power of two from 1 MiB, quickPoints evenly spaced, one at the end;
/// each at most regionBytes, and all together about 1/8 of the span (less on large spans).
std::vector<std::pair<std::uint64_t, std::uint64_t>>
capacityQuickRegions(std::uint64_t spanBytes, std::uint64_t regionBytes, int points, std::uint32_t alignment);

/// The one test of the capacity profile.
std::vector<TestSpec> capacityTests(const CapacitySettings &settings);

/// The pass: file mode when the context's descriptor is a directory, device mode when it is a
/// block device (or a regular file named with --destructive).
std::vector<WorkerOutcome> runCapacityPass(const CapacitySettings &settings, const TestSpec &spec,
                                           const CustomPassContext &context);

/// Removes capacity folders (and other leftovers) in directoryFd that the one ownership module
/// (leftoverclaim.h) proves ours, in the current and the previous format; "path: why" for others.
QStringList removeStaleCapacityFolders(int directoryFd, const QString &directory, int *removed = nullptr);

/// The capacity check's figures: its one worker's verdict (CapacityReport, patternreport.h).
WorkloadFigures mergeCapacityFigures(const std::vector<PatternReport> &reports);

} // namespace drivebench
