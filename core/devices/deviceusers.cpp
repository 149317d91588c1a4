// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceusers.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

struct DirCloser
{
    void operator()(DIR *d) const noexcept { ::closedir(d); }
};
using DirHandle = std::unique_ptr<DIR, DirCloser>;

// The device of devices that st (a stat of a node) is: same type (block, or character for a
// character id) and same number. A block and a character device may share a number.
const BlockDeviceId *findNode(const std::vector<BlockDeviceId> &devices, const struct stat &st)
{
    for (const BlockDeviceId &d : devices) {
        if ((d.character ? S_ISCHR(st.st_mode) : S_ISBLK(st.st_mode)) && d.devnum == st.st_rdev)
            return &d;
    }
    return nullptr;
}

bool allDigits(const char *s)
{
    if (!*s)
        return false;
    for (; *s; ++s) {
        if (*s < '0' || *s > '9')
            return false;
    }
    return true;
}


// What a process's mappings say: the device it maps, or that they could not be read.
struct MapScan
{
    const BlockDeviceId *held = nullptr;
    bool unreadable = false;
    QString why;
};

MapScan unreadableScan(const QByteArray &path, int err)
{
    MapScan scan;
    scan.unreadable = true;
    scan.why = QStringLiteral("%1: %2").arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(err)));
    return scan;
}

// procRoot/PID/maps (proc(5)): "START-END PERMS OFFSET MAJ:MIN INODE PATH" per mapping, readable
// for a process of one's own user without CAP_SYS_ADMIN. A mapped device node shows as its path
// with the node's own identity (the file system it lives on, its inode): the node is taken as
// mapped when that path, stat'ed now, is that very inode and a block device. A node under /dev
// (devtmpfs) that cannot be matched so (removed since) leaves the process unseen. Nodes made
// outside /dev's devtmpfs (another mount namespace's /dev, mknod elsewhere) are not looked for
// here: root's map_files scan sees them.
MapScan mappedDeviceFromMaps(const std::vector<BlockDeviceId> &devices, const QByteArray &mapsPath)
{
    const int fd = ::open(mapsPath.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        if (err == ENOENT || err == ESRCH)
            return {};
        return unreadableScan(mapsPath, err);
    }
    QByteArray text;
    char buf[16384];
    for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;)
        text.append(buf, n);
    ::close(fd);
    // Device nodes are on /dev's devtmpfs; /dev/shm segments, MAP_SHARED /dev/zero ("/dev/zero
    // (deleted)" on the shmem mount) and the like are on other file systems: not devices.
    struct stat devFs{};
    const bool haveDevFs = ::stat("/dev", &devFs) == 0;
    MapScan scan;
    QByteArray unmatched;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 6 || f[4] == "0" || !f[5].startsWith("/dev/"))
            continue;
        const QList<QByteArray> mm = f[3].split(':');
        bool okMajor = false, okMinor = false, okInode = false;
        const unsigned major = mm.value(0).toUInt(&okMajor, 16), minor = mm.value(1).toUInt(&okMinor, 16);
        const qulonglong inode = f[4].toULongLong(&okInode);
        if (!okMajor || !okMinor || !okInode || (haveDevFs && ::makedev(major, minor) != devFs.st_dev))
            continue;
        const QByteArray path = line.mid(line.indexOf(" /dev/") + 1);
        struct stat st{};
        if (::stat(path.constData(), &st) != 0 || st.st_ino != inode || st.st_dev != ::makedev(major, minor)) {
            if (unmatched.isEmpty())
                unmatched = path; // a node removed since: cannot tell what it was
            continue;
        }
        if ((scan.held = findNode(devices, st)))
            return scan;
    }
    if (!unmatched.isEmpty()) {
        scan.unreadable = true;
        scan.why = QStringLiteral("%1 maps %2, which is no longer this node (removed since)")
                       .arg(QFile::decodeName(mapsPath), QFile::decodeName(unmatched));
    }
    return scan;
}

// procRoot/PID/map_files/START-END links to each file a process maps (proc(5)); stat follows the
// link to the mapped file, a block device node mapped by mmap. Reading the links needs
// CAP_SYS_ADMIN (checkpoint/restore): without it, the process's maps (readable for one's own
// processes) tell instead; another user's process stays unseen. A folder that is gone (the
// process exited) or missing (a fixture tree) maps nothing.
MapScan mappedDevice(const std::vector<BlockDeviceId> &devices, const QByteArray &pidDir)
{
    const QByteArray mapDir = pidDir + "/map_files";
    MapScan scan;
    DirHandle maps(::opendir(mapDir.constData()));
    if (!maps) {
        const int err = errno;
        if (err == ENOENT || err == ESRCH)
            return scan;
        if (err == EPERM || err == EACCES)
            return mappedDeviceFromMaps(devices, pidDir + "/maps");
        return unreadableScan(mapDir, err);
    }
    while (const dirent *m = ::readdir(maps.get())) {
        if (m->d_name[0] == '.')
            continue;
        struct stat st{};
        if (::stat((mapDir + '/' + m->d_name).constData(), &st) != 0) {
            const int err = errno;
            if (err == EPERM || err == EACCES)
                return mappedDeviceFromMaps(devices, pidDir + "/maps");
            continue; // unmapped while we looked, or a file that is gone
        }
        if ((scan.held = findNode(devices, st)))
            return scan;
    }
    return scan;
}

} // namespace

std::optional<dev_t> parseDevnum(const QString &majorMinor)
{
    const QStringList f = majorMinor.trimmed().split(QLatin1Char(':'));
    if (f.size() != 2)
        return std::nullopt;
    bool okMajor = false, okMinor = false;
    const unsigned maj = f[0].toUInt(&okMajor);
    const unsigned min = f[1].toUInt(&okMinor);
    if (!okMajor || !okMinor)
        return std::nullopt;
    return makedev(maj, min);
}

QString nvmeGenericName(const QString &blockName)
{
    static const QRegularExpression kNamespace(QStringLiteral("^nvme(\\d+)n(\\d+)$"));
    const QRegularExpressionMatch m = kNamespace.match(blockName);
    return m.hasMatch() ? QStringLiteral("ng%1n%2").arg(m.captured(1), m.captured(2)) : QString();
}

std::optional<BlockDeviceId> nvmeGenericDevice(const QString &sysRoot, const QString &blockName)
{
    const QString name = nvmeGenericName(blockName);
    if (name.isEmpty())
        return std::nullopt;
    const auto number = parseDevnum(
        sysfs::readTrimmed(sysRoot + QStringLiteral("/class/nvme-generic/") + name + QStringLiteral("/dev")));
    if (!number)
        return std::nullopt;
    return BlockDeviceId{name, *number, true};
}

std::vector<LoopBacking> loopDevicesBackedBy(const std::vector<BlockDeviceId> &devices, const QString &sysRoot)
{
    std::vector<LoopBacking> found;
    const QString block = sysRoot + QStringLiteral("/block/");
    for (const QString &loop : sysfs::listDir(block)) {
        if (!loop.startsWith(QLatin1String("loop")))
            continue;
        QString file = sysfs::readTrimmed(block + loop + QStringLiteral("/loop/backing_file"));
        if (file.isEmpty())
            continue; // not attached
        // A deleted backing file reads "/path (deleted)".
        if (file.endsWith(QLatin1String(" (deleted)")))
            file.chop(10);
        const BlockDeviceId *backed = nullptr;
        struct stat st{};
        if (::stat(QFile::encodeName(file).constData(), &st) == 0) {
            backed = findNode(devices, st);
        } else if (file.startsWith(QLatin1String("/dev/"))) {
            const QString name = file.section(QLatin1Char('/'), -1);
            for (const BlockDeviceId &d : devices) {
                if (!d.character && d.name == name)
                    backed = &d;
            }
        }
        if (backed)
            found.push_back({loop, backed->name, file});
    }
    return found;
}

OpenerScan processesHolding(const std::vector<BlockDeviceId> &devices, const QString &procRoot, pid_t selfPid)
{
    OpenerScan scan;
    const QByteArray root = QFile::encodeName(procRoot);
    DirHandle proc(::opendir(root.constData()));
    if (!proc) {
        scan.unseenExample = QStringLiteral("%1: %2").arg(procRoot, QString::fromLocal8Bit(std::strerror(errno)));
        return scan;
    }
    bool sawInit = false;
    while (const dirent *e = ::readdir(proc.get())) {
        if (!allDigits(e->d_name))
            continue;
        const int pid = std::atoi(e->d_name);
        if (pid == 1)
            sawInit = true;
        if (pid == selfPid)
            continue;
        const QByteArray fdDir = root + '/' + e->d_name + "/fd";
        DirHandle fds(::opendir(fdDir.constData()));
        if (!fds) {
            const int err = errno;
            if (err == ENOENT || err == ESRCH)
                continue; // exited while we looked
            if (++scan.unseenProcesses == 1)
                scan.unseenExample = QStringLiteral("%1: %2").arg(QFile::decodeName(fdDir),
                                                                  QString::fromLocal8Bit(std::strerror(err)));
            continue;
        }
        const BlockDeviceId *held = nullptr;
        bool mapped = false;
        while (const dirent *f = ::readdir(fds.get())) {
            if (!allDigits(f->d_name))
                continue;
            struct stat st{};
            // stat follows the link to the open file itself (a device node: its st_rdev).
            if (::stat((fdDir + '/' + f->d_name).constData(), &st) != 0)
                continue;
            if ((held = findNode(devices, st)))
                break;
        }
        if (!held) {
            // A mapping outlives the descriptor it was made with (mmap, then close).
            const MapScan maps = mappedDevice(devices, root + '/' + e->d_name);
            if (maps.unreadable) {
                if (++scan.unseenProcesses == 1)
                    scan.unseenExample = maps.why;
                continue;
            }
            held = maps.held;
            mapped = held != nullptr;
        }
        if (!held)
            continue;
        const QString command = sysfs::readTrimmed(QFile::decodeName(root) + QLatin1Char('/')
                                                   + QString::number(pid) + QStringLiteral("/comm"));
        scan.openers.push_back({pid, command.isEmpty() ? QStringLiteral("?") : command, held->name, mapped});
    }
    std::sort(scan.openers.begin(), scan.openers.end(),
              [](const DeviceOpener &a, const DeviceOpener &b) { return a.pid < b.pid; });
    // hidepid=1/2 hides other users' processes instead of refusing their fds: pid 1 is missing.
    if (::geteuid() != 0 && !sawInit && QFileInfo(procRoot).canonicalFilePath() == QLatin1String("/proc")
        && scan.unseenExample.isEmpty()) {
        scan.unseenExample = QStringLiteral("%1 hides other users' processes (hidepid)").arg(procRoot);
    }
    return scan;
}

} // namespace drivebench
