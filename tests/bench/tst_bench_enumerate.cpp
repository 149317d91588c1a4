// SPDX-License-Identifier: GPL-3.0-or-later
// Enumeration speed: SysfsScanner over a 64-disk machine (tests/fixtures/sysfs/make-fixtures.sh
// --many 64: 64 SATA disks, 2 partitions each, one mounted, libata links and IDENTIFY) must stay
// under 50 ms, so the drive list opens at once. The tree is generated once into a temporary dir.

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/devices/sysfsscanner.h"

using namespace drivebench;

class BenchEnumerate : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QProcess gen;
        gen.start(QStringLiteral("bash"), {QStringLiteral(DRIVEBENCH_FIXTURES "/sysfs/make-fixtures.sh"),
                                          QStringLiteral("--many"), QStringLiteral("64"), m_dir.path()});
        QVERIFY(gen.waitForFinished(600000));
        QVERIFY2(gen.exitCode() == 0, gen.readAllStandardError().constData());
        m_root = m_dir.path() + QStringLiteral("/many");
    }

    void scan64Disks()
    {
        const SysfsScanner scanner(m_root + QStringLiteral("/sys"), m_root + QStringLiteral("/dev"), m_root + QStringLiteral("/proc"));
        // Correctness first: every disk, with partitions, mounts, identify and link.
        auto check = scanner.scan();
        QVERIFY(check);
        QCOMPARE(check->size(), size_t(64));
        QCOMPARE(check->back().partitions.size(), size_t(2));
        QCOMPARE(check->back().partitions[1].mountpoints.size(), qsizetype(1));
        QCOMPARE(check->back().link.current, QStringLiteral("SATA 6.0 Gb/s"));
        QCOMPARE(check->back().model, QStringLiteral("WDC WD10EZEX-00BN5A0"));

        // Best of 20 plain runs (warm cache), then QBENCHMARK for the Qt Test figure.
        qint64 bestNs = std::numeric_limits<qint64>::max();
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer t;
            t.start();
            auto drives = scanner.scan();
            bestNs = std::min(bestNs, t.nsecsElapsed());
            QVERIFY(drives && drives->size() == 64);
        }
        qInfo("enumerate 64 disks: best %.2f ms of 20 runs (goal < 50 ms)", double(bestNs) / 1e6);
        QVERIFY2(bestNs < 50'000'000, "enumerating 64 disks took 50 ms or more");
        QBENCHMARK {
            auto drives = scanner.scan();
            QVERIFY(drives);
        }
    }
};

QTEST_GUILESS_MAIN(BenchEnumerate)
#include "tst_bench_enumerate.moc"
