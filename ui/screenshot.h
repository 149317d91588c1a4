// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pictures of widgets: the result panel, the whole window or the comparison, to a PNG file and the
// clipboard. Every PNG carries the runs it shows (core/results/resultpng.h), so the picture can
// be imported again with every figure exact.

#include <vector>

#include <QImage>
#include <QString>

#include "core/results/runresult.h"
#include "core/util/result.h"

class QWidget;

namespace drivebench::ui {

/// Renders widget (and its children) into an image at the screen's device pixel ratio.
QImage grabWidget(QWidget *widget);
/// The image encoded as PNG with the runs embedded (none: a plain PNG).
Result<QByteArray> encodePng(const QImage &image, const std::vector<RunResult> &runs);
/// Saves the widget's picture as PNG with the runs embedded; an error names the file and the fix.
Result<void> saveWidgetPng(QWidget *widget, const QString &fileName, const std::vector<RunResult> &runs = {},
                           const QString &what = QStringLiteral("Save picture"));
/// Saves an image as PNG with the runs embedded, through saveOutput; an error names what was
/// asked ("--save-screenshot"), the file and the fix.
Result<void> saveImagePng(const QImage &image, const QString &fileName, const std::vector<RunResult> &runs = {},
                          const QString &what = QStringLiteral("Save picture"));

/// Every file the window writes goes through here: the output rule of core/util/outputfile.h
/// (never a device, FIFO, socket, directory, nothing under /dev but /dev/shm, /proc or /sys; a
/// regular file replaced whole by a rename in its directory). what names the action or option.
Result<void> saveOutput(const QString &what, const QString &fileName, const QByteArray &bytes);

/// The folder a save dialog starts in.
enum class SaveFolder { Pictures, Documents };
/// fileName in the user's Pictures or Documents folder (QStandardPaths; the home folder when
/// neither exists), never the process's working directory.
QString suggestedSavePath(const QString &fileName, SaveFolder folder);
/// Puts the picture on the clipboard: as image/png bytes with the runs embedded (kept as they are
/// by X11 and Wayland clipboards) and as an image for programs that ask for another format.
void copyImageToClipboard(const QImage &image, const std::vector<RunResult> &runs = {});
/// Puts the widget's picture on the clipboard.
void copyWidgetToClipboard(QWidget *widget);

} // namespace drivebench::ui
