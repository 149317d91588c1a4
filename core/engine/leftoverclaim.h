// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one proof of ownership for what a run leaves in a user's directory (docs/drives.md, "What
// DriveBench writes and removes"): test files, small-files folders and the capacity check's
// folders. A name is no proof: before a run creates a named item it writes a claim file,
// drivebench-claim-<token>, beside it and holds an OFD lock on it for as long as it uses the
// items. The claim holds a magic line, the host name, the boot id, the creating process's pid and
// start time (/proc/PID/stat field 22) and one line per item, each named with the claim's random
// 128-bit token. The items go first, then the claim, when the run ends.
//
// A leftover is removed only when its claim proves it is ours and its run is over:
//  - the claim has the magic, its token matches its name, and every item is named with the token;
//  - its lock can be taken (a live run holds it; over NFS the lock is the server's, so another
//    machine's live run holds it too); a lock that cannot be taken means live;
//  - on the same host and boot, the process pid with that start time is gone as well (and alone
//    decides where the filesystem has no locks); from another boot, the run is over; from another
//    host, a taken lock is the only proof, and without locks the claim is left alone;
//  - a file item is a regular file of at most the size claimed, with one link; a folder item is
//    emptied only when every entry in it is a regular file with one link that its kind's check
//    accepts (the small-files workload regenerates the names and sizes the folder may hold; the
//    capacity check reads each file's first sector); a folder of a kind the caller has no check
//    for is left, and so is anything else, item and claim. Symlinks are never followed.
// The previous version's capacity folders (<prefix>XXXXXXXXXX holding an owner marker,
// .drivebench-owner, locked the same way) are still recognised: the marker is parsed into the
// same claim (one folder item of kind scratch-v1) and goes through the same decision.
// Works on every filesystem with readdir and unlink: ext4, XFS, btrfs, vfat, exFAT, NFS, CIFS, FUSE.

#include <sys/stat.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// Prefix of the claim files.
inline constexpr char kClaimPrefix[] = "drivebench-claim-";
/// The owner marker the previous version put inside a capacity folder (still recognised).
inline constexpr char kLegacyScratchMarker[] = ".drivebench-owner";

/// One item of a claim: a file or a folder in the claim's directory.
struct ClaimItem
{
    enum class Kind { File, Folder };
    Kind kind = Kind::File;
    std::string name;        ///< in the claim's directory; contains the claim's token
    std::uint64_t bytes = 0; ///< File: the size it is created with (the most it may have)
    std::string recipe;      ///< Folder: its kind (first word) and what its check needs (one line)
};

/// Who made a claim (parsed from a claim file).
struct ClaimOwner
{
    std::string host;
    std::string bootId;
    long pid = 0;
    std::uint64_t startTime = 0; ///< clock ticks after boot, /proc/PID/stat field 22
};

/// A claim as parsed from a claim file or an old owner marker.
struct ParsedClaim
{
    std::string token; ///< empty for an old owner marker (its folder is its item)
    ClaimOwner owner;
    std::vector<ClaimItem> items;
};

/// The check of one entry of a claimed folder: true when entry (a regular file with one link,
/// lstat'd as st) may be removed as part of the folder made with recipe. fd: the entry opened
/// read-only (same inode as st) when the rule reads content, else -1.
using FolderCheck = std::function<bool(const std::string &recipe, const char *entry, const struct stat &st, int fd)>;

/// The folders of one kind a caller can prove: those whose recipe's first word is kind.
struct FolderRule
{
    std::string kind;          ///< "smallfiles-v1", "scratch-v1"
    FolderCheck check;
    bool readsContent = false; ///< open each entry for check (its fd argument)
};

/// What a cleaner may remove in a directory, and where it looks.
struct LeftoverRules
{
    std::vector<FolderRule> folders; ///< folder items of other kinds are left, with their claims
    /// Also look at <prefix>* folders: the previous version's (with kLegacyScratchMarker, a
    /// scratch-v1 folder) go through the same decision; one no claim names is reported as kept.
    std::string scratchPrefix;
    QString procRoot = QStringLiteral("/proc");
    /// Non-zero: every lock attempt fails with this errno, as on a file system without locks
    /// (an NFS mount with nolock). For tests and the fuzzer only.
    int simulatedLockError = 0;
    /// True: locks here are taken as only this machine's, as on NFS mounted nolock (where a lock
    /// is granted locally whatever another machine holds). For tests and the fuzzer only.
    bool simulatedLocalLocks = false;
};

/// What a cleaning did.
struct LeftoverReport
{
    int removed = 0;  ///< items (files and folders) removed
    QStringList kept; ///< "path: why" for items of finished runs (or unproven folders) left alone
};

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
    /// Lets go of the claim but leaves its file: an item could not be removed, and the next run
    /// in the directory proves it ours with this claim.
    void keep();

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

/// The one parser of claim files: nullopt unless text is a complete claim (magic, token, host,
/// pid, "end") whose every item is named with its token.
std::optional<ParsedClaim> parseClaim(std::string_view text);

/// Field 22 of procRoot/PID/stat (proc(5)): the process's start time in clock ticks after boot;
/// 0 when unknown (no such process).
std::uint64_t processStartTime(const QString &procRoot, long pid);

/// This process as a claim owner (procRoot: "/proc").
ClaimOwner currentClaimOwner(const QString &procRoot = QStringLiteral("/proc"));

/// The recipe of a folder of files proven by a seed ("scratch-v1 SEED": the capacity check's).
std::string scratchRecipe(std::uint64_t seed);
/// The seed of a scratch-v1 recipe; nullopt for any other recipe.
std::optional<std::uint64_t> scratchRecipeSeed(const std::string &recipe);

/// The previous version's owner marker of a capacity folder (recognised, no longer written).
struct ScratchMarker
{
    QString bootId;
    QString host;
    qint64 pid = 0;
    quint64 startTicks = 0; ///< /proc/<pid>/stat field 22
    std::uint64_t seed = 0;
};

/// An old marker's text (for tests that plant a previous version's leftover), and its parse
/// (nullopt when the magic line or a field is missing).
QByteArray scratchMarkerText(const ScratchMarker &marker);
std::optional<ScratchMarker> parseScratchMarker(const QByteArray &text);
/// This process's marker fields (boot id, host, pid, start time) with seed.
ScratchMarker currentScratchMarker(std::uint64_t seed);
/// An old marker found in folderName as the claim it stands for: its owner, and one folder item
/// (folderName, recipe scratch-v1 SEED). nullopt when the marker does not parse.
std::optional<ParsedClaim> claimOfScratchMarker(const QByteArray &text, const std::string &folderName);

/// Removes the leftovers of finished runs in dirFd (dirPath for the report) that claims, or the
/// previous version's markers, prove ours (see above), and says what it removed and kept.
LeftoverReport removeLeftovers(int dirFd, const QString &dirPath, const LeftoverRules &rules);

/// Whether a claim's run is live, over, or cannot be told (then its items are kept).
enum class Liveness { Live, Over, Unknown };

/// The one lock discipline (a claim file's OFD lock, tried without waiting): 0 when taken, EAGAIN
/// when a live run holds it, another errno when the file system has no locks. simulatedError:
/// LeftoverRules::simulatedLockError.
int tryLockClaim(int fd, int simulatedError = 0);

/// The one owner-liveness rule, given what tryLockClaim said about the claim's lock.
/// lockSeenElsewhere: whether a lock taken here would be refused while another machine's run
/// holds it (locksSeenByOtherMachines); without that, only this boot's own claims are decided.
Liveness claimLiveness(const ClaimOwner &owner, const ClaimOwner &me, int lock,
                       const QString &procRoot = QStringLiteral("/proc"), bool lockSeenElsewhere = true);

/// Whether a lock on a file in dirFd's file system is one every machine that mounts it sees: a
/// local file system, or NFS with locks at the server (local_lock=none). Not on NFS mounted
/// nolock, SMB/CIFS, FUSE (sshfs, virtiofs), 9p, AFS, Coda or CephFS. procRoot: where NFS's
/// mount options are read (<procRoot>/self/mountinfo, through MountTable).
bool locksSeenByOtherMachines(int dirFd, const QString &procRoot = QStringLiteral("/proc"));

/// removeLeftovers without a report: how many items were removed.
int removeStaleLeftovers(int dirFd, const std::vector<FolderRule> &folders = {},
                         const QString &procRoot = QStringLiteral("/proc"));

} // namespace drivebench
