// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTemporaryDir>
#include <QTest>

#include "core/workloads/traces/blkparse.h"
#include "core/workloads/traces/tracefile.h"

using namespace drivebench;

namespace {

const QByteArray kDump =
    "  8,0    3        1     0.000000000   697  Q   W 223490 + 8 [kjournald]\n"
    "  8,0    3        2     0.000001200   697  G   W 223490 + 8 [kjournald]\n"
    "  8,0    3        3     0.000002000   697  P   N [kjournald]\n"
    "  8,0    3        4     0.000003000   697  I   W 223490 + 8 [kjournald]\n"
    "  8,0    3        5     0.000004000   697  D   W 223490 + 8 [kjournald]\n"
    "  8,0    3        0     0.000004100     0  m   N cfq697 insert_request\n"
    "  8,0    1        6     0.000150000   120  Q   R 1000 + 256 [cat]\n"
    "  8,0    1        7     0.000160000   120  Q  RA 2000 + 64 [cat]\n"
    "  8,0    1        8     0.000170000   120  Q   D 0 + 2048 [fstrim]\n"
    "  8,0    1        9     0.000180000   120  Q  FN 0 + 0 [sync]\n"
    "  8,0    1       10     0.000190000   120  Q WSM 5000 + 16 [jbd2]\n"
    "  8,0    1       11     0.000200000   120  D   R 1000 + 256 [cat]\n"
    "  8,0    3       12     0.000990000     0  C   W 223490 + 8 [0]\n"
    "\n"
    "CPU1 (8,0):\n"
    " Reads Queued:           2,      160KiB\t Writes Queued:           1,        8KiB\n"
    "Total (8,0):\n"
    "Throughput (R/W): 0KiB/s / 0KiB/s\n"
    "Events (8,0): 13 entries\n";

QString writeFile(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString path = dir.filePath(QStringLiteral("dump.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

} // namespace

class TstBlkparse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void queueEvents()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, kDump);
        auto source = openTraceFile(path);  // detected as blkparse
        QVERIFY(source);
        auto scan = scanTrace(**source);
        QVERIFY(scan);
        QCOMPARE(scan->ios, quint64(4));
        QCOMPARE(scan->readIos, quint64(2));
        QCOMPARE(scan->writeIos, quint64(2));
        QCOMPARE(scan->bytesRead, quint64((256 + 64) * 512));
        QCOMPARE(scan->bytesWritten, quint64((8 + 16) * 512));
        QCOMPARE(scan->durationNs, std::int64_t(190'000));
        auto reader = BlkparseReader::open(path);
        QVERIFY(reader);
        TraceRecord r;
        QVERIFY(*(*reader)->next(r));
        QCOMPARE(r.offset, quint64(223490) * 512);
        QCOMPARE(r.length, 4096u);
        QCOMPARE(r.op, TraceOp::Write);
        QCOMPARE(r.timeNs, std::int64_t(0));
        QCOMPARE(r.line, quint64(1));
        QVERIFY(*(*reader)->next(r));
        QCOMPARE(r.op, TraceOp::Read);
        QCOMPARE(r.timeNs, std::int64_t(150'000));
        QVERIFY(*(*reader)->next(r));
        QVERIFY(*(*reader)->next(r));
        QCOMPARE(r.line, quint64(11));
        QVERIFY(!*(*reader)->next(r));
        QCOMPARE((*reader)->skips().trims, quint64(1));
        QCOMPARE((*reader)->skips().syncs, quint64(1));
    }

    void issueEvents()
    {
        QTemporaryDir dir;
        auto reader = BlkparseReader::open(writeFile(dir, kDump), BlkparseEvent::Issue);
        QVERIFY(reader);
        auto scan = scanTrace(**reader);
        QVERIFY(scan);
        QCOMPARE(scan->ios, quint64(2));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("what");
        const QByteArray ok = "  8,0    3        1     0.000000000   697  Q   W 8 + 8 [a]\n";
        QTest::newRow("unknown action") << (ok + "  8,0    3  2  0.1  697  Z   W 8 + 8 [a]\n") << 2
                                        << "unknown action 'Z'";
        QTest::newRow("garbage line") << (ok + "this is not blkparse output\n") << 2
                                      << "not a blkparse event line";
        QTest::newRow("bad time") << (ok + "  8,0    3  2  0.1x  697  Q   W 8 + 8 [a]\n") << 2
                                  << "time";
        QTest::newRow("no plus") << (ok + "  8,0    3  2  0.1  697  Q   W 8 - 8 [a]\n") << 2
                                 << "SECTOR + BLOCKS";
        QTest::newRow("bad sector") << (ok + "  8,0    3  2  0.1  697  Q   W 8x + 8 [a]\n") << 2
                                    << "not a number";
        QTest::newRow("huge io") << (ok + "  8,0    3  2  0.1  697  Q   W 8 + 999999999 [a]\n") << 2
                                 << "64 MiB";
        QTest::newRow("sector past any end")
            << (ok + "  8,0    3  2  0.1  697  Q   W 99999999999999999 + 8 [a]\n") << 2
            << "past the end";
        QTest::newRow("truncated") << (ok + "  8,0    3  2  0.1  697  Q   W 8\n") << 2 << "needs";
    }
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(QString, what);
        QTemporaryDir dir;
        const QString path = writeFile(dir, content);
        auto source = openTraceFile(path);
        QVERIFY(source);
        auto scan = scanTrace(**source);
        QVERIFY(!scan);
        const QString error = QString::fromStdString(scan.error().text());
        QVERIFY2(error.contains(path + QStringLiteral(": line %1:").arg(line)), qPrintable(error));
        QVERIFY2(error.contains(what), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TstBlkparse)
#include "tst_blkparse.moc"
