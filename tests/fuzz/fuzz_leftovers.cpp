// SPDX-License-Identifier: GPL-3.0-or-later
// The one ownership proof that decides whether a user's files are deleted
// (core/engine/leftoverclaim.h), on files anyone who can write to the directory can plant: the
// claim files of test files, small-files folders and capacity folders (parseClaim,
// removeLeftovers with folder rules) and the owner marker the previous version put in the
// capacity check's folders (parseScratchMarker, recognised by the same removeLeftovers). Each
// input builds a directory tree in the scratch folder, runs the product's cleaner on it exactly
// as a run does, and then checks the one promise: nothing outside what a valid, unlocked,
// dead-owner claim names is ever removed, and nothing outside the directory (a canary that
// symlinks in the tree point at) is touched at all.
//
// Input: up to four records joined by "\n--8<--\n":
//  1. the claim file's text. "@HOST@" and "@BOOT@" become this host's name and the boot id of
//     the scratch procfs (so a seed can name "this machine" on any machine). The claim is written
//     as drivebench-claim-TOKEN, TOKEN from its first "token " line (32 zeros when that is not 32
//     hex digits);
//  2. the tree beside it, one line each: "f NAME SIZE [BYTE]" (a file of SIZE bytes, the first
//     one BYTE), "d NAME" (a folder), "l NAME TARGET" (a symlink; TARGET "OUT" points at the
//     canary outside), "h NAME OLD" (a hard link); "@T" in a name is the token; "locked" holds the
//     claim's lock during the cleaning; "live" makes process 4242 with start time 777 run on the
//     scratch procfs; "nolock" grants every lock locally whatever another machine holds (NFS mounted nolock),
//     "lockfail" makes every lock attempt fail (ENOLCK);
//  3. the old owner marker text of a capacity folder (@HOST@ and @BOOT@ as above);
//  4. that folder's files, as in 2; "locked" holds the marker's lock, "live", "nolock" and "lockfail" as above.
// The cleaner knows two folder kinds: "r1" (an entry is accepted when its name starts "ok") and
// "scratch-v1 SEED" (the capacity check's: an entry is accepted when its first byte is 'O').

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <QByteArray>
#include <QDir>
#include <QFile>

#include "core/engine/leftoverclaim.h"
#include "tests/fuzz/fuzzsupport.h"

namespace {

using namespace drivebench;

constexpr char kClaimMagic[] = "DriveBench leftover claim v1 7f3c9a52e1b04d68";
constexpr char kScratchPrefix[] = "dbfuzz-";
constexpr char kProcBoot[] = "5b0d4c1e-6f43-4f3a-9a51-0c2f7b9e8d11";

struct Entry
{
    mode_t type = 0;
    ino_t ino = 0;
    off_t size = 0;
    nlink_t links = 0;
    char first = 0; ///< a regular file's first byte
};
using Snapshot = std::map<std::string, Entry>;

[[noreturn]] void violation(const std::string &what)
{
    std::fprintf(stderr, "leftover promise broken: %s\n", what.c_str());
    std::abort();
}

void walk(const std::string &root, const std::string &rel, int depth, Snapshot *out)
{
    DIR *dir = ::opendir((root + (rel.empty() ? "" : "/" + rel)).c_str());
    if (!dir)
        return;
    while (const dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0)
            continue;
        const std::string r = rel.empty() ? e->d_name : rel + "/" + e->d_name;
        struct stat st{};
        if (::lstat((root + "/" + r).c_str(), &st) != 0)
            continue;
        Entry entry{mode_t(st.st_mode & S_IFMT), st.st_ino, st.st_size, st.st_nlink, 0};
        if (S_ISREG(st.st_mode)) {
            const int fd = ::open((root + "/" + r).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                (void)!::pread(fd, &entry.first, 1, 0);
                ::close(fd);
            }
        }
        (*out)[r] = entry;
        if (S_ISDIR(st.st_mode) && depth < 6)
            walk(root, r, depth + 1, out);
    }
    ::closedir(dir);
}

Snapshot snapshot(const std::string &root)
{
    Snapshot s;
    walk(root, "", 0, &s);
    return s;
}

std::string hostName()
{
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) != 0 || !host[0])
        return "localhost";
    return host;
}

bool validToken(const std::string &t)
{
    if (t.size() != 32)
        return false;
    for (char c : t) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

// A relative name of at most 3 components, none empty, "." or "..".
bool safeName(const std::string &n)
{
    if (n.empty() || n.size() > 200 || n.front() == '/')
        return false;
    int parts = 0;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = n.find('/', start);
        const std::string part = n.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (part.empty() || part == "." || part == ".." || ++parts > 3)
            return false;
        if (slash == std::string::npos)
            return true;
        start = slash + 1;
    }
}

void makeParents(const std::string &root, const std::string &name)
{
    for (std::size_t p = name.find('/'); p != std::string::npos; p = name.find('/', p + 1))
        ::mkdir((root + "/" + name.substr(0, p)).c_str(), 0755);
}

struct TreeFlags
{
    bool locked = false;
    bool live = false;
    bool nolock = false;   // locks are granted locally whatever others hold (NFS mounted nolock)
    bool lockfail = false; // every lock attempt fails (ENOLCK)
};

// Builds the tree lines in root (files of 'x', the first byte the 4th field when given).
TreeFlags buildTree(const std::string &root, const QByteArray &spec, const std::string &token,
                    const std::string &canary)
{
    TreeFlags flags;
    int lines = 0;
    for (QByteArray line : spec.split('\n')) {
        if (++lines > 64)
            break;
        line.replace("@T", QByteArray::fromStdString(token));
        const QList<QByteArray> f = line.split(' ');
        if (f.value(0) == "locked") {
            flags.locked = true;
            continue;
        }
        if (f.value(0) == "live") {
            flags.live = true;
            continue;
        }
        if (f.value(0) == "nolock") {
            flags.nolock = true;
            continue;
        }
        if (f.value(0) == "lockfail") {
            flags.lockfail = true;
            continue;
        }
        if (f.size() < 2)
            continue;
        const std::string name = f[1].toStdString();
        if (!safeName(name))
            continue;
        makeParents(root, name);
        const std::string path = root + "/" + name;
        if (f[0] == "f") {
            const std::size_t size = std::min<std::size_t>(f.value(2).toULongLong(), 1 << 16);
            std::string bytes(size, 'x');
            if (size > 0 && !f.value(3).isEmpty())
                bytes[0] = f[3][0];
            const int fd = ::open(path.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0644);
            if (fd >= 0) {
                (void)!::write(fd, bytes.data(), bytes.size());
                ::close(fd);
            }
        } else if (f[0] == "d") {
            ::mkdir(path.c_str(), 0755);
        } else if (f[0] == "l" && f.size() >= 3) {
            const std::string target = f[2] == "OUT" ? canary : f[2].toStdString();
            (void)!::symlink(target.c_str(), path.c_str());
        } else if (f[0] == "h" && f.size() >= 3 && safeName(f[2].toStdString())) {
            (void)!::link((root + "/" + f[2].toStdString()).c_str(), path.c_str());
        }
    }
    return flags;
}

int holdLock(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return -1;
    struct flock lock{};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    if (::fcntl(fd, F_OFD_SETLK, &lock) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

void writeFile(const std::string &path, const QByteArray &bytes)
{
    const int fd = ::open(path.c_str(), O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0)
        violation("cannot write the harness's own file " + path);
    (void)!::write(fd, bytes.constData(), std::size_t(bytes.size()));
    ::close(fd);
}

// What a claim's text lets be removed (the promise, written apart from the product's parser).
struct Allowed
{
    bool magic = false;
    bool ended = false;
    std::set<std::string> tokens;
    std::multimap<std::string, std::uint64_t> files; // name -> claimed bytes
    std::multimap<std::string, std::string> folders; // name -> recipe
    std::map<std::string, int> keyCount;
    std::map<std::string, std::string> lastValue;
};

Allowed allowedBy(const QByteArray &text)
{
    Allowed a;
    const QList<QByteArray> lines = text.split('\n');
    a.magic = !lines.isEmpty() && lines.first() == kClaimMagic;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &l = lines[i];
        if (l == "end") {
            a.ended = true;
            break;
        }
        const qsizetype sp = l.indexOf(' ');
        const std::string key = (sp < 0 ? l : l.left(sp)).toStdString();
        const QByteArray value = sp < 0 ? QByteArray() : l.mid(sp + 1);
        ++a.keyCount[key];
        a.lastValue[key] = value.toStdString();
        if (key == "token")
            a.tokens.insert(value.toStdString());
        const qsizetype sp2 = value.indexOf(' ');
        const std::string name = (sp2 < 0 ? value : value.left(sp2)).toStdString();
        if (key == "file")
            a.files.emplace(name, sp2 < 0 ? 0 : value.mid(sp2 + 1).toULongLong());
        else if (key == "folder")
            a.folders.emplace(name, sp2 < 0 ? std::string() : value.mid(sp2 + 1).toStdString());
    }
    return a;
}

// The folder rules the harness's cleaner runs with (see the top).
std::vector<FolderRule> harnessRules()
{
    FolderRule okNames;
    okNames.kind = "r1";
    okNames.check = [](const std::string &, const char *entry, const struct stat &, int) {
        return std::strncmp(entry, "ok", 2) == 0;
    };
    FolderRule firstByteO;
    firstByteO.kind = "scratch-v1";
    firstByteO.readsContent = true;
    firstByteO.check = [](const std::string &recipe, const char *, const struct stat &, int fd) {
        char c = 0;
        return scratchRecipeSeed(recipe) && ::pread(fd, &c, 1, 0) == 1 && c == 'O';
    };
    return {okNames, firstByteO};
}

// Whether entry (of a folder of recipe) may be removed, written apart from the product: a regular
// file with one link, directly in the folder, that the recipe's kind accepts.
bool entryAccepted(const std::string &recipe, const std::string &entry, const Entry &e)
{
    if (entry.find('/') != std::string::npos || e.type != S_IFREG || e.links != 1)
        return false;
    const std::string kind = recipe.substr(0, recipe.find(' '));
    if (kind == "r1")
        return entry.compare(0, 2, "ok") == 0;
    if (kind == "scratch-v1")
        return e.size >= 1 && e.first == 'O';
    return false;
}

bool folderAccepts(const Snapshot &before, const std::string &folder, const std::string &recipe)
{
    for (const auto &[other, oe] : before) {
        if (other.compare(0, folder.size() + 1, folder + "/") == 0
            && !entryAccepted(recipe, other.substr(folder.size() + 1), oe))
            return false;
    }
    return true;
}

// A scratch procfs: the boot id kProcBoot, and process 4242 with start time 777 when live.
void makeProc(const std::string &proc, bool live)
{
    ::mkdir(proc.c_str(), 0755);
    QDir().mkpath(QString::fromStdString(proc + "/sys/kernel/random"));
    writeFile(proc + "/sys/kernel/random/boot_id", QByteArray(kProcBoot) + "\n");
    if (live) {
        QDir().mkpath(QString::fromStdString(proc + "/4242"));
        std::string stat = "4242 (drivebench) S";
        for (int field = 4; field <= 21; ++field)
            stat += " 0";
        stat += " 777 0 0\n";
        writeFile(proc + "/4242/stat", QByteArray::fromStdString(stat));
    }
}

void checkClaimCleaning(const QByteArray &claimInput, const QByteArray &treeSpec)
{
    const std::string base = fuzz::scratchDir().toStdString() + "/claims";
    fuzz::removeTree(base);
    const std::string work = base + "/work", outside = base + "/outside", proc = base + "/proc";
    const std::string canary = outside + "/canary";
    ::mkdir(base.c_str(), 0755);
    ::mkdir(work.c_str(), 0755);
    ::mkdir(outside.c_str(), 0755);
    writeFile(canary, "the user's file\n");
    const std::string boot = kProcBoot;

    QByteArray text = claimInput;
    text.replace("@HOST@", QByteArray::fromStdString(hostName()));
    text.replace("@BOOT@", QByteArray::fromStdString(boot));
    std::string token(32, '0');
    for (const QByteArray &l : text.split('\n')) {
        if (l.startsWith("token ")) {
            if (validToken(l.mid(6).toStdString()))
                token = l.mid(6).toStdString();
            break;
        }
    }
    const std::string claimName = std::string(kClaimPrefix) + token;
    writeFile(work + "/" + claimName, text);
    const TreeFlags flags = buildTree(work, treeSpec, token, canary);
    makeProc(proc, flags.live);
    const int lockFd = flags.locked ? holdLock(work + "/" + claimName) : -1;

    const Snapshot before = snapshot(work);
    const Snapshot outsideBefore = snapshot(outside);
    const int dirFd = ::open(work.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd < 0)
        violation("cannot open the work folder");
    LeftoverRules rules;
    rules.folders = harnessRules();
    rules.procRoot = QString::fromStdString(proc);
    rules.simulatedLockError = flags.lockfail ? ENOLCK : 0;
    rules.simulatedLocalLocks = flags.nolock;
    const int removed = removeLeftovers(dirFd, QString(), rules).removed;
    ::close(dirFd);
    if (lockFd >= 0)
        ::close(lockFd);
    const Snapshot after = snapshot(work);

    if (snapshot(outside).size() != outsideBefore.size() || snapshot(outside).begin()->second.ino != outsideBefore.begin()->second.ino)
        violation("the canary outside the folder changed");
    for (const auto &[path, e] : after) {
        const auto was = before.find(path);
        if (was == before.end() || was->second.ino != e.ino)
            violation("the cleaner made or replaced " + path);
    }
    Allowed a = allowedBy(text);
    const bool parses = parseClaim(std::string_view(text.constData(), std::size_t(text.size()))).has_value();
    const bool ownerLive = flags.live && a.keyCount["pid"] == 1 && a.keyCount["start"] == 1
                           && a.keyCount["host"] == 1 && a.keyCount["boot"] == 1
                           && a.lastValue["pid"] == "4242" && a.lastValue["start"] == "777"
                           && a.lastValue["host"] == hostName() && a.lastValue["boot"] == boot;
    const bool thisBoot = a.keyCount["host"] == 1 && a.keyCount["boot"] == 1
                          && a.lastValue["host"] == hostName() && a.lastValue["boot"] == boot;
    int removedItems = 0;
    for (const auto &[path, e] : before) {
        if (after.count(path))
            continue;
        if (lockFd >= 0)
            violation("removed " + path + " while the claim's lock was held");
        if (ownerLive)
            violation("removed " + path + " while the claim's owner runs");
        if ((flags.nolock || flags.lockfail) && !thisBoot)
            violation("removed " + path + " without a lock, on a claim not of this boot of this machine");
        if (!a.magic || !a.ended || !a.tokens.count(token) || !parses)
            violation("removed " + path + " on a claim that is not one");
        if (path == claimName)
            continue;
        const std::size_t slash = path.find('/');
        if (slash == std::string::npos) {
            if (path.find(token) == std::string::npos)
                violation("removed " + path + ", whose name lacks the claim's token");
            bool allowed = false;
            if (e.type == S_IFREG && e.links == 1) {
                auto [lo, hi] = a.files.equal_range(path);
                for (auto it = lo; it != hi; ++it)
                    allowed = allowed || std::uint64_t(e.size) <= it->second;
            }
            if (e.type == S_IFDIR && a.folders.count(path))
                allowed = true;
            if (!allowed)
                violation("removed " + path + ", which the claim does not name as what it is");
            ++removedItems;
            continue;
        }
        const std::string folder = path.substr(0, slash);
        if (!a.folders.count(folder) || folder.find(token) == std::string::npos)
            violation("removed " + path + " from a folder the claim does not name");
        // Some recipe the claim gives the folder accepts every entry it held.
        bool accepted = false;
        auto [lo, hi] = a.folders.equal_range(folder);
        for (auto it = lo; it != hi && !accepted; ++it)
            accepted = folderAccepts(before, folder, it->second);
        if (!accepted)
            violation("emptied " + folder + " (removed " + path + ") although a recipe's check refuses what it held");
    }
    if (removed != removedItems)
        violation("removeStaleLeftovers counted " + std::to_string(removed) + " items, "
                  + std::to_string(removedItems) + " were removed");
}

void checkScratchCleaning(const QByteArray &markerInput, const QByteArray &treeSpec)
{
    const std::string base = fuzz::scratchDir().toStdString() + "/scratch";
    fuzz::removeTree(base);
    const std::string parent = base + "/parent", outside = base + "/outside", proc = base + "/proc";
    const std::string canary = outside + "/canary";
    ::mkdir(base.c_str(), 0755);
    ::mkdir(parent.c_str(), 0755);
    ::mkdir(outside.c_str(), 0755);
    writeFile(canary, "the user's file\n");
    const std::string boot = kProcBoot;
    QByteArray text = markerInput;
    text.replace("@HOST@", QByteArray::fromStdString(hostName()));
    text.replace("@BOOT@", QByteArray::fromStdString(boot));
    const std::string a = std::string(kScratchPrefix) + "A";
    (void)claimOfScratchMarker(text, a);
    const std::string folder = parent + "/" + a;
    ::mkdir(folder.c_str(), 0700);
    writeFile(folder + "/" + kLegacyScratchMarker, text);
    const TreeFlags flags = buildTree(folder, treeSpec, std::string(), canary);
    makeProc(proc, flags.live);
    // Beside it: a folder with the prefix and no marker, and a symlink with the prefix.
    ::mkdir((parent + "/" + kScratchPrefix + "B").c_str(), 0700);
    writeFile(parent + "/" + kScratchPrefix + "B/fill-000000.dat", "O");
    (void)!::symlink(outside.c_str(), (parent + "/" + kScratchPrefix + "L").c_str());
    const int lockFd = flags.locked ? holdLock(folder + "/" + kLegacyScratchMarker) : -1;

    const Snapshot before = snapshot(parent);
    const Snapshot outsideBefore = snapshot(outside);
    const int parentFd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parentFd < 0)
        violation("cannot open the parent folder");
    LeftoverRules rules;
    rules.folders = harnessRules();
    rules.scratchPrefix = kScratchPrefix;
    rules.procRoot = QString::fromStdString(proc);
    rules.simulatedLockError = flags.lockfail ? ENOLCK : 0;
    rules.simulatedLocalLocks = flags.nolock;
    const LeftoverReport report = removeLeftovers(parentFd, QString::fromStdString(parent), rules);
    ::close(parentFd);
    if (lockFd >= 0)
        ::close(lockFd);
    const Snapshot after = snapshot(parent);
    const Snapshot outsideAfter = snapshot(outside);
    if (outsideAfter.size() != outsideBefore.size() || outsideAfter.begin()->second.ino != outsideBefore.begin()->second.ino)
        violation("the canary outside the folder changed");
    bool anyRemoved = false;
    for (const auto &[path, e] : before) {
        if (after.count(path))
            continue;
        anyRemoved = true;
        if (path.compare(0, a.size(), a) != 0)
            violation("removed " + path + ", outside the one folder with a marker");
        if (lockFd >= 0)
            violation("removed " + path + " while the marker's lock was held");
    }
    if (!anyRemoved)
        return;
    const std::optional<ScratchMarker> marker = parseScratchMarker(text);
    if (!marker)
        violation("removed the folder on a marker that does not parse");
    if (flags.live && marker->pid == 4242 && marker->startTicks == 777 && marker->host.toStdString() == hostName()
        && marker->bootId.toStdString() == boot)
        violation("removed the folder while the marker's owner runs");
    if ((flags.nolock || flags.lockfail) && (marker->host.toStdString() != hostName() || marker->bootId.toStdString() != boot))
        violation("removed the folder without a lock, on a marker not of this boot of this machine");
    for (const auto &[path, e] : before) {
        if (path.compare(0, a.size() + 1, a + "/") != 0 || path == a + "/" + kLegacyScratchMarker)
            continue;
        if (!entryAccepted("scratch-v1 0", path.substr(a.size() + 1), e))
            violation("removed the folder although it holds " + path + ", which the proof refuses");
    }
    if (report.removed != 1 || after.count(a))
        violation("the folder was emptied but not removed and counted once");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const std::vector<QByteArray> r = drivebench::fuzz::splitRecords(input, 4);
    checkClaimCleaning(r[0], r.size() > 1 ? r[1] : QByteArray());
    checkScratchCleaning(r.size() > 2 ? r[2] : QByteArray(), r.size() > 3 ? r[3] : QByteArray());
    return 0;
}
