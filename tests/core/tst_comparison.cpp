// SPDX-License-Identifier: GPL-3.0-or-later
// Comparison of runs: each test in its own reading and direction, secondary figures, differences
// in %, the better run, tests of different profiles (shared and the rest), JSON and text shapes.
#include <QJsonArray>
#include <QLocale>
#include <QScopeGuard>
#include <QTest>

#include "core/results/comparison.h"
#include "core/results/resultlibrary.h"
#include "core/results/runorigin.h"
#include "tests/common/compareruns.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::setExtra;

using namespace drivebench;

namespace {

TestResult test(const char *id, const char *op, double bw, double iops, double meanUs, double p99Us)
{
    TestResult t;
    t.id = QLatin1String(id);
    t.op = QLatin1String(op);
    t.bandwidthBytesPerS = bw;
    t.iops = iops;
    t.latencyUs.mean = meanUs;
    t.latencyUs.p99 = p99Us;
    return t;
}

const ComparisonTest *find(const Comparison &c, const char *id, const char *op = "read")
{
    for (const ComparisonTest &t : c.tests)
        if (t.id == QLatin1String(id) && t.op == QLatin1String(op))
            return &t;
    return nullptr;
}

const ComparisonFigure *figure(const ComparisonTest &t, const char *key)
{
    for (const ComparisonFigure &f : t.figures)
        if (f.key == QLatin1String(key))
            return &f;
    return nullptr;
}

} // namespace

class TstComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deltasAndBest()
    {
        RunResult a, b, c;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 1907, 4000, 5000)};
        b.tests = {test("SEQ1M_Q8T1", "read", 2500e6, 2384, 3000, 6000)};
        c.tests = {test("SEQ1M_Q8T1", "read", 1000e6, 953, 8000, 4000), test("RND4K_Q1T1", "write", 200e6, 48828, 20, 40)};
        const Comparison cmp = compareRuns({a, b, c});
        const ComparisonTest *seq = find(cmp, "SEQ1M_Q8T1");
        QVERIFY(seq);
        QCOMPARE(seq->label, QStringLiteral("SEQ1M Q8T1"));
        const ComparisonFigure &bw = seq->figures.front();
        QCOMPARE(bw.key, QStringLiteral("transfer"));
        QCOMPARE(bw.unit, QStringLiteral("MB/s"));
        QCOMPARE(*bw.values[0], 2000.0);
        QCOMPARE(*bw.deltaPct[0], 0.0);
        QCOMPARE(*bw.deltaPct[1], 25.0);
        QCOMPARE(*bw.deltaPct[2], -50.0);
        QCOMPARE(bw.best, 1);
        QCOMPARE(figure(*seq, "latency_mean_us")->best, 1); // lower latency is better
        QCOMPARE(figure(*seq, "latency_p99_us")->best, 2);
        QCOMPARE(*figure(*seq, "latency_p99_us")->deltaPct[2], -20.0);
        // A test one run has is not compared: it is listed.
        QVERIFY(!find(cmp, "RND4K_Q1T1", "write"));
        QCOMPARE(cmp.unshared.size(), std::size_t(1));
        QCOMPARE(cmp.unshared.front().run, 2);
        QCOMPARE(cmp.unshared.front().text, QStringLiteral("200.00 MB/s"));
    }

    void seekRunsCompareInMsPerOp()
    {
        // Run 2 seeks 10 % faster: lower ms/op is better.
        const Comparison cmp = compareRuns({testing::seekRun(1), testing::seekRun(2, 0.9)});
        QCOMPARE(cmp.tests.size(), std::size_t(10));
        QVERIFY(cmp.unshared.empty());
        const ComparisonTest *full = find(cmp, "SEEK_FULL");
        QVERIFY(full);
        QCOMPARE(full->label, QStringLiteral("Full stroke")); // the panel's label
        QCOMPARE(full->reading, Reading::MsPerOp);
        const ComparisonFigure &head = full->figures.front();
        QCOMPARE(head.key, QStringLiteral("ms_per_op"));
        QCOMPARE(head.unit, QStringLiteral("ms/op"));
        QCOMPARE(head.direction, FigureDirection::LowerIsBetter);
        QCOMPARE(head.texts, (QStringList{QStringLiteral("8.000"), QStringLiteral("7.200")}));
        QCOMPARE(head.best, 1);
        QVERIFY(qAbs(*head.deltaPct[1] + 10.0) < 1e-9);
        QVERIFY(!figure(*full, "iops")); // not read in IOPS: ms/op, then its latencies
        QVERIFY(figure(*full, "latency_p99_us"));
        // The transfer zones read in MB/s, higher is better.
        const ComparisonTest *outside = find(cmp, "XFER_OUTSIDE");
        QCOMPARE(outside->label, QStringLiteral("Transfer rate: outside"));
        QCOMPARE(outside->figures.front().unit, QStringLiteral("MB/s"));
        QCOMPARE(outside->figures.front().best, 1);
        // Grouped as the panel's rows: seek tests in diskinfo's order, then the transfer zones.
        QCOMPARE(cmp.tests.front().id, QStringLiteral("SEEK_FULL"));
        QCOMPARE(cmp.tests.back().id, QStringLiteral("XFER_INSIDE"));
    }

    void differentProfilesShareSomeTests()
    {
        // A default run, a seek run and another default run: the default tests are compared
        // between runs 1 and 3; the seek run's tests are listed as its own.
        const std::vector<RunResult> runs{testing::sampleRun(1), testing::seekRun(2), testing::sampleRun(3)};
        const Comparison cmp = compareRuns(runs);
        QCOMPARE(cmp.tests.size(), std::size_t(8));
        for (const ComparisonTest &t : cmp.tests) {
            QVERIFY(t.id.startsWith(QLatin1String("SEQ1M")) || t.id.startsWith(QLatin1String("RND4K")));
            QCOMPARE(t.present, (std::vector<bool>{true, false, true}));
            QVERIFY(!t.figures.front().values[1]);
        }
        // Read and write of a test side by side, as the panel's row.
        QCOMPARE(cmp.tests[0].id, cmp.tests[1].id);
        QCOMPARE(cmp.tests[0].op, QStringLiteral("read"));
        QCOMPARE(cmp.tests[1].op, QStringLiteral("write"));
        QCOMPARE(cmp.unshared.size(), std::size_t(10));
        for (const UnsharedTest &u : cmp.unshared)
            QCOMPARE(u.run, 1);
        QCOMPARE(cmp.unshared.front().label, QStringLiteral("Full stroke"));
        QCOMPARE(cmp.unshared.front().text, QStringLiteral("8.000 ms/op"));

        // Two runs of different profiles share nothing: every test is listed.
        const Comparison two = compareRuns({testing::sampleRun(1), testing::seekRun(2)});
        QVERIFY(two.tests.empty());
        QCOMPARE(two.unshared.size(), std::size_t(18));
        QCOMPARE(two.unshared.front().run, 0);
        QCOMPARE(two.unshared.back().run, 1);
    }

    void traceRunsCompareByTheirVerdict()
    {
        const auto trace = [](double rate, double p99, double over10) {
            TestResult t = test("TRACE_DESTROYER", "mix", rate, 1000, 300, p99);
            t.label = QStringLiteral("The Destroyer");
            setExtra(t, QJsonObject{{QStringLiteral("verdict"),
                        QJsonObject{{QStringLiteral("avg_data_rate_bytes_per_s"), rate},
                                    {QStringLiteral("latency_us"),
                                     QJsonObject{{QStringLiteral("read"), QJsonObject{{QStringLiteral("mean"), 200}, {QStringLiteral("p99"), p99}}},
                                                 {QStringLiteral("write"), QJsonObject{{QStringLiteral("mean"), 400}, {QStringLiteral("p99"), p99 * 2}}},
                                                 {QStringLiteral("all"), QJsonObject{{QStringLiteral("mean"), 300}, {QStringLiteral("p99"), p99}}}}},
                                    {QStringLiteral("ios_over_10ms_pct"), over10},
                                    {QStringLiteral("ios_over_100ms_pct"), 0.0}}},
                       {QStringLiteral("trace"), QJsonObject{{QStringLiteral("ios"), 1000}}}});
            RunResult r;
            r.tests = {t};
            return r;
        };
        const Comparison cmp = compareRuns({trace(400e6, 900, 0.5), trace(300e6, 700, 0.25)});
        const ComparisonTest &t = cmp.tests.front();
        QCOMPARE(t.label, QStringLiteral("The Destroyer"));
        QCOMPARE(figure(t, "avg_data_rate_mb_per_s")->best, 0);
        QCOMPARE(figure(t, "read_latency_p99_us")->best, 1);
        QCOMPARE(figure(t, "ios_over_10ms_pct")->unit, QStringLiteral("%"));
        QCOMPARE(figure(t, "ios_over_10ms_pct")->best, 1);
        // No I/O over 100 ms in either: a figure (0 %), no better run.
        QCOMPARE(*figure(t, "ios_over_100ms_pct")->values[0], 0.0);
        QCOMPARE(figure(t, "ios_over_100ms_pct")->best, -1);
        QVERIFY(!figure(t, "iops"));
    }

    void capacityComparesItsVerdict()
    {
        const auto capacity = [](const char *kind, double usable, double writeRate) {
            TestResult t = test("CAPACITY", "write", writeRate, 0, 0, 0);
            t.label = QStringLiteral("Capacity check");
            const QJsonArray writeCurve{QJsonObject{{QStringLiteral("offset_bytes"), 0},
                                                    {QStringLiteral("bytes"), 1e9},
                                                    {QStringLiteral("bandwidth_bytes_per_s"), writeRate}}};
            const QJsonArray readCurve{QJsonObject{{QStringLiteral("offset_bytes"), 0},
                                                   {QStringLiteral("bytes"), 1e9},
                                                   {QStringLiteral("bandwidth_bytes_per_s"), 2 * writeRate}}};
            setExtra(t, QJsonObject{{QStringLiteral("verdict"),
                        QJsonObject{{QStringLiteral("kind"), QLatin1String(kind)},
                                    {QStringLiteral("usable_bytes"), usable},
                                    {QStringLiteral("bad_total_bytes"), 0},
                                    {QStringLiteral("write_curve"), writeCurve},
                                    {QStringLiteral("read_curve"), readCurve}}}});
            RunResult r;
            r.tests = {t};
            return r;
        };
        const Comparison cmp = compareRuns({capacity("genuine", 64e9, 90e6), capacity("fake", 8e9, 30e6)});
        const ComparisonTest &t = cmp.tests.front();
        QCOMPARE(figure(t, "verdict")->texts, (QStringList{QStringLiteral("genuine"), QStringLiteral("fake")}));
        QCOMPARE(*figure(t, "usable_gb")->values[1], 8.0);
        QCOMPARE(figure(t, "usable_gb")->texts.at(1), QStringLiteral("8.00"));
        // A small file's capacity keeps three significant digits (the walk saw "0.03 / 0.07").
        const Comparison small = compareRuns({capacity("genuine", 33.55e6, 90e6), capacity("genuine", 67.1e6, 90e6)});
        QCOMPARE(figure(small.tests.front(), "usable_gb")->texts,
                 (QStringList{QStringLiteral("0.0336"), QStringLiteral("0.0671")}));
        QCOMPARE(figure(t, "usable_gb")->best, -1); // a smaller drive is not worse
        QCOMPARE(*figure(t, "write_mb_per_s")->values[0], 90.0);
        QCOMPARE(*figure(t, "read_mb_per_s")->values[1], 60.0);
        QCOMPARE(figure(t, "read_mb_per_s")->best, 0);
    }

    void countsPerSecondGrouped()
    {
        // The same under a German default locale: the texts use one fixed locale, not LANG.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        // As the panel writes counts: "157,395" files/s and IOPS grouped; MB/s as CrystalDiskMark
        // ("3075.25"). ctest runs in C.UTF-8, whose QLocale groups with ",".
        RunResult a, b;
        TestResult fa = test("FILES_CREATE_SEQ", "write", 0, 157395.2, 0, 0);
        TestResult fb = test("FILES_CREATE_SEQ", "write", 0, 198637, 0, 0);
        TestResult sa = test("SEQ1M_Q8T1", "read", 3075.25e6, 2933, 2716, 7700);
        TestResult sb = test("SEQ1M_Q8T1", "read", 2868.88e6, 2736, 2905.7, 5931);
        a.tests = {fa, sa};
        b.tests = {fb, sb};
        const Comparison cmp = compareRuns({a, b});
        const auto of = [&](const char *id) -> const ComparisonTest & {
            for (const ComparisonTest &t : cmp.tests)
                if (t.id == QLatin1String(id))
                    return t;
            return cmp.tests.front();
        };
        QCOMPARE(of("FILES_CREATE_SEQ").figures.front().texts,
                 (QStringList{QStringLiteral("157,395"), QStringLiteral("198,637")}));
        QCOMPARE(of("SEQ1M_Q8T1").figures.front().texts,
                 (QStringList{QStringLiteral("3075.25"), QStringLiteral("2868.88")}));
        QCOMPARE(figure(of("SEQ1M_Q8T1"), "iops")->texts, (QStringList{QStringLiteral("2,933"), QStringLiteral("2,736")}));
    }

    void settingsThatDifferAreNamed()
    {
        // A 1-pass run of a 16 MiB file beside a 5-pass run of a 1 GiB one: the views say the
        // figures may not compare like with like (the walk found no word of it).
        RunResult a = testing::sampleRun(1), b = testing::sampleRun(2);
        a.settings = RunSettingsRecord{};
        a.settings.profile = QStringLiteral("default");
        a.settings.passes = 1;
        a.settings.durationS = 5;
        a.settings.data = QStringLiteral("random");
        b.settings = a.settings;
        b.settings.passes = 5;
        a.target.sizeBytes = 16ull << 20;
        b.target.sizeBytes = 1ull << 30;
        Comparison cmp = compareRuns({a, b});
        QCOMPARE(cmp.settingsDiffer, (QStringList{QStringLiteral("passes"), QStringLiteral("test_file_size")}));
        QCOMPARE(toJson(cmp, {1, 2}).value(QStringLiteral("settings_differ")).toArray().size(), 2);
        QVERIFY(comparisonText(cmp, {QStringLiteral("#1"), QStringLiteral("#2")})
                    .contains(QLatin1String("Settings differ between the runs (passes, test file size)")));
        // Two raw devices of other sizes: the size is the drive's, not a setting.
        RunResult d1 = a, d2 = a;
        d1.target.kind = d2.target.kind = QStringLiteral("device");
        d1.target.sizeBytes = 500'107'862'016ull;
        d2.target.sizeBytes = 1'000'204'886'016ull;
        QVERIFY(compareRuns({d1, d2}).settingsDiffer.isEmpty());
        // Tests of their own length (a seek stroke) take no passes × seconds: those do not count.
        RunResult s1 = testing::seekRun(4), s2 = testing::seekRun(5);
        s1.settings = a.settings;
        s2.settings = b.settings;
        s1.target.sizeBytes = s2.target.sizeBytes = 1ull << 30;
        QVERIFY(compareRuns({s1, s2}).settingsDiffer.isEmpty());
        // Alike, or a run that does not say (an imported fio run): nothing said.
        b = a;
        QVERIFY(compareRuns({a, b}).settingsDiffer.isEmpty());
        RunResult fio = testing::sampleRun(3);
        fio.settings = RunSettingsRecord{};
        fio.target.sizeBytes = 0;
        QVERIFY(compareRuns({a, fio}).settingsDiffer.isEmpty());
        QVERIFY(!comparisonText(compareRuns({a, fio}), {QStringLiteral("#1"), QStringLiteral("#3")})
                     .contains(QLatin1String("Settings differ")));
    }

    void skippedIsAbsent()
    {
        RunResult a, b;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        b.tests = {test("SEQ1M_Q8T1", "read", 0, 0, 0, 0)};
        b.tests.front().skipped = true;
        const Comparison cmp = compareRuns({a, b});
        QVERIFY(cmp.tests.empty());
        QCOMPARE(cmp.unshared.size(), std::size_t(1));
    }

    void jsonShape()
    {
        const QJsonObject json = toJson(compareRuns({testing::seekRun(1), testing::seekRun(2, 0.9)}), {12, 15});
        QCOMPARE(json.value(QStringLiteral("runs")).toArray(), (QJsonArray{12, 15}));
        const QJsonArray tests = json.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 10);
        const QJsonObject t = tests.at(0).toObject();
        QCOMPARE(t.value(QStringLiteral("id")).toString(), QStringLiteral("SEEK_FULL"));
        QCOMPARE(t.value(QStringLiteral("op")).toString(), QStringLiteral("read"));
        QCOMPARE(t.value(QStringLiteral("label")).toString(), QStringLiteral("Full stroke"));
        QCOMPARE(t.value(QStringLiteral("reading")).toString(), QStringLiteral("ms_per_op"));
        QCOMPARE(t.value(QStringLiteral("unit")).toString(), QStringLiteral("ms/op"));
        QCOMPARE(t.value(QStringLiteral("direction")).toString(), QStringLiteral("lower_is_better"));
        QCOMPARE(t.value(QStringLiteral("values")).toArray().at(0).toDouble(), 8.0);
        QCOMPARE(t.value(QStringLiteral("best")).toInt(), 15);
        const QJsonObject p99 = t.value(QStringLiteral("figures")).toArray().last().toObject();
        QCOMPARE(p99.value(QStringLiteral("key")).toString(), QStringLiteral("latency_p99_us"));
        QCOMPARE(p99.value(QStringLiteral("unit")).toString(), QStringLiteral("µs"));
        QVERIFY(json.value(QStringLiteral("only_in")).toArray().isEmpty());

        const QJsonObject mixed = toJson(compareRuns({testing::sampleRun(1), testing::seekRun(2)}), {3, 4});
        const QJsonObject only = mixed.value(QStringLiteral("only_in")).toArray().last().toObject();
        QCOMPARE(only.value(QStringLiteral("run")).toInt(), 4);
        QCOMPARE(only.value(QStringLiteral("reading")).toString(), QStringLiteral("transfer"));
    }

    void tieHasNoBest()
    {
        RunResult a, b;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        b.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        const Comparison cmp = compareRuns({a, b});
        QCOMPARE(cmp.tests.size(), std::size_t(1));
        QCOMPARE(cmp.tests.front().figures.size(), std::size_t(1)); // no IOPS or latency recorded
        QCOMPARE(cmp.tests.front().figures.front().best, -1);
        QVERIFY(toJson(cmp, {1, 2}).value(QStringLiteral("tests")).toArray().at(0).toObject().value(QStringLiteral("best")).isNull());
    }

    void textTable()
    {
        const QString text = comparisonText(compareRuns({testing::seekRun(1), testing::seekRun(2, 0.9)}),
                                            {QStringLiteral("#1 old"), QStringLiteral("#2 new")});
        QVERIFY2(text.contains(QStringLiteral("Full stroke (SEEK_FULL) read")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("7.200 (-10.0 %) *")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("\n  ms/op ↓"))); // figures indented under their test
        QVERIFY(text.contains(QStringLiteral("#2 new")));
        const QString mixed = comparisonText(compareRuns({testing::sampleRun(1), testing::seekRun(2)}),
                                             {QStringLiteral("#1"), QStringLiteral("#2")});
        QVERIFY2(mixed.contains(QStringLiteral("Only in one run")), qPrintable(mixed));
        QVERIFY(mixed.contains(QStringLiteral("Full stroke (SEEK_FULL) read: 8.000 ms/op in #2")));
    }

    // Issue 51 #2: what tells the runs apart heads their columns, and runs with nothing in
    // common are folded away.
    void runsAreHeadedByWhatTellsThemApart()
    {
        // Two runs of one drive and profile: only the date tells them apart.
        Comparison same = compareRuns({testing::sampleRun(1), testing::sampleRun(2)});
        QCOMPARE(same.runsDiffer, QStringList{QStringLiteral("date")});
        QCOMPARE(runHeading(same, 0), QStringList{QStringLiteral("2026-11-02 12:01")});
        QVERIFY(same.folded.empty());

        // Five profiles on five drives: drive, profile and date; the host only once two runs
        // name different machines.
        std::vector<RunResult> five = testing::fiveProfiles();
        Comparison c = compareRuns(five);
        QCOMPARE(c.runsDiffer, (QStringList{QStringLiteral("drive"), QStringLiteral("profile"), QStringLiteral("date")}));
        QCOMPARE(runHeading(c, 1), (QStringList{QStringLiteral("WD_BLACK SN850X 2000GB"), QStringLiteral("profile nvme"),
                                                QStringLiteral("2026-11-03 12:02")}));
        QCOMPARE(runHeading(c, 2).at(1), QStringLiteral("profile seek"));
        five[0].host = QStringLiteral("bench-a");
        QVERIFY(!compareRuns(five).runsDiffer.contains(QLatin1String("host"))); // one machine named
        five[1].host = QStringLiteral("bench-b");
        const Comparison hosts = compareRuns(five);
        QVERIFY(hosts.runsDiffer.contains(QLatin1String("host")));
        QCOMPARE(runHeading(hosts, 1).last(), QStringLiteral("bench-b"));
        QCOMPARE(runHeading(hosts, 2).last(), QStringLiteral("host unknown"));

        // The seek run and the "real" run share nothing: folded; the others compare.
        QCOMPARE(c.folded, (std::vector<int>{2, 3}));
        QVERIFY(c.isFolded(2) && !c.isFolded(4));
        const QJsonObject json = toJson(c, {11, 12, 13, 14, 15});
        QCOMPARE(json.value(QStringLiteral("folded")).toArray(), (QJsonArray{13, 14}));
        QCOMPARE(json.value(QStringLiteral("runs_differ")).toArray().size(), 3);
        const QString text = comparisonText(c, {QStringLiteral("#11"), QStringLiteral("#12"), QStringLiteral("#13"),
                                                QStringLiteral("#14"), QStringLiteral("#15")});
        QVERIFY2(text.contains(QStringLiteral("#12: WD_BLACK SN850X 2000GB · profile nvme · 2026-11-03 12:02\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Folded away, no test in common with the other runs: #13, #14 (")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("in #13")), qPrintable(text)); // their tests are not listed
        const QString head = text.section(QLatin1Char('\n'), 5, 5);
        QVERIFY2(head.startsWith(QStringLiteral("test / figure")) && !head.contains(QStringLiteral("#13")), qPrintable(head));

        // Two drives of one model: the serial's end tells them apart.
        const Comparison twins = compareRuns({testing::sampleRun(1, QStringLiteral("M"), QStringLiteral("AAAA111111")),
                                              testing::sampleRun(2, QStringLiteral("M"), QStringLiteral("BBBB222222"))});
        QCOMPARE(runHeading(twins, 1).first(), QStringLiteral("M (…222222)"));
        // Runs that share nothing at all: nothing is folded (nothing would be left).
        QVERIFY(compareRuns({testing::sampleRun(1), testing::seekRun(2)}).folded.empty());
    }

    void latestRunOfEachDrive()
    {
        const auto summary = [](qint64 id, const char *key, const char *profile, int day) {
            RunSummary s;
            s.id = id;
            s.driveKey = QLatin1String(key);
            s.profile = QLatin1String(profile);
            s.startedAt = utcDateTime(QDate(2026, 11, day), QTime(12, 0));
            return s;
        };
        const std::vector<RunSummary> history{summary(1, "wwn:a", "default", 1), summary(2, "wwn:a", "default", 5),
                                              summary(3, "wwn:a", "seek", 9),    summary(4, "wwn:b", "default", 3),
                                              summary(5, "wwn:c", "seek", 4),    summary(6, "wwn:b", "default", 2)};
        QCOMPARE(latestRunPerDrive(history, QStringLiteral("default"), {QStringLiteral("wwn:b"), QStringLiteral("wwn:a")}),
                 (std::vector<qint64>{4, 2}));
        QCOMPARE(latestRunPerDrive(history, QStringLiteral("default"), {QStringLiteral("wwn:c")}), std::vector<qint64>{});
        QCOMPARE(latestRunPerDrive(history, QStringLiteral("seek"), {QStringLiteral("wwn:a"), QStringLiteral("wwn:c")}),
                 (std::vector<qint64>{3, 5}));
    }

    void driveNamedAsThePanelNamesIt()
    {
        QCOMPARE(driveName(testing::sampleRun(1)), QStringLiteral("Samsung SSD 980 PRO 1TB (S5GXNF0R123456)"));
        QCOMPARE(driveName(testing::onTmpfs(testing::sampleRun(1))), QStringLiteral("tmpfs (RAM)"));
        RunResult nfs = testing::onTmpfs(testing::sampleRun(1));
        nfs.target.filesystem = QStringLiteral("nfs4");
        QCOMPARE(driveName(nfs), QStringLiteral("nfs4 (network)"));
    }
};

QTEST_GUILESS_MAIN(TstComparison)
#include "tst_comparison.moc"
