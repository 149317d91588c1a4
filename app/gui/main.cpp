// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench: the GUI entry point. Parses options, builds the window, runs the event loop.
#include <cstdio>
#include <memory>

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include "core/version.h"
#include "ui/catalogue.h"
#include "ui/colorscheme.h"
#include "ui/compareview.h"
#include "ui/guioptions.h"
#include "ui/mainwindow.h"
#include "ui/settingwords.h"
#include "ui/stallprobe.h"

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    using drivebench::ui::GuiOptions;
    const GuiOptions options = drivebench::ui::parseGuiOptions(arguments);
    switch (options.action) {
    case GuiOptions::Action::UsageError:
        QTextStream(stderr) << "drivebench: " << options.error << " (see drivebench --help)\n";
        return 2;
    case GuiOptions::Action::ShowHelp:
        QTextStream(stdout) << options.helpText;
        return 0;
    case GuiOptions::Action::ShowVersion:
        QTextStream(stdout) << "drivebench " << drivebench::kVersion << '\n';
        return 0;
    case GuiOptions::Action::Run:
        break;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("drivebench"));
    // No application display name: Qt would append it to every title, and the main window's
    // reads "DriveBench 0.1.0" already ("DriveBench 0.1.0 — DriveBench" otherwise).
    QApplication::setOrganizationName(QString::fromLatin1(drivebench::kOrganization));
    QApplication::setApplicationVersion(QString::fromLatin1(drivebench::kVersion));
    QApplication::setDesktopFileName(QString::fromLatin1(drivebench::kAppId));

    drivebench::ui::ColorScheme scheme = drivebench::ui::ColorScheme::System;
    drivebench::ui::parseColorScheme(options.colorScheme, &scheme); // checked by parseGuiOptions
    drivebench::ui::applyColorScheme(scheme);

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (drivebench::ui::loadCatalogue(appTranslator, QLocale()))
        QApplication::installTranslator(&appTranslator);

    if (!options.compareFile.isEmpty()) { // --compare ... --save-compare FILE: the picture only
        const drivebench::Result<void> saved =
            drivebench::ui::saveComparisonPng(options.db, options.compareIds, options.compareFile);
        if (!saved)
            QTextStream(stderr) << "drivebench: " << drivebench::ui::windowText(saved.error()) << '\n';
        return saved ? 0 : 1;
    }

    drivebench::ui::MainWindow window;
    // The window-cost benchmark's probe (ui/stallprobe.h): the event loop's stalls during a run.
    std::unique_ptr<drivebench::ui::StallProbe> stalls;
    if (const QString file = qEnvironmentVariable("DRIVEBENCH_UI_STALL_LOG"); !file.isEmpty()) {
        stalls = std::make_unique<drivebench::ui::StallProbe>(file);
        QObject::connect(&window, &drivebench::ui::MainWindow::runStarted, stalls.get(),
                         &drivebench::ui::StallProbe::start);
        // Before the window's own handler of the finished run (it may quit): connected first.
        QObject::connect(&window, &drivebench::ui::MainWindow::runFinished, stalls.get(), [&stalls] {
            if (const drivebench::Result<void> r = stalls->finish(); !r)
                QTextStream(stderr) << "drivebench: " << drivebench::ui::windowText(r.error()) << '\n';
        });
    }
    window.show();
    window.applyOptions(options);
    return app.exec();
}
