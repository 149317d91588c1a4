// SPDX-License-Identifier: GPL-3.0-or-later
#include "worker.h"

#include <pthread.h>
#include <sched.h>
#include <time.h>

#include <algorithm>
#include <cstring>
#include <span>
#include <vector>

#include "core/engine/cpuplacement.h"
#include "core/engine/rng.h"
#include "core/engine/uringpoll.h"
#include "core/util/alignedbuffer.h"

namespace drivebench {

std::int64_t monotonicNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

namespace {

void sleepUntilNs(std::int64_t when)
{
    timespec ts{};
    ts.tv_sec = when / 1'000'000'000;
    ts.tv_nsec = when % 1'000'000'000;
    while (::clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) == EINTR) {
    }
}

Error requestError(const IoRequest &r, const char *why)
{
    return Error::make(std::errc::invalid_argument,
                       std::string("bad request from the I/O pattern at offset ")
                           + std::to_string(r.offset) + " length " + std::to_string(r.length)
                           + ": " + why,
                       "this is a bug in the workload's pattern; report it");
}

Error completionError(const IoRequest &r, int result)
{
    const char *dir = r.direction == IoDirection::Read ? "read" : "write";
    if (result < 0) {
        return Error::fromErrno(-result,
                                std::string(dir) + " of " + std::to_string(r.length)
                                    + " bytes at offset " + std::to_string(r.offset),
                                -result == EIO ? "the drive reported an I/O error: check its "
                                                 "health (SMART) and cabling; results of "
                                                 "completed tests are kept"
                                               : "");
    }
    return Error::make(std::errc::io_error,
                       std::string("short ") + dir + " at offset " + std::to_string(r.offset)
                           + ": " + std::to_string(result) + " of " + std::to_string(r.length)
                           + " bytes",
                       "the target shrank or ended early; check that it is not in use");
}

/// Pins the thread to its CPU and, for a file in RAM, puts it under SCHED_BATCH; true when
/// SCHED_BATCH took. Before the ring exists, so that the io-wq helpers it starts inherit both.
/// The thread ends with the pass, so nothing restores them.
bool placeThread(const WorkerConfig &config, WorkerOutcome &outcome)
{
    if (config.cpu >= 0 && config.cpu < CPU_SETSIZE) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(config.cpu, &set);
        if (::pthread_setaffinity_np(::pthread_self(), sizeof set, &set) == 0)
            outcome.cpu = config.cpu;
    }
    if (config.batchScheduling && config.engine == EngineKind::IoUring
        && !(config.refusedEngineFeatures & EngineFeature::SchedBatch)) {
        const sched_param param{};
        return ::sched_setscheduler(0, SCHED_BATCH, &param) == 0; // 0: this thread
    }
    return false;
}

/// The pass's I/O buffers: one region for all slots (see allocateIoBuffers), or one buffer for
/// every slot when the pass goes one way (onlyDirection). Each slot's buffer starts on the
/// alignment: the stride is the request size rounded up to it.
struct WorkerBuffers
{
    AlignedBuffer region;
    std::size_t total = 0;
    bool hugeAsked = false;
    std::vector<std::byte *> slots;
};

/// Fills the write data once: zeros, or random words.
void fillWriteData(const WorkerConfig &config, WorkerBuffers &b)
{
    if (config.data == FillData::Zeros) {
        std::memset(b.region.get(), 0, b.total);
        return;
    }
    Rng fillRng{std::uint64_t(monotonicNs())};
    auto *words = reinterpret_cast<std::uint64_t *>(b.region.get());
    for (std::size_t w = 0; w < b.total / 8; ++w)
        words[w] = fillRng.next();
}

/// Allocates the buffers; an empty region when memory is short. Huge pages are filled here,
/// base pages only after the engine registered them (setUpEngine).
WorkerBuffers allocateBuffers(const WorkerConfig &config, int depth, WorkerOutcome &outcome)
{
    WorkerBuffers b;
    const std::size_t align = std::max<std::uint32_t>(config.alignment, 4096);
    const std::size_t stride = (std::size_t(config.bufferBytes) + align - 1) / align * align;
    const bool shared = config.onlyDirection.has_value();
    b.total = std::size_t(shared ? 1 : depth) * stride;
    b.region = allocateIoBuffers(b.total, align, config.bufferBytes, config.bufferPages);
    if (!b.region)
        return b;
    // The write data. Base pages are filled after the buffers are registered: the registration's
    // long-term pin then faults them in, and the kernel takes long-term pinned pages from its
    // unmovable free lists (PF_MEMALLOC_PIN), as fio's engine gets its untouched buffers.
    // Touched first, they would come from the movable lists and stay pinned there for the run.
    // Which list decides how physically contiguous a buffer is, and with 4 KiB pages that is
    // how many segments a large request takes (docs/architecture.md, the engine). Huge pages
    // are touched first, as that is what gives them (THP on first touch).
    b.hugeAsked = config.bufferPages == BufferPages::Huge && config.bufferBytes >= kHugeBufferMinBytes;
    if (b.hugeAsked)
        fillWriteData(config, b);
    // What the buffers got (huge pages are touched by now), not what was asked for.
    outcome.hugePagesAsked = b.hugeAsked;
    if (b.hugeAsked) {
        const std::size_t rounded = (b.total + (std::size_t(2) << 20) - 1) / (std::size_t(2) << 20) * (std::size_t(2) << 20);
        outcome.bufferBytes = rounded;
        if (const auto huge = anonHugePagesBytes(b.region.get(), rounded))
            outcome.hugeBufferBytes = std::int64_t(std::min<std::uint64_t>(*huge, rounded)); // a merged mapping may hold more
    } else {
        outcome.bufferBytes = b.total;
    }
    for (int i = 0; i < depth; ++i)
        b.slots.push_back(b.region.get() + (shared ? 0 : std::size_t(i) * stride));
    return b;
}

/// Opens the engine on the buffers (polling set first: the SQ thread is made by the ring's
/// setup) and fills base-page buffers. False with outcome.error set when it cannot open.
bool setUpEngine(const WorkerConfig &config, IoEngine &engine, WorkerBuffers &b, bool batch,
                 WorkerOutcome &outcome)
{
    if (config.pollFeatures != 0) {
        // Planned with the worker's place (placeWorkers), from the test's CPUs: this thread is
        // pinned by now and sees only its own CPU as allowed.
        const int sqCpu = (config.pollFeatures & EngineFeature::SqPoll) && outcome.cpu == config.cpu
                              ? config.sqPollCpu
                              : -1;
        engine.setPolling(config.pollFeatures, sqCpu);
    }
    if (auto r = engine.open(config.fd, b.slots, config.bufferBytes); !r) {
        outcome.error = r.error();
        return false;
    }
    if (!b.hugeAsked)
        fillWriteData(config, b); // into the pages the registration pinned; where none was made, this faults them in
    outcome.engineOpened = true;
    outcome.engineFeatures = engine.features() | (batch ? std::uint32_t(EngineFeature::SchedBatch) : 0u);
    engine.setHelperCpus(config.helperCpus);
    return true;
}

/// What to do with a request the pattern handed out.
enum class Admission { Issue, Hold, Refuse };

/// Checks a request against its barrier and pacing (a barrier met becomes plain pacing: `now` is
/// the time of the reap that emptied the queue far enough) and against the span, alignment and
/// direction; a refusal sets outcome.error.
Admission admit(IoRequest &r, const WorkerConfig &config, int inFlight, std::int64_t t0, std::int64_t now,
                WorkerOutcome &outcome)
{
    if (r.maxInFlight >= 0) {
        if (inFlight > r.maxInFlight)
            return Admission::Hold;
        if (r.gapAfterBarrierNs > 0)
            r.notBeforeNs = std::max(r.notBeforeNs, now - t0 + r.gapAfterBarrierNs);
        r.maxInFlight = -1;
    }
    if (r.notBeforeNs >= 0 && t0 + r.notBeforeNs > now)
        return Admission::Hold;
    const std::uint64_t alignMask = config.alignment - 1;
    if ((r.offset & alignMask) || (r.length & alignMask) || r.length == 0 || r.length > config.bufferBytes
        || r.offset < config.spanOffset || r.offset + r.length > config.spanEnd) {
        outcome.error = requestError(r, "outside the span, unaligned or too long");
        return Admission::Refuse;
    }
    if (config.onlyDirection && r.direction != *config.onlyDirection) {
        outcome.error = requestError(r, r.direction == IoDirection::Read ? "a read in a test of writes only"
                                                                        : "a write in a test of reads only");
        return Admission::Refuse;
    }
    return Admission::Issue;
}

/// One reap's figures, added to the live counters the runner samples.
struct ReapTotals
{
    std::uint64_t bytes = 0;
    std::uint64_t ios = 0;
    std::uint64_t latencySum = 0;
    std::uint64_t latencyMax = 0;
};

void publish(WorkerCounters &counters, const ReapTotals &t)
{
    // Single writer: plain load + store is enough for the cumulative counters.
    auto add = [](std::atomic<std::uint64_t> &a, std::uint64_t v) {
        a.store(a.load(std::memory_order_relaxed) + v, std::memory_order_relaxed);
    };
    add(counters.bytes, t.bytes);
    add(counters.ios, t.ios);
    add(counters.latencySumNs, t.latencySum);
    // The reader exchanges intervalMaxNs with 0, so raising it needs a CAS.
    std::uint64_t seen = counters.intervalMaxNs.load(std::memory_order_relaxed);
    while (t.latencyMax > seen
           && !counters.intervalMaxNs.compare_exchange_weak(seen, t.latencyMax, std::memory_order_relaxed)) {
    }
}

/// Accounts one reap's completions at time now: frees their slots, records each latency and
/// size, or the failure (which the pattern may take and go on: a surface scan's unreadable
/// block; else the first one ends issuing). Returns what the live counters get.
ReapTotals account(std::span<const Completion> done, const std::vector<IoRequest> &inFlight,
                   const std::vector<std::int64_t> &submittedNs, std::int64_t now, IoPattern &pattern,
                   std::vector<std::uint32_t> &freeSlots, int &inFlightCount, bool &issuing,
                   WorkerOutcome &outcome)
{
    ReapTotals totals;
    for (const Completion &c : done) {
        const IoRequest &r = inFlight[c.slot];
        const std::uint64_t latency = std::uint64_t(now - submittedNs[c.slot]);
        freeSlots.push_back(c.slot);
        --inFlightCount;
        if (c.result != std::int32_t(r.length)) {
            if (pattern.failed(r, c.result, latency) == FailureAction::Continue)
                continue;
            if (!outcome.error)
                outcome.error = completionError(r, c.result);
            issuing = false;
            continue;
        }
        if (r.direction == IoDirection::Read) {
            outcome.readLatency.record(latency);
            outcome.bytesRead += r.length;
        } else {
            outcome.writeLatency.record(latency);
            outcome.bytesWritten += r.length;
        }
        pattern.completed(r, latency);
        totals.bytes += r.length;
        ++totals.ios;
        totals.latencySum += latency;
        totals.latencyMax = std::max(totals.latencyMax, latency);
    }
    return totals;
}

} // namespace

void runWorker(const WorkerConfig &config, IoPattern &pattern, WorkerCounters *counters,
               std::latch &start, std::stop_token stop, WorkerOutcome &outcome)
{
    const bool batch = placeThread(config, outcome);
    // The buffers are declared before the engine so that they outlive it: its ring (with the
    // buffers registered, and requests possibly still in flight after an error) goes first.
    WorkerBuffers buffers;
    std::unique_ptr<IoEngine> engine = makeEngine(config.engine, config.queueDepth,
                                                          config.refusedEngineFeatures, config.nvme);
    const int depth = std::max(1, std::min(config.queueDepth, engine->maxQueueDepth()));
    outcome.engineName = engine->name();
    outcome.effectiveQueueDepth = depth;
    // Setup, off the clock.
    buffers = allocateBuffers(config, depth, outcome);
    if (!buffers.region) {
        outcome.error = Error::make(std::errc::not_enough_memory, "cannot allocate I/O buffers",
                                    "lower the queue depth or the block size");
        start.count_down();
        return;
    }
    if (!setUpEngine(config, *engine, buffers, batch, outcome)) {
        start.count_down();
        return;
    }
    std::vector<IoRequest> inFlight(static_cast<std::size_t>(depth));
    std::vector<std::int64_t> submittedNs(static_cast<std::size_t>(depth));
    std::vector<std::uint32_t> freeSlots;
    for (int i = depth - 1; i >= 0; --i)
        freeSlots.push_back(std::uint32_t(i));
    std::vector<std::uint32_t> justQueued;
    justQueued.reserve(static_cast<std::size_t>(depth));
    std::vector<Completion> completions(static_cast<std::size_t>(depth));

    start.arrive_and_wait();

    const std::int64_t t0 = monotonicNs();
    outcome.startNs = t0;
    const std::int64_t deadline = config.durationNs > 0 ? t0 + config.durationNs : INT64_MAX;
    const bool notifyIssue = pattern.wantsIssueNotice();
    const bool submitEach = config.submitEachRequest;
    int inFlightCount = 0;
    bool issuing = true;
    // A request the pattern handed out that may not go yet: behind a barrier (maxInFlight >= 0)
    // or paced (notBeforeNs in the future). While it is held, next() is not called.
    std::optional<IoRequest> held;
    std::int64_t now = t0;
    constexpr std::int64_t kStopSliceNs = 50'000'000; // longest wait that ignores a stop request

    while (true) {
        // Decide whether to keep issuing: deadline, stop request, pattern exhausted, error. A
        // request still held then is dropped: it was never issued.
        if (issuing && (now >= deadline || stop.stop_requested() || outcome.error)) {
            issuing = false;
            held.reset();
        }
        justQueued.clear();
        while (issuing && !freeSlots.empty()) {
            std::optional<IoRequest> r = held ? held : pattern.next();
            held.reset();
            if (!r) {
                issuing = false;
                break;
            }
            const Admission a = admit(*r, config, inFlightCount + int(justQueued.size()), t0, now, outcome);
            if (a == Admission::Hold) {
                held = r;
                break;
            }
            if (a == Admission::Refuse) {
                issuing = false;
                break;
            }
            const std::uint32_t slot = freeSlots.back();
            freeSlots.pop_back();
            inFlight[slot] = *r;
            if (submitEach) {
                // The previous request goes now; this one goes with the next, or with the wait
                // below (one system call per request, the last one shared with the wait). The
                // clock is read per request, just before it can reach the kernel.
                if (!justQueued.empty())
                    engine->submit();
                now = monotonicNs();
                submittedNs[slot] = now;
            }
            engine->queue(slot, *r);
            justQueued.push_back(slot);
        }
        if (!justQueued.empty()) {
            inFlightCount += int(justQueued.size());
            if (!submitEach) {
                now = monotonicNs();
                for (std::uint32_t slot : justQueued)
                    submittedNs[slot] = now;
            }
            if (notifyIssue)
                for (std::uint32_t slot : justQueued)
                    pattern.issued(inFlight[slot], submittedNs[slot], inFlightCount);
        }
        if (inFlightCount == 0) {
            if (held && issuing) {
                // Nothing in flight (so no barrier can hold it) and the next request is not due:
                // sleep until it is, in slices so a stop request is seen promptly.
                sleepUntilNs(std::min(t0 + held->notBeforeNs, monotonicNs() + kStopSliceNs));
                now = monotonicNs();
                continue;
            }
            break;
        }
        // Wait for a completion. With a paced request held and a slot free for it, wait no
        // longer than until it is due (a timed wait in the kernel, not a polling loop); behind a
        // barrier, or with every slot busy, only a completion can let it go.
        std::int64_t waitNs = -1;
        if (held && held->maxInFlight < 0 && !freeSlots.empty())
            waitNs = std::clamp<std::int64_t>(t0 + held->notBeforeNs - now, 0, kStopSliceNs);
        Result<int> reaped = engine->submitAndReap(1, completions, waitNs);
        now = monotonicNs();
        if (!reaped) {
            outcome.error = reaped.error();
            issuing = false;
            // The requests queued but not accepted will never complete: give up on them.
            break;
        }
        const ReapTotals totals = account(std::span(completions.data(), std::size_t(*reaped)), inFlight,
                                          submittedNs, now, pattern, freeSlots, inFlightCount, issuing, outcome);
        if (counters && totals.bytes)
            publish(*counters, totals);
    }
    outcome.endNs = now;
    if (!outcome.error)
        outcome.error = pattern.endError();
    outcome.report = pattern.report();
}

} // namespace drivebench
