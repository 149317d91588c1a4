// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownedscratchdir.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>

namespace drivebench {

namespace {

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
    const std::string token = newClaimToken();
    d->m_name = prefix + token;
    // The claim first (locked, on disk): no folder of ours exists without it.
    auto claim = LeftoverClaim::create(parentFd, parentPath, token,
                                       {{ClaimItem::Kind::Folder, d->m_name, 0, scratchRecipe(seed)}});
    if (!claim) {
        d->m_removed = true;
        return claim.error();
    }
    d->m_claim.emplace(std::move(*claim));
    d->m_path = parentPath + QLatin1Char('/') + QString::fromStdString(d->m_name);
    if (::mkdirat(parentFd, d->m_name.c_str(), 0700) != 0) {
        const int err = errno;
        d->m_removed = true; // the claim goes with d
        return folderError(err, "making the folder " + d->m_path.toStdString());
    }
    d->m_dirFd = UniqueFd(::openat(parentFd, d->m_name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!d->m_dirFd) {
        const int err = errno;
        ::unlinkat(parentFd, d->m_name.c_str(), AT_REMOVEDIR);
        d->m_removed = true;
        return folderError(err, "opening " + d->m_path.toStdString());
    }
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
    if (::unlinkat(m_parentFd, m_name.c_str(), AT_REMOVEDIR) != 0 && errno != ENOENT && !firstErr) {
        firstErr = errno;
        what = ".";
    }
    m_dirFd.reset();
    m_removed = true;
    if (m_claim) {
        // The claim last, and only when nothing is left to prove: else the next run proves the
        // rest ours with it.
        if (firstErr)
            m_claim->keep();
        else
            m_claim->release();
        m_claim.reset();
    }
    if (firstErr)
        return Error::fromErrno(firstErr, "removing " + m_path.toStdString() + "/" + what,
                                "remove the folder " + m_path.toStdString() + " by hand");
    return {};
}

FolderRule OwnedScratchDir::folderRule(const ScratchFileProof &proof)
{
    FolderRule rule;
    rule.kind = "scratch-v1";
    rule.readsContent = true;
    rule.check = [proof](const std::string &recipe, const char *, const struct stat &, int fd) {
        const std::optional<std::uint64_t> seed = scratchRecipeSeed(recipe);
        return seed && fd >= 0 && proof(fd, *seed);
    };
    return rule;
}

LeftoverReport OwnedScratchDir::removeLeftovers(int parentFd, const QString &parentPath,
                                                const std::string &prefix, const ScratchFileProof &proof)
{
    LeftoverRules rules;
    rules.folders = {folderRule(proof)};
    rules.scratchPrefix = prefix;
    return drivebench::removeLeftovers(parentFd, parentPath, rules);
}

} // namespace drivebench
