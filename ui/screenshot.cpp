#include "screenshot.h"

#include <QBuffer>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QMimeData>
#include <QSaveFile>
#include <QWidget>

#include "core/results/resultpng.h"

namespace drivebench::ui {

QImage grabWidget(QWidget *widget)
{
    // grab() renders off-screen too (QT_QPA_PLATFORM=offscreen, hidden tabs), at the device
    // pixel ratio, so a 200 % screen gives a 2x picture.
    widget->ensurePolished();
    return widget->grab().toImage();
}

Result<QByteArray> encodePng(const QImage &image, const std::vector<RunResult> &runs)
{
    if (image.isNull())
        return Error::make(std::errc::invalid_argument, "the window could not be drawn",
                           "make sure the window is shown before saving a picture");
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image))
        return Error::make(std::errc::io_error, "cannot encode the picture: " + writer.errorString().toStdString());
    buffer.close();
    if (runs.empty())
        return png;
    return embedRunsInPng(png, runs);
}

Result<void> saveWidgetPng(QWidget *widget, const QString &fileName, const std::vector<RunResult> &runs)
{
    return saveImagePng(grabWidget(widget), fileName, runs);
}

Result<void> saveImagePng(const QImage &image, const QString &fileName, const std::vector<RunResult> &runs)
{
    Result<QByteArray> png = encodePng(image, runs);
    if (!png)
        return png.error();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(*png) != png->size() || !file.commit()) {
        const QFileInfo dir(QFileInfo(fileName).absolutePath());
        std::string hint = "choose a file in a directory you can write to";
        if (!dir.exists())
            hint = "create the directory " + dir.absoluteFilePath().toStdString() + " first";
        return Error::make(std::errc::io_error,
                           "cannot write " + fileName.toStdString() + ": " + file.errorString().toStdString(),
                           hint);
    }
    return {};
}

void copyImageToClipboard(const QImage &image, const std::vector<RunResult> &runs)
{
    auto mime = std::make_unique<QMimeData>();
    if (Result<QByteArray> png = encodePng(image, runs); png)
        mime->setData(QStringLiteral("image/png"), *png);
    mime->setImageData(image);
    QGuiApplication::clipboard()->setMimeData(mime.release());
}

void copyWidgetToClipboard(QWidget *widget)
{
    copyImageToClipboard(grabWidget(widget));
}

} // namespace drivebench::ui
