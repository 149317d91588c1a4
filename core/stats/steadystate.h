// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steady-state criterion of SNIA's Solid State Storage Performance Test Specification (PTS):
// a test is repeated in rounds, each round giving one figure (MB/s or IOPS), and the drive is
// in steady state once the last `windowRounds` (5) rounds, the measurement window, satisfy both
//   excursion:  max(y) - min(y)                         <= 20 % of mean(y)
//   slope:      |b| * (windowRounds - 1)                <= 10 % of mean(y)
// where b is the slope of the least-squares line y = a + b x over the window (x = 0..n-1 for the
// rounds in order), so |b| * (n - 1) is the excursion of the fitted line across the window.
// Both percentages are of the window's mean; a window whose mean is not above 0 never holds.
// docs/workloads.md "Steady state" gives the reference.

#include <optional>
#include <span>
#include <vector>

namespace drivebench {

/// The criterion's numbers (SNIA PTS: five rounds, 20 % excursion, 10 % slope excursion).
struct SteadyCriterion
{
    int windowRounds = 5;
    double maxExcursionPct = 20;
    double maxSlopePct = 10;
};

/// One measurement window judged.
struct SteadyWindow
{
    double mean = 0;         ///< of the window's figures
    double excursionPct = 0; ///< (max - min) / mean * 100
    double slopePct = 0;     ///< |least-squares slope| * (rounds - 1) / mean * 100
    bool holds = false;      ///< both within the criterion
};

/// Judges these figures as one window (every value counts); nothing when there are fewer than
/// two of them or their mean is not above 0.
std::optional<SteadyWindow> judgeWindow(std::span<const double> window,
                                        const SteadyCriterion &criterion = {});

/// Steady state over a series of round figures, in round order.
struct SteadyState
{
    bool reached = false;
    std::optional<int> round;            ///< 1-based round at which the criterion first held
    std::optional<SteadyWindow> window;  ///< the window that held; else the last full window;
                                         ///< none with fewer rounds than the window
    std::vector<double> rounds;          ///< every round's figure
};

/// Finds the first round r >= windowRounds whose window (rounds r - windowRounds + 1 .. r) holds;
/// the rounds after it do not change the answer. Not reached: the last full window's figures.
SteadyState findSteadyState(std::span<const double> rounds, const SteadyCriterion &criterion = {});

} // namespace drivebench
