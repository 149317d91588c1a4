// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A fixed-memory log-linear latency histogram over nanoseconds (fio's layout, extended).
//
// Math: values below 2^7 ns are counted exactly (one bucket per ns). A value v >= 128 with its
// highest set bit at position m (2^m <= v < 2^(m+1)) falls in "group" m - 5, which splits
// [2^m, 2^(m+1)) into 64 equal sub-buckets of width 2^(m-6). A percentile is reported as the
// midpoint of its bucket, so the relative error is at most half a bucket width over the bucket
// start: 2^(m-7) / 2^m = 1/128 = 0.78 %. 37 groups of 64 buckets (2,368 u64 = 18.5 KiB) reach
// 2^42 ns = 73 minutes; longer values land in the last bucket (and still count in min/max/mean).
// Merging adds the counts element-wise, so merged percentiles are exactly those of the union.

#include <array>
#include <bit>
#include <cstdint>
#include <limits>

namespace drivebench {

class LatencyHistogram
{
public:
    static constexpr int kSubBucketBits = 6;                      ///< 64 sub-buckets per octave
    static constexpr int kSubBuckets = 1 << kSubBucketBits;
    static constexpr int kGroups = 37;
    static constexpr int kBuckets = kGroups * kSubBuckets;       ///< 2,368
    static constexpr std::uint64_t kMaxTrackedNs = (std::uint64_t(1) << 42) - 1; ///< ~73 min

    /// Bucket index of a value in ns (values past kMaxTrackedNs go to the last bucket).
    static constexpr int bucketIndex(std::uint64_t ns)
    {
        if (ns < (std::uint64_t(1) << (kSubBucketBits + 1)))
            return int(ns);
        const int msb = 63 - std::countl_zero(ns);
        const int shift = msb - kSubBucketBits;
        const int index = (shift + 1) * kSubBuckets + int((ns >> shift) & (kSubBuckets - 1));
        return index < kBuckets ? index : kBuckets - 1;
    }
    /// Lowest value (ns) that falls in bucket i.
    static constexpr std::uint64_t bucketLowNs(int i)
    {
        if (i < 2 * kSubBuckets)
            return std::uint64_t(i);
        const int shift = i / kSubBuckets - 1;
        return (std::uint64_t(1) << (shift + kSubBucketBits))
             + std::uint64_t(i % kSubBuckets) * (std::uint64_t(1) << shift);
    }
    /// Width (ns) of bucket i.
    static constexpr std::uint64_t bucketWidthNs(int i)
    {
        return i < 2 * kSubBuckets ? 1 : std::uint64_t(1) << (i / kSubBuckets - 1);
    }

    /// Records one latency in ns. No allocation, no branches beyond the bucket lookup.
    void record(std::uint64_t ns)
    {
        ++m_counts[std::size_t(bucketIndex(ns))];
        ++m_count;
        m_sumNs += ns;
        m_sumSqNs += double(ns) * double(ns);
        if (ns < m_minNs)
            m_minNs = ns;
        if (ns > m_maxNs)
            m_maxNs = ns;
    }
    /// Adds every count of other to this one (exact: the result is the histogram of the union).
    void merge(const LatencyHistogram &other);
    /// Forgets every value.
    void reset();

    std::uint64_t count() const { return m_count; }
    std::uint64_t minNs() const { return m_count ? m_minNs : 0; }
    std::uint64_t maxNs() const { return m_maxNs; }
    /// Exact mean in ns (from the exact sum), 0 when empty.
    double meanNs() const { return m_count ? double(m_sumNs) / double(m_count) : 0.0; }
    /// Population standard deviation in ns, 0 when empty.
    double stdevNs() const;
    /// Returns the p-th percentile (0 < p <= 100) in ns: the midpoint of the first bucket where
    /// the cumulative count reaches p % of the total (fio's rule), clamped to [min, max], so
    /// within 0.78 % of the exact value. 0 when empty.
    double percentileNs(double p) const;
    /// Number of values >= thresholdNs, exact when thresholdNs is a bucket boundary.
    std::uint64_t countAtOrAbove(std::uint64_t thresholdNs) const;
    std::uint64_t bucketCount(int i) const { return m_counts[std::size_t(i)]; }

private:
    std::array<std::uint64_t, kBuckets> m_counts{};
    std::uint64_t m_count = 0;
    std::uint64_t m_sumNs = 0;    // 2^64 ns = 584 years of summed latency: no overflow
    double m_sumSqNs = 0;
    std::uint64_t m_minNs = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t m_maxNs = 0;
};

} // namespace drivebench
