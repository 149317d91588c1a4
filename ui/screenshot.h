#pragma once

// Pictures of widgets: the result panel or the whole window, to a PNG file and the clipboard.

#include <QImage>
#include <QString>

#include "core/util/result.h"

class QWidget;

namespace drivebench::ui {

/// Renders widget (and its children) into an image at the screen's device pixel ratio.
QImage grabWidget(QWidget *widget);
/// Saves the widget's picture as PNG; an error names the file and the fix.
Result<void> saveWidgetPng(QWidget *widget, const QString &fileName);
/// Saves an image as PNG; an error names the file and the fix.
Result<void> saveImagePng(const QImage &image, const QString &fileName);
/// Puts the widget's picture on the clipboard.
void copyWidgetToClipboard(QWidget *widget);

} // namespace drivebench::ui
