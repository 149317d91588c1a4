// Target: test files (created, filled, always removed; stale ones cleaned), existing files and
// descriptors, free-space and ENOSPC errors, and refused writes to devices and files.
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
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

    void staleFilesOfDeadProcessesAreRemoved()
    {
        // A pid that cannot be running: above pid_max's ceiling.
        const QString dead = m_dir.filePath(QStringLiteral("drivebench-testfile-99999999-0.tmp"));
        const QString alive = m_dir.filePath(QStringLiteral("drivebench-testfile-%1-0.tmp").arg(::getppid()));
        const QString other = m_dir.filePath(QStringLiteral("notes.txt"));
        for (const QString &p : {dead, alive, other}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QCOMPARE(removeStaleTestFiles(m_dir.path()), 1);
        QVERIFY(!QFile::exists(dead));
        QVERIFY(QFile::exists(alive));
        QVERIFY(QFile::exists(other));
        QFile::remove(alive);
        QFile::remove(other);
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
