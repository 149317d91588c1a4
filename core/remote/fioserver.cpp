// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioserver.h"

#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <QElapsedTimer>
#include <QFile>

#include "core/util/uniquefd.h"

namespace drivebench {

namespace {

constexpr std::uint16_t kOpText = 5;
constexpr std::uint16_t kOpProbe = 10;
constexpr int kHeaderSize = 24;
constexpr std::uint32_t kMaxPdu = 1u << 20; // a PROBE answer is ~112 bytes; TEXT a line

// FIO_SERVER_VER of each release (git show fio-X:server.h; ../shared/reference/anchors-4.md A.1).
struct Release { const char *version; int protocol; };
constexpr Release kReleases[] = {
    {"fio-3.28", 94},  {"fio-3.33", 97},  {"fio-3.35", 100}, {"fio-3.36", 101}, {"fio-3.37", 103},
    {"fio-3.38", 107}, {"fio-3.39", 107}, {"fio-3.40", 111}, {"fio-3.41", 113}, {"fio-3.42", 120},
};

std::uint16_t le16(const char *p) { return std::uint16_t(std::uint8_t(p[0]) | std::uint8_t(p[1]) << 8); }
std::uint32_t le32(const char *p) { return le16(p) | std::uint32_t(le16(p + 2)) << 16; }

void putLe(QByteArray &out, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.append(char((v >> (8 * i)) & 0xff));
}

Error serverError(const HostSpec &host, const QString &what, const QString &hint)
{
    return Error::make(std::errc::io_error, QStringLiteral("%1: %2").arg(host.display(), what).toStdString(),
                       hint.toStdString());
}

QString releaseText(int protocol)
{
    const QString r = fioReleasesOf(protocol);
    return r.isEmpty() ? QStringLiteral("protocol %1, a release DriveBench does not know").arg(protocol)
                       : QStringLiteral("%1, protocol %2").arg(r).arg(protocol);
}

/// Reads exactly n bytes before the deadline; false on timeout, error or end of stream.
bool readExactly(int fd, char *buf, std::size_t n, const QElapsedTimer &clock, int timeoutMs, QString *why)
{
    std::size_t got = 0;
    while (got < n) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            *why = QStringLiteral("no answer within %1 s").arg(timeoutMs / 1000.0);
            return false;
        }
        pollfd p{fd, POLLIN, 0};
        const int r = ::poll(&p, 1, int(left));
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            *why = QStringLiteral("no answer within %1 s").arg(timeoutMs / 1000.0);
            return false;
        }
        const ssize_t k = ::read(fd, buf + got, n - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            *why = k == 0 ? QStringLiteral("the server closed the connection") : QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        got += std::size_t(k);
    }
    return true;
}

QString cString(const QByteArray &pdu, int offset, int size)
{
    const QByteArray field = pdu.mid(offset, size);
    const qsizetype end = field.indexOf('\0');
    return QString::fromUtf8(end < 0 ? field : field.left(end));
}

} // namespace

std::uint16_t fioCrc16(const QByteArray &data)
{
    std::uint16_t crc = 0;
    for (const char c : data) {
        crc ^= std::uint8_t(c);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 1) ? std::uint16_t((crc >> 1) ^ 0xA001) : std::uint16_t(crc >> 1);
    }
    return crc;
}

QByteArray fioFrame(std::uint16_t version, std::uint16_t opcode, std::uint64_t tag, const QByteArray &pdu)
{
    QByteArray out;
    putLe(out, version, 2);
    putLe(out, opcode, 2);
    putLe(out, 0, 4); // flags
    putLe(out, tag, 8);
    putLe(out, std::uint64_t(pdu.size()), 4);
    putLe(out, fioCrc16(out), 2);
    putLe(out, fioCrc16(pdu), 2);
    return out + pdu;
}

int fioProtocolOf(const QString &fioVersion)
{
    const QString v = fioVersion.trimmed();
    for (const Release &r : kReleases)
        if (v == QLatin1String(r.version))
            return r.protocol;
    return 0;
}

QString fioReleasesOf(int protocol)
{
    QStringList names;
    for (const Release &r : kReleases)
        if (r.protocol == protocol)
            names << QLatin1String(r.version);
    return names.join(QStringLiteral(" or "));
}

bool isLoopbackHost(const HostSpec &host)
{
    if (host.transport == HostTransport::FioSocket)
        return true;
    if (host.name == QLatin1String("localhost"))
        return true;
    const QByteArray name = host.name.toLatin1();
    in_addr v4{};
    if (::inet_pton(AF_INET, name.constData(), &v4) == 1)
        return (ntohl(v4.s_addr) >> 24) == 127;
    in6_addr v6{};
    if (::inet_pton(AF_INET6, name.constData(), &v6) == 1) {
        if (IN6_IS_ADDR_LOOPBACK(&v6))
            return true;
        return IN6_IS_ADDR_V4MAPPED(&v6) && v6.s6_addr[12] == 127;
    }
    return false;
}

Result<FioServerInfo> probeFioServer(const HostSpec &host, const QString &localFioVersion, bool networkConfirmed,
                                     int timeoutMs)
{
    if (host.transport == HostTransport::Ssh)
        return serverError(host, QStringLiteral("not a fio server"), QStringLiteral("name it fio://NAME[:PORT] or fio:///path/to/socket"));
    if (!isLoopbackHost(host) && !networkConfirmed)
        return serverError(host,
                           QStringLiteral("fio's server has no authentication: anyone who can reach %1 can run commands "
                                          "there as the server's user; DriveBench talks to one on the network only when "
                                          "you confirm that").arg(host.display()),
                           QStringLiteral("bind the server to a unix socket in a 0700 directory or to 127.0.0.1 and reach "
                                          "it through an SSH tunnel (docs/remote.md), or confirm the risk"));
    const int localProtocol = fioProtocolOf(localFioVersion);
    if (localProtocol == 0)
        return serverError(host, QStringLiteral("this machine's fio (%1) has no protocol number DriveBench knows")
                                     .arg(localFioVersion.isEmpty() ? QStringLiteral("not installed") : localFioVersion),
                           QStringLiteral("install fio here (the same release as the server), or use an SSH host"));

    UniqueFd fd;
    QString connectError;
    if (host.transport == HostTransport::FioSocket) {
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        const QByteArray path = QFile::encodeName(host.socketPath);
        if (path.size() >= qsizetype(sizeof a.sun_path))
            return serverError(host, QStringLiteral("the socket path is too long"), QStringLiteral("use a shorter path"));
        std::memcpy(a.sun_path, path.constData(), std::size_t(path.size()));
        fd = UniqueFd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
        if (fd.get() < 0 || ::connect(fd.get(), reinterpret_cast<sockaddr *>(&a), sizeof a) != 0)
            connectError = QString::fromLocal8Bit(std::strerror(errno));
    } else {
        addrinfo hints{};
        hints.ai_socktype = SOCK_STREAM;
        addrinfo *list = nullptr;
        const QByteArray port = QByteArray::number(host.port ? host.port : 8765);
        const int rc = ::getaddrinfo(host.name.toUtf8().constData(), port.constData(), &hints, &list);
        if (rc != 0)
            return serverError(host, QStringLiteral("the host name is not known here (%1)").arg(QString::fromLocal8Bit(::gai_strerror(rc))),
                               QStringLiteral("check the spelling, or give its address"));
        for (addrinfo *ai = list; ai; ai = ai->ai_next) {
            fd = UniqueFd(::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol));
            if (fd.get() >= 0 && ::connect(fd.get(), ai->ai_addr, ai->ai_addrlen) == 0) {
                connectError.clear();
                break;
            }
            connectError = QString::fromLocal8Bit(std::strerror(errno));
            fd = UniqueFd();
        }
        ::freeaddrinfo(list);
    }
    if (!connectError.isEmpty() || fd.get() < 0)
        return serverError(host, QStringLiteral("cannot connect to the fio server: %1").arg(connectError),
                           QStringLiteral("start it there (fio --server=ip:127.0.0.1,PORT or --server=sock:/path) and "
                                          "check the address, port or socket path"));

    // PROBE's pdu: u64 flags (0: no zlib) and the server name as the client knows it.
    QByteArray pdu;
    putLe(pdu, 0, 8);
    QByteArray server = (host.transport == HostTransport::FioSocket ? host.socketPath : host.name).toUtf8().left(127);
    server.append(QByteArray(128 - server.size(), '\0'));
    pdu += server;
    const QByteArray frame = fioFrame(std::uint16_t(localProtocol), kOpProbe, 1, pdu);
    if (::send(fd.get(), frame.constData(), std::size_t(frame.size()), MSG_NOSIGNAL) != frame.size())
        return serverError(host, QStringLiteral("cannot send to the fio server: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
                           QStringLiteral("check that the server is still running"));

    QElapsedTimer clock;
    clock.start();
    char header[kHeaderSize];
    QString why;
    if (!readExactly(fd.get(), header, kHeaderSize, clock, timeoutMs, &why))
        return serverError(host, QStringLiteral("the fio server did not answer its PROBE: %1").arg(why),
                           QStringLiteral("check that a fio server (not another program) listens there"));
    const std::uint16_t version = le16(header), opcode = le16(header + 2);
    const std::uint32_t pduLen = le32(header + 16);
    if (le16(header + 20) != fioCrc16(QByteArray(header, 20)) || pduLen > kMaxPdu)
        return serverError(host, QStringLiteral("the answer is not fio's (bad header checksum)"),
                           QStringLiteral("check that a fio server (not another program) listens there"));
    QByteArray reply(qsizetype(pduLen), '\0');
    if (pduLen && !readExactly(fd.get(), reply.data(), pduLen, clock, timeoutMs, &why))
        return serverError(host, QStringLiteral("the fio server's answer was cut short: %1").arg(why),
                           QStringLiteral("check that the server is still running"));
    if (version != localProtocol)
        return serverError(host, QStringLiteral("the fio server is %1; this machine's fio is %2: fio's client and server "
                                                "must be the same release")
                                     .arg(releaseText(version), releaseText(localProtocol)),
                           QStringLiteral("install the same fio release on both machines, or use an SSH host (any fio "
                                          "release there works)"));
    if (opcode == kOpText)
        return serverError(host, QStringLiteral("the fio server refused the PROBE: %1").arg(QString::fromUtf8(reply.mid(24)).trimmed()),
                           QStringLiteral("check the server's own output"));
    if (opcode != kOpProbe || reply.size() < 104)
        return serverError(host, QStringLiteral("the fio server answered opcode %1, not PROBE").arg(opcode),
                           QStringLiteral("check that the server is fio's"));
    FioServerInfo info;
    info.protocol = version;
    info.hostname = cString(reply, 0, 64);
    info.fioVersion = cString(reply, 65, 32);
    info.cpus = int(le32(reply.constData() + 100));
    return info;
}

} // namespace drivebench
