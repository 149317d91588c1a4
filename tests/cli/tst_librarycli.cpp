// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli history/show/compare/export/import against a library in a temporary directory,
// run as a separate process the way users and scripts run it.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

struct Outcome
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

const QString kFioFixture = drivebench::testing::fixture("/results/fio-randread-4k-q32.json");
const QString kFioPlusFixture = drivebench::testing::fixture("/results/fio-write-randrw-jsonplus.json");

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstLibraryCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    Outcome cli(QStringList args, const QString &db = {})
    {
        args << QStringLiteral("--db") << (db.isEmpty() ? m_db : db);
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), args);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

    QJsonObject json(const Outcome &o) { return QJsonDocument::fromJson(o.out).object(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("lib.sqlite"));
        QVERIFY2(QFile::exists(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli")),
                 "drivebench-cli is not built (cmake --build the whole tree)");
    }

    void readCommandsOnAMissingLibraryCreateNothing()
    {
        const QString missing = m_dir.filePath(QStringLiteral("none.sqlite"));
        const Outcome o = cli({QStringLiteral("history")}, missing);
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains("no results library"), o.err.constData());
        QVERIFY(!QFile::exists(missing));
    }

    void importHistoryShow()
    {
        Outcome o = cli({QStringLiteral("import"), kFioFixture, kFioPlusFixture, QStringLiteral("--json")});
        QVERIFY2(o.code == 0, o.err.constData());
        const QJsonArray imported = json(o).value(QStringLiteral("imported")).toArray();
        QCOMPARE(imported.size(), 2);
        QCOMPARE(imported.at(0).toObject().value(QStringLiteral("id")).toInt(), 1);
        QCOMPARE(imported.at(1).toObject().value(QStringLiteral("tests")).toInt(), 3);

        o = cli({QStringLiteral("history"), QStringLiteral("--json")});
        QCOMPARE(o.code, 0);
        const QJsonArray runs = json(o).value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        for (const char *key : {"id", "started_at", "drive", "profile"})
            QVERIFY2(runs.at(0).toObject().contains(QLatin1String(key)), key);
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("profile")).toString(), QStringLiteral("fio"));

        o = cli({QStringLiteral("history")});
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains("[fio]"));

        o = cli({QStringLiteral("show"), QStringLiteral("1")});
        QCOMPARE(o.code, 0);
        // fio's own figures: bw_bytes 954038436 B/s, iops 232919.54023, clat mean is not shown
        // but lat_ns mean 136928.487463 ns is.
        QVERIFY2(o.out.contains("RND    4KiB (Q= 32, T= 1):   954.038 MB/s [ 232919.5 IOPS] <   136.93 us>"), o.out.constData());
    }

    void showJsonExportImportRoundTrip()
    {
        const Outcome shown = cli({QStringLiteral("show"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(shown.code, 0);
        QVERIFY(runFromJson(json(shown)));
        const QString exported = m_dir.filePath(QStringLiteral("run2.json"));
        Outcome o = cli({QStringLiteral("export"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json"),
                         QStringLiteral("-o"), exported});
        QVERIFY2(o.code == 0, o.err.constData());
        QCOMPARE(fileBytes(exported), shown.out);
        // Into the library it came from: the same run, named and skipped (issue 51 #8).
        o = cli({QStringLiteral("import"), exported, QStringLiteral("--json")});
        QCOMPARE(o.code, 0);
        QJsonObject row = json(o).value(QStringLiteral("imported")).toArray().at(0).toObject();
        QCOMPARE(row.value(QStringLiteral("id")).toInt(), 2);
        QVERIFY(row.value(QStringLiteral("already_stored")).toBool());
        QCOMPARE(cli({QStringLiteral("history"), QStringLiteral("--json")}).out.count("\"id\""), 2);
        // Into another library: a new run, marked imported, with the identical document.
        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        o = cli({QStringLiteral("import"), exported, QStringLiteral("--json")}, other);
        QCOMPARE(o.code, 0);
        row = json(o).value(QStringLiteral("imported")).toArray().at(0).toObject();
        QCOMPARE(row.value(QStringLiteral("source")).toString(), QStringLiteral("imported"));
        QVERIFY(!row.value(QStringLiteral("already_stored")).toBool());
        const Outcome again = cli({QStringLiteral("show"), QString::number(row.value(QStringLiteral("id")).toInt()),
                                   QStringLiteral("--json")}, other);
        QCOMPARE(again.out, shown.out); // identical figures, identical document

        o = cli({QStringLiteral("export"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(o.code, 0);
        QCOMPARE(o.out.count("\r\n"), 4); // header + 3 tests
        o = cli({QStringLiteral("export"), QStringLiteral("2")});
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains("[Write]"));
    }

    void exportsAFioJobForTheRun()
    {
        const Outcome o = cli({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("fio")});
        QVERIFY2(o.code == 0, o.err.constData());
        for (const char *line : {"[RND4K_Q32T1-read]", "rw=randread", "bs=4k", "iodepth=32", "numjobs=1",
                                 "filename=/dev/shm/dbfio-lib/drivebench-fio.tmp", "direct=0"})
            QVERIFY2(o.out.contains(line), line);
    }

    void runKeepsItsResultInTheLibrary()
    {
        // A short real run: its JSON file and `show ID --json` must be the same document.
        QTemporaryDir target;
        const QString db = m_dir.filePath(QStringLiteral("run.sqlite"));
        const QString json = m_dir.filePath(QStringLiteral("run.json"));
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                {QStringLiteral("run"), QStringLiteral("--target"), target.path(), QStringLiteral("--test"),
                 QStringLiteral("RND4K_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"), QStringLiteral("--size"),
                 QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--passes"),
                 QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--interval"),
                 QStringLiteral("0"), QStringLiteral("--buffered"), QStringLiteral("--json"), json,
                 QStringLiteral("--db"), db});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray out = p.readAllStandardOutput();
        const QByteArray err = p.readAllStandardError();
        // --buffered runs anywhere (no O_DIRECT needed): a failed run is a failure.
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, err.constData());
        QVERIFY2(out.contains("Kept as run 1 in "), out.constData());
        const Outcome shown = cli({QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--json")}, db);
        QCOMPARE(shown.code, 0);
        QCOMPARE(QJsonDocument::fromJson(shown.out), QJsonDocument::fromJson(fileBytes(json)));

        // --no-library keeps nothing.
        const QString none = m_dir.filePath(QStringLiteral("none-run.sqlite"));
        QProcess q;
        q.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                {QStringLiteral("run"), QStringLiteral("--target"), target.path(), QStringLiteral("--test"),
                 QStringLiteral("RND4K_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"), QStringLiteral("--size"),
                 QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("0.1"), QStringLiteral("--passes"),
                 QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--interval"),
                 QStringLiteral("0"), QStringLiteral("--buffered"), QStringLiteral("--no-library")});
        QVERIFY(q.waitForFinished(120000));
        QCOMPARE(q.exitCode(), 0);
        QVERIFY(!q.readAllStandardOutput().contains("Kept as run"));
    }

    void compareJson()
    {
        const Outcome o = cli({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--json")});
        QVERIFY2(o.code == 0, o.err.constData());
        const QJsonObject c = json(o);
        QCOMPARE(c.value(QStringLiteral("runs")).toArray(), (QJsonArray{1, 2}));
        // Run 2 lacks RND4K_Q32T1: it is not compared but listed with run 1's reading (MB/s).
        QJsonObject only;
        for (const QJsonValue &v : c.value(QStringLiteral("only_in")).toArray())
            if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("RND4K_Q32T1"))
                only = v.toObject();
        QVERIFY(!only.isEmpty());
        QCOMPARE(only.value(QStringLiteral("run")).toInt(), 1);
        QCOMPARE(only.value(QStringLiteral("unit")).toString(), QStringLiteral("MB/s"));
        QCOMPARE(only.value(QStringLiteral("value")).toDouble(), 954.038436);
        for (const QJsonValue &t : c.value(QStringLiteral("tests")).toArray())
            QCOMPARE(t.toObject().value(QStringLiteral("delta_pct")).toArray().size(), 2);
        const Outcome text = cli({QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2")});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("RND4K_Q32T1"));
    }

    void usageAndLookupErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("show no id") << QStringList{QStringLiteral("show")} << 2 << QByteArray("exactly one run id");
        QTest::newRow("show bad id") << QStringList{QStringLiteral("show"), QStringLiteral("abc")} << 2 << QByteArray("not a run id");
        QTest::newRow("show unknown id") << QStringList{QStringLiteral("show"), QStringLiteral("999")} << 1 << QByteArray("no run 999");
        QTest::newRow("compare one") << QStringList{QStringLiteral("compare"), QStringLiteral("1")} << 2 << QByteArray("2 to 6");
        QTest::newRow("compare seven") << QStringList{QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                                      QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7")}
                                       << 2 << QByteArray("2 to 6");
        QTest::newRow("export format") << QStringList{QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("xml")}
                                       << 2 << QByteArray("unknown format");
        QTest::newRow("import nothing") << QStringList{QStringLiteral("import")} << 2 << QByteArray("at least one FILE");
        QTest::newRow("import missing") << QStringList{QStringLiteral("import"), QStringLiteral("/nonexistent.json")} << 1 << QByteArray("/nonexistent.json");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("history"), QStringLiteral("--bogus")} << 2 << QByteArray("bogus");
    }

    void usageAndLookupErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QByteArray, message);
        const Outcome o = cli(args);
        QCOMPARE(o.code, code);
        QVERIFY2(o.err.contains(message), o.err.constData());
    }

    void corruptLibraryIsReportedAndKept()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.sqlite"));
        const QByteArray garbage(4096, '\x5a');
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(garbage);
        }
        for (const QStringList &args : {QStringList{QStringLiteral("history")}, QStringList{QStringLiteral("import"), kFioFixture}}) {
            const Outcome o = cli(args, bad);
            QCOMPARE(o.code, 1);
            QVERIFY2(o.err.contains(bad.toUtf8()), o.err.constData());
            QVERIFY2(o.err.contains("left untouched"), o.err.constData());
        }
        QCOMPARE(fileBytes(bad), garbage);
    }

    void cliAndAppWriteAtOnce()
    {
        // The CLI imports 8 files in one process while this process (standing in for the GUI)
        // stores 8 runs: both finish, nothing is lost, the file stays consistent.
        const QString db = m_dir.filePath(QStringLiteral("both.sqlite"));
        QVERIFY(ResultLibrary::open(db));
        // Eight different runs (a run already stored is not stored again): the fixture, each
        // copy reported a millisecond later.
        QStringList args{QStringLiteral("import")};
        const QByteArray fixture = fileBytes(kFioPlusFixture);
        QVERIFY(fixture.contains("\"timestamp_ms\" : 1795981787665"));
        for (int i = 0; i < 8; ++i) {
            const QString copy = m_dir.filePath(QStringLiteral("fio-%1.json").arg(i));
            QFile f(copy);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(fixture).replace("\"timestamp_ms\" : 1795981787665",
                                                "\"timestamp_ms\" : 179598178" + QByteArray::number(7665 + i)));
            args << copy;
        }
        args << QStringLiteral("--db") << db;
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), args);
        QVERIFY(p.waitForStarted());
        ResultLibrary::Options patient; // a loaded 2-core machine can starve a writer for a while
        patient.busyTimeoutMs = 120000;
        auto lib = ResultLibrary::open(db, patient);
        QVERIFY(lib);
        for (int i = 0; i < 8; ++i)
            QVERIFY((*lib)->store(testing::sampleRun(i, QStringLiteral("GUI"), QStringLiteral("G1"), 50)));
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE((*lib)->history()->size(), std::size_t(16));
        QCOMPARE(*(*lib)->integrityCheck(), QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(TstLibraryCli)
#include "tst_librarycli.moc"
