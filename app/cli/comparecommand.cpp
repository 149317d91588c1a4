// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli compare ID ID...: 2 to 6 runs side by side, each test in its own reading, with the
// difference in %.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "core/results/comparison.h"
#include "core/results/runorigin.h"

namespace drivebench::cli {

int compareCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compares 2 to 6 runs test by test, each in its own reading (MB/s, ms/op, ms, files/s) and then its "
        "other figures: values, difference in % against the first run, the better one marked. Tests only "
        "one run has are listed after; each run is named by what tells it apart (drive, profile, target, date, host), "
        "and runs with no test in common with the others are folded away with a line saying so."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"runs\": [...], \"tests\": [...], \"only_in\": [...]} as JSON (docs/result-format.md).")});
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("Run ids, 2 to 6 (see 'drivebench-cli history')."),
                                 QStringLiteral("ID ID [ID...]"));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    const QStringList given = parser.positionalArguments();
    if (given.size() < 2 || given.size() > 6)
        return usageError(QStringLiteral("compare takes 2 to 6 run ids, got %1").arg(given.size()));
    std::vector<qint64> ids;
    for (const QString &g : given) {
        const qint64 id = parseRunId(g);
        if (id == 0)
            return usageError(QStringLiteral("'%1' is not a run id (a positive number)").arg(g));
        ids.push_back(id);
    }
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    std::vector<RunResult> runs;
    std::vector<QString> labels;
    QJsonArray drives;
    for (qint64 id : ids) {
        Result<RunResult> run = (*lib)->load(id);
        if (!run)
            return failed(run.error());
        Result<RunSummary> s = (*lib)->summary(id);
        // Named as the result panel names the drive: "model (serial)", "tmpfs (RAM)".
        // The run by its id and the user's label; what tells the runs apart (drive, profile,
        // target, date, host) is printed above the columns (comparisonText).
        const QString name = s && !s->name.isEmpty() ? s->name : QString();
        drives.append(driveName(*run));
        labels.push_back(QStringLiteral("#%1 %2").arg(id).arg(name).trimmed());
        runs.push_back(std::move(*run));
    }
    const Comparison comparison = compareRuns(runs);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = toJson(comparison, ids);
        json.insert(QStringLiteral("drives"), drives);
        out << QJsonDocument(json).toJson();
    } else {
        out << comparisonText(comparison, labels);
    }
    return kExitOk;
}

} // namespace drivebench::cli
