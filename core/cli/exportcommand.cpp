// drivebench-cli export ID --format text|json|csv: one run for forums, scripts and spreadsheets.
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>

#include "core/cli/cli.h"
#include "core/cli/commands.h"
#include "core/cli/libraryoption.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"

namespace drivebench::cli {

int exportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Exports one run: 'text' is the CrystalDiskMark-style report, 'json' the result format "
        "(drivebench-cli import reads it back), 'csv' one row per test."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("format"), QStringLiteral("text, json or csv (default text)."),
                      QStringLiteral("FORMAT"), QStringLiteral("text")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to FILE instead of standard output."), QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The run id (see 'drivebench-cli history')."));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("export takes exactly one run id"));
    const qint64 id = parseRunId(parser.positionalArguments().first());
    if (id == 0)
        return usageError(QStringLiteral("'%1' is not a run id (a positive number)").arg(parser.positionalArguments().first()));
    const QString format = parser.value(QStringLiteral("format")).toLower();
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return usageError(QStringLiteral("unknown format '%1': use text, json or csv").arg(format));

    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    Result<RunResult> run = (*lib)->load(id);
    if (!run)
        return failed(run.error());
    QByteArray bytes;
    if (format == QLatin1String("json"))
        bytes = QJsonDocument(toJson(*run)).toJson();
    else if (format == QLatin1String("csv"))
        bytes = toCsv(*run).toUtf8();
    else
        bytes = toCrystalDiskMarkText(*run).toUtf8();

    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty() || output == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
            return failed(Error::fromErrno(EIO, "writing to standard output"));
        return kExitOk;
    }
    // QSaveFile: the file appears whole or not at all, never half-written.
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return failed(Error::make(std::errc::io_error,
                                  QStringLiteral("cannot write %1: %2").arg(output, file.errorString()).toStdString(),
                                  "choose a path in a directory you can write to, with free space"));
    QTextStream(stderr) << "Wrote run " << id << " as " << format << " to " << output << '\n';
    return kExitOk;
}

} // namespace drivebench::cli
