// SPDX-License-Identifier: GPL-3.0-or-later
// CrystalDiskMark-style text and CSV exports.
#include <QTest>

#include "core/results/resultexport.h"
#include "tests/common/sampleruns.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::insertExtra;

using namespace drivebench;

namespace {

RunResult knownRun()
{
    RunResult run = testing::sampleRun(1);
    run.tests.clear();
    TestResult seq = testing::sampleTest(QStringLiteral("SEQ1M_Q8T1"), QStringLiteral("read"), 1u << 20, 8, 1, 0);
    seq.bandwidthBytesPerS = 1234567000.0;
    seq.iops = 1177.4;
    seq.latencyUs.mean = 6789.12;
    TestResult rnd = testing::sampleTest(QStringLiteral("RND4K_Q32T16"), QStringLiteral("write"), 4096, 32, 16, 0);
    rnd.bandwidthBytesPerS = 456789012.5;
    rnd.iops = 111520.75;
    rnd.latencyUs.mean = 4590.5;
    rnd.completed = false;
    TestResult seek = testing::sampleTest(QStringLiteral("SEEK_FULL"), QStringLiteral("read"), 512, 1, 1, 0);
    seek.bandwidthBytesPerS = 0;
    seek.iops = 75.5;
    seek.latencyUs.mean = 13245.25;
    TestResult mix = testing::sampleTest(QStringLiteral("RND4K_Q1T1"), QStringLiteral("mix"), 4096, 1, 1, 0);
    mix.readPercent = 70;
    run.tests = {seq, rnd, seek, mix};
    run.comment = QStringLiteral("Samsung, \"after\" FW update");
    return run;
}

} // namespace

class TstResultExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void crystalDiskMarkLayout()
    {
        const QString text = toCrystalDiskMarkText(knownRun());
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.at(0), QString(78, QLatin1Char('-')));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("DriveBench 0.1.0")));
        QVERIFY(lines.contains(QStringLiteral("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]")));
        QVERIFY(lines.contains(QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes")));
        const int read = int(lines.indexOf(QStringLiteral("[Read]")));
        const int write = int(lines.indexOf(QStringLiteral("[Write]")));
        QVERIFY(read > 0 && write > read);
        QCOMPARE(lines.at(read + 1),
                 QStringLiteral("  SEQ    1MiB (Q=  8, T= 1):  1234.567 MB/s [   1177.4 IOPS] <  6789.12 us>"));
        QCOMPARE(lines.at(write + 1),
                 QStringLiteral("  RND    4KiB (Q= 32, T=16):   456.789 MB/s [ 111520.8 IOPS] <  4590.50 us> (partial)"));
        QVERIFY(lines.contains(QStringLiteral("[Mix] Read 70%/Write 30%")));
        QVERIFY(lines.contains(QStringLiteral("[Other tests]")));
        // Seek stroke reads in ms per operation first (core/results/testreading.h), then the
        // transfer figures.
        QVERIFY2(text.contains(QStringLiteral("  SEEK_FULL          read :      13.25 ms/op  (0.000 MB/s [ 75.5 IOPS] < 13245.25 us>)")),
                 qPrintable(text));
        QVERIFY(lines.contains(QStringLiteral("Profile: default")));
        QVERIFY(lines.contains(QStringLiteral("   Test: 1 GiB (x3) [/mnt/data: ext4 on /dev/nvme0n1]")));
        QVERIFY(!text.contains(QLatin1String("[AS SSD score]")));
        // The file the run used, not the size asked for (a capacity check of a 32 MiB file
        // while Size said 1 GiB read "Test: 1 GiB"); AS SSD's score under the tests.
        RunResult used = knownRun();
        used.target.sizeBytes = 32ull << 20;
        used.settings.testFileBytes = double(1ull << 30);
        insertExtra(used.tests.back(), QStringLiteral("asssd_score"),
                                       QJsonObject{{QStringLiteral("read"), 1234.4},
                                                   {QStringLiteral("write"), 2345.6},
                                                   {QStringLiteral("total"), 4753.0}});
        const QStringList usedLines = toCrystalDiskMarkText(used).split(QLatin1Char('\n'));
        QVERIFY2(usedLines.contains(QStringLiteral("   Test: 32 MiB (x3) [/mnt/data: ext4 on /dev/nvme0n1]")),
                 qPrintable(usedLines.join(QLatin1Char('\n'))));
        QVERIFY(usedLines.contains(QStringLiteral("[AS SSD score] read 1234, write 2346, total 4753")));
        QVERIFY(lines.contains(QStringLiteral("   Mode: io_uring, O_DIRECT")));
        QVERIFY(lines.contains(QStringLiteral("   Time: Measure 5 sec / Interval 5 sec")));
        QVERIFY(lines.contains(QStringLiteral("   Date: 2026/11/02 12:01:00 UTC")));
        QVERIFY(lines.contains(QStringLiteral("     OS: Linux 6.1.0-27-amd64")));
        QVERIFY(lines.contains(QStringLiteral("  Drive: Samsung SSD 980 PRO 1TB  FW 5B2QGXA7  S/N S5GXNF0R123456  PCIe 4.0 x4")));
        QVERIFY(lines.contains(QStringLiteral("Comment: Samsung, \"after\" FW update")));
        QVERIFY(!text.contains(QStringLiteral("PARTIAL")));
    }

    // A run of fixed-length tests (seek stroke) has no measure time; SEQ_OUTER is seek stroke's
    // test, not a CrystalDiskMark SEQ row.
    void fixedLengthRunSaysWhatRan()
    {
        RunResult run = knownRun();
        TestResult full = testing::sampleTest(QStringLiteral("SEEK_FULL"), QStringLiteral("read"), 512, 1, 1, 0);
        full.passEnd = QStringLiteral("count");
        full.passes = 1;
        full.ios = 250;
        TestResult outer = full;
        outer.id = QStringLiteral("SEQ_OUTER");
        outer.label = QStringLiteral("Sequential outer");
        outer.ios = 2048;
        run.tests = {full, outer};
        const QString text = toCrystalDiskMarkText(run);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QVERIFY2(!text.contains(QStringLiteral("[Read]")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Measure")), qPrintable(text));
        QVERIFY2(lines.contains(QStringLiteral("  Fixed: 2 test(s) of a fixed length (no measure time), 250 to 2048 I/Os per pass")),
                 qPrintable(text));
        // The names line up however long the labels.
        QVERIFY2(text.contains(QStringLiteral("  SEEK_FULL                    read :")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("  Sequential outer (SEQ_OUTER) read :")), qPrintable(text));
    }

    void partialRunIsFlagged()
    {
        RunResult run = knownRun();
        run.completed = false;
        QVERIFY(toCrystalDiskMarkText(run).contains(QStringLiteral("* PARTIAL")));
    }

    void blockSizes_data()
    {
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<QString>("label");
        QTest::newRow("1MiB") << quint64(1 << 20) << QStringLiteral("1MiB");
        QTest::newRow("128KiB") << quint64(128 << 10) << QStringLiteral("128KiB");
        QTest::newRow("4KiB") << quint64(4096) << QStringLiteral("4KiB");
        QTest::newRow("512B") << quint64(512) << QStringLiteral("512B");
        QTest::newRow("1536KiB") << quint64(1536 << 10) << QStringLiteral("1536KiB");
    }

    void blockSizes()
    {
        QFETCH(quint64, bytes);
        QFETCH(QString, label);
        QCOMPARE(blockSizeLabel(bytes), label);
    }

    void csvOneRowPerTestWithExactFigures()
    {
        const RunResult run = knownRun();
        const QString csv = toCsv(run);
        QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
        const QStringList rows = csv.trimmed().split(QStringLiteral("\r\n"));
        QCOMPARE(rows.size(), 1 + int(run.tests.size()));
        const QStringList header = rows.at(0).split(QLatin1Char(','));
        QCOMPARE(header.at(2), QStringLiteral("test_id"));
        const int bw = int(header.indexOf(QStringLiteral("bandwidth_bytes_per_s")));
        const int p99 = int(header.indexOf(QStringLiteral("latency_p99_us")));
        QVERIFY(bw > 0 && p99 > 0);
        for (int i = 1; i < rows.size(); ++i) {
            const QStringList cells = rows.at(i).split(QLatin1Char(','));
            QCOMPARE(cells.size(), header.size());
            const TestResult &t = run.tests[std::size_t(i - 1)];
            QCOMPARE(cells.at(2), t.id);
            QCOMPARE(cells.at(bw).toDouble(), t.bandwidthBytesPerS);
            QCOMPARE(cells.at(p99).toDouble(), t.latencyUs.p99);
        }
        const int completed = int(header.indexOf(QStringLiteral("completed")));
        QCOMPARE(rows.at(2).split(QLatin1Char(',')).at(completed), QStringLiteral("false"));
        // Each test's headline in its own unit: the seek test in ms per operation.
        const int reading = int(header.indexOf(QStringLiteral("reading")));
        const int unit = int(header.indexOf(QStringLiteral("headline_unit")));
        QCOMPARE(rows.at(3).split(QLatin1Char(',')).at(reading), QStringLiteral("ms_per_op"));
        QCOMPARE(rows.at(3).split(QLatin1Char(',')).at(unit), QStringLiteral("ms/op"));
        QCOMPARE(rows.at(1).split(QLatin1Char(',')).at(unit), QStringLiteral("MB/s"));
        // No warnings, so the last column (warnings) is empty.
        QCOMPARE(header.last(), QStringLiteral("warnings"));
        QVERIFY(rows.at(2).endsWith(QLatin1Char(',')));
    }

    void csvQuotesFields()
    {
        RunResult run = knownRun();
        run.drive.model = QStringLiteral("Drive, \"quoted\"");
        const QString csv = toCsv(run);
        QVERIFY(csv.contains(QStringLiteral(",\"Drive, \"\"quoted\"\"\",")));
    }
};

QTEST_GUILESS_MAIN(TstResultExport)
#include "tst_resultexport.moc"
