// SPDX-License-Identifier: GPL-3.0-or-later
// The capacity check's pure parts: the sector format (good, wrapped, stale, corrupt told apart),
// the verdict classifier and its words, quick mode's regions; the owned scratch folder: a killed
// run's folder is removed by the next start only when its marker, lock and files prove it ours,
// and anything else (no marker, a foreign file, a live run, a symlink) is left alone. The whole
// check through the Runner in a directory of the disk's filesystem (/var/tmp), genuine, and
// nothing left behind.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <vector>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/runner.h"
#include "core/util/uniquefd.h"
#include "core/workloads/capacitycheck.h"
#include "core/workloads/capacitysector.h"
#include "core/workloads/ownedscratchdir.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;

namespace {

constexpr std::uint64_t kSeed = 0x1234567890abcdefull;
constexpr std::uint64_t kMiB = 1ull << 20;

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

bool proofFirstSector(int fd, std::uint64_t seed)
{
    std::byte s[kCapacitySectorBytes];
    return ::pread(fd, s, sizeof s, 0) == ssize_t(sizeof s) && isOurSector(s, seed);
}

void writeFile(int dirFd, const char *name, const void *data, std::size_t n)
{
    UniqueFd fd(::openat(dirFd, name, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0600));
    QVERIFY(fd);
    QCOMPARE(::write(fd.get(), data, n), ssize_t(n));
}

} // namespace

class TestCapacity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sectorRoundTrip()
    {
        std::byte s[kCapacitySectorBytes];
        stampSector(s, 4096, kSeed);
        const SectorCheck c = checkSector(s, 4096, kSeed);
        QCOMPARE(c.state, SectorState::Good);
        QVERIFY(isOurSector(s, kSeed));
        QVERIFY(!isOurSector(s, kSeed + 1));
        QCOMPARE(sectorSeed(s).value_or(0), kSeed);
        // Two sectors differ beyond their header (the filler depends on the offset).
        std::byte t[kCapacitySectorBytes];
        stampSector(t, 4608, kSeed);
        QVERIFY(std::memcmp(s + 24, t + 24, 480) != 0);
    }

    void sectorStates()
    {
        std::byte s[kCapacitySectorBytes];
        // Another offset's data: wrapped, and where it came from.
        stampSector(s, 256 * kMiB, kSeed);
        SectorCheck c = checkSector(s, 0, kSeed);
        QCOMPARE(c.state, SectorState::Wrapped);
        QCOMPARE(c.foundOffset, 256 * kMiB);
        // Never written: zeros, 0xff, a previous run's sector.
        std::memset(s, 0, sizeof s);
        QCOMPARE(checkSector(s, 0, kSeed).state, SectorState::Stale);
        std::memset(s, 0xff, sizeof s);
        QCOMPARE(checkSector(s, 512, kSeed).state, SectorState::Stale);
        stampSector(s, 512, kSeed ^ 1);
        QCOMPARE(checkSector(s, 512, kSeed).state, SectorState::Stale);
        // Ours, damaged: one flipped bit in the filler, in the checksum, or a half-overwritten one.
        stampSector(s, 1024, kSeed);
        s[100] ^= std::byte{0x10};
        QCOMPARE(checkSector(s, 1024, kSeed).state, SectorState::Corrupt);
        stampSector(s, 1024, kSeed);
        s[511] ^= std::byte{0x01};
        QCOMPARE(checkSector(s, 1024, kSeed).state, SectorState::Corrupt);
        stampSector(s, 1024, kSeed);
        std::memset(s + 256, 0, 256);
        QCOMPARE(checkSector(s, 1024, kSeed).state, SectorState::Corrupt);
        // A damaged header with most of the body intact is still ours.
        stampSector(s, 1024, kSeed);
        std::memset(s, 0, 24);
        QCOMPARE(checkSector(s, 1024, kSeed).state, SectorState::Corrupt);
    }

    void stampSectorsMatchesOneByOne()
    {
        std::vector<std::byte> many(8 * kCapacitySectorBytes), one(kCapacitySectorBytes);
        stampSectors(many.data(), many.size(), 1 * kMiB, kSeed);
        for (int i = 0; i < 8; ++i) {
            stampSector(one.data(), kMiB + std::uint64_t(i) * 512, kSeed);
            QVERIFY(std::memcmp(one.data(), many.data() + i * 512, 512) == 0);
            QCOMPARE(checkSector(many.data() + i * 512, kMiB + std::uint64_t(i) * 512, kSeed).state,
                     SectorState::Good);
        }
    }

    void classifier()
    {
        CapacityTally t;
        t.spanBytes = 512 * kMiB;
        for (std::uint64_t o = 0; o < 8 * 512; o += 512)
            t.add({SectorState::Good, o}, o, 512);
        QCOMPARE(capacityKind(t), CapacityKind::Genuine);
        QCOMPARE(usableBytes(t), std::uint64_t(8 * 512));
        // Wrapped sectors: fake, usable capped by the wrap distance, the first bad one located.
        t.add({SectorState::Wrapped, 256 * kMiB + 8192}, 8192, 512);
        QCOMPARE(capacityKind(t), CapacityKind::Fake);
        QCOMPARE(t.firstBadOffset.value_or(0), std::uint64_t(8192));
        QCOMPARE(t.wrapDistance.value_or(0), 256 * kMiB);
        // Errors outweigh: errors.
        t.addUnreadable(16384, 4096);
        QCOMPARE(capacityKind(t), CapacityKind::Errors);
        QCOMPARE(t.firstBadOffset.value_or(0), std::uint64_t(8192));
        QCOMPARE(t.unreadableBytes, std::uint64_t(4096));
        QCOMPARE(t.verifiedBytes, std::uint64_t(8 * 512 + 512 + 4096));
        // Stale only: fake (the drive dropped what it could not hold).
        CapacityTally s;
        s.add({SectorState::Good, 0}, 0, 256 * kMiB);
        s.add({SectorState::Stale, 0}, 256 * kMiB, 256 * kMiB);
        QCOMPARE(capacityKind(s), CapacityKind::Fake);
        QCOMPARE(usableBytes(s), 256 * kMiB);
        // Quick: usable is the first bad offset (the samples below it held).
        CapacityTally q;
        q.quick = true;
        q.spanBytes = 512 * kMiB;
        q.add({SectorState::Good, 0}, 0, 4 * kMiB);
        q.add({SectorState::Wrapped, 0}, 256 * kMiB, 4 * kMiB);
        QCOMPARE(usableBytes(q), 256 * kMiB);
        CapacityTally g;
        g.quick = true;
        g.spanBytes = 512 * kMiB;
        g.add({SectorState::Good, 0}, 0, 4 * kMiB);
        QCOMPARE(usableBytes(g), 512 * kMiB); // sampled and clean: the span
        QCOMPARE(capacityKindName(CapacityKind::Fake), QStringLiteral("fake"));
    }

    void verdictWords()
    {
        CapacityVerdict v;
        v.kind = QStringLiteral("fake");
        v.spanBytes = 512 * kMiB;
        v.usableBytes = 256 * kMiB;
        v.verifiedBytes = 512 * kMiB;
        v.complete = true;
        v.firstBadOffsetBytes = 0;
        v.wrappedBytes = 256 * kMiB;
        QCOMPARE(capacityVerdictText(v),
                 QStringLiteral("Fake capacity: 256 MiB real of 512 MiB claimed (256 MiB wrapped, first at 0 B)"));
        v.kind = QStringLiteral("errors");
        v.badTotalBytes = 4 * kMiB;
        v.wrappedBytes = 0;
        v.unreadableBytes = 4 * kMiB;
        v.firstBadOffsetBytes = 64 * kMiB;
        v.complete = false;
        QCOMPARE(capacityVerdictText(v), QStringLiteral("Errors: 4 MiB bad (4 MiB unreadable), first at 64 MiB "
                                                        "(stopped early: 512 MiB verified)"));
        v.kind = QStringLiteral("genuine");
        v.complete = true;
        QCOMPARE(capacityVerdictText(v), QStringLiteral("Genuine: all 512 MiB verified"));
        v.complete = false;
        v.verifiedBytes = 100 * kMiB;
        QCOMPARE(capacityVerdictText(v), QStringLiteral("No errors so far: 100 MiB of 512 MiB verified"));
        QCOMPARE(capacityBytesText(1.5 * 1024 * 1024 * 1024), QStringLiteral("1.5 GiB"));
        QCOMPARE(capacityBytesText(512), QStringLiteral("512 B"));
    }

    void quickRegions()
    {
        const std::uint64_t span = 16ull << 30;
        const auto regions = capacityQuickRegions(span, 4 * kMiB, 128, 4096);
        QVERIFY(!regions.empty());
        QCOMPARE(regions.front().first, std::uint64_t(0));
        QCOMPARE(regions.back().first + regions.back().second, span); // one at the very end
        std::uint64_t total = 0, last = 0;
        for (std::size_t i = 0; i < regions.size(); ++i) {
            const auto &[o, n] = regions[i];
            QVERIFY(o % 4096 == 0 && n % 4096 == 0 && n > 0);
            QVERIFY(o + n <= span);
            if (i > 0)
                QVERIFY(o >= last); // sorted and disjoint
            last = o + n;
            total += n;
        }
        QVERIFY2(total < span / 16, "quick mode writes a small part of the span");
        // Every power of two from 1 MiB is a region start (a wrap at 2^k shows there).
        for (std::uint64_t p = kMiB; p < span; p *= 2) {
            bool found = false;
            for (const auto &[o, n] : regions)
                found = found || (o <= p && p < o + n);
            QVERIFY2(found, qPrintable(QString::number(p)));
        }
        // A small span: one-block regions, still from the start to the end, a part of it.
        const auto small = capacityQuickRegions(2 * kMiB, 4 * kMiB, 128, 4096);
        QCOMPARE(small.front().first, std::uint64_t(0));
        QCOMPARE(small.back().first + small.back().second, 2 * kMiB);
        std::uint64_t smallTotal = 0;
        for (const auto &r : small)
            smallTotal += r.second;
        QVERIFY2(smallTotal <= 2 * kMiB / 3, qPrintable(QString::number(smallTotal)));
        // A 512 MiB fake wrapping at 256 MiB: every high sample has a low one 256 MiB below it,
        // written after it (the low one overwrites it, so the high one reads back wrapped).
        const auto fake = capacityQuickRegions(512 * kMiB, 4 * kMiB, 128, 4096);
        int pairs = 0;
        for (const auto &[o, n] : fake) {
            if (o < 256 * kMiB)
                continue;
            for (const auto &[o2, n2] : fake)
                pairs += o2 == o - 256 * kMiB;
        }
        QVERIFY2(pairs >= 64, qPrintable(QString::number(pairs)));
    }

    void reserveDefault()
    {
        QCOMPARE(defaultCapacityReserve(50ull << 30), std::uint64_t(512ull << 20));
        QCOMPARE(defaultCapacityReserve(1ull << 40), std::uint64_t(1ull << 30));
    }

    void fileSpanAndFillPlan()
    {
        constexpr std::uint64_t MiB = 1ull << 20;
        // 10 GiB + 300 KiB free, 1 GiB reserve: 9 GiB in whole MiB, less 9 GiB / 4096 + 1 MiB
        // (3.25 MiB, rounded down to 3) for the files' metadata.
        QCOMPARE(capacityFileSpan((10ull << 30) + 300 * 1024, 1ull << 30), (9ull << 30) - 3 * MiB);
        QCOMPARE(capacityFileSpan(2 * MiB, MiB), MiB);         // the smallest span there is
        QCOMPARE(capacityFileSpan(MiB + 4095, MiB), std::uint64_t(0)); // no more than reserve + 1 MiB
        QCOMPARE(capacityFileSpan(0, MiB), std::uint64_t(0));

        // The plan of a real directory, as the window asks before filling it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        CapacitySettings s;
        s.reserveBytes = 64 * MiB;
        struct statvfs vfs{};
        QCOMPARE(::statvfs(QFile::encodeName(dir.path()).constData(), &vfs), 0);
        const std::uint64_t freeNow = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
        if (freeNow < 256 * MiB)
            QSKIP("this file system has under 256 MiB free");
        const Result<CapacityFillPlan> plan = planCapacityFill(dir.path(), s);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QCOMPARE(plan->reserveBytes, 64 * MiB);
        // Free space moves with other writers: within 64 MiB of what statvfs said just before.
        QVERIFY(plan->freeBytes + 64 * MiB > freeNow && plan->freeBytes < freeNow + 64 * MiB);
        QCOMPARE(plan->spanBytes, capacityFileSpan(plan->freeBytes, 64 * MiB));
        QCOMPARE(plan->writeBytes, plan->spanBytes);
        s.quick = true;
        const Result<CapacityFillPlan> quick = planCapacityFill(dir.path(), s);
        QVERIFY(quick);
        std::uint64_t regions = 0;
        for (const auto &[offset, length] : capacityQuickRegions(quick->spanBytes, s.quickRegionBytes, s.quickPoints, 4096))
            regions += length;
        QCOMPARE(quick->writeBytes, regions);
        QVERIFY(quick->writeBytes < quick->spanBytes);

        // No room beyond the reserve, and no such directory: refused with the cause.
        s.quick = false;
        s.reserveBytes = plan->freeBytes + (1ull << 40);
        const Result<CapacityFillPlan> full = planCapacityFill(dir.path(), s);
        QVERIFY(!full);
        QVERIFY2(QString::fromStdString(full.error().text()).contains(QLatin1String("nothing to check")), full.error().text().c_str());
        QVERIFY(!planCapacityFill(dir.filePath(QStringLiteral("missing")), CapacitySettings{}));
    }

    void markerRoundTrip()
    {
        const ScratchMarker m = currentScratchMarker(kSeed);
        QVERIFY(!m.bootId.isEmpty());
        QVERIFY(m.startTicks > 0);
        const auto parsed = parseScratchMarker(scratchMarkerText(m));
        QVERIFY(parsed);
        QCOMPARE(parsed->seed, kSeed);
        QCOMPARE(parsed->pid, m.pid);
        QCOMPARE(parsed->startTicks, m.startTicks);
        QVERIFY(!parseScratchMarker("not a marker\nseed=1\n"));
        QVERIFY(!parseScratchMarker("DRIVEBENCH-OWNED-SCRATCH 1\nseed=1\n")); // fields missing
    }

    // A killed run's folder goes at the next start; a live one, foreign ones and symlinks stay.
    void leftovers()
    {
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/tst_capacity-XXXXXX"));
        QVERIFY(tmp.isValid());
        const QByteArray root = QFile::encodeName(tmp.path());
        UniqueFd parent(::open(root.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QVERIFY(parent);
        const std::string prefix = "drivebench-test-";

        // A child makes a folder with one of our files, then is killed.
        const pid_t child = ::fork();
        if (child == 0) {
            auto d = OwnedScratchDir::create(parent.get(), tmp.path(), prefix, kSeed);
            if (!d)
                ::_exit(2);
            std::byte s[kCapacitySectorBytes * 8];
            stampSectors(s, sizeof s, 0, kSeed);
            bool named = false;
            auto fd = (*d)->createFile("fill-000000.dat", 0, &named);
            if (!fd || ::write(fd->get(), s, sizeof s) != ssize_t(sizeof s))
                ::_exit(3);
            if (!named && !(*d)->publish(fd->get(), "fill-000000.dat"))
                ::_exit(4);
            ::kill(::getpid(), SIGKILL);
            ::_exit(5);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, qPrintable(QString::number(status)));
        // The folder and, beside it, its claim (core/engine/leftoverclaim.h).
        QCOMPARE(entries(tmp.path()).size(), 2);
        const QStringList killedNames = entries(tmp.path()).filter(QRegularExpression(QStringLiteral("^") + QString::fromStdString(prefix)));
        QCOMPARE(killedNames.size(), 1);
        const QString killed = killedNames.first();
        QCOMPARE(entries(tmp.path()).filter(QRegularExpression(QStringLiteral("^drivebench-claim-"))).size(), 1);
        QCOMPARE(entries(tmp.path() + QLatin1Char('/') + killed).size(), 1); // the file alone

        // A live folder (this process), a folder without a marker, one with a foreign file, a
        // symlink with the prefix, and a user's file with the prefix.
        auto live = OwnedScratchDir::create(parent.get(), tmp.path(), prefix, kSeed);
        QVERIFY(live);
        QVERIFY(::mkdirat(parent.get(), (prefix + "nomarker").c_str(), 0700) == 0);
        {
            UniqueFd d(::openat(parent.get(), (prefix + "nomarker").c_str(), O_RDONLY | O_DIRECTORY));
            writeFile(d.get(), "precious.txt", "user data", 9);
        }
        // A dead run's folder into which someone put a file of their own.
        const pid_t child2 = ::fork();
        if (child2 == 0) {
            auto d = OwnedScratchDir::create(parent.get(), tmp.path(), prefix + "foreign-", kSeed);
            if (!d)
                ::_exit(2);
            ::kill(::getpid(), SIGKILL);
            ::_exit(5);
        }
        QCOMPARE(::waitpid(child2, &status, 0), child2);
        QString foreign;
        for (const QString &e : entries(tmp.path()))
            if (e.startsWith(QLatin1String((prefix + "foreign-").c_str())))
                foreign = e;
        QVERIFY(!foreign.isEmpty());
        {
            UniqueFd d(::openat(parent.get(), QFile::encodeName(foreign).constData(), O_RDONLY | O_DIRECTORY));
            writeFile(d.get(), "notes.txt", "mine, not the benchmark's", 25);
        }
        QVERIFY(::symlinkat("/", parent.get(), (prefix + "link").c_str()) == 0);
        writeFile(parent.get(), (prefix + "file.txt").c_str(), "x", 1);

        int removed = 0;
        const LeftoverReport r = OwnedScratchDir::removeLeftovers(parent.get(), tmp.path(), prefix, proofFirstSector);
        removed = r.removed;
        QCOMPARE(removed, 1);
        const QStringList left = entries(tmp.path());
        QVERIFY(!left.contains(killed));
        QVERIFY(left.contains(QString::fromStdString((*live)->name())));
        QVERIFY(left.contains(QString::fromStdString(prefix + "nomarker")));
        QVERIFY(left.contains(foreign));
        QVERIFY(left.contains(QString::fromStdString(prefix + "link")));
        QVERIFY(left.contains(QString::fromStdString(prefix + "file.txt")));
        QCOMPARE(r.kept.size(), 2); // no claim nor marker; a file not ours (the live one is silent)
        QVERIFY(QFile::exists(tmp.path() + QLatin1Char('/') + foreign + QStringLiteral("/notes.txt")));
        QVERIFY(QFile::exists(tmp.path() + QStringLiteral("/") + QString::fromStdString(prefix) + QStringLiteral("nomarker/precious.txt")));

        QVERIFY(!left.filter(QRegularExpression(QStringLiteral("^drivebench-claim-"))).isEmpty()); // live's, foreign's

        // The live folder removes itself completely, its claim last.
        const int before = int(entries(tmp.path()).size());
        QVERIFY((*live)->removeAll());
        QVERIFY(!entries(tmp.path()).contains(QString::fromStdString((*live)->name())));
        QCOMPARE(int(entries(tmp.path()).size()), before - 2);
    }

    // A folder the previous version left (<prefix>XXXXXXXXXX holding .drivebench-owner): still
    // removed when its marker proves it ours and its run is over, through the one ownership
    // module; kept when not (its owner runs, its marker is locked, it holds a file not ours, its
    // marker is not ours, or a file is a hard link or a symlink).
    void oldFormatLeftovers()
    {
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/tst_capacity-XXXXXX"));
        QVERIFY(tmp.isValid());
        UniqueFd parent(::open(QFile::encodeName(tmp.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QVERIFY(parent);
        const std::string prefix = kCapacityDirPrefix;
        std::byte sectors[kCapacitySectorBytes * 8];
        stampSectors(sectors, sizeof sectors, 0, kSeed);
        ScratchMarker dead = currentScratchMarker(kSeed);
        dead.pid = 99999999; // this boot, a process that is gone
        ScratchMarker running = currentScratchMarker(kSeed);
        running.pid = ::getppid(); // this boot, a process that runs
        {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(running.pid));
            QVERIFY(stat.open(QIODevice::ReadOnly));
            const QByteArray text = stat.readAll();
            running.startTicks = text.mid(text.lastIndexOf(')') + 2).split(' ').value(19).toULongLong();
        }
        const auto plant = [&](const char *suffix, const QByteArray &marker) {
            const std::string name = prefix + suffix;
            if (::mkdirat(parent.get(), name.c_str(), 0700) != 0)
                return UniqueFd();
            UniqueFd d(::openat(parent.get(), name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
            writeFile(d.get(), kLegacyScratchMarker, marker.constData(), std::size_t(marker.size()));
            writeFile(d.get(), "fill-000000.dat", sectors, sizeof sectors);
            return d;
        };
        QVERIFY(plant("killed0001", scratchMarkerText(dead)));
        QVERIFY(plant("running001", scratchMarkerText(running)));
        {
            UniqueFd d = plant("foreign001", scratchMarkerText(dead));
            writeFile(d.get(), "holiday.jpg", "JPEG", 4);
        }
        QVERIFY(plant("notours001", "DRIVEBENCH-OWNED-SCRATCH 1\nseed=1\n"));
        {
            UniqueFd d = plant("hardlink01", scratchMarkerText(dead));
            QVERIFY(::linkat(d.get(), "fill-000000.dat", d.get(), "fill-000001.dat", 0) == 0);
        }
        {
            UniqueFd d = plant("symlink001", scratchMarkerText(dead));
            QVERIFY(::symlinkat("/etc/hostname", d.get(), "fill-000001.dat") == 0);
        }
        UniqueFd lockedDir = plant("locked0001", scratchMarkerText(dead));
        UniqueFd lockFd(::openat(lockedDir.get(), kLegacyScratchMarker, O_RDWR | O_CLOEXEC));
        struct flock lock{};
        lock.l_type = F_WRLCK;
        lock.l_whence = SEEK_SET;
        QVERIFY(::fcntl(lockFd.get(), F_OFD_SETLK, &lock) == 0); // a live old run holds it

        int removed = 0;
        const QStringList kept = removeStaleCapacityFolders(parent.get(), tmp.path(), &removed);
        QCOMPARE(removed, 1);
        const QStringList left = entries(tmp.path());
        QVERIFY2(!left.contains(QString::fromStdString(prefix + "killed0001")), qPrintable(left.join(' ')));
        for (const char *k : {"running001", "foreign001", "notours001", "hardlink01", "symlink001", "locked0001"})
            QVERIFY2(left.contains(QString::fromStdString(prefix + k)), k);
        QVERIFY(QFile::exists(tmp.path() + QStringLiteral("/") + QString::fromStdString(prefix) + QStringLiteral("foreign001/holiday.jpg")));
        QCOMPARE(entries(tmp.path() + QStringLiteral("/") + QString::fromStdString(prefix) + QStringLiteral("hardlink01")).size(), 3);
        // Reasons for the four of finished runs or foreign markers; the live ones are silent.
        QCOMPARE(kept.size(), 4);
        QVERIFY2(kept.filter(QStringLiteral("holiday.jpg, which is not provably ours")).size() == 1, qPrintable(kept.join('\n')));
        QVERIFY2(kept.filter(QStringLiteral("owner marker is not DriveBench's")).size() == 1, qPrintable(kept.join('\n')));

        // Its run over (lock released) and the foreign file taken out: proven, removed.
        lockFd.reset();
        QVERIFY(QFile::remove(tmp.path() + QStringLiteral("/") + QString::fromStdString(prefix) + QStringLiteral("foreign001/holiday.jpg")));
        removeStaleCapacityFolders(parent.get(), tmp.path(), &removed);
        QCOMPARE(removed, 2);
        QVERIFY(!entries(tmp.path()).contains(QString::fromStdString(prefix + "foreign001")));
        QVERIFY(!entries(tmp.path()).contains(QString::fromStdString(prefix + "locked0001")));
    }

    // A folder of the current format (a claim beside it naming it, kind scratch-v1) left by a
    // killed capacity check: the capacity check's own cleaning removes it, claim included, through
    // the one module; a claim whose seed does not match the files' keeps it.
    void newFormatLeftoverThroughTheOneModule()
    {
        QTemporaryDir tmp(QDir::tempPath() + QStringLiteral("/tst_capacity-XXXXXX"));
        QVERIFY(tmp.isValid());
        UniqueFd parent(::open(QFile::encodeName(tmp.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QVERIFY(parent);
        std::byte sectors[kCapacitySectorBytes * 8];
        stampSectors(sectors, sizeof sectors, 0, kSeed);
        ClaimOwner dead = currentClaimOwner();
        dead.pid = 99999999;
        const auto plant = [&](std::uint64_t seed) {
            const std::string token = newClaimToken();
            const std::string folder = std::string(kCapacityDirPrefix) + token;
            const QByteArray text = QByteArray::fromStdString(
                claimText(token, dead, {{ClaimItem::Kind::Folder, folder, 0, scratchRecipe(seed)}}));
            writeFile(parent.get(), (kClaimPrefix + token).c_str(), text.constData(), std::size_t(text.size()));
            if (::mkdirat(parent.get(), folder.c_str(), 0700) != 0)
                return std::string();
            UniqueFd d(::openat(parent.get(), folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
            writeFile(d.get(), "fill-000000.dat", sectors, sizeof sectors);
            return folder;
        };
        const std::string ours = plant(kSeed);
        const std::string otherSeed = plant(kSeed + 1);
        QVERIFY(!ours.empty() && !otherSeed.empty());
        QCOMPARE(entries(tmp.path()).size(), 4);
        int removed = 0;
        const QStringList kept = removeStaleCapacityFolders(parent.get(), tmp.path(), &removed);
        QCOMPARE(removed, 1);
        QCOMPARE(kept.size(), 1);
        QVERIFY2(kept.first().contains(QStringLiteral("fill-000000.dat, which is not provably ours")), qPrintable(kept.first()));
        const QStringList left = entries(tmp.path());
        QVERIFY(!left.contains(QString::fromStdString(ours)));
        QVERIFY(left.contains(QString::fromStdString(otherSeed)));
        QCOMPARE(left.size(), 2); // the kept folder and its claim
    }

    // The whole check through the Runner in a directory of a disk filesystem: genuine, with the
    // free space (less a reserve that leaves 64 MiB to fill) verified, and nothing left behind.
    void throughRunner()
    {
        QTemporaryDir tmp(QStringLiteral("/var/tmp/tst_capacity-XXXXXX"));
        QVERIFY(tmp.isValid());
        struct statvfs vfs{};
        QVERIFY(::statvfs(QFile::encodeName(tmp.path()).constData(), &vfs) == 0);
        const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
        QVERIFY2(freeBytes >= 256 * kMiB, "the test needs 256 MiB free in /var/tmp");
        CapacitySettings cs;
        cs.reserveBytes = freeBytes - 64 * kMiB; // fill about 64 MiB
        cs.fileBytes = 16 * kMiB;                // several files
        RunSettings s;
        s.target.path = tmp.path();
        s.warmupS = 0;
        s.intervalS = 0;
        s.passes = 1;
        s.sampleIntervalMs = 20;
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        QSignalSpy progress(&runner, &Runner::progress);
        QVERIFY(runner.start(s, capacityTests(cs)));
        QVERIFY(done.wait(120000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QCOMPARE(run.tests.size(), std::size_t(1));
        const QJsonObject v = extraOf(run.tests[0]).value(QStringLiteral("verdict")).toObject();
        QCOMPARE(v.value(QStringLiteral("kind")).toString(), QStringLiteral("genuine"));
        QCOMPARE(v.value(QStringLiteral("mode")).toString(), QStringLiteral("file"));
        const double span = v.value(QStringLiteral("span_bytes")).toDouble();
        QVERIFY2(span >= 32.0 * kMiB && span <= 64.0 * kMiB, qPrintable(QString::number(span)));
        QCOMPARE(v.value(QStringLiteral("verified_bytes")).toDouble(), span);
        QCOMPARE(v.value(QStringLiteral("usable_bytes")).toDouble(), span);
        QVERIFY(v.value(QStringLiteral("first_bad_offset_bytes")).isNull());
        QVERIFY(!v.value(QStringLiteral("write_curve")).toArray().isEmpty());
        QVERIFY(!v.value(QStringLiteral("read_curve")).toArray().isEmpty());
        QVERIFY(extraOf(run.tests[0]).value(QStringLiteral("files")).toDouble() >= 2);
        QVERIFY(entries(tmp.path()).isEmpty());
        // Progress came from the check itself and reached the end.
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toDouble(), 1.0);
    }

    // Cancel during the fill: the run is partial, what was verified is kept, nothing is left.
    void cancelKeepsWhatWasVerified()
    {
        QTemporaryDir tmp(QStringLiteral("/var/tmp/tst_capacity-XXXXXX"));
        QVERIFY(tmp.isValid());
        struct statvfs vfs{};
        QVERIFY(::statvfs(QFile::encodeName(tmp.path()).constData(), &vfs) == 0);
        const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
        QVERIFY2(freeBytes >= 256 * kMiB, "the test needs 256 MiB free in /var/tmp");
        CapacitySettings cs;
        cs.reserveBytes = freeBytes - std::min(256 * kMiB, freeBytes / 2);
        RunSettings s;
        s.target.path = tmp.path();
        s.warmupS = 0;
        s.intervalS = 0;
        s.passes = 1;
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        QSignalSpy progress(&runner, &Runner::progress);
        QVERIFY(runner.start(s, capacityTests(cs)));
        // Wait until the fill has begun (the check's own progress), then cancel.
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toDouble() > 0.01, 60000);
        runner.cancel();
        QVERIFY(done.wait(60000));
        const RunResult &run = runner.result();
        QVERIFY(!run.completed);
        QCOMPARE(run.tests.size(), std::size_t(1));
        QVERIFY(!run.tests[0].completed);
        const QJsonObject v = extraOf(run.tests[0]).value(QStringLiteral("verdict")).toObject();
        QVERIFY2(!v.isEmpty(), "the partial verdict is kept");
        QCOMPARE(v.value(QStringLiteral("complete")).toBool(), false);
        QVERIFY(entries(tmp.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCapacity)
#include "tst_capacity.moc"
