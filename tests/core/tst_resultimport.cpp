// SPDX-License-Identifier: GPL-3.0-or-later
// fio JSON import keeps fio's own numbers; DriveBench JSON import is exact.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultimport.h"
#include "core/results/resultjson.h"
#include "core/results/runrecordjson.h"
#include "tests/common/sampleruns.h"
#include "tests/common/fixtures.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(drivebench::testing::fixture("/results/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject fixtureJson(const char *name)
{
    return QJsonDocument::fromJson(fixture(name)).object();
}

/// A real `fio --client` output (tests/fixtures/results/fio-client-capture.sh): with several
/// clients fio prints "<host> ..." text lines before the JSON.
QJsonObject clientFixtureJson(const char *name)
{
    const QByteArray text = fixture(name);
    return QJsonDocument::fromJson(text.mid(text.indexOf('{'))).object();
}

/// fio's own final entry of a job on a host: the one with the largest job_runtime.
QJsonObject finalEntry(const QJsonObject &doc, const QString &job, int port = 0)
{
    QJsonObject best;
    for (const QJsonValue &v : doc.value(QStringLiteral("client_stats")).toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(QStringLiteral("jobname")).toString() != job || (port && e.value(QStringLiteral("port")).toInt() != port))
            continue;
        if (e.value(QStringLiteral("job_runtime")).toDouble() > best.value(QStringLiteral("job_runtime")).toDouble())
            best = e;
    }
    return best;
}

double readIops(const QJsonObject &entry)
{
    return entry.value(QStringLiteral("read")).toObject().value(QStringLiteral("iops")).toDouble();
}

} // namespace

class TstResultImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void singleJobKeepsFioNumbersExactly()
    {
        const QJsonObject doc = fixtureJson("fio-randread-4k-q32.json");
        QVERIFY(!doc.isEmpty());
        const QJsonObject read = doc.value(QStringLiteral("jobs")).toArray().at(0).toObject().value(QStringLiteral("read")).toObject();
        auto runs = runsFromFioJson(fixture("fio-randread-4k-q32.json"), QStringLiteral("x.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(1));
        const RunResult &run = runs->front();
        QCOMPARE(run.toolName, QStringLiteral("fio"));
        QCOMPARE(run.toolVersion, doc.value(QStringLiteral("fio version")).toString());
        QCOMPARE(run.engine, QStringLiteral("io_uring"));
        QVERIFY(run.cached); // no direct=1 in the job
        QCOMPARE(run.finishedAt.toMSecsSinceEpoch(), qint64(doc.value(QStringLiteral("timestamp_ms")).toDouble()));
        QCOMPARE(run.tests.size(), std::size_t(1));
        const TestResult &t = run.tests.front();
        QCOMPARE(t.id, QStringLiteral("RND4K_Q32T1"));
        QCOMPARE(t.op, QStringLiteral("read"));
        QCOMPARE(t.blockSize, 4096u);
        QCOMPARE(t.queueDepth, 32);
        QCOMPARE(t.threads, 1);
        // fio's own figures, bit for bit.
        QCOMPARE(t.bandwidthBytesPerS, read.value(QStringLiteral("bw_bytes")).toDouble());
        QCOMPARE(t.bandwidthBytesPerS, 954038436.0);
        QCOMPARE(t.iops, read.value(QStringLiteral("iops")).toDouble());
        QCOMPARE(t.iops, 232919.54023);
        QCOMPARE(t.ios, quint64(466072));
        QCOMPARE(t.bytesRead, quint64(1909030912));
        QCOMPARE(t.durationS, 2.001);
        const QJsonObject pct = read.value(QStringLiteral("clat_ns")).toObject().value(QStringLiteral("percentile")).toObject();
        QCOMPARE(t.latencyUs.p50, pct.value(QStringLiteral("50.000000")).toDouble() / 1000.0);
        QCOMPARE(t.latencyUs.p50, 85.504);
        QCOMPARE(t.latencyUs.p99, 2572.288);
        QCOMPARE(t.latencyUs.p999, 5275.648);
        QCOMPARE(t.latencyUs.p9999, 5537.792);
        QCOMPARE(t.latencyUs.min, 23.99);        // lat_ns.min
        QCOMPARE(t.latencyUs.mean, 136928.487463 / 1000.0);
        QCOMPARE(t.latencyUs.max, 6934.273);
        QCOMPARE(t.readLatencyUs.p99, t.latencyUs.p99);
        QVERIFY(t.completed);
        // The raw fio direction object is kept for reference.
        const QJsonObject raw = extraOf(t).value(QStringLiteral("fio")).toObject();
        QCOMPARE(raw.value(QStringLiteral("jobname")).toString(), QStringLiteral("RND4K_Q32T1"));
        QCOMPARE(raw.value(QStringLiteral("clones")).toArray().at(0).toObject().value(QStringLiteral("bw_bytes")).toDouble(),
                 954038436.0);
    }

    void jsonPlusWithClonesAndMix()
    {
        const QJsonObject doc = fixtureJson("fio-write-randrw-jsonplus.json");
        const QJsonArray jobs = doc.value(QStringLiteral("jobs")).toArray();
        QCOMPARE(jobs.size(), 3); // SEQ1M_Q8T1, then RND4K_Q1T2_MIX twice (numjobs=2)
        auto runs = runsFromFioJson(fixture("fio-write-randrw-jsonplus.json"), QStringLiteral("y.json"));
        QVERIFY(runs);
        const RunResult &run = runs->front();
        QCOMPARE(run.tests.size(), std::size_t(3));
        const TestResult &seq = run.tests[0];
        QCOMPARE(seq.id, QStringLiteral("SEQ1M_Q8T1"));
        QCOMPARE(seq.op, QStringLiteral("write"));
        QCOMPARE(seq.bandwidthBytesPerS, jobs.at(0).toObject().value(QStringLiteral("write")).toObject().value(QStringLiteral("bw_bytes")).toDouble());

        const TestResult &mixRead = run.tests[1];
        const TestResult &mixWrite = run.tests[2];
        QCOMPARE(mixRead.id, QStringLiteral("RND4K_Q1T2"));
        QCOMPARE(mixRead.op, QStringLiteral("read"));
        QCOMPARE(mixWrite.op, QStringLiteral("write"));
        QCOMPARE(mixRead.readPercent, 70);
        QCOMPARE(mixRead.threads, 2);
        QCOMPARE(mixRead.perThread.size(), std::size_t(2));
        double sum = 0;
        for (int k = 1; k <= 2; ++k) {
            const QJsonObject r = jobs.at(k).toObject().value(QStringLiteral("read")).toObject();
            sum += r.value(QStringLiteral("bw_bytes")).toDouble();
            QCOMPARE(mixRead.perThread[k - 1].bandwidthBytesPerS, r.value(QStringLiteral("bw_bytes")).toDouble());
            QCOMPARE(mixRead.perThread[k - 1].latencyUs.p99,
                     r.value(QStringLiteral("clat_ns")).toObject().value(QStringLiteral("percentile")).toObject()
                             .value(QStringLiteral("99.000000")).toDouble() / 1000.0);
        }
        QCOMPARE(mixRead.bandwidthBytesPerS, sum);
        // Percentiles of the clones merged from json+ bins: ordered and within min..max.
        const LatencySummaryUs &l = mixRead.latencyUs;
        QVERIFY(l.p50 > 0);
        QVERIFY(l.min <= l.p50 && l.p50 <= l.p90 && l.p90 <= l.p99 && l.p99 <= l.p999 && l.p999 <= l.max);
        QVERIFY(mixRead.errors.isEmpty());
        // json+ bins are not kept in the library copy.
        const QJsonObject clone = extraOf(mixRead).value(QStringLiteral("fio")).toObject().value(QStringLiteral("clones")).toArray().at(0).toObject();
        QVERIFY(!clone.value(QStringLiteral("clat_ns")).toObject().contains(QStringLiteral("bins")));
    }

    void clonesWithoutBinsSayWhyPercentilesAreMissing()
    {
        QJsonObject doc = fixtureJson("fio-write-randrw-jsonplus.json");
        QJsonArray jobs = doc.value(QStringLiteral("jobs")).toArray();
        for (int k = 0; k < jobs.size(); ++k) {
            QJsonObject job = jobs.at(k).toObject();
            QJsonObject read = job.value(QStringLiteral("read")).toObject();
            QJsonObject clat = read.value(QStringLiteral("clat_ns")).toObject();
            clat.remove(QStringLiteral("bins"));
            read.insert(QStringLiteral("clat_ns"), clat);
            job.insert(QStringLiteral("read"), read);
            jobs.replace(k, job);
        }
        doc.insert(QStringLiteral("jobs"), jobs);
        auto runs = runsFromFioJson(QJsonDocument(doc).toJson(), QStringLiteral("z.json"));
        QVERIFY(runs);
        const TestResult &mixRead = runs->front().tests[1];
        QCOMPARE(mixRead.latencyUs.p99, 0.0);
        QVERIFY(mixRead.latencyUs.mean > 0);
        QCOMPARE(mixRead.errors.size(), 1);
        QVERIFY(mixRead.errors.first().message.contains(QStringLiteral("--group_reporting")));
    }

    void clientServerGivesOneRunPerHost()
    {
        const QJsonObject doc = fixtureJson("fio-randread-4k-q32.json");
        QJsonObject job = doc.value(QStringLiteral("jobs")).toArray().at(0).toObject();
        QJsonArray clients;
        for (const char *host : {"nas", "desktop"}) {
            job.insert(QStringLiteral("hostname"), QLatin1String(host));
            clients.append(job);
        }
        job.insert(QStringLiteral("jobname"), QStringLiteral("All clients"));
        clients.append(job);
        QJsonObject server = doc;
        server.remove(QStringLiteral("jobs"));
        server.insert(QStringLiteral("client_stats"), clients);
        auto runs = runsFromFioJson(QJsonDocument(server).toJson(), QStringLiteral("fleet.json"));
        QVERIFY(runs);
        QCOMPARE(runs->size(), std::size_t(2));
        QVERIFY(runs->at(0).target.path.startsWith(QStringLiteral("nas:")));
        QCOMPARE(runs->at(1).settings.host, std::optional<QString>(QStringLiteral("desktop")));
        QCOMPARE(runs->at(1).tests.front().bandwidthBytesPerS, 954038436.0);
    }

    // Real `fio --client=127.0.0.1,PORT --status-interval=1 --output-format=json`: client_stats
    // holds 5 cumulative reports of the one thread; the import is the last, not their sum.
    void clientStatusIntervalGivesFioFinalFigures()
    {
        const QByteArray text = fixture("fio-client-randread-4k-q1.json");
        const QJsonObject doc = clientFixtureJson("fio-client-randread-4k-q1.json");
        const QJsonArray entries = doc.value(QStringLiteral("client_stats")).toArray();
        QCOMPARE(entries.size(), 5); // the fixture really has interim reports
        const QJsonObject last = finalEntry(doc, QStringLiteral("rr"));
        QCOMPARE(last.value(QStringLiteral("job_runtime")).toInt(), 4003);
        const QJsonObject read = last.value(QStringLiteral("read")).toObject();
        auto runs = runsFromFioJson(text, QStringLiteral("client.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(1));
        const RunResult &run = runs->front();
        QCOMPARE(run.settings.host, std::optional<QString>(QStringLiteral("127.0.0.1")));
        QCOMPARE(run.tests.size(), std::size_t(1));
        const TestResult &t = run.tests.front();
        QCOMPARE(t.id, QStringLiteral("RND4K_Q1T1"));
        QCOMPARE(t.threads, 1);
        QCOMPARE(t.iops, read.value(QStringLiteral("iops")).toDouble());
        QCOMPARE(t.iops, 4696.053946); // fio's own final figure
        QCOMPARE(t.bandwidthBytesPerS, read.value(QStringLiteral("bw_bytes")).toDouble());
        QCOMPARE(t.ios, std::uint64_t(18803));
        QCOMPARE(t.bytesRead, std::uint64_t(18803) * 4096);
        QCOMPARE(t.durationS, read.value(QStringLiteral("runtime")).toDouble() / 1000.0); // 4.004
        QVERIFY(t.perThread.empty());
        // The run spans the job, not 0 s (client entries carry no "elapsed").
        QCOMPARE(run.startedAt.msecsTo(run.finishedAt), qint64(4003));
        // "global options" holds each key 5 times in fio's text; one value each is kept.
        QCOMPARE(text.count("\"runtime\" : \"4\""), qsizetype(5));
        const QJsonObject global = toJson(run.settings).value(QStringLiteral("fio_global_options")).toObject();
        QCOMPARE(global.size(), 5);
        QCOMPARE(global.value(QStringLiteral("runtime")).toString(), QStringLiteral("4"));
        QCOMPARE(global.value(QStringLiteral("ioengine")).toString(), QStringLiteral("psync"));
    }

    // Two jobs, one with numjobs=2: reports of 1 and of 2 entries; the clones of the last report
    // are kept as threads, the earlier reports and the "All clients" entry are dropped.
    void clientTwoJobsKeepClonesOfTheLastReport()
    {
        const QJsonObject doc = clientFixtureJson("fio-client-two-jobs.json");
        auto runs = runsFromFioJson(fixture("fio-client-two-jobs.json"), QStringLiteral("two.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(1));
        const RunResult &run = runs->front();
        QCOMPARE(run.tests.size(), std::size_t(2));
        const TestResult &rr = run.tests.at(0);
        QCOMPARE(rr.id, QStringLiteral("RND4K_Q1T1"));
        QCOMPARE(rr.iops, readIops(finalEntry(doc, QStringLiteral("rr"))));
        QCOMPARE(rr.iops, 1671.776075);
        const TestResult &sw = run.tests.at(1);
        QCOMPARE(sw.id, QStringLiteral("SEQ64K_Q1T2"));
        QCOMPARE(sw.op, QStringLiteral("write"));
        QCOMPARE(sw.threads, 2);
        QCOMPARE(sw.perThread.size(), std::size_t(2));
        QCOMPARE(sw.iops, 18265.312916 + 18956.362425);
        QCOMPARE(sw.writeIos, std::uint64_t(54869 + 56907));
        QCOMPARE(sw.perThread.at(0).ios, std::uint64_t(54869));
    }

    // numjobs=2 with group_reporting: one entry per report (fio's JSON does not name
    // group_reporting; its job_runtime is the two threads' sum): the last report, 2 threads.
    void clientGroupReportingTakesTheLastReport()
    {
        const QJsonObject doc = clientFixtureJson("fio-client-group-reporting.json");
        QCOMPARE(doc.value(QStringLiteral("client_stats")).toArray().size(), 4);
        auto runs = runsFromFioJson(fixture("fio-client-group-reporting.json"), QStringLiteral("grp.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(1));
        QCOMPARE(runs->front().tests.size(), std::size_t(1));
        const TestResult &t = runs->front().tests.front();
        QCOMPARE(t.id, QStringLiteral("RND4K_Q1T2"));
        QCOMPARE(t.threads, 2);
        QCOMPARE(t.iops, readIops(finalEntry(doc, QStringLiteral("grp"))));
        QCOMPARE(t.iops, 26191.602799);
        QCOMPARE(t.ios, std::uint64_t(78601));
    }

    // Two servers on 127.0.0.1 (two ports) are two hosts; the port tells them apart.
    void clientTwoServersAreTwoHosts()
    {
        const QJsonObject doc = clientFixtureJson("fio-client-two-servers.json");
        auto runs = runsFromFioJson(fixture("fio-client-two-servers.json"), QStringLiteral("servers.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(2));
        int k = 0;
        for (const int port : {52435, 60807}) {
            const RunResult &run = runs->at(std::size_t(k++));
            QCOMPARE(run.settings.host, std::optional<QString>(QStringLiteral("127.0.0.1:%1").arg(port)));
            QCOMPARE(run.tests.size(), std::size_t(1));
            QCOMPARE(run.tests.front().threads, 1);
            QCOMPARE(run.tests.front().iops, readIops(finalEntry(doc, QStringLiteral("rr"), port)));
        }
        QCOMPARE(runs->at(0).tests.front().iops, 8643.83904);
    }

    // Two --client naming the same server: fio labels both entries alike (same hostname and
    // port); each is a run of its own, neither summed into the other nor dropped.
    void clientSameServerTwiceIsTwoRuns()
    {
        auto runs = runsFromFioJson(fixture("fio-client-same-server-twice.json"), QStringLiteral("twice.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->size(), std::size_t(2));
        QCOMPARE(runs->at(0).settings.host, std::optional<QString>(QStringLiteral("127.0.0.1 (client 1)")));
        QCOMPARE(runs->at(1).settings.host, std::optional<QString>(QStringLiteral("127.0.0.1 (client 2)")));
        QCOMPARE(runs->at(0).tests.front().iops, 8087.47813);
        QCOMPARE(runs->at(1).tests.front().iops, 8088.977756);
        QCOMPARE(runs->at(1).tests.front().threads, 1);
    }

    void statusIntervalOutputTakesTheLastReport()
    {
        const QByteArray one = fixture("fio-randread-4k-q32.json");
        QJsonObject early = QJsonDocument::fromJson(one).object();
        QJsonArray jobs = early.value(QStringLiteral("jobs")).toArray();
        QJsonObject job = jobs.at(0).toObject();
        QJsonObject read = job.value(QStringLiteral("read")).toObject();
        read.insert(QStringLiteral("bw_bytes"), 1.0);
        job.insert(QStringLiteral("read"), read);
        jobs.replace(0, job);
        early.insert(QStringLiteral("jobs"), jobs);
        const QByteArray text = "note: both iodepth >= 1 and synchronous I/O engine are selected\n"
                                + QJsonDocument(early).toJson() + one;
        auto runs = runsFromFioJson(text, QStringLiteral("status.json"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->front().tests.front().bandwidthBytesPerS, 954038436.0);
    }

    void rejectsWhatIsNotFio_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expect");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("no JSON object");
        QTest::newRow("not json") << QByteArray("{ this is not json") << QStringLiteral("not valid JSON");
        QTest::newRow("no version") << QByteArray("{\"jobs\": []}") << QStringLiteral("fio version");
        QTest::newRow("no jobs") << QByteArray("{\"fio version\": \"fio-3.33\"}") << QStringLiteral("client_stats");
        QTest::newRow("no io") << QByteArray("{\"fio version\": \"fio-3.33\", \"jobs\": [{\"jobname\": \"a\", \"read\": {\"total_ios\": 0}}]}")
                               << QStringLiteral("no job did any I/O");
        // Found by fuzz_fio_json (tests/fuzz/corpus/fio_json/regression-*): converting these was
        // undefined behaviour.
        QTest::newRow("negative count") << QByteArray("{\"fio version\": \"fio-3.33\", \"jobs\": [{\"jobname\": \"a\", \"read\": {\"total_ios\": 10, \"io_bytes\": -1}}]}")
                                        << QStringLiteral("jobs[0].read.io_bytes is -1, not a whole number");
        QTest::newRow("huge count") << QByteArray("{\"fio version\": \"fio-3.33\", \"jobs\": [{\"jobname\": \"a\", \"write\": {\"total_ios\": 1e300}}]}")
                                    << QStringLiteral("jobs[0].write.total_ios is 1e+300");
    }

    void rejectsWhatIsNotFio()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expect);
        auto runs = runsFromFioJson(text, QStringLiteral("bad.json"));
        QVERIFY(!runs);
        QVERIFY2(QString::fromStdString(runs.error().message).contains(expect), runs.error().message.c_str());
        QVERIFY(QString::fromStdString(runs.error().message).contains(QStringLiteral("bad.json")));
        QVERIFY(!runs.error().hint.empty());
    }

    void readsBothKindsOfFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.json"));
        const RunResult run = testing::sampleRun(7);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(toJson(run)).toJson());
        }
        auto own = readResultFile(path);
        QVERIFY(own);
        QCOMPARE(own->front().source, QStringLiteral("drivebench"));
        // JSON numbers are doubles: the counters above 2^53 are the one thing JSON itself rounds.
        RunResult expected = run;
        for (TestResult &t : expected.tests)
            t.ios = std::uint64_t(double(t.ios));
        QCOMPARE(QJsonDocument(toJson(own->front().run)).toJson(), QJsonDocument(toJson(expected)).toJson());

        auto fio = readResultFile(drivebench::testing::fixture("/results/fio-randread-4k-q32.json"));
        QVERIFY(fio);
        QCOMPARE(fio->front().source, QStringLiteral("fio"));
        auto missing = readResultFile(dir.filePath(QStringLiteral("nope.json")));
        QVERIFY(!missing);
        QVERIFY(missing.error().message.find("nope.json") != std::string::npos);
    }

    void testIds_data()
    {
        QTest::addColumn<bool>("random");
        QTest::addColumn<quint64>("bs");
        QTest::addColumn<int>("qd");
        QTest::addColumn<int>("threads");
        QTest::addColumn<QString>("id");
        QTest::newRow("SEQ1M Q8T1") << false << quint64(1 << 20) << 8 << 1 << QStringLiteral("SEQ1M_Q8T1");
        QTest::newRow("SEQ128K Q32T1") << false << quint64(128 << 10) << 32 << 1 << QStringLiteral("SEQ128K_Q32T1");
        QTest::newRow("RND4K Q32T16") << true << quint64(4096) << 32 << 16 << QStringLiteral("RND4K_Q32T16");
        QTest::newRow("RND512B") << true << quint64(512) << 1 << 1 << QStringLiteral("RND512B_Q1T1");
    }

    void testIds()
    {
        QFETCH(bool, random);
        QFETCH(quint64, bs);
        QFETCH(int, qd);
        QFETCH(int, threads);
        QFETCH(QString, id);
        QCOMPARE(testIdFor(random, bs, qd, threads), id);
    }
};

QTEST_GUILESS_MAIN(TstResultImport)
#include "tst_resultimport.moc"
