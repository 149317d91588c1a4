// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A drive's health: the NVMe SMART / Health log with Identify Controller's temperature
// thresholds, or ATA SMART data + thresholds (+ SMART RETURN STATUS, SCT Status), read from the
// device (the transport: libnvme's Get Log Page, SG_IO ATA PASS-THROUGH) or decoded from saved
// dumps, judged into ok / warning / failing. What `drivebench-cli health` prints (docs/health.md),
// what the runner reads before and after a run and what the Health view shows.

#include <cstdint>
#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/devices/atasmartlog.h"
#include "core/devices/healthverdict.h"
#include "core/devices/nvmeidentify.h"
#include "core/devices/nvmesmart.h"
#include "core/devices/rawaccess.h"
#include "core/devices/udisksclient.h"
#include "core/util/result.h"

namespace drivebench {

/// The raw blocks, as read (for --save and for tests).
struct RawHealth
{
    QString kind;                          ///< "nvme", "ata", or "none" (noSmartReason says why)
    QString noSmartReason;                 ///< "no SMART on this kind of device: ..." (kind "none")
    QStringList noSmartNotes;              ///< what the device answered, when it was asked
    std::vector<std::uint8_t> nvmeLog;     ///< log page 02h, 512 bytes
    std::vector<std::uint8_t> nvmeIdentify; ///< Identify Controller, 4096 bytes (empty if refused)
    std::vector<std::uint8_t> ataData;     ///< SMART READ DATA
    std::vector<std::uint8_t> ataThresholds; ///< SMART READ THRESHOLDS (empty if refused)
    std::vector<std::uint8_t> ataIdentify; ///< IDENTIFY DEVICE
    std::vector<std::uint8_t> sctStatus;   ///< SCT Status (log E0h), empty when not supported
    std::optional<bool> ataStatusGood;     ///< SMART RETURN STATUS
    bool throughUdisks = false;
    /// ATA SMART as UDisks2 reported it (an unprivileged caller): set instead of the blocks above.
    std::optional<UdisksAtaSmart> udisksAta;
};

struct DriveHealth
{
    QString device;
    QString kind;
    HealthVerdict verdict;
    QStringList notes;                     ///< things that are not the drive's fault (a block refused, ...)
    std::optional<NvmeSmartLog> nvme;
    std::optional<NvmeControllerIdentify> controller;
    std::optional<AtaSmart> ata;
    RawHealth raw;

    /// The drive's temperature: NVMe composite, ATA attribute 194/190 or SCT Status.
    std::optional<int> temperatureC() const;
    /// {device, kind, overall, warnings[], notes[], nvme|ata}
    QJsonObject toJson() const;
};

/// Reads the health blocks of /dev/nvmeN, /dev/nvmeNnM (NVMe) or /dev/sdX, /dev/sgN (ATA).
/// access: whether a caller without the privilege goes on to UDisks2 (NVMe: a descriptor, which
/// the kernel lets send Get Log Page only to root; ATA: UDisks2's own SMART reading, Drive.Ata).
Result<RawHealth> readRawHealth(const QString &devicePath, const RawAccess &access = {});
/// Decodes and judges what readRawHealth (or saved dumps) gave.
Result<DriveHealth> decodeHealth(const QString &device, RawHealth raw);
/// readRawHealth + decodeHealth.
Result<DriveHealth> readHealth(const QString &devicePath, const RawAccess &access = {});

/// "nvme" for /dev/nvme*, /dev/ng*; "ata" otherwise.
QString healthKindForPath(const QString &devicePath);

/// What a block device is when its kind has no SMART of its own, by its kernel name ("loop0":
/// "a loop device ..."; dm-N, mdN, vdX, xvdX, mmcblkN, zramN, ramN, nbdN, pmemN); empty when
/// it may have SMART (sdX, hdX, nvme*).
QString noSmartKind(const QString &kernelName);
/// The kernel name of the block device node at devicePath (/dev/mapper/x -> "dm-0"), by its
/// device number in sysRoot/dev/block; empty when it is not a block device.
QString blockKernelName(const QString &devicePath, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace drivebench
