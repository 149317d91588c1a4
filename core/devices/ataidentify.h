// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ATA IDENTIFY DEVICE (ACS-3, T13/2161-D, section 7.12.7, table 45): a pure decoder over the
// 512-byte block. Words are little-endian; word N sits at bytes 2N and 2N+1.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QJsonObject>
#include <QString>

#include "core/util/result.h"

namespace drivebench {

struct Drive;

inline constexpr std::size_t kAtaIdentifySize = 512;

/// The decoded fields DriveBench uses (JSON names in docs/drives.md).
struct AtaIdentify
{
    QString model;                           ///< words 27-46, 40 characters, padding trimmed
    QString serial;                          ///< words 10-19, 20 characters
    QString firmware;                        ///< words 23-26, 8 characters
    std::uint64_t capacitySectors = 0;       ///< words 100-103 (LBA48) when supported, else 60-61
    bool lba48 = false;
    std::uint32_t logicalSectorSize = 512;   ///< bytes; words 117-118 when word 106 bit 12
    std::uint32_t physicalSectorSize = 512;  ///< bytes; logical << word 106 bits 3:0
    std::optional<int> rotationRateRpm;      ///< word 217: 0 = solid state, nullopt = not reported
    QString formFactor;                      ///< word 168 bits 3:0: "2.5 inch", "M.2", ... or empty
    QString ataMajorVersion;                 ///< word 80, highest bit: "ACS-3", "ATA8-ACS", ...
    std::vector<double> sataGenerationsGbps; ///< word 76 bits 1-3 (+ bit 4 reserved for Gen4)
    std::optional<double> sataMaxGbps;       ///< the highest of those
    std::optional<double> sataCurrentGbps;   ///< word 77 bits 3:1 (ACS-3), nullopt = not reported
    bool ncq = false;                        ///< word 76 bit 8
    int queueDepth = 1;                      ///< word 75 bits 4:0 + 1 when NCQ
    bool trim = false;                       ///< word 169 bit 0
    std::optional<bool> writeCache;          ///< enabled (word 85 bit 5) if supported (word 82 bit 5)
    std::optional<bool> smart;               ///< enabled (word 85 bit 0) if supported (word 82 bit 0)
    std::optional<bool> checksumValid;       ///< word 255: nullopt when no 0xA5 signature
    bool packetDevice = false;               ///< word 0 bit 15: ATAPI (IDENTIFY PACKET DEVICE)
    std::optional<std::uint32_t> wwnOui;     ///< words 108-109: the IEEE OUI of an NAA 5 world wide name
};

/// Decodes an IDENTIFY DEVICE block; an error when it is not exactly 512 bytes or all zero.
Result<AtaIdentify> decodeAtaIdentify(std::span<const std::uint8_t> block);
/// The documented JSON object for the decoded fields.
QJsonObject toJson(const AtaIdentify &id);
/// Takes model, serial and firmware from identify (full length) into drive, records source,
/// keeps the decoded fields in drive.ataIdentify and word 76/77 into the SATA link figures.
void applyAtaIdentity(Drive &drive, const AtaIdentify &id, const QString &source);

/// ATA string field (ACS-3 3.3.10): two characters per word, the first in the high byte.
QString ataString(std::span<const std::uint8_t> field);

} // namespace drivebench
