// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a worker submits I/O: one interface, one instance per worker thread. UringEngine (io_uring,
// asynchronous, any queue depth) and SyncEngine (pread/pwrite, one request at a time, the
// fallback when io_uring is refused). Workers never branch on the type.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include <QString>
#include <QStringList>

#include "core/engine/iorequest.h"
#include "core/util/result.h"

namespace drivebench {

/// Which engine a run uses; Auto = io_uring, falling back to psync on EPERM or ENOSYS.
/// NvmePassthrough ("io_uring_cmd", opt-in, never chosen by Auto): NVMe Read/Write commands
/// through io_uring on the namespace's generic device /dev/ngXnY (nvmepassthrough.h); only on a
/// raw NVMe namespace, refused (never replaced) where the kernel or device cannot.
enum class EngineKind { Auto, IoUring, Psync, NvmePassthrough };

/// What the passthrough engine addresses: the namespace's id, its LBA size, whether writes may
/// be sent (only when the target was opened for writing, after the destructive-write checks),
/// and the generic device's path (for error messages).
struct NvmeCommandTarget
{
    std::uint32_t nsid = 0;
    std::uint32_t lbaBytes = 512;
    bool writable = false;
    QString node;
};

/// How the requests a worker queues in one turn of its loop reach the kernel.
///  - PerRequest: each goes as soon as it is queued, as fio's and diskspd's defaults do, so a
///    device never waits for a batch to be assembled (on a virtualised disk, a batch of 32 in one
///    submission ran ~15 % slower than 32 single ones);
///  - Batched: all of one turn's refills go in one system call (fewer syscalls: faster where no
///    device queue is behind the target, as a file in RAM).
/// Auto = PerRequest when a block device is behind the target, Batched otherwise (tmpfs).
enum class Submission { Auto, PerRequest, Batched };

/// Polling modes of the io_uring ring, opt-in (never on by default; refused, never dropped,
/// where they cannot run: core/engine/uringpoll.h):
///  - Sq (IORING_SETUP_SQPOLL): a kernel thread takes the submissions off the ring, so a
///    submission needs no system call; it spins on a CPU while the ring is busy;
///  - Io (IORING_SETUP_IOPOLL): completions are found by polling the device's poll queues
///    instead of waiting for its interrupt; O_DIRECT on a block device with poll queues only;
///  - SqAndIo: both (the SQ thread then also polls for the completions).
enum class UringPoll { None, Sq, Io, SqAndIo };

/// One finished request: its slot and the kernel's answer (bytes moved, or -errno).
struct Completion
{
    std::uint32_t slot = 0;
    std::int32_t result = 0;
};

/// What an engine's ring ran with: each io_uring setup flag and registration is probed when the
/// ring is set up and left out where the kernel refuses it (EINVAL before its version, ENOMEM or
/// EPERM for a memlock limit), the engine then working as without it. A bit set = it ran. psync
/// has none. The names (engineFeatureNames) are those the result's settings.io_uring_features lists.
namespace EngineFeature {
enum : std::uint32_t {
    SingleIssuer = 1u << 0,     ///< IORING_SETUP_SINGLE_ISSUER (6.0+), only with DeferTaskrun
    DeferTaskrun = 1u << 1,     ///< IORING_SETUP_DEFER_TASKRUN (6.1+): completions run when the worker waits
    CoopTaskrun = 1u << 2,      ///< IORING_SETUP_COOP_TASKRUN (5.19+): the fallback when DeferTaskrun is refused
    RegisteredRingFd = 1u << 3, ///< io_uring_register_ring_fd (5.18+): no fd lookup per io_uring_enter
    RegisteredFile = 1u << 4,   ///< the target as fixed file 0
    FixedBuffers = 1u << 5,     ///< the slot buffers registered (read_fixed / write_fixed;
                                ///< for NVMe commands IORING_URING_CMD_FIXED, 6.1+)
    NvmeUringCmd = 1u << 6,     ///< NVMe commands (IORING_OP_URING_CMD) in 128-byte SQEs with
                                ///< 32-byte CQEs on /dev/ngXnY: the io_uring_cmd engine
    SqPoll = 1u << 7,           ///< IORING_SETUP_SQPOLL (opt-in, UringPoll): a kernel thread
                                ///< submits; never with DeferTaskrun or CoopTaskrun (EINVAL)
    IoPoll = 1u << 8,           ///< IORING_SETUP_IOPOLL (opt-in, UringPoll): completions polled
    SchedBatch = 1u << 9,       ///< not the ring's: the worker thread, and the io-wq helpers it
                                ///< starts (they inherit it), ran under SCHED_BATCH
                                ///< (WorkerConfig::batchScheduling)
};
inline constexpr std::uint32_t All = SingleIssuer | DeferTaskrun | CoopTaskrun | RegisteredRingFd
                                     | RegisteredFile | FixedBuffers | NvmeUringCmd | SqPoll
                                     | IoPoll | SchedBatch;
/// The opt-in polling modes: asked for (UringPoll), never probed in and never dropped.
inline constexpr std::uint32_t PollModes = SqPoll | IoPoll;
} // namespace EngineFeature

/// The EngineFeature bits (SqPoll, IoPoll) of a polling mode.
constexpr std::uint32_t pollFeatures(UringPoll poll)
{
    switch (poll) {
    case UringPoll::None: return 0;
    case UringPoll::Sq: return EngineFeature::SqPoll;
    case UringPoll::Io: return EngineFeature::IoPoll;
    case UringPoll::SqAndIo: return EngineFeature::SqPoll | EngineFeature::IoPoll;
    }
    return 0;
}

/// The names of the features in mask, in bit order: "single_issuer", "defer_taskrun",
/// "coop_taskrun", "registered_ring_fd", "registered_file", "fixed_buffers", "nvme_uring_cmd",
/// "sqpoll", "iopoll", "sched_batch".
QStringList engineFeatureNames(std::uint32_t mask);
/// The mask of a comma-separated list of those names; nullopt when one is unknown.
std::optional<std::uint32_t> engineFeaturesFromNames(const QString &names);

class IoEngine
{
public:
    virtual ~IoEngine() = default;
    /// "io_uring", "io_uring_cmd" or "psync".
    virtual QString name() const = 0;
    /// The most requests this engine keeps in flight (psync: 1).
    virtual int maxQueueDepth() const = 0;
    /// Binds the engine to fd and to one buffer per slot (bufferBytes each, aligned; slots may
    /// share one, the same pointer repeated, which is then registered once); call once, on the
    /// thread that will submit.
    virtual Result<void> open(int fd, std::span<std::byte *const> buffers,
                              std::uint32_t bufferBytes) = 0;
    /// Queues one request into slot (its buffer); nothing reaches the kernel before submit().
    virtual void queue(std::uint32_t slot, const IoRequest &request) = 0;
    /// Sends what is queued to the kernel now, without waiting (Submission::PerRequest). Engines
    /// that do their I/O in submitAndReap (psync) need not: the default does nothing.
    virtual void submit() {}
    /// Where the kernel's helper threads for this engine may run (io_uring's io-wq workers, which
    /// do the requests a file cannot start without blocking). Engines without helpers ignore it.
    virtual void setHelperCpus(std::span<const int> cpus) { (void)cpus; }
    /// The polling modes to run with (EngineFeature::SqPoll, IoPoll; see UringPoll) and the CPU
    /// for the SQ poll thread (-1: where the scheduler puts it); call before open(). open() fails
    /// when one cannot be had. Engines without a ring ignore it (the runner refuses polling
    /// with them before any I/O).
    virtual void setPolling(std::uint32_t pollFeatures, int sqThreadCpu)
    {
        (void)pollFeatures;
        (void)sqThreadCpu;
    }
    /// Submits everything queued, then waits until at least minCompletions are done (0: do not
    /// wait) or waitNs have passed (-1: no limit), and fills out with the completions available
    /// (at most out.size()). Returns how many (0 after a timeout).
    virtual Result<int> submitAndReap(int minCompletions, std::span<Completion> out,
                                      std::int64_t waitNs = -1) = 0;
    /// What the engine runs with (EngineFeature bits), known after open().
    virtual std::uint32_t features() const { return 0; }
};

/// Makes an engine of kind (IoUring, NvmePassthrough or Psync) for up to queueDepth requests in
/// flight. refused: EngineFeature bits the io_uring engine treats as refused by the kernel
/// without asking it (for tests of the fallbacks and for A/B benchmarks); 0 in normal runs.
/// nvme: the namespace NvmePassthrough addresses (its fd is the one open() gets).
std::unique_ptr<IoEngine> makeEngine(EngineKind kind, int queueDepth, std::uint32_t refused = 0,
                                     const NvmeCommandTarget &nvme = {});
/// Tries to set up an io_uring ring; an error (EPERM in a container, ENOSYS on an old or locked
/// kernel) means Auto must use psync.
Result<void> probeIoUring();
// Names of EngineKind, Submission and UringPoll: core/runner/settingnames.h.

} // namespace drivebench
