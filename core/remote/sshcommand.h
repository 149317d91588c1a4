// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Commands on an SSH host through the system's OpenSSH client: the user's keys, agent, config and
// known_hosts; never a password prompt (BatchMode=yes) and never an unknown host key accepted
// (StrictHostKeyChecking=yes, given on the command line so no configuration loosens it). As git
// does with GIT_SSH_COMMAND, $DRIVEBENCH_SSH_COMMAND replaces "ssh" (run by /bin/sh, so it may
// carry options: "ssh -F /path/config"); the tests point it at a private configuration.
// One connection serves a host: the first invocation becomes ssh's control master (a socket in
// this user's 0700 directory, $XDG_RUNTIME_DIR/drivebench-ssh or /tmp/drivebench-ssh-UID) and
// later ones, the run after the probe, are sessions on it; it closes a minute after its last.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "core/remote/hostspec.h"
#include "core/util/result.h"

namespace drivebench {

/// The program and arguments that run remoteCommand on host (an SSH host).
struct SshInvocation
{
    QString program;        ///< "/bin/sh"
    QStringList arguments;  ///< -c 'exec <ssh command> "$@"' drivebench-ssh <ssh options> HOST COMMAND
};

/// sshCommand: $DRIVEBENCH_SSH_COMMAND, or "ssh" when that is empty. options: more "-o" settings
/// after the fixed ones (ssh keeps an option's first value, so they cannot loosen those).
SshInvocation sshInvocation(const HostSpec &host, const QString &remoteCommand, const QString &sshCommand,
                            const QStringList &options = {});

/// What a finished remote command gave.
struct RemoteOutput
{
    int exitCode = 0;
    QByteArray out;
    QByteArray err;
};

/// Runs remoteCommand on host with input on its standard input; waits up to timeoutMs. An error
/// when ssh could not run, timed out, or failed to connect (sshFailure says why); the remote
/// command's own non-zero exit is returned in RemoteOutput for the caller to judge.
Result<RemoteOutput> runOverSsh(const HostSpec &host, const QString &remoteCommand, const QByteArray &input,
                                int timeoutMs);

/// The error for ssh's exit 255 (its own failure) from what it printed: unknown or changed host
/// key, authentication refused, connection refused, name unknown, unreachable; each names the host
/// and the fix.
Error sshFailure(const HostSpec &host, const QByteArray &sshStderr);

} // namespace drivebench
