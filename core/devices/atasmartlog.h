// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ATA SMART: the 512-byte SMART READ DATA and SMART READ THRESHOLDS blocks (ACS-3 T13/2161-D
// 7.50.2 / 7.50.3 and the long-standing vendor layout of the attribute table: revision in bytes
// 1:0, 30 entries of 12 bytes from byte 2, offline status byte 362, self-test status byte 363,
// checksum byte 511) and, where the drive has it, the SCT Status temperature (SCT Command
// Transport, log address E0h, bytes 200-204).
//
// Names, units and the per-model quirks (power-on time in minutes or half-minutes, temperature
// in tenths, ...) come from libatasmart, which udisks uses, fed with a blob of IDENTIFY + data +
// thresholds; DriveBench's own code checks the blocks, keeps the raw 48-bit values and finds the
// min/max temperature bytes libatasmart does not report.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/devices/healthverdict.h"
#include "core/util/result.h"

namespace drivebench {

struct UdisksAtaSmart;

inline constexpr std::size_t kAtaSmartBlockSize = 512;

struct AtaSmartAttribute
{
    int id = 0;
    QString name;               ///< libatasmart's name ("reallocated-sector-count"), "attribute-N" when unknown
    bool prefailure = false;    ///< flags bit 0
    bool online = false;        ///< flags bit 1
    int flags = 0;
    int value = 0;              ///< normalised current value
    int worst = 0;
    std::optional<int> threshold; ///< from READ THRESHOLDS, when the table names the id
    std::uint64_t raw = 0;      ///< the 48-bit raw value, little-endian bytes 5-10 of the entry
    bool rawKnown = true;       ///< false through UDisks2, which does not pass the raw bytes on
    std::optional<double> decoded; ///< raw in the unit below, where the meaning is known
    QString unit;               ///< "hours", "celsius", "sectors", "MB", "percent", "count"
    bool failingNow = false;    ///< prefailure or not: value <= threshold (threshold 1-253)
    bool failedInPast = false;  ///< worst <= threshold
};

struct AtaSmart
{
    int revision = 0;
    std::vector<AtaSmartAttribute> attributes;
    bool thresholdsRead = false;
    bool dataChecksumValid = true;
    bool thresholdsChecksumValid = true;
    bool identifyGiven = false;   ///< the drive's IDENTIFY was known: its quirks applied
    QString model;                ///< from IDENTIFY, when given
    int offlineStatus = 0;        ///< byte 362
    int selfTestCode = 0;         ///< byte 363 bits 7:4 (0 = passed or never run, 15 = in progress)
    int selfTestPercentRemaining = 0; ///< byte 363 bits 3:0 * 10
    QString selfTestText;
    int shortTestMinutes = 0;
    int extendedTestMinutes = 0;
    std::optional<bool> smartStatusGood; ///< SMART RETURN STATUS, when read from the drive
    std::optional<double> powerOnHours;
    std::optional<int> temperatureC;
    std::optional<int> temperatureMinC;
    std::optional<int> temperatureMaxC;
    std::optional<int> sctTemperatureC;    ///< SCT Status byte 200
    std::optional<int> sctLifetimeMinC;    ///< byte 203
    std::optional<int> sctLifetimeMaxC;    ///< byte 204
    // The sector counters that feed the verdict (sectorCount below): nullopt when the drive has
    // no such attribute or its value cannot be read as a count (then uninterpretable says why).
    std::optional<std::uint64_t> reallocatedSectors;   ///< id 5
    std::optional<std::uint64_t> pendingSectors;       ///< id 197
    std::optional<std::uint64_t> offlineUncorrectable; ///< id 198
    /// libatasmart's sk_disk_smart_get_bad: its reallocated + pending sectors (what skdump prints
    /// as "Bad Sectors"), nullopt when it names neither attribute for this drive.
    std::optional<std::uint64_t> badSectors;
    QStringList uninterpretable;  ///< one line per counter attribute whose value is not a count, and why
    std::uint64_t capacitySectors = 0; ///< from IDENTIFY (0 = unknown): a count above it is not a count
    std::optional<std::uint64_t> lbasWritten;          ///< id 241 (Total LBAs Written)
    std::uint32_t logicalSectorSize = 512;
    std::uint64_t lbaUnitBytes = 512; ///< what one count of attribute 241 is: the sector, or 32 MiB (Intel SSDs)

    /// "ok", "threshold_exceeded" (a prefailure attribute at or below its threshold now, or
    /// SMART RETURN STATUS says so) or "exceeded_in_past".
    QString status() const;
};

/// Decodes SMART READ DATA (and READ THRESHOLDS when not empty); identify, when not empty, is
/// the drive's IDENTIFY DEVICE block: model quirks and the logical sector size apply. Errors:
/// wrong sizes, an all-zero or checksum-failing data block, duplicate attribute ids.
Result<AtaSmart> decodeAtaSmart(std::span<const std::uint8_t> data, std::span<const std::uint8_t> thresholds,
                                std::span<const std::uint8_t> identify = {});

/// Adds the SCT Status temperatures (log E0h, 512 bytes); an error when the block is not an SCT
/// status (format version 0 or the temperature bytes out of range).
Result<void> applySctStatus(AtaSmart &smart, std::span<const std::uint8_t> sctStatus);

/// What UDisks2 (Drive.Ata, for an unprivileged user) reported, in the same form: libatasmart's
/// names, values and pretty figures as the root path gets them, without the raw bytes (UDisks2
/// does not pass them on: `raw` is null, attribute 241's bytes are unknown, no min/max temperature).
AtaSmart ataSmartFromUdisks(const UdisksAtaSmart &udisks);
/// The `ata` JSON object of `health` (docs/health.md).
QJsonObject toJson(const AtaSmart &smart);
/// A sector counter (5, 197, 198) as a count, or why it is none.
struct SectorCount
{
    std::optional<std::uint64_t> count;
    QString uninterpretable; ///< set when count is nullopt: why the value is not a count
};

/// What attribute a (5 reallocated, 197 pending, 198 offline uncorrectable) counts, in sectors:
/// libatasmart's pretty value where it names the attribute for this drive (its per-model quirks
/// and the bytes it takes: 32 bits for 5 and 197, 48 for 198); nothing where it names it
/// "attribute-N" (the model encodes it its own way); without libatasmart's reading, the raw
/// field's two low bytes, the count by the ATA convention, when the four above them are zero.
/// A value over the capacity (capacitySectors, 0 = unknown), over 32 bits or all ones is not a count.
SectorCount sectorCount(const AtaSmartAttribute &a, std::uint64_t capacitySectors = 0);

/// The verdict (docs/health.md "Verdict"): failing when SMART RETURN STATUS says so or a
/// pre-failure attribute is at or below its threshold now; warning for reallocated, pending or
/// offline uncorrectable sectors, a pre-failure attribute below its threshold in the past or a
/// failed self-test; an old-age attribute at its threshold and a counter that is not a count are
/// notes. Each reason names the attribute and its reading.
HealthVerdict judgeAtaSmart(const AtaSmart &smart);

} // namespace drivebench
