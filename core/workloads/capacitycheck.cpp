// SPDX-License-Identifier: GPL-3.0-or-later
#include "capacitycheck.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <memory>
#include <random>

#include <QFile>

#include "core/util/alignedbuffer.h"
#include "core/util/uniquefd.h"
#include "core/workloads/capacitysector.h"
#include "core/workloads/ownedscratchdir.h"
#include "core/workloads/writecliff.h"

namespace drivebench {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr std::uint64_t kGiB = 1ull << 30;
constexpr int kCurveBins = 512;          // points per curve, whatever the capacity
constexpr std::size_t kMaxBadRanges = 1000;
constexpr std::size_t kMaxWriteErrorRanges = 4096;
constexpr std::uint64_t kMinSpanBytes = 1 * kMiB;

std::string str(const QString &s)
{
    return s.toStdString();
}

QString mib(std::uint64_t b)
{
    return capacityBytesText(double(b));
}

const char *stateName(SectorState s)
{
    switch (s) {
    case SectorState::Good: return "good";
    case SectorState::Wrapped: return "wrapped";
    case SectorState::Stale: return "stale";
    case SectorState::Corrupt: return "corrupt";
    }
    return "";
}

struct Range
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    const char *kind = "";
};

// Bytes and nanoseconds per position bin, for MB/s over the span.
struct Curve
{
    std::uint64_t binBytes = 1;
    std::vector<std::uint64_t> bytes;
    std::vector<std::uint64_t> ns;
    void init(std::uint64_t span, std::uint64_t chunk)
    {
        const std::uint64_t perBin = (span + kCurveBins - 1) / kCurveBins;
        binBytes = std::max<std::uint64_t>(chunk, (perBin + chunk - 1) / chunk * chunk);
        const std::size_t n = std::size_t((span + binBytes - 1) / binBytes);
        bytes.assign(std::max<std::size_t>(n, 1), 0);
        ns.assign(bytes.size(), 0);
    }
    void add(std::uint64_t offset, std::uint64_t n, std::int64_t elapsedNs)
    {
        const std::size_t b = std::min(bytes.size() - 1, std::size_t(offset / binBytes));
        bytes[b] += n;
        ns[b] += std::uint64_t(std::max<std::int64_t>(elapsedNs, 1));
    }
    std::vector<CapacityCurvePoint> points(std::vector<double> *rates = nullptr,
                                           std::vector<std::uint64_t> *ends = nullptr) const
    {
        std::vector<CapacityCurvePoint> a;
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            if (bytes[i] == 0)
                continue;
            const double rate = double(bytes[i]) * 1e9 / double(ns[i]);
            a.push_back({i * binBytes, bytes[i], rate});
            if (rates)
                rates->push_back(rate);
            if (ends)
                ends->push_back(i * binBytes);
        }
        return a;
    }
};

// Where global offsets live: one descriptor (device mode) or a file per fileBytes (file mode).
class CapacityRun
{
public:
    CapacityRun(const CapacitySettings &s, const CustomPassContext &ctx, WorkerOutcome &out)
        : m_s(s), m_ctx(ctx), m_out(out)
    {
    }
    void run();

private:
    Result<void> setUp();
    Result<void> setUpDevice(const struct stat &st);
    Result<void> setUpFiles();
    Result<int> fileForWrite(std::uint64_t offset, std::uint64_t *local, std::uint64_t *room);
    Result<int> fileForRead(std::uint64_t offset, std::uint64_t *local, std::uint64_t *room);
    Result<void> closeWriteFile();
    void writeRange(std::uint64_t offset, std::uint64_t length);
    void verifyRange(std::uint64_t offset, std::uint64_t length);
    void classify(const std::byte *data, std::uint64_t offset, std::uint64_t length);
    void addBad(std::uint64_t offset, std::uint64_t length, const char *kind);
    bool inWriteError(std::uint64_t offset) const;
    void count(std::uint64_t bytes, std::int64_t ns);
    void publishProgress();
    CapacityVerdict verdict() const;
    std::string fileName(std::uint64_t index) const;
    bool stopped() const { return m_ctx.stop.stop_requested() || m_fatal.has_value(); }

    const CapacitySettings &m_s;
    const CustomPassContext &m_ctx;
    WorkerOutcome &m_out;
    bool m_deviceMode = false;
    int m_fd = -1;                         // device mode: the target
    std::uint64_t m_span = 0;              // claimed: device size, or the free space to fill
    std::uint64_t m_plannedSpan = 0;
    std::uint32_t m_alignment = 4096;
    std::uint64_t m_seed = 0;
    bool m_direct = true;
    std::uint64_t m_reserve = 0;
    std::uint64_t m_fsFreeBefore = 0;
    std::unique_ptr<OwnedScratchDir> m_dir;
    std::uint64_t m_writeFileIndex = ~0ull;
    UniqueFd m_writeFile;
    std::uint64_t m_readFileIndex = ~0ull;
    UniqueFd m_readFile;
    std::uint64_t m_filesMade = 0;
    AlignedBuffer m_buffer;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_regions; // what is tested
    std::uint64_t m_tested = 0;
    std::uint64_t m_written = 0;
    CapacityTally m_tally;
    Curve m_writeCurve, m_readCurve;
    std::vector<Range> m_bad;
    std::uint64_t m_badRangesDropped = 0;
    std::vector<Range> m_writeErrors;
    std::uint64_t m_writeErrorBytes = 0;
    std::optional<Error> m_fatal;
    QStringList m_notes;
    std::int64_t m_startNs = 0;
    QStringList m_leftoversKept;
    int m_leftoversRemoved = 0;
    bool m_verifyStarted = false;
};

std::string CapacityRun::fileName(std::uint64_t index) const
{
    char name[32];
    std::snprintf(name, sizeof name, "fill-%06llu.dat", static_cast<unsigned long long>(index));
    return name;
}

Result<void> CapacityRun::setUpDevice(const struct stat &st)
{
    m_deviceMode = true;
    m_fd = m_ctx.directoryFd;
    if (S_ISBLK(st.st_mode)) {
        std::uint64_t bytes = 0;
        int logical = 512;
        if (::ioctl(m_fd, BLKGETSIZE64, &bytes) != 0)
            return Error::fromErrno(errno, "BLKGETSIZE64 on " + str(m_ctx.directory));
        if (::ioctl(m_fd, BLKSSZGET, &logical) != 0 || logical < 512 || logical > 65536)
            logical = 4096;
        m_span = bytes;
        m_alignment = std::uint32_t(std::max(logical, 4096));
    } else {
        m_span = std::uint64_t(st.st_size); // an existing file named with --destructive
        m_alignment = 4096;
    }
    m_span = m_span / m_alignment * m_alignment;
    m_direct = (::fcntl(m_fd, F_GETFL) & O_DIRECT) != 0;
    if ((::fcntl(m_fd, F_GETFL) & O_ACCMODE) == O_RDONLY)
        return Error::make(std::errc::permission_denied,
                           str(m_ctx.directory) + " is open read-only; the capacity check writes all of it",
                           "choose {1} if every byte on it may be lost",
                           SettingFixes{{Setting::Destructive, m_ctx.directory}});
    return {};
}

Result<void> CapacityRun::setUpFiles()
{
    const int dirFd = m_ctx.directoryFd;
    struct statvfs vfs{};
    if (::fstatvfs(dirFd, &vfs) != 0)
        return Error::fromErrno(errno, "statvfs of " + str(m_ctx.directory), "give a directory on a mounted filesystem");
    if (vfs.f_flag & ST_RDONLY)
        return Error::make(std::errc::read_only_file_system,
                           str(m_ctx.directory) + " is on a filesystem mounted read-only",
                           "remount it read-write (mount -o remount,rw MOUNTPOINT) or pick another directory");
    if (::faccessat(dirFd, ".", W_OK, AT_EACCESS) != 0)
        return Error::fromErrno(errno, "cannot write in " + str(m_ctx.directory),
                                "pick a directory you can write to");
    // Our own leftovers from a killed run first: their space counts as free again.
    m_leftoversKept = removeStaleCapacityFolders(dirFd, m_ctx.directory, &m_leftoversRemoved);
    if (::fstatvfs(dirFd, &vfs) != 0)
        return Error::fromErrno(errno, "statvfs of " + str(m_ctx.directory));
    const std::uint64_t total = std::uint64_t(vfs.f_blocks) * vfs.f_frsize;
    const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
    m_fsFreeBefore = freeBytes;
    m_reserve = m_s.reserveBytes.value_or(defaultCapacityReserve(total));
    if (freeBytes < m_reserve + kMinSpanBytes)
        return Error::make(std::errc::no_space_on_device,
                           str(QStringLiteral("%1 has %2 free, no more than the reserve of %3 that is "
                                              "left free: nothing to check")
                                   .arg(m_ctx.directory, mib(freeBytes), mib(m_reserve))),
                           "free some space on that filesystem, or give a smaller {1}",
                           SettingFixes{{Setting::Reserve, {}}});
    m_span = capacityFileSpan(freeBytes, m_reserve);
    auto made = OwnedScratchDir::create(dirFd, m_ctx.directory, kCapacityDirPrefix, m_seed);
    if (!made)
        return made.error();
    m_dir = std::move(*made);
    m_alignment = 4096;
    return {};
}

Result<void> CapacityRun::setUp()
{
    struct stat st{};
    if (::fstat(m_ctx.directoryFd, &st) != 0)
        return Error::fromErrno(errno, "fstat of " + str(m_ctx.directory));
    if (S_ISDIR(st.st_mode))
        return setUpFiles();
    if (S_ISBLK(st.st_mode) || S_ISREG(st.st_mode))
        return setUpDevice(st);
    return Error::make(std::errc::invalid_argument,
                       str(m_ctx.directory) + " is neither a directory nor a block device",
                       "give a directory (its free space is checked) or a whole device with {1}",
                       SettingFixes{{Setting::Destructive, {}}});
}

Result<void> CapacityRun::closeWriteFile()
{
    if (!m_writeFile)
        return {};
    const int fd = m_writeFile.get();
    const std::string name = fileName(m_writeFileIndex);
    const int err = ::fdatasync(fd) == 0 ? 0 : errno;
    if (!err && !m_direct)
        (void)::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED); // read back from the drive
    m_writeFile.reset();
    m_writeFileIndex = ~0ull;
    if (err)
        return Error::fromErrno(err, "flushing " + str(m_dir->path()) + "/" + name,
                                err == ENOSPC ? "the filesystem is full" : "check the drive (dmesg)");
    return {};
}

// The file holding offset, opened for writing (made when new), and where in it.
Result<int> CapacityRun::fileForWrite(std::uint64_t offset, std::uint64_t *local, std::uint64_t *room)
{
    const std::uint64_t index = offset / m_s.fileBytes;
    *local = offset % m_s.fileBytes;
    *room = std::min(m_s.fileBytes - *local, m_span - offset);
    if (index == m_writeFileIndex)
        return m_writeFile.get();
    if (m_writeFile) {
        if (auto r = closeWriteFile(); !r)
            return r.error();
    }
    const std::string name = fileName(index);
    if (index < m_filesMade) { // quick mode comes back to files it made
        m_writeFile = UniqueFd(::openat(m_dir->fd(), name.c_str(), O_RDWR | O_NOFOLLOW | O_CLOEXEC | (m_direct ? O_DIRECT : 0)));
        if (!m_writeFile)
            return Error::fromErrno(errno, "opening " + str(m_dir->path()) + "/" + name, "check the filesystem (dmesg)");
        m_writeFileIndex = index;
        return m_writeFile.get();
    }
    bool named = false;
    auto fd = m_dir->createFile(name, m_direct ? O_DIRECT : 0, &named);
    if (!fd && fd.error().errnoValue() == EINVAL && m_direct) {
        // No O_DIRECT here: write through the cache, flush, and drop our pages before reading.
        m_direct = false;
        fd = m_dir->createFile(name, 0, &named);
    }
    if (!fd)
        return fd.error();
    const std::uint64_t fileSize = std::min(m_s.fileBytes, m_span - index * m_s.fileBytes);
    // The first block proves the file ours (OwnedScratchDir): write it before naming the file.
    AlignedBuffer block = allocateAligned(m_alignment, m_alignment);
    stampSectors(block.get(), m_alignment, index * m_s.fileBytes, m_seed);
    if (::pwrite(fd->get(), block.get(), m_alignment, 0) != ssize_t(m_alignment)) {
        const int err = errno;
        if (!named && err == ENOSPC)
            return Error::make(std::errc::no_space_on_device, "full");
        return Error::fromErrno(err, "writing " + str(m_dir->path()) + "/" + name,
                                err == ENOSPC ? "the filesystem is full" : "check the drive (dmesg)");
    }
    if (m_s.quick) {
        // Quick mode writes samples over the whole file: reserve it, so that they land spread
        // over the free space instead of wherever the filesystem would put a sparse file.
        int rc;
        do {
            rc = ::fallocate(fd->get(), 0, 0, off_t(fileSize)) == 0 ? 0 : errno;
        } while (rc == EINTR);
        if (rc == ENOSPC)
            return Error::make(std::errc::no_space_on_device, "full");
        if (rc != 0)
            return Error::fromErrno(rc, "reserving " + str(m_dir->path()) + "/" + name,
                                    "{1} needs a filesystem that can preallocate (fallocate); "
                                    "run the full check there instead",
                                    SettingFixes{{Setting::Quick, {}}});
    }
    if (!named) {
        if (auto p = m_dir->publish(fd->get(), name); !p)
            return p.error();
    }
    m_filesMade = index + 1;
    m_writeFile = std::move(*fd);
    m_writeFileIndex = index;
    return m_writeFile.get();
}

Result<int> CapacityRun::fileForRead(std::uint64_t offset, std::uint64_t *local, std::uint64_t *room)
{
    if (m_deviceMode) {
        *local = offset;
        *room = m_span - offset;
        return m_fd;
    }
    const std::uint64_t index = offset / m_s.fileBytes;
    *local = offset % m_s.fileBytes;
    *room = std::min(m_s.fileBytes - *local, m_span - offset);
    if (index == m_readFileIndex)
        return m_readFile.get();
    m_readFile.reset();
    const std::string name = fileName(index);
    const int flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC;
    m_readFile = UniqueFd(::openat(m_dir->fd(), name.c_str(), flags | (m_direct ? O_DIRECT : 0)));
    if (!m_readFile)
        return Error::fromErrno(errno, "opening " + str(m_dir->path()) + "/" + name + " to verify it",
                                "check the filesystem (dmesg)");
    m_readFileIndex = index;
    return m_readFile.get();
}

void CapacityRun::count(std::uint64_t bytes, std::int64_t ns)
{
    if (!m_ctx.counters)
        return;
    WorkerCounters &c = *m_ctx.counters;
    auto add = [](std::atomic<std::uint64_t> &a, std::uint64_t v) {
        a.store(a.load(std::memory_order_relaxed) + v, std::memory_order_relaxed);
    };
    add(c.bytes, bytes);
    add(c.ios, 1);
    add(c.latencySumNs, std::uint64_t(ns));
    std::uint64_t seen = c.intervalMaxNs.load(std::memory_order_relaxed);
    while (std::uint64_t(ns) > seen
           && !c.intervalMaxNs.compare_exchange_weak(seen, std::uint64_t(ns), std::memory_order_relaxed)) {
    }
}

void CapacityRun::publishProgress()
{
    if (!m_ctx.progress || m_tested == 0)
        return;
    const double f = std::min(1.0, double(m_written + m_tally.verifiedBytes) / double(2 * m_tested));
    const double elapsed = double(monotonicNs() - m_startNs) / 1e9;
    m_ctx.progress->fraction.store(f, std::memory_order_relaxed);
    m_ctx.progress->etaS.store(f > 0.001 ? elapsed * (1 - f) / f : -1, std::memory_order_relaxed);
}

void CapacityRun::writeRange(std::uint64_t offset, std::uint64_t length)
{
    const std::uint64_t end = offset + length;
    for (std::uint64_t at = offset; at < end && !stopped();) {
        std::uint64_t local = at, room = m_span - at;
        int fd = m_fd;
        if (!m_deviceMode) {
            auto f = fileForWrite(at, &local, &room);
            if (!f) {
                if (f.error().code == std::errc::no_space_on_device && f.error().message == "full") {
                    m_notes << QStringLiteral("the filesystem was full after %1 (the plan was %2: "
                                              "its metadata took the rest); the check covers what "
                                              "was written").arg(mib(at), mib(m_plannedSpan));
                    m_span = at - at % m_alignment;
                    return;
                }
                m_fatal = f.error();
                return;
            }
            fd = *f;
        }
        const std::uint64_t n = std::min<std::uint64_t>({m_s.chunkBytes, end - at, room});
        stampSectors(m_buffer.get(), std::size_t(n), at, m_seed);
        const std::int64_t t0 = monotonicNs();
        ssize_t rc;
        do {
            rc = ::pwrite(fd, m_buffer.get(), std::size_t(n), off_t(local));
        } while (rc < 0 && errno == EINTR);
        const std::int64_t t1 = monotonicNs();
        const int err = rc < 0 ? errno : 0;
        if (rc == ssize_t(n)) {
            m_writeCurve.add(at, n, t1 - t0);
            m_out.writeLatency.record(std::uint64_t(t1 - t0));
            m_out.bytesWritten += n;
            count(n, t1 - t0);
        } else if (!m_deviceMode && (err == ENOSPC || err == EDQUOT || (rc >= 0 && rc < ssize_t(n)))) {
            m_notes << QStringLiteral("the filesystem was full after %1 (the plan was %2: its "
                                      "metadata took the rest); the check covers what was written")
                           .arg(mib(at), mib(m_plannedSpan));
            (void)::ftruncate(fd, off_t(local));
            m_span = at;
            std::erase_if(m_regions, [&](const auto &r) { return r.first >= at; });
            for (auto &r : m_regions)
                r.second = std::min(r.second, at - r.first);
            return;
        } else if (err == ENODEV || err == ENXIO || err == EBADF) {
            m_fatal = Error::fromErrno(err, "writing " + str(m_ctx.directory) + " at offset " + std::to_string(at),
                                       "the device went away: check its cable or port, then run the check again");
            return;
        } else {
            // A write error is a finding: remember where, and go on.
            if (m_writeErrors.empty() || m_writeErrors.back().offset + m_writeErrors.back().length != at) {
                if (m_writeErrors.size() < kMaxWriteErrorRanges)
                    m_writeErrors.push_back({at, n, "write_error"});
                else
                    m_writeErrors.back().length = at + n - m_writeErrors.back().offset;
            } else {
                m_writeErrors.back().length += n;
            }
            m_writeErrorBytes += n;
        }
        m_written += n;
        at += n;
        publishProgress();
    }
}

bool CapacityRun::inWriteError(std::uint64_t offset) const
{
    auto it = std::upper_bound(m_writeErrors.begin(), m_writeErrors.end(), offset,
                               [](std::uint64_t o, const Range &r) { return o < r.offset; });
    if (it == m_writeErrors.begin())
        return false;
    --it;
    return offset < it->offset + it->length;
}

void CapacityRun::addBad(std::uint64_t offset, std::uint64_t length, const char *kind)
{
    if (!m_bad.empty()) {
        Range &last = m_bad.back();
        if (last.offset + last.length == offset && std::strcmp(last.kind, kind) == 0) {
            last.length += length;
            return;
        }
    }
    if (m_bad.size() < kMaxBadRanges)
        m_bad.push_back({offset, length, kind});
    else
        ++m_badRangesDropped;
}

void CapacityRun::classify(const std::byte *data, std::uint64_t offset, std::uint64_t length)
{
    for (std::uint64_t i = 0; i < length; i += kCapacitySectorBytes) {
        const std::uint64_t at = offset + i;
        const SectorCheck c = checkSector(data + i, at, m_seed);
        if (c.state != SectorState::Good && inWriteError(at)) {
            m_tally.addUnreadable(at, kCapacitySectorBytes); // its write failed
            addBad(at, kCapacitySectorBytes, "unreadable");
            continue;
        }
        m_tally.add(c, at, kCapacitySectorBytes);
        if (c.state != SectorState::Good)
            addBad(at, kCapacitySectorBytes, stateName(c.state));
    }
}

void CapacityRun::verifyRange(std::uint64_t offset, std::uint64_t length)
{
    const std::uint64_t end = std::min(offset + length, m_span);
    for (std::uint64_t at = offset; at < end && !stopped();) {
        std::uint64_t local = 0, room = 0;
        auto f = fileForRead(at, &local, &room);
        if (!f) {
            m_fatal = f.error();
            return;
        }
        const std::uint64_t n = std::min<std::uint64_t>({m_s.chunkBytes, end - at, room});
        const std::int64_t t0 = monotonicNs();
        ssize_t rc;
        do {
            rc = ::pread(*f, m_buffer.get(), std::size_t(n), off_t(local));
        } while (rc < 0 && errno == EINTR);
        const std::int64_t t1 = monotonicNs();
        if (rc == ssize_t(n)) {
            m_readCurve.add(at, n, t1 - t0);
            m_out.readLatency.record(std::uint64_t(t1 - t0));
            m_out.bytesRead += n;
            count(n, t1 - t0);
            classify(m_buffer.get(), at, n);
        } else if (rc < 0 && (errno == ENODEV || errno == ENXIO || errno == EBADF)) {
            m_fatal = Error::fromErrno(errno, "reading " + str(m_ctx.directory) + " at offset " + std::to_string(at),
                                       "the device went away: check its cable or port, then run the check again");
            return;
        } else {
            // A read error (or a short read): find what fails in 64 KiB pieces, then the ends of
            // each failing run one logical block at a time (a failing read can take seconds on a
            // dying drive, so the inside of a run of failing pieces is not read block by block).
            const std::uint64_t piece = std::max<std::uint64_t>(m_alignment, 64 * 1024);
            const std::uint64_t pieces = (n + piece - 1) / piece;
            std::vector<char> failed(std::size_t(pieces), 0);
            auto readAt = [&](std::uint64_t b, std::uint64_t len) {
                ssize_t r;
                do {
                    r = ::pread(*f, m_buffer.get() + b, std::size_t(len), off_t(local + b));
                } while (r < 0 && errno == EINTR);
                return r == ssize_t(len);
            };
            for (std::uint64_t p = 0; p < pieces && !stopped(); ++p)
                failed[std::size_t(p)] = !readAt(p * piece, std::min(piece, n - p * piece));
            for (std::uint64_t p = 0; p < pieces && !stopped(); ++p) {
                const std::uint64_t b0 = p * piece, len0 = std::min(piece, n - b0);
                if (!failed[std::size_t(p)]) {
                    classify(m_buffer.get() + b0, at + b0, len0);
                    continue;
                }
                const bool edge = p == 0 || p + 1 == pieces || !failed[std::size_t(p - 1)]
                                  || !failed[std::size_t(p + 1)];
                if (!edge) {
                    m_tally.addUnreadable(at + b0, len0);
                    addBad(at + b0, len0, "unreadable");
                    continue;
                }
                for (std::uint64_t b = b0; b < b0 + len0 && !stopped(); b += m_alignment) {
                    const std::uint64_t len = std::min<std::uint64_t>(m_alignment, b0 + len0 - b);
                    if (readAt(b, len)) {
                        classify(m_buffer.get() + b, at + b, len);
                    } else {
                        m_tally.addUnreadable(at + b, len);
                        addBad(at + b, len, "unreadable");
                    }
                }
            }
        }
        at += n;
        publishProgress();
    }
}

CapacityVerdict CapacityRun::verdict() const
{
    std::vector<double> rates;
    std::vector<std::uint64_t> offsets;
    CapacityVerdict v;
    v.kind = capacityKindName(capacityKind(m_tally));
    v.deviceMode = m_deviceMode;
    v.quick = m_s.quick;
    v.complete = m_tally.complete;
    v.spanBytes = m_span;
    v.testedBytes = m_tested;
    v.writtenBytes = m_written;
    v.usableBytes = usableBytes(m_tally);
    v.verifiedBytes = m_tally.verifiedBytes;
    v.goodBytes = m_tally.goodBytes;
    v.firstBadOffsetBytes = m_tally.firstBadOffset;
    v.wrapDistanceBytes = m_tally.wrapDistance;
    v.wrappedBytes = m_tally.wrappedBytes;
    v.staleBytes = m_tally.staleBytes;
    v.corruptBytes = m_tally.corruptBytes;
    v.unreadableBytes = m_tally.unreadableBytes;
    v.badTotalBytes = m_tally.badBytes();
    v.writeErrorBytes = m_writeErrorBytes;
    v.writeCurve = m_writeCurve.points(&rates, &offsets);
    v.readCurve = m_readCurve.points();
    v.directReadBack = m_direct;
    v.seed = QString::number(m_seed, 16);
    for (const Range &r : m_bad)
        v.badRanges.push_back({r.offset, r.length, QLatin1String(r.kind)});
    v.badRangesNotListed = std::uint64_t(m_badRangesDropped);
    // The write cache cliff over the position (sustained's change point, on equal-sized bins).
    if (!m_s.quick && rates.size() >= 8) {
        v.cliffSearched = true;
        if (rates.size() > 1)
            rates.pop_back(); // the last bin is partial
        if (const auto cliff = findWriteCliff(rates, 0.75, 2))
            v.cacheExhausted = CapacityCliff{offsets[std::size_t(cliff->second)], cliff->beforeBytesPerS,
                                             cliff->afterBytesPerS};
    }
    v.text = capacityVerdictText(v);
    return v;
}

void CapacityRun::run()
{
    m_out.engineName = QStringLiteral("psync");
    m_out.effectiveQueueDepth = 1;
    m_seed = m_s.seed;
    if (m_seed == 0) {
        std::random_device rd;
        m_seed = (std::uint64_t(rd()) << 32) ^ rd() ^ std::uint64_t(monotonicNs());
    }
    m_startNs = monotonicNs();
    m_out.startNs = m_startNs;
    auto finish = [&]() {
        m_out.endNs = monotonicNs();
        if (m_fatal)
            m_out.error = m_fatal;
    };
    if (auto r = setUp(); !r) {
        m_out.error = r.error();
        m_out.endNs = monotonicNs();
        return;
    }
    if (m_span < kMinSpanBytes) {
        m_out.error = Error::make(std::errc::invalid_argument,
                                  str(m_ctx.directory) + " is smaller than 1 MiB: nothing to check",
                                  "give a larger device or directory");
        m_out.endNs = monotonicNs();
        return;
    }
    m_plannedSpan = m_span;
    m_buffer = allocateAligned(m_s.chunkBytes, 4096);
    if (!m_buffer) {
        m_out.error = Error::make(std::errc::not_enough_memory, "cannot allocate the I/O buffer",
                                  "free some memory");
        m_out.endNs = monotonicNs();
        return;
    }
    if (m_s.quick)
        m_regions = capacityQuickRegions(m_span, m_s.quickRegionBytes, m_s.quickPoints, m_alignment);
    else
        m_regions = {{0, m_span}};
    for (const auto &r : m_regions)
        m_tested += r.second;
    m_writeCurve.init(m_span, m_s.chunkBytes);
    m_readCurve.init(m_span, m_s.chunkBytes);
    m_tally.spanBytes = m_span;
    m_tally.quick = m_s.quick;

    // Quick mode in a directory: every file made and reserved first, in order.
    if (m_s.quick && !m_deviceMode) {
        for (std::uint64_t at = 0; at < m_span && !stopped(); at += m_s.fileBytes) {
            std::uint64_t local = 0, room = 0;
            auto f = fileForWrite(at, &local, &room);
            if (!f && f.error().code == std::errc::no_space_on_device && f.error().message == "full") {
                m_notes << QStringLiteral("the filesystem was full after %1 (the plan was %2)")
                               .arg(mib(at), mib(m_plannedSpan));
                m_span = at;
            } else if (!f) {
                m_fatal = f.error();
            }
        }
        if (auto r = closeWriteFile(); !r && !m_fatal)
            m_fatal = r.error();
        std::erase_if(m_regions, [&](const auto &r) { return r.first >= m_span; });
        for (auto &r : m_regions)
            r.second = std::min(r.second, m_span - r.first);
    }

    // Fill: everything in order, or the samples from the top down (a wrapping drive then shows
    // the low samples' data in the high ones).
    if (m_s.quick) {
        for (auto it = m_regions.rbegin(); it != m_regions.rend() && !stopped(); ++it) {
            // Each region from its top chunk down, too.
            const std::uint64_t chunks = (it->second + m_s.chunkBytes - 1) / m_s.chunkBytes;
            for (std::uint64_t c = chunks; c-- > 0 && !stopped();) {
                const std::uint64_t at = it->first + c * m_s.chunkBytes;
                writeRange(at, std::min<std::uint64_t>(m_s.chunkBytes, it->first + it->second - at));
            }
        }
    } else {
        writeRange(0, m_span);
    }
    if (!m_deviceMode) {
        if (auto r = closeWriteFile(); !r && !m_fatal)
            m_fatal = r.error();
    } else if (!stopped()) {
        if (::fdatasync(m_fd) != 0 && (errno == ENODEV || errno == ENXIO))
            m_fatal = Error::fromErrno(errno, "flushing " + str(m_ctx.directory),
                                       "the device went away: check it, then run the check again");
        if (!m_direct)
            (void)::posix_fadvise(m_fd, 0, 0, POSIX_FADV_DONTNEED);
    }
    m_tested = 0;
    for (const auto &r : m_regions)
        m_tested += std::min(r.second, m_span > r.first ? m_span - r.first : 0);
    m_tally.spanBytes = m_span;
    m_tally.testedBytes = m_tested;

    // Verify what was written (on cancel: nothing more; what was verified is kept).
    m_verifyStarted = true;
    for (const auto &r : m_regions) {
        if (stopped())
            break;
        verifyRange(r.first, r.second);
    }
    m_readFile.reset();
    m_tally.complete = !stopped() && m_tally.verifiedBytes >= m_tested;

    if (m_dir) {
        if (auto removed = m_dir->removeAll(); !removed && !m_fatal)
            m_fatal = removed.error();
        m_dir.reset();
    }
    CapacityReport report;
    report.pass = m_ctx.pass;
    report.figures.verdict = verdict();
    if (!m_deviceMode)
        report.figures.reserveBytes = m_reserve;
    report.figures.plannedSpanBytes = m_plannedSpan;
    report.figures.files = std::uint64_t(m_filesMade);
    report.figures.leftoversRemoved = m_leftoversRemoved;
    report.figures.leftoversKept = m_leftoversKept;
    report.figures.notes = m_notes;
    m_out.report = std::move(report);
    finish();
}

} // namespace

std::uint64_t defaultCapacityReserve(std::uint64_t totalBytes)
{
    return std::min<std::uint64_t>(totalBytes / 100, kGiB);
}

std::uint64_t capacityFileSpan(std::uint64_t freeBytes, std::uint64_t reserveBytes)
{
    if (freeBytes < reserveBytes + kMinSpanBytes)
        return 0;
    std::uint64_t span = (freeBytes - reserveBytes) / kMiB * kMiB;
    // Room for the files' own metadata (extent blocks): about 1/4096 of the data, and 1 MiB.
    span -= std::min(span - kMinSpanBytes, (span / 4096 + kMiB) / kMiB * kMiB);
    return span;
}

Result<CapacityFillPlan> planCapacityFill(const QString &directory, const CapacitySettings &settings)
{
    struct statvfs vfs{};
    const QByteArray path = QFile::encodeName(directory);
    if (::statvfs(path.constData(), &vfs) != 0)
        return Error::fromErrno(errno, "statvfs of " + str(directory), "give a directory on a mounted filesystem");
    if (vfs.f_flag & ST_RDONLY)
        return Error::make(std::errc::read_only_file_system, str(directory) + " is on a filesystem mounted read-only",
                           "remount it read-write (mount -o remount,rw MOUNTPOINT) or pick another directory");
    CapacityFillPlan plan;
    const std::uint64_t total = std::uint64_t(vfs.f_blocks) * vfs.f_frsize;
    plan.freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
    plan.reserveBytes = settings.reserveBytes.value_or(defaultCapacityReserve(total));
    plan.spanBytes = capacityFileSpan(plan.freeBytes, plan.reserveBytes);
    if (plan.spanBytes == 0)
        return Error::make(std::errc::no_space_on_device,
                           str(QStringLiteral("%1 has %2 free, no more than the reserve of %3 that is left free: nothing to check")
                                   .arg(directory, mib(plan.freeBytes), mib(plan.reserveBytes))),
                           "free some space on that filesystem, or give a smaller {1}",
                           SettingFixes{{Setting::Reserve, {}}});
    plan.writeBytes = plan.spanBytes;
    if (settings.quick) {
        plan.writeBytes = 0;
        for (const auto &[offset, length] :
             capacityQuickRegions(plan.spanBytes, settings.quickRegionBytes, settings.quickPoints, 4096))
            plan.writeBytes += length;
    }
    return plan;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>>
capacityQuickRegions(std::uint64_t span, std::uint64_t regionBytes, int points, std::uint32_t alignment)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    if (span == 0 || alignment == 0)
        return out;
    const std::uint64_t a = alignment;
    // At most regionBytes per region, and all of them together about 1/8 of the span.
    const std::uint64_t budget = span / (8 * std::uint64_t(points + 64));
    const std::uint64_t region = std::max<std::uint64_t>(a, std::min({regionBytes, budget, span}) / a * a);
    std::vector<std::uint64_t> starts{0};
    for (std::uint64_t p = kMiB; p < span; p *= 2)
        starts.push_back(p);
    for (int i = 0; i < points; ++i)
        starts.push_back(std::uint64_t((static_cast<long double>(i) * static_cast<long double>(span)) / points));
    starts.push_back(span > region ? span - region : 0);
    for (std::uint64_t &s : starts)
        s = std::min(s / a * a, span > region ? (span - region) / a * a : 0);
    std::sort(starts.begin(), starts.end());
    for (std::uint64_t s : starts) {
        const std::uint64_t e = std::min(span / a * a, s + region);
        if (e <= s)
            continue;
        if (!out.empty() && s < out.back().first + out.back().second) { // overlapping only
            out.back().second = std::max(out.back().second, e - out.back().first);
            continue;
        }
        out.emplace_back(s, e - s);
    }
    return out;
}

std::vector<TestSpec> capacityTests(const CapacitySettings &settings)
{
    TestSpec t;
    t.id = QLatin1String(kCapacityTestId);
    t.label = settings.quick ? QStringLiteral("Capacity check (quick)") : QStringLiteral("Capacity check");
    t.op = IoOp::Write;  // writes: a device needs --destructive and passes the safety gate
    t.pattern = AccessPattern::Sequential;
    t.blockSize = settings.chunkBytes;
    t.queueDepth = 1;
    t.threads = 1;
    t.passEnd = PassEnd::PatternExhausted;
    t.warmupS = 0;
    t.passes = 1;
    t.wholeDevice = true;
    t.keepsPartialPass = true; // cancel keeps what was verified so far
    t.runPass = [settings](const TestSpec &spec, const CustomPassContext &ctx) {
        return runCapacityPass(settings, spec, ctx);
    };
    t.mergeReports = mergeCapacityFigures;
    return {t};
}

std::vector<WorkerOutcome> runCapacityPass(const CapacitySettings &settings, const TestSpec &,
                                           const CustomPassContext &ctx)
{
    std::vector<WorkerOutcome> outcomes(1);
    CapacityRun(settings, ctx, outcomes[0]).run();
    return outcomes;
}

QStringList removeStaleCapacityFolders(int directoryFd, const QString &directory, int *removed)
{
    const LeftoverReport r = OwnedScratchDir::removeLeftovers(
        directoryFd, directory, kCapacityDirPrefix, [](int fd, std::uint64_t seed) {
            std::byte sector[kCapacitySectorBytes];
            return ::pread(fd, sector, sizeof sector, 0) == ssize_t(sizeof sector)
                   && isOurSector(sector, seed);
        });
    if (removed)
        *removed = r.removed;
    return r.kept;
}

WorkloadFigures mergeCapacityFigures(const std::vector<PatternReport> &reports)
{
    // One thread, one pass: the verdict is the last report's (there is nothing to add up).
    WorkloadFigures figures;
    for (const PatternReport &r : reports) {
        if (const auto *c = std::get_if<CapacityReport>(&r))
            figures.capacity = c->figures;
    }
    return figures;
}

} // namespace drivebench
