#include "uringengine.h"

#include <sched.h>
#include <sys/uio.h>

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cstring>

namespace drivebench {

namespace {

// Sets up the ring with the best task-work mode the kernel takes and returns its EngineFeature
// bits. Single issuer + deferred task run (6.1+) keep completion work on the worker's own core;
// older kernels reject the flags with EINVAL, and then cooperative task run (5.19+: no
// interrupting IPI to post a completion), and then the plain ring is used. A mode named in
// refused is skipped as if the kernel had refused it.
Result<std::uint32_t> initRing(io_uring *ring, unsigned entries, std::uint32_t refused)
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
    int rc = -EINVAL;
    for (const Mode &mode : kModes) {
        if (mode.features & refused)
            continue;
        io_uring_params params{};
        params.flags = mode.flags;
        rc = io_uring_queue_init_params(entries, ring, &params);
        if (rc == 0)
            return mode.features;
        if (rc != -EINVAL)
            break;
    }
    return Error::fromErrno(-rc, "io_uring setup",
                            "io_uring is refused here (a container's seccomp filter, or "
                            "kernel.io_uring_disabled); run with --engine psync");
}

} // namespace

UringEngine::UringEngine(int queueDepth, std::uint32_t refused)
    : m_queueDepth(queueDepth < 1 ? 1 : queueDepth), m_refused(refused)
{
}

UringEngine::~UringEngine()
{
    if (!m_ringReady)
        return;
    // Requests still in flight (a worker that stopped on a failed submission) would complete into
    // buffers their owner frees next: cancel them and wait (bounded) for their completions first.
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
    return QStringLiteral("io_uring");
}

Result<void> UringEngine::open(int fd, std::span<std::byte *const> buffers,
                               std::uint32_t bufferBytes)
{
    m_fd = fd;
    m_buffers.assign(buffers.begin(), buffers.end());
    auto setup = initRing(&m_ring, unsigned(m_queueDepth), m_refused);
    if (!setup)
        return setup.error();
    m_ringReady = true;
    m_features = *setup;
    if (!(m_refused & EngineFeature::RegisteredFile) && io_uring_register_files(&m_ring, &fd, 1) == 0) {
        m_fileRegistered = true;
        m_features |= EngineFeature::RegisteredFile;
    }
    // Registered buffers count against RLIMIT_MEMLOCK for unprivileged users; when refused
    // (ENOMEM, EPERM), plain read/write with the same buffers is used: same I/O, a bit more CPU.
    std::vector<iovec> iov(m_buffers.size());
    for (std::size_t i = 0; i < m_buffers.size(); ++i)
        iov[i] = {m_buffers[i], bufferBytes};
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
    // SQE is always free here.
    io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
    const int fd = m_fileRegistered ? 0 : m_fd;
    void *buffer = m_buffers[slot];
    if (request.direction == IoDirection::Read) {
        if (m_buffersRegistered)
            io_uring_prep_read_fixed(sqe, fd, buffer, request.length, request.offset, int(slot));
        else
            io_uring_prep_read(sqe, fd, buffer, request.length, request.offset);
    } else {
        if (m_buffersRegistered)
            io_uring_prep_write_fixed(sqe, fd, buffer, request.length, request.offset, int(slot));
        else
            io_uring_prep_write(sqe, fd, buffer, request.length, request.offset);
    }
    if (m_fileRegistered)
        sqe->flags |= IOSQE_FIXED_FILE;
    sqe->user_data = slot;
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

void UringEngine::submit()
{
    // A failure (EAGAIN, EBUSY) leaves the entries in the SQ ring; the next submitAndReap sends
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
        // queued, and a worker polling that way would never see its I/O complete.
        do {
            rc = io_uring_submit_and_get_events(&m_ring);
        } while (rc == -EINTR);
    } else if (waitNs > 0) {
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
            out[std::size_t(total)] = {std::uint32_t(cqes[i]->user_data), cqes[i]->res};
            ++total;
        }
        io_uring_cq_advance(&m_ring, got);
    }
    m_inFlight -= total;
    return total;
}

} // namespace drivebench
