// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The SQL of the results library, one migration per schema version (docs/result-library.md).
// Migration N turns a version N-1 file into version N; a new file runs all of them in order.
// Never edit a released step: add a new one and raise kLibrarySchemaVersion.

#include <QStringList>

namespace drivebench {

/// PRAGMA application_id of a DriveBench library ("DBnc"), so another program's SQLite file is refused.
inline constexpr int kLibraryApplicationId = 0x44426e63;

/// The statements of migration step `version` (1 = create the first schema); empty when unknown.
QStringList libraryMigration(int version);

} // namespace drivebench
