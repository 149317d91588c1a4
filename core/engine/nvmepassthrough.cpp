// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvmepassthrough.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <cerrno>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/devices/deviceusers.h"

namespace drivebench {

namespace {

std::string str(const QString &s)
{
    return s.toStdString();
}

QString readLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(f.readLine()).trimmed();
}

constexpr char kUseBlockEngine[] = "or run with {1} (the block device, same tests)";
SettingFixes blockEngine() { return {{Setting::Engine, QStringLiteral("io_uring")}}; }

} // namespace

int lbaShiftOf(std::uint32_t lbaBytes)
{
    for (int shift = 9; shift <= 16; ++shift)
        if (lbaBytes == (std::uint32_t(1) << shift))
            return shift;
    return -1;
}

Result<void> checkNvmeRw(std::uint64_t offset, std::uint32_t length, std::uint32_t lbaBytes)
{
    const int shift = lbaShiftOf(lbaBytes);
    if (shift < 0)
        return Error::make(std::errc::invalid_argument,
                           "NVMe passthrough: logical block size " + std::to_string(lbaBytes)
                               + " is not a power of two from 512 to 65536",
                           kUseBlockEngine, blockEngine());
    if (length == 0 || offset % lbaBytes != 0 || length % lbaBytes != 0)
        return Error::make(std::errc::invalid_argument,
                           "NVMe passthrough: a request of " + std::to_string(length) + " bytes at "
                               + std::to_string(offset) + " is not a whole number of "
                               + std::to_string(lbaBytes) + "-byte logical blocks",
                           "use block sizes and offsets that are multiples of "
                               + std::to_string(lbaBytes));
    if (length / lbaBytes > kNvmeMaxBlocksPerCommand)
        return Error::make(std::errc::invalid_argument,
                           "NVMe passthrough: a request of " + std::to_string(length)
                               + " bytes is more than one NVMe command carries (65536 blocks)",
                           "use a smaller block size");
    return {};
}

Result<NvmeGenericNode> findNvmeGenericNode(dev_t blockDev, const QString &sysRoot,
                                            const QString &devRoot)
{
    const QString id = QStringLiteral("%1:%2").arg(::major(blockDev)).arg(::minor(blockDev));
    const QString link = sysRoot + QStringLiteral("/dev/block/") + id;
    const QString block = QFileInfo(link).canonicalFilePath();
    if (block.isEmpty())
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: block device %1 is not in %2/dev/block")
                                   .arg(id, sysRoot)),
                           std::string("give a raw NVMe namespace (/dev/nvmeXnY) as the target, ")
                               + kUseBlockEngine, blockEngine());
    NvmeGenericNode node;
    node.blockName = QFileInfo(block).fileName();
    if (QFileInfo::exists(block + QStringLiteral("/partition")))
        return Error::make(std::errc::invalid_argument,
                           str(QStringLiteral("NVMe passthrough addresses a whole namespace, and %1 "
                                              "is a partition")
                                   .arg(node.blockName)),
                           str(QStringLiteral("give the namespace (/dev/%1) as the target, ")
                                   .arg(QFileInfo(QFileInfo(block).path()).fileName()))
                               + kUseBlockEngine, blockEngine());
    node.name = nvmeGenericName(node.blockName);
    if (node.name.isEmpty())
        return Error::make(std::errc::not_supported,
                           str(QStringLiteral("NVMe passthrough works only on NVMe namespaces, "
                                              "and %1 is not one")
                                   .arg(node.blockName)),
                           std::string("give a raw NVMe namespace (/dev/nvmeXnY) as the target, ")
                               + kUseBlockEngine, blockEngine());
    // A namespace formatted with metadata (512+8, 4096+8, protection information) takes a
    // metadata buffer with every command; these commands carry none, and a drive may then
    // transfer metadata to address 0. Refused, as fio's io_uring_cmd without md_per_io_size.
    const QString metadata = readLine(block + QStringLiteral("/metadata_bytes"));
    const QString tuple = readLine(block + QStringLiteral("/integrity/tuple_size"));
    if (metadata.toULongLong() > 0 || tuple.toULongLong() > 0)
        return Error::make(std::errc::not_supported,
                           str(QStringLiteral("NVMe passthrough: %1 is formatted with %2 bytes of "
                                              "metadata per block (protection information), and "
                                              "these commands carry no metadata buffer")
                                   .arg(node.blockName,
                                        metadata.toULongLong() > 0 ? metadata : tuple)),
                           std::string("format the namespace without metadata (nvme format's lbaf), "
                                       "or ")
                               + kUseBlockEngine, blockEngine());
    // The generic device sits beside the namespace's disk under the same controller (or
    // subsystem): the same parent in sysfs, and listed in class/nvme-generic.
    const QString sibling = QFileInfo(block).path() + QLatin1Char('/') + node.name;
    const QString listed
        = QFileInfo(sysRoot + QStringLiteral("/class/nvme-generic/") + node.name).canonicalFilePath();
    if (listed.isEmpty() || listed != QFileInfo(sibling).canonicalFilePath())
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: %1 has no NVMe generic device "
                                              "(%2/class/nvme-generic/%3 beside it): Linux "
                                              "before 5.13 has none, or the driver did not "
                                              "make one for this namespace")
                                   .arg(node.blockName, sysRoot, node.name)),
                           std::string("use Linux 5.19 or later, ") + kUseBlockEngine, blockEngine());
    const QString dev = readLine(listed + QStringLiteral("/dev"));
    const std::optional<dev_t> number = parseDevnum(dev);
    if (!number)
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: %1/dev reads '%2', not MAJOR:MINOR")
                                   .arg(listed, dev)),
                           kUseBlockEngine, blockEngine());
    node.major = ::major(*number);
    node.minor = ::minor(*number);
    node.path = devRoot + QLatin1Char('/') + node.name;
    struct stat st{};
    if (::stat(QFile::encodeName(node.path).constData(), &st) != 0 || !S_ISCHR(st.st_mode)
        || ::major(st.st_rdev) != node.major || ::minor(st.st_rdev) != node.minor)
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("NVMe passthrough: %1 is missing or is not the "
                                              "character device %2:%3 that sysfs names for %4")
                                   .arg(node.path)
                                   .arg(node.major)
                                   .arg(node.minor)
                                   .arg(node.blockName)),
                           str(QStringLiteral("udev makes it; check 'ls -l %1', or create it "
                                              "with 'mknod %1 c %2 %3' as root, ")
                                   .arg(node.path)
                                   .arg(node.major)
                                   .arg(node.minor))
                               + kUseBlockEngine, blockEngine());
    const QString kb = readLine(block + QStringLiteral("/queue/max_hw_sectors_kb"));
    node.maxTransferBytes = kb.toULongLong() * 1024;
    node.maxSegments = readLine(block + QStringLiteral("/queue/max_segments")).toUInt();
    return node;
}

Error nvmePassthroughRefusal(int err, const QString &node, bool setup)
{
    const std::string where = str(node);
    if (setup)
        return Error::fromErrno(err, "io_uring setup with 128-byte SQEs and 32-byte CQEs for " + where,
                                err == EINVAL ? std::string("the kernel has no NVMe passthrough over "
                                                            "io_uring (Linux 5.19+); ")
                                                    + kUseBlockEngine
                                              : std::string("io_uring is refused here (a "
                                                            "container's seccomp filter, or "
                                                            "kernel.io_uring_disabled); ")
                                                    + kUseBlockEngine, blockEngine());
    switch (err) {
    case EACCES:
    case EPERM:
        return Error::fromErrno(err, "NVMe passthrough command on " + where,
                                std::string("Linux before 6.2 lets only root (CAP_SYS_ADMIN) send "
                                            "NVMe commands, and later ones only reads to a user who "
                                            "may open the device: run as root, ")
                                    + kUseBlockEngine, blockEngine());
    case EOPNOTSUPP:
    case ENOTTY:
    case EINVAL:
        return Error::fromErrno(err, "NVMe passthrough command on " + where,
                                std::string("the kernel or driver does not take io_uring NVMe "
                                            "commands on this device (IORING_OP_URING_CMD, Linux "
                                            "5.19+); ")
                                    + kUseBlockEngine, blockEngine());
    default:
        return Error::fromErrno(err, "NVMe passthrough command on " + where, kUseBlockEngine, blockEngine());
    }
}

} // namespace drivebench
