#include "screenshot.h"

#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QWidget>

namespace drivebench::ui {

QImage grabWidget(QWidget *widget)
{
    // grab() renders off-screen too (QT_QPA_PLATFORM=offscreen, hidden tabs), at the device
    // pixel ratio, so a 200 % screen gives a 2x picture.
    widget->ensurePolished();
    return widget->grab().toImage();
}

Result<void> saveWidgetPng(QWidget *widget, const QString &fileName)
{
    return saveImagePng(grabWidget(widget), fileName);
}

Result<void> saveImagePng(const QImage &image, const QString &fileName)
{
    if (image.isNull())
        return Error::make(std::errc::invalid_argument, "the window could not be drawn",
                           "make sure the window is shown before saving a picture");
    QImageWriter writer(fileName, "png");
    if (!writer.write(image)) {
        const QFileInfo dir(QFileInfo(fileName).absolutePath());
        std::string hint = "choose a file in a directory you can write to";
        if (!dir.exists())
            hint = "create the directory " + dir.absoluteFilePath().toStdString() + " first";
        return Error::make(std::errc::io_error,
                           "cannot write " + fileName.toStdString() + ": " + writer.errorString().toStdString(),
                           hint);
    }
    return {};
}

void copyWidgetToClipboard(QWidget *widget)
{
    QGuiApplication::clipboard()->setImage(grabWidget(widget));
}

} // namespace drivebench::ui
