// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyhistogram.h"

#include <algorithm>
#include <cmath>

namespace drivebench {

void LatencyHistogram::merge(const LatencyHistogram &other)
{
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
    m_count += other.m_count;
    m_sumNs += other.m_sumNs;
    m_sumSqNs += other.m_sumSqNs;
    m_minNs = std::min(m_minNs, other.m_minNs);
    m_maxNs = std::max(m_maxNs, other.m_maxNs);
}

void LatencyHistogram::reset()
{
    *this = LatencyHistogram();
}

double LatencyHistogram::stdevNs() const
{
    if (m_count < 2)
        return 0.0;
    const double n = double(m_count);
    const double mean = double(m_sumNs) / n;
    const double var = m_sumSqNs / n - mean * mean;
    return var > 0 ? std::sqrt(var) : 0.0;
}

double LatencyHistogram::percentileNs(double p) const
{
    if (m_count == 0)
        return 0.0;
    p = std::clamp(p, 0.0, 100.0);
    // The rank to reach: at least one value, at most all of them.
    const double wanted = std::max(1.0, std::ceil(p / 100.0 * double(m_count) - 1e-9));
    std::uint64_t cumulative = 0;
    for (int i = 0; i < kBuckets; ++i) {
        cumulative += m_counts[std::size_t(i)];
        if (double(cumulative) >= wanted) {
            const double mid = i < 2 * kSubBuckets
                ? double(bucketLowNs(i))
                : double(bucketLowNs(i)) + double(bucketWidthNs(i) - 1) / 2.0;
            return std::clamp(mid, double(minNs()), double(m_maxNs));
        }
    }
    return double(m_maxNs);
}

std::uint64_t LatencyHistogram::countAtOrAbove(std::uint64_t thresholdNs) const
{
    std::uint64_t n = 0;
    for (int i = bucketIndex(thresholdNs); i < kBuckets; ++i)
        n += m_counts[std::size_t(i)];
    return n;
}

} // namespace drivebench
