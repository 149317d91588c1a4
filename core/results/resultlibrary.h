// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The results library: every run, from the GUI or the CLI, in one SQLite file (docs/result-library.md).
// Writes are single transactions in WAL mode with synchronous=FULL, so a crash or SIGKILL leaves
// either the whole run or nothing; the schema is versioned (PRAGMA user_version) and migrated on open.

#include <memory>
#include <optional>
#include <vector>

#include <QDateTime>
#include <QString>
#include <QStringList>

#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

/// Schema version this build writes; older files are migrated on open, newer ones refused.
inline constexpr int kLibrarySchemaVersion = 4;

/// One row of the history: what a list needs without loading tests and samples.
struct RunSummary
{
    qint64 id = 0;
    QString name;          ///< user label (rename); empty until the user sets one
    QString comment;
    QDateTime startedAt;   ///< UTC
    QString source;        ///< "drivebench" (measured), "imported" (a DriveBench file or picture), "fio"
    QString driveModel;
    QString driveSerial;
    QString driveFirmware;
    QString driveWwn;      ///< normalized WWN / EUI-64 / NGUID (driveidentity.h), "" when none
    QString driveKey;      ///< the drive's identity: "wwn:<hex>" or "serial:<model>/<serial>"
    QString profile;       ///< settings.profile, or "" when the run has none
    QString targetPath;
    QString targetFilesystem; ///< "ext4", "tmpfs", or "" (a raw device, an imported fio run)
    QString targetDevice;     ///< the block device under the target, "" when none (tmpfs, NFS)
    QString engine;
    int testCount = 0;
    bool completed = false;

    /// The drive as one line: "Model (serial)"; with no drive, "tmpfs (RAM): /dev/shm/x" for a
    /// file system with no device behind it, else the target path.
    QString driveLabel() const;
};

/// The identity rule of the library: two results are the same run when the tool, the start and
/// end (to the millisecond), the host, the target, the drive and every test's id, direction,
/// passes, I/O and byte counts and headline figures agree. A run keeps its identity through a
/// JSON export, the picture of a result panel or of a comparison (they embed the result JSON,
/// resultpng.h) and a store/load; what the user edits later (comment, label) is not part of it.
/// Two different runs never share a start to the millisecond with the same counts.
bool sameResult(const RunResult &a, const RunResult &b);

/// What became of a run offered to storeUnlessStored().
struct StoreOutcome
{
    qint64 id = 0;              ///< the new run, or the stored run it is the same result as
    bool alreadyStored = false; ///< true: nothing was written, the run is `id` already
};

/// Which runs history() returns.
struct RunFilter
{
    QString driveModel;    ///< exact model, empty = all
    QString driveSerial;   ///< exact serial, empty = all
    /// One drive by identity, whatever its device name was: its key ("wwn:..." or
    /// "serial:<model>/<serial>"), its WWN (with or without "naa."/"eui."), or its serial.
    QString drive;
};

/// A handle on one library file. Not thread-safe: use one per thread (each is its own connection).
class ResultLibrary final
{
public:
    enum class OpenMode { CreateIfMissing, ExistingOnly };

    struct Options
    {
        OpenMode mode = OpenMode::CreateIfMissing;
        int busyTimeoutMs = 30000; ///< how long a write waits for another writer before failing
    };

    /// Opens (and if needed creates or migrates) the library at path; never overwrites a foreign file.
    static Result<std::unique_ptr<ResultLibrary>> open(const QString &path, Options options);
    static Result<std::unique_ptr<ResultLibrary>> open(const QString &path);

    ~ResultLibrary();
    ResultLibrary(const ResultLibrary &) = delete;
    ResultLibrary &operator=(const ResultLibrary &) = delete;

    /// The file this library lives in.
    QString path() const { return m_path; }
    /// The schema version of the file (== kLibrarySchemaVersion once opened).
    int schemaVersion() const;

    /// Stores a whole run (tests, per-thread figures, samples) in one transaction; returns its id.
    Result<qint64> store(const RunResult &run, const QString &source = QStringLiteral("drivebench"));
    /// The stored run that is the same result as `run` (sameResult()), if any: the oldest one.
    Result<std::optional<qint64>> findSame(const RunResult &run) const;
    /// Stores `run` unless the same result is in the library already (an import of a file or
    /// picture of a run that is stored): then writes nothing and names the stored run.
    Result<StoreOutcome> storeUnlessStored(const RunResult &run, const QString &source);
    /// Loads a run with every field as stored; toJson() of it equals toJson() of what was stored.
    Result<RunResult> load(qint64 id) const;
    /// The history, newest first.
    Result<std::vector<RunSummary>> history(const RunFilter &filter = {}) const;
    /// The summary of one run.
    Result<RunSummary> summary(qint64 id) const;
    /// Sets the user label of a run (empty clears it).
    Result<void> rename(qint64 id, const QString &name);
    /// Replaces the comment of a run (also what show --json and exports print).
    Result<void> setComment(qint64 id, const QString &comment);
    /// Deletes a run with its tests and samples.
    Result<void> remove(qint64 id);
    /// Runs PRAGMA integrity_check; returns "ok" or SQLite's list of problems.
    Result<QString> integrityCheck() const;

private:
    ResultLibrary(QString path, QString connectionName);
    /// configure, checkOwnership, enableWal, migrate: once per attempt of open().
    Result<void> setUp(const Options &options);
    Result<void> configure(const Options &options);
    Result<void> checkOwnership();
    Result<void> enableWal();
    Result<void> migrate();

    QString m_path;
    QString m_connection; ///< QSqlDatabase connection name, unique per instance
};

/// The default library file: <AppDataLocation>/results.sqlite (the app sets organisation/name).
QString defaultLibraryPath();

} // namespace drivebench
