// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A running `fio --server` (fio://NAME[:PORT], fio:///socket): its PROBE, before anything is sent.
// fio's client/server protocol needs the exact same release on both sides (each release bumps
// the protocol number) and has no authentication at all: bound to a network address the server
// runs commands (exec_prerun, --trigger-remote) for anyone who can reach it, as its user. So a
// non-loopback TCP server is refused unless the user confirmed that, and a server of another
// release is refused naming both releases. Wire format (little endian): a 24-byte header
// {u16 version, u16 opcode, u32 flags, u64 tag, u32 pdu_len, u16 header CRC-16, u16 pdu CRC-16}
// (CRC-16 over the first 20 bytes and over the pdu: polynomial 0x8005 reflected, initial 0),
// then the pdu; a server of another protocol answers a TEXT frame in its own version.

#include <cstdint>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "core/remote/hostspec.h"
#include "core/util/result.h"

namespace drivebench {

struct FioServerInfo
{
    int protocol = 0;   ///< the server's protocol number (FIO_SERVER_VER)
    QString hostname;   ///< the server machine's name, as it says
    QString fioVersion; ///< "fio-3.33"
    int cpus = 0;
};

/// CRC-16 as fio's protocol uses it (CRC-16/ARC: "123456789" gives 0xBB3D).
std::uint16_t fioCrc16(const QByteArray &data);

/// One protocol frame: the header with both CRCs, then pdu.
QByteArray fioFrame(std::uint16_t version, std::uint16_t opcode, std::uint64_t tag, const QByteArray &pdu);

/// The protocol number of a fio release ("fio-3.33" -> 97); 0 when not in DriveBench's table.
int fioProtocolOf(const QString &fioVersion);

/// The releases known to speak protocol ("fio-3.38 or fio-3.39"); "" when none is known.
QString fioReleasesOf(int protocol);

/// A unix socket, 127.0.0.0/8, ::1 or "localhost".
bool isLoopbackHost(const HostSpec &host);

/// Connects to the fio server host names, sends PROBE in the protocol of localFioVersion (this
/// machine's `fio --version`) and reads the answer. Errors name the host: a non-loopback TCP
/// server without networkConfirmed (nothing is sent), connection refused or timed out, a server
/// of another protocol (both releases named), an answer that is not fio's.
Result<FioServerInfo> probeFioServer(const HostSpec &host, const QString &localFioVersion, bool networkConfirmed,
                                     int timeoutMs = 5000);

} // namespace drivebench
