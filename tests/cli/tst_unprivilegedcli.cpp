// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli as an unprivileged user (nobody, through setpriv; the test itself needs root):
// `drives` still shows what sysfs gives, `identify` says it needs root or UDisks2 and exits 1,
// and with a (fake) UDisks2 on the "system bus" the device really comes from UDisks2.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "../common/fakeudisks.h"
#include "tests/common/fixtures.h"

using namespace drivebench::test;

class TestUnprivilegedCli : public QObject
{
    Q_OBJECT

private:
    struct Run { int code; QString out; QString err; };
    QString m_setpriv;
    QTemporaryDir m_dir;
    QString m_noBus; // a system bus address where nothing listens

    Run asNobody(const QStringList &args, const QString &systemBus)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), systemBus);
        p.setProcessEnvironment(env);
        p.start(m_setpriv, QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                       QStringLiteral("--clear-groups"), QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli")}
                               + args);
        if (!p.waitForFinished(60000))
            return {-1, {}, QStringLiteral("timeout")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }
    // A root-only file standing in for a device node (mode 0600, as /dev/nvme0n1 is 0660 root:disk).
    QString rootOnlyNode(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QByteArray(4096, '\0'));
        f.close();
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to run the CLI as an unprivileged user");
        m_setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (m_setpriv.isEmpty())
            QSKIP("setpriv (util-linux) is not installed");
        QVERIFY(m_dir.isValid());
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeOther);
        m_noBus = QStringLiteral("unix:path=") + m_dir.filePath(QStringLiteral("no-system-bus"));
        const Run probe = asNobody({QStringLiteral("--version")}, m_noBus);
        if (probe.code != 0)
            QSKIP(qPrintable(QStringLiteral("nobody cannot run %1 here: %2").arg(QStringLiteral(DRIVEBENCH_BIN_DIR), probe.err)));
    }

    void drivesShowsSysfsData()
    {
        // A copy nobody can read: the checkout may sit where nobody cannot (a clone under /root, or
        // one made with umask 077), which would test the checkout's permissions, not DriveBench.
        const QString m = m_dir.filePath(QStringLiteral("desktop"));
        QCOMPARE(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), drivebench::testing::fixture("/sysfs/desktop"), m}), 0);
        QCOMPARE(QProcess::execute(QStringLiteral("chmod"), {QStringLiteral("-R"), QStringLiteral("a+rX"), m}), 0);
        const Run r = asNobody({QStringLiteral("drives"), QStringLiteral("--json"), QStringLiteral("--sys"), m + QStringLiteral("/sys"),
                                QStringLiteral("--dev"), m + QStringLiteral("/dev"), QStringLiteral("--proc"), m + QStringLiteral("/proc")},
                               m_noBus);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray drives = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("drives")).toArray();
        QCOMPARE(drives.size(), 5);
        for (const QJsonValue &d : drives) {
            QVERIFY(d.toObject().value(QStringLiteral("capacity_bytes")).toDouble() > 0);
            QVERIFY(!d.toObject().value(QStringLiteral("model")).toString().isEmpty());
        }
        // The live system too: sysfs needs no privileges, whatever identify says.
        const Run live = asNobody({QStringLiteral("drives"), QStringLiteral("--json")}, m_noBus);
        QVERIFY2(live.code == 0, qPrintable(live.err));
        QVERIFY(QJsonDocument::fromJson(live.out.toUtf8()).object().value(QStringLiteral("drives")).isArray());
    }

    void identifySaysHowToGetTheRest_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nvme, no system bus") << QStringLiteral("nvme0n1") << QStringList()
            << QStringList{QStringLiteral("Permission denied"), QStringLiteral("cannot connect to the D-Bus system bus"),
                           QStringLiteral("needs root or UDisks2"), QStringLiteral("run as root (sudo)")};
        QTest::newRow("nvme, --no-udisks") << QStringLiteral("nvme1n1") << QStringList{QStringLiteral("--no-udisks")}
            << QStringList{QStringLiteral("Permission denied"), QStringLiteral("NVMe Identify needs root or UDisks2"),
                           QStringLiteral("sudo drivebench-cli identify")};
        QTest::newRow("ata") << QStringLiteral("sdz") << QStringList()
            << QStringList{QStringLiteral("Permission denied"), QStringLiteral("ATA IDENTIFY needs root"),
                           QStringLiteral("even on a descriptor from UDisks2")};
    }
    void identifySaysHowToGetTheRest()
    {
        QFETCH(QString, node);
        QFETCH(QStringList, options);
        QFETCH(QStringList, expected);
        const QString path = rootOnlyNode(node);
        QVERIFY(!path.isEmpty());
        const Run r = asNobody(QStringList{QStringLiteral("identify"), path} + options, m_noBus);
        QCOMPARE(r.code, 1);
        for (const QString &e : expected)
            QVERIFY2(r.err.contains(e), qPrintable(QStringLiteral("missing '%1' in: %2").arg(e, r.err)));
    }

    // With UDisks2 on the system bus, the CLI gets the node from it: the ioctl then reaches the
    // "device" (a regular file here, so the kernel answers ENOTTY instead of EACCES).
    void identifyGetsTheDeviceFromUdisks()
    {
        PrivateBus bus;
        if (bus.address().isEmpty())
            QSKIP("dbus-daemon is not installed");
        FakeUdisksService service(bus.address());
        QVERIFY(service.isRegistered());
        const QString path = rootOnlyNode(QStringLiteral("nvme2n1"));
        FakeUdisksState s;
        s.device = path;
        service.fake().setState(s);
        const Run r = asNobody({QStringLiteral("identify"), path}, bus.address());
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.err.contains(QLatin1String("Permission denied")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("NVMe Identify on")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("Inappropriate ioctl")), qPrintable(r.err));
        const FakeUdisksState asked = service.fake().state();
        QCOMPARE(asked.calls, 1); // one open for controller, namespace and nsid
        QCOMPARE(asked.method, QStringLiteral("OpenDevice"));
        QCOMPARE(asked.mode, QStringLiteral("r"));
        QCOMPARE(asked.noUserInteraction, false); // identify DEVICE may ask for the password

        // Refused by polkit: the cause, and the ways out.
        s.refuseWith = QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain");
        service.fake().setState(s);
        const Run refused = asNobody({QStringLiteral("identify"), path}, bus.address());
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(QLatin1String("could not ask")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QLatin1String("needs root or UDisks2")), qPrintable(refused.err));
    }

    // `run` on a root-only block device: the runner asks UDisks2 for an O_DIRECT read descriptor.
    void runGetsTheDeviceFromUdisks()
    {
        QString device;
        for (int i = 0; i < 8 && device.isEmpty(); ++i) {
            const QString loop = QStringLiteral("/dev/loop%1").arg(i);
            struct stat st{};
            if (::stat(QFile::encodeName(loop).constData(), &st) == 0 && S_ISBLK(st.st_mode) && !(st.st_mode & S_IROTH))
                device = loop;
        }
        if (device.isEmpty())
            QSKIP("no root-only block device (/dev/loopN) here");
        PrivateBus bus;
        if (bus.address().isEmpty())
            QSKIP("dbus-daemon is not installed");
        FakeUdisksService service(bus.address());
        QVERIFY(service.isRegistered());
        FakeUdisksState s;
        s.device = device;
        service.fake().setState(s);
        const QStringList args{QStringLiteral("run"), QStringLiteral("--target"), device, QStringLiteral("--test"),
                               QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("--duration"), QStringLiteral("1"),
                               QStringLiteral("--passes"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                               QStringLiteral("--no-library")};
        const Run r = asNobody(args, bus.address());
        // An unbound loop device has 0 bytes, so the run itself fails after the open; what
        // matters is that it got the device, read-only and O_DIRECT, from UDisks2.
        QVERIFY2(!r.err.contains(QLatin1String("Permission denied")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("running SEQ1M")), qPrintable(r.err)); // the target opened
        const FakeUdisksState asked = service.fake().state();
        QCOMPARE(asked.calls, 1);
        QCOMPARE(asked.mode, QStringLiteral("r"));
        QVERIFY(asked.flags & O_DIRECT);
        QCOMPARE(asked.noUserInteraction, false);

        const Run never = asNobody(QStringList(args) << QStringLiteral("--no-udisks"), bus.address());
        QVERIFY2(never.err.contains(QLatin1String("Permission denied")), qPrintable(never.err));
        QCOMPARE(service.fake().state().calls, 1);
    }
};

QTEST_GUILESS_MAIN(TestUnprivilegedCli)
#include "tst_unprivilegedcli.moc"
