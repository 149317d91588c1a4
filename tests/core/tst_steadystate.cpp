// SPDX-License-Identifier: GPL-3.0-or-later
// Steady state (SNIA PTS, core/stats/steadystate.h): the criterion on synthetic series whose
// answers are worked out by hand in the comments; the choice's rules (planRun); the JSON round
// trip; and a short real run until steady on a directory whose result is consistent with itself.
// No timing asserts: a real run may or may not settle, both answers are checked for consistency.
#include <cmath>

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "core/results/runrecordjson.h"
#include "core/results/testremarks.h"
#include "core/runner/runner.h"
#include "core/runner/runplan.h"
#include "core/stats/steadystate.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

namespace {

SteadyState steady(std::vector<double> rounds)
{
    return findSteadyState(rounds);
}

RunChoice steadyChoice(const QString &dir)
{
    RunChoice c;
    c.targetPath = dir;
    c.tests = {QStringLiteral("RND4K_Q1T1")};
    c.op = IoOp::Read;
    c.fileSizeBytes = 16ull << 20;
    c.durationS = 0.2;
    c.warmupS = 0;
    c.intervalS = 0;
    c.untilSteady = true;
    c.steadyMaxRounds = 6;
    return c;
}

} // namespace

class SteadyStateTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_holder;

private Q_SLOTS:
    void initTestCase()
    {
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_steadystate"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
    }

    void flatSeriesIsSteadyAtRoundFive()
    {
        const SteadyState s = steady({100, 100, 100, 100, 100, 100, 100});
        QVERIFY(s.reached);
        QCOMPARE(s.round, std::optional<int>(5)); // the first full window
        QVERIFY(s.window);
        QCOMPARE(s.window->excursionPct, 0.0);
        QCOMPARE(s.window->slopePct, 0.0);
        QCOMPARE(s.window->mean, 100.0);
        QCOMPARE(int(s.rounds.size()), 7);
    }

    void rampThatSettles()
    {
        // A fresh drive's burst decaying to a level:
        //   round 7: [450 400 390 395 385], mean 404, excursion 65/404 = 16.1 % (within 20 %),
        //            dy = 46 -4 -14 -9 -19, sum(dx dy) = -92 + 4 + 0 - 9 - 38 = -135, b = -13.5,
        //            line's excursion 54 = 13.4 % of the mean: the slope fails
        //   round 8: [400 390 395 385 392], mean 392.4, excursion 15 = 3.82 %,
        //            dy = 7.6 -2.4 2.6 -7.4 -0.4, sum(dx dy) = -21, b = -2.1, 8.4 = 2.14 %: holds
        const SteadyState s = steady({900, 600, 450, 400, 390, 395, 385, 392, 388});
        QVERIFY(s.reached);
        QCOMPARE(s.round, std::optional<int>(8));
        QVERIFY(std::abs(s.window->mean - 392.4) < 1e-9);
        QVERIFY(std::abs(s.window->excursionPct - 1500.0 / 392.4) < 1e-9);
        QVERIFY(std::abs(s.window->slopePct - 840.0 / 392.4) < 1e-9);
        QVERIFY(s.window->holds);

        const auto round7 = judgeWindow(std::vector<double>{450, 400, 390, 395, 385});
        QVERIFY(round7);
        QVERIFY(std::abs(round7->excursionPct - 6500.0 / 404.0) < 1e-9);
        QVERIFY(std::abs(round7->slopePct - 5400.0 / 404.0) < 1e-9);
        QVERIFY(!round7->holds);
    }

    void noiseWithinTheCriterionIsSteady()
    {
        // [100 108 95 104 97]: mean 100.8, excursion 13 = 12.9 %; dy = -0.8 7.2 -5.8 3.2 -3.8,
        // sum(dx dy) = 1.6 - 7.2 + 0 + 3.2 - 7.6 = -10, b = -1, line's excursion 4 = 3.97 %.
        const SteadyState s = steady({100, 108, 95, 104, 97});
        QVERIFY(s.reached);
        QCOMPARE(s.round, std::optional<int>(5));
        QVERIFY(std::abs(s.window->excursionPct - 1300.0 / 100.8) < 1e-9);
        QVERIFY(std::abs(s.window->slopePct - 400.0 / 100.8) < 1e-9);
    }

    void noiseOutsideTheCriterionIsNotSteady()
    {
        // Every window holds a 90..95 and a 125..130: an excursion of at least 30 on a mean
        // of at most 115, 26 % or more.
        const SteadyState s = steady({100, 130, 90, 125, 95, 128, 92, 126, 94, 129, 91, 127});
        QVERIFY(!s.reached);
        QVERIFY(!s.round);
        QVERIFY(s.window); // the last window's figures
        QVERIFY(!s.window->holds);
        QVERIFY(s.window->excursionPct > 20);
    }

    void trendWithinTheExcursionButTooSteepIsNotSteady()
    {
        // [100 104 108 112 116]: mean 108; excursion 16 = 14.8 % (within 20 %), but on a line,
        // so the fit rises as much: b = 4, 4 x 4 = 16 = 14.8 % > 10 %.
        const SteadyState s = steady({100, 104, 108, 112, 116});
        QVERIFY(!s.reached);
        QVERIFY(std::abs(s.window->excursionPct - 1600.0 / 108.0) < 1e-9);
        QVERIFY(std::abs(s.window->slopePct - 1600.0 / 108.0) < 1e-9);
        QVERIFY(s.window->excursionPct <= 20);
        QVERIFY(s.window->slopePct > 10);
    }

    void seriesThatNeverSettlesStopsAtTheLimit()
    {
        // Growing 4 % a round for 25 rounds (the default limit): each window spans
        // 1.04^4 = 1.17, so its line rises about 16 % of its mean: never within 10 %.
        std::vector<double> rounds;
        for (int i = 0; i < kDefaultSteadyMaxRounds; ++i)
            rounds.push_back(100.0 * std::pow(1.04, i));
        const SteadyState s = steady(rounds);
        QVERIFY(!s.reached);
        QVERIFY(!s.round);
        QCOMPARE(int(s.rounds.size()), 25);
        QVERIFY(s.window);
        QVERIFY(s.window->slopePct > 15 && s.window->slopePct < 17);
        QVERIFY(s.window->excursionPct > 15 && s.window->excursionPct < 17); // the excursion alone would hold
    }

    void tooFewRoundsOrNoFigure()
    {
        const SteadyState four = steady({100, 100, 100, 100});
        QVERIFY(!four.reached);
        QVERIFY(!four.window); // no full window yet
        const SteadyState zeros = steady({0, 0, 0, 0, 0, 0});
        QVERIFY(!zeros.reached); // a mean of 0 never holds
        QVERIFY(!zeros.window);
        QVERIFY(!judgeWindow(std::vector<double>{100}));
    }

    void jsonRoundTrip()
    {
        TestResult t;
        t.id = QStringLiteral("RND4K_Q1T1");
        t.op = QStringLiteral("read");
        t.steady = TestSteadyState{steady({900, 600, 450, 400, 390, 395, 385, 392}), QStringLiteral("MB/s"), 25};
        const QJsonObject o = toJson(t);
        const QJsonObject j = o.value(QStringLiteral("steady")).toObject();
        QCOMPARE(j.value(QStringLiteral("reached")).toBool(), true);
        QCOMPARE(j.value(QStringLiteral("round")).toInt(), 8);
        QCOMPARE(j.value(QStringLiteral("rounds")).toArray().size(), 8);
        QCOMPARE(j.value(QStringLiteral("max_rounds")).toInt(), 25);
        QCOMPARE(j.value(QStringLiteral("unit")).toString(), QStringLiteral("MB/s"));
        QVERIFY(std::abs(j.value(QStringLiteral("slope_pct")).toDouble() - 840.0 / 392.4) < 1e-9);
        Result<TestResult> back = testFromJson(o);
        QVERIFY(back);
        QVERIFY(back->steady);
        QCOMPARE(back->steady->state.round, std::optional<int>(8));
        QCOMPARE(back->steady->state.rounds, t.steady->state.rounds);
        QCOMPARE(steadyNote(*back), QStringLiteral("steady at round 8"));

        // Not steady: round and the figures are null with fewer rounds than the window.
        t.steady = TestSteadyState{steady({100, 130, 90}), QStringLiteral("IOPS"), 25};
        const QJsonObject few = toJson(t).value(QStringLiteral("steady")).toObject();
        QVERIFY(few.value(QStringLiteral("round")).isNull());
        QVERIFY(few.value(QStringLiteral("excursion_pct")).isNull());
        QVERIFY(few.value(QStringLiteral("slope_pct")).isNull());
        QCOMPARE(steadyNote(t), QStringLiteral("not steady: stopped after 3 of 25 rounds"));

        // A round that is not one of its rounds is a damaged file.
        QJsonObject bad = toJson(t);
        QJsonObject badSteady = few;
        badSteady.insert(QStringLiteral("round"), 9);
        bad.insert(QStringLiteral("steady"), badSteady);
        QVERIFY(!testFromJson(bad));
    }

    void exportsCarryIt()
    {
        RunResult run;
        TestResult t;
        t.id = QStringLiteral("RND4K_Q1T1");
        t.op = QStringLiteral("read");
        t.completed = true;
        t.passes = 8;
        t.aggregation = QStringLiteral("window");
        t.steady = TestSteadyState{steady({900, 600, 450, 400, 390, 395, 385, 392}), QStringLiteral("MB/s"), 25};
        run.tests.push_back(t);
        t.id = QStringLiteral("RND4K_Q1T2");
        t.steady = TestSteadyState{steady({100, 130, 90, 125, 95, 128}), QStringLiteral("MB/s"), 6};
        run.tests.push_back(t);
        const QStringList rows = toCsv(run).trimmed().split(QStringLiteral("\r\n"));
        const QStringList header = rows.at(0).split(QLatin1Char(','));
        const QStringList first = rows.at(1).split(QLatin1Char(','));
        const QStringList second = rows.at(2).split(QLatin1Char(','));
        QCOMPARE(first.at(int(header.indexOf(QStringLiteral("steady")))), QStringLiteral("true"));
        QCOMPARE(first.at(int(header.indexOf(QStringLiteral("steady_round")))), QStringLiteral("8"));
        QCOMPARE(second.at(int(header.indexOf(QStringLiteral("steady")))), QStringLiteral("false"));
        QCOMPARE(second.at(int(header.indexOf(QStringLiteral("steady_round")))), QString());
        QCOMPARE(header.last(), QStringLiteral("warnings"));
        const QString text = toCrystalDiskMarkText(run);
        QVERIFY2(text.contains(QStringLiteral("[steady at round 8]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("[not steady after 6 rounds]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("rounds MB/s: 900.0 600.0 450.0")), qPrintable(text));
    }

    void planRules_data()
    {
        QTest::addColumn<bool>("untilSteady");
        QTest::addColumn<int>("maxRounds"); // -1: not given
        QTest::addColumn<int>("passes");    // 0: not given
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("error"); // empty: plans
        QTest::newRow("default limit") << true << -1 << 0 << QString() << QString();
        QTest::newRow("limit 5") << true << 5 << 0 << QString() << QString();
        QTest::newRow("limit 0") << true << 0 << 0 << QString() << QStringLiteral("round limit 0 is not a count from 5 to 1000");
        QTest::newRow("limit 4") << true << 4 << 0 << QString() << QStringLiteral("round limit 4 is not a count from 5 to 1000");
        QTest::newRow("limit 1001") << true << 1001 << 0 << QString() << QStringLiteral("round limit 1001 is not a count from 5 to 1000");
        QTest::newRow("limit without --until-steady") << false << 10 << 0 << QString() << QStringLiteral("is a limit of until-steady, which is not given");
        QTest::newRow("with --passes") << true << -1 << 3 << QString() << QStringLiteral("passes and until-steady exclude each other");
        QTest::newRow("no timed test") << true << -1 << 0 << QStringLiteral("seek") << QStringLiteral("until-steady repeats timed tests, and seek has none");
    }
    void planRules()
    {
        QFETCH(bool, untilSteady);
        QFETCH(int, maxRounds);
        QFETCH(int, passes);
        QFETCH(QString, profile);
        QFETCH(QString, error);
        RunChoice c = steadyChoice(m_holder->path());
        c.untilSteady = untilSteady;
        c.steadyMaxRounds.reset();
        if (maxRounds >= 0)
            c.steadyMaxRounds = maxRounds;
        if (passes > 0)
            c.passes = passes;
        if (!profile.isEmpty()) {
            c.tests.clear();
            c.profile = profile;
        }
        const Result<RunPlan> plan = planRun(c);
        if (error.isEmpty()) {
            QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
            QCOMPARE(plan->settings.steadyMaxRounds, maxRounds >= 0 ? maxRounds : kDefaultSteadyMaxRounds);
            QCOMPARE(plan->settings.steadyMaxRounds > 0,
                     toJson(recordedSettings(plan->settings)).value(QStringLiteral("until_steady")).toBool());
            QCOMPARE(toJson(recordedSettings(plan->settings)).value(QStringLiteral("steady_max_rounds")).toInt(),
                     plan->settings.steadyMaxRounds);
            return;
        }
        QVERIFY(!plan);
        const QString text = QString::fromStdString(plan.error().text());
        QVERIFY2(text.contains(error), qPrintable(text));
        QVERIFY2(!plan.error().hint.empty(), qPrintable(text)); // and the fix
        QVERIFY2(!plan.error().fixes.empty(), qPrintable(text)); // naming its setting, typed
    }

    void planWithoutSteadyRecordsIt()
    {
        RunChoice c = steadyChoice(m_holder->path());
        c.untilSteady = false;
        c.steadyMaxRounds.reset();
        const Result<RunPlan> plan = planRun(c);
        QVERIFY(plan);
        QCOMPARE(plan->settings.steadyMaxRounds, 0);
        const QJsonObject s = toJson(recordedSettings(plan->settings));
        QCOMPARE(s.value(QStringLiteral("until_steady")).toBool(true), false);
        QVERIFY(s.value(QStringLiteral("steady_max_rounds")).isNull()); // the same keys, null
    }

    void runUntilSteadyOnADirectory()
    {
        // Two tests: a single-thread read and a 2-thread read, each in rounds of 0.2 s until
        // steady or 6 rounds. Whether a loaded machine's reads settle is not asserted; that the
        // result says what its own rounds say is.
        RunChoice c = steadyChoice(m_holder->path());
        c.tests = {QStringLiteral("RND4K_Q1T1")};
        Result<RunPlan> plan = planRun(c);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        TestSpec twoThreads = plan->tests.front();
        twoThreads.id = QStringLiteral("RND4K_Q1T2");
        twoThreads.threads = 2;
        plan->tests.push_back(twoThreads);
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        auto started = runner.start(*plan);
        QVERIFY2(started, started ? "" : started.error().text().c_str());
        QVERIFY(done.wait(180'000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
        QCOMPARE(run.settings.untilSteady, std::optional<bool>(true));
        QCOMPARE(run.settings.steadyMaxRounds, std::optional<NullOr<int>>(NullOr<int>(6)));
        QCOMPARE(int(run.tests.size()), 2);
        const QJsonObject json = toJson(run);
        for (int i = 0; i < 2; ++i) {
            const TestResult &t = run.tests[std::size_t(i)];
            QVERIFY(t.completed);
            const QJsonObject st = json.value(QStringLiteral("tests")).toArray().at(i).toObject()
                                       .value(QStringLiteral("steady")).toObject();
            QVERIFY2(!st.isEmpty(), "a test run until steady carries steady");
            const QJsonArray rounds = st.value(QStringLiteral("rounds")).toArray();
            QCOMPARE(rounds.size(), qsizetype(t.passes)); // one round per measured pass
            QCOMPARE(st.value(QStringLiteral("unit")).toString(), QStringLiteral("MB/s"));
            QCOMPARE(st.value(QStringLiteral("max_rounds")).toInt(), 6);
            std::vector<double> figures;
            for (qsizetype r = 0; r < rounds.size(); ++r) {
                figures.push_back(rounds.at(r).toDouble());
                // Each round is its pass's MB/s.
                QVERIFY(std::abs(figures.back() - t.passBandwidthBytesPerS[std::size_t(r)] / 1e6) < 1e-9);
            }
            // The verdict is the criterion over the recorded rounds.
            const SteadyState again = findSteadyState(figures);
            QCOMPARE(st.value(QStringLiteral("reached")).toBool(), again.reached);
            if (again.reached) {
                QCOMPARE(st.value(QStringLiteral("round")).toInt(), *again.round);
                QCOMPARE(*again.round, t.passes); // the rounds stopped where it held
                QVERIFY(t.passes >= 5);
                QVERIFY(st.value(QStringLiteral("excursion_pct")).toDouble() <= 20);
                QVERIFY(st.value(QStringLiteral("slope_pct")).toDouble() <= 10);
            } else {
                QVERIFY(st.value(QStringLiteral("round")).isNull());
                QCOMPARE(t.passes, 6); // the limit
                QVERIFY(st.value(QStringLiteral("excursion_pct")).toDouble() > 20
                        || st.value(QStringLiteral("slope_pct")).toDouble() > 10);
            }
            QVERIFY(std::abs(st.value(QStringLiteral("excursion_pct")).toDouble() - again.window->excursionPct) < 1e-9);
            QVERIFY(std::abs(st.value(QStringLiteral("slope_pct")).toDouble() - again.window->slopePct) < 1e-9);
            // The headline is the mean of the last five rounds.
            QCOMPARE(t.aggregation, QStringLiteral("window"));
            double sum = 0;
            for (std::size_t r = figures.size() - 5; r < figures.size(); ++r)
                sum += figures[r];
            QVERIFY(std::abs(t.bandwidthBytesPerS / 1e6 - sum / 5) < 1e-6 * (1 + sum));
            QVERIFY(!steadyNote(t).isEmpty());
        }
        // The 2-thread test has fairness figures, the 1-thread one none.
        QVERIFY(!run.tests[0].fairness);
        QVERIFY(run.tests[1].fairness);
        QCOMPARE(run.tests[1].fairness->shares.size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(SteadyStateTest)
#include "tst_steadystate.moc"
