// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli health on devices that have no SMART of their own, on this host: a loop device
// over a small file and a device-mapper device over it (both made by the test, as root, and
// removed after), and the host's virtio disks where it has any. Each says "no SMART on this kind
// of device", overall unknown, exit 0; no ATA PASS-THROUGH error; no sudo advice to root.

#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

struct Outcome
{
    int exitCode = -1;
    QString out, err;
};

Outcome run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60'000))
        return {-1, {}, QStringLiteral("timeout")};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestHealthCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_loop; // made by this test, detached in cleanupTestCase
    QString m_dmName;

    void checkNoSmart(const QString &device, const QString &kindWords)
    {
        const Outcome text = run(kCli, {QStringLiteral("health"), device});
        QVERIFY2(text.exitCode == 0, qPrintable(text.out + text.err));
        QVERIFY2(text.out.contains(QStringLiteral("UNKNOWN")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("no SMART on this kind of device")), qPrintable(text.out));
        QVERIFY2(text.out.contains(kindWords), qPrintable(text.out));
        for (const QString &all : {text.out, text.err}) {
            QVERIFY2(!all.contains(QStringLiteral("PASS-THROUGH")), qPrintable(all));
            QVERIFY2(!all.contains(QStringLiteral("sudo")), qPrintable(all)); // we are root
        }
        const Outcome json = run(kCli, {QStringLiteral("health"), device, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("overall")).toString(), QStringLiteral("unknown"));
        QVERIFY(o.value(QStringLiteral("reason")).toString().startsWith(QStringLiteral("no SMART on this kind of device")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (::geteuid() != 0)
            QSKIP("needs root to attach a loop device (losetup)");
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        QFile f(image);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(8 << 20));
        f.close();
        const Outcome lo = run(QStringLiteral("losetup"), {QStringLiteral("-f"), QStringLiteral("--show"), image});
        QVERIFY2(lo.exitCode == 0, qPrintable(lo.err));
        m_loop = lo.out.trimmed();
        QVERIFY(m_loop.startsWith(QStringLiteral("/dev/loop")));
    }

    void loopDevice()
    {
        checkNoSmart(m_loop, QStringLiteral("is a loop device"));
    }

    void deviceMapper()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dmsetup"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")}).isEmpty())
            QSKIP("dmsetup is not installed");
        m_dmName = QStringLiteral("drivebench-tst-health-%1").arg(::getpid());
        // 8 MiB = 16384 sectors, linear over our loop device.
        const Outcome dm = run(QStringLiteral("dmsetup"), {QStringLiteral("create"), m_dmName, QStringLiteral("--table"),
                                                           QStringLiteral("0 16384 linear %1 0").arg(m_loop)});
        if (dm.exitCode != 0) {
            m_dmName.clear();
            QSKIP(qPrintable(QStringLiteral("dmsetup create failed (no device-mapper here?): ") + dm.err.trimmed()));
        }
        run(QStringLiteral("udevadm"), {QStringLiteral("settle"), QStringLiteral("-t"), QStringLiteral("10")});
        const QString node = QStringLiteral("/dev/mapper/") + m_dmName;
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(node), 10'000);
        checkNoSmart(node, QStringLiteral("is a device-mapper device"));
    }

    void virtioDisksOfThisHost()
    {
        const QStringList disks = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("vd*")}, QDir::AllEntries);
        if (disks.isEmpty())
            QSKIP("this host has no virtio disk");
        for (const QString &d : disks)
            checkNoSmart(QStringLiteral("/dev/") + d, QStringLiteral("is a virtio disk"));
    }

    void cleanupTestCase()
    {
        if (!m_dmName.isEmpty())
            run(QStringLiteral("dmsetup"), {QStringLiteral("remove"), m_dmName});
        if (!m_loop.isEmpty())
            run(QStringLiteral("losetup"), {QStringLiteral("-d"), m_loop});
    }
};

QTEST_GUILESS_MAIN(TestHealthCommand)
#include "tst_healthcommand.moc"
