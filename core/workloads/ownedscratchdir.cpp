#include "ownedscratchdir.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>

#include <QFile>

#include "core/engine/rng.h"
#include "core/engine/worker.h"

namespace drivebench {

namespace {

constexpr char kMagicLine[] = "DRIVEBENCH-OWNED-SCRATCH 1";

QString readSmallFile(const char *path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(4096)).trimmed();
}

// Field 22 of /proc/<pid>/stat (after the ")" that ends the command name); 0 when unknown.
quint64 processStartTicks(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.read(4096);
    const int close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // fields[0] is field 3 (state); field 22 is fields[19].
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

// Takes an exclusive lock on fd without waiting: 0, EAGAIN (held by a live run) or another errno
// (the filesystem has no locks).
int tryLock(int fd)
{
    struct flock fl{};
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    if (::fcntl(fd, F_OFD_SETLK, &fl) == 0)
        return 0;
    int err = errno;
    if (err == EINVAL) { // a kernel without OFD locks (before 3.15): flock
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            return 0;
        err = errno;
    }
    return err == EACCES || err == EWOULDBLOCK ? EAGAIN : err;
}

bool processRuns(qint64 pid, quint64 startTicks)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
        return false;
    return processStartTicks(pid) == startTicks; // another process may have the pid now
}

// Entries of dirFd except "." and ".."; false when it cannot be read.
bool listDirectory(int dirFd, std::vector<std::string> *names)
{
    const int dupFd = ::openat(dirFd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *dir = dupFd >= 0 ? ::fdopendir(dupFd) : nullptr;
    if (!dir) {
        if (dupFd >= 0)
            ::close(dupFd);
        return false;
    }
    while (dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names->emplace_back(e->d_name);
    }
    ::closedir(dir);
    return true;
}

bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t rc = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (rc < 0 && errno == EINTR)
            continue;
        if (rc <= 0)
            return false;
        done += rc;
    }
    return true;
}

Error folderError(int err, const std::string &what)
{
    const char *fix = err == EACCES || err == EPERM ? "pick a directory you can write to"
                    : err == EROFS ? "the filesystem is mounted read-only: remount it read-write "
                                     "(mount -o remount,rw) or pick another one"
                    : err == ENOSPC || err == EDQUOT ? "the filesystem is full: free some space"
                                                     : "check the filesystem (dmesg)";
    return Error::fromErrno(err, what, fix);
}

} // namespace

QByteArray scratchMarkerText(const ScratchMarker &m)
{
    return QStringLiteral("%1\nboot_id=%2\nhost=%3\npid=%4\npid_start_ticks=%5\nseed=%6\n")
        .arg(QLatin1String(kMagicLine), m.bootId, m.host)
        .arg(m.pid).arg(m.startTicks).arg(m.seed)
        .toUtf8();
}

std::optional<ScratchMarker> parseScratchMarker(const QByteArray &text)
{
    const QList<QByteArray> lines = text.split('\n');
    if (lines.isEmpty() || lines.first() != kMagicLine)
        return std::nullopt;
    ScratchMarker m;
    int seen = 0;
    bool ok = true;
    for (const QByteArray &line : lines.mid(1)) {
        const int eq = line.indexOf('=');
        if (eq < 0)
            continue;
        const QByteArray key = line.left(eq), value = line.mid(eq + 1);
        bool good = true;
        if (key == "boot_id")
            m.bootId = QString::fromUtf8(value), seen |= 1;
        else if (key == "host")
            m.host = QString::fromUtf8(value), seen |= 2;
        else if (key == "pid")
            m.pid = value.toLongLong(&good), seen |= 4;
        else if (key == "pid_start_ticks")
            m.startTicks = value.toULongLong(&good), seen |= 8;
        else if (key == "seed")
            m.seed = value.toULongLong(&good), seen |= 16;
        ok = ok && good;
    }
    if (!ok || seen != 31)
        return std::nullopt;
    return m;
}

ScratchMarker currentScratchMarker(std::uint64_t seed)
{
    ScratchMarker m;
    m.bootId = readSmallFile("/proc/sys/kernel/random/boot_id");
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) == 0)
        m.host = QString::fromUtf8(host);
    m.pid = ::getpid();
    m.startTicks = processStartTicks(m.pid);
    m.seed = seed;
    return m;
}

OwnedScratchDir::~OwnedScratchDir()
{
    if (!m_removed)
        (void)removeAll();
}

Result<std::unique_ptr<OwnedScratchDir>> OwnedScratchDir::create(int parentFd, const QString &parentPath,
                                                                 const std::string &prefix,
                                                                 std::uint64_t seed)
{
    std::unique_ptr<OwnedScratchDir> d(new OwnedScratchDir());
    d->m_parentFd = parentFd;
    Rng rng(seed ^ std::uint64_t(monotonicNs()) ^ (std::uint64_t(::getpid()) << 32));
    static constexpr char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int attempt = 0; attempt < 100 && d->m_name.empty(); ++attempt) {
        std::string name = prefix;
        for (int i = 0; i < 10; ++i)
            name += kChars[rng.below(sizeof kChars - 1)];
        if (::mkdirat(parentFd, name.c_str(), 0700) == 0)
            d->m_name = name;
        else if (errno != EEXIST)
            return folderError(errno, "making a folder in " + parentPath.toStdString());
    }
    if (d->m_name.empty())
        return Error::make(std::errc::file_exists, "no free folder name in " + parentPath.toStdString(),
                           "remove old " + prefix + "* folders there");
    d->m_path = parentPath + QLatin1Char('/') + QString::fromStdString(d->m_name);
    d->m_dirFd = UniqueFd(::openat(parentFd, d->m_name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!d->m_dirFd) {
        const int err = errno;
        ::unlinkat(parentFd, d->m_name.c_str(), AT_REMOVEDIR);
        d->m_removed = true;
        return folderError(err, "opening " + d->m_path.toStdString());
    }
    d->m_markerFd = UniqueFd(::openat(d->m_dirFd.get(), kMarkerName,
                                      O_CREAT | O_EXCL | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0600));
    int err = d->m_markerFd ? 0 : errno;
    if (!err && tryLock(d->m_markerFd.get()) == EAGAIN)
        err = EAGAIN; // cannot happen on a fresh file; other lock errors: the pid check stands in
    if (!err && (!writeAll(d->m_markerFd.get(), scratchMarkerText(currentScratchMarker(seed)))
                 || ::fsync(d->m_markerFd.get()) != 0))
        err = errno ? errno : EIO;
    if (err)
        return folderError(err, "writing the owner marker in " + d->m_path.toStdString());
    ::fsync(d->m_dirFd.get());
    return d;
}

Result<UniqueFd> OwnedScratchDir::createFile(const std::string &name, int openFlags, bool *named)
{
    UniqueFd fd(::openat(m_dirFd.get(), ".", O_TMPFILE | O_RDWR | O_CLOEXEC | openFlags, 0600));
    if (fd) {
        *named = false;
        return fd;
    }
    const int err = errno;
    // No O_TMPFILE on this filesystem (EOPNOTSUPP) or kernel (EISDIR): a named file. EINVAL
    // (O_DIRECT refused) goes back to the caller, which retries without it.
    if (err != EOPNOTSUPP && err != EISDIR && err != ENOENT)
        return folderError(err, "creating a file in " + m_path.toStdString());
    fd = UniqueFd(::openat(m_dirFd.get(), name.c_str(), O_CREAT | O_EXCL | O_RDWR | O_NOFOLLOW | O_CLOEXEC | openFlags, 0600));
    if (!fd)
        return folderError(errno, "creating " + (m_path + QLatin1Char('/')).toStdString() + name);
    m_files.push_back(name);
    *named = true;
    return fd;
}

Result<void> OwnedScratchDir::publish(int fd, const std::string &name)
{
    const std::string proc = "/proc/self/fd/" + std::to_string(fd);
    if (::linkat(AT_FDCWD, proc.c_str(), m_dirFd.get(), name.c_str(), AT_SYMLINK_FOLLOW) != 0)
        return folderError(errno, "naming " + (m_path + QLatin1Char('/')).toStdString() + name);
    m_files.push_back(name);
    return {};
}

void OwnedScratchDir::removeFile(const std::string &name)
{
    ::unlinkat(m_dirFd.get(), name.c_str(), 0);
    std::erase(m_files, name);
}

Result<void> OwnedScratchDir::removeAll()
{
    if (m_removed)
        return {};
    int firstErr = 0;
    std::string what;
    for (const std::string &f : m_files) {
        if (::unlinkat(m_dirFd.get(), f.c_str(), 0) != 0 && errno != ENOENT && !firstErr) {
            firstErr = errno;
            what = f;
        }
    }
    m_files.clear();
    if (::unlinkat(m_dirFd.get(), kMarkerName, 0) != 0 && errno != ENOENT && !firstErr) {
        firstErr = errno;
        what = kMarkerName;
    }
    if (::unlinkat(m_parentFd, m_name.c_str(), AT_REMOVEDIR) != 0 && !firstErr) {
        firstErr = errno;
        what = ".";
    }
    m_markerFd.reset(); // releases the lock once nothing is left to protect
    m_dirFd.reset();
    m_removed = true;
    if (firstErr)
        return Error::fromErrno(firstErr, "removing " + m_path.toStdString() + "/" + what,
                                "remove the folder " + m_path.toStdString() + " by hand");
    return {};
}

LeftoverReport OwnedScratchDir::removeLeftovers(int parentFd, const QString &parentPath,
                                                const std::string &prefix, const ScratchFileProof &proof)
{
    LeftoverReport report;
    std::vector<std::string> names;
    if (!listDirectory(parentFd, &names))
        return report;
    const ScratchMarker self = currentScratchMarker(0);
    for (const std::string &name : names) {
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const QString path = parentPath + QLatin1Char('/') + QString::fromStdString(name);
        auto keep = [&](const QString &why) { report.kept << path + QStringLiteral(": ") + why; };
        const UniqueFd dir(::openat(parentFd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (!dir)
            continue; // not a directory (or a symlink): not ours, say nothing
        const UniqueFd marker(::openat(dir.get(), kMarkerName, O_RDWR | O_NOFOLLOW | O_CLOEXEC));
        struct stat st{};
        if (!marker || ::fstat(marker.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > 4096) {
            keep(QStringLiteral("no owner marker, left alone"));
            continue;
        }
        QByteArray text(qsizetype(st.st_size), '\0');
        const auto parsed = ::pread(marker.get(), text.data(), std::size_t(text.size()), 0) == st.st_size
                                ? parseScratchMarker(text) : std::nullopt;
        if (!parsed) {
            keep(QStringLiteral("its marker is not DriveBench's, left alone"));
            continue;
        }
        const bool sameBoot = parsed->host == self.host && parsed->bootId == self.bootId;
        const int lock = tryLock(marker.get());
        if (lock == EAGAIN)
            continue; // a live run holds it
        if (sameBoot && processRuns(parsed->pid, parsed->startTicks))
            continue; // live (its lock may not work on this filesystem)
        if (lock != 0 && !sameBoot) {
            keep(QStringLiteral("made on %1 and its lock cannot be checked (%2): remove it by hand "
                                "once no run uses it").arg(parsed->host, QString::fromLocal8Bit(std::strerror(lock))));
            continue;
        }
        std::vector<std::string> entries;
        if (!listDirectory(dir.get(), &entries)) {
            keep(QStringLiteral("cannot be listed"));
            continue;
        }
        QString refused;
        for (const std::string &e : entries) {
            if (e == kMarkerName)
                continue;
            struct stat fs{};
            const UniqueFd f(::openat(dir.get(), e.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
            if (!f || ::fstat(f.get(), &fs) != 0 || !S_ISREG(fs.st_mode) || !proof(f.get(), parsed->seed)) {
                refused = QString::fromStdString(e);
                break;
            }
        }
        if (!refused.isEmpty()) {
            keep(QStringLiteral("holds %1, which is not provably ours: left alone").arg(refused));
            continue;
        }
        int err = 0;
        for (const std::string &e : entries) {
            if (e != kMarkerName && ::unlinkat(dir.get(), e.c_str(), 0) != 0 && !err)
                err = errno;
        }
        if (!err && ::unlinkat(dir.get(), kMarkerName, 0) != 0)
            err = errno;
        if (!err && ::unlinkat(parentFd, name.c_str(), AT_REMOVEDIR) != 0)
            err = errno;
        if (err)
            keep(QStringLiteral("could not be removed: %1").arg(QString::fromLocal8Bit(std::strerror(err))));
        else
            ++report.removed;
    }
    return report;
}

} // namespace drivebench
