// SPDX-License-Identifier: GPL-3.0-or-later
// Thread fairness (core/stats/threadfairness.h): shares, the least share of the mean and the
// first and last worker done, from synthetic per-worker counts worked out by hand; the
// unfair_threads warning below half of the mean and not at or above it; the figures the
// TestResultBuilder makes from its passes; and the JSON round trip.
#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/testremarks.h"
#include "core/runner/runchecks.h"
#include "core/runner/testresultbuilder.h"
#include "core/stats/threadfairness.h"

using namespace drivebench;

namespace {

TestResult withFairness(std::vector<std::uint64_t> ios, std::vector<double> doneS)
{
    TestResult t;
    t.id = QStringLiteral("RND4K_Q1T16");
    t.op = QStringLiteral("read");
    t.threads = int(ios.size());
    t.completed = true;
    t.fairness = threadFairness(ios, doneS);
    return t;
}

WorkerOutcome reads(std::uint64_t count, std::int64_t endNs)
{
    WorkerOutcome w;
    for (std::uint64_t i = 0; i < count; ++i)
        w.readLatency.record(100'000);
    w.bytesRead = count * 4096;
    w.startNs = 1'000'000'000;
    w.endNs = endNs;
    return w;
}

} // namespace

class TestThreadFairness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evenWorkers()
    {
        const std::vector<std::uint64_t> ios{1000, 1000, 1000, 1000};
        const std::vector<double> done{5.010, 5.002, 5.030, 5.000};
        const auto f = threadFairness(ios, done);
        QVERIFY(f);
        QCOMPARE(f->shares, (std::vector<double>{0.25, 0.25, 0.25, 0.25}));
        QCOMPARE(f->minShareOfMean, 1.0);
        QCOMPARE(f->firstDoneWorker, 3);
        QCOMPARE(f->lastDoneWorker, 2);
        QCOMPARE(f->firstDoneS, 5.000);
        QCOMPARE(f->lastDoneS, 5.030);
        QVERIFY(!f->unfair());
    }

    void oneWorkerBelowHalfOfTheMean()
    {
        // 1000, 1000, 1000, 400: mean 850, the least 400 / 850 = 0.4706; shares of 3400.
        const auto f = threadFairness(std::vector<std::uint64_t>{1000, 1000, 1000, 400},
                                      std::vector<double>{5, 5, 5, 5});
        QVERIFY(f);
        QCOMPARE(f->leastWorker, 3);
        QVERIFY(std::abs(f->minShareOfMean - 400.0 / 850.0) < 1e-12);
        QVERIFY(std::abs(f->shares[3] - 400.0 / 3400.0) < 1e-12);
        QVERIFY(f->unfair());
        QCOMPARE(f->firstDoneWorker, 0); // equal times: the first of them
        QCOMPARE(f->lastDoneWorker, 0);
    }

    void noFiguresWithoutWorkersOrIo()
    {
        QVERIFY(!threadFairness(std::vector<std::uint64_t>{1000}, std::vector<double>{5}));
        QVERIFY(!threadFairness(std::vector<std::uint64_t>{0, 0}, std::vector<double>{5, 5}));
        QVERIFY(!threadFairness(std::vector<std::uint64_t>{10, 20}, std::vector<double>{5}));
    }

    void warningBelowHalfOnly_data()
    {
        QTest::addColumn<quint64>("least");
        QTest::addColumn<bool>("warns");
        // Three workers at 1000 and one at `least`: least / ((3000 + least) / 4).
        QTest::newRow("400: 0.47 of the mean") << quint64(400) << true;
        QTest::newRow("0: nothing at all") << quint64(0) << true;
        QTest::newRow("500: 0.57 of the mean") << quint64(500) << false;
        QTest::newRow("1000: even") << quint64(1000) << false;
    }
    void warningBelowHalfOnly()
    {
        QFETCH(quint64, least);
        QFETCH(bool, warns);
        const TestResult t = withFairness({1000, 1000, 1000, least}, {5.0, 5.1, 5.2, 5.3});
        const std::optional<RunWarning> w = RunChecks::fairnessWarning(t);
        QCOMPARE(bool(w), warns);
        if (!w)
            return;
        QCOMPARE(w->code, QStringLiteral("unfair_threads"));
        QCOMPARE(w->test, QStringLiteral("RND4K_Q1T16"));
        QCOMPARE(w->op, QStringLiteral("read"));
        QVERIFY2(w->message.contains(QStringLiteral("worker 3 of 4")), qPrintable(w->message));
        QVERIFY2(w->message.contains(QStringLiteral("Fix:")), qPrintable(w->message));
    }

    void exactlyHalfDoesNotWarn()
    {
        // 300 and 100: mean 200, the least is exactly half of it.
        const TestResult t = withFairness({300, 100}, {1, 1});
        QCOMPARE(t.fairness->minShareOfMean, 0.5);
        QVERIFY(!RunChecks::fairnessWarning(t));
    }

    void builderMakesTheFigures()
    {
        // Two passes of three workers, starting at 1 s:
        //   pass 1: 600, 300, 100 reads, done at 1.5, 1.7, 1.6 s -> 0.5, 0.7, 0.6 s after the start
        //   pass 2: 600, 300, 100 reads, done at 1.5, 1.5, 1.9 s -> 0.5, 0.5, 0.9 s
        // ios 1200, 600, 200 of 2000: shares 0.6, 0.3, 0.1; least 200 / mean 666.7 = 0.3;
        // mean done 0.5, 0.6, 0.75 s: first worker 0, last worker 2.
        TestSpec spec;
        spec.id = QStringLiteral("RND4K_Q1T3");
        spec.threads = 3;
        TestResultBuilder b(spec, "best");
        for (const auto &ends : {std::vector<std::int64_t>{1'500'000'000, 1'700'000'000, 1'600'000'000},
                                 std::vector<std::int64_t>{1'500'000'000, 1'500'000'000, 1'900'000'000}}) {
            PassOutcome p;
            p.startNs = 1'000'000'000;
            p.endNs = *std::max_element(ends.begin(), ends.end());
            p.workers = {reads(600, ends[0]), reads(300, ends[1]), reads(100, ends[2])};
            b.addPass(p);
        }
        const TestResult r = b.result(2);
        QVERIFY(r.fairness);
        const ThreadFairness &f = *r.fairness;
        QCOMPARE(int(f.shares.size()), 3);
        QVERIFY(std::abs(f.shares[0] - 0.6) < 1e-12);
        QVERIFY(std::abs(f.shares[2] - 0.1) < 1e-12);
        QVERIFY(std::abs(f.minShareOfMean - 0.3) < 1e-12);
        QCOMPARE(f.leastWorker, 2);
        QCOMPARE(f.firstDoneWorker, 0);
        QCOMPARE(f.lastDoneWorker, 2);
        QVERIFY(std::abs(f.firstDoneS - 0.5) < 1e-9);
        QVERIFY(std::abs(f.lastDoneS - 0.75) < 1e-9);
        QVERIFY(RunChecks::fairnessWarning(r)); // 0.3 of the mean

        // One worker: no fairness figures.
        TestSpec one = spec;
        one.threads = 1;
        TestResultBuilder single(one, "best");
        PassOutcome p;
        p.startNs = 1'000'000'000;
        p.endNs = 2'000'000'000;
        p.workers = {reads(100, 2'000'000'000)};
        single.addPass(p);
        QVERIFY(!single.result(1).fairness);
    }

    void jsonRoundTripAndText()
    {
        const TestResult t = withFairness({1000, 1000, 1000, 400}, {5.010, 5.002, 5.030, 5.000});
        const QJsonObject o = toJson(t);
        const QJsonObject f = o.value(QStringLiteral("fairness")).toObject();
        QCOMPARE(f.value(QStringLiteral("shares")).toArray().size(), 4);
        QCOMPARE(f.value(QStringLiteral("least_worker")).toInt(), 3);
        QCOMPARE(f.value(QStringLiteral("first_done_worker")).toInt(), 3);
        QCOMPARE(f.value(QStringLiteral("last_done_worker")).toInt(), 2);
        Result<TestResult> back = testFromJson(o);
        QVERIFY(back);
        QVERIFY(back->fairness);
        QCOMPARE(back->fairness->shares, t.fairness->shares);
        QCOMPARE(back->fairness->minShareOfMean, t.fairness->minShareOfMean);
        QCOMPARE(fairnessText(*back),
                 QStringLiteral("4 workers: I/O shares 11.8 % to 29.4 %, least worker 3 at 0.47 of the "
                                "mean; first done worker 3 at 5.0000 s, last done worker 2 at 5.0300 s"));
        // A worker index past the workers is a damaged file.
        QJsonObject bad = o;
        QJsonObject badFairness = f;
        badFairness.insert(QStringLiteral("last_done_worker"), 4);
        bad.insert(QStringLiteral("fairness"), badFairness);
        QVERIFY(!testFromJson(bad));
    }
};

QTEST_GUILESS_MAIN(TestThreadFairness)
#include "tst_threadfairness.moc"
