// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultlibrary.h"

#include "core/results/runorigin.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>
#include <QVariant>

#include "core/results/driveidentity.h"
#include "core/results/libraryschema.h"
#include "core/results/resultjson.h"
#include "core/results/workloadfiguresjson.h"
#include "core/results/runrecordjson.h"
#include "core/util/utctime.h"

namespace drivebench {

namespace {

// SQLite primary result codes (sqlite3.h) that deserve their own explanation.
enum SqliteCode : int {
    kSqlitePerm = 3, kSqliteBusy = 5, kSqliteLocked = 6, kSqliteReadOnly = 8, kSqliteIoErr = 10,
    kSqliteCorrupt = 11, kSqliteFull = 13, kSqliteCantOpen = 14, kSqliteProtocol = 15, kSqliteNotADb = 26,
};

const QString kDbHint = QStringLiteral("or choose another library with {1}");
/// The fix kDbHint names: another library file.
SettingFixes libraryFix() { return {{Setting::Library, QStringLiteral("FILE")}}; }

Error corruptError(const QString &path, const QString &detail)
{
    return Error::make(
        std::errc::illegal_byte_sequence,
        QStringLiteral("the results library %1 is damaged or not a DriveBench library (%2); it was "
                       "left untouched")
            .arg(path, detail)
            .toStdString(),
        QStringLiteral("restore it from a backup, or move it aside so DriveBench starts a new one, "
                       "or recover what is readable with: sqlite3 '%1' .recover | sqlite3 "
                       "recovered.sqlite; %2")
            .arg(path, kDbHint)
            .toStdString(), libraryFix());
}

/// Turns a failed SQLite call into an Error naming the file, the cause and the fix.
Error sqlError(const QString &path, const QString &what, const QSqlError &e)
{
    const int code = e.nativeErrorCode().toInt() & 0xff; // extended codes keep the primary low byte
    const QString detail = e.databaseText().isEmpty() ? e.text() : e.databaseText();
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
    case kSqliteProtocol: // a WAL lock race that SQLite gave up retrying: as transient as BUSY
        return Error::make(
            std::errc::device_or_resource_busy,
            QStringLiteral("the results library %1 is locked by another program writing to it (%2: %3)")
                .arg(path, what, detail)
                .toStdString(),
            QStringLiteral("wait until the other DriveBench window or drivebench-cli finishes and "
                           "try again, %1")
                .arg(kDbHint)
                .toStdString(), libraryFix());
    case kSqliteCorrupt:
    case kSqliteNotADb:
        return corruptError(path, detail);
    case kSqliteReadOnly:
    case kSqlitePerm:
    case kSqliteCantOpen:
        return Error::make(
            std::errc::permission_denied,
            QStringLiteral("cannot write the results library %1 (%2: %3)").arg(path, what, detail).toStdString(),
            QStringLiteral("make the file and its directory writable by you (it needs to create "
                           "%1-wal and %1-shm beside it), %2")
                .arg(QFileInfo(path).fileName(), kDbHint)
                .toStdString(), libraryFix());
    case kSqliteFull:
        return Error::make(std::errc::no_space_on_device,
                           QStringLiteral("the disk holding the results library %1 is full (%2)")
                               .arg(path, what)
                               .toStdString(),
                           QStringLiteral("free some space there, %1").arg(kDbHint).toStdString(), libraryFix());
    case kSqliteIoErr:
    default:
        return Error::make(std::errc::io_error,
                           QStringLiteral("results library %1: %2 failed: %3").arg(path, what, detail).toStdString(),
                           QStringLiteral("check the disk holding it (dmesg), %1").arg(kDbHint).toStdString(), libraryFix());
    }
}

QString jsonText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString jsonText(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QJsonObject jsonObject(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

QJsonArray jsonArray(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).array();
}

QStringList stringList(const QVariant &v)
{
    QStringList out;
    for (const QJsonValue &e : jsonArray(v))
        out << e.toString();
    return out;
}

// A null QString binds as SQL NULL; bind "" instead so what comes back compares equal.
QVariant text(const QString &s) { return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s); }
QVariant u64(std::uint64_t v) { return QVariant(qint64(v)); }
std::uint64_t toU64(const QVariant &v) { return std::uint64_t(v.toLongLong()); }

QDateTime fromIso(const QVariant &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

/// The first of a drive's fields that is not empty (trimmed).
QString driveField(std::initializer_list<std::optional<QString>> fields)
{
    for (const std::optional<QString> &f : fields) {
        const QString v = f.value_or(QString()).trimmed();
        if (!v.isEmpty())
            return v;
    }
    return {};
}

// The result-format keys the columns hold; any other key toJson() writes (a field added to the
// format after this code) goes to other_json and is merged back on load.
const QStringList kRunColumnKeys = {
    QStringLiteral("schema_version"), QStringLiteral("tool"), QStringLiteral("target"),
    QStringLiteral("settings"), QStringLiteral("drive"), QStringLiteral("started_at"),
    QStringLiteral("finished_at"), QStringLiteral("environment"), QStringLiteral("engine"),
    QStringLiteral("cached"), QStringLiteral("comment"), QStringLiteral("completed"),
    QStringLiteral("tests"), QStringLiteral("errors")};
const QStringList kTestColumnKeys = {
    QStringLiteral("id"), QStringLiteral("op"), QStringLiteral("block_size"),
    QStringLiteral("queue_depth"), QStringLiteral("threads"), QStringLiteral("passes"),
    QStringLiteral("read_percent"), QStringLiteral("aggregation"),
    QStringLiteral("bandwidth_bytes_per_s"), QStringLiteral("iops"), QStringLiteral("ios"),
    QStringLiteral("read_ios"), QStringLiteral("write_ios"), QStringLiteral("bytes_read"),
    QStringLiteral("bytes_written"), QStringLiteral("duration_s"), QStringLiteral("latency_us"),
    QStringLiteral("read_latency_us"), QStringLiteral("write_latency_us"), QStringLiteral("spread"),
    QStringLiteral("per_thread"), QStringLiteral("samples"), QStringLiteral("errors"),
    QStringLiteral("completed"), QStringLiteral("extra")};

QJsonObject otherKeys(const QJsonObject &json, const QStringList &columnKeys)
{
    QJsonObject other;
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!columnKeys.contains(it.key()))
            other.insert(it.key(), it.value());
    return other;
}

/// The test without samples and per-thread rows: what toJson() needs to find other keys, without
/// serialising up to 10^5 samples that have their own table.
TestResult withoutBulk(const TestResult &t)
{
    TestResult light = t;
    light.samples.clear();
    light.perThread.clear();
    return light;
}

QJsonObject merged(QJsonObject json, const QJsonObject &other)
{
    for (auto it = other.begin(); it != other.end(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

/// Adds the fields kept in other_json to a test read from the columns. Reparsing goes through
/// JSON doubles, so the 64-bit counters and arrays are taken from the columns again.
TestResult withOther(TestResult t, const QJsonObject &other)
{
    if (other.isEmpty())
        return t;
    Result<TestResult> parsed = testFromJson(merged(toJson(t), other));
    if (!parsed)
        return t;
    TestResult out = std::move(*parsed);
    out.ios = t.ios;
    out.readIos = t.readIos;
    out.writeIos = t.writeIos;
    out.bytesRead = t.bytesRead;
    out.bytesWritten = t.bytesWritten;
    out.perThread = std::move(t.perThread);
    out.samples = std::move(t.samples);
    return out;
}

RunResult withOther(RunResult run, const QJsonObject &other)
{
    if (other.isEmpty())
        return run;
    std::vector<TestResult> tests = std::move(run.tests);
    run.tests.clear();
    Result<RunResult> parsed = runFromJson(merged(toJson(run), other));
    if (!parsed) {
        run.tests = std::move(tests);
        return run;
    }
    RunResult out = std::move(*parsed);
    out.target.sizeBytes = run.target.sizeBytes;
    out.tests = std::move(tests);
    return out;
}

/// Binds values to the positional placeholders of a prepared statement, in order.
void bindAll(QSqlQuery &q, const QVariantList &values)
{
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
}

/// Runs a prepared statement, turning a failure into an Error.
Result<void> exec(QSqlQuery &q, const QString &path, const QString &what)
{
    if (!q.exec())
        return sqlError(path, what, q.lastError());
    return {};
}

/// Rolls back unless commit() succeeded, so an error path never leaves half a run (or, for a
/// read, an open snapshot).
class Transaction
{
public:
    /// Write: BEGIN IMMEDIATE takes the write lock up front, so the busy timeout applies (a
    /// deferred transaction that upgrades from read to write fails at once when another writer
    /// won). Read: one snapshot for every statement until commit().
    enum class Kind { Write, Read };

    Transaction(QSqlDatabase db, QString path, Kind kind = Kind::Write)
        : m_db(std::move(db)), m_path(std::move(path)), m_kind(kind)
    {
    }
    ~Transaction()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    Result<void> begin()
    {
        QSqlQuery q(m_db);
        const bool write = m_kind == Kind::Write;
        if (!q.exec(write ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN")))
            return sqlError(m_path, write ? QStringLiteral("starting a write") : QStringLiteral("starting a read"),
                            q.lastError());
        m_open = true;
        return {};
    }
    Result<void> commit()
    {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT")))
            return sqlError(m_path, QStringLiteral("committing"), q.lastError());
        m_open = false;
        return {};
    }

private:
    QSqlDatabase m_db;
    QString m_path;
    Kind m_kind;
    bool m_open = false;
};

/// Checks the first 16 bytes: an existing non-empty file must be an SQLite database.
Result<void> checkHeader(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(std::errc::permission_denied,
                           QStringLiteral("cannot read the results library %1: %2")
                               .arg(path, f.errorString())
                               .toStdString(),
                           QStringLiteral("make it readable by you, %1").arg(kDbHint).toStdString(), libraryFix());
    const QByteArray head = f.read(16);
    static constexpr char kMagic[] = "SQLite format 3"; // followed by a NUL: 16 bytes
    if (head.size() < 16 || head != QByteArray(kMagic, 16))
        return corruptError(path, QStringLiteral("it does not start with the SQLite header"));
    return {};
}

} // namespace

QString RunSummary::driveLabel() const
{
    if (driveModel.isEmpty()) {
        // A target with no drive behind it named as the panel names it: "tmpfs (RAM)" first.
        if (!targetFilesystem.isEmpty() && targetDevice.isEmpty() && !targetPath.isEmpty())
            return QStringLiteral("%1: %2").arg(fileSystemText(targetFilesystem), targetPath);
        return targetPath;
    }
    return driveSerial.isEmpty() ? driveModel : QStringLiteral("%1 (%2)").arg(driveModel, driveSerial);
}

QString defaultLibraryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/results.sqlite");
}

ResultLibrary::ResultLibrary(QString path, QString connectionName)
    : m_path(std::move(path)), m_connection(std::move(connectionName))
{
}

ResultLibrary::~ResultLibrary()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<ResultLibrary>> ResultLibrary::open(const QString &path)
{
    return open(path, Options{});
}

Result<std::unique_ptr<ResultLibrary>> ResultLibrary::open(const QString &givenPath, Options options)
{
    const QString path = QFileInfo(givenPath).absoluteFilePath();
    const QFileInfo info(path);
    if (info.isDir())
        return Error::make(std::errc::is_a_directory,
                           QStringLiteral("the results library %1 is a directory").arg(path).toStdString(),
                           "name a file, e.g. {1}", {{Setting::Library, path + QStringLiteral("/results.sqlite")}});
    if (!info.exists()) {
        if (options.mode == OpenMode::ExistingOnly)
            return Error::make(std::errc::no_such_file_or_directory,
                               QStringLiteral("there is no results library at %1 yet").arg(path).toStdString(),
                               QStringLiteral("run a benchmark or 'drivebench-cli import FILE' to start "
                                              "one, %1")
                                   .arg(kDbHint)
                                   .toStdString(), libraryFix());
        if (!QDir().mkpath(info.absolutePath()))
            return Error::make(std::errc::permission_denied,
                               QStringLiteral("cannot create the directory %1 for the results library")
                                   .arg(info.absolutePath())
                                   .toStdString(),
                               QStringLiteral("create it or make its parent writable, %1").arg(kDbHint).toStdString(), libraryFix());
    } else if (info.size() > 0) {
        if (Result<void> header = checkHeader(path); !header)
            return header.error();
    }

    const QString name = QStringLiteral("drivebench-library-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<ResultLibrary> library(new ResultLibrary(path, name));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        if (!db.isValid())
            return Error::make(std::errc::not_supported,
                               "the Qt SQLite driver (QSQLITE) is not installed",
                               "install the package libqt6sql6-sqlite");
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs));
        if (!db.open())
            return sqlError(path, QStringLiteral("opening"), db.lastError());
    }
    // Another DriveBench process may be creating, migrating or switching this file to WAL at this
    // very moment. Each step sees the library whole or not at all (creation is one transaction,
    // the ownership check reads one snapshot), and where SQLite answers "busy" without waiting
    // (it does when waiting could deadlock, and around the switch to WAL) the steps are tried
    // again until the busy timeout has passed: a library being created is waited for, never judged.
    const QDeadlineTimer deadline(std::max(0, options.busyTimeoutMs));
    for (int attempt = 0;; ++attempt) {
        Result<void> r = library->setUp(options);
        if (r)
            return library;
        if (r.error().code != std::make_error_code(std::errc::device_or_resource_busy) || deadline.hasExpired())
            return r.error();
        // 5 to 40 ms, growing, so processes that met at one instant part.
        QThread::msleep(static_cast<unsigned long>(std::min(40, 5 + 5 * attempt)) + QRandomGenerator::global()->bounded(5u));
    }
}

Result<void> ResultLibrary::setUp(const Options &options)
{
    if (Result<void> r = configure(options); !r)
        return r;
    // Ownership and version are checked before WAL is switched on, which rewrites the header.
    if (Result<void> r = checkOwnership(); !r)
        return r;
    if (Result<void> r = enableWal(); !r)
        return r;
    return migrate();
}

Result<void> ResultLibrary::configure(const Options &)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // Reading the schema first makes SQLite parse the header and first page: a damaged file fails
    // here, before anything is written.
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
        return sqlError(m_path, QStringLiteral("reading the schema"), q.lastError());
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return sqlError(m_path, QStringLiteral("enabling foreign keys"), q.lastError());
    return {};
}

int ResultLibrary::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

Result<void> ResultLibrary::checkOwnership()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // One snapshot for the three reads: read one by one, a library another process created in
    // between showed tables without its application id, and was called another program's.
    Transaction snapshot(db, m_path, Transaction::Kind::Read);
    if (Result<void> r = snapshot.begin(); !r)
        return r;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next())
        return sqlError(m_path, QStringLiteral("reading the schema"), q.lastError());
    const bool empty = q.value(0).toInt() == 0;
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return sqlError(m_path, QStringLiteral("reading the application id"), q.lastError());
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return sqlError(m_path, QStringLiteral("reading the schema version"), q.lastError());
    const int storedVersion = q.value(0).toInt();
    q.finish();
    if (Result<void> r = snapshot.commit(); !r)
        return r;
    if (!empty && appId != kLibraryApplicationId)
        return Error::make(
            std::errc::invalid_argument,
            QStringLiteral("%1 is an SQLite database of another program, not a DriveBench results "
                           "library; it was left untouched")
                .arg(m_path)
                .toStdString(),
            "choose another file with {1}", libraryFix());
    const int version = empty ? 0 : storedVersion;
    // PRAGMA user_version is any 32-bit number; DriveBench writes 1 to kLibrarySchemaVersion. A
    // negative one is damage (and would make migrate() walk two billion steps).
    if (version < 0)
        return corruptError(m_path, QStringLiteral("its schema version reads %1, which no DriveBench "
                                                   "writes").arg(version));
    if (version > kLibrarySchemaVersion)
        return Error::make(
            std::errc::not_supported,
            QStringLiteral("the results library %1 has schema version %2, written by a newer "
                           "DriveBench (this one reads up to %3); it was left untouched")
                .arg(m_path)
                .arg(version)
                .arg(kLibrarySchemaVersion)
                .toStdString(),
            QStringLiteral("update DriveBench, %1").arg(kDbHint).toStdString(), libraryFix());
    return {};
}

Result<void> ResultLibrary::enableWal()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // WAL: readers never block the writer and a killed writer leaves the last commit intact.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next())
        return sqlError(m_path, QStringLiteral("switching to WAL"), q.lastError());
    if (q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return Error::make(std::errc::not_supported,
                           QStringLiteral("the results library %1 cannot use write-ahead logging "
                                          "(journal mode stays '%2')")
                               .arg(m_path, q.value(0).toString())
                               .toStdString(),
                           QStringLiteral("keep the library on a local filesystem (not NFS/SMB), %1")
                               .arg(kDbHint)
                               .toStdString(), libraryFix());
    // FULL: a committed run survives a power cut too, not just a crash; stores are rare.
    if (!q.exec(QStringLiteral("PRAGMA synchronous = FULL")))
        return sqlError(m_path, QStringLiteral("setting synchronous"), q.lastError());
    return {};
}

Result<void> ResultLibrary::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    const int version = schemaVersion();
    if (version < 0) // checkOwnership() refuses these; never walk from a negative version
        return corruptError(m_path, QStringLiteral("its schema version cannot be read"));
    for (int step = version + 1; step <= kLibrarySchemaVersion; ++step) {
        // One transaction per step (SQLite DDL is transactional): a failed step leaves the
        // file at the previous version with every run in it.
        Transaction tx(db, m_path);
        if (Result<void> r = tx.begin(); !r)
            return r;
        // Another process may have migrated while we waited for the lock.
        if (schemaVersion() >= step)
            continue;
        for (const QString &sql : libraryMigration(step)) {
            if (!q.exec(sql))
                return sqlError(m_path, QStringLiteral("migrating to schema version %1").arg(step),
                                q.lastError());
        }
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(step)))
            return sqlError(m_path, QStringLiteral("migrating to schema version %1").arg(step), q.lastError());
        if (Result<void> r = tx.commit(); !r)
            return r;
    }
    return {};
}

Result<qint64> ResultLibrary::store(const RunResult &run, const QString &source)
{
    if (measuredNothing(run))
        return Error::make(std::errc::invalid_argument,
                           "every test of the run was skipped, so it measured nothing",
                           "nothing to keep: see the run's notes for why each test could not run");
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    Transaction tx(db, m_path);
    if (Result<void> r = tx.begin(); !r)
        return r.error();

    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO runs (result_schema, tool_name, tool_version, target_path, target_kind,"
        " target_filesystem, target_device, target_size_bytes, settings_json, drive_json,"
        " drive_model, drive_serial, drive_firmware, profile, started_at, finished_at, kernel, cpu,"
         " engine, cached, comment, completed, errors_json, stored_at, source, other_json,"
        " drive_wwn, drive_key)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    RunResult shell = run; // the run without tests, for its other_json
    shell.tests.clear();
    const QVariantList runValues{
        run.schemaVersion, text(run.toolName), text(run.toolVersion), text(run.target.path),
        text(run.target.kind), text(run.target.filesystem), text(run.target.device),
        u64(run.target.sizeBytes), jsonText(toJson(run.settings)), jsonText(toJson(run.drive)),
        text(driveField({run.drive.model})), text(driveField({run.drive.serial, run.drive.serialNumber})),
        text(driveField({run.drive.firmware, run.drive.firmwareRevision})),
        text(run.settings.profile.value_or(QString())), text(isoUtc(run.startedAt)),
        text(isoUtc(run.finishedAt)), text(run.kernel), text(run.cpu), text(run.engine), int(run.cached),
        text(run.comment), int(run.completed), jsonText(QJsonArray::fromStringList(lineTexts(run.errors))),
        isoUtc(QDateTime::currentDateTimeUtc()), text(source),
        jsonText(otherKeys(toJson(shell), kRunColumnKeys)), text(driveWwn(run.drive)),
        text(driveKey(run.drive))};
    bindAll(q, runValues);
    if (Result<void> r = exec(q, m_path, QStringLiteral("storing the run")); !r)
        return r.error();
    const qint64 runId = q.lastInsertId().toLongLong();

    QSqlQuery tq(db), pq(db), sq(db);
    tq.prepare(QStringLiteral(
        "INSERT INTO tests (run_id, position, test_id, op, block_size, queue_depth, threads, passes,"
        " read_percent, aggregation, bandwidth_bytes_per_s, iops, ios, read_ios, write_ios,"
        " bytes_read, bytes_written, duration_s, lat_min_us, lat_mean_us, lat_p50_us, lat_p90_us,"
        " lat_p99_us, lat_p999_us, lat_p9999_us, lat_max_us, read_latency_json, write_latency_json,"
         " spread_json, errors_json, completed, extra_json, other_json)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    pq.prepare(QStringLiteral(
        "INSERT INTO thread_results (test_row, position, thread, bandwidth_bytes_per_s, iops, ios,"
        " bytes, latency_json) VALUES (?,?,?,?,?,?,?,?)"));
    // Samples go in chunks of kSampleChunk rows per statement: one bind/exec per row costs
    // about 25 µs in Qt's driver, which made a 96,000-sample run take seconds to store.
    constexpr int kSampleChunk = 256; // x 8 values, well under SQLite's 32,766 variables
    const auto samplesInsert = [](int rows) {
        QString sql = QStringLiteral("INSERT INTO samples (test_row, position, time_s, thread, bytes, ios,"
                                     " latency_mean_us, latency_max_us) VALUES ");
        for (int r = 0; r < rows; ++r)
            sql += r == 0 ? QStringLiteral("(?,?,?,?,?,?,?,?)") : QStringLiteral(",(?,?,?,?,?,?,?,?)");
        return sql;
    };
    sq.prepare(samplesInsert(kSampleChunk));
    for (std::size_t i = 0; i < run.tests.size(); ++i) {
        const TestResult &t = run.tests[i];
        QJsonArray passes;
        for (double bw : t.passBandwidthBytesPerS)
            passes.append(bw);
        const QJsonObject spread{{QStringLiteral("bandwidth_bytes_per_s"), toJson(t.bandwidthSpread)},
                                 {QStringLiteral("iops"), toJson(t.iopsSpread)},
                                 {QStringLiteral("pass_bandwidth_bytes_per_s"), passes}};
        const LatencySummaryUs &l = t.latencyUs;
        const QVariantList values{
            runId, qint64(i), text(t.id), text(t.op), qint64(t.blockSize), t.queueDepth, t.threads,
            t.passes, t.readPercent, text(t.aggregation), t.bandwidthBytesPerS, t.iops, u64(t.ios),
            u64(t.readIos), u64(t.writeIos), u64(t.bytesRead), u64(t.bytesWritten), t.durationS,
            l.min, l.mean, l.p50, l.p90, l.p99, l.p999, l.p9999, l.max,
            jsonText(toJson(t.readLatencyUs)), jsonText(toJson(t.writeLatencyUs)), jsonText(spread),
            jsonText(QJsonArray::fromStringList(lineTexts(t.errors))), int(t.completed), jsonText(workloadFiguresJson(t.figures)),
            jsonText(otherKeys(toJson(withoutBulk(t)), kTestColumnKeys))};
        bindAll(tq, values);
        if (Result<void> r = exec(tq, m_path, QStringLiteral("storing test %1").arg(t.id)); !r)
            return r.error();
        const qint64 testRow = tq.lastInsertId().toLongLong();
        for (std::size_t k = 0; k < t.perThread.size(); ++k) {
            const ThreadResult &p = t.perThread[k];
            bindAll(pq, {testRow, qint64(k), p.thread, p.bandwidthBytesPerS, p.iops, u64(p.ios),
                         u64(p.bytes), jsonText(toJson(p.latencyUs))});
            if (Result<void> r = exec(pq, m_path, QStringLiteral("storing per-thread figures")); !r)
                return r.error();
        }
        for (std::size_t first = 0; first < t.samples.size(); first += kSampleChunk) {
            const std::size_t rows = std::min<std::size_t>(kSampleChunk, t.samples.size() - first);
            QSqlQuery tail(db);
            QSqlQuery &q8 = rows == kSampleChunk ? sq : tail;
            if (rows != kSampleChunk)
                tail.prepare(samplesInsert(int(rows)));
            QVariantList chunk;
            chunk.reserve(int(rows) * 8);
            for (std::size_t k = first; k < first + rows; ++k) {
                const LiveSample &s = t.samples[k];
                chunk << testRow << qint64(k) << s.timeS << s.thread << u64(s.bytes) << u64(s.ios)
                       << s.latencyMeanUs << s.latencyMaxUs;
            }
            bindAll(q8, chunk);
            if (Result<void> r = exec(q8, m_path, QStringLiteral("storing live samples")); !r)
                return r.error();
        }
    }
    if (Result<void> r = tx.commit(); !r)
        return r.error();
    return runId;
}

namespace {

bool closeEnough(double a, double b)
{
    // Figures go through JSON text and SQLite REALs, both exact for doubles; the margin only
    // absorbs a writer that printed fewer digits.
    return a == b || std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

/// Counts as a result file carries them: JSON numbers are doubles, so a count past 2^53 (no
/// real run's, but the library keeps it exact) is compared at that precision.
bool sameCount(std::uint64_t a, std::uint64_t b)
{
    return double(a) == double(b);
}

bool sameTest(const TestResult &a, const TestResult &b)
{
    return a.id == b.id && a.op == b.op && a.passes == b.passes && sameCount(a.ios, b.ios)
           && sameCount(a.readIos, b.readIos) && sameCount(a.writeIos, b.writeIos)
           && sameCount(a.bytesRead, b.bytesRead) && sameCount(a.bytesWritten, b.bytesWritten)
           && a.completed == b.completed && a.skipped == b.skipped
           && closeEnough(a.bandwidthBytesPerS, b.bandwidthBytesPerS) && closeEnough(a.iops, b.iops)
           && closeEnough(a.durationS, b.durationS) && closeEnough(a.latencyUs.mean, b.latencyUs.mean);
}

/// What sameResult compares of a drive: its model, serial and WWN as written, trimmed.
auto driveIdentity(const DriveRecord &d)
{
    const auto trimmed = [](const std::optional<QString> &f) { return f.value_or(QString()).trimmed(); };
    return std::make_tuple(trimmed(d.model), trimmed(d.serial), trimmed(d.wwn));
}

} // namespace

bool sameResult(const RunResult &a, const RunResult &b)
{
    if (a.toolName != b.toolName || a.toolVersion != b.toolVersion || isoUtc(a.startedAt) != isoUtc(b.startedAt)
        || isoUtc(a.finishedAt) != isoUtc(b.finishedAt) || a.host != b.host || a.target.path != b.target.path
        || a.target.kind != b.target.kind || a.target.device != b.target.device || a.engine != b.engine
        || a.completed != b.completed || a.tests.size() != b.tests.size())
        return false;
    if (driveIdentity(a.drive) != driveIdentity(b.drive))
        return false;
    for (std::size_t i = 0; i < a.tests.size(); ++i)
        if (!sameTest(a.tests[i], b.tests[i]))
            return false;
    return true;
}

Result<std::optional<qint64>> ResultLibrary::findSame(const RunResult &run) const
{
    // The start time is indexed (runs_by_start) and part of the identity: only runs that began
    // in the same millisecond are loaded and compared.
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id FROM runs WHERE started_at = ? ORDER BY id"));
    q.bindValue(0, text(isoUtc(run.startedAt)));
    if (Result<void> r = exec(q, m_path, QStringLiteral("looking for the same run")); !r)
        return r.error();
    std::vector<qint64> candidates;
    while (q.next())
        candidates.push_back(q.value(0).toLongLong());
    q.finish();
    for (qint64 id : candidates) {
        Result<RunResult> stored = load(id);
        if (!stored)
            return stored.error();
        if (sameResult(*stored, run))
            return std::optional<qint64>(id);
    }
    return std::optional<qint64>();
}

Result<StoreOutcome> ResultLibrary::storeUnlessStored(const RunResult &run, const QString &source)
{
    Result<std::optional<qint64>> same = findSame(run);
    if (!same)
        return same.error();
    if (*same)
        return StoreOutcome{**same, true};
    Result<qint64> id = store(run, source);
    if (!id)
        return id.error();
    return StoreOutcome{*id, false};
}

Result<RunResult> ResultLibrary::load(qint64 id) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT result_schema, tool_name, tool_version, target_path, target_kind, target_filesystem,"
        " target_device, target_size_bytes, settings_json, drive_json, started_at, finished_at,"
         " kernel, cpu, engine, cached, comment, completed, errors_json, other_json FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (Result<void> r = exec(q, m_path, QStringLiteral("reading run %1").arg(id)); !r)
        return r.error();
    if (!q.next())
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("there is no run %1 in the results library %2").arg(id).arg(m_path).toStdString(),
                           "list the runs with 'drivebench-cli history'");
    RunResult run;
    run.schemaVersion = q.value(0).toInt();
    run.toolName = q.value(1).toString();
    run.toolVersion = q.value(2).toString();
    run.target = {q.value(3).toString(), q.value(4).toString(), q.value(5).toString(),
                  q.value(6).toString(), toU64(q.value(7))};
    run.settings = settingsFromJson(jsonObject(q.value(8)), run.schemaVersion);
    run.drive = driveFromJson(jsonObject(q.value(9)));
    run.startedAt = fromIso(q.value(10));
    run.finishedAt = fromIso(q.value(11));
    run.kernel = q.value(12).toString();
    run.cpu = q.value(13).toString();
    run.engine = q.value(14).toString();
    run.cached = q.value(15).toInt() != 0;
    run.comment = q.value(16).toString();
    run.completed = q.value(17).toInt() != 0;
    for (const QString &e : stringList(q.value(18)))
        run.errors << e;
    run = withOther(std::move(run), jsonObject(q.value(19)));

    QSqlQuery tq(db), pq(db), sq(db);
    for (QSqlQuery *each : {&tq, &pq, &sq})
        each->setForwardOnly(true);
    tq.prepare(QStringLiteral(
        "SELECT id, test_id, op, block_size, queue_depth, threads, passes, read_percent, aggregation,"
        " bandwidth_bytes_per_s, iops, ios, read_ios, write_ios, bytes_read, bytes_written,"
        " duration_s, lat_min_us, lat_mean_us, lat_p50_us, lat_p90_us, lat_p99_us, lat_p999_us,"
        " lat_p9999_us, lat_max_us, read_latency_json, write_latency_json, spread_json, errors_json,"
         " completed, extra_json, other_json FROM tests WHERE run_id = ? ORDER BY position"));
    pq.prepare(QStringLiteral(
        "SELECT thread, bandwidth_bytes_per_s, iops, ios, bytes, latency_json FROM thread_results"
        " WHERE test_row = ? ORDER BY position"));
    sq.prepare(QStringLiteral(
        "SELECT time_s, thread, bytes, ios, latency_mean_us, latency_max_us FROM samples"
        " WHERE test_row = ? ORDER BY position"));
    tq.addBindValue(id);
    if (Result<void> r = exec(tq, m_path, QStringLiteral("reading the tests of run %1").arg(id)); !r)
        return r.error();
    while (tq.next()) {
        TestResult t;
        const qint64 row = tq.value(0).toLongLong();
        t.id = tq.value(1).toString();
        t.op = tq.value(2).toString();
        t.blockSize = std::uint32_t(tq.value(3).toLongLong());
        t.queueDepth = tq.value(4).toInt();
        t.threads = tq.value(5).toInt();
        t.passes = tq.value(6).toInt();
        t.readPercent = tq.value(7).toInt();
        t.aggregation = tq.value(8).toString();
        t.bandwidthBytesPerS = tq.value(9).toDouble();
        t.iops = tq.value(10).toDouble();
        t.ios = toU64(tq.value(11));
        t.readIos = toU64(tq.value(12));
        t.writeIos = toU64(tq.value(13));
        t.bytesRead = toU64(tq.value(14));
        t.bytesWritten = toU64(tq.value(15));
        t.durationS = tq.value(16).toDouble();
        t.latencyUs = {tq.value(17).toDouble(), tq.value(18).toDouble(), tq.value(19).toDouble(),
                       tq.value(20).toDouble(), tq.value(21).toDouble(), tq.value(22).toDouble(),
                       tq.value(23).toDouble(), tq.value(24).toDouble()};
        t.readLatencyUs = latencyFromJson(jsonObject(tq.value(25)));
        t.writeLatencyUs = latencyFromJson(jsonObject(tq.value(26)));
        const QJsonObject spread = jsonObject(tq.value(27));
        t.bandwidthSpread = spreadFromJson(spread.value(QStringLiteral("bandwidth_bytes_per_s")).toObject());
        t.iopsSpread = spreadFromJson(spread.value(QStringLiteral("iops")).toObject());
        for (const QJsonValue &v : spread.value(QStringLiteral("pass_bandwidth_bytes_per_s")).toArray())
            t.passBandwidthBytesPerS.push_back(v.toDouble());
        for (const QString &e : stringList(tq.value(28)))
            t.errors << e;
        t.completed = tq.value(29).toInt() != 0;
        t.figures = workloadFiguresFromJson(jsonObject(tq.value(30)));

        pq.bindValue(0, row);
        if (Result<void> r = exec(pq, m_path, QStringLiteral("reading per-thread figures")); !r)
            return r.error();
        while (pq.next())
            t.perThread.push_back({pq.value(0).toInt(), pq.value(1).toDouble(), pq.value(2).toDouble(),
                                   toU64(pq.value(3)), toU64(pq.value(4)),
                                   latencyFromJson(jsonObject(pq.value(5)))});
        sq.bindValue(0, row);
        if (Result<void> r = exec(sq, m_path, QStringLiteral("reading live samples")); !r)
            return r.error();
        while (sq.next())
            t.samples.push_back({sq.value(0).toDouble(), sq.value(1).toInt(), toU64(sq.value(2)),
                                 toU64(sq.value(3)), sq.value(4).toDouble(), sq.value(5).toDouble()});
        run.tests.push_back(withOther(std::move(t), jsonObject(tq.value(31))));
    }
    return run;
}

namespace {

const QString kSummaryColumns = QStringLiteral(
    "SELECT r.id, r.name, r.comment, r.started_at, r.source, r.drive_model, r.drive_serial,"
    " r.drive_firmware, r.profile, r.target_path, r.engine, r.completed,"
    " (SELECT count(*) FROM tests t WHERE t.run_id = r.id), r.drive_wwn, r.drive_key,"
    " r.target_filesystem, r.target_device FROM runs r");

RunSummary summaryFrom(const QSqlQuery &q)
{
    RunSummary s;
    s.id = q.value(0).toLongLong();
    s.name = q.value(1).toString();
    s.comment = q.value(2).toString();
    s.startedAt = fromIso(q.value(3));
    s.source = q.value(4).toString();
    s.driveModel = q.value(5).toString();
    s.driveSerial = q.value(6).toString();
    s.driveFirmware = q.value(7).toString();
    s.profile = q.value(8).toString();
    s.targetPath = q.value(9).toString();
    s.engine = q.value(10).toString();
    s.completed = q.value(11).toInt() != 0;
    s.testCount = q.value(12).toInt();
    s.driveWwn = q.value(13).toString();
    s.driveKey = q.value(14).toString();
    s.targetFilesystem = q.value(15).toString();
    s.targetDevice = q.value(16).toString();
    return s;
}

} // namespace

Result<std::vector<RunSummary>> ResultLibrary::history(const RunFilter &filter) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    QString sql = kSummaryColumns + QStringLiteral(" WHERE 1");
    if (!filter.driveModel.isEmpty())
        sql += QStringLiteral(" AND r.drive_model = :model");
    if (!filter.driveSerial.isEmpty())
        sql += QStringLiteral(" AND r.drive_serial = :serial");
    if (!filter.drive.isEmpty())
        sql += QStringLiteral(" AND (r.drive_key = :key OR r.drive_serial = :key OR (:wwn != '' AND r.drive_wwn = :wwn))");
    q.prepare(sql + QStringLiteral(" ORDER BY r.started_at DESC, r.id DESC"));
    if (!filter.driveModel.isEmpty())
        q.bindValue(QStringLiteral(":model"), filter.driveModel);
    if (!filter.driveSerial.isEmpty())
        q.bindValue(QStringLiteral(":serial"), filter.driveSerial);
    if (!filter.drive.isEmpty()) {
        q.bindValue(QStringLiteral(":key"), filter.drive.trimmed());
        q.bindValue(QStringLiteral(":wwn"), normalizedWwn(filter.drive));
    }
    if (Result<void> r = exec(q, m_path, QStringLiteral("listing the runs")); !r)
        return r.error();
    std::vector<RunSummary> out;
    while (q.next())
        out.push_back(summaryFrom(q));
    return out;
}

Result<RunSummary> ResultLibrary::summary(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(kSummaryColumns + QStringLiteral(" WHERE r.id = ?"));
    q.addBindValue(id);
    if (Result<void> r = exec(q, m_path, QStringLiteral("reading run %1").arg(id)); !r)
        return r.error();
    if (!q.next())
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("there is no run %1 in the results library %2").arg(id).arg(m_path).toStdString(),
                           "list the runs with 'drivebench-cli history'");
    return summaryFrom(q);
}

namespace {

Result<void> updateOne(const QString &connection, const QString &path, const QString &sql,
                       const QVariantList &values, qint64 id, const QString &what)
{
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    Transaction tx(db, path);
    if (Result<void> r = tx.begin(); !r)
        return r;
    QSqlQuery q(db);
    q.prepare(sql);
    bindAll(q, QVariantList(values) << id);
    if (Result<void> r = exec(q, path, what); !r)
        return r;
    if (q.numRowsAffected() != 1)
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("there is no run %1 in the results library %2").arg(id).arg(path).toStdString(),
                           "list the runs with 'drivebench-cli history'");
    return tx.commit();
}

} // namespace

Result<void> ResultLibrary::rename(qint64 id, const QString &name)
{
    return updateOne(m_connection, m_path, QStringLiteral("UPDATE runs SET name = ? WHERE id = ?"),
                     {text(name.trimmed())}, id, QStringLiteral("renaming run %1").arg(id));
}

Result<void> ResultLibrary::setComment(qint64 id, const QString &comment)
{
    return updateOne(m_connection, m_path, QStringLiteral("UPDATE runs SET comment = ? WHERE id = ?"),
                     {text(comment)}, id, QStringLiteral("setting the comment of run %1").arg(id));
}

Result<void> ResultLibrary::remove(qint64 id)
{
    // Foreign keys cascade to tests, thread_results and samples.
    return updateOne(m_connection, m_path, QStringLiteral("DELETE FROM runs WHERE id = ?"), {}, id,
                     QStringLiteral("deleting run %1").arg(id));
}

Result<QString> ResultLibrary::integrityCheck() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
        return sqlError(m_path, QStringLiteral("checking integrity"), q.lastError());
    QStringList lines;
    while (q.next())
        lines << q.value(0).toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace drivebench
