// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshot.h"

#include <QBuffer>
#include <QClipboard>
#include <QGuiApplication>
#include <QImageWriter>
#include <QMimeData>
#include <QDir>
#include <QStandardPaths>
#include <QWidget>

#include "core/results/resultpng.h"
#include "core/util/outputfile.h"

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

Result<void> saveWidgetPng(QWidget *widget, const QString &fileName, const std::vector<RunResult> &runs,
                           const QString &what)
{
    return saveImagePng(grabWidget(widget), fileName, runs, what);
}

Result<void> saveImagePng(const QImage &image, const QString &fileName, const std::vector<RunResult> &runs,
                          const QString &what)
{
    // Refused before the picture is drawn and encoded: a device or FIFO is never opened.
    if (auto ok = checkOutputPath(what, fileName); !ok)
        return ok.error();
    Result<QByteArray> png = encodePng(image, runs);
    if (!png)
        return png.error();
    return saveOutput(what, fileName, *png);
}

Result<void> saveOutput(const QString &what, const QString &fileName, const QByteArray &bytes)
{
    return writeOutputFile(what, fileName, bytes);
}

QString suggestedSavePath(const QString &fileName, SaveFolder folder)
{
    const auto location = folder == SaveFolder::Pictures ? QStandardPaths::PicturesLocation
                                                         : QStandardPaths::DocumentsLocation;
    QString dir = QStandardPaths::writableLocation(location);
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QDir::homePath();
    return QDir(dir).filePath(fileName);
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
