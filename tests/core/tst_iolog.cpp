// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

#include "core/workloads/traces/iolog.h"
#include "core/workloads/traces/tracefeed.h"
#include "core/workloads/traces/tracefile.h"
#include "core/workloads/traces/tracegenerator.h"

using namespace drivebench;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

std::vector<TraceRecord> readAll(TraceSource &source, QString *error = nullptr)
{
    std::vector<TraceRecord> out;
    TraceRecord r;
    for (;;) {
        auto got = source.next(r);
        if (!got) {
            if (error)
                *error = QString::fromStdString(got.error().text());
            break;
        }
        if (!*got)
            break;
        out.push_back(r);
    }
    return out;
}

} // namespace

class TstIolog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsV2()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("v2.log"),
                                       "fio version 2 iolog\n"
                                       "/dev/sdb add\n"
                                       "/dev/sdb open\n"
                                       "/dev/sdb write 0 4096\n"
                                       "/dev/sdb wait 1500\n"
                                       "\n"
                                       "/dev/sdb read 8192 65536\r\n"
                                       "/dev/sdb trim 0 4096\n"
                                       "/dev/sdb sync\n"
                                       "/dev/sdb wait 500\n"
                                       "/dev/sdb read 1048576 512\n"
                                       "/dev/sdb close\n");
        auto log = IologReader::open(path);
        QVERIFY(log);
        QCOMPARE((*log)->version(), 2);
        const auto records = readAll(**log);
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(records[0].op, TraceOp::Write);
        QCOMPARE(records[0].timeNs, std::int64_t(0));
        QCOMPARE(records[1].offset, quint64(8192));
        QCOMPARE(records[1].length, 65536u);
        QCOMPARE(records[1].timeNs, std::int64_t(1'500'000));  // waits add up (relative)
        QCOMPARE(records[1].line, quint64(7));
        QCOMPARE(records[2].timeNs, std::int64_t(2'000'000));
        QCOMPARE((*log)->skips().trims, quint64(1));
        QCOMPARE((*log)->skips().syncs, quint64(1));
        QCOMPARE((*log)->skips().fileActions, quint64(3));
    }

    void readsV3()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("v3.log"),
                                       "fio version 3 iolog\n"
                                       "0 /tmp/f add\n"
                                       "0 /tmp/f open\n"
                                       "10 /tmp/f read 0 4096\n"
                                       "250 /tmp/f write 4096 8192\n"
                                       "200 /tmp/f read 12288 4096\n"
                                       "300 /tmp/f close\n");
        auto any = openTraceFile(path);
        QVERIFY(any);
        const auto records = readAll(**any);
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(records[0].timeNs, std::int64_t(10'000));
        QCOMPARE(records[1].timeNs, std::int64_t(250'000));
        QCOMPARE(records[2].timeNs, std::int64_t(250'000));  // backwards: no delay, as fio
        QCOMPARE(records[1].op, TraceOp::Write);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("what");
        const QByteArray v3 = "fio version 3 iolog\n0 f add\n";
        QTest::newRow("unknown action") << (v3 + "5 f frobnicate 0 4096\n") << 3 << "unknown action";
        QTest::newRow("wait in v3") << (v3 + "5 f wait 100\n") << 3 << "not allowed";
        QTest::newRow("bad offset") << (v3 + "5 f read abc 4096\n") << 3 << "offset 'abc'";
        QTest::newRow("negative length") << (v3 + "5 f read 0 -1\n") << 3 << "length '-1'";
        QTest::newRow("zero length") << (v3 + "5 f read 0 0\n") << 3 << "outside 1 .. 64 MiB";
        QTest::newRow("huge length") << (v3 + "5 f read 0 100000000\n") << 3 << "64 MiB";
        QTest::newRow("past any end") << (v3 + "5 f read 18446744073709551000 4096\n") << 3
                                      << "past the end";
        QTest::newRow("overflowing number") << (v3 + "5 f read 99999999999999999999999 1\n") << 3
                                            << "below 2^64";
        QTest::newRow("missing values") << (v3 + "5 f read 4096\n") << 3 << "takes 2 value";
        QTest::newRow("bad timestamp") << (v3 + "x f read 0 512\n") << 3 << "timestamp";
        QTest::newRow("v2 too few") << QByteArray("fio version 2 iolog\nfoo\n") << 2 << "too few";
        QTest::newRow("bad header") << QByteArray("fio version 1 iolog\n") << 1 << "header";
        QTest::newRow("empty") << QByteArray() << 1 << "empty";
        QTest::newRow("long line") << (v3 + "5 f read 0 512 " + QByteArray(100000, 'x') + "\n")
                                   << 3 << "longer than";
        QTest::newRow("unknown text") << QByteArray("hello world\n") << 1 << "not an fio iolog";
        QTest::newRow("binary") << QByteArray("\x01\x02\x00\x04garbage", 11) << 1 << "binary";
        QTest::newRow("blktrace binary") << QByteArray("\x07\x74\x61\x65xxxxxxxxxxxx", 16) << 1
                                         << "blkparse -i";
    }
    // Every malformed trace is an error naming the file and the line, never a crash.
    void malformed()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(QString, what);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.log"), content);
        QString error;
        auto source = openTraceFile(path);
        if (!source) {
            error = QString::fromStdString(source.error().text());
        } else {
            auto scan = scanTrace(**source);
            QVERIFY(!scan);
            error = QString::fromStdString(scan.error().text());
        }
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("line %1:").arg(line)), qPrintable(error));
        QVERIFY2(error.contains(what), qPrintable(error));
    }

    void missingFile()
    {
        auto source = openTraceFile(QStringLiteral("/nonexistent/trace.log"));
        QVERIFY(!source);
        QVERIFY(QString::fromStdString(source.error().text()).contains(QLatin1String("/nonexistent")));
    }

    // A huge trace streams through the fixed buffer; checking it for replay keeps its figures and
    // none of its records (no record bound: a replay streams them again).
    void hugeTraceStreams()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.log"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("fio version 3 iolog\n");
            QByteArray chunk;
            for (int i = 0; i < 300000; ++i)
                chunk += QByteArray::number(i) + " f write " + QByteArray::number(i * 4096ll)
                         + " 4096\n";
            f.write(chunk);
        }
        auto source = openTraceFile(path);
        QVERIFY(source);
        auto scan = scanTrace(**source);
        QVERIFY(scan);
        QCOMPARE(scan->ios, quint64(300000));
        QCOMPARE(scan->writeIos, quint64(300000));
        QCOMPARE(scan->maxEnd, quint64(300000) * 4096);
        TraceReplaySettings settings;
        settings.spanBytes = quint64(1) << 30;
        auto ok = loadTrace(**source, settings, path);
        QVERIFY(ok);
        QCOMPARE(ok->scan.ios, quint64(300000));
        QCOMPARE(ok->path, path);
        QCOMPARE(ok->maxLength, 4096u);
        QCOMPARE(ok->realigned, quint64(0));
    }

    // The records a feed hands out are the file's, mapped, in order, across every chunk boundary
    // (chunks of 1, 7 and 1000 records; a ring of 2 and 3 chunks), in each format and mapping.
    void feedStreamsTheFilesRecords_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("mapping");
        QByteArray v3 = "fio version 3 iolog\n0 f add\n0 f open\n";
        for (int i = 0; i < 5003; ++i)
            v3 += QByteArray::number(i * 10) + (i % 3 ? " f read " : " f write ")
                  + QByteArray::number((i * 7919ll % 100003) * 512) + ' '
                  + QByteArray::number(512 * (1 + i % 16)) + '\n';
        v3 += "50030 f trim 0 4096\n50040 f close\n";
        QByteArray v2 = "fio version 2 iolog\nf add\nf open\n";
        for (int i = 0; i < 2049; ++i)
            v2 += (i % 2 ? "f read " : "f write ") + QByteArray::number(i * 3000ll) + " 1000\n"
                  + (i % 100 == 0 ? "f wait 20\nf sync\n" : "");
        QByteArray blk;
        for (int i = 0; i < 1500; ++i)
            blk += "  8,0    1  " + QByteArray::number(i + 1) + "  0." + QByteArray::number(100000000 + i * 1000)
                   + " 1234  Q  " + (i % 4 ? "R" : "W") + " " + QByteArray::number(i * 64ll) + " + 8 [fio]\n";
        QTest::newRow("iolog v3, wrap") << v3 << int(TraceMapping::Wrap);
        QTest::newRow("iolog v3, scale") << v3 << int(TraceMapping::Scale);
        QTest::newRow("iolog v2, exact") << v2 << int(TraceMapping::Exact);
        QTest::newRow("blkparse, wrap") << blk << int(TraceMapping::Wrap);
    }

    void feedStreamsTheFilesRecords()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, mapping);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("t.trace"), content);
        TraceReplaySettings settings;
        settings.spanBytes = quint64(1) << 30;
        settings.mapping = TraceMapping(mapping);
        auto source = openTraceFile(path);
        QVERIFY2(source, source ? "" : source.error().text().c_str());
        auto loaded = loadTrace(**source, settings, path);
        QVERIFY2(loaded, loaded ? "" : loaded.error().text().c_str());
        // What the file holds, read and mapped here on its own.
        auto fresh = openTraceFile(path);
        QVERIFY(fresh);
        const std::vector<TraceRecord> records = readAll(**fresh);
        QCOMPARE(quint64(records.size()), loaded->scan.ios);
        QVERIFY(records.size() > 1000);
        std::vector<PackedIo> expected;
        for (const TraceRecord &r : records) {
            auto mapped = mapRecord(r, settings, loaded->scan.maxEnd, path);
            QVERIFY(mapped);
            expected.push_back(packIo(*mapped));
        }
        const auto trace = std::make_shared<const LoadedTrace>(*loaded);
        for (const auto &[chunkRecords, chunks] :
             std::vector<std::pair<std::size_t, std::size_t>>{{1, 2}, {7, 3}, {1000, 2}, {TraceFeed::kChunkRecords, TraceFeed::kChunks}}) {
            auto feed = TraceFeed::open(trace, chunkRecords, chunks);
            QVERIFY(feed);
            QVERIFY((*feed)->capacityRecords() <= chunkRecords * std::max<std::size_t>(2, chunks));
            std::size_t i = 0;
            while (const PackedIo *io = (*feed)->next()) {
                QVERIFY2(i < expected.size(), "more records than the file holds");
                QVERIFY2(io->offsetAndOp == expected[i].offsetAndOp && io->length == expected[i].length
                             && io->timeUs == expected[i].timeUs,
                         qPrintable(QStringLiteral("record %1 differs (chunks of %2)").arg(i).arg(chunkRecords)));
                ++i;
            }
            QCOMPARE(i, expected.size());
            QVERIFY(!(*feed)->error());
            QVERIFY((*feed)->next() == nullptr);  // stays ended
        }
        // Destroyed before its end: the reader stops and is joined (no hang, no leak).
        auto early = TraceFeed::open(trace, 7, 2);
        QVERIFY(early);
        QVERIFY((*early)->next() != nullptr);
    }

    // A file that changed after the check ends the feed at the last good record, with an error
    // naming the file and line; the records before it were handed out.
    void feedNamesAChangedFile()
    {
        QTemporaryDir dir;
        QByteArray content = "fio version 3 iolog\n";
        for (int i = 0; i < 100; ++i)
            content += QByteArray::number(i) + " f read " + QByteArray::number(i * 4096) + " 4096\n";
        const QString path = writeFile(dir, QStringLiteral("t.log"), content);
        TraceReplaySettings settings;
        settings.spanBytes = quint64(1) << 30;
        auto source = openTraceFile(path);
        QVERIFY(source);
        auto loaded = loadTrace(**source, settings, path);
        QVERIFY(loaded);
        const auto trace = std::make_shared<const LoadedTrace>(*loaded);
        // Line 42 (record 41) broken after the check.
        QByteArray broken = content;
        const QByteArray line = "40 f read 163840 4096\n";
        const qsizetype at = broken.indexOf(line);
        QVERIFY(at > 0);
        broken.replace(at, line.size(), "40 f read 163840 x096\n");
        QVERIFY(!writeFile(dir, QStringLiteral("t.log"), broken).isEmpty());
        auto feed = TraceFeed::open(trace, 16, 2);
        QVERIFY(feed);
        int handed = 0;
        while ((*feed)->next())
            ++handed;
        QCOMPARE(handed, 40);
        QVERIFY((*feed)->error());
        const QString error = QString::fromStdString((*feed)->error()->text());
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("line 42:")), qPrintable(error));
        // Cut short after the check: the end names how many I/Os it had.
        QVERIFY(!writeFile(dir, QStringLiteral("t.log"), content.left(content.indexOf(line))).isEmpty());
        auto cut = TraceFeed::open(trace, 16, 2);
        QVERIFY(cut);
        handed = 0;
        while ((*cut)->next())
            ++handed;
        QCOMPARE(handed, 40);
        QVERIFY((*cut)->error());
        QVERIFY2(QString::fromStdString((*cut)->error()->text()).contains(QLatin1String("not the 100")),
                 (*cut)->error()->text().c_str());
        // Gone: opening the feed is the error, naming the file.
        QVERIFY(QFile::remove(path));
        auto gone = TraceFeed::open(trace);
        QVERIFY(!gone);
        QVERIFY(QString::fromStdString(gone.error().text()).contains(path));
    }

    void mapping()
    {
        TraceRecord r;
        r.offset = (quint64(3) << 30) + 512;
        r.length = 1000;
        r.line = 17;
        TraceReplaySettings s;
        s.spanBytes = quint64(1) << 30;
        s.alignment = 4096;
        s.mapping = TraceMapping::Wrap;
        auto wrapped = mapRecord(r, s, 0, QStringLiteral("t"));
        QVERIFY(wrapped);
        QCOMPARE(wrapped->length, 4096u);
        QCOMPARE(wrapped->offset % 4096, quint64(0));
        QVERIFY(wrapped->offset + wrapped->length <= s.spanBytes);
        s.mapping = TraceMapping::Scale;
        auto scaled = mapRecord(r, s, quint64(4) << 30, QStringLiteral("t"));
        QVERIFY(scaled);
        QVERIFY(std::llabs(qint64(scaled->offset) - qint64(768) * 1024 * 1024) <= 4096);
        s.mapping = TraceMapping::Exact;
        auto exact = mapRecord(r, s, 0, QStringLiteral("t.log"));
        QVERIFY(!exact);
        QVERIFY(QString::fromStdString(exact.error().text()).contains(QLatin1String("t.log: line 17:")));
        QVERIFY(QString::fromStdString(exact.error().text()).contains(QLatin1String("past the end")));
    }

    void exportRoundTrip()
    {
        QTemporaryDir dir;
        TraceGeneratorSettings s;
        s.shape = TraceShapeKind::Light;
        s.scale = 0.002;
        s.spanBytes = quint64(256) << 20;
        auto gen = TraceGenerator::make(s);
        QVERIFY(gen);
        const QString log = dir.filePath(QStringLiteral("light.iolog"));
        auto count = exportIologV3(*gen, log, QStringLiteral("/dev/shm/target"));
        QVERIFY(count);
        QCOMPARE(*count, gen->totalIos());
        auto back = openTraceFile(log);
        QVERIFY(back);
        const auto records = readAll(**back);
        QCOMPARE(records.size(), std::size_t(*count));
        TraceRecord g;
        for (const auto &r : records) {
            QVERIFY(gen->generate(g));
            QCOMPARE(r.offset, g.offset);
            QCOMPARE(r.length, g.length);
            QCOMPARE(r.op, g.op);
            QCOMPARE(r.timeNs / 1000, g.timeNs / 1000);
        }
        QVERIFY(!IologWriter::create(dir.filePath(QStringLiteral("x")), QStringLiteral("a b")));
        QVERIFY(!IologWriter::create(QStringLiteral("/nonexistent/x.log"), QStringLiteral("f")));
    }

    // fio replays an exported log without error and issues exactly its I/Os.
    void fioReplaysExport()
    {
        const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
        if (fio.isEmpty())
            QSKIP("fio is not installed");
        QTemporaryDir dir; // fio reads through the page cache here: any filesystem
        QVERIFY(dir.isValid());
        const QString target = dir.filePath(QStringLiteral("target"));
        {
            QFile f(target);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(qint64(64) << 20));
        }
        TraceGeneratorSettings s;
        s.shape = TraceShapeKind::Light;
        s.scale = 0.01;
        s.spanBytes = quint64(64) << 20;
        s.seed = 5;
        auto gen = TraceGenerator::make(s);
        QVERIFY(gen);
        TraceStats stats;
        TraceRecord r;
        while (gen->generate(r))
            stats.add(r);
        const QString log = dir.filePath(QStringLiteral("replay.iolog"));
        QVERIFY(exportIologV3(*gen, log, target));
        QProcess p;
        p.start(fio, {QStringLiteral("--name=replay"), QStringLiteral("--read_iolog=") + log,
                      QStringLiteral("--ioengine=psync"), QStringLiteral("--output-format=json")});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const auto json = QJsonDocument::fromJson(out.mid(out.indexOf('{'))).object();
        const auto job = json[QStringLiteral("jobs")].toArray().at(0).toObject();
        QCOMPARE(job[QStringLiteral("error")].toInt(), 0);
        const auto read = job[QStringLiteral("read")].toObject();
        const auto write = job[QStringLiteral("write")].toObject();
        QCOMPARE(quint64(read[QStringLiteral("total_ios")].toInteger()), stats.readIos);
        QCOMPARE(quint64(write[QStringLiteral("total_ios")].toInteger()), stats.writeIos);
        QCOMPARE(quint64(read[QStringLiteral("io_bytes")].toInteger()), stats.bytesRead);
        QCOMPARE(quint64(write[QStringLiteral("io_bytes")].toInteger()), stats.bytesWritten);
    }
};

QTEST_GUILESS_MAIN(TstIolog)
#include "tst_iolog.moc"
