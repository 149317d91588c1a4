#include "writecliff.h"

#include <limits>

namespace drivebench {

std::optional<WriteCliff> findWriteCliff(const std::vector<double> &x, double drop, int minSeconds)
{
    const int n = int(x.size());
    if (minSeconds < 1 || n < 2 * minSeconds)
        return std::nullopt;
    // Prefix sums of x and x^2: the SSE of a segment is sum(x^2) - sum(x)^2 / len.
    std::vector<double> s(std::size_t(n) + 1, 0.0), q(std::size_t(n) + 1, 0.0);
    for (int i = 0; i < n; ++i) {
        s[std::size_t(i) + 1] = s[std::size_t(i)] + x[std::size_t(i)];
        q[std::size_t(i) + 1] = q[std::size_t(i)] + x[std::size_t(i)] * x[std::size_t(i)];
    }
    auto sse = [&](int a, int b) {
        const double sum = s[std::size_t(b)] - s[std::size_t(a)];
        return q[std::size_t(b)] - q[std::size_t(a)] - sum * sum / double(b - a);
    };
    int best = -1;
    double bestCost = std::numeric_limits<double>::infinity();
    for (int k = minSeconds; k <= n - minSeconds; ++k) {
        const double cost = sse(0, k) + sse(k, n);
        if (cost < bestCost) {
            bestCost = cost;
            best = k;
        }
    }
    if (best < 0)
        return std::nullopt;
    WriteCliff cliff;
    cliff.second = best;
    cliff.beforeBytesPerS = s[std::size_t(best)] / best;
    cliff.afterBytesPerS = (s[std::size_t(n)] - s[std::size_t(best)]) / (n - best);
    cliff.bytesBefore = std::uint64_t(s[std::size_t(best)]);
    if (!(cliff.afterBytesPerS < drop * cliff.beforeBytesPerS))
        return std::nullopt;
    return cliff;
}

} // namespace drivebench
