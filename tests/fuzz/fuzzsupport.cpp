// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzsupport.h"

#include <ftw.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace drivebench::fuzz {

namespace {

std::unique_ptr<QCoreApplication> &application()
{
    static std::unique_ptr<QCoreApplication> app;
    return app;
}

std::unique_ptr<QTemporaryDir> &scratch()
{
    static std::unique_ptr<QTemporaryDir> dir;
    return dir;
}

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "fuzz harness setup: %s\n", qPrintable(what));
    std::abort();
}

} // namespace

void initialize(int *argc, char ***argv)
{
    if (!application()) {
        static int fallbackArgc = 1;
        static char fallbackName[] = "fuzz";
        static char *fallbackArgv[] = {fallbackName, nullptr};
        if (!argc || !argv) {
            argc = &fallbackArgc;
            static char **fallback = fallbackArgv;
            argv = &fallback;
        }
        application() = std::make_unique<QCoreApplication>(*argc, *argv);
    }
    if (!scratch()) {
        scratch() = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/drivebench-fuzz-XXXXXX"));
        if (!scratch()->isValid())
            die(QStringLiteral("cannot create a scratch directory in %1: %2").arg(QDir::tempPath(), scratch()->errorString()));
        // At exit the directory is removed; the application is left to the process's end (kept
        // reachable, so a leak checker does not count it): destroying it after Qt's own global
        // statics are gone (Qt 6.8's SQL connection list, freed before this handler runs)
        // crashed every fuzz_library replay on Debian 13.
        std::atexit([] {
            // Byte-exact: the harnesses make names that are not UTF-8, which QTemporaryDir's
            // removal (QString paths) cannot name, and it left such trees behind.
            removeTree(QFile::encodeName(scratch()->path()).toStdString());
            scratch().reset();
            static QCoreApplication *const keptToTheEnd = application().release();
            (void)keptToTheEnd;
        });
    }
}

const QString &scratchDir()
{
    if (!scratch())
        initialize(nullptr, nullptr);
    static const QString path = scratch()->path();
    return path;
}

QString writeScratchFile(const QString &relativePath, const std::uint8_t *data, std::size_t size)
{
    const QString path = scratchDir() + QLatin1Char('/') + relativePath;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        die(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
    if (size > 0 && f.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
        die(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
    return path;
}

QString writeScratchFile(const QString &relativePath, const QByteArray &bytes)
{
    return writeScratchFile(relativePath, reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                            std::size_t(bytes.size()));
}

void removeTree(const std::string &path)
{
    // Depth first, links not followed, not across mounts (a mount inside makes its parent's
    // removal fail, which is reported). An entry gone meanwhile is fine; the check after the walk
    // is what proves the tree gone.
    static std::string failed;
    failed.clear();
    const int rc = ::nftw(path.c_str(), [](const char *entry, const struct stat *, int, FTW *) {
        if (::remove(entry) == 0 || errno == ENOENT)
            return 0;
        failed = entry;
        return -1;
    }, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
    const int err = errno;
    struct stat st{};
    if ((rc != 0 && err != ENOENT) || ::lstat(path.c_str(), &st) == 0)
        die(QStringLiteral("cannot remove %1: %2").arg(QFile::decodeName(QByteArray::fromStdString(failed.empty() ? path : failed)),
                                                      QString::fromLocal8Bit(std::strerror(rc != 0 ? err : ENOTEMPTY))));
}

void removeScratchFile(const QString &relativePath)
{
    QFile::remove(scratchDir() + QLatin1Char('/') + relativePath);
}

std::vector<QByteArray> splitRecords(const QByteArray &input, std::size_t maxParts)
{
    static const QByteArray separator("\n--8<--\n");
    std::vector<QByteArray> parts;
    qsizetype from = 0;
    while (parts.size() + 1 < maxParts) {
        const qsizetype end = input.indexOf(separator, from);
        if (end < 0)
            break;
        parts.push_back(input.mid(from, end - from));
        from = end + separator.size();
    }
    parts.push_back(input.mid(from));
    return parts;
}

} // namespace drivebench::fuzz
