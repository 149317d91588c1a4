// SPDX-License-Identifier: GPL-3.0-or-later
#include "uringengine.h"

#include <sched.h>
#include <sys/uio.h>

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cstddef>
#include <cstring>

#include "core/engine/nvmepassthrough.h"
#include "core/engine/uringpoll.h"
#include "core/util/alignedbuffer.h"

namespace drivebench {

namespace {

// Sets up the ring with the best task-work mode the kernel takes and returns its EngineFeature
// bits. Single issuer + deferred task run (6.1+) keep completion work on the worker's own core;
// older kernels reject the flags with EINVAL, and then cooperative task run (5.19+: no
// interrupting IPI to post a completion), and then the plain ring is used. A mode named in
// refused is skipped as if the kernel had refused it. extraFlags go with every mode (the
// passthrough's SQE128 | CQE32); the error is then the caller's to word.
//
// poll (EngineFeature::SqPoll, IoPoll) is asked for, never dropped: IOPOLL goes with every mode;
// SQPOLL only with the plain ring (the kernel refuses it with either task-work mode: EINVAL),
// its thread pinned to sqCpu (IORING_SETUP_SQ_AFF) where that is >= 0, and unpinned when the
// kernel refuses that CPU (a cpuset that changed since the plan). A ring that cannot be had
// with the polling modes is the polling's refusal (uringPollRefusal).
Result<std::uint32_t> initRing(io_uring *ring, unsigned entries, std::uint32_t refused,
                               unsigned extraFlags = 0, std::uint32_t poll = 0, int sqCpu = -1,
                               bool *pollRefused = nullptr)
{
    struct Mode
    {
        unsigned flags;
        std::uint32_t features;
    };
    static constexpr Mode kModes[] = {
        {IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN,
         EngineFeature::SingleIssuer | EngineFeature::DeferTaskrun},
        {IORING_SETUP_COOP_TASKRUN, EngineFeature::CoopTaskrun},
        {0, 0},
    };
    poll &= EngineFeature::PollModes;
    if (poll & refused) {
        if (pollRefused)
            *pollRefused = true;
        return uringPollRefusal(poll & refused, 0);
    }
    const bool sqPoll = poll & EngineFeature::SqPoll;
    unsigned pollFlags = (poll & EngineFeature::IoPoll) ? IORING_SETUP_IOPOLL : 0u;
    if (sqPoll)
        pollFlags |= IORING_SETUP_SQPOLL;
    int rc = -EINVAL;
    for (const Mode &mode : kModes) {
        if (mode.features & refused)
            continue;
        if (sqPoll && mode.flags != 0)
            continue;
        io_uring_params params{};
        params.flags = mode.flags | extraFlags | pollFlags;
        if (sqPoll) {
            params.sq_thread_idle = kSqThreadIdleMs;
            if (sqCpu >= 0) {
                params.flags |= IORING_SETUP_SQ_AFF;
                params.sq_thread_cpu = unsigned(sqCpu);
            }
        }
        rc = io_uring_queue_init_params(entries, ring, &params);
        if (rc == -EINVAL && sqPoll && sqCpu >= 0) {
            params = io_uring_params{};
            params.flags = mode.flags | extraFlags | pollFlags;
            params.sq_thread_idle = kSqThreadIdleMs;
            rc = io_uring_queue_init_params(entries, ring, &params);
        }
        if (rc == 0)
            return mode.features | poll;
        if (rc != -EINVAL)
            break;
    }
    if (poll != 0) {
        // Which part the kernel refused (plainRingSetup).
        const int plainRc = plainRingSetup(entries, extraFlags);
        if (plainRc == 0) {
            if (pollRefused)
                *pollRefused = true;
            return uringPollRefusal(poll, -rc);
        }
        rc = plainRc;
    }
    return Error::fromErrno(-rc, "io_uring setup",
                            "io_uring is refused here (a container's seccomp filter, or "
                            "kernel.io_uring_disabled); run with {1}",
                            {{Setting::Engine, QStringLiteral("psync")}});
}

} // namespace

UringEngine::UringEngine(int queueDepth, std::uint32_t refused)
    : m_queueDepth(queueDepth < 1 ? 1 : queueDepth), m_refused(refused)
{
}

UringEngine::UringEngine(int queueDepth, std::uint32_t refused, const NvmeCommandTarget &nvme)
    : m_queueDepth(queueDepth < 1 ? 1 : queueDepth),
      m_refused(refused),
      m_passthrough(true),
      m_nvme(nvme),
      m_lbaShift(unsigned(std::max(lbaShiftOf(nvme.lbaBytes), 9)))
{
}

UringEngine::~UringEngine()
{
    if (!m_ringReady)
        return;
    // Requests still in flight (a worker that stopped on a failed submission) would complete into
    // buffers their owner frees next: cancel them and wait (bounded) for their completions first.
    // With IOPOLL the in-flight reads and writes are not cancellable; each timed wait below
    // enters with GETEVENTS and polls them to completion (the kernel ignores the timeout, but
    // returns once it found completions or must reschedule), so the loop still ends, by the
    // deadline at the latest.
    if (m_inFlight > 0) {
        constexpr std::uint64_t kCancelTag = ~std::uint64_t(0);
        if (io_uring_sqe *sqe = io_uring_get_sqe(&m_ring)) {
            io_uring_prep_cancel64(sqe, 0, IORING_ASYNC_CANCEL_ANY);
            sqe->user_data = kCancelTag;
        }
        io_uring_submit(&m_ring);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (m_inFlight > 0 && std::chrono::steady_clock::now() < deadline) {
            __kernel_timespec ts{0, 100'000'000};
            io_uring_cqe *cqe = nullptr;
            if (io_uring_wait_cqe_timeout(&m_ring, &cqe, &ts) != 0 || !cqe)
                continue;
            if (cqe->user_data != kCancelTag)
                --m_inFlight;
            io_uring_cqe_seen(&m_ring, cqe);
        }
    }
    io_uring_queue_exit(&m_ring);
}

QString UringEngine::name() const
{
    return m_passthrough ? QStringLiteral("io_uring_cmd") : QStringLiteral("io_uring");
}

Result<void> UringEngine::open(int fd, std::span<std::byte *const> buffers,
                               std::uint32_t bufferBytes)
{
    m_fd = fd;
    m_buffers.assign(buffers.begin(), buffers.end());
    if (m_passthrough) {
        if (lbaShiftOf(m_nvme.lbaBytes) < 0)
            return checkNvmeRw(0, m_nvme.lbaBytes, m_nvme.lbaBytes).error();
        m_slotResult.assign(m_buffers.size(), 0);
    }
    bool pollRefused = false;
    auto setup = initRing(&m_ring, unsigned(m_queueDepth), m_refused,
                          m_passthrough ? IORING_SETUP_SQE128 | IORING_SETUP_CQE32 : 0, m_poll,
                          m_sqThreadCpu, &pollRefused);
    if (!setup) {
        if (m_passthrough && !pollRefused)
            return nvmePassthroughRefusal(setup.error().errnoValue(), m_nvme.node, true);
        return setup.error();
    }
    m_ringReady = true;
    m_features = *setup | (m_passthrough ? std::uint32_t(EngineFeature::NvmeUringCmd) : 0u);
    if (!(m_refused & EngineFeature::RegisteredFile) && io_uring_register_files(&m_ring, &fd, 1) == 0) {
        m_fileRegistered = true;
        m_features |= EngineFeature::RegisteredFile;
    }
    // Registered buffers count against RLIMIT_MEMLOCK for unprivileged users; when refused
    // (ENOMEM, EPERM), plain read/write with the same buffers is used: same I/O, a bit more CPU.
    // Each distinct buffer once (slots may share one: WorkerConfig::onlyDirection); a slot
    // names its buffer's index.
    std::vector<iovec> iov;
    m_bufferIndex.assign(m_buffers.size(), 0);
    for (std::size_t i = 0; i < m_buffers.size(); ++i) {
        std::size_t j = 0;
        while (j < iov.size() && iov[j].iov_base != m_buffers[i])
            ++j;
        if (j == iov.size())
            iov.push_back({m_buffers[i], bufferBytes});
        m_bufferIndex[i] = std::uint16_t(j);
    }
    if (!(m_refused & EngineFeature::FixedBuffers) && !iov.empty()
        && io_uring_register_buffers(&m_ring, iov.data(), unsigned(iov.size())) == 0) {
        m_buffersRegistered = true;
        m_features |= EngineFeature::FixedBuffers;
    }
    // One fewer fd lookup per io_uring_enter (5.18+); liburing then enters through the
    // registered index. Refused (EINVAL before 5.18): the plain fd, as before.
    if (!(m_refused & EngineFeature::RegisteredRingFd) && io_uring_register_ring_fd(&m_ring) == 1)
        m_features |= EngineFeature::RegisteredRingFd;
    return {};
}

void UringEngine::queue(std::uint32_t slot, const IoRequest &request)
{
    // The ring has at least queueDepth entries and the worker never has more in flight, so an
    // SQE is always free here, except with SQPOLL: its thread may post a request's completion
    // before it moves the SQ head past that request (the head is published at the end of its
    // batch), so the ring can look full for a moment. Then wait for the head (SQ_WAIT).
    io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
    while (!sqe && (m_features & EngineFeature::SqPoll)) {
        if (const int rc = io_uring_sqring_wait(&m_ring); rc < 0 && rc != -EINTR)
            sched_yield(); // not expected (SQ_WAIT is 5.10+, SQPOLL's rings have it): retry
        sqe = io_uring_get_sqe(&m_ring);
    }
    const int fd = m_fileRegistered ? 0 : m_fd;
    void *buffer = m_buffers[slot];
    if (m_passthrough) {
        queueCommand(sqe, fd, slot, buffer, request);
        return;
    }
    if (request.direction == IoDirection::Read) {
        if (m_buffersRegistered)
            io_uring_prep_read_fixed(sqe, fd, buffer, request.length, request.offset, m_bufferIndex[slot]);
        else
            io_uring_prep_read(sqe, fd, buffer, request.length, request.offset);
    } else {
        if (m_buffersRegistered)
            io_uring_prep_write_fixed(sqe, fd, buffer, request.length, request.offset, m_bufferIndex[slot]);
        else
            io_uring_prep_write(sqe, fd, buffer, request.length, request.offset);
    }
    if (m_fileRegistered)
        sqe->flags |= IOSQE_FIXED_FILE;
    sqe->user_data = slot;
    ++m_inFlight;
}

void UringEngine::queueCommand(io_uring_sqe *sqe, int fd, std::uint32_t slot, void *buffer,
                               const IoRequest &request)
{
    nvme_uring_cmd cmd;
    const bool allowed = request.direction == IoDirection::Read || m_nvme.writable;
    if (!allowed || !encodeNvmeRw(cmd, request.direction, request.offset, request.length, buffer,
                                  m_nvme.nsid, m_lbaShift)) {
        // Never sent: completes at once, as a failure the worker reports.
        io_uring_prep_nop(sqe);
        sqe->user_data = slot;
        m_slotResult[slot] = allowed ? -EINVAL : -EPERM;
        ++m_inFlight;
        return;
    }
    io_uring_prep_rw(IORING_OP_URING_CMD, sqe, fd, nullptr, 0, 0);
    sqe->cmd_op = NVME_URING_CMD_IO;
    // The command lives in the SQE's last 80 bytes (sqe->cmd, a zero-length member in the
    // header: written through the SQE's own bytes).
    static_assert(sizeof(nvme_uring_cmd) <= 80);
    static_assert(offsetof(io_uring_sqe, addr3) == 48);
    std::memcpy(reinterpret_cast<unsigned char *>(sqe) + 48, &cmd, sizeof cmd);
    if (m_buffersRegistered) {
        sqe->uring_cmd_flags = IORING_URING_CMD_FIXED;
        sqe->buf_index = m_bufferIndex[slot];
    }
    if (m_fileRegistered)
        sqe->flags |= IOSQE_FIXED_FILE;
    sqe->user_data = slot;
    m_slotResult[slot] = std::int32_t(request.length);
    ++m_inFlight;
}

void UringEngine::setHelperCpus(std::span<const int> cpus)
{
    if (!m_ringReady || cpus.empty())
        return;
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int cpu : cpus)
        if (cpu >= 0 && cpu < CPU_SETSIZE)
            CPU_SET(cpu, &set);
    // Before 5.14 the kernel has no such setting: the helpers then run where the scheduler puts
    // them, which costs speed at queue depth 1 on a file in RAM, nothing else.
    (void)io_uring_register_iowq_aff(&m_ring, sizeof set, &set);
}

void UringEngine::setPolling(std::uint32_t pollFeatures, int sqThreadCpu)
{
    m_poll = pollFeatures & EngineFeature::PollModes;
    m_sqThreadCpu = sqThreadCpu;
}

void UringEngine::submit()
{
    // With SQPOLL this only moves the SQ tail (and wakes the thread with a system call when it
    // sleeps: IORING_SQ_NEED_WAKEUP, which liburing checks). A failure (EAGAIN, EBUSY) leaves the entries in the SQ ring; the next submitAndReap sends
    // them again and reports an error that persists.
    int rc;
    do {
        rc = io_uring_submit(&m_ring);
    } while (rc == -EINTR);
}

Result<int> UringEngine::submitAndReap(int minCompletions, std::span<Completion> out,
                                       std::int64_t waitNs)
{
    int rc;
    if (minCompletions <= 0 || waitNs == 0) {
        // A poll. With DEFER_TASKRUN, completions are only posted when the ring is entered with
        // GETEVENTS; a plain io_uring_submit(_and_wait(0)) skips the syscall when nothing is
        // queued, and a worker polling that way would never see its I/O complete. The same
        // holds for IOPOLL (without SQPOLL): completions are found only by io_uring_enter with
        // GETEVENTS, which polls the device once for min_complete 0. With SQPOLL the submissions
        // need no entry, but this one still enters, for the completions.
        do {
            rc = io_uring_submit_and_get_events(&m_ring);
        } while (rc == -EINTR);
    } else if (waitNs > 0) {
        // IOPOLL without SQPOLL: the kernel polls the device and does not sleep, ignoring the
        // timeout; it returns once a completion is found (or the task must reschedule), and
        // liburing then returns what is there (-ETIME when nothing): the wait ends either way.
        __kernel_timespec ts{};
        ts.tv_sec = waitNs / 1'000'000'000;
        ts.tv_nsec = waitNs % 1'000'000'000;
        io_uring_cqe *cqe = nullptr;
        // On EINTR or a timeout the queued entries stay in the SQ ring or are already submitted;
        // either way the next call carries on, so both just end this wait.
        rc = io_uring_submit_and_wait_timeout(&m_ring, &cqe, unsigned(minCompletions), &ts,
                                              nullptr);
        if (rc == -EINTR)
            rc = 0;
    } else {
        do {
            rc = io_uring_submit_and_wait(&m_ring, unsigned(minCompletions));
        } while (rc == -EINTR);
    }
    if (rc < 0 && rc != -EAGAIN && rc != -EBUSY && rc != -ETIME)
        return Error::fromErrno(-rc, "io_uring submit", "the kernel refused the request batch");
    io_uring_cqe *cqes[64];
    int total = 0;
    while (std::size_t(total) < out.size()) {
        const unsigned want = unsigned(std::min<std::size_t>(64, out.size() - std::size_t(total)));
        const unsigned got = io_uring_peek_batch_cqe(&m_ring, cqes, want);
        if (got == 0)
            break;
        for (unsigned i = 0; i < got; ++i) {
            const auto slot = std::uint32_t(cqes[i]->user_data);
            std::int32_t res = cqes[i]->res;
            // An NVMe command completes with 0 (done) or the drive's status (> 0).
            if (m_passthrough)
                res = res == 0 ? m_slotResult[slot] : res > 0 ? -EIO : res;
            out[std::size_t(total)] = {slot, res};
            ++total;
        }
        io_uring_cq_advance(&m_ring, got);
    }
    m_inFlight -= total;
    return total;
}

namespace {

// One Read of LBA 0 with a fresh engine: the completion's result (0 done, -errno), or the
// setup's error.
Result<int> readFirstBlock(int fd, const NvmeCommandTarget &nvme, std::uint32_t refused)
{
    NvmeCommandTarget readOnly = nvme;
    readOnly.writable = false;
    AlignedBuffer buffer = allocateAligned(std::max<std::size_t>(nvme.lbaBytes, 4096), 4096);
    if (!buffer)
        return Error::make(std::errc::not_enough_memory, "cannot allocate a probe buffer");
    std::byte *const slotBuffers[] = {buffer.get()};
    UringEngine engine(1, refused, readOnly);
    if (auto opened = engine.open(fd, slotBuffers, nvme.lbaBytes); !opened)
        return opened.error();
    engine.queue(0, IoRequest{0, nvme.lbaBytes, IoDirection::Read});
    Completion done[1];
    for (int waited = 0; waited < 50; ++waited) { // 50 x 100 ms
        auto reaped = engine.submitAndReap(1, done, 100'000'000);
        if (!reaped)
            return reaped.error();
        if (*reaped == 1)
            return done[0].result == std::int32_t(nvme.lbaBytes) ? 0 : done[0].result;
    }
    return Error::make(std::errc::timed_out,
                       "NVMe passthrough: a Read of LBA 0 on " + nvme.node.toStdString()
                           + " did not complete in 5 s",
                       "check the drive, or run with {1}", {{Setting::Engine, QStringLiteral("io_uring")}});
}

} // namespace

Result<std::uint32_t> probeNvmePassthrough(int fd, const NvmeCommandTarget &nvme,
                                           std::uint32_t refused)
{
    auto first = readFirstBlock(fd, nvme, refused);
    if (!first)
        return first.error();
    if (*first == 0)
        return std::uint32_t(0);
    // Kernels before 6.1 refuse the registered-buffer form (IORING_URING_CMD_FIXED) with EINVAL:
    // then without registered buffers, as where RLIMIT_MEMLOCK refuses them.
    if (*first == -EINVAL && !(refused & EngineFeature::FixedBuffers)) {
        auto plain = readFirstBlock(fd, nvme, refused | EngineFeature::FixedBuffers);
        if (!plain)
            return plain.error();
        if (*plain == 0)
            return std::uint32_t(EngineFeature::FixedBuffers);
        first = plain;
    }
    if (*first == -EIO)
        return Error::make(std::errc::io_error,
                           "NVMe passthrough: the drive answered an error status to a Read of LBA 0 "
                           "on " + nvme.node.toStdString(),
                           "check the drive's health, or run with {1}",
                           {{Setting::Engine, QStringLiteral("io_uring")}});
    return nvmePassthroughRefusal(-*first, nvme.node, false);
}

} // namespace drivebench
