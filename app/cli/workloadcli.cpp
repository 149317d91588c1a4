// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadcli.h"

#include <algorithm>
#include <cstring>
#include <functional>

#include "core/util/bytesize.h"
#include "core/results/testremarks.h"
#include "core/results/workloadfigures.h"
#include "core/workloads/capacitysector.h"
#include "core/workloads/seekstroke.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/workloadtests.h"
#include "app/cli/wakesummary.h"

namespace drivebench {

namespace {

QCommandLineOption opt(const char *name, const QString &help, const char *value = nullptr)
{
    return value ? QCommandLineOption(QLatin1String(name), help, QLatin1String(value))
                 : QCommandLineOption(QLatin1String(name), help);
}

Error usage(const QString &what, const QString &fix)
{
    return Error::make(std::errc::invalid_argument, what.toStdString(), fix.toStdString());
}

Result<double> positive(const QCommandLineParser &p, const char *name, double lo, double hi)
{
    bool ok = false;
    const double v = p.value(QLatin1String(name)).toDouble(&ok);
    if (!ok || !(v >= lo && v <= hi))
        return usage(QStringLiteral("--%1 '%2' is not a number from %3 to %4")
                         .arg(QLatin1String(name), p.value(QLatin1String(name))).arg(lo).arg(hi),
                     QStringLiteral("see drivebench-cli run --help"));
    return v;
}

} // namespace

QList<QCommandLineOption> workloadCommandLineOptions()
{
    return {
        opt("trace", QStringLiteral("Replay a trace: fio iolog v2/v3 or blkparse text output."), "FILE"),
        opt("trace-mapping", QStringLiteral("Trace offsets into the span: wrap (default), scale or exact."), "HOW"),
        opt("trace-timing", QStringLiteral("Trace issue times: recorded (default) or nostall."), "HOW"),
        opt("time-scale", QStringLiteral("Replay speed factor for recorded times (default 1; 2 = twice as fast)."), "F"),
        opt("scale", QStringLiteral("destroyer/heavy/light: fraction of the full trace (default 0.02 / 0.25 / 1)."), "F"),
        opt("seed", QStringLiteral("destroyer/heavy/light: generator seed (default 1; same seed, same trace)."), "N"),
        opt("no-idle", QStringLiteral("destroyer/heavy/light: drop the idle gaps between bursts.")),
        opt("export-iolog", QStringLiteral("destroyer/heavy/light: also write the trace as fio iolog v3 to FILE."), "FILE"),
        opt("qd", QStringLiteral("Queue depth of sweep, sustained, cache and trace replay (default: per workload)."), "N"),
        opt("points", QStringLiteral("surface: number of points, or of the full scan's map cells (default 200)."), "K"),
        opt("scan", QStringLiteral("surface: sampled (default: 8 MiB at each point) or full (every block once, 1 MiB reads at --qd, default 4)."), "HOW"),
        opt("sweep", QStringLiteral("sweep: atto (512 B..64 MiB, QD4, 256 MiB; default) or dd (32K..2048K, QD1)."), "KIND"),
        opt("files", QStringLiteral("smallfiles: files per test (default 16384, bonnie++ -n 16)."), "N"),
        opt("file-size", QStringLiteral("smallfiles: file size, SIZE or MIN:MAX with K/M (default 0, empty files)."), "SIZE"),
        opt("sustained-size", QStringLiteral("sustained, cache: bytes to write (default: the whole test file)."), "SIZE"),
        opt("cache-idle", QStringLiteral("cache: idle pauses before each recovery burst, seconds, comma-separated (default 60,300; 0 = no bursts)."), "LIST"),
        opt("idle", QStringLiteral("wake: idle times before the reads, e.g. 0,110ms,2.1s (a bare number is ms), or quick "
                                   "(0, 50, 200 ms, 1, 3 s; 10 reads each, about 45 s) (default: 0 ms to 10 s in 13 steps, "
                                   "20 reads each, about 8 min)."), "LIST"),
        opt("samples", QStringLiteral("wake: reads after each idle time (default 20; 10 with --idle quick)."), "N"),
        opt("reserve", QStringLiteral("capacity: bytes left free on the filesystem (default: 1 % of it or 1G, whichever is smaller; 0 = none)."), "SIZE"),
        opt("quick", QStringLiteral("capacity: write and verify sampled regions over the whole span (minutes) instead of every byte.")),
    };
}

Result<void> fillWorkloadChoice(const QCommandLineParser &p, RunChoice &choice)
{
    WorkloadOptions &o = choice.workload;
    if (p.isSet(QStringLiteral("trace")))
        choice.tracePath = p.value(QStringLiteral("trace"));
    if (p.isSet(QStringLiteral("scale"))) {
        auto v = positive(p, "scale", 1e-9, 10);
        if (!v)
            return v.error();
        o.scale = *v;
    }
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        o.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return usage(QStringLiteral("--seed '%1' is not a number").arg(p.value(QStringLiteral("seed"))),
                         QStringLiteral("give a whole number"));
        o.smallFiles.seed = std::max<std::uint64_t>(1, o.seed);
    }
    o.noStall = p.isSet(QStringLiteral("no-idle"));
    if (p.isSet(QStringLiteral("qd"))) {
        auto v = positive(p, "qd", 1, 512);
        if (!v)
            return v.error();
        o.queueDepth = int(*v);
    }
    if (p.isSet(QStringLiteral("points"))) {
        auto v = positive(p, "points", 2, 100000);
        if (!v)
            return v.error();
        o.surfacePoints = int(*v);
    }
    if (p.isSet(QStringLiteral("scan"))) {
        const QString how = p.value(QStringLiteral("scan")).toLower();
        if (how != QLatin1String("sampled") && how != QLatin1String("full"))
            return usage(QStringLiteral("--scan '%1' is not sampled or full").arg(p.value(QStringLiteral("scan"))),
                         QStringLiteral("use --scan full to read every block, --scan sampled for the points"));
        o.surfaceFull = how == QLatin1String("full");
    }
    if (p.isSet(QStringLiteral("sweep"))) {
        auto kind = parseSweepKind(p.value(QStringLiteral("sweep")).toLower());
        if (!kind)
            return kind.error();
        o.sweep = *kind;
    }
    if (p.isSet(QStringLiteral("files"))) {
        auto v = positive(p, "files", 1, kSmallFilesMaxCount);
        if (!v)
            return v.error();
        o.smallFiles.files = int(*v);
    }
    if (p.isSet(QStringLiteral("file-size"))) {
        auto range = parseFileSizeRange(p.value(QStringLiteral("file-size")));
        if (!range)
            return range.error();
        o.smallFiles.minBytes = range->first;
        o.smallFiles.maxBytes = range->second;
    }
    if (p.isSet(QStringLiteral("sustained-size"))) {
        const QString text = p.value(QStringLiteral("sustained-size"));
        const std::optional<std::uint64_t> bytes = parseByteSize(text);
        if (!bytes)
            return usage(QStringLiteral("--sustained-size '%1' is not a size").arg(text),
                         QStringLiteral("e.g. 64G or 64GiB"));
        o.sustainedBytes = *bytes;
    }
    if (p.isSet(QStringLiteral("cache-idle"))) {
        auto idle = parseCacheIdleList(p.value(QStringLiteral("cache-idle")));
        if (!idle)
            return idle.error();
        o.cacheIdleS = *idle;
    }
    if (p.isSet(QStringLiteral("idle")) || p.isSet(QStringLiteral("samples"))) {
        int samples = 0;
        if (p.isSet(QStringLiteral("samples"))) {
            auto v = positive(p, "samples", 1, 100000);
            if (!v)
                return v.error();
            samples = int(*v);
        }
        auto wake = wakeSettingsFrom(p.value(QStringLiteral("idle")), samples);
        if (!wake)
            return wake.error();
        o.wake = *wake;
    }
    if (p.isSet(QStringLiteral("reserve"))) {
        // 0 (none) is a reserve, though not a byte size of a test or a file.
        const QString text = p.value(QStringLiteral("reserve")).trimmed();
        const std::optional<std::uint64_t> bytes = text == QLatin1String("0") ? std::optional<std::uint64_t>(0)
                                                                              : parseByteSize(text);
        if (!bytes)
            return usage(QStringLiteral("--reserve '%1' is not a size").arg(p.value(QStringLiteral("reserve"))),
                         QStringLiteral("e.g. --reserve 2G, or 0 to fill the filesystem completely"));
        o.capacity.reserveBytes = *bytes;
    }
    o.capacity.quick = p.isSet(QStringLiteral("quick"));
    if (p.isSet(QStringLiteral("trace-mapping"))) {
        const QString m = p.value(QStringLiteral("trace-mapping")).toLower();
        if (m == QLatin1String("wrap"))
            o.replay.mapping = TraceMapping::Wrap;
        else if (m == QLatin1String("scale"))
            o.replay.mapping = TraceMapping::Scale;
        else if (m == QLatin1String("exact"))
            o.replay.mapping = TraceMapping::Exact;
        else
            return usage(QStringLiteral("--trace-mapping '%1' is not wrap, scale or exact").arg(m),
                         QStringLiteral("wrap keeps sequential runs, scale keeps positions"));
    }
    if (p.isSet(QStringLiteral("trace-timing"))) {
        const QString t = p.value(QStringLiteral("trace-timing")).toLower();
        if (t == QLatin1String("recorded"))
            o.replay.timing = TraceTiming::AsRecorded;
        else if (t == QLatin1String("nostall"))
            o.replay.timing = TraceTiming::NoStall;
        else
            return usage(QStringLiteral("--trace-timing '%1' is not recorded or nostall").arg(t),
                         QStringLiteral("nostall issues in order as fast as the queue depth allows"));
    }
    if (p.isSet(QStringLiteral("time-scale"))) {
        auto v = positive(p, "time-scale", 0.001, 1000);
        if (!v)
            return v.error();
        o.replay.timeScale = *v;
    }
    return {};
}

bool workloadFoundBadMedia(const RunResult &run)
{
    for (const TestResult &t : run.tests) {
        const WorkloadFigures f = workloadFiguresOf(t);
        if (f.capacity && (f.capacity->verdict.kind == capacityKindName(CapacityKind::Fake)
                           || f.capacity->verdict.kind == capacityKindName(CapacityKind::Errors)))
            return true;
    }
    return false;
}

namespace {

using LineOut = std::function<void(const QString &)>;

/// The capacity check: its verdict and rates, where the write cache ran out, the first bad
/// ranges, what was kept and its notes.
void capacityLines(const QString &id, const CapacityFigures &c, const LineOut &line)
{
    const CapacityVerdict &v = c.verdict;
    // The one write and one read figure (capacityRates): the JSON headline's and the table's.
    const CapacityRates rates = capacityRates(v);
    line(QStringLiteral("%1: %2; write %3 MB/s, read %4 MB/s")
             .arg(id, v.text)
             .arg(rates.writeBytesPerS / 1e6, 0, 'f', 2)
             .arg(rates.readBytesPerS / 1e6, 0, 'f', 2));
    if (const auto &cliff = v.cacheExhausted)
        line(QStringLiteral("%1: write cache ran out after %2 (%3 -> %4 MB/s)").arg(id)
                 .arg(capacityBytesText(double(cliff->atOffsetBytes)))
                 .arg(cliff->beforeBytesPerS / 1e6, 0, 'f', 1)
                 .arg(cliff->afterBytesPerS / 1e6, 0, 'f', 1));
    for (std::size_t i = 0; i < std::min<std::size_t>(v.badRanges.size(), 5); ++i) {
        const CapacityBadRange &r = v.badRanges[i];
        line(QStringLiteral("%1: %2 bytes %3 at offset %4 (%5)").arg(id)
                 .arg(double(r.lengthBytes), 0, 'f', 0)
                 .arg(r.kind)
                 .arg(double(r.offsetBytes), 0, 'f', 0)
                 .arg(capacityBytesText(double(r.offsetBytes))));
    }
    if (v.badRanges.size() > 5)
        line(QStringLiteral("%1: ... %2 more bad ranges in the JSON result").arg(id).arg(v.badRanges.size() - 5));
    for (const QString &k : c.leftoversKept)
        line(QStringLiteral("%1: not removed: %2").arg(id, k));
    for (const QString &n : c.notes)
        line(QStringLiteral("%1: %2").arg(id, n));
}

/// A sustained write's per-second curve: where its write cache ran out, or that it did not.
void sustainedLines(const QString &id, const SequentialFigures &s, const LineOut &line)
{
    const auto &c = s.cacheExhausted;
    line(!c ? QStringLiteral("%1: no write-cache cliff found").arg(id)
            : QStringLiteral("%1: write cache ran out after %2 GB at %3 s (%4 -> %5 MB/s)")
                  .arg(id).arg(double(c->bytesBefore) / 1e9, 0, 'f', 2)
                  .arg(c->second)
                  .arg(c->beforeBytesPerS / 1e6, 0, 'f', 1)
                  .arg(c->afterBytesPerS / 1e6, 0, 'f', 1));
}

/// The surface scan: its rates and access time, then the error scan's counts, first
/// unreadable reads and why it ended.
void surfaceLines(const QString &id, const SurfaceScanFigures &f, const LineOut &line)
{
    const bool full = f.errorMap && f.errorMap->full;
    // The full scan has cells read whole and no access reads.
    line(QStringLiteral("%1: %2 %3, min %4 / avg %5 / max %6 MB/s%7").arg(id)
             .arg(f.surface.size())
             .arg(full ? QStringLiteral("cells read") : QStringLiteral("points"))
             .arg(f.minBytesPerS / 1e6, 0, 'f', 1)
             .arg(f.meanBytesPerS / 1e6, 0, 'f', 1)
             .arg(f.maxBytesPerS / 1e6, 0, 'f', 1)
             .arg(full ? QString() : QStringLiteral(", access time %1 ms").arg(f.accessTimeMs, 0, 'f', 3)));
    if (!f.errorMap)
        return;
    // The error scan (HD Tune's): counts, the first unreadable offsets, why it ended.
    const SurfaceErrorMap &m = *f.errorMap;
    line(QStringLiteral("%1: %2 error scan: %3 good, %4 slow, %5 unreadable, %6 not scanned of %7 %8; %9 read errors")
             .arg(id, m.full ? QStringLiteral("full (every block)") : QStringLiteral("sampled"))
             .arg(m.good).arg(m.slow).arg(m.bad).arg(m.notScanned)
             .arg(m.cells.size())
             .arg(m.full ? QStringLiteral("cells") : QStringLiteral("points"))
             .arg(m.readErrors));
    for (std::size_t i = 0; i < std::min<std::size_t>(m.badReads.size(), 5); ++i) {
        const SurfaceBadRead &b = m.badReads[i];
        line(QStringLiteral("%1: unreadable: %2 bytes at offset %3 (%4)%5: %6").arg(id)
                 .arg(b.lengthBytes).arg(b.offsetBytes)
                 .arg(capacityBytesText(double(b.offsetBytes)))
                 .arg(b.access ? QStringLiteral(" (access read)") : QString())
                 .arg(b.errnoValue ? QString::fromLocal8Bit(std::strerror(b.errnoValue)) : QStringLiteral("short read")));
    }
    if (m.readErrors > 5)
        line(QStringLiteral("%1: ... %2 more read errors in the JSON result").arg(id).arg(m.readErrors - 5));
    if (m.stopped == SurfaceStop::ConsecutiveErrors)
        line(QStringLiteral("%1: the scan stopped after %2 unreadable %3 in a row").arg(id).arg(kMaxConsecutiveBadPoints)
                 .arg(m.full ? QStringLiteral("blocks") : QStringLiteral("points")));
    else if (m.stopped == SurfaceStop::ErrorLimit)
        line(QStringLiteral("%1: the scan stopped after %2 read errors").arg(id).arg(kMaxReadErrors));
    else if (m.stopped == SurfaceStop::DeviceGone)
        line(QStringLiteral("%1: the scan stopped: the device is gone").arg(id));
}

/// A trace playback's verdict, as the window's card gives it.
void traceLines(const TestResult &t, const TraceVerdict &v, const LineOut &line)
{
    auto part = [](const char *k, double meanUs, double p99Us) {
        return QStringLiteral("%1 mean %2 / p99 %3 us").arg(QLatin1String(k)).arg(meanUs, 0, 'f', 1).arg(p99Us, 0, 'f', 1);
    };
    line(QStringLiteral("%1: %2 I/Os (%3 read, %4 write), avg data rate %5 MB/s, %6; %7; %8; >10 ms %9 %, >100 ms %10 %")
             .arg(t.id).arg(t.ios).arg(t.readIos).arg(t.writeIos)
             .arg(v.avgDataRateBytesPerS / 1e6, 0, 'f', 2)
             .arg(part("read", v.readMeanUs, v.readP99Us), part("write", v.writeMeanUs, v.writeP99Us),
                  part("all", v.allMeanUs, v.allP99Us))
             .arg(v.iosOver10msPct, 0, 'f', 3)
             .arg(v.iosOver100msPct, 0, 'f', 3));
}

} // namespace

QString workloadSummaryText(const RunResult &run)
{
    QString text;
    const LineOut line = [&](const QString &s) { text += s + QLatin1Char('\n'); };
    for (const TestResult &t : run.tests) {
        const WorkloadFigures f = workloadFiguresOf(t);
        if (f.capacity) {
            capacityLines(t.id, *f.capacity, line);
            continue;
        }
        if (f.seek)
            line(QStringLiteral("%1: %2 ops, %3 ms per op").arg(t.id).arg(f.seek->ops).arg(f.seek->msPerOp, 0, 'f', 4));
        if (f.rate)
            line(QStringLiteral("%1 %2: %3 ops/s, %4 ms random access time (mean latency %5 ms)")
                     .arg(t.id, t.op).arg(f.rate->opsPerS, 0, 'f', 0)
                     .arg(f.rate->msRandomAccessTime, 0, 'f', 4)
                     .arg(t.latencyUs.mean / 1000.0, 0, 'f', 4));
        if (f.sequential && isTransferZoneTestId(t.id))
            line(QStringLiteral("%1: %2 kbytes/sec").arg(t.id).arg(f.sequential->bandwidthBytesPerS / 1024.0, 0, 'f', 0));
        if (f.cache) {
            if (f.cache->idleBeforeS <= 0) // else a recovery burst: on its first write's line
                line(QStringLiteral("%1: %2").arg(t.id, cacheVerdictText(*f.cache)));
            continue;
        }
        if (f.wake) {
            text += wakeSummaryText(t.id, *f.wake);
            continue;
        }
        if (f.sequential && !f.sequential->perSecondBytes.empty())
            sustainedLines(t.id, *f.sequential, line);
        if (f.surface)
            surfaceLines(t.id, *f.surface, line);
        if (f.phybs)
            line(QStringLiteral("%1: %2 (alignment %3)")
                     .arg(t.id, f.phybs->verdict.explanation, phybsAlignmentName(f.phybs->verdict)));
        if (f.trace)
            traceLines(t, f.trace->verdict, line);
        if (f.smallFiles)
            line(QStringLiteral("%1: %2 files, %3 files/s, mean %4 us, max %5 us%6").arg(t.id)
                     .arg(f.smallFiles->files).arg(t.iops, 0, 'f', 0)
                     .arg(t.latencyUs.mean, 0, 'f', 1).arg(t.latencyUs.max, 0, 'f', 1)
                     .arg(f.smallFiles->underHalfSecond
                              ? QStringLiteral(" (under 0.5 s: imprecise, bonnie++ prints +++++; use more --files)")
                              : QString()));
        if (f.asSsdScore)
            line(QStringLiteral("AS SSD score: read %1, write %2, total %3")
                     .arg(f.asSsdScore->score.read, 0, 'f', 0)
                     .arg(f.asSsdScore->score.write, 0, 'f', 0)
                     .arg(f.asSsdScore->score.total, 0, 'f', 0));
    }
    return text;
}

} // namespace drivebench
