// SPDX-License-Identifier: GPL-3.0-or-later
// The target never changes behind the user's back, and the window speaks its own words: a browsed
// directory stays chosen across Refresh drives and restarts; a target that does not exist is
// refused at once beside the chooser; a test file larger than the free space is refused before
// Start with a button that picks a size that fits; no text the window shows on these error paths
// names a command-line flag ("--size"); a directory browsed on a drive, or a target picked from
// its list, is still chosen after another drive was selected and this one again (issue 51 #1).
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/runchecks.h"
#include "core/engine/target.h"
#include "tests/common/testdirs.h"
#include "ui/drivepanel.h"
#include "ui/guioptions.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runsettingswidget.h"
#include "ui/settingwords.h"
#include "ui/warningsview.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

/// Every text a label, button or message of the window shows now that names a flag.
QStringList flagsShown(const MainWindow &w)
{
    static const QRegularExpression flag(QStringLiteral(R"((?<![\w-])--[a-z])"));
    QStringList found;
    for (const QLabel *l : w.findChildren<QLabel *>()) {
        if (l->isVisible() && l->text().contains(flag))
            found << l->objectName() + QStringLiteral(": ") + l->text();
    }
    for (const QAbstractButton *b : w.findChildren<QAbstractButton *>()) {
        if (b->isVisible() && (b->text().contains(flag) || b->toolTip().contains(flag)))
            found << b->objectName() + QStringLiteral(": ") + b->text();
    }
    if (w.messageBar()->isVisible() && w.messageBar()->text().contains(flag))
        found << w.messageBar()->text();
    return found;
}

} // namespace

class TstTargetChooser : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_target;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_targetchooser"));
        QVERIFY2(m_target, qPrintable(testing::directIoRoot().problem));
    }

    void cleanup() { QSettings().clear(); }

    void browsedDirectoryStaysAcrossRefreshAndRestart()
    {
        const QString dir = QFileInfo(m_target->path()).absoluteFilePath();
        {
            MainWindow w;
            w.drivePanel()->setCustomTarget(dir, QString());
            QCOMPARE(w.drivePanel()->target().path, dir);
            w.refreshDrives();
            QCOMPARE(w.drivePanel()->target().path, dir);
            QCOMPARE(w.drivePanel()->target().kind, TestTarget::Kind::Directory);
            w.refreshDrives();
            QCOMPARE(w.drivePanel()->target().path, dir);
        }
        MainWindow again;
        QCOMPARE(again.drivePanel()->target().path, dir);
    }

    void chosenTargetSurvivesDriveSwitches_data()
    {
        QTest::addColumn<bool>("located");
        // Browse… before the fix: the directory came with no drive name.
        QTest::newRow("browsed, drive unknown") << false;
        // Browse… now: the directory's drive is looked up, and the directory joins its list.
        QTest::newRow("browsed, drive located") << true;
    }

    void chosenTargetSurvivesDriveSwitches()
    {
        QFETCH(bool, located);
        // Two drives with one mount each ("/" of the system disk stands in as a temporary
        // directory); the user browses to a directory on the first, visits the second, comes back.
        QTemporaryDir root, bench, other;
        QVERIFY(root.isValid() && bench.isValid() && other.isValid());
        Drive system;
        system.name = QStringLiteral("vda");
        system.path = QStringLiteral("/nonexistent/dev/vda");
        system.systemDisk = true;
        system.mountpoints = {root.path()};
        Drive second;
        second.name = QStringLiteral("vdb");
        second.path = QStringLiteral("/nonexistent/dev/vdb");
        second.mountpoints = {other.path()};
        DrivePanel panel;
        panel.setDrives({system, second});
        QVERIFY(panel.selectDrive(QStringLiteral("vda")));
        QCOMPARE(panel.target().path, root.path());
        auto *box = panel.findChild<QComboBox *>(QStringLiteral("targetBox"));
        QVERIFY(box);
        const auto listed = [box] {
            QStringList items;
            for (int i = 0; i < box->count(); ++i)
                items << box->itemText(i);
            return items;
        };
        const QString benchItem = QStringLiteral("Test file in %1").arg(bench.path());
        if (located) {
            panel.setDriveLocator([&](const QString &path) {
                return path == bench.path() ? QStringLiteral("vda") : QString();
            });
            panel.chooseDirectory(bench.path());
        } else {
            panel.setCustomTarget(bench.path(), QString());
        }
        QCOMPARE(panel.target().path, bench.path());

        QVERIFY(panel.selectDrive(QStringLiteral("vdb")));
        QCOMPARE(panel.target().path, other.path()); // the other drive's own target
        QVERIFY(panel.selectDrive(QStringLiteral("vda")));
        QVERIFY2(listed().contains(benchItem), qPrintable(listed().join(QLatin1Char('\n'))));
        QCOMPARE(panel.target().path, bench.path()); // not "/" (root here)
        QCOMPARE(box->currentText(), benchItem);
        QVERIFY(panel.customTarget().has_value());

        // A pick from the list is kept the same way: the system disk's own mount this time.
        box->setCurrentIndex(listed().indexOf(QStringLiteral("Test file in %1").arg(root.path())));
        QCOMPARE(panel.target().path, root.path());
        QVERIFY(panel.selectDrive(QStringLiteral("vdb")));
        QVERIFY(panel.selectDrive(QStringLiteral("vda")));
        QCOMPARE(panel.target().path, root.path());
        QVERIFY2(listed().contains(benchItem), qPrintable(listed().join(QLatin1Char('\n'))));

        // Reading the drive list again changes nothing either.
        box->setCurrentIndex(listed().indexOf(benchItem));
        panel.setDrives({system, second});
        QCOMPARE(panel.target().path, bench.path());
        QVERIFY(panel.selectDrive(QStringLiteral("vdb")));
        panel.setDrives({second, system});
        QCOMPARE(panel.target().path, other.path());
        QVERIFY(panel.selectDrive(QStringLiteral("vda")));
        QCOMPARE(panel.target().path, bench.path());
    }

    void missingTargetIsRefusedAtOnce()
    {
        MainWindow w;
        w.show();
        GuiOptions options;
        options.target = QStringLiteral("/nonexistent/drivebench-target");
        w.applyOptions(options);
        const TestTarget t = w.drivePanel()->target();
        QCOMPARE(t.kind, TestTarget::Kind::Missing);
        QVERIFY2(w.drivePanel()->targetNote().contains(QStringLiteral("does not exist")),
                 qPrintable(w.drivePanel()->targetNote()));
        QVERIFY(!w.drivePanel()->targetNote().contains(QStringLiteral("raw")));
        QVERIFY(!w.findChild<QWidget *>(QStringLiteral("startButton"))->isEnabled());
        QVERIFY(!w.startRun());
        QVERIFY(!w.isRunning());
        QVERIFY2(flagsShown(w).isEmpty(), qPrintable(flagsShown(w).join(QLatin1Char('\n'))));
    }

    void tooLargeTestFileIsRefusedWithAFix()
    {
        // On a 1 GiB tmpfs made for the test (its pages are taken only when written, and nothing
        // is): a 2 GiB test file does not fit, whatever the free space of this machine's disks
        // (with 61 GB free here, free + 4 GiB was past the Size list's 64 GiB, another error).
        if (::geteuid() != 0)
            QSKIP("mounting the test's small tmpfs needs root");
        QTemporaryDir mountPoint;
        QVERIFY(mountPoint.isValid());
        const QByteArray where = QFile::encodeName(mountPoint.path());
        QVERIFY2(::mount("tmpfs", where.constData(), "tmpfs", 0, "size=1g") == 0, strerror(errno));
        const auto unmount = qScopeGuard([&] { ::umount2(where.constData(), MNT_DETACH); });
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(mountPoint.path(), QString());
        QVERIFY(w.runSettings()->setProfile(QStringLiteral("demo")));
        const std::uint64_t tooLarge = 2ull << 30;
        w.runSettings()->setSizeBytes(tooLarge);
        // Refused as the size is chosen, not at Start.
        QVERIFY(w.messageBar()->isVisible());
        QCOMPARE(w.messageBar()->kind(), MessageBar::Kind::Error);
        QVERIFY2(w.messageBar()->text().contains(QStringLiteral("does not fit")), qPrintable(w.messageBar()->text()));
        QVERIFY2(flagsShown(w).isEmpty(), qPrintable(flagsShown(w).join(QLatin1Char('\n'))));
        QVERIFY(!w.startRun());
        QVERIFY(!w.isRunning());
        QVERIFY2(w.messageBar()->text().contains(QStringLiteral("does not fit")), qPrintable(w.messageBar()->text()));
        QPushButton *fix = w.messageBar()->actionButton();
        QVERIFY(fix->isVisible());
        // 1 GiB less the 64 MiB headroom takes 512 MiB at most of the Size list's sizes.
        QCOMPARE(fix->text(), QStringLiteral("Use 512 MiB"));
        fix->click();
        QCOMPARE(w.runSettings()->sizeBytes(), std::uint64_t(512ull << 20));
        QVERIFY(!w.messageBar()->isVisible());
        QVERIFY(QDir(mountPoint.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)); // nothing created
    }

    void rawDeviceRefusedToRootSaysWhy()
    {
        // A device node the kernel refuses to open even to root: one on a file system mounted
        // nodev (as a container's device rules refuse /dev/vda here). Neither the note beside
        // the chooser nor the engine's refusal at Start tells root to "run as root" (issue 51 #9).
        if (::geteuid() != 0)
            QSKIP("mounting the test's nodev tmpfs and making a device node need root");
        QTemporaryDir mountPoint;
        QVERIFY(mountPoint.isValid());
        const QByteArray where = QFile::encodeName(mountPoint.path());
        QVERIFY2(::mount("tmpfs", where.constData(), "tmpfs", MS_NODEV, "size=1m") == 0, strerror(errno));
        const auto unmount = qScopeGuard([&] { ::umount2(where.constData(), MNT_DETACH); });
        const QString node = mountPoint.filePath(QStringLiteral("vdz"));
        // loop0's numbers; never opened (nodev), so no device is touched.
        QVERIFY2(::mknod(QFile::encodeName(node).constData(), S_IFBLK | 0600, makedev(7, 0)) == 0, strerror(errno));
        QVERIFY(::open(QFile::encodeName(node).constData(), O_RDONLY | O_CLOEXEC) < 0);

        Drive drive;
        drive.name = QStringLiteral("vdz");
        drive.path = node;
        DrivePanel panel;
        panel.setDrives({drive});
        QVERIFY(panel.selectDrive(QStringLiteral("vdz")));
        QCOMPARE(panel.target().kind, TestTarget::Kind::Device); // the drive's only target
        QVERIFY2(!panel.targetNote().contains(QStringLiteral("as root")), qPrintable(panel.targetNote()));
        QVERIFY2(panel.targetNote().contains(QStringLiteral("refuses")), qPrintable(panel.targetNote()));

        // What Start met: the engine's open of the device for the read tests.
        TargetOptions options;
        options.path = node;
        const auto opened = Target::open(options, {}, nullptr);
        QVERIFY(!opened);
        const QString text = QString::fromStdString(opened.error().text());
        QVERIFY2(!text.contains(QStringLiteral("as root")) && !text.contains(QStringLiteral("disk group"))
                     && !text.contains(QStringLiteral("'disk' group")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("refuses")), qPrintable(text));
    }

    void coreMessagesInTheWindowsWords()
    {
        // Each of core's fixes that names a setting, in the window's wording.
        const std::vector<std::pair<QString, SettingFixes>> fixes{
            {QStringLiteral("free some space, or choose a smaller {1}"), {{Setting::Size, {}}}},
            {QStringLiteral("use {1} or more"), {{Setting::Size, QStringLiteral("16M")}}},
            {QStringLiteral("fix {1}, {2}, {3} or {4}"),
             {{Setting::Passes, {}}, {Setting::Duration, {}}, {Setting::Warmup, {}}, {Setting::Interval, {}}}},
            {QStringLiteral("direct I/O ({1}), or a test file of at least twice the RAM ({2})."),
             {{Setting::Buffered, QStringLiteral("off")}, {Setting::Size, QStringLiteral("32768M")}}},
            {QStringLiteral("choose {1} if every byte on it may be lost"), {{Setting::Destructive, QStringLiteral("/dev/sdb")}}},
            {QStringLiteral("use {1} or {2}"), {{Setting::Sweep, QStringLiteral("dd")}, {Setting::Sweep, QStringLiteral("atto")}}},
            {QStringLiteral("choose {1} between 2 and 100000 (default 200)"), {{Setting::SurfacePoints, {}}}},
            {QStringLiteral("fewer {1} or a smaller {2}"), {{Setting::Files, {}}, {Setting::FileSize, {}}}},
            {QStringLiteral("run with {1}"), {{Setting::Engine, QStringLiteral("psync")}}},
        };
        for (const auto &[text, f] : fixes) {
            const QString shown = placeFixes(text, f, &SettingWords::words);
            QVERIFY2(!shown.contains(QStringLiteral("--")) && !shown.contains(QLatin1Char('{')), qPrintable(shown));
        }
        QCOMPARE(placeFixes(QStringLiteral("choose a smaller {1}"), {{Setting::Size, {}}}, &SettingWords::words),
                 QStringLiteral("choose a smaller Size"));
        QCOMPARE(SettingWords::words({Setting::Size, QStringLiteral("64M")}), QStringLiteral("Size: 64 MiB"));
        // Texts without a setting are left alone (dashes and braces in prose included).
        QCOMPARE(placeFixes(QStringLiteral("a — b - c {1}"), {}, &SettingWords::words), QStringLiteral("a — b - c {1}"));
    }

    void preflightWarningsInTheWindowsWords()
    {
        // A buffered run with a small test file: the "fits in RAM" warning, whose fix names
        // --buffered and --size on the command line.
        MainWindow w;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        QVERIFY(w.runSettings()->setProfile(QStringLiteral("demo")));
        w.runSettings()->setSizeBytes(16ull << 20);
        w.runSettings()->setDirect(false);
        QVERIFY(w.warningsView()->isVisible());
        w.warningsView()->findChild<QPushButton *>(QStringLiteral("warningDetailsButton"))->click();
        QVERIFY2(flagsShown(w).isEmpty(), qPrintable(flagsShown(w).join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TstTargetChooser)
#include "tst_targetchooser.moc"
