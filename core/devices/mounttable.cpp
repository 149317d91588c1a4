#include "mounttable.h"

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
    t.m_mounts = parseMountInfo(QString::fromUtf8(sysfs::readBytes(procRoot + QStringLiteral("/self/mountinfo"))
                                                      .value_or(QByteArray())));
    t.m_swaps = parseSwaps(QString::fromUtf8(sysfs::readBytes(procRoot + QStringLiteral("/swaps")).value_or(QByteArray())));
    return t;
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

} // namespace drivebench
