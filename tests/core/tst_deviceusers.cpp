// SPDX-License-Identifier: GPL-3.0-or-later
// "In use, whatever holds it" (docs/drives.md): a device backing a loop device, a device another
// process holds open, a partition of a held disk, and a holder arriving between the gate and the
// exclusive open are each refused with the holder named, and not a byte of the device changes.
// The loop-device cases need root (losetup); the fixture cases run anywhere.

#include <fcntl.h>
#include <grp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include "core/devices/deviceusers.h"
#include "core/devices/safety.h"
#include "core/engine/target.h"
#include "tests/common/fixtures.h"
#include "tests/common/hostcommands.h"
#include "tests/common/settingfixcheck.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

using drivebench::testing::run;
using drivebench::testing::sha256;

/// A child process named "dbholder" that opens path read-write (no O_EXCL, as QEMU or a database
/// would) and keeps it open until the Holder goes (its pipe closes). Mapped: "dbmapper" maps the
/// first 4 KiB of it shared and closes the descriptor, so only the mapping holds it.
class Holder
{
public:
    enum class Hold { Open, Mapped };

    // asUser: the child drops to that user first (and stays dumpable, so that user's other
    // processes may read its /proc entries, as for any process a user starts).
    explicit Holder(const QString &path, Hold how = Hold::Open, uid_t asUser = 0)
    {
        int ready[2], hold[2];
        if (::pipe(ready) != 0 || ::pipe(hold) != 0)
            return;
        const QByteArray name = QFile::encodeName(path);
        m_pid = ::fork();
        if (m_pid == 0) {
            ::close(ready[0]);
            ::close(hold[1]);
            ::prctl(PR_SET_NAME, how == Hold::Mapped ? "dbmapper" : "dbholder", 0, 0, 0);
            if (asUser != 0 && (::setgroups(0, nullptr) != 0 || ::setgid(asUser) != 0 || ::setuid(asUser) != 0
                                || ::prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0))
                ::_exit(1);
            const int fd = ::open(name.constData(), O_RDWR | O_CLOEXEC);
            bool held = fd >= 0;
            if (held && how == Hold::Mapped) {
                held = ::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0) != MAP_FAILED;
                ::close(fd);
            }
            const char ok = held ? 'y' : 'n';
            (void)!::write(ready[1], &ok, 1);
            char c;
            while (::read(hold[0], &c, 1) > 0) {
            }
            ::_exit(0);
        }
        ::close(ready[1]);
        ::close(hold[0]);
        m_hold = hold[1];
        char ok = 'n';
        m_open = m_pid > 0 && ::read(ready[0], &ok, 1) == 1 && ok == 'y';
        ::close(ready[0]);
    }
    ~Holder() { release(); }
    void release()
    {
        if (m_hold >= 0)
            ::close(m_hold);
        m_hold = -1;
        if (m_pid > 0)
            ::waitpid(m_pid, nullptr, 0);
        m_pid = -1;
    }
    bool isOpen() const { return m_open; }
    pid_t pid() const { return m_pid; }

private:
    pid_t m_pid = -1;
    int m_hold = -1;
    bool m_open = false;
};

} // namespace

class TestDeviceUsers : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_loops; // detached at cleanup(), whatever the test's path

    /// A loop device over a new 8 MiB image of random bytes (or over backing, a device).
    QString attach(const QString &backing = QString())
    {
        QString file = backing;
        if (file.isEmpty()) {
            file = m_dir.filePath(QStringLiteral("disk%1.img").arg(m_loops.size()));
            run(QStringLiteral("dd"), {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=") + file,
                                       QStringLiteral("bs=1M"), QStringLiteral("count=8"), QStringLiteral("status=none")});
        }
        QString loop;
        if (!run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), file}, &loop))
            return {};
        m_loops.prepend(loop); // detached last-attached first
        return loop;
    }

    static TargetOptions writeOptions(const QString &device)
    {
        TargetOptions o;
        o.path = device;
        o.access = Access::ReadWrite;
        o.destructivePath = device;
        return o;
    }

    static QString text(const Error &e) { return QString::fromStdString(e.text()); }

    /// A copy of the desktop fixture machine to change.
    QString machineCopy(const QString &name)
    {
        const QString to = m_dir.filePath(name);
        QProcess cp;
        cp.start(QStringLiteral("cp"), {QStringLiteral("-a"), drivebench::testing::fixture("/sysfs/desktop"), to});
        if (!cp.waitForFinished(120'000) || cp.exitStatus() != QProcess::NormalExit || cp.exitCode() != 0) {
            qWarning("cp -a of the desktop fixture to %s failed: %s", qPrintable(to),
                     cp.readAllStandardError().left(2000).constData());
            return {};
        }
        return to;
    }

private Q_SLOTS:
    void cleanup()
    {
        for (const QString &loop : std::as_const(m_loops))
            run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        m_loops.clear();
    }

    void parsesDeviceNumbers()
    {
        QCOMPARE(parseDevnum(QStringLiteral("8:17\n")), std::optional<dev_t>(makedev(8, 17)));
        QCOMPARE(parseDevnum(QStringLiteral("259:0")), std::optional<dev_t>(makedev(259, 0)));
        QVERIFY(!parseDevnum(QStringLiteral("8")));
        QVERIFY(!parseDevnum(QStringLiteral("a:b")));
        QVERIFY(!parseDevnum(QString()));
    }

    // The generic node's name comes from a whole namespace's name only; its number only from
    // the nvme-generic class (the name is what the safety gate and the passthrough engine share;
    // the gate reads the number through nvmeGenericDevice).
    void nvmeGenericNames()
    {
        QCOMPARE(nvmeGenericName(QStringLiteral("nvme0n1")), QStringLiteral("ng0n1"));
        QCOMPARE(nvmeGenericName(QStringLiteral("nvme12n3")), QStringLiteral("ng12n3"));
        for (const char *other : {"nvme0n1p1", "nvme0c0n1", "nvme0", "sda", "ng0n1", "nvmeXnY", ""})
            QVERIFY2(nvmeGenericName(QString::fromLatin1(other)).isEmpty(), other);
        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        QVERIFY(!nvmeGenericDevice(sys.path(), QStringLiteral("nvme0n1")));
        QVERIFY(QDir().mkpath(sys.path() + QStringLiteral("/class/nvme-generic/ng0n1")));
        QFile dev(sys.path() + QStringLiteral("/class/nvme-generic/ng0n1/dev"));
        QVERIFY(dev.open(QIODevice::WriteOnly));
        dev.write("242:3\n");
        dev.close();
        const auto found = nvmeGenericDevice(sys.path(), QStringLiteral("nvme0n1"));
        QVERIFY(found);
        QCOMPARE(found->name, QStringLiteral("ng0n1"));
        QCOMPARE(found->devnum, makedev(242, 3));
        QVERIFY(found->character);
        QVERIFY(!nvmeGenericDevice(sys.path(), QStringLiteral("nvme0n1p1")));
        QVERIFY(!nvmeGenericDevice(sys.path(), QStringLiteral("nvme1n1")));
    }

    // A loop device whose backing file is another loop device: writing the lower one would change
    // what the upper one shows (a disk image attached by a desktop's disk tool has this shape).
    void loopBackingLoopIsRefused()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString lower = attach();
        if (lower.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        const QString upper = attach(lower);
        QVERIFY2(!upper.isEmpty(), "losetup over a loop device");
        const QByteArray before = sha256(lower);
        auto opened = Target::open(writeOptions(lower), {}, nullptr);
        QVERIFY(!opened);
        const QString why = text(opened.error());
        QVERIFY2(why.contains(lower + QStringLiteral(" is the backing file of the loop device ") + upper), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("losetup -d ") + upper), qPrintable(why));
        // The command line, as a careless user would type it.
        QProcess cli;
        cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                  {QStringLiteral("run"), QStringLiteral("--target"), lower, QStringLiteral("--destructive"), lower,
                   QStringLiteral("--test"), QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("--op"), QStringLiteral("write"),
                   QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--passes"), QStringLiteral("1"),
                   QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--interval"), QStringLiteral("0"),
                   QStringLiteral("--no-udisks"), QStringLiteral("--no-library")});
        QVERIFY(cli.waitForFinished(120'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() != 0, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("backing file of the loop device ") + upper), qPrintable(err));
        QCOMPARE(sha256(lower), before);
        // The upper one is used by nothing: its gate lets it through (and nothing is written).
        QVERIFY2(bool(checkDestructiveAllowed(upper, DestructiveCheck{})), "the upper loop device is free");
    }

    // Another process holds the device open read-write without O_EXCL (QEMU, a database): O_EXCL
    // alone would not notice it; the /proc scan does.
    void openInAnotherProcessIsRefused()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        const QByteArray before = sha256(loop);
        {
            Holder holder(loop);
            QVERIFY(holder.isOpen());
            auto opened = Target::open(writeOptions(loop), {}, nullptr);
            QVERIFY(!opened);
            const QString why = text(opened.error());
            QVERIFY2(why.contains(QStringLiteral("process %1 (dbholder) holds %2").arg(holder.pid()).arg(loop)), qPrintable(why));
            QVERIFY2(why.contains(QStringLiteral("fuser -v ") + loop), qPrintable(why));
            QCOMPARE(sha256(loop), before);
        }
        // Let go: the same open passes (nothing is written by opening).
        auto opened = Target::open(writeOptions(loop), {}, nullptr);
        QVERIFY2(bool(opened), opened ? "" : opened.error().text().c_str());
        opened = Error::make(std::errc::invalid_argument, "closed");
        QCOMPARE(sha256(loop), before);
    }

    // A process that mapped the device and closed its descriptor still holds it (a mapping
    // outlives the descriptor): /proc/PID/map_files shows it, and the write is refused.
    void mappedInAnotherProcessIsRefused()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        const QByteArray before = sha256(loop);
        {
            Holder mapper(loop, Holder::Hold::Mapped);
            QVERIFY(mapper.isOpen());
            const QString fdDir = QStringLiteral("/proc/%1/fd").arg(mapper.pid());
            for (const QString &fd : QDir(fdDir).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
                QVERIFY2(QFileInfo(fdDir + QLatin1Char('/') + fd).symLinkTarget() != loop, "the descriptor is closed");
            auto opened = Target::open(writeOptions(loop), {}, nullptr);
            QVERIFY(!opened);
            const QString why = text(opened.error());
            QVERIFY2(why.contains(QStringLiteral("process %1 (dbmapper) holds %2 (mapped in memory)")
                                      .arg(mapper.pid()).arg(loop)), qPrintable(why));
            QCOMPARE(sha256(loop), before);
        }
        auto opened = Target::open(writeOptions(loop), {}, nullptr);
        QVERIFY2(bool(opened), opened ? "" : opened.error().text().c_str());
        opened = Error::make(std::errc::invalid_argument, "closed");
        QCOMPARE(sha256(loop), before);
    }

    // Without CAP_SYS_ADMIN, map_files cannot be followed: a user's own process that mapped the
    // device is found through its maps instead (not counted unseen, and named as mapped).
    void mappedSeenWithoutCapSysAdmin()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        constexpr uid_t kUser = 65534; // nobody
        const QByteArray node = QFile::encodeName(loop);
        struct stat st{};
        QVERIFY(::stat(node.constData(), &st) == 0);
        QCOMPARE(::chown(node.constData(), kUser, kUser), 0);
        const auto restore = qScopeGuard([&] { (void)!::chown(node.constData(), st.st_uid, st.st_gid); });
        const std::vector<BlockDeviceId> devices{{loop.section(QLatin1Char('/'), -1), st.st_rdev}};
        Holder mapper(loop, Holder::Hold::Mapped, kUser);
        QVERIFY(mapper.isOpen());
        // The scan as that user, in a child: "pid mapped" of each opener, then the unseen count.
        int out[2];
        QCOMPARE(::pipe(out), 0);
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(out[0]);
            if (::setgroups(0, nullptr) != 0 || ::setgid(kUser) != 0 || ::setuid(kUser) != 0)
                ::_exit(1);
            const OpenerScan scan = processesHolding(devices, QStringLiteral("/proc"), ::getpid());
            QByteArray report;
            for (const DeviceOpener &o : scan.openers)
                report += QByteArray::number(o.pid) + ' ' + (o.mapped ? "mapped" : "open") + '\n';
            report += "unseen " + QByteArray::number(scan.unseenProcesses) + '\n';
            (void)!::write(out[1], report.constData(), std::size_t(report.size()));
            ::_exit(0);
        }
        ::close(out[1]);
        QByteArray report;
        char buf[4096];
        for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;)
            report.append(buf, n);
        ::close(out[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, report.constData());
        QVERIFY2(report.contains(QByteArray::number(mapper.pid()) + " mapped\n"), report.constData());
    }

    // Fixture proc trees: a process with no descriptor on the device but a map_files link to it
    // holds it; a map_files folder that cannot be read counts the process as unseen.
    void fixtureMappedHolder()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(loop).constData(), &st) == 0);
        const std::vector<BlockDeviceId> devices{{loop.section(QLatin1Char('/'), -1), st.st_rdev}};
        const QString proc = m_dir.filePath(QStringLiteral("mapped-proc"));
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4243/fd")));
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4243/map_files")));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), proc + QStringLiteral("/4243/fd/0")));
        QVERIFY(QFile::link(QStringLiteral("/nonexistent"), proc + QStringLiteral("/4243/map_files/7f0000000000-7f0000001000")));
        QVERIFY(QFile::link(loop, proc + QStringLiteral("/4243/map_files/7f0000002000-7f0000003000")));
        QFile comm(proc + QStringLiteral("/4243/comm"));
        QVERIFY(comm.open(QIODevice::WriteOnly));
        comm.write("postgres\n");
        comm.close();
        OpenerScan scan = processesHolding(devices, proc, ::getpid());
        QVERIFY(scan.complete());
        QCOMPARE(scan.openers.size(), size_t(1));
        QCOMPARE(scan.openers.front().pid, 4243);
        QCOMPARE(scan.openers.front().command, QStringLiteral("postgres"));
        QVERIFY(scan.openers.front().mapped);
        // Its mapping gone: free. A map_files that cannot be read: unseen, not free.
        QVERIFY(QFile::remove(proc + QStringLiteral("/4243/map_files/7f0000002000-7f0000003000")));
        scan = processesHolding(devices, proc, ::getpid());
        QVERIFY(scan.openers.empty());
        QVERIFY(scan.complete());
        QVERIFY(QDir(proc + QStringLiteral("/4243/map_files")).removeRecursively());
        QFile notADir(proc + QStringLiteral("/4243/map_files"));
        QVERIFY(notADir.open(QIODevice::WriteOnly));
        notADir.close();
        scan = processesHolding(devices, proc, ::getpid());
        QVERIFY(scan.openers.empty());
        QCOMPARE(scan.unseenProcesses, 1);
        QVERIFY2(scan.unseenExample.contains(QStringLiteral("/4243/map_files")), qPrintable(scan.unseenExample));
    }

    // A holder that arrives between the gate and the exclusive open (simulated by the hook): the
    // second look after the open catches it before any write.
    void holderArrivingAfterTheGateIsCaught()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        const QByteArray before = sha256(loop);
        std::unique_ptr<Holder> late;
        TargetOptions o = writeOptions(loop);
        o.afterGateHook = [&] { late = std::make_unique<Holder>(loop); };
        auto opened = Target::open(o, {}, nullptr);
        QVERIFY(late && late->isOpen());
        QVERIFY(!opened);
        const QString why = text(opened.error());
        QVERIFY2(why.startsWith(QStringLiteral("after opening it exclusively: ")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("process %1 (dbholder)").arg(late->pid())), qPrintable(why));
        late.reset();
        QCOMPARE(sha256(loop), before);
        // The hook that brings no holder: the second look passes.
        o.afterGateHook = [] {};
        opened = Target::open(o, {}, nullptr);
        QVERIFY2(bool(opened), opened ? "" : opened.error().text().c_str());
        opened = Error::make(std::errc::invalid_argument, "closed");
        QCOMPARE(sha256(loop), before);
    }

    // A partition of the disk is held open by a process: writing the whole disk is refused,
    // naming the partition and the process. The kernel of the test machine may not scan loop
    // devices for partitions (max_part=0, no partscan), so the machine is a fixture: the desktop
    // tree with sda1's device number made that of a real loop device, and a proc tree in which
    // process 4242 (qemu-system-x86) holds that device node open.
    void heldPartitionRefusesTheDisk()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for loop devices");
        const QString loop = attach();
        if (loop.isEmpty())
            QSKIP("losetup failed (no loop devices in this container?)");
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(loop).constData(), &st) == 0);
        const QString machine = machineCopy(QStringLiteral("held-partition"));
        QVERIFY(!machine.isEmpty());
        QFile dev(machine + QStringLiteral("/sys/block/sda/sda1/dev"));
        QVERIFY(dev.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const QByteArray devnum = QStringLiteral("%1:%2").arg(major(st.st_rdev)).arg(minor(st.st_rdev)).toLatin1();
        dev.write(devnum + '\n');
        dev.close();
        const QString proc = machine + QStringLiteral("/proc");
        // The fixture mounts loop devices (snaps at 7:N): drop the one that has our loop device's
        // number, or the test depends on which loop device losetup found free (it was mounted).
        QFile mountinfo(proc + QStringLiteral("/self/mountinfo"));
        QVERIFY(mountinfo.open(QIODevice::ReadOnly));
        QByteArray kept;
        for (const QByteArray &line : mountinfo.readAll().split('\n')) {
            if (!line.isEmpty() && line.split(' ').value(2) != devnum)
                kept += line + '\n';
        }
        mountinfo.close();
        QVERIFY(mountinfo.open(QIODevice::WriteOnly | QIODevice::Truncate));
        mountinfo.write(kept);
        mountinfo.close();
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4242/fd")));
        QVERIFY(QFile::link(loop, proc + QStringLiteral("/4242/fd/7")));
        QFile comm(proc + QStringLiteral("/4242/comm"));
        QVERIFY(comm.open(QIODevice::WriteOnly));
        comm.write("qemu-system-x86\n");
        comm.close();
        const QByteArray before = sha256(loop);
        const DestructiveCheck check{machine + QStringLiteral("/sys"), proc, machine + QStringLiteral("/dev")};
        auto disk = checkDestructiveAllowed(QStringLiteral("/dev/sda"), check);
        QVERIFY(!disk);
        QVERIFY2(text(disk.error()).contains(QStringLiteral("process 4242 (qemu-system-x86) holds /dev/sda1")),
                 qPrintable(text(disk.error())));
        // The partition itself, and the disk when its partition is free.
        auto partition = checkDestructiveAllowed(QStringLiteral("/dev/sda1"), check);
        QVERIFY(!partition);
        QVERIFY(text(partition.error()).contains(QStringLiteral("process 4242 (qemu-system-x86)")));
        QVERIFY(QFile::remove(proc + QStringLiteral("/4242/fd/7")));
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/sda"), check)), "the disk is free again");
        QCOMPARE(sha256(loop), before);
    }

    // Fixture trees, no root needed: a loop device backed by the disk (named in sysfs), and a
    // process whose open files cannot be read, which refuses unless the user accepts it.
    // The io_uring_cmd engine's node (/dev/ngXnY) is a character device: a process holding it is
    // found by type and number (a block device of the same number is not it, nor the reverse),
    // and checkCharacterDeviceUnused refuses naming the process and the fix. /dev/full stands
    // in for the node (a character device every machine has).
    void characterDeviceHolder()
    {
        struct stat full{};
        QVERIFY(::stat("/dev/full", &full) == 0 && S_ISCHR(full.st_mode));
        const QString proc = m_dir.filePath(QStringLiteral("chr-proc"));
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/1/fd")));
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4244/fd")));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), proc + QStringLiteral("/4244/fd/0")));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), proc + QStringLiteral("/4244/fd/5")));
        QFile comm(proc + QStringLiteral("/4244/comm"));
        QVERIFY(comm.open(QIODevice::WriteOnly));
        comm.write("nvme\n");
        comm.close();
        const OpenerScan asCharacter = processesHolding({{QStringLiteral("ng0n1"), full.st_rdev, true}}, proc, ::getpid());
        QVERIFY(asCharacter.complete());
        QCOMPARE(asCharacter.openers.size(), size_t(1));
        QCOMPARE(asCharacter.openers.front().pid, 4244);
        QCOMPARE(asCharacter.openers.front().device, QStringLiteral("ng0n1"));
        QVERIFY(!asCharacter.openers.front().mapped);
        const OpenerScan asBlock = processesHolding({{QStringLiteral("sdz"), full.st_rdev}}, proc, ::getpid());
        QVERIFY(asBlock.openers.empty());

        const DestructiveCheck check{m_dir.filePath(QStringLiteral("chr-sys")), proc};
        auto r = checkCharacterDeviceUnused(QStringLiteral("ng0n1"), full.st_rdev, check);
        QVERIFY(!r);
        QVERIFY(!isUncheckedUseRefusal(r.error()));
        QVERIFY2(text(r.error()).contains(QStringLiteral("/dev/ng0n1 is open in another program: process 4244 (nvme)")),
                 qPrintable(text(r.error())));
        QVERIFY2(text(r.error()).contains(QStringLiteral("fuser -v /dev/ng0n1")), qPrintable(text(r.error())));
        // Let go: free. Another number: free.
        QVERIFY(QFile::remove(proc + QStringLiteral("/4244/fd/5")));
        QVERIFY2(bool(checkCharacterDeviceUnused(QStringLiteral("ng0n1"), full.st_rdev, check)), "nobody holds it");
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), proc + QStringLiteral("/4244/fd/5")));
        QVERIFY(bool(checkCharacterDeviceUnused(QStringLiteral("ng0n1"), makedev(::major(full.st_rdev), ::minor(full.st_rdev) + 100), check)));
        // A process whose descriptors cannot be read: unchecked, refused unless accepted.
        QVERIFY(QDir(proc + QStringLiteral("/4244")).removeRecursively());
        QFile fd(proc + QStringLiteral("/4245/fd"));
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4245")));
        QVERIFY(fd.open(QIODevice::WriteOnly));
        fd.close();
        r = checkCharacterDeviceUnused(QStringLiteral("ng0n1"), full.st_rdev, check);
        QVERIFY(!r);
        QVERIFY(isUncheckedUseRefusal(r.error()));
        DestructiveCheck accepted = check;
        accepted.uncheckedUse = UncheckedUse::Accept;
        QVERIFY(bool(checkCharacterDeviceUnused(QStringLiteral("ng0n1"), full.st_rdev, accepted)));
    }

    // A destructive test on an NVMe namespace through its block device (the default engine):
    // a process holding the namespace's generic node /dev/ngXnY (fio's io_uring_cmd engine,
    // nvme-cli) writes the same blocks around the block device's O_EXCL, so the namespace and
    // its partitions are refused naming it; once it lets go, they are free. /dev/full stands in
    // for the node (its number written into the fixture's nvme-generic class).
    void namespaceGenericNodeHolder()
    {
        struct stat full{};
        QVERIFY(::stat("/dev/full", &full) == 0 && S_ISCHR(full.st_mode));
        const QString machine = machineCopy(QStringLiteral("generic-node"));
        QVERIFY(!machine.isEmpty());
        const DestructiveCheck check{machine + QStringLiteral("/sys"), machine + QStringLiteral("/proc"),
                                     machine + QStringLiteral("/dev")};
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/nvme1n1"), check)), "the idle namespace is free");
        const QString ng = machine + QStringLiteral("/sys/class/nvme-generic/ng1n1");
        QVERIFY(QDir().mkpath(ng));
        QFile dev(ng + QStringLiteral("/dev"));
        QVERIFY(dev.open(QIODevice::WriteOnly));
        dev.write(QStringLiteral("%1:%2\n").arg(::major(full.st_rdev)).arg(::minor(full.st_rdev)).toLatin1());
        dev.close();
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/nvme1n1"), check)), "nobody holds ng1n1");
        const QString proc = machine + QStringLiteral("/proc");
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/4246/fd")));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), proc + QStringLiteral("/4246/fd/3")));
        QFile comm(proc + QStringLiteral("/4246/comm"));
        QVERIFY(comm.open(QIODevice::WriteOnly));
        comm.write("fio\n");
        comm.close();
        for (const QString &target : {QStringLiteral("/dev/nvme1n1"), QStringLiteral("/dev/nvme1n1p1")}) {
            auto r = checkDestructiveAllowed(target, check);
            QVERIFY2(!r, qPrintable(target));
            QVERIFY(!isUncheckedUseRefusal(r.error()));
            QVERIFY2(text(r.error()).contains(QStringLiteral("process 4246 (fio) holds /dev/ng1n1")), qPrintable(text(r.error())));
            QVERIFY2(text(r.error()).contains(QStringLiteral("fuser -v /dev/ng1n1")), qPrintable(text(r.error())));
        }
        QVERIFY(QFile::remove(proc + QStringLiteral("/4246/fd/3")));
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/nvme1n1"), check)), "free again");
    }

    void fixtureLoopBackingAndUnseenProcesses()
    {
        const QString machine = machineCopy(QStringLiteral("unseen"));
        QVERIFY(!machine.isEmpty());
        const QString proc = machine + QStringLiteral("/proc");
        DestructiveCheck check{machine + QStringLiteral("/sys"), proc, machine + QStringLiteral("/dev")};
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/sda"), check)), "the idle SSD is free");

        // A process whose fd folder cannot be read (here: not a folder at all).
        QVERIFY(QDir().mkpath(proc + QStringLiteral("/777")));
        QFile fd(proc + QStringLiteral("/777/fd"));
        QVERIFY(fd.open(QIODevice::WriteOnly));
        fd.close();
        auto r = checkDestructiveAllowed(QStringLiteral("/dev/sda"), check);
        QVERIFY(!r);
        QVERIFY(isUncheckedUseRefusal(r.error()));
        QVERIFY2(text(r.error()).contains(QStringLiteral("whether another program has /dev/sda open could not be checked")),
                 qPrintable(text(r.error())));
        QVERIFY2(namesSetting(r.error(), Setting::AllowUnchecked), qPrintable(text(r.error())));
        check.uncheckedUse = UncheckedUse::Accept;
        QVERIFY2(bool(checkDestructiveAllowed(QStringLiteral("/dev/sda"), check)), "accepted by the user");

        // A loop device backed by /dev/sda1 (the node does not exist here: matched by name).
        const QString loop7 = machine + QStringLiteral("/sys/block/loop7/loop");
        QVERIFY(QDir().mkpath(loop7));
        QFile backing(loop7 + QStringLiteral("/backing_file"));
        QVERIFY(backing.open(QIODevice::WriteOnly));
        backing.write("/dev/sda1\n");
        backing.close();
        const std::vector<LoopBacking> loops = loopDevicesBackedBy({{QStringLiteral("sda"), makedev(8, 0)},
                                                                    {QStringLiteral("sda1"), makedev(8, 1)}},
                                                                   machine + QStringLiteral("/sys"));
        if (::access("/dev/sda1", F_OK) == 0)
            QSKIP("this machine has a /dev/sda1 of its own");
        QCOMPARE(loops.size(), size_t(1));
        QCOMPARE(loops.front().loop, QStringLiteral("loop7"));
        QCOMPARE(loops.front().backed, QStringLiteral("sda1"));
        r = checkDestructiveAllowed(QStringLiteral("/dev/sda"), check);
        QVERIFY(!r);
        QVERIFY2(text(r.error()).contains(QStringLiteral("/dev/sda1 is the backing file of the loop device /dev/loop7")),
                 qPrintable(text(r.error())));
        QVERIFY(!isUncheckedUseRefusal(r.error()));
    }
};

QTEST_GUILESS_MAIN(TestDeviceUsers)
#include "tst_deviceusers.moc"
