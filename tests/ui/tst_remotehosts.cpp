// SPDX-License-Identifier: GPL-3.0-or-later
// Other hosts in the window (issue 50, docs/remote.md "In the window"), against a throw-away sshd
// on 127.0.0.1 (tests/common/loopbacksshd.h): "Add host" probes in the background and lists the
// host's drives under its heading; a text that is not a host is refused with parseHostSpec's
// words; a host whose key is unknown shows that error; a host's drive gives a typed target on the
// host (never a path of this machine, Browse… gone); a short demo run there ends with a result
// naming the host, leaving the directory as it was; Stop ends it there; hosts are remembered and
// probed again at start without holding the window.
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/comparison.h"
#include "core/runner/runsession.h"
#include "tests/common/fixtures.h"
#include "tests/common/loopbacksshd.h"
#include "tests/common/remotechoice.h"
#include "tests/common/testdirs.h"
#include "ui/drivechoice.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/remotehosts.h"
#include "ui/resultpanel.h"
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

} // namespace

class TstRemoteHosts : public QObject
{
    Q_OBJECT

    testing::LoopbackSshd m_sshd;

    /// The sshd and the ssh command pointed at it; "" or why not.
    QString ready()
    {
        const QString why = m_sshd.start();
        if (why.isEmpty())
            qputenv("DRIVEBENCH_SSH_COMMAND", m_sshd.sshCommand().toLocal8Bit());
        return why;
    }

    /// Adds host in w's panel and waits for its probe (ssh's own timeouts bound it).
    static const RemoteHost *addAndProbe(MainWindow &w, const QString &host)
    {
        DrivePanel *panel = w.drivePanel();
        if (!panel->addHost(host))
            return nullptr;
        if (!QTest::qWaitFor([&] { return !panel->hosts()->probing(); }, 240000))
            return nullptr;
        return panel->hosts()->host(panel->hosts()->keys().back());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    void addedHostListsItsDrivesUnderIt()
    {
        if (const QString why = ready(); !why.isEmpty())
            QSKIP(qPrintable(why));
        {
            MainWindow w(desktop());
            DrivePanel *panel = w.drivePanel();
            DriveListModel *model = panel->model();
            const int localRows = model->rowCount();
            QVERIFY(!model->isHeading(0)); // no hosts: no headings
            QVERIFY(panel->addHost(QStringLiteral("loopback")));
            // At once: the heading, saying it probes, selected; the window did not wait.
            const int heading = model->rowOfRemote(kLoopback, {});
            QVERIFY(heading > localRows);
            QVERIFY2(model->index(heading, 0).data().toString().contains(QStringLiteral("probing")),
                     qPrintable(model->index(heading, 0).data().toString()));
            QCOMPARE(panel->selectedHost(), kLoopback);
            auto *remove = panel->findChild<QPushButton *>(QStringLiteral("removeHostButton"));
            QVERIFY(!remove->isHidden());
            QCOMPARE(remove->text(), QStringLiteral("Cancel")); // while it is probed
            QTRY_VERIFY_WITH_TIMEOUT(!panel->hosts()->probing(), 240000);
            const RemoteHost *h = panel->hosts()->host(kLoopback);
            QVERIFY(h);
            QVERIFY2(h->state == RemoteHost::State::Ready, qPrintable(h->error + QLatin1Char(' ') + h->fix));
            // Listed as this machine's are (virtual devices hidden while "Show virtual devices" is off).
            const std::vector<Drive> listed = orderedDrives(h->probe.drives, panel->showVirtual());
            QVERIFY(!listed.empty());
            // This machine's heading first (a label), its drives, then the host's heading and drives.
            QVERIFY(model->isHeading(0));
            QVERIFY(!(model->flags(model->index(0, 0)) & Qt::ItemIsSelectable));
            QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("This machine"));
            const int row = model->rowOfRemote(kLoopback, {});
            QVERIFY(model->index(row, 0).data().toString().contains(h->probe.fioVersion));
            for (std::size_t i = 0; i < listed.size(); ++i) {
                const int r = model->rowOfRemote(kLoopback, listed[i].name);
                QCOMPARE(r, row + 1 + int(i));
                QCOMPARE(model->hostOf(r), kLoopback);
                QCOMPARE(model->columnCount(), int(DriveListModel::ColumnCount)); // the same columns
                QVERIFY(!model->index(r, DriveListModel::CapacityColumn).data().toString().isEmpty());
            }
            // A local drive of the same name is still this machine's.
            for (const Drive &d : model->drives())
                QCOMPARE(model->hostOf(model->rowOf(d.name)), QString());
        }
        // Remembered: the next window lists it at once (probing) and probes it again.
        QCOMPARE(QSettings().value(QStringLiteral("window/hosts")).toStringList(), QStringList{kLoopback});
        MainWindow again(desktop());
        QCOMPARE(again.drivePanel()->hosts()->keys(), QStringList{kLoopback});
        QVERIFY(again.drivePanel()->selectedHost().isEmpty()); // it opens on this machine's drive
        QTRY_VERIFY_WITH_TIMEOUT(!again.drivePanel()->hosts()->probing(), 240000);
        QVERIFY(again.drivePanel()->hosts()->host(kLoopback)->state == RemoteHost::State::Ready);
        // Removed: gone from the list and from the settings.
        again.drivePanel()->removeHost(kLoopback);
        QCOMPARE(again.drivePanel()->model()->rowOfRemote(kLoopback, {}), -1);
        QVERIFY(!again.drivePanel()->model()->isHeading(0));
    }

    void badHostTextRefused()
    {
        MainWindow w(desktop());
        DrivePanel *panel = w.drivePanel();
        for (const QString &bad : {QStringLiteral("-oProxyCommand=touch /tmp/x"), QStringLiteral("nas:99999"),
                                   QStringLiteral("ssh://")}) {
            const Result<void> added = panel->addHost(bad);
            QVERIFY2(!added, qPrintable(bad));
            QVERIFY(panel->hosts()->hosts().empty());
            QVERIFY(w.messageBar()->isVisibleTo(&w));
            QVERIFY2(w.messageBar()->text().contains(QString::fromStdString(added.error().message)),
                     qPrintable(w.messageBar()->text()));
        }
        // The same host twice is one.
        if (const QString why = ready(); why.isEmpty()) {
            QVERIFY(panel->addHost(QStringLiteral("loopback")));
            QVERIFY(!panel->addHost(QStringLiteral("ssh://loopback")));
            QCOMPARE(panel->hosts()->keys(), QStringList{kLoopback});
            panel->removeHost(kLoopback); // a probe in progress is dropped
            QVERIFY(panel->hosts()->hosts().empty());
            QVERIFY(!panel->model()->isHeading(0));
        }
    }

    void unknownHostKeyShowsThatError()
    {
        if (const QString why = ready(); !why.isEmpty())
            QSKIP(qPrintable(why));
        MainWindow w(desktop());
        const RemoteHost *h = addAndProbe(w, QStringLiteral("loopback-unknown"));
        QVERIFY(h);
        QVERIFY(h->state == RemoteHost::State::Failed);
        QVERIFY2(h->error.contains(QStringLiteral("host key")), qPrintable(h->error));
        QVERIFY(!h->fix.isEmpty());
        // Said in the message bar, on the heading's tooltip, in the details and under the target.
        QVERIFY2(w.messageBar()->text().contains(h->error), qPrintable(w.messageBar()->text()));
        DriveListModel *model = w.drivePanel()->model();
        const int row = model->rowOfRemote(h->key, {});
        QVERIFY(model->index(row, 0).data(Qt::ToolTipRole).toString().contains(h->error));
        QVERIFY(!model->index(row, 0).data(Qt::DecorationRole).isNull());
        QVERIFY(w.drivePanel()->detailsText().contains(h->error));
        QVERIFY(w.drivePanel()->targetNote().contains(h->error));
        QVERIFY(w.drivePanel()->target().kind == TestTarget::Kind::None);
        QVERIFY(!w.startRun());
    }

    void remoteDriveGivesATypedTargetThere()
    {
        if (const QString why = ready(); !why.isEmpty())
            QSKIP(qPrintable(why));
        MainWindow w(desktop());
        DrivePanel *panel = w.drivePanel();
        const TestTarget local = panel->target();
        const RemoteHost *h = addAndProbe(w, QStringLiteral("loopback"));
        QVERIFY(h && h->state == RemoteHost::State::Ready);
        const std::vector<Drive> listed = orderedDrives(h->probe.drives, panel->showVirtual());
        QVERIFY(!listed.empty());
        const Drive remote = listed.front();
        QVERIFY(panel->selectRemote(kLoopback, remote.name));
        auto *box = panel->findChild<QComboBox *>(QStringLiteral("targetBox"));
        auto *browse = panel->findChild<QPushButton *>(QStringLiteral("browseButton"));
        auto *on = panel->findChild<QLabel *>(QStringLiteral("targetHost"));
        QVERIFY(box->isEditable());
        QVERIFY(browse->isHidden()); // never this machine's file dialog
        QVERIFY(!on->isHidden());
        QCOMPARE(on->text(), QStringLiteral("on ssh://loopback"));
        TestTarget t = panel->target();
        QCOMPARE(t.host, kLoopback);
        QStringList mounts = remote.mountpoints;
        for (const Partition &p : remote.partitions)
            mounts << p.mountpoints;
        // Its first mount point, or nothing (typed by the user): never this machine's target.
        QCOMPARE(t.path, mounts.value(0));
        QVERIFY(t.path.isEmpty() || t.path != local.path || local.path == QLatin1String("/"));
        QVERIFY(t.kind == (mounts.isEmpty() ? TestTarget::Kind::None : TestTarget::Kind::Directory));
        if (mounts.isEmpty())
            QVERIFY(!box->lineEdit()->placeholderText().isEmpty());

        // The drive itself: read tests only, and the line under the target says so.
        panel->setRemoteTarget(remote.path);
        t = panel->target();
        QVERIFY(t.kind == TestTarget::Kind::Device);
        QVERIFY(t.readOnly);
        QVERIFY2(panel->targetNote().contains(QStringLiteral("read tests only")), qPrintable(panel->targetNote()));
        QVERIFY(panel->targetNote().contains(kLoopback));
        // A relative path is no path there.
        panel->setRemoteTarget(QStringLiteral("bench"));
        QVERIFY(panel->target().kind == TestTarget::Kind::Missing);
        QVERIFY(!w.startRun());
        // A profile fio cannot run alike: core's refusal, under the target and at Start.
        panel->setRemoteTarget(QStringLiteral("/var/tmp"));
        QVERIFY(w.runSettings()->setProfile(QStringLiteral("smallfiles")));
        QVERIFY2(panel->targetNote().contains(QStringLiteral("Not on ssh://loopback")), qPrintable(panel->targetNote()));
        QVERIFY(!w.startRun());
        QVERIFY(w.messageBar()->isVisibleTo(&w));
        // Back on this machine's drive: its own target, the box no longer typed.
        QVERIFY(panel->selectDrive(local.driveName.isEmpty() ? panel->model()->drives().front().name : local.driveName));
        QVERIFY(!box->isEditable());
        QVERIFY(panel->target().host.isEmpty());
        // The typed path stays with the host's drive.
        QVERIFY(panel->selectRemote(kLoopback, remote.name));
        QCOMPARE(panel->target().path, QStringLiteral("/var/tmp"));
    }

    void shortRunOnTheHost()
    {
        if (const QString why = ready(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QTemporaryDir dir(testing::directIoTemplate(QStringLiteral("tst_remotehosts")));
        QVERIFY(dir.isValid());
        QVERIFY(QFile(dir.filePath(QStringLiteral("mine.txt"))).open(QIODevice::WriteOnly));
        const QStringList before = entriesOf(dir.path());
        MainWindow w(desktop());
        const RemoteHost *h = addAndProbe(w, QStringLiteral("loopback"));
        QVERIFY(h && h->state == RemoteHost::State::Ready);
        QVERIFY(w.drivePanel()->selectRemote(kLoopback)); // the heading: a directory typed there
        w.drivePanel()->setRemoteTarget(dir.path());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setPasses(1);
        s->setDurationS(1);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QVERIFY(w.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 240000);
        const RunResult run = finished.front().front().value<RunResult>();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QVERIFY(!run.tests.empty());
        QVERIFY(run.remote);
        QCOMPARE(run.remote->name, kLoopback);
        QCOMPARE(run.host, h->probe.hostname);
        QCOMPARE(run.target.path, dir.path());
        QCOMPARE(entriesOf(dir.path()), before); // its test file gone, the rest untouched
        // The panel's target line names the host (so does a picture of it).
        auto *line = w.resultPanel()->findChild<QLabel *>(QStringLiteral("targetLine"));
        QVERIFY(line);
        QVERIFY2(line->text().contains(kLoopback), qPrintable(line->text()));
        // Compared with a run on this machine, the heading names the host it ran on.
        RunResult here = run;
        here.remote.reset();
        here.target.path = QStringLiteral("/var/tmp");
        const Comparison c = compareRuns({here, run});
        QVERIFY(c.runsDiffer.contains(QLatin1String("host")));
        QVERIFY2(runHeading(c, 1).join(QLatin1Char(' ')).contains(kLoopback), qPrintable(runHeading(c, 1).join(QLatin1Char(' '))));
    }

    void stopEndsTheRunThere()
    {
        if (const QString why = ready(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QTemporaryDir dir(testing::directIoTemplate(QStringLiteral("tst_remotehosts")));
        QVERIFY(dir.isValid());
        const QStringList before = entriesOf(dir.path());
        MainWindow w(desktop());
        const RemoteHost *h = addAndProbe(w, QStringLiteral("loopback"));
        QVERIFY(h && h->state == RemoteHost::State::Ready);
        QVERIFY(w.drivePanel()->selectRemote(kLoopback));
        w.drivePanel()->setRemoteTarget(dir.path());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setPasses(1);
        s->setDurationS(30); // Stop comes long before
        s->setWarmupS(0);
        s->setSizeBytes(16ull << 20);
        QSignalSpy samples(w.runController()->session(), &RunSession::samplesReady);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 2, 240000); // fio runs there: the live charts have it
        w.stopRun();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 240000);
        QCOMPARE(w.runController()->state(), RunController::State::Stopped);
        const RunResult run = finished.front().front().value<RunResult>();
        QVERIFY(!run.completed);
        QVERIFY(run.remote);
        // The host removed the test file when the connection closed.
        QTRY_COMPARE_WITH_TIMEOUT(entriesOf(dir.path()), before, 120000);
        QVERIFY(w.drivePanel()->isEnabled());
    }
};

QTEST_MAIN(TstRemoteHosts)
#include "tst_remotehosts.moc"
