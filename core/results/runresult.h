// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The result of a benchmark run: plain values, shared by the engine (which fills them), the CLI,
// the GUI and the results library. Serialised by resultjson.h (docs/result-format.md).

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/results/testthermal.h"
#include "core/results/workloadfigures.h"
#include "core/results/driverecord.h"
#include "core/results/runsettingsrecord.h"
#include "core/stats/steadystate.h"
#include "core/stats/threadfairness.h"
#include "core/util/result.h"
#include "core/util/settingfix.h"

namespace drivebench {

/// Latency figures in microseconds (double, so sub-µs values survive).
struct LatencySummaryUs
{
    double min = 0, mean = 0, p50 = 0, p90 = 0, p99 = 0, p999 = 0, p9999 = 0, max = 0;
};

/// Spread of a figure over the measured passes.
struct PassSpread
{
    double min = 0, max = 0, mean = 0, stdev = 0;
};

/// One live sample: what one thread did during one interval (default 100 ms).
struct LiveSample
{
    double timeS = 0;          ///< end of the interval, seconds since the test started
    int thread = 0;            ///< worker index
    std::uint64_t bytes = 0;   ///< bytes completed in the interval
    std::uint64_t ios = 0;     ///< I/Os completed in the interval
    double latencyMeanUs = 0;  ///< mean completion latency over the interval
    double latencyMaxUs = 0;   ///< max completion latency over the interval
};

/// The figures of one worker thread over the measured passes.
struct ThreadResult
{
    int thread = 0;
    double bandwidthBytesPerS = 0;
    double iops = 0;
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;
    LatencySummaryUs latencyUs;
};

/// A test run in rounds until steady (`--until-steady`): the SNIA PTS verdict over its rounds
/// (core/stats/steadystate.h), each round one measured pass, and what the figures are.
struct TestSteadyState
{
    SteadyState state;       ///< reached, round, window (excursion, slope), rounds
    QString unit;            ///< of the round figures: "MB/s" or "IOPS"
    int maxRounds = 0;       ///< the round limit the test ran under
};

/// A line of a result for people: an error (what stopped a test or a run, or left it partial) or a
/// note (why a test was skipped, how its figures were made), cause and fix in one. A setting it names
/// is {1}, {2}, ... (fixes), which each front end words as its own (drivebench-cli's option, the
/// window's field); a result file keeps the line in neutral words and reads back without fixes.
struct ResultLine
{
    ResultLine() = default;
    /// A line that names no setting (or one read back from a file: neutral words already).
    ResultLine(QString message_, SettingFixes fixes_ = {}) : message(std::move(message_)), fixes(std::move(fixes_)) {}
    /// core's Error as one line: "message (hint)", its settings kept as placeholders.
    static ResultLine from(const Error &e)
    {
        const std::string line = e.hint.empty() ? e.message : e.message + " (" + e.hint + ")";
        return ResultLine(QString::fromStdString(line), e.fixes);
    }

    QString message;    ///< the line; a setting it names is {1}, {2}, ...
    SettingFixes fixes; ///< the settings message names (settingfix.h); none when read from a file

    /// The line with its settings worded by words (a front end's, or neutralWords for files).
    QString text(const FixWording &words = neutralWords) const { return placeFixes(message, fixes, words); }
    bool operator==(const ResultLine &) const = default;
};

using ResultLines = QList<ResultLine>;

/// Each line in neutral words (for result files and the library).
inline QStringList lineTexts(const ResultLines &lines)
{
    QStringList out;
    out.reserve(lines.size());
    for (const ResultLine &e : lines)
        out << e.text();
    return out;
}

/// One test (e.g. RND4K_Q32T1 read): headline figures, spread, per-thread figures, samples.
struct TestResult
{
    QString id;                   ///< "SEQ1M_Q8T1", "RND4K_Q32T1", "SEEK_FULL", ...
    QString label;                ///< for people: "Seq", "4K-64Thrd", "Full stroke"; "" = from the id
    QString reading;              ///< headline's unit (testreading.h): "transfer", "ms_per_op", ...; "" = by id
    QString op;                   ///< "read", "write" or "mix"
    QString passEnd;              ///< how a pass ended (testreading.h): "time", "count"; "" = by id
    std::uint32_t blockSize = 0;  ///< bytes
    int queueDepth = 0;           ///< per thread
    int threads = 0;
    int passes = 0;               ///< measured passes completed (warm-up excluded)
    int readPercent = 100;        ///< read share of a mix, by count
    QString aggregation;          ///< how the headline was made from the passes: "best", "mean", "single"
    double bandwidthBytesPerS = 0;
    double iops = 0;
    std::uint64_t ios = 0;        ///< completed I/Os over the measured passes
    std::uint64_t readIos = 0;
    std::uint64_t writeIos = 0;
    std::uint64_t bytesRead = 0;
    std::uint64_t bytesWritten = 0;
    double durationS = 0;         ///< measured time
    LatencySummaryUs latencyUs;   ///< all directions merged
    LatencySummaryUs readLatencyUs;
    LatencySummaryUs writeLatencyUs;
    /// Every measured I/O counted by its latency, six bins per decade (core/stats/latencybins.h:
    /// kLatencyBins counts summing to ios); empty for results made before it was recorded.
    std::vector<std::uint64_t> latencyBins;
    PassSpread bandwidthSpread;   ///< bytes/s over passes
    PassSpread iopsSpread;
    std::vector<double> passBandwidthBytesPerS;
    std::vector<ThreadResult> perThread;
    std::vector<LiveSample> samples;
    ResultLines errors;           ///< what stopped it or left it partial, one line each
    bool completed = false;       ///< false: cancelled or failed part-way (figures are partial)
    bool skipped = false;         ///< not run: the target cannot take its requests (notes say why)
    ResultLines notes;            ///< why it was skipped; how the figures were made when it matters
    /// Workload-specific figures: curves, verdicts, scores (workloadfigures.h; JSON `extra`,
    /// documented per workload).
    WorkloadFigures figures;
    /// The drive's temperature during the test and the throttling verdict (thermalmonitor.h;
    /// written at the top level of the test's JSON); none when the drive reported nothing.
    std::optional<TestThermal> thermal;
    /// Rounds until steady (JSON `steady`); none when the test ran a fixed number of passes.
    std::optional<TestSteadyState> steady;
    /// How evenly the workers of a multi-thread test shared the I/O (JSON `fairness`); none
    /// with one thread or without I/O.
    std::optional<ThreadFairness> fairness;
};

/// Where the run took place.
struct TargetInfo
{
    QString path;         ///< directory, test file or device path as given
    QString kind;         ///< "file" (test file in a directory) or "device"
    QString filesystem;   ///< e.g. "ext4", "tmpfs"; empty for a raw device
    QString device;       ///< the block device behind it, e.g. "/dev/nvme0n1"
    std::uint64_t sizeBytes = 0; ///< test file size, or device capacity

    /// A file in RAM (tmpfs, ramfs): every read and write is a copy by the CPU, with no device,
    /// and no checksum or protection information checked against the reader's pages, behind it.
    bool inMemory() const
    {
        return kind != QLatin1String("device")
               && (filesystem == QLatin1String("tmpfs") || filesystem == QLatin1String("ramfs"));
    }
};

/// Something that can make a run's figures not the drive's (pre-flight checks before the run,
/// and checks of each finished test: core/runner/runchecks.h). A warning never stops a run.
struct RunWarning
{
    RunWarning() = default;
    RunWarning(QString code_, QString test_, QString op_, QString message_, SettingFixes fixes_ = {})
        : code(std::move(code_)), test(std::move(test_)), op(std::move(op_)), message(std::move(message_)),
          fixes(std::move(fixes_))
    {
    }

    QString code;     ///< "btrfs_cow", "dm_crypt", "above_link_ceiling", ... (docs/result-format.md)
    QString test;     ///< the test's id; empty for the whole run (JSON null)
    QString op;       ///< the test's direction ("read", "write", "mix"); empty for the whole run
    QString message;  ///< cause, what it does to the figures, and the fix, for people; a setting
                      ///< it names is {1}, {2}, ... (fixes)
    SettingFixes fixes; ///< the settings message names (settingfix.h); none when read from a file

    /// The message with its settings worded by words (a front end's, or neutralWords for files).
    QString text(const FixWording &words = neutralWords) const { return placeFixes(message, fixes, words); }
};

/// Where a run on another host ran (JSON `remote`; none for runs on this machine). The run's
/// host, kernel and drive are that host's; these say how it was reached and measured.
struct RemoteRunInfo
{
    QString name;       ///< the host as named, normalised: "ssh://pi@nas:2222"
    QString transport;  ///< "ssh"
    QString user;       ///< the user the run ran as there
    QString fioVersion; ///< the fio that measured there: "fio-3.33"
    QString fioEngine;  ///< the fio I/O engine used there: "io_uring", "libaio"
};

/// A whole run: one or more tests on one target.
struct RunResult
{
    int schemaVersion = 2;    ///< kResultSchemaVersion (resultjson.h)
    QString toolName = QStringLiteral("DriveBench");
    QString toolVersion;
    TargetInfo target;
    RunSettingsRecord settings; ///< profile, duration, passes, warm-up, size, data pattern, ...
    DriveRecord drive;        ///< the drive: model, serial, firmware, link, ... (from the drive model)
    QDateTime startedAt;      ///< UTC
    QDateTime finishedAt;
    QString kernel;
    QString cpu;
    QString host;             ///< the machine's host name (compare views name it); "" = unknown
    QString engine;           ///< "io_uring" or "psync" (a run on another host: "fio")
    std::optional<RemoteRunInfo> remote; ///< the run ran on another host (by fio there)
    bool cached = false;      ///< buffered I/O: figures include the page cache
    QString comment;
    std::vector<TestResult> tests;
    ResultLines errors;       ///< what stopped the run or left it partial, one line each
    std::vector<RunWarning> warnings; ///< pre-flight and per-test warnings, in the order raised
    bool completed = false;   ///< false when cancelled or failed: the tests present are kept
    /// The drive's health before and after the run and the host bytes it counted against ours
    /// (thermalmonitor.h); empty when it could not be read.
    QJsonObject health;
};

/// True when the run has tests and every one was skipped: nothing was measured. Such a run is a
/// failed run (the runner adds "no test could run on TARGET: reasons") and is not stored.
inline bool measuredNothing(const RunResult &run)
{
    if (run.tests.empty())
        return false;
    for (const TestResult &t : run.tests) {
        if (!t.skipped)
            return false;
    }
    return true;
}

} // namespace drivebench
