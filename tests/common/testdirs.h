// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where tests put their test files. A test that needs O_DIRECT (a real run through the engine)
// asks directIoRoot(): the first candidate directory where an O_DIRECT file can actually be
// created, written and read back, probed once per process. Nothing is assumed about /dev/shm:
// tmpfs has O_DIRECT only from Linux 6.6, so on Debian 12's 6.1 (and in ../shared/rig's guest,
// where /tmp, /var/tmp, /root and /dev/shm are all tmpfs) the build tree is what works.
//
// Candidates, in order: $DRIVEBENCH_TEST_DIR (the user's choice, used or refused, never skipped
// over), the build tree, $TMPDIR, /var/tmp, /tmp, /dev/shm. diskRoot() is the same list without
// memory filesystems (tmpfs, ramfs), for tests that want a disk filesystem's behaviour.

#include <fcntl.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#ifndef DRIVEBENCH_BIN_DIR
#error "DRIVEBENCH_BIN_DIR must name the build tree's bin/ (tests/CMakeLists.txt defines it)"
#endif

namespace drivebench::testing {

/// Why a directory cannot hold O_DIRECT test files; empty when it can.
inline QString directIoProblem(const QString &dir)
{
    const QByteArray path = QFile::encodeName(QDir(dir).filePath(
        QStringLiteral(".drivebench-odirect-probe-%1").arg(::getpid())));
    const int fd = ::open(path.constData(), O_CREAT | O_EXCL | O_RDWR | O_DIRECT | O_CLOEXEC, 0600);
    if (fd < 0)
        return QStringLiteral("%1: open(O_DIRECT): %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
    // Some filesystems accept the flag and refuse the I/O: write and read one aligned block.
    void *raw = nullptr;
    QString problem;
    if (::posix_memalign(&raw, 4096, 4096) != 0) {
        problem = QStringLiteral("%1: no memory for the probe buffer").arg(dir);
    } else {
        std::memset(raw, 0x5a, 4096);
        if (::pwrite(fd, raw, 4096, 0) != 4096)
            problem = QStringLiteral("%1: O_DIRECT write: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
        else if (::pread(fd, raw, 4096, 0) != 4096)
            problem = QStringLiteral("%1: O_DIRECT read: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
        std::free(raw);
    }
    ::close(fd);
    ::unlink(path.constData());
    return problem;
}

inline bool isMemoryFilesystem(const QString &dir)
{
    struct statfs fs{};
    if (::statfs(QFile::encodeName(dir).constData(), &fs) != 0)
        return false;
    constexpr long kTmpfsMagic = 0x01021994, kRamfsMagic = 0x858458f6;
    return long(fs.f_type) == kTmpfsMagic || long(fs.f_type) == kRamfsMagic;
}

inline QStringList candidateRoots()
{
    QStringList dirs;
    const QString chosen = qEnvironmentVariable("DRIVEBENCH_TEST_DIR");
    if (!chosen.isEmpty())
        return {chosen};
    dirs << QDir::cleanPath(QStringLiteral(DRIVEBENCH_BIN_DIR "/../test-files")); // the build tree
    QDir().mkpath(dirs.back());
    const QString tmp = qEnvironmentVariable("TMPDIR");
    if (!tmp.isEmpty())
        dirs << tmp;
    dirs << QStringLiteral("/var/tmp") << QStringLiteral("/tmp") << QStringLiteral("/dev/shm");
    return dirs;
}

struct RootChoice
{
    QString dir;     ///< empty when no candidate works
    QString problem; ///< then: why each candidate was refused, and the fix
};

inline RootChoice chooseRoot(bool needDirectIo, bool needDisk)
{
    QStringList refused;
    for (const QString &dir : candidateRoots()) {
        if (!QFileInfo(dir).isDir() || !QFileInfo(dir).isWritable()) {
            refused << dir + QStringLiteral(": not a writable directory");
            continue;
        }
        if (needDisk && isMemoryFilesystem(dir)) {
            refused << dir + QStringLiteral(": a memory filesystem (tmpfs)");
            continue;
        }
        if (needDirectIo) {
            if (const QString p = directIoProblem(dir); !p.isEmpty()) {
                refused << p;
                continue;
            }
        }
        return {dir, QString()};
    }
    return {QString(), QStringLiteral("no directory for test files here (%1); set DRIVEBENCH_TEST_DIR "
                                      "to a writable directory on a disk filesystem")
                           .arg(refused.join(QStringLiteral("; ")))};
}

/// The first candidate with working O_DIRECT (probed once per process).
inline const RootChoice &directIoRoot()
{
    static const RootChoice choice = chooseRoot(true, false);
    return choice;
}

/// The first candidate on a disk (not memory) filesystem.
inline const RootChoice &diskRoot()
{
    static const RootChoice choice = chooseRoot(false, true);
    return choice;
}

/// A fresh private directory under root (removed with the returned object); invalid on failure.
inline std::unique_ptr<QTemporaryDir> makeTestDir(const RootChoice &root, const QString &name)
{
    if (root.dir.isEmpty())
        return nullptr;
    auto dir = std::make_unique<QTemporaryDir>(QDir(root.dir).filePath(name + QStringLiteral("-XXXXXX")));
    if (!dir->isValid())
        return nullptr;
    return dir;
}

/// A QTemporaryDir template ("ROOT/NAME-XXXXXX") under the O_DIRECT root, for tests whose test
/// files another program (fio, on a loopback host) opens with O_DIRECT; the system's temporary
/// directory when no candidate works (the run then says why).
inline QString directIoTemplate(const QString &name)
{
    const QString root = directIoRoot().dir.isEmpty() ? QDir::tempPath() : directIoRoot().dir;
    return QDir(root).filePath(name + QStringLiteral("-XXXXXX"));
}

} // namespace drivebench::testing

// In a test function: a private directory where O_DIRECT works, or the test fails saying why.
#define DRIVEBENCH_DIRECT_IO_DIR(var, name)                                                         \
    const auto var = ::drivebench::testing::makeTestDir(::drivebench::testing::directIoRoot(), name); \
    QVERIFY2(var, qPrintable(::drivebench::testing::directIoRoot().problem.isEmpty()                \
                                 ? QStringLiteral("cannot make a directory in ") +                  \
                                       ::drivebench::testing::directIoRoot().dir                    \
                                 : ::drivebench::testing::directIoRoot().problem))
