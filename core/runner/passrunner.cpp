// SPDX-License-Identifier: GPL-3.0-or-later
#include "passrunner.h"

#include <algorithm>
#include <latch>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

#include "core/engine/builtinpatterns.h"

namespace drivebench {

std::optional<IoDirection> sharedBufferDirection(const TestSpec &spec, const TargetInfo &target)
{
    // Writes only read the buffer, so any test of writes only; reads only on a file in RAM.
    // Elsewhere a layer may check a read's bytes in the reader's pages after the transfer (btrfs
    // data checksums, NVMe protection information, dm-integrity): a second read landing in the
    // same pages meanwhile would fail that check (EIO, EILSEQ) and could make btrfs repair
    // (write) a good copy.
    if (spec.op == IoOp::Write)
        return IoDirection::Write;
    if (spec.op == IoOp::Read && target.inMemory())
        return IoDirection::Read;
    return std::nullopt;
}

PassRunner::PassRunner(const TestSpec &spec, const Target &target, EngineKind engine,
                       FillData data, std::stop_token stop)
    : m_spec(spec), m_target(target), m_engine(engine), m_data(data), m_stop(std::move(stop))
{
}

PassOutcome PassRunner::run(int pass, double durationS, WorkerCounters *counters)
{
    const int threads = m_spec.threads;
    PassOutcome outcome;
    if (m_spec.runPass) {
        if (m_customProgress && counters)
            m_customProgress->passIos.store(0, std::memory_order_release); // it reports its own
        // A test that makes its own files (small files): its own workers, in the directory.
        const CustomPassContext ctx{m_target.fd(), m_target.info().path, pass, counters, m_stop, m_data,
                                    m_customProgress};
        outcome.workers = m_spec.runPass(m_spec, ctx);
        outcome.workers.resize(std::size_t(threads));
        return collect(std::move(outcome));
    }
    outcome.workers.resize(std::size_t(threads));

    const std::uint32_t alignment = std::max<std::uint32_t>(m_target.logicalBlockSize(), 512);
    const std::uint64_t span = (m_spec.wholeDevice ? m_target.deviceBytes() : m_target.sizeBytes())
                             / alignment * alignment;
    WorkerConfig config;
    // The io_uring_cmd engine sends its commands to the namespace's generic device.
    config.fd = m_engine == EngineKind::NvmePassthrough ? m_target.passthroughFd() : m_target.fd();
    config.engine = m_engine;
    config.nvme = m_target.nvmeCommandTarget();
    config.queueDepth = m_spec.queueDepth;
    config.bufferBytes = (m_spec.blockSize + 4095) / 4096 * 4096;
    config.alignment = alignment;
    config.data = m_data;
    config.durationNs = m_spec.passEnd == PassEnd::Time ? std::int64_t(durationS * 1e9) : 0;
    config.spanOffset = 0;
    config.spanEnd = span;
    config.submitEachRequest = m_submitEach;
    config.bufferPages = m_bufferPages;
    config.onlyDirection = sharedBufferDirection(m_spec, m_target.info());
    config.refusedEngineFeatures = m_refusedEngineFeatures;
    config.pollFeatures = m_pollFeatures;
    // A file in RAM: every request goes to an io-wq helper on the worker's CPU (WorkerConfig).
    config.batchScheduling = m_target.info().inMemory();

    // Patterns are made here, on the controller thread, before any worker starts.
    std::vector<std::unique_ptr<IoPattern>> patterns;
    for (int t = 0; t < threads; ++t) {
        PatternContext ctx;
        ctx.thread = t;
        ctx.threads = threads;
        ctx.queueDepth = m_spec.queueDepth;
        ctx.spanOffset = 0;
        ctx.spanBytes = span;
        ctx.targetBytes = m_target.deviceBytes();
        ctx.alignment = alignment;
        ctx.maxLength = config.bufferBytes;
        ctx.seed = (std::uint64_t(pass) << 32) ^ (std::uint64_t(t) * 0x9E3779B97F4A7C15ull)
                 ^ std::uint64_t(monotonicNs());
        ctx.pass = pass;
        Result<std::unique_ptr<IoPattern>> made = m_spec.makePattern
                                                      ? m_spec.makePattern(m_spec, ctx)
                                                      : Result<std::unique_ptr<IoPattern>>(makeBuiltinPattern(m_spec, ctx));
        if (!made) { // before any worker started: nothing was issued
            outcome.planError = made.error();
            return outcome;
        }
        patterns.push_back(std::move(made).value());
    }
    if (m_customProgress && counters) {
        // Measured passes only (the live counters the runner reads count them alone); known
        // only when every worker's pattern knows its count (a trace's I/Os).
        std::uint64_t planned = 0;
        bool known = true;
        for (const auto &p : patterns) {
            known = known && p->plannedIos() > 0;
            planned += p->plannedIos();
        }
        m_customProgress->passIos.store(known ? planned : 0, std::memory_order_release);
    }

    // Only workers that outnumber the CPUs can starve the UI thread; fewer keep their priority,
    // so a 1-thread test loses nothing to the window's own (prioritised) drawing.
    const bool niceWorkers =
        m_niceness > 0 && unsigned(threads) >= std::max(1u, std::thread::hardware_concurrency());
    const std::vector<CpuPlacement> places =
        placeWorkers(CpuAffinity::Spread, threads, m_spec.queueDepth,
                     // A trace's blockSize is its largest request, not its usual one.
                     m_spec.tracePlayback ? 0u : m_spec.blockSize, m_cpus, // none if empty
                     m_target.isDevice() ? HelperTarget::BlockDevice : HelperTarget::File);
    std::latch start(threads);
    {
        std::vector<std::jthread> workers;
        workers.reserve(std::size_t(threads));
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t]() {
                // Per thread (Linux nice values are per task); io_uring's io-wq helpers are
                // created from this thread and inherit it. Raising nice needs no privilege;
                // a failure only leaves the default priority, so it is not an error.
                if (niceWorkers)
                    (void)::setpriority(PRIO_PROCESS, pid_t(::gettid()), m_niceness);
                WorkerConfig placed = config;
                placed.cpu = places[std::size_t(t)].cpu;
                placed.helperCpus = places[std::size_t(t)].helperCpus;
                placed.sqPollCpu = places[std::size_t(t)].sqPollCpu;
                runWorker(placed, *patterns[std::size_t(t)], counters ? &counters[t] : nullptr,
                          start, m_stop, outcome.workers[std::size_t(t)]);
            });
        }
    } // joins every worker

    for (const WorkerOutcome &w : outcome.workers) {
        if (w.effectiveQueueDepth > 0 && w.effectiveQueueDepth < m_spec.queueDepth)
            m_engineNote = QStringLiteral("the %1 engine keeps one request in flight per thread: "
                                          "queue depth %2 ran as 1")
                               .arg(w.engineName).arg(m_spec.queueDepth);
    }
    for (std::size_t t = 0; t < outcome.workers.size(); ++t) {
        const WorkerOutcome &w = outcome.workers[t];
        if (places[t].cpu >= 0 && w.cpu != places[t].cpu && w.effectiveQueueDepth > 0)
            m_placementNote = QStringLiteral("thread %1 could not be pinned to CPU %2 (a cpuset "
                                             "changed during the run?): it ran unpinned")
                                  .arg(t).arg(places[t].cpu);
    }
    return collect(std::move(outcome));
}

PassOutcome PassRunner::collect(PassOutcome outcome) const
{
    outcome.stopped = m_stop.stop_requested();
    outcome.startNs = INT64_MAX;
    for (const WorkerOutcome &w : outcome.workers) {
        if (w.error && !outcome.error)
            outcome.error = w.error;
        if (w.startNs > 0)
            outcome.startNs = std::min(outcome.startNs, w.startNs);
        outcome.endNs = std::max(outcome.endNs, w.endNs);
    }
    if (outcome.startNs == INT64_MAX)
        outcome.startNs = outcome.endNs;
    return outcome;
}

} // namespace drivebench
