// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs one pass of one test: makes each worker's pattern, starts one std::jthread per worker,
// lines them up on a latch so they start together, joins them, and sums what they did.

#include <optional>
#include <stop_token>
#include <vector>

#include "core/engine/cpuplacement.h"
#include "core/engine/ioengine.h"
#include "core/engine/target.h"
#include "core/engine/worker.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// The joined outcome of one pass.
struct PassOutcome
{
    std::vector<WorkerOutcome> workers;
    std::int64_t startNs = 0;   ///< earliest worker start (after the start line)
    std::int64_t endNs = 0;     ///< latest worker end (after its last completion)
    std::optional<Error> error; ///< the first worker error
    std::optional<Error> planError; ///< a pattern could not plan on this target: nothing ran,
                                    ///< the test is skipped with it as note
    bool stopped = false;       ///< a stop was requested during the pass
    double seconds() const { return double(endNs - startNs) / 1e9; }
};

/// The direction whose requests share one buffer in a pass of spec on target
/// (WorkerConfig::onlyDirection): Write for a test of writes only, Read for a test of reads
/// only on a file in RAM (TargetInfo::inMemory); nothing for a mix, or for reads from a device
/// or a disk file system, where the kernel may check a read's bytes in its buffer.
std::optional<IoDirection> sharedBufferDirection(const TestSpec &spec, const TargetInfo &target);

class PassRunner
{
public:
    PassRunner(const TestSpec &spec, const Target &target, EngineKind engine, FillData data,
               std::stop_token stop);
    /// Runs pass number pass (0 = warm-up) for durationS; counters (one per thread) may be null.
    PassOutcome run(int pass, double durationS, WorkerCounters *counters);
    /// A remark about the engine (psync caps the queue depth at 1), empty when none.
    QString engineNote() const { return m_engineNote; }
    /// Raises each worker thread's nice value by this much (0 = unchanged; see RunSettings).
    void setWorkerNiceness(int niceness) { m_niceness = niceness; }
    /// Submission::PerRequest or Batched (Auto is resolved by the runner, per target).
    void setSubmitEachRequest(bool each) { m_submitEach = each; }
    /// Pins the workers over cpus in this order (CpuPlan::order); empty leaves them free.
    void setWorkerCpus(std::vector<int> cpus) { m_cpus = std::move(cpus); }
    void setBufferPages(BufferPages pages) { m_bufferPages = pages; }
    /// EngineFeature bits the workers' engines treat as refused (see makeEngine); 0 normally.
    void setRefusedEngineFeatures(std::uint32_t refused) { m_refusedEngineFeatures = refused; }
    /// The opt-in polling modes of the workers' rings (EngineFeature::SqPoll, IoPoll); 0 normally.
    void setPollFeatures(std::uint32_t poll) { m_pollFeatures = poll; }
    /// Where a custom pass publishes its own progress (TestSpec::runPass); null: nowhere.
    void setCustomProgress(CustomProgress *progress) { m_customProgress = progress; }
    /// A remark about CPU pinning (a worker the kernel would not pin), empty when none.
    QString placementNote() const { return m_placementNote; }

private:
    PassOutcome collect(PassOutcome outcome) const; // first error, earliest start, latest end
    const TestSpec &m_spec;
    const Target &m_target;
    EngineKind m_engine;
    FillData m_data;
    std::stop_token m_stop;
    QString m_engineNote;
    int m_niceness = 0;
    bool m_submitEach = false;
    std::vector<int> m_cpus;
    QString m_placementNote;
    BufferPages m_bufferPages = BufferPages::Huge;
    std::uint32_t m_refusedEngineFeatures = 0;
    std::uint32_t m_pollFeatures = 0;
    CustomProgress *m_customProgress = nullptr;
};

} // namespace drivebench
