// SPDX-License-Identifier: GPL-3.0-or-later
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/workloads/traces/tracegenerator.h"
#include "tests/common/testdirs.h"

// A known iolog replayed through drivebench-cli issues exactly its I/Os (count, bytes, reads and
// writes), and the result carries the trace verdict. A generated trace keeps its queue-depth
// groups: the achieved QD-at-issue mix is the one the generator drew.
class TstTraceReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replaysExactly()
    {
        DRIVEBENCH_DIRECT_IO_DIR(holder, QStringLiteral("drivebench-replay"));
        QTemporaryDir &dir = *holder;
        const QString log = dir.filePath(QStringLiteral("known.iolog"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("fio version 3 iolog\n0 x add\n0 x open\n");
        quint64 reads = 0, writes = 0, bytesRead = 0, bytesWritten = 0;
        for (int i = 0; i < 300; ++i) {
            const bool write = i % 3 == 0;
            const quint64 len = quint64(4096) << (i % 4);
            f.write(QByteArray::number(i * 10) + " x " + (write ? "write " : "read ")
                    + QByteArray::number(quint64(i) * 65536) + ' ' + QByteArray::number(len) + '\n');
            (write ? writes : reads) += 1;
            (write ? bytesWritten : bytesRead) += len;
        }
        f.write("3000 x trim 0 4096\n3000 x close\n");
        f.close();
        const QString json = dir.filePath(QStringLiteral("r.json"));
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"),
                {QStringLiteral("run"), QStringLiteral("--target"), dir.path(), QStringLiteral("--trace"), log,
                 QStringLiteral("--size"), QStringLiteral("32M"), QStringLiteral("--interval"), QStringLiteral("0"),
                 QStringLiteral("--no-library"), QStringLiteral("--json"), json});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        QFile out(json);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const auto run = QJsonDocument::fromJson(out.readAll()).object();
        const auto test = run[QStringLiteral("tests")].toArray().at(0).toObject();
        QCOMPARE(test[QStringLiteral("id")].toString(), QStringLiteral("TRACE_REPLAY"));
        QCOMPARE(quint64(test[QStringLiteral("ios")].toInteger()), reads + writes);
        QCOMPARE(quint64(test[QStringLiteral("read_ios")].toInteger()), reads);
        QCOMPARE(quint64(test[QStringLiteral("write_ios")].toInteger()), writes);
        QCOMPARE(quint64(test[QStringLiteral("bytes_read")].toInteger()), bytesRead);
        QCOMPARE(quint64(test[QStringLiteral("bytes_written")].toInteger()), bytesWritten);
        const auto extra = test[QStringLiteral("extra")].toObject();
        QVERIFY(extra[QStringLiteral("verdict")].toObject().contains(QStringLiteral("avg_data_rate_bytes_per_s")));
        QCOMPARE(extra[QStringLiteral("trace")].toObject()[QStringLiteral("skipped_trims")].toInt(), 1);
    }

    void destroyerKeepsQueueDepthGroups_data()
    {
        QTest::addColumn<bool>("noIdle");
        QTest::newRow("no idle") << true;
        QTest::newRow("with idle gaps") << false;
    }
    void destroyerKeepsQueueDepthGroups()
    {
        // About 20 000 I/Os (scale 0.0004 of 49.8 M): a second or two on tmpfs, and enough
        // bursts over 32 deep that overlapping bursts (the old playback) would show at once.
        QFETCH(bool, noIdle);
        DRIVEBENCH_DIRECT_IO_DIR(holder, QStringLiteral("drivebench-destroyer"));
        QTemporaryDir &dir = *holder;
        const double scale = 0.0004;
        const QString json = dir.filePath(QStringLiteral("r.json"));
        QStringList args{QStringLiteral("run"), QStringLiteral("--target"), dir.path(),
                         QStringLiteral("--profile"), QStringLiteral("destroyer"),
                         QStringLiteral("--scale"), QString::number(scale), QStringLiteral("--seed"),
                         QStringLiteral("7"), QStringLiteral("--size"), QStringLiteral("32M"),
                         QStringLiteral("--no-library"), QStringLiteral("--json"), json};
        if (noIdle)
            args << QStringLiteral("--no-idle");
        QProcess p;
        p.start(QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli"), args);
        QVERIFY(p.waitForFinished(300000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        QFile out(json);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const auto run = QJsonDocument::fromJson(out.readAll()).object();
        if (run[QStringLiteral("engine")].toString() != QLatin1String("io_uring"))
            QSKIP("io_uring is refused here: psync runs every I/O at QD1");
        const auto test = run[QStringLiteral("tests")].toArray().at(0).toObject();
        const auto trace = test[QStringLiteral("extra")].toObject()[QStringLiteral("trace")].toObject();

        // The mix the generator drew for this seed and scale (the groups do not depend on the span).
        drivebench::TraceGeneratorSettings g;
        g.scale = scale;
        g.seed = 7;
        g.spanBytes = 32u << 20;
        auto gen = drivebench::TraceGenerator::make(g);
        QVERIFY(gen);
        drivebench::TraceStats stats;
        drivebench::TraceRecord r;
        while (gen->generate(r))
            stats.add(r);
        QCOMPARE(quint64(test[QStringLiteral("ios")].toInteger()), stats.ios);

        const QJsonArray achieved = trace[QStringLiteral("qd_at_issue_pct")].toArray();
        QCOMPARE(achieved.size(), 8);
        QString table;
        double worst = 0;
        for (int b = 0; b < 8; ++b) {
            const double want = 100.0 * double(stats.iosByQdBucket[std::size_t(b)]) / double(stats.ios);
            const double got = achieved.at(b).toDouble();
            table += QStringLiteral(" %1/%2").arg(got, 0, 'f', 1).arg(want, 0, 'f', 1);
            worst = std::max(worst, std::abs(got - want));
        }
        // Each burst goes out in one submission behind a barrier, so the match is exact unless a
        // burst is split (it never is: the queue depth is the deepest burst); 2 points of slack.
        QVERIFY2(worst <= 2.0, qPrintable(QStringLiteral("achieved/generated %:") + table));
    }
};

QTEST_GUILESS_MAIN(TstTraceReplay)
#include "tst_tracereplay.moc"
