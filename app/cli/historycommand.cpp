// drivebench-cli history: the runs in the results library, newest first.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"

namespace drivebench::cli {

namespace {

QJsonObject summaryJson(const RunSummary &s)
{
    return {{QStringLiteral("id"), double(s.id)},
            {QStringLiteral("started_at"), s.startedAt.isValid() ? s.startedAt.toUTC().toString(Qt::ISODateWithMs) : QString()},
            {QStringLiteral("drive"), s.driveLabel()},
            {QStringLiteral("drive_model"), s.driveModel},
            {QStringLiteral("drive_serial"), s.driveSerial},
            {QStringLiteral("drive_firmware"), s.driveFirmware},
            {QStringLiteral("profile"), s.profile},
            {QStringLiteral("target"), s.targetPath},
            {QStringLiteral("name"), s.name},
            {QStringLiteral("comment"), s.comment},
            {QStringLiteral("source"), s.source},
            {QStringLiteral("tests"), s.testCount},
            {QStringLiteral("completed"), s.completed}};
}

} // namespace

int historyCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lists the runs in the results library, newest first."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"runs\": [...]} as JSON.")});
    parser.addOption({QStringLiteral("drive"), QStringLiteral("Only runs on the drive with this model."),
                      QStringLiteral("MODEL")});
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("history takes no arguments, got '%1'").arg(parser.positionalArguments().first()));
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    auto runs = (*lib)->history({parser.value(QStringLiteral("drive")), {}});
    if (!runs)
        return failed(runs.error());
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const RunSummary &s : *runs)
            list.append(summaryJson(s));
        out << QJsonDocument(QJsonObject{{QStringLiteral("runs"), list}}).toJson();
        return kExitOk;
    }
    if (runs->empty()) {
        out << "No runs in " << (*lib)->path() << " yet.\n";
        return kExitOk;
    }
    out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
               .arg(QStringLiteral("ID"), 6)
               .arg(QStringLiteral("Started (UTC)"), -16)
               .arg(QStringLiteral("Drive"), -36)
               .arg(QStringLiteral("Profile"), -10)
               .arg(QStringLiteral("Tests"), 5)
               .arg(QStringLiteral("Name / comment"));
    for (const RunSummary &s : *runs) {
        QString note = s.name;
        if (!s.comment.isEmpty())
            note += (note.isEmpty() ? QString() : QStringLiteral(" - ")) + s.comment;
        if (!s.completed)
            note = QStringLiteral("[partial] ") + note;
        if (s.source != QLatin1String("drivebench"))
            note = QStringLiteral("[%1] ").arg(s.source) + note;
        out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                   .arg(s.id, 6)
                   .arg(s.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")), -16)
                   .arg(s.driveLabel().left(36), -36)
                   .arg(s.profile.left(10), -10)
                   .arg(s.testCount, 5)
                   .arg(note);
    }
    return kExitOk;
}

} // namespace drivebench::cli
