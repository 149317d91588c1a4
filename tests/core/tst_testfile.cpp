// Target: test files (created, filled, always removed; stale ones cleaned), existing files and
// descriptors, free-space and ENOSPC errors, and refused writes to devices and files.
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/engine/target.h"

using namespace drivebench;

namespace {

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden);
}

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

bool run(const QString &program, const QStringList &args, QString *out = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(30'000))
        return false;
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestTestFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir{QStringLiteral("/dev/shm/tst_testfile-XXXXXX")};

private Q_SLOTS:
    void directoryTestFileIsCreatedFilledAndRemoved()
    {
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 16ull << 20;
        double last = 0;
        {
            auto t = Target::open(o, [&](double f) { last = f; }, nullptr);
            if (!t && QString::fromStdString(t.error().message).contains(QLatin1String("O_DIRECT")))
                QSKIP("no O_DIRECT on /dev/shm (Linux before 6.6)");
            QVERIFY2(t, t ? "" : t.error().text().c_str());
            QCOMPARE((*t)->sizeBytes(), 16ull << 20);
            QCOMPARE((*t)->info().filesystem, QStringLiteral("tmpfs"));
            QVERIFY((*t)->isTestFile());
            QCOMPARE(last, 1.0);
            // Random data: the first bytes are not all zero.
            alignas(4096) static char buf[4096];
            QCOMPARE(::pread((*t)->fd(), buf, 4096, 8 << 20), 4096);
            QVERIFY(std::any_of(buf, buf + 4096, [](char c) { return c != 0; }));
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

    void cancelledFillLeavesNothing()
    {
        TargetOptions o;
        o.path = m_dir.path();
        o.fileSizeBytes = 64ull << 20;
        std::atomic<bool> cancel{true};
        auto t = Target::open(o, {}, &cancel);
        QVERIFY(!t);
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
        QVERIFY(QString::fromStdString(t.error().text()).contains(QLatin1String("--size")));
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
        QVERIFY(QString::fromStdString(refused.error().text()).contains(QLatin1String("--destructive")));
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
        QVERIFY2(QString::fromStdString(unnamed.error().text()).contains(QLatin1String("--destructive")),
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
        const QByteArray before = sha256(image);
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
        run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        QVERIFY(!noFlag);
        QVERIFY(QString::fromStdString(noFlag.error().text()).contains(QLatin1String("--destructive")));
        QVERIFY(!wrongDevice);
        QVERIFY(readsOk);
        QCOMPARE(sha256(image), before);
        QCOMPARE(size, 8ull << 20);
        QCOMPARE(sha256(image), before);
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
        QVERIFY2(text.contains(QLatin1String("full")) && text.contains(QLatin1String("--size")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestTestFile)
#include "tst_testfile.moc"
