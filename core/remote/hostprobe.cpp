// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostprobe.h"

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include "core/devices/drivechecks.h"
#include "core/devices/sysfsscanner.h"
#include "core/remote/sshcommand.h"

namespace drivebench {

namespace {

// The script the host runs (POSIX sh, busybox too: head -c and readlink -f are the only
// non-POSIX tools it uses). It reads and prints; it writes nothing on the host.
constexpr const char kProbeScript[] = R"sh(# DriveBench's host probe (core/remote/hostprobe.cpp sends it to `sh -s` over SSH): prints, as
# length-prefixed records, the host's name, kernel and fio version and the sysfs, /dev and /proc
# entries drive discovery reads, so the same decoder that lists local drives lists these. It only
# reads: it writes nothing on the host (no temporary file, no cache). Records:
#   V <keylen> <len>\n<key><value>    a fact
#   F <pathlen> <len>\n<path><bytes>  a file's content (first 64 KiB)
#   X <pathlen> <len>\n<path><hex>    a binary file's content (SCSI VPD pages), in hex
#   L <pathlen> <len>\n<path><target> a symbolic link, as readlink prints it
#   D <pathlen> 0\n<path>             a directory
# $1: a root to read instead of / (the tests read fixture trees).
R=${1:-}
[ -z "$R" ] || R=$(cd "$R" && pwd -P) || exit 3
LC_ALL=C
export LC_ALL
seen=' '

rec() { printf '%s %s %s\n%s%s' "$1" "${#2}" "${#3}" "$2" "$3"; }
fact() { rec V "$1" "$2"; }
file() {
    case ${1##*/} in
    config | rom | resource* | remove | rescan | reset* | new_id | remove_id | bind | unbind | vpd | driver_override) return 0 ;;
    esac
    [ -r "$1" ] || return 0
    case ${1##*/} in
    vpd_pg*) # binary (NUL bytes, which a shell variable cannot hold): as hex
        c=$(od -An -v -tx1 "$1" 2>/dev/null | tr -d ' \n')
        rec X "${1#"$R"}" "$c"
        return 0 ;;
    esac
    # Read by the shell itself, a line at a time: no process per file (a slow host, an emulated
    # CPU, forks in the thousands otherwise). Text as it is, the last line with or without its
    # newline; the first 64 KiB (sysfs attributes are a line or a few).
    c= l=
    while IFS= read -r l; do
        c="$c$l
"
        [ ${#c} -le 65536 ] || { l=; break; }
    done 2>/dev/null < "$1"
    c="$c$l"
    rec F "${1#"$R"}" "$c"
}
link() { t=$(readlink "$1") && rec L "${1#"$R"}" "$t"; }
dir() { rec D "${1#"$R"}" ""; }
shallow() {
    for f in "$1"/*; do
        if [ -L "$f" ]; then link "$f"; elif [ -f "$f" ]; then file "$f"; fi
    done
}
deep() { # DIR DEPTH
    dir "$1"
    shallow "$1"
    [ "$2" -gt 0 ] || return 0
    for f in "$1"/*; do
        case ${f##*/} in mq | power | trace | subsystem | driver | firmware_node) continue ;; esac
        if [ -d "$f" ] && [ ! -L "$f" ]; then deep "$f" $(($2 - 1)); fi
    done
}
ancestors() { # DIR: every parent up to /sys/devices, its attributes and the names of its subdirectories
    a=$1
    while :; do
        a=${a%/*}
        case $a in "$R/sys/devices" | "$R/sys" | "$R" | "") break ;; esac
        case $seen in *" $a "*) break ;; esac
        seen="$seen$a "
        dir "$a"
        shallow "$a"
        for s in "$a"/*; do
            [ -d "$s" ] && [ ! -L "$s" ] || continue
            case ${s##*/} in
            scsi_generic | nvme | hwmon*) deep "$s" 1 ;;
            *) dir "$s" ;;
            esac
        done
    done
}
device() { # LINK DEPTH: the link, the directory it names (DEPTH below it) and that directory's parents
    if [ ! -L "$1" ]; then
        if [ -d "$1" ]; then deep "$1" "$2"; fi # a directory in its own right (older kernels)
        return 0
    fi
    link "$1"
    d=$(readlink -f "$1") || return 0
    case $seen in *" $d "*) return 0 ;; esac
    seen="$seen$d "
    deep "$d" "$2"
    ancestors "$d"
}

fact hostname "$(uname -n)"
fact kernel "$(uname -sr)"
fact arch "$(uname -m)"
if command -v fio >/dev/null 2>&1; then fact fio "$(fio --version 2>&1)"; else fact fio ""; fi
fact drivebench-cli "$(command -v drivebench-cli 2>/dev/null)"
fact id "$(id -un 2>/dev/null)"

dir "$R/sys/block"
for b in "$R"/sys/block/*; do device "$b" 2; done
for c in ata_device ata_link ata_port nvme nvme-generic nvme-subsystem scsi_generic; do
    [ -d "$R/sys/class/$c" ] || continue
    dir "$R/sys/class/$c"
    for b in "$R/sys/class/$c"/*; do device "$b" 1; done
done
for b in "$R"/sys/dev/block/* "$R"/dev/disk/by-id/* "$R"/dev/mapper/* "$R"/sys/fs/btrfs/*/devices/*; do
    if [ -L "$b" ]; then link "$b"; fi
done
file "$R/proc/self/mountinfo"
file "$R/proc/swaps"
for f in "$R"/run/udev/data/b*; do # ID_FS_LABEL of ZFS members (MountTable::resolveSources)
    if [ -f "$f" ]; then file "$f"; fi
done
fact end ok
)sh";

Error probeError(const QString &host, const QString &what)
{
    return Error::make(std::errc::protocol_error,
                       QStringLiteral("%1: the drive probe's answer %2").arg(host, what).toStdString(),
                       "check that the host's /bin/sh is a POSIX shell (sh -s must read the script from "
                       "standard input) and that its login prints nothing to standard output");
}

/// A path as the host printed it: absolute, under /sys, /dev, /proc or /run/udev/data, without
/// ".", ".." or empty components (a host cannot make us write outside the mirror).
bool acceptablePath(const QString &p)
{
    if (!(p == QLatin1String("/sys") || p == QLatin1String("/dev") || p == QLatin1String("/proc")
          || p.startsWith(QLatin1String("/sys/")) || p.startsWith(QLatin1String("/dev/"))
          || p.startsWith(QLatin1String("/proc/")) || p.startsWith(QLatin1String("/run/udev/data/"))))
        return false;
    const QStringList parts = p.mid(1).split(QLatin1Char('/'));
    for (const QString &c : parts)
        if (c.isEmpty() || c == QLatin1String(".") || c == QLatin1String("..") || c.contains(QChar(0)))
            return false;
    return true;
}

/// "/a/b/../c" resolved lexically, never above "/".
QString resolveLexically(const QString &path)
{
    QStringList out;
    for (const QString &c : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (c == QLatin1String("."))
            continue;
        if (c == QLatin1String("..")) {
            if (!out.isEmpty())
                out.removeLast();
            continue;
        }
        out << c;
    }
    return QLatin1Char('/') + out.join(QLatin1Char('/'));
}

/// The mirror's directories for path's parents (path relative to the host's root), made where
/// missing; false when one of them exists as something other than a real directory (a symbolic
/// link made from an earlier record must never be written through).
bool makeParents(const QString &root, const QString &path)
{
    QString at = root;
    const QStringList parts = path.mid(1).split(QLatin1Char('/'));
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        at += QLatin1Char('/') + parts[i];
        struct stat st;
        const QByteArray local = QFile::encodeName(at);
        if (::lstat(local.constData(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return false;
            continue;
        }
        if (::mkdir(local.constData(), 0700) != 0)
            return false;
    }
    return true;
}

bool makeDir(const QString &root, const QString &path)
{
    if (!makeParents(root, path))
        return false;
    const QByteArray local = QFile::encodeName(root + path);
    struct stat st;
    if (::lstat(local.constData(), &st) == 0)
        return S_ISDIR(st.st_mode) || S_ISLNK(st.st_mode); // a link already there stands
    return ::mkdir(local.constData(), 0700) == 0;
}

QString relocated(const QString &path, const QString &root)
{
    return path.startsWith(root + QLatin1Char('/')) ? path.mid(root.size()) : path;
}

} // namespace

QByteArray probeScript()
{
    return QByteArray(kProbeScript);
}

void relocateDrives(std::vector<Drive> &drives, const QString &root)
{
    for (Drive &d : drives) {
        d.path = relocated(d.path, root);
        d.genericPath = relocated(d.genericPath, root);
        d.temperatureInput = relocated(d.temperatureInput, root);
        for (Partition &p : d.partitions)
            p.path = relocated(p.path, root);
    }
}

Result<HostProbe> decodeProbe(const QByteArray &output, const QString &hostLabel)
{
    QTemporaryDir mirror(QDir::tempPath() + QStringLiteral("/drivebench-host-XXXXXX"));
    if (!mirror.isValid())
        return Error::make(std::errc::io_error,
                           QStringLiteral("cannot make a temporary directory for %1's drive list: %2")
                               .arg(hostLabel, mirror.errorString()).toStdString(),
                           "free space in the temporary directory ($TMPDIR or /tmp)");
    QDir().mkpath(mirror.path());
    const QString root = QDir(mirror.path()).canonicalPath();
    for (const char *top : {"/sys", "/dev", "/proc"})
        (void)makeDir(root, QLatin1String(top));
    HostProbe probe;
    bool ended = false;
    qsizetype at = 0;
    int record = 0;
    while (at < output.size()) {
        ++record;
        const qsizetype eol = output.indexOf('\n', at);
        if (eol < 0)
            return probeError(hostLabel, QStringLiteral("is cut short (record %1 has no header)").arg(record));
        const QList<QByteArray> head = output.mid(at, eol - at).split(' ');
        bool okA = false, okB = false;
        const qsizetype lenA = head.size() == 3 ? head[1].toLongLong(&okA) : -1;
        const qsizetype lenB = head.size() == 3 ? head[2].toLongLong(&okB) : -1;
        // Each length checked against what is left before any sum (a host's 2^63 must not wrap).
        if (!okA || !okB || head[0].size() != 1 || lenA < 0 || lenB < 0 || lenA > 4096
            || lenA > output.size() - (eol + 1) || lenB > output.size() - (eol + 1) - lenA)
            return probeError(hostLabel, QStringLiteral("is not the probe's (record %1: \"%2\")")
                                             .arg(record).arg(QString::fromLocal8Bit(output.mid(at, std::min<qsizetype>(eol - at, 60)))));
        const QString name = QString::fromLocal8Bit(output.mid(eol + 1, lenA));
        const QByteArray data = output.mid(eol + 1 + lenA, lenB);
        at = eol + 1 + lenA + lenB;
        const char type = head[0].at(0);
        if (type == 'V') {
            const QString value = QString::fromLocal8Bit(data).trimmed();
            if (name == QLatin1String("hostname")) probe.hostname = value;
            else if (name == QLatin1String("kernel")) probe.kernel = value;
            else if (name == QLatin1String("arch")) probe.arch = value;
            else if (name == QLatin1String("fio")) probe.fioVersion = value;
            else if (name == QLatin1String("drivebench-cli")) probe.drivebenchCli = value;
            else if (name == QLatin1String("id")) probe.user = value;
            else if (name == QLatin1String("end")) ended = true;
            continue;
        }
        if (!acceptablePath(name))
            return probeError(hostLabel, QStringLiteral("names a path outside /sys, /dev and /proc (record %1: %2)").arg(record).arg(name));
        const QString local = root + name;
        const QByteArray localName = QFile::encodeName(local);
        struct stat st;
        switch (type) {
        case 'D':
            (void)makeDir(root, name); // a name also given as a link keeps the link
            break;
        case 'F':
        case 'X':
            if (!makeParents(root, name) || ::lstat(localName.constData(), &st) == 0)
                break; // under a link, or given twice: the first stands
            {
                const QByteArray bytes = type == 'X' ? QByteArray::fromHex(data) : data;
                QFile f(local);
                if (!f.open(QIODevice::WriteOnly | QIODevice::NewOnly) || f.write(bytes) != bytes.size())
                    return Error::make(std::errc::io_error,
                                       QStringLiteral("cannot write %1's drive list into %2: %3")
                                           .arg(hostLabel, local, f.errorString()).toStdString(),
                                       "free space in the temporary directory ($TMPDIR or /tmp)");
            }
            break;
        case 'L': {
            if (!makeParents(root, name) || ::lstat(localName.constData(), &st) == 0)
                break;
            // The target as the host would resolve it, kept inside the mirror.
            const QString target = QString::fromLocal8Bit(data);
            const QString onHost = resolveLexically(target.startsWith(QLatin1Char('/'))
                                                        ? target
                                                        : name.section(QLatin1Char('/'), 0, -2) + QLatin1Char('/') + target);
            if (::symlink(QFile::encodeName(root + onHost).constData(), localName.constData()) != 0)
                return Error::make(std::errc::io_error,
                                   QStringLiteral("cannot write %1's drive list into %2: %3")
                                       .arg(hostLabel, local, QString::fromLocal8Bit(std::strerror(errno))).toStdString(),
                                   "free space in the temporary directory ($TMPDIR or /tmp)");
            break;
        }
        default:
            return probeError(hostLabel, QStringLiteral("has an unknown record type '%1' (record %2)").arg(QLatin1Char(type)).arg(record));
        }
    }
    if (!ended)
        return probeError(hostLabel, QStringLiteral("is cut short (no end mark after %1 records)").arg(record));
    const SysfsScanner scanner(root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc"));
    Result<std::vector<Drive>> drives = scanner.scan();
    if (!drives)
        return Error::make(std::errc::io_error,
                           QStringLiteral("%1: %2").arg(hostLabel, QString::fromStdString(drives.error().message)).toStdString(),
                           drives.error().hint);
    for (Drive &d : *drives)
        applyIdentityChecks(d, scanner.sysRoot());
    relocateDrives(*drives, root);
    probe.drives = std::move(*drives);
    if (probe.fioVersion.isEmpty())
        probe.missing << QStringLiteral("install fio on %1 (Debian, Ubuntu: apt install fio; Fedora: dnf install fio)").arg(hostLabel);
    return probe;
}

QJsonObject toJson(const HostSpec &host, const HostProbe &probe)
{
    return {{QStringLiteral("name"), host.display()},
            {QStringLiteral("transport"), host.transportName()},
            {QStringLiteral("hostname"), probe.hostname},
            {QStringLiteral("kernel"), probe.kernel},
            {QStringLiteral("arch"), probe.arch},
            {QStringLiteral("fio_version"), probe.fioVersion},
            {QStringLiteral("drivebench_cli"), probe.drivebenchCli},
            {QStringLiteral("user"), probe.user},
            {QStringLiteral("missing"), QJsonArray::fromStringList(probe.missing)}};
}

Result<HostProbe> probeHost(const HostSpec &host)
{
    Result<RemoteOutput> out = runOverSsh(host, QStringLiteral("env LC_ALL=C sh -s"), probeScript(), 120000);
    if (!out)
        return out.error();
    if (out->exitCode != 0)
        return Error::make(std::errc::io_error,
                           QStringLiteral("%1: the drive probe ended with exit status %2: %3")
                               .arg(host.display()).arg(out->exitCode)
                               .arg(QString::fromLocal8Bit(out->err).trimmed().section(QLatin1Char('\n'), -1)).toStdString(),
                           "check that the host has a POSIX /bin/sh and that ssh to it runs commands");
    const QString label = host.user.isEmpty() ? host.name : host.user + QLatin1Char('@') + host.name;
    return decodeProbe(out->out, label);
}

} // namespace drivebench
