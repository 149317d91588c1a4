// SPDX-License-Identifier: GPL-3.0-or-later
#include "ataidentify.h"

#include <QJsonArray>

#include "core/devices/drive.h"

namespace drivebench {

namespace {

// Word N of the block; the caller has checked the block is 512 bytes.
std::uint16_t word(std::span<const std::uint8_t> b, std::size_t n)
{
    return std::uint16_t(b[2 * n] | (b[2 * n + 1] << 8));
}

// Words that hold 0x0000 or 0xFFFF are "not reported" throughout ACS.
bool reported(std::uint16_t w) { return w != 0x0000 && w != 0xFFFF; }

QJsonValue optionalJson(const std::optional<bool> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

} // namespace

QString ataString(std::span<const std::uint8_t> field)
{
    QString text;
    text.reserve(qsizetype(field.size()));
    for (std::size_t i = 0; i + 1 < field.size(); i += 2) {
        for (const std::uint8_t c : {field[i + 1], field[i]})
            text += (c >= 0x20 && c < 0x7f) ? QChar(char16_t(c)) : QChar(u' '); // ASCII only
    }
    return text.trimmed();
}

Result<AtaIdentify> decodeAtaIdentify(std::span<const std::uint8_t> b)
{
    if (b.size() != kAtaIdentifySize) {
        return Error::make(std::errc::invalid_argument,
                           "an ATA IDENTIFY DEVICE block is 512 bytes; this one has "
                               + std::to_string(b.size())
                               + (b.size() < kAtaIdentifySize ? " (truncated: words "
                                      + std::to_string(b.size() / 2) + "-255 are missing)"
                                                              : " (too long: is it an NVMe dump?)"),
                           "save the whole block: hdparm --Istdout DEVICE, or with drivebench-cli identify's save option");
    }
    bool anySet = false;
    for (const std::uint8_t v : b)
        anySet = anySet || v != 0;
    if (!anySet) {
        return Error::make(std::errc::invalid_argument, "the IDENTIFY block is all zeros",
                           "the device did not answer IDENTIFY DEVICE; read it again");
    }

    AtaIdentify id;
    id.packetDevice = (word(b, 0) & 0x8000) != 0;
    id.serial = ataString(b.subspan(10 * 2, 20));
    id.firmware = ataString(b.subspan(23 * 2, 8));
    id.model = ataString(b.subspan(27 * 2, 40));

    // Capacity: word 83 bit 10 = 48-bit Address feature set supported; then words 100-103
    // (ACS-3 "Number of User Addressable Logical Sectors"); otherwise words 60-61 (28-bit).
    const std::uint64_t lba28 = std::uint64_t(word(b, 60)) | (std::uint64_t(word(b, 61)) << 16);
    const std::uint16_t w83 = word(b, 83);
    id.lba48 = reported(w83) && (w83 & 0x4000) && !(w83 & 0x8000) && (w83 & 0x0400);
    std::uint64_t lba48 = 0;
    for (int i = 3; i >= 0; --i)
        lba48 = (lba48 << 16) | word(b, 100 + i);
    id.capacitySectors = id.lba48 && lba48 ? lba48 : lba28;

    // Word 106: valid when bit 14 = 1 and bit 15 = 0. Bit 12: logical sector longer than 256
    // words, size in words 117-118 (in words). Bit 13: 2^(bits 3:0) logical per physical.
    const std::uint16_t w106 = word(b, 106);
    if ((w106 & 0xC000) == 0x4000) {
        if (w106 & 0x1000) {
            const std::uint32_t words = std::uint32_t(word(b, 117)) | (std::uint32_t(word(b, 118)) << 16);
            if (words >= 256 && words <= 65536) // a 512 B .. 128 KiB sector; else ignore garbage
                id.logicalSectorSize = words * 2;
        }
        id.physicalSectorSize = id.logicalSectorSize;
        if (w106 & 0x2000)
            id.physicalSectorSize = id.logicalSectorSize << (w106 & 0x000F);
    }

    // Words 108-111: world wide name, NAA in word 108 bits 15:12 (5 = IEEE registered), the IEEE
    // OUI in word 108 bits 11:0 and word 109 bits 15:4; present when word 87 bit 8 is set.
    const std::uint16_t w87 = word(b, 87);
    if ((w87 & 0xC000) == 0x4000 && (w87 & 0x0100) && (word(b, 108) >> 12) == 5)
        id.wwnOui = (std::uint32_t(word(b, 108) & 0x0FFF) << 12) | (word(b, 109) >> 4);

    // Word 217: 0000h not reported, 0001h non-rotating, 0401h-FFFEh rpm.
    const std::uint16_t w217 = word(b, 217);
    if (w217 == 0x0001)
        id.rotationRateRpm = 0;
    else if (w217 >= 0x0401 && w217 <= 0xFFFE)
        id.rotationRateRpm = w217;

    static const char *const kFormFactors[] = {
        "", "5.25 inch", "3.5 inch", "2.5 inch", "1.8 inch", "less than 1.8 inch", "mSATA", "M.2",
        "MicroSSD", "CFast",
    };
    const unsigned ff = word(b, 168) & 0x000F;
    if (ff < std::size(kFormFactors))
        id.formFactor = QString::fromLatin1(kFormFactors[ff]);

    // Word 80: bit N set = supports major version N (5 ATA/ATAPI-5 ... 8 ATA8-ACS, 9 ACS-2,
    // 10 ACS-3, 11 ACS-4, 12 ACS-5).
    const std::uint16_t w80 = word(b, 80);
    if (reported(w80)) {
        static const char *const kMajor[] = {
            nullptr, nullptr, nullptr, nullptr, "ATA/ATAPI-4", "ATA/ATAPI-5", "ATA/ATAPI-6",
            "ATA/ATAPI-7", "ATA8-ACS", "ACS-2", "ACS-3", "ACS-4", "ACS-5",
        };
        for (int bit = 12; bit >= 4; --bit) {
            if (w80 & (1u << bit)) {
                id.ataMajorVersion = QString::fromLatin1(kMajor[bit]);
                break;
            }
        }
    }

    // Word 76 (Serial ATA capabilities): bit 1 Gen1 1.5, bit 2 Gen2 3.0, bit 3 Gen3 6.0 Gb/s;
    // bit 8 NCQ. Word 77 bits 3:1: current negotiated speed, coded as the generation.
    static constexpr double kGenGbps[] = {0, 1.5, 3.0, 6.0};
    const std::uint16_t w76 = word(b, 76);
    if (reported(w76)) {
        for (int gen = 1; gen <= 3; ++gen) {
            if (w76 & (1u << gen))
                id.sataGenerationsGbps.push_back(kGenGbps[gen]);
        }
        if (!id.sataGenerationsGbps.empty())
            id.sataMaxGbps = id.sataGenerationsGbps.back();
        id.ncq = (w76 & 0x0100) != 0;
        const std::uint16_t w77 = word(b, 77);
        const unsigned current = (w77 >> 1) & 0x7;
        if (reported(w77) && current >= 1 && current <= 3)
            id.sataCurrentGbps = kGenGbps[current];
    }
    // Word 75 bits 4:0: maximum queue depth - 1.
    id.queueDepth = id.ncq ? (word(b, 75) & 0x1F) + 1 : 1;

    id.trim = (word(b, 169) & 0x0001) != 0;
    // Words 82/85: command set supported / enabled (valid when word 83 bits 15:14 = 01).
    const std::uint16_t w82 = word(b, 82), w85 = word(b, 85);
    if (reported(w82)) {
        if (w82 & 0x0020)
            id.writeCache = (w85 & 0x0020) != 0;
        if (w82 & 0x0001)
            id.smart = (w85 & 0x0001) != 0;
    }

    // Word 255: bits 7:0 = A5h signature, bits 15:8 = checksum making the 512-byte sum 0 mod 256.
    if (b[510] == 0xA5) {
        std::uint8_t sum = 0;
        for (const std::uint8_t v : b)
            sum = std::uint8_t(sum + v);
        id.checksumValid = sum == 0;
    }
    return id;
}

QJsonObject toJson(const AtaIdentify &id)
{
    QJsonArray generations;
    for (double g : id.sataGenerationsGbps)
        generations.append(g);
    return QJsonObject{
        {QStringLiteral("model"), id.model},
        {QStringLiteral("serial"), id.serial},
        {QStringLiteral("firmware"), id.firmware},
        {QStringLiteral("capacity_sectors"), double(id.capacitySectors)},
        {QStringLiteral("lba48"), id.lba48},
        {QStringLiteral("logical_sector_size"), double(id.logicalSectorSize)},
        {QStringLiteral("physical_sector_size"), double(id.physicalSectorSize)},
        {QStringLiteral("rotation_rate_rpm"), id.rotationRateRpm ? QJsonValue(*id.rotationRateRpm) : QJsonValue()},
        {QStringLiteral("form_factor"), id.formFactor.isEmpty() ? QJsonValue() : QJsonValue(id.formFactor)},
        {QStringLiteral("ata_major_version"), id.ataMajorVersion.isEmpty() ? QJsonValue() : QJsonValue(id.ataMajorVersion)},
        {QStringLiteral("sata_generations"), generations},
        {QStringLiteral("sata_max_gbps"), id.sataMaxGbps ? QJsonValue(*id.sataMaxGbps) : QJsonValue()},
        {QStringLiteral("sata_current_gbps"), id.sataCurrentGbps ? QJsonValue(*id.sataCurrentGbps) : QJsonValue()},
        {QStringLiteral("ncq"), id.ncq},
        {QStringLiteral("queue_depth"), id.queueDepth},
        {QStringLiteral("trim"), id.trim},
        {QStringLiteral("write_cache"), optionalJson(id.writeCache)},
        {QStringLiteral("smart"), optionalJson(id.smart)},
        {QStringLiteral("checksum_valid"), optionalJson(id.checksumValid)},
        {QStringLiteral("packet_device"), id.packetDevice},
    };
}

void applyAtaIdentity(Drive &drive, const AtaIdentify &id, const QString &source)
{
    if (!id.model.isEmpty())
        drive.model = id.model;
    if (!id.serial.isEmpty())
        drive.serial = id.serial;
    if (!id.firmware.isEmpty())
        drive.firmware = id.firmware;
    drive.identitySource = source;
    drive.ataIdentify = std::make_shared<const AtaIdentify>(id);
    if (id.sataMaxGbps)
        drive.link.driveMaxGbps = *id.sataMaxGbps;
    if (drive.link.currentGbps <= 0 && id.sataCurrentGbps)
        drive.link.currentGbps = *id.sataCurrentGbps;
}

} // namespace drivebench
