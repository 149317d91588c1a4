// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runner/preflight.h"

#include <algorithm>

#include <QFileInfo>

#include "core/engine/testfilespace.h"
#include "core/results/powersettingsjson.h"
#include "core/results/warningcodes.h"
#include "core/runner/runchecks.h"
#include "core/util/bytesize.h"

namespace drivebench {

namespace {

/// Where a test file would be made: the choice's directory, when the choice makes one.
std::optional<QString> testFileDirectory(const RunChoice &choice, const Result<RunPlan> &plan)
{
    if (plan) {
        // Tests that run their own passes (the capacity check, small files) make no test file; the
        // runner opens such a directory alone (Runner: directoryOnly), and so is nothing to fit.
        const bool ownPasses = !plan->tests.empty()
            && std::all_of(plan->tests.begin(), plan->tests.end(), [](const TestSpec &t) { return bool(t.runPass); });
        if (plan->kind != TargetKind::Directory || plan->settings.target.directoryOnly || ownPasses)
            return std::nullopt;
        return plan->settings.target.path;
    }
    if (!QFileInfo(choice.targetPath).isDir())
        return std::nullopt;
    return choice.targetPath;
}

} // namespace

Preflight preflight(const RunChoice &choice, const SystemRoots &roots)
{
    Preflight p{planRun(choice, roots), std::nullopt, {}, false};
    if (const std::optional<QString> directory = testFileDirectory(choice, p.plan)) {
        const std::uint64_t size = p.plan ? p.plan->settings.target.fileSizeBytes : choice.fileSizeBytes;
        if (const std::optional<std::uint64_t> largest = largestTestFile(*directory); largest && size > *largest)
            p.shortfall = SpaceShortfall{*directory, size, *largest};
    }
    if (!p.plan)
        return p;
    RunSettings settings = p.plan->settings;
    settings.target.sysRoot = roots.sys;
    settings.target.procRoot = roots.proc;
    const RunChecks checks = RunChecks::prepare(settings, p.plan->tests, roots.dev, recordedApstOf(p.plan->drive).steps);
    p.warnings = checks.warnings();
    if (p.shortfall)
        std::erase_if(p.warnings, [](const RunWarning &w) { return w.code == warningCodeName(WarningCode::LowFreeSpace); });
    p.offersNoCowDirectory = checks.offersNoCowDirectory();
    return p;
}

Error shortfallError(const SpaceShortfall &s)
{
    return Error::make(std::errc::no_space_on_device,
                       QStringLiteral("the %1 test file does not fit in %2: %3 can be used there")
                           .arg(formatBytes(s.fileBytes), s.directory, formatBytes(s.usableBytes))
                           .toStdString(),
                       "choose a smaller {1}, or free some space there", {{Setting::Size, {}}});
}

} // namespace drivebench
