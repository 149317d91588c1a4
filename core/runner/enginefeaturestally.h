// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the io_uring rings of a run ran with: settings.io_uring_features lists the EngineFeature
// names (engineFeatureNames) that every worker's ring got, so a feature one worker's kernel or
// memlock limit refused is not claimed for the run; [] when no ring was set up (psync).

#include <cstdint>

#include "core/results/runsettingsrecord.h"
#include "core/runner/passrunner.h"

namespace drivebench {

struct EngineFeaturesTally
{
    std::uint32_t common = EngineFeature::All; ///< bits every opened engine had
    bool any = false;                           ///< some engine was opened

    void add(const PassOutcome &pass)
    {
        for (const WorkerOutcome &w : pass.workers) {
            if (!w.engineOpened)
                continue;
            common &= w.engineFeatures;
            any = true;
        }
    }

    std::uint32_t features() const { return any ? common : 0; }

    void write(RunSettingsRecord &settings) const
    {
        settings.ioUringFeatures = engineFeatureNames(features());
    }
};

} // namespace drivebench
