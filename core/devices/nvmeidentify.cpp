// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvmeidentify.h"

#include <QJsonArray>

#include "core/devices/drive.h"

namespace drivebench {

namespace {

std::uint64_t le(std::span<const std::uint8_t> b, std::size_t offset, std::size_t bytes)
{
    std::uint64_t v = 0;
    for (std::size_t i = bytes; i-- > 0;)
        v = (v << 8) | b[offset + i];
    return v;
}

// NVMe strings are ASCII, left-justified, padded with spaces (2.0 section 1.5 "ASCII string").
QString asciiField(std::span<const std::uint8_t> b, std::size_t offset, std::size_t bytes)
{
    QString s;
    for (std::size_t i = 0; i < bytes; ++i) {
        const std::uint8_t c = b[offset + i];
        s += (c >= 0x20 && c < 0x7f) ? QChar(char16_t(c)) : QChar(u' ');
    }
    return s.trimmed();
}

Error sizeError(std::size_t size, const char *what)
{
    std::string message = std::string("an NVMe Identify ") + what + " page is 4096 bytes; this one has "
                          + std::to_string(size);
    if (size == 512)
        message += " (only the first 512 bytes, as some Windows tools save: bytes 512-4095 with the "
                   "namespace count, capacity and power states are missing)";
    else if (size < kNvmeIdentifySize)
        message += " (truncated: bytes " + std::to_string(size) + "-4095 are missing)";
    else
        message += " (too long)";
    return Error::make(std::errc::invalid_argument, message,
                       "save the whole page: nvme id-ctrl -b DEVICE > FILE, or with drivebench-cli identify's save option");
}

bool allZero(std::span<const std::uint8_t> b)
{
    for (const std::uint8_t v : b) {
        if (v)
            return false;
    }
    return true;
}

std::optional<int> kelvinToC(std::uint64_t k)
{
    if (k == 0)
        return std::nullopt;
    return int(k) - 273;
}

} // namespace

Result<NvmeControllerIdentify> decodeNvmeController(std::span<const std::uint8_t> b)
{
    if (b.size() != kNvmeIdentifySize)
        return sizeError(b.size(), "Controller");
    if (allZero(b))
        return Error::make(std::errc::invalid_argument, "the Identify Controller page is all zeros",
                           "the controller did not answer Identify; read it again");
    NvmeControllerIdentify id;
    id.vid = std::uint16_t(le(b, 0, 2));
    id.ssvid = std::uint16_t(le(b, 2, 2));
    id.serial = asciiField(b, 4, 20);
    id.model = asciiField(b, 24, 40);
    id.firmware = asciiField(b, 64, 8);
    id.mdtsPages = b[77] ? 1 << std::min<int>(b[77], 30) : 0;
    id.controllerId = std::uint16_t(le(b, 78, 2));
    const std::uint32_t ver = std::uint32_t(le(b, 80, 4)); // MJR 31:16, MNR 15:8, TER 7:0
    if (ver)
        id.version = QStringLiteral("%1.%2.%3").arg(ver >> 16).arg((ver >> 8) & 0xff).arg(ver & 0xff);
    id.warningTempC = kelvinToC(le(b, 266, 2));
    id.criticalTempC = kelvinToC(le(b, 268, 2));
    id.tnvmcapBytes = le(b, 280, 8);
    id.tnvmcapOverflow = le(b, 288, 8) != 0;
    id.namespaces = std::uint32_t(le(b, 516, 4));
    id.deallocate = (le(b, 520, 2) & 0x4) != 0;
    id.volatileWriteCache = (b[525] & 0x1) != 0;
    id.ieeeOui = std::uint32_t(le(b, 73, 3));
    id.firmwareSlots = (b[260] >> 1) & 0x7;
    id.logPageAttributes = b[261];
    id.apsta = (b[265] & 0x1) != 0;
    id.oncs = std::uint16_t(le(b, 520, 2));
    id.hmbPreferredBytes = le(b, 272, 4) * 4096;
    id.hmbMinimumBytes = le(b, 276, 4) * 4096;
    // Power state descriptors: NPSS (0-based) at byte 263, descriptor n at 2048 + 32n (max 32).
    const int count = std::min<int>(b[263] + 1, 32);
    for (int n = 0; n < count; ++n) {
        const std::size_t o = 2048 + 32 * std::size_t(n);
        NvmePowerState ps;
        const bool mxps = b[o + 3] & 0x1; // max power scale: 1 = 0.0001 W units
        ps.maxPowerW = double(le(b, o, 2)) * (mxps ? 0.0001 : 0.01);
        ps.nonOperational = (b[o + 3] & 0x2) != 0;
        ps.entryLatencyUs = std::uint32_t(le(b, o + 4, 4));
        ps.exitLatencyUs = std::uint32_t(le(b, o + 8, 4));
        id.powerStates.push_back(ps);
    }
    return id;
}

Result<NvmeNamespaceIdentify> decodeNvmeNamespace(std::span<const std::uint8_t> b)
{
    if (b.size() != kNvmeIdentifySize)
        return sizeError(b.size(), "Namespace");
    NvmeNamespaceIdentify ns;
    ns.sizeBlocks = le(b, 0, 8);
    ns.capacityBlocks = le(b, 8, 8);
    ns.utilizationBlocks = le(b, 16, 8);
    const int formats = std::min<int>(b[25] + 1, 64); // NLBAF is 0-based; 2.0 allows 64
    const std::uint8_t flbas = b[26];
    ns.formatInUse = (flbas & 0x0F) | (formats > 16 ? ((flbas >> 5) & 0x3) << 4 : 0);
    for (int n = 0; n < formats; ++n) {
        const std::uint32_t f = std::uint32_t(le(b, 128 + 4 * std::size_t(n), 4));
        NvmeLbaFormat lf;
        lf.metadataBytes = std::uint16_t(f & 0xFFFF);
        const unsigned lbads = (f >> 16) & 0xFF;
        lf.dataSizeBytes = lbads >= 9 && lbads < 32 ? 1u << lbads : 0; // < 9 means not supported
        lf.relativePerformance = int((f >> 24) & 0x3);
        ns.lbaFormats.push_back(lf);
    }
    if (ns.sizeBlocks == 0 && allZero(b))
        return Error::make(std::errc::invalid_argument, "the Identify Namespace page is all zeros",
                           "the namespace is inactive or the command failed; check the namespace id");
    if (ns.formatInUse >= formats || ns.lbaFormats[ns.formatInUse].dataSizeBytes == 0) {
        return Error::make(std::errc::invalid_argument,
                           "the Identify Namespace page names LBA format " + std::to_string(ns.formatInUse)
                               + ", which it does not describe",
                           "the page is damaged or not an Identify Namespace page");
    }
    ns.blockSizeBytes = ns.lbaFormats[ns.formatInUse].dataSizeBytes;
    return ns;
}

QJsonObject toJson(const NvmeControllerIdentify &id)
{
    QJsonArray states;
    for (const NvmePowerState &ps : id.powerStates) {
        states.append(QJsonObject{{QStringLiteral("max_power_w"), ps.maxPowerW},
                                  {QStringLiteral("non_operational"), ps.nonOperational},
                                  {QStringLiteral("entry_latency_us"), double(ps.entryLatencyUs)},
                                  {QStringLiteral("exit_latency_us"), double(ps.exitLatencyUs)}});
    }
    auto optInt = [](const std::optional<int> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    return QJsonObject{
        {QStringLiteral("vid"), QStringLiteral("0x%1").arg(id.vid, 4, 16, QLatin1Char('0'))},
        {QStringLiteral("ssvid"), QStringLiteral("0x%1").arg(id.ssvid, 4, 16, QLatin1Char('0'))},
        {QStringLiteral("serial"), id.serial},
        {QStringLiteral("model"), id.model},
        {QStringLiteral("firmware"), id.firmware},
        {QStringLiteral("version"), id.version.isEmpty() ? QJsonValue() : QJsonValue(id.version)},
        {QStringLiteral("controller_id"), id.controllerId},
        {QStringLiteral("namespaces"), double(id.namespaces)},
        {QStringLiteral("tnvmcap"), double(id.tnvmcapBytes)},
        {QStringLiteral("warning_temp_c"), optInt(id.warningTempC)},
        {QStringLiteral("critical_temp_c"), optInt(id.criticalTempC)},
        {QStringLiteral("volatile_write_cache"), id.volatileWriteCache},
        {QStringLiteral("deallocate"), id.deallocate},
        {QStringLiteral("mdts_pages"), id.mdtsPages},
        {QStringLiteral("power_states"), states},
    };
}

QJsonObject toJson(const NvmeNamespaceIdentify &ns)
{
    QJsonArray formats;
    for (const NvmeLbaFormat &f : ns.lbaFormats) {
        formats.append(QJsonObject{{QStringLiteral("data_size"), double(f.dataSizeBytes)},
                                   {QStringLiteral("metadata_size"), f.metadataBytes},
                                   {QStringLiteral("relative_performance"), f.relativePerformance}});
    }
    return QJsonObject{
        {QStringLiteral("size_blocks"), double(ns.sizeBlocks)},
        {QStringLiteral("capacity_blocks"), double(ns.capacityBlocks)},
        {QStringLiteral("utilization_blocks"), double(ns.utilizationBlocks)},
        {QStringLiteral("block_size"), double(ns.blockSizeBytes)},
        {QStringLiteral("size_bytes"), double(ns.sizeBlocks) * ns.blockSizeBytes},
        {QStringLiteral("lba_format_in_use"), ns.formatInUse},
        {QStringLiteral("lba_formats"), formats},
    };
}

void applyNvmeIdentity(Drive &drive, const NvmeControllerIdentify &ctrl, const NvmeNamespaceIdentify *ns,
                       const QString &source)
{
    if (!ctrl.model.isEmpty())
        drive.model = ctrl.model;
    if (!ctrl.serial.isEmpty())
        drive.serial = ctrl.serial;
    if (!ctrl.firmware.isEmpty())
        drive.firmware = ctrl.firmware;
    drive.identitySource = source;
    drive.nvmeController = std::make_shared<const NvmeControllerIdentify>(ctrl);
    drive.nvmeNamespace = ns ? std::make_shared<const NvmeNamespaceIdentify>(*ns) : nullptr;
}

} // namespace drivebench
