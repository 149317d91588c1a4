// SPDX-License-Identifier: GPL-3.0-or-later
#include "runplan.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <linux/magic.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include "core/devices/drivelocator.h"
#include "core/devices/identifyreader.h"
#include "core/devices/mounttable.h"
#include "core/devices/rawaccess.h"
#include "core/devices/sysfsscanner.h"
#include "core/remote/fioserver.h"
#include "core/results/runrecordjson.h"
#include "core/remote/hostprobe.h"
#include "core/engine/testfilespace.h"
#include "core/runner/runpower.h"
#include "core/runner/settingnames.h"
#include "core/util/bytesize.h"
#include "core/util/outputfile.h"
#include "core/util/uniquefd.h"
#include "core/workloads/capacitycheck.h"
#include "core/workloads/profiles.h"
#include "core/workloads/traces/iolog.h"
#include "core/workloads/traces/tracegenerator.h"
#include "core/workloads/traces/traceshape.h"

namespace drivebench {

namespace {

constexpr std::uint64_t kMinFileBytes = 16ull << 20;
constexpr std::uint64_t kMaxFileBytes = 64ull << 30;

/// A refusal: what is wrong and what to do, with {1}, {2}, ... for the settings fixes names.
Error bad(const QString &what, const QString &fix, SettingFixes fixes = {})
{
    return Error::make(std::errc::invalid_argument, what.toStdString(), fix.toStdString(), std::move(fixes));
}

struct TargetStat
{
    TargetKind kind = TargetKind::Directory;
    std::uint64_t bytes = 0; ///< a file's size, a device's capacity (0 when it cannot be read)
    int openErrno = 0;       ///< why a device could not be opened to read its size
};

Result<TargetStat> statTarget(const QString &path)
{
    struct stat st{};
    const QByteArray name = QFile::encodeName(path);
    if (::stat(name.constData(), &st) != 0)
        return Error::fromErrno(errno, "cannot use " + path.toStdString() + " as the target",
                                "give an existing directory on the drive to test, a file or a block device");
    TargetStat t;
    if (S_ISDIR(st.st_mode)) {
        t.kind = TargetKind::Directory;
    } else if (S_ISREG(st.st_mode)) {
        t.kind = TargetKind::File;
        t.bytes = std::uint64_t(st.st_size);
    } else if (S_ISBLK(st.st_mode)) {
        t.kind = TargetKind::Device;
        UniqueFd fd(::open(name.constData(), O_RDONLY | O_CLOEXEC));
        if (!fd)
            t.openErrno = errno;
        std::uint64_t bytes = 0;
        if (fd && ::ioctl(fd.get(), BLKGETSIZE64, &bytes) == 0)
            t.bytes = bytes;
    } else {
        return bad(QStringLiteral("%1 is not a directory, regular file or block device").arg(path),
                   QStringLiteral("give a directory on the drive to test, or a block device"));
    }
    return t;
}

/// The bytes the workloads span: the test file in a directory, else the file or the device.
Result<std::uint64_t> spanOf(const RunChoice &choice, const TargetStat &t)
{
    if (t.kind == TargetKind::Directory)
        return choice.fileSizeBytes;
    if (t.bytes == 0 && t.kind == TargetKind::Device) {
        if (t.openErrno == EACCES || t.openErrno == EPERM)
            return Error::fromErrno(t.openErrno, "cannot read the size of " + choice.targetPath.toStdString(),
                                    refusedDeviceHint());
        return Error::make(std::errc::io_error, "cannot read the size of " + choice.targetPath.toStdString(),
                           t.openErrno != 0 ? std::string("opening it failed: ") + std::strerror(t.openErrno)
                                            : std::string("the device reports no size: is a medium inserted?"));
    }
    return t.bytes;
}

bool keeps(const TestSpec &t, std::optional<IoOp> only)
{
    return !only || t.op == *only || (*only == IoOp::Read && !t.writes());
}

bool isGeneratedTrace(const QString &profile)
{
    return profile == QLatin1String("destroyer") || profile == QLatin1String("heavy")
           || profile == QLatin1String("light");
}

Result<void> checkNumbers(const RunChoice &c)
{
    if (c.fileSizeBytes < kMinFileBytes || c.fileSizeBytes > kMaxFileBytes)
        return bad(QStringLiteral("a test file of %1 bytes is not a size from 16 MiB to 64 GiB")
                       .arg(c.fileSizeBytes),
                   QStringLiteral("choose a size from 16M to 64G"));
    auto seconds = [](double v, double lo) { return std::isfinite(v) && v >= lo && v <= 86400; };
    if (!seconds(c.durationS, 0.01))
        return bad(QStringLiteral("a pass of %1 s is too short or too long").arg(c.durationS),
                   QStringLiteral("choose from 0.01 s to a day"));
    if (!seconds(c.warmupS, 0) || !seconds(c.intervalS, 0))
        return bad(QStringLiteral("the warm-up and the interval must be from 0 s to a day"),
                   QStringLiteral("choose 0 for none"));
    if (c.passes && (*c.passes < 1 || *c.passes > 100))
        return bad(QStringLiteral("%1 passes is not a count from 1 to 100").arg(*c.passes),
                   QStringLiteral("choose from 1 to 100 passes"));
    if (c.steadyMaxRounds && !c.untilSteady)
        return bad(QStringLiteral("{1} %1 is a limit of {2}, which is not given")
                       .arg(*c.steadyMaxRounds),
                   QStringLiteral("add {2}, or leave out {1}"),
                   {{Setting::SteadyMaxRounds, {}}, {Setting::UntilSteady, {}}});
    if (c.steadyMaxRounds && (*c.steadyMaxRounds < SteadyCriterion{}.windowRounds
                              || *c.steadyMaxRounds > kMaxSteadyRounds))
        return bad(QStringLiteral("{1} %1 is not a count from %2 to %3 (the "
                                  "steady-state window is %2 rounds)")
                       .arg(*c.steadyMaxRounds)
                       .arg(SteadyCriterion{}.windowRounds)
                       .arg(kMaxSteadyRounds),
                   QStringLiteral("give {1} from %1 to %2 (default %3)")
                       .arg(SteadyCriterion{}.windowRounds)
                       .arg(kMaxSteadyRounds)
                       .arg(kDefaultSteadyMaxRounds),
                   {{Setting::SteadyMaxRounds, {}}});
    if (c.untilSteady && c.passes)
        return bad(QStringLiteral("{1} and {2} exclude each other: a test run "
                                  "until steady repeats its passes until the criterion holds"),
                   QStringLiteral("leave out {1}; {3} sets the round limit"),
                   {{Setting::Passes, {}}, {Setting::UntilSteady, {}}, {Setting::SteadyMaxRounds, {}}});
    if (c.mixReadPercent < 0 || c.mixReadPercent > 100)
        return bad(QStringLiteral("a mix of %1 % reads is not a percentage").arg(c.mixReadPercent),
                   QStringLiteral("choose from 0 to 100"));
    return {};
}

/// The capacity check's target: a directory (its free space), or a whole device or existing
/// file named with destructivePath (every byte is overwritten). Empty when the choice is fine or
/// the target does not exist (statTarget names that).
QString capacityChoiceError(const RunChoice &c, QString *fix, SettingFixes *fixes)
{
    struct stat st{};
    const QString &path = c.targetPath;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    const bool isDir = S_ISDIR(st.st_mode);
    const bool isFile = S_ISREG(st.st_mode);
    const bool isDevice = S_ISBLK(st.st_mode);
    if (!isDir && !isDevice && !(isFile && !c.destructivePath.isEmpty())) {
        *fix = QStringLiteral("give a directory (the free space of its filesystem is checked) "
                              "or a whole device with {1}");
        *fixes = {{Setting::Destructive, QStringLiteral("DEVICE")}, {Setting::Target, {}}};
        return QStringLiteral("{2} %1 is neither a directory nor a block device").arg(path);
    }
    if (!isDir && QFileInfo(c.destructivePath).canonicalFilePath() != QFileInfo(path).canonicalFilePath()) {
        *fix = QStringLiteral("choose {1} if all the data on it may be lost, or give a "
                              "directory on its filesystem to check the free space only");
        *fixes = {{Setting::Destructive, path}};
        return QStringLiteral("the capacity check overwrites every byte of %1").arg(path);
    }
    if (isDir && !c.destructivePath.isEmpty()) {
        *fix = QStringLiteral("leave out {1}: in a directory the check only fills free space");
        *fixes = {{Setting::Destructive, {}}, {Setting::Target, {}}};
        return QStringLiteral("{1} names a device, but {2} %1 is a directory").arg(path);
    }
    return {};
}

/// The tests of a workload profile (or of a trace replay), the settings' profile name set.
Result<std::vector<TestSpec>> workloadPlan(const RunChoice &c, const QString &profile,
                                           const TargetStat &t, std::optional<IoOp> only)
{
    WorkloadOptions o = c.workload;
    o.passes = c.passes.value_or(1);
    o.targetIsDevice = t.kind == TargetKind::Device;
    // The capacity check writes whatever the direction chosen (capacityChoiceError: in a
    // directory only its free space, a whole device or an existing file only when named for it).
    const bool capacity = profile == QLatin1String("capacity");
    std::shared_ptr<const LoadedTrace> trace;
    if (!c.tracePath.isEmpty()) {
        auto span = spanOf(c, t);
        if (!span)
            return span.error();
        o.replay.spanBytes = *span;
        o.replay.alignment = 512;
        auto loaded = loadTraceForReplay(c.tracePath, o.replay);
        if (!loaded)
            return loaded.error();
        trace = *loaded;
    }
    auto tests = workloadTests(profile, o, trace);
    if (!tests)
        return tests.error();
    std::vector<TestSpec> kept;
    for (TestSpec &spec : *tests) {
        if (capacity || keeps(spec, only))
            kept.push_back(std::move(spec));
    }
    if (kept.empty())
        return bad(QStringLiteral("profile %1 has no %2 test").arg(profile, ioOpName(*only)),
                   t.kind != TargetKind::Directory
                       ? QStringLiteral("a device or an existing file is written only when named for it "
                                        "({1})")
                       : QStringLiteral("pick another profile, or read and write tests"),
                   {{Setting::Destructive, QStringLiteral("PATH")}});
    return kept;
}

/// The drive behind the target as `drives --json` describes it, and what it tells of the target.
void describeTarget(RunPlan &plan, const SystemRoots &roots)
{
    const QString &path = plan.target.path;
    const Result<DriveLocation> where = locateDrive(path, roots.sys, roots.proc);
    QString driveName;
    if (where) {
        plan.target.filesystem = where->filesystem;
        driveName = where->drive;
    } else if (plan.kind != TargetKind::Device) {
        // tmpfs, NFS, FUSE...: no drive; the filesystem is still worth naming.
        const QString canonical = QFileInfo(path).canonicalFilePath();
        const MountTable mounts = MountTable::read(roots.proc);
        if (const MountEntry *m = mounts.mountHolding(canonical.isEmpty() ? path : canonical))
            plan.target.filesystem = m->fsType;
        else
            plan.target.filesystem = MountTable::fileSystemTypeOf(path); // a chroot: its mount unlisted
    }
    if (plan.kind == TargetKind::Device)
        plan.target.filesystem.clear();
    if (driveName.isEmpty()) {
        if (plan.kind == TargetKind::Device)
            plan.target.device = path;
        return;
    }
    const SysfsScanner scanner(roots.sys, roots.dev, roots.proc);
    auto drives = scanner.scan();
    if (drives) {
        for (Drive &d : *drives) {
            if (d.name != driveName)
                continue;
            // Identify through the drive's own node only on the live system (a fixture tree's
            // names would point at this machine's devices), and without a password prompt.
            if (roots.live())
                readIdentifyInto(d, RawAccess{UdisksUse::WithoutPrompt, {}});
            // The power settings it runs under (issue 54): NVMe power states, APST, ASPM, SATA LPM.
            const PowerSettings power = runPowerSettings(d, roots.sys, roots.live());
            plan.drive = driveRecordOf(d, &power);
            plan.target.device = d.path;
            return;
        }
    }
    plan.target.device = roots.dev + QLatin1Char('/') + driveName;
}

} // namespace

Result<std::uint64_t> cacheFileSpan(const QString &path, const FreeSpaceReading &r,
                                    std::optional<std::uint64_t> reserveBytes)
{
    if (!r.memoryFileSystem.isEmpty())
        return bad(QStringLiteral("%1 is a memory file system (%2): it has no SLC cache, and writing its "
                                  "free space would fill the memory").arg(path, r.memoryFileSystem),
                   QStringLiteral("run the cache test in a directory on the SSD, or give {1}"),
                   {{Setting::Size, {}}});
    const std::uint64_t reserve = reserveBytes.value_or(defaultCapacityReserve(r.totalBytes));
    const std::uint64_t bytes = std::min(capacityFileSpan(r.freeBytes, reserve), r.largestFileBytes);
    if (bytes < kMinFileBytes)
        return bad(QStringLiteral("%1 has %2 free, less than the cache test's %3 once a reserve of %4 "
                                  "is left").arg(path, formatBytes(r.freeBytes),
                                                 formatBytes(kMinFileBytes), formatBytes(reserve)),
                   QStringLiteral("free some space, or choose a {1} or a smaller {2}"),
                   {{Setting::Size, {}}, {Setting::Reserve, {}}});
    return bytes;
}

namespace {
Result<RunPlan> planOn(const RunChoice &c, const TargetStat &target);
} // namespace

Result<RunPlan> planRun(const RunChoice &chosen, const SystemRoots &roots)
{
    RunChoice c = chosen;
    if (c.targetPath.isEmpty())
        return bad(QStringLiteral("there is no test target"),
                   QStringLiteral("give a directory on the drive to test"));
    if (auto ok = checkNumbers(c); !ok)
        return ok.error();
    if (c.tests.isEmpty() && c.tracePath.isEmpty() && c.profile.toLower() == QLatin1String("capacity")) {
        QString fix;
        SettingFixes fixes;
        if (const QString what = capacityChoiceError(c, &fix, &fixes); !what.isEmpty())
            return bad(what, fix, fixes);
    }
    auto t = statTarget(c.targetPath);
    if (!t)
        return t.error();
    if (c.cacheFileFromFreeSpace && t->kind == TargetKind::Directory && c.tests.isEmpty()
        && c.tracePath.isEmpty() && c.profile.toLower() == QLatin1String("cache")) {
        // The cache test writes the free space less the reserve, as a reviewer fills a drive.
        struct statfs fs{};
        if (::statfs(QFile::encodeName(c.targetPath).constData(), &fs) != 0)
            return Error::fromErrno(errno, "reading the free space of " + c.targetPath.toStdString());
        FreeSpaceReading r;
        const std::uint64_t unit = std::uint64_t(fs.f_frsize ? fs.f_frsize : fs.f_bsize);
        r.freeBytes = std::uint64_t(fs.f_bavail) * unit;
        r.totalBytes = std::uint64_t(fs.f_blocks) * unit;
        r.largestFileBytes = largestTestFile(c.targetPath).value_or(0);
        if (fs.f_type == TMPFS_MAGIC)
            r.memoryFileSystem = QStringLiteral("tmpfs");
        else if (fs.f_type == RAMFS_MAGIC)
            r.memoryFileSystem = QStringLiteral("ramfs");
        auto bytes = cacheFileSpan(c.targetPath, r, c.workload.capacity.reserveBytes);
        if (!bytes)
            return bytes.error();
        c.fileSizeBytes = *bytes;
    }

    auto plan = planOn(c, *t);
    if (!plan)
        return plan.error();
    describeTarget(*plan, roots);
    return plan;
}

namespace {

/// The plan of choice c on a target of this kind and size, wherever it is (this machine or
/// another host): the settings, the tests, and the target's path, kind and size.
Result<RunPlan> planOn(const RunChoice &c, const TargetStat &target)
{
    const TargetStat *t = &target;
    RunPlan plan;
    plan.kind = t->kind;
    RunSettings &s = plan.settings;
    s.target.path = c.targetPath;
    s.target.fileSizeBytes = c.fileSizeBytes;
    s.target.data = c.data;
    s.target.cache = c.cache;
    s.target.destructivePath = c.destructivePath;
    s.target.uncheckedUse = c.uncheckedUse;
    s.durationS = c.durationS;
    s.warmupS = c.warmupS;
    s.intervalS = c.intervalS;
    s.passes = c.passes.value_or(5);
    s.steadyMaxRounds = c.untilSteady ? c.steadyMaxRounds.value_or(kDefaultSteadyMaxRounds) : 0;
    s.engine = c.engine;
    s.submission = c.submission;
    s.affinity = c.affinity;
    s.bufferPages = c.bufferPages;
    s.poll = c.poll;
    s.workerNiceness = c.workerNiceness;
    s.deviceAccess.udisks = c.udisks;
    s.mixReadPercent = c.mixReadPercent;
    s.aggregation = c.aggregation.value_or(Aggregation::Best);

    // A device or an existing file (its data would be lost) is written only when the user names
    // it for that; by default it runs the read tests.
    std::optional<IoOp> only = c.op;
    if (!only && t->kind != TargetKind::Directory && c.destructivePath.isEmpty())
        only = IoOp::Read;

    const QString profile = !c.tracePath.isEmpty() ? QStringLiteral("trace") : c.profile.toLower();
    if (!c.tests.isEmpty()) {
        const std::vector<IoOp> ops = only ? std::vector<IoOp>{*only}
                                           : std::vector<IoOp>{IoOp::Read, IoOp::Write};
        for (IoOp op : ops) {
            for (const QString &id : c.tests) {
                auto spec = testById(id, op, c.mixReadPercent);
                if (!spec)
                    return bad(QStringLiteral("unknown test '%1'").arg(id),
                               QStringLiteral("one of %1").arg(testIds().join(QStringLiteral(", "))));
                plan.tests.push_back(std::move(*spec));
            }
        }
        s.profile = QStringLiteral("custom");
    } else if (profile == QLatin1String("trace") || isWorkloadProfile(profile)) {
        if (profile == QLatin1String("trace") && c.tracePath.isEmpty())
            return bad(QStringLiteral("the trace profile needs a trace file"),
                       QStringLiteral("give {1} (fio iolog or blkparse text)"),
                       {{Setting::Trace, QStringLiteral("FILE")}});
        auto tests = workloadPlan(c, profile, *t, only);
        if (!tests)
            return tests.error();
        plan.tests = std::move(*tests);
        s.profile = profile;
    } else {
        const Profile *prof = profileByName(profile);
        if (!prof) {
            QStringList names;
            for (const Profile &pr : profiles())
                names << pr.name;
            names << workloadProfileNames();
            return bad(QStringLiteral("unknown profile '%1'").arg(c.profile),
                       QStringLiteral("one of %1").arg(names.join(QStringLiteral(", "))));
        }
        plan.tests = profileTests(*prof, only, c.mixReadPercent);
        if (plan.tests.empty())
            return bad(QStringLiteral("profile %1 has no %2 test").arg(prof->name, ioOpName(*only)),
                       QStringLiteral("pick another profile, or read and write tests"));
        s.profile = prof->name;
        if (!c.aggregation)
            s.aggregation = prof->aggregation == QLatin1String("mean") ? Aggregation::Mean : Aggregation::Best;
    }
    if (c.untilSteady && std::none_of(plan.tests.begin(), plan.tests.end(), [&](const TestSpec &x) {
            return runsUntilSteady(s, x);
        }))
        return bad(QStringLiteral("{1} repeats timed tests, and %1 has none (its tests "
                                  "end by their own amount of work)")
                       .arg(s.profile),
                   QStringLiteral("pick a profile or tests whose passes last {2}, or leave "
                                  "out {1}"),
                   {{Setting::UntilSteady, {}}, {Setting::Duration, {}}});
    const bool writes = std::any_of(plan.tests.begin(), plan.tests.end(),
                                    [](const TestSpec &x) { return x.writes(); });
    s.target.access = writes ? Access::ReadWrite : Access::ReadOnly;

    plan.target.path = c.targetPath;
    switch (t->kind) {
    case TargetKind::Device:
        plan.target.kind = QStringLiteral("device");
        plan.target.sizeBytes = t->bytes;
        break;
    case TargetKind::File:
        plan.target.kind = QStringLiteral("file");
        plan.target.sizeBytes = t->bytes;
        break;
    case TargetKind::Directory: {
        const bool filesOnly = std::all_of(plan.tests.begin(), plan.tests.end(),
                                           [](const TestSpec &x) { return bool(x.runPass); });
        plan.target.kind = filesOnly ? QStringLiteral("directory") : QStringLiteral("file");
        plan.target.sizeBytes = filesOnly ? 0 : c.fileSizeBytes;
        break;
    }
    }
    return plan;
}

} // namespace

RunSettingsRecord recordedSettings(const RunSettings &s)
{
    RunSettingsRecord r;
    r.profile = s.profile;
    r.durationS = s.durationS;
    r.warmupS = s.warmupS;
    r.intervalS = s.intervalS;
    r.passes = s.passes;
    r.untilSteady = s.steadyMaxRounds > 0;
    r.steadyMaxRounds = s.steadyMaxRounds > 0 ? NullOr<int>(s.steadyMaxRounds) : NullOr<int>();
    r.testFileBytes = double(s.target.fileSizeBytes);
    r.data = settingName(s.target.data);
    r.mixReadPercent = s.mixReadPercent;
    r.engineRequested = settingName(s.engine);
    r.pollRequested = settingName(s.poll);
    r.buffered = s.target.cache == CacheMode::Buffered;
    r.aggregation = settingName(s.aggregation);
    r.sampleIntervalMs = s.sampleIntervalMs;
    r.workerNice = s.workerNiceness;
    return r;
}

QJsonObject planJson(const RunPlan &plan)
{
    QJsonArray tests;
    for (const TestSpec &t : plan.tests) {
        tests.append(QJsonObject{
            {QStringLiteral("id"), t.id},
            {QStringLiteral("label"), t.displayName()},
            {QStringLiteral("op"), ioOpName(t.op)},
            {QStringLiteral("pattern"), t.pattern == AccessPattern::Sequential ? QStringLiteral("seq")
                                                                                : QStringLiteral("rand")},
            {QStringLiteral("custom_pattern"), bool(t.makePattern)},
            {QStringLiteral("custom_pass"), bool(t.runPass)},
            {QStringLiteral("block_size"), double(t.blockSize)},
            {QStringLiteral("queue_depth"), t.queueDepth},
            {QStringLiteral("threads"), t.threads},
            {QStringLiteral("read_percent"), t.readPercent},
            {QStringLiteral("pass_end"), t.passEnd == PassEnd::Time ? QStringLiteral("time")
                                                                    : QStringLiteral("pattern")},
            {QStringLiteral("duration_s"), t.durationS},
            {QStringLiteral("warmup_s"), t.warmupS},
            {QStringLiteral("passes"), t.passes},
            {QStringLiteral("whole_device"), t.wholeDevice},
        });
    }
    QJsonObject settings = toJson(recordedSettings(plan.settings));
    settings.insert(QStringLiteral("destructive"), plan.settings.target.destructivePath);
    settings.insert(QStringLiteral("submission_requested"), settingName(plan.settings.submission));
    settings.insert(QStringLiteral("affinity_requested"), settingName(plan.settings.affinity));
    settings.insert(QStringLiteral("buffer_pages_requested"), settingName(plan.settings.bufferPages));
    settings.insert(QStringLiteral("udisks"), int(plan.settings.deviceAccess.udisks));
    settings.insert(QStringLiteral("access"), plan.settings.target.access == Access::ReadWrite
                                                  ? QStringLiteral("read-write") : QStringLiteral("read-only"));
    return QJsonObject{
        {QStringLiteral("tests"), tests},
        {QStringLiteral("settings"), settings},
        {QStringLiteral("target"), QJsonObject{{QStringLiteral("path"), plan.target.path},
                                               {QStringLiteral("kind"), plan.target.kind},
                                               {QStringLiteral("filesystem"), plan.target.filesystem},
                                               {QStringLiteral("device"), plan.target.device},
                                               {QStringLiteral("size_bytes"), double(plan.target.sizeBytes)}}},
        {QStringLiteral("drive"), toJson(plan.drive)},
    };
}

Result<void> exportGeneratedTrace(const RunChoice &c, const QString &path)
{
    const QString profile = c.profile.toLower();
    if (!isGeneratedTrace(profile) || !c.tracePath.isEmpty())
        return bad(QStringLiteral("{1} needs {2}, heavy or light"),
                   QStringLiteral("it writes the generated trace for fio's read_iolog"),
                   {{Setting::ExportIolog, {}}, {Setting::Profile, QStringLiteral("destroyer")}});
    auto t = statTarget(c.targetPath);
    if (!t)
        return t.error();
    auto span = spanOf(c, *t);
    if (!span)
        return span.error();
    auto shape = parseTraceShape(profile);
    if (!shape)
        return shape.error();
    TraceGeneratorSettings g;
    g.shape = *shape;
    g.scale = c.workload.scale;
    g.seed = c.workload.seed;
    g.spanBytes = *span;
    auto gen = TraceGenerator::make(g);
    if (!gen)
        return gen.error();
    const QFileInfo info(c.targetPath);
    const QString file = info.isDir() ? info.absoluteFilePath() + QStringLiteral("/drivebench-trace.dat")
                                      : info.absoluteFilePath();
    // Into a new file beside the named one, renamed over it when whole (outputfile.h).
    auto out = AtomicOutput::create(QStringLiteral("the exported trace"), path);
    if (!out)
        return out.error();
    auto written = exportIologV3(*gen, (*out)->temporaryPath(), file);
    if (!written)
        return written.error();
    return (*out)->commit();
}

} // namespace drivebench

namespace drivebench {

namespace {

/// True when mount is path or one of its parent directories ("/" holds everything).
bool holds(const QString &mount, const QString &path)
{
    if (mount == QLatin1String("/"))
        return true;
    return path == mount || path.startsWith(mount + QLatin1Char('/'));
}

/// The drive (and the file system) holding path on a host: the longest mount point above it.
const Drive *driveHolding(const std::vector<Drive> &drives, const QString &path, QString *filesystem)
{
    const Drive *best = nullptr;
    qsizetype bestLength = -1;
    auto consider = [&](const Drive &d, const QStringList &mounts, const QString &fs) {
        for (const QString &m : mounts) {
            if (holds(m, path) && m.size() > bestLength) {
                best = &d;
                bestLength = m.size();
                *filesystem = fs;
            }
        }
    };
    for (const Drive &d : drives) {
        consider(d, d.mountpoints, d.filesystem);
        for (const Partition &p : d.partitions)
            consider(d, p.mountpoints, p.filesystem);
    }
    return best;
}

/// A path DriveBench hands to the host's shell and fio: absolute, without control characters.
bool plainRemotePath(const QString &path)
{
    if (!path.startsWith(QLatin1Char('/')))
        return false;
    return std::none_of(path.begin(), path.end(), [](QChar ch) { return ch.unicode() < 0x20 || ch.unicode() == 0x7f; });
}

} // namespace

Result<RunPlan> planRemoteRun(const RunChoice &chosen, const HostSpec &host, const HostProbe &probe)
{
    const QString name = host.display();
    if (host.transport != HostTransport::Ssh)
        return bad(QStringLiteral("runs on %1 are not built yet: runs on other hosts go through SSH").arg(name),
                   QStringLiteral("name the host for SSH (USER@HOST), with fio installed there"));
    if (probe.fioVersion.isEmpty())
        return bad(QStringLiteral("fio is not installed on %1: the runs there are fio's").arg(name),
                   QStringLiteral("install fio on %1 (apt install fio)").arg(host.name));
    RunChoice c = chosen;
    if (!plainRemotePath(c.targetPath))
        return bad(QStringLiteral("'%1' is not a target on %2: a target on another host is an absolute path")
                       .arg(c.targetPath, name),
                   QStringLiteral("give a directory on %1 as it is named there, such as /srv/bench").arg(name));
    if (auto ok = checkNumbers(c); !ok)
        return ok.error();
    if (!c.tracePath.isEmpty())
        return bad(QStringLiteral("a trace cannot be replayed on %1: runs on other hosts are fio's "
                                  "sequential and random tests").arg(name),
                   QStringLiteral("replay the trace on this machine, or pick a profile such as default"));
    if (c.untilSteady)
        return bad(QStringLiteral("{1} is not available on %1: fio runs each test once").arg(name),
                   QStringLiteral("leave out {1}, or give a longer {2}"),
                   {{Setting::UntilSteady, {}}, {Setting::Duration, {}}});
    c.cacheFileFromFreeSpace = false;

    TargetStat t;
    const Drive *drive = nullptr;
    QString filesystem;
    for (const Drive &d : probe.drives) {
        if (d.path == c.targetPath)
            drive = &d;
        for (const Partition &p : d.partitions)
            if (QStringLiteral("/dev/") + p.name == c.targetPath)
                drive = &d;
    }
    if (drive) {
        // Another host's device: read tests only, whatever was asked.
        if ((c.op && *c.op != IoOp::Read) || !c.destructivePath.isEmpty())
            return bad(QStringLiteral("DriveBench never writes to a device of another host (%1 on %2)")
                           .arg(c.targetPath, name),
                       QStringLiteral("run the read tests on the device, or give a directory on %1 to "
                                      "test writes in a file of DriveBench's own").arg(name));
        t.kind = TargetKind::Device;
        t.bytes = drive->capacityBytes;
        for (const Partition &p : drive->partitions)
            if (QStringLiteral("/dev/") + p.name == c.targetPath)
                t.bytes = p.sizeBytes;
        c.op = IoOp::Read;
    } else if (c.targetPath.startsWith(QLatin1String("/dev/"))) {
        return bad(QStringLiteral("%1 is not a drive %2 lists").arg(c.targetPath, name),
                   QStringLiteral("pick one of the drives DriveBench lists for %1, or a "
                                  "directory there").arg(name));
    } else {
        t.kind = TargetKind::Directory;
        drive = driveHolding(probe.drives, c.targetPath, &filesystem);
    }
    auto plan = planOn(c, t);
    if (!plan)
        return plan.error();
    if (plan->settings.poll != UringPoll::None || plan->settings.engine == EngineKind::NvmePassthrough)
        return bad(QStringLiteral("polling and NVMe passthrough are this machine's engine options; fio on %1 runs "
                                  "with io_uring (or libaio) as it finds it").arg(name),
                   QStringLiteral("leave out {1} and {2} with {3}"),
                   {{Setting::Poll, {}}, {Setting::Engine, QStringLiteral("io_uring_cmd")}, {Setting::Host, {}}});
    for (const TestSpec &test : plan->tests) {
        if (test.op == IoOp::Mix)
            return bad(QStringLiteral("%1 mix cannot run on %2: fio reports a mixed job as a read and a write "
                                      "of its own, not DriveBench's one mixed figure").arg(test.id, name),
                       QStringLiteral("run reads and writes (leave out {1}), or the mix on this machine"),
                       {{Setting::Op, QStringLiteral("mix")}});
        if (test.runPass || test.makePattern || test.fioSections)
            return bad(QStringLiteral("%1 (%2) cannot run on %3: fio runs sequential and random block I/O there, "
                                      "and this test is not that").arg(test.id, plan->settings.profile, name),
                       QStringLiteral("pick a profile of those (default, nvme, real, peak) or such tests "
                                      "(such as {1}), or run it on this machine"),
                       {{Setting::Tests, QStringLiteral("SEQ1M_Q8T1")}});
    }
    plan->settings.target.uncheckedUse = UncheckedUse::Refuse;
    plan->settings.target.destructivePath.clear();
    plan->target.filesystem = t.kind == TargetKind::Device ? QString() : filesystem;
    if (drive) {
        plan->target.device = drive->path;
        plan->drive = driveRecordOf(*drive);
    }
    plan->remote = RemoteTarget{host, probe.hostname, probe.kernel, probe.arch, probe.fioVersion, probe.user};
    return plan;
}

} // namespace drivebench

namespace drivebench {

Result<RunPlan> planFioServerRun(const RunChoice &chosen, const HostSpec &host, const FioServerInfo &server,
                                 bool networkConfirmed)
{
    const QString name = host.display();
    if (host.transport == HostTransport::Ssh)
        return bad(QStringLiteral("%1 is not a fio server").arg(name),
                   QStringLiteral("name a fio server as fio://NAME[:PORT] or fio:///path/to/socket"));
    if (!isLoopbackHost(host) && !networkConfirmed)
        return bad(QStringLiteral("fio's server has no authentication: anyone who can reach %1 can run commands "
                                  "there as the server's user; DriveBench runs on one on the network only when you "
                                  "confirm that").arg(name),
                   QStringLiteral("bind the server to a unix socket in a 0700 directory or to 127.0.0.1 and reach it "
                                  "through an SSH tunnel (docs/remote.md), or confirm the risk"));
    if (server.fioVersion.isEmpty())
        return bad(QStringLiteral("%1 did not say its fio release").arg(name),
                   QStringLiteral("probe it first (probeFioServer)"));
    RunChoice c = chosen;
    if (!plainRemotePath(c.targetPath))
        return bad(QStringLiteral("'%1' is not a target on %2: a target on a fio server is an absolute directory path")
                       .arg(c.targetPath, name),
                   QStringLiteral("give a directory on %1 as it is named there, such as /srv/bench").arg(name));
    // fio's job parser expands ${...}, cuts comments at ';' and '#', and trims blanks at the ends:
    // such a path would not be the one the user named.
    if (c.targetPath.contains(QLatin1Char('$')) || c.targetPath.contains(QLatin1Char(';'))
        || c.targetPath.contains(QLatin1Char('#')) || c.targetPath.contains(QLatin1Char('\\'))
        || c.targetPath.trimmed() != c.targetPath)
        return bad(QStringLiteral("'%1' cannot be named in a fio job as it is ($, ;, # and \\ and blanks at either "
                                  "end change its meaning there)").arg(c.targetPath),
                   QStringLiteral("give a directory on %1 whose path has none of them").arg(name));
    if (c.targetPath.startsWith(QLatin1String("/dev/")) && !c.targetPath.startsWith(QLatin1String("/dev/shm/")))
        return bad(QStringLiteral("%1 on %2: DriveBench does not test the devices of a fio server, not even by reading "
                                  "(fio takes its read-only mode from its command line, which a server never gets)")
                       .arg(c.targetPath, name),
                   QStringLiteral("give a directory on %1, or reach the host over SSH (USER@HOST), where a device "
                                  "is read in fio's read-only mode").arg(name));
    if (auto ok = checkNumbers(c); !ok)
        return ok.error();
    if (!c.tracePath.isEmpty())
        return bad(QStringLiteral("a trace cannot be replayed on %1: runs on other hosts are fio's "
                                  "sequential and random tests").arg(name),
                   QStringLiteral("replay the trace on this machine, or pick a profile such as default"));
    if (c.untilSteady)
        return bad(QStringLiteral("{1} is not available on %1: fio runs each test once").arg(name),
                   QStringLiteral("leave out {1}, or give a longer {2}"),
                   {{Setting::UntilSteady, {}}, {Setting::Duration, {}}});
    if (!c.destructivePath.isEmpty())
        return bad(QStringLiteral("{1} names a device or file of this machine, not of %1").arg(name),
                   QStringLiteral("leave it out: on %1 DriveBench writes only a new file of its own").arg(name),
                   {{Setting::Destructive, {}}});
    c.cacheFileFromFreeSpace = false;

    TargetStat t;
    t.kind = TargetKind::Directory;
    auto plan = planOn(c, t);
    if (!plan)
        return plan.error();
    for (const TestSpec &test : plan->tests) {
        if (test.runPass || test.makePattern || test.fioSections)
            return bad(QStringLiteral("%1 (%2) cannot run on %3: fio runs sequential and random block I/O there, "
                                      "and this test is not that").arg(test.id, plan->settings.profile, name),
                       QStringLiteral("pick a profile of those (default, nvme, real, peak) or such tests "
                                      "(such as {1}), or run it on this machine"),
                       {{Setting::Tests, QStringLiteral("SEQ1M_Q8T1")}});
        if (test.op == IoOp::Mix)
            return bad(QStringLiteral("%1 mix (%2) cannot run on %3 yet: fio reports a mixed job as two directions, "
                                      "which a run on a fio server does not join into one test")
                           .arg(test.id, plan->settings.profile, name),
                       QStringLiteral("give {1} or {2}, or reach the host over SSH"),
                       {{Setting::Op, QStringLiteral("read")}, {Setting::Op, QStringLiteral("write")}});
    }
    plan->settings.target.uncheckedUse = UncheckedUse::Refuse;
    plan->settings.target.destructivePath.clear();
    // No drive and no file system: a fio server cannot read the host's /sys or mounts.
    plan->target.filesystem.clear();
    plan->target.device.clear();
    plan->drive = {};
    RemoteTarget remote;
    remote.host = host;
    remote.hostname = server.hostname;
    remote.fioVersion = server.fioVersion;
    remote.networkConfirmed = networkConfirmed;
    plan->remote = remote;
    return plan;
}

} // namespace drivebench
