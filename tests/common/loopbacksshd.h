// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A throw-away sshd on 127.0.0.1 for the tests of other hosts: its own host key and client keys
// in a temporary directory (never ~/.ssh), reached through DRIVEBENCH_SSH_COMMAND with a private
// ssh configuration. Hosts in that configuration: "loopback" (the right keys), "loopback-unknown"
// (no known host key), "loopback-changed" (another host key recorded), "loopback-stranger" (a
// client key the server does not accept), "loopback-closed" (a port nothing listens on).

#include <netinet/in.h>
#include <signal.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include "tests/common/loopbackport.h"

namespace drivebench::testing {

class LoopbackSshd
{
public:
    ~LoopbackSshd() { stop(); }

    /// Starts the sshd once (later calls reuse it); "" or why not.
    QString start()
    {
        if (m_port)
            return m_sshdError;
        m_port = -1;
        const QString sshd = QStringLiteral("/usr/sbin/sshd");
        if (!QFile::exists(sshd) || QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            return m_sshdError = QStringLiteral("openssh-server and openssh-client are not installed: run "
                                                "packaging/install-deps.sh (the tests need a loopback sshd)");
        if (!m_dir.isValid())
            return m_sshdError = QStringLiteral("no temporary directory");
        auto keygen = [&](const QString &name) {
            QProcess k;
            k.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                   QStringLiteral("-N"), QString(), QStringLiteral("-C"), name,
                                                   QStringLiteral("-f"), m_dir.filePath(name)});
            return k.waitForFinished(60000) && k.exitCode() == 0;
        };
        for (const char *k : {"host_key", "other_host_key", "client_key", "stranger_key"})
            if (!keygen(QLatin1String(k)))
                return m_sshdError = QStringLiteral("ssh-keygen failed");
        auto read = [&](const char *name) {
            QFile f(m_dir.filePath(QLatin1String(name)));
            return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
        };
        auto keyOf = [](const QByteArray &pub) { // "type base64" without the comment
            const QList<QByteArray> f = pub.split(' ');
            return f.size() >= 2 ? f[0] + ' ' + f[1] : QByteArray();
        };
        // As root, sshd wants its privilege separation directory (the package makes it at boot).
        if (::geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd")))
            QDir().mkpath(QStringLiteral("/run/sshd"));
        m_port = freePort();
        const int closedPort = freePort();
        const QByteArray dir = m_dir.path().toLocal8Bit();
        const QByteArray user = ::getpwuid(::geteuid()) ? QByteArray(::getpwuid(::geteuid())->pw_name) : QByteArray("root");
        if (!writeFile(m_dir.filePath(QStringLiteral("authorized_keys")), read("client_key.pub") + '\n')
            || !writeFile(m_dir.filePath(QStringLiteral("known_hosts")), "loopback " + keyOf(read("host_key.pub")) + '\n')
            || !writeFile(m_dir.filePath(QStringLiteral("changed_known_hosts")),
                          "loopback " + keyOf(read("other_host_key.pub")) + '\n')
            || !writeFile(m_dir.filePath(QStringLiteral("empty_known_hosts")), QByteArray())
            || !writeFile(m_dir.filePath(QStringLiteral("sshd_config")),
                          "ListenAddress 127.0.0.1\nPort " + QByteArray::number(m_port) + "\nHostKey " + dir +
                              "/host_key\nAuthorizedKeysFile " + dir +
                              "/authorized_keys\nPidFile none\nUsePAM no\nPasswordAuthentication no\n"
                              "KbdInteractiveAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin prohibit-password\n"
                              "StrictModes no\nLogLevel ERROR\n"))
            return m_sshdError = QStringLiteral("cannot write the sshd configuration");
        const QByteArray common = "  HostName 127.0.0.1\n  User " + user + "\n  IdentitiesOnly yes\n  IdentityAgent none\n"
                                  "  GlobalKnownHostsFile /dev/null\n  HostKeyAlias loopback\n  ConnectTimeout 60\n";
        QByteArray config =
            "Host loopback\n  Port " + QByteArray::number(m_port) + "\n  IdentityFile " + dir + "/client_key\n  UserKnownHostsFile " + dir + "/known_hosts\n" + common +
            "Host loopback-unknown\n  Port " + QByteArray::number(m_port) + "\n  IdentityFile " + dir + "/client_key\n  UserKnownHostsFile " + dir + "/empty_known_hosts\n" + common +
            "Host loopback-changed\n  Port " + QByteArray::number(m_port) + "\n  IdentityFile " + dir + "/client_key\n  UserKnownHostsFile " + dir + "/changed_known_hosts\n" + common +
            "Host loopback-stranger\n  Port " + QByteArray::number(m_port) + "\n  IdentityFile " + dir + "/stranger_key\n  UserKnownHostsFile " + dir + "/known_hosts\n" + common +
            "Host loopback-closed\n  Port " + QByteArray::number(closedPort) + "\n  IdentityFile " + dir + "/client_key\n  UserKnownHostsFile " + dir + "/known_hosts\n" + common;
        // Eight more names for the same server: eight hosts at once.
        for (int i = 1; i <= 8; ++i)
            config += "Host loopback-h" + QByteArray::number(i) + "\n  Port " + QByteArray::number(m_port) + "\n  IdentityFile " + dir + "/client_key\n  UserKnownHostsFile " + dir + "/known_hosts\n" + common;
        if (!writeFile(m_dir.filePath(QStringLiteral("ssh_config")), config))
            return m_sshdError = QStringLiteral("cannot write the ssh configuration");
        m_sshd.setProcessChannelMode(QProcess::MergedChannels);
        m_sshd.start(sshd, {QStringLiteral("-f"), m_dir.filePath(QStringLiteral("sshd_config")), QStringLiteral("-D"),
                            QStringLiteral("-e")});
        if (!m_sshd.waitForStarted(30000))
            return m_sshdError = QStringLiteral("sshd did not start: ") + m_sshd.errorString();
        for (int i = 0; i < 600 && !accepts(m_port); ++i) { // up to 60 s on a loaded machine
            if (m_sshd.state() == QProcess::NotRunning)
                return m_sshdError = QStringLiteral("sshd exited: ") + QString::fromLocal8Bit(m_sshd.readAll());
            QThread::msleep(100);
        }
        if (!accepts(m_port))
            return m_sshdError = QStringLiteral("sshd does not listen on 127.0.0.1:%1").arg(m_port);
        return {};
    }

    /// The ssh command for DRIVEBENCH_SSH_COMMAND. ConnectTimeout on the command line: ssh keeps
    /// an option's first value, and the product's own ConnectTimeout=15 follows this command (an
    /// sshd in the rig guest's emulated CPU is slow to greet).
    QString sshCommand() const
    {
        return QStringLiteral("ssh -o ConnectTimeout=60 -F ") + m_dir.filePath(QStringLiteral("ssh_config"));
    }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    int port() const { return m_port; }
    /// The server's process id (its children serve the connections).
    qint64 pid() const { return m_sshd.processId(); }

    /// Ends the server and every connection it serves (its children): a connection a client
    /// still holds (ssh's multiplexing keeps the probe's open) would otherwise outlive it.
    void stop()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            const qint64 pid = m_sshd.processId();
            QFile children(QStringLiteral("/proc/%1/task/%1/children").arg(pid));
            if (children.open(QIODevice::ReadOnly))
                for (const QByteArray &c : children.readAll().split(' '))
                    if (const pid_t child = pid_t(c.trimmed().toLongLong()); child > 0)
                        ::kill(child, SIGKILL);
            m_sshd.terminate();
            if (!m_sshd.waitForFinished(10000))
                m_sshd.kill();
            m_sshd.waitForFinished(5000);
        }
    }

private:
    static int freePort() { return freeLoopbackPort(); }
    static bool accepts(int port)
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = htons(quint16(port));
        const bool ok = ::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0;
        ::close(fd);
        return ok;
    }
    static bool writeFile(const QString &path, const QByteArray &text)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
    }

    QTemporaryDir m_dir;
    QProcess m_sshd;
    int m_port = 0;
    QString m_sshdError;
};

} // namespace drivebench::testing
