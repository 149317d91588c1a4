// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptedrun.h"

#include <cstdio>
#include <utility>

#include <QApplication>
#include <QTimer>

#include "core/devices/drivelocator.h"
#include "ui/settingwords.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runsettingswidget.h"

namespace drivebench::ui {

ScriptedRun::ScriptedRun(MainWindow *window, SystemRoots roots)
    : QObject(window)
    , m_window(window)
    , m_roots(std::move(roots))
{
    connect(window, &MainWindow::runFinished, this, &ScriptedRun::runFinished);
}

void ScriptedRun::fail(const QString &text)
{
    m_window->messageBar()->showError(text);
}

void ScriptedRun::apply(const GuiOptions &options)
{
    m_options = options;
    MessageBar *message = m_window->messageBar();
    if (!options.drive.isEmpty() && !m_window->drivePanel()->selectDrive(options.drive)) {
        message->showMessage(MessageBar::Kind::Error, drivebench::ui::MainWindow::tr("There is no drive named %1.").arg(options.drive),
                             drivebench::ui::MainWindow::tr("Use a name from the drive list, such as sda or nvme0n1."));
        m_options.start = false;
    }
    if (!options.target.isEmpty()) {
        const Result<DriveLocation> where = locateDrive(options.target, m_roots.sys, m_roots.proc);
        m_window->drivePanel()->setCustomTarget(options.target, where ? where->drive : QString());
    }
    if (!options.profile.isEmpty() && !m_window->runSettings()->setProfile(options.profile)) {
        message->showMessage(MessageBar::Kind::Error, drivebench::ui::MainWindow::tr("There is no profile named %1.").arg(options.profile),
                             drivebench::ui::MainWindow::tr("Pick one from the Profile list."));
        m_options.start = false;
    }
    if (m_options.start) {
        QTimer::singleShot(0, this, [this] {
            if (!m_window->startRun() && m_options.quitWhenDone) {
                fprintf(stderr, "drivebench: %s\n", qPrintable(m_window->messageBar()->text()));
                QApplication::exit(1);
            }
        });
    } else if (options.start && options.quitWhenDone) {
        QTimer::singleShot(0, this, [this] {
            fprintf(stderr, "drivebench: %s\n", qPrintable(m_window->messageBar()->text()));
            QApplication::exit(2);
        });
    } else if (!options.screenshotFile.isEmpty() || !options.windowFile.isEmpty() || options.quitWhenDone) {
        // No run asked for: take the pictures of the window as it opens.
        QTimer::singleShot(0, this, [this] {
            bool ok = true;
            for (const auto &[file, window] : {std::pair{m_options.screenshotFile, false},
                                               std::pair{m_options.windowFile, true}}) {
                if (file.isEmpty())
                    continue;
                const Result<void> r = window ? m_window->saveWindowPicture(file) : m_window->saveScreenshot(file);
                if (!r) {
                    ok = false;
                    fprintf(stderr, "drivebench: %s\n", qPrintable(windowText(r.error())));
                }
            }
            if (m_options.quitWhenDone)
                QApplication::exit(ok ? 0 : 1);
        });
    }
}

void ScriptedRun::runFinished(const RunResult &run)
{
    if (!m_options.start)
        return;
    QStringList failures;
    if (!m_options.screenshotFile.isEmpty()) {
        if (const Result<void> r = m_window->saveScreenshot(m_options.screenshotFile); !r)
            failures << windowText(r.error());
    }
    if (!m_options.windowFile.isEmpty()) {
        if (const Result<void> r = m_window->saveWindowPicture(m_options.windowFile); !r)
            failures << windowText(r.error());
    }
    for (const QString &f : failures)
        fail(f);
    if (m_options.quitWhenDone) {
        for (const QString &e : windowLines(run.errors) + failures)
            fprintf(stderr, "drivebench: %s\n", qPrintable(e));
        QApplication::exit(run.completed && failures.isEmpty() ? 0 : 1);
    }
}

} // namespace drivebench::ui
