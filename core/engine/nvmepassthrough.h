// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NVMe passthrough (the io_uring_cmd engine, as fio's io_uring_cmd): each request goes to the
// namespace's generic character device /dev/ngXnY as one NVMe Read (0x02) or Write (0x01)
// command in a 128-byte SQE (IORING_OP_URING_CMD, NVME_URING_CMD_IO), bypassing the block layer.
// Here: the command's layout, the block device → generic device mapping through sysfs, and the
// refusals' words. The engine is UringEngine in its passthrough mode (uringengine.h); the target
// opens the generic device after the raw-device safety checks (target.cpp).

#include <sys/types.h>

#include <cstdint>

#include <linux/nvme_ioctl.h>

#include <QString>

#include "core/engine/iorequest.h"
#include "core/util/result.h"

namespace drivebench {

inline constexpr std::uint8_t kNvmeOpWrite = 0x01;
inline constexpr std::uint8_t kNvmeOpRead = 0x02;
/// NLB is a 0's based 16-bit field: at most 65536 blocks per command.
inline constexpr std::uint32_t kNvmeMaxBlocksPerCommand = 65536;

/// Fills cmd with the NVMe Read or Write of length bytes at offset of namespace nsid (LBA size
/// 1 << lbaShift) into or from buffer: SLBA in cdw10 (low) / cdw11 (high), NLB - 1 in cdw12.
/// Returns false, leaving cmd as it was, when offset or length is not a whole number of LBAs,
/// length is 0, or it is more blocks than one command carries. No allocation, no system call:
/// the engine calls it per request.
inline bool encodeNvmeRw(nvme_uring_cmd &cmd, IoDirection direction, std::uint64_t offset,
                         std::uint32_t length, const void *buffer, std::uint32_t nsid,
                         unsigned lbaShift)
{
    const std::uint64_t mask = (std::uint64_t(1) << lbaShift) - 1;
    if (length == 0 || (offset & mask) != 0 || (length & mask) != 0
        || (length >> lbaShift) > kNvmeMaxBlocksPerCommand)
        return false;
    const std::uint64_t slba = offset >> lbaShift;
    cmd = nvme_uring_cmd{};
    cmd.opcode = direction == IoDirection::Read ? kNvmeOpRead : kNvmeOpWrite;
    cmd.nsid = nsid;
    cmd.addr = reinterpret_cast<std::uintptr_t>(buffer);
    cmd.data_len = length;
    cmd.cdw10 = std::uint32_t(slba & 0xffffffffu);
    cmd.cdw11 = std::uint32_t(slba >> 32);
    cmd.cdw12 = (length >> lbaShift) - 1;
    return true;
}

/// log2 of an LBA size (a power of two from 512 to 65536); nullopt-like -1 otherwise.
int lbaShiftOf(std::uint32_t lbaBytes);

/// Why encodeNvmeRw would refuse a request, in words (for the refusal and the tests).
Result<void> checkNvmeRw(std::uint64_t offset, std::uint32_t length, std::uint32_t lbaBytes);

/// The NVMe generic character device of a namespace.
struct NvmeGenericNode
{
    QString blockName; ///< "nvme0n1"
    QString name;      ///< "ng0n1"
    QString path;      ///< devRoot + "/ng0n1"
    unsigned major = 0;
    unsigned minor = 0;
    std::uint64_t maxTransferBytes = 0; ///< queue/max_hw_sectors_kb of the namespace; 0 unknown
    std::uint32_t maxSegments = 0;      ///< queue/max_segments: the most separate memory runs a
                                        ///< command's buffer may have (never split); 0 unknown
};

/// Maps the block device blockDev (st_rdev of /dev/nvmeXnY) to its generic device through sysfs:
/// sysRoot/dev/block/MAJ:MIN names the namespace (a whole NVMe namespace, not a partition);
/// its sibling ngXnY under the same controller (or subsystem, for a multipath head) must be the
/// one sysRoot/class/nvme-generic lists; its dev file gives major:minor, and devRoot/ngXnY must
/// be the character device with that number (a name alone is never trusted). Each refusal names
/// the cause and the fix.
Result<NvmeGenericNode> findNvmeGenericNode(dev_t blockDev, const QString &sysRoot,
                                            const QString &devRoot);

/// The words for a refusal of passthrough by the kernel or the drive: err is the errno (positive)
/// of the ring setup (setup true) or of a command's completion; node is the generic device.
Error nvmePassthroughRefusal(int err, const QString &node, bool setup);

} // namespace drivebench
