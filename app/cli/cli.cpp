// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include <cstdio>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include "app/cli/commands.h"
#include "core/util/helptext.h"
#include "core/version.h"

namespace drivebench::cli {

namespace {

// The command table: data, not code paths. Each command parses its own options.
constexpr Command kCommands[] = {
    {"version", "Print the version", versionCommand},
    {"history", "List the runs in the results library", historyCommand},
    {"show", "Show one run (CrystalDiskMark-style text or --json)", showCommand},
    {"compare", "Compare 2 to 6 runs side by side", compareCommand},
    {"export", "Export a run as text, JSON or CSV", exportCommand},
    {"import", "Import DriveBench or fio JSON results", importCommand},
    {"run", "Run benchmark tests on a directory, file or block device", runCommand},
    {"drives", "List drives: identify data, link speed, partitions", drivesCommand},
    {"identify", "Read or decode a drive's ATA/NVMe identify data", identifyCommand},
    {"health", "Read or decode a drive's SMART / NVMe health and temperature", healthCommand},
};

QString helpText()
{
    QString text = QStringLiteral(
        "Usage: drivebench-cli [--help] [--version] COMMAND [OPTIONS]\n\n"
        "DriveBench command line: runs the same benchmark core as the drivebench app, headless.\n\n"
        "Commands:\n");
    for (const Command &c : kCommands)
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(c.name), -12)
                    .arg(QString::fromLatin1(c.summary));
    text += QStringLiteral("\nRun 'drivebench-cli COMMAND --help' for the options of a command.\n");
    return text;
}

} // namespace

int usageError(const QString &message)
{
    QTextStream err(stderr);
    err << "drivebench-cli: " << message << " (see drivebench-cli --help)\n";
    return kExitUsage;
}

int versionCommand(const QStringList &)
{
    QTextStream(stdout) << "drivebench-cli " << kVersion << '\n';
    return kExitOk;
}

QString commandHelpText(const QCommandLineParser &parser, const QStringList &arguments)
{
    const QString command = arguments.value(0).section(QLatin1Char(' '), 1, 1);
    return helpTextNamed(parser, command.isEmpty() ? QStringLiteral("drivebench-cli")
                                                   : QStringLiteral("drivebench-cli ") + command);
}

int run(const QStringList &arguments)
{
    const QString program = arguments.value(0, QStringLiteral("drivebench-cli"));
    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty()) {
        QTextStream(stderr) << helpText();
        return kExitUsage;
    }
    const QString first = rest.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h")
        || first == QLatin1String("help")) {
        QTextStream(stdout) << helpText();
        return kExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v"))
        return versionCommand({});
    if (first.startsWith(QLatin1Char('-')))
        return usageError(QStringLiteral("unknown option '%1'").arg(first));
    for (const Command &c : kCommands) {
        if (first == QLatin1String(c.name))
            return c.run(QStringList{program + QLatin1Char(' ') + first} + rest.mid(1));
    }
    return usageError(QStringLiteral("unknown command '%1'").arg(first));
}

} // namespace drivebench::cli
