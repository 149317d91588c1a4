// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What is mounted and what is swap, from procfs: /proc/self/mountinfo and /proc/swaps.

#include <vector>

#include <QString>
#include <QStringList>

namespace drivebench {

/// One line of /proc/self/mountinfo (proc(5)).
struct MountEntry
{
    unsigned major = 0;
    unsigned minor = 0;
    QString root;        ///< the mounted subtree of the file system ("/" for the whole)
    QString mountPoint;  ///< unescaped ("\040" becomes a space)
    QString fsType;      ///< "ext4", "btrfs", "9p"
    QString source;      ///< "/dev/nvme0n1p2", "tmpfs", "rpool/ROOT/debian"
    /// The mount's own options (field 6: "rw", "noatime", "nosuid"), each unescaped.
    QStringList mountOptions;
    /// The file system's options (the last field: "compress=zstd:3", "local_lock=none"), each
    /// unescaped (the kernel writes a ',' inside a value as "\054").
    QStringList superOptions;
    /// The block devices (kernel names: "sda2", "dm-0") the filesystem stands on, beyond its
    /// st_dev: filled by MountTable::resolveSources (btrfs, bcachefs and ZFS report an anonymous
    /// device number, so only the source tells).
    QStringList devices;
};

/// The mount and swap tables of one procfs root.
class MountTable
{
public:
    /// Reads <procRoot>/self/mountinfo and <procRoot>/swaps; missing files give empty tables
    /// (readable() then says whether mountinfo could be read).
    static MountTable read(const QString &procRoot);
    /// Parses mountinfo text (for tests and for read()).
    static std::vector<MountEntry> parseMountInfo(const QString &text);
    /// Parses /proc/swaps text: the device or file paths in use as swap.
    static QStringList parseSwaps(const QString &text);

    /// For tests: a table of these entries.
    static MountTable fromEntries(std::vector<MountEntry> entries);

    /// Fills each mount's devices from its source: /dev/NAME (symlinks under devRoot followed),
    /// /dev/mapper/NAME (sysfs dm/name), a bcachefs "/dev/a:/dev/b" list, every member of a
    /// btrfs filesystem (<sysRoot>/fs/btrfs/FSID/devices, multi-device too), and for ZFS every
    /// partition udev saw as a zfs_member of the dataset's pool (<devRoot>/../run/udev/data,
    /// ID_FS_LABEL, mapped to a name through <sysRoot>/dev/block/MAJ:MIN).
    void resolveSources(const QString &sysRoot, const QString &devRoot);

    /// Whether <procRoot>/self/mountinfo could be read: without it nothing is known to be unused.
    bool readable() const { return m_readable; }
    /// Mounts of filesystems on block devices none of which could be told (a ZFS pool without
    /// udev data): the safety gate refuses every write while one is there.
    std::vector<const MountEntry *> unresolvedMounts() const;

    const std::vector<MountEntry> &mounts() const { return m_mounts; }
    const QStringList &swaps() const { return m_swaps; }
    /// The mounts of block device major:minor.
    std::vector<const MountEntry *> mountsOf(unsigned major, unsigned minor) const;
    /// The mounts of block device name (major:minor): by st_dev or by resolved source.
    std::vector<const MountEntry *> mountsOfDevice(const QString &name, unsigned major, unsigned minor) const;
    /// The mount whose mount point is the longest prefix of an absolute, clean path; of equal
    /// mount points the later (mountinfo lists mounts in mount order: it is the one on top).
    const MountEntry *mountHolding(const QString &absolutePath) const;
    /// The file system type of path from statfs's magic number ("ext4", "xfs", "btrfs", "tmpfs",
    /// "9p"...), for where mountinfo does not list the mount holding it (inside a chroot whose
    /// root is not a mount point, mounts outside it are left out); "" when unknown.
    static QString fileSystemTypeOf(const QString &path);
    /// True when /proc/swaps names one of these device paths ("/dev/sda3", "/dev/mapper/vg-swap").
    bool isSwap(const QStringList &devicePaths) const;

private:
    std::vector<MountEntry> m_mounts;
    QStringList m_swaps;
    bool m_readable = false;
};

} // namespace drivebench
