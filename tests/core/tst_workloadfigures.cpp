// SPDX-License-Identifier: GPL-3.0-or-later
// Typed workload figures (core/results/workloadfigures.h), one test per figure type: the typed
// reports of two workers or passes, filled by hand, are merged by the workload's merger (counts,
// bytes and times add; histograms merge as histograms), and the result serialiser's JSON
// (core/results/workloadfiguresjson.h) is compared with an object whose every number was worked
// out by hand here. The keys are those of docs/workloads.md, which stored results carry.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "core/engine/patternreport.h"
#include "core/results/resultjson.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/capacitycheck.h"
#include "core/workloads/phybsprobe.h"
#include "core/workloads/smallfiles.h"
#include "core/workloads/workloadpatterns.h"
#include "core/workloads/workloadtests.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;

namespace {

QByteArray text(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Equal objects, and, when not, both in the failure message.
#define COMPARE_JSON(actual, expected)                                                             \
    QVERIFY2((actual) == (expected),                                                               \
             qPrintable(QStringLiteral("\nactual:   %1\nexpected: %2")                             \
                            .arg(QString::fromUtf8(text(actual)), QString::fromUtf8(text(expected)))))

constexpr std::uint64_t kMiB = 1048576;

} // namespace

class TstWorkloadFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seek()
    {
        // Two passes of 250 strokes in 5 ms and 7 ms: 500 ops in 12 ms, 0.024 ms each.
        const WorkloadFigures f = mergeSeekFigures({PhaseFigures{1, 250, 250 * 512, 5'000'000, {}, {}},
                                                    PhaseFigures{2, 250, 250 * 512, 7'000'000, {}, {}}});
        QVERIFY(f.seek);
        QCOMPARE(f.seek->ops, 500.0);
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("ops"), 500}, {QStringLiteral("elapsed_s"), 0.012},
                                  {QStringLiteral("ms_per_op"), 0.024}}));
    }

    void rate()
    {
        // Pass 1: two threads side by side, 1000 + 500 I/Os over the longer 1 s; pass 2: 3000 in
        // 1 s. 4500 I/Os in 2 s = 2250/s, 1/2250 s = 0.4444... ms.
        const WorkloadFigures f = mergeRateFigures({PhaseFigures{1, 1000, 0, 1'000'000'000, {}, {}},
                                                    PhaseFigures{1, 500, 0, 500'000'000, {}, {}},
                                                    PhaseFigures{2, 3000, 0, 1'000'000'000, {}, {}}});
        QVERIFY(f.rate);
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("ops_per_s"), 2250},
                                  {QStringLiteral("ms_random_access_time"), 1000.0 / 2250}}));
    }

    void sequentialAndWriteCliff()
    {
        // 64 MiB in 50 ms, then 64 MiB in 150 ms: 128 MiB in 0.2 s = 671088640 B/s. The
        // per-second curve is the later pass's; its last second (partial) stays out of the cliff
        // search: 4 s at 1000 B/s then 4 s at 200 B/s, a cliff after 4 s and 4000 bytes.
        PhaseFigures early{1, 4, 64 * kMiB, 50'000'000, {5, 5, 5}, {}};
        PhaseFigures late{2, 4, 64 * kMiB, 150'000'000, {1000, 1000, 1000, 1000, 200, 200, 200, 200, 50}, {}};
        const WorkloadFigures f = mergeSequentialFigures({early, late});
        QVERIFY(f.sequential);
        QVERIFY(f.sequential->cacheExhausted);
        QJsonArray curve;
        const double perSecond[] = {1000, 1000, 1000, 1000, 200, 200, 200, 200, 50};
        for (int s = 0; s < 9; ++s)
            curve.append(QJsonObject{{QStringLiteral("time_s"), s + 1},
                                     {QStringLiteral("bandwidth_bytes_per_s"), perSecond[s]}});
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("bandwidth_bytes_per_s"), 671088640},
                                  {QStringLiteral("elapsed_s"), 0.2},
                                  {QStringLiteral("per_second"), curve},
                                  {QStringLiteral("cache_exhausted"),
                                   QJsonObject{{QStringLiteral("at_s"), 4},
                                               {QStringLiteral("after_bytes"), 4000},
                                               {QStringLiteral("before_bytes_per_s"), 1000},
                                               {QStringLiteral("after_bytes_per_s"), 200}}}}));

        // A flat curve: no cliff, written as null. No curve at all: neither key.
        PhaseFigures flat{1, 2, 2000, 2'000'000'000, {1000, 1000, 1000, 1000, 1000}, {}};
        const QJsonObject noCliff = workloadFiguresJson(mergeSequentialFigures({flat}));
        QVERIFY(noCliff.value(QStringLiteral("cache_exhausted")).isNull());
        QVERIFY(noCliff.contains(QStringLiteral("cache_exhausted")));
        QCOMPARE(noCliff.value(QStringLiteral("per_second")).toArray().size(), 5);
        const QJsonObject plain = workloadFiguresJson(mergeSequentialFigures({PhaseFigures{1, 1, 4096, 1000, {}, {}}}));
        QCOMPARE(plain.keys(), (QStringList{QStringLiteral("bandwidth_bytes_per_s"), QStringLiteral("elapsed_s")}));
    }

    void surfaceScan()
    {
        // A map of the drive: the last pass's scan, not a sum. Points 100, 300, 200 B/s: min 100,
        // max 300, mean 200; accesses 1000 and 3000 us: 2 ms.
        SurfaceFigures first;
        first.pass = 1;
        first.surface = {{0, 9999}};
        first.scatter = {{0, 9999}};
        SurfaceFigures last;
        last.pass = 2;
        last.surface = {{0, 100}, {4096, 300}, {8192, 200}};
        last.scatter = {{512, 1000}, {1024, 3000}};
        const WorkloadFigures f = mergeSurfaceFigures({first, last});
        QVERIFY(f.surface);
        auto point = [](double offset, double rate) {
            return QJsonObject{{QStringLiteral("offset_bytes"), offset}, {QStringLiteral("bandwidth_bytes_per_s"), rate}};
        };
        auto access = [](double offset, double us) {
            return QJsonObject{{QStringLiteral("offset_bytes"), offset}, {QStringLiteral("latency_us"), us}};
        };
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("surface"), QJsonArray{point(0, 100), point(4096, 300), point(8192, 200)}},
                                  {QStringLiteral("access_scatter"), QJsonArray{access(512, 1000), access(1024, 3000)}},
                                  {QStringLiteral("transfer_bytes_per_s"),
                                   QJsonObject{{QStringLiteral("min"), 100}, {QStringLiteral("max"), 300},
                                               {QStringLiteral("mean"), 200}}},
                                  {QStringLiteral("access_time_ms"), 2}}));
        QVERIFY(workloadFiguresJson(mergeSurfaceFigures({})).isEmpty());
    }

    void phybsRowsAndVerdict()
    {
        // The last pass's scans decide: at 4096 bytes, offsets 512 and 1024 collapse (a quarter
        // of the aligned rate), 2048 does not, so the physical block is 2048 bytes.
        PhybsFigures first;
        first.pass = 1;
        first.rows = {{4096, 0, 16384, 10, 5, 5 * 4096.0}};
        PhybsFigures last;
        last.pass = 2;
        last.logicalBytes = 512;
        last.rows = {{4096, 0, 16384, 100, 1000, 1000 * 4096.0},
                     {4096, 512, 16384, 100, 250, 250 * 4096.0},
                     {4096, 1024, 16384, 100, 250, 250 * 4096.0},
                     {4096, 2048, 16384, 100, 1000, 1000 * 4096.0}};
        const WorkloadFigures f = mergePhybsFigures({first, last});
        QVERIFY(f.phybs);
        QCOMPARE(f.phybs->verdict.physicalBytes, 2048u);
        QVERIFY(!f.phybs->verdict.explanation.isEmpty());
        QJsonArray rows;
        for (const double offset : {0, 512, 1024, 2048}) {
            const double ops = offset == 512 || offset == 1024 ? 250 : 1000;
            rows.append(QJsonObject{{QStringLiteral("size"), 4096}, {QStringLiteral("offset"), offset},
                                    {QStringLiteral("step"), 16384}, {QStringLiteral("count"), 100},
                                    {QStringLiteral("ops_per_s"), ops},
                                    {QStringLiteral("bandwidth_bytes_per_s"), ops * 4096}});
        }
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("phybs"), rows},
                                  {QStringLiteral("verdict"),
                                   QJsonObject{{QStringLiteral("physical_block_bytes"), 2048},
                                               {QStringLiteral("at_least"), false},
                                               {QStringLiteral("logical_block_bytes"), 512},
                                               {QStringLiteral("misaligned_start"), false},
                                               {QStringLiteral("alignment"), QStringLiteral("OK")},
                                               {QStringLiteral("explanation"), f.phybs->verdict.explanation}}}}));
    }

    void tracePlayback()
    {
        // Two workers of a loaded trace: 100 reads of 4 KiB at 40 us and 100 writes of 8 KiB at
        // 90 us; 2 ms busy, 0.5 ms idle; 2 of 200 I/Os over 10 ms (1 %), 1 over 100 ms (0.5 %).
        // The histograms merge bucket by bucket: the percentiles are those of one histogram of
        // every I/O, and the description is the later report's.
        auto worker = [](int pass, const char *source) {
            TraceFigures t;
            t.pass = pass;
            for (int i = 0; i < 50; ++i) {
                t.read.record(40'000);
                t.write.record(90'000);
            }
            t.ios = 100;
            t.bytesRead = 50 * 4096;
            t.bytesWritten = 50 * 8192;
            t.busyNs = 1'000'000;
            t.idleNs = 250'000;
            t.over10ms = 1;
            t.qdAtIssue[0] = 75;
            t.qdAtIssue[3] = 25;
            t.source = QLatin1String(source);
            return t;
        };
        TraceFigures a = worker(1, "first");
        TraceFigures b = worker(1, "second.blktrace");
        b.over100ms = 1;
        b.skippedTrims = 3;
        b.realigned = 7;
        const WorkloadFigures f = mergeTraceFigures({a, b});
        QVERIFY(f.trace);
        LatencyHistogram reads, writes, all;
        for (int i = 0; i < 100; ++i) {
            reads.record(40'000);
            writes.record(90'000);
        }
        all.merge(reads);
        all.merge(writes);
        auto pair = [](const LatencyHistogram &h) {
            return QJsonObject{{QStringLiteral("mean"), h.meanNs() / 1000.0},
                               {QStringLiteral("p99"), h.percentileNs(99) / 1000.0}};
        };
        QCOMPARE(reads.meanNs() / 1000.0, 40.0);
        QCOMPARE(all.meanNs() / 1000.0, 65.0);
        const QJsonObject verdict{
            {QStringLiteral("avg_data_rate_bytes_per_s"), (100.0 * 4096 + 100.0 * 8192) / 0.002},
            {QStringLiteral("latency_us"), QJsonObject{{QStringLiteral("read"), pair(reads)},
                                                       {QStringLiteral("write"), pair(writes)},
                                                       {QStringLiteral("all"), pair(all)}}},
            {QStringLiteral("ios_over_10ms_pct"), 1},
            {QStringLiteral("ios_over_100ms_pct"), 0.5}};
        const QJsonObject trace{
            {QStringLiteral("ios"), 200},
            {QStringLiteral("busy_s"), 0.002},
            {QStringLiteral("idle_s"), 0.0005},
            {QStringLiteral("qd_at_issue_pct"), QJsonArray{75, 0, 0, 25, 0, 0, 0, 0}},
            {QStringLiteral("qd_buckets"), QJsonArray{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                                      QStringLiteral("4-5"), QStringLiteral("6-10"),
                                                      QStringLiteral("11-20"), QStringLiteral("21-32"),
                                                      QStringLiteral(">32")}},
            {QStringLiteral("source"), QStringLiteral("second.blktrace")},
            {QStringLiteral("skipped_trims"), 3},
            {QStringLiteral("realigned"), 7}};
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("verdict"), verdict}, {QStringLiteral("trace"), trace}}));
    }

    void asSsdScoreAndSweep()
    {
        // The cross-test figures of a run, on its last AS SSD test and its last sweep test.
        RunResult run;
        auto add = [&](const char *id, const char *op, double bw, std::uint32_t block = 0) {
            TestResult t;
            t.id = QLatin1String(id);
            t.op = QLatin1String(op);
            t.completed = true;
            t.ios = 1;
            t.blockSize = block;
            t.bandwidthBytesPerS = bw;
            t.iops = block ? bw / block : 0;
            run.tests.push_back(t);
        };
        add("ASSSD_SEQ", "read", 500e6);
        add("ASSSD_SEQ", "write", 400e6);
        add("ASSSD_4K", "read", 30e6);
        add("ASSSD_4K", "write", 80e6);
        add("ASSSD_4K64", "read", 300e6);
        add("ASSSD_4K64", "write", 250e6);
        add("SWEEP_1M", "read", 1024e6, 1 << 20);
        add("SWEEP_4K", "read", 4096e3, 4096);
        add("SWEEP_4K", "write", 8192e3, 4096);
        annotateWorkloadRun(run);
        // Read = 500 x 0.1 + 30 + 300; write = 400 x 0.1 + 80 + 250;
        // total = 400 x 0.15 + 500 x 0.1 + 30 x 2 + 80 + 250 + 300 x 1.5.
        COMPARE_JSON(extraOf(run.tests[5]),
                     (QJsonObject{{QStringLiteral("asssd_score"),
                                   QJsonObject{{QStringLiteral("read"), 380},
                                               {QStringLiteral("write"), 370},
                                               {QStringLiteral("total"), 950},
                                               {QStringLiteral("inputs_mb_per_s"),
                                                QJsonObject{{QStringLiteral("seq_read"), 500},
                                                            {QStringLiteral("seq_write"), 400},
                                                            {QStringLiteral("read_4k"), 30},
                                                            {QStringLiteral("write_4k"), 80},
                                                            {QStringLiteral("read_4k_64thrd"), 300},
                                                            {QStringLiteral("write_4k_64thrd"), 250}}}}}}));
        for (int i = 0; i < 5; ++i)
            QVERIFY(run.tests[std::size_t(i)].figures.isEmpty());
        // The sweep: by block size, each direction's rate and IOPS.
        COMPARE_JSON(extraOf(run.tests[8]),
                     (QJsonObject{{QStringLiteral("sweep"),
                                   QJsonArray{QJsonObject{{QStringLiteral("block_bytes"), 4096},
                                                          {QStringLiteral("read_bytes_per_s"), 4096e3},
                                                          {QStringLiteral("read_iops"), 1000},
                                                          {QStringLiteral("write_bytes_per_s"), 8192e3},
                                                          {QStringLiteral("write_iops"), 2000}},
                                              QJsonObject{{QStringLiteral("block_bytes"), 1 << 20},
                                                          {QStringLiteral("read_bytes_per_s"), 1024e6},
                                                          {QStringLiteral("read_iops"), 1024e6 / (1 << 20)}}}}}));
        QVERIFY(run.tests[6].figures.isEmpty());
    }

    void smallFiles()
    {
        // Two passes of two workers: the files add (400), each pass's time is its slower
        // worker's (1.0 s, then 0.4 s: under half a second, bonnie++'s +++++).
        auto worker = [](int pass, std::uint64_t files, double seconds) {
            SmallFilesReport r;
            r.pass = pass;
            r.files = files;
            r.seconds = seconds;
            r.described = true;
            r.operation = QStringLiteral("create");
            r.order = QStringLiteral("random");
            r.filesPlanned = 200;
            r.fileBytesMin = 0;
            r.fileBytesMax = 4096;
            return r;
        };
        const WorkloadFigures f = mergeSmallFilesFigures(
            {worker(1, 100, 0.75), worker(1, 100, 1.0), worker(2, 100, 0.25), worker(2, 100, 0.4)});
        QVERIFY(f.smallFiles);
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("operation"), QStringLiteral("create")},
                                  {QStringLiteral("order"), QStringLiteral("random")},
                                  {QStringLiteral("files_planned"), 200},
                                  {QStringLiteral("file_bytes_min"), 0},
                                  {QStringLiteral("file_bytes_max"), 4096},
                                  {QStringLiteral("files"), 400},
                                  {QStringLiteral("timed_s"), QJsonArray{1.0, 0.4}},
                                  {QStringLiteral("under_half_second"), true}}));
        // Slow passes only: not flagged. No report of the family: no figures.
        const QJsonObject slow = workloadFiguresJson(mergeSmallFilesFigures({worker(1, 10, 0.5), worker(2, 10, 2.0)}));
        QCOMPARE(slow.value(QStringLiteral("under_half_second")).toBool(), false);
        QVERIFY(mergeSmallFilesFigures({PatternReport{}}).isEmpty());
    }

    void capacity()
    {
        // One thread: the verdict is its (last) report's; nothing is added up.
        CapacityReport older;
        older.pass = 1;
        older.figures.verdict.kind = QStringLiteral("genuine");
        CapacityReport r;
        r.pass = 1;
        CapacityVerdict &v = r.figures.verdict;
        v.kind = QStringLiteral("errors");
        v.deviceMode = true;
        v.complete = true;
        v.spanBytes = v.testedBytes = v.writtenBytes = v.verifiedBytes = 64 * kMiB;
        v.usableBytes = 60 * kMiB;
        v.goodBytes = 60 * kMiB;
        v.firstBadOffsetBytes = 8 * kMiB;
        v.unreadableBytes = 4 * kMiB;
        v.badTotalBytes = 4 * kMiB;
        v.writeCurve = {{0, 32 * kMiB, 500e6}, {32 * kMiB, 32 * kMiB, 250e6}};
        v.readCurve = {{0, 64 * kMiB, 800e6}};
        v.directReadBack = true;
        v.seed = QStringLiteral("2a");
        v.badRanges = {{8 * kMiB, 4 * kMiB, QStringLiteral("unreadable")}};
        v.text = QStringLiteral("Errors: 4 MiB bad");
        r.figures.plannedSpanBytes = 64 * kMiB;
        r.figures.notes = QStringList{QStringLiteral("a note")};
        const WorkloadFigures f = mergeCapacityFigures({older, r});
        QVERIFY(f.capacity);
        auto curve = [](double offset, double bytes, double rate) {
            return QJsonObject{{QStringLiteral("offset_bytes"), offset}, {QStringLiteral("bytes"), bytes},
                               {QStringLiteral("bandwidth_bytes_per_s"), rate}};
        };
        const double mib = double(kMiB);
        const QJsonObject verdict{
            {QStringLiteral("kind"), QStringLiteral("errors")},
            {QStringLiteral("mode"), QStringLiteral("device")},
            {QStringLiteral("quick"), false},
            {QStringLiteral("complete"), true},
            {QStringLiteral("span_bytes"), 64 * mib},
            {QStringLiteral("tested_bytes"), 64 * mib},
            {QStringLiteral("written_bytes"), 64 * mib},
            {QStringLiteral("usable_bytes"), 60 * mib},
            {QStringLiteral("verified_bytes"), 64 * mib},
            {QStringLiteral("good_bytes"), 60 * mib},
            {QStringLiteral("first_bad_offset_bytes"), 8 * mib},
            {QStringLiteral("wrap_distance_bytes"), QJsonValue()},
            {QStringLiteral("bad_bytes"), QJsonObject{{QStringLiteral("wrapped"), 0},
                                                      {QStringLiteral("stale"), 0},
                                                      {QStringLiteral("corrupt"), 0},
                                                      {QStringLiteral("unreadable"), 4 * mib}}},
            {QStringLiteral("bad_total_bytes"), 4 * mib},
            {QStringLiteral("write_error_bytes"), 0},
            // The one write and one read figure: bytes over the time each bin took (capacityRates).
            {QStringLiteral("write_bytes_per_s"), (32.0 * mib + 32.0 * mib) / (32.0 * mib / 500e6 + 32.0 * mib / 250e6)},
            {QStringLiteral("read_bytes_per_s"), (64.0 * mib) / (64.0 * mib / 800e6)},
            {QStringLiteral("write_curve"), QJsonArray{curve(0, 32 * mib, 500e6), curve(32 * mib, 32 * mib, 250e6)}},
            {QStringLiteral("read_curve"), QJsonArray{curve(0, 64 * mib, 800e6)}},
            {QStringLiteral("read_back"), QStringLiteral("direct")},
            {QStringLiteral("seed"), QStringLiteral("2a")},
            {QStringLiteral("bad_ranges"), QJsonArray{QJsonObject{{QStringLiteral("offset_bytes"), 8 * mib},
                                                                  {QStringLiteral("length_bytes"), 4 * mib},
                                                                  {QStringLiteral("kind"), QStringLiteral("unreadable")}}}},
            {QStringLiteral("bad_ranges_not_listed"), 0},
            {QStringLiteral("text"), QStringLiteral("Errors: 4 MiB bad")}};
        COMPARE_JSON(workloadFiguresJson(f),
                     (QJsonObject{{QStringLiteral("verdict"), verdict},
                                  {QStringLiteral("reserve_bytes"), QJsonValue()},
                                  {QStringLiteral("planned_span_bytes"), 64 * mib},
                                  {QStringLiteral("files"), 0},
                                  {QStringLiteral("leftovers_removed"), 0},
                                  {QStringLiteral("notes"), QJsonArray{QStringLiteral("a note")}}}));
        // The cliff: searched and found, searched and none (null), or not searched (no key).
        CapacityVerdict c = v;
        c.cliffSearched = true;
        QVERIFY(toJson(c).value(QStringLiteral("cache_exhausted")).isNull());
        QVERIFY(toJson(c).contains(QStringLiteral("cache_exhausted")));
        c.cacheExhausted = CapacityCliff{16 * kMiB, 500e6, 100e6};
        COMPARE_JSON(toJson(c).value(QStringLiteral("cache_exhausted")).toObject(),
                     (QJsonObject{{QStringLiteral("at_offset_bytes"), 16 * mib},
                                  {QStringLiteral("after_bytes"), 16 * mib},
                                  {QStringLiteral("before_bytes_per_s"), 500e6},
                                  {QStringLiteral("after_bytes_per_s"), 100e6}}));
        QVERIFY(!toJson(v).contains(QStringLiteral("cache_exhausted")));
        // A failed pass reports nothing: no figures, no "error" key.
        QVERIFY(mergeCapacityFigures({PatternReport{}}).isEmpty());
    }

    void storedThroughTheResultFormat()
    {
        // The serialised figures are TestResult::extra, and a result written and read back keeps
        // them exactly (stored results load as they were written).
        TestResult t;
        t.id = QStringLiteral("SEEK_FULL");
        t.op = QStringLiteral("read");
        addWorkloadFigures(t, mergeSeekFigures({PhaseFigures{1, 100, 51200, 900'000'000, {}, {}}}));
        QCOMPARE(extraOf(t).value(QStringLiteral("ms_per_op")).toDouble(), 9.0);
        const auto back = testFromJson(toJson(t));
        QVERIFY(back);
        QCOMPARE(extraOf(*back), extraOf(t));
        QVERIFY(!extraOf(t).contains(QStringLiteral("error")));
    }
};

QTEST_GUILESS_MAIN(TstWorkloadFigures)
#include "tst_workloadfigures.moc"
