// SPDX-License-Identifier: GPL-3.0-or-later
#include "guioptions.h"

#include <QCommandLineParser>

#include "core/util/helptext.h"
#include "core/util/outputfile.h"
#include "ui/colorscheme.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

GuiOptions parseGuiOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("DriveBench: a disk benchmark for SATA and NVMe drives, with live charts."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    const QCommandLineOption drive(QStringLiteral("drive"),
                                   QStringLiteral("Select the drive NAME (for example nvme0n1)."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption target(QStringLiteral("target"),
                                    QStringLiteral("Test in directory or on device PATH."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     QStringLiteral("Select the benchmark profile NAME."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption start(QStringLiteral("start"),
                                   QStringLiteral("Start the benchmark at once."));
    const QCommandLineOption screenshot(QStringLiteral("save-screenshot"),
                                        QStringLiteral("Save the result panel as PNG FILE when done."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption window(QStringLiteral("save-window"),
                                    QStringLiteral("Save the whole window as PNG FILE when done."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption quit(QStringLiteral("quit-when-done"),
                                  QStringLiteral("Quit when the run has finished."));
    const QCommandLineOption scheme(QStringLiteral("color-scheme"),
                                    QStringLiteral("Colours: system (the desktop's palette, default), light or "
                                                   "dark (Fusion style). Also DRIVEBENCH_COLOR_SCHEME."),
                                    QStringLiteral("SCHEME"));
    const QCommandLineOption db(QStringLiteral("db"),
                                QStringLiteral("The results library --compare reads (default: the user's)."),
                                QStringLiteral("FILE"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QStringLiteral("Compare the runs whose ids follow (2 to 6), with --save-compare."));
    const QCommandLineOption saveCompare(QStringLiteral("save-compare"),
                                         QStringLiteral("Save the comparison of the --compare runs as PNG FILE and quit."),
                                         QStringLiteral("FILE"));
    parser.addOptions({help, version, drive, target, profile, start, screenshot, window, quit, scheme, db, compare,
                       saveCompare});

    GuiOptions options;
    options.helpText = helpTextNamed(parser, QStringLiteral("drivebench"));
    if (!parser.parse(arguments)) {
        options.action = GuiOptions::Action::UsageError;
        options.error = parser.errorText();
        return options;
    }
    if (!parser.positionalArguments().isEmpty() && !parser.isSet(compare)) {
        options.action = GuiOptions::Action::UsageError;
        options.error = QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return options;
    }
    if (parser.isSet(help)) {
        options.action = GuiOptions::Action::ShowHelp;
        return options;
    }
    if (parser.isSet(version)) {
        options.action = GuiOptions::Action::ShowVersion;
        return options;
    }
    options.drive = parser.value(drive);
    options.target = parser.value(target);
    options.profile = parser.value(profile);
    options.start = parser.isSet(start);
    options.screenshotFile = parser.value(screenshot);
    options.windowFile = parser.value(window);
    options.quitWhenDone = parser.isSet(quit);
    options.colorScheme = parser.isSet(scheme) ? parser.value(scheme)
                                               : qEnvironmentVariable("DRIVEBENCH_COLOR_SCHEME");
    if (ColorScheme c; !parseColorScheme(options.colorScheme, &c)) {
        options.action = GuiOptions::Action::UsageError;
        options.error = QStringLiteral("unknown colour scheme '%1' (use system, light or dark)").arg(options.colorScheme);
    }
    if (parser.isSet(compare) || parser.isSet(saveCompare)) {
        // drivebench [--db FILE] --compare ID ID... --save-compare PNG: the picture, no window.
        options.db = parser.value(db);
        options.compareFile = parser.value(saveCompare);
        for (const QString &id : parser.positionalArguments()) {
            bool ok = false;
            const qint64 n = id.toLongLong(&ok);
            if (!ok || n <= 0) {
                options.action = GuiOptions::Action::UsageError;
                options.error = QStringLiteral("'%1' is not a run id (a positive number)").arg(id);
                return options;
            }
            options.compareIds << n;
        }
        if (options.compareFile.isEmpty() || options.compareIds.size() < 2 || options.compareIds.size() > 6) {
            options.action = GuiOptions::Action::UsageError;
            options.error = QStringLiteral("--compare takes 2 to 6 run ids and --save-compare FILE");
        }
    }
    // The output rule before anything runs (checked again when the picture is saved).
    for (const auto &[name, file] : {std::pair{QStringLiteral("--save-screenshot"), options.screenshotFile},
                                     std::pair{QStringLiteral("--save-window"), options.windowFile},
                                     std::pair{QStringLiteral("--save-compare"), options.compareFile}}) {
        if (file.isEmpty() || options.action == GuiOptions::Action::UsageError)
            continue;
        if (const Result<void> ok = checkOutputPath(name, file); !ok) {
            options.action = GuiOptions::Action::UsageError;
            options.error = windowMessage(ok.error());
        }
    }
    return options;
}

} // namespace drivebench::ui
