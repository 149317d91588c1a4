// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One worker thread's pass: sets up its engine and buffers, waits for its siblings at the start
// line, issues requests from its IoPattern until the deadline (or the pattern's end, or a stop
// request), waits for what is in flight, and keeps exact latency histograms per direction.
//
// Live figures go out through WorkerCounters: relaxed atomics with this worker as the only writer
// (besides the reader's reset of intervalMaxNs), updated once per reaped batch. The runner reads
// them on a timer; nothing on the I/O path locks, allocates or calls Qt.

#include <atomic>
#include <cstdint>
#include <latch>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

#include "core/engine/ioengine.h"
#include "core/engine/iopattern.h"
#include "core/stats/latencyhistogram.h"
#include "core/util/alignedbuffer.h"
#include "core/util/result.h"

namespace drivebench {

/// Live counters of one worker (cumulative over a test's measured passes).
struct alignas(64) WorkerCounters
{
    std::atomic<std::uint64_t> bytes{0};        ///< completed bytes, both directions
    std::atomic<std::uint64_t> ios{0};          ///< completed requests
    std::atomic<std::uint64_t> latencySumNs{0}; ///< sum of completion latencies
    std::atomic<std::uint64_t> intervalMaxNs{0};///< max latency since the reader last exchanged it
};

/// What bytes a write carries.
enum class FillData { Random, Zeros };

/// Everything one worker needs for one pass.
struct WorkerConfig
{
    int fd = -1;                       ///< the target, shared by all workers (not owned)
    EngineKind engine = EngineKind::IoUring;
    int queueDepth = 1;
    std::uint32_t bufferBytes = 4096;  ///< per slot; >= the largest request
    std::uint32_t alignment = 4096;    ///< of buffers, offsets and lengths
    FillData data = FillData::Random;
    std::int64_t durationNs = 0;       ///< pass length; <= 0 = until the pattern ends
    std::uint64_t spanEnd = 0;         ///< no request may reach past this byte
    std::uint64_t spanOffset = 0;
    /// Each request goes to the kernel as soon as it is queued (Submission::PerRequest), with its
    /// own timestamp; false: one submission per loop turn, one timestamp for the batch.
    bool submitEachRequest = false;
    /// Transparent huge pages for large requests' buffers (see allocateIoBuffers).
    BufferPages bufferPages = BufferPages::Huge;
    /// Set: every request of the pass goes this way, and all slots share one buffer; its memory
    /// is one request's instead of queueDepth's, which stays in the CPU's cache where the kernel
    /// copies each request through it (a file in RAM: tmpfs) and fits the memlock limit for
    /// registered buffers at deeper queues. The pass runner sets it for tests of writes only (the
    /// kernel only reads the buffer, whose bytes are filled once either way) and for tests of
    /// reads only on a file in RAM; never for reads from a device or a disk file system, where a
    /// layer may verify a read's bytes in the buffer after the transfer (btrfs checksums,
    /// protection information) while another read lands in it. A request the other way fails the
    /// pass (a pattern's bug). Unset: one buffer per slot.
    std::optional<IoDirection> onlyDirection;
    /// The CPU this worker runs on (-1: wherever the scheduler puts it).
    int cpu = -1;
    /// Run the worker thread under SCHED_BATCH (io_uring only; EngineFeature::SchedBatch when it
    /// took, unless refused): for a target whose every request an io-wq helper serves on the
    /// worker's own CPU (a file in RAM). A SCHED_BATCH thread does not preempt the running task
    /// when it wakes, so a completion no longer switches the helper out after each request: the
    /// helper works through what is queued, then the worker reaps it all. Its helpers inherit the
    /// policy. tmpfs 4K QD32 read on the 2-CPU VM: 271-299k IOPS before, 402-415k with it
    /// (docs/architecture.md, the engine). Never for a device: there a completion's wake-up
    /// would wait for the tick whenever another task holds the CPU.
    bool batchScheduling = false;
    /// Where the engine's helper threads run (see IoEngine::setHelperCpus); empty: unchanged.
    std::vector<int> helperCpus;
    /// EngineFeature bits the engine treats as refused (see makeEngine); 0 in normal runs.
    std::uint32_t refusedEngineFeatures = 0;
    /// The opt-in polling modes (EngineFeature::SqPoll, IoPoll; see UringPoll); 0 normally.
    std::uint32_t pollFeatures = 0;
    /// With SqPoll: the SQ poll thread's CPU (CpuPlacement::sqPollCpu); -1: unpinned.
    int sqPollCpu = -1;
    /// EngineKind::NvmePassthrough: the namespace the commands address (fd is then the
    /// generic device's).
    NvmeCommandTarget nvme;
};

/// What a worker did in one pass.
struct WorkerOutcome
{
    LatencyHistogram readLatency;
    LatencyHistogram writeLatency;
    std::uint64_t bytesRead = 0;
    std::uint64_t bytesWritten = 0;
    std::int64_t startNs = 0;          ///< CLOCK_MONOTONIC, after the start line
    std::int64_t endNs = 0;            ///< after the last completion
    PatternReport report;              ///< IoPattern::report() or a CustomPass's: typed figures
    std::optional<Error> error;        ///< the first failure; the pass's figures are incomplete
    QString engineName;
    int effectiveQueueDepth = 0;
    int cpu = -1;                      ///< the CPU it was pinned to; -1: not pinned
    bool hugePagesAsked = false;       ///< the buffers were asked for transparent huge pages
    std::uint64_t bufferBytes = 0;     ///< the buffer region's size
    std::int64_t hugeBufferBytes = -1; ///< of it in huge pages (smaps AnonHugePages); -1 unknown
    bool engineOpened = false;         ///< the engine was set up (engineFeatures is what it got)
    std::uint32_t engineFeatures = 0;  ///< IoEngine::features(): EngineFeature bits
};

/// Nanoseconds on CLOCK_MONOTONIC.
std::int64_t monotonicNs();

/// Runs one pass on the calling thread. start is counted down once setup is done (failed or not);
/// counters may be null. Returns when done; stop ends issuing at the next loop turn.
void runWorker(const WorkerConfig &config, IoPattern &pattern, WorkerCounters *counters,
               std::latch &start, std::stop_token stop, WorkerOutcome &outcome);

} // namespace drivebench
