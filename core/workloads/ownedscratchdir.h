#pragma once

// A private folder a run creates for its own files, and the proof that a folder left behind
// (SIGKILL, crash, power loss) is ours before anything in it is removed. A name is no proof.
//
// create() makes <prefix><random> (mkdtemp-style, mode 0700) in the parent and a marker file in
// it holding a magic line, the boot id, the host name, the pid, the pid's start time and the
// run's seed; an OFD lock (fcntl F_OFD_SETLK; NFS passes it to the server's lock manager) is held
// on the marker for as long as the object lives. Files are made unnamed (O_TMPFILE) and linked in
// only once their first block is written, so a killed run leaves no file that cannot be proven.
//
// removeLeftovers() removes a folder with the prefix only when all of these hold:
//   - it is a real directory (not a symlink) with a regular marker whose magic line matches,
//   - the marker's lock can be taken (no live run holds it; on a filesystem without locks:
//     same host and boot and that pid with that start time no longer runs),
//   - every other entry is a regular file the caller's proof accepts (for the capacity check:
//     its first sector is one of ours written with the marker's seed).
// Anything else is left alone and reported with the reason. Kept apart so that it can be unified
// with the test-file ownership of the "nothing lost" work (issue 14).

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// What the marker of a scratch folder says.
struct ScratchMarker
{
    QString bootId;
    QString host;
    qint64 pid = 0;
    quint64 startTicks = 0;   ///< /proc/<pid>/stat field 22
    std::uint64_t seed = 0;
};

/// The marker's text, and its parse (nullopt when the magic line or a field is missing).
QByteArray scratchMarkerText(const ScratchMarker &marker);
std::optional<ScratchMarker> parseScratchMarker(const QByteArray &text);
/// This process's marker fields (boot id, host, pid, start time) with seed.
ScratchMarker currentScratchMarker(std::uint64_t seed);

/// Decides whether an open file (read-only, at offset 0) in a leftover folder is ours.
using ScratchFileProof = std::function<bool(int fd, std::uint64_t seed)>;

/// What removeLeftovers did.
struct LeftoverReport
{
    int removed = 0;          ///< folders removed
    QStringList kept;         ///< "path: why" for folders with the prefix that were not removed
};

class OwnedScratchDir
{
public:
    ~OwnedScratchDir();
    OwnedScratchDir(const OwnedScratchDir &) = delete;
    OwnedScratchDir &operator=(const OwnedScratchDir &) = delete;

    static constexpr char kMarkerName[] = ".drivebench-owner";

    /// Makes the folder, its marker, and takes the lock. Errors name the cause and the fix.
    static Result<std::unique_ptr<OwnedScratchDir>> create(int parentFd, const QString &parentPath,
                                                           const std::string &prefix, std::uint64_t seed);
    /// Removes the folders with prefix in parent that are provably ours and not live.
    static LeftoverReport removeLeftovers(int parentFd, const QString &parentPath,
                                          const std::string &prefix, const ScratchFileProof &proof);

    int fd() const { return m_dirFd.get(); }
    QString path() const { return m_path; }
    std::string name() const { return m_name; }

    /// An unnamed file (O_TMPFILE) in the folder, or, where the filesystem has none, a named one
    /// (O_EXCL) that is registered at once. openFlags: O_DIRECT or 0 (O_RDWR is added).
    Result<UniqueFd> createFile(const std::string &name, int openFlags, bool *named);
    /// Links an unnamed file in under its name, after its first block is written.
    Result<void> publish(int fd, const std::string &name);
    /// Unlinks one of our files now (its name is forgotten).
    void removeFile(const std::string &name);
    /// Removes every file, the marker and the folder; the first failure names what is left.
    Result<void> removeAll();

private:
    OwnedScratchDir() = default;
    UniqueFd m_dirFd;
    UniqueFd m_markerFd;    // holds the lock
    int m_parentFd = -1;    // not owned: the caller keeps it open for our lifetime
    QString m_path;
    std::string m_name;
    std::vector<std::string> m_files;
    bool m_removed = false;
};

} // namespace drivebench
