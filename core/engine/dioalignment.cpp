// SPDX-License-Identifier: GPL-3.0-or-later
#include "dioalignment.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/util/alignedbuffer.h"

namespace drivebench {

namespace {

bool usable(std::optional<std::uint32_t> v)
{
    return v && *v > 0 && *v <= 65536 && (*v & (*v - 1)) == 0;
}

std::optional<std::uint32_t> readNumber(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const uint v = QString::fromLatin1(f.readAll()).trimmed().toUInt(&ok);
    if (!ok)
        return std::nullopt;
    return std::uint32_t(v);
}

} // namespace

DioAlignment chooseDioAlignment(std::optional<std::uint32_t> statxOffsetAlign,
                                std::optional<std::uint32_t> sysfsLogicalBlock,
                                std::optional<std::uint32_t> probed)
{
    auto make = [](std::uint32_t v, const char *source) {
        return DioAlignment{std::max<std::uint32_t>(v, 512), QString::fromLatin1(source)};
    };
    if (usable(statxOffsetAlign))
        return make(*statxOffsetAlign, "statx");
    if (usable(sysfsLogicalBlock))
        return make(*sysfsLogicalBlock, "sysfs");
    if (usable(probed))
        return make(*probed, "probe");
    return DioAlignment{4096, QStringLiteral("default")};
}

std::optional<std::uint32_t> sysfsLogicalBlockSize(const QString &sysRoot, unsigned major,
                                                   unsigned minor)
{
    if (major == 0) // anonymous devices: tmpfs, btrfs subvolumes, overlayfs
        return std::nullopt;
    // /sys/dev/block/M:m links to the device's directory; a partition's has no queue/ and sits
    // inside its disk's.
    const QString link = QStringLiteral("%1/dev/block/%2:%3").arg(sysRoot).arg(major).arg(minor);
    const QString dir = QFileInfo(link).canonicalFilePath();
    if (dir.isEmpty())
        return std::nullopt;
    if (auto v = readNumber(dir + QStringLiteral("/queue/logical_block_size")))
        return v;
    if (QFileInfo::exists(dir + QStringLiteral("/partition")))
        return readNumber(QFileInfo(dir).path() + QStringLiteral("/queue/logical_block_size"));
    return std::nullopt;
}

DioAlignment fileDioAlignment(int fd, const QString &sysRoot)
{
    std::optional<std::uint32_t> fromStatx, fromSysfs, fromProbe;
    struct statx stx{};
    if (::statx(fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) == 0) {
        // dio_offset_align 0 with the mask set means "no direct I/O here": say nothing.
        if ((stx.stx_mask & STATX_DIOALIGN) && stx.stx_dio_offset_align > 0)
            fromStatx = std::max(stx.stx_dio_offset_align, stx.stx_dio_mem_align);
        fromSysfs = sysfsLogicalBlockSize(sysRoot, stx.stx_dev_major, stx.stx_dev_minor);
    }
    if (!fromStatx && !fromSysfs) {
        struct stat st{};
        AlignedBuffer buffer = allocateAligned(4096, 4096);
        if (buffer && ::fstat(fd, &st) == 0 && st.st_size >= 1024) {
            // A 512-aligned (not 4096-aligned) buffer and offset: only 512-byte alignment passes.
            ssize_t rc;
            do {
                rc = ::pread(fd, buffer.get() + 512, 512, 512);
            } while (rc < 0 && errno == EINTR);
            if (rc == 512)
                fromProbe = 512;
        }
    }
    return chooseDioAlignment(fromStatx, fromSysfs, fromProbe);
}

} // namespace drivebench
