// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of runs on other hosts share: a short choice of tests in a directory, a
// directory's entries (to check it is left as it was), and the processes below a server.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
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

/// Every process's parent (pid -> ppid), from /proc/PID/stat.
inline QHash<qint64, qint64> processParents()
{
    QHash<qint64, qint64> parent;
    QDirIterator it(QStringLiteral("/proc"));
    while (it.hasNext()) {
        const QString dir = it.next();
        bool ok = false;
        const qint64 id = QFileInfo(dir).fileName().toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(dir + QStringLiteral("/stat"));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (f.size() > 1)
            parent.insert(id, f.at(1).toLongLong());
    }
    return parent;
}

/// The processes whose parent is pid.
inline QList<qint64> childrenOf(qint64 pid)
{
    const QHash<qint64, qint64> parent = processParents();
    QList<qint64> out;
    for (auto i = parent.cbegin(); i != parent.cend(); ++i)
        if (i.value() == pid)
            out << i.key();
    return out;
}

/// Every process below pid (children, their children, ...).
inline QList<qint64> descendantsOf(qint64 pid)
{
    const QHash<qint64, qint64> parent = processParents();
    QList<qint64> out;
    for (auto i = parent.cbegin(); i != parent.cend(); ++i) {
        for (qint64 p = i.value(); p > 1; p = parent.value(p, 0)) {
            if (p == pid) {
                out << i.key();
                break;
            }
        }
    }
    return out;
}

} // namespace drivebench::testing
