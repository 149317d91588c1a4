// SPDX-License-Identifier: GPL-3.0-or-later
// The capacity check's one write and one read figure, the same everywhere for one run: the CLI
// table's MB/s, its summary line, the JSON result's headline and verdict, and the window's panel
// (its cell and tooltip). The run fills about 64 MiB of /var/tmp's file system (as tst_capacity).
#include <sys/statvfs.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "ui/resultcell.h"
#include "ui/resultpanel.h"
#include "ui/units.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;
using namespace drivebench::ui;

class TstCapacityFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourPlacesAgree()
    {
        QTemporaryDir out;
        QTemporaryDir target(QStringLiteral("/var/tmp/tst_capacityfigures-XXXXXX"));
        QVERIFY(out.isValid() && target.isValid());
        struct statvfs vfs{};
        QVERIFY(::statvfs(QFile::encodeName(target.path()).constData(), &vfs) == 0);
        const quint64 freeBytes = quint64(vfs.f_bavail) * vfs.f_frsize;
        if (freeBytes < (256ull << 20))
            QSKIP("needs 256 MiB free in /var/tmp");
        const QString json = out.filePath(QStringLiteral("run.json"));
        QProcess cli;
        cli.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                  {QStringLiteral("run"), QStringLiteral("--profile"), QStringLiteral("capacity"),
                   QStringLiteral("--target"), target.path(), QStringLiteral("--no-library"),
                   QStringLiteral("--reserve"), QString::number(freeBytes - (64ull << 20)),
                   QStringLiteral("--json"), json});
        QVERIFY(cli.waitForFinished(300'000));
        const QString text = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(cli.exitCode() == 0, qPrintable(text + QString::fromUtf8(cli.readAllStandardError())));

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto run = runFromJson(QJsonDocument::fromJson(file.readAll()).object());
        QVERIFY(run);
        const TestResult &t = run->tests.front();
        const QJsonObject verdict = extraOf(t).value(QStringLiteral("verdict")).toObject();
        const double write = verdict.value(QStringLiteral("write_bytes_per_s")).toDouble();
        const double read = verdict.value(QStringLiteral("read_bytes_per_s")).toDouble();
        QVERIFY(write > 0 && read > 0);
        // 1. The JSON headline is the write figure.
        QCOMPARE(t.bandwidthBytesPerS, write);
        // 2. The CLI table's MB/s column and 3. its summary line.
        const QString w = QString::number(write / 1e6, 'f', 2), r = QString::number(read / 1e6, 'f', 2);
        const QRegularExpression row(QStringLiteral("^CAPACITY\\s+write\\s+%1\\s").arg(QRegularExpression::escape(w)),
                                     QRegularExpression::MultilineOption);
        QVERIFY2(row.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("write %1 MB/s, read %2 MB/s").arg(w, r)), qPrintable(text));
        // 4. The panel: its cell and the cell's tooltip.
        ResultPanel panel;
        panel.setRun(*run);
        QCOMPARE(panel.cellText(QStringLiteral("CAPACITY"), QStringLiteral("write")),
                 formatFigure(write / 1e6, ResultUnit::MegabytesPerSecond));
        auto *cell = panel.findChild<ResultCell *>(QStringLiteral("cell_CAPACITY_write"));
        QVERIFY(cell);
        const QLocale l;
        QVERIFY2(cell->toolTip().contains(QStringLiteral("write %1 MB/s, read %2 MB/s")
                                              .arg(l.toString(write / 1e6, 'f', 2), l.toString(read / 1e6, 'f', 2))),
                 qPrintable(cell->toolTip()));
    }
};

QTEST_MAIN(TstCapacityFigures)
#include "tst_capacityfigures.moc"
