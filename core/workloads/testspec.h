// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One benchmark test as data: what the runner needs to run it. Profiles (profiles.h) are lists
// of these; workloads with their own access sequence set makePattern (see core/engine/iopattern.h).

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

#include <QMetaType>
#include <QString>

#include "core/engine/iopattern.h"
#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"
#include "core/engine/worker.h"

namespace drivebench {

/// Direction of a test: reads, writes, or a random mix of both (TestSpec::readPercent).
enum class IoOp { Read, Write, Mix };
/// Built-in access orders, used when TestSpec::makePattern is empty.
enum class AccessPattern { Sequential, Random };
/// How a pass ends: after its duration, or when the pattern runs out (count-based workloads).
enum class PassEnd { Time, PatternExhausted };

struct TestSpec;

/// Folds the typed report of every worker of every measured pass (pass-major, thread-minor
/// order: IoPattern::report(), or a CustomPass's WorkerOutcome::report) by addition into the
/// test's typed figures; the result serialiser writes them to TestResult::extra
/// (core/results/workloadfiguresjson.h, docs/workloads.md).
using ReportMerger = std::function<WorkloadFigures(const std::vector<PatternReport> &reports)>;

/// Progress a custom pass reports itself (a workload whose length depends on what it finds, such
/// as the capacity check); the runner shows it instead of its planned-time estimate. -1 = none.
struct CustomProgress
{
    std::atomic<double> fraction{-1};  ///< of the test, 0..1
    std::atomic<double> etaS{-1};      ///< seconds left
    /// The requests the running pass's patterns plan (the sum of IoPattern::plannedIos, set by
    /// the pass runner before its workers start; 0 = not known): the runner's progress is then
    /// the share of them completed, not the planned time (a trace runs as long as it runs).
    /// kPassIosPending while a measured pass's patterns are being made.
    std::atomic<std::uint64_t> passIos{0};
    static constexpr std::uint64_t kPassIosPending = ~std::uint64_t(0);
};

/// What a test that runs its own passes gets (a metadata workload such as small files, which
/// issues no block I/O on a test file): the run's target directory, opened O_DIRECTORY.
struct CustomPassContext
{
    int directoryFd = -1;          ///< the target directory (not owned)
    QString directory;             ///< its path, for messages
    int pass = 0;                  ///< 0 = warm-up, 1.. = measured passes
    WorkerCounters *counters = nullptr; ///< one per thread for live samples; null in a warm-up
    std::stop_token stop;          ///< cancel: stop issuing, clean up, return
    FillData data = FillData::Random;
    CustomProgress *progress = nullptr; ///< where the pass may publish its own progress
};

/// Runs one pass on its own worker threads (one per TestSpec::threads) and returns their
/// outcomes, each with its latency histograms, bytes, start/end times or error, like runWorker.
using CustomPass =
    std::function<std::vector<WorkerOutcome>(const TestSpec &spec, const CustomPassContext &context)>;

struct TestSpec
{
    QString id;                         ///< "RND4K_Q32T1", "SEQ1M_Q8T1", ...
    QString label;                      ///< for people, without the direction: "Seq", "Full
                                        ///< stroke"; empty = id
    Reading reading = Reading::Transfer; ///< the headline's unit (core/results/testreading.h)
    IoOp op = IoOp::Read;
    AccessPattern pattern = AccessPattern::Random;
    std::uint32_t blockSize = 4096;     ///< bytes per request (the largest, for custom patterns)
    int queueDepth = 1;                 ///< in flight per thread, 1..512
    int threads = 1;                    ///< worker threads, 1..64
    int readPercent = 70;               ///< read share of a Mix, by count (0..100)
    PassEnd passEnd = PassEnd::Time;
    double durationS = -1;              ///< per measured pass; < 0 = the run's setting
    double warmupS = -1;                ///< discarded warm-up pass; < 0 = setting, 0 = none
    int passes = -1;                    ///< measured passes; < 0 = the run's setting
    bool wholeDevice = false;           ///< span the whole device even for a file target
                                        ///< (read-only tests such as full-stroke access time)
    PatternFactory makePattern;         ///< empty = the built-in pattern for `pattern` and `op`
    std::function<QString()> fioSections; ///< set: the fio job sections equivalent to this test's
                                        ///< own pattern (the wake test: one job per idle time with
                                        ///< thinktime); empty with makePattern: no fio equivalent
    ReportMerger mergeReports;          ///< folds the workers' typed reports into the test's
                                        ///< WorkloadFigures; empty = no workload figures
    CustomPass runPass;                 ///< set = the test runs its own passes in the target
                                        ///< directory (no test file is made when every test has it)
                                        ///< or, for a block device, on the opened device
    bool keepsPartialPass = false;      ///< a pass cut short by cancel or an error is kept (its
                                        ///< extra says how far it got); the test is then partial
    bool tracePlayback = false;         ///< plays a trace (generated or loaded): its reads and
                                        ///< writes come in the trace's own order and mix
    double idleBeforeS = 0;             ///< the drive is left idle this long before the test (the
                                        ///< cache test's recovery pause); the run's interval
                                        ///< between tests is the larger of the two
    std::function<bool()> idleNeeded;   ///< set: asked on the controller thread before the idle
                                        ///< pause; false skips the pause (the test will skip
                                        ///< itself: nothing to wait for)
    bool unfilledFile = false;          ///< a directory's test file is preallocated, not filled,
                                        ///< when every test says so (the cache test must meet the
                                        ///< drive's cache unspent by a fill)

    QString displayName() const { return label.isEmpty() ? id : label; }
    bool writes() const { return op != IoOp::Read; }
};

/// The built-in pattern (core/engine/builtinpatterns.h) for spec.pattern / spec.op / spec.blockSize.
std::unique_ptr<IoPattern> makeBuiltinPattern(const TestSpec &spec, const PatternContext &context);

/// "read", "write" or "mix".
QString ioOpName(IoOp op);
/// Parses "read", "write" or "mix"; false when unknown.
bool parseIoOp(const QString &text, IoOp *op);

} // namespace drivebench

Q_DECLARE_METATYPE(drivebench::TestSpec)
