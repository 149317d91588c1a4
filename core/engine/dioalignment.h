// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The alignment direct I/O on a file needs (offsets, lengths and buffers are multiples of it).
//
// 512 B is not safe to assume: a filesystem on a 4Kn drive (4096-byte logical blocks) refuses a
// 512-byte O_DIRECT request with EINVAL. In order of trust:
//  1. statx(STATX_DIOALIGN) (Linux 6.1+; ext4, xfs, f2fs, btrfs, block devices): what the
//     filesystem itself says;
//  2. the logical block size of the block device holding the file, from sysfs
//     (/sys/dev/block/MAJ:MIN/queue/logical_block_size, or its parent's for a partition);
//  3. a probe: one 512-byte O_DIRECT read at offset 512 into a 512-aligned buffer (tmpfs, FUSE,
//     NFS, overlays on anonymous devices); success means 512 works;
//  4. 4096, which every device with a logical block of at most 4 KiB accepts.
// Block devices use BLKSSZGET (Target does that). The choice and its source go into the result.

#include <cstdint>
#include <optional>

#include <QString>

namespace drivebench {

/// An alignment in bytes and where it came from: "statx", "sysfs", "probe", "default",
/// "BLKSSZGET" (block devices) or "buffered" (no O_DIRECT: any alignment works; 512 is used).
struct DioAlignment
{
    std::uint32_t bytes = 4096;
    QString source = QStringLiteral("default");
};

/// Picks from what is known (each empty when unknown, 0 counts as unknown): the first usable of
/// statx's dio_offset_align, the device's logical block size, the probe's answer, then 4096.
/// A usable value is a power of two from 1 to 64 KiB; values under 512 are raised to 512 (the
/// engine's smallest request).
DioAlignment chooseDioAlignment(std::optional<std::uint32_t> statxOffsetAlign,
                                std::optional<std::uint32_t> sysfsLogicalBlock,
                                std::optional<std::uint32_t> probed);

/// The logical block size of block device major:minor from sysRoot (a partition's is its
/// disk's); empty when it is not a block device (tmpfs, btrfs's anonymous devices) or unknown.
std::optional<std::uint32_t> sysfsLogicalBlockSize(const QString &sysRoot, unsigned major,
                                                   unsigned minor);

/// The alignment for O_DIRECT on the open regular file fd (opened with O_DIRECT; at least
/// 1 KiB long for the probe to run). Reads at most 512 bytes; never writes.
DioAlignment fileDioAlignment(int fd, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace drivebench
