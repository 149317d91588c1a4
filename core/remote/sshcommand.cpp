// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshcommand.h"

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

} // namespace

SshInvocation sshInvocation(const HostSpec &host, const QString &remoteCommand, const QString &sshCommand,
                            const QStringList &options)
{
    QStringList args{QStringLiteral("-c"),
                     QStringLiteral("exec %1 \"$@\"").arg(sshCommand.trimmed().isEmpty() ? QStringLiteral("ssh") : sshCommand),
                     QStringLiteral("drivebench-ssh"),
                     QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                     QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=yes"),
                     QStringLiteral("-o"), QStringLiteral("ConnectTimeout=15")};
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
