// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// AS SSD Benchmark's score (reference workloads.md §4, Tom's Hardware / ssd-tester.com weights):
//   Read  = SeqRead x 0.1  + 4K_Read  + 4K64_Read
//   Write = SeqWrite x 0.1 + 4K_Write + 4K64_Write
//   Total = SeqWrite x 0.15 + SeqRead x 0.1 + 4K_Read x 2 + 4K_Write + 4K64_Write + 4K64_Read x 1.5
// The inputs are MB/s = 10^6 B/s, the unit of every DriveBench rate and of the result panel's
// own score (AS SSD's "MB" may be MiB: unverified, see the reference; it would scale the score
// by 0.954). Access time is not part of the score.

#include "core/results/workloadfigures.h" // AsSsdRates, AsSsdScore

namespace drivebench {

/// Computes the read, write and total score.
/// (Written by the result serialiser as asssd_score: core/results/workloadfiguresjson.h.)
AsSsdScore asSsdScore(const AsSsdRates &rates);

} // namespace drivebench
