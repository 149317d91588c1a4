// SPDX-License-Identifier: GPL-3.0-or-later
// The SLC cache test (profile cache): the change-point arithmetic on synthetic curves with known
// answers (one cliff at a known byte, two drops, noise within and beyond the drop rule, curves
// that never drop), what a recovery burst says, the figures' JSON both ways, the idle list, the
// profile's tests, and a real run through the Runner (no cliff on this machine's file system:
// the bursts are skipped with the reason and without their idle pauses).
#include <sys/statvfs.h>

#include <algorithm>
#include <cmath>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/testremarks.h"
#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"
#include "core/engine/testfilespace.h"
#include "core/runner/runner.h"
#include "core/runner/runplan.h"
#include "core/workloads/capacitycheck.h"
#include "core/workloads/profiles.h"
#include "core/workloads/workloadtests.h"
#include "core/workloads/writecliff.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/testdirs.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

// n seconds at rate, with +/- noise alternating (a deterministic wobble).
void append(std::vector<double> &x, int n, double rate, double noise = 0)
{
    for (int i = 0; i < n; ++i)
        x.push_back(rate + (i % 2 ? noise : -noise) * ((i % 3) + 1) / 3.0);
}

double sum(const std::vector<double> &x, int from, int to)
{
    double s = 0;
    for (int i = from; i < to; ++i)
        s += x[std::size_t(i)];
    return s;
}

} // namespace

class TestCacheTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneCliffAtAKnownByte()
    {
        std::vector<double> x;
        append(x, 20, 3.0e9, 6e7);   // 20 s in the cache: 60 GB
        append(x, 30, 9.0e8, 3e7);   // then 900 MB/s
        const CacheCurve c = analyseCacheCurve(x);
        QVERIFY(c.sizeBytes);
        QCOMPARE(c.cliffAtS, 20.0);
        QCOMPARE(double(*c.sizeBytes), sum(x, 0, 20));
        QVERIFY(std::abs(double(*c.sizeBytes) - 60e9) < 1e8);
        QVERIFY(std::abs(c.inCacheBytesPerS - 3.0e9) < 5e7);
        QVERIFY(c.afterCacheBytesPerS && std::abs(*c.afterCacheBytesPerS - 9.0e8) < 3e7);
        QVERIFY(!c.floorBytesPerS);
        QVERIFY(!c.floorAfterBytes);
        // The uncertainty is one bin: a second at the in-cache rate.
        QCOMPARE(c.sizeUncertaintyBytes, std::uint64_t(c.inCacheBytesPerS));
        QCOMPARE(c.seconds, 50.0);
        QCOMPARE(double(c.writtenBytes), sum(x, 0, 50));
    }

    void tenthsOfASecond()
    {
        // 0.1 s bins (the cache test's): a cache of 1.5 s at 6 GB/s, then 70 MB/s: the size to
        // within a tenth of a second at 6 GB/s, where whole seconds could not even place it.
        std::vector<double> x;
        append(x, 15, 6.0e8, 2e7);  // bytes per 0.1 s
        append(x, 40, 7.0e6, 1e6);
        const CacheCurve c = analyseCacheCurve(x, 0.1, 10);
        QVERIFY(c.sizeBytes);
        QCOMPARE(c.binS, 0.1);
        QVERIFY(std::abs(c.cliffAtS - 1.5) < 1e-9);
        QVERIFY(std::abs(double(*c.sizeBytes) - sum(x, 0, 15)) < 1.0);
        QVERIFY(std::abs(c.inCacheBytesPerS - 6.0e9) < 2e8);
        QVERIFY(c.afterCacheBytesPerS && std::abs(*c.afterCacheBytesPerS - 7.0e7) < 1e7);
        QCOMPARE(c.sizeUncertaintyBytes, std::uint64_t(c.inCacheBytesPerS * 0.1));
        QVERIFY(std::abs(c.seconds - 5.5) < 1e-9);
    }

    void twoDropsGiveTheFloor_data()
    {
        QTest::addColumn<double>("middle");
        // A middle close to the floor: the best single split is the first drop. A middle close to
        // the cache rate: the best single split is the second drop, and the earlier one is found
        // before it.
        QTest::newRow("deep first drop") << 8.0e8;
        QTest::newRow("shallow first drop") << 2.0e9;
    }
    void twoDropsGiveTheFloor()
    {
        QFETCH(double, middle);
        std::vector<double> x;
        append(x, 10, 3.0e9, 3e7);
        append(x, 15, middle, 2e7);
        append(x, 25, 2.5e8, 1e7);
        const CacheCurve c = analyseCacheCurve(x);
        QVERIFY(c.sizeBytes);
        QCOMPARE(c.cliffAtS, 10.0);
        QCOMPARE(double(*c.sizeBytes), sum(x, 0, 10));
        QVERIFY(c.afterCacheBytesPerS && std::abs(*c.afterCacheBytesPerS - middle) < 3e7);
        QVERIFY(c.floorBytesPerS && std::abs(*c.floorBytesPerS - 2.5e8) < 1e7);
        QCOMPARE(c.floorAtS, 25.0);
        QVERIFY(c.floorAfterBytes);
        QVERIFY(std::abs(double(*c.floorAfterBytes) - sum(x, 0, 25)) < 1.0);
    }

    void noiseIsNoCliff()
    {
        // Noise of +/- 20 % around one rate: no drop to under 0.75 of it.
        std::vector<double> x;
        append(x, 60, 1.0e9, 2e8);
        const CacheCurve c = analyseCacheCurve(x);
        QVERIFY(!c.sizeBytes);
        QCOMPARE(c.cliffAtS, -1.0);
        QVERIFY(!c.afterCacheBytesPerS);
        QVERIFY(std::abs(c.inCacheBytesPerS - sum(x, 0, 60) / 60) < 1.0);
        // A curve that never settles (a slow decline, 1 % a second) has no cliff either at 0.75 ...
        std::vector<double> decline;
        for (int i = 0; i < 20; ++i)
            decline.push_back(1.0e9 * (1.0 - 0.01 * i));
        QVERIFY(!analyseCacheCurve(decline).sizeBytes);
        // ... but noise beyond the rule around a real drop still finds it.
        std::vector<double> noisy;
        append(noisy, 12, 2.0e9, 4e8);
        append(noisy, 12, 4.0e8, 1e8);
        const CacheCurve n = analyseCacheCurve(noisy);
        QVERIFY(n.sizeBytes);
        QCOMPARE(n.cliffAtS, 12.0);
        // A curve that swings 500-5,000 MB/s throughout (a loop image over the page cache): its
        // mean is lower after 12 s (2,930 then 1,922 MB/s: past the drop rule), but the step is
        // one standard deviation of the swings, not a cliff; the capacity check drew "write
        // cache ran out" on such a curve.
        std::vector<double> swinging;
        for (int i = 0; i < 40; ++i) {
            const double f = std::fmod(i * 0.6180339887, 1.0);
            swinging.push_back((i < 12 ? 1000 + 4000 * f : 500 + 3000 * f) * 1e6);
        }
        QVERIFY(*std::min_element(swinging.begin(), swinging.end()) < 6e8);
        QVERIFY(*std::max_element(swinging.begin(), swinging.end()) > 4.7e9);
        QVERIFY(!findWriteCliff(swinging));
        QVERIFY(!analyseCacheCurve(swinging).sizeBytes);
        // Too short to tell: under two seconds on each side.
        QVERIFY(!analyseCacheCurve(std::vector<double>{3e9, 1e8, 1e8}).sizeBytes);
        QVERIFY(!analyseCacheCurve(std::vector<double>{}).sizeBytes);
    }

    void recoveryOfABurst()
    {
        CacheFigures burst;
        burst.idleBeforeS = 60;
        burst.firstInCacheBytesPerS = 3.0e9;
        // A cliff inside the burst: what went before it came back.
        std::vector<double> x;
        append(x, 4, 3.0e9);
        append(x, 10, 9e8);
        burst.curve = analyseCacheCurve(x);
        CacheRecovery r = cacheRecoveryOf(burst);
        QCOMPARE(r.idleS, 60.0);
        QCOMPARE(double(r.sizeBytes), sum(x, 0, 4));
        QVERIFY(!r.atLeast);
        // No cliff, at cache speed throughout: all of it, at least.
        burst.curve = analyseCacheCurve(std::vector<double>(8, 2.9e9));
        r = cacheRecoveryOf(burst);
        QVERIFY(r.atLeast);
        QCOMPARE(r.sizeBytes, burst.curve.writtenBytes);
        // No cliff, slow throughout: nothing came back.
        burst.curve = analyseCacheCurve(std::vector<double>(8, 9e8));
        r = cacheRecoveryOf(burst);
        QVERIFY(!r.atLeast);
        QCOMPARE(r.sizeBytes, std::uint64_t(0));
        QCOMPARE(r.inCacheBytesPerS, 0.0);
    }

    void jsonBothWays()
    {
        std::vector<double> x;
        append(x, 10, 3.0e9);
        append(x, 10, 8e8);
        append(x, 10, 2e8);
        WorkloadFigures f;
        f.cache.emplace();
        f.cache->spanBytes = 64ull << 30;
        f.cache->curve = analyseCacheCurve(x);
        f.cache->recovery = {{60, 40'000'000'000, 12'000'000'000, false, 2.9e9},
                             {300, 40'000'000'000, 30'000'000'000, true, 3.0e9}};
        const QJsonObject extra = workloadFiguresJson(f);
        const QJsonObject o = extra.value(QStringLiteral("cache")).toObject();
        QCOMPARE(o.value(QStringLiteral("size_bytes")).toDouble(), sum(x, 0, 10));
        QCOMPARE(o.value(QStringLiteral("span_bytes")).toDouble(), double(64ull << 30));
        QVERIFY(o.value(QStringLiteral("floor_bytes_per_s")).isDouble());
        QCOMPARE(o.value(QStringLiteral("recovery")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("recovery")).toArray()[1].toObject().value(QStringLiteral("at_least")).toBool(), true);
        QVERIFY(!o.contains(QStringLiteral("idle_before_s")));
        const WorkloadFigures back = workloadFiguresFromJson(extra);
        QVERIFY(back.cache);
        QCOMPARE(back.cache->curve.sizeBytes, f.cache->curve.sizeBytes);
        QCOMPARE(back.cache->curve.cliffAtS, 10.0);
        QCOMPARE(back.cache->curve.floorAtS, 20.0);
        QCOMPARE(back.cache->curve.floorBytesPerS, f.cache->curve.floorBytesPerS);
        QCOMPARE(back.cache->curve.afterCacheBytesPerS, f.cache->curve.afterCacheBytesPerS);
        QCOMPARE(back.cache->recovery.size(), std::size_t(2));
        QCOMPARE(back.cache->recovery[0].sizeBytes, std::uint64_t(12'000'000'000));
        QVERIFY(back.cache->recovery[1].atLeast);
        // The words the command line and the text export print.
        const QString text = cacheVerdictText(*back.cache);
        QVERIFY2(text.startsWith(QStringLiteral("cache 30.00 GB (+/- 3.00 GB): 3000 MB/s in it, 800 MB/s after it, "
                                                "floor 200 MB/s after 38.00 GB written; came back: after 60 s idle "
                                                "12.00 GB, after 300 s idle 30.00 GB or more")),
                 qPrintable(text));
        // No cliff: null figures, and words that say what to do.
        WorkloadFigures none;
        none.cache.emplace();
        none.cache->curve = analyseCacheCurve(std::vector<double>(5, 1e9));
        const QJsonObject n = workloadFiguresJson(none).value(QStringLiteral("cache")).toObject();
        QVERIFY(n.value(QStringLiteral("size_bytes")).isNull());
        QVERIFY(n.value(QStringLiteral("after_cache_bytes_per_s")).isNull());
        QVERIFY(cacheVerdictText(*none.cache).startsWith(QStringLiteral("no cache cliff within the 5.00 GB written")));
    }

    void idleList()
    {
        QCOMPARE(*parseCacheIdleList(QStringLiteral("60,300")), (std::vector<double>{60, 300}));
        QCOMPARE(*parseCacheIdleList(QStringLiteral(" 5 ")), (std::vector<double>{5}));
        QVERIFY(parseCacheIdleList(QStringLiteral("0"))->empty());
        for (const char *bad : {"", "x", "60,", "-1", "0.5", "100000", "1,2,3,4,5,6,7,8,9",
                                "60.2", "60.2,60.4", "60,300,60"}) // whole seconds, each once: one id each
            QVERIFY2(!parseCacheIdleList(QString::fromLatin1(bad)), bad);
    }

    void profileTests()
    {
        WorkloadOptions o;
        auto tests = workloadTests(QStringLiteral("cache"), o);
        QVERIFY(tests);
        QCOMPARE(int(tests->size()), 3);
        QCOMPARE(tests->at(0).id, QStringLiteral("CACHE_WRITE"));
        QCOMPARE(tests->at(0).queueDepth, 32);
        QCOMPARE(tests->at(0).blockSize, 1u << 20);
        QCOMPARE(tests->at(1).id, QStringLiteral("CACHE_AFTER_60S"));
        QCOMPARE(tests->at(1).idleBeforeS, 60.0);
        QCOMPARE(tests->at(2).idleBeforeS, 300.0);
        for (const TestSpec &t : *tests) {
            QVERIFY(t.unfilledFile);
            QCOMPARE(t.op, IoOp::Write);
            QCOMPARE(t.passes, 1);
        }
        // Before the first write, there is no cliff: no reason to idle.
        QVERIFY(tests->at(1).idleNeeded && !tests->at(1).idleNeeded());
        RunSettings s;
        s.intervalS = 5;
        QCOMPARE(Runner::plannedSeconds(s, *tests) >= 365.0, true);
        o.cacheIdleS = {};
        o.queueDepth = 4;
        tests = workloadTests(QStringLiteral("cache"), o);
        QCOMPARE(int(tests->size()), 1);
        QCOMPARE(tests->at(0).queueDepth, 4);
    }

    void freeSpaceIsTheDefaultSpan()
    {
        // The command line without --size: the cache test's file is the free space less the
        // reserve (cacheFileSpan, on readings given here: exact whatever else the machine writes).
        const std::uint64_t gib = 1ull << 30;
        FreeSpaceReading r;
        r.freeBytes = 100 * gib;
        r.totalBytes = 500 * gib;
        r.largestFileBytes = 1ull << 44;
        const std::uint64_t reserve = 8 * gib;
        QCOMPARE(cacheFileSpan(QStringLiteral("/ssd"), r, reserve).value_or(0), capacityFileSpan(100 * gib, reserve));
        QVERIFY(capacityFileSpan(100 * gib, reserve) <= 92 * gib);
        QVERIFY(capacityFileSpan(100 * gib, reserve) > 91 * gib);
        // The default reserve is the capacity check's, from the file system's size.
        QCOMPARE(cacheFileSpan(QStringLiteral("/ssd"), r, std::nullopt).value_or(0),
                 capacityFileSpan(100 * gib, defaultCapacityReserve(500 * gib)));
        // No bigger than the largest file the file system takes (FAT32: 4 GiB less one byte).
        r.largestFileBytes = 4 * gib - 1;
        QCOMPARE(cacheFileSpan(QStringLiteral("/fat"), r, reserve).value_or(0), 4 * gib - 1);
        // Too little room once the reserve is left: refused, saying so.
        r.largestFileBytes = 1ull << 44;
        r.freeBytes = reserve + (8ull << 20);
        const auto small = cacheFileSpan(QStringLiteral("/ssd"), r, reserve);
        QVERIFY(!small);
        QVERIFY2(QString::fromStdString(small.error().message).contains(QStringLiteral("less than the cache test's")),
                 small.error().text().c_str());
        // tmpfs: the free space is the machine's memory, and there is no cache to find.
        r.freeBytes = 100 * gib;
        r.memoryFileSystem = QStringLiteral("tmpfs");
        const auto memory = cacheFileSpan(QStringLiteral("/dev/shm"), r, reserve);
        QVERIFY(!memory);
        QVERIFY2(QString::fromStdString(memory.error().message).contains(QStringLiteral("memory file system (tmpfs)")),
                 memory.error().text().c_str());
        QVERIFY(namesSetting(memory.error(), Setting::Size));

        // planRun reads the directory's own figures: a size within the file system, and only
        // for the cache profile without a size given.
        auto dir = testing::makeTestDir(testing::diskRoot(), QStringLiteral("tst_cachetest-span"));
        QVERIFY2(dir, qPrintable(testing::diskRoot().problem));
        struct statvfs vfs{};
        QCOMPARE(::statvfs(QFile::encodeName(dir->path()).constData(), &vfs), 0);
        const std::uint64_t total = std::uint64_t(vfs.f_blocks) * vfs.f_frsize;
        RunChoice c;
        c.targetPath = dir->path();
        c.profile = QStringLiteral("cache");
        c.cacheFileFromFreeSpace = true;
        c.workload.capacity.reserveBytes = 1ull << 20;
        auto plan = planRun(c);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QVERIFY(plan->settings.target.fileSizeBytes >= (16ull << 20));
        QVERIFY(plan->settings.target.fileSizeBytes < total);
        c.cacheFileFromFreeSpace = false;
        QCOMPARE(planRun(c)->settings.target.fileSizeBytes, std::uint64_t(1ull << 30));
        c.cacheFileFromFreeSpace = true;
        c.profile = QStringLiteral("sustained");
        QCOMPARE(planRun(c)->settings.target.fileSizeBytes, std::uint64_t(1ull << 30));
        // A reserve larger than the whole file system leaves no room, whatever is free.
        c.profile = QStringLiteral("cache");
        c.workload.capacity.reserveBytes = total + gib;
        const auto refused = planRun(c);
        QVERIFY(!refused);
        QVERIFY2(QString::fromStdString(refused.error().message).contains(QStringLiteral("less than the cache test's")),
                 refused.error().text().c_str());
    }

    void runWithoutCliff()
    {
        // A real run on a small file: no cliff (an 8 MiB write is over well within the 2 s a
        // cliff needs, so it can show none on any machine), so the bursts are skipped with the
        // reason, without waiting their idle pauses (an hour each: were they waited, the wait
        // below would fail), the ETA drops by the pauses skipped, and the first write still
        // carries its cache figures.
        auto holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_cachetest"));
        QVERIFY2(holder, qPrintable(testing::directIoRoot().problem));
        WorkloadOptions o;
        o.cacheIdleS = {3600, 3600};
        auto tests = workloadTests(QStringLiteral("cache"), o);
        QVERIFY(tests);
        // A timed read test after the bursts: its ETA must not count the skipped hours.
        const std::optional<TestSpec> read = testById(QStringLiteral("SEQ1M_Q8T1"), IoOp::Read);
        QVERIFY(read);
        tests->push_back(*read);
        RunSettings s;
        s.target.path = holder->path();
        s.target.fileSizeBytes = 8ull << 20;
        s.intervalS = 0;
        s.warmupS = 0;
        s.passes = 1;
        s.durationS = 1;
        s.sampleIntervalMs = 50;
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        int current = -1;
        std::vector<double> lastTestEtas;
        connect(&runner, &Runner::testStarted, this, [&](int index, const TestSpec &) { current = index; });
        connect(&runner, &Runner::progress, this, [&](double, double etaS) {
            if (current == 3 && etaS >= 0)
                lastTestEtas.push_back(etaS);
        });
        auto ok = runner.start(s, *tests);
        QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
        QVERIFY2(done.wait(600'000), "the run waited an idle pause for a burst it skipped");
        RunResult run = runner.result();
        annotateWorkloadRun(run);
        QCOMPARE(int(run.tests.size()), 4);
        QVERIFY(run.tests[0].completed);
        QCOMPARE(run.tests[0].bytesWritten, std::uint64_t(8ull << 20));
        const WorkloadFigures f = workloadFiguresOf(run.tests[0]);
        QVERIFY(f.cache);
        QVERIFY(!f.cache->curve.sizeBytes);
        QCOMPARE(f.cache->spanBytes, std::uint64_t(8ull << 20));
        QCOMPARE(f.cache->curve.writtenBytes, std::uint64_t(8ull << 20));
        QVERIFY(f.cache->curve.inCacheBytesPerS > 0);
        QVERIFY(f.cache->recovery.empty());
        for (int i : {1, 2}) {
            QVERIFY(run.tests[std::size_t(i)].skipped);
            const QString notes = lineTexts(run.tests[std::size_t(i)].notes).join(' ');
            QVERIFY2(notes.contains(QStringLiteral("no cache cliff within the 0.01 GB written")), qPrintable(notes));
            QVERIFY2(notes.contains(QStringLiteral("leave out test size")), qPrintable(notes));
            // A result's notes name the settings in plain words, never a command-line option.
            QVERIFY2(!notes.contains(QLatin1String("--")), qPrintable(notes));
        }
        QVERIFY(run.tests[3].completed);
        QVERIFY2(!lastTestEtas.empty(), "no progress while the last test ran");
        QVERIFY2(*std::max_element(lastTestEtas.begin(), lastTestEtas.end()) < 600,
                 qPrintable(QStringLiteral("ETA %1 s still counts the skipped pauses")
                                .arg(*std::max_element(lastTestEtas.begin(), lastTestEtas.end()))));
    }
};

QTEST_GUILESS_MAIN(TestCacheTest)
#include "tst_cachetest.moc"
