// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place that turns what a person chose into a run: planRun(choice, roots) gives the
// tests, the typed settings, and a description of the target and of the drive behind it. The
// window's settings widget and drivebench-cli's options only fill a RunChoice (plain values, no
// option parser); both start the Runner with the plan and show what it returns.

#include <cstdint>
#include <optional>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/remote/hostspec.h"
#include "core/results/runresult.h"
#include "core/runner/runsettings.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"
#include "core/workloads/workloadtests.h"

namespace drivebench {

/// Where planRun finds the machine's drives and mounts; tests point these at fixture trees.
/// Identify commands are sent only on the live roots ("/sys" and "/dev").
struct SystemRoots
{
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
    QString proc = QStringLiteral("/proc");
    bool live() const { return sys == QLatin1String("/sys") && dev == QLatin1String("/dev"); }
};

/// What the target path is.
enum class TargetKind { Directory, File, Device };

/// A person's choice, as plain values. Defaults are the documented ones (`drivebench-cli run --help`).
struct RunChoice
{
    QString targetPath;                  ///< directory, existing file or block device
    QString profile = QStringLiteral("default"); ///< a profile or workload profile (ignored with tests)
    QStringList tests;                   ///< test ids: a custom run of these (each read, then write)
    QString tracePath;                   ///< replay this trace (fio iolog or blkparse); profile "trace"
    std::optional<IoOp> op;              ///< only this direction; none: read then write (a device
                                         ///< without destructivePath: reads only)
    int mixReadPercent = 70;             ///< read share of mixed tests, by count
    std::uint64_t fileSizeBytes = 1ull << 30; ///< test file in a directory, 16 MiB..64 GiB
    bool cacheFileFromFreeSpace = false; ///< profile cache in a directory: the test file is the
                                         ///< free space less the reserve (workload.capacity's),
                                         ///< not fileSizeBytes (the CLI without --size)
    std::optional<int> passes;           ///< measured passes; none: 5, count-based workloads once
    bool untilSteady = false;            ///< timed tests run rounds until the SNIA PTS steady-state
                                         ///< criterion holds (core/stats/steadystate.h)
    std::optional<int> steadyMaxRounds;  ///< the round limit, 5..1000; none: 25 (only with untilSteady)
    double durationS = 5;
    double warmupS = 5;
    double intervalS = 5;
    FillData data = FillData::Random;
    CacheMode cache = CacheMode::Direct;
    EngineKind engine = EngineKind::Auto;
    Submission submission = Submission::Auto;
    CpuAffinity affinity = CpuAffinity::Spread;
    BufferPages bufferPages = BufferPages::Huge;
    UringPoll poll = UringPoll::None;    ///< io_uring's opt-in polling (--poll; the window: none)
    std::optional<Aggregation> aggregation; ///< none: the profile's (best, or mean for some)
    QString destructivePath;             ///< writes on this device or existing file are allowed
    UncheckedUse uncheckedUse = UncheckedUse::Refuse; ///< --allow-unchecked-use (safety.h)
    UdisksUse udisks = UdisksUse::WithPrompt;
    int workerNiceness = 0;              ///< the window: 10 (see RunSettings::workerNiceness)
    WorkloadOptions workload;            ///< scale, seed, qd, points, sweep, files, ... (passes,
                                         ///< targetIsDevice and the replay span are planRun's)
};

/// The round limit of a run until steady when none is given (the SNIA PTS's 25 rounds).
inline constexpr int kDefaultSteadyMaxRounds = 25;
/// The largest round limit a choice may give.
inline constexpr int kMaxSteadyRounds = 1000;

/// A run on another host (remoterun.h): the host and what its probe found there.
struct RemoteTarget
{
    HostSpec host;
    QString hostname;   ///< uname -n there
    QString kernel;     ///< uname -sr there
    QString arch;
    QString fioVersion; ///< "fio-3.33"
    QString user;       ///< the user the run runs as there
    /// fio://: the user confirmed that anyone on the network can run commands through a
    /// non-loopback fio server (fioserver.h); a run without it sends nothing there.
    bool networkConfirmed = false;
};

/// What a run will do: the backend's input and what the front ends show before it starts.
struct RunPlan
{
    RunSettings settings;
    std::vector<TestSpec> tests;
    TargetKind kind = TargetKind::Directory;
    TargetInfo target;   ///< path, kind ("file", "device", "directory"), filesystem, device, size
    DriveRecord drive;   ///< the drive behind the target as `drives --json` has it; empty when none
    std::optional<RemoteTarget> remote; ///< the host the run runs on; none: this machine
};

/// What the cache test's span is made from when it writes a file system's free space.
struct FreeSpaceReading
{
    std::uint64_t freeBytes = 0;        ///< available to this user
    std::uint64_t totalBytes = 0;       ///< the file system's size (for the default reserve)
    std::uint64_t largestFileBytes = 0; ///< the largest test file it takes
    QString memoryFileSystem;           ///< "tmpfs" or "ramfs" when the memory is the "drive"
};

/// The cache test's file when it writes the free space less the reserve (RunChoice::
/// cacheFileFromFreeSpace): the bytes, or why not (too little room; a memory file system, whose
/// free space is the machine's memory and which has no SLC cache to find).
Result<std::uint64_t> cacheFileSpan(const QString &path, const FreeSpaceReading &reading,
                                    std::optional<std::uint64_t> reserveBytes);

/// Plans a run; an error names the bad choice and the fix (an unknown profile or test, a size
/// out of range, a profile without a test of the chosen direction, an unreadable trace).
Result<RunPlan> planRun(const RunChoice &choice, const SystemRoots &roots = {});

struct HostProbe;

/// Plans a run of choice on another host (probe: what probeHost found there), run there by fio
/// (remoterun.h). The target is an absolute directory on the host (checked there when the run
/// starts: it must exist and be writable) or one of its drives, whose tests are reads only (fio's
/// read-only mode; DriveBench never writes to another host's devices). Only tests fio runs
/// alike are accepted (sequential and random block I/O); an error names any other and the fix,
/// as it does a host without fio ("install fio on HOST").
Result<RunPlan> planRemoteRun(const RunChoice &choice, const HostSpec &host, const HostProbe &probe);

struct FioServerInfo;

/// Plans a run of choice on a running fio server (fio://NAME[:PORT] or fio:///socket; server:
/// what probeFioServer found), run by this machine's fio as its client (fioserverrun.h). The
/// target is an absolute directory there, where the run writes one new file of its own; a
/// device is refused (fio takes its read-only mode from the command line only, which a server
/// does not get), as are a non-loopback TCP server without networkConfirmed, paths fio's job
/// parser would change (`$`, `;`, `#`, `\\`, spaces at either end), and the tests fio cannot
/// run alike (as planRemoteRun). No drive: a fio server cannot read the host's /sys.
Result<RunPlan> planFioServerRun(const RunChoice &choice, const HostSpec &host, const FioServerInfo &server,
                                 bool networkConfirmed);

/// The run settings as a result records them: one field per fact, the same fields whatever
/// their values (docs/result-format.md, `settings`). The Runner adds what it learns while running.
RunSettingsRecord recordedSettings(const RunSettings &settings);

/// A plan as data, for comparing plans: every test's definition (id, op, pattern, block size,
/// queue depth, threads, read share, passes, durations), the settings, the target and the drive.
QJsonObject planJson(const RunPlan &plan);

/// The generated trace of a destroyer/heavy/light choice, written as fio iolog v3 to path (for
/// fio --read_iolog), addressing the file the run would use.
Result<void> exportGeneratedTrace(const RunChoice &choice, const QString &path);

} // namespace drivebench
