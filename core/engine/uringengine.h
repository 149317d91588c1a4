// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// io_uring engine: one ring per worker thread, the target registered as fixed file 0 and the
// slot buffers registered where the memlock limit allows (read_fixed / write_fixed then skip the
// per-I/O page pinning). Rings are single-issuer with deferred task work where the kernel has it
// (6.1+): completions are run when the worker waits (every wait and poll enters the kernel with
// GETEVENTS), not by interrupts on other cores; else cooperative task work (5.19+); else plain.
// The ring's fd is registered (5.18+) so io_uring_enter skips the fd lookup. Each of these is
// probed, kept out where refused, and reported by features() (EngineFeature bits).
//
// Polling (opt-in, setPolling before open: uringpoll.h): SQPOLL makes a plain ring with a kernel
// submission thread (the task-work modes do not go with it), pinned to the CPU given where there
// is one; IOPOLL is added to whichever task-work mode the kernel takes. A polling mode that
// cannot be had fails open(): never dropped.
//
// Passthrough mode (the io_uring_cmd engine, made with an NvmeCommandTarget): the same ring with
// 128-byte SQEs and 32-byte CQEs, opened on the namespace's generic device /dev/ngXnY; each
// request is one NVMe Read or Write (IORING_OP_URING_CMD, nvmepassthrough.h), with the
// registered buffers where the kernel takes them (IORING_URING_CMD_FIXED). A command completes
// with 0, reported as the request's length; an NVMe status as -EIO. A request that is not a
// whole number of LBAs, or a write when the target was opened read-only, is never sent: it
// completes (as a no-op) with -EINVAL or -EPERM.

#include <vector>

#include <liburing.h>

#include "core/engine/ioengine.h"

namespace drivebench {

class UringEngine final : public IoEngine
{
public:
    /// refused: EngineFeature bits treated as refused by the kernel without asking it (tests of
    /// the fallbacks, A/B benchmarks).
    explicit UringEngine(int queueDepth, std::uint32_t refused = 0);
    /// The passthrough mode on namespace nvme (open() then gets the generic device's fd).
    UringEngine(int queueDepth, std::uint32_t refused, const NvmeCommandTarget &nvme);
    ~UringEngine() override;
    UringEngine(const UringEngine &) = delete;
    UringEngine &operator=(const UringEngine &) = delete;

    QString name() const override;
    int maxQueueDepth() const override { return m_queueDepth; }
    Result<void> open(int fd, std::span<std::byte *const> buffers,
                      std::uint32_t bufferBytes) override;
    void queue(std::uint32_t slot, const IoRequest &request) override;
    void submit() override;
    void setHelperCpus(std::span<const int> cpus) override;
    void setPolling(std::uint32_t pollFeatures, int sqThreadCpu) override;
    Result<int> submitAndReap(int minCompletions, std::span<Completion> out,
                              std::int64_t waitNs = -1) override;

    bool buffersRegistered() const { return m_buffersRegistered; }
    std::uint32_t features() const override { return m_features; }

private:
    void queueCommand(io_uring_sqe *sqe, int fd, std::uint32_t slot, void *buffer,
                      const IoRequest &request);

    io_uring m_ring{};
    bool m_ringReady = false;
    bool m_buffersRegistered = false;
    bool m_fileRegistered = false;
    int m_fd = -1;
    int m_queueDepth = 1;
    int m_inFlight = 0; // queued and not yet reaped
    std::uint32_t m_refused = 0;
    std::uint32_t m_features = 0;
    std::uint32_t m_poll = 0; // EngineFeature::SqPoll, IoPoll asked for
    int m_sqThreadCpu = -1;
    std::vector<std::byte *> m_buffers;       // per slot
    std::vector<std::uint16_t> m_bufferIndex; // per slot: its buffer's registered index
    // Passthrough mode.
    bool m_passthrough = false;
    NvmeCommandTarget m_nvme;
    unsigned m_lbaShift = 9;
    std::vector<std::int32_t> m_slotResult; // what a slot's successful completion reports
};

/// One NVMe Read of LBA 0 through a passthrough engine on fd (the generic device), before a
/// run: the kernel's or the drive's refusal as an error naming the cause and the fix
/// (nvmePassthroughRefusal). Returns the EngineFeature bits the run must go without: FixedBuffers
/// when only the registered-buffer form was refused (kernels before 6.1), else 0.
Result<std::uint32_t> probeNvmePassthrough(int fd, const NvmeCommandTarget &nvme,
                                           std::uint32_t refused);

} // namespace drivebench
