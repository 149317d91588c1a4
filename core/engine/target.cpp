// SPDX-License-Identifier: GPL-3.0-or-later
#include "target.h"
#include "testfilespace.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/devices/mounttable.h"
#include "core/devices/rawaccess.h"
#include "core/devices/safety.h"
#include "core/engine/dioalignment.h"
#include "core/engine/namedtestfiles.h"
#include "core/engine/nvmepassthrough.h"
#include "core/engine/rng.h"
#include "core/util/alignedbuffer.h"
#include "core/util/bytesize.h"

namespace drivebench {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr std::uint64_t kFillChunk = 8 * kMiB;   // large writes keep the fill near drive speed
constexpr std::uint64_t kFreeSpaceMargin = 64 * kMiB; // leave the filesystem some room

/// The fixes the messages below name: the block device's engine, the test size.
SettingFixes blockEngine() { return {{Setting::Engine, QStringLiteral("io_uring")}}; }
SettingFixes sizeFix() { return {{Setting::Size, {}}}; }

std::string str(const QString &s)
{
    return s.toStdString();
}


/// The filesystem type and source of the mount holding path (MountTable: the longest mount point
/// prefix, the later of equal ones, which is the one on top).
void describeMount(const QString &path, const QString &procRoot, TargetInfo *info)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return;
    const MountTable mounts = MountTable::read(procRoot);
    if (const MountEntry *m = mounts.mountHolding(canonical)) {
        info->filesystem = m->fsType;
        info->device = m->source.startsWith(QLatin1String("/dev/")) ? m->source : QString();
    } else {
        info->filesystem = MountTable::fileSystemTypeOf(canonical); // a chroot: its mount unlisted
    }
}

Error noDirectError(const QString &where)
{
    return Error::make(std::errc::invalid_argument,
                       str(QStringLiteral("%1: this filesystem does not support O_DIRECT "
                                          "(tmpfs before Linux 6.6, some FUSE filesystems)")
                               .arg(where)),
                       "pick a directory on a disk, or run {1} through the page "
                       "cache (the results are then flagged as cached, not the drive's speed)",
                       {{Setting::Buffered, QStringLiteral("on")}});
}

int directFlag(CacheMode cache)
{
    return cache == CacheMode::Direct ? O_DIRECT : 0;
}

bool sameFile(const QString &a, const QString &b)
{
    struct stat sa{}, sb{};
    if (::stat(QFile::encodeName(a).constData(), &sa) != 0
        || ::stat(QFile::encodeName(b).constData(), &sb) != 0)
        return false;
    if (S_ISBLK(sa.st_mode) && S_ISBLK(sb.st_mode))
        return sa.st_rdev == sb.st_rdev;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

DestructiveCheck gateFor(const TargetOptions &o)
{
    DestructiveCheck check;
    check.sysRoot = o.sysRoot;
    check.procRoot = o.procRoot;
    check.uncheckedUse = o.uncheckedUse;
    return check;
}

/// The io_uring_cmd engine's second descriptor: the generic device of the namespace open as fd
/// (st_rdev blockDev), opened with the access the target was opened with, after its checks. The
/// namespace id both answer must be the same.
Result<void> openPassthrough(const TargetOptions &o, int fd, dev_t blockDev, std::uint32_t lbaBytes,
                             bool writes, UniqueFd *ngFd, NvmeCommandTarget *nvme,
                             std::uint64_t *maxBytes, std::uint32_t *maxSegments)
{
    auto node = findNvmeGenericNode(blockDev, o.sysRoot, o.devRoot);
    if (!node)
        return node.error();
    *ngFd = UniqueFd(::open(QFile::encodeName(node->path).constData(),
                            (writes ? O_RDWR : O_RDONLY) | O_CLOEXEC));
    if (!*ngFd) {
        const int err = errno;
        return Error::fromErrno(err, "open " + str(node->path),
                                err == EACCES || err == EPERM
                                    ? "the NVMe generic device is usually root's only: run as "
                                      "root, or run with {1}"
                                    : "run with {1}",
                                blockEngine());
    }
    // The node opened is the one checked (not another put at that path since).
    struct stat opened{};
    if (::fstat(ngFd->get(), &opened) != 0 || !S_ISCHR(opened.st_mode)
        || ::major(opened.st_rdev) != node->major || ::minor(opened.st_rdev) != node->minor) {
        ngFd->reset();
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: %1 changed between its check and "
                                              "its open (no longer the character device %2:%3)")
                                   .arg(node->path)
                                   .arg(node->major)
                                   .arg(node->minor)),
                           "run again, or run with {1}", blockEngine());
    }
    const int blockNsid = ::ioctl(fd, NVME_IOCTL_ID);
    const int ngNsid = ::ioctl(ngFd->get(), NVME_IOCTL_ID);
    if (blockNsid <= 0 || ngNsid != blockNsid) {
        ngFd->reset();
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: %1 answers namespace id %2 and "
                                              "/dev/%3 answers %4: not the same namespace")
                                   .arg(node->path)
                                   .arg(ngNsid)
                                   .arg(node->blockName)
                                   .arg(blockNsid)),
                           "run with {1}", blockEngine());
    }
    // Writes reach the drive through this node as well: nobody else may hold it (the block
    // device's own users were checked before it was opened).
    if (writes) {
        if (auto unused = checkCharacterDeviceUnused(node->name, ::makedev(node->major, node->minor), gateFor(o));
            !unused) {
            ngFd->reset();
            return unused.error();
        }
    }
    *nvme = NvmeCommandTarget{std::uint32_t(blockNsid), lbaBytes, writes, node->path};
    *maxBytes = node->maxTransferBytes;
    *maxSegments = node->maxSegments;
    return {};
}

/// The destructive-write rules for an already-open descriptor (its stat st).
Result<void> checkWritableDescriptor(const struct stat &st, const TargetOptions &o)
{
    const QString what = o.path.isEmpty() ? QStringLiteral("the given descriptor") : o.path;
    if (!S_ISBLK(st.st_mode) && !S_ISREG(st.st_mode))
        return Error::make(std::errc::permission_denied,
                           str(QStringLiteral("refusing to write to %1: it is not a block device or "
                                              "regular file").arg(what)),
                           "run read tests only");
    struct stat named{};
    const bool same = !o.destructivePath.isEmpty()
                      && ::stat(QFile::encodeName(o.destructivePath).constData(), &named) == 0
                      && (S_ISBLK(st.st_mode)
                              ? S_ISBLK(named.st_mode) && named.st_rdev == st.st_rdev
                              : S_ISREG(named.st_mode) && named.st_dev == st.st_dev
                                    && named.st_ino == st.st_ino);
    if (!same)
        return Error::make(std::errc::permission_denied,
                           str(QStringLiteral("refusing to write to %1: write tests destroy its "
                                              "data and it was not named for them").arg(what)),
                           "name the device or file with {1}, or run read tests only",
                           {{Setting::Destructive, {}}});
    if (S_ISBLK(st.st_mode))
        return checkDestructiveAllowed(o.destructivePath, gateFor(o));
    return {};
}

} // namespace

namespace {
std::atomic<bool> g_forceNamedTestFiles{false};
} // namespace

void forceNamedTestFiles(bool forced)
{
    g_forceNamedTestFiles.store(forced);
}

bool namedTestFilesForced()
{
    return g_forceNamedTestFiles.load();
}

Target::~Target()
{
    // Passthrough writes went around the block layer: drop the device's cached pages, so that
    // buffered reads after the run see what is on the drive (root only; else they may be stale
    // until evicted, as after any raw write to a device).
    if (m_passthroughFd && m_nvme.writable && m_fd)
        (void)::ioctl(m_fd.get(), BLKFLSBUF, 0);
    m_passthroughFd.reset();
    m_fd.reset();
    if (!m_unlinkName.empty() && m_dirFd)
        ::unlinkat(m_dirFd.get(), m_unlinkName.c_str(), 0);
    m_claim.reset(); // the claim goes last: until then the file is provably ours
}

std::optional<std::uint64_t> largestTestFile(const QString &directory)
{
    struct statvfs vfs{};
    if (::statvfs(QFile::encodeName(directory).constData(), &vfs) != 0)
        return std::nullopt;
    const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
    if (freeBytes <= kFreeSpaceMargin)
        return 0;
    return (freeBytes - kFreeSpaceMargin) & ~std::uint64_t(kMiB - 1);
}

int removeStaleTestFiles(const QString &dir, const QString &procRoot)
{
    const UniqueFd fd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    return fd ? removeStaleLeftovers(fd.get(), {}, procRoot) : 0;
}

Result<void> fillFile(int fd, std::uint64_t sizeBytes, FillData data,
                      const std::function<void(double)> &progress, const std::atomic<bool> *cancel)
{
    AlignedBuffer buffer = allocateAligned(kFillChunk, 4096);
    if (!buffer)
        return Error::make(std::errc::not_enough_memory, "cannot allocate the fill buffer",
                           "free some memory and try again");
    if (data == FillData::Zeros)
        std::memset(buffer.get(), 0, kFillChunk);
    Rng rng(0x5EED0F11ull ^ std::uint64_t(::getpid()));
    auto *words = reinterpret_cast<std::uint64_t *>(buffer.get());
    for (std::uint64_t done = 0; done < sizeBytes;) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return Error::make(std::errc::operation_canceled, "cancelled while creating the test file");
        const std::uint64_t n = std::min(kFillChunk, sizeBytes - done);
        if (data == FillData::Random) {
            // Fresh random bytes for every chunk: incompressible and never deduplicated.
            for (std::uint64_t w = 0; w < n / 8; ++w)
                words[w] = rng.next();
        }
        const ssize_t rc = ::pwrite(fd, buffer.get(), n, off_t(done));
        if (rc < 0) {
            if (errno == EINTR)
                continue;
            const int err = errno;
            return Error::fromErrno(err, "writing the test file at offset " + std::to_string(done),
                                    err == ENOSPC ? "the filesystem is full: free space, or "
                                                    "choose a smaller {1}"
                                                  : "check the drive and the filesystem",
                                    sizeFix());
        }
        done += std::uint64_t(rc);
        if (progress)
            progress(double(done) / double(sizeBytes));
    }
    if (::fdatasync(fd) != 0) {
        const int err = errno;
        return Error::fromErrno(err, "flushing the test file",
                                err == ENOSPC ? "the filesystem is full: free space, or choose a "
                                                "smaller {1}"
                                              : "check the drive and the filesystem",
                                sizeFix());
    }
    return {};
}

Result<std::unique_ptr<Target>> Target::open(const TargetOptions &o,
                                             const std::function<void(double)> &progress,
                                             const std::atomic<bool> *cancel)
{
    std::unique_ptr<Target> t(new Target());
    struct stat st{};
    if (o.fd >= 0) {
        if (auto ok = t->adoptDescriptor(o, st); !ok)
            return ok.error();
    } else if (::stat(QFile::encodeName(o.path).constData(), &st) != 0) {
        const int err = errno;
        return Error::fromErrno(err, "target " + str(o.path),
                                "give an existing directory, file or block device");
    }

    if (o.nvmePassthrough && !S_ISBLK(st.st_mode))
        return Error::make(std::errc::not_supported,
                           str(QStringLiteral("the io_uring_cmd engine (NVMe passthrough) runs only "
                                              "on a raw NVMe namespace (/dev/nvmeXnY), and %1 is "
                                              "not a block device")
                                   .arg(o.path.isEmpty() ? QStringLiteral("the target") : o.path)),
                           "give the namespace as the target, or run with {1}", blockEngine());

    if (o.directoryOnly && (!S_ISDIR(st.st_mode) || o.fd >= 0))
        return Error::make(std::errc::not_a_directory,
                           str(QStringLiteral("%1 is not a directory; these tests create and "
                                              "remove files in one").arg(o.path)),
                           "give a directory on the filesystem to test");

    Result<void> opened;
    if (S_ISBLK(st.st_mode))
        opened = t->openDevice(o, st);
    else if (S_ISREG(st.st_mode))
        opened = t->openFile(o, st);
    else if (!S_ISDIR(st.st_mode) || o.fd >= 0)
        return Error::make(std::errc::invalid_argument,
                           str(QStringLiteral("%1 is not a directory, regular file or block device")
                                   .arg(o.path)),
                           "give a directory on the drive to test, or a block device");
    else
        opened = t->createTestFile(o, progress, cancel);
    if (!opened)
        return opened.error();
    return t;
}

/// An already-open descriptor: a duplicate is used (the caller keeps its own); st is its fstat.
Result<void> Target::adoptDescriptor(const TargetOptions &o, struct stat &st)
{
    const bool writes = o.access == Access::ReadWrite;
    // An already-open descriptor: use a duplicate (the caller keeps its own).
    if (::fstat(o.fd, &st) != 0)
        return Error::fromErrno(errno, "fstat of the given descriptor",
                                "pass an open file or block device");
    // One door: a writable descriptor passes the same checks as a path (the destructive
    // name must be that very device or file; a device must pass checkDestructiveAllowed).
    if (writes) {
        if (auto ok = checkWritableDescriptor(st, o); !ok)
            return ok.error();
    }
    m_fd = UniqueFd(::fcntl(o.fd, F_DUPFD_CLOEXEC, 3));
    if (!m_fd)
        return Error::fromErrno(errno, "dup of the given descriptor");
    const int flags = ::fcntl(fd(), F_GETFL);
    if (o.cache == CacheMode::Direct && !(flags & O_DIRECT)
        && ::fcntl(fd(), F_SETFL, flags | O_DIRECT) != 0)
        return noDirectError(o.path.isEmpty() ? QStringLiteral("the given descriptor") : o.path);
    if (writes && (flags & O_ACCMODE) == O_RDONLY)
        return Error::make(std::errc::permission_denied,
                           "the given descriptor is open read-only but the tests write",
                           "run read tests only, or open the target for writing");
    m_info.path = o.path.isEmpty() ? QStringLiteral("fd:%1").arg(o.fd) : o.path;
    return {};
}

/// A block device (opened here unless given as a descriptor), its size and logical block.
Result<void> Target::openDevice(const TargetOptions &o, const struct stat &st)
{
    const bool writes = o.access == Access::ReadWrite;
    m_info.kind = QStringLiteral("device");
    if (o.fd < 0) {
        m_info.path = o.path;
        if (writes) {
            if (o.destructivePath.isEmpty() || !sameFile(o.destructivePath, o.path))
                return Error::make(std::errc::permission_denied,
                                   str(QStringLiteral("refusing to write to %1: write tests "
                                                      "destroy the data on a device").arg(o.path)),
                                   "choose {1} if every byte on it may be lost, or run read tests only",
                                   {{Setting::Destructive, o.path}});
            // Not in use (mounted, swap, held, backing a loop device, open in another
            // process), not the system disk; then O_EXCL below keeps anyone from mounting or
            // claiming it exclusively during the run.
            if (auto ok = checkDestructiveAllowed(o.path, gateFor(o)); !ok)
                return ok.error();
            if (o.afterGateHook)
                o.afterGateHook();
        }
        const int flags = (writes ? O_RDWR | O_EXCL : O_RDONLY) | O_CLOEXEC | directFlag(o.cache);
        m_fd = UniqueFd(::open(QFile::encodeName(o.path).constData(), flags));
        if (!m_fd) {
            const int err = errno;
            return Error::fromErrno(err, "open " + str(o.path),
                                    err == EACCES || err == EPERM
                                        ? refusedDeviceHint()
                                        : err == EBUSY ? "the device is in use: unmount it and "
                                                         "stop whatever holds it"
                                                       : "");
        }
        // A second look now that we hold it exclusively: a program that opened it (without
        // O_EXCL) or a loop device attached to it between the gate and the open is caught
        // here, before any byte is written. Ours is the only descriptor the scan skips.
        if (writes) {
            if (auto ok = checkDestructiveAllowed(o.path, gateFor(o)); !ok) {
                m_fd.reset();
                Error e = ok.error();
                e.message = "after opening it exclusively: " + e.message;
                return e;
            }
        }
    }
    std::uint64_t bytes = 0;
    int logical = 512;
    if (::ioctl(fd(), BLKGETSIZE64, &bytes) != 0)
        return Error::fromErrno(errno, "BLKGETSIZE64 on " + str(m_info.path));
    m_alignmentSource = QStringLiteral("BLKSSZGET");
    if (::ioctl(fd(), BLKSSZGET, &logical) != 0 || logical < 512 || logical > 65536
        || (logical & (logical - 1)) != 0) {
        logical = 4096; // every device with logical blocks up to 4 KiB takes it
        m_alignmentSource = QStringLiteral("default");
    }
    m_info.sizeBytes = bytes;
    m_info.device = m_info.path;
    m_logicalBlockSize = std::uint32_t(logical);
    m_deviceBytes = bytes;
    if (o.nvmePassthrough) {
        if (m_alignmentSource != QLatin1String("BLKSSZGET"))
            return Error::make(std::errc::not_supported,
                               str(QStringLiteral("NVMe passthrough: the logical block size of "
                                                  "%1 is unknown (BLKSSZGET failed)")
                                       .arg(m_info.path)),
                               "run with {1}", blockEngine());
        if (auto ok = openPassthrough(o, fd(), st.st_rdev, m_logicalBlockSize, writes,
                                      &m_passthroughFd, &m_nvme, &m_passthroughMaxBytes,
                                      &m_passthroughMaxSegments);
            !ok)
            return ok.error();
    }
    return {};
}

/// An existing file: read in place; written only when the user named it destructively.
Result<void> Target::openFile(const TargetOptions &o, const struct stat &st)
{
    const bool writes = o.access == Access::ReadWrite;
    m_info.kind = QStringLiteral("file");
    if (o.fd < 0) {
        m_info.path = o.path;
        if (writes && (o.destructivePath.isEmpty() || !sameFile(o.destructivePath, o.path)))
            return Error::make(std::errc::permission_denied,
                               str(QStringLiteral("refusing to overwrite the existing file %1")
                                       .arg(o.path)),
                               "give a directory (a test file is created and removed), or choose {1}",
                               {{Setting::Destructive, o.path}});
        m_fd = UniqueFd(::open(QFile::encodeName(o.path).constData(),
                               (writes ? O_RDWR : O_RDONLY) | O_CLOEXEC | directFlag(o.cache)));
        if (!m_fd) {
            const int err = errno;
            if (err == EINVAL && o.cache == CacheMode::Direct)
                return noDirectError(o.path);
            return Error::fromErrno(err, "open " + str(o.path));
        }
    }
    m_info.sizeBytes = std::uint64_t(st.st_size);
    useFileAlignment(o);
    m_deviceBytes = std::uint64_t(st.st_size);
    describeMount(o.path, o.procRoot, &m_info);
    return {};
}

/// A directory: a test file created (unnamed where the file system can), preallocated and
/// filled, removed afterwards; or the directory itself for tests that make their own files.
Result<void> Target::createTestFile(const TargetOptions &o, const std::function<void(double)> &progress,
                                    const std::atomic<bool> *cancel)
{
    m_info.kind = QStringLiteral("file");
    m_info.path = o.path;
    m_isTestFile = true;
    describeMount(o.path, o.procRoot, &m_info);
    removeStaleTestFiles(o.path, o.procRoot);
    if (o.directoryOnly) {
        m_fd = UniqueFd(::open(QFile::encodeName(o.path).constData(),
                               O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (!m_fd)
            return Error::fromErrno(errno, "open " + str(o.path), "give a directory you can read");
        m_isTestFile = false;
        m_info.kind = QStringLiteral("directory");
        return {};
    }

    const std::uint64_t size = o.fileSizeBytes & ~std::uint64_t(kMiB - 1);
    if (size < kMiB)
        return Error::make(std::errc::invalid_argument, "the test file size is below 1 MiB",
                           "use {1} or more", {{Setting::Size, QStringLiteral("16M")}});
    struct statvfs vfs{};
    if (::statvfs(QFile::encodeName(o.path).constData(), &vfs) == 0) {
        const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
        if (freeBytes < size + kFreeSpaceMargin)
            return Error::make(std::errc::no_space_on_device,
                               str(QStringLiteral("%1 has %2 free; the test file needs %3 plus %4 "
                                                  "of headroom")
                                       .arg(o.path, formatBytes(freeBytes), formatBytes(size),
                                            formatBytes(kFreeSpaceMargin))),
                               "free some space, or choose a smaller {1}", sizeFix());
    }

    const QByteArray dir = QFile::encodeName(o.path);
    const int direct = directFlag(o.cache);
    // O_TMPFILE: an unnamed inode that vanishes on close, even after SIGKILL.
    const bool named = namedTestFilesForced();
    if (!named)
        m_fd = UniqueFd(::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC | direct, 0600));
    int err = m_fd ? 0 : named ? EOPNOTSUPP : errno;
    if (!m_fd && err == EINVAL && direct) {
        UniqueFd probe(::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
        if (probe)
            return noDirectError(o.path);
    }
    if (!m_fd && (err == EACCES || err == EPERM || err == EROFS))
        return Error::fromErrno(err, "creating a test file in " + str(o.path),
                                "pick a directory you can write to");
    if (!m_fd) {
        // No O_TMPFILE here: a named file, claimed first (leftoverclaim.h) so that the next run
        // can prove a leftover ours after a crash; removed at the end.
        m_dirFd = UniqueFd(::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (!m_dirFd)
            return Error::fromErrno(errno, "open " + str(o.path), "give a directory you can read");
        const std::string token = newClaimToken();
        const std::string name = std::string(kTestFilePrefix) + token + ".tmp";
        auto claim = LeftoverClaim::create(m_dirFd.get(), o.path, token,
                                           {{ClaimItem::Kind::File, name, size, {}}}, o.procRoot);
        if (!claim)
            return claim.error();
        m_claim.emplace(std::move(*claim));
        m_fd = UniqueFd(::openat(m_dirFd.get(), name.c_str(),
                                 O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC | O_NOFOLLOW | direct, 0600));
        err = m_fd ? 0 : errno;
        if (m_fd) {
            m_unlinkName = name;
        } else if (err == EINVAL && direct) {
            ::unlinkat(m_dirFd.get(), name.c_str(), 0);
            return noDirectError(o.path);
        } else {
            return Error::fromErrno(err, "creating a test file in " + str(o.path),
                                    "pick a directory you can write to");
        }
    }
    // Preallocate (one extent where possible, like CrystalDiskMark's SetEndOfFile), then fill.
    int rc;
    do {
        rc = ::fallocate(fd(), 0, 0, off_t(size)) == 0 ? 0 : errno;
    } while (rc == EINTR);
    if (rc == ENOSPC)
        return Error::fromErrno(rc, "reserving " + str(formatBytes(size)) + " in " + str(o.path),
                                "the filesystem is full: free space, or choose a smaller {1}", sizeFix());
    if (rc != 0 && ::ftruncate(fd(), off_t(size)) != 0)
        return Error::fromErrno(errno, "sizing the test file in " + str(o.path));
    if (o.skipFill) {
        if (progress)
            progress(1.0);
    } else if (auto r = fillFile(fd(), size, o.data, progress, cancel); !r) {
        return r.error();
    }
    m_info.sizeBytes = size;
    useFileAlignment(o);
    m_deviceBytes = size;
    return {};
}

void Target::useFileAlignment(const TargetOptions &options)
{
    DioAlignment a{512, QStringLiteral("buffered")}; // through the page cache any size works
    if (options.cache == CacheMode::Direct)
        a = fileDioAlignment(fd(), options.sysRoot);
    m_logicalBlockSize = a.bytes;
    m_alignmentSource = a.source;
}

} // namespace drivebench
