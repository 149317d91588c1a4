// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli health --decode-nvme-smart as a user reads it: every row of the NVMe table, each
// showing its own field of the decoded log (a built log whose fields all differ), with and
// without the controller's identify (WCTEMP, CCTEMP).

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/fixtures.h"
#include "tests/common/nvmelogs.h"

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

// The table under the verdict: from its first row to the end.
QString nvmeTable(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.start(kCli, args);
    if (!p.waitForFinished(60'000))
        return QStringLiteral("timeout");
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const qsizetype start = out.indexOf(QStringLiteral("critical warning"));
    return start < 0 ? out + QString::fromUtf8(p.readAllStandardError()) : out.mid(start);
}

QString rows(const QString &temps)
{
    const std::pair<const char *, QString> table[] = {
        {"critical warning", QStringLiteral("0x05 (spare, reliability)")},
        {"temperature", QStringLiteral("45 °C")},
        {"temperature sensors", QStringLiteral("37 °C, 47 °C")},
        {"warning / critical temp", temps},
        {"available spare", QStringLiteral("97 % (threshold 10 %)")},
        {"percentage used", QStringLiteral("3 %")},
        {"data units read", QStringLiteral("123456 (63209472000 bytes)")},
        {"data units written", QStringLiteral("9876543210 (5056790123520000 bytes)")},
        {"host read commands", QStringLiteral("111")},
        {"host write commands", QStringLiteral("222")},
        {"controller busy", QStringLiteral("33 min")},
        {"power cycles", QStringLiteral("44")},
        {"power on hours", QStringLiteral("5555")},
        {"unsafe shutdowns", QStringLiteral("6")},
        {"media errors", QStringLiteral("0")},
        {"error log entries", QStringLiteral("7")},
        {"warning / critical temp time", QStringLiteral("8 min / 9 min")},
        {"thermal throttling TMT1/TMT2", QStringLiteral("2 / 1 times, 60 / 5 s")},
    };
    QString text;
    for (const auto &[label, value] : table)
        text += QString::fromLatin1(label).leftJustified(32) + value + QLatin1Char('\n');
    return text;
}

} // namespace

class TestHealthDecode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nvmeRowsEachShowTheirField()
    {
        QVERIFY2(QFile::exists(kCli), "drivebench-cli is not built");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(QStringLiteral("smart-log.bin"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const std::vector<std::uint8_t> bytes = drivebench::testing::distinctNvmeSmartLog();
        f.write(reinterpret_cast<const char *>(bytes.data()), qint64(bytes.size()));
        f.close();
        int code = -1;
        const QString withIdentify = nvmeTable(
            {QStringLiteral("health"), QStringLiteral("--decode-nvme-smart"), log, QStringLiteral("--identify"),
             drivebench::testing::fixture("/identify/qemu-7.2-nvme-id-ctrl.bin")},
            &code);
        QCOMPARE(code, 0);
        QCOMPARE(withIdentify, rows(QStringLiteral("70 °C / 100 °C")));
        const QString alone = nvmeTable({QStringLiteral("health"), QStringLiteral("--decode-nvme-smart"), log}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(alone, rows(QStringLiteral("- / -")));
    }
};

QTEST_GUILESS_MAIN(TestHealthDecode)
#include "tst_healthdecode.moc"
