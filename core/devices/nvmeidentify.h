// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NVMe Identify data structures (NVM Express Base Specification 2.0, section 5.17.2.1,
// Figure 275 "Identify Controller Data Structure"; NVM Command Set Specification 1.0,
// Figure 97 "Identify Namespace Data Structure"): pure decoders over the 4096-byte pages.
// Fields are little-endian at fixed byte offsets.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QJsonObject>
#include <QString>

#include "core/util/result.h"

namespace drivebench {

struct Drive;

inline constexpr std::size_t kNvmeIdentifySize = 4096;

/// One power state descriptor (bytes 2048 + 32*n).
struct NvmePowerState
{
    double maxPowerW = 0;        ///< MP, scaled by MXPS (0.01 W or 0.0001 W)
    bool nonOperational = false; ///< NOPS
    std::uint32_t entryLatencyUs = 0;
    std::uint32_t exitLatencyUs = 0;
};

/// Identify Controller (CNS 01h).
struct NvmeControllerIdentify
{
    std::uint16_t vid = 0;       ///< bytes 1:0, PCI vendor id
    std::uint16_t ssvid = 0;     ///< bytes 3:2, PCI subsystem vendor id
    QString serial;              ///< bytes 23:4
    QString model;               ///< bytes 63:24
    QString firmware;            ///< bytes 71:64
    QString version;             ///< bytes 83:80 "1.4.0"; empty when 0 (NVMe 1.0 controllers)
    std::uint16_t controllerId = 0;  ///< bytes 79:78
    std::uint32_t namespaces = 0;    ///< NN, bytes 519:516
    std::uint64_t tnvmcapBytes = 0;  ///< bytes 295:280 (low 64 bits of a 128-bit value)
    bool tnvmcapOverflow = false;    ///< the high 64 bits were not zero
    std::optional<int> warningTempC; ///< WCTEMP bytes 267:266, Kelvin - 273; nullopt when 0
    std::optional<int> criticalTempC;///< CCTEMP bytes 269:268
    bool volatileWriteCache = false; ///< VWC byte 525 bit 0
    bool deallocate = false;         ///< ONCS bytes 521:520 bit 2 (Dataset Management)
    int mdtsPages = 0;               ///< MDTS byte 77: 2^n minimum pages per transfer, 0 = no limit
    std::vector<NvmePowerState> powerStates; ///< NPSS byte 263 + 1 descriptors
    std::uint32_t ieeeOui = 0;       ///< IEEE bytes 75:73, the vendor's OUI (0x002538 Samsung)
    int firmwareSlots = 0;           ///< FRMW byte 260 bits 3:1
    std::uint8_t logPageAttributes = 0; ///< LPA byte 261
    bool apsta = false;              ///< APSTA byte 265 bit 0: autonomous power state transitions
    std::uint16_t oncs = 0;          ///< ONCS bytes 521:520, optional NVM commands
    std::uint64_t hmbPreferredBytes = 0; ///< HMPRE bytes 275:272 (4 KiB units): host memory buffer asked for
    std::uint64_t hmbMinimumBytes = 0;   ///< HMMIN bytes 279:276 (4 KiB units)
};

/// One LBA format (bytes 128 + 4*n of Identify Namespace).
struct NvmeLbaFormat
{
    std::uint32_t dataSizeBytes = 0; ///< 2^LBADS
    std::uint16_t metadataBytes = 0; ///< MS
    int relativePerformance = 0;     ///< RP: 0 best .. 3 degraded
};

/// Identify Namespace (CNS 00h).
struct NvmeNamespaceIdentify
{
    std::uint64_t sizeBlocks = 0;      ///< NSZE
    std::uint64_t capacityBlocks = 0;  ///< NCAP
    std::uint64_t utilizationBlocks = 0; ///< NUSE
    int formatInUse = 0;               ///< FLBAS bits 3:0 (+ bits 6:5 as the high bits, 2.0)
    std::vector<NvmeLbaFormat> lbaFormats; ///< NLBAF + 1 entries
    std::uint32_t blockSizeBytes = 0;  ///< data size of the format in use
};

/// Decodes Identify Controller; an error when not 4096 bytes or all zero.
Result<NvmeControllerIdentify> decodeNvmeController(std::span<const std::uint8_t> page);
/// Decodes Identify Namespace; an error when not 4096 bytes or when the format index is invalid.
Result<NvmeNamespaceIdentify> decodeNvmeNamespace(std::span<const std::uint8_t> page);
/// JSON objects with the documented names.
QJsonObject toJson(const NvmeControllerIdentify &id);
QJsonObject toJson(const NvmeNamespaceIdentify &id);
/// Takes model, serial and firmware from the controller data into drive; identify JSON too.
void applyNvmeIdentity(Drive &drive, const NvmeControllerIdentify &ctrl,
                       const NvmeNamespaceIdentify *ns, const QString &source);

} // namespace drivebench
