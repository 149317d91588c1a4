// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadpatterns.h"

#include <algorithm>
#include <cerrno>
#include <cmath>

#include "core/engine/worker.h"
#include "core/stats/latencyhistogram.h"
#include "core/workloads/phybsprobe.h"
#include "core/workloads/traces/tracefeed.h"
#include "core/workloads/traces/traceverdict.h"
#include "core/workloads/workloadrandom.h"
#include "core/workloads/writecliff.h"

namespace drivebench {

namespace {

// First issue to last completion of a run of requests, and what completed.
struct PhaseClock
{
    std::int64_t firstNs = -1;
    std::int64_t lastNs = 0;
    std::uint64_t ios = 0;
    std::uint64_t bytes = 0;

    void issue(std::int64_t now)
    {
        if (firstNs < 0)
            firstNs = now;
    }
    void complete(std::int64_t now, std::uint32_t length)
    {
        lastNs = now;
        ++ios;
        bytes += length;
    }
    std::int64_t elapsedNs() const { return firstNs < 0 ? 0 : std::max<std::int64_t>(0, lastNs - firstNs); }
    PhaseFigures figures(int pass) const
    {
        PhaseFigures f;
        f.pass = pass;
        f.ios = ios;
        f.bytes = bytes;
        f.elapsedNs = elapsedNs();
        return f;
    }
};

IoRequest request(std::uint64_t offset, std::uint32_t length, IoDirection direction,
                  std::int64_t notBeforeNs = -1)
{
    IoRequest r;
    r.offset = offset;
    r.length = length;
    r.direction = direction;
    r.notBeforeNs = notBeforeNs;
    return r;
}

class OffsetListPattern final : public IoPattern
{
public:
    OffsetListPattern(std::shared_ptr<const std::vector<std::uint64_t>> offsets, std::uint32_t length,
                      IoDirection direction, const PatternContext &ctx, std::int64_t prime)
        : m_offsets(std::move(offsets)), m_length(length), m_direction(direction),
          m_warmup(ctx.pass == 0), m_prime(prime), m_pass(ctx.pass)
    {
    }
    std::optional<IoRequest> next() override
    {
        if (m_warmup) {
            if (m_prime < 0 || m_primed)
                return std::nullopt;
            m_primed = true;
            return request(std::uint64_t(m_prime), m_length, m_direction);
        }
        if (m_next >= m_offsets->size())
            return std::nullopt;
        m_clock.issue(monotonicNs());
        return request((*m_offsets)[m_next++], m_length, m_direction);
    }
    void completed(const IoRequest &r, std::uint64_t) override { m_clock.complete(monotonicNs(), r.length); }
    PatternReport report() const override { return m_clock.figures(m_pass); }

private:
    std::shared_ptr<const std::vector<std::uint64_t>> m_offsets;
    std::size_t m_next = 0;
    std::uint32_t m_length;
    IoDirection m_direction;
    bool m_warmup;
    std::int64_t m_prime;
    bool m_primed = false;
    int m_pass;
    PhaseClock m_clock;
};

class SequentialPattern final : public IoPattern
{
public:
    static constexpr std::size_t kMaxSeconds = 7 * 24 * 3600;

    SequentialPattern(std::uint64_t start, std::uint64_t count, std::uint32_t length,
                      IoDirection direction, const PatternContext &ctx, bool perSecond,
                      std::int64_t prime, bool tenths)
        : m_offset(ctx.spanOffset + start), m_length(length), m_direction(direction),
          m_pass(ctx.pass), m_warmup(ctx.pass == 0), m_prime(prime)
    {
        const std::uint64_t end = ctx.spanOffset + ctx.spanBytes;
        const std::uint64_t room = m_offset + length <= end ? (end - m_offset) / length : 0;
        m_count = count == 0 ? room : std::min(count, room);
        if (perSecond)
            m_perSecond.assign(std::min<std::size_t>(kMaxSeconds, std::size_t(m_count) + 1), 0);
        if (tenths && !m_warmup)
            m_doneMs.assign(std::size_t(m_count), 0);
    }
    std::optional<IoRequest> next() override
    {
        if (m_warmup) {
            if (m_prime < 0 || m_primed)
                return std::nullopt;
            m_primed = true;
            return request(std::uint64_t(m_prime), m_length, m_direction);
        }
        if (m_issued >= m_count)
            return std::nullopt;
        m_clock.issue(monotonicNs());
        return request(m_offset + m_length * m_issued++, m_length, m_direction);
    }
    void completed(const IoRequest &r, std::uint64_t) override
    {
        const std::int64_t now = monotonicNs();
        if (m_warmup)
            return;
        m_clock.complete(now, r.length);
        if (m_done < m_doneMs.size())
            m_doneMs[m_done++] = std::uint32_t(std::min<std::int64_t>(
                std::max<std::int64_t>(0, now - m_clock.firstNs) / 1'000'000, 0xffffffff));
        if (!m_perSecond.empty()) {
            const auto second = std::size_t(std::max<std::int64_t>(0, now - m_clock.firstNs) / 1'000'000'000);
            if (second < m_perSecond.size()) {
                m_perSecond[second] += r.length;
                m_lastSecond = std::max(m_lastSecond, second);
            }
        }
    }
    PatternReport report() const override
    {
        PhaseFigures f = m_clock.figures(m_pass);
        if (!m_perSecond.empty() && m_clock.ios > 0)
            f.perSecondBytes.assign(m_perSecond.begin(), m_perSecond.begin() + std::ptrdiff_t(m_lastSecond + 1));
        // Each request's completion time into 0.1 s bins (after the pass: not on the I/O path).
        for (std::size_t i = 0; i < m_done; ++i) {
            const std::size_t tenth = m_doneMs[i] / 100;
            if (f.perTenthBytes.size() <= tenth)
                f.perTenthBytes.resize(tenth + 1, 0);
            f.perTenthBytes[tenth] += m_length;
        }
        return f;
    }

private:
    std::uint64_t m_offset;
    std::uint64_t m_count = 0;
    std::uint64_t m_issued = 0;
    std::uint32_t m_length;
    IoDirection m_direction;
    int m_pass;
    bool m_warmup;
    std::int64_t m_prime;
    bool m_primed = false;
    PhaseClock m_clock;
    std::vector<std::uint64_t> m_perSecond;
    std::size_t m_lastSecond = 0;
    std::vector<std::uint32_t> m_doneMs; ///< completion times (ms after the first issue); tenths only
    std::size_t m_done = 0;
};

class RandomPattern final : public IoPattern
{
public:
    RandomPattern(std::uint32_t length, IoDirection direction, const PatternContext &ctx)
        : m_offsets(ctx.spanOffset, ctx.spanBytes, length, ctx.alignment, ctx.seed),
          m_length(length), m_direction(direction), m_pass(ctx.pass)
    {
    }
    std::optional<IoRequest> next() override
    {
        if (m_offsets.slotCount() == 0)
            return std::nullopt;
        m_clock.issue(monotonicNs());
        return request(m_offsets.next(), m_length, m_direction);
    }
    void completed(const IoRequest &r, std::uint64_t) override { m_clock.complete(monotonicNs(), r.length); }
    PatternReport report() const override { return m_clock.figures(m_pass); }

private:
    RandomBlockOffsets m_offsets;
    std::uint32_t m_length;
    IoDirection m_direction;
    int m_pass;
    PhaseClock m_clock;
};

// QD1: the completion always belongs to the last request issued. A failed read marks its point
// bad (or, for the access read, the offset it read) and the scan goes on at the next point
// (surfacescan.h: the error limits). Every vector is sized in the constructor: next(),
// completed() and failed() only write into them.
class SurfacePattern final : public IoPattern
{
public:
    using State = SurfaceFigures::State;

    SurfacePattern(const SurfaceScanSettings &settings, std::vector<std::uint64_t> points,
                   const PatternContext &ctx)
        : m_settings(settings), m_spanOffset(ctx.spanOffset), m_spanBytes(ctx.spanBytes),
          m_access(ctx.spanOffset, ctx.spanBytes, std::max(settings.accessBytes, ctx.alignment),
                   ctx.alignment, ctx.seed),
          m_pass(ctx.pass), m_points(std::move(points))
    {
        m_perPoint = settings.readBytesPerPoint / settings.blockBytes;
        m_pointNs.assign(m_points.size(), 0);
        m_maxRequestNs.assign(m_points.size(), 0);
        m_states.assign(m_points.size(), State::NotScanned);
        m_accessOffset.assign(m_points.size(), 0);
        m_accessNs.assign(m_points.size(), 0);
        m_accessDone.assign(m_points.size(), false);
        m_badReads.reserve(SurfaceErrorMap::kMaxListed);
    }
    std::optional<IoRequest> next() override
    {
        if (m_point >= m_points.size() || m_pass == 0 || m_stopped != SurfaceStop::None)
            return std::nullopt;
        if (m_index < m_perPoint) {
            if (m_index == 0)
                m_pointStart = monotonicNs();
            return request(m_spanOffset + m_points[m_point] + m_index++ * m_settings.blockBytes,
                           m_settings.blockBytes, IoDirection::Read);
        }
        // The access-time read of this point: one random block anywhere in the span.
        m_accessOffset[m_point] = m_access.next();
        m_inAccess = true;
        return request(m_accessOffset[m_point], std::max<std::uint32_t>(m_settings.accessBytes, 512),
                       IoDirection::Read);
    }
    void completed(const IoRequest &, std::uint64_t latencyNs) override
    {
        if (m_inAccess) {
            m_accessNs[m_point] = latencyNs;
            m_accessDone[m_point] = true;
            m_inAccess = false;
            nextPoint();
            return;
        }
        m_maxRequestNs[m_point] = std::max(m_maxRequestNs[m_point], std::int64_t(latencyNs));
        if (m_index == m_perPoint) {
            m_pointNs[m_point] = std::max<std::int64_t>(1, monotonicNs() - m_pointStart);
            m_states[m_point] = State::Read;
            m_consecutiveBad = 0;
        }
    }
    FailureAction failed(const IoRequest &r, std::int32_t result, std::uint64_t) override
    {
        ++m_readErrors;
        if (m_badReads.size() < SurfaceErrorMap::kMaxListed)
            m_badReads.push_back({r.offset - m_spanOffset, r.length, result < 0 ? -result : 0, m_inAccess});
        if (m_inAccess) {
            // The access read's offset is unreadable (the merge marks its square); the point's
            // own transfer was read.
            m_inAccess = false;
        } else {
            // The rest of this point's blocks and its access read are skipped.
            m_states[m_point] = State::Failed;
            ++m_consecutiveBad;
        }
        nextPoint();
        if (result == -ENODEV || result == -ENXIO || result == -ENOMEDIUM) {
            m_stopped = SurfaceStop::DeviceGone;
            return FailureAction::EndPass; // the pass's error says so; the map is kept
        }
        if (m_consecutiveBad >= kMaxConsecutiveBadPoints)
            m_stopped = SurfaceStop::ConsecutiveErrors;
        else if (m_readErrors >= std::uint64_t(kMaxReadErrors))
            m_stopped = SurfaceStop::ErrorLimit;
        return FailureAction::Continue;
    }
    PatternReport report() const override
    {
        SurfaceFigures f;
        f.pass = m_pass;
        for (std::size_t p = 0; p < m_points.size(); ++p) {
            if (m_states[p] == State::Read)
                f.surface.push_back({m_points[p], double(m_settings.readBytesPerPoint) * 1e9 / double(m_pointNs[p])});
            if (m_accessDone[p])
                f.scatter.push_back({m_accessOffset[p] - m_spanOffset, double(m_accessNs[p]) / 1000.0});
        }
        f.spanBytes = m_spanBytes;
        f.pointBytes = m_settings.readBytesPerPoint;
        f.offsets = m_points;
        f.states = m_states;
        f.pointNs = m_pointNs;
        f.maxRequestNs = m_maxRequestNs;
        f.badReads = m_badReads;
        f.readErrors = m_readErrors;
        f.stopped = m_stopped;
        return f;
    }

private:
    void nextPoint()
    {
        ++m_point;
        m_index = 0;
    }

    SurfaceScanSettings m_settings;
    std::uint64_t m_spanOffset;
    std::uint64_t m_spanBytes;
    RandomBlockOffsets m_access;
    int m_pass;
    std::vector<std::uint64_t> m_points;
    std::uint64_t m_perPoint = 0;
    std::vector<std::int64_t> m_pointNs;
    std::vector<std::int64_t> m_maxRequestNs;
    std::vector<State> m_states;
    std::vector<std::uint64_t> m_accessOffset;
    std::vector<std::uint64_t> m_accessNs;
    std::vector<bool> m_accessDone;
    std::vector<SurfaceBadRead> m_badReads;
    std::uint64_t m_readErrors = 0;
    int m_consecutiveBad = 0;
    SurfaceStop m_stopped = SurfaceStop::None;
    std::size_t m_point = 0;
    std::uint64_t m_index = 0;
    std::int64_t m_pointStart = 0;
    bool m_inAccess = false;
};

// The full error scan: every block of the span read once, in order, at the test's queue depth;
// the map has a fixed number of cells, and each aggregates the blocks it covers (cell c holds
// blocks [c x B / K, (c+1) x B / K) of B blocks and K cells): unreadable when any of them failed,
// its time from its first block's issue to its last one's completion, its slowest request theirs.
// Memory is per cell (K <= 100000), whatever the span; the failed reads are counted and the first
// SurfaceErrorMap::kMaxListed listed, as in the sampled scan, with the same limits (counted in
// failed blocks: kMaxConsecutiveBadPoints in a row, kMaxReadErrors in all) and the same end when
// the device is gone. Every vector is sized in the constructor.
class FullSurfacePattern final : public IoPattern
{
public:
    using State = SurfaceFigures::State;

    FullSurfacePattern(const SurfaceScanSettings &settings, const PatternContext &ctx)
        : m_spanOffset(ctx.spanOffset), m_spanBytes(ctx.spanBytes),
          m_blockBytes(settings.fullBlockBytes), m_pass(ctx.pass)
    {
        m_blocks = (m_spanBytes + m_blockBytes - 1) / m_blockBytes;
        m_cells = std::min<std::uint64_t>(std::uint64_t(std::max(1, settings.points)), m_blocks);
        m_firstNs.assign(m_cells, -1);
        m_lastNs.assign(m_cells, 0);
        m_maxNs.assign(m_cells, 0);
        m_done.assign(m_cells, 0);
        m_failed.assign(m_cells, false);
        m_badReads.reserve(SurfaceErrorMap::kMaxListed);
        setIssueNotice(true);
    }
    std::optional<IoRequest> next() override
    {
        if (m_pass == 0 || m_next >= m_blocks || m_stopped != SurfaceStop::None)
            return std::nullopt;
        const std::uint64_t offset = m_next++ * m_blockBytes;
        const auto length = std::uint32_t(std::min<std::uint64_t>(m_blockBytes, m_spanBytes - offset));
        return request(m_spanOffset + offset, length, IoDirection::Read);
    }
    void issued(const IoRequest &r, std::int64_t issueNs, int) override
    {
        const std::size_t c = cellOf(r);
        if (m_firstNs[c] < 0)
            m_firstNs[c] = issueNs;
    }
    void completed(const IoRequest &r, std::uint64_t latencyNs) override
    {
        const std::size_t c = cellOf(r);
        ++m_done[c];
        m_maxNs[c] = std::max(m_maxNs[c], std::int64_t(latencyNs));
        m_lastNs[c] = monotonicNs();
        m_consecutiveBad = 0;
    }
    FailureAction failed(const IoRequest &r, std::int32_t result, std::uint64_t latencyNs) override
    {
        const std::size_t c = cellOf(r);
        ++m_done[c];
        m_failed[c] = true;
        m_maxNs[c] = std::max(m_maxNs[c], std::int64_t(latencyNs));
        m_lastNs[c] = monotonicNs();
        ++m_readErrors;
        if (m_badReads.size() < SurfaceErrorMap::kMaxListed)
            m_badReads.push_back({r.offset - m_spanOffset, r.length, result < 0 ? -result : 0, false});
        if (result == -ENODEV || result == -ENXIO || result == -ENOMEDIUM) {
            m_stopped = SurfaceStop::DeviceGone;
            return FailureAction::EndPass; // the pass's error says so; the map is kept
        }
        if (++m_consecutiveBad >= kMaxConsecutiveBadPoints)
            m_stopped = SurfaceStop::ConsecutiveErrors;
        else if (m_readErrors >= std::uint64_t(kMaxReadErrors))
            m_stopped = SurfaceStop::ErrorLimit;
        return FailureAction::Continue;
    }
    std::uint64_t plannedIos() const override { return m_pass == 0 ? 0 : m_blocks; }
    PatternReport report() const override
    {
        SurfaceFigures f;
        f.pass = m_pass;
        f.full = true;
        f.blockBytes = m_blockBytes;
        f.spanBytes = m_spanBytes;
        f.readErrors = m_readErrors;
        f.stopped = m_stopped;
        f.badReads = m_badReads;
        f.pointBytes = SurfaceErrorMap::fullCellStart(m_spanBytes, m_blockBytes, m_cells, 1);
        f.offsets.resize(m_cells);
        f.states.assign(m_cells, State::NotScanned);
        f.pointNs.assign(m_cells, 0);
        f.maxRequestNs = m_maxNs;
        for (std::size_t c = 0; c < m_cells; ++c) {
            const std::uint64_t start = SurfaceErrorMap::fullCellStart(m_spanBytes, m_blockBytes, m_cells, c);
            const std::uint64_t end = SurfaceErrorMap::fullCellStart(m_spanBytes, m_blockBytes, m_cells, c + 1);
            const std::uint64_t blocks = (end - start + m_blockBytes - 1) / m_blockBytes;
            f.offsets[c] = start;
            if (m_failed[c]) {
                f.states[c] = State::Failed;
            } else if (m_done[c] == blocks && m_firstNs[c] >= 0) {
                f.states[c] = State::Read;
                f.pointNs[c] = std::max<std::int64_t>(1, m_lastNs[c] - m_firstNs[c]);
                f.surface.push_back({start, double(end - start) * 1e9 / double(f.pointNs[c])});
            }
        }
        return f;
    }

private:
    std::size_t cellOf(const IoRequest &r) const
    {
        const std::uint64_t block = (r.offset - m_spanOffset) / m_blockBytes;
        return std::size_t(std::min<std::uint64_t>(m_cells - 1, ((block + 1) * m_cells - 1) / m_blocks));
    }

    std::uint64_t m_spanOffset, m_spanBytes;
    std::uint32_t m_blockBytes;
    int m_pass;
    std::uint64_t m_blocks = 0, m_cells = 0;
    std::uint64_t m_next = 0;                 // the next block to hand out
    std::vector<std::int64_t> m_firstNs;      // per cell: its first block's issue
    std::vector<std::int64_t> m_lastNs;       // its latest completion
    std::vector<std::int64_t> m_maxNs;        // its slowest request
    std::vector<std::uint64_t> m_done;        // its blocks completed or failed
    std::vector<bool> m_failed;               // one of them failed
    std::vector<SurfaceBadRead> m_badReads;
    std::uint64_t m_readErrors = 0;
    int m_consecutiveBad = 0;
    SurfaceStop m_stopped = SurfaceStop::None;
};

// QD1: scans run one after another; each is timed from its first issue to its last completion.
class PhybsPattern final : public IoPattern
{
public:
    PhybsPattern(std::vector<PhybsScan> scans, IoDirection direction, const PatternContext &ctx)
        : m_direction(direction), m_spanOffset(ctx.spanOffset), m_pass(ctx.pass),
          m_logical(ctx.alignment), m_scans(std::move(scans))
    {
        m_clocks.assign(m_scans.size(), PhaseClock{});
    }
    std::optional<IoRequest> next() override
    {
        if (m_pass == 0)
            return std::nullopt;
        while (m_scan < m_scans.size() && m_index >= m_scans[m_scan].count) {
            ++m_scan;
            m_index = 0;
        }
        if (m_scan >= m_scans.size())
            return std::nullopt;
        const PhybsScan &s = m_scans[m_scan];
        m_clocks[m_scan].issue(monotonicNs());
        m_current = m_scan;
        return request(m_spanOffset + s.offset + s.step * m_index++, s.size, m_direction);
    }
    void completed(const IoRequest &r, std::uint64_t) override
    {
        m_clocks[m_current].complete(monotonicNs(), r.length);
    }
    PatternReport report() const override
    {
        PhybsFigures f;
        f.pass = m_pass;
        f.logicalBytes = m_logical;
        for (std::size_t i = 0; i < m_scans.size(); ++i) {
            const PhaseClock &c = m_clocks[i];
            if (c.ios == 0)
                continue;
            const double seconds = double(std::max<std::int64_t>(1, c.elapsedNs())) / 1e9;
            f.rows.push_back({m_scans[i].size, m_scans[i].offset, m_scans[i].step, c.ios,
                              double(c.ios) / seconds, double(c.bytes) / seconds});
        }
        return f;
    }

private:
    IoDirection m_direction;
    std::uint64_t m_spanOffset;
    int m_pass;
    std::uint32_t m_logical;
    std::vector<PhybsScan> m_scans;
    std::vector<PhaseClock> m_clocks;
    std::size_t m_scan = 0;
    std::size_t m_current = 0;
    std::uint64_t m_index = 0;
};

// Shared by both trace players: issued I/Os, latency histograms, threshold counts, busy time,
// achieved QD.
// Fed from IoPattern::issued(), so the times and depths are those of the real submission.
class TraceAccounting
{
public:
    /// queueDepth: in flight once the request's submission batch is in (a burst of d: d each).
    void issued(std::int64_t issueNs, int queueDepth)
    {
        if (m_inFlight == 0)
            m_busyStartNs = issueNs;
        ++m_inFlight;
        ++m_issued;
        ++m_qdAtIssue[std::size_t(TraceShapeModel::qdBucket(std::max(1, queueDepth)))];
    }
    void completed(const IoRequest &r, std::uint64_t latencyNs, std::int64_t now)
    {
        if (m_inFlight > 0 && --m_inFlight == 0)
            m_busyNs += std::max<std::int64_t>(0, now - m_busyStartNs);
        (r.direction == IoDirection::Read ? m_read : m_write).record(latencyNs);
        if (r.direction == IoDirection::Read)
            m_bytesRead += r.length;
        else
            m_bytesWritten += r.length;
        m_over10 += latencyNs > 10'000'000;
        m_over100 += latencyNs > 100'000'000;
        if (m_firstNs < 0)
            m_firstNs = now;
        m_lastNs = now;
    }
    int inFlight() const { return m_inFlight; }
    /// The pass's figures (startNs: the player's first issue; elapsed runs to the last completion).
    TraceFigures figures(int pass, std::int64_t startNs) const
    {
        TraceFigures f;
        f.pass = pass;
        f.read = m_read;
        f.write = m_write;
        f.ios = m_issued;
        f.bytesRead = m_bytesRead;
        f.bytesWritten = m_bytesWritten;
        f.busyNs = m_busyNs;
        f.elapsedNs = startNs < 0 ? 0 : m_lastNs - startNs;
        f.over10ms = m_over10;
        f.over100ms = m_over100;
        f.qdAtIssue = m_qdAtIssue;
        return f;
    }

private:
    LatencyHistogram m_read, m_write;
    std::uint64_t m_bytesRead = 0, m_bytesWritten = 0;
    std::uint64_t m_over10 = 0, m_over100 = 0;
    int m_inFlight = 0;
    std::uint64_t m_issued = 0;
    std::int64_t m_busyStartNs = 0, m_busyNs = 0;
    std::int64_t m_firstNs = -1, m_lastNs = 0;
    std::array<std::uint64_t, 8> m_qdAtIssue{};
};

// A generated trace: a burst's I/Os go out together, in one submission; its first request
// carries a barrier (nothing of the previous burst in flight) and the idle gap before it, so each
// burst of depth d runs at exactly QD d, as the generator drew it.
class GeneratedTracePattern final : public IoPattern
{
public:
    GeneratedTracePattern(TraceGenerator generator, bool noStall, const PatternContext &ctx)
        : m_generator(std::make_unique<TraceGenerator>(std::move(generator))), m_noStall(noStall),
          m_pass(ctx.pass), m_spanOffset(ctx.spanOffset)
    {
        setIssueNotice(true);
    }
    std::optional<IoRequest> next() override
    {
        TraceRecord r;
        if (!m_generator->generate(r))
            return std::nullopt;
        IoRequest q = request(m_spanOffset + r.offset, r.length,
                              r.op == TraceOp::Read ? IoDirection::Read : IoDirection::Write);
        if (r.groupIndex == 0) {
            q.maxInFlight = 0;
            q.gapAfterBarrierNs = m_noStall ? 0 : r.idleBeforeNs;
            m_idleNs += q.gapAfterBarrierNs;
        }
        return q;
    }
    void issued(const IoRequest &, std::int64_t issueNs, int queueDepth) override
    {
        if (m_startNs < 0)
            m_startNs = issueNs;
        m_accounting.issued(issueNs, queueDepth);
    }
    void completed(const IoRequest &r, std::uint64_t latencyNs) override
    {
        m_accounting.completed(r, latencyNs, monotonicNs());
    }
    std::uint64_t plannedIos() const override { return m_generator->totalIos(); }
    PatternReport report() const override
    {
        TraceFigures f = m_accounting.figures(m_pass, m_startNs);
        f.idleNs = m_idleNs;
        f.source = m_generator->description();
        for (double p : m_generator->model().spec.qdMixPct)
            f.targetQdPct.push_back(p);
        return f;
    }

private:
    std::unique_ptr<TraceGenerator> m_generator;
    bool m_noStall;
    int m_pass;
    std::uint64_t m_spanOffset = 0;
    TraceAccounting m_accounting;
    std::int64_t m_startNs = -1;
    std::int64_t m_idleNs = 0;   // generated gaps handed out (a gap dropped at a stop included)
};

// A trace file's replay: its records stream from the file through a TraceFeed (a reader thread
// and a bounded buffer), so memory stays flat whatever the trace's length.
class LoadedTracePattern final : public IoPattern
{
public:
    LoadedTracePattern(std::shared_ptr<const LoadedTrace> trace, std::unique_ptr<TraceFeed> feed,
                       const TraceReplaySettings &s, const PatternContext &ctx)
        : m_trace(std::move(trace)), m_feed(std::move(feed)), m_settings(s),
          m_spanOffset(ctx.spanOffset), m_spanBytes(ctx.spanBytes), m_alignment(ctx.alignment),
          m_pass(ctx.pass)
    {
        setIssueNotice(true);
    }
    std::optional<IoRequest> next() override
    {
        const PackedIo *next = m_feed->next();
        if (!next)
            return std::nullopt;
        const PackedIo &io = *next;
        const std::int64_t now = monotonicNs();
        if (m_startNs < 0)
            m_startNs = now;
        // Loaded with 512-byte alignment into the same span; a larger logical block (4Kn)
        // rounds here, and the span check keeps every request inside.
        const std::uint64_t a = m_alignment;
        std::uint64_t length = (io.length + a - 1) / a * a;
        length = std::min<std::uint64_t>(length, m_spanBytes / a * a);
        std::uint64_t offset = io.offset() / a * a;
        if (offset + length > m_spanBytes)
            offset = (m_spanBytes - length) / a * a;
        std::int64_t notBefore = -1;
        if (m_settings.timing == TraceTiming::AsRecorded) {
            // Recorded times count from this player's first request; the worker's pass clock
            // (notBeforeNs's origin) started just before it.
            const auto due = std::int64_t(double(io.timeUs) * 1000.0 / m_settings.timeScale);
            if (m_startNs + due > now)
                notBefore = due;
        }
        const IoDirection dir = io.isWrite() ? IoDirection::Write : IoDirection::Read;
        return request(m_spanOffset + offset, std::uint32_t(length), dir, notBefore);
    }
    void issued(const IoRequest &, std::int64_t issueNs, int queueDepth) override
    {
        m_accounting.issued(issueNs, queueDepth);
    }
    void completed(const IoRequest &r, std::uint64_t latencyNs) override
    {
        m_accounting.completed(r, latencyNs, monotonicNs());
    }
    std::optional<Error> endError() const override { return m_feed->error(); }
    std::uint64_t plannedIos() const override { return m_trace->scan.ios; }
    PatternReport report() const override
    {
        TraceFigures f = m_accounting.figures(m_pass, m_startNs);
        f.source = m_trace->description;
        f.skippedTrims = m_trace->skips.trims;
        f.skippedSyncs = m_trace->skips.syncs;
        f.realigned = m_trace->realigned;
        return f;
    }

private:
    std::shared_ptr<const LoadedTrace> m_trace;
    std::unique_ptr<TraceFeed> m_feed;
    TraceReplaySettings m_settings;
    std::uint64_t m_spanOffset, m_spanBytes;
    std::uint32_t m_alignment;
    int m_pass;
    std::int64_t m_startNs = -1;
    TraceAccounting m_accounting;
};

/// The reports of one family, in order (a report of another family, or none, is left out).
template<typename Figures>
std::vector<const Figures *> reportsOf(const std::vector<PatternReport> &reports)
{
    std::vector<const Figures *> out;
    for (const PatternReport &r : reports) {
        if (const auto *f = std::get_if<Figures>(&r))
            out.push_back(f);
    }
    return out;
}

/// Every phase report of a test added up.
PhaseFigures sumPhases(const std::vector<PatternReport> &reports)
{
    PhaseFigures sum;
    for (const PhaseFigures *f : reportsOf<PhaseFigures>(reports))
        sum.merge(*f);
    return sum;
}

} // namespace

std::unique_ptr<IoPattern> makeOffsetListPattern(std::shared_ptr<const std::vector<std::uint64_t>> offsets,
                                                 std::uint32_t length, IoDirection direction,
                                                 const PatternContext &context, std::int64_t primeOffset)
{
    return std::make_unique<OffsetListPattern>(std::move(offsets), length, direction, context,
                                               primeOffset);
}

std::unique_ptr<IoPattern> makeSequentialPattern(std::uint64_t start, std::uint64_t count,
                                                 std::uint32_t length, IoDirection direction,
                                                 const PatternContext &context, bool perSecond,
                                                 std::int64_t primeOffset, bool tenths)
{
    return std::make_unique<SequentialPattern>(start, count, length, direction, context, perSecond,
                                               primeOffset, tenths);
}

std::unique_ptr<IoPattern> makeRandomPattern(std::uint32_t length, IoDirection direction,
                                             const PatternContext &context)
{
    return std::make_unique<RandomPattern>(length, direction, context);
}

Result<std::unique_ptr<IoPattern>> makeSurfacePattern(const SurfaceScanSettings &settings,
                                                      const PatternContext &context)
{
    if (settings.full) {
        const std::uint32_t a = std::max<std::uint32_t>(1, context.alignment);
        if (settings.points < 2 || settings.points > 100000)
            return Error::make(std::errc::invalid_argument,
                               "full error scan: " + std::to_string(settings.points)
                                   + " map cells is outside 2 .. 100000",
                               "choose {1} between 2 and 100000 (default 200)",
                               SettingFixes{{Setting::SurfacePoints, {}}});
        if (settings.fullBlockBytes == 0 || settings.fullBlockBytes % a != 0
            || settings.fullBlockBytes > context.maxLength || context.spanBytes % a != 0
            || context.spanBytes == 0)
            return Error::make(std::errc::invalid_argument,
                               "full error scan: " + std::to_string(settings.fullBlockBytes)
                                   + "-byte reads do not tile the " + std::to_string(context.spanBytes)
                                   + "-byte span in " + std::to_string(a) + "-byte logical blocks",
                               "scan a device or a test file whose size is a multiple of its logical block");
        return std::unique_ptr<IoPattern>(std::make_unique<FullSurfacePattern>(settings, context));
    }
    auto points = surfacePoints(context.spanBytes, settings, context.alignment);
    if (!points)
        return points.error();
    return std::unique_ptr<IoPattern>(std::make_unique<SurfacePattern>(settings, std::move(*points), context));
}

Result<std::unique_ptr<IoPattern>> makePhybsPattern(std::uint64_t totalBytes, std::uint32_t minBytes,
                                                    std::uint32_t maxBytes, IoDirection direction,
                                                    const PatternContext &context)
{
    PhybsSettings s;
    s.logicalBytes = context.alignment;
    s.minBytes = std::max(minBytes, context.alignment);
    s.maxBytes = maxBytes;
    s.totalBytes = totalBytes;
    auto scans = planPhybs(s, context.spanBytes);
    if (!scans)
        return scans.error();
    return std::unique_ptr<IoPattern>(std::make_unique<PhybsPattern>(std::move(*scans), direction, context));
}

Result<std::unique_ptr<IoPattern>> makeGeneratedTracePattern(const TraceGeneratorSettings &settings,
                                                             bool noStall, const PatternContext &context)
{
    TraceGeneratorSettings s = settings;
    s.spanBytes = context.spanBytes;
    s.alignment = context.alignment;
    auto generator = TraceGenerator::make(s);
    if (!generator)
        return generator.error();
    return std::unique_ptr<IoPattern>(
        std::make_unique<GeneratedTracePattern>(std::move(*generator), noStall, context));
}

Result<std::unique_ptr<IoPattern>> makeLoadedTracePattern(std::shared_ptr<const LoadedTrace> trace,
                                                          const TraceReplaySettings &settings,
                                                          const PatternContext &context)
{
    auto feed = TraceFeed::open(trace);
    if (!feed)
        return feed.error();
    return std::unique_ptr<IoPattern>(
        std::make_unique<LoadedTracePattern>(std::move(trace), std::move(*feed), settings, context));
}

WorkloadFigures mergeSeekFigures(const std::vector<PatternReport> &reports)
{
    const PhaseFigures sum = sumPhases(reports);
    const double ns = double(sum.elapsedNs);
    SeekFigures f;
    f.ops = double(sum.ios);
    f.elapsedS = ns / 1e9;
    f.msPerOp = sum.ios > 0 ? ns / 1e6 / double(sum.ios) : 0.0;
    WorkloadFigures w;
    w.seek = f;
    return w;
}

WorkloadFigures mergeRateFigures(const std::vector<PatternReport> &reports)
{
    // Per pass: the workers' I/Os over the longest worker time; passes add up.
    std::map<int, std::pair<double, double>> passes;  // pass -> (ios, max elapsed ns)
    for (const PhaseFigures *f : reportsOf<PhaseFigures>(reports)) {
        auto &p = passes[f->pass];
        p.first += double(f->ios);
        p.second = std::max(p.second, double(f->elapsedNs));
    }
    double ios = 0, ns = 0;
    for (const auto &[pass, p] : passes) {
        ios += p.first;
        ns += p.second;
    }
    RateFigures f;
    f.opsPerS = ns > 0 ? ios * 1e9 / ns : 0;
    f.msRandomAccessTime = f.opsPerS > 0 ? 1000.0 / f.opsPerS : 0.0;
    WorkloadFigures w;
    w.rate = f;
    return w;
}

WorkloadFigures mergeSequentialFigures(const std::vector<PatternReport> &reports)
{
    const PhaseFigures sum = sumPhases(reports); // per-second bytes: the last pass's
    const double ns = double(sum.elapsedNs);
    SequentialFigures f;
    f.bandwidthBytesPerS = ns > 0 ? double(sum.bytes) * 1e9 / ns : 0.0;
    f.elapsedS = ns / 1e9;
    if (!sum.perSecondBytes.empty()) {
        for (std::uint64_t b : sum.perSecondBytes)
            f.perSecondBytes.push_back(double(b));
        for (std::uint64_t b : sum.perTenthBytes)
            f.perTenthBytes.push_back(double(b));
        // The last second is partial: leave it out of the cliff search.
        std::vector<double> x = f.perSecondBytes;
        if (x.size() > 1)
            x.pop_back();
        f.cacheExhausted = findWriteCliff(x);
    }
    WorkloadFigures w;
    w.sequential = std::move(f);
    return w;
}

SurfaceErrorMap surfaceErrorMap(const SurfaceFigures &scan)
{
    // Slow: a point read in more than kSlowFactor times the median time of the points read, or
    // one of whose requests took over kSlowRequestMs (a drive retrying a weak sector for seconds
    // is slow whatever its neighbours do). Bad: its transfer failed, or an access read inside its
    // square did.
    SurfaceErrorMap m;
    m.full = scan.full;
    m.blockBytes = scan.blockBytes;
    m.spanBytes = scan.spanBytes;
    m.pointBytes = scan.pointBytes;
    m.offsets = scan.offsets;
    m.readErrors = scan.readErrors;
    m.stopped = scan.stopped;
    m.badReads = scan.badReads;
    m.badReadsNotListed = scan.readErrors > scan.badReads.size() ? scan.readErrors - scan.badReads.size() : 0;
    std::vector<std::int64_t> times;
    for (std::size_t p = 0; p < scan.states.size(); ++p) {
        if (scan.states[p] == SurfaceFigures::State::Read && p < scan.pointNs.size())
            times.push_back(scan.pointNs[p]);
    }
    double median = 0;
    if (!times.empty()) {
        const auto mid = times.begin() + std::ptrdiff_t(times.size() / 2);
        std::nth_element(times.begin(), mid, times.end());
        median = double(*mid);
        if (times.size() % 2 == 0)
            median = (median + double(*std::max_element(times.begin(), mid))) / 2;
    }
    m.medianPointMs = median / 1e6;
    m.cells.reserve(scan.states.size());
    for (std::size_t p = 0; p < scan.states.size(); ++p) {
        switch (scan.states[p]) {
        case SurfaceFigures::State::NotScanned:
            m.cells.push_back(SurfaceCell::NotScanned);
            break;
        case SurfaceFigures::State::Failed:
            m.cells.push_back(SurfaceCell::Bad);
            break;
        case SurfaceFigures::State::Read: {
            const double ns = double(scan.pointNs[p]);
            const double maxMs = double(scan.maxRequestNs[p]) / 1e6;
            const bool slow = (median > 0 && ns > SurfaceErrorMap::kSlowFactor * median)
                              || maxMs > SurfaceErrorMap::kSlowRequestMs;
            m.cells.push_back(slow ? SurfaceCell::Slow : SurfaceCell::Good);
            if (slow && m.slowPoints.size() < SurfaceErrorMap::kMaxListed)
                m.slowPoints.push_back({scan.offsets[p], ns / 1e6, maxMs});
            break;
        }
        }
    }
    for (const SurfaceBadRead &b : scan.badReads) {
        const int cell = b.access ? m.cellAt(b.offsetBytes) : -1;
        if (cell >= 0)
            m.cells[std::size_t(cell)] = SurfaceCell::Bad;
    }
    for (SurfaceCell c : m.cells) {
        m.good += c == SurfaceCell::Good;
        m.slow += c == SurfaceCell::Slow;
        m.bad += c == SurfaceCell::Bad;
        m.notScanned += c == SurfaceCell::NotScanned;
    }
    return m;
}

WorkloadFigures mergeSurfaceFigures(const std::vector<PatternReport> &reports)
{
    // The last measured pass's scan (a scan is a map of the drive, not a figure to add up).
    const auto scans = reportsOf<SurfaceFigures>(reports);
    if (scans.empty())
        return {};
    const SurfaceFigures &last = *scans.back();
    SurfaceScanFigures f;
    f.surface = last.surface;
    f.scatter = last.scatter;
    double lo = 0, hi = 0, sum = 0, access = 0;
    for (std::size_t i = 0; i < last.surface.size(); ++i) {
        const SurfacePoint &p = last.surface[i];
        lo = i == 0 ? p.bandwidthBytesPerS : std::min(lo, p.bandwidthBytesPerS);
        hi = std::max(hi, p.bandwidthBytesPerS);
        sum += p.bandwidthBytesPerS;
    }
    for (const AccessPoint &a : last.scatter)
        access += a.latencyUs;
    f.minBytesPerS = lo;
    f.maxBytesPerS = hi;
    f.meanBytesPerS = f.surface.empty() ? 0.0 : sum / double(f.surface.size());
    f.accessTimeMs = f.scatter.empty() ? 0.0 : access / double(f.scatter.size()) / 1000.0;
    if (!last.states.empty())
        f.errorMap = surfaceErrorMap(last);
    WorkloadFigures w;
    w.surface = std::move(f);
    return w;
}

WorkloadFigures mergePhybsFigures(const std::vector<PatternReport> &reports)
{
    // The last measured pass's scans decide the verdict.
    const auto scans = reportsOf<PhybsFigures>(reports);
    if (scans.empty())
        return {};
    const PhybsFigures &last = *scans.back();
    PhybsFiguresTable f;
    f.rows = last.rows;
    f.logicalBytes = last.logicalBytes;
    std::vector<PhybsRow> parsed;
    for (const PhybsScanRow &r : last.rows)
        parsed.push_back({r.sizeBytes, std::uint32_t(r.offsetBytes), r.opsPerS});
    f.verdict = inferPhysicalBlock(parsed, last.logicalBytes);
    WorkloadFigures w;
    w.phybs = std::move(f);
    return w;
}

TraceFigures mergeTraceReports(const std::vector<PatternReport> &reports)
{
    TraceFigures sum;
    for (const TraceFigures *f : reportsOf<TraceFigures>(reports))
        sum.merge(*f);
    return sum;
}

WorkloadFigures mergeTraceFigures(const std::vector<PatternReport> &reports)
{
    // Histograms merge as histograms: the percentiles are those of every I/O of every worker
    // and pass, within the histogram's 1/128.
    const TraceFigures sum = mergeTraceReports(reports);
    LatencyHistogram all = sum.read;
    all.merge(sum.write);
    auto summary = [](const LatencyHistogram &h) {
        LatencySummaryUs s;
        if (h.count()) {
            s.mean = h.meanNs() / 1000.0;
            s.p99 = h.percentileNs(99) / 1000.0;
        }
        return s;
    };
    TraceVerdictInputs in;
    in.bytes = sum.bytesRead + sum.bytesWritten;
    in.busyS = double(sum.busyNs) / 1e9;
    in.ios = all.count();
    in.iosOver10ms = sum.over10ms;
    in.iosOver100ms = sum.over100ms;
    in.read = summary(sum.read);
    in.write = summary(sum.write);
    in.all = summary(all);
    TracePlayback f;
    f.verdict = computeTraceVerdict(in);
    f.ios = double(sum.ios);
    f.busyS = double(sum.busyNs) / 1e9;
    f.idleS = double(sum.idleNs) / 1e9;
    double qdTotal = 0;
    for (std::uint64_t c : sum.qdAtIssue)
        qdTotal += double(c);
    for (std::uint64_t c : sum.qdAtIssue)
        f.qdAtIssuePct.push_back(qdTotal > 0 ? 100.0 * double(c) / qdTotal : 0.0);
    f.source = sum.source;
    f.targetQdPct = sum.targetQdPct;
    f.skippedTrims = sum.skippedTrims;
    f.skippedSyncs = sum.skippedSyncs;
    f.realigned = sum.realigned;
    WorkloadFigures w;
    w.trace = std::move(f);
    return w;
}

} // namespace drivebench
