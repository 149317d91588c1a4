// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pluggable source of I/O for one worker thread.
//
// A worker asks its IoPattern for the next request each time a queue slot is free and submits
// what it gets; it never decides offsets itself. Built-in patterns (sequential stream, uniform
// random, read/write mix) live in builtinpatterns.h; a workload (seek stroke, trace replay, block
// size sweep, surface scan) adds its own by implementing IoPattern and setting
// TestSpec::makePattern. Rules, since next() runs on the I/O path:
//  - no allocation, locks, Qt calls or syscalls in next() and completed();
//  - every request lies inside [context.spanOffset, context.spanOffset + context.spanBytes),
//    its offset and length are multiples of context.alignment and length <= context.maxLength;
//  - the worker calls next() only for a free slot, so at most queueDepth requests are in flight;
//  - one instance per worker thread (makePattern is called once per worker per pass, on the
//    runner's controller thread), so members need no synchronisation.
// Ending: time-based tests run until the pass duration elapses; a count-based pattern returns
// std::nullopt from next() when it is exhausted (a trace's end, a sweep's last block) and the
// worker then waits for its in-flight I/O and ends the pass early. Pacing: a request with
// notBeforeNs >= 0 is held until that time (ns since the pass started), for trace replay.
// Barrier: a request with maxInFlight >= 0 is held until at most that many requests are in
// flight, then for gapAfterBarrierNs more (a trace's burst of depth d starts with maxInFlight 0
// and its idle gap, and its d requests go to the kernel in one loop turn: one submission when
// batched, back to back when submitted per request). While a request is
// held the worker calls next() no more; when the pass ends first, the held request is dropped
// (never issued, never passed to issued() or completed()).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/engine/iorequest.h"
#include "core/engine/patternreport.h"
#include "core/util/result.h"

namespace drivebench {

struct TestSpec;

/// What a pattern knows about its worker and target; fixed for one pass.
struct PatternContext
{
    int thread = 0;                ///< this worker's index, 0 .. threads-1
    int threads = 1;               ///< workers in the test
    int queueDepth = 1;            ///< requests in flight per worker
    std::uint64_t spanOffset = 0;  ///< the usable region of the target: start, bytes
    std::uint64_t spanBytes = 0;   ///< (a test file, or a whole device)
    std::uint64_t targetBytes = 0; ///< the whole target's size
    std::uint32_t alignment = 512; ///< logical block size: offsets and lengths are multiples
    std::uint32_t maxLength = 0;   ///< largest request the worker's buffers hold (bytes)
    std::uint64_t seed = 0;        ///< a per-worker, per-pass seed for reproducible randomness
    int pass = 0;                  ///< 0 = warm-up, 1.. = measured passes
};

/// What the worker does after a request failed (IoPattern::failed).
enum class FailureAction : std::uint8_t {
    EndPass, ///< record the error and end the pass (every pattern but a scan that maps errors)
    Continue ///< the pattern took note of it: count it in no figure and go on
};

/// A per-worker generator of I/O requests (see the rules above).
class IoPattern
{
public:
    virtual ~IoPattern() = default;
    /// The next request, or std::nullopt when a count-based pattern is exhausted.
    virtual std::optional<IoRequest> next() = 0;
    /// Called once per completed request with its completion latency (ns); optional.
    virtual void completed(const IoRequest &request, std::uint64_t latencyNs)
    {
        (void)request;
        (void)latencyNs;
    }
    /// Called instead of completed() for a request that failed: result is the kernel's answer
    /// (-errno, or the bytes of a short transfer). Same rules as next(). EndPass (the default)
    /// makes the failure the pass's error, as always; Continue lets a pattern that maps errors
    /// (the surface scan) go on past an unreadable block. Either way the request counts in no
    /// figure (bytes, IOPS, latency).
    virtual FailureAction failed(const IoRequest &request, std::int32_t result, std::uint64_t latencyNs)
    {
        (void)request;
        (void)result;
        (void)latencyNs;
        return FailureAction::EndPass;
    }
    /// Called once per request as it goes to the engine, only when the pattern asked for it
    /// (setIssueNotice): issueNs on CLOCK_MONOTONIC, queueDepth = requests in flight once the
    /// submission batch holding it is in (itself included). Same rules as next().
    virtual void issued(const IoRequest &request, std::int64_t issueNs, int queueDepth)
    {
        (void)request;
        (void)issueNs;
        (void)queueDepth;
    }
    /// Why a count-based pattern ran out before its planned end (a streamed trace whose file
    /// changed since it was checked); read once after the pass, on the worker's thread. It
    /// becomes the pass's error unless a failed request already is (as a failed request's
    /// would, the runner keeps the run's other passes and tests).
    virtual std::optional<Error> endError() const { return std::nullopt; }
    /// Workload-specific figures of this worker after its pass, typed (core/engine/
    /// patternreport.h); folded by TestSpec::mergeReports. None by default.
    virtual PatternReport report() const { return {}; }
    /// The requests a count-based pattern hands out in its pass, when it knows beforehand (a
    /// trace's I/Os); 0 = not known. Read once, on the controller thread, before the pass starts:
    /// the runner's progress is then the share of them completed (core/runner/runner.h).
    virtual std::uint64_t plannedIos() const { return 0; }
    /// Whether the worker calls issued() (read once per pass, so the hot path of patterns that
    /// do not need it pays no virtual call).
    bool wantsIssueNotice() const { return m_issueNotice; }

protected:
    /// Asks the worker to call issued() for every request (set it in the constructor).
    void setIssueNotice(bool on) { m_issueNotice = on; }

private:
    bool m_issueNotice = false;
};

/// Makes the pattern of one worker for one pass (may capture shared, read-only data such as a
/// parsed trace; called on the runner's controller thread, never concurrently for one test).
/// A plan that does not fit the target (a span too small for the seek plan or the surface
/// points, a trace generator that cannot place its I/Os) is an error value: the runner then
/// skips the test with that error as its note, and issues nothing.
using PatternFactory = std::function<Result<std::unique_ptr<IoPattern>>(const TestSpec &spec,
                                                                        const PatternContext &context)>;

} // namespace drivebench
