// SPDX-License-Identifier: GPL-3.0-or-later
#include "runimport.h"

#include <QFileInfo>

#include "core/results/resultlibrary.h"
#include "ui/mainwindow.h"

namespace drivebench::ui {

Result<std::vector<ImportDone>> importRunFiles(ResultLibrary *library, const QStringList &paths)
{
    if (!library)
        return Error::make(std::errc::io_error, "the results library is not open, so nothing can be imported",
                           "see the warning about the library above");
    Result<std::vector<FileRun>> runs = readResultFiles(paths);
    if (!runs)
        return runs.error();
    return storeImported(*library, *runs);
}

QList<qint64> importedIds(const std::vector<ImportDone> &done)
{
    QList<qint64> ids;
    for (const ImportDone &d : done)
        ids.append(d.outcome.id);
    return ids;
}

QStringList droppedFiles(const QList<QUrl> &urls)
{
    QStringList paths;
    for (const QUrl &u : urls) {
        if (!u.isLocalFile())
            return {};
        paths << u.toLocalFile();
    }
    return paths;
}

QString importedText(const std::vector<ImportDone> &done)
{
    QStringList stored, skipped;
    for (const ImportDone &d : done) {
        if (d.outcome.alreadyStored)
            skipped << drivebench::ui::MainWindow::tr("%1 is already in the library as run %2").arg(QFileInfo(d.file).fileName()).arg(d.outcome.id);
        else
            stored << QString::number(d.outcome.id);
    }
    QString text;
    if (!stored.isEmpty())
        text = drivebench::ui::MainWindow::tr("Imported %n run(s) into the results library.", nullptr, int(stored.size()));
    if (!skipped.isEmpty()) {
        const QString already = skipped.join(QStringLiteral("; "));
        text += stored.isEmpty() ? drivebench::ui::MainWindow::tr("Nothing new to import: %1.").arg(already)
                                 : QLatin1Char(' ') + drivebench::ui::MainWindow::tr("Skipped, already there: %1.").arg(already);
    }
    return text;
}

} // namespace drivebench::ui
