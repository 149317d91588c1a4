// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencybins.h"

#include <cmath>

#include "core/stats/latencyhistogram.h"

namespace drivebench {

double latencyBinUpperUs(int i)
{
    static constexpr double kSteps[] = {1, 1.5, 2, 3, 5, 7};
    double decade = 1;
    for (int d = 0; d < i / 6; ++d)
        decade *= 10;
    return kSteps[i % 6] * decade;
}

int latencyBinOf(double us)
{
    int b = 0;
    while (b < kLatencyBins - 1 && us > latencyBinUpperUs(b))
        ++b;
    return b;
}

std::vector<std::uint64_t> latencyBinCounts(const LatencyHistogram &h)
{
    std::vector<std::uint64_t> bins(kLatencyBins, 0);
    if (h.count() == 0)
        return bins;
    for (int i = 0; i < LatencyHistogram::kBuckets; ++i) {
        const std::uint64_t n = h.bucketCount(i);
        if (n == 0)
            continue;
        // The bucket's midpoint: its values lie within half a bucket width (0.78 %) of it.
        const double midNs = double(LatencyHistogram::bucketLowNs(i))
                           + (double(LatencyHistogram::bucketWidthNs(i)) - 1) / 2;
        bins[std::size_t(latencyBinOf(midNs / 1000.0))] += n;
    }
    return bins;
}

} // namespace drivebench
