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
Result<void> saveWidgetPng(QWidget *widget, const QString &fileName, const std::vector<RunResult> &runs = {});
/// Saves an image as PNG with the runs embedded, atomically; an error names the file and the fix.
Result<void> saveImagePng(const QImage &image, const QString &fileName, const std::vector<RunResult> &runs = {});
/// Puts the picture on the clipboard: as image/png bytes with the runs embedded (kept as they are
/// by X11 and Wayland clipboards) and as an image for programs that ask for another format.
void copyImageToClipboard(const QImage &image, const std::vector<RunResult> &runs = {});
/// Puts the widget's picture on the clipboard.
void copyWidgetToClipboard(QWidget *widget);

} // namespace drivebench::ui
