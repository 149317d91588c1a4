#pragma once

// io_uring engine: one ring per worker thread, the target registered as fixed file 0 and the
// slot buffers registered where the memlock limit allows (read_fixed / write_fixed then skip the
// per-I/O page pinning). Rings are single-issuer with deferred task work where the kernel has it
// (6.1+): completions are run when the worker waits (every wait and poll enters the kernel with
// GETEVENTS), not by interrupts on other cores; else cooperative task work (5.19+); else plain.
// The ring's fd is registered (5.18+) so io_uring_enter skips the fd lookup. Each of these is
// probed, kept out where refused, and reported by features() (EngineFeature bits).

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
    Result<int> submitAndReap(int minCompletions, std::span<Completion> out,
                              std::int64_t waitNs = -1) override;

    bool buffersRegistered() const { return m_buffersRegistered; }
    std::uint32_t features() const override { return m_features; }

private:
    io_uring m_ring{};
    bool m_ringReady = false;
    bool m_buffersRegistered = false;
    bool m_fileRegistered = false;
    int m_fd = -1;
    int m_queueDepth = 1;
    int m_inFlight = 0; // queued and not yet reaped
    std::uint32_t m_refused = 0;
    std::uint32_t m_features = 0;
    std::vector<std::byte *> m_buffers;
};

} // namespace drivebench
