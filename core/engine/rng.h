#pragma once

// A small, fast, seedable PRNG for offsets, read/write choices and fill data (not cryptographic):
// xoshiro256** (Blackman & Vigna, public domain algorithm), seeded through splitmix64.

#include <cstdint>

namespace drivebench {

__extension__ typedef unsigned __int128 Uint128; // GCC/Clang extension; -Wpedantic accepts it so

class Rng
{
public:
    /// Seeds the four state words from one 64-bit seed via splitmix64.
    explicit Rng(std::uint64_t seed = 0x9E3779B97F4A7C15ull)
    {
        for (auto &word : m_s) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }
    /// The next 64 uniformly distributed bits.
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    /// Uniform in [0, n) (n > 0), by Lemire's multiply-high: bias below 2^-64 * n, negligible.
    std::uint64_t below(std::uint64_t n)
    {
        return std::uint64_t((static_cast<Uint128>(next()) * n) >> 64);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace drivebench
