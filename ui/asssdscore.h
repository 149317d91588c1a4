#pragma once

// AS SSD Benchmark's score for the result panel: the one the workloads put in the last AS SSD
// test's extra ("asssd_score"), or, for runs without it (CrystalDiskMark-style ids such as
// RND4K_Q1T64), the same core formula (core/workloads/asssdscore.h, MiB/s inputs) over the tests.

#include <optional>

#include "core/results/runresult.h"

namespace drivebench::ui {

struct AsSsdScore
{
    double read = 0;  ///< SeqRead*0.1 + 4K_Read + 4K64_Read (MiB/s-weighted points)
    double write = 0; ///< SeqWrite*0.1 + 4K_Write + 4K64_Write
    double total = 0; ///< SeqWrite*0.15 + SeqRead*0.1 + 4K_Read*2 + 4K_Write + 4K64_Write + 4K64_Read*1.5
};

/// The score, or nothing when the run lacks a sequential QD1 T1 test (≥ 1 MiB blocks), 4K QD1 T1 or
/// 4K with 64 threads (each QD1), both read and write.
std::optional<AsSsdScore> asSsdScore(const RunResult &run);

} // namespace drivebench::ui
