// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Result files brought into the window's library (File drop, MainWindow::importRuns): DriveBench
// PNG or JSON and fio's JSON, all or none.

#include <vector>

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "core/results/resultimport.h"
#include "core/util/result.h"

namespace drivebench {
class ResultLibrary;
}

namespace drivebench::ui {

/// Reads every file first (one refused file stops the import before anything is stored), then
/// stores each run; a run the library holds already (sameResult()) is skipped. library may be
/// nullptr (not open): an error then.
Result<std::vector<ImportDone>> importRunFiles(ResultLibrary *library, const QStringList &paths);

/// The ids of the runs an import stored or found already stored, in the files' order.
QList<qint64> importedIds(const std::vector<ImportDone> &done);

/// The local files dropped (urls), or none when any is not a local file.
QStringList droppedFiles(const QList<QUrl> &urls);

/// What an import did, for the message bar: "Imported 2 run(s) ...", "Nothing new to import: ...".
QString importedText(const std::vector<ImportDone> &done);

} // namespace drivebench::ui
