// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's summary lines under the table (workloadSummaryText): every workload's figures, read
// typed from the stored result (no JSON key in the CLI), give the lines below.
#include <QtTest>

#include "app/cli/workloadcli.h"
#include "core/results/runresult.h"
#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"

using namespace drivebench;

namespace {

TestResult withFigures(const char *id, const char *op, const WorkloadFigures &f)
{
    TestResult t;
    t.id = QLatin1String(id);
    t.op = QLatin1String(op);
    t.figures = f;
    return t;
}

CapacityFigures capacity()
{
    CapacityFigures c;
    c.verdict.kind = QStringLiteral("fake");
    c.verdict.text = QStringLiteral("FAKE: 2.00 GB of 16.00 GB usable");
    c.verdict.writeCurve = {{0, 1000000000, 200e6}, {1000000000, 1000000000, 50e6}};
    c.verdict.readCurve = {{0, 2000000000, 400e6}};
    c.verdict.cliffSearched = true;
    c.verdict.cacheExhausted = CapacityCliff{3221225472ull, 180e6, 45.5e6};
    for (int i = 0; i < 7; ++i)
        c.verdict.badRanges.push_back({std::uint64_t(i) * 1073741824ull + 2147483648ull, 1048576, QStringLiteral("wrapped")});
    c.leftoversKept = QStringList{QStringLiteral("/mnt/x/db-capacity-1")};
    c.notes = QStringList{QStringLiteral("quick: sampled regions")};
    return c;
}

} // namespace

class TestWorkloadSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyWorkload();
};

void TestWorkloadSummary::everyWorkload()
{
    RunResult run;
    WorkloadFigures f;
    f.capacity = capacity();
    run.tests.push_back(withFigures("CAPACITY", "write", f));

    f = {};
    f.seek = SeekFigures{1000, 11.5, 11.5};
    run.tests.push_back(withFigures("SEEK_FULL", "read", f));
    f = {};
    f.rate = RateFigures{12345.6, 0.081};
    TestResult access = withFigures("RANDOM_ACCESS_512", "read", f);
    access.latencyUs.mean = 81.25;
    run.tests.push_back(access);
    f = {};
    f.sequential = SequentialFigures{523456789.0, 2.5, {}, {}, {}, {}};
    run.tests.push_back(withFigures("XFER_OUTSIDE", "read", f));
    run.tests.push_back(withFigures("ASSSD_SEQ", "read", f)); // no line of its own
    f = {};
    f.sequential = SequentialFigures{300e6, 3, {500e6, 500e6, 100e6}, {}, WriteCliff{2, 1000000000, 500e6, 100e6}, {}};
    run.tests.push_back(withFigures("SUSTAINED_WRITE", "write", f));
    f.sequential->cacheExhausted.reset();
    run.tests.push_back(withFigures("SUSTAINED_WRITE", "write", f));

    f = {};
    CacheFigures cache;
    cache.curve.writtenBytes = 4000000000;
    cache.curve.seconds = 10;
    cache.curve.inCacheBytesPerS = 400e6;
    f.cache = cache;
    run.tests.push_back(withFigures("CACHE_WRITE", "write", f));
    cache.idleBeforeS = 60; // a recovery burst: on the first write's line
    f.cache = cache;
    run.tests.push_back(withFigures("CACHE_BURST_60", "write", f));

    f = {};
    SurfaceScanFigures surface;
    surface.surface = {{0, 100e6}, {1000, 200e6}, {2000, 150e6}};
    surface.minBytesPerS = 100e6;
    surface.maxBytesPerS = 200e6;
    surface.meanBytesPerS = 150e6;
    surface.accessTimeMs = 0.123;
    SurfaceErrorMap map;
    map.spanBytes = 3000;
    map.pointBytes = 1000;
    map.cells = {SurfaceCell::Good, SurfaceCell::Bad, SurfaceCell::Slow};
    map.offsets = {0, 1000, 2000};
    map.good = 1;
    map.bad = 1;
    map.slow = 1;
    map.readErrors = 7;
    map.stopped = SurfaceStop::ErrorLimit;
    for (int i = 0; i < 6; ++i)
        map.badReads.push_back({std::uint64_t(1000 + i * 4096), 4096, i == 0 ? 0 : 5, i == 1});
    surface.errorMap = map;
    f.surface = surface;
    run.tests.push_back(withFigures("SURFACE", "read", f));
    map.full = true;
    map.blockBytes = 1048576;
    map.stopped = SurfaceStop::DeviceGone;
    map.badReads.clear();
    map.readErrors = 0;
    surface.errorMap = map;
    f.surface = surface;
    run.tests.push_back(withFigures("SURFACE", "read", f));

    f = {};
    PhybsFiguresTable phybs;
    phybs.rows = {{4096, 0, 4096, 100, 5000, 20e6}};
    phybs.verdict.physicalBytes = 4096;
    phybs.verdict.explanation = QStringLiteral("4 KiB physical blocks");
    f.phybs = phybs;
    run.tests.push_back(withFigures("PHYBS", "read", f));

    f = {};
    TracePlayback trace;
    trace.verdict = {12.5e6, 100.25, 900.5, 200.75, 1500.5, 150.5, 1200.25, 0.5, 0.01};
    trace.ios = 1000;
    f.trace = trace;
    TestResult traceTest = withFigures("TRACE_DESTROYER", "mix", f);
    traceTest.ios = 1000;
    traceTest.readIos = 600;
    traceTest.writeIos = 400;
    run.tests.push_back(traceTest);

    f = {};
    SmallFilesFigures files;
    files.described = true;
    files.operation = QStringLiteral("create");
    files.order = QStringLiteral("sequential");
    files.filesPlanned = 16384;
    files.files = 16384;
    files.timedS = {0.4};
    files.underHalfSecond = true;
    f.smallFiles = files;
    TestResult filesTest = withFigures("FILES_CREATE_SEQ", "write", f);
    filesTest.iops = 40960;
    filesTest.latencyUs.mean = 24.4;
    filesTest.latencyUs.max = 1200;
    run.tests.push_back(filesTest);

    f = {};
    AsSsdScoreFigures score;
    score.score = {812.4, 1234.6, 2456.5};
    f.asSsdScore = score;
    run.tests.push_back(withFigures("ASSSD_ACC", "write", f));

    const QStringList expected = {
        QStringLiteral("CAPACITY: FAKE: 2.00 GB of 16.00 GB usable; write 80.00 MB/s, read 400.00 MB/s"),
        QStringLiteral("CAPACITY: write cache ran out after 3 GiB (180.0 -> 45.5 MB/s)"),
        QStringLiteral("CAPACITY: 1048576 bytes wrapped at offset 2147483648 (2 GiB)"),
        QStringLiteral("CAPACITY: 1048576 bytes wrapped at offset 3221225472 (3 GiB)"),
        QStringLiteral("CAPACITY: 1048576 bytes wrapped at offset 4294967296 (4 GiB)"),
        QStringLiteral("CAPACITY: 1048576 bytes wrapped at offset 5368709120 (5 GiB)"),
        QStringLiteral("CAPACITY: 1048576 bytes wrapped at offset 6442450944 (6 GiB)"),
        QStringLiteral("CAPACITY: ... 2 more bad ranges in the JSON result"),
        QStringLiteral("CAPACITY: not removed: /mnt/x/db-capacity-1"),
        QStringLiteral("CAPACITY: quick: sampled regions"),
        QStringLiteral("SEEK_FULL: 1000 ops, 11.5000 ms per op"),
        QStringLiteral("RANDOM_ACCESS_512 read: 12346 ops/s, 0.0810 ms random access time (mean latency 0.0813 ms)"),
        QStringLiteral("XFER_OUTSIDE: 511188 kbytes/sec"),
        QStringLiteral("SUSTAINED_WRITE: write cache ran out after 1.00 GB at 2 s (500.0 -> 100.0 MB/s)"),
        QStringLiteral("SUSTAINED_WRITE: no write-cache cliff found"),
        QStringLiteral("CACHE_WRITE: no cache cliff within the 4.00 GB written at 400 MB/s: the cache is larger than that, or there is none"),
        QStringLiteral("SURFACE: 3 points, min 100.0 / avg 150.0 / max 200.0 MB/s, access time 0.123 ms"),
        QStringLiteral("SURFACE: sampled error scan: 1 good, 1 slow, 1 unreadable, 0 not scanned of 3 points; 7 read errors"),
        QStringLiteral("SURFACE: unreadable: 4096 bytes at offset 1000 (1,000 B): short read"),
        QStringLiteral("SURFACE: unreadable: 4096 bytes at offset 5096 (5 KiB) (access read): Input/output error"),
        QStringLiteral("SURFACE: unreadable: 4096 bytes at offset 9192 (9 KiB): Input/output error"),
        QStringLiteral("SURFACE: unreadable: 4096 bytes at offset 13288 (13 KiB): Input/output error"),
        QStringLiteral("SURFACE: unreadable: 4096 bytes at offset 17384 (17 KiB): Input/output error"),
        QStringLiteral("SURFACE: ... 2 more read errors in the JSON result"),
        QStringLiteral("SURFACE: the scan stopped after 256 read errors"),
        QStringLiteral("SURFACE: 3 cells read, min 100.0 / avg 150.0 / max 200.0 MB/s"),
        QStringLiteral("SURFACE: full (every block) error scan: 1 good, 1 slow, 1 unreadable, 0 not scanned of 3 cells; 0 read errors"),
        QStringLiteral("SURFACE: the scan stopped: the device is gone"),
        QStringLiteral("PHYBS: 4 KiB physical blocks (alignment OK)"),
        QStringLiteral("TRACE_DESTROYER: 1000 I/Os (600 read, 400 write), avg data rate 12.50 MB/s, read mean 100.3 / p99 900.5 us; write mean 200.8 / p99 1500.5 us; all mean 150.5 / p99 1200.3 us; >10 ms 0.500 %, >100 ms 0.010 %"),
        QStringLiteral("FILES_CREATE_SEQ: 16384 files, 40960 files/s, mean 24.4 us, max 1200.0 us (under 0.5 s: imprecise, bonnie++ prints +++++; use more --files)"),
        QStringLiteral("AS SSD score: read 812, write 1235, total 2457"),
    };
    // Each line as the summary printed it before the figures were read typed (compared once
    // against that code, line for line).
    QCOMPARE(workloadSummaryText(run).split(QLatin1Char('\n'), Qt::SkipEmptyParts), expected);
}

QTEST_GUILESS_MAIN(TestWorkloadSummary)
#include "tst_workloadsummary.moc"
