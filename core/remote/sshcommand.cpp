// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshcommand.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>

namespace drivebench {

namespace {

/// The last non-empty line ssh printed, for errors that match no known case.
QString lastLine(const QByteArray &text)
{
    const QStringList lines = QString::fromLocal8Bit(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (auto it = lines.rbegin(); it != lines.rend(); ++it)
        if (!it->trimmed().isEmpty())
            return it->trimmed();
    return QStringLiteral("(ssh printed nothing)");
}

/// "host: what", with NAME in the hint replaced by how ssh is told the host.
Error remoteError(const HostSpec &host, const QString &what, const char *hint)
{
    QString target = host.user.isEmpty() ? host.name : host.user + QLatin1Char('@') + host.name;
    if (host.port)
        target = QStringLiteral("-p %1 %2").arg(host.port).arg(target);
    return Error::make(std::errc::io_error, QStringLiteral("%1: %2").arg(host.display(), what).toStdString(),
                       QString::fromLatin1(hint).replace(QLatin1String("NAME"), target).toStdString());
}

/// This user's directory for SSH control sockets: $XDG_RUNTIME_DIR/drivebench-ssh, else
/// /tmp/drivebench-ssh-UID, made 0700. Empty (no multiplexing) unless it is a real directory
/// (not a link) owned by this user that nobody else may enter: a socket there is a way into
/// every host it reaches.
QString makeControlDirectory()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QString dir = !runtime.isEmpty() && QDir::isAbsolutePath(runtime) && QFileInfo(runtime).isDir()
                            ? runtime + QStringLiteral("/drivebench-ssh")
                            : QStringLiteral("/tmp/drivebench-ssh-%1").arg(::getuid());
    const QByteArray path = QFile::encodeName(dir);
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST)
        return {};
    struct stat st{};
    if (::lstat(path.constData(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid()
        || (st.st_mode & 077) != 0)
        return {};
    return dir;
}

/// The control socket of one host as one ssh command reaches it: a digest of both, so that a
/// connection is only shared by invocations that would check the same host the same way (the
/// same command and configuration, user, name and port; ssh's own %C hashes the resolved
/// address, which two names with different known_hosts can share). Empty: no multiplexing.
QString controlPath(const HostSpec &host, const QString &sshCommand)
{
    static const QString dir = makeControlDirectory();
    if (dir.isEmpty())
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &part : {sshCommand.trimmed(), host.user, host.name, QString::number(host.port)}) {
        h.addData(part.toUtf8());
        h.addData(QByteArrayView("\0", 1));
    }
    return dir + QLatin1Char('/') + QString::fromLatin1(h.result().toHex().left(32));
}

} // namespace

SshInvocation sshInvocation(const HostSpec &host, const QString &remoteCommand, const QString &sshCommand,
                            const QStringList &options)
{
    QStringList args{QStringLiteral("-c"),
                     QStringLiteral("exec %1 \"$@\"").arg(sshCommand.trimmed().isEmpty() ? QStringLiteral("ssh") : sshCommand),
                     QStringLiteral("drivebench-ssh"),
                     QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                     QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"),
                     QStringLiteral("-o"), QStringLiteral("ConnectTimeout=15"),
                     // A connection that stops answering (a host switched off mid-run) is given up
                     // after 15 s; the first connection to a host is the one later ones share.
                     QStringLiteral("-o"), QStringLiteral("ServerAliveInterval=5"),
                     QStringLiteral("-o"), QStringLiteral("ServerAliveCountMax=3")};
    // One connection per host: the probe, the run and its cleanup are sessions on the first
    // connection (ssh's multiplexing), which stays up a minute after its last session ends.
    if (const QString socket = controlPath(host, sshCommand); !socket.isEmpty())
        args << QStringLiteral("-o") << QStringLiteral("ControlMaster=auto") << QStringLiteral("-o")
             << QStringLiteral("ControlPath=") + socket << QStringLiteral("-o") << QStringLiteral("ControlPersist=60");
    for (const QString &o : options)
        args << QStringLiteral("-o") << o;
    if (host.port)
        args << QStringLiteral("-p") << QString::number(host.port);
    if (!host.user.isEmpty())
        args << QStringLiteral("-l") << host.user;
    // parseHostSpec refuses names starting with '-': this cannot reach ssh as an option.
    args << host.name << remoteCommand;
    return {QStringLiteral("/bin/sh"), args};
}

Error sshFailure(const HostSpec &host, const QByteArray &sshStderr)
{
    const QString err = QString::fromLocal8Bit(sshStderr);
    auto has = [&](const char *s) { return err.contains(QLatin1String(s), Qt::CaseInsensitive); };
    if (has("REMOTE HOST IDENTIFICATION HAS CHANGED"))
        return remoteError(host, QStringLiteral("its SSH host key has CHANGED since it was recorded in known_hosts; "
                                                "DriveBench refuses it"),
                           "if the host was reinstalled, check its new key fingerprint on the host itself "
                           "(ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and replace the old entry "
                           "(ssh-keygen -R NAME); otherwise someone may be in the middle");
    if (has("Host key verification failed") || has("host key is known for") || has("No matching host key"))
        return remoteError(host, QStringLiteral("its SSH host key is not in your known_hosts; DriveBench never accepts "
                                                "an unknown host key"),
                           "connect once yourself (ssh NAME), compare the fingerprint with the one the host "
                           "shows (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and answer yes; then retry");
    if (has("Permission denied") || has("Too many authentication failures") || has("no more authentication methods"))
        return remoteError(host, QStringLiteral("SSH authentication refused (DriveBench never asks for a password)"),
                           "give the host your public key (ssh-copy-id NAME) or load it into your agent "
                           "(ssh-add), and check that ssh NAME true works without a prompt");
    if (has("Connection refused"))
        return remoteError(host, QStringLiteral("connection refused: nothing listens for SSH on that port"),
                           "start the SSH server there (openssh-server), or give the right port as NAME:PORT");
    if (has("Could not resolve hostname") || has("Name or service not known"))
        return remoteError(host, QStringLiteral("the host name is not known here"),
                           "check the spelling, or give its address");
    if (has("timed out") || has("No route to host") || has("Network is unreachable") || has("Connection closed")
        || has("Connection reset"))
        return remoteError(host, QStringLiteral("unreachable: %1").arg(lastLine(sshStderr)),
                           "check that the host is on and on the network, and its firewall lets SSH in");
    return remoteError(host, QStringLiteral("ssh failed: %1").arg(lastLine(sshStderr)),
                       "run ssh NAME true yourself to see what it needs");
}

Result<RemoteOutput> runOverSsh(const HostSpec &host, const QString &remoteCommand, const QByteArray &input,
                                int timeoutMs)
{
    if (host.transport != HostTransport::Ssh)
        return remoteError(host, QStringLiteral("not an SSH host"), "name it as [ssh://][USER@]NAME[:PORT]");
    const SshInvocation inv = sshInvocation(host, remoteCommand, qEnvironmentVariable("DRIVEBENCH_SSH_COMMAND"));
    QProcess p;
    p.start(inv.program, inv.arguments);
    if (!p.waitForStarted(10000))
        return remoteError(host, QStringLiteral("could not start %1: %2").arg(inv.program, p.errorString()),
                           "install openssh-client");
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        return remoteError(host, QStringLiteral("no answer within %1 s").arg(timeoutMs / 1000),
                           "check that the host is on and not overloaded, and that ssh NAME true returns at once");
    }
    RemoteOutput r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    if (r.exitCode == 127 && r.err.startsWith("drivebench-ssh:"))
        return remoteError(host, QStringLiteral("the ssh command was not found: %1").arg(lastLine(r.err)),
                           "install openssh-client, or fix DRIVEBENCH_SSH_COMMAND");
    if (r.exitCode == 255)
        return sshFailure(host, r.err);
    return r;
}

} // namespace drivebench
