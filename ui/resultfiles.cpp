// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultfiles.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFileDialog>
#include <QJsonDocument>
#include <QStatusBar>

#include <qcustomplot.h>

#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "ui/settingwords.h"
#include "ui/messagebar.h"
#include "ui/resultpanel.h"
#include "ui/screenshot.h"
#include "ui/mainwindow.h"

namespace drivebench::ui {

namespace {

QString stamped(const QString &pattern)
{
    return pattern.arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

} // namespace

ResultFiles::ResultFiles(QWidget *window, ResultPanel *panel, MessageBar *message, QStatusBar *status,
                         std::function<RunResult()> shown, std::function<bool()> running)
    : QObject(window)
    , m_window(window)
    , m_panel(panel)
    , m_message(message)
    , m_status(status)
    , m_shown(std::move(shown))
    , m_running(std::move(running))
{
}

std::vector<RunResult> ResultFiles::pictureRuns() const
{
    RunResult run = m_shown();
    if (run.tests.empty() || m_running())
        return {};
    return {std::move(run)};
}

Result<void> ResultFiles::saveScreenshot(const QString &fileName) const
{
    return saveImagePng(m_panel->picture(), fileName, pictureRuns(), QStringLiteral("Save screenshot"));
}

Result<void> ResultFiles::saveWindowPicture(const QString &fileName) const
{
    // The plots redraw on a queued replot; a picture taken as the run ends (--save-window) would
    // show them one step behind (a finished short test still on its 5 s axis).
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>())
        plot->replot(QCustomPlot::rpImmediateRefresh);
    return saveWidgetPng(m_window, fileName, pictureRuns(), QStringLiteral("Save picture of the window"));
}

Result<void> ResultFiles::saveJson(const QString &fileName) const
{
    return saveOutput(QStringLiteral("Save result as JSON"), fileName,
                      QJsonDocument(toJson(m_shown())).toJson(QJsonDocument::Indented));
}

QString ResultFiles::resultText() const
{
    return toCrystalDiskMarkText(m_shown());
}

void ResultFiles::said(const Result<void> &r, const QString &name, bool sayDone)
{
    if (!r)
        m_message->showMessage(MessageBar::Kind::Error, windowMessage(r.error()),
                               windowHint(r.error()));
    else if (sayDone)
        m_status->showMessage(drivebench::ui::MainWindow::tr("Saved %1").arg(name), 5000);
}

void ResultFiles::saveScreenshotAs()
{
    const QString name = QFileDialog::getSaveFileName(
        m_window, drivebench::ui::MainWindow::tr("Save screenshot of results"),
        suggestedSavePath(stamped(QStringLiteral("drivebench-%1.png")), SaveFolder::Pictures), drivebench::ui::MainWindow::tr("PNG images (*.png)"));
    if (!name.isEmpty())
        said(saveScreenshot(name), name, true);
}

void ResultFiles::saveWindowPictureAs()
{
    const QString name = QFileDialog::getSaveFileName(m_window, drivebench::ui::MainWindow::tr("Save picture of the window"),
                                                      suggestedSavePath(QStringLiteral("drivebench-window.png"), SaveFolder::Pictures),
                                                      drivebench::ui::MainWindow::tr("PNG images (*.png)"));
    if (!name.isEmpty())
        said(saveWindowPicture(name), name, false);
}

void ResultFiles::saveJsonAs()
{
    const QString name = QFileDialog::getSaveFileName(
        m_window, drivebench::ui::MainWindow::tr("Save result as JSON"),
        suggestedSavePath(stamped(QStringLiteral("drivebench-%1.json")), SaveFolder::Documents), drivebench::ui::MainWindow::tr("JSON files (*.json)"));
    if (!name.isEmpty())
        said(saveJson(name), name, true);
}

void ResultFiles::copyText()
{
    QApplication::clipboard()->setText(resultText());
    m_status->showMessage(drivebench::ui::MainWindow::tr("Results copied as text"), 3000);
}

void ResultFiles::copyPicture()
{
    copyImageToClipboard(m_panel->picture(), pictureRuns());
    m_status->showMessage(drivebench::ui::MainWindow::tr("Results picture copied"), 3000);
}

} // namespace drivebench::ui
