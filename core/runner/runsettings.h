// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a run needs besides its tests: plain values the front ends fill (through planRun,
// core/runner/runplan.h) and the Runner, the pre-flight's checks and the fio-job writer read.
// Apart from the Runner's QObject header, so that what only needs the values does not depend
// on the Runner.

#include <QString>

#include "core/devices/rawaccess.h"
#include "core/engine/cpuplacement.h"
#include "core/engine/ioengine.h"
#include "core/engine/target.h"
#include "core/util/alignedbuffer.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// How the headline figure of a test is made from its measured passes.
enum class Aggregation { Best, Mean };

/// Everything a run needs besides its tests. Plain values, filled by the GUI or the CLI.
struct RunSettings
{
    TargetOptions target;            ///< path or fd, test file size, data, cache, destructive
    double durationS = 5;            ///< each measured pass
    double warmupS = 5;              ///< the discarded warm-up pass before each test; 0 = none
    double intervalS = 5;            ///< pause between tests (lets an SSD's cache settle)
    int passes = 5;                  ///< measured passes per test
    /// Until steady (SNIA PTS, core/stats/steadystate.h): each timed test runs rounds (measured
    /// passes) until the criterion holds over the last five, at most this many; 0 = off, the
    /// tests run `passes` passes. Tests whose passes end by their own amount of work ignore it.
    int steadyMaxRounds = 0;
    EngineKind engine = EngineKind::Auto;
    Aggregation aggregation = Aggregation::Best;
    QString profile;                 ///< recorded in the result only
    int mixReadPercent = 70;         ///< recorded only: the read share the mixed tests carry
    int sampleIntervalMs = 100;      ///< live sample period
    /// A block device open() refuses to this user is asked of UDisks2 for read tests; polkit may
    /// ask for the password (a desktop's agent shows the dialog), as GNOME Disks' benchmark.
    RawAccess deviceAccess{UdisksUse::WithPrompt, {}};
    /// Nice value added to the I/O worker threads of tests with at least as many threads as CPUs.
    /// The window sets it so that its UI thread wins the CPU when such workers saturate it (RAM,
    /// a fast NVMe drive on few cores); they still get every cycle the UI does not use.
    /// 0 (the CLI) leaves them as they are.
    int workerNiceness = 0;
    /// How queued requests reach the kernel (see Submission); Auto decides per target.
    Submission submission = Submission::Auto;
    /// Worker threads pinned round-robin to CPUs (see cpuplacement.h), or left free.
    CpuAffinity affinity = CpuAffinity::Spread;
    /// Transparent huge pages for the buffers of requests of 64 KiB and more (allocateIoBuffers).
    BufferPages bufferPages = BufferPages::Huge;
    /// The io_uring rings' opt-in polling modes (see UringPoll, core/engine/uringpoll.h); a mode
    /// that cannot be had fails the run before any I/O.
    UringPoll poll = UringPoll::None;
};

/// Whether this test of a run with these settings runs in rounds until steady: a timed test
/// (its passes end by time) that runs on a test file or device, when steadyMaxRounds > 0.
inline bool runsUntilSteady(const RunSettings &settings, const TestSpec &test)
{
    return settings.steadyMaxRounds > 0 && test.passEnd == PassEnd::Time && !test.runPass;
}

} // namespace drivebench
