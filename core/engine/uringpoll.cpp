#include "uringpoll.h"

#include <liburing.h>

#include <cerrno>

#include <QFileInfo>

#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

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
    const std::string fix = "run without --poll";
    if (err == 0)
        return Error::make(std::errc::operation_not_supported,
                           "io_uring " + mode + " is treated as refused (DRIVEBENCH_URING_REFUSE "
                           "names it)",
                           "unset DRIVEBENCH_URING_REFUSE, or " + fix);
    if (err == EPERM || err == EACCES)
        return Error::fromErrno(err, "io_uring " + mode + " ring setup",
                                "before kernel 5.11 SQPOLL needs root (CAP_SYS_NICE); run as "
                                "root, or " + fix);
    if (err == EINVAL)
        return Error::fromErrno(err, "io_uring " + mode + " ring setup",
                                "this kernel does not take " + mode + " (too old); " + fix);
    return Error::fromErrno(err, "io_uring " + mode + " ring setup", fix);
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
    if (rc < 0)
        return uringPollRefusal(poll, -rc);
    io_uring_queue_exit(&ring);
    return {};
}

Result<void> ioPollAvailable(unsigned major, unsigned minor, const QString &where,
                             const QString &sysRoot, std::uint64_t largestRequest)
{
    const std::string fix = "load nvme with poll queues (modprobe nvme poll_queues=2, or "
                            "nvme.poll_queues=2 on the kernel command line) on a drive that "
                            "has them; run without --poll io";
    if (major == 0)
        return Error::make(std::errc::operation_not_supported,
                           "io_uring IOPOLL polls a block device's queue, and "
                               + where.toStdString()
                               + " is on none (tmpfs, ramfs or another memory or virtual file "
                                 "system)",
                           "run without --poll io");
    // /sys/dev/block/M:m links to the device's directory; a partition's has no queue/ and sits
    // inside its disk's.
    QString dir = sysfs::canonical(QStringLiteral("%1/dev/block/%2:%3").arg(sysRoot).arg(major).arg(minor));
    if (dir.isEmpty())
        return Error::make(std::errc::no_such_device,
                           QStringLiteral("io_uring IOPOLL: the block device %1:%2 behind %3 is "
                                          "not in %4/dev/block")
                               .arg(major).arg(minor).arg(where, sysRoot)
                               .toStdString(),
                           "run without --poll io");
    if (!sysfs::exists(dir + QStringLiteral("/queue")) && sysfs::exists(dir + QStringLiteral("/partition")))
        dir = QFileInfo(dir).path();
    const QString name = QFileInfo(dir).fileName();
    const auto ioPoll = sysfs::readText(dir + QStringLiteral("/queue/io_poll"));
    if (!ioPoll)
        return Error::make(std::errc::operation_not_supported,
                           QStringLiteral("io_uring IOPOLL: %1 (behind %2) has no "
                                          "queue/io_poll, so no poll queues")
                               .arg(name, where)
                               .toStdString(),
                           fix);
    if (ioPoll->trimmed() != QLatin1String("1"))
        return Error::make(std::errc::operation_not_supported,
                           QStringLiteral("io_uring IOPOLL: %1 (behind %2) has no poll queues "
                                          "(/sys/block/%1/queue/io_poll is %3)")
                               .arg(name, where, ioPoll->trimmed())
                               .toStdString(),
                           fix);
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
                               QStringLiteral("run tests with blocks of at most %1 KiB, or without --poll io")
                                   .arg(limit / 1024)
                                   .toStdString());
    }
    return {};
}

int sqPollCpu(int workerCpu, std::span<const int> helperCpus, std::span<const int> allowed)
{
    if (workerCpu < 0)
        return -1;
    for (int cpu : helperCpus)
        if (cpu >= 0 && cpu != workerCpu)
            return cpu;
    for (int cpu : allowed)
        if (cpu >= 0 && cpu != workerCpu)
            return cpu;
    return -1;
}

} // namespace drivebench
