// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading identify data from a device: the transport (ioctl -> bytes), kept apart from the
// decoders. ATA IDENTIFY DEVICE goes through SG_IO as a SAT ATA PASS-THROUGH (16) command
// (libata's SAT layer, USB bridges that speak SAT); NVMe Identify through the admin ioctl.
// ATA needs root (CAP_SYS_RAWIO). NVMe needs root, or on Linux 6.2+ only an open namespace,
// which an unprivileged user gets from UDisks2 (RawAccess); errors say which.

#include <cstdint>
#include <vector>

#include <QString>

#include "core/devices/rawaccess.h"
#include "core/util/result.h"

namespace drivebench {

struct Drive;

/// Raw identify pages read from one device.
struct RawIdentify
{
    QString kind;                          ///< "ata" or "nvme"
    std::vector<std::uint8_t> primary;     ///< ATA: IDENTIFY DEVICE (512 B); NVMe: Identify Controller (4096 B)
    std::vector<std::uint8_t> nvmeNamespace; ///< NVMe: Identify Namespace (4096 B), empty if not read
    std::uint32_t nsid = 0;                ///< the namespace read (NVMe)
    bool throughUdisks = false;            ///< read on a descriptor from UDisks2
};

/// ATA IDENTIFY DEVICE through SG_IO ATA PASS-THROUGH (16) (SAT-4 12.2.2) on /dev/sdX or /dev/sgN.
Result<std::vector<std::uint8_t>> readAtaIdentify(const QString &devicePath);
/// NVMe Identify (CNS 01h controller with nsid 0, CNS 00h namespace) on /dev/nvmeN or /dev/nvmeNnM.
Result<std::vector<std::uint8_t>> readNvmeIdentify(const QString &devicePath, std::uint32_t cns, std::uint32_t nsid,
                                                   const RawAccess &access = {});
/// The identify pages of a device: NVMe for /dev/nvme*, ATA otherwise; access says whether a
/// refused NVMe open goes through UDisks2 (ATA never does: the kernel wants root for it).
Result<RawIdentify> readIdentify(const QString &devicePath, const RawAccess &access = {});
/// Reads and decodes identify into the drive (model/serial/firmware, identify JSON, SATA link
/// word 76); on failure leaves the sysfs data and sets drive.identifyError to cause and fix.
void readIdentifyInto(Drive &drive, const RawAccess &access = {});

} // namespace drivebench
