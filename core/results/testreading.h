#pragma once

// How a test reads: the unit of its headline figure and its label. Part of the test's definition
// (TestSpec::reading, TestSpec::label, set by the workload tables) and recorded in each result
// ("reading", "label"); results written before either are read by test id. The window's panel,
// the CLI's table, the text and CSV exports and the CrystalDiskMark-style report all use this.

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

/// The reading of a result: the one it records, else the one of its test id (older results).
Reading readingOf(const TestResult &test);
/// The headline figure in the reading's unit (MB/s for Transfer).
double readingValue(const TestResult &test);
/// The figure with its unit and the digits tables show: "11.75 ms/op", "0.083 ms", "512 files/s".
QString formatReading(const TestResult &test);
/// The test's label: the one it records, else one made from its id ("SEQ1M Q8T1").
QString testLabel(const TestResult &test);

} // namespace drivebench
