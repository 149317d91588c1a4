// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostspec.h"

#include <QRegularExpression>

namespace drivebench {

namespace {

constexpr const char *kForms = "name a host as [ssh://][USER@]NAME[:PORT] (SSH), fio://NAME[:PORT] "
                               "(a running fio --server) or fio:///path/to/socket";

Error hostError(const QString &text, const QString &why)
{
    return Error::make(std::errc::invalid_argument,
                       QStringLiteral("host \"%1\": %2").arg(text, why).toStdString(), kForms);
}

/// NAME or [IPv6] then an optional :PORT; fills name and port.
Result<void> parseNamePort(const QString &whole, const QString &text, HostSpec &spec)
{
    QString rest = text;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0)
            return hostError(whole, QStringLiteral("an IPv6 address opened with '[' has no ']'"));
        spec.name = rest.mid(1, close - 1);
        static const QRegularExpression v6(QStringLiteral("^[0-9A-Fa-f:.]+(%[A-Za-z0-9_.-]+)?$"));
        if (!v6.match(spec.name).hasMatch() || !spec.name.contains(QLatin1Char(':')))
            return hostError(whole, QStringLiteral("\"%1\" is not an IPv6 address").arg(spec.name));
        rest = rest.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':')))
            return hostError(whole, QStringLiteral("only :PORT may follow the ']'"));
    } else {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        spec.name = colon < 0 ? rest : rest.left(colon);
        rest = colon < 0 ? QString() : rest.mid(colon);
        if (rest.count(QLatin1Char(':')) > 1)
            return hostError(whole, QStringLiteral("write an IPv6 address in brackets: [%1]").arg(text));
        if (spec.name.isEmpty())
            return hostError(whole, QStringLiteral("no host name"));
        if (spec.name.startsWith(QLatin1Char('-')))
            return hostError(whole, QStringLiteral("a host name cannot start with '-'"));
        static const QRegularExpression hostName(QStringLiteral("^[A-Za-z0-9_]([A-Za-z0-9_.-]*[A-Za-z0-9_])?$"));
        if (!hostName.match(spec.name).hasMatch())
            return hostError(whole, QStringLiteral("\"%1\" is not a host name (letters, digits, '.', '-', '_')").arg(spec.name));
    }
    if (rest.startsWith(QLatin1Char(':'))) {
        bool ok = false;
        const int port = rest.mid(1).toInt(&ok);
        if (!ok || port < 1 || port > 65535 || rest.mid(1).startsWith(QLatin1Char('+')))
            return hostError(whole, QStringLiteral("the port \"%1\" is not a number from 1 to 65535").arg(rest.mid(1)));
        spec.port = port;
    }
    return {};
}

} // namespace

QString HostSpec::display() const
{
    if (transport == HostTransport::FioSocket)
        return QStringLiteral("fio://") + socketPath;
    QString text = transport == HostTransport::Ssh ? QStringLiteral("ssh://") : QStringLiteral("fio://");
    if (!user.isEmpty())
        text += user + QLatin1Char('@');
    text += name.contains(QLatin1Char(':')) ? QLatin1Char('[') + name + QLatin1Char(']') : name;
    if (port)
        text += QLatin1Char(':') + QString::number(port);
    return text;
}

QString HostSpec::transportName() const
{
    return transport == HostTransport::Ssh ? QStringLiteral("ssh") : QStringLiteral("fio-server");
}

Result<HostSpec> parseHostSpec(const QString &text)
{
    HostSpec spec;
    if (text.isEmpty())
        return hostError(text, QStringLiteral("empty"));
    for (const QChar c : text)
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return hostError(text, QStringLiteral("contains a space or a control character"));
    QString rest = text;
    if (rest.startsWith(QLatin1String("fio://"))) {
        rest = rest.mid(6);
        if (rest.startsWith(QLatin1Char('/'))) {
            spec.transport = HostTransport::FioSocket;
            spec.socketPath = rest;
            if (rest.contains(QLatin1String("/../")) || rest.endsWith(QLatin1String("/..")) || rest.endsWith(QLatin1Char('/')))
                return hostError(text, QStringLiteral("give the socket's own path, without '..' or a trailing '/'"));
            return spec;
        }
        spec.transport = HostTransport::FioTcp;
        if (rest.contains(QLatin1Char('@')))
            return hostError(text, QStringLiteral("a fio server has no user (fio's server has no login at all)"));
    } else if (rest.startsWith(QLatin1String("ssh://"))) {
        rest = rest.mid(6);
    } else if (rest.contains(QLatin1String("://"))) {
        return hostError(text, QStringLiteral("unknown scheme \"%1\"").arg(rest.section(QLatin1String("://"), 0, 0)));
    }
    if (spec.transport == HostTransport::Ssh) {
        const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
        if (at >= 0) {
            spec.user = rest.left(at);
            rest = rest.mid(at + 1);
            static const QRegularExpression userName(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]*\\$?$"));
            if (!userName.match(spec.user).hasMatch())
                return hostError(text, QStringLiteral("\"%1\" is not a user name").arg(spec.user));
        }
    }
    if (rest.contains(QLatin1Char('/')))
        return hostError(text, QStringLiteral("a path does not belong in a host name (choose the directory on the host separately)"));
    if (Result<void> ok = parseNamePort(text, rest, spec); !ok)
        return ok.error();
    return spec;
}

} // namespace drivebench
