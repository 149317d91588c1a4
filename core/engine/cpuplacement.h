// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a test's worker threads run. By default each worker is pinned to one CPU, round-robin over
// the CPUs this process may use (as DiskSpd, and so CrystalDiskMark, do by default), so the
// scheduler never moves a thread mid-test. The round starts at the CPUs that take the target
// device's completion interrupts: a worker woken on another core pays a cross-CPU wake-up per
// completion (an inter-processor interrupt; from a deep idle state, its exit latency too), which
// cost ~8 % of 4K QD32 IOPS on a single-queue virtio disk whose interrupt went to the other CPU.
// NVMe drives (and multi-queue virtio) have a queue and a vector per CPU (or per group of CPUs):
// there any CPU takes its own completions and the order only puts first the CPUs whose vectors
// have carried traffic; SATA (AHCI) and single-queue devices interrupt one CPU.
//
// io_uring hands a request that cannot start without blocking (every read from tmpfs, a write
// that must allocate) to a kernel helper thread (io-wq). By default it may run on any CPU of the
// cpuset, and the scheduler tends to wake it beside the thread that queued the work. Where it
// runs decides the speed of such requests, so DriveBench sets it (IORING_REGISTER_IOWQ_AFF):
//  - queue depth 1: on the worker's own CPU. The worker only waits while the helper works, so the
//    handoff costs a context switch on one core instead of a wake-up of another (an inter-
//    processor interrupt; in a virtual machine an exit to the hypervisor): measured 10x the IOPS
//    on a 2-CPU VM, tmpfs, 4K QD1;
//  - requests of kHelperOwnCpuMinBytes (1 MiB) and more, at any depth: on the worker's own CPU
//    too. The helper then copies ~1 MiB per request (~90 us on the 2-CPU VM) while the worker
//    needs a few microseconds to reap and resubmit, so another core adds little, and each
//    request would cost a wake-up across CPUs both ways. Measured on the 2-CPU VM only, tmpfs
//    SEQ1M Q8 read, 4 s alternating runs: 6-12 % fewer CPU-seconds per I/O, IOPS unchanged. With
//    helpers free on both CPUs (--affinity none) IOPS were no higher (10.2-11.3 k against
//    10.6-11.4 k): io-wq starts another helper only when none is running, and a copy from tmpfs
//    never blocks, so one helper copies at a time however many CPUs wait. At 128 KiB (SEQ128K
//    Q32) helpers kept on another CPU were 12-29 % faster (CPU per I/O not measured); sizes
//    between were not measured, and the line is at the size that was. A trace's tests keep the
//    rule below (their block size is the largest request, not the usual one);
//  - deeper queues of smaller requests on a block device itself (not a file on it), when the
//    test leaves CPUs without a worker: on those CPUs. A device whose driver cannot take a
//    request without blocking (zram, a RAM block device, and other drivers without "nowait")
//    hands every request to a helper, and each completion then runs through the worker that
//    queued it (a wake-up per request): on one CPU the two take turns, a context switch each
//    time (perf: 1.25 M switches for 0.7 M requests). Measured 2026-12-07 on the 2-CPU VM,
//    raw zram filled with random data, 4K QD32 read, one submission per request, 4 s runs
//    after 1 s of warm-up, twice: helpers on the worker's CPU (as before) 143-147 k IOPS at
//    113-117 k I/Os per CPU-second, on the other CPU 318-339 k at 180-187 k, fio's equivalent
//    job pinned to one CPU 166-172 k at 128-133 k. Files on the same zram (ext4) start their
//    requests inline and need no helper (unchanged within noise: 295-317 k either way);
//    SEQ1M Q8 (1 MiB requests: own CPU, the rule above) measured no better elsewhere;
//  - deeper queues of smaller requests on files: on all the test's CPUs, the worker's own
//    included, where the scheduler wakes them. Helpers kept off the worker's CPU (the rule until 2026-12) bought
//    IOPS with CPU: on the 2-CPU VM, tmpfs 4K QD32 read, one
//    submission per request, 6 rounds of 3 s alternating with fio's equivalent job on the same
//    CPU, medians of the ratios to fio: helpers on the other CPU 1.52x fio's IOPS at 0.84x its
//    I/Os per CPU-second; on all CPUs 1.14x at 1.20x; not set at all (as fio) 1.13x at 1.20x.
//    Batched, as a user runs it: 587-635 k IOPS at 225-243 k I/Os per CPU-second on the other
//    CPU, 426-488 k at 318-365 k on all: the old rule spent nearly twice the CPU time for about
//    a third more IOPS, on a RAM file system, and the goal is less CPU per I/O than fio at fio's
//    speed or better. A disk read with O_DIRECT usually starts inline and needs no helper.

#include <sys/stat.h>

#include <cstdint>
#include <span>
#include <vector>

#include <QString>

namespace drivebench {

/// Spread: pin workers round-robin over the allowed CPUs (the default). None: leave threads where
/// the scheduler puts them.
enum class CpuAffinity { Spread, None };

/// One worker's place: its CPU (-1: not pinned) and its helpers' CPUs (empty: not set).
struct CpuPlacement
{
    int cpu = -1;
    std::vector<int> helperCpus;
    /// Where this worker's SQ poll thread goes when the test runs with SQPOLL (--poll sq):
    /// see sqPollCpu; -1: where the scheduler puts it.
    int sqPollCpu = -1;
    bool operator==(const CpuPlacement &) const = default;
};

/// The CPUs this process may run on (sched_getaffinity), ascending; empty if unknown.
std::vector<int> allowedCpus();

/// The CPUs that take the completion interrupts of block device major:minor (its disk's, for a
/// partition; its members', for device-mapper and md): the effective affinity of the interrupts
/// of the PCI function behind it that have fired at least 1 % as often as its busiest one (which
/// leaves out configuration and admin vectors). Empty when unknown: no device (tmpfs), no
/// interrupt found (a virtual device), or no access. Roots are parameters for tests.
std::vector<int> completionCpus(unsigned major, unsigned minor,
                                const QString &sysRoot = QStringLiteral("/sys"),
                                const QString &procRoot = QStringLiteral("/proc"));

/// The order in which workers take CPUs: those of allowed that are in first (the completion
/// CPUs), then the rest of allowed, each part ascending.
std::vector<int> cpuOrder(std::span<const int> allowed, std::span<const int> first);

/// Where a run's workers go.
struct CpuPlan
{
    std::vector<int> order;      ///< for placeWorkers; empty: not pinned
    std::vector<int> completion; ///< the target device's completion CPUs (empty: unknown)
};

/// The plan for affinity on a target that stat() or fstat() described (st; null when unknown):
/// allowedCpus() with the completion CPUs of the device behind it first (a file's st_dev, a
/// block device's st_rdev). The runner and the fio job writer both use it.
CpuPlan planCpus(CpuAffinity affinity, const struct stat *st);

/// Requests at least this large keep their io-wq helpers on the worker's own CPU (see above).
inline constexpr std::uint32_t kHelperOwnCpuMinBytes = 1024 * 1024;

/// What a test reads and writes, for its helpers' place: a file, or a block device itself.
enum class HelperTarget { File, BlockDevice };

/// The places of a test's threads workers with queueDepth requests each, the largest of
/// requestBytes: worker t on order[t % size] (see cpuOrder), helpers as described above.
std::vector<CpuPlacement> placeWorkers(CpuAffinity affinity, int threads, int queueDepth,
                                       std::uint32_t requestBytes, std::span<const int> order,
                                       HelperTarget target = HelperTarget::File);

/// Parses a kernel CPU list ("0-3,8,10-11"); empty when malformed.
std::vector<int> parseCpuList(const QString &text);

// Names of CpuAffinity (settings.cpu_affinity, --affinity): core/runner/settingnames.h.

/// "0-3,8,10-11": a CPU list as taskset and fio's cpus_allowed write it.
QString cpuListText(std::span<const int> cpus);

} // namespace drivebench
