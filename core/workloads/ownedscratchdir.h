// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A private folder a run creates for its own files (the capacity check's), proven ours by the one
// ownership module (core/engine/leftoverclaim.h): create() writes and locks a claim,
// drivebench-claim-<token>, naming the folder <prefix><token> as a folder item of kind
// scratch-v1 with the run's seed, then makes the folder (mode 0700). Files are made unnamed
// (O_TMPFILE) and linked in only once their first block is written, so a killed run leaves no
// file that cannot be proven; the folder's check (the caller's proof, for the capacity check: the
// first sector is one of ours written with the seed) decides each file of a leftover.
//
// removeLeftovers() is that module's cleaning with the scratch-v1 rule built from the proof: it
// removes the folders of finished runs that claims prove ours, and also the previous version's
// folders (<prefix>XXXXXXXXXX with an owner marker inside, recognised by the same module), and
// reports every <prefix> folder it leaves with the reason.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/engine/leftoverclaim.h"
#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// Decides whether an open file (read-only, at offset 0) in a leftover folder is ours.
using ScratchFileProof = std::function<bool(int fd, std::uint64_t seed)>;

class OwnedScratchDir
{
public:
    ~OwnedScratchDir();
    OwnedScratchDir(const OwnedScratchDir &) = delete;
    OwnedScratchDir &operator=(const OwnedScratchDir &) = delete;

    /// Claims (and locks the claim), then makes the folder. Errors name the cause and the fix.
    static Result<std::unique_ptr<OwnedScratchDir>> create(int parentFd, const QString &parentPath,
                                                           const std::string &prefix, std::uint64_t seed);
    /// Removes the folders with prefix in parent that are provably ours and not live (and the
    /// other leftovers claims in parent prove ours, except folders of other kinds).
    static LeftoverReport removeLeftovers(int parentFd, const QString &parentPath,
                                          const std::string &prefix, const ScratchFileProof &proof);
    /// The scratch-v1 folder rule of the one ownership module for proof: each entry's name is
    /// any, its content decides.
    static FolderRule folderRule(const ScratchFileProof &proof);

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
    /// Removes every file, the folder and then its claim; the first failure names what is left
    /// (the claim then stays, so that the next run can prove the rest ours).
    Result<void> removeAll();

private:
    OwnedScratchDir() = default;
    UniqueFd m_dirFd;
    std::optional<LeftoverClaim> m_claim; // holds the lock
    int m_parentFd = -1;    // not owned: the caller keeps it open for our lifetime
    QString m_path;
    std::string m_name;
    std::vector<std::string> m_files;
    bool m_removed = false;
};

} // namespace drivebench
