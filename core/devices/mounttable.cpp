// SPDX-License-Identifier: GPL-3.0-or-later
#include "mounttable.h"

#include <sys/statfs.h>

#include <algorithm>
#include <cstdint>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

// mountinfo escapes space, tab, newline and backslash as \ooo octal (proc(5), seq_file's mangle).
QString unescapeOctal(const QString &field)
{
    if (!field.contains(QLatin1Char('\\')))
        return field;
    QByteArray in = field.toUtf8(), out;
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in[i] == '\\' && i + 3 < in.size()) {
            bool ok = false;
            const int value = in.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out.append(char(value));
                i += 3;
                continue;
            }
        }
        out.append(in[i]);
    }
    return QString::fromUtf8(out);
}

// A comma-separated options field, each option unescaped; an absent field gives none.
QStringList optionList(const QString &field)
{
    if (field.isEmpty())
        return {};
    QStringList options = field.split(QLatin1Char(','));
    for (QString &o : options)
        o = unescapeOctal(o);
    return options;
}

} // namespace

std::vector<MountEntry> MountTable::parseMountInfo(const QString &text)
{
    std::vector<MountEntry> entries;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        // "36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw,errors=continue"
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const qsizetype dash = f.indexOf(QStringLiteral("-"), 6);
        if (f.size() < 7 || dash < 0 || dash + 2 >= f.size() + 1)
            continue; // malformed line: skip rather than guess
        const QStringList dev = f[2].split(QLatin1Char(':'));
        if (dev.size() != 2)
            continue;
        MountEntry e;
        e.major = dev[0].toUInt();
        e.minor = dev[1].toUInt();
        e.root = unescapeOctal(f[3]);
        e.mountPoint = unescapeOctal(f[4]);
        e.fsType = f.value(dash + 1);
        e.source = unescapeOctal(f.value(dash + 2));
        e.mountOptions = optionList(f[5]);
        e.superOptions = optionList(f.value(dash + 3));
        entries.push_back(std::move(e));
    }
    return entries;
}

QStringList MountTable::parseSwaps(const QString &text)
{
    QStringList paths;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("Filename")))
            continue;
        const QString first = line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty)
                                  .section(QLatin1Char('\t'), 0, 0);
        if (!first.isEmpty())
            paths.append(unescapeOctal(first));
    }
    return paths;
}

MountTable MountTable::read(const QString &procRoot)
{
    MountTable t;
    // readBytes loops to EOF: procfs hands out these files a page (or less) per read().
    const auto mountinfo = sysfs::readBytes(procRoot + QStringLiteral("/self/mountinfo"));
    t.m_readable = bool(mountinfo) && !mountinfo->isEmpty();
    t.m_mounts = parseMountInfo(QString::fromUtf8(mountinfo.value_or(QByteArray())));
    t.m_swaps = parseSwaps(QString::fromUtf8(sysfs::readBytes(procRoot + QStringLiteral("/swaps")).value_or(QByteArray())));
    return t;
}

MountTable MountTable::fromEntries(std::vector<MountEntry> entries)
{
    MountTable t;
    t.m_mounts = std::move(entries);
    t.m_readable = true;
    return t;
}

void MountTable::resolveSources(const QString &sysRoot, const QString &devRoot)
{
    // dm-N by its name (/dev/mapper/NAME).
    QHash<QString, QString> dmByName;
    const QString blockDir = sysRoot + QStringLiteral("/block");
    for (const QString &name : sysfs::listDir(blockDir)) {
        if (name.startsWith(QLatin1String("dm-"))) {
            const QString dmName = sysfs::readTrimmed(blockDir + QLatin1Char('/') + name + QStringLiteral("/dm/name"));
            if (!dmName.isEmpty())
                dmByName.insert(dmName, name);
        }
    }
    const auto kernelName = [&](const QString &path) -> QString {
        if (!path.startsWith(QLatin1String("/dev/")))
            return {};
        if (path.startsWith(QLatin1String("/dev/mapper/")))
            return dmByName.value(path.mid(12));
        // /dev/disk/by-uuid/..., /dev/md/NAME, /dev/VG/LV: symlinks to the node.
        const QString under = devRoot + path.mid(4);
        const QString real = QFileInfo(under).canonicalFilePath();
        const QString node = real.isEmpty() ? path : real;
        const QString name = node.section(QLatin1Char('/'), -1);
        if (name.startsWith(QLatin1String("dm-")) || !dmByName.contains(name))
            return name;
        return dmByName.value(name);
    };
    // btrfs: every filesystem's member devices (one mountinfo source stands for all of them).
    std::vector<QStringList> btrfsMembers;
    const QString btrfsDir = sysRoot + QStringLiteral("/fs/btrfs");
    for (const QString &fsid : sysfs::listDir(btrfsDir)) {
        const QStringList members = sysfs::listDir(btrfsDir + QLatin1Char('/') + fsid + QStringLiteral("/devices"));
        if (!members.isEmpty())
            btrfsMembers.push_back(members);
    }
    // ZFS: pool name -> member devices, from udev's database (blkid reads the pool name from the
    // vdev label into ID_FS_LABEL of a zfs_member).
    QHash<QString, QStringList> zfsPools;
    bool zfsRead = false;
    for (MountEntry &e : m_mounts) {
        if (e.fsType == QLatin1String("zfs") && !zfsRead) {
            zfsRead = true;
            const QString udevDir = QDir::cleanPath(devRoot + QStringLiteral("/../run/udev/data"));
            for (const QString &file : QDir(udevDir).entryList({QStringLiteral("b*:*")}, QDir::Files)) {
                const QString text = QString::fromUtf8(sysfs::readBytes(udevDir + QLatin1Char('/') + file)
                                                           .value_or(QByteArray()));
                if (!text.contains(QLatin1String("E:ID_FS_TYPE=zfs_member")))
                    continue;
                QString label;
                for (const QString &line : text.split(QLatin1Char('\n'))) {
                    if (line.startsWith(QLatin1String("E:ID_FS_LABEL=")))
                        label = line.mid(14).trimmed();
                }
                const QString name = sysfs::linkTargetName(sysRoot + QStringLiteral("/dev/block/") + file.mid(1));
                if (!label.isEmpty() && !name.isEmpty())
                    zfsPools[label].append(name);
            }
            for (QStringList &members : zfsPools)
                members.sort();
        }
        QStringList devices;
        // bcachefs lists its members as "/dev/sda:/dev/sdb"; others have one source.
        const QStringList parts = e.fsType == QLatin1String("bcachefs")
                                      ? e.source.split(QLatin1Char(':'), Qt::SkipEmptyParts)
                                      : QStringList{e.source}; // by-path names hold colons
        for (const QString &part : parts) {
            const QString name = kernelName(part);
            if (!name.isEmpty() && !devices.contains(name))
                devices.append(name);
        }
        if (e.fsType == QLatin1String("btrfs")) {
            for (const QStringList &members : btrfsMembers) {
                const bool ours = std::any_of(members.begin(), members.end(),
                                              [&](const QString &m) { return devices.contains(m); });
                for (const QString &m : members) {
                    if (ours && !devices.contains(m))
                        devices.append(m);
                }
            }
        }
        if (e.fsType == QLatin1String("zfs")) {
            for (const QString &m : zfsPools.value(e.source.section(QLatin1Char('/'), 0, 0))) {
                if (!devices.contains(m))
                    devices.append(m);
            }
        }
        e.devices = devices;
    }
}

std::vector<const MountEntry *> MountTable::unresolvedMounts() const
{
    std::vector<const MountEntry *> found;
    for (const MountEntry &e : m_mounts) {
        const bool blockBacked = e.fsType == QLatin1String("zfs") || e.fsType == QLatin1String("bcachefs");
        if (blockBacked && e.devices.isEmpty())
            found.push_back(&e);
    }
    return found;
}

std::vector<const MountEntry *> MountTable::mountsOfDevice(const QString &name, unsigned major, unsigned minor) const
{
    std::vector<const MountEntry *> found;
    for (const MountEntry &e : m_mounts) {
        if ((e.major == major && e.minor == minor) || e.devices.contains(name))
            found.push_back(&e);
    }
    return found;
}

std::vector<const MountEntry *> MountTable::mountsOf(unsigned major, unsigned minor) const
{
    std::vector<const MountEntry *> found;
    for (const MountEntry &e : m_mounts) {
        if (e.major == major && e.minor == minor)
            found.push_back(&e);
    }
    return found;
}

const MountEntry *MountTable::mountHolding(const QString &absolutePath) const
{
    const MountEntry *best = nullptr;
    for (const MountEntry &e : m_mounts) {
        const QString &mp = e.mountPoint;
        const bool covers = mp == QLatin1String("/") || absolutePath == mp
                            || absolutePath.startsWith(mp + QLatin1Char('/'));
        // The later of two equal mount points is the one on top (mountinfo is in mount order).
        if (covers && (!best || mp.size() >= best->mountPoint.size()))
            best = &e;
    }
    return best;
}

bool MountTable::isSwap(const QStringList &devicePaths) const
{
    for (const QString &s : m_swaps) {
        if (devicePaths.contains(s))
            return true;
    }
    return false;
}

QString MountTable::fileSystemTypeOf(const QString &path)
{
    struct statfs fs{};
    if (::statfs(QFile::encodeName(path).constData(), &fs) != 0)
        return {};
    // The kernel's magic numbers (linux/magic.h and the file systems' own headers).
    static const QHash<std::uint32_t, QString> names = {
        {0xEF53u, QStringLiteral("ext4")},     {0x58465342u, QStringLiteral("xfs")},
        {0x9123683Eu, QStringLiteral("btrfs")}, {0xF2F52010u, QStringLiteral("f2fs")},
        {0xCA451A4Eu, QStringLiteral("bcachefs")}, {0x2FC12FC1u, QStringLiteral("zfs")},
        {0x01021994u, QStringLiteral("tmpfs")}, {0x858458F6u, QStringLiteral("ramfs")},
        {0x794C7630u, QStringLiteral("overlay")}, {0x01021997u, QStringLiteral("9p")},
        {0x6969u, QStringLiteral("nfs")},       {0x65735546u, QStringLiteral("fuse")},
        {0xFF534D42u, QStringLiteral("cifs")},  {0xFE534D42u, QStringLiteral("smb3")},
        {0x4D44u, QStringLiteral("vfat")},      {0x2011BAB0u, QStringLiteral("exfat")},
        {0x7366746Eu, QStringLiteral("ntfs3")}, {0x73717368u, QStringLiteral("squashfs")},
    };
    return names.value(std::uint32_t(fs.f_type));
}

} // namespace drivebench
