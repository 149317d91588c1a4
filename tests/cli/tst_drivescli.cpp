// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli drives / identify as a user runs them: exit codes, messages, JSON shape.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include "tests/common/fixtures.h"

class TestDrivesCli : public QObject
{
    Q_OBJECT

private:
    struct Run { int code; QByteArray out; QByteArray err; };
    Run cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), args);
        if (!p.waitForFinished(60000))
            return {-1, {}, "timeout"};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    static QString fixture(const char *rel) { return drivebench::testing::fixture("/") + QLatin1String(rel); }

private Q_SLOTS:
    void drivesJsonOnFixture();
    void drivesTableWarns();
    void drivesRejectsArguments();
    void decodeAtaDump();
    void decodeNvmeDump();
    void wrongSizeIsRefused_data();
    void wrongSizeIsRefused();
    void decodeMissingFile();
    void identifyUsage();
    void identifyNotADrive();
    void saveWritesOnlyTheNamedFile();
};

void TestDrivesCli::drivesJsonOnFixture()
{
    const QString m = fixture("sysfs/desktop");
    const Run r = cli({QStringLiteral("drives"), QStringLiteral("--json"), QStringLiteral("--sys"), m + QStringLiteral("/sys"),
                       QStringLiteral("--dev"), m + QStringLiteral("/dev"), QStringLiteral("--proc"), m + QStringLiteral("/proc")});
    QCOMPARE(r.code, 0);
    const QJsonArray drives = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("drives")).toArray();
    QCOMPARE(drives.size(), 5);
    for (const QJsonValue &d : drives) {
        for (const char *key : {"name", "path", "transport", "model", "serial", "firmware", "capacity_bytes",
                                "logical_block_size", "physical_block_size", "rotational", "removable", "system_disk",
                                "partitions", "link", "identify", "identity_source", "warnings"})
            QVERIFY2(d.toObject().contains(QLatin1String(key)), key);
    }
}

void TestDrivesCli::drivesTableWarns()
{
    const QString m = fixture("sysfs/desktop");
    const Run r = cli({QStringLiteral("drives"), QStringLiteral("--sys"), m + QStringLiteral("/sys"), QStringLiteral("--dev"),
                       m + QStringLiteral("/dev"), QStringLiteral("--proc"), m + QStringLiteral("/proc")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("Samsung SSD 840 PRO Series"));
    QVERIFY(r.out.contains("SATA 3.0 Gb/s of SATA 6.0 Gb/s"));
    QVERIFY(r.out.contains("warning: ") && r.out.contains("SATA 6.0 Gb/s (running at 3.0 Gb/s)"));
    QVERIFY(r.out.contains("PCIe 4.0 x4 (running at 3.0 x2)"));
}

void TestDrivesCli::drivesRejectsArguments()
{
    QCOMPARE(cli({QStringLiteral("drives"), QStringLiteral("sda")}).code, 2);
    const Run r = cli({QStringLiteral("drives"), QStringLiteral("--sys"), QStringLiteral("/nonexistent")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("/nonexistent/block"));
}

void TestDrivesCli::decodeAtaDump()
{
    const Run r = cli({QStringLiteral("identify"), QStringLiteral("--decode-ata"), fixture("identify/maxtor-6B200M0.hdparm.txt"),
                       QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("Maxtor 6B200M0"));
    QCOMPARE(o.value(QStringLiteral("raw_hex")).toString().size(), 1024);
    // Text output ends with an xxd dump that decodes to the same block.
    const Run text = cli({QStringLiteral("identify"), QStringLiteral("--decode-ata"), fixture("identify/maxtor-6B200M0.hdparm.txt")});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains("model: Maxtor 6B200M0"));
    QVERIFY(text.out.contains("raw (512 bytes):"));
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("x.txt")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.out.mid(text.out.indexOf("raw (512 bytes):\n") + 17));
    f.close();
    const Run again = cli({QStringLiteral("identify"), QStringLiteral("--decode-ata"), f.fileName(), QStringLiteral("--json")});
    QCOMPARE(again.code, 0);
    QCOMPARE(QJsonDocument::fromJson(again.out).object().value(QStringLiteral("raw_hex")), o.value(QStringLiteral("raw_hex")));
}

void TestDrivesCli::decodeNvmeDump()
{
    const Run r = cli({QStringLiteral("identify"), QStringLiteral("--decode-nvme"), fixture("identify/qemu-7.2-nvme-id-ctrl.bin"),
                       QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("model")).toString(), QStringLiteral("QEMU NVMe Ctrl"));
    const Run ns = cli({QStringLiteral("identify"), QStringLiteral("--decode-nvme-ns"), fixture("identify/qemu-7.2-nvme-id-ns.bin"),
                        QStringLiteral("--json")});
    QCOMPARE(ns.code, 0);
    QCOMPARE(QJsonDocument::fromJson(ns.out).object().value(QStringLiteral("block_size")).toInt(), 512);
}

void TestDrivesCli::wrongSizeIsRefused_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("size");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("NVMe, first 512 bytes only") << "--decode-nvme" << 512 << QByteArray("only the first 512 bytes");
    QTest::newRow("ATA given an NVMe page") << "--decode-ata" << 4096 << QByteArray("is it an NVMe dump?");
    QTest::newRow("ATA truncated") << "--decode-ata" << 300 << QByteArray("words 150-255 are missing");
    QTest::newRow("empty file") << "--decode-ata" << 0 << QByteArray("words 0-255 are missing");
}

void TestDrivesCli::wrongSizeIsRefused()
{
    QFETCH(QString, option);
    QFETCH(int, size);
    QFETCH(QByteArray, says);
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("dump.bin")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    QFile source(fixture("identify/qemu-7.2-nvme-id-ctrl.bin"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    f.write(source.read(size));
    f.close();
    const Run r = cli({QStringLiteral("identify"), option, f.fileName()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestDrivesCli::decodeMissingFile()
{
    const Run r = cli({QStringLiteral("identify"), QStringLiteral("--decode-ata"), QStringLiteral("/nonexistent/dump.bin")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("/nonexistent/dump.bin"));
}

void TestDrivesCli::identifyUsage()
{
    QCOMPARE(cli({QStringLiteral("identify")}).code, 2);
    QCOMPARE(cli({QStringLiteral("identify"), QStringLiteral("/dev/sda"), QStringLiteral("--decode-ata"), QStringLiteral("x")}).code, 2);
    QCOMPARE(cli({QStringLiteral("identify"), QStringLiteral("--decode-ata"), QStringLiteral("x"), QStringLiteral("--decode-nvme"), QStringLiteral("y")}).code, 2);
    QCOMPARE(cli({QStringLiteral("identify"), QStringLiteral("--help")}).code, 0);
}

void TestDrivesCli::identifyNotADrive()
{
    // /dev/null is a character device without SG_IO: a clear failure, never a crash.
    const Run r = cli({QStringLiteral("identify"), QStringLiteral("/dev/null")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("/dev/null"));
}

void TestDrivesCli::saveWritesOnlyTheNamedFile()
{
    // A failed identify writes nothing, not even the --save file.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("dump.bin"));
    const Run r = cli({QStringLiteral("identify"), QStringLiteral("/dev/null"), QStringLiteral("--save"), out});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(out));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
}

QTEST_GUILESS_MAIN(TestDrivesCli)
#include "tst_drivescli.moc"
