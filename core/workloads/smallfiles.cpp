// SPDX-License-Identifier: GPL-3.0-or-later
#include "smallfiles.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <latch>
#include <map>
#include <optional>
#include <thread>
#include <unordered_map>

#include "core/engine/leftoverclaim.h"
#include "core/engine/rng.h"
#include "core/util/uniquefd.h"

namespace drivebench {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr std::uint64_t kWriteChunk = 1ull << 20;   // data buffer per worker (bytes)
constexpr std::uint64_t kFreeMargin = 64 * kMiB;    // left to the filesystem (bytes)
constexpr int kMaxRandomChars = 12;                 // bonnie++ appends 0-12 random characters

struct FileEntry
{
    std::array<char, 24> name{};  // 10 digits + up to 12 characters + NUL
    std::uint64_t bytes = 0;
};

const char *opName(SmallFilesOp op)
{
    switch (op) {
    case SmallFilesOp::Create: return "create";
    case SmallFilesOp::Stat: return "stat";
    case SmallFilesOp::Delete: return "delete";
    }
    return "";
}

// The files of a pass, in index order: names and sizes from the seed.
std::vector<FileEntry> planFiles(const SmallFilesSettings &s, SmallFilesOrder order, std::uint64_t seed)
{
    static constexpr char kChars[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    Rng rng(seed);
    std::vector<FileEntry> files(std::size_t(s.files));
    for (std::size_t i = 0; i < files.size(); ++i) {
        char random[kMaxRandomChars + 1] = {};
        const int n = int(rng.below(kMaxRandomChars + 1));
        for (int c = 0; c < n; ++c)
            random[c] = kChars[rng.below(sizeof kChars - 1)];
        if (order == SmallFilesOrder::Sequential)
            std::snprintf(files[i].name.data(), files[i].name.size(), "%010zu%s", i, random);
        else
            std::snprintf(files[i].name.data(), files[i].name.size(), "%s%010zu", random, i);
        files[i].bytes = s.minBytes + (s.maxBytes > s.minBytes ? rng.below(s.maxBytes - s.minBytes + 1) : 0);
    }
    return files;
}

// The order files are visited in: 0..N-1, or a seeded shuffle (Fisher-Yates).
std::vector<std::uint32_t> visitOrder(std::size_t n, SmallFilesOrder order, std::uint64_t seed)
{
    std::vector<std::uint32_t> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = std::uint32_t(i);
    if (order == SmallFilesOrder::Random) {
        Rng rng(seed);
        for (std::size_t i = n; i > 1; --i)
            std::swap(v[i - 1], v[rng.below(i)]);
    }
    return v;
}

// Errors name the file and what to do.
Error fileError(int err, const char *what, const QString &dir, const char *name)
{
    const std::string where = std::string(what) + " " + (dir + QLatin1Char('/')).toStdString() + name;
    const char *fix = err == ENOSPC ? "the filesystem is full (space or inodes): free some, or use "
                                      "fewer {1} or a smaller {2}"
                    : err == EACCES || err == EPERM || err == EROFS ? "pick a directory you can write to"
                    : err == EMFILE || err == ENFILE ? "raise the open-file limit (ulimit -n)"
                                                     : "check the filesystem (dmesg)";
    return Error::fromErrno(err, where, fix, SettingFixes{{Setting::Files, {}}, {Setting::FileSize, {}}});
}

struct PassPlan
{
    const SmallFilesSettings *settings = nullptr;
    SmallFilesOp op = SmallFilesOp::Create;
    int dirFd = -1;
    QString dirPath;
    std::vector<FileEntry> files;
    std::vector<std::uint32_t> setupOrder;  // creation order before a stat or delete test
    std::vector<std::uint32_t> timedOrder;
    std::vector<char> exists;               // per file, 1 = may exist; each index written by one thread only
    FillData data = FillData::Random;
};

// Creates one file with its data; false (and outcome.error) on failure.
bool createFile(PassPlan &plan, std::uint32_t index, const std::byte *buffer, WorkerOutcome &outcome)
{
    const FileEntry &f = plan.files[index];
    plan.exists[index] = 1; // before the create: the cleanup removes what a create cut short left
    const UniqueFd fd(::openat(plan.dirFd, f.name.data(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600));
    if (!fd) {
        outcome.error = fileError(errno, "creating", plan.dirPath, f.name.data());
        return false;
    }
    for (std::uint64_t done = 0; done < f.bytes;) {
        const ssize_t rc = ::write(fd.get(), buffer, std::min(kWriteChunk, f.bytes - done));
        if (rc < 0 && errno == EINTR)
            continue;
        if (rc <= 0) {
            outcome.error = fileError(rc < 0 ? errno : ENOSPC, "writing", plan.dirPath, f.name.data());
            return false;
        }
        done += std::uint64_t(rc);
    }
    return true; // UniqueFd closes here, inside the timed span
}

bool timedOp(PassPlan &plan, std::uint32_t index, const std::byte *buffer, WorkerOutcome &outcome)
{
    const FileEntry &f = plan.files[index];
    switch (plan.op) {
    case SmallFilesOp::Create:
        return createFile(plan, index, buffer, outcome);
    case SmallFilesOp::Stat: {
        struct stat st{};
        if (::fstatat(plan.dirFd, f.name.data(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            outcome.error = fileError(errno, "stat of", plan.dirPath, f.name.data());
            return false;
        }
        if (!S_ISREG(st.st_mode) || std::uint64_t(st.st_size) != f.bytes) {
            outcome.error = Error::make(std::errc::io_error,
                                        QStringLiteral("%1/%2 is %3 bytes, written as %4")
                                            .arg(plan.dirPath, QLatin1String(f.name.data()))
                                            .arg(st.st_size).arg(f.bytes).toStdString(),
                                        "check the filesystem (dmesg)");
            return false;
        }
        return true;
    }
    case SmallFilesOp::Delete:
        if (::unlinkat(plan.dirFd, f.name.data(), 0) != 0) {
            outcome.error = fileError(errno, "deleting", plan.dirPath, f.name.data());
            return false;
        }
        plan.exists[index] = 0;
        return true;
    }
    return false;
}

void workerMain(PassPlan &plan, int thread, int threads, WorkerCounters *counters, std::latch &start,
                std::stop_token stop, WorkerOutcome &outcome)
{
    const std::uint64_t bufferBytes = std::min(kWriteChunk, std::max<std::uint64_t>(plan.settings->maxBytes, 1));
    std::vector<std::byte> buffer(bufferBytes);
    if (plan.data == FillData::Random) {
        Rng rng(plan.settings->seed ^ (std::uint64_t(thread + 1) << 40));
        for (std::byte &b : buffer)
            b = std::byte(rng.next());
    }
    // Untimed setup: the stat and delete tests need their files.
    bool ok = true;
    if (plan.op != SmallFilesOp::Create) {
        for (std::size_t p = std::size_t(thread); ok && p < plan.setupOrder.size(); p += std::size_t(threads)) {
            if (stop.stop_requested())
                break;
            ok = createFile(plan, plan.setupOrder[p], buffer.data(), outcome);
        }
    }
    start.arrive_and_wait();
    outcome.engineName = QStringLiteral("filesystem");
    outcome.startNs = monotonicNs();
    std::uint64_t done = 0;
    for (std::size_t p = std::size_t(thread); ok && p < plan.timedOrder.size(); p += std::size_t(threads)) {
        if (stop.stop_requested())
            break;
        const std::uint32_t index = plan.timedOrder[p];
        const std::int64_t t0 = monotonicNs();
        ok = timedOp(plan, index, buffer.data(), outcome);
        const std::uint64_t latency = std::uint64_t(monotonicNs() - t0);
        if (!ok)
            break;
        const std::uint64_t bytes = plan.op == SmallFilesOp::Create ? plan.files[index].bytes : 0;
        if (plan.op == SmallFilesOp::Stat) {
            outcome.readLatency.record(latency);
        } else {
            outcome.writeLatency.record(latency);
            outcome.bytesWritten += bytes;
        }
        ++done;
        if (counters) {
            // Single writer: plain load + store; intervalMaxNs needs a CAS (the reader resets it).
            auto add = [](std::atomic<std::uint64_t> &a, std::uint64_t v) {
                a.store(a.load(std::memory_order_relaxed) + v, std::memory_order_relaxed);
            };
            add(counters->bytes, bytes);
            add(counters->ios, 1);
            add(counters->latencySumNs, latency);
            std::uint64_t seen = counters->intervalMaxNs.load(std::memory_order_relaxed);
            while (latency > seen
                   && !counters->intervalMaxNs.compare_exchange_weak(seen, latency, std::memory_order_relaxed)) {
            }
        }
    }
    outcome.endNs = monotonicNs();
    SmallFilesReport report;
    report.files = done;
    report.seconds = double(outcome.endNs - outcome.startNs) / 1e9;
    outcome.report = report;
}

// The claim recipe of a pass's folder: what the folder check needs to regenerate its files.
std::string folderRecipe(const SmallFilesSettings &s, SmallFilesOrder order, std::uint64_t seed)
{
    return "smallfiles-v1 " + std::to_string(seed) + ' ' + std::to_string(int(order)) + ' '
           + std::to_string(s.files) + ' ' + std::to_string(s.minBytes) + ' ' + std::to_string(s.maxBytes);
}

// Claims, then makes, drivebench-smallfiles-<token> in dirFd; the claim, or an error.
Result<LeftoverClaim> makePrivateDirectory(int dirFd, const QString &dirPath, const std::string &recipe,
                                           std::string *name)
{
    const std::string token = newClaimToken();
    *name = std::string(kSmallFilesDirPrefix) + token;
    auto claim = LeftoverClaim::create(dirFd, dirPath, token, {{ClaimItem::Kind::Folder, *name, 0, recipe}});
    if (!claim)
        return claim.error();
    if (::mkdirat(dirFd, name->c_str(), 0700) != 0)
        return fileError(errno, "making the directory", dirPath, name->c_str());
    return claim;
}

// Room for the files: bytes (rounded to 4 KiB blocks) and inodes.
std::optional<Error> checkRoom(int dirFd, const QString &dirPath, const SmallFilesSettings &s)
{
    struct statvfs vfs{};
    if (::fstatvfs(dirFd, &vfs) != 0)
        return std::nullopt; // unknown: the creates will say ENOSPC if it comes to that
    const std::uint64_t perFile = (s.maxBytes + 4095) / 4096 * 4096;
    const std::uint64_t need = perFile * std::uint64_t(s.files) + kFreeMargin;
    const std::uint64_t freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
    if (perFile > 0 && freeBytes < need)
        return Error::make(std::errc::no_space_on_device,
                           QStringLiteral("%1 has %2 MiB free; %3 files of up to %4 bytes need %5 MiB "
                                          "(with 64 MiB of headroom)")
                               .arg(dirPath).arg(freeBytes / kMiB).arg(s.files).arg(s.maxBytes)
                               .arg(need / kMiB).toStdString(),
                           "free some space, or use fewer {1} or a smaller {2}", SettingFixes{{Setting::Files, {}}, {Setting::FileSize, {}}});
    if (vfs.f_files > 0 && std::uint64_t(vfs.f_favail) < std::uint64_t(s.files) + 16)
        return Error::make(std::errc::no_space_on_device,
                           QStringLiteral("%1 has %2 free inodes; the test makes %3 files")
                               .arg(dirPath).arg(vfs.f_favail).arg(s.files).toStdString(),
                           "use fewer {1}, or another filesystem", SettingFixes{{Setting::Files, {}}});
    return std::nullopt;
}

} // namespace

Result<std::pair<std::uint64_t, std::uint64_t>> parseFileSizeRange(const QString &text)
{
    auto one = [](QString t, std::uint64_t *out) {
        t = t.trimmed();
        std::uint64_t mult = 1;
        if (t.endsWith(QLatin1Char('K'), Qt::CaseInsensitive))
            mult = 1024;
        else if (t.endsWith(QLatin1Char('M'), Qt::CaseInsensitive))
            mult = kMiB;
        if (mult != 1)
            t.chop(1);
        bool ok = false;
        const qulonglong v = t.toULongLong(&ok);
        *out = std::uint64_t(v) * mult;
        return ok && v <= kSmallFilesMaxBytes;
    };
    const QStringList parts = text.split(QLatin1Char(':'));
    std::uint64_t lo = 0, hi = 0;
    const bool ok = (parts.size() == 1 || parts.size() == 2) && one(parts[0], &lo)
                    && one(parts.value(1, parts[0]), &hi) && lo <= hi && hi <= kSmallFilesMaxBytes;
    if (!ok)
        return Error::make(std::errc::invalid_argument,
                           QStringLiteral("{1} '%1' is not SIZE or MIN:MAX (0 to 64M, MIN <= MAX)")
                               .arg(text).toStdString(),
                           "e.g. {2} (bonnie++'s default), 4K, or 1K:64K",
                           SettingFixes{{Setting::FileSize, {}}, {Setting::FileSize, QStringLiteral("0")}});
    return std::pair{lo, hi};
}

QString smallFilesTestId(SmallFilesOp op, SmallFilesOrder order)
{
    return QStringLiteral("FILES_%1_%2").arg(QString::fromLatin1(opName(op)).toUpper(),
                                             order == SmallFilesOrder::Sequential ? QStringLiteral("SEQ")
                                                                                  : QStringLiteral("RND"));
}

std::vector<TestSpec> smallFilesTests(const SmallFilesSettings &settings, int passes)
{
    std::vector<TestSpec> tests;
    for (SmallFilesOrder order : {SmallFilesOrder::Sequential, SmallFilesOrder::Random}) {
        for (SmallFilesOp op : {SmallFilesOp::Create, SmallFilesOp::Stat, SmallFilesOp::Delete}) {
            TestSpec t;
            t.id = smallFilesTestId(op, order);
            t.label = QStringLiteral("%1 files, %2 order")
                          .arg(op == SmallFilesOp::Create ? QStringLiteral("Create")
                               : op == SmallFilesOp::Stat ? QStringLiteral("Stat") : QStringLiteral("Delete"),
                               order == SmallFilesOrder::Sequential ? QStringLiteral("sequential")
                                                                    : QStringLiteral("random"));
            t.op = op == SmallFilesOp::Stat ? IoOp::Read : IoOp::Write;
            t.pattern = order == SmallFilesOrder::Sequential ? AccessPattern::Sequential : AccessPattern::Random;
            // The largest file, rounded up to 512 (the runner wants a block size; 512 for empty files).
            t.blockSize = std::uint32_t(std::max<std::uint64_t>(512, (settings.maxBytes + 511) / 512 * 512));
            t.queueDepth = 1;
            t.threads = 1;  // bonnie++'s concurrency 1
            t.passEnd = PassEnd::PatternExhausted;
            t.warmupS = 0;
            t.passes = std::max(1, passes);
            t.runPass = [settings, op, order](const TestSpec &spec, const CustomPassContext &ctx) {
                return runSmallFilesPass(settings, op, order, spec, ctx);
            };
            t.mergeReports = mergeSmallFilesFigures;
            tests.push_back(std::move(t));
        }
    }
    return tests;
}

std::vector<WorkerOutcome> runSmallFilesPass(const SmallFilesSettings &settings, SmallFilesOp op,
                                             SmallFilesOrder order, const TestSpec &spec,
                                             const CustomPassContext &ctx)
{
    const int threads = std::max(1, spec.threads);
    std::vector<WorkerOutcome> outcomes(static_cast<std::size_t>(threads));
    auto fail = [&](Error e) {
        outcomes[0].error = std::move(e);
        return outcomes;
    };
    if (settings.files < 1 || settings.files > kSmallFilesMaxCount || settings.minBytes > settings.maxBytes
        || settings.maxBytes > kSmallFilesMaxBytes)
        return fail(Error::make(std::errc::invalid_argument,
                                QStringLiteral("%1 files of %2..%3 bytes is outside 1..10000000 files "
                                               "of 0..64 MiB").arg(settings.files).arg(settings.minBytes)
                                    .arg(settings.maxBytes).toStdString(),
                                "fix {1} or {2}", SettingFixes{{Setting::Files, {}}, {Setting::FileSize, {}}}));
    removeStaleSmallFilesDirectories(ctx.directoryFd);
    if (auto room = checkRoom(ctx.directoryFd, ctx.directory, settings))
        return fail(*room);
    // Same seed, same names and orders in every pass; the create, stat and delete tests of one
    // order see the same files (bonnie++ stats and deletes what it created).
    const std::uint64_t seed = settings.seed * 0x9E3779B97F4A7C15ull + std::uint64_t(order);
    std::string dirName;
    auto made = makePrivateDirectory(ctx.directoryFd, ctx.directory, folderRecipe(settings, order, seed),
                                     &dirName);
    if (!made)
        return fail(made.error());
    LeftoverClaim claim = std::move(*made); // released (removed) when the pass returns
    const QString dirPath = ctx.directory + QLatin1Char('/') + QString::fromStdString(dirName);
    UniqueFd dirFd(::openat(ctx.directoryFd, dirName.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!dirFd) {
        const int err = errno;
        ::unlinkat(ctx.directoryFd, dirName.c_str(), AT_REMOVEDIR);
        return fail(fileError(err, "opening the directory", ctx.directory, dirName.c_str()));
    }

    PassPlan plan;
    plan.settings = &settings;
    plan.op = op;
    plan.dirFd = dirFd.get();
    plan.dirPath = dirPath;
    plan.files = planFiles(settings, order, seed);
    plan.setupOrder = visitOrder(plan.files.size(), order, seed + 1);
    plan.timedOrder = visitOrder(plan.files.size(), order, seed + 2 + std::uint64_t(op));
    plan.exists.assign(plan.files.size(), 0);
    plan.data = ctx.data;

    {
        std::latch start(threads);
        std::vector<std::jthread> workers;
        workers.reserve(std::size_t(threads));
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t]() {
                workerMain(plan, t, threads, ctx.counters ? &ctx.counters[t] : nullptr, start, ctx.stop,
                           outcomes[std::size_t(t)]);
            });
        }
    } // joins every worker

    // Cleanup, whatever happened: every file of the plan a create was attempted for and no delete
    // removed (a run cancelled early in a create of 10 million files removes the few it made, not
    // 10 million names), then the directory. Nothing else: a file someone else put there is not
    // ours, and keeps the directory.
    int unlinkError = 0;
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        if (plan.exists[i] && ::unlinkat(dirFd.get(), plan.files[i].name.data(), 0) != 0 && errno != ENOENT
            && !unlinkError)
            unlinkError = errno;
    }
    dirFd.reset();
    if (::unlinkat(ctx.directoryFd, dirName.c_str(), AT_REMOVEDIR) != 0 || unlinkError) {
        const int err = unlinkError ? unlinkError : errno;
        if (!outcomes[0].error)
            outcomes[0].error = Error::fromErrno(err, "removing " + dirPath.toStdString(),
                                                 err == ENOTEMPTY ? "it holds files DriveBench did not "
                                                                    "make: move them out and remove it"
                                                                  : "remove that directory by hand");
    }
    claim.release();
    for (WorkerOutcome &w : outcomes) {
        SmallFilesReport report;
        if (const auto *done = std::get_if<SmallFilesReport>(&w.report))
            report = *done; // files and seconds: what the worker timed
        report.pass = ctx.pass;
        report.described = true;
        report.operation = QLatin1String(opName(op));
        report.order = order == SmallFilesOrder::Sequential ? QStringLiteral("sequential")
                                                            : QStringLiteral("random");
        report.filesPlanned = settings.files;
        report.fileBytesMin = settings.minBytes;
        report.fileBytesMax = settings.maxBytes;
        w.report = report;
    }
    return outcomes;
}

FolderRule smallFilesFolderRule()
{
    // One regenerated plan per recipe: a folder holds up to 10 million names.
    auto cache = std::make_shared<std::map<std::string, std::unordered_map<std::string, std::uint64_t>>>();
    FolderRule rule;
    rule.kind = "smallfiles-v1";
    rule.check = [cache](const std::string &recipe, const char *entry, const struct stat &st, int) {
        auto it = cache->find(recipe);
        if (it == cache->end()) {
            std::unordered_map<std::string, std::uint64_t> planned;
            unsigned long long seed = 0, minBytes = 0, maxBytes = 0;
            int order = -1, files = 0;
            if (std::sscanf(recipe.c_str(), "smallfiles-v1 %llu %d %d %llu %llu", &seed, &order, &files,
                            &minBytes, &maxBytes) == 5
                && (order == 0 || order == 1) && files >= 1 && files <= kSmallFilesMaxCount
                && minBytes <= maxBytes && maxBytes <= kSmallFilesMaxBytes) {
                SmallFilesSettings s;
                s.files = files;
                s.minBytes = minBytes;
                s.maxBytes = maxBytes;
                for (const FileEntry &f : planFiles(s, SmallFilesOrder(order), seed))
                    planned.emplace(f.name.data(), f.bytes);
            }
            it = cache->emplace(recipe, std::move(planned)).first;
        }
        const auto file = it->second.find(entry);
        // A file the pass made: its planned name, a regular file no larger than planned, one link.
        return file != it->second.end() && S_ISREG(st.st_mode) && st.st_nlink == 1
               && std::uint64_t(st.st_size) <= file->second;
    };
    return rule;
}

int removeStaleSmallFilesDirectories(int directoryFd)
{
    return removeStaleLeftovers(directoryFd, {smallFilesFolderRule()});
}

WorkloadFigures mergeSmallFilesFigures(const std::vector<PatternReport> &reports)
{
    SmallFilesFigures f;
    std::map<int, double> passSeconds; // pass -> its slowest worker's timed seconds
    bool first = true;
    for (const PatternReport &r : reports) {
        const auto *w = std::get_if<SmallFilesReport>(&r);
        if (!w)
            continue;
        if (first && w->described) { // the plan: the first report's (every pass has the same)
            f.described = true;
            f.operation = w->operation;
            f.order = w->order;
            f.filesPlanned = w->filesPlanned;
            f.fileBytesMin = w->fileBytesMin;
            f.fileBytesMax = w->fileBytesMax;
        }
        first = false;
        f.files += double(w->files);
        double &s = passSeconds[w->pass];
        s = std::max(s, w->seconds);
    }
    if (first)
        return {};
    for (const auto &[pass, s] : passSeconds) {
        f.timedS.push_back(s);
        // bonnie++ prints +++++ for a phase under half a second: too quick to time reliably.
        f.underHalfSecond = f.underHalfSecond || s < 0.5;
    }
    WorkloadFigures figures;
    figures.smallFiles = std::move(f);
    return figures;
}

} // namespace drivebench
