#include "leftoverclaim.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QByteArray>
#include <QFile>

namespace drivebench {

namespace {

// The first line of every claim: a user's file does not begin like this by accident.
constexpr char kMagic[] = "DriveBench leftover claim v1 7f3c9a52e1b04d68";
constexpr std::size_t kTokenChars = 32;
constexpr std::size_t kMaxClaimBytes = 64 * 1024;

std::string readSmallFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(4096).toStdString();
}

std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

// Field 22 of /proc/PID/stat (proc(5)): the start time in clock ticks after boot; 0 if unknown.
std::uint64_t processStartTime(const QString &procRoot, long pid)
{
    const std::string stat = readSmallFile(procRoot + QStringLiteral("/%1/stat").arg(pid));
    const std::size_t paren = stat.rfind(')'); // the command name may hold spaces and parentheses
    if (paren == std::string::npos)
        return 0;
    // After ") " come fields 3, 4, ...: field 22 is the 20th of them.
    const QList<QByteArray> fields = QByteArray::fromStdString(stat.substr(paren + 2)).split(' ');
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

bool validToken(const std::string &token)
{
    if (token.size() != kTokenChars)
        return false;
    for (char c : token) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

bool validItemName(const std::string &name, const std::string &token)
{
    return !name.empty() && name.find('/') == std::string::npos && name.find(token) != std::string::npos
           && name != "." && name != "..";
}

struct ParsedClaim
{
    std::string token;
    ClaimOwner owner;
    std::vector<ClaimItem> items;
};

// A claim's text, or false when it is not a complete claim of ours.
bool parseClaim(const std::string &text, ParsedClaim *out)
{
    const QList<QByteArray> lines = QByteArray::fromStdString(text).split('\n');
    if (lines.isEmpty() || lines.first() != kMagic)
        return false;
    bool ended = false;
    for (qsizetype i = 1; i < lines.size() && !ended; ++i) {
        const QByteArray &line = lines[i];
        const qsizetype sp = line.indexOf(' ');
        const QByteArray key = sp < 0 ? line : line.left(sp);
        const QByteArray value = sp < 0 ? QByteArray() : line.mid(sp + 1);
        if (key == "token") {
            out->token = value.toStdString();
        } else if (key == "host") {
            out->owner.host = value.toStdString();
        } else if (key == "boot") {
            out->owner.bootId = value.toStdString();
        } else if (key == "pid") {
            out->owner.pid = value.toLong();
        } else if (key == "start") {
            out->owner.startTime = value.toULongLong();
        } else if (key == "file" || key == "folder") {
            // "file NAME BYTES", "folder NAME RECIPE..."
            const qsizetype sp2 = value.indexOf(' ');
            ClaimItem item;
            item.kind = key == "file" ? ClaimItem::Kind::File : ClaimItem::Kind::Folder;
            item.name = (sp2 < 0 ? value : value.left(sp2)).toStdString();
            const QByteArray rest = sp2 < 0 ? QByteArray() : value.mid(sp2 + 1);
            if (item.kind == ClaimItem::Kind::File) {
                bool ok = false;
                item.bytes = rest.toULongLong(&ok);
                if (!ok)
                    return false;
            } else {
                item.recipe = rest.toStdString();
            }
            out->items.push_back(std::move(item));
        } else if (key == "end") {
            ended = true;
        }
    }
    if (!ended || !validToken(out->token) || out->owner.pid <= 0 || out->owner.host.empty())
        return false;
    for (const ClaimItem &item : out->items) {
        if (!validItemName(item.name, out->token))
            return false;
    }
    return true;
}

enum class Liveness { Live, Over, Unknown };

// Whether the claim's run is over. lockTaken: we hold the claim's lock now.
Liveness runState(const ClaimOwner &owner, const ClaimOwner &me, bool lockTaken, bool lockBusy,
                  const QString &procRoot)
{
    if (lockBusy)
        return Liveness::Live; // a live run holds it (over NFS: any machine's)
    const bool sameHost = owner.host == me.host;
    if (sameHost && !owner.bootId.empty() && owner.bootId == me.bootId) {
        if (owner.pid == ::getpid() && owner.startTime == me.startTime)
            return Liveness::Live; // our own, still in use
        const std::uint64_t start = processStartTime(procRoot, owner.pid);
        if (start != 0 && start == owner.startTime)
            return Liveness::Live; // that very process runs (its lock failed to be ours?)
        return Liveness::Over;
    }
    if (sameHost && !owner.bootId.empty() && !me.bootId.empty())
        return Liveness::Over; // made before this boot: its process is gone
    return lockTaken ? Liveness::Over : Liveness::Unknown;
}

// Removes a file item when it is what the claim says; true when gone (or never created).
bool removeFileItem(int dirFd, const ClaimItem &item)
{
    struct stat st{};
    if (::fstatat(dirFd, item.name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT;
    if (!S_ISREG(st.st_mode) || std::uint64_t(st.st_size) > item.bytes || st.st_nlink != 1)
        return false;
    return ::unlinkat(dirFd, item.name.c_str(), 0) == 0 || errno == ENOENT;
}

// Empties and removes a folder item when every entry in it passes check.
bool removeFolderItem(int dirFd, const ClaimItem &item, const FolderCheck &check)
{
    const UniqueFd sub(::openat(dirFd, item.name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!sub)
        return errno == ENOENT;
    const int dupFd = ::fcntl(sub.get(), F_DUPFD_CLOEXEC, 3);
    DIR *dir = dupFd >= 0 ? ::fdopendir(dupFd) : nullptr;
    if (!dir) {
        if (dupFd >= 0)
            ::close(dupFd);
        return false;
    }
    ::rewinddir(dir);
    std::vector<std::string> names;
    bool allOurs = true;
    while (dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0)
            continue;
        struct stat st{};
        if (::fstatat(sub.get(), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !check(item.recipe, e->d_name, st)) {
            allOurs = false;
            break;
        }
        names.emplace_back(e->d_name);
    }
    ::closedir(dir);
    if (!allOurs)
        return false; // something in it is not ours: leave the folder whole
    for (const std::string &n : names) {
        if (::unlinkat(sub.get(), n.c_str(), 0) != 0 && errno != ENOENT)
            return false;
    }
    return ::unlinkat(dirFd, item.name.c_str(), AT_REMOVEDIR) == 0 || errno == ENOENT;
}

// One claim file named name in dirFd: its items and itself when the run is over.
int removeIfStale(int dirFd, const char *name, const FolderCheck &folderCheck, const ClaimOwner &me,
                  const QString &procRoot)
{
    const std::string expectedToken = name + std::strlen(kClaimPrefix);
    if (!validToken(expectedToken))
        return 0;
    UniqueFd fd(::openat(dirFd, name, O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd)
        fd = UniqueFd(::openat(dirFd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd)
        return 0;
    struct stat st{};
    if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > off_t(kMaxClaimBytes))
        return 0;
    std::string text(std::size_t(st.st_size), '\0');
    if (::pread(fd.get(), text.data(), text.size(), 0) != ssize_t(text.size()))
        return 0;
    ParsedClaim claim;
    if (!parseClaim(text, &claim) || claim.token != expectedToken)
        return 0; // not a claim of ours (or one still being written): leave it
    struct flock lock{};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    const bool writable = (::fcntl(fd.get(), F_GETFL) & O_ACCMODE) == O_RDWR;
    const int rc = writable ? ::fcntl(fd.get(), F_OFD_SETLK, &lock) : -1;
    const int err = rc == 0 ? 0 : writable ? errno : EBADF;
    const bool lockBusy = rc != 0 && (err == EAGAIN || err == EACCES);
    if (runState(claim.owner, me, rc == 0, lockBusy, procRoot) != Liveness::Over)
        return 0;
    // Still the same claim under that name (another cleaner may have removed it meanwhile)?
    struct stat now{};
    if (::fstatat(dirFd, name, &now, AT_SYMLINK_NOFOLLOW) != 0 || now.st_ino != st.st_ino
        || now.st_dev != st.st_dev)
        return 0;
    int removed = 0;
    bool allGone = true;
    for (const ClaimItem &item : claim.items) {
        bool gone = false;
        if (item.kind == ClaimItem::Kind::File) {
            const bool existed = ::faccessat(dirFd, item.name.c_str(), F_OK, AT_SYMLINK_NOFOLLOW) == 0;
            gone = removeFileItem(dirFd, item);
            removed += gone && existed ? 1 : 0;
        } else if (folderCheck) {
            const bool existed = ::faccessat(dirFd, item.name.c_str(), F_OK, AT_SYMLINK_NOFOLLOW) == 0;
            gone = removeFolderItem(dirFd, item, folderCheck);
            removed += gone && existed ? 1 : 0;
        }
        allGone = allGone && gone;
    }
    if (allGone)
        ::unlinkat(dirFd, name, 0); // the claim last: what is left stays provably ours
    return removed;
}

} // namespace

std::string newClaimToken()
{
    unsigned char bytes[kTokenChars / 2];
    std::size_t got = 0;
    while (got < sizeof bytes) {
        const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
        if (n > 0)
            got += std::size_t(n);
        else if (errno != EINTR)
            break;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string token;
    for (unsigned char b : bytes) {
        token.push_back(kHex[b >> 4]);
        token.push_back(kHex[b & 15]);
    }
    return token;
}

ClaimOwner currentClaimOwner(const QString &procRoot)
{
    ClaimOwner me;
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) == 0)
        me.host = host;
    if (me.host.empty())
        me.host = "localhost";
    me.bootId = trimmed(readSmallFile(procRoot + QStringLiteral("/sys/kernel/random/boot_id")));
    me.pid = ::getpid();
    me.startTime = processStartTime(procRoot, me.pid);
    return me;
}

std::string claimText(const std::string &token, const ClaimOwner &owner, const std::vector<ClaimItem> &items)
{
    std::string t = std::string(kMagic) + '\n';
    t += "token " + token + '\n';
    t += "host " + owner.host + '\n';
    t += "boot " + owner.bootId + '\n';
    t += "pid " + std::to_string(owner.pid) + '\n';
    t += "start " + std::to_string(owner.startTime) + '\n';
    for (const ClaimItem &item : items) {
        if (item.kind == ClaimItem::Kind::File)
            t += "file " + item.name + ' ' + std::to_string(item.bytes) + '\n';
        else
            t += "folder " + item.name + ' ' + item.recipe + '\n';
    }
    t += "end\n";
    return t;
}

Result<LeftoverClaim> LeftoverClaim::create(int dirFd, const QString &dirPath, const std::string &token,
                                            const std::vector<ClaimItem> &items, const QString &procRoot)
{
    if (!validToken(token))
        return Error::make(std::errc::invalid_argument, "a leftover claim needs a token from newClaimToken()");
    for (const ClaimItem &item : items) {
        if (!validItemName(item.name, token))
            return Error::make(std::errc::invalid_argument,
                               "claim item '" + item.name + "' is not named with the claim's token");
    }
    LeftoverClaim c;
    c.m_dirFd = dirFd;
    c.m_token = token;
    c.m_name = std::string(kClaimPrefix) + token;
    c.m_fd = UniqueFd(::openat(dirFd, c.m_name.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0644));
    if (!c.m_fd) {
        const int err = errno;
        c.m_dirFd = -1;
        return Error::fromErrno(err, "creating " + (dirPath + QLatin1Char('/')).toStdString() + c.m_name,
                                err == ENOSPC ? "the filesystem is full: free some space"
                                              : "pick a directory you can write to");
    }
    // Lock first, then write: a claim that can be read whole is already locked.
    struct flock lock{};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    c.m_locked = ::fcntl(c.m_fd.get(), F_OFD_SETLK, &lock) == 0;
    const std::string text = claimText(token, currentClaimOwner(procRoot), items);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pwrite(c.m_fd.get(), text.data() + done, text.size() - done, off_t(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = n < 0 ? errno : ENOSPC;
            return Error::fromErrno(err, "writing " + (dirPath + QLatin1Char('/')).toStdString() + c.m_name,
                                    err == ENOSPC ? "the filesystem is full: free some space"
                                                  : "check the filesystem");
        }
        done += std::size_t(n);
    }
    // On disk before any item exists: a crash leaves no item without its claim.
    if (::fdatasync(c.m_fd.get()) != 0 && errno != EINVAL && errno != EROFS) {
        const int err = errno;
        return Error::fromErrno(err, "flushing " + (dirPath + QLatin1Char('/')).toStdString() + c.m_name,
                                "check the filesystem");
    }
    return c;
}

LeftoverClaim::LeftoverClaim(LeftoverClaim &&other) noexcept
    : m_dirFd(std::exchange(other.m_dirFd, -1)), m_fd(std::move(other.m_fd)),
      m_token(std::move(other.m_token)), m_name(std::move(other.m_name)), m_locked(other.m_locked)
{
}

LeftoverClaim &LeftoverClaim::operator=(LeftoverClaim &&other) noexcept
{
    if (this != &other) {
        release();
        m_dirFd = std::exchange(other.m_dirFd, -1);
        m_fd = std::move(other.m_fd);
        m_token = std::move(other.m_token);
        m_name = std::move(other.m_name);
        m_locked = other.m_locked;
    }
    return *this;
}

LeftoverClaim::~LeftoverClaim()
{
    release();
}

void LeftoverClaim::release()
{
    if (m_dirFd >= 0 && m_fd)
        ::unlinkat(m_dirFd, m_name.c_str(), 0); // unlink while locked, then drop the lock
    m_fd.reset();
    m_dirFd = -1;
}

int removeStaleLeftovers(int dirFd, const FolderCheck &folderCheck, const QString &procRoot)
{
    const int dupFd = ::fcntl(dirFd, F_DUPFD_CLOEXEC, 3);
    DIR *dir = dupFd >= 0 ? ::fdopendir(dupFd) : nullptr;
    if (!dir) {
        if (dupFd >= 0)
            ::close(dupFd);
        return 0;
    }
    ::rewinddir(dir); // the duplicate shares dirFd's offset: an earlier listing left it at the end
    std::vector<std::string> claims;
    const std::size_t prefix = std::strlen(kClaimPrefix);
    while (dirent *e = ::readdir(dir)) {
        if (std::strncmp(e->d_name, kClaimPrefix, prefix) == 0)
            claims.emplace_back(e->d_name);
    }
    ::closedir(dir);
    const ClaimOwner me = currentClaimOwner(procRoot);
    int removed = 0;
    for (const std::string &name : claims)
        removed += removeIfStale(dirFd, name.c_str(), folderCheck, me, procRoot);
    return removed;
}

} // namespace drivebench
