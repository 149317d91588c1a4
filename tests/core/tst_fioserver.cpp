// SPDX-License-Identifier: GPL-3.0-or-later
// fio servers (core/remote/fioserver.h): the frame and CRC, the release table, and PROBE against
// real `fio --server` processes this test starts on 127.0.0.1 and on a unix socket in a 0700
// directory; a client of another release is refused naming both; a network server is refused
// before anything is sent unless confirmed. Nothing is sent to any address but 127.0.0.1.

#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "core/remote/fioserver.h"
#include "core/remote/hostspec.h"
#include "tests/common/loopbackport.h"

using namespace drivebench;

namespace {

int freePort() { return drivebench::testing::freeLoopbackPort(); }

QString localFio()
{
    QProcess p;
    p.start(QStringLiteral("fio"), {QStringLiteral("--version")});
    return p.waitForFinished(30000) && p.exitCode() == 0 ? QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed() : QString();
}

} // namespace

class TstFioServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir; // made 0700: the socket's directory
    QProcess m_tcp, m_sock;
    int m_port = 0;
    QString m_fio;

    bool startServer(QProcess &p, const QString &arg)
    {
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("fio"), {QStringLiteral("--server=") + arg});
        return p.waitForStarted(30000);
    }
    static void stop(QProcess &p)
    {
        if (p.state() == QProcess::NotRunning)
            return;
        p.terminate();
        if (!p.waitForFinished(10000))
            p.kill();
        p.waitForFinished(5000);
    }
    /// PROBE, retried while the server is still starting (connection refused) for up to 60 s.
    Result<FioServerInfo> probe(const QString &host, const QString &asVersion)
    {
        auto spec = parseHostSpec(host);
        Result<FioServerInfo> r = probeFioServer(*spec, asVersion, false, 10000);
        for (int i = 0; i < 300 && !r && r.error().message.find("cannot connect") != std::string::npos; ++i) {
            QThread::msleep(200);
            r = probeFioServer(*spec, asVersion, false, 10000);
        }
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fio = localFio();
        QVERIFY2(!m_fio.isEmpty(), "fio is not installed: run packaging/install-deps.sh");
        QVERIFY2(fioProtocolOf(m_fio) != 0, qPrintable(m_fio + QStringLiteral(" is not in core/remote/fioserver.cpp's release table")));
        QVERIFY(m_dir.isValid());
        QVERIFY(::chmod(QFile::encodeName(m_dir.path()).constData(), 0700) == 0);
        m_port = freePort();
        QVERIFY(startServer(m_tcp, QStringLiteral("ip:127.0.0.1,%1").arg(m_port)));
        QVERIFY(startServer(m_sock, QStringLiteral("sock:") + m_dir.filePath(QStringLiteral("fio.sock"))));
    }

    void crcAndFrame()
    {
        QCOMPARE(fioCrc16("123456789"), std::uint16_t(0xBB3D)); // CRC-16/ARC check value
        const QByteArray f = fioFrame(97, 10, 1, QByteArray("ab"));
        QCOMPARE(f.size(), 26);
        QCOMPARE(quint8(f[0]), quint8(97));
        QCOMPARE(quint8(f[2]), quint8(10));
        QCOMPARE(quint8(f[8]), quint8(1));
        QCOMPARE(quint8(f[16]), quint8(2));
        const std::uint16_t headerCrc = fioCrc16(f.left(20));
        QCOMPARE(quint8(f[20]), quint8(headerCrc & 0xff));
        QCOMPARE(quint8(f[21]), quint8(headerCrc >> 8));
        QCOMPARE(quint8(f[22]), quint8(fioCrc16("ab") & 0xff));
        QCOMPARE(f.mid(24), QByteArray("ab"));
    }

    void releaseTable()
    {
        QCOMPARE(fioProtocolOf(QStringLiteral("fio-3.33")), 97);
        QCOMPARE(fioProtocolOf(QStringLiteral("fio-3.42\n")), 120);
        QCOMPARE(fioProtocolOf(QStringLiteral("fio-9.99")), 0);
        QCOMPARE(fioReleasesOf(107), QStringLiteral("fio-3.38 or fio-3.39"));
        QCOMPARE(fioReleasesOf(5), QString());
    }

    void loopbackOrNot()
    {
        for (const char *yes : {"fio://127.0.0.1", "fio://127.1.2.3:8765", "fio://[::1]", "fio://localhost", "fio:///tmp/x.sock"})
            QVERIFY2(isLoopbackHost(*parseHostSpec(QLatin1String(yes))), yes);
        for (const char *no : {"fio://192.168.1.10", "fio://nas", "fio://[fe80::1]", "fio://128.0.0.1"})
            QVERIFY2(!isLoopbackHost(*parseHostSpec(QLatin1String(no))), no);
    }

    void probesTcpServer()
    {
        auto r = probe(QStringLiteral("fio://127.0.0.1:%1").arg(m_port), m_fio);
        QVERIFY2(r, r ? "" : r.error().text().c_str());
        QCOMPARE(r->fioVersion, m_fio);
        QCOMPARE(r->protocol, fioProtocolOf(m_fio));
        QCOMPARE(r->hostname, QSysInfo::machineHostName());
        QVERIFY(r->cpus >= 1);
    }

    void probesSocketServer()
    {
        auto r = probe(QStringLiteral("fio://") + m_dir.filePath(QStringLiteral("fio.sock")), m_fio);
        QVERIFY2(r, r ? "" : r.error().text().c_str());
        QCOMPARE(r->fioVersion, m_fio);
    }

    void otherReleaseRefusedNamingBoth()
    {
        // This machine's fio against a client claiming another release: the server answers in its
        // own protocol, and both releases are named.
        const QString other = fioProtocolOf(m_fio) == 120 ? QStringLiteral("fio-3.33") : QStringLiteral("fio-3.42");
        auto r = probe(QStringLiteral("fio://127.0.0.1:%1").arg(m_port), other);
        QVERIFY(!r);
        const QString text = QString::fromStdString(r.error().text());
        QVERIFY2(text.contains(QStringLiteral("the fio server is %1, protocol %2").arg(m_fio).arg(fioProtocolOf(m_fio))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("this machine's fio is %1, protocol %2").arg(other).arg(fioProtocolOf(other))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("install the same fio release")), qPrintable(text));
    }

    void networkServerNeedsConfirmation()
    {
        // Refused before any name lookup or connection: nothing leaves this machine.
        auto r = probeFioServer(*parseHostSpec(QStringLiteral("fio://192.0.2.1")), m_fio, false);
        QVERIFY(!r);
        const QString text = QString::fromStdString(r.error().text());
        QVERIFY2(text.startsWith(QStringLiteral("fio://192.0.2.1: fio's server has no authentication")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("SSH tunnel")), qPrintable(text));
    }

    void closedPortAndMissingSocket()
    {
        auto r = probeFioServer(*parseHostSpec(QStringLiteral("fio://127.0.0.1:%1").arg(freePort())), m_fio, false);
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("cannot connect to the fio server: Connection refused") != std::string::npos, r.error().message.c_str());
        auto s = probeFioServer(*parseHostSpec(QStringLiteral("fio://") + m_dir.filePath(QStringLiteral("none.sock"))), m_fio, false);
        QVERIFY(!s);
        QVERIFY2(s.error().message.find("No such file or directory") != std::string::npos, s.error().message.c_str());
    }

    void unknownLocalRelease()
    {
        auto r = probeFioServer(*parseHostSpec(QStringLiteral("fio://127.0.0.1:%1").arg(m_port)), QStringLiteral("fio-9.99"), false);
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("has no protocol number DriveBench knows") != std::string::npos, r.error().message.c_str());
    }

    void cleanupTestCase()
    {
        stop(m_tcp);
        stop(m_sock);
    }
};

QTEST_GUILESS_MAIN(TstFioServer)
#include "tst_fioserver.moc"
