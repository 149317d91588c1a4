// SPDX-License-Identifier: GPL-3.0-or-later
#include "apstpause.h"

#include <algorithm>

#include "core/results/warningcodes.h"
#include "core/workloads/wakecurve.h"

namespace drivebench {

std::optional<RunWarning> apstPauseWarning(const RunSettings &settings, const std::vector<TestSpec> &tests,
                                           std::span<const ApstStep> steps)
{
    // The runner pauses intervalS between two tests (a test's own idle before it, such as the
    // cache test's recovery pauses, is part of what that test measures).
    if (tests.size() < 2 || settings.intervalS <= 0 || steps.empty())
        return std::nullopt;
    const auto first = std::min_element(steps.begin(), steps.end(), [](const ApstStep &a, const ApstStep &b) {
        return a.afterIdleMs < b.afterIdleMs;
    });
    const double pauseMs = settings.intervalS * 1000.0;
    if (pauseMs <= double(first->afterIdleMs))
        return std::nullopt;
    std::uint32_t deepestExitUs = 0;
    for (const ApstStep &s : steps) {
        if (double(s.afterIdleMs) < pauseMs)
            deepestExitUs = std::max(deepestExitUs, s.exitLatencyUs);
    }
    return RunWarning{
        warningCodeName(WarningCode::ApstPause), QString(), QString(),
        QStringLiteral("the pause between tests (%1) is longer than the drive's first power-saving step "
                       "(APST: PS%2 after %3 idle, declared exit latency %4 ms): the drive may sleep between "
                       "tests; first reads pay its wake-up (up to %5 ms each), which shows in the maximum and "
                       "the high percentiles, not in MB/s. Fix: a pause shorter than %3 ({1}), or measure the "
                       "wake-up itself with the wake profile.")
            .arg(formatIdle(pauseMs))
            .arg(first->state)
            .arg(formatIdle(double(first->afterIdleMs)))
            .arg(double(first->exitLatencyUs) / 1000.0, 0, 'g', 3)
            .arg(double(deepestExitUs) / 1000.0, 0, 'g', 3),
        {{Setting::Interval, {}}}};
}

} // namespace drivebench
