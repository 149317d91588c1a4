// SPDX-License-Identifier: GPL-3.0-or-later
// Target: test files (created, filled, always removed; stale ones cleaned), existing files and
// descriptors, free-space and ENOSPC errors, and refused writes to devices and files. The named
// test file (filesystems without O_TMPFILE) is forced where O_TMPFILE works too, so its removal
// and its recovery after SIGKILL are checked on every machine.
#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include "core/engine/namedtestfiles.h"
#include "core/engine/target.h"
#include "tests/common/hostcommands.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/testdirs.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden);
}

using drivebench::testing::run;
using drivebench::testing::sha256;

} // namespace

class TestTestFile : public QObject
{
    Q_OBJECT

private:
    // On a filesystem with O_DIRECT (tests/common/testdirs.h).
    std::unique_ptr<QTemporaryDir> m_holder;
    struct DirRef
    {
        std::unique_ptr<QTemporaryDir> *holder;
        QString path() const { return (*holder)->path(); }
        QString filePath(const QString &name) const { return (*holder)->filePath(name); }
    } m_dir{&m_holder};

    // The child of namedTestFileRecoveredAfterSigkill: opens a named test file in
    // $TST_TESTFILE_CHILD_DIR, says where, and waits to be killed.
    static void childMain(const QString &dir)
    {
        TargetOptions o;
        o.path = dir;
        o.fileSizeBytes = 4ull << 20;
        forceNamedTestFiles(true);
        auto t = Target::open(o, {}, nullptr);
        if (!t) {
            std::fprintf(stdout, "child-error %s\n", t.error().text().c_str());
            std::fflush(stdout);
            std::_Exit(3);
        }
        std::fprintf(stdout, "child-ready\n");
        std::fflush(stdout);
        ::pause();
        std::_Exit(0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString childDir = qEnvironmentVariable("TST_TESTFILE_CHILD_DIR");
        if (!childDir.isEmpty())
            childMain(childDir);
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_testfile"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
    }

    // Both ways a test file can be made: unnamed (O_TMPFILE) where the filesystem has it, and
    // named where it has not (forced here). Either way it is filled and removed with the Target.
    void directoryTestFileIsCreatedFilledAndRemoved_data()
    {
        QTest::addColumn<bool>("named");
        QTest::newRow("O_TMPFILE where available") << false;
        QTest::newRow("named file") << true;
    }
    void directoryTestFileIsCreatedFilledAndRemoved()
    {
        QFETCH(bool, named);
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 16ull << 20;
        forceNamedTestFiles(named);
        const auto unforce = qScopeGuard([] { forceNamedTestFiles(false); });
        double last = 0;
        {
            auto t = Target::open(o, [&](double f) { last = f; }, nullptr);
            QVERIFY2(t, t ? "" : t.error().text().c_str());
            QCOMPARE((*t)->sizeBytes(), 16ull << 20);
            QCOMPARE((*t)->info().filesystem == QLatin1String("tmpfs"), testing::isMemoryFilesystem(m_dir.path()));
            QVERIFY((*t)->isTestFile());
            QCOMPARE(last, 1.0);
            // Random data: the first bytes are not all zero.
            alignas(4096) static char buf[4096];
            QCOMPARE(::pread((*t)->fd(), buf, 4096, 8 << 20), 4096);
            QVERIFY(std::any_of(buf, buf + 4096, [](char c) { return c != 0; }));
            if (named) {
                // A claimed file: drivebench-claim-TOKEN beside drivebench-testfile-TOKEN.tmp,
                // which is the fd (a name alone would prove nothing: leftoverclaim.h).
                const QStringList names = entries(m_dir.path());
                QCOMPARE(names.size(), 2);
                QVERIFY2(names[0].startsWith(QLatin1String(kClaimPrefix)), qPrintable(names.join(' ')));
                const QString token = names[0].mid(int(qstrlen(kClaimPrefix)));
                QCOMPARE(names[1], QLatin1String(kTestFilePrefix) + token + QStringLiteral(".tmp"));
                struct stat byName{}, byFd{};
                QCOMPARE(::stat(QFile::encodeName(m_dir.filePath(names[1])).constData(), &byName), 0);
                QCOMPARE(::fstat((*t)->fd(), &byFd), 0);
                QCOMPARE(byName.st_ino, byFd.st_ino);
            }
        }
        QVERIFY(entries(m_dir.path()).isEmpty());
    }

    // SIGKILL leaves a named test file and its claim behind (nothing can run then); the next start
    // removes both because the claim proves them ours and its process is gone, and that new run's
    // own file and claim go at its end.
    void namedTestFileRecoveredAfterSigkill()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TST_TESTFILE_CHILD_DIR"), m_dir.path());
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(), QStringList());
        QVERIFY(child.waitForStarted());
        QByteArray out;
        while (!out.contains("child-ready") && !out.contains("child-error") && child.waitForReadyRead(60'000))
            out += child.readAll();
        QVERIFY2(out.contains("child-ready"), out.constData());
        const QStringList left = entries(m_dir.path()); // the claim and the file it claims
        QCOMPARE(left.size(), 2);
        QVERIFY2(left[0].startsWith(QLatin1String(kClaimPrefix)) && left[1].startsWith(QLatin1String(kTestFilePrefix)),
                 qPrintable(left.join(' ')));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(10'000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QCOMPARE(entries(m_dir.path()), left); // left behind, as SIGKILL must
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 4ull << 20;
        forceNamedTestFiles(true);
        const auto unforce = qScopeGuard([] { forceNamedTestFiles(false); });
        {
            auto t = Target::open(o, {}, nullptr);
            QVERIFY2(t, t ? "" : t.error().text().c_str());
            const QStringList now = entries(m_dir.path());
            QCOMPARE(now.size(), 2); // this run's claim and file only
            QVERIFY2(!now.contains(left[0]) && !now.contains(left[1]), "the dead process's file is still there");
        }
        QVERIFY(entries(m_dir.path()).isEmpty());
    }

    void zerosFill()
    {
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 16ull << 20;
        o.data = FillData::Zeros;
        o.cache = CacheMode::Buffered;
        auto t = Target::open(o, {}, nullptr);
        QVERIFY2(t, t ? "" : t.error().text().c_str());
        static char buf[4096];
        QCOMPARE(::pread((*t)->fd(), buf, 4096, 4096), 4096);
        QVERIFY(std::all_of(buf, buf + 4096, [](char c) { return c == 0; }));
    }

    // Cancelled part-way through the fill (after data went in): the error says cancelled, and
    // the test file goes, named or not.
    void cancelledFillLeavesNothing_data()
    {
        QTest::addColumn<bool>("named");
        QTest::newRow("O_TMPFILE where available") << false;
        QTest::newRow("named file") << true;
    }
    void cancelledFillLeavesNothing()
    {
        QFETCH(bool, named);
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 64ull << 20;
        forceNamedTestFiles(named);
        const auto unforce = qScopeGuard([] { forceNamedTestFiles(false); });
        std::atomic<bool> cancel{false};
        double progressAtCancel = 0;
        int namesWhileFilling = -1;
        auto t = Target::open(o, [&](double f) {
            if (f > 0 && !cancel) {
                progressAtCancel = f;
                namesWhileFilling = int(entries(m_dir.path()).size());
                cancel = true;
            }
        }, &cancel);
        QVERIFY(!t);
        QCOMPARE(t.error().code, std::make_error_code(std::errc::operation_canceled));
        QVERIFY2(progressAtCancel > 0 && progressAtCancel < 1, qPrintable(QString::number(progressAtCancel)));
        if (named)
            QCOMPARE(namesWhileFilling, 2); // there was a file (and its claim) to remove
        QVERIFY(entries(m_dir.path()).isEmpty());
    }

    // A name is no proof: files named like ours (a dead pid, a live one, our current shape)
    // without a claim that proves them ours survive byte for byte (tst_leftovers has the rest).
    void filesNamedLikeOursAreNeverRemoved()
    {
        const QStringList names = {
            QStringLiteral("drivebench-testfile-99999999-0.tmp"),        // the old shape, dead pid
            QStringLiteral("drivebench-testfile-%1-0.tmp").arg(::getppid()),
            QStringLiteral("drivebench-testfile-99999-backup.tmp"),
            QStringLiteral("drivebench-testfile-0123456789abcdef0123456789abcdef.tmp"),
            QStringLiteral("notes.txt"),
        };
        QHash<QString, QByteArray> before;
        for (const QString &n : names) {
            QFile f(m_dir.filePath(n));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the user's " + n.toUtf8());
            f.close();
            before.insert(n, sha256(f.fileName()));
        }
        QCOMPARE(removeStaleTestFiles(m_dir.path()), 0);
        for (const QString &n : names) {
            QCOMPARE(sha256(m_dir.filePath(n)), before.value(n));
            QFile::remove(m_dir.filePath(n));
        }
    }

    void notEnoughFreeSpace()
    {
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 1ull << 50; // 1 PiB
        auto t = Target::open(o, {}, nullptr);
        QVERIFY(!t);
        QCOMPARE(t.error().code, std::make_error_code(std::errc::no_space_on_device));
        QVERIFY(namesSetting(t.error(), Setting::Size));
        QVERIFY(entries(m_dir.path()).isEmpty());
    }

    void existingFileReadOnlyUnlessNamed()
    {
        const QString path = m_dir.filePath(QStringLiteral("data.bin"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write(QByteArray(1 << 20, 'x')) == (1 << 20));
        }
        const QByteArray before = sha256(path);
        TargetOptions o;
        o.path = path;
        o.cache = CacheMode::Buffered;
        QVERIFY(Target::open(o, {}, nullptr));
        o.access = Access::ReadWrite;
        auto refused = Target::open(o, {}, nullptr);
        QVERIFY(!refused);
        QVERIFY(namesSetting(refused.error(), Setting::Destructive));
        o.destructivePath = path;
        auto allowed = Target::open(o, {}, nullptr);
        QVERIFY(allowed);
        QVERIFY(!(*allowed)->isTestFile());
        allowed->reset();
        QVERIFY(QFile::exists(path)); // the user's file is never removed
        QCOMPARE(sha256(path), before);
        QFile::remove(path);
    }

    void openDescriptor()
    {
        const QString path = m_dir.filePath(QStringLiteral("fd.bin"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(1 << 20));
        }
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
        QVERIFY(fd >= 0);
        TargetOptions o;
        o.fd = fd;
        o.cache = CacheMode::Buffered;
        auto t = Target::open(o, {}, nullptr);
        QVERIFY2(t, t ? "" : t.error().text().c_str());
        QCOMPARE((*t)->sizeBytes(), 1ull << 20);
        QVERIFY((*t)->fd() != fd); // a duplicate: the caller keeps its own
        o.access = Access::ReadWrite;
        QVERIFY(!Target::open(o, {}, nullptr)); // read-only descriptor, write tests
        ::close(fd);
        QFile::remove(path);
    }

    // One door: a writable descriptor is refused unless the destructive name is that very file.
    void writableDescriptorNeedsTheDestructiveName()
    {
        const QString path = m_dir.filePath(QStringLiteral("rw.bin"));
        const QString other = m_dir.filePath(QStringLiteral("other.bin"));
        for (const QString &p : {path, other}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write(QByteArray(1 << 20, 'u')) == (1 << 20));
        }
        const QByteArray before = sha256(path);
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR);
        QVERIFY(fd >= 0);
        TargetOptions o;
        o.fd = fd;
        o.cache = CacheMode::Buffered;
        o.access = Access::ReadWrite;
        auto unnamed = Target::open(o, {}, nullptr);
        QVERIFY(!unnamed);
        QVERIFY2(namesSetting(unnamed.error(), Setting::Destructive),
                 unnamed.error().text().c_str());
        o.destructivePath = other; // another file's name is no permission for this one
        QVERIFY(!Target::open(o, {}, nullptr));
        o.destructivePath = path;
        auto named = Target::open(o, {}, nullptr);
        QVERIFY2(named, named ? "" : named.error().text().c_str());
        named = Error::make(std::errc::invalid_argument, "closed");
        ::close(fd);
        QCOMPARE(sha256(path), before);
        QFile::remove(path);
        QFile::remove(other);
    }

    void noSuchTarget()
    {
        TargetOptions o;
        o.path = m_dir.filePath(QStringLiteral("missing"));
        auto t = Target::open(o, {}, nullptr);
        QVERIFY(!t);
        QVERIFY(QString::fromStdString(t.error().text()).contains(QLatin1String("missing")));
    }

    // Root only: a loop device and a tiny filesystem.
    void deviceWritesRefusedChecksumKept()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a loop device");
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        QVERIFY(run(QStringLiteral("dd"), {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=") + image,
                                            QStringLiteral("bs=1M"), QStringLiteral("count=8"),
                                            QStringLiteral("status=none")}));
        QString loop;
        if (!run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image}, &loop))
            QSKIP("losetup failed (no loop devices in this container?)");
        const auto detach = qScopeGuard([&] { run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop}); });
        const QByteArray before = sha256(loop);
        QCOMPARE(sha256(image), before);
        TargetOptions o;
        o.path = loop;
        o.access = Access::ReadWrite;
        auto noFlag = Target::open(o, {}, nullptr);
        o.destructivePath = QStringLiteral("/dev/null");
        auto wrongDevice = Target::open(o, {}, nullptr);
        o.access = Access::ReadOnly;
        o.destructivePath.clear();
        auto reads = Target::open(o, {}, nullptr);
        const bool readsOk = bool(reads);
        const std::uint64_t size = readsOk ? (*reads)->sizeBytes() : 0;
        reads = Error::make(std::errc::invalid_argument, "closed");
        QVERIFY(!noFlag);
        QVERIFY(namesSetting(noFlag.error(), Setting::Destructive));
        QVERIFY(!wrongDevice);
        QVERIFY(readsOk);
        QCOMPARE(size, 8ull << 20);
        // Write tests through the command line, as a user would start them: refused without
        // --destructive and with another device named; nothing on the device changes.
        const QString cli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");
        const QStringList write{QStringLiteral("run"), QStringLiteral("--target"), loop,
                                QStringLiteral("--test"), QStringLiteral("SEQ1M_Q8T1"),
                                QStringLiteral("--op"), QStringLiteral("write"),
                                QStringLiteral("--duration"), QStringLiteral("0.2"),
                                QStringLiteral("--passes"), QStringLiteral("1"),
                                QStringLiteral("--warmup"), QStringLiteral("0"),
                                QStringLiteral("--interval"), QStringLiteral("0"),
                                QStringLiteral("--no-udisks"), QStringLiteral("--no-library")};
        QString out;
        QVERIFY(!run(cli, write, &out));
        QVERIFY(!run(cli, write + QStringList{QStringLiteral("--destructive"), QStringLiteral("/dev/null")}, &out));
        QCOMPARE(sha256(loop), before);
        QCOMPARE(sha256(image), before);
        // The control: named exactly, the write test runs and the checksum sees it.
        QVERIFY(run(cli, write + QStringList{QStringLiteral("--destructive"), loop}, &out));
        QVERIFY(sha256(loop) != before);
        QFile::remove(image);
    }

    void destructiveOnlyWhenUnmounted()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a loop device");
        const QString image = m_dir.filePath(QStringLiteral("fs.img"));
        QVERIFY(run(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("16M"), image}));
        if (!run(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), QStringLiteral("-F"), image}))
            QSKIP("no mkfs.ext4");
        QString loop;
        if (!run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image}, &loop))
            QSKIP("losetup failed (no loop devices in this container?)");
        QTemporaryDir mnt;
        const bool mounted = ::mount(QFile::encodeName(loop).constData(),
                                     QFile::encodeName(mnt.path()).constData(), "ext4", MS_RDONLY, nullptr) == 0;
        // Read-only mount: nothing but a write test could change the image.
        const QByteArray before = sha256(image);
        TargetOptions o;
        o.path = loop;
        o.access = Access::ReadWrite;
        o.destructivePath = loop;
        auto whileMounted = Target::open(o, {}, nullptr);
        const QByteArray afterRefusal = sha256(image);
        if (mounted)
            ::umount(QFile::encodeName(mnt.path()).constData());
        auto unmounted = Target::open(o, {}, nullptr);
        const bool unmountedOk = bool(unmounted);
        const QString why = unmountedOk ? QString() : QString::fromStdString(unmounted.error().text());
        unmounted = Error::make(std::errc::invalid_argument, "closed");
        run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        QFile::remove(image);
        if (!mounted)
            QSKIP("cannot mount ext4 here");
        QVERIFY(!whileMounted);
        QVERIFY2(QString::fromStdString(whileMounted.error().text()).contains(QLatin1String("mounted")),
                 whileMounted.error().text().c_str());
        QCOMPARE(afterRefusal, before);
        QVERIFY2(unmountedOk, qPrintable(why));
    }

    // btrfs reports an anonymous st_dev: the gate must see the mount by its source device.
    void mountedBtrfsIsSeenByItsSource()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a loop device");
        run(QStringLiteral("modprobe"), {QStringLiteral("btrfs")}); // the rig guest's 6.1 kernel: a module
        const QString image = m_dir.filePath(QStringLiteral("btrfs.img"));
        QVERIFY(run(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("128M"), image}));
        if (!run(QStringLiteral("mkfs.btrfs"), {QStringLiteral("-q"), QStringLiteral("-f"), image}))
            QSKIP("no mkfs.btrfs (apt install btrfs-progs)");
        QString loop;
        if (!run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image}, &loop))
            QSKIP("losetup failed (no loop devices in this container?)");
        QTemporaryDir mnt;
        const bool mounted = ::mount(QFile::encodeName(loop).constData(),
                                     QFile::encodeName(mnt.path()).constData(), "btrfs", MS_RDONLY, nullptr) == 0;
        const QByteArray before = sha256(image);
        TargetOptions o;
        o.path = loop;
        o.access = Access::ReadWrite;
        o.destructivePath = loop;
        auto whileMounted = Target::open(o, {}, nullptr);
        const QString why = whileMounted ? QString() : QString::fromStdString(whileMounted.error().text());
        whileMounted = Error::make(std::errc::invalid_argument, "closed");
        QString drives;
        QProcess cli;
        cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), {QStringLiteral("drives"), QStringLiteral("--json")});
        if (cli.waitForFinished(60'000))
            drives = QString::fromUtf8(cli.readAllStandardOutput());
        const QByteArray afterRefusal = sha256(image);
        if (mounted)
            ::umount(QFile::encodeName(mnt.path()).constData());
        run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        QFile::remove(image);
        if (!mounted)
            QSKIP("cannot mount btrfs here (no btrfs in this kernel)");
        QVERIFY2(why.contains(QLatin1String("mounted at ") + mnt.path()), qPrintable(why));
        QCOMPARE(afterRefusal, before);
        // drives --json lists the loop device with that mount point.
        const QJsonArray list = QJsonDocument::fromJson(drives.toUtf8()).object().value(QStringLiteral("drives")).toArray();
        QJsonObject entry;
        for (const QJsonValue &v : list) {
            if (v.toObject().value(QStringLiteral("path")).toString() == loop)
                entry = v.toObject();
        }
        QVERIFY2(!entry.isEmpty(), qPrintable(drives.left(2000)));
        QVERIFY2(QJsonDocument(entry).toJson().contains(mnt.path().toUtf8()), QJsonDocument(entry).toJson().constData());
    }

    // Of two equal mount points the later is on top: a tmpfs over an ext4 directory is tmpfs.
    void overmountedDirectoryReportsTheTopFilesystem()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount");
        const QString image = m_dir.filePath(QStringLiteral("under.img"));
        QVERIFY(run(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("32M"), image}));
        if (!run(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), QStringLiteral("-F"), image}))
            QSKIP("no mkfs.ext4");
        QTemporaryDir mnt;
        if (!run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("loop"), image, mnt.path()}))
            QSKIP("cannot loop-mount ext4 here");
        const bool over = ::mount("tmpfs", QFile::encodeName(mnt.path()).constData(), "tmpfs", 0, "size=64m") == 0;
        TargetOptions o;
        o.path = mnt.path();
        o.directoryOnly = true;
        auto t = Target::open(o, {}, nullptr);
        const QString fs = t ? (*t)->info().filesystem : QString::fromStdString(t.error().text());
        t = Error::make(std::errc::invalid_argument, "closed");
        if (over)
            ::umount(QFile::encodeName(mnt.path()).constData());
        run(QStringLiteral("umount"), {mnt.path()});
        QFile::remove(image);
        QVERIFY(over);
        QCOMPARE(fs, QStringLiteral("tmpfs"));
    }

    void enospcWhileFilling()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small filesystem");
        QTemporaryDir mnt;
        if (::mount("tmpfs", QFile::encodeName(mnt.path()).constData(), "tmpfs", 0, "size=8m") != 0)
            QSKIP("cannot mount a tmpfs here");
        const QString path = mnt.filePath(QStringLiteral("f"));
        const int fd = ::open(QFile::encodeName(path).constData(), O_CREAT | O_RDWR, 0600);
        auto r = fillFile(fd, 32ull << 20, FillData::Random, {}, nullptr);
        ::close(fd);
        ::umount(QFile::encodeName(mnt.path()).constData());
        QVERIFY(!r);
        QCOMPARE(r.error().errnoValue(), ENOSPC);
        const QString text = QString::fromStdString(r.error().text());
        QVERIFY2(text.contains(QLatin1String("full")) && namesSetting(r.error(), Setting::Size), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestTestFile)
#include "tst_testfile.moc"
