// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli history: the runs in the results library, newest first.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "core/results/drivetrend.h"
#include "core/util/utctime.h"

namespace drivebench::cli {

namespace {

QJsonObject summaryJson(const RunSummary &s)
{
    return {{QStringLiteral("id"), double(s.id)},
            {QStringLiteral("started_at"), isoUtc(s.startedAt)},
            {QStringLiteral("drive"), s.driveLabel()},
            {QStringLiteral("drive_model"), s.driveModel},
            {QStringLiteral("drive_serial"), s.driveSerial},
            {QStringLiteral("drive_firmware"), s.driveFirmware},
            {QStringLiteral("drive_wwn"), s.driveWwn},
            {QStringLiteral("drive_key"), s.driveKey},
            {QStringLiteral("profile"), s.profile},
            {QStringLiteral("target"), s.targetPath},
            {QStringLiteral("name"), s.name},
            {QStringLiteral("comment"), s.comment},
            {QStringLiteral("source"), s.source},
            {QStringLiteral("tests"), s.testCount},
            {QStringLiteral("completed"), s.completed}};
}

/// The drive's trend per test (core/results/drivetrend.h), against its first run.
Result<std::vector<TestTrend>> trendsOf(const ResultLibrary &lib, const std::vector<RunSummary> &runs)
{
    std::vector<std::pair<qint64, RunResult>> loaded;
    for (const RunSummary &s : runs) {
        Result<RunResult> run = lib.load(s.id);
        if (!run)
            return run.error();
        loaded.emplace_back(s.id, std::move(*run));
    }
    return driveTrends(loaded, TrendBaseline::FirstRun);
}

QJsonObject trendJson(const TestTrend &t)
{
    QJsonArray points;
    for (const TrendPoint &p : t.points)
        points.append(QJsonObject{{QStringLiteral("id"), double(p.runId)},
                                  {QStringLiteral("started_at"), p.at.toUTC().toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("value"), p.value},
                                  {QStringLiteral("baseline"), p.baseline},
                                  {QStringLiteral("change_percent"), p.changePercent}});
    return {{QStringLiteral("test"), t.testId},
            {QStringLiteral("label"), t.label},
            {QStringLiteral("op"), t.op},
            {QStringLiteral("unit"), t.iops ? QStringLiteral("iops") : QStringLiteral("bytes_per_s")},
            {QStringLiteral("baseline"), QStringLiteral("first_run")},
            {QStringLiteral("spread_percent"), t.spreadPercent},
            {QStringLiteral("spread_measured"), t.spreadMeasured},
            {QStringLiteral("other_settings_runs"), t.otherSettingsRuns},
            {QStringLiteral("flagged"), t.flagged},
            {QStringLiteral("warning"), trendWarning(t)},
            {QStringLiteral("points"), points}};
}

} // namespace

int historyCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lists the runs in the results library, newest first. With --drive, only that drive's runs and each test's headline against its first run, flagging a drop larger than the run-to-run spread."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {\"runs\": [...]} as JSON.")});
    parser.addOption({QStringLiteral("drive"), QStringLiteral("Only runs on this one drive, whatever its device name was: "
                                                              "its serial, its WWN/EUI-64 (naa./eui. prefix optional) "
                                                              "or its key (drive_key in --json)."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("model"), QStringLiteral("Only runs on drives of this exact model."),
                      QStringLiteral("MODEL")});
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("history takes no arguments, got '%1'").arg(parser.positionalArguments().first()));
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    RunFilter filter;
    filter.driveModel = parser.value(QStringLiteral("model"));
    filter.drive = parser.value(QStringLiteral("drive"));
    if (parser.isSet(QStringLiteral("drive")) && filter.drive.trimmed().isEmpty())
        return usageError(QStringLiteral("--drive needs a serial, WWN or drive key"));
    auto runs = (*lib)->history(filter);
    if (!runs)
        return failed(runs.error());
    QTextStream out(stdout);
    // One drive: its headlines over time against its first run, with drops beyond the spread.
    std::vector<TestTrend> trends;
    if (!filter.drive.isEmpty()) {
        auto t = trendsOf(**lib, *runs);
        if (!t)
            return failed(t.error());
        trends = std::move(*t);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const RunSummary &s : *runs)
            list.append(summaryJson(s));
        QJsonObject doc{{QStringLiteral("runs"), list}};
        if (!filter.drive.isEmpty()) {
            QJsonArray t;
            for (const TestTrend &tr : trends)
                t.append(trendJson(tr));
            doc.insert(QStringLiteral("trends"), t);
        }
        out << QJsonDocument(doc).toJson();
        return kExitOk;
    }
    if (runs->empty() && !filter.drive.isEmpty()) {
        out << "No runs on a drive " << filter.drive << " in " << (*lib)->path()
            << " (give its serial, WWN or the drive_key that history --json lists).\n";
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
    if (runs->size() >= 2) {
        for (const TestTrend &t : trends) {
            const TrendPoint &last = t.points.back();
            if (t.points.size() < 2)
                continue;
            const QString value = t.iops ? QStringLiteral("%1 IOPS").arg(last.value, 0, 'f', 0)
                                         : QStringLiteral("%1 MB/s").arg(last.value / 1e6, 0, 'f', 1);
            // A spread from too few runs or passes measures nothing: said, not "spread 0.0 %".
            const QString spread = t.spreadMeasured
                                       ? QStringLiteral("spread %1 %").arg(t.spreadPercent, 0, 'f', 1)
                                       : QStringLiteral("spread not measured: %1 runs of %2 pass(es), not judged")
                                             .arg(t.points.size())
                                             .arg(t.fewestPasses);
            out << QStringLiteral("%1 %2: %3, %4%5 % against the first run (%6)%7\n")
                       .arg(t.testId, t.op, value, last.changePercent >= 0 ? QStringLiteral("+") : QString())
                       .arg(last.changePercent, 0, 'f', 1)
                       .arg(spread)
                       .arg(t.flagged ? QStringLiteral(": ") + trendWarning(t) : QString());
        }
    }
    return kExitOk;
}

} // namespace drivebench::cli
