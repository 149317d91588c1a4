#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// A known iolog replayed through drivebench-cli issues exactly its I/Os (count, bytes, reads and
// writes), and the result carries the trace verdict.
class TstTraceReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replaysExactly()
    {
        QTemporaryDir dir(QStringLiteral("/dev/shm/drivebench-replay-XXXXXX"));
        if (!dir.isValid())
            QSKIP("/dev/shm is not writable");
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
                 QStringLiteral("--json"), json});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        if (err.contains("O_DIRECT"))
            QSKIP("no O_DIRECT on /dev/shm here");
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
};

QTEST_GUILESS_MAIN(TstTraceReplay)
#include "tst_tracereplay.moc"
