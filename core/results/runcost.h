// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a run cost the drive (issue 31): the host writes the drive itself counted between the
// health reading before the run and the one after it (NVMe Data Units Written, or ATA attribute
// 241 Total LBAs Written in libatasmart's unit), set beside the bytes the tests wrote, and the
// drive's own wear figure (NVMe Percentage Used) before and after. Read from RunResult::health,
// which core/runner/thermalmonitor.cpp makes; both front ends show it after a run that wrote.
//
// The drive counts every write that reached it while the run went on: on a file-system target
// the file system's own writes and other programs' writes to the same drive count too, so the
// ratio is "what the drive saw per byte we wrote", not the drive's internal write amplification
// (which no standard counter gives).

#include <cstdint>
#include <optional>

#include <QString>

namespace drivebench {

struct RunResult;

struct RunCost
{
    std::uint64_t testsWroteBytes = 0;               ///< the bytes the run's tests wrote
    std::optional<std::uint64_t> driveCountedBytes;  ///< host writes the drive counted during the run
    /// One step of the drive's counter: 512 000 bytes for NVMe data units (each reading rounds
    /// up, so the difference is exact to two steps), the LBA unit for ATA attribute 241.
    std::uint64_t counterStepBytes = 0;
    QString counter;                                 ///< "nvme" or "ata"; empty when none was read
    std::optional<int> percentageUsedBefore;         ///< NVMe Percentage Used (%), before the run
    std::optional<int> percentageUsedAfter;          ///< and after it
    /// Why driveCountedBytes is unknown ("" when known): the health could not be read, or the
    /// drive keeps no host-write counter.
    QString unknownReason;

    /// driveCountedBytes / testsWroteBytes when both are known and the tests wrote at least 100
    /// counter steps (below that, the counter's rounding is more than 2 % of the figure).
    std::optional<double> ratio() const;
};

/// The cost in the command line's and the text export's words: "the drive counted 2.027 GB of
/// host writes (NVMe data units written), the tests wrote 2.027 GB, ratio 1.000; percentage used
/// 0 % -> 0 %", or "unknown (why); the tests wrote 2.027 GB". GB are 10^9 bytes, to 1 MB.
QString runCostRemark(const RunCost &cost);

/// The run's cost, or nullopt when the run wrote nothing, had no drive behind its target (tmpfs, a
/// network file system) or its drive has no SMART at all (virtio, most USB bridges): nothing
/// counts its writes, and the health view already says why.
std::optional<RunCost> runCostOf(const RunResult &run);

} // namespace drivebench
