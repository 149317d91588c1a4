// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading result files into runs: DriveBench's own JSON result format, and fio's
// --output-format=json / json+ output (plain jobs, numjobs clones, group_reporting, and the
// client/server "client_stats" form, one run per host), and pictures DriveBench saved.

#include <vector>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "core/results/resultlibrary.h"
#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

/// A run read from a file, with where it came from ("drivebench" or "fio").
struct ImportedRun
{
    RunResult run;
    QString source;
};

/// Parses fio JSON output (json or json+); each job x direction with I/O becomes a test with fio's
/// own figures: bw_bytes, iops, clat_ns percentiles and lat_ns min/mean/max (ns -> µs).
Result<std::vector<RunResult>> runsFromFioJson(const QByteArray &text, const QString &sourceName);

/// Reads a DriveBench result JSON, a PNG picture DriveBench saved (resultpng.h) or a fio JSON
/// file (detected by content).
Result<std::vector<ImportedRun>> readResultFile(const QString &path);

/// A run read from one of several files.
struct FileRun
{
    QString file;
    ImportedRun imported;
};

/// Reads every file (readResultFile), in order; the first refused file stops it, so a bad file
/// stops an import before anything is stored.
Result<std::vector<FileRun>> readResultFiles(const QStringList &paths);

/// What the library calls where a run read from a file came from (RunSummary::source): "fio"
/// for fio output, "imported" for a DriveBench result (JSON or picture).
QString librarySource(const ImportedRun &imported);

/// One run of an import and what became of it.
struct ImportDone
{
    QString file;
    std::size_t tests = 0;
    QString source;  ///< librarySource()
    StoreOutcome outcome; ///< the new run, or the run it is already in the library as
};

/// Stores each run unless the library holds the same result already (sameResult(): whichever
/// file or picture it came from), so importing a run twice keeps one copy.
Result<std::vector<ImportDone>> storeImported(ResultLibrary &library, const std::vector<FileRun> &runs);

/// The DriveBench test id for a fio job: "SEQ1M_Q8T1", "RND4K_Q32T16" (sequential/random rw).
QString testIdFor(bool random, std::uint64_t blockSize, int queueDepth, int threads);

} // namespace drivebench
