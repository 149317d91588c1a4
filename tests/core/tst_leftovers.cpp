// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing lost: what DriveBench removes from a user's directory is only what it can prove its own
// (core/engine/leftoverclaim.h). Users' files and folders named like ours survive byte for byte;
// a run leaves nothing of its own (claims included); a killed run's test file and small-files
// folder are removed by the next run, on a filesystem without O_TMPFILE (a FUSE bindfs mount on
// the host, a vfat loop filesystem in the rig guest); a live run's files in the same directory
// are not, whether it is another process or this one.
#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "core/engine/leftoverclaim.h"
#include "core/engine/target.h"
#include "core/workloads/smallfiles.h"

using namespace drivebench;

namespace {

constexpr char kHoldVar[] = "DRIVEBENCH_TEST_HOLD"; // "testfile DIR" or "smallfiles DIR" in the child

// Every entry under dir: relative path -> kind, size and SHA-256 of the content.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        QByteArray v = info.isDir() ? QByteArray("dir") : QByteArray("file ") + QByteArray::number(info.size());
        if (info.isFile()) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly)) {
                QCryptographicHash h(QCryptographicHash::Sha256);
                h.addData(&f);
                v += ' ' + h.result().toHex();
            }
        }
        out.insert(QDir(dir).relativeFilePath(path), v);
    }
    return out;
}

void put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), qint64(bytes.size()));
}

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(60'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// Users' things named like ours: a year in the name, exactly our shapes (old and new) with a dead
// pid or no claim, and forged claims (garbage; a valid-looking one naming a file without its token).
void plantUsersFiles(const QString &dir)
{
    put(dir + QStringLiteral("/drivebench-smallfiles-2024-results/notes.txt"), "benchmark notes, 2024\n");
    put(dir + QStringLiteral("/drivebench-smallfiles-2147483000-00c0ffee/0000000001abc"), "");
    put(dir + QStringLiteral("/drivebench-smallfiles-0123456789abcdef0123456789abcdef/0000000000"), "");
    put(dir + QStringLiteral("/drivebench-testfile-99999-backup.tmp"), QByteArray(65536, 'b'));
    put(dir + QStringLiteral("/drivebench-testfile-99999999-0.tmp"), QByteArray(4096, 'd'));
    put(dir + QStringLiteral("/drivebench-testfile-fedcba9876543210fedcba9876543210.tmp"), QByteArray(1024, 'n'));
    put(dir + QStringLiteral("/drivebench-claim-00000000000000000000000000000000"), "not a claim\n");
    // A claim in our format from a dead process that names a file it does not own: refused whole.
    const std::string token = "abcdefabcdefabcdefabcdefabcdef01";
    ClaimOwner dead;
    dead.host = "elsewhere";
    dead.bootId = "00000000-0000-0000-0000-000000000000";
    dead.pid = 99999999;
    put(dir + QStringLiteral("/drivebench-claim-") + QString::fromStdString(token),
        QByteArray::fromStdString(claimText(token, dead, {{ClaimItem::Kind::File, "notes.txt", 100, {}}})));
    put(dir + QStringLiteral("/notes.txt"), "my notes\n");
}

// A 100-byte test file and the claim naming it (4096 bytes at most) for owner; the file's name.
QString plantFileClaim(const QString &dir, const ClaimOwner &owner)
{
    const std::string token = newClaimToken();
    const std::string file = std::string(kTestFilePrefix) + token + ".tmp";
    put(QDir(dir).filePath(QString::fromStdString(file)), QByteArray(100, 'x'));
    put(QDir(dir).filePath(QString::fromLatin1(kClaimPrefix) + QString::fromStdString(token)),
        QByteArray::fromStdString(claimText(token, owner, {{ClaimItem::Kind::File, file, 4096, {}}})));
    return QString::fromStdString(file);
}

TargetOptions fileTarget(const QString &dir)
{
    TargetOptions o;
    o.path = dir;
    o.fileSizeBytes = 2ull << 20;
    o.cache = CacheMode::Buffered;
    return o;
}

std::vector<WorkerOutcome> smallFilesPass(int dirFd, const QString &dir, int files, SmallFilesOp op,
                                          std::uint64_t maxBytes = 512, std::stop_token stop = {})
{
    SmallFilesSettings s;
    s.files = files;
    s.minBytes = 0;
    s.maxBytes = maxBytes;
    CustomPassContext ctx;
    ctx.directoryFd = dirFd;
    ctx.directory = dir;
    ctx.pass = 1;
    ctx.stop = stop;
    TestSpec spec = smallFilesTests(s, 1).front();
    return runSmallFilesPass(s, op, SmallFilesOrder::Sequential, spec, ctx);
}

// The child: holds a named test file (or runs a long small-files pass) until it is killed.
int holdMain()
{
    const QStringList args = qEnvironmentVariable(kHoldVar).split(QLatin1Char(' '));
    const QString dir = args.value(1);
    if (args.value(0) == QLatin1String("testfile")) {
        auto t = Target::open(fileTarget(dir), {}, nullptr);
        if (!t) {
            std::fprintf(stderr, "hold: %s\n", t.error().text().c_str());
            return 1;
        }
        std::printf("ready %d\n", (*t)->isTestFile() ? 1 : 0);
        std::fflush(stdout);
        for (;;)
            ::pause();
    }
    const UniqueFd fd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    std::printf("ready\n");
    std::fflush(stdout);
    // Far more (empty) files than it gets to make before it is killed.
    smallFilesPass(fd.get(), dir, 200'000, SmallFilesOp::Create, 0);
    return 0;
}

// A directory on a filesystem without O_TMPFILE: bindfs (FUSE) over a temporary directory, or
// as root a vfat image on a loop device (the rig guest's kernel: modprobe vfat).
class NoTmpfileDir
{
public:
    NoTmpfileDir()
    {
        if (!m_base.isValid())
            return;
        m_mount = m_base.filePath(QStringLiteral("mnt"));
        QDir().mkpath(m_mount);
        const QString src = m_base.filePath(QStringLiteral("src"));
        QDir().mkpath(src);
        if (!QStandardPaths::findExecutable(QStringLiteral("bindfs")).isEmpty()
            && run(QStringLiteral("bindfs"), {src, m_mount})) {
            m_kind = QStringLiteral("fuse (bindfs)");
            return;
        }
        if (::geteuid() == 0 && !QStandardPaths::findExecutable(QStringLiteral("mkfs.vfat")).isEmpty()) {
            run(QStringLiteral("modprobe"), {QStringLiteral("vfat")});
            const QString image = m_base.filePath(QStringLiteral("vfat.img"));
            // Sparse: room for a test file and the 64 MiB of headroom Target keeps free.
            if (run(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("256M"), image})
                && run(QStringLiteral("mkfs.vfat"), {image})
                && run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("loop"), image, m_mount})) {
                m_kind = QStringLiteral("vfat");
                return;
            }
        }
        m_mount.clear();
    }
    ~NoTmpfileDir()
    {
        if (m_kind.startsWith(QLatin1String("fuse")))
            run(QStringLiteral("fusermount"), {QStringLiteral("-u"), m_mount}) || run(QStringLiteral("umount"), {m_mount});
        else if (!m_kind.isEmpty())
            run(QStringLiteral("umount"), {m_mount});
    }
    QString path() const { return m_mount; }
    QString kind() const { return m_kind; }

private:
    QTemporaryDir m_base;
    QString m_mount;
    QString m_kind;
};

bool hasTmpfile(const QString &dir)
{
    const UniqueFd fd(::open(QFile::encodeName(dir).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
    return bool(fd);
}

struct Child
{
    QProcess process;
    ~Child()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(10'000);
        }
    }
};

// Starts the holding child; true once it said "ready".
bool startChild(Child &c, const QString &mode, const QString &dir, QByteArray *line = nullptr)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kHoldVar), mode + QLatin1Char(' ') + dir);
    c.process.setProcessEnvironment(env);
    c.process.start(QCoreApplication::applicationFilePath(), {});
    if (!c.process.waitForStarted(10'000))
        return false;
    QElapsedTimer t;
    t.start();
    while (!c.process.canReadLine() && t.elapsed() < 60'000)
        c.process.waitForReadyRead(1000);
    const QByteArray got = c.process.readLine();
    if (line)
        *line = got;
    return got.startsWith("ready");
}

void killChild(Child &c)
{
    ::kill(pid_t(c.process.processId()), SIGKILL);
    c.process.waitForFinished(10'000);
}

QStringList ours(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("drivebench-claim-*"), QStringLiteral("drivebench-testfile-*"),
                                QStringLiteral("drivebench-smallfiles-*")},
                               QDir::AllEntries | QDir::Hidden | QDir::System);
}

} // namespace

class TestLeftovers : public QObject
{
    Q_OBJECT

private:
    // The directory kinds every test runs on: a plain temporary directory and one without
    // O_TMPFILE (where test files are named and claimed).
    void dirs()
    {
        QTest::addColumn<bool>("noTmpfile");
        QTest::newRow("plain") << false;
        QTest::newRow("no-O_TMPFILE") << true;
    }

    std::unique_ptr<NoTmpfileDir> m_noTmpfile;
    std::unique_ptr<QTemporaryDir> m_plain;

    QString dirFor(bool noTmpfile)
    {
        if (!noTmpfile)
            return m_plain->path();
        return m_noTmpfile->path();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_plain = std::make_unique<QTemporaryDir>();
        QVERIFY(m_plain->isValid());
        m_noTmpfile = std::make_unique<NoTmpfileDir>();
    }

    void init()
    {
        const QByteArray tag = QTest::currentDataTag();
        if (tag == "no-O_TMPFILE") {
            if (m_noTmpfile->path().isEmpty())
                QSKIP("no filesystem without O_TMPFILE here: install bindfs (FUSE), or run as root with "
                      "mkfs.vfat and a vfat-capable kernel");
            QVERIFY2(!hasTmpfile(m_noTmpfile->path()), qPrintable(m_noTmpfile->kind() + " has O_TMPFILE"));
        }
        // Each test starts from an empty directory.
        for (const QString &d : {m_plain->path(), m_noTmpfile->path()}) {
            if (d.isEmpty())
                continue;
            for (const QString &e : QDir(d).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
                const QString p = QDir(d).filePath(e);
                if (QFileInfo(p).isDir())
                    QDir(p).removeRecursively();
                else
                    QFile::remove(p);
            }
        }
    }

    void usersFilesSurviveAndRunsLeaveNothing_data() { dirs(); }
    void usersFilesSurviveAndRunsLeaveNothing()
    {
        QFETCH(bool, noTmpfile);
        const QString dir = dirFor(noTmpfile);
        plantUsersFiles(dir);
        const QMap<QString, QByteArray> before = snapshot(dir);
        QVERIFY(before.size() >= 10);

        // The cleanups alone, then a file run and a small-files pass that clean up at their start.
        QCOMPARE(removeStaleTestFiles(dir), 0);
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QVERIFY(dirFd);
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 0);
        {
            auto t = Target::open(fileTarget(dir), {}, nullptr);
            QVERIFY2(t, t ? "" : t.error().text().c_str());
            QVERIFY((*t)->isTestFile());
            if (noTmpfile)
                QCOMPARE(ours(dir).size(), QDir(dir).entryList({QStringLiteral("drivebench-*")}).size());
        }
        for (SmallFilesOp op : {SmallFilesOp::Create, SmallFilesOp::Stat, SmallFilesOp::Delete}) {
            const auto outcomes = smallFilesPass(dirFd.get(), dir, 200, op);
            QVERIFY2(!outcomes[0].error, outcomes[0].error ? outcomes[0].error->text().c_str() : "");
        }
        // Byte for byte what the user had, and nothing of ours (claims included).
        QCOMPARE(snapshot(dir), before);
    }

    void killedRunsAreRemovedLiveOnesAreNot_data() { dirs(); }
    void killedRunsAreRemovedLiveOnesAreNot()
    {
        QFETCH(bool, noTmpfile);
        const QString dir = dirFor(noTmpfile);
        plantUsersFiles(dir);
        const QMap<QString, QByteArray> users = snapshot(dir);

        // A live test file in another process: another run's cleanup leaves it.
        Child holder;
        QByteArray ready;
        QVERIFY2(startChild(holder, QStringLiteral("testfile"), dir, &ready),
                 qPrintable(QString::fromUtf8(ready + holder.process.readAllStandardError())));
        const bool named = ready.trimmed().endsWith('1') && noTmpfile;
        const QStringList live = QDir(dir).entryList({QStringLiteral("drivebench-testfile-*.tmp"),
                                                      QStringLiteral("drivebench-claim-*")});
        if (noTmpfile) {
            QVERIFY(named);
            QVERIFY2(snapshot(dir).size() == users.size() + 2, qPrintable(live.join(' ')));
        }
        const QMap<QString, QByteArray> withLive = snapshot(dir);
        QCOMPARE(removeStaleTestFiles(dir), 0);
        {
            auto t = Target::open(fileTarget(dir), {}, nullptr); // a second run beside it
            QVERIFY2(t, t ? "" : t.error().text().c_str());
        }
        QCOMPARE(snapshot(dir), withLive);

        // A live small-files pass in another process: its folder is left too.
        Child passer;
        QVERIFY(startChild(passer, QStringLiteral("smallfiles"), dir));
        QString folder;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60'000) {
            const QStringList f = QDir(dir).entryList({QStringLiteral("drivebench-smallfiles-*")}, QDir::Dirs);
            for (const QString &name : f) {
                if (!users.contains(name) && QDir(QDir(dir).filePath(name)).count() > 52)
                    folder = name;
            }
            if (!folder.isEmpty())
                break;
            QThread::msleep(20);
        }
        QVERIFY2(!folder.isEmpty(), "the child's small-files folder did not fill");
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 0);
        QVERIFY(QFileInfo::exists(QDir(dir).filePath(folder)));

        // Killed: the next run removes both, and only them.
        killChild(passer);
        killChild(holder);
        if (noTmpfile)
            QCOMPARE(removeStaleTestFiles(dir), 1);
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 1);
        QCOMPARE(snapshot(dir), users);
    }

    // A folder of a dead run that holds something the run did not make is left whole.
    void claimedFolderWithForeignFileIsKept()
    {
        const QString dir = m_plain->path();
        Child passer;
        QVERIFY(startChild(passer, QStringLiteral("smallfiles"), dir));
        QString folder;
        QElapsedTimer t;
        t.start();
        while (folder.isEmpty() && t.elapsed() < 60'000) {
            for (const QString &name : QDir(dir).entryList({QStringLiteral("drivebench-smallfiles-*")}, QDir::Dirs)) {
                if (QDir(QDir(dir).filePath(name)).count() > 12)
                    folder = name;
            }
            QThread::msleep(20);
        }
        QVERIFY(!folder.isEmpty());
        killChild(passer);
        put(QDir(dir).filePath(folder) + QStringLiteral("/my-photo.jpg"), "JPEG");
        const QMap<QString, QByteArray> before = snapshot(dir);
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 0);
        QCOMPARE(snapshot(dir), before);
        // Once the user takes their file out, the folder is provably ours again.
        QVERIFY(QFile::remove(QDir(dir).filePath(folder) + QStringLiteral("/my-photo.jpg")));
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 1);
        QVERIFY(ours(dir).isEmpty());
    }

    // The one parser: what claimText writes reads back; anything short of a complete claim whose
    // items carry its token is refused; an old owner marker becomes the same claim.
    void parserRoundTripAndRefusals()
    {
        const std::string token = newClaimToken();
        const ClaimOwner me = currentClaimOwner();
        const std::vector<ClaimItem> items{
            {ClaimItem::Kind::File, std::string(kTestFilePrefix) + token + ".tmp", 4096, {}},
            {ClaimItem::Kind::Folder, "drivebench-capacity-" + token, 0, scratchRecipe(42)}};
        const std::string text = claimText(token, me, items);
        const auto claim = parseClaim(text);
        QVERIFY(claim);
        QCOMPARE(claim->token, token);
        QCOMPARE(claim->owner.pid, me.pid);
        QCOMPARE(claim->owner.startTime, me.startTime);
        QCOMPARE(claim->items.size(), size_t(2));
        QCOMPARE(claim->items[0].bytes, std::uint64_t(4096));
        QCOMPARE(scratchRecipeSeed(claim->items[1].recipe), std::optional<std::uint64_t>(42));
        QVERIFY(!scratchRecipeSeed("smallfiles-v1 1 0 10 0 512"));
        QVERIFY(!parseClaim(text.substr(0, text.size() - 4)));                     // no "end"
        QVERIFY(!parseClaim("x" + text));                                           // no magic
        QVERIFY(!parseClaim(claimText(token, me, {{ClaimItem::Kind::File, "notes.txt", 9, {}}}))); // no token
        QVERIFY(!parseClaim(claimText("0123", me, {})));                            // not a token
        // An owner field twice (found by fuzz_leftovers: "pid 99999" then "pid 4242", each host
        // and boot line twice): not a claim, whichever owner a reader would have believed.
        for (const char *key : {"token", "host", "boot", "pid", "start"}) {
            const std::size_t at = text.find(std::string("\n") + key + ' ') + 1;
            const std::size_t end = text.find('\n', at) + 1;
            const std::string line = text.substr(at, end - at);
            QVERIFY2(!parseClaim(text.substr(0, at) + line + text.substr(at)), key); // the same value
            const std::string other = std::string(key) + (std::string(key) == "token" ? " " + newClaimToken() : " 99999") + '\n';
            QVERIFY2(!parseClaim(text.substr(0, end) + other + text.substr(end)), key); // another value
        }
        // "end" exactly, as claimText writes it.
        QVERIFY(!parseClaim(text.substr(0, text.size() - 4) + "end x\n"));
        QVERIFY(!parseClaim(text.substr(0, text.size() - 4) + "end \n"));
        QVERIFY(parseClaim(text.substr(0, text.size() - 4) + "end\n"));
        ScratchMarker old = currentScratchMarker(7);
        const auto fromMarker = claimOfScratchMarker(scratchMarkerText(old), "drivebench-capacity-abcdefghij");
        QVERIFY(fromMarker);
        QCOMPARE(fromMarker->owner.pid, me.pid);
        QCOMPARE(fromMarker->owner.bootId, me.bootId);
        QCOMPARE(fromMarker->items.size(), size_t(1));
        QCOMPARE(fromMarker->items[0].recipe, scratchRecipe(7));
        QVERIFY(!claimOfScratchMarker(scratchMarkerText(old), "../etc"));
        QVERIFY(!claimOfScratchMarker("DRIVEBENCH-OWNED-SCRATCH 1\nseed=1\n", "drivebench-capacity-x"));
        // A marker naming a field twice (two owners) is not one either.
        QVERIFY(parseScratchMarker(scratchMarkerText(old)));
        QVERIFY(!parseScratchMarker(scratchMarkerText(old) + "pid=99999\n"));
        QVERIFY(!parseScratchMarker(scratchMarkerText(old) + "host=" + QByteArray::fromStdString(me.host) + "\n"));
    }

    // Claims from another machine (NFS): only a lock that can be taken proves the run over; the
    // same boot's claims also need their process gone, whatever the lock says.
    void claimsOfOtherHostsAndLiveProcesses()
    {
        const QString dir = m_plain->path();
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        const auto plant = [&](const ClaimOwner &owner) { return plantFileClaim(dir, owner); };
        ClaimOwner me = currentClaimOwner();
        ClaimOwner parent = me; // a live process of this boot (our parent), its lock not held
        parent.pid = ::getppid();
        QFile stat(QStringLiteral("/proc/%1/stat").arg(parent.pid));
        QVERIFY(stat.open(QIODevice::ReadOnly));
        const QByteArray text = stat.readAll(); // field 22 is the 20th after "(comm) "
        parent.startTime = text.mid(text.lastIndexOf(')') + 2).split(' ').value(19).toULongLong();
        const QString liveFile = plant(parent);
        ClaimOwner otherHost = me;
        otherHost.host = "another-machine";
        otherHost.pid = 1;
        const QString remoteFile = plant(otherHost); // its lock is free: that run is over
        ClaimOwner oldBoot = me;
        oldBoot.bootId = "11111111-2222-3333-4444-555555555555";
        const QString oldBootFile = plant(oldBoot);
        QCOMPARE(removeStaleTestFiles(dir), 2);
        QVERIFY(QFileInfo::exists(QDir(dir).filePath(liveFile)));
        QVERIFY(!QFileInfo::exists(QDir(dir).filePath(remoteFile)));
        QVERIFY(!QFileInfo::exists(QDir(dir).filePath(oldBootFile)));
        // A file grown past its claimed size is not the one the claim made: kept.
        ClaimOwner dead = me;
        dead.pid = 99999999;
        const QString grown = plant(dead);
        put(QDir(dir).filePath(grown), QByteArray(8192, 'g'));
        QCOMPARE(removeStaleTestFiles(dir), 0);
        QVERIFY(QFileInfo::exists(QDir(dir).filePath(grown)));
    }

    // A file system without locks (NFS mounted nolock): only a claim of this very boot of this
    // machine can be decided, by its process; one from another boot may belong to a clone with
    // the same host name, or to an NFS client whose lock we cannot see: kept, and said why.
    void withoutLocksOnlyThisBootIsDecided()
    {
        const ClaimOwner me = currentClaimOwner();
        ClaimOwner oldBoot = me;
        oldBoot.bootId = "11111111-2222-3333-4444-555555555555";
        ClaimOwner otherHost = me;
        otherHost.host = "another-machine";
        ClaimOwner deadHere = me;
        deadHere.pid = 99999999;
        QCOMPARE(claimLiveness(oldBoot, me, ENOLCK), Liveness::Unknown);
        QCOMPARE(claimLiveness(otherHost, me, ENOLCK), Liveness::Unknown);
        QCOMPARE(claimLiveness(deadHere, me, ENOLCK), Liveness::Over);
        QCOMPARE(claimLiveness(me, me, ENOLCK), Liveness::Live);
        // A claim whose writer could not read its own start time (start 0): a running process
        // with its pid may be that writer, so it is kept; no such process, it is over.
        ClaimOwner startUnknown = me;
        startUnknown.pid = 1;
        startUnknown.startTime = 0;
        QCOMPARE(claimLiveness(startUnknown, me, ENOLCK), Liveness::Live);
        startUnknown.pid = 99999999;
        QCOMPARE(claimLiveness(startUnknown, me, ENOLCK), Liveness::Over);
        // With the lock taken, any finished run is over; with it held, any is live.
        QCOMPARE(claimLiveness(oldBoot, me, 0), Liveness::Over);
        QCOMPARE(claimLiveness(otherHost, me, 0), Liveness::Over);
        QCOMPARE(claimLiveness(deadHere, me, EAGAIN), Liveness::Live);
        // A lock that is only this machine's (NFS mounted nolock grants it whatever another
        // machine holds) proves nothing about another boot or host; this boot's pid still does.
        QCOMPARE(claimLiveness(oldBoot, me, 0, QStringLiteral("/proc"), false), Liveness::Unknown);
        QCOMPARE(claimLiveness(otherHost, me, 0, QStringLiteral("/proc"), false), Liveness::Unknown);
        QCOMPARE(claimLiveness(deadHere, me, 0, QStringLiteral("/proc"), false), Liveness::Over);

        // The same through the cleaner, on planted claims.
        const QString dir = m_plain->path();
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        const auto plant = [&](const ClaimOwner &owner) { return QDir(dir).filePath(plantFileClaim(dir, owner)); };
        const QString fromOldBoot = plant(oldBoot);
        const QString fromDeadHere = plant(deadHere);
        LeftoverRules rules;
        rules.simulatedLockError = ENOLCK;
        const LeftoverReport report = removeLeftovers(dirFd.get(), dir, rules);
        QCOMPARE(report.removed, 1);
        QVERIFY(QFileInfo::exists(fromOldBoot));
        QVERIFY(!QFileInfo::exists(fromDeadHere));
        QVERIFY2(report.kept.join(QLatin1Char('\n')).contains(QLatin1String("lock cannot be checked")),
                 qPrintable(report.kept.join(QLatin1Char('\n'))));
        // Locks granted but only this machine's: kept as well, and said why.
        rules.simulatedLockError = 0;
        rules.simulatedLocalLocks = true;
        const LeftoverReport local = removeLeftovers(dirFd.get(), dir, rules);
        QCOMPARE(local.removed, 0);
        QVERIFY(QFileInfo::exists(fromOldBoot));
        QVERIFY2(local.kept.join(QLatin1Char('\n')).contains(QLatin1String("only this machine's")),
                 qPrintable(local.kept.join(QLatin1Char('\n'))));
        // Once locks are seen by every machine (this test's local directory), that run is over.
        QVERIFY(locksSeenByOtherMachines(dirFd.get()));
        QCOMPARE(removeStaleTestFiles(dir), 1);
        QVERIFY(!QFileInfo::exists(fromOldBoot));
    }

    // A claim this process can only read still gets a lock: a shared one, which the owner's
    // exclusive lock refuses (live), and which is granted once the owner is gone.
    void readOnlyClaimIsLockedShared()
    {
        const QString path = QDir(m_plain->path()).filePath(QStringLiteral("readonly-lock-probe"));
        put(path, "claim\n");
        const QByteArray name = QFile::encodeName(path);
        const UniqueFd owner(::open(name.constData(), O_RDWR | O_CLOEXEC));
        QVERIFY(owner);
        struct flock lock{};
        lock.l_type = F_WRLCK;
        lock.l_whence = SEEK_SET;
        QCOMPARE(::fcntl(owner.get(), F_OFD_SETLK, &lock), 0);
        {
            const UniqueFd reader(::open(name.constData(), O_RDONLY | O_CLOEXEC));
            QVERIFY(reader);
            QCOMPARE(tryLockClaim(reader.get()), EAGAIN);
        }
        lock.l_type = F_UNLCK;
        QCOMPARE(::fcntl(owner.get(), F_OFD_SETLK, &lock), 0);
        {
            const UniqueFd reader(::open(name.constData(), O_RDONLY | O_CLOEXEC));
            QCOMPARE(tryLockClaim(reader.get()), 0);
            QCOMPARE(tryLockClaim(reader.get(), ENOLCK), ENOLCK);
        }
        QVERIFY(QFile::remove(path));
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(kHoldVar))
        return holdMain();
    QCoreApplication app(argc, argv);
    TestLeftovers test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_leftovers.moc"
