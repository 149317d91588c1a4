// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NVMe SMART / Health Information log (Log Identifier 02h, NVM Express Base Specification 2.0,
// section 5.16.1.3, Figure 207): a pure, bounds-checked decoder over the 512-byte page, laid out
// by libnvme's struct nvme_smart_log (<nvme/types.h>). Counters are 128-bit little-endian; we
// keep the low 64 bits and flag a non-zero high half.

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include <QJsonObject>

#include "core/devices/healthverdict.h"
#include "core/util/result.h"

namespace drivebench {

struct NvmeControllerIdentify;

inline constexpr std::size_t kNvmeSmartLogSize = 512;
/// One data unit is 1000 units of 512 bytes (Figure 207, Data Units Read).
inline constexpr std::uint64_t kNvmeDataUnitBytes = 512000;

/// Critical Warning (byte 0) bits.
struct NvmeCriticalWarning
{
    std::uint8_t raw = 0;
    bool spare() const { return raw & 0x01; }          ///< available spare below threshold
    bool temperature() const { return raw & 0x02; }    ///< over/under temperature threshold
    bool reliability() const { return raw & 0x04; }    ///< NVM subsystem reliability degraded
    bool readOnly() const { return raw & 0x08; }       ///< media placed in read-only mode
    bool volatileBackup() const { return raw & 0x10; } ///< volatile memory backup failed
    bool pmr() const { return raw & 0x20; }            ///< persistent memory region read-only (1.4)
};

struct NvmeSmartLog
{
    NvmeCriticalWarning criticalWarning;
    std::optional<int> temperatureC;            ///< composite, Kelvin - 273 (bytes 2:1); nullopt when 0
    std::array<std::optional<int>, 8> sensorsC; ///< Temperature Sensor 1-8 (bytes 201:200 ..); nullopt = not implemented
    int availableSparePct = 0;                  ///< byte 3
    int availableSpareThresholdPct = 0;         ///< byte 4
    int percentageUsed = 0;                     ///< byte 5 (may exceed 100)
    std::uint8_t enduranceGroupWarning = 0;     ///< byte 6
    std::uint64_t dataUnitsRead = 0;            ///< bytes 47:32
    std::uint64_t dataUnitsWritten = 0;         ///< bytes 63:48
    std::uint64_t hostReadCommands = 0;         ///< bytes 79:64
    std::uint64_t hostWriteCommands = 0;        ///< bytes 95:80
    std::uint64_t controllerBusyMinutes = 0;    ///< bytes 111:96
    std::uint64_t powerCycles = 0;              ///< bytes 127:112
    std::uint64_t powerOnHours = 0;             ///< bytes 143:128
    std::uint64_t unsafeShutdowns = 0;          ///< bytes 159:144
    std::uint64_t mediaErrors = 0;              ///< bytes 175:160
    std::uint64_t errorLogEntries = 0;          ///< bytes 191:176
    bool counterOverflow = false;               ///< a 128-bit counter's high 64 bits were set
    std::uint32_t warningTempMinutes = 0;       ///< bytes 195:192
    std::uint32_t criticalTempMinutes = 0;      ///< bytes 199:196
    std::array<std::uint32_t, 2> thermalTransitions{}; ///< TMT1/TMT2 transition counts, bytes 219:216, 223:220
    std::array<std::uint32_t, 2> thermalTimeS{};       ///< TMT1/TMT2 total time, bytes 227:224, 231:228

    std::uint64_t hostBytesRead() const { return dataUnitsRead * kNvmeDataUnitBytes; }
    std::uint64_t hostBytesWritten() const { return dataUnitsWritten * kNvmeDataUnitBytes; }
};

/// Decodes the 512-byte log; an error when the size is wrong or the page cannot be a SMART log
/// (reserved bits or bytes set, a spare percentage over 100, all zero).
Result<NvmeSmartLog> decodeNvmeSmartLog(std::span<const std::uint8_t> page);

/// The `nvme` JSON object of `health` (docs/health.md). ctrl adds wctemp_c/cctemp_c.
QJsonObject toJson(const NvmeSmartLog &log, const NvmeControllerIdentify *ctrl);

/// The verdict of the log: critical warnings, spare, wear, media errors, temperature.
HealthVerdict judgeNvmeSmart(const NvmeSmartLog &log, const NvmeControllerIdentify *ctrl);

} // namespace drivebench
