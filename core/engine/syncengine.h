// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Synchronous pread/pwrite engine: the fallback when io_uring is refused (EPERM in containers,
// ENOSYS with io_uring disabled). One request in flight per thread, like fio's psync.

#include <vector>

#include "core/engine/ioengine.h"

namespace drivebench {

class SyncEngine final : public IoEngine
{
public:
    QString name() const override;
    int maxQueueDepth() const override { return 1; }
    Result<void> open(int fd, std::span<std::byte *const> buffers,
                      std::uint32_t bufferBytes) override;
    void queue(std::uint32_t slot, const IoRequest &request) override;
    Result<int> submitAndReap(int minCompletions, std::span<Completion> out,
                              std::int64_t waitNs = -1) override;

private:
    struct Pending
    {
        std::uint32_t slot;
        IoRequest request;
    };
    int m_fd = -1;
    std::vector<std::byte *> m_buffers;
    std::vector<Pending> m_pending; // reserved in open(): never grows on the I/O path
};

} // namespace drivebench
