// SPDX-License-Identifier: GPL-3.0-or-later
#include "runchecks.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <linux/fs.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/devices/drivelocator.h"
#include "core/devices/mounttable.h"
#include "core/devices/sysfsfile.h"
#include "core/devices/sysfsscanner.h"
#include "core/results/warningcodes.h"
#include "core/runner/apstpause.h"
#include "core/util/bytesize.h"
#include "core/util/uniquefd.h"

namespace drivebench {

namespace {

QString mb(double bytes)
{
    return QStringLiteral("%1 MB").arg(bytes / 1e6, 0, 'f', 1);
}

QString mbps(double bytesPerS)
{
    return QStringLiteral("%1 MB/s").arg(bytesPerS / 1e6, 0, 'f', 1);
}

/// "zstd:3" from "compress=zstd:3" or "compress-force=zstd:3"; empty when the options do not
/// compress ("compress=no" is off).
QString compressionOption(const QStringList &options)
{
    QString found;
    for (const QString &o : options) {
        if (o == QLatin1String("compress") || o == QLatin1String("compress-force")) {
            found = QStringLiteral("zlib");
        } else if (o.startsWith(QLatin1String("compress=")) || o.startsWith(QLatin1String("compress-force="))) {
            const QString value = o.section(QLatin1Char('='), 1);
            found = value == QLatin1String("no") || value == QLatin1String("none") ? QString() : value;
        }
    }
    return found;
}

std::uint64_t memTotalBytes(const QString &procRoot)
{
    const auto text = sysfs::readBytes(procRoot + QStringLiteral("/meminfo"));
    if (!text)
        return 0;
    for (const QByteArray &line : text->split('\n')) {
        if (line.startsWith("MemTotal:")) {
            const QList<QByteArray> f = line.simplified().split(' ');
            return f.size() >= 2 ? f[1].toULongLong() * 1024 : 0;
        }
    }
    return 0;
}

/// The USB driver ("uas", "usb-storage") and negotiated speed (Mb/s) above a disk's sysfs node.
void readUsb(const QString &sysRoot, const QString &disk, TargetFacts &facts)
{
    QString dir = sysfs::canonical(sysRoot + QStringLiteral("/block/") + disk);
    const QString root = sysfs::canonical(sysRoot);
    while (!dir.isEmpty() && dir.startsWith(root) && dir != root) {
        const QString driver = sysfs::linkTargetName(dir + QStringLiteral("/driver"));
        if (facts.usbDriver.isEmpty()
            && (driver == QLatin1String("uas") || driver == QLatin1String("usb-storage")))
            facts.usbDriver = driver;
        if (facts.usbSpeedMbps <= 0 && sysfs::exists(dir + QStringLiteral("/idVendor"))) {
            bool ok = false;
            const double speed = sysfs::readTrimmed(dir + QStringLiteral("/speed")).toDouble(&ok);
            if (ok)
                facts.usbSpeedMbps = speed;
        }
        dir = QFileInfo(dir).path();
    }
}

TargetFacts gatherFacts(const RunSettings &settings, const QString &devRoot)
{
    TargetFacts facts;
    const TargetOptions &t = settings.target;
    const QString path = QFileInfo(t.path).absoluteFilePath();
    struct stat st{};
    const bool exists = ::stat(QFile::encodeName(path).constData(), &st) == 0;
    facts.isDevice = exists && S_ISBLK(st.st_mode);

    if (!facts.isDevice) {
        const MountTable mounts = MountTable::read(t.procRoot);
        QString clean = QFileInfo(path).canonicalFilePath();
        if (clean.isEmpty())
            clean = QDir::cleanPath(path);
        if (const MountEntry *m = mounts.mountHolding(clean)) {
            facts.filesystem = m->fsType;
            facts.mountPoint = m->mountPoint;
            facts.mountOptions = m->mountOptions + m->superOptions;
        }
        // Attributes a new test file inherits from its directory: chattr +C / +c, and btrfs's
        // compression property. O_NONBLOCK: never wait on a FIFO someone named as the target.
        UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
        if (fd) {
            int flags = 0;
            if (::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) == 0) {
                facts.noCow = flags & FS_NOCOW_FL;
                facts.compressFlag = flags & FS_COMPR_FL;
            }
            char value[64] = {};
            const ssize_t n = ::fgetxattr(fd.get(), "btrfs.compression", value, sizeof value - 1);
            if (n > 0)
                facts.compressionProperty = QString::fromLatin1(value, int(n)).trimmed();
        }
        struct statvfs vfs{};
        if (exists && ::statvfs(QFile::encodeName(path).constData(), &vfs) == 0) {
            facts.freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
            facts.filesystemBytes = std::uint64_t(vfs.f_blocks) * vfs.f_frsize;
        }
    }
    facts.memoryBytes = memTotalBytes(t.procRoot);

    Result<DriveLocation> location = locateDrive(path, t.sysRoot, t.procRoot);
    if (!location)
        return facts;
    facts.blockDevice = location->blockDevice;
    facts.stack = location->stack;
    facts.disks = location->disks;
    if (facts.filesystem.isEmpty() && !facts.isDevice)
        facts.filesystem = location->filesystem;
    for (const QString &name : facts.stack) {
        if (name.startsWith(QLatin1String("dm-"))
            && sysfs::readTrimmed(t.sysRoot + QStringLiteral("/block/") + name + QStringLiteral("/dm/uuid"))
                   .startsWith(QLatin1String("CRYPT-")))
            facts.cryptDevices << name;
    }
    // One whole disk: its counters include a partition's and a dm device's on it. Several (md,
    // dm over several disks): the device at the top, which sees exactly our I/O.
    facts.countersDevice = facts.disks.size() == 1 ? facts.disks.front() : facts.stack.value(0);
    if (facts.disks.size() != 1)
        return facts;
    const QString disk = facts.disks.front();
    readUsb(t.sysRoot, disk, facts);
    auto drives = SysfsScanner(t.sysRoot, devRoot, t.procRoot).scan();
    if (drives) {
        for (const Drive &d : *drives) {
            if (d.name != disk)
                continue;
            facts.ceiling = linkceiling::fromLink(d.link);
            if (d.transport == Transport::Usb)
                facts.usbBridge = d.bridge;
        }
    }
    if (!facts.ceiling && facts.usbSpeedMbps > 0)
        facts.ceiling = linkceiling::fromUsbSpeed(facts.usbSpeedMbps);
    if (!facts.ceiling) // no link known: nothing to compare with
        return facts;
    facts.ceiling->link = disk + QStringLiteral(": ") + facts.ceiling->link;
    return facts;
}

RunWarning runWarning(WarningCode code, const QString &message, SettingFixes fixes = {})
{
    return {warningCodeName(code), {}, {}, message, std::move(fixes)};
}

} // namespace

std::optional<BlockCounters> readBlockCounters(const QString &sysRoot, const QString &device)
{
    const auto text = sysfs::readAttribute(sysRoot + QStringLiteral("/block/") + device + QStringLiteral("/stat"));
    if (!text)
        return std::nullopt;
    // Documentation/block/stat.rst: read I/Os, merges, sectors, ticks, write I/Os, merges,
    // sectors, ... in 512-byte sectors whatever the device's block size.
    const QList<QByteArray> f = text->simplified().split(' ');
    if (f.size() < 7)
        return std::nullopt;
    bool okRead = false, okWrite = false;
    const std::uint64_t readSectors = f[2].toULongLong(&okRead);
    const std::uint64_t writeSectors = f[6].toULongLong(&okWrite);
    if (!okRead || !okWrite)
        return std::nullopt;
    return BlockCounters{readSectors * 512, writeSectors * 512};
}

RunChecks RunChecks::prepare(const RunSettings &settings, const std::vector<TestSpec> &tests,
                             const QString &devRoot, std::span<const ApstStep> apstSteps)
{
    RunChecks checks;
    checks.m_sysRoot = settings.target.sysRoot;
    checks.m_facts = gatherFacts(settings, devRoot);
    const TargetFacts &f = checks.m_facts;
    const TargetOptions &t = settings.target;
    const bool anyWrites = std::any_of(tests.begin(), tests.end(), [](const TestSpec &s) { return s.writes(); });
    const bool directoryOnly = !tests.empty()
        && std::all_of(tests.begin(), tests.end(), [](const TestSpec &s) { return bool(s.runPass); });
    const bool buffered = t.cache == CacheMode::Buffered;
    const bool isDirectory = !f.isDevice && QFileInfo(t.path).isDir();
    std::vector<RunWarning> &w = checks.m_warnings;

    const bool btrfs = f.filesystem == QLatin1String("btrfs");
    if (btrfs && anyWrites && !f.noCow && !f.mountOptions.contains(QStringLiteral("nodatacow"))) {
        checks.m_offerNoCow = isDirectory;
        w.push_back(runWarning(WarningCode::BtrfsCow,
            QStringLiteral("%1 is on btrfs with copy-on-write: every write goes to a new place and "
                           "updates checksums and metadata, so random writes measure the filesystem "
                           "(often half the drive's rate or less), not the drive. Fix: test in a "
                           "no-CoW directory ({1} makes one; or `mkdir DIR && chattr +C DIR`, "
                           "then that directory as {2}), or on the raw device.").arg(t.path),
            {{Setting::NoCow, {}}, {Setting::Target, {}}}));
    }
    QString compression = btrfs ? compressionOption(f.mountOptions) : QString();
    QString compressionSource = QStringLiteral("mounted with compress=%1").arg(compression);
    if (btrfs && compression.isEmpty() && !f.compressionProperty.isEmpty()
        && f.compressionProperty != QLatin1String("none") && f.compressionProperty != QLatin1String("no")) {
        compression = f.compressionProperty;
        compressionSource = QStringLiteral("the folder's compression property is %1").arg(compression);
    }
    if (btrfs && compression.isEmpty() && f.compressFlag) {
        compression = QStringLiteral("on");
        compressionSource = QStringLiteral("the folder has the compression attribute (chattr +c)");
    }
    if (!compression.isEmpty()) {
        w.push_back(runWarning(WarningCode::BtrfsCompression,
            QStringLiteral("%1 is on btrfs and %2: data that compresses moves fewer bytes to the "
                           "drive than the test counts, so figures are inflated, worst with zeros "
                           "({1})%3. Fix: test a directory without compression "
                           "(`btrfs property set DIR compression none` on an empty one, or a "
                           "filesystem mounted without compress), or the raw device.")
                .arg(t.path, compressionSource,
                     t.data == FillData::Zeros ? QStringLiteral(", which this run writes") : QString()),
            {{Setting::Data, QStringLiteral("zeros")}}));
    }
    if (!f.cryptDevices.isEmpty()) {
        w.push_back(runWarning(WarningCode::DmCrypt,
            QStringLiteral("%1 is on dm-crypt (%2, LUKS or plain): every byte is encrypted or "
                           "decrypted by the CPU on the way, so the figures include the cipher's "
                           "cost and can be the CPU's limit, not the drive's. Fix: none needed to "
                           "know what you get through encryption; for the drive alone test an "
                           "unencrypted partition or the raw device.")
                .arg(t.path, f.cryptDevices.join(QStringLiteral(", ")))));
    }
    const bool fuse = f.filesystem.startsWith(QLatin1String("fuse"));
    if (!f.isDevice && (fuse || f.filesystem == QLatin1String("zfs"))) {
        w.push_back(runWarning(WarningCode::NoODirect,
            QStringLiteral("%1 is on %2, %3: O_DIRECT does not reach the drive, figures can come "
                           "from the page cache (a USB disk through NTFS-3G can read at 6 GB/s). "
                           "Fix: test a directory on a kernel filesystem (ext4, xfs, btrfs) or the "
                           "raw device.")
                .arg(t.path, f.filesystem,
                     fuse ? QStringLiteral("a FUSE filesystem (NTFS-3G, bindfs, sshfs, ...) whose "
                                           "daemon reads and writes through its own page cache")
                          : QStringLiteral("whose ARC caches data whatever the open flags"))));
    }
    if (!f.usbDriver.isEmpty()) {
        const QString bridge = f.usbBridge.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(f.usbBridge);
        const QString protocol = f.usbDriver == QLatin1String("uas")
            ? QStringLiteral("UAS (USB Attached SCSI, driver uas: queued commands)")
            : QStringLiteral("BOT (Bulk-Only Transport, driver usb-storage: one command at a time, "
                             "so queue depths above 1 gain nothing)");
        w.push_back(runWarning(WarningCode::UsbBridge,
            QStringLiteral("%1 reaches the machine through a USB bridge%2 speaking %3%4: the "
                           "figures are the bridge's and the USB link's as much as the drive's. "
                           "Fix: connect the drive directly (SATA, M.2) to measure it alone.")
                .arg(f.disks.value(0), bridge, protocol,
                     f.usbSpeedMbps > 0 ? QStringLiteral(" at %1 Mb/s").arg(f.usbSpeedMbps) : QString())));
    }
    if (!f.isDevice && f.filesystemBytes > 0) {
        const std::uint64_t fileBytes = directoryOnly ? 0 : t.fileSizeBytes;
        const std::uint64_t left = f.freeBytes > fileBytes ? f.freeBytes - fileBytes : 0;
        if (left < f.filesystemBytes / 10) {
            w.push_back(runWarning(WarningCode::LowFreeSpace,
                QStringLiteral("%1 has %2 free of %3%4: a nearly full filesystem and SSD slow down "
                               "(fewer free blocks to place writes, more garbage collection), and "
                               "the run may stop on a full disk. Fix: free space, or test a "
                               "smaller file ({1}).")
                    .arg(t.path, formatBytes(f.freeBytes), formatBytes(f.filesystemBytes),
                         fileBytes ? QStringLiteral(", %1 after the %2 test file")
                                         .arg(formatBytes(left), formatBytes(fileBytes))
                                   : QString()),
                {{Setting::Size, {}}}));
        }
    }
    if (buffered && !f.isDevice && !directoryOnly && f.memoryBytes > 0
        && t.fileSizeBytes < 2 * f.memoryBytes) {
        const QString twiceRam = QStringLiteral("%1M").arg((2 * f.memoryBytes + (1 << 20) - 1) >> 20);
        w.push_back(runWarning(WarningCode::SmallTestFile,
            QStringLiteral("buffered run with a %1 test file and %2 of RAM: the page cache can "
                           "hold all of it, so reads come from memory, not the drive. Fix: "
                           "direct I/O ({1}), or a test file of at least twice "
                           "the RAM ({2}).")
                .arg(formatBytes(t.fileSizeBytes), formatBytes(f.memoryBytes)),
            {{Setting::Buffered, QStringLiteral("off")}, {Setting::Size, twiceRam}}));
    }
    // Buffered I/O reaches the drive late (writeback) and in other sizes (readahead), so its
    // counters cannot be set against ours.
    checks.m_countForeignIo = !buffered && !f.countersDevice.isEmpty();
    if (auto pause = apstPauseWarning(settings, tests, apstSteps))
        checks.m_warnings.push_back(*pause);
    return checks;
}

void RunChecks::beginTest(const TestSpec &spec)
{
    m_before = m_countForeignIo && !spec.runPass ? readBlockCounters(m_sysRoot, m_facts.countersDevice)
                                                 : std::nullopt;
}

std::vector<RunWarning> RunChecks::endTest(const TestResult &result)
{
    std::vector<RunWarning> out;
    if (m_before && !result.skipped) {
        if (auto after = readBlockCounters(m_sysRoot, m_facts.countersDevice)) {
            if (auto w = foreignIoWarning(result, m_facts.countersDevice, *m_before, *after))
                out.push_back(*w);
        }
    }
    m_before.reset();
    if (m_facts.ceiling) {
        if (auto w = linkWarning(result, *m_facts.ceiling))
            out.push_back(*w);
    }
    if (auto w = fairnessWarning(result))
        out.push_back(*w);
    return out;
}

std::optional<RunWarning> RunChecks::fairnessWarning(const TestResult &result)
{
    if (result.skipped || !result.fairness || !result.fairness->unfair())
        return std::nullopt;
    const ThreadFairness &f = *result.fairness;
    const std::size_t workers = f.shares.size();
    return RunWarning{
        warningCodeName(WarningCode::UnfairThreads), result.id, result.op,
        QStringLiteral("in %1 %2, worker %3 of %4 did %5 % of the I/Os the mean worker did (less "
                       "than half): the workers did not share the drive or the CPUs evenly, so "
                       "the total is mostly what the busier workers got and the per-thread figures "
                       "differ. Fix: stop other programs that use the CPUs (top shows which) and run "
                       "again; or run with {1}, so the scheduler can move a worker off "
                       "a busy CPU.")
            .arg(result.id, result.op)
            .arg(f.leastWorker)
            .arg(workers)
            .arg(f.minShareOfMean * 100.0, 0, 'f', 0),
        {{Setting::Affinity, QStringLiteral("none")}}};
}

std::optional<RunWarning> RunChecks::foreignIoWarning(const TestResult &result, const QString &device,
                                                      const BlockCounters &before,
                                                      const BlockCounters &after)
{
    if (!result.completed || result.ios == 0 || after.readBytes < before.readBytes || after.writtenBytes < before.writtenBytes)
        return std::nullopt;
    const double read = double(after.readBytes - before.readBytes);
    const double written = double(after.writtenBytes - before.writtenBytes);
    const double extraRead = read - double(result.bytesRead);
    const double extraWritten = written - double(result.bytesWritten);
    // A filesystem adds its own metadata and journal writes: only more than 8 MB and 5 % of
    // ours counts as another program's.
    auto foreign = [](double extra, double ours) { return extra > 8e6 && extra > 0.05 * ours; };
    if (!foreign(extraRead, double(result.bytesRead)) && !foreign(extraWritten, double(result.bytesWritten)))
        return std::nullopt;
    RunWarning w{warningCodeName(WarningCode::ForeignIo), result.id, result.op,
                 QStringLiteral("while %1 %2 ran, %3 read %4 and wrote %5 besides DriveBench's own "
                                "%6 read and %7 written: another program used the drive, so these "
                                "figures are lower than the drive gives alone. Fix: stop the other "
                                "program (iotop or `cat /proc/*/io` shows which) and run again.")
                     .arg(result.id, result.op, device, mb(std::max(0.0, extraRead)),
                          mb(std::max(0.0, extraWritten)), mb(double(result.bytesRead)),
                          mb(double(result.bytesWritten)))};
    return w;
}

std::optional<RunWarning> RunChecks::linkWarning(const TestResult &result, const LinkCeiling &ceiling)
{
    if (result.skipped || result.ios == 0 || result.bandwidthBytesPerS <= 0)
        return std::nullopt;
    // A full-duplex link carries its ceiling each way: a mix is judged by its larger direction.
    double figure = result.bandwidthBytesPerS;
    const double moved = double(result.bytesRead) + double(result.bytesWritten);
    if (ceiling.fullDuplex && moved > 0)
        figure *= double(std::max(result.bytesRead, result.bytesWritten)) / moved;
    switch (linkceiling::judge(figure, ceiling)) {
    case linkceiling::Standing::AboveCeiling:
        return RunWarning{warningCodeName(WarningCode::AboveLinkCeiling), result.id, result.op,
                          QStringLiteral("%1 %2 measured %3, faster than the link can carry (%4: "
                                         "%5 after line coding): cache, compression or emulation "
                                         "served it, not the drive.")
                              .arg(result.id, result.op, mbps(figure), ceiling.link, mbps(ceiling.bytesPerS))};
    case linkceiling::Standing::LinkBound:
        return RunWarning{warningCodeName(WarningCode::LinkBound), result.id, result.op,
                          QStringLiteral("%1 %2 measured %3, within 10 % of what the link can carry "
                                         "(%4: %5): the link, not the drive, sets this figure. A "
                                         "faster port or cable may give more.")
                              .arg(result.id, result.op, mbps(figure), ceiling.link, mbps(ceiling.bytesPerS))};
    case linkceiling::Standing::Below:
        break;
    }
    return std::nullopt;
}

Result<QString> makeNoCowDirectory(const QString &parent)
{
    QByteArray name = QFile::encodeName(QDir(parent).filePath(QStringLiteral("drivebench-nocow-XXXXXX")));
    if (!::mkdtemp(name.data()))
        return Error::fromErrno(errno, "creating a no-CoW directory in " + parent.toStdString(),
                                "choose a directory you can write to");
    const QString path = QFile::decodeName(name);
    UniqueFd fd(::open(name.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    // Set, then read back: a filesystem that takes the call but drops the flag is refused as one
    // that says EOPNOTSUPP.
    int flags = 0;
    int err = 0;
    if (!fd || ::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) != 0)
        err = errno;
    else if (flags |= FS_NOCOW_FL; ::ioctl(fd.get(), FS_IOC_SETFLAGS, &flags) != 0)
        err = errno;
    else if (int after = 0; ::ioctl(fd.get(), FS_IOC_GETFLAGS, &after) != 0 || !(after & FS_NOCOW_FL))
        err = EOPNOTSUPP;
    if (err != 0) {
        fd.reset();
        ::rmdir(name.constData());
        return Error::fromErrno(err, "setting no-CoW (chattr +C) on " + path.toStdString(),
                                "test on the raw device, or on a filesystem without copy-on-write");
    }
    return path;
}

Result<void> removeNoCowDirectory(const QString &path)
{
    if (::rmdir(QFile::encodeName(path).constData()) != 0)
        return Error::fromErrno(errno, "removing the no-CoW directory " + path.toStdString(),
                                "remove it by hand when it holds nothing of yours");
    return {};
}

} // namespace drivebench
