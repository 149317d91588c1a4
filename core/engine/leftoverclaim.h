#pragma once

// Proof of ownership for what a run leaves in a user's directory (docs/drives.md, "What DriveBench
// writes and removes"). A name is no proof: before a run creates a named test file or a small-files
// folder it writes a claim file, drivebench-claim-<token>, beside it and holds an OFD lock on it
// for as long as it uses the items. The claim holds a magic line, the host name, the boot id, the
// creating process's pid and start time (/proc/PID/stat field 22) and one line per item, each
// named with the claim's random 128-bit token. The items go first, then the claim, when the run
// ends.
//
// A leftover is removed only when its claim proves it is ours and its run is over:
//  - the claim has the magic, its token matches its name, and every item is named with the token;
//  - its lock can be taken (a live run holds it; over NFS the lock is the server's, so another
//    machine's live run holds it too); a lock that cannot be taken means live;
//  - on the same host and boot, the process pid with that start time is gone as well (and alone
//    decides where the filesystem has no locks); from another boot, the run is over; from another
//    host, a taken lock is the only proof, and without locks the claim is left alone;
//  - a file item is a regular file of at most the size claimed, with one link; a folder item is
//    emptied only when everything in it passes the folder's own check (the small-files workload
//    regenerates the names and sizes the folder may hold); anything else leaves item and claim.
// Works on every filesystem with readdir and unlink: ext4, XFS, btrfs, vfat, exFAT, NFS, CIFS, FUSE.

#include <sys/stat.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <QString>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// Prefix of the claim files.
inline constexpr char kClaimPrefix[] = "drivebench-claim-";

/// One item of a claim: a file or a folder in the claim's directory.
struct ClaimItem
{
    enum class Kind { File, Folder };
    Kind kind = Kind::File;
    std::string name;        ///< in the claim's directory; contains the claim's token
    std::uint64_t bytes = 0; ///< File: the size it is created with (the most it may have)
    std::string recipe;      ///< Folder: what its own check needs (one line, no newline)
};

/// Who made a claim (parsed from a claim file).
struct ClaimOwner
{
    std::string host;
    std::string bootId;
    long pid = 0;
    std::uint64_t startTime = 0; ///< clock ticks after boot, /proc/PID/stat field 22
};

/// The folder check: true when entry (lstat'd in the folder) may be removed as part of the folder
/// made with recipe.
using FolderCheck = std::function<bool(const std::string &recipe, const char *entry, const struct stat &st)>;

/// A claim this process holds. Moves only; the destructor removes the claim file (after the
/// caller removed its items) and releases the lock.
class LeftoverClaim
{
public:
    LeftoverClaim(LeftoverClaim &&other) noexcept;
    LeftoverClaim &operator=(LeftoverClaim &&other) noexcept;
    LeftoverClaim(const LeftoverClaim &) = delete;
    LeftoverClaim &operator=(const LeftoverClaim &) = delete;
    ~LeftoverClaim();

    /// Writes and locks a new claim in dirFd (dirPath for messages) for items, whose names must
    /// contain token() — so build them with a token from newClaimToken() and pass it here.
    static Result<LeftoverClaim> create(int dirFd, const QString &dirPath, const std::string &token,
                                        const std::vector<ClaimItem> &items,
                                        const QString &procRoot = QStringLiteral("/proc"));

    const std::string &token() const { return m_token; }
    const std::string &fileName() const { return m_name; }
    /// Whether the claim is locked (false where the filesystem has no locks).
    bool locked() const { return m_locked; }
    /// Removes the claim file now (the destructor does it too).
    void release();

private:
    LeftoverClaim() = default;
    int m_dirFd = -1; // borrowed: the caller keeps the directory open longer than the claim
    UniqueFd m_fd;
    std::string m_token;
    std::string m_name;
    bool m_locked = false;
};

/// 32 random hex digits (getrandom).
std::string newClaimToken();

/// The claim file's text for owner and items (exposed for tests).
std::string claimText(const std::string &token, const ClaimOwner &owner, const std::vector<ClaimItem> &items);

/// This process as a claim owner (procRoot: "/proc").
ClaimOwner currentClaimOwner(const QString &procRoot = QStringLiteral("/proc"));

/// Removes the leftovers of finished runs in dirFd whose claims prove them ours (see above).
/// Folder items are removed only with folderCheck; without one their claims are left alone.
/// Returns how many items (files and folders) were removed.
int removeStaleLeftovers(int dirFd, const FolderCheck &folderCheck = {},
                         const QString &procRoot = QStringLiteral("/proc"));

} // namespace drivebench
