// SPDX-License-Identifier: GPL-3.0-or-later
// Reading stored workload figures back into WorkloadFigures: every part toJson
// (workloadfigures.cpp) writes, so that a stored result writes back the same (phybs: the fast
// offset is not recorded; the cache test's per-tenth curve is kept as written). What no part says
// exactly (keys of another form, a hand-made shape) is kept as read in otherKeys.
#include <algorithm>
#include <cmath>
#include <limits>

#include <QJsonArray>

#include "core/results/runresult.h"
#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"

namespace drivebench {

namespace {

double number(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

/// A count of bytes (or of anything): 0 when negative, not a number or beyond 64 bits (a damaged
/// file; such a key writes back as read, workloadFiguresFromJson).
std::uint64_t countOf(double v)
{
    return v > 0 && v < 18446744073709551616.0 ? std::uint64_t(v) : 0;
}

std::uint64_t bytes(const QJsonObject &o, const char *key)
{
    return countOf(o.value(QLatin1String(key)).toDouble());
}

std::optional<std::uint64_t> optionalBytes(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        return std::nullopt;
    return countOf(v.toDouble());
}

std::vector<CapacityCurvePoint> curve(const QJsonArray &points)
{
    std::vector<CapacityCurvePoint> out;
    for (const QJsonValue &v : points) {
        const QJsonObject p = v.toObject();
        out.push_back({bytes(p, "offset_bytes"), bytes(p, "bytes"), number(p, "bandwidth_bytes_per_s")});
    }
    return out;
}

TraceVerdict traceVerdict(const QJsonObject &v)
{
    const QJsonObject lat = v.value(QStringLiteral("latency_us")).toObject();
    const auto part = [&](const char *k) { return lat.value(QLatin1String(k)).toObject(); };
    TraceVerdict t;
    t.avgDataRateBytesPerS = number(v, "avg_data_rate_bytes_per_s");
    t.readMeanUs = number(part("read"), "mean");
    t.readP99Us = number(part("read"), "p99");
    t.writeMeanUs = number(part("write"), "mean");
    t.writeP99Us = number(part("write"), "p99");
    t.allMeanUs = number(part("all"), "mean");
    t.allP99Us = number(part("all"), "p99");
    t.iosOver10msPct = number(v, "ios_over_10ms_pct");
    t.iosOver100msPct = number(v, "ios_over_100ms_pct");
    return t;
}

CapacityVerdict capacityVerdict(const QJsonObject &v)
{
    CapacityVerdict c;
    c.kind = v.value(QStringLiteral("kind")).toString();
    c.deviceMode = v.value(QStringLiteral("mode")).toString() == QLatin1String("device");
    c.quick = v.value(QStringLiteral("quick")).toBool();
    c.complete = v.value(QStringLiteral("complete")).toBool();
    c.spanBytes = bytes(v, "span_bytes");
    c.testedBytes = bytes(v, "tested_bytes");
    c.writtenBytes = bytes(v, "written_bytes");
    c.usableBytes = bytes(v, "usable_bytes");
    c.verifiedBytes = bytes(v, "verified_bytes");
    c.goodBytes = bytes(v, "good_bytes");
    c.firstBadOffsetBytes = optionalBytes(v, "first_bad_offset_bytes");
    c.wrapDistanceBytes = optionalBytes(v, "wrap_distance_bytes");
    const QJsonObject bad = v.value(QStringLiteral("bad_bytes")).toObject();
    c.wrappedBytes = bytes(bad, "wrapped");
    c.staleBytes = bytes(bad, "stale");
    c.corruptBytes = bytes(bad, "corrupt");
    c.unreadableBytes = bytes(bad, "unreadable");
    c.badTotalBytes = bytes(v, "bad_total_bytes");
    c.writeErrorBytes = bytes(v, "write_error_bytes");
    c.writeCurve = curve(v.value(QStringLiteral("write_curve")).toArray());
    c.readCurve = curve(v.value(QStringLiteral("read_curve")).toArray());
    c.directReadBack = v.value(QStringLiteral("read_back")).toString() == QLatin1String("direct");
    c.seed = v.value(QStringLiteral("seed")).toString();
    for (const QJsonValue &r : v.value(QStringLiteral("bad_ranges")).toArray()) {
        const QJsonObject o = r.toObject();
        c.badRanges.push_back({bytes(o, "offset_bytes"), bytes(o, "length_bytes"),
                               o.value(QStringLiteral("kind")).toString()});
    }
    c.badRangesNotListed = bytes(v, "bad_ranges_not_listed");
    c.cliffSearched = v.contains(QStringLiteral("cache_exhausted"));
    const QJsonObject cliff = v.value(QStringLiteral("cache_exhausted")).toObject();
    if (!cliff.isEmpty())
        c.cacheExhausted = CapacityCliff{bytes(cliff, "at_offset_bytes"), number(cliff, "before_bytes_per_s"),
                                         number(cliff, "after_bytes_per_s")};
    c.text = v.value(QStringLiteral("text")).toString();
    return c;
}

SurfaceErrorMap surfaceErrorMap(const QJsonObject &o)
{
    SurfaceErrorMap m;
    m.spanBytes = bytes(o, "span_bytes");
    m.pointBytes = bytes(o, "point_bytes");
    const QString letters = o.value(QStringLiteral("cells")).toString();
    for (const QChar c : letters)
        m.cells.push_back(c == QLatin1Char('g') ? SurfaceCell::Good : c == QLatin1Char('s') ? SurfaceCell::Slow
                          : c == QLatin1Char('b') ? SurfaceCell::Bad : SurfaceCell::NotScanned);
    // A full scan's cells start where fullCellStart puts them; a sampled scan's (every map made
    // before the key was written) at the points as surfacePoints spaces them (to the logical
    // block they were aligned to).
    const std::size_t k = m.cells.size();
    m.scanNamed = o.contains(QStringLiteral("scan"));
    m.full = o.value(QStringLiteral("scan")).toString() == QLatin1String("full");
    m.blockBytes = std::uint32_t(bytes(o, "block_bytes"));
    if (m.full && m.blockBytes > 0) {
        for (std::size_t i = 0; i < k; ++i)
            m.offsets.push_back(SurfaceErrorMap::fullCellStart(m.spanBytes, m.blockBytes, k, i));
    } else {
        m.full = false;
        const std::uint64_t last = m.spanBytes > m.pointBytes ? m.spanBytes - m.pointBytes : 0;
        for (std::size_t i = 0; i < k; ++i)
            m.offsets.push_back(k > 1 ? std::uint64_t(double(i) * double(last) / double(k - 1)) : 0);
    }
    m.good = o.value(QStringLiteral("good")).toInt();
    m.slow = o.value(QStringLiteral("slow")).toInt();
    m.bad = o.value(QStringLiteral("bad")).toInt();
    m.notScanned = o.value(QStringLiteral("not_scanned")).toInt();
    m.readErrors = bytes(o, "read_errors");
    m.medianPointMs = number(o, "median_point_ms");
    const QString stopped = o.value(QStringLiteral("stopped")).toString();
    for (SurfaceStop s : {SurfaceStop::ConsecutiveErrors, SurfaceStop::ErrorLimit, SurfaceStop::DeviceGone}) {
        if (stopped == surfaceStopName(s))
            m.stopped = s;
    }
    for (const QJsonValue &v : o.value(QStringLiteral("bad_points")).toArray()) {
        const QJsonObject b = v.toObject();
        m.badReads.push_back({bytes(b, "offset_bytes"), std::uint32_t(bytes(b, "length_bytes")),
                              b.value(QStringLiteral("errno")).toInt(),
                              b.value(QStringLiteral("read")).toString() == QLatin1String("access")});
    }
    m.badReadsNotListed = bytes(o, "bad_points_not_listed");
    for (const QJsonValue &v : o.value(QStringLiteral("slow_points")).toArray()) {
        const QJsonObject p = v.toObject();
        m.slowPoints.push_back({bytes(p, "offset_bytes"), number(p, "transfer_ms"), number(p, "slowest_request_ms")});
    }
    return m;
}

SurfaceScanFigures surfaceScan(const QJsonObject &e)
{
    SurfaceScanFigures f;
    for (const QJsonValue &v : e.value(QStringLiteral("surface")).toArray()) {
        const QJsonObject p = v.toObject();
        f.surface.push_back({bytes(p, "offset_bytes"), number(p, "bandwidth_bytes_per_s")});
    }
    for (const QJsonValue &v : e.value(QStringLiteral("access_scatter")).toArray()) {
        const QJsonObject p = v.toObject();
        f.scatter.push_back({bytes(p, "offset_bytes"), number(p, "latency_us")});
    }
    const QJsonObject rate = e.value(QStringLiteral("transfer_bytes_per_s")).toObject();
    f.minBytesPerS = number(rate, "min");
    f.maxBytesPerS = number(rate, "max");
    f.meanBytesPerS = number(rate, "mean");
    f.accessTimeMs = number(e, "access_time_ms");
    const QJsonObject map = e.value(QStringLiteral("error_map")).toObject();
    if (!map.isEmpty())
        f.errorMap = surfaceErrorMap(map);
    return f;
}

SequentialFigures sequential(const QJsonObject &e)
{
    SequentialFigures f;
    f.bandwidthBytesPerS = number(e, "bandwidth_bytes_per_s");
    f.elapsedS = number(e, "elapsed_s");
    for (const QJsonValue &v : e.value(QStringLiteral("per_second")).toArray())
        f.perSecondBytes.push_back(number(v.toObject(), "bandwidth_bytes_per_s"));
    for (const QJsonValue &v : e.value(QStringLiteral("per_tenth")).toArray())
        f.perTenthCurve.emplace_back(number(v.toObject(), "time_s"), number(v.toObject(), "bandwidth_bytes_per_s"));
    const QJsonObject cliff = e.value(QStringLiteral("cache_exhausted")).toObject();
    if (!cliff.isEmpty())
        f.cacheExhausted = WriteCliff{cliff.value(QStringLiteral("at_s")).toInt(), bytes(cliff, "after_bytes"),
                                      number(cliff, "before_bytes_per_s"), number(cliff, "after_bytes_per_s")};
    return f;
}

PhybsFiguresTable phybsTable(const QJsonObject &e)
{
    PhybsFiguresTable f;
    for (const QJsonValue &v : e.value(QStringLiteral("phybs")).toArray()) {
        const QJsonObject r = v.toObject();
        f.rows.push_back({std::uint32_t(bytes(r, "size")), bytes(r, "offset"), bytes(r, "step"), bytes(r, "count"),
                          number(r, "ops_per_s"), number(r, "bandwidth_bytes_per_s")});
    }
    const QJsonObject v = e.value(QStringLiteral("verdict")).toObject();
    f.logicalBytes = std::uint32_t(bytes(v, "logical_block_bytes"));
    f.verdict.physicalBytes = std::uint32_t(bytes(v, "physical_block_bytes"));
    f.verdict.atLeast = v.value(QStringLiteral("at_least")).toBool();
    f.verdict.misalignedStart = v.value(QStringLiteral("misaligned_start")).toBool();
    f.verdict.explanation = v.value(QStringLiteral("explanation")).toString();
    return f;
}

SweepFigures sweepFigures(const QJsonArray &rows)
{
    SweepFigures f;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        SweepPoint p;
        p.blockBytes = std::uint32_t(bytes(row, "block_bytes"));
        const QString rateSuffix = QStringLiteral("_bytes_per_s");
        for (auto it = row.begin(); it != row.end(); ++it) {
            if (!it.key().endsWith(rateSuffix))
                continue;
            const QString op = it.key().chopped(rateSuffix.size());
            p.byOp[op] = {it.value().toDouble(), row.value(op + QStringLiteral("_iops")).toDouble()};
        }
        f.points.push_back(std::move(p));
    }
    return f;
}

/// The rate in bytes per second whose MB/s (rate / 1e6) is the recorded figure exactly, so that
/// it writes back as recorded.
double bytesPerSOfMb(double mbPerS)
{
    constexpr double kMB = 1e6; // the AS SSD inputs are recorded in MB/s (workloadfigures.cpp)
    double v = mbPerS * kMB;
    for (double toward : {std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}) {
        double w = v;
        for (int step = 0; step < 4 && w / kMB != mbPerS; ++step)
            w = std::nextafter(w, toward);
        if (w / kMB == mbPerS)
            return w;
    }
    return v;
}

} // namespace

WorkloadFigures workloadFiguresFromJson(const QJsonObject &e)
{
    WorkloadFigures f;
    // A sequential run (transfer zones, AS SSD Seq, a sustained write): its rate and time, and a
    // sustained write's per-second curve and cliff.
    if (e.contains(QStringLiteral("bandwidth_bytes_per_s")) && e.contains(QStringLiteral("elapsed_s")))
        f.sequential = sequential(e);
    if (e.value(QStringLiteral("phybs")).isArray())
        f.phybs = phybsTable(e);
    if (e.contains(QStringLiteral("ms_per_op")))
        f.seek = SeekFigures{number(e, "ops"), number(e, "elapsed_s"), number(e, "ms_per_op")};
    if (e.contains(QStringLiteral("ms_random_access_time")))
        f.rate = RateFigures{number(e, "ops_per_s"), number(e, "ms_random_access_time")};
    const QJsonObject verdict = e.value(QStringLiteral("verdict")).toObject();
    if (!verdict.isEmpty() && e.contains(QStringLiteral("trace"))) {
        const QJsonObject trace = e.value(QStringLiteral("trace")).toObject();
        TracePlayback t;
        t.verdict = traceVerdict(verdict);
        t.ios = number(trace, "ios");
        t.busyS = number(trace, "busy_s");
        t.idleS = number(trace, "idle_s");
        for (const QJsonValue &v : trace.value(QStringLiteral("qd_at_issue_pct")).toArray())
            t.qdAtIssuePct.push_back(v.toDouble());
        t.source = trace.value(QStringLiteral("source")).toString();
        for (const QJsonValue &v : trace.value(QStringLiteral("target_qd_pct")).toArray())
            t.targetQdPct.push_back(v.toDouble());
        t.skippedTrims = optionalBytes(trace, "skipped_trims");
        t.skippedSyncs = optionalBytes(trace, "skipped_syncs");
        t.realigned = optionalBytes(trace, "realigned");
        f.trace = std::move(t);
    }
    if (verdict.contains(QStringLiteral("kind")) && verdict.contains(QStringLiteral("usable_bytes"))) {
        CapacityFigures c;
        c.verdict = capacityVerdict(verdict);
        c.reserveBytes = optionalBytes(e, "reserve_bytes");
        c.plannedSpanBytes = bytes(e, "planned_span_bytes");
        c.files = bytes(e, "files");
        c.leftoversRemoved = e.value(QStringLiteral("leftovers_removed")).toInt();
        for (const QJsonValue &k : e.value(QStringLiteral("leftovers_kept")).toArray())
            c.leftoversKept << k.toString();
        for (const QJsonValue &n : e.value(QStringLiteral("notes")).toArray())
            c.notes << n.toString();
        f.capacity = std::move(c);
    }
    if (e.value(QStringLiteral("cache")).isObject()) {
        const QJsonObject o = e.value(QStringLiteral("cache")).toObject();
        const auto optNumber = [](const QJsonObject &from, const char *key) -> std::optional<double> {
            const QJsonValue v = from.value(QLatin1String(key));
            return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
        };
        const auto time = [](const QJsonObject &from, const char *key) {
            const QJsonValue v = from.value(QLatin1String(key));
            return v.isDouble() && v.toDouble() >= 0 ? v.toDouble() : -1.0;
        };
        CacheFigures c;
        c.idleBeforeS = number(o, "idle_before_s");
        c.firstInCacheBytesPerS = number(o, "first_in_cache_bytes_per_s");
        c.spanBytes = bytes(o, "span_bytes");
        c.curve.writtenBytes = bytes(o, "written_bytes");
        c.curve.seconds = number(o, "seconds");
        c.curve.binS = o.value(QStringLiteral("bin_s")).toDouble(1);
        c.curve.sizeBytes = optionalBytes(o, "size_bytes");
        c.curve.sizeUncertaintyBytes = bytes(o, "size_uncertainty_bytes");
        c.curve.cliffAtS = time(o, "cliff_at_s");
        c.curve.inCacheBytesPerS = number(o, "in_cache_bytes_per_s");
        c.curve.afterCacheBytesPerS = optNumber(o, "after_cache_bytes_per_s");
        c.curve.floorBytesPerS = optNumber(o, "floor_bytes_per_s");
        c.curve.floorAfterBytes = optionalBytes(o, "floor_after_bytes");
        c.curve.floorAtS = time(o, "floor_at_s");
        for (const QJsonValue &v : o.value(QStringLiteral("recovery")).toArray()) {
            const QJsonObject r = v.toObject();
            c.recovery.push_back({number(r, "idle_s"), bytes(r, "written_bytes"), bytes(r, "size_bytes"),
                                  r.value(QStringLiteral("at_least")).toBool(), number(r, "in_cache_bytes_per_s")});
        }
        f.cache = std::move(c);
    }
    if (e.value(QStringLiteral("surface")).isArray() && e.contains(QStringLiteral("access_scatter")))
        f.surface = surfaceScan(e);
    if (e.contains(QStringLiteral("timed_s")) && e.contains(QStringLiteral("files"))) {
        SmallFilesFigures s;
        s.described = e.contains(QStringLiteral("operation"));
        s.operation = e.value(QStringLiteral("operation")).toString();
        s.order = e.value(QStringLiteral("order")).toString();
        s.filesPlanned = e.value(QStringLiteral("files_planned")).toInt();
        s.fileBytesMin = bytes(e, "file_bytes_min");
        s.fileBytesMax = bytes(e, "file_bytes_max");
        s.files = number(e, "files");
        for (const QJsonValue &v : e.value(QStringLiteral("timed_s")).toArray())
            s.timedS.push_back(v.toDouble());
        s.underHalfSecond = e.value(QStringLiteral("under_half_second")).toBool();
        f.smallFiles = std::move(s);
    }
    if (e.value(QStringLiteral("wake")).isObject())
        f.wake = wakeFiguresFromJson(e.value(QStringLiteral("wake")).toObject());
    if (const QJsonObject score = e.value(QStringLiteral("asssd_score")).toObject(); !score.isEmpty()) {
        const QJsonObject in = score.value(QStringLiteral("inputs_mb_per_s")).toObject();
        AsSsdScoreFigures a;
        a.rates.seqRead = bytesPerSOfMb(number(in, "seq_read"));
        a.rates.seqWrite = bytesPerSOfMb(number(in, "seq_write"));
        a.rates.read4k = bytesPerSOfMb(number(in, "read_4k"));
        a.rates.write4k = bytesPerSOfMb(number(in, "write_4k"));
        a.rates.read4k64 = bytesPerSOfMb(number(in, "read_4k_64thrd"));
        a.rates.write4k64 = bytesPerSOfMb(number(in, "write_4k_64thrd"));
        a.score = {number(score, "read"), number(score, "write"), number(score, "total")};
        f.asSsdScore = a;
    }
    if (e.value(QStringLiteral("sweep")).isArray())
        f.sweep = sweepFigures(e.value(QStringLiteral("sweep")).toArray());
    if (const QJsonObject fio = e.value(QStringLiteral("fio")).toObject(); !fio.isEmpty()) {
        FioJobFigures j;
        j.jobName = fio.value(QStringLiteral("jobname")).toString();
        j.groupId = fio.value(QStringLiteral("groupid")).toInt();
        j.jobOptions = fio.value(QStringLiteral("job_options")).toObject();
        j.direction = fio.value(QStringLiteral("direction")).toString();
        j.clones = fio.value(QStringLiteral("clones")).toArray();
        f.fio = std::move(j);
    }
    // What the parts above write back: a key they do not write, or write otherwise (a foreign
    // or hand-made shape), is kept as read; one they add is left out.
    const QJsonObject typed = workloadFiguresJson(f);
    for (auto it = e.begin(); it != e.end(); ++it) {
        if (typed.value(it.key()) != it.value())
            f.otherKeys.insert(it.key(), it.value());
    }
    for (auto it = typed.begin(); it != typed.end(); ++it) {
        if (!e.contains(it.key()))
            f.storedWithout << it.key();
    }
    return f;
}

CapacityRates capacityRates(const CapacityVerdict &verdict)
{
    // Bytes over the seconds each bin took (bytes / rate): a bin of few bytes weighs little.
    const auto rate = [](const std::vector<CapacityCurvePoint> &curve) {
        double moved = 0, seconds = 0;
        for (const CapacityCurvePoint &p : curve) {
            if (p.bandwidthBytesPerS > 0 && p.bytes > 0) {
                moved += double(p.bytes);
                seconds += double(p.bytes) / p.bandwidthBytesPerS;
            }
        }
        return seconds > 0 ? moved / seconds : 0.0;
    };
    return {rate(verdict.writeCurve), rate(verdict.readCurve)};
}

} // namespace drivebench
