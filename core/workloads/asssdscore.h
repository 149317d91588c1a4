#pragma once

// AS SSD Benchmark's score (reference workloads.md §4, Tom's Hardware / ssd-tester.com weights):
//   Read  = SeqRead x 0.1  + 4K_Read  + 4K64_Read
//   Write = SeqWrite x 0.1 + 4K_Write + 4K64_Write
//   Total = SeqWrite x 0.15 + SeqRead x 0.1 + 4K_Read x 2 + 4K_Write + 4K64_Write + 4K64_Read x 1.5
// The inputs are MB/s = 10^6 B/s, the unit of every DriveBench rate and of the result panel's
// own score (AS SSD's "MB" may be MiB: unverified, see the reference; it would scale the score
// by 0.954). Access time is not part of the score.

#include <QJsonObject>

namespace drivebench {

/// The six AS SSD rates in bytes per second.
struct AsSsdRates
{
    double seqRead = 0, seqWrite = 0;
    double read4k = 0, write4k = 0;
    double read4k64 = 0, write4k64 = 0;
};

struct AsSsdScore
{
    double read = 0, write = 0, total = 0;  ///< in AS SSD's points (MB/s weighted)
};

/// Computes the read, write and total score.
AsSsdScore asSsdScore(const AsSsdRates &rates);
/// {"read": r, "write": w, "total": t, "inputs_mb_per_s": {...}}.
QJsonObject asSsdScoreJson(const AsSsdRates &rates, const AsSsdScore &score);

} // namespace drivebench
