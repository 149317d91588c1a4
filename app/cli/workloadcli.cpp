// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadcli.h"

#include <algorithm>
#include <cstring>

#include <QJsonArray>

#include "core/util/bytesize.h"
#include "core/results/testremarks.h"
#include "core/results/workloadfigures.h"
#include "core/workloads/capacitysector.h"
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
        if (t.id != QLatin1String(kCapacityTestId))
            continue;
        const QString kind = t.extra.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("fake") || kind == QLatin1String("errors"))
            return true;
    }
    return false;
}

QString workloadSummaryText(const RunResult &run)
{
    QString text;
    auto line = [&](const QString &s) { text += s + QLatin1Char('\n'); };
    for (const TestResult &t : run.tests) {
        const QJsonObject &e = t.extra;
        if (e.isEmpty())
            continue;
        if (t.id == QLatin1String(kCapacityTestId) && e.contains(QStringLiteral("verdict"))) {
            const QJsonObject v = e.value(QStringLiteral("verdict")).toObject();
            // The one write and one read figure (capacityRates): the JSON headline's and the table's.
            const WorkloadFigures figures = workloadFiguresOf(t);
            const CapacityRates rates = figures.capacity ? capacityRates(figures.capacity->verdict) : CapacityRates{};
            line(QStringLiteral("%1: %2; write %3 MB/s, read %4 MB/s")
                     .arg(t.id, v.value(QStringLiteral("text")).toString())
                     .arg(rates.writeBytesPerS / 1e6, 0, 'f', 2)
                     .arg(rates.readBytesPerS / 1e6, 0, 'f', 2));
            const QJsonObject c = v.value(QStringLiteral("cache_exhausted")).toObject();
            if (!c.isEmpty())
                line(QStringLiteral("%1: write cache ran out after %2 (%3 -> %4 MB/s)").arg(t.id)
                         .arg(capacityBytesText(c.value(QStringLiteral("after_bytes")).toDouble()))
                         .arg(c.value(QStringLiteral("before_bytes_per_s")).toDouble() / 1e6, 0, 'f', 1)
                         .arg(c.value(QStringLiteral("after_bytes_per_s")).toDouble() / 1e6, 0, 'f', 1));
            const QJsonArray ranges = v.value(QStringLiteral("bad_ranges")).toArray();
            for (int i = 0; i < std::min<qsizetype>(ranges.size(), 5); ++i) {
                const QJsonObject r = ranges.at(i).toObject();
                line(QStringLiteral("%1: %2 bytes %3 at offset %4 (%5)").arg(t.id)
                         .arg(r.value(QStringLiteral("length_bytes")).toDouble(), 0, 'f', 0)
                         .arg(r.value(QStringLiteral("kind")).toString())
                         .arg(r.value(QStringLiteral("offset_bytes")).toDouble(), 0, 'f', 0)
                         .arg(capacityBytesText(r.value(QStringLiteral("offset_bytes")).toDouble())));
            }
            if (ranges.size() > 5)
                line(QStringLiteral("%1: ... %2 more bad ranges in the JSON result").arg(t.id).arg(ranges.size() - 5));
            for (const QJsonValue &k : e.value(QStringLiteral("leftovers_kept")).toArray())
                line(QStringLiteral("%1: not removed: %2").arg(t.id, k.toString()));
            for (const QJsonValue &n : e.value(QStringLiteral("notes")).toArray())
                line(QStringLiteral("%1: %2").arg(t.id, n.toString()));
            continue;
        }
        if (e.contains(QStringLiteral("error")))
            line(QStringLiteral("%1 %2: %3").arg(t.id, t.op, e.value(QStringLiteral("error")).toString()));
        if (e.contains(QStringLiteral("ms_per_op")))
            line(QStringLiteral("%1: %2 ops, %3 ms per op").arg(t.id).arg(e.value(QStringLiteral("ops")).toDouble())
                     .arg(e.value(QStringLiteral("ms_per_op")).toDouble(), 0, 'f', 4));
        if (e.contains(QStringLiteral("ms_random_access_time")))
            line(QStringLiteral("%1 %2: %3 ops/s, %4 ms random access time (mean latency %5 ms)")
                     .arg(t.id, t.op).arg(e.value(QStringLiteral("ops_per_s")).toDouble(), 0, 'f', 0)
                     .arg(e.value(QStringLiteral("ms_random_access_time")).toDouble(), 0, 'f', 4)
                     .arg(t.latencyUs.mean / 1000.0, 0, 'f', 4));
        if (t.id.startsWith(QLatin1String("XFER_")))
            line(QStringLiteral("%1: %2 kbytes/sec").arg(t.id)
                     .arg(e.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble() / 1024.0, 0, 'f', 0));
        if (const WorkloadFigures f = workloadFiguresOf(t); f.cache && f.cache->idleBeforeS <= 0) {
            line(QStringLiteral("%1: %2").arg(t.id, cacheVerdictText(*f.cache)));
            continue;
        }
        if (e.contains(QStringLiteral("wake"))) {
            if (const WorkloadFigures f = workloadFiguresOf(t); f.wake)
                text += wakeSummaryText(t.id, *f.wake);
            continue;
        }
        if (e.contains(QStringLiteral("cache")))
            continue; // a recovery burst: on its first write's line
        if (e.contains(QStringLiteral("cache_exhausted"))) {
            const QJsonObject c = e.value(QStringLiteral("cache_exhausted")).toObject();
            line(c.isEmpty() ? QStringLiteral("%1: no write-cache cliff found").arg(t.id)
                             : QStringLiteral("%1: write cache ran out after %2 GB at %3 s (%4 -> %5 MB/s)")
                                   .arg(t.id).arg(c.value(QStringLiteral("after_bytes")).toDouble() / 1e9, 0, 'f', 2)
                                   .arg(c.value(QStringLiteral("at_s")).toInt())
                                   .arg(c.value(QStringLiteral("before_bytes_per_s")).toDouble() / 1e6, 0, 'f', 1)
                                   .arg(c.value(QStringLiteral("after_bytes_per_s")).toDouble() / 1e6, 0, 'f', 1));
        }
        if (e.contains(QStringLiteral("surface"))) {
            const QJsonObject r = e.value(QStringLiteral("transfer_bytes_per_s")).toObject();
            const WorkloadFigures figures = workloadFiguresOf(t);
            const bool full = figures.surface && figures.surface->errorMap && figures.surface->errorMap->full;
            // The full scan has cells read whole and no access reads.
            line(QStringLiteral("%1: %2 %3, min %4 / avg %5 / max %6 MB/s%7").arg(t.id)
                     .arg(e.value(QStringLiteral("surface")).toArray().size())
                     .arg(full ? QStringLiteral("cells read") : QStringLiteral("points"))
                     .arg(r.value(QStringLiteral("min")).toDouble() / 1e6, 0, 'f', 1)
                     .arg(r.value(QStringLiteral("mean")).toDouble() / 1e6, 0, 'f', 1)
                     .arg(r.value(QStringLiteral("max")).toDouble() / 1e6, 0, 'f', 1)
                     .arg(full ? QString()
                               : QStringLiteral(", access time %1 ms")
                                     .arg(e.value(QStringLiteral("access_time_ms")).toDouble(), 0, 'f', 3)));
            if (figures.surface && figures.surface->errorMap) {
                // The error scan (HD Tune's), typed: counts, the first unreadable offsets, why it ended.
                const SurfaceErrorMap &m = *figures.surface->errorMap;
                line(QStringLiteral("%1: %2 error scan: %3 good, %4 slow, %5 unreadable, %6 not scanned of %7 %8; %9 read errors")
                         .arg(t.id, m.full ? QStringLiteral("full (every block)") : QStringLiteral("sampled"))
                         .arg(m.good).arg(m.slow).arg(m.bad).arg(m.notScanned)
                         .arg(m.cells.size())
                         .arg(m.full ? QStringLiteral("cells") : QStringLiteral("points"))
                         .arg(m.readErrors));
                for (std::size_t i = 0; i < std::min<std::size_t>(m.badReads.size(), 5); ++i) {
                    const SurfaceBadRead &b = m.badReads[i];
                    line(QStringLiteral("%1: unreadable: %2 bytes at offset %3 (%4)%5: %6").arg(t.id)
                             .arg(b.lengthBytes).arg(b.offsetBytes)
                             .arg(capacityBytesText(double(b.offsetBytes)))
                             .arg(b.access ? QStringLiteral(" (access read)") : QString())
                             .arg(b.errnoValue ? QString::fromLocal8Bit(std::strerror(b.errnoValue)) : QStringLiteral("short read")));
                }
                if (m.readErrors > 5)
                    line(QStringLiteral("%1: ... %2 more read errors in the JSON result").arg(t.id).arg(m.readErrors - 5));
                if (m.stopped == SurfaceStop::ConsecutiveErrors)
                    line(QStringLiteral("%1: the scan stopped after %2 unreadable %3 in a row").arg(t.id).arg(kMaxConsecutiveBadPoints)
                             .arg(m.full ? QStringLiteral("blocks") : QStringLiteral("points")));
                else if (m.stopped == SurfaceStop::ErrorLimit)
                    line(QStringLiteral("%1: the scan stopped after %2 read errors").arg(t.id).arg(kMaxReadErrors));
                else if (m.stopped == SurfaceStop::DeviceGone)
                    line(QStringLiteral("%1: the scan stopped: the device is gone").arg(t.id));
            }
        }
        if (t.id == QLatin1String("PHYBS")) {
            const QJsonObject v = e.value(QStringLiteral("verdict")).toObject();
            line(QStringLiteral("%1: %2 (alignment %3)").arg(t.id, v.value(QStringLiteral("explanation")).toString(),
                                                          v.value(QStringLiteral("alignment")).toString()));
        }
        if (const WorkloadFigures figures = workloadFiguresOf(t); figures.trace) {
            // The trace verdict, typed (core/results/workloadfigures.h), as the window's card.
            const TraceVerdict &v = figures.trace->verdict;
            auto part = [](const char *k, double meanUs, double p99Us) {
                return QStringLiteral("%1 mean %2 / p99 %3 us").arg(QLatin1String(k))
                    .arg(meanUs, 0, 'f', 1).arg(p99Us, 0, 'f', 1);
            };
            line(QStringLiteral("%1: %2 I/Os (%3 read, %4 write), avg data rate %5 MB/s, %6; %7; %8; >10 ms %9 %, >100 ms %10 %")
                     .arg(t.id).arg(t.ios).arg(t.readIos).arg(t.writeIos)
                     .arg(v.avgDataRateBytesPerS / 1e6, 0, 'f', 2)
                     .arg(part("read", v.readMeanUs, v.readP99Us), part("write", v.writeMeanUs, v.writeP99Us),
                          part("all", v.allMeanUs, v.allP99Us))
                     .arg(v.iosOver10msPct, 0, 'f', 3)
                     .arg(v.iosOver100msPct, 0, 'f', 3));
        }
        if (t.id.startsWith(QLatin1String("FILES_"))) {
            line(QStringLiteral("%1: %2 files, %3 files/s, mean %4 us, max %5 us%6").arg(t.id)
                     .arg(e.value(QStringLiteral("files")).toDouble()).arg(t.iops, 0, 'f', 0)
                     .arg(t.latencyUs.mean, 0, 'f', 1).arg(t.latencyUs.max, 0, 'f', 1)
                     .arg(e.value(QStringLiteral("under_half_second")).toBool()
                              ? QStringLiteral(" (under 0.5 s: imprecise, bonnie++ prints +++++; use more --files)")
                              : QString()));
        }
        if (e.contains(QStringLiteral("asssd_score"))) {
            const QJsonObject s = e.value(QStringLiteral("asssd_score")).toObject();
            line(QStringLiteral("AS SSD score: read %1, write %2, total %3")
                     .arg(s.value(QStringLiteral("read")).toDouble(), 0, 'f', 0)
                     .arg(s.value(QStringLiteral("write")).toDouble(), 0, 'f', 0)
                     .arg(s.value(QStringLiteral("total")).toDouble(), 0, 'f', 0));
        }
    }
    return text;
}

} // namespace drivebench
