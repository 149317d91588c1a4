// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window makes of the run it shows: the panel's picture (Save screenshot, Copy
// picture), a picture of the whole window, the result as JSON and as CrystalDiskMark-style text.
// Every file goes through the one output module (screenshot.h: saveOutput and the PNG writers);
// the pictures carry the run (its JSON in the PNG), none while a run goes on.

#include <functional>
#include <vector>

#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/util/result.h"

class QStatusBar;
class QWidget;

namespace drivebench::ui {

class MessageBar;
class ResultPanel;

class ResultFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultFiles)

public:
    /// shown: the run the window shows, with the comment typed; running: whether a run goes on.
    ResultFiles(QWidget *window, ResultPanel *panel, MessageBar *message, QStatusBar *status,
                std::function<RunResult()> shown, std::function<bool()> running);

    Result<void> saveScreenshot(const QString &fileName) const;
    Result<void> saveWindowPicture(const QString &fileName) const;
    Result<void> saveJson(const QString &fileName) const;
    QString resultText() const;

    // The menu's actions: a file dialog, then the save; the outcome in the message or status bar.
    void saveScreenshotAs();
    void saveWindowPictureAs();
    void saveJsonAs();
    void copyText();
    void copyPicture();

private:
    /// The run the pictures carry: the one shown (none while running or when it has no test).
    std::vector<RunResult> pictureRuns() const;
    /// Says r's error in the message bar, or "Saved NAME" in the status bar.
    void said(const Result<void> &r, const QString &name, bool sayDone);

    QWidget *m_window;
    ResultPanel *m_panel;
    MessageBar *m_message;
    QStatusBar *m_status;
    std::function<RunResult()> m_shown;
    std::function<bool()> m_running;
};

} // namespace drivebench::ui
