#pragma once

// A local copy of a fixture tree, for tests that scan it over and over. A scan of a fixture
// machine (tests/fixtures/sysfs/<machine>) is thousands of path lookups; over the rig guest's 9p
// share of the checkout (cache=mmap) every path component is a round trip to the host, so
// tst_safety took 36 ms here and 78 s in the guest. The copy is made once per process (cp -a:
// symlinks stay symlinks) in a temporary directory in /dev/shm (memory: 80 ms here, where /tmp on
// disk took 0.4 s to fill and 0.5 s to remove), else in $TMPDIR, and removed when the process
// ends; what the tests read is byte for byte the same tree.

#include <memory>

#include <QDir>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#ifndef DRIVEBENCH_FIXTURES
#error "DRIVEBENCH_FIXTURES must name tests/fixtures (tests/CMakeLists.txt defines it)"
#endif

namespace drivebench::testing {

/// DRIVEBENCH_FIXTURES/<rel> copied into a temporary directory (once per process): the copy's path.
/// Fails the process (qFatal) when it cannot be copied: no test of it could mean anything then.
inline QString localFixtures(const QString &rel)
{
    static std::unique_ptr<QTemporaryDir> dir;
    if (!dir) {
        dir = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/drivebench-fixtures-XXXXXX"));
        if (!dir->isValid())
            dir = std::make_unique<QTemporaryDir>();
        if (!dir->isValid())
            qFatal("localFixtures: cannot make a temporary directory: %s", qPrintable(dir->errorString()));
    }
    const QString source = QDir::cleanPath(QStringLiteral(DRIVEBENCH_FIXTURES "/") + rel);
    const QString copy = dir->filePath(QString(rel).replace(QLatin1Char('/'), QLatin1Char('_')));
    if (!QDir(copy).exists()) {
        QProcess cp;
        cp.setProcessChannelMode(QProcess::MergedChannels);
        cp.start(QStringLiteral("cp"), {QStringLiteral("-a"), source, copy});
        if (!cp.waitForFinished(300000) || cp.exitStatus() != QProcess::NormalExit || cp.exitCode() != 0)
            qFatal("localFixtures: cp -a %s %s failed: %s", qPrintable(source), qPrintable(copy),
                   cp.readAll().constData());
    }
    return copy;
}

} // namespace drivebench::testing
