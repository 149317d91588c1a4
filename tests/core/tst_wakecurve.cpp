// SPDX-License-Identifier: GPL-3.0-or-later
// The wake-up latency analysis (core/workloads/wakecurve.h) on synthetic samples: a simulated WD
// SN520 under Linux 5.14+ (PS3 after 100 ms, exit 9 ms; PS4 after 2.1 s, exit 44 ms; anchors-4.md
// C.2), a drive without power states (QEMU), and a rise no APST step explains. Samples are made
// here, deterministically; no timing is measured.

#include <QTest>

#include "core/workloads/wakecurve.h"

using namespace drivebench;

namespace {

// 20 reads per idle time: baseline 90 us with a fixed jitter pattern, plus the exit latency of
// the state the drive sleeps in after that idle (states: {afterIdleMs, exitUs}).
std::vector<WakeSample> simulate(std::span<const double> idles, std::vector<std::pair<double, double>> states)
{
    std::vector<WakeSample> s;
    for (const double idle : idles) {
        double exitUs = 0;
        for (const auto &[after, exit] : states) {
            if (idle >= after)
                exitUs = exit;
        }
        for (int i = 0; i < 20; ++i)
            s.push_back(WakeSample{idle, 90 + (i * 7) % 23 + exitUs * (0.95 + 0.01 * (i % 6))});
    }
    return s;
}

std::vector<ApstStep> sn520Steps()
{
    return {ApstStep{3, 100, 9000, 0.025}, ApstStep{4, 2100, 44000, 0.0025}};
}

} // namespace

class TestWakeCurve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void simulatedSn520()
    {
        const auto samples = simulate(kWakeIdleDefaultMs, {{100, 9000}, {2100, 44000}});
        const auto points = wakePoints(samples);
        QCOMPARE(points.size(), std::size(kWakeIdleDefaultMs));
        QCOMPARE(points.front().samples, 20);
        QVERIFY(points.front().medianUs < 1000); // baseline under 1 ms
        const auto steps = sn520Steps();
        const WakeVerdict v = judgeWake(points, steps);
        QCOMPARE(v.steps.size(), std::size_t(2));
        // The steps lie at their idle times: between 90 and 110 ms, between 1.9 and 2.1 s ...
        QCOMPARE(v.steps[0].sinceIdleMs, 90.0);
        QCOMPARE(v.steps[0].afterIdleMs, 110.0);
        QCOMPARE(v.steps[1].sinceIdleMs, 1900.0);
        QCOMPARE(v.steps[1].afterIdleMs, 2100.0);
        // ... with the penalties within 20 % of the declared exit latencies, matched to PS3/PS4.
        QVERIFY(std::abs(v.steps[0].penaltyUs - 9000) < 0.2 * 9000);
        QVERIFY(std::abs(v.steps[1].penaltyUs - 44000) < 0.2 * 44000);
        QVERIFY(v.steps[0].apst && v.steps[0].apst->state == 3);
        QVERIFY(v.steps[1].apst && v.steps[1].apst->state == 4);
        QVERIFY2(v.text.startsWith(QLatin1String("after 110 ms idle the first read costs +")), qPrintable(v.text));
        QVERIFY(v.text.contains(QLatin1String("the drive's PS3, declared 9.0 ms")));
        QVERIFY(v.text.contains(QLatin1String("after 2.1 s idle")));
        QVERIFY(v.text.contains(QLatin1String("PS4, declared 44.0 ms")));
        QVERIFY(!v.text.contains(QLatin1String("not seen")));
    }

    void flatDriveHasNoPenalty()
    {
        // QEMU NVMe: one power state, no APST; the curve stays flat.
        const WakeVerdict v = judgeWake(wakePoints(simulate(kWakeIdleQuickMs, {})), {});
        QVERIFY(v.steps.empty());
        QVERIFY2(v.text.startsWith(QLatin1String("no wake-up penalty: after up to 3 s idle")), qPrintable(v.text));
    }

    void unexplainedRiseAndMissingStep()
    {
        // A 2 ms rise after 500 ms that no APST step explains; the predicted PS3 never shows.
        const WakeVerdict v = judgeWake(wakePoints(simulate(kWakeIdleDefaultMs, {{500, 2000}})), sn520Steps());
        QCOMPARE(v.steps.size(), std::size_t(1));
        QCOMPARE(v.steps[0].afterIdleMs, 500.0);
        // The deepest step reached by 500 ms is PS3 (100 ms): matched, though its exit differs.
        QVERIFY(v.steps[0].apst && v.steps[0].apst->state == 3);
        QVERIFY(v.text.contains(QLatin1String("PS4 after 2.1 s (declared 44.0 ms) not seen")));
        const WakeVerdict w = judgeWake(wakePoints(simulate(kWakeIdleDefaultMs, {{500, 2000}})), {});
        QVERIFY(w.text.contains(QLatin1String("PCIe ASPM or SATA link power management")));
    }

    void percentiles()
    {
        std::vector<WakeSample> s;
        for (int i = 1; i <= 10; ++i)
            s.push_back(WakeSample{5, double(i * 100)});
        const auto p = wakePoints(s);
        QCOMPARE(p.size(), std::size_t(1));
        QCOMPARE(p[0].medianUs, 550.0);
        QCOMPARE(p[0].p90Us, 900.0);
        QCOMPARE(p[0].maxUs, 1000.0);
        QVERIFY(judgeWake(std::span<const WakePoint>{}, {}).steps.empty());
    }

    // A level that wobbles after a step (57 ms, then 64 ms, as the rig's simulated drive under a
    // loaded host gave for a 50 ms wake-up) is one step; a deeper state's rise is the next.
    void wobbleIsNoStep()
    {
        const std::vector<WakePoint> points = {{0, 9, 2100, 0, 0},        {100, 9, 2090, 0, 0},
                                               {300, 9, 57300, 0, 0},     {600, 9, 64200, 0, 0},
                                               {1500, 9, 163000, 0, 0},   {3000, 9, 166600, 0, 0}};
        const WakeVerdict v = judgeWake(points, {});
        QCOMPARE(v.steps.size(), std::size_t(2));
        QCOMPARE(v.steps[0].afterIdleMs, 300.0);
        QCOMPARE(v.steps[1].afterIdleMs, 1500.0);
        QCOMPARE(v.steps[1].penaltyUs, 163000.0 - 2100.0);
    }

    // A median pushed up by a few slow reads of a busy machine (the rig's guest on a loaded
    // host: +1.2 ms after 50 ms idle, with a p90 of 53 ms before it) is no step: the real ones are
    // slower than nearly every read at the idle time before them.
    void busyMachineNoiseIsNoStep()
    {
        const std::vector<WakePoint> points = {{0, 9, 1105, 53146, 53146},      {50, 9, 2281, 18402, 18402},
                                               {100, 9, 2522, 15628, 15628},    {300, 9, 53378, 60179, 60179},
                                               {600, 9, 53116, 76867, 76867},   {1500, 9, 153482, 191138, 191138},
                                               {3000, 9, 153285, 166252, 166252}};
        const WakeVerdict v = judgeWake(points, {});
        QCOMPARE(v.steps.size(), std::size_t(2));
        QCOMPARE(v.steps[0].afterIdleMs, 300.0);
        QCOMPARE(v.steps[1].afterIdleMs, 1500.0);
    }

    void idleList()
    {
        const auto l = parseIdleList(QStringLiteral("2.1s, 0,110ms,90 ,1.9S,110"));
        QVERIFY(l.has_value());
        QCOMPARE(*l, (std::vector<double>{0, 90, 110, 1900, 2100}));
        QVERIFY(!parseIdleList(QStringLiteral("0,abc")).has_value());
        QVERIFY(!parseIdleList(QStringLiteral("-5")).has_value());
        QVERIFY(!parseIdleList(QStringLiteral(",")).has_value());
        QVERIFY(QString::fromStdString(parseIdleList(QStringLiteral("0,abc")).error().text()).contains(QLatin1String("abc")));
    }

    void fioJob()
    {
        const double idles[] = {0, 110, 2100};
        const QString job = wakeFioJob(QStringLiteral("/dev/nvme0n1"), idles, 20);
        QVERIFY(job.contains(QLatin1String("filename=/dev/nvme0n1\n")));
        QVERIFY(job.contains(QLatin1String("direct=1\n")));
        QCOMPARE(job.count(QLatin1String("number_ios=20\n")), 3);
        // One job per idle time, each QD1 4K random reads with its idle time as thinktime (us).
        QVERIFY(job.contains(QLatin1String("[WAKE-idle-0ms]\nstonewall\nrw=randread\nbs=4k\niodepth=1\n")));
        QVERIFY(job.contains(QLatin1String("thinktime=0\nthinktime_blocks=1\n")));
        QVERIFY(job.contains(QLatin1String("thinktime=110000\nthinktime_blocks=1\n")));
        QVERIFY(job.contains(QLatin1String("[WAKE-idle-2.1s]\n")));
        QVERIFY(job.contains(QLatin1String("thinktime=2100000\nthinktime_blocks=1\n")));
        QCOMPARE(job.count(QLatin1String("stonewall")), 3);
        QCOMPARE(job.count(QLatin1String("thinktime=")), 3);
        QCOMPARE(job.count(QLatin1String("time_based=0\n")), 3);
        // Not cut short: 20 reads after 2.1 s each take 42 s; the job's limit is above that.
        QVERIFY(job.contains(QLatin1String("runtime=102\n")));
    }
};

QTEST_GUILESS_MAIN(TestWakeCurve)
#include "tst_wakecurve.moc"
