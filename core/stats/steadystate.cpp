// SPDX-License-Identifier: GPL-3.0-or-later
#include "steadystate.h"

#include <algorithm>
#include <cmath>

namespace drivebench {

std::optional<SteadyWindow> judgeWindow(std::span<const double> window, const SteadyCriterion &criterion)
{
    const std::size_t n = window.size();
    if (n < 2)
        return std::nullopt;
    double sum = 0;
    for (double y : window)
        sum += y;
    const double mean = sum / double(n);
    if (!(mean > 0) || !std::isfinite(mean))
        return std::nullopt;
    const auto [lo, hi] = std::minmax_element(window.begin(), window.end());
    // Least squares over x = 0..n-1: b = sum((x - xm)(y - ym)) / sum((x - xm)^2).
    const double xMean = double(n - 1) / 2.0;
    double sxy = 0, sxx = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = double(i) - xMean;
        sxy += dx * (window[i] - mean);
        sxx += dx * dx;
    }
    const double slope = sxy / sxx;
    SteadyWindow w;
    w.mean = mean;
    w.excursionPct = (*hi - *lo) / mean * 100.0;
    w.slopePct = std::abs(slope) * double(n - 1) / mean * 100.0;
    w.holds = w.excursionPct <= criterion.maxExcursionPct && w.slopePct <= criterion.maxSlopePct;
    return w;
}

SteadyState findSteadyState(std::span<const double> rounds, const SteadyCriterion &criterion)
{
    SteadyState s;
    s.rounds.assign(rounds.begin(), rounds.end());
    const auto size = std::size_t(std::max(2, criterion.windowRounds));
    for (std::size_t end = size; end <= rounds.size(); ++end) {
        s.window = judgeWindow(rounds.subspan(end - size, size), criterion);
        if (s.window && s.window->holds) {
            s.reached = true;
            s.round = int(end);
            return s;
        }
    }
    return s;
}

} // namespace drivebench
