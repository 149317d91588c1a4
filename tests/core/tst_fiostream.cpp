// SPDX-License-Identifier: GPL-3.0-or-later
// fio's live JSON stream (core/results/fiostream.h): documents split out of a pipe as they come,
// per-thread interval figures from successive documents, checked against a real
// `fio --output-format=json --status-interval=1 -` run (job on standard input, a file in a
// temporary directory): the intervals add up to fio's last document, whose import is fio's own.

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/fiostream.h"
#include "core/results/resultimport.h"

using namespace drivebench;

class TstFioStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsDocumentsFedByteByByte()
    {
        const QByteArray text = "fio: note, {not json}\n{\"a\": \"}{\\\"}\", \"n\": [1, {\"x\": 2}]}\n"
                                "junk{\"b\": {\"c\": 1}}{\"d\"";
        FioDocumentSplitter split;
        std::vector<QByteArray> docs;
        for (const char c : text)
            for (QByteArray &d : split.feed(QByteArray(1, c)))
                docs.push_back(std::move(d));
        // "{not json}" is a brace pair outside a document: it is handed on and fails to parse,
        // which a reader skips; the two real documents come out whole.
        QCOMPARE(docs.size(), std::size_t(3));
        QCOMPARE(docs[1], QByteArray("{\"a\": \"}{\\\"}\", \"n\": [1, {\"x\": 2}]}"));
        QCOMPARE(QJsonDocument::fromJson(docs[1]).object().value(QStringLiteral("a")).toString(), QStringLiteral("}{\"}"));
        QCOMPARE(docs[2], QByteArray("{\"b\": {\"c\": 1}}"));
        QCOMPARE(split.pending(), qsizetype(4)); // {"d" waits for the rest
    }

    void intervalsOfARealFioRunAddUpToItsLastDocument()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray job = "[global]\ndirectory=" + dir.path().toLocal8Bit() +
                               "\nsize=4m\nioengine=psync\ntime_based=1\nruntime=3\n\n"
                               "[rr]\nrw=randread\nbs=4k\niodepth=1\nnumjobs=2\n";
        QProcess fio;
        fio.start(QStringLiteral("fio"), {QStringLiteral("--output-format=json"), QStringLiteral("--status-interval=1"),
                                          QStringLiteral("-")});
        QVERIFY2(fio.waitForStarted(30000), "fio is not installed: run packaging/install-deps.sh");
        fio.write(job);
        fio.closeWriteChannel();
        FioDocumentSplitter split;
        std::vector<QJsonObject> docs;
        auto take = [&] {
            for (const QByteArray &d : split.feed(fio.readAllStandardOutput())) {
                const QJsonDocument parsed = QJsonDocument::fromJson(d);
                if (parsed.isObject() && parsed.object().contains(QStringLiteral("fio version")))
                    docs.push_back(parsed.object());
            }
        };
        while (fio.state() != QProcess::NotRunning) {
            fio.waitForReadyRead(1000);
            take();
        }
        take();
        QCOMPARE(fio.exitCode(), 0);
        QCOMPARE(split.pending(), qsizetype(0));
        QVERIFY2(docs.size() >= 2, qPrintable(QStringLiteral("%1 documents").arg(docs.size()))); // interim + final

        std::map<int, std::uint64_t> bytes, ios;
        QJsonObject previous;
        for (const QJsonObject &d : docs) {
            const std::vector<FioThreadSample> samples = fioIntervalSamples(previous, d);
            QCOMPARE(samples.size(), std::size_t(2)); // both threads in every interval
            for (const FioThreadSample &s : samples) {
                QCOMPARE(s.job, QStringLiteral("rr"));
                QCOMPARE(s.writeBytes, std::uint64_t(0));
                // (an interim report's bytes and I/O count may be one I/O apart: fio reads them
                // while I/O goes on; they agree in the final one)
                QCOMPARE(s.readBytes % 4096, std::uint64_t(0));
                bytes[s.clone] += s.readBytes;
                ios[s.clone] += s.readIos;
            }
            previous = d;
        }
        const QJsonArray last = docs.back().value(QStringLiteral("jobs")).toArray();
        QCOMPARE(last.size(), 2);
        double fioIops = 0;
        for (int k = 0; k < 2; ++k) {
            const QJsonObject read = last.at(k).toObject().value(QStringLiteral("read")).toObject();
            QCOMPARE(bytes[k], std::uint64_t(read.value(QStringLiteral("io_bytes")).toInteger()));
            QCOMPARE(ios[k], std::uint64_t(read.value(QStringLiteral("total_ios")).toInteger()));
            fioIops += read.value(QStringLiteral("iops")).toDouble();
        }
        // The last document imports as fio's own final figures.
        auto runs = runsFromFioJson(QJsonDocument(docs.back()).toJson(), QStringLiteral("stream"));
        QVERIFY2(runs, runs ? "" : runs.error().text().c_str());
        QCOMPARE(runs->front().tests.front().iops, fioIops);
        QCOMPARE(runs->front().tests.front().threads, 2);
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size() <= 2); // fio's own files only
    }

    void countersGoingBackwardsGiveNoSample()
    {
        auto doc = [](double runtime, double bytes) {
            return QJsonObject{{QStringLiteral("jobs"),
                                QJsonArray{QJsonObject{{QStringLiteral("jobname"), QStringLiteral("j")},
                                                       {QStringLiteral("groupid"), 0},
                                                       {QStringLiteral("job_runtime"), runtime},
                                                       {QStringLiteral("read"), QJsonObject{{QStringLiteral("io_bytes"), bytes},
                                                                                            {QStringLiteral("total_ios"), bytes / 4096}}}}}}};
        };
        QCOMPARE(fioIntervalSamples(doc(2000, 8192), doc(1000, 4096)).size(), std::size_t(0));
        const auto s = fioIntervalSamples(doc(1000, 4096), doc(2000, 4096 * 3));
        QCOMPARE(s.size(), std::size_t(1));
        QCOMPARE(s.front().intervalS, 1.0);
        QCOMPARE(s.front().bytesPerS(), 8192.0);
        QCOMPARE(s.front().iops(), 2.0);
        // The warm-up (ramp_time): fio counts the job's runtime without I/O, then resets it when
        // measuring starts. A document of the warm-up (500 ms, no I/O) then one at 999 ms of
        // measuring: the interval is the 999 ms measured, not 499 ms (which doubled the rate).
        const auto ramp = fioIntervalSamples(doc(500, 0), doc(999, 4096 * 999));
        QCOMPARE(ramp.size(), std::size_t(1));
        QCOMPARE(ramp.front().intervalS, 0.999);
        QCOMPARE(ramp.front().iops(), 1000.0);
    }
};

QTEST_GUILESS_MAIN(TstFioStream)
#include "tst_fiostream.moc"
