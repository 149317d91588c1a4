// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// AS SSD Benchmark's score for the result panel: the one the workloads put in the last AS SSD
// test's extra ("asssd_score"), or, for stored asssd runs without it, the same core formula
// (core/workloads/asssdscore.h, MB/s = 10^6 B/s inputs) over the asssd profile's own tests
// (ASSSD_SEQ, ASSSD_4K, ASSSD_4K64). Other tests of similar shape never make a score.

#include <optional>

#include "core/results/runresult.h"

namespace drivebench::ui {

struct AsSsdScore
{
    double read = 0;  ///< SeqRead*0.1 + 4K_Read + 4K64_Read (MB/s-weighted points)
    double write = 0; ///< SeqWrite*0.1 + 4K_Write + 4K64_Write
    double total = 0; ///< SeqWrite*0.15 + SeqRead*0.1 + 4K_Read*2 + 4K_Write + 4K64_Write + 4K64_Read*1.5
};

/// The score, or nothing when the run lacks any of the asssd profile's six completed tests.
std::optional<AsSsdScore> asSsdScore(const RunResult &run);

} // namespace drivebench::ui
