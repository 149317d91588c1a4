// SPDX-License-Identifier: GPL-3.0-or-later
// The sysfs and procfs attribute readers, on a fixture root written from the input: the fixture
// trees of tests/fixtures/sysfs/ (desktop, laptop, server, btrfs-laptop, ...) are copied once into the scratch
// directory; an input replaces the contents of some of their files, then the drive scan runs on
// that root as `drivebench-cli drives` runs on /sys, /dev and /proc (SysfsScanner::scan, the
// drives JSON, locateDrive). The changed files get their fixture contents back afterwards.
//
// Input: records joined by "\n--8<--\n"; a record is "ROOT/RELATIVE/PATH\nCONTENTS", e.g.
// "desktop/sys/block/sda/size\n500118192\n". Only files that exist in a fixture are written (a
// path naming anything else is ignored), so nothing is created outside the copied trees.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include <QByteArray>
#include <QFile>

#include "core/devices/drivejson.h"
#include "core/devices/drivelocator.h"
#include "core/devices/sysfsscanner.h"
#include "tests/fuzz/fuzzsupport.h"

namespace {

const QByteArray kSeparator("\n--8<--\n");

// Fixture-relative path ("desktop/sys/block/sda/size") -> original contents.
std::map<QByteArray, QByteArray> &fixtureFiles()
{
    static std::map<QByteArray, QByteArray> files;
    return files;
}

void copyFixtures()
{
    namespace fs = std::filesystem;
    const fs::path source = fs::path(DRIVEBENCH_FIXTURES) / "sysfs";
    const fs::path target = drivebench::fuzz::scratchDir().toStdString();
    for (const auto &dir : fs::directory_iterator(source)) {
        if (!dir.is_directory())
            continue;
        const fs::path root = dir.path().filename();
        fs::copy(source / root, target / root, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        for (const auto &e : fs::recursive_directory_iterator(target / root)) {
            if (!e.is_symlink() && e.is_regular_file()) {
                QFile f(QString::fromStdString(e.path().string()));
                if (!f.open(QIODevice::ReadOnly))
                    std::abort();
                fixtureFiles()[QByteArray::fromStdString(fs::relative(e.path(), target).string())] = f.readAll();
            }
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    copyFixtures();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    std::set<QByteArray> changed;
    std::set<QByteArray> roots;
    qsizetype from = 0;
    while (from <= input.size()) {
        qsizetype end = input.indexOf(kSeparator, from);
        if (end < 0)
            end = input.size();
        const QByteArray record = input.mid(from, end - from);
        from = end + kSeparator.size();
        const qsizetype newline = record.indexOf('\n');
        if (newline <= 0)
            continue;
        const QByteArray path = record.left(newline);
        const auto original = fixtureFiles().find(path);
        if (original == fixtureFiles().end())
            continue;
        const QByteArray contents = record.mid(newline + 1);
        roots.insert(path.left(path.indexOf('/')));
        if (contents == original->second)
            continue; // the fixture as it is (every seed is one file unchanged)
        fuzz::writeScratchFile(QString::fromUtf8(path), contents);
        changed.insert(path);
    }
    if (roots.empty())
        roots.insert("desktop");

    // A root none of whose files changed gives what it gave the first time: scanned once per
    // process. Most seeds are such inputs (391 of them, about 80 per root), and the default
    // suite's replay of them ran past its 300 s in the rig guest's emulated CPU.
    static std::set<QByteArray> pristineScanned;
    for (const QByteArray &root : roots) {
        const bool pristine = std::none_of(changed.begin(), changed.end(),
                                           [&](const QByteArray &p) { return p.startsWith(root + '/'); });
        if (pristine && !pristineScanned.insert(root).second)
            continue;
        const QString base = fuzz::scratchDir() + QLatin1Char('/') + QString::fromUtf8(root);
        const SysfsScanner scanner(base + QStringLiteral("/sys"), base + QStringLiteral("/dev"),
                                   base + QStringLiteral("/proc"));
        if (const auto drives = scanner.scan())
            (void)toJson(*drives);
        // Which drive holds a directory: mountinfo and sysfs of the root together.
        (void)locateDrive(QStringLiteral("/"), base + QStringLiteral("/sys"), base + QStringLiteral("/proc"));
        (void)locateDrive(QStringLiteral("/dev/sda"), base + QStringLiteral("/sys"), base + QStringLiteral("/proc"));
    }

    for (const QByteArray &path : changed)
        fuzz::writeScratchFile(QString::fromUtf8(path), fixtureFiles()[path]);
    return 0;
}
