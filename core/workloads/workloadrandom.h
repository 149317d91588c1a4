#pragma once

// Seeded, allocation-free randomness for workloads (seeker offsets, trace generation).
//
// xoshiro256** (Blackman & Vigna, public domain algorithm) seeded through splitmix64, so any
// 64-bit seed gives a well-mixed state. Bounded integers use Lemire's multiply-shift with
// rejection, which is exactly uniform (no modulo bias even for spans near 2^64).

#include <bit>
#include <cstdint>

namespace drivebench {

/// 128-bit unsigned arithmetic for exact products of 64-bit offsets (GCC/Clang extension).
__extension__ typedef unsigned __int128 WideUint;

class WorkloadRandom
{
public:
    explicit WorkloadRandom(std::uint64_t seed = 0) { reseed(seed); }

    /// Restarts the sequence from a seed (same seed, same sequence, on every machine).
    void reseed(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto &word : m_state)
            word = splitMix64(x);
    }

    /// The next 64 random bits.
    std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = std::rotl(m_state[3], 45);
        return result;
    }

    /// A uniform integer in [0, bound); 0 when bound is 0.
    std::uint64_t below(std::uint64_t bound)
    {
        if (bound == 0)
            return 0;
        WideUint m = static_cast<WideUint>(next()) * bound;
        auto low = static_cast<std::uint64_t>(m);
        if (low < bound) {
            const std::uint64_t threshold = (0 - bound) % bound;
            while (low < threshold) {
                m = static_cast<WideUint>(next()) * bound;
                low = static_cast<std::uint64_t>(m);
            }
        }
        return static_cast<std::uint64_t>(m >> 64);
    }

    /// A uniform double in [0, 1) with 53 random bits.
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

private:
    static std::uint64_t splitMix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4] = {};
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
