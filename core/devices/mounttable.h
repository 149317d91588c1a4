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
    QString source;      ///< "/dev/nvme0n1p2", "tmpfs"
};

/// The mount and swap tables of one procfs root.
class MountTable
{
public:
    /// Reads <procRoot>/self/mountinfo and <procRoot>/swaps; missing files give empty tables.
    static MountTable read(const QString &procRoot);
    /// Parses mountinfo text (for tests and for read()).
    static std::vector<MountEntry> parseMountInfo(const QString &text);
    /// Parses /proc/swaps text: the device or file paths in use as swap.
    static QStringList parseSwaps(const QString &text);

    const std::vector<MountEntry> &mounts() const { return m_mounts; }
    const QStringList &swaps() const { return m_swaps; }
    /// The mounts of block device major:minor.
    std::vector<const MountEntry *> mountsOf(unsigned major, unsigned minor) const;
    /// The mount whose mount point is the longest prefix of an absolute, clean path.
    const MountEntry *mountHolding(const QString &absolutePath) const;
    /// True when /proc/swaps names one of these device paths ("/dev/sda3", "/dev/mapper/vg-swap").
    bool isSwap(const QStringList &devicePaths) const;

private:
    std::vector<MountEntry> m_mounts;
    QStringList m_swaps;
};

} // namespace drivebench
