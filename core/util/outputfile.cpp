// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputfile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/util/uniquefd.h"

namespace drivebench {

namespace {

Error refuse(const QString &option, const QString &path, const QString &why)
{
    return Error::make(std::errc::invalid_argument,
                       QStringLiteral("%1 %2: %3").arg(option, path, why).toStdString(),
                       QStringLiteral("give %1 the path of a regular file (new or to be replaced) in a "
                                      "directory you can write to")
                           .arg(option).toStdString());
}

bool underSystemTree(const QString &absolute)
{
    // /dev/shm is the one place under /dev for files (a tmpfs: POSIX shared memory, scratch).
    if (absolute.startsWith(QLatin1String("/dev/shm/")))
        return false;
    for (const char *root : {"/dev", "/proc", "/sys"}) {
        const QLatin1String r(root);
        if (absolute == r || absolute.startsWith(r + QLatin1Char('/')))
            return true;
    }
    return false;
}

QString kindOf(mode_t mode)
{
    if (S_ISBLK(mode))
        return QStringLiteral("it is a block device; output files are never written to devices");
    if (S_ISCHR(mode))
        return QStringLiteral("it is a character device; output files are never written to devices");
    if (S_ISFIFO(mode))
        return QStringLiteral("it is a FIFO (named pipe), not a file");
    if (S_ISSOCK(mode))
        return QStringLiteral("it is a socket, not a file");
    if (S_ISDIR(mode))
        return QStringLiteral("it is a directory; name a file in it");
    return QStringLiteral("it is not a regular file");
}

// Creation mode of a new file: 0666 less the umask (what open(O_CREAT, 0666) gives).
// The umask is read from /proc/self/status (Linux 4.7+), not set and reset: other threads run.
mode_t newFileMode()
{
    mode_t mask = 022;
    QFile f(QStringLiteral("/proc/self/status"));
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.startsWith("Umask:")) {
                bool ok = false;
                const uint v = line.mid(6).trimmed().toUInt(&ok, 8);
                if (ok)
                    mask = mode_t(v);
            }
        }
    }
    return 0666 & ~mask;
}

} // namespace

Result<void> checkOutputPath(const QString &option, const QString &path)
{
    if (path.isEmpty())
        return refuse(option, QStringLiteral("''"), QStringLiteral("the path is empty"));
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    struct stat st{};
    const QByteArray encoded = QFile::encodeName(path);
    const bool exists = ::stat(encoded.constData(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return refuse(option, path, kindOf(st.st_mode));
    if (underSystemTree(absolute))
        return refuse(option, path, QStringLiteral("DriveBench never writes output under /dev, /proc or /sys"));
    if (exists) {
        const QString canonical = QFileInfo(path).canonicalFilePath();
        if (underSystemTree(canonical))
            return refuse(option, path, QStringLiteral("it leads to %1; DriveBench never writes output "
                                                       "under /dev, /proc or /sys").arg(canonical));
    } else if (errno != ENOENT) {
        const int err = errno;
        return Error::fromErrno(err, (option + QLatin1Char(' ') + path).toStdString(),
                                "give a path in a directory you can write to");
    } else if (struct stat lst{}; ::lstat(encoded.constData(), &lst) == 0) {
        return refuse(option, path, QStringLiteral("it is a symbolic link to nothing"));
    }
    // The directory it lands in (symlinks resolved) must not be a system tree either.
    const QString dir = QFileInfo(absolute).absolutePath();
    const QString canonicalDir = QFileInfo(dir).canonicalFilePath();
    if (canonicalDir.isEmpty())
        return refuse(option, path, QStringLiteral("its directory %1 does not exist").arg(dir));
    if (underSystemTree(canonicalDir))
        return refuse(option, path, QStringLiteral("its directory leads to %1; DriveBench never writes "
                                                   "output under /dev, /proc or /sys").arg(canonicalDir));
    return {};
}

AtomicOutput::~AtomicOutput()
{
    if (!m_committed && !m_temporary.isEmpty())
        ::unlink(QFile::encodeName(m_temporary).constData());
}

Result<std::unique_ptr<AtomicOutput>> AtomicOutput::create(const QString &option, const QString &path)
{
    if (auto ok = checkOutputPath(option, path); !ok)
        return ok.error();
    std::unique_ptr<AtomicOutput> out(new AtomicOutput());
    out->m_option = option;
    // The real file behind a symlink is the one replaced (the link stays), as QSaveFile does.
    const QString canonical = QFileInfo(path).canonicalFilePath();
    out->m_path = canonical.isEmpty() ? QFileInfo(path).absoluteFilePath() : canonical;
    const QFileInfo target(out->m_path);
    QByteArray pattern = QFile::encodeName(target.absolutePath() + QStringLiteral("/.")
                                           + target.fileName() + QStringLiteral(".XXXXXX"));
    const UniqueFd fd(::mkostemp(pattern.data(), O_CLOEXEC));
    if (!fd) {
        const int err = errno;
        return Error::fromErrno(err, (option + QLatin1Char(' ') + path).toStdString()
                                         + ": cannot create a file in " + target.absolutePath().toStdString(),
                                err == ENOSPC ? "the filesystem is full: free some space"
                                              : "give a path in a directory you can write to");
    }
    out->m_temporary = QFile::decodeName(pattern);
    // The replaced file keeps its permissions; a new one gets what open(2) would give it.
    struct stat st{};
    const mode_t mode = ::stat(QFile::encodeName(out->m_path).constData(), &st) == 0
                            ? (st.st_mode & 07777) : newFileMode();
    ::fchmod(fd.get(), mode);
    return out;
}

Result<void> AtomicOutput::commit()
{
    if (auto ok = checkOutputPath(m_option, m_path); !ok)
        return ok.error();
    const QByteArray temporary = QFile::encodeName(m_temporary);
    {
        const UniqueFd fd(::open(temporary.constData(), O_RDONLY | O_CLOEXEC));
        if (!fd || ::fsync(fd.get()) != 0) {
            const int err = errno;
            return Error::fromErrno(err, (m_option + QLatin1Char(' ') + m_path).toStdString() + ": flushing",
                                    err == ENOSPC ? "the filesystem is full: free some space"
                                                  : "check the filesystem");
        }
    }
    if (::rename(temporary.constData(), QFile::encodeName(m_path).constData()) != 0) {
        const int err = errno;
        return Error::fromErrno(err, (m_option + QLatin1Char(' ') + m_path).toStdString() + ": renaming",
                                "give a path in a directory you can write to");
    }
    m_committed = true;
    return {};
}

Result<void> writeOutputFile(const QString &option, const QString &path, const QByteArray &bytes)
{
    auto out = AtomicOutput::create(option, path);
    if (!out)
        return out.error();
    {
        QFile f((*out)->temporaryPath());
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.flush()) {
            return Error::make(std::errc::io_error,
                               QStringLiteral("%1 %2: cannot write: %3").arg(option, path, f.errorString()).toStdString(),
                               "give a path in a directory you can write to, with free space");
        }
    }
    return (*out)->commit();
}

} // namespace drivebench
