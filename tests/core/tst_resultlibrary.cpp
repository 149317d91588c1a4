// SPDX-License-Identifier: GPL-3.0-or-later
// The results library: exact round trips, history, edits, migrations, and what happens when the
// file is locked, damaged, or its writer is killed. Child processes are this binary started with
// --child-writer (see main() at the bottom).
#include <csignal>
#include <cstdio>

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include "core/results/libraryschema.h"
#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"
#include "tests/common/settingfixcheck.h"

using namespace drivebench;
using drivebench::testing::sampleRun;
using drivebench::test::namesSetting;

namespace {

QByteArray jsonBytes(const RunResult &run)
{
    return QJsonDocument(toJson(run)).toJson();
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A raw SQLite connection for the test's own checks; closed and removed by its destructor.
class RawDb
{
public:
    explicit RawDb(const QString &path, const QString &name = QStringLiteral("raw"))
        : m_name(name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_ok = db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool exec(const QString &sql)
    {
        QSqlQuery q(db());
        const bool done = q.exec(sql);
        if (!done)
            qWarning() << sql << q.lastError().text();
        return done;
    }
    qint64 scalar(const QString &sql)
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

private:
    QString m_name;
    bool m_ok = false;
};

// Live samples per test in the runs the two writers of twoProcessesWriteAtOnce store.
constexpr int kSharedSamples = 50;

// The first released schema, written out literally (not taken from libraryschema.cpp) so the
// migration test keeps testing a real version-1 file however the migration code changes.
const char *const kVersion1Schema[] = {
    "CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, result_schema INTEGER NOT NULL,"
    " tool_name TEXT, tool_version TEXT, target_path TEXT, target_kind TEXT, target_filesystem TEXT,"
    " target_device TEXT, target_size_bytes INTEGER, settings_json TEXT, drive_json TEXT,"
    " drive_model TEXT, drive_serial TEXT, drive_firmware TEXT, profile TEXT, started_at TEXT,"
    " finished_at TEXT, kernel TEXT, cpu TEXT, engine TEXT, cached INTEGER, comment TEXT,"
    " completed INTEGER, errors_json TEXT, stored_at TEXT)",
    "CREATE TABLE tests (id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
    " test_id TEXT, op TEXT, block_size INTEGER, queue_depth INTEGER, threads INTEGER,"
    " passes INTEGER, read_percent INTEGER, aggregation TEXT, bandwidth_bytes_per_s REAL, iops REAL,"
    " ios INTEGER, read_ios INTEGER, write_ios INTEGER, bytes_read INTEGER, bytes_written INTEGER,"
    " duration_s REAL, lat_min_us REAL, lat_mean_us REAL, lat_p50_us REAL, lat_p90_us REAL,"
    " lat_p99_us REAL, lat_p999_us REAL, lat_p9999_us REAL, lat_max_us REAL,"
    " read_latency_json TEXT, write_latency_json TEXT, spread_json TEXT, errors_json TEXT,"
    " completed INTEGER, extra_json TEXT)",
    "CREATE INDEX tests_by_run ON tests(run_id, position)",
    "CREATE TABLE thread_results (test_row INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,"
    " position INTEGER NOT NULL, thread INTEGER, bandwidth_bytes_per_s REAL, iops REAL, ios INTEGER,"
    " bytes INTEGER, latency_json TEXT)",
    "CREATE INDEX thread_results_by_test ON thread_results(test_row, position)",
    "CREATE TABLE samples (test_row INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,"
    " position INTEGER NOT NULL, time_s REAL, thread INTEGER, bytes INTEGER, ios INTEGER,"
    " latency_mean_us REAL, latency_max_us REAL)",
    "CREATE INDEX samples_by_test ON samples(test_row, position)",
};

ResultLibrary::Options quickBusy()
{
    ResultLibrary::Options o;
    o.busyTimeoutMs = 200; // the lock test needs to fail, not wait 10 s
    return o;
}

} // namespace

class TstResultLibrary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString dbPath(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void storeAndLoadIsExact()
    {
        auto lib = ResultLibrary::open(dbPath(QStringLiteral("exact.sqlite")));
        QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
        QCOMPARE((*lib)->schemaVersion(), kLibrarySchemaVersion);
        RunResult run = sampleRun(3);
        run.tests[1].completed = false;
        run.tests[2].figures = {};
        run.tests[3].perThread.clear();
        run.tests.push_back(testing::sampleTest(QStringLiteral("RND4K_Q32T16"), QStringLiteral("mix"),
                                                4096, 32, 16, 9, 320));
        run.tests.back().readPercent = 70;
        run.completed = false;
        Result<qint64> id = (*lib)->store(run);
        QVERIFY2(id, id ? "" : id.error().text().c_str());
        Result<RunResult> back = (*lib)->load(*id);
        QVERIFY2(back, back ? "" : back.error().text().c_str());
        QCOMPARE(back->tests.size(), run.tests.size());
        QCOMPARE(back->tests.back().samples.size(), std::size_t(320));
        QCOMPARE(back->tests.front().ios, run.tests.front().ios); // > 2^53, exact
        QCOMPARE(back->tests.back().perThread.size(), std::size_t(16));
        QCOMPARE(jsonBytes(*back), jsonBytes(run));
    }

    void emptyAndDefaultRunRoundTrips()
    {
        auto lib = ResultLibrary::open(dbPath(QStringLiteral("empty.sqlite")));
        QVERIFY(lib);
        RunResult run; // no tests, invalid dates, null strings
        Result<qint64> id = (*lib)->store(run);
        QVERIFY(id);
        Result<RunResult> back = (*lib)->load(*id);
        QVERIFY(back);
        QCOMPARE(jsonBytes(*back), jsonBytes(run));
        QVERIFY(!(*lib)->load(*id + 1000));
    }

    void historyNewestFirstAndFilter()
    {
        auto lib = ResultLibrary::open(dbPath(QStringLiteral("history.sqlite")));
        QVERIFY(lib);
        const qint64 a = *(*lib)->store(sampleRun(1));
        const qint64 b = *(*lib)->store(sampleRun(5, QStringLiteral("WDC WD40EFRX"), QStringLiteral("WD-1")));
        const qint64 c = *(*lib)->store(sampleRun(3), QStringLiteral("fio"));
        auto all = (*lib)->history();
        QVERIFY(all);
        QCOMPARE(all->size(), std::size_t(3));
        QCOMPARE(all->at(0).id, b); // 5 Nov, then 3 Nov, then 1 Nov
        QCOMPARE(all->at(1).id, c);
        QCOMPARE(all->at(2).id, a);
        QCOMPARE(all->at(1).source, QStringLiteral("fio"));
        QCOMPARE(all->at(0).driveModel, QStringLiteral("WDC WD40EFRX"));
        QCOMPARE(all->at(0).driveFirmware, QStringLiteral("5B2QGXA7"));
        QCOMPARE(all->at(0).profile, QStringLiteral("default"));
        QCOMPARE(all->at(0).testCount, 8);
        QCOMPARE(all->at(0).driveLabel(), QStringLiteral("WDC WD40EFRX (WD-1)"));
        {
            // No drive behind a tmpfs: named as the panel names it, then where it ran.
            RunResult ram = sampleRun(7);
            ram.drive = DriveRecord();
            ram.target.path = QStringLiteral("/dev/shm/bench");
            ram.target.filesystem = QStringLiteral("tmpfs");
            ram.target.device.clear();
            const qint64 id = *(*lib)->store(ram);
            Result<RunSummary> s = (*lib)->summary(id);
            QVERIFY(s);
            QCOMPARE(s->driveLabel(), QStringLiteral("tmpfs (RAM): /dev/shm/bench"));
            QVERIFY((*lib)->remove(id));
        }
        auto samsung = (*lib)->history({QStringLiteral("Samsung SSD 980 PRO 1TB"), {}, {}});
        QVERIFY(samsung);
        QCOMPARE(samsung->size(), std::size_t(2));
        auto none = (*lib)->history({QStringLiteral("Samsung SSD 980 PRO 1TB"), QStringLiteral("nope"), {}});
        QVERIFY(none);
        QVERIFY(none->empty());
    }

    void renameCommentDelete()
    {
        const QString path = dbPath(QStringLiteral("edit.sqlite"));
        auto lib = ResultLibrary::open(path);
        QVERIFY(lib);
        const qint64 keep = *(*lib)->store(sampleRun(1));
        const qint64 id = *(*lib)->store(sampleRun(2));
        QVERIFY((*lib)->rename(id, QStringLiteral("  before firmware  ")));
        QVERIFY((*lib)->setComment(id, QStringLiteral("on the X570 board")));
        QCOMPARE((*lib)->summary(id)->name, QStringLiteral("before firmware"));
        QCOMPARE((*lib)->load(id)->comment, QStringLiteral("on the X570 board"));
        QVERIFY(!(*lib)->rename(id + 100, QStringLiteral("x")));
        QVERIFY((*lib)->remove(id));
        QVERIFY(!(*lib)->load(id));
        Result<void> again = (*lib)->remove(id);
        QVERIFY(!again);
        QVERIFY(again.error().message.find("no run") != std::string::npos);
        QCOMPARE(jsonBytes(*(*lib)->load(keep)), jsonBytes(sampleRun(1)));
        RawDb raw(path);
        QVERIFY(raw.ok());
        // The cascade removed the deleted run's tests, threads and samples: only `keep`'s remain.
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM tests")), 8);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM samples")), 8 * 40);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM thread_results")), 8);
    }

    void migratesVersion1()
    {
        const QString path = dbPath(QStringLiteral("v1.sqlite"));
        {
            RawDb raw(path);
            QVERIFY(raw.ok());
            QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(kLibraryApplicationId)));
            for (const char *sql : kVersion1Schema)
                QVERIFY(raw.exec(QLatin1String(sql)));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO runs (result_schema, tool_name, tool_version, target_path, drive_json,"
                " drive_model, drive_serial, started_at, engine, cached, comment, completed,"
                " errors_json, settings_json) VALUES (1, 'DriveBench', '0.0.9', '/home', "
                "'{\"model\":\"Old SSD\",\"serial\":\"S1\"}', 'Old SSD', 'S1',"
                " '2025-01-02T03:04:05.006Z', 'psync', 0, 'v1 run', 1, '[]', '{}')")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO tests (run_id, position, test_id, op, block_size, queue_depth, threads,"
                " bandwidth_bytes_per_s, iops, lat_mean_us, completed) VALUES (1, 0, 'SEQ1M_Q8T1',"
                " 'read', 1048576, 8, 1, 3500000000.5, 3337.86, 2396.5, 1)")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO samples (test_row, position, time_s, thread, bytes, ios) VALUES (1, 0, 0.1, 0,"
                " 350000000, 333)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
        }
        auto lib = ResultLibrary::open(path);
        QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
        QCOMPARE((*lib)->schemaVersion(), kLibrarySchemaVersion);
        Result<RunSummary> s = (*lib)->summary(1);
        QVERIFY(s);
        QCOMPARE(s->name, QString());
        QCOMPARE(s->source, QStringLiteral("drivebench"));
        QCOMPARE(s->driveLabel(), QStringLiteral("Old SSD (S1)"));
        Result<RunResult> run = (*lib)->load(1);
        QVERIFY(run);
        QCOMPARE(run->comment, QStringLiteral("v1 run"));
        QCOMPARE(run->tests.front().bandwidthBytesPerS, 3500000000.5);
        QCOMPARE(run->tests.front().samples.front().bytes, quint64(350000000));
        QVERIFY((*lib)->rename(1, QStringLiteral("migrated")));
        QVERIFY((*lib)->store(sampleRun(4)));
        QCOMPARE(*(*lib)->integrityCheck(), QStringLiteral("ok"));
    }

    // A schema version this DriveBench cannot read is refused with the file untouched: a newer
    // one, and a negative one (PRAGMA user_version is a signed 32-bit number: a damaged file whose
    // version read negative made migrate() walk from there up to the current version, one
    // transaction per step; CI run 22's fuzz_library timeout, its stack in that loop; the same
    // case is tests/fuzz/corpus/library/negative-schema-version.sqlite).
    void unreadableSchemaIsRefusedUntouched_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<QString>("cause");
        QTest::newRow("newer") << 99 << QStringLiteral("newer");
        QTest::newRow("negative") << -285212672 << QStringLiteral("damaged");
    }
    void unreadableSchemaIsRefusedUntouched()
    {
        QFETCH(int, version);
        QFETCH(QString, cause);
        const QString path = dbPath(QStringLiteral("schema-%1.sqlite").arg(QTest::currentDataTag()));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(kLibraryApplicationId)));
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE runs (id INTEGER PRIMARY KEY)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        }
        const QByteArray before = fileBytes(path);
        auto lib = ResultLibrary::open(path);
        QVERIFY(!lib);
        const std::string text = lib.error().text();
        QVERIFY2(text.find(std::to_string(version)) != std::string::npos && text.find(cause.toStdString()) != std::string::npos,
                 text.c_str());
        QVERIFY(text.find(path.toStdString()) != std::string::npos);
        QCOMPARE(fileBytes(path), before);
    }

    void garbageFileIsReportedNotOverwritten_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expect");
        QByteArray garbage(8192, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = char((i * 7919 + 13) % 251);
        QTest::newRow("random bytes") << garbage << QStringLiteral("SQLite header");
        QTest::newRow("text file") << QByteArray("run,bandwidth\n1,2\n") << QStringLiteral("SQLite header");
        // A valid header followed by garbage: SQLite itself must refuse it.
        QByteArray damaged = QByteArray("SQLite format 3", 16) + garbage;
        QTest::newRow("damaged after header") << damaged << QStringLiteral("damaged");
    }

    void garbageFileIsReportedNotOverwritten()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expect);
        const QString path = dbPath(QStringLiteral("garbage-%1.sqlite").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        auto lib = ResultLibrary::open(path);
        QVERIFY(!lib);
        const std::string text = lib.error().text();
        QVERIFY2(text.find(path.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(text.find(expect.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(namesSetting(lib.error(), Setting::Library, QStringLiteral("FILE")), text.c_str());
        QCOMPARE(fileBytes(path), bytes);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void foreignSqliteIsRefused()
    {
        const QString path = dbPath(QStringLiteral("foreign.sqlite"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE moz_places (id INTEGER PRIMARY KEY)")));
        }
        const QByteArray before = fileBytes(path);
        auto lib = ResultLibrary::open(path);
        QVERIFY(!lib);
        QVERIFY(lib.error().message.find("another program") != std::string::npos);
        QCOMPARE(fileBytes(path), before);
    }

    void missingFileWithExistingOnly()
    {
        ResultLibrary::Options o;
        o.mode = ResultLibrary::OpenMode::ExistingOnly;
        const QString path = dbPath(QStringLiteral("nothing-here.sqlite"));
        auto lib = ResultLibrary::open(path, o);
        QVERIFY(!lib);
        QVERIFY(lib.error().message.find("no results library") != std::string::npos);
        QVERIFY(!QFile::exists(path));
    }

    void lockedLibraryFailsClearlyAndKeepsRuns()
    {
        const QString path = dbPath(QStringLiteral("locked.sqlite"));
        auto lib = ResultLibrary::open(path, quickBusy());
        QVERIFY(lib);
        const qint64 first = *(*lib)->store(sampleRun(1));
        RawDb other(path, QStringLiteral("other-writer"));
        QVERIFY(other.ok());
        QVERIFY(other.exec(QStringLiteral("BEGIN IMMEDIATE"))); // holds the write lock
        Result<qint64> blocked = (*lib)->store(sampleRun(2));
        QVERIFY(!blocked);
        const std::string text = blocked.error().text();
        QVERIFY2(text.find("locked") != std::string::npos, text.c_str());
        QVERIFY2(text.find(path.toStdString()) != std::string::npos, text.c_str());
        QVERIFY(!(*lib)->rename(first, QStringLiteral("x")));
        // Readers are not blocked by the writer in WAL mode.
        QVERIFY((*lib)->load(first));
        QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
        QVERIFY((*lib)->store(sampleRun(2)));
        QCOMPARE((*lib)->history()->size(), std::size_t(2));
        QCOMPARE(jsonBytes(*(*lib)->load(first)), jsonBytes(sampleRun(1)));
    }

    void killedWriterLeavesLibraryIntact()
    {
        const QString path = dbPath(QStringLiteral("killed.sqlite"));
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--child-writer"), path, QStringLiteral("-1")});
        QVERIFY(child.waitForStarted());
        // Let it commit a few runs, then kill it while it is writing the next one (each run is
        // thousands of rows, so most of the child's time is inside a transaction). The child says
        // "stored ID" after each commit; the file is never opened here while it is being created.
        int stored = 0;
        QByteArray out;
        while (stored < 3) {
            QVERIFY2(child.state() == QProcess::Running, "the writer exited on its own");
            QVERIFY2(child.waitForReadyRead(300000), "the writer stored fewer than 3 runs in 300 s");
            out += child.readAllStandardOutput();
            stored = int(out.count("stored "));
        }
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        auto lib = ResultLibrary::open(path);
        QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
        QCOMPARE(*(*lib)->integrityCheck(), QStringLiteral("ok"));
        const auto runs = (*lib)->history();
        QVERIFY(runs && runs->size() >= 3);
        // Every run present is complete: all-or-nothing, never half a run.
        for (const RunSummary &s : *runs) {
            Result<RunResult> r = (*lib)->load(s.id);
            QVERIFY(r);
            QCOMPARE(jsonBytes(*r), jsonBytes(sampleRun(int(s.id), QStringLiteral("Child"),
                                                         QStringLiteral("C1"), 500)));
        }
        QVERIFY((*lib)->store(sampleRun(1)));
    }

    void twoProcessesWriteAtOnce()
    {
        const QString path = dbPath(QStringLiteral("shared.sqlite"));
        QVERIFY(ResultLibrary::open(path)); // created before both start
        constexpr int kEach = 12;
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--child-writer"), path, QString::number(kEach)});
        QVERIFY(child.waitForStarted());
        ResultLibrary::Options patient; // a loaded 2-core machine can starve a writer for a while
        patient.busyTimeoutMs = 120000;
        auto lib = ResultLibrary::open(path, patient);
        QVERIFY(lib);
        for (int i = 0; i < kEach; ++i) {
            Result<qint64> id = (*lib)->store(sampleRun(100 + i, QStringLiteral("Parent"), QStringLiteral("P1"),
                                                        kSharedSamples));
            QVERIFY2(id, id ? "" : id.error().text().c_str());
        }
        QVERIFY(child.waitForFinished(120000));
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), 0);
        QCOMPARE((*lib)->history()->size(), std::size_t(2 * kEach));
        QCOMPARE((*lib)->history({QStringLiteral("Child"), {}, {}})->size(), std::size_t(kEach));
        QCOMPARE(*(*lib)->integrityCheck(), QStringLiteral("ok"));
    }

};

namespace {

/// The child writer: stores runs on drive "Child" (run N gets seed N); count < 0 = until killed,
/// with runs of thousands of rows (the kill lands inside a transaction), else smaller runs (two
/// writers take turns at the lock whatever a run's size; big ones only made it slow: 17 s here).
int childWriter(const QString &path, int count)
{
    const int samples = count < 0 ? 500 : kSharedSamples;
    ResultLibrary::Options o;
    o.busyTimeoutMs = 120000;
    auto lib = ResultLibrary::open(path, o);
    if (!lib) {
        QTextStream(stderr) << "child: " << QString::fromStdString(lib.error().text()) << '\n';
        return 1;
    }
    for (int i = 0; count < 0 || i < count; ++i) {
        // The seed is the id the run is about to get when this process is the only writer, so
        // the parent can rebuild what each stored run must equal.
        const auto runs = (*lib)->history();
        const int seed = runs ? int(runs->size()) + 1 : 0;
        Result<qint64> id = (*lib)->store(sampleRun(seed, QStringLiteral("Child"), QStringLiteral("C1"), samples));
        if (!id) {
            QTextStream(stderr) << "child: " << QString::fromStdString(id.error().text()) << '\n';
            return 1;
        }
        std::printf("stored %lld\n", static_cast<long long>(*id));
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc >= 4 && qstrcmp(argv[1], "--child-writer") == 0)
        return childWriter(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt());
    TstResultLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_resultlibrary.moc"
