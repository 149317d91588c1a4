// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of runs on other hosts share: a short choice of tests in a directory, and a
// directory's entries (to check it is left as it was).

#include <QDir>
#include <QString>
#include <QStringList>

#include "core/runner/runplan.h"

namespace drivebench::testing {

/// Entries of dir (names, hidden ones included), sorted.
inline QStringList entriesOf(const QString &dir)
{
    QStringList names = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    names.sort();
    return names;
}

/// Reads of these tests in dir, one pass of seconds after warmupS, a 16 MiB test file.
inline RunChoice remoteQuickChoice(const QString &dir, const QStringList &tests, double seconds, double warmupS)
{
    RunChoice c;
    c.targetPath = dir;
    c.tests = tests;
    c.op = IoOp::Read;
    c.durationS = seconds;
    c.warmupS = warmupS;
    c.intervalS = 0;
    c.passes = 1;
    c.fileSizeBytes = 16ull << 20;
    return c;
}

} // namespace drivebench::testing
