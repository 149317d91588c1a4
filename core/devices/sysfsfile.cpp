// SPDX-License-Identifier: GPL-3.0-or-later
#include "sysfsfile.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdlib>

#include <QDir>

#include "core/util/uniquefd.h"

namespace drivebench::sysfs {

std::optional<QByteArray> readBytes(const QString &path)
{
    // POSIX calls rather than QFile: enumeration reads ~20 attributes per disk and must stay fast.
    const QByteArray native = path.toLocal8Bit();
    UniqueFd fd(::open(native.constData(), O_RDONLY | O_CLOEXEC));
    if (!fd)
        return std::nullopt;
    QByteArray data;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0)
            return std::nullopt;
        if (n == 0)
            break;
        data.append(buffer, n);
        if (data.size() > (1 << 20)) // no attribute is that long; stop on a runaway file
            break;
    }
    return data;
}

std::optional<QByteArray> readAttribute(const QString &path)
{
    const QByteArray native = path.toLocal8Bit();
    UniqueFd fd(::open(native.constData(), O_RDONLY | O_CLOEXEC));
    if (!fd)
        return std::nullopt;
    char buffer[4097];
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0)
        return std::nullopt;
    if (n < ssize_t(sizeof buffer))
        return QByteArray(buffer, n);
    // Longer than a page: not a sysfs attribute (a fixture or a proc file); read it all.
    return readBytes(path);
}

std::optional<QString> readText(const QString &path)
{
    auto bytes = readAttribute(path);
    if (!bytes)
        return std::nullopt;
    QByteArray &data = *bytes;
    while (!data.isEmpty() && (data.back() == '\n' || data.back() == ' ' || data.back() == '\t'
                               || data.back() == '\0'))
        data.chop(1);
    return QString::fromUtf8(data);
}

QString readTrimmed(const QString &path)
{
    return readText(path).value_or(QString()).trimmed();
}

std::optional<std::uint64_t> readU64(const QString &path)
{
    const auto text = readText(path);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qulonglong value = text->trimmed().toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

QStringList listDir(const QString &path)
{
    QStringList names;
    const QByteArray native = path.toLocal8Bit();
    DIR *dir = ::opendir(native.constData());
    if (!dir)
        return names;
    while (const dirent *entry = ::readdir(dir)) {
        const char *n = entry->d_name;
        if (n[0] == '.') // ".", "..", and fixtures' .keep markers: sysfs has no dot-names
            continue;
        names.append(QString::fromLocal8Bit(n));
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    return names;
}

bool exists(const QString &path)
{
    struct stat st;
    return ::lstat(path.toLocal8Bit().constData(), &st) == 0;
}

QString linkTargetName(const QString &path)
{
    char target[PATH_MAX];
    const ssize_t n = ::readlink(path.toLocal8Bit().constData(), target, sizeof target - 1);
    if (n <= 0)
        return {};
    return QString::fromLocal8Bit(target, n).section(QLatin1Char('/'), -1);
}

QString followLink(const QString &path)
{
    char target[PATH_MAX];
    const ssize_t n = ::readlink(path.toLocal8Bit().constData(), target, sizeof target - 1);
    if (n <= 0)
        return path;
    const QString t = QString::fromLocal8Bit(target, n);
    if (t.startsWith(QLatin1Char('/')))
        return QDir::cleanPath(t);
    return QDir::cleanPath(path.section(QLatin1Char('/'), 0, -2) + QLatin1Char('/') + t);
}

QString canonical(const QString &path)
{
    char resolved[PATH_MAX];
    if (!::realpath(path.toLocal8Bit().constData(), resolved))
        return {};
    return QString::fromLocal8Bit(resolved);
}

} // namespace drivebench::sysfs
