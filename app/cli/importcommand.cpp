// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli import FILE...: DriveBench result JSON, DriveBench PNG pictures or fio JSON (json, json+, client/server)
// into the results library.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "core/results/resultimport.h"

namespace drivebench::cli {

int importCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports result files into the results library: DriveBench JSON (export --format json, "
        "run --json), PNG pictures the DriveBench window saved (they carry their result), or fio output written with --output-format=json or json+ (one run per fio "
        "client host)."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"imported\": [{\"id\", \"file\", \"source\", \"tests\"}]}.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Result files to import."), QStringLiteral("FILE..."));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(QStringLiteral("import needs at least one FILE"));

    // Read every file first: a bad one stops the import before anything is stored.
    std::vector<std::pair<QString, ImportedRun>> runs;
    for (const QString &file : files) {
        auto read = readResultFile(file);
        if (!read)
            return failed(read.error());
        for (ImportedRun &r : *read)
            runs.emplace_back(file, std::move(r));
    }
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::CreateIfMissing);
    if (!lib)
        return failed(lib.error());
    QTextStream out(stdout);
    QJsonArray imported;
    for (const auto &[file, r] : runs) {
        Result<qint64> id = (*lib)->store(r.run, r.source);
        if (!id)
            return failed(id.error());
        imported.append(QJsonObject{{QStringLiteral("id"), double(*id)},
                                    {QStringLiteral("file"), file},
                                    {QStringLiteral("source"), r.source},
                                    {QStringLiteral("tests"), int(r.run.tests.size())}});
        if (!parser.isSet(QStringLiteral("json")))
            out << "Imported " << file << " as run " << *id << " (" << r.source << ", "
                << r.run.tests.size() << " tests)\n";
    }
    if (parser.isSet(QStringLiteral("json")))
        out << QJsonDocument(QJsonObject{{QStringLiteral("imported"), imported}}).toJson();
    return kExitOk;
}

} // namespace drivebench::cli
