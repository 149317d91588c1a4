// SPDX-License-Identifier: GPL-3.0-or-later
#include "leftoverclaim.h"

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iterator>

#include <QByteArray>
#include <QFile>

namespace drivebench {

namespace {

// The first line of every claim: a user's file does not begin like this by accident.
constexpr char kMagic[] = "DriveBench leftover claim v1 7f3c9a52e1b04d68";
// The first line of the previous version's owner marker of a capacity folder.
constexpr char kScratchMagic[] = "DRIVEBENCH-OWNED-SCRATCH 1";
constexpr char kScratchKind[] = "scratch-v1";
constexpr std::size_t kTokenChars = 32;

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

// A claim's text, or false when it is not a complete claim of ours.
// Whether key is one of fields and was already seen (then the text names a field twice: an owner
// written once each, as the writers here write them, is the only kind read); marks it seen.
template <std::size_t N>
bool seenTwice(const QByteArray &key, const char *const (&fields)[N], unsigned *seen)
{
    for (std::size_t k = 0; k < N; ++k) {
        if (key == fields[k]) {
            const unsigned bit = 1u << k;
            const bool again = *seen & bit;
            *seen |= bit;
            return again;
        }
    }
    return false;
}

bool parseClaimInto(std::string_view text, ParsedClaim *out)
{
    const QList<QByteArray> lines = QByteArray(text.data(), qsizetype(text.size())).split('\n');
    if (lines.isEmpty() || lines.first() != kMagic)
        return false;
    bool ended = false;
    // The owner's fields once each, as claimText writes them: a claim naming two owners (or one
    // twice) is not one, whichever line a reader believed.
    static constexpr const char *kOnce[] = {"token", "host", "boot", "pid", "start"};
    unsigned seen = 0;
    for (qsizetype i = 1; i < lines.size() && !ended; ++i) {
        const QByteArray &line = lines[i];
        const qsizetype sp = line.indexOf(' ');
        const QByteArray key = sp < 0 ? line : line.left(sp);
        const QByteArray value = sp < 0 ? QByteArray() : line.mid(sp + 1);
        if (seenTwice(key, kOnce, &seen))
            return false;
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
        } else if (line == "end") { // exactly: "end x" is not what claimText writes
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

} // namespace

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

void LeftoverClaim::keep()
{
    m_fd.reset(); // drops the lock; the file stays for the next run to prove the items ours
    m_dirFd = -1;
}

std::optional<ParsedClaim> parseClaim(std::string_view text)
{
    ParsedClaim claim;
    if (!parseClaimInto(text, &claim))
        return std::nullopt;
    return claim;
}

std::string scratchRecipe(std::uint64_t seed)
{
    return std::string(kScratchKind) + ' ' + std::to_string(seed);
}

std::optional<std::uint64_t> scratchRecipeSeed(const std::string &recipe)
{
    const std::size_t prefix = std::strlen(kScratchKind);
    if (recipe.compare(0, prefix, kScratchKind) != 0 || recipe.size() < prefix + 2 || recipe[prefix] != ' ')
        return std::nullopt;
    bool ok = false;
    const std::uint64_t seed = QByteArray::fromStdString(recipe.substr(prefix + 1)).toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(seed) : std::nullopt;
}

QByteArray scratchMarkerText(const ScratchMarker &m)
{
    return QStringLiteral("%1\nboot_id=%2\nhost=%3\npid=%4\npid_start_ticks=%5\nseed=%6\n")
        .arg(QLatin1String(kScratchMagic), m.bootId, m.host)
        .arg(m.pid).arg(m.startTicks).arg(m.seed)
        .toUtf8();
}

std::optional<ScratchMarker> parseScratchMarker(const QByteArray &text)
{
    const QList<QByteArray> lines = text.split('\n');
    if (lines.isEmpty() || lines.first() != kScratchMagic)
        return std::nullopt;
    ScratchMarker m;
    unsigned seen = 0;
    bool ok = true;
    for (const QByteArray &line : lines.mid(1)) {
        const qsizetype eq = line.indexOf('=');
        if (eq < 0)
            continue;
        const QByteArray key = line.left(eq), value = line.mid(eq + 1);
        // Each field once, as scratchMarkerText wrote it: a marker naming two owners is not one.
        static constexpr const char *kFields[] = {"boot_id", "host", "pid", "pid_start_ticks", "seed"};
        if (seenTwice(key, kFields, &seen))
            return std::nullopt;
        bool good = true;
        if (key == "boot_id")
            m.bootId = QString::fromUtf8(value);
        else if (key == "host")
            m.host = QString::fromUtf8(value);
        else if (key == "pid")
            m.pid = value.toLongLong(&good);
        else if (key == "pid_start_ticks")
            m.startTicks = value.toULongLong(&good);
        else if (key == "seed")
            m.seed = value.toULongLong(&good);
        ok = ok && good;
    }
    if (!ok || seen != 31)
        return std::nullopt;
    return m;
}

ScratchMarker currentScratchMarker(std::uint64_t seed)
{
    const ClaimOwner me = currentClaimOwner();
    ScratchMarker m;
    m.bootId = QString::fromStdString(me.bootId);
    m.host = QString::fromStdString(me.host);
    m.pid = me.pid;
    m.startTicks = me.startTime;
    m.seed = seed;
    return m;
}

std::optional<ParsedClaim> claimOfScratchMarker(const QByteArray &text, const std::string &folderName)
{
    const std::optional<ScratchMarker> m = parseScratchMarker(text);
    if (!m || m->pid <= 0 || folderName.empty() || folderName.find('/') != std::string::npos
        || folderName == "." || folderName == "..")
        return std::nullopt;
    ParsedClaim claim;
    claim.owner.host = m->host.toStdString();
    claim.owner.bootId = m->bootId.toStdString();
    claim.owner.pid = long(m->pid);
    claim.owner.startTime = m->startTicks;
    claim.items.push_back({ClaimItem::Kind::Folder, folderName, 0, scratchRecipe(m->seed)});
    return claim;
}

} // namespace drivebench
