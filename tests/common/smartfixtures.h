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
