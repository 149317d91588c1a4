// SPDX-License-Identifier: GPL-3.0-or-later
// `drivebench-cli run --json-stream`: every line is one complete JSON event, the stream is live
// (read from a pipe while the run goes, and the run cancelled from what it shows), samples
// arrive at 10 or more per second of test time, and the last line holds the whole result, the
// same document --json writes. Outputs that are not regular files are refused.
#include <signal.h>
#include <sys/stat.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "app/cli/jsonstream.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

QStringList quickRun(const QString &target, const QStringList &tests)
{
    QStringList args{QStringLiteral("run"), QStringLiteral("--target"), target, QStringLiteral("--op"),
                     QStringLiteral("read"), QStringLiteral("--size"), QStringLiteral("16M"),
                     QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--passes"),
                     QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                     QStringLiteral("--interval"), QStringLiteral("0"), QStringLiteral("--buffered"),
                     QStringLiteral("--no-library")};
    for (const QString &t : tests)
        args << QStringLiteral("--test") << t;
    return args;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstJsonStream : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(kCli), "drivebench-cli is not built");
    }

    void eventsCarryTheirFields()
    {
        const RunResult run = testing::sampleRun(2);
        const QJsonObject s = sampleEvent(3, QStringLiteral("RND4K_Q1T1"), run.tests[0].samples[5]);
        QCOMPARE(s.value(QStringLiteral("event")).toString(), QStringLiteral("sample"));
        QCOMPARE(s.value(QStringLiteral("index")).toInt(), 3);
        QCOMPARE(s.value(QStringLiteral("thread")).toInt(), run.tests[0].samples[5].thread);
        QCOMPARE(s.value(QStringLiteral("time_s")).toDouble(), run.tests[0].samples[5].timeS);
        QCOMPARE(s.value(QStringLiteral("bytes")).toDouble(), double(run.tests[0].samples[5].bytes));
        QCOMPARE(s.value(QStringLiteral("ios")).toDouble(), double(run.tests[0].samples[5].ios));
        QCOMPARE(s.value(QStringLiteral("latency_mean_us")).toDouble(), run.tests[0].samples[5].latencyMeanUs);
        QCOMPARE(s.value(QStringLiteral("latency_max_us")).toDouble(), run.tests[0].samples[5].latencyMaxUs);
        QVERIFY(QDateTime::fromString(s.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs).isValid());
        const QJsonObject f = testFinishedEvent(0, run.tests[0]);
        QJsonObject figures = toJson(run.tests[0]);
        figures.remove(QStringLiteral("samples"));
        QCOMPARE(f.value(QStringLiteral("result")).toObject(), figures);
        QCOMPARE(runFinishedEvent(run).value(QStringLiteral("result")).toObject(), toJson(run));
        QCOMPARE(warningEvent(QStringLiteral("w"), QStringLiteral("T")).value(QStringLiteral("test")).toString(), QStringLiteral("T"));
    }

    void outputsThatAreNotRegularFilesAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("character device");
        QTest::newRow("/proc") << QStringLiteral("/proc/self/comm") << QStringLiteral("/dev, /proc or /sys");
        QTest::newRow("symlink to /dev/null") << QStringLiteral("link") << QStringLiteral("character device");
        QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("FIFO");
        QTest::newRow("directory") << QStringLiteral(".") << QStringLiteral("directory");
    }

    void outputsThatAreNotRegularFilesAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QString, words);
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        if (!QFile::exists(fifo))
            QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString link = m_dir.filePath(QStringLiteral("link"));
        if (!QFileInfo(link).isSymLink())
            QVERIFY(QFile::link(QStringLiteral("/dev/null"), link));
        const QString full = path.startsWith(QLatin1Char('/')) ? path : m_dir.filePath(path);
        auto fd = openJsonStreamOutput(full);
        QVERIFY(!fd);
        QVERIFY2(QString::fromStdString(fd.error().text()).contains(words), fd.error().text().c_str());
        QVERIFY(!fd.error().hint.empty());

        // The CLI refuses it before running anything.
        QProcess p;
        p.start(kCli, quickRun(m_dir.path(), {QStringLiteral("RND4K_Q1T1")}) << QStringLiteral("--json-stream") << full);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains(words.toUtf8()));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("drivebench-test.tmp"))));
    }

    void regularFileIsTruncatedAndFilled()
    {
        const QString file = m_dir.filePath(QStringLiteral("stream.ndjson"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(100000, 'x')); // an old, longer file: nothing of it may remain
        }
        QProcess p;
        p.start(kCli, quickRun(m_dir.path(), {QStringLiteral("RND4K_Q1T1")}) << QStringLiteral("--json-stream") << file);
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(p.readAllStandardOutput().contains("MB/s")); // the table stays on stdout
        const QList<QByteArray> lines = fileBytes(file).trimmed().split('\n');
        QVERIFY(lines.size() > 3);
        for (const QByteArray &l : lines)
            QVERIFY2(QJsonDocument::fromJson(l).isObject(), l.left(80).constData());
        QCOMPARE(QJsonDocument::fromJson(lines.front()).object().value(QStringLiteral("event")).toString(), QStringLiteral("run_started"));
        QCOMPARE(QJsonDocument::fromJson(lines.back()).object().value(QStringLiteral("event")).toString(), QStringLiteral("run_finished"));
    }

    void streamIsLiveOnAPipe()
    {
        // Four tests planned; the test reads standard output line by line as it comes and
        // cancels the run (SIGINT) when the second test starts. A stream written at the end (or
        // held in a buffer) would show that only after all four, so the run would complete.
        const QString json = m_dir.filePath(QStringLiteral("result.json"));
        QProcess p;
        p.setReadChannel(QProcess::StandardOutput);
        p.start(kCli, quickRun(m_dir.path(), {QStringLiteral("RND4K_Q32T16"), QStringLiteral("RND4K_Q1T1"),
                                              QStringLiteral("SEQ1M_Q1T1"), QStringLiteral("SEQ1M_Q8T1")})
                          << QStringLiteral("--duration") << QStringLiteral("2") << QStringLiteral("--json-stream")
                          << QStringLiteral("-") << QStringLiteral("--json") << json);
        QVERIFY(p.waitForStarted());
        std::vector<QJsonObject> events;
        bool cancelled = false;
        while (p.state() != QProcess::NotRunning || p.canReadLine()) {
            if (!p.canReadLine()) {
                p.waitForReadyRead(1000);
                continue;
            }
            const QByteArray line = p.readLine();
            QVERIFY2(line.endsWith('\n'), line.constData());
            QJsonParseError err;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
            QVERIFY2(err.error == QJsonParseError::NoError && doc.isObject(), line.left(120).constData());
            QVERIFY(doc.object().contains(QStringLiteral("event")));
            events.push_back(doc.object());
            const QJsonObject &e = events.back();
            if (!cancelled && e.value(QStringLiteral("event")).toString() == QLatin1String("test_started")
                && e.value(QStringLiteral("index")).toInt() == 1) {
                ::kill(pid_t(p.processId()), SIGINT);
                cancelled = true;
            }
        }
        p.waitForFinished();
        QVERIFY(cancelled);
        QCOMPARE(p.exitCode(), 1); // cancelled: partial run
        QVERIFY(p.readAllStandardError().contains("MB/s")); // the table went to stderr

        QCOMPARE(events.front().value(QStringLiteral("event")).toString(), QStringLiteral("run_started"));
        QVERIFY(events.front().value(QStringLiteral("settings")).toObject().contains(QStringLiteral("duration_s")));
        QCOMPARE(events.front().value(QStringLiteral("tests")).toArray().size(), 4);
        const QJsonObject last = events.back();
        QCOMPARE(last.value(QStringLiteral("event")).toString(), QStringLiteral("run_finished"));
        QCOMPARE(last.value(QStringLiteral("completed")).toBool(), false);
        const QJsonObject result = last.value(QStringLiteral("result")).toObject();
        QCOMPARE(QJsonDocument(result), QJsonDocument::fromJson(fileBytes(json))); // as --json writes it
        QVERIFY(result.value(QStringLiteral("tests")).toArray().size() < 4);

        // The first test (16 threads): its samples, counted per second of its own measured time.
        int samples = 0;
        bool finished = false, warned = false;
        for (const QJsonObject &e : events) {
            const QString kind = e.value(QStringLiteral("event")).toString();
            warned |= kind == QLatin1String("warning");
            if (kind == QLatin1String("sample") && e.value(QStringLiteral("index")).toInt() == 0) {
                QVERIFY(!finished); // samples precede their test_finished
                QCOMPARE(e.value(QStringLiteral("test")).toString(), QStringLiteral("RND4K_Q32T16"));
                QVERIFY(e.value(QStringLiteral("time_s")).toDouble() > 0);
                ++samples;
            }
            if (kind == QLatin1String("test_finished") && e.value(QStringLiteral("index")).toInt() == 0) {
                finished = true;
                const double durationS = e.value(QStringLiteral("result")).toObject().value(QStringLiteral("duration_s")).toDouble();
                QVERIFY(durationS > 1.5);
                QVERIFY2(samples / durationS >= 10, qPrintable(QStringLiteral("%1 samples in %2 s").arg(samples).arg(durationS)));
            }
        }
        QVERIFY(finished);
        QVERIFY(warned); // --buffered: the figures include the page cache
    }
};

QTEST_GUILESS_MAIN(TstJsonStream)
#include "tst_jsonstream.moc"
