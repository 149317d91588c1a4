// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small, fast, seedable PRNG for offsets, read/write choices and fill data (not cryptographic):
// xoshiro256** (Blackman & Vigna, public domain algorithm), seeded through splitmix64.

#include <bit>
#include <cstdint>

namespace drivebench {

/// 128-bit unsigned arithmetic for exact products of 64-bit values (GCC/Clang extension).
__extension__ typedef unsigned __int128 WideUint;

/// The one PRNG of DriveBench (the engine's offsets and fill data, the workloads' seeker offsets
/// and generated traces, small files' names): same seed, same sequence, on every machine.
class Rng
{
public:
    /// Seeds the four state words from one 64-bit seed via splitmix64.
    explicit Rng(std::uint64_t seed = 0x9E3779B97F4A7C15ull) { reseed(seed); }

    /// Restarts the sequence from a seed.
    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_s)
            word = splitMix64(seed);
    }
    /// The next 64 uniformly distributed bits.
    std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = std::rotl(m_s[3], 45);
        return result;
    }
    /// Uniform in [0, n); 0 when n is 0. Lemire's multiply-shift with rejection: exactly
    /// uniform, no modulo bias even for spans near 2^64 (the rejection is taken with
    /// probability below n / 2^64).
    std::uint64_t below(std::uint64_t n)
    {
        if (n == 0)
            return 0;
        WideUint m = static_cast<WideUint>(next()) * n;
        auto low = static_cast<std::uint64_t>(m);
        if (low < n) {
            const std::uint64_t threshold = (0 - n) % n;
            while (low < threshold) {
                m = static_cast<WideUint>(next()) * n;
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
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::uint64_t m_s[4];
};

} // namespace drivebench
