#include "workloadpatterns.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>

#include "core/engine/worker.h"
#include "core/stats/latencyhistogram.h"
#include "core/workloads/phybsprobe.h"
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
    void write(QJsonObject &o) const
    {
        o.insert(QStringLiteral("ios"), double(ios));
        o.insert(QStringLiteral("bytes"), double(bytes));
        o.insert(QStringLiteral("elapsed_ns"), double(elapsedNs()));
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
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}};
        m_clock.write(o);
        return o;
    }

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
                      std::int64_t prime)
        : m_offset(ctx.spanOffset + start), m_length(length), m_direction(direction),
          m_pass(ctx.pass), m_warmup(ctx.pass == 0), m_prime(prime)
    {
        const std::uint64_t end = ctx.spanOffset + ctx.spanBytes;
        const std::uint64_t room = m_offset + length <= end ? (end - m_offset) / length : 0;
        m_count = count == 0 ? room : std::min(count, room);
        if (perSecond)
            m_perSecond.assign(std::min<std::size_t>(kMaxSeconds, std::size_t(m_count) + 1), 0);
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
        if (!m_perSecond.empty()) {
            const auto second = std::size_t(std::max<std::int64_t>(0, now - m_clock.firstNs) / 1'000'000'000);
            if (second < m_perSecond.size()) {
                m_perSecond[second] += r.length;
                m_lastSecond = std::max(m_lastSecond, second);
            }
        }
    }
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}};
        m_clock.write(o);
        if (!m_perSecond.empty() && m_clock.ios > 0) {
            QJsonArray series;
            for (std::size_t s = 0; s <= m_lastSecond; ++s)
                series.append(double(m_perSecond[s]));
            o.insert(QStringLiteral("per_second_bytes"), series);
        }
        return o;
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
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}};
        m_clock.write(o);
        return o;
    }

private:
    RandomBlockOffsets m_offsets;
    std::uint32_t m_length;
    IoDirection m_direction;
    int m_pass;
    PhaseClock m_clock;
};

// QD1: the completion always belongs to the last request issued.
class SurfacePattern final : public IoPattern
{
public:
    SurfacePattern(const SurfaceScanSettings &settings, const PatternContext &ctx)
        : m_settings(settings), m_spanOffset(ctx.spanOffset),
          m_access(ctx.spanOffset, ctx.spanBytes, std::max(settings.accessBytes, ctx.alignment),
                   ctx.alignment, ctx.seed),
          m_pass(ctx.pass)
    {
        auto points = surfacePoints(ctx.spanBytes, settings, ctx.alignment);
        if (!points) {
            m_error = QString::fromStdString(points.error().text());
            return;
        }
        m_points = std::move(*points);
        m_perPoint = settings.readBytesPerPoint / settings.blockBytes;
        m_pointNs.assign(m_points.size(), 0);
        m_accessOffset.assign(m_points.size(), 0);
        m_accessNs.assign(m_points.size(), 0);
    }
    std::optional<IoRequest> next() override
    {
        if (m_point >= m_points.size() || m_pass == 0)
            return std::nullopt;
        const std::int64_t now = monotonicNs();
        if (m_index < m_perPoint) {
            if (m_index == 0)
                m_pointStart = now;
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
        const std::int64_t now = monotonicNs();
        if (m_inAccess) {
            m_accessNs[m_point] = latencyNs;
            m_inAccess = false;
            ++m_point;
            m_index = 0;
        } else if (m_index == m_perPoint) {
            m_pointNs[m_point] = std::max<std::int64_t>(1, now - m_pointStart);
        }
    }
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}};
        if (!m_error.isEmpty())
            o.insert(QStringLiteral("error"), m_error);
        QJsonArray surface, scatter;
        for (std::size_t p = 0; p < m_point && p < m_points.size(); ++p) {
            surface.append(QJsonObject{
                {QStringLiteral("offset_bytes"), double(m_points[p])},
                {QStringLiteral("bandwidth_bytes_per_s"),
                 double(m_settings.readBytesPerPoint) * 1e9 / double(m_pointNs[p])}});
            scatter.append(QJsonObject{{QStringLiteral("offset_bytes"), double(m_accessOffset[p] - m_spanOffset)},
                                       {QStringLiteral("latency_us"), double(m_accessNs[p]) / 1000.0}});
        }
        o.insert(QStringLiteral("surface"), surface);
        o.insert(QStringLiteral("access_scatter"), scatter);
        return o;
    }

private:
    SurfaceScanSettings m_settings;
    std::uint64_t m_spanOffset;
    RandomBlockOffsets m_access;
    int m_pass;
    QString m_error;
    std::vector<std::uint64_t> m_points;
    std::uint64_t m_perPoint = 0;
    std::vector<std::int64_t> m_pointNs;
    std::vector<std::uint64_t> m_accessOffset;
    std::vector<std::uint64_t> m_accessNs;
    std::size_t m_point = 0;
    std::uint64_t m_index = 0;
    std::int64_t m_pointStart = 0;
    bool m_inAccess = false;
};

// QD1: scans run one after another; each is timed from its first issue to its last completion.
class PhybsPattern final : public IoPattern
{
public:
    PhybsPattern(std::uint64_t total, std::uint32_t minBytes, std::uint32_t maxBytes,
                 IoDirection direction, const PatternContext &ctx)
        : m_direction(direction), m_spanOffset(ctx.spanOffset), m_pass(ctx.pass),
          m_logical(ctx.alignment)
    {
        PhybsSettings s;
        s.logicalBytes = ctx.alignment;
        s.minBytes = std::max(minBytes, ctx.alignment);
        s.maxBytes = maxBytes;
        s.totalBytes = total;
        auto scans = planPhybs(s, ctx.spanBytes);
        if (!scans) {
            m_error = QString::fromStdString(scans.error().text());
            return;
        }
        m_scans = std::move(*scans);
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
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}, {QStringLiteral("logical_bytes"), double(m_logical)}};
        if (!m_error.isEmpty())
            o.insert(QStringLiteral("error"), m_error);
        QJsonArray rows;
        for (std::size_t i = 0; i < m_scans.size(); ++i) {
            const PhaseClock &c = m_clocks[i];
            if (c.ios == 0)
                continue;
            const double seconds = double(std::max<std::int64_t>(1, c.elapsedNs())) / 1e9;
            rows.append(QJsonObject{{QStringLiteral("size"), double(m_scans[i].size)},
                                    {QStringLiteral("offset"), double(m_scans[i].offset)},
                                    {QStringLiteral("step"), double(m_scans[i].step)},
                                    {QStringLiteral("count"), double(c.ios)},
                                    {QStringLiteral("ops_per_s"), double(c.ios) / seconds},
                                    {QStringLiteral("bandwidth_bytes_per_s"), double(c.bytes) / seconds}});
        }
        o.insert(QStringLiteral("rows"), rows);
        return o;
    }

private:
    IoDirection m_direction;
    std::uint64_t m_spanOffset;
    int m_pass;
    std::uint32_t m_logical;
    QString m_error;
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
    void write(QJsonObject &o, std::int64_t startNs) const
    {
        auto hist = [](const LatencyHistogram &h) {
            QJsonArray buckets;
            for (int i = 0; i < LatencyHistogram::kBuckets; ++i)
                if (h.bucketCount(i))
                    buckets.append(QJsonArray{i, double(h.bucketCount(i))});
            return QJsonObject{{QStringLiteral("buckets"), buckets},
                               {QStringLiteral("count"), double(h.count())},
                               {QStringLiteral("sum_ns"), h.meanNs() * double(h.count())},
                               {QStringLiteral("min_ns"), double(h.minNs())},
                               {QStringLiteral("max_ns"), double(h.maxNs())}};
        };
        QJsonArray qd;
        for (auto c : m_qdAtIssue)
            qd.append(double(c));
        o.insert(QStringLiteral("ios"), double(m_issued)); // a request held when the pass ended is not
        o.insert(QStringLiteral("read_hist"), hist(m_read));
        o.insert(QStringLiteral("write_hist"), hist(m_write));
        o.insert(QStringLiteral("bytes_read"), double(m_bytesRead));
        o.insert(QStringLiteral("bytes_written"), double(m_bytesWritten));
        o.insert(QStringLiteral("busy_ns"), double(m_busyNs));
        o.insert(QStringLiteral("elapsed_ns"), double(startNs < 0 ? 0 : m_lastNs - startNs));
        o.insert(QStringLiteral("over_10ms"), double(m_over10));
        o.insert(QStringLiteral("over_100ms"), double(m_over100));
        o.insert(QStringLiteral("qd_at_issue"), qd);
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
    GeneratedTracePattern(const TraceGeneratorSettings &settings, bool noStall,
                          const PatternContext &ctx)
        : m_noStall(noStall), m_pass(ctx.pass)
    {
        setIssueNotice(true);
        TraceGeneratorSettings s = settings;
        s.spanBytes = ctx.spanBytes;
        s.alignment = ctx.alignment;
        auto g = TraceGenerator::make(s);
        if (!g) {
            m_error = QString::fromStdString(g.error().text());
            return;
        }
        m_generator = std::make_unique<TraceGenerator>(std::move(*g));
        m_spanOffset = ctx.spanOffset;
    }
    std::optional<IoRequest> next() override
    {
        if (!m_generator)
            return std::nullopt;
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
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}, {QStringLiteral("idle_ns"), double(m_idleNs)}};
        if (!m_error.isEmpty())
            o.insert(QStringLiteral("error"), m_error);
        if (m_generator) {
            o.insert(QStringLiteral("source"), m_generator->description());
            QJsonArray target;
            for (double p : m_generator->model().spec.qdMixPct)
                target.append(p);
            o.insert(QStringLiteral("target_qd_pct"), target);
        }
        m_accounting.write(o, m_startNs);
        return o;
    }

private:
    std::unique_ptr<TraceGenerator> m_generator;
    bool m_noStall;
    int m_pass;
    QString m_error;
    std::uint64_t m_spanOffset = 0;
    TraceAccounting m_accounting;
    std::int64_t m_startNs = -1;
    std::int64_t m_idleNs = 0;   // generated gaps handed out (a gap dropped at a stop included)
};

class LoadedTracePattern final : public IoPattern
{
public:
    LoadedTracePattern(std::shared_ptr<const LoadedTrace> trace, const TraceReplaySettings &s,
                       const PatternContext &ctx)
        : m_trace(std::move(trace)), m_settings(s), m_spanOffset(ctx.spanOffset),
          m_spanBytes(ctx.spanBytes), m_alignment(ctx.alignment), m_pass(ctx.pass)
    {
        setIssueNotice(true);
    }
    std::optional<IoRequest> next() override
    {
        if (m_next >= m_trace->ios.size())
            return std::nullopt;
        const PackedIo &io = m_trace->ios[m_next++];
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
    QJsonObject extra() const override
    {
        QJsonObject o{{QStringLiteral("pass"), m_pass}, {QStringLiteral("idle_ns"), 0.0},
                      {QStringLiteral("source"), m_trace->description},
                      {QStringLiteral("skipped_trims"), double(m_trace->skips.trims)},
                      {QStringLiteral("skipped_syncs"), double(m_trace->skips.syncs)},
                      {QStringLiteral("realigned"), double(m_trace->realigned)}};
        m_accounting.write(o, m_startNs);
        return o;
    }

private:
    std::shared_ptr<const LoadedTrace> m_trace;
    TraceReplaySettings m_settings;
    std::uint64_t m_spanOffset, m_spanBytes;
    std::uint32_t m_alignment;
    int m_pass;
    std::size_t m_next = 0;      // handed out
    std::int64_t m_startNs = -1;
    TraceAccounting m_accounting;
};

double num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

QJsonObject firstError(const std::vector<QJsonObject> &extras)
{
    for (const auto &e : extras)
        if (e.contains(QStringLiteral("error")))
            return QJsonObject{{QStringLiteral("error"), e.value(QStringLiteral("error"))}};
    return {};
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
                                                 std::int64_t primeOffset)
{
    return std::make_unique<SequentialPattern>(start, count, length, direction, context, perSecond,
                                               primeOffset);
}

std::unique_ptr<IoPattern> makeRandomPattern(std::uint32_t length, IoDirection direction,
                                             const PatternContext &context)
{
    return std::make_unique<RandomPattern>(length, direction, context);
}

std::unique_ptr<IoPattern> makeSurfacePattern(const SurfaceScanSettings &settings,
                                              const PatternContext &context)
{
    return std::make_unique<SurfacePattern>(settings, context);
}

std::unique_ptr<IoPattern> makePhybsPattern(std::uint64_t totalBytes, std::uint32_t minBytes,
                                            std::uint32_t maxBytes, IoDirection direction,
                                            const PatternContext &context)
{
    return std::make_unique<PhybsPattern>(totalBytes, minBytes, maxBytes, direction, context);
}

std::unique_ptr<IoPattern> makeGeneratedTracePattern(const TraceGeneratorSettings &settings,
                                                     bool noStall, const PatternContext &context)
{
    return std::make_unique<GeneratedTracePattern>(settings, noStall, context);
}

std::unique_ptr<IoPattern> makeLoadedTracePattern(std::shared_ptr<const LoadedTrace> trace,
                                                  const TraceReplaySettings &settings,
                                                  const PatternContext &context)
{
    return std::make_unique<LoadedTracePattern>(std::move(trace), settings, context);
}

QJsonObject mergeSeekExtra(const std::vector<QJsonObject> &extras)
{
    double ios = 0, ns = 0;
    for (const auto &e : extras) {
        ios += num(e, "ios");
        ns += num(e, "elapsed_ns");
    }
    QJsonObject o = firstError(extras);
    o.insert(QStringLiteral("ops"), ios);
    o.insert(QStringLiteral("elapsed_s"), ns / 1e9);
    o.insert(QStringLiteral("ms_per_op"), ios > 0 ? ns / 1e6 / ios : 0.0);
    return o;
}

QJsonObject mergeRateExtra(const std::vector<QJsonObject> &extras)
{
    // Per pass: the workers' I/Os over the longest worker time; passes add up.
    std::map<int, std::pair<double, double>> passes;  // pass -> (ios, max elapsed ns)
    for (const auto &e : extras) {
        auto &p = passes[e.value(QStringLiteral("pass")).toInt()];
        p.first += num(e, "ios");
        p.second = std::max(p.second, num(e, "elapsed_ns"));
    }
    double ios = 0, ns = 0;
    for (const auto &[pass, p] : passes) {
        ios += p.first;
        ns += p.second;
    }
    const double iops = ns > 0 ? ios * 1e9 / ns : 0;
    return QJsonObject{{QStringLiteral("ops_per_s"), iops},
                       {QStringLiteral("ms_random_access_time"), iops > 0 ? 1000.0 / iops : 0.0}};
}

QJsonObject mergeSequentialExtra(const std::vector<QJsonObject> &extras)
{
    double bytes = 0, ns = 0;
    QJsonArray series;
    for (const auto &e : extras) {
        bytes += num(e, "bytes");
        ns += num(e, "elapsed_ns");
        if (e.contains(QStringLiteral("per_second_bytes")))
            series = e.value(QStringLiteral("per_second_bytes")).toArray();  // the last pass
    }
    QJsonObject o = firstError(extras);
    o.insert(QStringLiteral("bandwidth_bytes_per_s"), ns > 0 ? bytes * 1e9 / ns : 0.0);
    o.insert(QStringLiteral("elapsed_s"), ns / 1e9);
    if (!series.isEmpty()) {
        std::vector<double> x;
        QJsonArray curve;
        for (int s = 0; s < series.size(); ++s) {
            x.push_back(series.at(s).toDouble());
            curve.append(QJsonObject{{QStringLiteral("time_s"), s + 1},
                                     {QStringLiteral("bandwidth_bytes_per_s"), x.back()}});
        }
        o.insert(QStringLiteral("per_second"), curve);
        // The last second is partial: leave it out of the cliff search.
        if (x.size() > 1)
            x.pop_back();
        if (const auto cliff = findWriteCliff(x)) {
            o.insert(QStringLiteral("cache_exhausted"),
                     QJsonObject{{QStringLiteral("at_s"), cliff->second},
                                 {QStringLiteral("after_bytes"), double(cliff->bytesBefore)},
                                 {QStringLiteral("before_bytes_per_s"), cliff->beforeBytesPerS},
                                 {QStringLiteral("after_bytes_per_s"), cliff->afterBytesPerS}});
        } else {
            o.insert(QStringLiteral("cache_exhausted"), QJsonValue::Null);
        }
    }
    return o;
}

QJsonObject mergeSurfaceExtra(const std::vector<QJsonObject> &extras)
{
    QJsonObject o = firstError(extras);
    if (!extras.empty()) {
        o.insert(QStringLiteral("surface"), extras.back().value(QStringLiteral("surface")));
        o.insert(QStringLiteral("access_scatter"), extras.back().value(QStringLiteral("access_scatter")));
        const QJsonArray surface = extras.back().value(QStringLiteral("surface")).toArray();
        double lo = 0, hi = 0, sum = 0;
        for (int i = 0; i < surface.size(); ++i) {
            const double v = surface.at(i).toObject().value(QStringLiteral("bandwidth_bytes_per_s")).toDouble();
            lo = i == 0 ? v : std::min(lo, v);
            hi = std::max(hi, v);
            sum += v;
        }
        double access = 0;
        const QJsonArray scatter = extras.back().value(QStringLiteral("access_scatter")).toArray();
        for (const auto &p : scatter)
            access += p.toObject().value(QStringLiteral("latency_us")).toDouble();
        o.insert(QStringLiteral("transfer_bytes_per_s"),
                 QJsonObject{{QStringLiteral("min"), lo}, {QStringLiteral("max"), hi},
                             {QStringLiteral("mean"), surface.isEmpty() ? 0.0 : sum / surface.size()}});
        o.insert(QStringLiteral("access_time_ms"),
                 scatter.isEmpty() ? 0.0 : access / scatter.size() / 1000.0);
    }
    return o;
}

QJsonObject mergePhybsExtra(const std::vector<QJsonObject> &extras)
{
    QJsonObject o = firstError(extras);
    if (extras.empty())
        return o;
    const QJsonObject &last = extras.back();
    const QJsonArray rows = last.value(QStringLiteral("rows")).toArray();
    std::vector<PhybsRow> parsed;
    for (const auto &r : rows) {
        const QJsonObject row = r.toObject();
        parsed.push_back({std::uint32_t(num(row, "size")), std::uint32_t(num(row, "offset")),
                          num(row, "ops_per_s")});
    }
    const auto logical = std::uint32_t(num(last, "logical_bytes"));
    const PhybsVerdict v = inferPhysicalBlock(parsed, logical);
    o.insert(QStringLiteral("phybs"), rows);
    o.insert(QStringLiteral("verdict"),
             QJsonObject{{QStringLiteral("physical_block_bytes"), double(v.physicalBytes)},
                         {QStringLiteral("at_least"), v.atLeast},
                         {QStringLiteral("logical_block_bytes"), double(logical)},
                         {QStringLiteral("misaligned_start"), v.misalignedStart},
                         {QStringLiteral("alignment"), v.misalignedStart ? QStringLiteral("BAD")
                                                       : v.physicalBytes ? QStringLiteral("OK")
                                                                         : QStringLiteral("unknown")},
                         {QStringLiteral("explanation"), v.explanation}});
    return o;
}

QJsonObject mergeTraceExtra(const std::vector<QJsonObject> &extras)
{
    QJsonObject o = firstError(extras);
    LatencyHistogram read, write;
    double sumRead = 0, sumWrite = 0, busy = 0, idle = 0, ios = 0, over10 = 0, over100 = 0;
    double bytesRead = 0, bytesWritten = 0;
    std::array<double, 8> qd{};
    auto load = [](const QJsonObject &h, LatencyHistogram &into, double &sum) {
        const QJsonArray buckets = h.value(QStringLiteral("buckets")).toArray();
        for (const auto &b : buckets) {
            const QJsonArray pair = b.toArray();
            const int i = pair.at(0).toInt();
            const auto count = std::uint64_t(pair.at(1).toDouble());
            // Re-recording the bucket's low edge keeps percentiles exact (same bucket).
            for (std::uint64_t k = 0; k < count; ++k)
                into.record(LatencyHistogram::bucketLowNs(i));
        }
        sum += h.value(QStringLiteral("sum_ns")).toDouble();
    };
    for (const auto &e : extras) {
        load(e.value(QStringLiteral("read_hist")).toObject(), read, sumRead);
        load(e.value(QStringLiteral("write_hist")).toObject(), write, sumWrite);
        busy += num(e, "busy_ns");
        idle += num(e, "idle_ns");
        ios += num(e, "ios");
        over10 += num(e, "over_10ms");
        over100 += num(e, "over_100ms");
        bytesRead += num(e, "bytes_read");
        bytesWritten += num(e, "bytes_written");
        const QJsonArray q = e.value(QStringLiteral("qd_at_issue")).toArray();
        for (int b = 0; b < 8 && b < q.size(); ++b)
            qd[std::size_t(b)] += q.at(b).toDouble();
    }
    LatencyHistogram all = read;
    all.merge(write);
    auto summary = [](const LatencyHistogram &h, double sumNs) {
        LatencySummaryUs s;
        if (h.count()) {
            s.mean = sumNs / double(h.count()) / 1000.0;
            s.p99 = h.percentileNs(99) / 1000.0;
        }
        return s;
    };
    TraceVerdictInputs in;
    in.bytes = std::uint64_t(bytesRead + bytesWritten);
    in.busyS = busy / 1e9;
    in.ios = all.count();
    in.iosOver10ms = std::uint64_t(over10);
    in.iosOver100ms = std::uint64_t(over100);
    in.read = summary(read, sumRead);
    in.write = summary(write, sumWrite);
    in.all = summary(all, sumRead + sumWrite);
    o.insert(QStringLiteral("verdict"), toJson(computeTraceVerdict(in)));
    double qdTotal = 0;
    for (double c : qd)
        qdTotal += c;
    QJsonArray qdPct;
    for (double c : qd)
        qdPct.append(qdTotal > 0 ? 100.0 * c / qdTotal : 0.0);
    QJsonObject trace{{QStringLiteral("ios"), ios},
                      {QStringLiteral("busy_s"), busy / 1e9},
                      {QStringLiteral("idle_s"), idle / 1e9},
                      {QStringLiteral("qd_at_issue_pct"), qdPct},
                      {QStringLiteral("qd_buckets"), QJsonArray{QStringLiteral("1"), QStringLiteral("2"),
                           QStringLiteral("3"), QStringLiteral("4-5"), QStringLiteral("6-10"),
                           QStringLiteral("11-20"), QStringLiteral("21-32"), QStringLiteral(">32")}}};
    if (!extras.empty()) {
        for (const char *key : {"source", "target_qd_pct", "skipped_trims", "skipped_syncs", "realigned"})
            if (extras.back().contains(QLatin1String(key)))
                trace.insert(QLatin1String(key), extras.back().value(QLatin1String(key)));
    }
    o.insert(QStringLiteral("trace"), trace);
    return o;
}

} // namespace drivebench
