// SPDX-License-Identifier: GPL-3.0-or-later
// Each drive keeps its history: runs are kept by the drive's identity (WWN, else model and
// serial), not its device name; two drives keep apart, a drive that moves from sda to sdb keeps
// its runs, `history --drive ID` takes the serial, the WWN or the key, and a version 3 library
// migrates with its runs' keys filled in.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/driveidentity.h"
#include "core/results/libraryschema.h"
#include "core/results/resultlibrary.h"
#include "core/results/runrecordjson.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;

namespace {

/// A run on the drive `model`/`serial` seen as /dev/<device>, with a WWN when wwn is not empty.
RunResult runOn(int seed, const QString &model, const QString &serial, const QString &device,
                const QString &wwn = {})
{
    RunResult r = testing::sampleRun(seed, model, serial, 2);
    r.drive.name = device;
    r.drive.path = QStringLiteral("/dev/") + device;
    if (!wwn.isEmpty())
        r.drive.wwn = wwn;
    r.target.device = QStringLiteral("/dev/") + device;
    return r;
}

QList<qint64> ids(const std::vector<RunSummary> &runs)
{
    QList<qint64> out;
    for (const RunSummary &s : runs)
        out << s.id;
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TstDriveHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void identity_data()
    {
        QTest::addColumn<QString>("wwn");
        QTest::addColumn<QString>("serial");
        QTest::addColumn<QString>("key");
        QTest::newRow("NAA WWN") << QStringLiteral("naa.5002538E40A1B2C3") << QStringLiteral("S1") << QStringLiteral("wwn:5002538e40a1b2c3");
        QTest::newRow("EUI-64") << QStringLiteral("eui.0025388b91b2c3d4") << QStringLiteral("S1") << QStringLiteral("wwn:0025388b91b2c3d4");
        QTest::newRow("NGUID") << QStringLiteral("eui.6479a74b30e00001002538b911c2d3e4") << QString() << QStringLiteral("wwn:6479a74b30e00001002538b911c2d3e4");
        QTest::newRow("t10 text is no WWN") << QStringLiteral("t10.ATA     QEMU HARDDISK") << QStringLiteral("QM1") << QStringLiteral("serial:M/QM1");
        QTest::newRow("zeros are no WWN") << QStringLiteral("eui.0000000000000000") << QStringLiteral("S2") << QStringLiteral("serial:M/S2");
        QTest::newRow("serial only") << QString() << QStringLiteral(" S3 ") << QStringLiteral("serial:M/S3");
        QTest::newRow("nothing: tmpfs") << QString() << QString() << QString();
    }

    void identity()
    {
        QFETCH(QString, wwn);
        QFETCH(QString, serial);
        QFETCH(QString, key);
        QJsonObject drive{{QStringLiteral("model"), QStringLiteral("M")}, {QStringLiteral("serial"), serial}};
        if (!wwn.isEmpty())
            drive.insert(QStringLiteral("wwn"), wwn);
        QCOMPARE(driveKey(driveFromJson(drive)), key);
    }

    void drivesKeepApartAndFollowTheirIdentity()
    {
        QVERIFY(m_dir.isValid());
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(lib);
        const QString wwn = QStringLiteral("naa.5002538e40a1b2c3");
        // Drive A, SATA with a WWN: sda, then sdb after a reboot, then with its serial read
        // differently (a USB bridge): the WWN still names it.
        const qint64 a1 = *(*lib)->store(runOn(1, QStringLiteral("Samsung SSD 870"), QStringLiteral("S6P"), QStringLiteral("sda"), wwn));
        const qint64 a2 = *(*lib)->store(runOn(2, QStringLiteral("Samsung SSD 870"), QStringLiteral("S6P"), QStringLiteral("sdb"), wwn));
        const qint64 a3 = *(*lib)->store(runOn(3, QStringLiteral("Samsung SSD 870 (USB)"), QStringLiteral("0000S6P"), QStringLiteral("sdc"), wwn));
        // Drive B, no WWN: sdb (the name A had), then sda.
        const qint64 b1 = *(*lib)->store(runOn(4, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1"), QStringLiteral("sdb")));
        const qint64 b2 = *(*lib)->store(runOn(5, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1"), QStringLiteral("sda")));
        // Drive C: the same model as B, another serial.
        const qint64 c1 = *(*lib)->store(runOn(6, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-2"), QStringLiteral("sdb")));
        // A tmpfs run: no drive at all, in no drive's history.
        RunResult tmpfs = testing::sampleRun(7, QString(), QString(), 2);
        tmpfs.drive = {};
        const qint64 t1 = *(*lib)->store(tmpfs);

        const auto history = [&](const QString &id) {
            RunFilter f;
            f.drive = id;
            auto runs = (*lib)->history(f);
            return runs ? ids(*runs) : QList<qint64>{-1};
        };
        QCOMPARE(history(wwn), (QList<qint64>{a1, a2, a3}));
        QCOMPARE(history(QStringLiteral("5002538E40A1B2C3")), (QList<qint64>{a1, a2, a3}));
        QCOMPARE(history(QStringLiteral("wwn:5002538e40a1b2c3")), (QList<qint64>{a1, a2, a3}));
        QCOMPARE(history(QStringLiteral("S6P")), (QList<qint64>{a1, a2}));  // by serial: as the serial reads
        QCOMPARE(history(QStringLiteral("WD-1")), (QList<qint64>{b1, b2}));
        QCOMPARE(history(QStringLiteral("serial:WDC WD40EFRX/WD-1")), (QList<qint64>{b1, b2}));
        QCOMPARE(history(QStringLiteral("WD-2")), (QList<qint64>{c1}));
        QCOMPARE(history(QStringLiteral("sdb")), QList<qint64>{}); // a device name names no drive
        QCOMPARE(history(QStringLiteral("nosuch")), QList<qint64>{});
        auto all = (*lib)->history();
        QCOMPARE(ids(*all), (QList<qint64>{a1, a2, a3, b1, b2, c1, t1}));
        auto s = (*lib)->summary(a3);
        QVERIFY(s);
        QCOMPARE(s->driveKey, QStringLiteral("wwn:5002538e40a1b2c3"));
        QCOMPARE(s->driveWwn, QStringLiteral("5002538e40a1b2c3"));
        QCOMPARE((*lib)->summary(t1)->driveKey, QString());
    }

    void cliHistoryByDrive()
    {
        const QString cli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");
        QVERIFY2(QFile::exists(cli), "drivebench-cli is not built");
        const QString db = m_dir.filePath(QStringLiteral("h.sqlite"));
        QProcess p;
        p.start(cli, {QStringLiteral("history"), QStringLiteral("--drive"), QStringLiteral("WD-1"), QStringLiteral("--json"),
                      QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonArray runs = doc.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        // The drive's trend per test: 8 tests, each with both runs, oldest first.
        const QJsonArray trends = doc.value(QStringLiteral("trends")).toArray();
        QCOMPARE(trends.size(), 8);
        const QJsonArray points = trends.at(0).toObject().value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 2);
        QVERIFY(points.at(0).toObject().value(QStringLiteral("started_at")).toString()
                < points.at(1).toObject().value(QStringLiteral("started_at")).toString());
        for (const QJsonValue &v : runs) {
            QCOMPARE(v.toObject().value(QStringLiteral("drive_key")).toString(), QStringLiteral("serial:WDC WD40EFRX/WD-1"));
            const QJsonValue id = v.toObject().value(QStringLiteral("id"));
            QVERIFY(id.isDouble() && id.toDouble() == double(id.toInteger())); // ids stay integers
        }
        // The table: each test against the first run, and whether its spread was measured.
        p.start(cli, {QStringLiteral("history"), QStringLiteral("--drive"), QStringLiteral("WD-1"), QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString table = QString::fromUtf8(p.readAllStandardOutput());
        // Two runs of several passes each: the spread is measured (pass to pass).
        QVERIFY2(table.contains(QLatin1String("+20.0 % against the first run (spread 10.5 %)")), qPrintable(table));
        QVERIFY2(!table.contains(QLatin1String("(spread 0.0 %)")), qPrintable(table));
        p.start(cli, {QStringLiteral("history"), QStringLiteral("--drive"), QStringLiteral("eui.5002538e40a1b2c3"),
                      QStringLiteral("--json"), QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("runs")).toArray().size(), 3);
        p.start(cli, {QStringLiteral("history"), QStringLiteral("--drive"), QStringLiteral("sdb"), QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().contains("No runs on a drive sdb"));
    }

    void version3LibraryGetsDriveKeys()
    {
        const QString path = m_dir.filePath(QStringLiteral("v3.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (int v = 1; v <= 3; ++v)
                for (const QString &sql : libraryMigration(v))
                    QVERIFY2(q.exec(sql), qPrintable(sql));
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO runs (result_schema, drive_json, drive_model, drive_serial, started_at, completed)"
                " VALUES (1, '{\"model\":\"Old SSD\",\"serial\":\"S1\",\"name\":\"sda\"}', 'Old SSD', 'S1', '2025-01-02T03:04:05.006Z', 1),"
                " (1, '{\"model\":\"Old SSD\",\"serial\":\"S1\",\"name\":\"sdb\"}', 'Old SSD', 'S1', '2025-02-02T03:04:05.006Z', 1),"
                " (1, '{\"model\":\"NVMe\",\"serial\":\"N1\",\"wwn\":\"eui.0025388B91B2C3D4\"}', 'NVMe', 'N1', '2025-03-02T03:04:05.006Z', 1),"
                " (1, 'not json', '', '', '2025-04-02T03:04:05.006Z', 1)")));
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 3")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        auto lib = ResultLibrary::open(path);
        QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
        QCOMPARE((*lib)->schemaVersion(), 4);
        RunFilter f;
        f.drive = QStringLiteral("S1");
        QCOMPARE(ids(*(*lib)->history(f)), (QList<qint64>{1, 2}));
        f.drive = QStringLiteral("0025388b91b2c3d4");
        QCOMPARE(ids(*(*lib)->history(f)), (QList<qint64>{3}));
        QCOMPARE((*lib)->summary(1)->driveKey, QStringLiteral("serial:Old SSD/S1"));
        QCOMPARE((*lib)->summary(3)->driveKey, QStringLiteral("wwn:0025388b91b2c3d4"));
        QCOMPARE((*lib)->summary(4)->driveKey, QString());
        // A run stored now on the same drive joins the migrated history under the same key.
        QVERIFY((*lib)->store(runOn(9, QStringLiteral("Old SSD"), QStringLiteral("S1"), QStringLiteral("sdc"))));
        f.drive = QStringLiteral("serial:Old SSD/S1");
        QCOMPARE((*lib)->history(f)->size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(TstDriveHistory)
#include "tst_drivehistory.moc"
