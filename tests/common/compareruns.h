// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs of other profiles than the default, for the comparison tests: a seek run (seven seek tests
// read in ms/op, three transfer zones in MB/s, diskinfo's) and a run on tmpfs (no drive behind it).

#include "core/workloads/seekstroke.h"
#include "tests/common/sampleruns.h"
#include "tests/common/storedfigures.h"

namespace drivebench::testing {

/// A seek-profile run: SEEK_* and SEQ_* in ms/op (`msScale` times 8, 9, ... ms), XFER_* in MB/s.
inline RunResult seekRun(int seed, double msScale = 1.0)
{
    RunResult run = sampleRun(seed);
    run.tests.clear();
    run.settings.profile = QStringLiteral("seek");
    run.settings.passes = 1;
    int i = 0;
    for (const SeekTestInfo &info : kSeekTests) {
        TestResult t;
        t.id = QLatin1String(info.id);
        t.label = QLatin1String(info.label);
        t.reading = QStringLiteral("ms_per_op");
        t.op = QStringLiteral("read");
        t.passEnd = QStringLiteral("count");
        t.blockSize = 4096;
        t.queueDepth = t.threads = t.passes = 1;
        const double ms = (8 + i++) * msScale;
        t.iops = 1000 / ms;
        t.bandwidthBytesPerS = t.iops * 4096;
        t.ios = t.readIos = std::uint64_t(info.ops);
        t.latencyUs.mean = ms * 1000;
        t.latencyUs.p99 = ms * 1500;
        setExtra(t, QJsonObject{{QStringLiteral("ops"), info.ops},
                   {QStringLiteral("elapsed_s"), info.ops * ms / 1000},
                   {QStringLiteral("ms_per_op"), ms}});
        t.completed = true;
        run.tests.push_back(t);
    }
    int z = 0;
    for (const TransferZoneInfo &zone : kTransferZones) {
        TestResult t;
        t.id = QLatin1String(zone.id);
        t.label = QLatin1String(zone.label);
        t.reading = QStringLiteral("transfer");
        t.op = QStringLiteral("read");
        t.passEnd = QStringLiteral("count");
        t.blockSize = 1u << 20;
        t.queueDepth = t.threads = t.passes = 1;
        t.bandwidthBytesPerS = (3000e6 - 500e6 * z++) / msScale;
        t.iops = t.bandwidthBytesPerS / t.blockSize;
        t.latencyUs.mean = 1e6 / t.iops;
        t.latencyUs.p99 = 1.2e6 / t.iops;
        setExtra(t, QJsonObject{{QStringLiteral("bandwidth_bytes_per_s"), t.bandwidthBytesPerS},
                   {QStringLiteral("elapsed_s"), 0.5}});
        t.completed = true;
        run.tests.push_back(t);
    }
    return run;
}

/// The run moved onto tmpfs: a file system with no drive behind it.
inline RunResult onTmpfs(RunResult run)
{
    run.drive = {};
    run.target = {QStringLiteral("/dev/shm/bench"), QStringLiteral("file"), QStringLiteral("tmpfs"), QString(),
                  1ull << 30};
    return run;
}

/// The run under another profile whose tests are renamed `prefix`_<id> (so no other run has
/// them), except the ones listed in `keep`.
inline RunResult profiledRun(int seed, const QString &profile, const QString &prefix, const QStringList &keep = {})
{
    RunResult run = sampleRun(seed);
    run.settings.profile = profile;
    for (TestResult &t : run.tests)
        if (!keep.contains(t.id))
            t.id = prefix + QLatin1Char('_') + t.id;
    return run;
}

/// Five runs of five profiles on five drives, as a user compares them: default, "nvme" sharing
/// SEQ1M_Q8T1 with it, seek (nothing in common), "real" (nothing in common), "peak" sharing
/// RND4K_Q1T1.
inline std::vector<RunResult> fiveProfiles()
{
    std::vector<RunResult> runs{sampleRun(1, QStringLiteral("Samsung SSD 980 PRO 1TB"), QStringLiteral("S5GX1")),
                                profiledRun(2, QStringLiteral("nvme"), QStringLiteral("NVME"), {QStringLiteral("SEQ1M_Q8T1")}),
                                seekRun(3),
                                profiledRun(4, QStringLiteral("real"), QStringLiteral("REAL")),
                                profiledRun(5, QStringLiteral("peak"), QStringLiteral("PEAK"), {QStringLiteral("RND4K_Q1T1")})};
    const char *const models[] = {"Samsung SSD 980 PRO 1TB", "WD_BLACK SN850X 2000GB", "ST4000DM004-2CV104",
                                  "virtio disk", "Crucial MX500 1TB"};
    for (std::size_t i = 0; i < runs.size(); ++i)
        runs[i].drive.model = QLatin1String(models[i]);
    return runs;
}

} // namespace drivebench::testing
