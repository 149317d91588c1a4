// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli show ID: one run, as a CrystalDiskMark-style report or in the JSON result format.
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"

namespace drivebench::cli {

int showCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Shows one run of the results library."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the run in the JSON result format (docs/result-format.md).")});
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The run id (see 'drivebench-cli history')."));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("show takes exactly one run id"));
    const qint64 id = parseRunId(parser.positionalArguments().first());
    if (id == 0)
        return usageError(QStringLiteral("'%1' is not a run id (a positive number)").arg(parser.positionalArguments().first()));
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    Result<RunResult> run = (*lib)->load(id);
    if (!run)
        return failed(run.error());
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        out << QJsonDocument(toJson(*run)).toJson();
        return kExitOk;
    }
    Result<RunSummary> summary = (*lib)->summary(id);
    if (summary && !summary->name.isEmpty())
        out << "Run " << id << ": " << summary->name << '\n';
    else
        out << "Run " << id << '\n';
    out << toCrystalDiskMarkText(*run);
    return kExitOk;
}

} // namespace drivebench::cli
