// SPDX-License-Identifier: GPL-3.0-or-later
#include "capacitysector.h"

#include <cstring>

#include "core/util/bytesize.h"

namespace drivebench {

namespace {

constexpr int kWords = kCapacitySectorBytes / 8;  // 64

std::uint64_t mix(std::uint64_t z)
{
    // splitmix64's finaliser
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t checksum(const std::uint64_t *w)
{
    std::uint64_t h = 0x6A09E667F3BCC909ull;
    for (int i = 0; i < kWords - 1; ++i) {
        h = (h ^ w[i]) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
    }
    return mix(h);
}

void fill(std::uint64_t *w, std::uint64_t offset, std::uint64_t seed)
{
    w[0] = kCapacitySectorMagic;
    w[1] = seed;
    w[2] = offset;
    // xorshift64 from a per-sector start: cheap, and no two sectors share their filler.
    std::uint64_t x = mix(seed ^ mix(offset + 0x2545F4914F6CDD1Dull)) | 1;
    for (int i = 3; i < kWords - 1; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        w[i] = x;
    }
    w[kWords - 1] = checksum(w);
}

void load(const std::byte *sector, std::uint64_t *w)
{
    std::memcpy(w, sector, kCapacitySectorBytes); // x86-64 and every Debian arch we build: LE
}

bool valid(const std::uint64_t *w)
{
    return w[0] == kCapacitySectorMagic && w[kWords - 1] == checksum(w);
}

} // namespace

void stampSector(std::byte *sector, std::uint64_t offset, std::uint64_t seed)
{
    std::uint64_t w[kWords];
    fill(w, offset, seed);
    std::memcpy(sector, w, kCapacitySectorBytes);
}

void stampSectors(std::byte *data, std::size_t bytes, std::uint64_t offset, std::uint64_t seed)
{
    for (std::size_t at = 0; at + kCapacitySectorBytes <= bytes; at += kCapacitySectorBytes)
        stampSector(data + at, offset + at, seed);
}

SectorCheck checkSector(const std::byte *sector, std::uint64_t expectedOffset, std::uint64_t seed)
{
    std::uint64_t w[kWords];
    load(sector, w);
    if (valid(w)) {
        if (w[1] != seed)
            return {SectorState::Stale, w[2]};  // a previous run's data: never written by this one
        if (w[2] == expectedOffset)
            return {SectorState::Good, w[2]};
        return {SectorState::Wrapped, w[2]};
    }
    // Not a valid sector: ours but damaged (corrupt), or something we never wrote (stale).
    std::uint64_t expected[kWords];
    fill(expected, expectedOffset, seed);
    int same = 0;
    for (int i = 0; i < kWords; ++i)
        same += w[i] == expected[i];
    const bool ourHeader = w[0] == kCapacitySectorMagic && w[1] == seed && w[2] == expectedOffset;
    if (ourHeader || same >= kWords / 2)
        return {SectorState::Corrupt, expectedOffset};
    return {SectorState::Stale, 0};
}

bool isOurSector(const std::byte *sector, std::uint64_t seed)
{
    const auto s = sectorSeed(sector);
    return s && *s == seed;
}

std::optional<std::uint64_t> sectorSeed(const std::byte *sector)
{
    std::uint64_t w[kWords];
    load(sector, w);
    if (!valid(w))
        return std::nullopt;
    return w[1];
}

void CapacityTally::add(const SectorCheck &check, std::uint64_t offset, std::uint64_t bytes)
{
    verifiedBytes += bytes;
    switch (check.state) {
    case SectorState::Good:
        goodBytes += bytes;
        return;
    case SectorState::Wrapped: {
        wrappedBytes += bytes;
        const std::uint64_t d = check.foundOffset > offset ? check.foundOffset - offset
                                                           : offset - check.foundOffset;
        if (!wrapDistance || d < *wrapDistance)
            wrapDistance = d;
        break;
    }
    case SectorState::Stale: staleBytes += bytes; break;
    case SectorState::Corrupt: corruptBytes += bytes; break;
    }
    if (!firstBadOffset || offset < *firstBadOffset)
        firstBadOffset = offset;
}

void CapacityTally::addUnreadable(std::uint64_t offset, std::uint64_t bytes)
{
    verifiedBytes += bytes;
    unreadableBytes += bytes;
    if (!firstBadOffset || offset < *firstBadOffset)
        firstBadOffset = offset;
}

CapacityKind capacityKind(const CapacityTally &t)
{
    if (t.badBytes() == 0)
        return CapacityKind::Genuine;
    // A drive that holds less than it claims returns other offsets' data or never-written data;
    // a failing one returns errors or damaged sectors. Both at once: the larger share decides.
    return t.wrappedBytes + t.staleBytes > t.corruptBytes + t.unreadableBytes ? CapacityKind::Fake
                                                                             : CapacityKind::Errors;
}

QString capacityKindName(CapacityKind kind)
{
    switch (kind) {
    case CapacityKind::Genuine: return QStringLiteral("genuine");
    case CapacityKind::Fake: return QStringLiteral("fake");
    case CapacityKind::Errors: return QStringLiteral("errors");
    }
    return {};
}

std::uint64_t usableBytes(const CapacityTally &t)
{
    if (t.badBytes() == 0)
        return t.quick ? t.spanBytes : t.goodBytes;
    std::uint64_t usable = t.quick ? t.firstBadOffset.value_or(t.spanBytes) : t.goodBytes;
    if (t.wrapDistance && *t.wrapDistance > 0)
        usable = std::min(usable, *t.wrapDistance);
    return usable;
}

QString capacityBytesText(double b)
{
    return formatBytes(b > 0 ? std::uint64_t(b) : 0);
}

QString capacityVerdictText(const CapacityVerdict &v)
{
    const double span = double(v.spanBytes);
    const double usable = double(v.usableBytes);
    const double verified = double(v.verifiedBytes);
    const bool complete = v.complete;
    const bool quick = v.quick;
    const QString partial = complete ? QString()
                                     : QStringLiteral(" (stopped early: %1 verified)")
                                           .arg(capacityBytesText(verified));
    const QString sampled = quick ? QStringLiteral(" in sampled regions (quick check)") : QString();
    if (v.kind == QLatin1String("genuine"))
        return complete ? QStringLiteral("Genuine: all %1 verified%2")
                              .arg(capacityBytesText(quick ? verified : span), sampled)
                               + (quick ? QStringLiteral(" over %1").arg(capacityBytesText(span)) : QString())
                        : QStringLiteral("No errors so far%1: %2 of %3 verified")
                              .arg(sampled, capacityBytesText(verified), capacityBytesText(span));
    QStringList parts;
    const std::pair<const char *, std::uint64_t> bad[] = {{"wrapped", v.wrappedBytes},
                                                          {"stale", v.staleBytes},
                                                          {"corrupt", v.corruptBytes},
                                                          {"unreadable", v.unreadableBytes}};
    for (const auto &[k, bytes] : bad) {
        if (bytes > 0)
            parts << QStringLiteral("%1 %2").arg(capacityBytesText(double(bytes)), QLatin1String(k));
    }
    const QString where = v.firstBadOffsetBytes
                              ? QStringLiteral(", first at %1").arg(capacityBytesText(double(*v.firstBadOffsetBytes)))
                              : QString();
    if (v.kind == QLatin1String("fake"))
        return QStringLiteral("Fake capacity: %1 real of %2 claimed (%3%4)%5")
            .arg(capacityBytesText(usable), capacityBytesText(span),
                 parts.join(QStringLiteral(", ")), where, partial);
    return QStringLiteral("Errors: %1 bad (%2)%3%4")
        .arg(capacityBytesText(double(v.badTotalBytes)), parts.join(QStringLiteral(", ")), where, partial);
}

} // namespace drivebench
