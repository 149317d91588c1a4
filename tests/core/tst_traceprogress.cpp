// SPDX-License-Identifier: GPL-3.0-or-later
// A trace's progress comes from its own position: the runner reports the share of the trace's
// I/Os completed (IoPattern::plannedIos), growing from 0 to 1, neither ahead of the I/Os done
// (the planned time says 100 % long before a long trace ends) nor behind them (a long planned
// time would hold it near 0 and jump at the end). Checked against the live samples' I/O counts,
// which the runner reads just before each progress report.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/runner.h"
#include "core/workloads/traces/tracegenerator.h"
#include "core/workloads/workloadtests.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

class TstTraceProgress : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_holder;

private Q_SLOTS:
    void initTestCase()
    {
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_traceprogress"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
    }

    void progressFollowsTheTracesIos_data()
    {
        QTest::addColumn<double>("durationS");
        // A planned time far shorter than the trace (the old estimate: 100 % at once) and far
        // longer (the old estimate: a few % until the end).
        QTest::newRow("short planned time") << 0.05;
        QTest::newRow("long planned time") << 600.0;
    }
    void progressFollowsTheTracesIos()
    {
        QFETCH(double, durationS);
        // The light trace at 3 % scale with its idle gaps: about 25 000 I/Os and, whatever the
        // machine's speed, the gaps alone keep it running well over 0.1 s (many 10 ms ticks).
        WorkloadOptions o;
        o.scale = 0.03;
        o.seed = 11;
        auto tests = workloadTests(QStringLiteral("light"), o);
        QVERIFY2(tests, tests ? "" : tests.error().text().c_str());
        QCOMPARE(tests->size(), std::size_t(1));
        QVERIFY(tests->front().tracePlayback);
        TraceGeneratorSettings g;
        g.shape = TraceShapeKind::Light;
        g.scale = o.scale;
        g.seed = o.seed;
        g.spanBytes = 32u << 20;
        auto gen = TraceGenerator::make(g);
        QVERIFY(gen);
        const double total = double(gen->totalIos());
        QVERIFY(total > 10000);

        RunSettings s;
        s.target.path = m_holder->path();
        s.target.fileSizeBytes = 32ull << 20;
        s.durationS = durationS;
        s.warmupS = 0;
        s.intervalS = 0;
        s.passes = 1;
        s.sampleIntervalMs = 10;

        Runner runner;
        struct Report { double fraction, etaS, samplesIos; bool testDone; };
        std::vector<Report> reports;
        double samplesIos = 0;
        bool testDone = false;
        connect(&runner, &Runner::samplesReady, this, [&](const QList<LiveSample> &batch) {
            for (const LiveSample &x : batch)
                samplesIos += double(x.ios);
        });
        connect(&runner, &Runner::testFinished, this, [&] { testDone = true; });
        connect(&runner, &Runner::progress, this, [&](double f, double eta) {
            reports.push_back({f, eta, samplesIos, testDone});
        });
        QSignalSpy done(&runner, &Runner::finished);
        auto ok = runner.start(s, *tests);
        QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
        QVERIFY(done.wait(600'000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QCOMPARE(double(run.tests.front().ios), total);
        QCOMPARE(samplesIos, total);

        QVERIFY(reports.size() >= 2);
        QCOMPARE(reports.back().fraction, 1.0);
        QCOMPARE(reports.back().etaS, 0.0);
        int between = 0;
        QString trail;
        for (std::size_t i = 0; i < reports.size(); ++i) {
            const Report &r = reports[i];
            trail += QStringLiteral(" %1@%2").arg(r.fraction, 0, 'f', 3).arg(r.samplesIos / total, 0, 'f', 3);
            QVERIFY2(r.fraction >= 0 && r.fraction <= 1, qPrintable(trail));
            if (i > 0)
                QVERIFY2(r.fraction >= reports[i - 1].fraction, qPrintable(QStringLiteral("went back:") + trail));
            if (r.testDone)
                continue;
            // Not behind the I/Os done before it was computed ...
            QVERIFY2(r.fraction >= r.samplesIos / total - 1e-9, qPrintable(QStringLiteral("behind:") + trail));
            // ... nor ahead of those the next report's samples counted.
            const double next = i + 1 < reports.size() ? reports[i + 1].samplesIos : total;
            QVERIFY2(r.fraction <= next / total + 1e-9, qPrintable(QStringLiteral("ahead:") + trail));
            if (r.fraction > 0 && r.fraction < 1)
                ++between;
            if (r.samplesIos > 0)
                QVERIFY2(r.etaS >= 0, qPrintable(QStringLiteral("ETA %1 with I/Os done").arg(r.etaS)));
        }
        QVERIFY2(between >= 2, qPrintable(QStringLiteral("too few reports on the way:") + trail));
    }
};

QTEST_GUILESS_MAIN(TstTraceProgress)
#include "tst_traceprogress.moc"
