// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryschema.h"

namespace drivebench {

namespace {

// Version 1: the first schema. Runs, their tests (headline figures as columns, so SQL can sort and
// filter them; nested figures as JSON text in the result-format encoding), per-thread figures and
// live samples as rows. Integers are exact (INTEGER is 64-bit), doubles are IEEE REAL.
QStringList version1()
{
    return {
        QStringLiteral("PRAGMA application_id = %1").arg(kLibraryApplicationId),
        QStringLiteral(
            "CREATE TABLE runs ("
            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
            " result_schema INTEGER NOT NULL,"
            " tool_name TEXT, tool_version TEXT,"
            " target_path TEXT, target_kind TEXT, target_filesystem TEXT, target_device TEXT,"
            " target_size_bytes INTEGER,"
            " settings_json TEXT, drive_json TEXT,"
            " drive_model TEXT, drive_serial TEXT, drive_firmware TEXT, profile TEXT,"
            " started_at TEXT, finished_at TEXT, kernel TEXT, cpu TEXT, engine TEXT,"
            " cached INTEGER, comment TEXT, completed INTEGER, errors_json TEXT,"
            " stored_at TEXT)"),
        QStringLiteral(
            "CREATE TABLE tests ("
            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
            " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
            " position INTEGER NOT NULL,"
            " test_id TEXT, op TEXT, block_size INTEGER, queue_depth INTEGER, threads INTEGER,"
            " passes INTEGER, read_percent INTEGER, aggregation TEXT,"
            " bandwidth_bytes_per_s REAL, iops REAL, ios INTEGER, read_ios INTEGER,"
            " write_ios INTEGER, bytes_read INTEGER, bytes_written INTEGER, duration_s REAL,"
            " lat_min_us REAL, lat_mean_us REAL, lat_p50_us REAL, lat_p90_us REAL,"
            " lat_p99_us REAL, lat_p999_us REAL, lat_p9999_us REAL, lat_max_us REAL,"
            " read_latency_json TEXT, write_latency_json TEXT, spread_json TEXT,"
            " errors_json TEXT, completed INTEGER, extra_json TEXT)"),
        QStringLiteral("CREATE INDEX tests_by_run ON tests(run_id, position)"),
        QStringLiteral(
            "CREATE TABLE thread_results ("
            " test_row INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,"
            " position INTEGER NOT NULL, thread INTEGER,"
            " bandwidth_bytes_per_s REAL, iops REAL, ios INTEGER, bytes INTEGER,"
            " latency_json TEXT)"),
        QStringLiteral("CREATE INDEX thread_results_by_test ON thread_results(test_row, position)"),
        QStringLiteral(
            "CREATE TABLE samples ("
            " test_row INTEGER NOT NULL REFERENCES tests(id) ON DELETE CASCADE,"
            " position INTEGER NOT NULL, time_s REAL, thread INTEGER,"
            " bytes INTEGER, ios INTEGER, latency_mean_us REAL, latency_max_us REAL)"),
        QStringLiteral("CREATE INDEX samples_by_test ON samples(test_row, position)"),
    };
}

// Version 2: a user label per run (history rename), where the run came from (DriveBench or a fio
// import), and indexes for the history list (newest first, filter by drive).
QStringList version2()
{
    return {
        QStringLiteral("ALTER TABLE runs ADD COLUMN name TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN source TEXT NOT NULL DEFAULT 'drivebench'"),
        QStringLiteral("CREATE INDEX runs_by_start ON runs(started_at)"),
        QStringLiteral("CREATE INDEX runs_by_drive ON runs(drive_model, drive_serial)"),
    };
}

// Version 3: result-format fields this build has no column for (added to resultjson after the
// library was written) are kept as JSON, so a run round-trips exactly whatever the format grows.
QStringList version3()
{
    return {
        QStringLiteral("ALTER TABLE runs ADD COLUMN other_json TEXT NOT NULL DEFAULT '{}'"),
        QStringLiteral("ALTER TABLE tests ADD COLUMN other_json TEXT NOT NULL DEFAULT '{}'"),
    };
}

// Version 4: runs are kept per drive by identity, not device name (driveidentity.h): the drive's
// normalized WWN and its key ("wwn:<hex>" or "serial:<model>/<serial>"), filled for older runs
// from what they stored, with an index for the per-drive history.
QStringList version4()
{
    // The WWN of an older run, normalized as normalizedWwn() does (prefix off, lowercase; the
    // hex check is left to the key: an odd value only makes a key of its own).
    const QString wwn = QStringLiteral(
        "(SELECT CASE WHEN substr(w, 1, 4) IN ('naa.', 'eui.') THEN substr(w, 5)"
        " WHEN substr(w, 1, 2) = '0x' THEN substr(w, 3) ELSE w END"
        " FROM (SELECT lower(trim(COALESCE(json_extract(drive_json, '$.wwn'), ''))) AS w))");
    return {
        QStringLiteral("ALTER TABLE runs ADD COLUMN drive_wwn TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN drive_key TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("UPDATE runs SET drive_wwn = %1 WHERE json_valid(drive_json)").arg(wwn),
        QStringLiteral("UPDATE runs SET drive_key = CASE"
                       " WHEN drive_wwn != '' THEN 'wwn:' || drive_wwn"
                       " WHEN trim(COALESCE(drive_serial, '')) != ''"
                       " THEN 'serial:' || trim(COALESCE(drive_model, '')) || '/' || trim(drive_serial)"
                       " ELSE '' END"),
        QStringLiteral("CREATE INDEX runs_by_drive_key ON runs(drive_key, started_at)"),
    };
}

} // namespace

QStringList libraryMigration(int version)
{
    switch (version) {
    case 1:
        return version1();
    case 2:
        return version2();
    case 3:
        return version3();
    case 4:
        return version4();
    default:
        return {};
    }
}

} // namespace drivebench
