// drivebench-cli compare ID ID...: 2 to 6 runs side by side, with the difference in %.
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "core/results/comparison.h"

namespace drivebench::cli {

int compareCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compares 2 to 6 runs test by test: values, difference in % against the first run, the better one marked."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"runs\": [...], \"tests\": [...]} as JSON.")});
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
    for (qint64 id : ids) {
        Result<RunResult> run = (*lib)->load(id);
        if (!run)
            return failed(run.error());
        Result<RunSummary> s = (*lib)->summary(id);
        labels.push_back(QStringLiteral("#%1 %2").arg(id).arg(s ? (s->name.isEmpty() ? s->driveModel : s->name) : QString()).trimmed());
        runs.push_back(std::move(*run));
    }
    const Comparison comparison = compareRuns(runs);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json")))
        out << QJsonDocument(toJson(comparison, ids)).toJson();
    else
        out << comparisonText(comparison, labels);
    return kExitOk;
}

} // namespace drivebench::cli
