// SPDX-License-Identifier: GPL-3.0-or-later
// The wake-up latency test's pattern and figures (core/workloads/wakepattern.h): the requests it
// hands out (QD1 4 KiB reads, each behind a drained queue and its idle time), its report folded
// into the figures, the figures' JSON both ways, the --idle option, and the run's APST steps
// (drive.power) taken into the verdict afterwards. Latencies are fed in here; nothing is timed.

#include <QJsonArray>
#include <QTest>

#include "core/results/runrecordjson.h"
#include "core/results/testcurves.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/profilecatalogue.h"
#include "core/workloads/wakecurve.h"
#include "core/workloads/wakepattern.h"
#include "core/workloads/workloadtests.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::setExtra;

using namespace drivebench;

namespace {

PatternContext context()
{
    PatternContext c;
    c.spanOffset = 1 << 20;
    c.spanBytes = 8 << 20;
    c.alignment = 512;
    c.maxLength = 1 << 20;
    c.seed = 7;
    c.pass = 1;
    return c;
}

// Runs the pattern as a QD1 worker would: each request completes before the next is asked for;
// latencies 100 us, plus exitUs after an idle of at least 100 ms.
PatternReport play(IoPattern &p, double exitUs, std::vector<IoRequest> *seen = nullptr)
{
    while (auto r = p.next()) {
        if (seen)
            seen->push_back(*r);
        const double idleMs = double(r->gapAfterBarrierNs) / 1e6;
        p.completed(*r, std::uint64_t((100 + (idleMs >= 100 ? exitUs : 0)) * 1000));
    }
    return p.report();
}

QJsonObject sn520Power()
{
    QJsonArray steps{QJsonObject{{QStringLiteral("state"), 3}, {QStringLiteral("after_idle_ms"), 100},
                                 {QStringLiteral("exit_latency_us"), 9000}, {QStringLiteral("max_power_w"), 0.025}}};
    return QJsonObject{{QStringLiteral("apst"), QJsonObject{{QStringLiteral("enabled"), true},
                                                            {QStringLiteral("predicted"), true},
                                                            {QStringLiteral("steps"), steps}}}};
}

} // namespace

class TestWakePattern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requests()
    {
        WakeSettings s;
        s.idleMs = {0, 50, 200};
        s.samplesPerIdle = 3;
        auto p = makeWakePattern(s, context());
        QCOMPARE(p->plannedIos(), std::uint64_t(9));
        std::vector<IoRequest> seen;
        play(*p, 0, &seen);
        QCOMPARE(seen.size(), std::size_t(9));
        const PatternContext c = context();
        for (std::size_t i = 0; i < seen.size(); ++i) {
            const IoRequest &r = seen[i];
            QCOMPARE(r.length, 4096u);
            QVERIFY(r.direction == IoDirection::Read);
            QCOMPARE(r.maxInFlight, 0); // the queue drains before every read
            QCOMPARE(r.gapAfterBarrierNs, std::int64_t(s.idleMs[i / 3] * 1e6));
            QCOMPARE(r.offset % c.alignment, std::uint64_t(0));
            QVERIFY(r.offset >= c.spanOffset && r.offset + r.length <= c.spanOffset + c.spanBytes);
        }
        QVERIFY(!p->next()); // exhausted stays exhausted
    }

    void reportToFigures()
    {
        WakeSettings s;
        s.idleMs = {0, 50, 200, 1000};
        s.samplesPerIdle = 5;
        auto p = makeWakePattern(s, context());
        const PatternReport r = play(*p, 9000);
        const auto *w = std::get_if<WakeReport>(&r);
        QVERIFY(w);
        QCOMPARE(w->samples.size(), std::size_t(20));
        // A warm-up pass's report (pass 0) counts in no figure.
        PatternContext warm = context();
        warm.pass = 0;
        auto p0 = makeWakePattern(s, warm);
        const WorkloadFigures f = mergeWakeFigures({play(*p0, 50000), r});
        QVERIFY(f.wake);
        QCOMPARE(f.wake->points.size(), std::size_t(4));
        QCOMPARE(f.wake->samplesPerIdle, 5);
        QCOMPARE(f.wake->points[0].medianUs, 100.0);
        QCOMPARE(f.wake->points[2].medianUs, 9100.0);
        QCOMPARE(f.wake->steps.size(), std::size_t(1));
        QCOMPARE(f.wake->steps[0].afterIdleMs, 200.0);
        QVERIFY(!f.wake->steps[0].apstState); // not judged against the drive yet
        QVERIFY(mergeWakeFigures({}).isEmpty());

        // JSON both ways.
        const QJsonObject extra = workloadFiguresJson(f);
        QVERIFY(extra.value(QStringLiteral("wake")).isObject());
        const WorkloadFigures back = workloadFiguresFromJson(extra);
        QVERIFY(back.wake);
        QCOMPARE(back.wake->points.size(), std::size_t(4));
        QCOMPARE(back.wake->points[3].maxUs, f.wake->points[3].maxUs);
        QCOMPARE(back.wake->verdict, f.wake->verdict);
        QCOMPARE(back.wake->steps.size(), std::size_t(1));

        // The curve view's curves: median, p90 and max against the idle time.
        TestResult t;
        setExtra(t, extra);
        const std::vector<CurveSeries> curves = testCurves(t);
        QCOMPARE(curves.size(), std::size_t(3));
        QStringList fields;
        for (const CurveSeries &c : curves) {
            QCOMPARE(c.xField, QStringLiteral("idle_ms"));
            QCOMPARE(c.x.size(), 4);
            fields << c.yField;
        }
        fields.sort();
        QCOMPARE(fields, (QStringList{QStringLiteral("max_us"), QStringLiteral("median_us"), QStringLiteral("p90_us")}));
    }

    void runAnnotation()
    {
        WakeSettings s;
        s.idleMs = {0, 50, 200};
        s.samplesPerIdle = 4;
        auto p = makeWakePattern(s, context());
        const WorkloadFigures f = mergeWakeFigures({play(*p, 9000)});
        RunResult run;
        TestResult t;
        t.id = QStringLiteral("WAKE");
        t.completed = true;
        addWorkloadFigures(t, f);
        run.tests.push_back(t);

        // No power settings recorded: said so, the steps stay unexplained.
        RunResult bare = run;
        annotateWakeRun(bare);
        WorkloadFigures w = workloadFiguresOf(bare.tests[0]);
        QVERIFY(w.wake);
        QVERIFY(w.wake->apstSource.startsWith(QLatin1String("not available")));
        QVERIFY(w.wake->expected.empty());

        // The SN520's first step: the step at 200 ms is its PS3, declared 9 ms.
        run.drive = driveFromJson(QJsonObject{{QStringLiteral("power"), sn520Power()}}); // as a result has it
        annotateWakeRun(run);
        w = workloadFiguresOf(run.tests[0]);
        QVERIFY(w.wake);
        QCOMPARE(w.wake->expected.size(), std::size_t(1));
        QCOMPARE(w.wake->steps.size(), std::size_t(1));
        QCOMPARE(w.wake->steps[0].apstState, std::optional<int>(3));
        QVERIFY2(w.wake->verdict.contains(QLatin1String("PS3, declared 9.0 ms")), qPrintable(w.wake->verdict));
        QVERIFY(w.wake->apstSource.startsWith(QLatin1String("predicted")));
    }

    void idleOption()
    {
        auto quick = wakeSettingsFrom(QStringLiteral("quick"), 0);
        QVERIFY(quick);
        QCOMPARE(quick->idleMs.size(), std::size(kWakeIdleQuickMs));
        QCOMPARE(quick->samplesPerIdle, kWakeQuickSamples);
        auto dflt = wakeSettingsFrom(QString(), 3);
        QVERIFY(dflt);
        QCOMPARE(dflt->idleMs.size(), std::size(kWakeIdleDefaultMs));
        QCOMPARE(dflt->samplesPerIdle, 3);
        // The default run: 23.96 s of idle per read round, 20 reads each: about 8 minutes.
        QCOMPARE(wakePlannedIdleMs(WakeSettings{}), 23960.0 * 20);
        auto list = wakeSettingsFrom(QStringLiteral("2.1s,0,110ms"), 0);
        QVERIFY(list);
        QCOMPARE(list->idleMs, (std::vector<double>{0, 110, 2100}));
        QVERIFY(!wakeSettingsFrom(QStringLiteral("soon"), 0));
    }

    void profile()
    {
        QVERIFY(isWorkloadProfile(QStringLiteral("wake")));
        const ProfileEntry *e = profileEntry(QStringLiteral("wake"));
        QVERIFY(e);
        QCOMPARE(e->title, QStringLiteral("Wake-up latency"));
        WorkloadOptions o;
        o.wake = *wakeSettingsFrom(QStringLiteral("quick"), 2);
        auto tests = workloadTests(QStringLiteral("wake"), o);
        QVERIFY(tests);
        QCOMPARE(tests->size(), std::size_t(1));
        const TestSpec &t = tests->front();
        QCOMPARE(t.id, QStringLiteral("WAKE"));
        QVERIFY(!t.writes());
        QCOMPARE(t.queueDepth, 1);
        QCOMPARE(t.threads, 1);
        QVERIFY(t.passEnd == PassEnd::PatternExhausted);
        QVERIFY(t.makePattern && t.mergeReports);
        PatternContext tiny = context();
        tiny.spanBytes = 2048;
        QVERIFY(!t.makePattern(t, tiny)); // a span below one read: an error, not a pattern
        // Its fio equivalent: one thinktime job per idle time of the list.
        QVERIFY(t.fioSections);
        QCOMPARE(t.fioSections().count(QLatin1String("thinktime_blocks=1")), qsizetype(std::size(kWakeIdleQuickMs)));
        QCOMPARE(workloadTests(QStringLiteral("wake"), o)->front().fioSections().count(QLatin1String("number_ios=2\n")),
                 qsizetype(std::size(kWakeIdleQuickMs)));
    }

    // A list the window could not parse travels in the choice and is refused when the run is
    // planned, with the parser's message (the bad item named) and its fix.
    void invalidListRefused()
    {
        WorkloadOptions o;
        const auto bad = wakeSettingsFrom(QStringLiteral("0, soon"), 0);
        QVERIFY(!bad);
        o.wake.invalid = bad.error();
        const auto tests = workloadTests(QStringLiteral("wake"), o);
        QVERIFY(!tests);
        QVERIFY(QString::fromStdString(tests.error().message).contains(QLatin1String("soon")));
        QVERIFY(!tests.error().hint.empty());
    }
};

QTEST_GUILESS_MAIN(TestWakePattern)
#include "tst_wakepattern.moc"
