// SPDX-License-Identifier: GPL-3.0-or-later
// Other hosts (core/remote/): host names, the ssh command line, the read-only drive probe against
// the sysfs fixture trees and this machine, and a throw-away loopback sshd (127.0.0.1 only, its
// own host key and client keys in a temporary directory, reached through DRIVEBENCH_SSH_COMMAND
// with a private ssh configuration): remote drives equal local ones; an unknown or changed host
// key, a refused key and a closed port each give their own message.

#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "core/devices/drivechecks.h"
#include "core/devices/drivejson.h"
#include "core/devices/sysfsscanner.h"
#include "core/remote/hostprobe.h"
#include "core/remote/hostspec.h"
#include "core/remote/sshcommand.h"
#include "tests/common/fixtures.h"
#include "tests/common/loopbacksshd.h"

using namespace drivebench;

namespace {

/// The probe script run here by sh (no ssh), reading root ("" for this machine's own /sys).
QByteArray runProbeLocally(const QString &root)
{
    QProcess p;
    QStringList args{QStringLiteral("-s")};
    if (!root.isEmpty())
        args << QStringLiteral("--") << root;
    p.start(QStringLiteral("/bin/sh"), args);
    p.write(probeScript());
    p.closeWriteChannel();
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

/// What the local list shows from sysfs alone (no identify): the scanner plus the identity checks.
QJsonArray localDrives(const QString &root)
{
    const QString base = root.isEmpty() ? QString() : QDir(root).canonicalPath();
    const SysfsScanner scanner(base + QStringLiteral("/sys"), base + QStringLiteral("/dev"), base + QStringLiteral("/proc"));
    auto drives = scanner.scan();
    if (!drives)
        return {};
    for (Drive &d : *drives)
        applyIdentityChecks(d, scanner.sysRoot());
    if (!base.isEmpty())
        relocateDrives(*drives, base);
    return toJson(*drives);
}

/// This machine's drives without the virtual ones: other tests running beside this one (ctest -j)
/// attach and detach loop, device-mapper and zram devices (in the rig guest too), so only the
/// lasting drives (NVMe, SATA, SCSI, USB, MMC, virtio) compare between two scans.
QJsonArray lasting(const QJsonArray &drives)
{
    static const QStringList comeAndGo{QStringLiteral("loop"), QStringLiteral("dm"), QStringLiteral("md"),
                                       QStringLiteral("zram"), QStringLiteral("nbd"), QStringLiteral("other")};
    QJsonArray out;
    for (const QJsonValue &d : drives)
        if (!comeAndGo.contains(d.toObject().value(QStringLiteral("transport")).toString()))
            out.append(d);
    return out;
}

} // namespace

class TstRemoteHost : public QObject
{
    Q_OBJECT

    drivebench::testing::LoopbackSshd m_sshd;

    /// Starts the loopback sshd once (the tests after the first reuse it); "" or why not.
    QString startSshd() { return m_sshd.start(); }
    QString sshCommand() const { return m_sshd.sshCommand(); }

private Q_SLOTS:
    void parsesHosts_data();
    void parsesHosts();
    void refusesBadHosts_data();
    void refusesBadHosts();
    void sshArgumentsNeverPromptNorAcceptUnknownKeys();
    void sshCommandFromEnvironment();
    void probeOfFixtureEqualsLocalList_data();
    void probeOfFixtureEqualsLocalList();
    void probeOfThisMachineEqualsLocalList();
    void decodeRefusesPathsOutsideTheMirror();
    void decodeRefusesOutputCutShort();
    void missingFioIsNamed();
    void sshDrivesEqualLocalDrives();
    void oneConnectionServesAHost();
    void sshUnknownHostKeyRefused();
    void sshChangedHostKeyRefused();
    void sshAuthenticationRefused();
    void sshClosedPort();
    void cliDrivesOverSsh();
    void cleanupTestCase();
};

void TstRemoteHost::parsesHosts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("transport");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("display");
    const int ssh = int(HostTransport::Ssh), tcp = int(HostTransport::FioTcp), sock = int(HostTransport::FioSocket);
    QTest::newRow("name") << "nas" << ssh << "" << "nas" << 0 << "ssh://nas";
    QTest::newRow("user@name:port") << "pi@raspberrypi.local:2222" << ssh << "pi" << "raspberrypi.local" << 2222
                                    << "ssh://pi@raspberrypi.local:2222";
    QTest::newRow("ssh://") << "ssh://root@10.0.0.5" << ssh << "root" << "10.0.0.5" << 0 << "ssh://root@10.0.0.5";
    QTest::newRow("ipv6") << "[fe80::1%eth0]:22" << ssh << "" << "fe80::1%eth0" << 22 << "ssh://[fe80::1%eth0]:22";
    QTest::newRow("fio tcp") << "fio://127.0.0.1" << tcp << "" << "127.0.0.1" << 0 << "fio://127.0.0.1";
    QTest::newRow("fio tcp port") << "fio://box:8766" << tcp << "" << "box" << 8766 << "fio://box:8766";
    QTest::newRow("fio socket") << "fio:///run/user/1000/fio.sock" << sock << "" << "" << 0
                                << "fio:///run/user/1000/fio.sock";
}

void TstRemoteHost::parsesHosts()
{
    QFETCH(QString, text);
    QFETCH(int, transport);
    auto spec = parseHostSpec(text);
    QVERIFY2(spec, spec ? "" : spec.error().text().c_str());
    QCOMPARE(int(spec->transport), transport);
    QTEST(spec->user, "user");
    QTEST(spec->name, "name");
    QTEST(spec->port, "port");
    QTEST(spec->display(), "display");
    if (spec->transport == HostTransport::FioSocket)
        QCOMPARE(spec->socketPath, QStringLiteral("/run/user/1000/fio.sock"));
}

void TstRemoteHost::refusesBadHosts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << "" << "empty";
    QTest::newRow("option") << "-oProxyCommand=x" << "cannot start with '-'";
    QTest::newRow("user option") << "ssh://-l@host" << "not a user name";
    QTest::newRow("port word") << "nas:ssh" << "not a number from 1 to 65535";
    QTest::newRow("port zero") << "nas:0" << "not a number from 1 to 65535";
    QTest::newRow("port big") << "nas:65536" << "not a number from 1 to 65535";
    QTest::newRow("bare ipv6") << "fe80::1" << "in brackets";
    QTest::newRow("open bracket") << "[::1" << "no ']'";
    QTest::newRow("space") << "my nas" << "space";
    QTest::newRow("scheme") << "http://nas" << "unknown scheme \"http\"";
    QTest::newRow("path") << "nas:/srv" << "a path does not belong";
    QTest::newRow("path after name") << "ssh://nas/srv" << "a path does not belong";
    QTest::newRow("fio user") << "fio://me@box" << "no user";
    QTest::newRow("fio socket dots") << "fio:///tmp/../x.sock" << "without '..'";
    QTest::newRow("no name") << "root@" << "no host name";
}

void TstRemoteHost::refusesBadHosts()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    auto spec = parseHostSpec(text);
    QVERIFY(!spec);
    const QString message = QString::fromStdString(spec.error().text());
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("[ssh://][USER@]NAME[:PORT]")), qPrintable(message)); // the fix
}

void TstRemoteHost::sshArgumentsNeverPromptNorAcceptUnknownKeys()
{
    auto spec = parseHostSpec(QStringLiteral("pi@nas:2222"));
    QVERIFY(spec);
    const SshInvocation inv = sshInvocation(*spec, QStringLiteral("true"), QString());
    QCOMPARE(inv.program, QStringLiteral("/bin/sh"));
    const QStringList a = inv.arguments;
    QCOMPARE(a.at(1), QStringLiteral("exec ssh \"$@\""));
    QVERIFY(a.indexOf(QStringLiteral("BatchMode=yes")) > 0);
    QCOMPARE(a.at(a.indexOf(QStringLiteral("BatchMode=yes")) - 1), QStringLiteral("-o"));
    QVERIFY(a.indexOf(QStringLiteral("StrictHostKeyChecking=yes")) > 0);
    QCOMPARE(a.at(a.indexOf(QStringLiteral("-p")) + 1), QStringLiteral("2222"));
    QCOMPARE(a.at(a.indexOf(QStringLiteral("-l")) + 1), QStringLiteral("pi"));
    QCOMPARE(a.at(a.size() - 2), QStringLiteral("nas"));
    QCOMPARE(a.last(), QStringLiteral("true"));
}

void TstRemoteHost::sshCommandFromEnvironment()
{
    // The override is run by the shell with the arguments after it, as git runs GIT_SSH_COMMAND:
    // here it is echo, so what ssh would get comes back on standard output.
    qputenv("DRIVEBENCH_SSH_COMMAND", "echo fake-ssh");
    auto spec = parseHostSpec(QStringLiteral("nas"));
    QVERIFY(spec);
    auto out = runOverSsh(*spec, QStringLiteral("uname"), QByteArray(), 30000);
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY2(out, out ? "" : out.error().text().c_str());
    QCOMPARE(out->exitCode, 0);
    const QByteArray said = out->out.trimmed();
    QVERIFY2(said.startsWith("fake-ssh -o BatchMode=yes -o StrictHostKeyChecking=yes -o ConnectTimeout=15 "
                             "-o ServerAliveInterval=5 -o ServerAliveCountMax=3 -o ControlMaster=auto -o ControlPath=/"),
             said.constData());
    QVERIFY2(said.endsWith(" -o ControlPersist=60 nas uname"), said.constData());
}

void TstRemoteHost::probeOfFixtureEqualsLocalList_data()
{
    QTest::addColumn<QString>("tree");
    for (const char *t : {"desktop", "laptop", "server", "btrfs-laptop", "zfs-server"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TstRemoteHost::probeOfFixtureEqualsLocalList()
{
    QFETCH(QString, tree);
    const QString root = drivebench::testing::fixture("/sysfs/") + tree;
    const QByteArray out = runProbeLocally(root);
    QVERIFY(!out.isEmpty());
    auto probe = decodeProbe(out, QStringLiteral("fixture"));
    QVERIFY2(probe, probe ? "" : probe.error().text().c_str());
    const QJsonArray expected = localDrives(root);
    QVERIFY(!expected.isEmpty());
    const QJsonArray got = toJson(probe->drives);
    if (got != expected) {
        qWarning().noquote() << "probe:" << QJsonDocument(got).toJson();
        qWarning().noquote() << "local:" << QJsonDocument(expected).toJson();
    }
    QCOMPARE(got, expected);
    QVERIFY(!probe->kernel.isEmpty());
}

void TstRemoteHost::probeOfThisMachineEqualsLocalList()
{
    const QByteArray out = runProbeLocally(QString());
    QVERIFY(!out.isEmpty());
    auto probe = decodeProbe(out, QStringLiteral("this machine"));
    QVERIFY2(probe, probe ? "" : probe.error().text().c_str());
    const QJsonArray got = lasting(toJson(probe->drives));
    const QJsonArray expected = lasting(localDrives(QString()));
    if (got != expected) {
        qWarning().noquote() << "probe:" << QJsonDocument(got).toJson();
        qWarning().noquote() << "local:" << QJsonDocument(expected).toJson();
    }
    QCOMPARE(got, expected);
    QProcess fio;
    fio.start(QStringLiteral("fio"), {QStringLiteral("--version")});
    const bool haveFio = fio.waitForFinished(30000) && fio.exitCode() == 0;
    QCOMPARE(probe->fioVersion, haveFio ? QString::fromLocal8Bit(fio.readAllStandardOutput()).trimmed() : QString());
    QCOMPARE(probe->missing.isEmpty(), haveFio);
}

void TstRemoteHost::decodeRefusesPathsOutsideTheMirror()
{
    // A host cannot make the decoder write outside its temporary directory: no "..", no path
    // outside /sys, /dev and /proc, nothing written through a link an earlier record made.
    for (const QByteArray &evil : {QByteArray("F 20 1\n/sys/../../../tmp/xx"), QByteArray("F 8 1\n/etc/pwnx"),
                                   QByteArray("D 4 0\n/sys")}) {
        const QByteArray text = QByteArray("V 8 1\nhostnameh") + evil + "V 3 2\nendok";
        auto probe = decodeProbe(text, QStringLiteral("evil"));
        if (evil.startsWith("D"))
            continue; // a directory of the mirror: harmless (the scan then finds no /sys/block)
        QVERIFY(!probe);
        QVERIFY2(QString::fromStdString(probe.error().message).contains(QStringLiteral("outside /sys, /dev and /proc")),
                 probe.error().message.c_str());
    }
    // A link to /tmp, then a file "through" it: the file is not written (the scan sees no block dir).
    QTemporaryDir outside;
    const QByteArray viaLink = QByteArray("L 10 ") + QByteArray::number(outside.path().size()) + "\n/sys/block" +
                               outside.path().toLocal8Bit() + "F 16 1\n/sys/block/owned1V 3 2\nendok";
    auto probe = decodeProbe(viaLink, QStringLiteral("evil"));
    QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("owned"))));
    Q_UNUSED(probe);
}

void TstRemoteHost::decodeRefusesOutputCutShort()
{
    const QByteArray full = runProbeLocally(drivebench::testing::fixture("/sysfs/desktop"));
    QVERIFY(full.size() > 100);
    auto cut = decodeProbe(full.left(full.size() - 7), QStringLiteral("nas"));
    QVERIFY(!cut);
    QVERIFY2(QString::fromStdString(cut.error().message).startsWith(QStringLiteral("nas: the drive probe's answer")),
             cut.error().message.c_str());
    // A length near 2^63 (a hostile host, or a broken one) is refused, not summed past the end.
    for (const QByteArray &huge : {QByteArray("F 1 9223372036854775807\na"), QByteArray("F 9223372036854775807 1\na")}) {
        auto over = decodeProbe(full + huge, QStringLiteral("nas"));
        QVERIFY2(!over, huge.constData());
    }
    auto login = decodeProbe("Welcome to nas!\n" + full, QStringLiteral("nas"));
    QVERIFY(!login);
    QVERIFY(login.error().hint.find("prints nothing") != std::string::npos);
}

void TstRemoteHost::missingFioIsNamed()
{
    // The probe of a host without fio: its "fio" fact is empty (command -v fio failed there).
    QByteArray out = runProbeLocally(drivebench::testing::fixture("/sysfs/laptop"));
    const qsizetype at = out.indexOf("V 3 ");
    QVERIFY(at >= 0);
    const qsizetype eol = out.indexOf('\n', at);
    const qsizetype len = out.mid(at + 4, eol - at - 4).toLongLong();
    QCOMPARE(out.mid(eol + 1, 3), QByteArray("fio"));
    out.replace(at, eol + 1 + 3 + len - at, "V 3 0\nfio");
    auto probe = decodeProbe(out, QStringLiteral("pi@nas"));
    QVERIFY2(probe, probe ? "" : probe.error().text().c_str());
    QVERIFY(probe->fioVersion.isEmpty());
    QCOMPARE(probe->missing.size(), 1);
    QVERIFY2(probe->missing.first().startsWith(QStringLiteral("install fio on pi@nas")), qPrintable(probe->missing.first()));
    QVERIFY(!probe->drives.empty()); // the drives are listed all the same
}

void TstRemoteHost::sshDrivesEqualLocalDrives()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    auto probe = probeHost(*parseHostSpec(QStringLiteral("loopback")));
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY2(probe, probe ? "" : probe.error().text().c_str());
    QCOMPARE(lasting(toJson(probe->drives)), lasting(localDrives(QString())));
    QVERIFY(!probe->drives.empty());
    QProcess uname;
    uname.start(QStringLiteral("uname"), {QStringLiteral("-sr")});
    QVERIFY(uname.waitForFinished(30000));
    QCOMPARE(probe->kernel, QString::fromLocal8Bit(uname.readAllStandardOutput()).trimmed());
    QCOMPARE(probe->hostname, QSysInfo::machineHostName());
}

// The probe and what follows share one SSH connection (ssh's multiplexing): two commands see the
// same client port in SSH_CONNECTION. Another name for the same address and port, checked
// against other known_hosts, never rides on it (sshUnknownHostKeyRefused runs after this, with
// this master still up).
void TstRemoteHost::oneConnectionServesAHost()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    const HostSpec host = *parseHostSpec(QStringLiteral("loopback"));
    auto first = runOverSsh(host, QStringLiteral("echo $SSH_CONNECTION"), QByteArray(), 120000);
    auto second = runOverSsh(host, QStringLiteral("echo $SSH_CONNECTION"), QByteArray(), 120000);
    const SshInvocation inv = sshInvocation(host, QStringLiteral("true"), sshCommand());
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY2(first, first ? "" : first.error().text().c_str());
    QVERIFY2(second, second ? "" : second.error().text().c_str());
    QCOMPARE(first->exitCode, 0);
    const QList<QByteArray> a = first->out.trimmed().split(' '), b = second->out.trimmed().split(' ');
    QCOMPARE(a.size(), 4); // client address, client port, server address, server port
    QCOMPARE(b, a);
    // The control socket's directory: this user's alone.
    const QString path = inv.arguments.filter(QStringLiteral("ControlPath=")).value(0).mid(12);
    QVERIFY2(!path.isEmpty(), qPrintable(inv.arguments.join(QLatin1Char(' '))));
    struct stat st{};
    QCOMPARE(::lstat(QFile::encodeName(QFileInfo(path).path()).constData(), &st), 0);
    QVERIFY(S_ISDIR(st.st_mode));
    QCOMPARE(st.st_uid, ::getuid());
    QCOMPARE(st.st_mode & 077, 0u);
    QVERIFY(QFileInfo(path).exists()); // the master's socket, kept after the commands ended
}

void TstRemoteHost::sshUnknownHostKeyRefused()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    auto probe = probeHost(*parseHostSpec(QStringLiteral("loopback-unknown")));
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY(!probe);
    const QString text = QString::fromStdString(probe.error().text());
    QVERIFY2(text.startsWith(QStringLiteral("ssh://loopback-unknown: its SSH host key is not in your known_hosts")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("connect once yourself (ssh loopback-unknown)")), qPrintable(text));
    QVERIFY(QFile(m_sshd.filePath(QStringLiteral("empty_known_hosts"))).size() == 0); // nothing accepted
}

void TstRemoteHost::sshChangedHostKeyRefused()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    auto probe = probeHost(*parseHostSpec(QStringLiteral("loopback-changed")));
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY(!probe);
    const QString text = QString::fromStdString(probe.error().text());
    QVERIFY2(text.contains(QStringLiteral("its SSH host key has CHANGED")), qPrintable(text));
}

void TstRemoteHost::sshAuthenticationRefused()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    auto probe = probeHost(*parseHostSpec(QStringLiteral("loopback-stranger")));
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY(!probe);
    const QString text = QString::fromStdString(probe.error().text());
    QVERIFY2(text.startsWith(QStringLiteral("ssh://loopback-stranger: SSH authentication refused")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("ssh-copy-id loopback-stranger")), qPrintable(text));
}

void TstRemoteHost::sshClosedPort()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    qputenv("DRIVEBENCH_SSH_COMMAND", sshCommand().toLocal8Bit());
    auto probe = probeHost(*parseHostSpec(QStringLiteral("loopback-closed")));
    qunsetenv("DRIVEBENCH_SSH_COMMAND");
    QVERIFY(!probe);
    const QString text = QString::fromStdString(probe.error().text());
    QVERIFY2(text.startsWith(QStringLiteral("ssh://loopback-closed: connection refused")), qPrintable(text));
}

void TstRemoteHost::cliDrivesOverSsh()
{
    const QString why = startSshd();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DRIVEBENCH_SSH_COMMAND"), sshCommand());
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
              {QStringLiteral("drives"), QStringLiteral("--host"), QStringLiteral("loopback"), QStringLiteral("--json")});
    QVERIFY(cli.waitForFinished(180000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QJsonObject doc = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    const QJsonObject host = doc.value(QStringLiteral("host")).toObject();
    QCOMPARE(host.value(QStringLiteral("name")).toString(), QStringLiteral("ssh://loopback"));
    QCOMPARE(host.value(QStringLiteral("transport")).toString(), QStringLiteral("ssh"));
    QVERIFY(!host.value(QStringLiteral("kernel")).toString().isEmpty());
    QCOMPARE(lasting(doc.value(QStringLiteral("drives")).toArray()), lasting(localDrives(QString())));

    // A refused host: exit status 1 and the message on standard error.
    cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
              {QStringLiteral("drives"), QStringLiteral("--host"), QStringLiteral("loopback-stranger")});
    QVERIFY(cli.waitForFinished(180000));
    QVERIFY(cli.exitCode() != 0);
    QVERIFY(cli.readAllStandardError().contains("SSH authentication refused"));
    // A bad name never reaches ssh.
    cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
              {QStringLiteral("drives"), QStringLiteral("--host"), QStringLiteral("-oProxyCommand=touch")});
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY(cli.exitCode() != 0);
    QVERIFY(cli.readAllStandardError().contains("cannot start with '-'"));
}

void TstRemoteHost::cleanupTestCase()
{
    m_sshd.stop();
}

QTEST_GUILESS_MAIN(TstRemoteHost)
#include "tst_remotehost.moc"
