// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Seeded, allocation-free randomness for workloads (seeker offsets, trace generation): the
// engine's PRNG (core/engine/rng.h), and uniform block-aligned offsets over a span.

#include <cstdint>

#include "core/engine/rng.h"

namespace drivebench {

/// The workloads' randomness is the engine's one PRNG (core/engine/rng.h); seed 0 by default.
class WorkloadRandom : public Rng
{
public:
    explicit WorkloadRandom(std::uint64_t seed = 0) : Rng(seed) {}
};

/// Uniform random block-aligned offsets inside a span: seeker's and AS SSD's access-time reads.
class RandomBlockOffsets
{
public:
    /// Offsets o with spanOffset <= o, o + blockBytes <= spanOffset + spanBytes, o % alignment == 0
    /// (relative to spanOffset). blockBytes must not exceed spanBytes.
    RandomBlockOffsets(std::uint64_t spanOffset, std::uint64_t spanBytes, std::uint32_t blockBytes,
                       std::uint32_t alignment, std::uint64_t seed)
        : m_random(seed), m_spanOffset(spanOffset), m_alignment(alignment ? alignment : 1),
          m_slots(spanBytes >= blockBytes ? (spanBytes - blockBytes) / m_alignment + 1 : 0)
    {
    }
    /// The number of distinct offsets this source can return.
    std::uint64_t slotCount() const { return m_slots; }
    /// The next offset in bytes.
    std::uint64_t next() { return m_spanOffset + m_random.below(m_slots) * m_alignment; }

private:
    WorkloadRandom m_random;
    std::uint64_t m_spanOffset;
    std::uint64_t m_alignment;
    std::uint64_t m_slots;
};

} // namespace drivebench
