// SPDX-License-Identifier: GPL-3.0-or-later
// Several hosts at once from the window (issue 50, docs/remote.md "In the window"), against a
// throw-away sshd on 127.0.0.1 (tests/common/loopbacksshd.h) and a `fio --server` on 127.0.0.1 (as
// tests/core/tst_fioserverrun.cpp): a fio:// host is added in the window (a non-loopback one only
// after the confirmation, a server of another fio release refused naming both); ticking an SSH
// host and a fio server and pressing Start runs both at once, each with its own page (live
// charts for the SSH host, "figures at the end" for the fio server), both results stored in the
// library and put beside a local run by Compare; a host whose sshd is gone fails naming itself
// while the other finishes and is stored. No timing is asserted: every wait is for an event.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "core/remote/fioserver.h"
#include "core/results/resultlibrary.h"
#include "tests/common/fixtures.h"
#include "tests/common/loopbackport.h"
#include "tests/common/loopbacksshd.h"
#include "tests/common/remotechoice.h"
#include "tests/common/testdirs.h"
#include "ui/compareview.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/fionetworkconfirm.h"
#include "ui/hostruns.h"
#include "ui/hostrunsview.h"
#include "ui/livecharts.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/remotehosts.h"
#include "ui/runcontroller.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

SystemRoots desktop()
{
    const QString root = testing::fixture("/sysfs/desktop");
    return SystemRoots{root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc")};
}

using testing::entriesOf; // tests/common/remotechoice.h

const QString kLoopback = QStringLiteral("ssh://loopback");

/// A short run: the demo profile, one pass of a second, no warm-up.
void shortSettings(RunSettingsWidget *s)
{
    QVERIFY(s->setProfile(QStringLiteral("demo")));
    s->setPasses(1);
    s->setDurationS(1);
    s->setWarmupS(0);
    s->setIntervalS(0);
    s->setSizeBytes(16ull << 20);
}

} // namespace

class TstHostRuns : public QObject
{
    Q_OBJECT

    testing::LoopbackSshd m_sshd;
    QTemporaryDir m_dir; // 0700: the fio server's socket, the library, the fake fio
    QProcess m_fioServer;
    int m_fioPort = 0;
    QString m_fio;       // this machine's fio release
    QString m_sshdWhy;   // why there is no sshd ("" when there is)

    QString fioKey() const { return QStringLiteral("fio://127.0.0.1:%1").arg(m_fioPort); }
    QString libraryPath() const { return m_dir.filePath(QStringLiteral("library.sqlite")); }

    /// Adds host in w's panel and waits for its probe.
    static const RemoteHost *addAndProbe(MainWindow &w, const QString &host)
    {
        DrivePanel *panel = w.drivePanel();
        if (!panel->addHost(host))
            return nullptr;
        if (!QTest::qWaitFor([&] { return !panel->hosts()->probing(); }, 240000))
            return nullptr;
        return panel->hosts()->host(panel->hosts()->keys().back());
    }

    /// Ticks a host's heading as a click on its box does (the model's check state).
    static bool tick(MainWindow &w, const QString &key)
    {
        DriveListModel *model = w.drivePanel()->model();
        const int row = model->rowOfRemote(key, {});
        return row >= 0 && model->setData(model->index(row, 0), Qt::Checked, Qt::CheckStateRole)
            && model->index(model->rowOfRemote(key, {}), 0).data(Qt::CheckStateRole).toInt() == Qt::Checked;
    }

    /// Both hosts listed and ready, each with its own directory typed as the target.
    void addBoth(MainWindow &w, const QString &sshDir, const QString &fioDir)
    {
        const RemoteHost *ssh = addAndProbe(w, QStringLiteral("loopback"));
        QVERIFY(ssh);
        QVERIFY2(ssh->state == RemoteHost::State::Ready, qPrintable(ssh->error));
        const RemoteHost *fio = addAndProbe(w, fioKey());
        QVERIFY(fio);
        QVERIFY2(fio->state == RemoteHost::State::Ready, qPrintable(fio->error));
        DrivePanel *panel = w.drivePanel();
        QVERIFY(panel->selectRemote(kLoopback));
        panel->setRemoteTarget(sshDir);
        QVERIFY(panel->selectRemote(fioKey()));
        panel->setRemoteTarget(fioDir);
        QVERIFY(tick(w, kLoopback));
        QVERIFY(tick(w, fioKey()));
        QCOMPARE(panel->hosts()->tickedKeys(), (QStringList{kLoopback, fioKey()}));
        // Each host's target is the one typed there, whichever is selected now.
        QCOMPARE(panel->targetOn(kLoopback).path, sshDir);
        QCOMPARE(panel->targetOn(fioKey()).path, fioDir);
        auto *start = w.findChild<QPushButton *>(QStringLiteral("startButton"));
        QVERIFY(start->isEnabled());
        QVERIFY2(start->text().contains(QLatin1Char('2')), qPrintable(start->text()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        qunsetenv("DRIVEBENCH_FIO");
        QProcess v;
        v.start(QStringLiteral("fio"), {QStringLiteral("--version")});
        QVERIFY2(v.waitForFinished(30000) && v.exitCode() == 0, "fio is not installed: run packaging/install-deps.sh");
        m_fio = QString::fromLocal8Bit(v.readAllStandardOutput()).trimmed();
        QVERIFY2(fioProtocolOf(m_fio) != 0, qPrintable(m_fio));
        m_fioPort = testing::freeLoopbackPort();
        m_fioServer.setProcessChannelMode(QProcess::MergedChannels);
        m_fioServer.start(QStringLiteral("fio"), {QStringLiteral("--server=ip:127.0.0.1,%1").arg(m_fioPort)});
        QVERIFY(m_fioServer.waitForStarted(30000));
        const HostSpec spec = *parseHostSpec(fioKey());
        QVERIFY(QTest::qWaitFor([&] { return bool(probeFioServer(spec, m_fio, false, 10000)); }, 60000));
        m_sshdWhy = m_sshd.start();
        if (m_sshdWhy.isEmpty())
            qputenv("DRIVEBENCH_SSH_COMMAND", m_sshd.sshCommand().toLocal8Bit());
    }
    void cleanupTestCase()
    {
        m_fioServer.terminate();
        if (!m_fioServer.waitForFinished(10000))
            m_fioServer.kill();
        m_fioServer.waitForFinished(5000);
    }
    void cleanup()
    {
        QSettings().clear();
        qunsetenv("DRIVEBENCH_FIO");
    }

    void fioServerAddedInTheWindow()
    {
        MainWindow w(desktop(), nullptr, libraryPath());
        DrivePanel *panel = w.drivePanel();
        const RemoteHost *h = addAndProbe(w, fioKey());
        QVERIFY(h);
        QVERIFY2(h->state == RemoteHost::State::Ready, qPrintable(h->error + QLatin1Char(' ') + h->fix));
        QCOMPARE(h->server.fioVersion, m_fio);
        // Its heading names it a fio server and its release; no drives under it.
        DriveListModel *model = panel->model();
        const int heading = model->rowOfRemote(fioKey(), {});
        const QString title = model->index(heading, 0).data().toString();
        QVERIFY2(title.contains(QStringLiteral("fio server")) && title.contains(m_fio), qPrintable(title));
        QCOMPARE(model->rowCount(), heading + 1);
        QVERIFY(model->flags(model->index(heading, 0)) & Qt::ItemIsUserCheckable);
        // The target is typed there; the details say figures come at the end.
        QVERIFY(panel->selectRemote(fioKey()));
        QVERIFY(panel->findChild<QComboBox *>(QStringLiteral("targetBox"))->isEditable());
        QVERIFY2(panel->detailsText().contains(QStringLiteral("when the test ends")), qPrintable(panel->detailsText()));
        panel->setRemoteTarget(QStringLiteral("/var/tmp"));
        QVERIFY(panel->target().kind == TestTarget::Kind::Directory);
        QCOMPARE(panel->target().host, fioKey());

        // A TCP server on a network address: refused unless confirmed, before anything is sent.
        const QString far = QStringLiteral("fio://192.0.2.7"); // TEST-NET-1: never reached
        QVERIFY(RemoteHosts::needsNetworkConfirmation(far));
        QVERIFY(!RemoteHosts::needsNetworkConfirmation(QStringLiteral("fio://localhost")));
        QVERIFY(!RemoteHosts::needsNetworkConfirmation(QStringLiteral("fio:///run/fio.sock")));
        QVERIFY(!RemoteHosts::needsNetworkConfirmation(QStringLiteral("nas")));
        const Result<void> refused = panel->addHost(far);
        QVERIFY(!refused);
        QVERIFY(!panel->hosts()->host(QStringLiteral("fio://192.0.2.7:8765")));
        QVERIFY2(w.messageBar()->text().contains(QStringLiteral("anyone on that network")), qPrintable(w.messageBar()->text()));
        // The question the window asks names the host and what is at stake.
        const QString question = fioNetworkQuestion(far);
        QVERIFY(question.contains(far));
        QVERIFY(question.contains(QStringLiteral("run commands there as the server's user")));

        // Another fio release here than there: refused naming both releases.
        const QString other = m_fio == QLatin1String("fio-3.42") ? QStringLiteral("fio-3.33") : QStringLiteral("fio-3.42");
        const QString fake = m_dir.filePath(QStringLiteral("fake-fio"));
        QFile script(fake);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho " + other.toLatin1() + "\n");
        script.close();
        QVERIFY(script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        qputenv("DRIVEBENCH_FIO", fake.toLocal8Bit());
        panel->removeHost(fioKey());
        const RemoteHost *mismatched = addAndProbe(w, fioKey());
        QVERIFY(mismatched);
        QVERIFY(mismatched->state == RemoteHost::State::Failed);
        QVERIFY2(mismatched->error.contains(m_fio) && mismatched->error.contains(other), qPrintable(mismatched->error));
        QVERIFY2(w.messageBar()->text().contains(other), qPrintable(w.messageBar()->text()));
    }

    void twoHostsAtOnceBesideALocalRun()
    {
        if (!m_sshdWhy.isEmpty())
            QSKIP(qPrintable(m_sshdWhy));
        QTemporaryDir local(testing::directIoTemplate(QStringLiteral("tst_hostruns")));
        QTemporaryDir sshDir(testing::directIoTemplate(QStringLiteral("tst_hostruns")));
        QTemporaryDir fioDir(testing::directIoTemplate(QStringLiteral("tst_hostruns")));
        QVERIFY(local.isValid() && sshDir.isValid() && fioDir.isValid());
        QVERIFY(QFile(sshDir.filePath(QStringLiteral("mine.txt"))).open(QIODevice::WriteOnly));
        const QStringList sshBefore = entriesOf(sshDir.path());
        const QStringList fioBefore = entriesOf(fioDir.path());
        MainWindow w(desktop(), nullptr, libraryPath());
        shortSettings(w.runSettings());

        // A local run first, stored: the one Compare puts the hosts beside.
        w.drivePanel()->setCustomTarget(local.path(), QString());
        QSignalSpy localStored(&w, &MainWindow::runStored);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_COMPARE_WITH_TIMEOUT(localStored.size(), 1, 240000);
        const qint64 localId = localStored.front().front().toLongLong();

        addBoth(w, sshDir.path(), fioDir.path());
        HostRuns *runs = w.hostRuns();
        QSignalSpy ended(runs, &HostRuns::allEnded);
        QSignalSpy stored(runs, &HostRuns::hostStored);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QVERIFY(w.isRunning());
        QCOMPARE(runs->hosts().size(), std::size_t(2));
        // A page per host: the SSH host's live per-thread charts, the fio server's note instead.
        HostRunsView *view = w.hostRunsView();
        QVERIFY(view->isVisibleTo(&w) || w.findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentWidget() == view);
        QVERIFY(view->chartsOf(0));
        QVERIFY(!view->chartsOf(1));
        QVERIFY(view->findChild<QLabel *>(QStringLiteral("finalOnlyNote")));
        QVERIFY(!w.drivePanel()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 240000);
        for (const HostRuns::Host &h : runs->hosts()) {
            QVERIFY2(h.controller->state() == RunController::State::Finished, qPrintable(runs->failure(0) + runs->failure(1)));
            QVERIFY(h.run.completed);
            QVERIFY(!h.run.tests.empty());
            QVERIFY(h.run.remote);
            QCOMPARE(h.run.remote->name, h.key);
        }
        QVERIFY(view->chartsOf(0)->threadCount() > 0); // its tests drew their threads
        QVERIFY2(view->hostStatus(1).contains(QStringLiteral("Finished")), qPrintable(view->hostStatus(1)));
        // Both stored in the library as a local run is.
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 2, 240000);
        const QList<qint64> ids = runs->storedIds();
        QCOMPARE(ids.size(), 2);
        auto library = ResultLibrary::open(libraryPath());
        QVERIFY(library);
        for (int i = 0; i < 2; ++i) {
            const Result<RunResult> back = (*library)->load(ids[i]);
            QVERIFY(back);
            QVERIFY(back->remote);
            QCOMPARE(back->remote->name, runs->hosts()[std::size_t(i)].key);
        }
        // The directories as they were: the test files gone, the rest untouched.
        QTRY_COMPARE_WITH_TIMEOUT(entriesOf(sshDir.path()), sshBefore, 120000);
        QCOMPARE(entriesOf(fioDir.path()), fioBefore);
        // Compare: the local run, then the two hosts.
        auto *compare = view->findChild<QPushButton *>(QStringLiteral("compareHostsButton"));
        QVERIFY(compare->isEnabled());
        compare->click();
        auto *compareView = w.findChild<CompareView *>();
        QVERIFY(compareView);
        QCOMPARE(compareView->labels().size(), 3);
        QVERIFY2(compareView->labels().front().contains(QString::number(localId)), qPrintable(compareView->labels().join(QLatin1Char(','))));
        QVERIFY(compareView->headings().join(QLatin1Char(' ')).contains(kLoopback));
        QVERIFY(!w.isRunning());
        QVERIFY(w.drivePanel()->isEnabled());
    }

    // Last: it stops the loopback sshd.
    void failingHostDoesNotStopTheOther()
    {
        if (!m_sshdWhy.isEmpty())
            QSKIP(qPrintable(m_sshdWhy));
        QTemporaryDir sshDir(testing::directIoTemplate(QStringLiteral("tst_hostruns")));
        QTemporaryDir fioDir(testing::directIoTemplate(QStringLiteral("tst_hostruns")));
        QVERIFY(sshDir.isValid() && fioDir.isValid());
        MainWindow w(desktop(), nullptr, libraryPath());
        shortSettings(w.runSettings());
        addBoth(w, sshDir.path(), fioDir.path());
        m_sshd.stop(); // probed, then gone with its connections: its run cannot connect
        HostRuns *runs = w.hostRuns();
        QSignalSpy ended(runs, &HostRuns::allEnded);
        QSignalSpy stored(runs, &HostRuns::hostStored);
        w.startRun(); // true, or false if the SSH host was refused at once: the fio server runs either way
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 240000);
        const QString failure = runs->failure(0);
        QVERIFY2(failure.contains(kLoopback), qPrintable(failure));
        QVERIFY2(w.hostRunsView()->hostStatus(0).contains(kLoopback), qPrintable(w.hostRunsView()->hostStatus(0)));
        QVERIFY2(w.messageBar()->text().contains(kLoopback), qPrintable(w.messageBar()->text()));
        // The fio server carried on, finished and is stored.
        const HostRuns::Host &fio = runs->hosts()[1];
        QCOMPARE(fio.key, fioKey());
        QVERIFY2(fio.controller->state() == RunController::State::Finished, qPrintable(runs->failure(1)));
        QVERIFY(runs->failure(1).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 1, 240000);
        QCOMPARE(stored.front().front().toInt(), 1);
    }
};

QTEST_MAIN(TstHostRuns)
#include "tst_hostruns.moc"
