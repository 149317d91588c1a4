// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a test reads: the unit of its headline figure and its label. Part of the test's definition
// (TestSpec::reading, TestSpec::label, set by the workload tables) and recorded in each result
// ("reading", "label"); results written before either are read by test id. The window's panel,
// the CLI's table, the text and CSV exports and the CrystalDiskMark-style report all use this.

#include <cstdint>
#include <optional>

#include <QString>

#include "core/results/runresult.h"

namespace drivebench {

enum class Reading
{
    Transfer,     ///< MB/s (the window's MB/s, GB/s, IOPS, µs switch applies)
    MsPerOp,      ///< milliseconds per operation (seek stroke, diskinfo -t)
    AccessTimeMs, ///< random access time in milliseconds (AS SSD Acc.time, seeker)
    FilesPerS,    ///< files per second (bonnie++ -n small files)
};

/// "transfer", "ms_per_op", "access_time_ms", "files_per_s": as results record it.
QString readingName(Reading reading);
std::optional<Reading> parseReading(const QString &name);
/// The unit people read: "MB/s", "ms/op", "ms", "files/s".
QString readingUnit(Reading reading);
/// True when a lower figure is better (times).
bool lowerIsBetter(Reading reading);

/// How a test's pass ends: after the run's duration, or when its fixed number of operations is
/// done (seek stroke, transfer zones, AS SSD Seq, sweep, traces, small files, surface, ...).
enum class PassLength
{
    Timed,   ///< the run's passes x duration (and warm-up) apply
    Counted, ///< a fixed amount of work per pass; the run's duration and warm-up do not apply
};

/// "time", "count": as results record it ("pass_end").
QString passLengthName(PassLength length);
/// The pass length of a result: the one it records, else the one of its test id (older results).
PassLength passLengthOf(const TestResult &test);

/// What a run's tests actually ran, for the lines that describe it (the panel's settings line,
/// the text report): the run's passes x duration and warm-up apply to its timed tests only;
/// counted tests run their own fixed amount of work.
struct RunLength
{
    int timedTests = 0;          ///< tests (not skipped) whose passes last settings.duration_s
    int passes = 0;              ///< settings.passes (0 = not recorded)
    double durationS = 0;        ///< settings.duration_s
    double warmupS = 0;          ///< settings.warmup_s
    int countedTests = 0;        ///< tests (not skipped) that run a fixed amount of work per pass
    QStringList countedLabels;   ///< their labels, in run order, each once
    int countedPassesMin = 0, countedPassesMax = 0; ///< measured passes of counted tests
    std::uint64_t opsPerPassMin = 0, opsPerPassMax = 0; ///< I/Os per pass of counted tests that
                                                        ///< have figures (0 = none yet)
};
RunLength runLengthOf(const RunResult &run);

/// The reading of a result: the one it records, else the one of its test id (older results).
Reading readingOf(const TestResult &test);
/// The headline figure in the reading's unit (MB/s for Transfer).
double readingValue(const TestResult &test);
/// The figure with its unit and the digits tables show: "11.75 ms/op", "0.083 ms", "512 files/s".
QString formatReading(const TestResult &test);
/// The figure alone with the same digits: "11.75", "0.083", "512" (a column that names the unit).
QString formatReadingNumber(const TestResult &test);
/// The test's label: the one it records, else one made from its id ("SEQ1M Q8T1").
QString testLabel(const TestResult &test);

} // namespace drivebench
