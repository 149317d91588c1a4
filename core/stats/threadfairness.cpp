// SPDX-License-Identifier: GPL-3.0-or-later
#include "threadfairness.h"

#include <algorithm>

namespace drivebench {

std::optional<ThreadFairness> threadFairness(std::span<const std::uint64_t> ios,
                                             std::span<const double> doneS)
{
    const std::size_t n = ios.size();
    if (n < 2 || doneS.size() != n)
        return std::nullopt;
    double total = 0;
    for (std::uint64_t v : ios)
        total += double(v);
    if (total <= 0)
        return std::nullopt;
    ThreadFairness f;
    for (std::uint64_t v : ios)
        f.shares.push_back(double(v) / total);
    f.leastWorker = int(std::min_element(ios.begin(), ios.end()) - ios.begin());
    f.minShareOfMean = double(ios[std::size_t(f.leastWorker)]) / (total / double(n));
    f.firstDoneWorker = int(std::min_element(doneS.begin(), doneS.end()) - doneS.begin());
    f.lastDoneWorker = int(std::max_element(doneS.begin(), doneS.end()) - doneS.begin());
    f.firstDoneS = doneS[std::size_t(f.firstDoneWorker)];
    f.lastDoneS = doneS[std::size_t(f.lastDoneWorker)];
    return f;
}

} // namespace drivebench
