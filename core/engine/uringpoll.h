// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opt-in polling modes of the io_uring engine (UringPoll, `--poll`): what the kernel and the
// target must have for them, checked before any I/O, and the refusals' wording (cause and fix).
//
//  - SQPOLL (IORING_SETUP_SQPOLL): a kernel thread per ring takes the submissions, spinning on a
//    CPU while the ring is busy. Before 5.11 it needs CAP_SYS_NICE (EPERM otherwise); very old
//    kernels do not have it (EINVAL). It cannot go with the deferred or cooperative task-work
//    modes (EINVAL), so a ring with it is a plain ring plus SQPOLL.
//  - IOPOLL (IORING_SETUP_IOPOLL): completions are found by polling the device's poll queues
//    (in io_uring_enter with GETEVENTS, or by the SQ thread) instead of waiting for an
//    interrupt. Only O_DIRECT on a block device, or a file system on one, whose queue has poll
//    queues (queue/io_poll = 1: e.g. nvme with poll_queues=N); elsewhere it is refused, since a
//    device without poll queues only makes the poller spin until the interrupt comes.
// A mode that cannot be had fails the run: it is never dropped silently, since the figures would
// not be those of the mode asked for.

#include <cstdint>
#include <span>

#include <QString>

#include "core/engine/ioengine.h"
#include "core/util/result.h"

namespace drivebench {

/// How long an SQ poll thread spins without work before it sleeps (sq_thread_idle). Long enough
/// to span the gap between two submissions of a running test (so the thread is not woken with a
/// system call per request), short enough that it stops burning its CPU soon after a pass ends
/// (the pause between tests, the window's idle time): the kernel's default is a whole second.
inline constexpr unsigned kSqThreadIdleMs = 10;

/// The refusal of polling modes poll (EngineFeature::SqPoll, IoPoll) at ring setup: err is the
/// kernel's errno (EPERM, EINVAL, ...), or 0 when DRIVEBENCH_URING_REFUSE named the mode.
Error uringPollRefusal(std::uint32_t poll, int err);

/// Sets up (and closes) a small ring with the polling modes in poll, as the engine would (SQPOLL
/// without the task-work modes); a mode in refused is refused without asking the kernel. An
/// error names the mode, the cause and the fix; poll 0 always succeeds.
Result<void> probeUringPoll(std::uint32_t poll, std::uint32_t refused);

/// Whether a ring without polling (setup flags `flags`) can be had: 0, or the -errno of its setup.
/// A ring refused with a polling mode is that mode's refusal only when this one succeeds; else
/// io_uring itself (or what `flags` ask) is refused.
int plainRingSetup(unsigned entries, unsigned flags);

/// Whether IOPOLL can poll block device major:minor (a partition: its disk's queue; a file: the
/// device its file system is on, given as st_dev): its queue/io_poll in sysRoot must read 1. An
/// error names the device and the fix (poll queues); major 0 (tmpfs, ramfs, other anonymous
/// devices) has no device to poll. where: the target's path, for the message.
/// largestRequest (bytes; 0: not checked): a request the block layer would split (larger than
/// queue/max_sectors_kb, or spanning more 4 KiB pages than queue/max_segments) is refused: the
/// parts of a split polled request are not all found by polling (seen on 6.1 with null_blk's
/// poll queues: 4 KiB reads ran, 128 KiB ones left the worker and io-wq spinning for ever).
/// A device that also splits at chunk boundaries (queue/chunk_sectors non-zero: NVMe drives that
/// report an optimal I/O boundary, zoned and striped devices) is refused unless
/// requestsAlignedToSize (every request of the run is at a multiple of its own size on the
/// device: the built-in tests with power-of-two blocks on a block device), the largest request
/// divides the chunk, and a partition starts at a multiple of it.
Result<void> ioPollAvailable(unsigned major, unsigned minor, const QString &where,
                             const QString &sysRoot = QStringLiteral("/sys"),
                             std::uint64_t largestRequest = 0, bool requestsAlignedToSize = false);

/// The SQ poll thread's CPU for worker workerIndex, pinned to workerCpu, with these spare CPUs
/// (placeWorkers gives, at queue depth above 1, the CPUs without a worker, or all of them when
/// every CPU has one; at queue depth 1, the worker's own), the test's CPUs taken in `order`
/// (placeWorkers' order): never the worker's own CPU, where a spinning SQ thread would take turns
/// with the worker that feeds it. Spare CPUs without a worker are shared out round-robin by
/// worker index; when every CPU has a worker, each worker's SQ thread goes on the next CPU (one
/// per CPU); at queue depth 1, on the next CPU of the order. -1 when the worker is not pinned or
/// there is no other CPU (the thread then goes where the scheduler puts it).
int sqPollCpu(int workerIndex, int workerCpu, std::span<const int> spareCpus, std::span<const int> order);

} // namespace drivebench
