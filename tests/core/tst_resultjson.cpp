// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/stats/latencybins.h"
#include "core/util/utctime.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;
using drivebench::testing::insertExtra;
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

/// Results made by drivebench-cli run --json (tests/fixtures/results/ours-settings/README.md):
/// their settings and drive objects in the forms the runs write them.
QString settingsFixtures() { return drivebench::testing::fixture("/results/ours-settings/"); }

QJsonObject fixtureObject(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

/// The names of what differs between two objects, one level down ("settings.cpus", "drive.link").
QStringList differences(const QJsonObject &a, const QJsonObject &b, const QString &prefix = {})
{
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    QStringList out;
    for (const QString &k : keys) {
        if (a.value(k) == b.value(k))
            continue;
        if (a.value(k).isObject() && b.value(k).isObject() && prefix.isEmpty())
            out << differences(a.value(k).toObject(), b.value(k).toObject(), k + QLatin1Char('.'));
        else
            out << prefix + k;
    }
    return out;
}

} // namespace

class TstResultJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        RunResult run;
        run.toolVersion = QStringLiteral("0.1.0");
        run.target = {QStringLiteral("/dev/shm"), QStringLiteral("file"), QStringLiteral("tmpfs"),
                      QString(), 1ull << 30};
        run.startedAt = utcDateTime(QDate(2026, 11, 29), QTime(12, 0, 0, 5));
        run.engine = QStringLiteral("io_uring");
        TestResult t;
        t.id = QStringLiteral("RND4K_Q32T1");
        t.op = QStringLiteral("read");
        t.blockSize = 4096;
        t.queueDepth = 32;
        t.threads = 1;
        t.passes = 5;
        t.bandwidthBytesPerS = 1.5e9;
        t.iops = 366210.9375;
        t.ios = 9'000'000'123ull;
        t.latencyUs.p99 = 123.25;
        t.perThread.push_back({0, 1.5e9, 366210.9375, 10, 40960, {}});
        t.samples.push_back({0.1, 0, 4096, 1, 80.5, 99.0});
        t.errors << QStringLiteral("x");
        t.skipped = true;
        insertExtra(t, QStringLiteral("curve"), QStringLiteral("y"));
        t.latencyBins.assign(kLatencyBins, 0);
        t.latencyBins[13] = 9'000'000'000ull;
        t.latencyBins[42] = 123;
        run.tests.push_back(t);

        const QByteArray text = QJsonDocument(toJson(run)).toJson();
        Result<RunResult> back = runFromJson(QJsonDocument::fromJson(text).object());
        QVERIFY(back);
        QCOMPARE(back->startedAt, run.startedAt);
        QCOMPARE(back->tests.size(), size_t(1));
        const TestResult &b = back->tests.front();
        QCOMPARE(b.id, t.id);
        QCOMPARE(b.iops, t.iops);
        QCOMPARE(b.ios, t.ios);
        QCOMPARE(b.latencyUs.p99, 123.25);
        QCOMPARE(b.perThread.front().bytes, quint64(40960));
        QCOMPARE(b.samples.front().latencyMeanUs, 80.5);
        QCOMPARE(extraOf(b), extraOf(t));
        QCOMPARE(b.latencyBins, t.latencyBins);
        QVERIFY(b.skipped);
        QCOMPARE(QJsonDocument(toJson(*back)).toJson(), text);
    }

    void latencyHistogramOfAnotherLayoutIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("histogram");
        QTest::addColumn<QString>("expect");
        QJsonArray upper, counts;
        for (int i = 0; i < kLatencyBins; ++i) {
            upper.append(latencyBinUpperUs(i));
            counts.append(1);
        }
        QJsonArray fewer = upper;
        fewer.removeLast();
        QJsonArray moved = upper;
        moved.replace(3, 2.5);
        QJsonArray negative = counts;
        negative.replace(7, -2);
        QJsonArray fraction = counts;
        fraction.replace(8, 0.5);
        auto h = [](const QJsonArray &u, const QJsonArray &c) {
            return QJsonObject{{QStringLiteral("upper_us"), u}, {QStringLiteral("counts"), c}};
        };
        QTest::newRow("42 edges") << h(fewer, counts) << QStringLiteral("latency_histogram does not have the 43 bins");
        QTest::newRow("an edge moved") << h(moved, counts) << QStringLiteral("latency_histogram does not have");
        QTest::newRow("no counts") << QJsonObject{{QStringLiteral("upper_us"), upper}} << QStringLiteral("latency_histogram does not have");
        QTest::newRow("negative count") << h(upper, negative) << QStringLiteral("latency_histogram.counts[7] is -2");
        QTest::newRow("half an I/O") << h(upper, fraction) << QStringLiteral("latency_histogram.counts[8] is 0.5");
    }

    void latencyHistogramOfAnotherLayoutIsRefused()
    {
        QFETCH(QJsonObject, histogram);
        QFETCH(QString, expect);
        const QJsonObject test{{QStringLiteral("id"), QStringLiteral("RND4K_Q1T1")},
                               {QStringLiteral("latency_histogram"), histogram}};
        const Result<RunResult> run = runFromJson(QJsonObject{{QStringLiteral("schema_version"), 2},
                                                              {QStringLiteral("tests"), QJsonArray{test}}});
        QVERIFY(!run);
        QVERIFY2(QString::fromStdString(run.error().message).contains(expect), run.error().message.c_str());
    }

    void rejectsForeignJson()
    {
        QVERIFY(!runFromJson(QJsonObject{{QStringLiteral("hello"), 1}}));
        Result<RunResult> future = runFromJson(QJsonObject{{QStringLiteral("schema_version"), 99},
                                                           {QStringLiteral("tests"), QJsonArray()}});
        QVERIFY(!future);
        QVERIFY(future.error().message.find("99") != std::string::npos);
    }

    void rejectsCountsOutOfRange_data()
    {
        // Found by fuzz_result_json (tests/fuzz/corpus/result_json/regression-*): converting these
        // doubles to integers was undefined behaviour.
        QTest::addColumn<QJsonObject>("test");
        QTest::addColumn<QJsonObject>("target");
        QTest::addColumn<QString>("expect");
        const QJsonObject ok{{QStringLiteral("id"), QStringLiteral("SEQ1M_Q8T1")}};
        auto with = [&](const char *key, double v) { QJsonObject o = ok; o.insert(QLatin1String(key), v); return o; };
        QTest::newRow("negative ios") << with("ios", -1) << QJsonObject() << QStringLiteral("tests[].ios is -1, not a whole number");
        QTest::newRow("huge bytes") << with("bytes_read", 1e30) << QJsonObject() << QStringLiteral("tests[].bytes_read is 1e+30");
        QTest::newRow("block size past 32 bits") << with("block_size", 4294967296.0) << QJsonObject()
                                                 << QStringLiteral("tests[].block_size is 4294967296");
        QJsonObject perThread = ok;
        perThread.insert(QStringLiteral("per_thread"), QJsonArray{QJsonObject{{QStringLiteral("ios"), -5}}});
        QTest::newRow("per-thread ios") << perThread << QJsonObject() << QStringLiteral("tests[].per_thread[].ios is -5");
        QTest::newRow("target size") << ok << QJsonObject{{QStringLiteral("size_bytes"), -1e300}}
                                     << QStringLiteral("target.size_bytes is -1e+300");
    }

    void rejectsCountsOutOfRange()
    {
        QFETCH(QJsonObject, test);
        QFETCH(QJsonObject, target);
        QFETCH(QString, expect);
        const Result<RunResult> run = runFromJson(QJsonObject{{QStringLiteral("schema_version"), 1},
                                                              {QStringLiteral("target"), target},
                                                              {QStringLiteral("tests"), QJsonArray{test}}});
        QVERIFY(!run);
        QVERIFY2(QString::fromStdString(run.error().message).contains(expect), run.error().message.c_str());
        QVERIFY(!run.error().hint.empty());
        // The largest exact counts still read back exactly.
        const QJsonObject big{{QStringLiteral("id"), QStringLiteral("a")}, {QStringLiteral("ios"), 9007199254740993.0}};
        const Result<RunResult> fine = runFromJson(QJsonObject{{QStringLiteral("schema_version"), 1},
                                                               {QStringLiteral("tests"), QJsonArray{big}}});
        QVERIFY(fine);
        QCOMPARE(fine->tests.front().ios, std::uint64_t(double(9007199254740993.0)));
    }

    /// Each result our runs write (default, until steady, buffered, mix, zeros, no CPU affinity,
    /// a trace, a raw device read-only, ...) reads into a RunResult and writes back the same
    /// object: its settings and drive included, no key lost, none added.
    void ourResultsRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList names = QDir(settingsFixtures())
                                      .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)
                                      .filter(QRegularExpression(QStringLiteral("^(?!schema1)")));
        QVERIFY2(names.size() >= 7, qPrintable(QStringLiteral("%1 results in %2").arg(names.size()).arg(settingsFixtures())));
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << settingsFixtures() + name;
    }
    void ourResultsRoundTrip()
    {
        QFETCH(QString, path);
        const QJsonObject file = fixtureObject(path);
        QVERIFY2(!file.isEmpty(), qPrintable(path));
        QVERIFY(file.value(QStringLiteral("settings")).isObject());
        QVERIFY(file.value(QStringLiteral("drive")).isObject());
        const Result<RunResult> run = runFromJson(file);
        QVERIFY2(run, run ? "" : run.error().message.c_str());
        const QJsonObject back = toJson(*run);
        QVERIFY2(back == file, qPrintable(differences(back, file).join(QStringLiteral(", "))));
        // Every settings key our runs write has its field; of the drive only the drive model's
        // own JSON parts and the power settings are kept as JSON.
        QVERIFY2(run->settings.other.isEmpty(), qPrintable(run->settings.other.keys().join(QStringLiteral(", "))));
        const QStringList untyped{QStringLiteral("partitions"), QStringLiteral("identify"), QStringLiteral("health"),
                                  QStringLiteral("power")};
        for (const QString &k : run->drive.other.keys())
            QVERIFY2(untyped.contains(k), qPrintable(k));
        QVERIFY(!run->drive.link || run->drive.link->other.isEmpty());
    }

    /// A schema 1 result (size_bytes and direct in its settings, as results before schema 2
    /// wrote them) reads and is written in today's form, as the code before the typed settings
    /// wrote it (schema1.rewritten.json).
    void schema1ResultRewrites()
    {
        const QJsonObject old = fixtureObject(settingsFixtures() + QStringLiteral("schema1.json"));
        const QJsonObject expected = fixtureObject(settingsFixtures() + QStringLiteral("schema1.rewritten.json"));
        QVERIFY(!old.isEmpty());
        QVERIFY(!expected.isEmpty());
        QCOMPARE(old.value(QStringLiteral("schema_version")).toInt(), 1);
        QVERIFY(old.value(QStringLiteral("settings")).toObject().contains(QStringLiteral("size_bytes")));
        QVERIFY(old.value(QStringLiteral("settings")).toObject().contains(QStringLiteral("direct")));
        const Result<RunResult> run = runFromJson(old);
        QVERIFY2(run, run ? "" : run.error().message.c_str());
        const QJsonObject back = toJson(*run);
        QVERIFY2(back == expected, qPrintable(differences(back, expected).join(QStringLiteral(", "))));
        const QJsonObject settings = back.value(QStringLiteral("settings")).toObject();
        QVERIFY(!settings.contains(QStringLiteral("size_bytes")));
        QVERIFY(!settings.contains(QStringLiteral("direct")));
        QVERIFY(settings.contains(QStringLiteral("test_file_bytes")));
        QVERIFY(settings.contains(QStringLiteral("buffered")));
    }
};

QTEST_GUILESS_MAIN(TstResultJson)
#include "tst_resultjson.moc"
