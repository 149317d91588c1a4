// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The verifiable data of the capacity check (docs/workloads.md, "capacity"), as pure functions.
//
// Every 512-byte sector carries, as 64 little-endian 64-bit words:
//   w0      magic "DBCAPSEC"
//   w1      the run's seed
//   w2      the sector's own offset in bytes from the start of the tested span
//   w3..62  filler from (seed, offset): incompressible, different in every sector
//   w63     checksum of w0..w62
// so a sector read back is told apart as good (this run, this offset), wrapped (this run, another
// offset: the drive stored it somewhere else), stale (not this run's data: never written, or a
// previous run's) or corrupt (this run's sector, damaged). Read errors are located by the reader.

#include <cstddef>
#include <cstdint>
#include <optional>

#include <QString>

#include "core/results/workloadfigures.h"

namespace drivebench {

inline constexpr std::uint32_t kCapacitySectorBytes = 512;
inline constexpr std::uint64_t kCapacitySectorMagic = 0x4345535041434244ull; // "DBCAPSEC" (LE)

/// What a sector read back holds.
enum class SectorState { Good, Wrapped, Stale, Corrupt };

struct SectorCheck
{
    SectorState state = SectorState::Stale;
    std::uint64_t foundOffset = 0;  ///< the offset the sector says it belongs to (Wrapped)
};

/// Writes the sector for offset (a multiple of 512) with seed into sector (512 bytes).
void stampSector(std::byte *sector, std::uint64_t offset, std::uint64_t seed);
/// Stamps bytes/512 consecutive sectors starting at offset.
void stampSectors(std::byte *data, std::size_t bytes, std::uint64_t offset, std::uint64_t seed);
/// Classifies a sector read from offset of a run with seed.
SectorCheck checkSector(const std::byte *sector, std::uint64_t expectedOffset, std::uint64_t seed);
/// True when sector is one of ours (magic, checksum) written with seed, at any offset.
bool isOurSector(const std::byte *sector, std::uint64_t seed);
/// The seed a valid sector of ours carries (magic and checksum good); nullopt otherwise.
std::optional<std::uint64_t> sectorSeed(const std::byte *sector);

/// What a check found, in bytes.
struct CapacityTally
{
    std::uint64_t spanBytes = 0;        ///< claimed: the device, or the free space filled
    std::uint64_t testedBytes = 0;      ///< written and planned for verification (quick: samples)
    std::uint64_t verifiedBytes = 0;    ///< read back and checked so far
    std::uint64_t goodBytes = 0;
    std::uint64_t wrappedBytes = 0;
    std::uint64_t staleBytes = 0;
    std::uint64_t corruptBytes = 0;
    std::uint64_t unreadableBytes = 0;  ///< read (or write) errors
    std::optional<std::uint64_t> firstBadOffset;
    /// Smallest distance a wrapped sector showed (|offset read - offset expected|): for a drive
    /// that maps offsets modulo its real size, that size.
    std::optional<std::uint64_t> wrapDistance;
    bool quick = false;                 ///< sampled regions, not every byte
    bool complete = false;              ///< every tested byte was verified (not cancelled)

    std::uint64_t badBytes() const { return wrappedBytes + staleBytes + corruptBytes + unreadableBytes; }
    /// Adds one sector's state at offset.
    void add(const SectorCheck &check, std::uint64_t offset, std::uint64_t bytes);
    void addUnreadable(std::uint64_t offset, std::uint64_t bytes);
};

enum class CapacityKind { Genuine, Fake, Errors };

/// genuine: nothing bad; fake: most bad bytes are wrapped or stale (the drive holds less than it
/// claims); errors: most are corrupt or unreadable (a failing drive or a bad region).
CapacityKind capacityKind(const CapacityTally &tally);
QString capacityKindName(CapacityKind kind);
/// What the drive really holds: genuine = the span; full check = the bytes that read back
/// exactly; quick = the first bad offset in the samples (at most the smallest wrap distance).
std::uint64_t usableBytes(const CapacityTally &tally);

/// The verdict in words: "Fake capacity: 256 MiB real of 512 MiB claimed", "Genuine: all
/// 256 MiB verified", "Errors: 4.0 MiB bad from offset 64 MiB (...)" (from the verdict's figures;
/// its text is not read).
QString capacityVerdictText(const CapacityVerdict &verdict);
/// Bytes of a verdict for people, by formatBytes: "512 MiB", "1.5 GiB".
QString capacityBytesText(double bytes);

} // namespace drivebench
