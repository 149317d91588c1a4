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
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"imported\": [{\"id\", \"file\", \"source\", \"tests\", \"already_stored\"}]}; a run already in the library keeps its id and has already_stored true.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Result files to import."), QStringLiteral("FILE..."));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(QStringLiteral("import needs at least one FILE"));

    // Read every file first: a bad one stops the import before anything is stored.
    auto runs = readResultFiles(files);
    if (!runs)
        return failed(runs.error());
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::CreateIfMissing);
    if (!lib)
        return failed(lib.error());
    // A run the library holds already (the same result, from a JSON file or a picture) is
    // named and skipped, not stored twice.
    auto done = storeImported(**lib, *runs);
    if (!done)
        return failed(done.error());
    QTextStream out(stdout);
    QJsonArray imported;
    for (const ImportDone &d : *done) {
        QJsonObject o{{QStringLiteral("id"), double(d.outcome.id)},
                      {QStringLiteral("file"), d.file},
                      {QStringLiteral("source"), d.source},
                      {QStringLiteral("tests"), int(d.tests)}};
        if (d.outcome.alreadyStored)
            o.insert(QStringLiteral("already_stored"), true);
        imported.append(o);
        if (parser.isSet(QStringLiteral("json")))
            continue;
        if (d.outcome.alreadyStored)
            out << "Skipped " << d.file << ": already in the library as run " << d.outcome.id << "\n";
        else
            out << "Imported " << d.file << " as run " << d.outcome.id << " (" << d.source << ", " << d.tests
                << " tests)\n";
    }
    if (parser.isSet(QStringLiteral("json")))
        out << QJsonDocument(QJsonObject{{QStringLiteral("imported"), imported}}).toJson();
    return kExitOk;
}

} // namespace drivebench::cli
