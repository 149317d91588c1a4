// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryoption.h"

#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/settingwords.h"

namespace drivebench::cli {

void addDbOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("db"),
                      QStringLiteral("The results library to use (default: %1).").arg(defaultLibraryPath()),
                      QStringLiteral("FILE")});
}

QString libraryPath(const QCommandLineParser &parser)
{
    const QString given = parser.value(QStringLiteral("db"));
    return given.isEmpty() ? defaultLibraryPath() : given;
}

Result<std::unique_ptr<ResultLibrary>> openLibrary(const QCommandLineParser &parser,
                                                   ResultLibrary::OpenMode mode)
{
    ResultLibrary::Options options;
    options.mode = mode;
    return ResultLibrary::open(libraryPath(parser), options);
}

qint64 parseRunId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

int failed(const Error &error)
{
    QTextStream(stderr) << "drivebench-cli: " << cliText(error) << '\n';
    return kExitFailed;
}

int parseOrExit(QCommandLineParser &parser, const QStringList &arguments)
{
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        QTextStream(stdout) << commandHelpText(parser, arguments);
        return kExitOk;
    }
    return -1;
}

} // namespace drivebench::cli
