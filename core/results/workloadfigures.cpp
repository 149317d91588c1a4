// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadfigures.h"

#include <algorithm>

#include <QJsonArray>

#include "core/results/runresult.h"
#include "core/results/workloadfiguresjson.h"

namespace drivebench {

namespace {

constexpr double kMB = 1e6; // AS SSD's inputs in MB/s, as everywhere in DriveBench

QJsonValue optionalBytes(const std::optional<std::uint64_t> &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue();
}

QJsonArray doubles(const std::vector<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

QJsonArray curveJson(const std::vector<CapacityCurvePoint> &curve)
{
    QJsonArray a;
    for (const CapacityCurvePoint &p : curve)
        a.append(QJsonObject{{QStringLiteral("offset_bytes"), double(p.offsetBytes)},
                             {QStringLiteral("bytes"), double(p.bytes)},
                             {QStringLiteral("bandwidth_bytes_per_s"), p.bandwidthBytesPerS}});
    return a;
}

QJsonArray sweepJson(const SweepFigures &sweep)
{
    QJsonArray a;
    for (const SweepPoint &p : sweep.points) {
        QJsonObject row{{QStringLiteral("block_bytes"), double(p.blockBytes)}};
        for (const auto &[op, rate] : p.byOp) {
            row.insert(op + QStringLiteral("_bytes_per_s"), rate.bytesPerS);
            row.insert(op + QStringLiteral("_iops"), rate.iops);
        }
        a.append(row);
    }
    return a;
}

void insertAll(QJsonObject &into, const QJsonObject &from)
{
    for (auto it = from.begin(); it != from.end(); ++it)
        into.insert(it.key(), it.value());
}

} // namespace

QJsonObject toJson(const SeekFigures &f)
{
    return QJsonObject{{QStringLiteral("ops"), f.ops},
                       {QStringLiteral("elapsed_s"), f.elapsedS},
                       {QStringLiteral("ms_per_op"), f.msPerOp}};
}

QJsonObject toJson(const RateFigures &f)
{
    return QJsonObject{{QStringLiteral("ops_per_s"), f.opsPerS},
                       {QStringLiteral("ms_random_access_time"), f.msRandomAccessTime}};
}

QJsonObject toJson(const SequentialFigures &f)
{
    QJsonObject o{{QStringLiteral("bandwidth_bytes_per_s"), f.bandwidthBytesPerS},
                  {QStringLiteral("elapsed_s"), f.elapsedS}};
    if (f.perSecondBytes.empty())
        return o;
    QJsonArray curve;
    for (std::size_t s = 0; s < f.perSecondBytes.size(); ++s)
        curve.append(QJsonObject{{QStringLiteral("time_s"), int(s) + 1},
                                 {QStringLiteral("bandwidth_bytes_per_s"), f.perSecondBytes[s]}});
    o.insert(QStringLiteral("per_second"), curve);
    // The cache test's curve in the tenths its figures come from: a write of under two seconds
    // (no cliff on a fast drive) is still a curve, not one point.
    if (!f.perTenthCurve.empty()) {
        QJsonArray tenths;
        for (const auto &[time, rate] : f.perTenthCurve)
            tenths.append(QJsonObject{{QStringLiteral("time_s"), time}, {QStringLiteral("bandwidth_bytes_per_s"), rate}});
        o.insert(QStringLiteral("per_tenth"), tenths);
    } else if (!f.perTenthBytes.empty()) {
        QJsonArray tenths;
        const std::size_t n = f.perTenthBytes.size();
        for (std::size_t k = 0; k < n; ++k) {
            // The last bin ends with the write: its rate over the time it lasted (a bin of
            // 0.02 s at full speed drew a drop at the end), left out when under half a bin.
            double width = 0.1, end = double(k + 1) / 10.0;
            if (k + 1 == n && f.elapsedS > double(k) / 10.0 && f.elapsedS < end) {
                width = f.elapsedS - double(k) / 10.0;
                end = f.elapsedS;
                if (width < 0.05 && n > 2)
                    break;
            }
            tenths.append(QJsonObject{{QStringLiteral("time_s"), end},
                                      {QStringLiteral("bandwidth_bytes_per_s"), f.perTenthBytes[k] / std::max(width, 0.05)}});
        }
        o.insert(QStringLiteral("per_tenth"), tenths);
    }
    if (const auto &c = f.cacheExhausted)
        o.insert(QStringLiteral("cache_exhausted"),
                 QJsonObject{{QStringLiteral("at_s"), c->second},
                             {QStringLiteral("after_bytes"), double(c->bytesBefore)},
                             {QStringLiteral("before_bytes_per_s"), c->beforeBytesPerS},
                             {QStringLiteral("after_bytes_per_s"), c->afterBytesPerS}});
    else
        o.insert(QStringLiteral("cache_exhausted"), QJsonValue::Null);
    return o;
}

QString cellLetters(const std::vector<SurfaceCell> &cells)
{
    QString s;
    s.reserve(qsizetype(cells.size()));
    for (SurfaceCell c : cells)
        s += c == SurfaceCell::Good ? QLatin1Char('g') : c == SurfaceCell::Slow ? QLatin1Char('s')
             : c == SurfaceCell::Bad ? QLatin1Char('b') : QLatin1Char('-');
    return s;
}

QJsonObject toJson(const SurfaceErrorMap &m)
{
    QJsonArray bad, slow;
    for (const SurfaceBadRead &b : m.badReads)
        bad.append(QJsonObject{{QStringLiteral("offset_bytes"), double(b.offsetBytes)},
                               {QStringLiteral("length_bytes"), double(b.lengthBytes)},
                               {QStringLiteral("errno"), b.errnoValue},
                               {QStringLiteral("read"), b.access ? QStringLiteral("access") : QStringLiteral("transfer")}});
    for (const SurfaceSlowPoint &p : m.slowPoints)
        slow.append(QJsonObject{{QStringLiteral("offset_bytes"), double(p.offsetBytes)},
                                {QStringLiteral("transfer_ms"), p.ms},
                                {QStringLiteral("slowest_request_ms"), p.maxRequestMs}});
    QJsonObject o{
        {QStringLiteral("span_bytes"), double(m.spanBytes)},
        {QStringLiteral("point_bytes"), double(m.pointBytes)},
        {QStringLiteral("cells"), cellLetters(m.cells)},
        {QStringLiteral("good"), m.good},
        {QStringLiteral("slow"), m.slow},
        {QStringLiteral("bad"), m.bad},
        {QStringLiteral("not_scanned"), m.notScanned},
        {QStringLiteral("read_errors"), double(m.readErrors)},
        {QStringLiteral("median_point_ms"), m.medianPointMs},
        {QStringLiteral("slow_rule"), QJsonObject{{QStringLiteral("median_factor"), SurfaceErrorMap::kSlowFactor},
                                                  {QStringLiteral("request_ms"), SurfaceErrorMap::kSlowRequestMs}}},
        {QStringLiteral("stopped"), m.stopped == SurfaceStop::None ? QJsonValue() : QJsonValue(surfaceStopName(m.stopped))},
        {QStringLiteral("bad_points"), bad},
        {QStringLiteral("bad_points_not_listed"), double(m.badReadsNotListed)},
        {QStringLiteral("slow_points"), slow}};
    if (m.full || m.scanNamed)
        o.insert(QStringLiteral("scan"), m.full ? QStringLiteral("full") : QStringLiteral("sampled"));
    if (m.full)
        o.insert(QStringLiteral("block_bytes"), double(m.blockBytes));
    return o;
}

QJsonObject toJson(const SurfaceScanFigures &f)
{
    QJsonArray surface, scatter;
    for (const SurfacePoint &p : f.surface)
        surface.append(QJsonObject{{QStringLiteral("offset_bytes"), double(p.offsetBytes)},
                                   {QStringLiteral("bandwidth_bytes_per_s"), p.bandwidthBytesPerS}});
    for (const AccessPoint &a : f.scatter)
        scatter.append(QJsonObject{{QStringLiteral("offset_bytes"), double(a.offsetBytes)},
                                   {QStringLiteral("latency_us"), a.latencyUs}});
    QJsonObject o{
        {QStringLiteral("surface"), surface},
        {QStringLiteral("access_scatter"), scatter},
        {QStringLiteral("transfer_bytes_per_s"),
         QJsonObject{{QStringLiteral("min"), f.minBytesPerS}, {QStringLiteral("max"), f.maxBytesPerS},
                     {QStringLiteral("mean"), f.meanBytesPerS}}},
        {QStringLiteral("access_time_ms"), f.accessTimeMs}};
    if (f.errorMap)
        o.insert(QStringLiteral("error_map"), toJson(*f.errorMap));
    return o;
}

QString phybsAlignmentName(const PhybsVerdict &verdict)
{
    return verdict.misalignedStart ? QStringLiteral("BAD")
           : verdict.physicalBytes ? QStringLiteral("OK")
                                   : QStringLiteral("unknown");
}

QJsonObject toJson(const PhybsFiguresTable &f)
{
    QJsonArray rows;
    for (const PhybsScanRow &r : f.rows)
        rows.append(QJsonObject{{QStringLiteral("size"), double(r.sizeBytes)},
                                {QStringLiteral("offset"), double(r.offsetBytes)},
                                {QStringLiteral("step"), double(r.stepBytes)},
                                {QStringLiteral("count"), double(r.count)},
                                {QStringLiteral("ops_per_s"), r.opsPerS},
                                {QStringLiteral("bandwidth_bytes_per_s"), r.bandwidthBytesPerS}});
    const PhybsVerdict &v = f.verdict;
    return QJsonObject{
        {QStringLiteral("phybs"), rows},
        {QStringLiteral("verdict"),
         QJsonObject{{QStringLiteral("physical_block_bytes"), double(v.physicalBytes)},
                     {QStringLiteral("at_least"), v.atLeast},
                     {QStringLiteral("logical_block_bytes"), double(f.logicalBytes)},
                     {QStringLiteral("misaligned_start"), v.misalignedStart},
                     {QStringLiteral("alignment"), phybsAlignmentName(v)},
                     {QStringLiteral("explanation"), v.explanation}}}};
}

QJsonObject toJson(const TraceVerdict &v)
{
    auto pair = [](double mean, double p99) {
        return QJsonObject{{QStringLiteral("mean"), mean}, {QStringLiteral("p99"), p99}};
    };
    return QJsonObject{
        {QStringLiteral("avg_data_rate_bytes_per_s"), v.avgDataRateBytesPerS},
        {QStringLiteral("latency_us"),
         QJsonObject{{QStringLiteral("read"), pair(v.readMeanUs, v.readP99Us)},
                     {QStringLiteral("write"), pair(v.writeMeanUs, v.writeP99Us)},
                     {QStringLiteral("all"), pair(v.allMeanUs, v.allP99Us)}}},
        {QStringLiteral("ios_over_10ms_pct"), v.iosOver10msPct},
        {QStringLiteral("ios_over_100ms_pct"), v.iosOver100msPct},
    };
}

QJsonObject toJson(const TracePlayback &f)
{
    QJsonObject trace{{QStringLiteral("ios"), f.ios},
                      {QStringLiteral("busy_s"), f.busyS},
                      {QStringLiteral("idle_s"), f.idleS},
                      {QStringLiteral("qd_at_issue_pct"), doubles(f.qdAtIssuePct)},
                      {QStringLiteral("qd_buckets"), QJsonArray{QStringLiteral("1"), QStringLiteral("2"),
                           QStringLiteral("3"), QStringLiteral("4-5"), QStringLiteral("6-10"),
                           QStringLiteral("11-20"), QStringLiteral("21-32"), QStringLiteral(">32")}}};
    if (!f.source.isEmpty())
        trace.insert(QStringLiteral("source"), f.source);
    if (!f.targetQdPct.empty())
        trace.insert(QStringLiteral("target_qd_pct"), doubles(f.targetQdPct));
    if (f.skippedTrims)
        trace.insert(QStringLiteral("skipped_trims"), double(*f.skippedTrims));
    if (f.skippedSyncs)
        trace.insert(QStringLiteral("skipped_syncs"), double(*f.skippedSyncs));
    if (f.realigned)
        trace.insert(QStringLiteral("realigned"), double(*f.realigned));
    return QJsonObject{{QStringLiteral("verdict"), toJson(f.verdict)}, {QStringLiteral("trace"), trace}};
}

QJsonObject toJson(const SmallFilesFigures &f)
{
    QJsonObject o;
    if (f.described) {
        o.insert(QStringLiteral("operation"), f.operation);
        o.insert(QStringLiteral("order"), f.order);
        o.insert(QStringLiteral("files_planned"), f.filesPlanned);
        o.insert(QStringLiteral("file_bytes_min"), double(f.fileBytesMin));
        o.insert(QStringLiteral("file_bytes_max"), double(f.fileBytesMax));
    }
    o.insert(QStringLiteral("files"), f.files);
    o.insert(QStringLiteral("timed_s"), doubles(f.timedS));
    o.insert(QStringLiteral("under_half_second"), f.underHalfSecond);
    return o;
}

QJsonObject toJson(const CapacityVerdict &v)
{
    QJsonObject o{
        {QStringLiteral("kind"), v.kind},
        {QStringLiteral("mode"), v.deviceMode ? QStringLiteral("device") : QStringLiteral("file")},
        {QStringLiteral("quick"), v.quick},
        {QStringLiteral("complete"), v.complete},
        {QStringLiteral("span_bytes"), double(v.spanBytes)},
        {QStringLiteral("tested_bytes"), double(v.testedBytes)},
        {QStringLiteral("written_bytes"), double(v.writtenBytes)},
        {QStringLiteral("usable_bytes"), double(v.usableBytes)},
        {QStringLiteral("verified_bytes"), double(v.verifiedBytes)},
        {QStringLiteral("good_bytes"), double(v.goodBytes)},
        {QStringLiteral("first_bad_offset_bytes"), optionalBytes(v.firstBadOffsetBytes)},
        {QStringLiteral("wrap_distance_bytes"), optionalBytes(v.wrapDistanceBytes)},
        {QStringLiteral("bad_bytes"), QJsonObject{{QStringLiteral("wrapped"), double(v.wrappedBytes)},
                                                  {QStringLiteral("stale"), double(v.staleBytes)},
                                                  {QStringLiteral("corrupt"), double(v.corruptBytes)},
                                                  {QStringLiteral("unreadable"), double(v.unreadableBytes)}}},
        {QStringLiteral("bad_total_bytes"), double(v.badTotalBytes)},
        {QStringLiteral("write_error_bytes"), double(v.writeErrorBytes)},
        {QStringLiteral("write_bytes_per_s"), capacityRates(v).writeBytesPerS},
        {QStringLiteral("read_bytes_per_s"), capacityRates(v).readBytesPerS},
        {QStringLiteral("write_curve"), curveJson(v.writeCurve)},
        {QStringLiteral("read_curve"), curveJson(v.readCurve)},
        {QStringLiteral("read_back"), v.directReadBack ? QStringLiteral("direct") : QStringLiteral("dropped_cache")},
        {QStringLiteral("seed"), v.seed},
        {QStringLiteral("bad_ranges_not_listed"), double(v.badRangesNotListed)},
        {QStringLiteral("text"), v.text},
    };
    QJsonArray bad;
    for (const CapacityBadRange &r : v.badRanges)
        bad.append(QJsonObject{{QStringLiteral("offset_bytes"), double(r.offsetBytes)},
                               {QStringLiteral("length_bytes"), double(r.lengthBytes)},
                               {QStringLiteral("kind"), r.kind}});
    o.insert(QStringLiteral("bad_ranges"), bad);
    if (v.cliffSearched) {
        if (const auto &c = v.cacheExhausted)
            o.insert(QStringLiteral("cache_exhausted"),
                     QJsonObject{{QStringLiteral("at_offset_bytes"), double(c->atOffsetBytes)},
                                 {QStringLiteral("after_bytes"), double(c->atOffsetBytes)},
                                 {QStringLiteral("before_bytes_per_s"), c->beforeBytesPerS},
                                 {QStringLiteral("after_bytes_per_s"), c->afterBytesPerS}});
        else
            o.insert(QStringLiteral("cache_exhausted"), QJsonValue::Null);
    }
    return o;
}

QJsonObject toJson(const CapacityFigures &f)
{
    QJsonObject o{
        {QStringLiteral("verdict"), toJson(f.verdict)},
        {QStringLiteral("reserve_bytes"), optionalBytes(f.reserveBytes)},
        {QStringLiteral("planned_span_bytes"), double(f.plannedSpanBytes)},
        {QStringLiteral("files"), double(f.files)},
        {QStringLiteral("leftovers_removed"), f.leftoversRemoved},
    };
    if (!f.leftoversKept.isEmpty())
        o.insert(QStringLiteral("leftovers_kept"), QJsonArray::fromStringList(f.leftoversKept));
    if (!f.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(f.notes));
    return o;
}

QJsonObject toJson(const AsSsdScoreFigures &f)
{
    const AsSsdRates &r = f.rates;
    QJsonObject inputs{{QStringLiteral("seq_read"), r.seqRead / kMB},
                       {QStringLiteral("seq_write"), r.seqWrite / kMB},
                       {QStringLiteral("read_4k"), r.read4k / kMB},
                       {QStringLiteral("write_4k"), r.write4k / kMB},
                       {QStringLiteral("read_4k_64thrd"), r.read4k64 / kMB},
                       {QStringLiteral("write_4k_64thrd"), r.write4k64 / kMB}};
    return QJsonObject{{QStringLiteral("read"), f.score.read},
                       {QStringLiteral("write"), f.score.write},
                       {QStringLiteral("total"), f.score.total},
                       {QStringLiteral("inputs_mb_per_s"), inputs}};
}

QJsonObject toJson(const CacheFigures &f)
{
    const CacheCurve &c = f.curve;
    const auto opt = [](const auto &v) { return v ? QJsonValue(double(*v)) : QJsonValue(); };
    QJsonArray recovery;
    for (const CacheRecovery &r : f.recovery)
        recovery.append(QJsonObject{{QStringLiteral("idle_s"), r.idleS},
                                    {QStringLiteral("size_bytes"), double(r.sizeBytes)},
                                    {QStringLiteral("at_least"), r.atLeast},
                                    {QStringLiteral("written_bytes"), double(r.writtenBytes)},
                                    {QStringLiteral("in_cache_bytes_per_s"), r.inCacheBytesPerS}});
    QJsonObject o{{QStringLiteral("span_bytes"), double(f.spanBytes)},
                       {QStringLiteral("written_bytes"), double(c.writtenBytes)},
                       {QStringLiteral("seconds"), c.seconds},
                       {QStringLiteral("size_bytes"), opt(c.sizeBytes)},
                       {QStringLiteral("size_uncertainty_bytes"),
                        c.sizeBytes ? QJsonValue(double(c.sizeUncertaintyBytes)) : QJsonValue()},
                       {QStringLiteral("bin_s"), c.binS},
                       {QStringLiteral("cliff_at_s"), c.cliffAtS >= 0 ? QJsonValue(c.cliffAtS) : QJsonValue()},
                       {QStringLiteral("in_cache_bytes_per_s"), c.inCacheBytesPerS},
                       {QStringLiteral("after_cache_bytes_per_s"), opt(c.afterCacheBytesPerS)},
                       {QStringLiteral("floor_bytes_per_s"), opt(c.floorBytesPerS)},
                       {QStringLiteral("floor_after_bytes"), opt(c.floorAfterBytes)},
                       {QStringLiteral("floor_at_s"), c.floorAtS >= 0 ? QJsonValue(c.floorAtS) : QJsonValue()},
                       {QStringLiteral("recovery"), recovery}};
    if (f.idleBeforeS > 0) {
        o.insert(QStringLiteral("idle_before_s"), f.idleBeforeS);
        o.insert(QStringLiteral("first_in_cache_bytes_per_s"), f.firstInCacheBytesPerS);
        o.remove(QStringLiteral("recovery"));
    }
    return o;
}

QJsonObject toJson(const FioJobFigures &f)
{
    return QJsonObject{{QStringLiteral("jobname"), f.jobName},
                       {QStringLiteral("groupid"), f.groupId},
                       {QStringLiteral("job_options"), f.jobOptions},
                       {QStringLiteral("direction"), f.direction},
                       {QStringLiteral("clones"), f.clones}};
}

QJsonObject workloadFiguresJson(const WorkloadFigures &f)
{
    QJsonObject o;
    if (f.seek)
        insertAll(o, toJson(*f.seek));
    if (f.rate)
        insertAll(o, toJson(*f.rate));
    if (f.sequential)
        insertAll(o, toJson(*f.sequential));
    if (f.surface)
        insertAll(o, toJson(*f.surface));
    if (f.phybs)
        insertAll(o, toJson(*f.phybs));
    if (f.trace)
        insertAll(o, toJson(*f.trace));
    if (f.smallFiles)
        insertAll(o, toJson(*f.smallFiles));
    if (f.capacity)
        insertAll(o, toJson(*f.capacity));
    if (f.asSsdScore)
        o.insert(QStringLiteral("asssd_score"), toJson(*f.asSsdScore));
    if (f.sweep)
        o.insert(QStringLiteral("sweep"), sweepJson(*f.sweep));
    if (f.cache)
        o.insert(QStringLiteral("cache"), toJson(*f.cache));
    if (f.wake)
        o.insert(QStringLiteral("wake"), toJson(*f.wake));
    if (f.fio)
        o.insert(QStringLiteral("fio"), toJson(*f.fio));
    // A stored extra the parts above do not say exactly: as it was read.
    for (const QString &key : f.storedWithout)
        o.remove(key);
    insertAll(o, f.otherKeys);
    return o;
}

QString surfaceStopName(SurfaceStop stop)
{
    switch (stop) {
    case SurfaceStop::None:
        return {};
    case SurfaceStop::ConsecutiveErrors:
        return QStringLiteral("consecutive_errors");
    case SurfaceStop::ErrorLimit:
        return QStringLiteral("error_limit");
    case SurfaceStop::DeviceGone:
        return QStringLiteral("device_gone");
    }
    return {};
}

std::uint64_t SurfaceErrorMap::fullCellStart(std::uint64_t spanBytes, std::uint32_t blockBytes,
                                             std::size_t cells, std::size_t cell)
{
    if (blockBytes == 0 || cells == 0 || cell >= cells)
        return spanBytes;
    const std::uint64_t blocks = (spanBytes + blockBytes - 1) / blockBytes;
    __extension__ typedef unsigned __int128 Wide; // cell x blocks passes 64 bits on huge spans
    const auto block = std::uint64_t(static_cast<Wide>(cell) * blocks / cells);
    return block * blockBytes;
}

int SurfaceErrorMap::cellAt(std::uint64_t offsetBytes) const
{
    if (offsets.empty() || offsetBytes >= spanBytes || offsetBytes < offsets.front())
        return -1;
    const auto after = std::upper_bound(offsets.begin(), offsets.end(), offsetBytes);
    return int(after - offsets.begin()) - 1;
}

bool isSweepTestId(const QString &id)
{
    return id.startsWith(QLatin1String("SWEEP_"));
}

SweepFigures sweepFiguresOf(const std::vector<TestResult> &tests)
{
    std::map<std::uint32_t, SweepPoint> bySize;
    for (const TestResult &t : tests) {
        if (!isSweepTestId(t.id) || !t.completed || t.ios == 0)
            continue;
        SweepPoint &row = bySize[t.blockSize];
        row.blockBytes = t.blockSize;
        row.byOp[t.op] = {t.bandwidthBytesPerS, t.iops};
    }
    SweepFigures f;
    for (const auto &[size, row] : bySize)
        f.points.push_back(row);
    return f;
}

void addWorkloadFigures(TestResult &test, const WorkloadFigures &figures)
{
    WorkloadFigures &to = test.figures;
    const auto set = [](auto &part, const auto &from) {
        if (from)
            part = from;
    };
    set(to.seek, figures.seek);
    set(to.rate, figures.rate);
    set(to.sequential, figures.sequential);
    set(to.surface, figures.surface);
    set(to.phybs, figures.phybs);
    set(to.trace, figures.trace);
    set(to.smallFiles, figures.smallFiles);
    set(to.capacity, figures.capacity);
    set(to.asSsdScore, figures.asSsdScore);
    set(to.sweep, figures.sweep);
    set(to.cache, figures.cache);
    set(to.wake, figures.wake);
    set(to.fio, figures.fio);
    for (auto it = figures.otherKeys.begin(); it != figures.otherKeys.end(); ++it)
        to.otherKeys.insert(it.key(), it.value());
}

const WorkloadFigures &workloadFiguresOf(const TestResult &test)
{
    return test.figures;
}

} // namespace drivebench
