// SPDX-License-Identifier: GPL-3.0-or-later
#include "leftoverclaim.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <QByteArray>

#include "core/devices/mounttable.h"

// The cleaning half of the one ownership module (leftoverclaim.h): the lock discipline, the
// owner-liveness rule and the removal of what a claim (or an old owner marker) proves ours.

namespace drivebench {

namespace {

constexpr std::size_t kMaxClaimBytes = 64 * 1024;
constexpr std::size_t kTokenChars = 32;

} // namespace

// The one lock discipline: an exclusive OFD lock on the claim (or old marker) file, tried without
// waiting; a claim this process may only read (another user's, or a read-only mount) gets a
// shared OFD lock instead, which a live run's exclusive lock refuses just the same. Returns 0
// (taken: no live run holds it), EAGAIN (a live run holds it), or another errno (no locks here).
int tryLockClaim(int fd, int simulatedError)
{
    if (simulatedError != 0)
        return simulatedError;
    struct flock lock{};
    lock.l_type = (::fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDONLY ? F_RDLCK : F_WRLCK;
    lock.l_whence = SEEK_SET;
    if (::fcntl(fd, F_OFD_SETLK, &lock) == 0)
        return 0;
    const int err = errno;
    return err == EAGAIN || err == EACCES ? EAGAIN : err;
}

// The one owner-liveness rule: whether the claim's run is over, given what its lock said.
// A lock we could take proves it over (on NFS: on any machine). Without one, only a claim of this
// very boot of this machine can be decided, by its process; one from another boot may still be
// in use by a machine with the same name (a cloned VM, an NFS mount without locks): kept.
Liveness claimLiveness(const ClaimOwner &owner, const ClaimOwner &me, int lock, const QString &procRoot,
                       bool lockSeenElsewhere)
{
    if (lock == EAGAIN)
        return Liveness::Live; // a live run holds it (over NFS: any machine's)
    const bool sameHost = owner.host == me.host;
    if (sameHost && !owner.bootId.empty() && owner.bootId == me.bootId) {
        if (owner.pid == ::getpid() && owner.startTime == me.startTime)
            return Liveness::Live; // our own, still in use
        const std::uint64_t start = processStartTime(procRoot, owner.pid);
        if (start != 0 && start == owner.startTime)
            return Liveness::Live; // that very process runs (its lock failed to be ours?)
        if (start != 0 && owner.startTime == 0)
            return Liveness::Live; // a process has its pid, and the claim cannot say it is another
        return Liveness::Over;
    }
    return lock == 0 && lockSeenElsewhere ? Liveness::Over : Liveness::Unknown;
}

namespace {

// NFS with locks at the server: the mount's super options (mountinfo) say local_lock=none.
bool nfsLocksAtServer(int dirFd, const QString &procRoot)
{
    struct stat st{};
    if (::fstat(dirFd, &st) != 0)
        return false;
    const auto mounts = MountTable::read(procRoot).mountsOf(major(st.st_dev), minor(st.st_dev));
    return !mounts.empty() && mounts.front()->superOptions.contains(QStringLiteral("local_lock=none"));
}

} // namespace

bool locksSeenByOtherMachines(int dirFd, const QString &procRoot)
{
    struct statfs fs{};
    if (::fstatfs(dirFd, &fs) != 0)
        return false;
    switch (std::uint32_t(fs.f_type)) {
    case NFS_SUPER_MAGIC:
        return nfsLocksAtServer(dirFd, procRoot);
    case SMB_SUPER_MAGIC:
    case 0xFE534D42u:          // SMB2
    case 0xFF534D42u:          // CIFS (nobrl keeps locks local)
    case 0x65735546u:          // FUSE: sshfs, virtiofs, ...
    case V9FS_MAGIC:           // 9p (a VM's shared folder)
    case AFS_SUPER_MAGIC:
    case CODA_SUPER_MAGIC:
    case 0x00c36400u:          // CephFS
        return false;
    default:
        return true;           // a local file system: only this machine mounts it
    }
}

namespace {

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

std::string recipeKind(const std::string &recipe)
{
    return recipe.substr(0, recipe.find(' '));
}

const FolderRule *ruleFor(const std::vector<FolderRule> &rules, const ClaimItem &item)
{
    const std::string kind = recipeKind(item.recipe);
    for (const FolderRule &r : rules) {
        if (r.check && r.kind == kind)
            return &r;
    }
    return nullptr;
}

// Whether one entry of a claimed folder (lstat'd as st) is the folder's own: a regular file with
// one link (never a symlink, a folder or a hard link) that the rule's check accepts.
bool entryIsOurs(int folderFd, const char *name, const struct stat &st, const ClaimItem &item, const FolderRule &rule)
{
    if (!S_ISREG(st.st_mode) || st.st_nlink != 1)
        return false;
    if (!rule.readsContent)
        return rule.check(item.recipe, name, st, -1);
    const UniqueFd fd(::openat(folderFd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    struct stat now{};
    return fd && ::fstat(fd.get(), &now) == 0 && now.st_ino == st.st_ino && now.st_dev == st.st_dev
           && rule.check(item.recipe, name, st, fd.get());
}

// Empties and removes a folder item when every entry in it is its own. inner: the old owner
// marker inside it (that very inode), removed after the files; refused names the first entry
// that is not the folder's.
bool removeFolderItem(int dirFd, const ClaimItem &item, const FolderRule &rule, const struct stat *inner,
                      std::string *refused)
{
    const UniqueFd sub(::openat(dirFd, item.name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!sub)
        return errno == ENOENT && !inner;
    const int dupFd = ::fcntl(sub.get(), F_DUPFD_CLOEXEC, 3);
    DIR *dir = dupFd >= 0 ? ::fdopendir(dupFd) : nullptr;
    if (!dir) {
        if (dupFd >= 0)
            ::close(dupFd);
        return false;
    }
    ::rewinddir(dir);
    std::vector<std::string> names;
    bool allOurs = true, sawInner = false;
    while (dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0)
            continue;
        struct stat st{};
        const bool statted = ::fstatat(sub.get(), e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0;
        if (inner && std::strcmp(e->d_name, kLegacyScratchMarker) == 0) {
            sawInner = statted && st.st_ino == inner->st_ino && st.st_dev == inner->st_dev;
            if (!sawInner) {
                allOurs = false;
                *refused = e->d_name;
                break;
            }
            continue;
        }
        if (!statted || !entryIsOurs(sub.get(), e->d_name, st, item, rule)) {
            allOurs = false;
            *refused = e->d_name;
            break;
        }
        names.emplace_back(e->d_name);
    }
    ::closedir(dir);
    if (!allOurs || (inner && !sawInner))
        return false; // something in it is not ours (or it is not the marker's folder): leave it whole
    for (const std::string &n : names) {
        if (::unlinkat(sub.get(), n.c_str(), 0) != 0 && errno != ENOENT)
            return false;
    }
    if (inner && ::unlinkat(sub.get(), kLegacyScratchMarker, 0) != 0 && errno != ENOENT)
        return false;
    return ::unlinkat(dirFd, item.name.c_str(), AT_REMOVEDIR) == 0 || errno == ENOENT;
}

// Reads a claim (or marker) file opened as fd, of at most maxBytes; false when it is not a
// regular file of that size that can be read whole.
bool readClaimFile(int fd, std::size_t maxBytes, struct stat *st, std::string *text)
{
    if (::fstat(fd, st) != 0 || !S_ISREG(st->st_mode) || st->st_size > off_t(maxBytes))
        return false;
    text->assign(std::size_t(st->st_size), '\0');
    return ::pread(fd, text->data(), text->size(), 0) == ssize_t(text->size());
}

UniqueFd openClaimFile(int dirFd, const char *name)
{
    constexpr int kFlags = O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;
    UniqueFd fd(::openat(dirFd, name, O_RDWR | kFlags));
    if (!fd)
        fd = UniqueFd(::openat(dirFd, name, O_RDONLY | kFlags)); // read-only: a shared lock decides
    return fd;
}

struct Cleaning
{
    int dirFd;
    QString dirPath;
    const LeftoverRules &rules;
    ClaimOwner me;
    LeftoverReport report;
    bool lockSeenElsewhere = true; ///< locksSeenByOtherMachines of the directory

    QString pathOf(const std::string &name) const
    {
        return dirPath + QLatin1Char('/') + QString::fromStdString(name);
    }
    void keep(const std::string &name, const QString &why) { report.kept << pathOf(name) + QStringLiteral(": ") + why; }
};

QString unknownWhy(const ClaimOwner &owner, int lock)
{
    if (lock == 0)
        return QStringLiteral("made on %1 (in another boot, or on another machine), and a lock on this file "
                              "system is only this machine's (NFS mounted nolock, SMB, FUSE, 9p), so it cannot "
                              "tell whether that run still goes on: remove it by hand once no run uses it")
            .arg(QString::fromStdString(owner.host));
    return QStringLiteral("made on %1 and its lock cannot be checked (%2): remove it by hand once no "
                          "run uses it")
        .arg(QString::fromStdString(owner.host), QString::fromLocal8Bit(std::strerror(lock)));
}

// The items of a claim whose run is over; true when all are gone (the claim may go too).
bool removeItems(Cleaning &c, const ParsedClaim &claim, const struct stat *inner)
{
    bool allGone = true;
    for (const ClaimItem &item : claim.items) {
        const bool existed = ::faccessat(c.dirFd, item.name.c_str(), F_OK, AT_SYMLINK_NOFOLLOW) == 0;
        bool gone = false;
        if (item.kind == ClaimItem::Kind::File) {
            gone = removeFileItem(c.dirFd, item);
            if (!gone)
                c.keep(item.name, QStringLiteral("not the file its claim made (a regular file of at most %1 "
                                                 "bytes with one link): left alone").arg(item.bytes));
        } else if (const FolderRule *rule = ruleFor(c.rules.folders, item)) {
            std::string refused;
            gone = removeFolderItem(c.dirFd, item, *rule, inner, &refused);
            if (!gone && existed)
                c.keep(item.name, refused.empty() ? QStringLiteral("could not be removed: left alone")
                                                  : QStringLiteral("holds %1, which is not provably ours: left alone")
                                                        .arg(QString::fromStdString(refused)));
        } // a folder of a kind this caller cannot check: left, with its claim
        c.report.removed += gone && existed ? 1 : 0;
        allGone = allGone && gone;
    }
    return allGone;
}

// One claim file named name in dirFd: its items and itself when the run is over. Adds the names
// of the folders a valid claim names to named.
void cleanClaim(Cleaning &c, const char *name, std::vector<std::string> *named)
{
    const std::string expectedToken = name + std::strlen(kClaimPrefix);
    if (expectedToken.size() != kTokenChars)
        return;
    const UniqueFd fd = openClaimFile(c.dirFd, name);
    struct stat st{};
    std::string text;
    if (!fd || !readClaimFile(fd.get(), kMaxClaimBytes, &st, &text))
        return;
    const std::optional<ParsedClaim> parsed = parseClaim(text); // the one parser
    if (!parsed || parsed->token != expectedToken)
        return; // not a claim of ours (or one still being written): leave it
    const ParsedClaim &claim = *parsed;
    for (const ClaimItem &item : claim.items)
        named->push_back(item.name);
    const int lock = tryLockClaim(fd.get(), c.rules.simulatedLockError);
    const Liveness state = claimLiveness(claim.owner, c.me, lock, c.rules.procRoot, c.lockSeenElsewhere);
    if (state == Liveness::Unknown)
        c.keep(name, unknownWhy(claim.owner, lock));
    if (state != Liveness::Over)
        return;
    // Still the same claim under that name (another cleaner may have removed it meanwhile)?
    struct stat now{};
    if (::fstatat(c.dirFd, name, &now, AT_SYMLINK_NOFOLLOW) != 0 || now.st_ino != st.st_ino
        || now.st_dev != st.st_dev)
        return;
    if (removeItems(c, claim, nullptr))
        ::unlinkat(c.dirFd, name, 0); // the claim last: what is left stays provably ours
}

// A folder with the scratch prefix that no claim names: the previous version's, proven by the
// owner marker inside it (the same decision as a claim's), or nobody's.
void cleanScratchFolder(Cleaning &c, const std::string &name)
{
    const UniqueFd dir(::openat(c.dirFd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir)
        return; // not a directory (or a symlink): not ours, say nothing
    const UniqueFd marker = openClaimFile(dir.get(), kLegacyScratchMarker);
    struct stat st{};
    std::string text;
    if (!marker || !readClaimFile(marker.get(), 4096, &st, &text)) {
        c.keep(name, QStringLiteral("no claim or owner marker proves it ours: left alone"));
        return;
    }
    const auto claim = claimOfScratchMarker(QByteArray::fromStdString(text), name);
    if (!claim) {
        c.keep(name, QStringLiteral("its owner marker is not DriveBench's: left alone"));
        return;
    }
    const int lock = tryLockClaim(marker.get(), c.rules.simulatedLockError);
    const Liveness state = claimLiveness(claim->owner, c.me, lock, c.rules.procRoot, c.lockSeenElsewhere);
    if (state == Liveness::Unknown)
        c.keep(name, unknownWhy(claim->owner, lock));
    if (state == Liveness::Over)
        removeItems(c, *claim, &st);
}

// Entries of dirFd; false when it cannot be read.
bool listEntries(int dirFd, std::vector<std::string> *names)
{
    const int dupFd = ::fcntl(dirFd, F_DUPFD_CLOEXEC, 3);
    DIR *dir = dupFd >= 0 ? ::fdopendir(dupFd) : nullptr;
    if (!dir) {
        if (dupFd >= 0)
            ::close(dupFd);
        return false;
    }
    ::rewinddir(dir); // the duplicate shares dirFd's offset: an earlier listing left it at the end
    while (dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names->emplace_back(e->d_name);
    }
    ::closedir(dir);
    return true;
}

} // namespace

LeftoverReport removeLeftovers(int dirFd, const QString &dirPath, const LeftoverRules &rules)
{
    Cleaning c{dirFd, dirPath, rules, currentClaimOwner(rules.procRoot), {},
               !rules.simulatedLocalLocks && locksSeenByOtherMachines(dirFd, rules.procRoot)};
    std::vector<std::string> entries;
    if (!listEntries(dirFd, &entries))
        return c.report;
    std::vector<std::string> named; // folders valid claims name, live or not
    const std::size_t prefix = std::strlen(kClaimPrefix);
    for (const std::string &e : entries) {
        if (e.compare(0, prefix, kClaimPrefix) == 0)
            cleanClaim(c, e.c_str(), &named);
    }
    if (!rules.scratchPrefix.empty()) {
        for (const std::string &e : entries) {
            if (e.compare(0, rules.scratchPrefix.size(), rules.scratchPrefix) == 0
                && std::find(named.begin(), named.end(), e) == named.end())
                cleanScratchFolder(c, e);
        }
    }
    return c.report;
}

int removeStaleLeftovers(int dirFd, const std::vector<FolderRule> &folders, const QString &procRoot)
{
    LeftoverRules rules;
    rules.folders = folders;
    rules.procRoot = procRoot;
    return removeLeftovers(dirFd, QString(), rules).removed;
}

} // namespace drivebench
