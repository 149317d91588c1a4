// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The thing a run reads and writes: a test file the engine creates in a directory (and always
// removes), an existing regular file, a block device, or an already-open descriptor (as UDisks2's
// OpenForBenchmark hands out). Opening checks everything that can be checked before any I/O:
// free space, O_DIRECT support, and for writes to devices the destructive-test safety rules.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <QString>

#include "core/devices/safety.h"
#include "core/engine/leftoverclaim.h"

#include "core/engine/worker.h"
#include "core/results/runresult.h"
#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// Direct I/O (O_DIRECT, the default) or through the page cache (results flagged as cached).
enum class CacheMode { Direct, Buffered };
/// Whether the run will write.
enum class Access { ReadOnly, ReadWrite };

struct TargetOptions
{
    QString path;                         ///< directory, regular file or block device
    int fd = -1;                          ///< an already-open target; used instead of path (dup'd)
    std::uint64_t fileSizeBytes = 1ull << 30; ///< test file size in a directory
    FillData data = FillData::Random;
    CacheMode cache = CacheMode::Direct;
    Access access = Access::ReadOnly;
    QString destructivePath;              ///< must name the device (or file) for writes to it
    bool directoryOnly = false;           ///< a directory, opened O_DIRECTORY with no test file
                                          ///< (tests that make their own files: small files)
    bool skipFill = false;                ///< the test file is preallocated but not filled (only
                                          ///< written before it is read: the cache test)
    /// The io_uring_cmd engine: the target must be a whole NVMe namespace, and its generic device
    /// /dev/ngXnY is opened too, after the same checks, with the same access (read-only unless
    /// the run writes and --destructive named the namespace).
    bool nvmePassthrough = false;
    QString devRoot = QStringLiteral("/dev");   ///< where the generic device is looked for
    QString sysRoot = QStringLiteral("/sys");   ///< for the safety checks (tests pass fixtures)
    QString procRoot = QStringLiteral("/proc");
    /// Writes to a device when other processes' open files cannot be seen (not root): refused
    /// unless the user accepted that (--allow-unchecked-use, the window's question).
    UncheckedUse uncheckedUse = UncheckedUse::Refuse;
    /// Tests only: called between the safety gate and the exclusive open of a device for
    /// writing, where a holder arriving late is caught by the gate's second look.
    std::function<void()> afterGateHook;
};

/// Prefix of the test files DriveBench creates when O_TMPFILE is not available:
/// drivebench-testfile-<claim token>.tmp, claimed by drivebench-claim-<token> (leftoverclaim.h).
inline constexpr char kTestFilePrefix[] = "drivebench-testfile-";

class Target
{
public:
    ~Target();
    Target(const Target &) = delete;
    Target &operator=(const Target &) = delete;

    /// Opens (and for a directory creates and fills) the target. progress(fraction) is called
    /// while filling; cancel aborts the fill. The test file goes when the Target does.
    static Result<std::unique_ptr<Target>> open(const TargetOptions &options,
                                                const std::function<void(double)> &progress,
                                                const std::atomic<bool> *cancel);

    int fd() const { return m_fd.get(); }
    std::uint64_t sizeBytes() const { return m_info.sizeBytes; }
    /// The alignment of offsets, lengths and buffers: the device's logical block size, or for a
    /// file what direct I/O on it needs (see dioalignment.h).
    std::uint32_t logicalBlockSize() const { return m_logicalBlockSize; }
    /// Where logicalBlockSize() came from: "BLKSSZGET", "statx", "sysfs", "probe", "default"
    /// or "buffered".
    QString alignmentSource() const { return m_alignmentSource; }
    bool isDevice() const { return m_info.kind == QLatin1String("device"); }
    bool isTestFile() const { return m_isTestFile; }
    const TargetInfo &info() const { return m_info; }
    /// Bytes of the whole underlying device when known (for whole-device spans), else sizeBytes.
    std::uint64_t deviceBytes() const { return m_deviceBytes; }
    /// With TargetOptions::nvmePassthrough: the generic device's descriptor (-1 without), what
    /// the io_uring_cmd engine addresses, and the most bytes one command may carry (0 unknown).
    int passthroughFd() const { return m_passthroughFd.get(); }
    const NvmeCommandTarget &nvmeCommandTarget() const { return m_nvme; }
    std::uint64_t passthroughMaxBytes() const { return m_passthroughMaxBytes; }
    /// queue/max_segments of the namespace (0 unknown): a command's buffer in more separate
    /// memory runs than this is refused by the kernel (EINVAL), never split.
    std::uint32_t passthroughMaxSegments() const { return m_passthroughMaxSegments; }

private:
    Target() = default;
    Result<void> adoptDescriptor(const TargetOptions &o, struct stat &st);
    Result<void> openDevice(const TargetOptions &o, const struct stat &st);
    Result<void> openFile(const TargetOptions &o, const struct stat &st);
    Result<void> createTestFile(const TargetOptions &o, const std::function<void(double)> &progress,
                                const std::atomic<bool> *cancel);
    void useFileAlignment(const TargetOptions &options);
    UniqueFd m_fd;
    TargetInfo m_info;
    UniqueFd m_dirFd;            // the directory of a named test file (and of its claim)
    std::string m_unlinkName;    // a named test file to remove; empty for O_TMPFILE
    std::optional<LeftoverClaim> m_claim; // proof that the named test file is ours
    std::uint32_t m_logicalBlockSize = 512;
    QString m_alignmentSource = QStringLiteral("default");
    std::uint64_t m_deviceBytes = 0;
    bool m_isTestFile = false;
    UniqueFd m_passthroughFd;
    NvmeCommandTarget m_nvme;
    std::uint64_t m_passthroughMaxBytes = 0;
    std::uint32_t m_passthroughMaxSegments = 0;
};

/// Removes test files left in dir by DriveBench runs that are over (killed, crashed) and whose
/// claims prove them ours (leftoverclaim.h); returns how many were removed. Files merely named
/// like ours are never touched.
int removeStaleTestFiles(const QString &dir, const QString &procRoot = QStringLiteral("/proc"));

/// Fills fd's first sizeBytes with data in aligned chunks (O_DIRECT friendly); errors name ENOSPC.
Result<void> fillFile(int fd, std::uint64_t sizeBytes, FillData data,
                      const std::function<void(double)> &progress, const std::atomic<bool> *cancel);

} // namespace drivebench
