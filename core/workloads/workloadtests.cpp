// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadtests.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/util/bytesize.h"
#include "core/workloads/asssdscore.h"
#include "core/workloads/profilecatalogue.h"
#include "core/workloads/seekstroke.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/traces/tracegenerator.h"
#include "core/workloads/workloadpatterns.h"
#include "core/workloads/writecliff.h"

namespace drivebench {

namespace {

using MadePattern = Result<std::unique_ptr<IoPattern>>;

IoDirection directionOf(IoOp op)
{
    return op == IoOp::Write ? IoDirection::Write : IoDirection::Read;
}

TestSpec countBased(const QString &id, const QString &label, IoOp op, std::uint32_t blockSize,
                    int queueDepth, int passes)
{
    TestSpec t;
    t.id = id;
    t.label = label;
    t.op = op;
    t.pattern = AccessPattern::Sequential;
    t.blockSize = blockSize;
    t.queueDepth = queueDepth;
    t.threads = 1;
    t.passEnd = PassEnd::PatternExhausted;
    t.warmupS = 0;
    t.passes = passes;
    return t;
}

TestSpec timeBased(const QString &id, const QString &label, IoOp op, std::uint32_t length,
                   int threads, bool wholeDevice)
{
    TestSpec t;
    t.id = id;
    t.label = label;
    t.op = op;
    t.pattern = AccessPattern::Random;
    t.blockSize = std::max<std::uint32_t>(length, 4096);
    t.queueDepth = 1;
    t.threads = threads;
    t.wholeDevice = wholeDevice;
    t.makePattern = [length, op](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        return makeRandomPattern(std::max(length, ctx.alignment), directionOf(op), ctx);
    };
    t.mergeReports = mergeRateFigures;
    t.reading = Reading::AccessTimeMs; // AS SSD's Acc.time, seeker's random access time
    return t;
}

void seekTests(std::vector<TestSpec> &out)
{
    for (const auto &info : kSeekTests) {
        TestSpec t = countBased(QLatin1String(info.id), QLatin1String(info.label), IoOp::Read,
                                4096, 1, 1);
        t.wholeDevice = true;
        const SeekTest which = info.test;
        t.makePattern = [which](const TestSpec &, const PatternContext &ctx) -> MadePattern {
            auto plan = SeekStrokePlan::make(ctx.spanBytes, ctx.alignment);
            if (!plan)
                return plan.error();
            auto offsets = std::make_shared<const std::vector<std::uint64_t>>(plan->offsets(which));
            return makeOffsetListPattern(std::move(offsets), ctx.alignment, IoDirection::Read, ctx);
        };
        t.mergeReports = mergeSeekFigures;
        t.reading = Reading::MsPerOp; // diskinfo -t prints milliseconds per operation
        out.push_back(std::move(t));
    }
    for (const auto &zone : kTransferZones) {
        TestSpec t = countBased(QLatin1String(zone.id), QLatin1String(zone.label), IoOp::Read,
                                1u << 20, 1, 1);
        t.wholeDevice = true;
        t.warmupS = 1;  // the warm-up pass is diskinfo's untimed positioning read
        const TransferZone z = zone.zone;
        t.makePattern = [z](const TestSpec &, const PatternContext &ctx) -> MadePattern {
            auto plan = SeekStrokePlan::make(ctx.spanBytes, ctx.alignment);
            if (!plan)
                return plan.error();
            const TransferPlan p = plan->transfer(z);
            return makeSequentialPattern(p.startOffset, std::uint64_t(p.count), p.blockBytes,
                                         IoDirection::Read, ctx, false, std::int64_t(p.primeOffset));
        };
        t.mergeReports = mergeSequentialFigures;
        out.push_back(std::move(t));
    }
}

TestSpec sequentialOnce(const QString &id, const QString &label, IoOp op, std::uint32_t block,
                        int qd, std::uint64_t regionBytes, bool perSecond, int passes)
{
    TestSpec t = countBased(id, label, op, block, qd, passes);
    t.makePattern = [block, op, regionBytes, perSecond](const TestSpec &, const PatternContext &ctx)
        -> MadePattern {
        if (block % ctx.alignment != 0)
            return Error::make(std::errc::invalid_argument,
                               QStringLiteral("%1-byte requests are below or off the %2-byte logical block")
                                   .arg(block).arg(ctx.alignment).toStdString(),
                               "direct I/O takes whole logical blocks only");
        const std::uint64_t region = regionBytes ? std::min(regionBytes, ctx.spanBytes) : ctx.spanBytes;
        return makeSequentialPattern(0, region / block, block, directionOf(op), ctx, perSecond);
    };
    t.mergeReports = mergeSequentialFigures;
    return t;
}

void asSsdTests(std::vector<TestSpec> &out)
{
    // AS SSD's own row labels; the direction is the column.
    for (IoOp op : {IoOp::Read, IoOp::Write}) {
        out.push_back(sequentialOnce(QStringLiteral("ASSSD_SEQ"), QStringLiteral("Seq"), op,
                                     16u << 20, 1, 0, false, 1));
        TestSpec k4 = timeBased(QStringLiteral("ASSSD_4K"), QStringLiteral("4K"), op, 4096, 1, false);
        k4.reading = Reading::Transfer;
        out.push_back(std::move(k4));
        TestSpec k64 = timeBased(QStringLiteral("ASSSD_4K64"), QStringLiteral("4K-64Thrd"), op, 4096, 64, false);
        k64.reading = Reading::Transfer;
        out.push_back(std::move(k64));
        // Acc.time: reads over the whole drive, writes of 512 B inside the test file.
        out.push_back(timeBased(QStringLiteral("ASSSD_ACC"), QStringLiteral("Acc.time"), op,
                                op == IoOp::Read ? 4096 : 512, 1, op == IoOp::Read));
    }
}

TestSpec traceTest(const QString &id, const QString &label, double readShare, int qd,
                   std::uint32_t maxLength, int passes)
{
    TestSpec t = countBased(id, label, readShare >= 1.0 ? IoOp::Read : IoOp::Mix,
                            (maxLength + 4095) / 4096 * 4096, qd, passes);
    t.readPercent = int(std::lround(readShare * 100));
    t.mergeReports = mergeTraceFigures;
    t.tracePlayback = true;
    return t;
}

using Tests = Result<std::vector<TestSpec>>;

int passesOf(const WorkloadOptions &o)
{
    return std::max(1, o.passes);
}

Tests traceReplayTests(const WorkloadOptions &o, const std::shared_ptr<const LoadedTrace> &trace)
{
    if (!trace)
        return Error::make(std::errc::invalid_argument, "no trace loaded for replay",
                           "give {1}", {{Setting::Trace, QStringLiteral("FILE")}});
    const double reads = double(trace->scan.readIos) / double(std::max<std::uint64_t>(1, trace->scan.ios));
    TestSpec t = traceTest(QStringLiteral("TRACE_REPLAY"), QStringLiteral("Trace replay"), reads,
                           o.queueDepth > 0 ? o.queueDepth : 32, trace->maxLength, passesOf(o));
    const TraceReplaySettings replay = o.replay;
    t.makePattern = [trace, replay](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        return makeLoadedTracePattern(trace, replay, ctx);
    };
    return std::vector<TestSpec>{std::move(t)};
}

Tests seekProfile(const QString &, const WorkloadOptions &)
{
    std::vector<TestSpec> tests;
    seekTests(tests);
    return tests;
}

Tests accessProfile(const QString &, const WorkloadOptions &)
{
    return std::vector<TestSpec>{
        timeBased(QStringLiteral("ACCESS_READ"), QStringLiteral("Access time"), IoOp::Read, 4096, 1, true),
        timeBased(QStringLiteral("ACCESS_WRITE"), QStringLiteral("Access time"), IoOp::Write, 512, 1, false)};
}

Tests randomAccessProfile(const QString &, const WorkloadOptions &)
{
    std::vector<TestSpec> tests;
    for (int threads : {1, 2, 4, 8, 16, 32})
        tests.push_back(timeBased(QStringLiteral("RANDOM_ACCESS_T%1").arg(threads),
                                  QStringLiteral("Random access, %1 thread(s)").arg(threads),
                                  IoOp::Read, 512, threads, true));
    return tests;
}

Tests asSsdProfile(const QString &, const WorkloadOptions &)
{
    std::vector<TestSpec> tests;
    asSsdTests(tests);
    return tests;
}

Tests surfaceProfile(const QString &, const WorkloadOptions &o)
{
    SurfaceScanSettings s;
    s.points = o.surfacePoints;
    s.full = o.surfaceFull;
    // The full error scan: every block in 1 MiB sequential reads, at the queue depth chosen
    // (default 4); the sampled one reads its points at QD1.
    TestSpec t = s.full ? countBased(QStringLiteral("SURFACE"), QStringLiteral("Full error scan"), IoOp::Read,
                                     s.fullBlockBytes, o.queueDepth > 0 ? o.queueDepth : 4, passesOf(o))
                        : countBased(QStringLiteral("SURFACE"), QStringLiteral("Surface scan"), IoOp::Read,
                                     s.blockBytes, 1, passesOf(o));
    t.wholeDevice = true;
    // A scan cut short (Stop, a device gone) keeps the map of the points it read.
    t.keepsPartialPass = true;
    t.makePattern = [s](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        SurfaceScanSettings fit = s;
        // A small span: fewer bytes per point, so every point still fits.
        while (fit.readBytesPerPoint > fit.blockBytes
               && fit.readBytesPerPoint * std::uint64_t(fit.points) > ctx.spanBytes)
            fit.readBytesPerPoint /= 2;
        return makeSurfacePattern(fit, ctx);
    };
    t.mergeReports = mergeSurfaceFigures;
    return std::vector<TestSpec>{std::move(t)};
}

Tests sweepProfile(const QString &, const WorkloadOptions &o)
{
    std::vector<TestSpec> tests;
    const int qd = o.queueDepth > 0 ? o.queueDepth : sweepQueueDepth(o.sweep);
    const std::uint64_t region = o.sweepRegionBytes ? o.sweepRegionBytes
                               : o.sweep == SweepKind::Atto ? (256ull << 20) : 0;
    for (std::uint32_t size : sweepSizes(o.sweep)) {
        const QString id = QStringLiteral("SWEEP_") + sweepSizeLabel(size).remove(QLatin1Char(' ')).toUpper();
        for (IoOp op : {IoOp::Write, IoOp::Read})
            tests.push_back(sequentialOnce(id, sweepSizeLabel(size), op, size, qd, region, false, passesOf(o)));
    }
    return tests;
}

Tests phybsProfile(const QString &, const WorkloadOptions &o)
{
    const IoOp op = o.phybsOp.value_or(o.targetIsDevice ? IoOp::Read : IoOp::Write);
    TestSpec t = countBased(QStringLiteral("PHYBS"), QStringLiteral("Physical block probe"), op,
                            64u << 10, 1, passesOf(o));
    t.makePattern = [op](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        return makePhybsPattern(128ull << 20, ctx.alignment, 8 * ctx.alignment, directionOf(op), ctx);
    };
    t.mergeReports = mergePhybsFigures;
    return std::vector<TestSpec>{std::move(t)};
}

Tests smallFilesProfile(const QString &, const WorkloadOptions &o)
{
    std::vector<TestSpec> tests = smallFilesTests(o.smallFiles, passesOf(o));
    for (TestSpec &t : tests)
        t.reading = t.id.startsWith(QLatin1String("FILES_")) ? Reading::FilesPerS : t.reading;
    return tests;
}

Tests sustainedProfile(const QString &, const WorkloadOptions &o)
{
    const int qd = o.queueDepth > 0 ? o.queueDepth : 8;
    return std::vector<TestSpec>{sequentialOnce(QStringLiteral("SUSTAINED_WRITE"),
                                                QStringLiteral("Sustained write"), IoOp::Write,
                                                1u << 20, qd, o.sustainedBytes, true, passesOf(o))};
}

// The SLC cache test: one sequential write over the span at QD32, then, after each idle pause, a
// burst over the start of the span that shows how much of the cache came back. The bursts are
// sized from the first write's cliff (twice the cache, plus ten seconds at the rate after it),
// which the first test's merge leaves in the shared state before the next test's patterns are
// made (both on the runner's controller thread, one after the other).
struct CacheRunState
{
    std::uint64_t spanBytes = 0;
    std::optional<CacheCurve> first;
};

CacheCurve cacheCurveOf(const SequentialFigures &f)
{
    // Tenths of a second (the pattern's, when it kept them), else whole seconds; each side of a
    // cliff at least a second long.
    const bool tenths = !f.perTenthBytes.empty();
    std::vector<double> x = tenths ? f.perTenthBytes : f.perSecondBytes;
    double all = 0;
    for (double v : x)
        all += v;
    if (x.size() > 1)
        x.pop_back(); // the last bin is partial
    CacheCurve c = tenths ? analyseCacheCurve(x, 0.1, 10) : analyseCacheCurve(x, 1.0, 2);
    c.writtenBytes = std::uint64_t(all);
    if (!c.sizeBytes)
        c.inCacheBytesPerS = f.bandwidthBytesPerS; // no cliff: the whole write's rate
    return c;
}

Tests cacheProfile(const QString &, const WorkloadOptions &o)
{
    const int qd = o.queueDepth > 0 ? o.queueDepth : 32;
    constexpr std::uint32_t block = 1u << 20;
    const std::uint64_t asked = o.sustainedBytes;
    auto state = std::make_shared<CacheRunState>();
    std::vector<TestSpec> tests;

    TestSpec write = sequentialOnce(QStringLiteral("CACHE_WRITE"), QStringLiteral("Write until the cache is full"),
                                    IoOp::Write, block, qd, asked, true, 1);
    write.makePattern = [asked, state](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        state->spanBytes = (asked ? std::min(asked, ctx.spanBytes) : ctx.spanBytes) / block * block;
        state->first.reset();
        return makeSequentialPattern(0, state->spanBytes / block, block, IoDirection::Write, ctx, true, -1, true);
    };
    write.mergeReports = [state](const std::vector<PatternReport> &reports) {
        WorkloadFigures w = mergeSequentialFigures(reports);
        if (!w.sequential)
            return w;
        CacheFigures c;
        c.spanBytes = state->spanBytes;
        c.curve = cacheCurveOf(*w.sequential);
        state->first = c.curve;
        w.cache = std::move(c);
        return w;
    };
    write.unfilledFile = true;
    tests.push_back(std::move(write));

    for (double idle : o.cacheIdleS) {
        TestSpec burst = sequentialOnce(QStringLiteral("CACHE_AFTER_%1S").arg(qRound64(idle)),
                                        QStringLiteral("Write after %1 s idle").arg(qRound64(idle)),
                                        IoOp::Write, block, qd, 0, true, 1);
        burst.idleBeforeS = idle;
        burst.idleNeeded = [state] { return state->first && state->first->sizeBytes; };
        burst.unfilledFile = true;
        burst.makePattern = [state](const TestSpec &, const PatternContext &ctx) -> MadePattern {
            if (!state->first)
                return Error::make(std::errc::operation_canceled,
                                   "the first write did not finish, so there is no cache to recover",
                                   "run the cache test again");
            const CacheCurve &c = *state->first;
            if (!c.sizeBytes)
                return Error::make(std::errc::operation_canceled,
                                   QStringLiteral("no cache cliff within the %1 written, so there is no "
                                                  "recovery to measure")
                                       .arg(QString::number(double(c.writtenBytes) / 1e9, 'f', 2) + QStringLiteral(" GB"))
                                       .toStdString(),
                                   "write more than the cache holds: leave out {1} (the cache test then writes the file "
                                   "system's free space), or test a whole device with {2}",
                                   SettingFixes{{Setting::Size, {}}, {Setting::Destructive, {}}});
            const double after = c.afterCacheBytesPerS.value_or(0);
            std::uint64_t bytes = 2 * *c.sizeBytes + std::uint64_t(10 * after);
            bytes = std::min(bytes, std::min(state->spanBytes, ctx.spanBytes)) / block * block;
            return makeSequentialPattern(0, bytes / block, block, IoDirection::Write, ctx, true, -1, true);
        };
        burst.mergeReports = [state, idle](const std::vector<PatternReport> &reports) {
            WorkloadFigures w = mergeSequentialFigures(reports);
            if (!w.sequential)
                return w;
            CacheFigures c;
            c.idleBeforeS = idle;
            c.curve = cacheCurveOf(*w.sequential);
            c.spanBytes = c.curve.writtenBytes;
            c.firstInCacheBytesPerS = state->first ? state->first->inCacheBytesPerS : 0;
            w.cache = std::move(c);
            return w;
        };
        tests.push_back(std::move(burst));
    }
    return tests;
}

Tests capacityProfile(const QString &, const WorkloadOptions &o)
{
    return capacityTests(o.capacity);
}

Tests wakeProfile(const QString &, const WorkloadOptions &o)
{
    if (o.wake.invalid)
        return *o.wake.invalid;
    return wakeTests(o.wake, passesOf(o));
}

Tests generatedTraceProfile(const QString &name, const WorkloadOptions &o)
{
    auto shape = parseTraceShape(name);
    if (!shape)
        return shape.error();
    TraceGeneratorSettings g;
    g.shape = *shape;
    g.scale = o.scale;
    g.seed = o.seed;
    g.spanBytes = TraceGenerator::kMinSpanBytes;  // checked again against the real span
    auto probe = TraceGenerator::make(g);
    if (!probe)
        return probe.error();
    const TraceShapeModel &m = probe->model();
    // Labelled as the profile picker names it ("The Destroyer-like trace").
    const ProfileEntry *entry = profileEntry(name);
    TestSpec t = traceTest(QStringLiteral("TRACE_") + name.toUpper(),
                           entry ? entry->title : QStringLiteral("%1-like trace").arg(QLatin1String(m.spec.name)),
                           m.readShare, o.queueDepth > 0 ? o.queueDepth : probe->maxDepth(),
                           probe->maxLength(), passesOf(o));
    const bool noStall = o.noStall;
    t.makePattern = [g, noStall](const TestSpec &, const PatternContext &ctx) -> MadePattern {
        return makeGeneratedTracePattern(g, noStall, ctx);
    };
    return std::vector<TestSpec>{std::move(t)};
}

// The workload profiles: a new workload is its own file (patterns, figures) and one row here.
struct WorkloadRow
{
    const char *name;
    Tests (*tests)(const QString &name, const WorkloadOptions &options);
};

constexpr WorkloadRow kWorkloads[] = {
    {"seek", seekProfile},
    {"access", accessProfile},
    {"randomaccess", randomAccessProfile},
    {"asssd", asSsdProfile},
    {"surface", surfaceProfile},
    {"sweep", sweepProfile},
    {"phybs", phybsProfile},
    {"smallfiles", smallFilesProfile},
    {"sustained", sustainedProfile},
    {"cache", cacheProfile},
    {"capacity", capacityProfile},
    {"wake", wakeProfile},
    {"destroyer", generatedTraceProfile},
    {"heavy", generatedTraceProfile},
    {"light", generatedTraceProfile},
};

} // namespace

Result<std::vector<double>> parseCacheIdleList(const QString &text)
{
    const QString t = text.trimmed();
    if (t == QLatin1String("0"))
        return std::vector<double>{};
    std::vector<double> out;
    for (const QString &part : t.split(QLatin1Char(','))) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok || !(v >= 1 && v <= 86400) || v != std::floor(v))
            return Error::make(std::errc::invalid_argument,
                               QStringLiteral("'%1' in the cache test's idle pauses is not a whole number "
                                              "of seconds from 1 to 86400").arg(part.trimmed()).toStdString(),
                               "give seconds separated by commas, e.g. 60,300, or 0 for no recovery bursts");
        // Each pause names its burst (CACHE_AFTER_60S): one burst per pause.
        if (std::find(out.begin(), out.end(), v) != out.end())
            return Error::make(std::errc::invalid_argument,
                               QStringLiteral("the cache test's idle pause of %1 s is given twice")
                                   .arg(qint64(v)).toStdString(),
                               "give each pause once, e.g. 60,300");
        out.push_back(v);
    }
    if (out.size() > 8)
        return Error::make(std::errc::invalid_argument, "more than 8 idle pauses for the cache test",
                           "give at most 8, e.g. 60,300");
    return out;
}

QStringList workloadProfileNames()
{
    QStringList names;
    for (const auto &p : kWorkloads)
        names << QLatin1String(p.name);
    return names;
}

bool isWorkloadProfile(const QString &name)
{
    return workloadProfileNames().contains(name.toLower());
}

Result<std::shared_ptr<const LoadedTrace>> loadTraceForReplay(const QString &path,
                                                              const TraceReplaySettings &settings)
{
    auto source = openTraceFile(path);
    if (!source)
        return source.error();
    auto loaded = loadTrace(**source, settings, path);
    if (!loaded)
        return loaded.error();
    return std::shared_ptr<const LoadedTrace>(std::make_shared<LoadedTrace>(std::move(*loaded)));
}

Result<std::vector<TestSpec>> workloadTests(const QString &profileName, const WorkloadOptions &o,
                                            std::shared_ptr<const LoadedTrace> trace)
{
    const QString name = profileName.toLower();
    if (name == QLatin1String("trace"))
        return traceReplayTests(o, trace);
    for (const WorkloadRow &row : kWorkloads) {
        if (name == QLatin1String(row.name))
            return row.tests(name, o);
    }
    return Error::make(std::errc::invalid_argument,
                       "unknown workload profile '" + profileName.toStdString() + "'",
                       "use one of: " + workloadProfileNames().join(QStringLiteral(", ")).toStdString());
}

void annotateWorkloadRun(RunResult &run)
{
    // AS SSD score, when all six rates are there.
    AsSsdRates rates;
    int found = 0;
    TestResult *lastAsSsd = nullptr;
    for (TestResult &t : run.tests) {
        if (!t.id.startsWith(QLatin1String("ASSSD_")) || !t.completed)
            continue;
        lastAsSsd = &t;
        const bool read = t.op == QLatin1String("read");
        const double bw = t.bandwidthBytesPerS;
        if (t.id == QLatin1String("ASSSD_SEQ"))
            (read ? rates.seqRead : rates.seqWrite) = bw, ++found;
        else if (t.id == QLatin1String("ASSSD_4K"))
            (read ? rates.read4k : rates.write4k) = bw, ++found;
        else if (t.id == QLatin1String("ASSSD_4K64"))
            (read ? rates.read4k64 : rates.write4k64) = bw, ++found;
    }
    if (lastAsSsd && found == 6) {
        WorkloadFigures score;
        score.asSsdScore = AsSsdScoreFigures{rates, asSsdScore(rates)};
        addWorkloadFigures(*lastAsSsd, score);
    }

    // Sweep: one curve over every size, on the last sweep test.
    TestResult *lastSweep = nullptr;
    for (TestResult &t : run.tests) {
        if (isSweepTestId(t.id) && t.completed && t.ios > 0)
            lastSweep = &t;
    }
    if (lastSweep) {
        WorkloadFigures sweep;
        sweep.sweep = sweepFiguresOf(run.tests);
        addWorkloadFigures(*lastSweep, sweep);
    }

    // Wake-up latency: judged again against the APST steps the run recorded.
    annotateWakeRun(run);

    // Cache: each recovery burst's figures, on the first write's cache figures.
    TestResult *cacheWrite = nullptr;
    CacheFigures first;
    for (TestResult &t : run.tests) {
        if (t.skipped)
            continue;
        const WorkloadFigures f = workloadFiguresOf(t);
        if (!f.cache)
            continue;
        if (f.cache->idleBeforeS <= 0) {
            cacheWrite = &t;
            first = *f.cache;
            first.recovery.clear();
        } else if (cacheWrite && t.completed) {
            first.recovery.push_back(cacheRecoveryOf(*f.cache));
        }
    }
    if (cacheWrite && !first.recovery.empty()) {
        WorkloadFigures only;
        only.cache = std::move(first);
        addWorkloadFigures(*cacheWrite, only);
    }
}

} // namespace drivebench
