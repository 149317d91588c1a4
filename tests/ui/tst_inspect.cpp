// SPDX-License-Identifier: GPL-3.0-or-later
// Every test inspectable: selecting a cell of the result panel (a click, or Tab and Space) shows
// that test in the live charts and the latency view, for a finished run and for a stored run
// opened from History; during a run the running test is followed.
#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "synthetic.h"
#include "tests/common/testdirs.h"
#include "ui/drivepanel.h"
#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/resultcell.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

/// The synthetic default run with recorded samples: each test's threads and rate differ.
RunResult runWithSamples()
{
    RunResult run = test::syntheticDefaultRun();
    int n = 0;
    for (TestResult &t : run.tests) {
        ++n;
        for (int tick = 1; tick <= 10 + n; ++tick) {
            for (int thread = 0; thread < t.threads; ++thread)
                t.samples.push_back({tick * 0.1, thread, std::uint64_t(t.bandwidthBytesPerS / 10 / t.threads),
                                     std::uint64_t(t.iops / 10 / t.threads), t.latencyUs.mean, t.latencyUs.max});
        }
    }
    return run;
}

} // namespace

class TstInspect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void everyCellShowsItsTest(MainWindow &w, const RunResult &run, bool distinctData)
    {
        QSet<QString> titles, latencyTitles;
        QSet<int> points;
        for (const TestResult &t : run.tests) {
            auto *cell = w.resultPanel()->findChild<ResultCell *>(QStringLiteral("cell_%1_%2").arg(t.id, t.op));
            QVERIFY2(cell, qPrintable(t.id + t.op));
            QTest::mouseClick(cell, Qt::LeftButton);
            QVERIFY(cell->isSelected());
            QCOMPARE(w.resultPanel()->selectedId(), t.id);
            QCOMPARE(w.resultPanel()->selectedOp(), t.op);
            QVERIFY2(w.liveCharts()->title().contains(t.op), qPrintable(w.liveCharts()->title()));
            QVERIFY2(w.latencyView()->title().contains(t.op), qPrintable(w.latencyView()->title()));
            if (distinctData)
                QCOMPARE(w.liveCharts()->aggregatePoints(), int(t.samples.size()) / std::max(1, t.threads));
            else
                QVERIFY(w.liveCharts()->aggregatePoints() > 0);
            QCOMPARE(w.latencyView()->percentileRows(), 8);
            titles.insert(w.liveCharts()->title());
            latencyTitles.insert(w.latencyView()->title());
            points.insert(w.liveCharts()->aggregatePoints());
        }
        // The titles and the data differ per test.
        QCOMPARE(titles.size(), int(run.tests.size()));
        QCOMPARE(latencyTitles.size(), int(run.tests.size()));
        if (distinctData)
            QCOMPARE(points.size(), int(run.tests.size()));
        // The keyboard: Space on a focused cell selects it.
        const TestResult &first = run.tests.front();
        auto *cell = w.resultPanel()->findChild<ResultCell *>(QStringLiteral("cell_%1_%2").arg(first.id, first.op));
        cell->setFocus(Qt::TabFocusReason);
        QTest::keyClick(cell, Qt::Key_Space);
        QCOMPARE(w.resultPanel()->selectedId(), first.id);
        QCOMPARE(w.resultPanel()->selectedOp(), first.op);
        QVERIFY(w.liveCharts()->title().contains(first.op));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void storedRunFromHistory()
    {
        MainWindow w(SystemRoots{}, nullptr, m_dir.filePath(QStringLiteral("lib.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const RunResult run = runWithSamples();
        const QString file = m_dir.filePath(QStringLiteral("run.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(toJson(run)).toJson());
        f.close();
        const Result<QList<qint64>> ids = w.importFiles({file});
        QVERIFY(ids);
        w.showStoredRun(ids->back());
        everyCellShowsItsTest(w, run, true);
    }

    void finishedRunAndTheRunningTestFollowed()
    {
        std::unique_ptr<QTemporaryDir> target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_inspect"));
        QVERIFY2(target, qPrintable(testing::directIoRoot().problem));
        MainWindow w(SystemRoots{}, nullptr, m_dir.filePath(QStringLiteral("lib2.sqlite")));
        w.show();
        w.drivePanel()->setCustomTarget(target->path(), QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setOps(RunOps::ReadWrite);
        s->setPasses(1);
        s->setDurationS(1);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QStringList followed;
        connect(w.runController()->session(), &RunSession::testStarted, &w, [&](int, const TestSpec &) {
            followed << w.resultPanel()->selectedId() + QLatin1Char(' ') + w.resultPanel()->selectedOp();
        });
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        QCOMPARE(followed, (QStringList{QStringLiteral("SEQ1M_Q8T1 read"), QStringLiteral("SEQ1M_Q8T1 write")}));
        everyCellShowsItsTest(w, w.run(), false);
    }
};

QTEST_MAIN(TstInspect)
#include "tst_inspect.moc"
