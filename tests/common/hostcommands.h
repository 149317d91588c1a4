// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers of the tests that drive real devices and host commands (losetup, mkfs ...).

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace drivebench::testing {

/// The SHA-256 of a file's or device's bytes, hex; empty when it cannot be read.
inline QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

/// Runs a command to its end (60 s at most); true when it exited 0. out: its standard output, trimmed.
inline bool run(const QString &program, const QStringList &args, QString *out = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60'000))
        return false;
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace drivebench::testing
