// SPDX-License-Identifier: GPL-3.0-or-later
#include "runoutput.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <QFile>

#include "app/cli/workloadcli.h"
#include "app/cli/settingwords.h"
#include "core/results/resultexport.h"
#include "core/results/resultlibrary.h"
#include "core/results/runcost.h"
#include "core/results/testreading.h"
#include "core/results/testremarks.h"
#include "core/util/outputfile.h"

namespace drivebench::cli {

QString tableText(const RunResult &run)
{
    QString text;
    QTextStream out(&text);
    out << QStringLiteral("DriveBench %1 on %2 (%3%4), engine %5%6\n")
               .arg(run.toolVersion, run.target.path, run.target.kind,
                    run.target.filesystem.isEmpty() ? QString() : QStringLiteral(", ") + run.target.filesystem,
                    run.engine, run.cached ? QStringLiteral(", BUFFERED: figures include the page cache") : QString());
    int idWidth = 15; // the columns line up, however long the ids (RANDOM_ACCESS_T16)
    for (const TestResult &t : run.tests)
        idWidth = std::max(idWidth, int(t.id.size()));
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("test"), -idWidth).arg(QStringLiteral("op"), -5)
               .arg(QStringLiteral("MB/s"), 10).arg(QStringLiteral("IOPS"), 11)
               .arg(QStringLiteral("mean us"), 10).arg(QStringLiteral("p99 us"), 10)
               .arg(QStringLiteral("max us"), 10).arg(QStringLiteral("passes"), 8)
               .arg(QStringLiteral("headline"), 16);
    for (const TestResult &t : run.tests) {
        // The headline in the test's own unit (core/results/testreading.h): seek stroke in
        // ms/op, access time in ms, small files in files/s, transfers in MB/s.
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9%10\n")
                   .arg(t.id, -idWidth).arg(t.op, -5)
                   .arg(t.bandwidthBytesPerS / 1e6, 10, 'f', 2)
                   .arg(t.iops, 11, 'f', 1)
                   .arg(t.latencyUs.mean, 10, 'f', 1)
                   .arg(t.latencyUs.p99, 10, 'f', 1)
                   .arg(t.latencyUs.max, 10, 'f', 1)
                   .arg(QStringLiteral("%1 %2").arg(t.passes).arg(t.aggregation), 8)
                   .arg(formatReading(t), 16)
                   .arg((t.skipped ? QStringLiteral("  (skipped)")
                         : t.completed ? QString() : QStringLiteral("  (partial)"))
                        + (warningMark(run, t).isEmpty() ? QString() : QStringLiteral("  ") + warningMark(run, t))
                        + (t.steady ? QStringLiteral("  [%1]").arg(steadyNote(t)) : QString()));
    }
    const QString aggregation = run.tests.empty() ? QStringLiteral("best") : run.tests.front().aggregation;
    out << "MB/s = 10^6 bytes per second; headline per test = "
        << (aggregation == QLatin1String("window")
                ? QStringLiteral("mean of the last 5 rounds (the steady-state window)")
                : aggregation + QStringLiteral(" of the measured passes"))
        << "; latency over all measured passes.\n";
    // Until steady: each test's rounds and the criterion's figures (docs/workloads.md).
    for (const TestResult &t : run.tests) {
        if (t.steady)
            out << QStringLiteral("steady  %1 %2: %3\n").arg(t.id, t.op, steadyDetail(t));
    }
    // How evenly the workers of multi-thread tests shared the I/O (elbencho's figures).
    for (const TestResult &t : run.tests) {
        if (t.fairness)
            out << QStringLiteral("threads %1 %2: %3\n").arg(t.id, t.op, fairnessText(t));
    }
    return text;
}

namespace {

/// What the run cost the drive (core/results/runcost.h), after the table; why it is unknown when
/// the drive was there.
QString runCostText(const RunResult &run)
{
    const std::optional<RunCost> cost = runCostOf(run);
    return cost ? QStringLiteral("cost to the drive: %1\n").arg(runCostRemark(*cost)) : QString();
}

} // namespace

bool writeRunFile(const QString &option, const QString &path, const QByteArray &bytes, QTextStream &err)
{
    if (path == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly))
            return false;
        out.write(bytes);
        return true;
    }
    // Never a device or a special file; an existing file is replaced whole (outputfile.h).
    if (auto written = writeOutputFile(option, path, bytes); !written) {
        err << "drivebench-cli: " << cliText(written.error()) << '\n';
        return false;
    }
    return true;
}

/// Keeps a finished or partial run in the results library and says under which id. A library
/// that cannot be written costs a warning, not the run: its figures are already printed.
void storeInLibrary(const RunOptions &options, const RunResult &run, QTextStream &out)
{
    if (!options.store || run.tests.empty())
        return;
    const QString path = options.dbPath.isEmpty() ? defaultLibraryPath() : options.dbPath;
    auto lib = ResultLibrary::open(path);
    Result<qint64> id = lib ? (*lib)->store(run) : Result<qint64>(lib.error());
    if (!id) {
        QTextStream(stderr) << "drivebench-cli: warning: the run was not kept in the results library: "
                            << cliText(id.error()) << '\n';
        return;
    }
    out << "Kept as run " << *id << " in " << (*lib)->path() << " (drivebench-cli show " << *id << ")\n";
    out.flush();
}

void printWarning(QTextStream &err, const RunWarning &w)
{
    err << "drivebench-cli: warning: " << w.code << ": " << cliText(w) << '\n';
}

/// After the run: the table and the workload lines (on stderr when stdout carries JSON), the
/// errors, the per-test warnings and notes.
void printResult(const RunResult &run, bool jsonToStdout, QTextStream &err)
{
    const QString table = tableText(run) + workloadSummaryText(run) + runCostText(run);
    if (jsonToStdout)
        err << table;
    else
        QTextStream(stdout) << table;
    for (const ResultLine &e : run.errors)
        err << "drivebench-cli: " << cliText(e) << '\n';
    for (const RunWarning &w : run.warnings)
        if (!w.test.isEmpty())
            printWarning(err, w);
    for (const TestResult &t : run.tests) {
        for (const ResultLine &n : t.notes)
            err << "note: " << t.id << ": " << cliText(n) << '\n';
    }
    err.flush();
}

} // namespace drivebench::cli
