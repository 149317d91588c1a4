// SPDX-License-Identifier: GPL-3.0-or-later
// The main window end to end: drive list from a fixture machine, a short real run (in a directory
// with O_DIRECT, tests/common/testdirs.h) that
// fills the panel and the charts, Stop, errors shown in the window, pictures and JSON.
#include <sys/statvfs.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "synthetic.h"
#include "tests/common/testdirs.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/resultpanel.h"
#include "ui/runsettingswidget.h"
#include "tests/common/fixtures.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// A quick run: one 1 s pass per test, no warm-up, no interval, a 16 MiB test file.
void quickSettings(MainWindow &w, const QString &profile = QStringLiteral("demo"))
{
    RunSettingsWidget *s = w.runSettings();
    QVERIFY(s->setProfile(profile));
    s->setOps(RunOps::ReadWrite);
    s->setPasses(1);
    s->setDurationS(1);
    s->setWarmupS(0);
    s->setIntervalS(0);
    s->setSizeBytes(16ull << 20);
}

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TstMainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_target; // where the real runs make their test files

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QSettings().clear();
        m_target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_mainwindow"));
        QVERIFY2(m_target, qPrintable(testing::directIoRoot().problem));
    }

    void cleanup()
    {
        QSettings().clear();
    }

    void driveListFromFixture()
    {
        const QString root = drivebench::testing::fixture("/sysfs/desktop");
        if (!QFileInfo::exists(root + QStringLiteral("/sys")))
            QSKIP("fixture machine tests/fixtures/sysfs/desktop is missing");
        MainWindow w(SystemRoots{root + QStringLiteral("/sys"), root + QStringLiteral("/dev"),
                                 root + QStringLiteral("/proc")});
        DriveListModel *model = w.drivePanel()->model();
        QVERIFY(model->rowCount() >= 4);
        const int nvme = model->rowOf(QStringLiteral("nvme0n1"));
        QVERIFY(nvme >= 0);
        // The 980 PRO runs at PCIe 3.0 x2 of 4.0 x4: the list marks it.
        const QString link = model->index(nvme, DriveListModel::LinkColumn).data().toString();
        QVERIFY2(link.startsWith(QStringLiteral("⚠")), qPrintable(link));
        QVERIFY(link.contains(QStringLiteral("PCIe 3.0 x2")));
        QVERIFY(model->index(nvme, DriveListModel::ModelColumn).data().toString().contains(QStringLiteral("980 PRO")));

        QVERIFY(w.drivePanel()->selectDrive(QStringLiteral("nvme0n1")));
        QVERIFY(w.drivePanel()->detailsText().contains(QStringLiteral("Samsung SSD 980 PRO 1TB")));
        QVERIFY(w.drivePanel()->detailsText().contains(QStringLiteral("nvme0n1p2")));
        // Its root file system is the first target; the raw device is offered for reads.
        const TestTarget t = w.drivePanel()->target();
        QCOMPARE(t.kind, TestTarget::Kind::Directory);
        QVERIFY(!w.drivePanel()->targetNote().isEmpty());
        QVERIFY(w.resultPanel()->findChild<QLabel *>(QStringLiteral("driveLine"))->text().contains(QStringLiteral("980 PRO")));
    }

    void driveLineDescribesTheTarget()
    {
        // The drive line names the drive holding the target, not the one selected in the list.
        const QString root = drivebench::testing::fixture("/sysfs/desktop");
        if (!QFileInfo::exists(root + QStringLiteral("/sys")))
            QSKIP("fixture machine tests/fixtures/sysfs/desktop is missing");
        MainWindow w(SystemRoots{root + QStringLiteral("/sys"), root + QStringLiteral("/dev"),
                                 root + QStringLiteral("/proc")});
        QVERIFY(w.drivePanel()->selectDrive(QStringLiteral("nvme0n1")));
        auto *line = w.resultPanel()->findChild<QLabel *>(QStringLiteral("driveLine"));
        QVERIFY(line->text().contains(QStringLiteral("980 PRO")));
        // The fixture machine mounts a tmpfs on /tmp: no drive behind it, whatever is selected.
        w.drivePanel()->setCustomTarget(QStringLiteral("/tmp"), QString());
        QVERIFY2(!line->text().contains(QStringLiteral("980 PRO")), qPrintable(line->text()));
        QVERIFY2(line->text().contains(QStringLiteral("tmpfs (RAM)")), qPrintable(line->text()));
    }

    void countBasedTestDrawsItsChart()
    {
        // The seek workload's tests end after a fixed number of I/Os, most within one 100 ms
        // sample: the charts must still show them, and on tmpfs the panel must not name the
        // selected drive (driveLineDescribesTheTarget checks that on a fixture machine too).
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w, QStringLiteral("seek"));
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        const RunResult r = finished.first().first().value<RunResult>();
        QVERIFY2(r.completed, qPrintable(lineTexts(r.errors).join(QLatin1Char('\n'))));
        QVERIFY(w.liveCharts()->aggregatePoints() >= 1);
        QVERIFY2(w.liveCharts()->aggregatePixels() > 20, qPrintable(QString::number(w.liveCharts()->aggregatePixels())));
        const QString line = w.resultPanel()->findChild<QLabel *>(QStringLiteral("driveLine"))->text();
        QVERIFY(!line.isEmpty());
        if (testing::isMemoryFilesystem(m_target->path())) {
            QVERIFY(r.drive.isEmpty());
            QVERIFY2(line.contains(QStringLiteral("tmpfs (RAM)")), qPrintable(line));
        }
    }

    void shortRunFillsPanelAndCharts()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QVERIFY(w.isRunning());
        // Count the charts' points while the run goes (each test resets them).
        int maxPoints = 0;
        QElapsedTimer clock;
        clock.start();
        while (finished.isEmpty() && clock.elapsed() < 120000) {
            QTest::qWait(50);
            maxPoints = std::max(maxPoints, w.liveCharts()->aggregatePoints());
        }
        QCOMPARE(finished.size(), 1);
        const RunResult r = finished.first().first().value<RunResult>();
        QVERIFY2(r.completed, qPrintable(lineTexts(r.errors).join(QLatin1Char('\n'))));
        QCOMPARE(int(r.tests.size()), 2);
        QVERIFY(!w.resultPanel()->cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read")).isEmpty());
        QVERIFY(!w.resultPanel()->cellText(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("write")).isEmpty());
        QVERIFY2(maxPoints >= 3, qPrintable(QString::number(maxPoints)));
        QVERIFY(w.liveCharts()->aggregatePoints() > 0);
        QCOMPARE(w.latencyView()->percentileRows(), 8);
        QVERIFY(w.resultText().contains(QStringLiteral("[Read]")));
    }

    void stopEndsTheRun()
    {
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w, QStringLiteral("default"));
        w.runSettings()->setDurationS(120);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        // Wait until I/O runs (the charts get samples), then stop.
        QTRY_VERIFY_WITH_TIMEOUT(w.liveCharts()->aggregatePoints() >= 2, 30000);
        QElapsedTimer clock;
        clock.start();
        w.stopRun();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
        const qint64 ms = clock.elapsed();
        qInfo("Stop to finished: %lld ms", ms);
        // The stop ends the run, not the test's 120 s running out. No tighter bound: how long the
        // stop takes is a matter of CPU speed (about 50 ms here, 3.6 s in the rig guest's
        // emulated CPU), and unit tests time nothing (speed is the benchmarks' business).
        QVERIFY2(ms < 30000, qPrintable(QString::number(ms)));
        const RunResult r = finished.first().first().value<RunResult>();
        QVERIFY(!r.completed);
        QVERIFY(!w.isRunning());
    }

    void readOnlyDirectoryShowsMessage()
    {
        // Root ignores permission bits, so make the directory immutable (ext4/xfs/btrfs).
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/drivebench-ro-XXXXXX"));
        QVERIFY(dir.isValid());
        if (!run(QStringLiteral("chattr"), {QStringLiteral("+i"), dir.path()}))
            QSKIP("chattr +i is not available here (file system or privileges)");
        const auto restore = qScopeGuard([&] { run(QStringLiteral("chattr"), {QStringLiteral("-i"), dir.path()}); });
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(dir.path(), QString());
        quickSettings(w);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        const bool started = w.startRun();
        if (started)
            QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
        QVERIFY(w.messageBar()->isVisible());
        QCOMPARE(w.messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY2(w.messageBar()->text().contains(dir.path()), qPrintable(w.messageBar()->text()));
        QVERIFY(w.messageBar()->text().contains(QStringLiteral("What to do")));
    }

    void engineErrorShowsCauseAndFix()
    {
        // A test file larger than the free space there: the engine refuses before writing.
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w);
        // statvfs of the directory itself: QStorageInfo (Qt 6.4) picks the mount by path from
        // mountinfo, which in a chroot (fresh-debian) omits the mount the root lies in; with no
        // mount found, bytesAvailable() is -1, the size wrapped to 1 GiB - 1 and the run this
        // test expects refused started (Debian 12 root, 2026-12-06).
        struct statvfs where{};
        QCOMPARE(::statvfs(QFile::encodeName(m_target->path()).constData(), &where), 0);
        w.runSettings()->setSizeBytes(std::uint64_t(where.f_bavail) * where.f_frsize + (1ull << 30));
        QSignalSpy finished(&w, &MainWindow::runFinished);
        if (w.startRun())
            QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
        QVERIFY(w.messageBar()->isVisible());
        QCOMPARE(w.messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY2(!w.messageBar()->text().isEmpty(), "no error text");
        QVERIFY(!w.isRunning());
    }

    void screenshotAndJson()
    {
        MainWindow w;
        w.show();
        w.resultPanel()->setRun(test::syntheticDefaultRun());
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("panel.png"));
        QVERIFY(w.saveScreenshot(png).has_value());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 200 && image.height() > 100);
        QVERIFY(QFileInfo(png).size() > 1000);
        const QString whole = dir.filePath(QStringLiteral("window.png"));
        QVERIFY(w.saveWindowPicture(whole).has_value());
        QVERIFY(QImage(whole).width() >= image.width());
        QVERIFY(!w.saveScreenshot(QStringLiteral("/nonexistent/dir/x.png")).has_value());
    }

    void screenshotSizeIsFixed()
    {
        // The panel's picture is kPictureWidth wide at any window size; its height follows the
        // rows only. (offscreen: device pixel ratio 1)
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.resultPanel()->setRun(test::syntheticDefaultRun());
        QTemporaryDir dir;
        QSize first;
        for (const QSize &size : {QSize(1400, 920), QSize(900, 700), QSize(1900, 1150)}) {
            w.resize(size);
            QTest::qWait(20);
            const QString png = dir.filePath(QStringLiteral("panel-%1.png").arg(size.width()));
            QVERIFY(w.saveScreenshot(png).has_value());
            const QImage image(png);
            QCOMPARE(image.width(), ResultPanel::kPictureWidth);
            if (first.isEmpty())
                first = image.size();
            QCOMPARE(image.size(), first);
        }
        QVERIFY(first.height() > 150 && first.height() < 1000);
    }

    void runIsStoredOffTheUiThread()
    {
        // The finished run goes to the results library on the writer's thread; runStored follows,
        // and a comment typed in the meantime reaches the stored run.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        MainWindow w(SystemRoots{}, nullptr, path);
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        quickSettings(w);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QSignalSpy stored(&w, &MainWindow::runStored);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        if (stored.isEmpty())
            w.resultPanel()->setComment(QStringLiteral("typed while storing"));
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 1, 60000);
        auto lib = ResultLibrary::open(path);
        QVERIFY(lib);
        const Result<RunResult> back = (*lib)->load(stored.first().first().toLongLong());
        QVERIFY(back);
        QCOMPARE(int(back->tests.size()), 2);
        QCOMPARE(back->comment, w.resultPanel()->comment());
    }

    void settingsPersist()
    {
        {
            MainWindow w;
            QVERIFY(w.runSettings()->setProfile(QStringLiteral("peak")));
            w.resultPanel()->setUnit(ResultUnit::Iops);
            w.close();
        }
        MainWindow again;
        QCOMPARE(again.runSettings()->profile(), QStringLiteral("peak"));
        QCOMPARE(again.resultPanel()->unit(), ResultUnit::Iops);
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
