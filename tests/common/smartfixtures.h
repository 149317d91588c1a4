// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The SMART dumps in tests/fixtures/smart/ (real drives' blocks, README.md there says whose) and a
// lookup of one decoded attribute: shared by the tests that decode them.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <QFile>
#include <QString>

#include "core/devices/atasmartlog.h"
#include "tests/common/fixtures.h"

namespace drivebench::testing {

/// Byte-built SMART blocks for the decoding tests: one attribute of SMART READ DATA with its
/// threshold.
struct SmartAttr
{
    int id, flags, value, worst;
    std::uint64_t raw;
    int threshold;
};

/// Sets byte 511 so that the 512 bytes add up to 0 (the SMART checksum).
inline void sealSmartBlock(std::vector<std::uint8_t> &b)
{
    std::uint8_t sum = 0;
    for (std::size_t i = 0; i < 511; ++i)
        sum = std::uint8_t(sum + b[i]);
    b[511] = std::uint8_t(0x100 - sum);
}

/// SMART READ DATA (ACS-3 7.50.2), not yet sealed: revision 16, then 12-byte entries from byte 2
/// (id, flags 2 bytes, value, worst, raw 6 bytes little-endian, reserved).
inline std::vector<std::uint8_t> smartDataAttributes(const std::vector<SmartAttr> &attrs)
{
    std::vector<std::uint8_t> b(512, 0);
    b[0] = 0x10;
    for (std::size_t n = 0; n < attrs.size(); ++n) {
        const std::size_t o = 2 + 12 * n;
        b[o] = std::uint8_t(attrs[n].id);
        b[o + 1] = std::uint8_t(attrs[n].flags & 0xff);
        b[o + 2] = std::uint8_t(attrs[n].flags >> 8);
        b[o + 3] = std::uint8_t(attrs[n].value);
        b[o + 4] = std::uint8_t(attrs[n].worst);
        for (int i = 0; i < 6; ++i)
            b[o + 5 + std::size_t(i)] = std::uint8_t(attrs[n].raw >> (8 * i));
    }
    return b;
}

/// SMART READ THRESHOLDS, sealed: id + threshold per 12-byte entry.
inline std::vector<std::uint8_t> smartThresholdBlock(const std::vector<SmartAttr> &attrs)
{
    std::vector<std::uint8_t> b(512, 0);
    b[0] = 0x10;
    for (std::size_t n = 0; n < attrs.size(); ++n) {
        b[2 + 12 * n] = std::uint8_t(attrs[n].id);
        b[2 + 12 * n + 1] = std::uint8_t(attrs[n].threshold);
    }
    sealSmartBlock(b);
    return b;
}

/// The bytes of tests/fixtures/smart/NAME; empty when it cannot be read.
inline std::vector<std::uint8_t> readSmartFixture(const QString &name)
{
    QFile f(fixture("/smart/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray d = f.readAll();
    return {d.begin(), d.end()};
}

/// A `skdump --save` blob (libatasmart's blob-examples/): tag (4 letters), size (32-bit, network
/// order), bytes; IDFY, SMST (a 32-bit SMART RETURN STATUS, non-zero = good), SMDT, SMTH.
struct SkBlob
{
    std::vector<std::uint8_t> identify, data, thresholds;
    std::optional<bool> statusGood;
};

/// tests/fixtures/smart/blobs/NAME split into its sections; empty sections when unreadable.
inline SkBlob readSkBlob(const QString &name)
{
    const std::vector<std::uint8_t> b = readSmartFixture(QStringLiteral("blobs/") + name);
    SkBlob blob;
    std::size_t o = 0;
    while (o + 8 <= b.size()) {
        const std::string tag(b.begin() + std::ptrdiff_t(o), b.begin() + std::ptrdiff_t(o + 4));
        const std::size_t size = (std::size_t(b[o + 4]) << 24) | (std::size_t(b[o + 5]) << 16)
                                 | (std::size_t(b[o + 6]) << 8) | std::size_t(b[o + 7]);
        o += 8;
        if (o + size > b.size())
            break;
        std::vector<std::uint8_t> bytes(b.begin() + std::ptrdiff_t(o), b.begin() + std::ptrdiff_t(o + size));
        o += size;
        if (tag == "IDFY")
            blob.identify = std::move(bytes);
        else if (tag == "SMDT")
            blob.data = std::move(bytes);
        else if (tag == "SMTH")
            blob.thresholds = std::move(bytes);
        else if (tag == "SMST" && bytes.size() == 4)
            blob.statusGood = (bytes[0] | bytes[1] | bytes[2] | bytes[3]) != 0;
    }
    return blob;
}

/// The attribute with this id, or nullptr.
inline const AtaSmartAttribute *ataAttribute(const AtaSmart &s, int id)
{
    for (const AtaSmartAttribute &a : s.attributes) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

} // namespace drivebench::testing
