// SPDX-License-Identifier: GPL-3.0-or-later
// Typed workload figures (core/engine/patternreport.h): the reports of a test's workers and
// passes merge by addition (histograms as histograms, never re-recorded I/O by I/O), only the
// merged figures become JSON (written by the result serialiser), and a pattern that cannot plan on its target is an error value.
#include <QJsonArray>
#include <QTest>

#include "core/engine/patternreport.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/workloadpatterns.h"
#include "core/workloads/workloadtests.h"

using namespace drivebench;

namespace {

PatternContext contextOf(std::uint64_t spanBytes, int pass = 1)
{
    PatternContext c;
    c.spanBytes = spanBytes;
    c.targetBytes = spanBytes;
    c.alignment = 512;
    c.maxLength = 1 << 20;
    c.seed = 7;
    c.pass = pass;
    return c;
}

TraceFigures traceReport(int pass, std::uint64_t firstNs, int count, const char *source)
{
    TraceFigures f;
    f.pass = pass;
    for (int i = 0; i < count; ++i) {
        f.read.record(firstNs + std::uint64_t(i) * 997);
        f.write.record(2 * firstNs + std::uint64_t(i) * 13);
    }
    f.ios = std::uint64_t(2 * count);
    f.bytesRead = std::uint64_t(count) * 4096;
    f.bytesWritten = std::uint64_t(count) * 8192;
    f.busyNs = 1'000'000;
    f.idleNs = 250'000;
    f.over10ms = 1;
    f.qdAtIssue[0] = std::uint64_t(count);
    f.qdAtIssue[3] = 2;
    f.source = QLatin1String(source);
    return f;
}

} // namespace

class TstPatternReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void traceReportsAddUp()
    {
        // Two workers' (or passes') reports: every count adds, the histograms merge bucket by
        // bucket, so the merged percentiles are exactly those of one histogram of every I/O.
        const TraceFigures a = traceReport(1, 40'000, 300, "first");
        const TraceFigures b = traceReport(2, 900'000, 200, "second");
        const TraceFigures sum = mergeTraceReports({a, b});
        LatencyHistogram all;
        all.merge(a.read);
        all.merge(b.read);
        QCOMPARE(sum.read.count(), 500ull);
        QCOMPARE(sum.read.percentileNs(99), all.percentileNs(99));
        QCOMPARE(sum.read.percentileNs(50), all.percentileNs(50));
        QCOMPARE(sum.read.meanNs(), all.meanNs());
        QCOMPARE(sum.read.minNs(), a.read.minNs());
        QCOMPARE(sum.read.maxNs(), b.read.maxNs());
        QCOMPARE(sum.write.count(), 500ull);
        QCOMPARE(sum.ios, 1000ull);
        QCOMPARE(sum.bytesRead, 500ull * 4096);
        QCOMPARE(sum.bytesWritten, 500ull * 8192);
        QCOMPARE(sum.busyNs, std::int64_t(2'000'000));
        QCOMPARE(sum.idleNs, std::int64_t(500'000));
        QCOMPARE(sum.over10ms, 2ull);
        QCOMPARE(sum.qdAtIssue[0], 500ull);
        QCOMPARE(sum.qdAtIssue[3], 4ull);
        QCOMPARE(sum.source, QStringLiteral("second")); // the description: the later report's

        // The merged figures as the result records them.
        const QJsonObject extra = workloadFiguresJson(mergeTraceFigures({a, b}));
        const QJsonObject trace = extra.value(QStringLiteral("trace")).toObject();
        QCOMPARE(trace.value(QStringLiteral("ios")).toDouble(), 1000.0);
        QCOMPARE(trace.value(QStringLiteral("idle_s")).toDouble(), 0.0005);
        QCOMPARE(trace.value(QStringLiteral("source")).toString(), QStringLiteral("second"));
        const QJsonArray qd = trace.value(QStringLiteral("qd_at_issue_pct")).toArray();
        QCOMPARE(qd.at(0).toDouble(), 100.0 * 500 / 504);
        const QJsonObject read = extra.value(QStringLiteral("verdict")).toObject()
                                     .value(QStringLiteral("latency_us")).toObject()
                                     .value(QStringLiteral("read")).toObject();
        QCOMPARE(read.value(QStringLiteral("p99")).toDouble(), all.percentileNs(99) / 1000.0);
        QCOMPARE(read.value(QStringLiteral("mean")).toDouble(), all.meanNs() / 1000.0);
        QVERIFY(!extra.contains(QStringLiteral("error")));
    }

    void phaseReportsAddUp()
    {
        // Seek stroke: I/Os and times of every report add; ms per op is their quotient.
        PhaseFigures a{1, 250, 250 * 512, 5'000'000, {}, {}};
        PhaseFigures b{2, 250, 250 * 512, 7'000'000, {}, {}};
        const QJsonObject seek = workloadFiguresJson(mergeSeekFigures({a, b}));
        QCOMPARE(seek.value(QStringLiteral("ops")).toDouble(), 500.0);
        QCOMPARE(seek.value(QStringLiteral("elapsed_s")).toDouble(), 0.012);
        QCOMPARE(seek.value(QStringLiteral("ms_per_op")).toDouble(), 12.0 / 500);
        QVERIFY(!seek.contains(QStringLiteral("error")));

        // Random access: threads of one pass run side by side (their I/Os over the longest
        // time), passes add.
        PhaseFigures t0{1, 1000, 0, 1'000'000'000, {}, {}};
        PhaseFigures t1{1, 500, 0, 500'000'000, {}, {}};
        PhaseFigures t2{2, 3000, 0, 1'000'000'000, {}, {}};
        const QJsonObject rate = workloadFiguresJson(mergeRateFigures({t0, t1, t2}));
        QCOMPARE(rate.value(QStringLiteral("ops_per_s")).toDouble(), 4500.0 / 2.0);

        // Sequential: bytes over time of every pass; the per-second curve is the last pass's.
        PhaseFigures s1{1, 4, 64u << 20, 50'000'000, {}, {}};
        PhaseFigures s2{2, 4, 64u << 20, 150'000'000, {}, {}};
        const QJsonObject seq = workloadFiguresJson(mergeSequentialFigures({s1, s2}));
        QCOMPARE(seq.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble(), double(128u << 20) / 0.2);

        PhaseFigures merged = a;
        merged.merge(b);
        QCOMPARE(merged.ios, 500ull);
        QCOMPARE(merged.elapsedNs, std::int64_t(12'000'000));
    }

    void reportsOfOtherFamiliesAreLeftOut()
    {
        // A built-in pattern reports nothing; a merger takes only its own family's reports.
        const QJsonObject seek = workloadFiguresJson(mergeSeekFigures({PatternReport{}, traceReport(1, 1000, 3, "x")}));
        QCOMPARE(seek.value(QStringLiteral("ops")).toDouble(), 0.0);
        QCOMPARE(reportPass(PatternReport{}), 0);
        QCOMPARE(reportPass(PatternReport{PhaseFigures{3, 0, 0, 0, {}, {}}}), 3);
    }

    void patternThatCannotPlanIsAnErrorValue_data()
    {
        QTest::addColumn<QString>("profile");
        // Seek stroke needs 1 MiB and 2048 sectors; a surface scan one 64 KiB read per point;
        // a generated trace 4 MiB to place its I/Os.
        QTest::newRow("seek") << QStringLiteral("seek");
        QTest::newRow("surface") << QStringLiteral("surface");
        QTest::newRow("destroyer") << QStringLiteral("destroyer");
    }
    void patternThatCannotPlanIsAnErrorValue()
    {
        QFETCH(QString, profile);
        WorkloadOptions o;
        auto tests = workloadTests(profile, o);
        QVERIFY2(tests, qPrintable(profile));
        QVERIFY(!tests->empty());
        const TestSpec &spec = tests->front();
        QVERIFY(spec.makePattern);
        auto tiny = spec.makePattern(spec, contextOf(32 * 1024));
        QVERIFY2(!tiny, "a 32 KiB span must not plan");
        QVERIFY(!tiny.error().message.empty());
        // The same test plans on a span that fits.
        auto fits = spec.makePattern(spec, contextOf(256ull << 20));
        QVERIFY2(fits, fits ? "" : fits.error().text().c_str());
        QVERIFY(*fits != nullptr);
    }
};

QTEST_GUILESS_MAIN(TstPatternReport)
#include "tst_patternreport.moc"
