// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A benchmark host as the user names it (docs/remote.md):
//   [ssh://][USER@]NAME[:PORT]   through the system's OpenSSH client (the default)
//   fio://NAME[:PORT]            a running `fio --server` on TCP (port 8765 unless given)
//   fio:///path/to/socket        a running `fio --server=sock:/path/to/socket`
// NAME is a host name, an IPv4 address or an IPv6 address in brackets ("[::1]").

#include <QString>

#include "core/util/result.h"

namespace drivebench {

enum class HostTransport { Ssh, FioTcp, FioSocket };

struct HostSpec
{
    HostTransport transport = HostTransport::Ssh;
    QString user;       ///< SSH login; empty: ssh's own default (the config's User, else the local user)
    QString name;       ///< host name or address, without brackets; empty for a socket
    int port = 0;       ///< 0: the transport's default (ssh's config / 22, fio's 8765)
    QString socketPath; ///< FioSocket: the absolute path of the server's socket

    /// The name as the user should read it back: "ssh://user@nas:2222", "fio://[::1]:8765", ...
    QString display() const;
    /// "ssh", "fio-server"
    QString transportName() const;
};

/// Parses a host as named on the command line or in the window; a clear error (naming the text
/// and what a host looks like) for anything else. Never accepts a name starting with '-' (it
/// would reach ssh as an option).
Result<HostSpec> parseHostSpec(const QString &text);

} // namespace drivebench
