// SPDX-License-Identifier: GPL-3.0-or-later
// Which drive the window opens on and how the drive list names and groups drives (issue 51 #5,
// #6): the first start opens on the home directory's drive with the home directory as target
// (the fixture desktop lists a snap loop device first), else on the drive holding "/", never on
// a loop device; three loop images in one folder are three rows that differ by file name;
// loop devices with no file system, read-only ones and zram are hidden behind "Show virtual
// devices", which the settings remember; at 1280×720 the drive column shows whole words; on a raw
// device the line under the target says what the profile does to it (#4).
#include <QCheckBox>
#include <QComboBox>
#include <QGuiApplication>
#include <QScreen>
#include <QSet>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTreeView>

#include "tests/common/fixtures.h"
#include "ui/colorscheme.h"
#include "ui/drivechoice.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

SystemRoots desktop()
{
    const QString root = testing::fixture("/sysfs/desktop");
    return SystemRoots{root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc")};
}

Drive loopDrive(const QString &name, const QString &file, const QStringList &mounts = {})
{
    Drive d;
    d.name = name;
    d.path = QStringLiteral("/nonexistent/dev/") + name;
    d.transport = Transport::Loop;
    d.model = QStringLiteral("loop: ") + file;
    d.mountpoints = mounts;
    d.capacityBytes = 1ULL << 30;
    return d;
}

Drive diskDrive(const QString &name, const QString &model, Transport transport)
{
    Drive d;
    d.name = name;
    d.path = QStringLiteral("/nonexistent/dev/") + name;
    d.transport = transport;
    d.model = model;
    d.capacityBytes = 512ULL << 30;
    return d;
}

QStringList rows(const DriveListModel *model)
{
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r)
        out << model->index(r, DriveListModel::ModelColumn).data().toString();
    return out;
}

/// Sets $HOME for one scope (QDir::homePath() reads it).
struct HomeAt
{
    QByteArray saved = qgetenv("HOME");
    explicit HomeAt(const QString &home) { qputenv("HOME", QFile::encodeName(home)); }
    ~HomeAt() { qputenv("HOME", saved); }
};

} // namespace

class TstDriveChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        if (!QFileInfo::exists(desktop().sys))
            QSKIP("fixture machine tests/fixtures/sysfs/desktop is missing");
    }

    void cleanup() { QSettings().clear(); }

    void firstStartOpensOnTheHomeDirectory()
    {
        // The fixture mounts a tmpfs on /tmp and nvme0n1p2 on "/": a home directory of the build
        // tree lies on nvme0n1 there. Its list starts with loop1 (a snap), which main opened on.
        QTemporaryDir home(QCoreApplication::applicationDirPath() + QStringLiteral("/home-XXXXXX"));
        QVERIFY(home.isValid());
        QVERIFY(!home.path().startsWith(QStringLiteral("/tmp/")));
        const HomeAt at(home.path());
        MainWindow w(desktop());
        const Drive *d = w.drivePanel()->selectedDrive();
        QVERIFY(d);
        QCOMPARE(d->name, QStringLiteral("nvme0n1"));
        QCOMPARE(w.drivePanel()->target().path, QFileInfo(home.path()).absoluteFilePath());
        QCOMPARE(w.drivePanel()->target().kind, TestTarget::Kind::Directory);
        // No red greeting.
        QVERIFY2(w.messageBar()->isHidden() || w.messageBar()->kind() != MessageBar::Kind::Error,
                 qPrintable(w.messageBar()->text()));
    }

    void firstStartWithHomeOnNoDriveOpensOnTheSystemDrive()
    {
        const HomeAt at(QStringLiteral("/tmp")); // tmpfs in the fixture: on no drive
        MainWindow w(desktop());
        QVERIFY(w.drivePanel()->selectedDrive());
        QCOMPARE(w.drivePanel()->selectedDrive()->name, QStringLiteral("nvme0n1"));
        QCOMPARE(w.drivePanel()->target().path, QStringLiteral("/")); // not /boot/efi, its first mount
    }

    void savedDriveWins()
    {
        QSettings().setValue(QStringLiteral("window/drive"), QStringLiteral("sdb"));
        MainWindow w(desktop());
        QCOMPARE(w.drivePanel()->selectedDrive()->name, QStringLiteral("sdb"));
        QCOMPARE(w.drivePanel()->target().path, QStringLiteral("/mnt/media disk"));
    }

    void firstStartNeverPicksALoopDevice()
    {
        // No mount table: neither home nor "/" is found; the first real drive, not loop0.
        const std::vector<Drive> drives{loopDrive(QStringLiteral("loop0"), QStringLiteral("/srv/a.img"), {QStringLiteral("/mnt/a")}),
                                        diskDrive(QStringLiteral("sda"), QStringLiteral("Disk"), Transport::Sata)};
        const StartChoice c = firstStartChoice(drives, QStringLiteral("/nonexistent-home"), QStringLiteral("/nonexistent/sys"),
                                               QStringLiteral("/nonexistent/proc"));
        QCOMPARE(c.drive, QStringLiteral("sda"));
    }

    void loopImagesAreDistinctAndVirtualDevicesHidden()
    {
        DrivePanel panel;
        Drive zram = diskDrive(QStringLiteral("zram0"), QStringLiteral("compressed RAM (zram)"), Transport::Zram);
        Drive snap = loopDrive(QStringLiteral("loop7"), QStringLiteral("/var/lib/snapd/snaps/core22_1033.snap"),
                               {QStringLiteral("/snap/core22/1033")});
        snap.readOnly = true;
        panel.setDrives({loopDrive(QStringLiteral("loop0"), QStringLiteral("/srv/images/bench-a.img")),
                         loopDrive(QStringLiteral("loop1"), QStringLiteral("/srv/images/bench-b.img")),
                         loopDrive(QStringLiteral("loop2"), QStringLiteral("/srv/images/bench-c.img"), {QStringLiteral("/mnt/c")}),
                         snap, diskDrive(QStringLiteral("vda"), QStringLiteral("virtio disk"), Transport::Virtio), zram});
        // Hidden: the unmounted images, the snap, zram. The mounted image follows the real drive.
        QCOMPARE(rows(panel.model()), (QStringList{QStringLiteral("virtio disk (vda)"),
                                                   QStringLiteral("bench-c.img (loop2, /srv/images) · /mnt/c")}));
        auto *toggle = panel.findChild<QCheckBox *>(QStringLiteral("showVirtualDevices"));
        QVERIFY(toggle && toggle->isEnabled());
        QVERIFY(toggle->text().contains(QStringLiteral("(4)")));
        toggle->click();
        QVERIFY(panel.showVirtual());
        const QStringList all = rows(panel.model());
        QCOMPARE(all.size(), 6);
        QCOMPARE(all.at(0), QStringLiteral("virtio disk (vda)"));
        QCOMPARE(all.at(2), QStringLiteral("bench-a.img (loop0, /srv/images)"));
        QCOMPARE(all.at(3), QStringLiteral("bench-b.img (loop1, /srv/images)"));
        QCOMPARE(all.at(4), QStringLiteral("core22_1033.snap (loop7, /var/lib/snapd/snaps) · /snap/core22/1033"));
        QCOMPARE(all.at(5), QStringLiteral("compressed RAM (zram) (zram0)"));
        // A hidden device asked for by name is shown, not refused.
        toggle->click();
        QVERIFY(!panel.showVirtual());
        QVERIFY(panel.selectDrive(QStringLiteral("loop1")));
        QVERIFY(panel.showVirtual());
        QVERIFY(toggle->isChecked());
    }

    void showVirtualIsRemembered()
    {
        {
            MainWindow w(desktop());
            QVERIFY(!w.drivePanel()->showVirtual());
            w.drivePanel()->setShowVirtual(true);
        }
        MainWindow again(desktop());
        QVERIFY(again.drivePanel()->showVirtual());
    }

    void rawDeviceHintSaysWhatTheProfileDoes()
    {
        // An existing file stands in for the device: a target of kind Device this process opens.
        QTemporaryFile image;
        QVERIFY(image.open());
        image.write(QByteArray(1 << 20, '\0'));
        image.close();
        MainWindow w(desktop());
        w.drivePanel()->setCustomTarget(image.fileName(), QString());
        QCOMPARE(w.drivePanel()->target().kind, TestTarget::Kind::Device);
        const auto noteFor = [&](const char *profile) {
            w.runSettings()->setProfile(QString::fromLatin1(profile));
            return w.drivePanel()->targetNote();
        };
        const QString capacity = noteFor("capacity");
        QVERIFY2(capacity.contains(QStringLiteral("overwrites the whole device")) && capacity.contains(image.fileName())
                     && capacity.contains(QStringLiteral("erasing everything")),
                 qPrintable(capacity));
        QVERIFY2(!capacity.contains(QStringLiteral("never done")), qPrintable(capacity));
        QVERIFY2(noteFor("seek").contains(QStringLiteral("only reads")), qPrintable(noteFor("seek")));
        QVERIFY2(noteFor("default").contains(QStringLiteral("read tests only")), qPrintable(noteFor("default")));
        QVERIFY2(noteFor("sustained").contains(QStringLiteral("only writes")), qPrintable(noteFor("sustained")));
    }

    void directoryHintSaysWhatTheProfileWrites()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow w(desktop());
        w.drivePanel()->setCustomTarget(dir.path(), QString());
        w.runSettings()->setProfile(QStringLiteral("smallfiles"));
        QVERIFY2(w.drivePanel()->targetNote().contains(QStringLiteral("Small files are created in a folder")),
                 qPrintable(w.drivePanel()->targetNote()));
        w.runSettings()->setProfile(QStringLiteral("capacity"));
        QVERIFY2(w.drivePanel()->targetNote().contains(QStringLiteral("fills the free space")), qPrintable(w.drivePanel()->targetNote()));
        w.runSettings()->setProfile(QStringLiteral("default"));
        QCOMPARE(w.drivePanel()->targetNote(), QStringLiteral("A test file is created in %1 and removed afterwards.").arg(dir.path()));
    }

    void driveListReadsAtEachSize_data()
    {
        QTest::addColumn<QSize>("size");
        const QSize screen = QGuiApplication::primaryScreen()->availableSize();
        if (screen.width() >= 1400 && screen.height() >= 920)
            QTest::newRow("1400x920") << QSize(1400, 920);
        QTest::newRow("1280x720") << QSize(1280, 720); // 200 % on 2560×1440 too (the hidpi ctest)
    }

    /// The fixture desktop with three loop images of one folder, a snap and zram beside its
    /// drives, "Show virtual devices" on: every row readable, the images told apart. With
    /// DRIVEBENCH_SCREENSHOT_DIR set the screen is saved (drive-list-WxH[-scale].png), then again
    /// with the capacity check chosen on nvme0n1's raw device (raw-hint-…png).
    void driveListReadsAtEachSize()
    {
        QFETCH(QSize, size);
        ColorScheme scheme = ColorScheme::System;
        if (parseColorScheme(qEnvironmentVariable("DRIVEBENCH_COLOR_SCHEME"), &scheme))
            applyColorScheme(scheme);
        const HomeAt at(QStringLiteral("/tmp"));
        MainWindow w(desktop());
        std::vector<Drive> drives = w.drivePanel()->allDrives();
        Drive snap = loopDrive(QStringLiteral("loop7"), QStringLiteral("/var/lib/snapd/snaps/gnome-42-2204_202.snap"),
                               {QStringLiteral("/snap/gnome-42-2204/202")});
        snap.readOnly = true;
        for (const char *image : {"bench-a.img", "bench-b.img", "bench-c.img"})
            drives.push_back(loopDrive(QStringLiteral("loop%1").arg(drives.size() + 2),
                                       QStringLiteral("/home/user/drivebench-images/") + QLatin1String(image)));
        drives.push_back(snap);
        drives.push_back(diskDrive(QStringLiteral("zram0"), QStringLiteral("compressed RAM (zram)"), Transport::Zram));
        w.drivePanel()->setDrives(drives);
        w.drivePanel()->setShowVirtual(true);
        w.resize(size);
        w.move(0, 0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(50);
        auto *list = w.findChild<QTreeView *>(QStringLiteral("driveList"));
        QVERIFY(list);
        const int width = list->columnWidth(DriveListModel::ModelColumn);
        // Whole words of the model, not "S…" or "l…": at least 24 average characters.
        const int want = list->fontMetrics().averageCharWidth() * 24;
        QVERIFY2(width >= want, qPrintable(QStringLiteral("drive column %1 px, want %2").arg(width).arg(want)));
        // Every column shown fits: nothing cut off at the right edge ("SATA HI").
        QVERIFY2(list->header()->length() <= list->viewport()->width() + 1,
                 qPrintable(QStringLiteral("columns %1 px in %2").arg(list->header()->length()).arg(list->viewport()->width())));
        QVERIFY(!list->isColumnHidden(DriveListModel::CapacityColumn));
        // What the rows show (elided in the middle) still tells the three images apart.
        QStringList shown;
        for (int r = 0; r < w.drivePanel()->model()->rowCount(); ++r) {
            const QString text = w.drivePanel()->model()->index(r, DriveListModel::ModelColumn).data().toString();
            shown << list->fontMetrics().elidedText(text, Qt::ElideMiddle, width - 8); // less the cell's margins
        }
        QVERIFY2(QSet<QString>(shown.begin(), shown.end()).size() == shown.size(), qPrintable(shown.join(QStringLiteral(" | "))));
        const QString dir = qEnvironmentVariable("DRIVEBENCH_SCREENSHOT_DIR");
        const QString suffix = QStringLiteral("%1x%2%3%4").arg(size.width()).arg(size.height())
                                   .arg(w.devicePixelRatio() > 1 ? QStringLiteral("-200") : QString(),
                                        scheme == ColorScheme::Dark ? QStringLiteral("-dark") : QString());
        if (!dir.isEmpty())
            QVERIFY(w.screen()->grabWindow(0).save(dir + QStringLiteral("/drive-list-%1.png").arg(suffix)));
        // The raw device with the capacity check: the line under the target says it erases it.
        QVERIFY(w.drivePanel()->selectDrive(QStringLiteral("nvme0n1")));
        auto *box = w.findChild<QComboBox *>(QStringLiteral("targetBox"));
        QVERIFY(box);
        box->setCurrentIndex(box->count() - 1);
        if (w.drivePanel()->target().kind != TestTarget::Kind::Device || w.drivePanel()->target().refused)
            return; // not root: /dev/nvme0n1 is refused, and the hint is rawDeviceHintSaysWhatTheProfileDoes's
        w.runSettings()->setProfile(QStringLiteral("capacity"));
        QVERIFY(w.drivePanel()->targetNote().contains(QStringLiteral("erasing everything")));
        QTest::qWait(50);
        if (!dir.isEmpty())
            QVERIFY(w.screen()->grabWindow(0).save(dir + QStringLiteral("/raw-hint-%1.png").arg(suffix)));
    }
};

QTEST_MAIN(TstDriveChoice)
#include "tst_drivechoice.moc"
