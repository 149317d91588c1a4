// SPDX-License-Identifier: GPL-3.0-or-later
#include "uringpoll.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <vector>

#include <QFileInfo>

#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

/// The fix of every refusal here: a run without polling.
SettingFixes withoutPoll() { return {{Setting::Poll, QStringLiteral("off")}}; }

std::string pollNames(std::uint32_t poll)
{
    return engineFeatureNames(poll & EngineFeature::PollModes)
        .join(QLatin1Char('+'))
        .toUpper()
        .toStdString();
}

} // namespace

Error uringPollRefusal(std::uint32_t poll, int err)
{
    const std::string mode = pollNames(poll);
    const std::string fix = "run {1}";
    if (err == 0)
        return Error::make(std::errc::operation_not_supported,
                           "io_uring " + mode + " is treated as refused (DRIVEBENCH_URING_REFUSE "
                           "names it)",
                           "unset DRIVEBENCH_URING_REFUSE, or " + fix, withoutPoll());
    if (err == EPERM || err == EACCES)
        return Error::fromErrno(err, "io_uring " + mode + " ring setup",
                                "before kernel 5.11 SQPOLL needs root (CAP_SYS_NICE); run as "
                                "root, or " + fix, withoutPoll());
    if (err == EINVAL)
        return Error::fromErrno(err, "io_uring " + mode + " ring setup",
                                "this kernel does not take " + mode + " (too old); " + fix, withoutPoll());
    return Error::fromErrno(err, "io_uring " + mode + " ring setup", fix, withoutPoll());
}

int plainRingSetup(unsigned entries, unsigned flags)
{
    io_uring ring{};
    const int rc = io_uring_queue_init(entries, &ring, flags);
    if (rc == 0)
        io_uring_queue_exit(&ring);
    return rc;
}

Result<void> probeUringPoll(std::uint32_t poll, std::uint32_t refused)
{
    poll &= EngineFeature::PollModes;
    if (poll == 0)
        return {};
    if (poll & refused)
        return uringPollRefusal(poll & refused, 0);
    io_uring ring{};
    io_uring_params params{};
    if (poll & EngineFeature::SqPoll) {
        params.flags |= IORING_SETUP_SQPOLL;
        params.sq_thread_idle = kSqThreadIdleMs;
    }
    if (poll & EngineFeature::IoPoll)
        params.flags |= IORING_SETUP_IOPOLL;
    const int rc = io_uring_queue_init_params(4, &ring, &params);
    if (rc < 0) {
        if (const int plainRc = plainRingSetup(4, 0); plainRc < 0)
            return Error::fromErrno(-plainRc, "io_uring setup (with or without polling)",
                                    "io_uring is refused here (a container's seccomp filter, or "
                                    "kernel.io_uring_disabled); run {1}", withoutPoll());
        return uringPollRefusal(poll, -rc);
    }
    io_uring_queue_exit(&ring);
    return {};
}

Result<void> ioPollAvailable(unsigned major, unsigned minor, const QString &where,
                             const QString &sysRoot, std::uint64_t largestRequest,
                             bool requestsAlignedToSize)
{
    const std::string fix = "load nvme with poll queues (modprobe nvme poll_queues=2, or "
                            "nvme.poll_queues=2 on the kernel command line) on a drive that "
                            "has them; run {1}";
    if (major == 0)
        return Error::make(std::errc::operation_not_supported,
                           "io_uring IOPOLL polls a block device's queue, and "
                               + where.toStdString()
                               + " is on none (tmpfs, ramfs or another memory or virtual file "
                                 "system)",
                           "run {1}", withoutPoll());
    // /sys/dev/block/M:m links to the device's directory; a partition's has no queue/ and sits
    // inside its disk's.
    QString dir = sysfs::canonical(QStringLiteral("%1/dev/block/%2:%3").arg(sysRoot).arg(major).arg(minor));
    if (dir.isEmpty())
        return Error::make(std::errc::no_such_device,
                           QStringLiteral("io_uring IOPOLL: the block device %1:%2 behind %3 is "
                                          "not in %4/dev/block")
                               .arg(major).arg(minor).arg(where, sysRoot)
                               .toStdString(),
                           "run {1}", withoutPoll());
    std::uint64_t partitionStart = 0; // bytes from the disk's start
    if (!sysfs::exists(dir + QStringLiteral("/queue")) && sysfs::exists(dir + QStringLiteral("/partition"))) {
        partitionStart = sysfs::readTrimmed(dir + QStringLiteral("/start")).toULongLong() * 512;
        dir = QFileInfo(dir).path();
    }
    const QString name = QFileInfo(dir).fileName();
    const auto ioPoll = sysfs::readText(dir + QStringLiteral("/queue/io_poll"));
    if (!ioPoll)
        return Error::make(std::errc::operation_not_supported,
                           QStringLiteral("io_uring IOPOLL: %1 (behind %2) has no "
                                          "queue/io_poll, so no poll queues")
                               .arg(name, where)
                               .toStdString(),
                           fix, withoutPoll());
    if (ioPoll->trimmed() != QLatin1String("1"))
        return Error::make(std::errc::operation_not_supported,
                           QStringLiteral("io_uring IOPOLL: %1 (behind %2) has no poll queues "
                                          "(/sys/block/%1/queue/io_poll is %3)")
                               .arg(name, where, ioPoll->trimmed())
                               .toStdString(),
                           fix, withoutPoll());
    if (largestRequest > 0) {
        const std::uint64_t maxKb = sysfs::readTrimmed(dir + QStringLiteral("/queue/max_sectors_kb")).toULongLong();
        const std::uint64_t maxSegments = sysfs::readTrimmed(dir + QStringLiteral("/queue/max_segments")).toULongLong();
        std::uint64_t limit = maxKb * 1024;
        if (maxSegments > 0 && (limit == 0 || maxSegments * 4096 < limit))
            limit = maxSegments * 4096;
        if (limit > 0 && largestRequest > limit)
            return Error::make(std::errc::invalid_argument,
                               QStringLiteral("io_uring IOPOLL: %1 KiB requests are larger than %2 takes "
                                              "whole (%3 KiB: queue/max_sectors_kb %4, max_segments %5 "
                                              "pages), and the parts of a split polled request are "
                                              "not all found by polling (the run would hang)")
                                   .arg(largestRequest / 1024).arg(name).arg(limit / 1024).arg(maxKb).arg(maxSegments)
                                   .toStdString(),
                               QStringLiteral("run tests with blocks of at most %1 KiB, or {1}")
                                   .arg(limit / 1024)
                                   .toStdString(),
                               withoutPoll());
        // A request that crosses a chunk boundary (queue/chunk_sectors: an NVMe drive's optimal
        // I/O boundary (NOIOB), a zoned or striped device) is split as well, whatever its size.
        const std::uint64_t chunk = sysfs::readTrimmed(dir + QStringLiteral("/queue/chunk_sectors")).toULongLong() * 512;
        if (chunk > 0) {
            QString crossing;
            if (!requestsAlignedToSize)
                crossing = QStringLiteral("the requests of this run (a file's blocks, a trace's or a workload's "
                                          "offsets) are not all at multiples of their own size, so some cross one");
            else if (largestRequest > chunk || chunk % largestRequest != 0)
                crossing = QStringLiteral("%1 KiB requests do not fit that boundary").arg(largestRequest / 1024);
            else if (partitionStart % largestRequest != 0)
                crossing = QStringLiteral("the partition starts at byte %1, not at a multiple of %2 KiB, so "
                                          "requests cross one")
                               .arg(partitionStart)
                               .arg(largestRequest / 1024);
            if (!crossing.isEmpty())
                return Error::make(std::errc::invalid_argument,
                                   QStringLiteral("io_uring IOPOLL: %1 splits requests at every %2 KiB boundary "
                                                  "(queue/chunk_sectors %3), and %4; the parts of a split "
                                                  "polled request are not all found by polling (the run "
                                                  "would hang)")
                                       .arg(name)
                                       .arg(chunk / 1024)
                                       .arg(chunk / 512)
                                       .arg(crossing)
                                       .toStdString(),
                                   QStringLiteral("run the built-in tests with blocks of at most %1 KiB on "
                                                  "the whole device, or {1}")
                                       .arg(chunk / 1024)
                                       .toStdString(),
                                   withoutPoll());
        }
    }
    return {};
}

int sqPollCpu(int workerIndex, int workerCpu, std::span<const int> spareCpus, std::span<const int> order)
{
    if (workerCpu < 0)
        return -1;
    // The CPU after `cpu` in `cpus` (cyclically), skipping the worker's own; -1 when none.
    auto after = [workerCpu](std::span<const int> cpus, int cpu) {
        const auto at = std::find(cpus.begin(), cpus.end(), cpu);
        if (at == cpus.end())
            return -1;
        for (std::size_t step = 1; step < cpus.size(); ++step) {
            const int next = cpus[(std::size_t(at - cpus.begin()) + step) % cpus.size()];
            if (next >= 0 && next != workerCpu)
                return next;
        }
        return -1;
    };
    std::vector<int> others;
    for (int cpu : spareCpus)
        if (cpu >= 0 && cpu != workerCpu)
            others.push_back(cpu);
    if (!others.empty()) {
        // Every CPU has a worker (the spare CPUs include the worker's own): the next CPU, so that
        // each worker's SQ thread sits beside another worker, one per CPU, not all on one.
        if (std::find(spareCpus.begin(), spareCpus.end(), workerCpu) != spareCpus.end())
            return after(spareCpus, workerCpu);
        // CPUs without a worker: shared out round-robin.
        return others[std::size_t(workerIndex) % others.size()];
    }
    // Queue depth 1 (the spare CPU is the worker's own): the next CPU of the order.
    return after(order, workerCpu);
}

} // namespace drivebench
