// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncengine.h"

#include <unistd.h>

#include <cerrno>
#include <iterator>

#include "core/engine/uringengine.h"

namespace drivebench {

QString SyncEngine::name() const
{
    return QStringLiteral("psync");
}

Result<void> SyncEngine::open(int fd, std::span<std::byte *const> buffers, std::uint32_t)
{
    m_fd = fd;
    m_buffers.assign(buffers.begin(), buffers.end());
    m_pending.reserve(m_buffers.size());
    return {};
}

void SyncEngine::queue(std::uint32_t slot, const IoRequest &request)
{
    m_pending.push_back({slot, request});
}

Result<int> SyncEngine::submitAndReap(int, std::span<Completion> out, std::int64_t)
{
    // Every queued request runs to completion here, so there is nothing to wait for afterwards
    // and no time limit to apply (the worker never waits with nothing queued on this engine).
    int n = 0;
    for (const Pending &p : m_pending) {
        if (std::size_t(n) >= out.size())
            break;
        ssize_t rc;
        do {
            rc = p.request.direction == IoDirection::Read
                ? ::pread(m_fd, m_buffers[p.slot], p.request.length, off_t(p.request.offset))
                : ::pwrite(m_fd, m_buffers[p.slot], p.request.length, off_t(p.request.offset));
        } while (rc < 0 && errno == EINTR);
        out[std::size_t(n++)] = {p.slot, rc < 0 ? -errno : std::int32_t(rc)};
    }
    m_pending.erase(m_pending.begin(), m_pending.begin() + n);
    return n;
}

std::unique_ptr<IoEngine> makeEngine(EngineKind kind, int queueDepth, std::uint32_t refused,
                                     const NvmeCommandTarget &nvme)
{
    if (kind == EngineKind::Psync)
        return std::make_unique<SyncEngine>();
    if (kind == EngineKind::NvmePassthrough)
        return std::make_unique<UringEngine>(queueDepth, refused, nvme);
    return std::make_unique<UringEngine>(queueDepth, refused);
}

namespace {
constexpr const char *kFeatureNames[] = {"single_issuer", "defer_taskrun", "coop_taskrun",
                                         "registered_ring_fd", "registered_file", "fixed_buffers",
                                         "nvme_uring_cmd", "sqpoll", "iopoll", "sched_batch"};
} // namespace

QStringList engineFeatureNames(std::uint32_t mask)
{
    QStringList names;
    for (std::size_t bit = 0; bit < std::size(kFeatureNames); ++bit)
        if (mask & (1u << bit))
            names << QString::fromLatin1(kFeatureNames[bit]);
    return names;
}

std::optional<std::uint32_t> engineFeaturesFromNames(const QString &names)
{
    std::uint32_t mask = 0;
    for (const QString &name : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        std::size_t bit = 0;
        while (bit < std::size(kFeatureNames) && name.trimmed() != QLatin1String(kFeatureNames[bit]))
            ++bit;
        if (bit == std::size(kFeatureNames))
            return std::nullopt;
        mask |= 1u << bit;
    }
    return mask;
}

Result<void> probeIoUring()
{
    io_uring ring{};
    const int rc = io_uring_queue_init(1, &ring, 0);
    if (rc < 0) {
        return Error::fromErrno(-rc, "io_uring setup",
                                "io_uring is refused here; the psync engine is used instead");
    }
    io_uring_queue_exit(&ring);
    return {};
}

} // namespace drivebench
