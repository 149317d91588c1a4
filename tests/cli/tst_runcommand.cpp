// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli run: options, exit codes (0 ok, 1 failed, 2 usage), JSON and fio job output,
// and the test file gone after SIGINT and SIGKILL.
#include <signal.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "app/cli/runoptions.h"
#include "core/results/resultlibrary.h"
#include "core/results/runrecordjson.h"
#include "core/runner/fiojob.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

struct Outcome
{
    int exitCode = -1;
    QString out, err;
};

Outcome runCli(const QStringList &args, int timeoutMs = 60'000)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(timeoutMs);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden);
}

} // namespace

class TestRunCommand : public QObject
{
    Q_OBJECT

private:
    // On a filesystem with O_DIRECT (tests/common/testdirs.h): runs here are real.
    std::unique_ptr<QTemporaryDir> m_holder;
    QString m_work; // a directory for the test files, separate from outputs
    QTemporaryDir &dir() { return *m_holder; }

private Q_SLOTS:
    void initTestCase()
    {
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_runcommand"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
        m_work = dir().filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(m_work));
    }

    void byteSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("plain") << "4096" << true << 4096ull;
        QTest::newRow("K") << "64K" << true << 65536ull;
        QTest::newRow("KiB") << "64KiB" << true << 65536ull;
        QTest::newRow("m") << "16m" << true << 16ull * 1048576;
        QTest::newRow("GiB") << "1GiB" << true << 1073741824ull;
        QTest::newRow("G") << "2G" << true << 2147483648ull;
        QTest::newRow("T") << "1T" << true << 1099511627776ull;
        QTest::newRow("zero") << "0" << false << 0ull; // no size is 0 bytes: refused
        QTest::newRow("junk") << "12Q" << false << 0ull;
        QTest::newRow("negative") << "-5M" << false << 0ull;
        QTest::newRow("overflow") << "99999999999T" << false << 0ull;
        QTest::newRow("empty") << "" << false << 0ull;
    }
    void byteSizes()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qulonglong, bytes);
        const auto got = parseByteSize(text);
        QCOMPARE(got.has_value(), valid); // a rejected value is not 0
        if (valid)
            QCOMPARE(*got, bytes);
    }

    void options()
    {
        QString help;
        auto o = cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                       QStringLiteral("--test"), QStringLiteral("RND4K_Q1T64"),
                                       QStringLiteral("--op"), QStringLiteral("mix"),
                                       QStringLiteral("--mix"), QStringLiteral("40"),
                                       QStringLiteral("--size"), QStringLiteral("32M"),
                                       QStringLiteral("--engine"), QStringLiteral("psync"),
                                       QStringLiteral("--submit"), QStringLiteral("each"),
                                       QStringLiteral("--poll"), QStringLiteral("both"),
                                       QStringLiteral("--aggregation"), QStringLiteral("mean")},
                                      &help);
        QVERIFY2(o, o ? "" : o.error().text().c_str());
        auto plan = planRun(o->choice);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QCOMPARE(int(plan->tests.size()), 1);
        QCOMPARE(plan->tests[0].threads, 64);
        QCOMPARE(plan->tests[0].readPercent, 40);
        QCOMPARE(plan->settings.target.fileSizeBytes, 32ull << 20);
        QCOMPARE(plan->settings.engine, EngineKind::Psync);
        QCOMPARE(plan->settings.submission, Submission::PerRequest);
        QCOMPARE(plan->settings.poll, UringPoll::SqAndIo);
        QCOMPARE(toJson(recordedSettings(plan->settings)).value(QStringLiteral("poll_requested")).toString(),
                 QStringLiteral("sqpoll+iopoll"));
        QCOMPARE(plan->settings.aggregation, Aggregation::Mean);
        auto prof = cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                          QStringLiteral("--profile"), QStringLiteral("nvme")}, &help);
        QVERIFY(prof);
        auto profPlan = planRun(prof->choice);
        QVERIFY(profPlan);
        QCOMPARE(int(profPlan->tests.size()), 8);
        QCOMPARE(profPlan->tests[2].id, QStringLiteral("RND4K_Q32T16"));
        QCOMPARE(profPlan->settings.poll, UringPoll::None); // opt-in: never on by default
        QCOMPARE(toJson(recordedSettings(profPlan->settings)).value(QStringLiteral("poll_requested")).toString(),
                 QStringLiteral("none"));
        for (const auto &[word, poll] : {std::pair{"none", UringPoll::None}, std::pair{"sq", UringPoll::Sq},
                                         std::pair{"io", UringPoll::Io}, std::pair{"sqpoll", UringPoll::Sq}}) {
            auto polled = cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                                QStringLiteral("--poll"), QLatin1String(word)}, &help);
            QVERIFY2(polled, word);
            QCOMPARE(polled->choice.poll, poll);
            // The fio job asks fio's io_uring engine for the same flags.
            auto polledPlan = planRun(polled->choice);
            QVERIFY(polledPlan);
            const QString job = fioJobFile(polledPlan->settings, polledPlan->tests, QStringLiteral("/tmp/f"), 1 << 30, {});
            QCOMPARE(job.contains(QLatin1String("\nsqthread_poll=1\n")), poll == UringPoll::Sq);
            QCOMPARE(job.contains(QLatin1String("\nhipri=1\n")), poll == UringPoll::Io);
        }
        // One byte-size parser for every size option: --sustained-size takes GiB as --size does.
        auto sustained = cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                               QStringLiteral("--profile"), QStringLiteral("sustained"),
                                               QStringLiteral("--sustained-size"), QStringLiteral("64GiB")}, &help);
        QVERIFY2(sustained, sustained ? "" : sustained.error().text().c_str());
        QCOMPARE(sustained->choice.workload.sustainedBytes, 64ull << 30);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no target") << QStringList{"run"};
        QTest::newRow("unknown option") << QStringList{"run", "--target", "/tmp", "--frobnicate"};
        QTest::newRow("bad size") << QStringList{"run", "--target", "/tmp", "--size", "1Q"};
        QTest::newRow("tiny size") << QStringList{"run", "--target", "/tmp", "--size", "1M"};
        QTest::newRow("bad op") << QStringList{"run", "--target", "/tmp", "--op", "trim"};
        QTest::newRow("unknown test") << QStringList{"run", "--target", "/tmp", "--test", "RND3K"};
        QTest::newRow("unknown profile") << QStringList{"run", "--target", "/tmp", "--profile", "x"};
        QTest::newRow("bad passes") << QStringList{"run", "--target", "/tmp", "--passes", "0"};
        QTest::newRow("bad duration") << QStringList{"run", "--target", "/tmp", "--duration", "-1"};
        QTest::newRow("bad mix") << QStringList{"run", "--target", "/tmp", "--mix", "101"};
        QTest::newRow("bad engine") << QStringList{"run", "--target", "/tmp", "--engine", "aio"};
        QTest::newRow("bad submit") << QStringList{"run", "--target", "/tmp", "--submit", "some"};
        QTest::newRow("bad poll") << QStringList{"run", "--target", "/tmp", "--poll", "hard"};
        QTest::newRow("bad buffers") << QStringList{"run", "--target", "/tmp", "--buffers", "giant"};
        QTest::newRow("bad affinity") << QStringList{"run", "--target", "/tmp", "--affinity", "0-3"};
        QTest::newRow("bad data") << QStringList{"run", "--target", "/tmp", "--data", "ones"};
        QTest::newRow("bad aggregation") << QStringList{"run", "--target", "/tmp", "--aggregation", "worst"};
        QTest::newRow("test and profile") << QStringList{"run", "--target", "/tmp", "--test", "RND4K_Q1T1", "--profile", "peak"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Outcome o = runCli(args);
        QCOMPARE(o.exitCode, 2);
        QVERIFY(o.err.startsWith(QLatin1String("drivebench-cli: ")));
    }

    void help()
    {
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(o.exitCode, 0);
        QVERIFY(o.out.contains(QLatin1String("--destructive")));
        QVERIFY(o.out.contains(QLatin1String("--fio-job")));
        // The usage line names the command, not the binary's path.
        QVERIFY2(o.out.startsWith(QLatin1String("Usage: drivebench-cli run [options]")), qPrintable(o.out.left(80)));
    }

    void shortRunWithJsonAndFioJob()
    {
        const QString json = dir().filePath(QStringLiteral("r.json"));
        const QString job = dir().filePath(QStringLiteral("r.fio"));
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                               QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                               QStringLiteral("--test"), QStringLiteral("SEQ1M_Q8T1"),
                               QStringLiteral("--size"), QStringLiteral("16M"),
                               QStringLiteral("--duration"), QStringLiteral("0.2"),
                               QStringLiteral("--passes"), QStringLiteral("2"),
                               QStringLiteral("--warmup"), QStringLiteral("0.1"),
                               QStringLiteral("--interval"), QStringLiteral("0"),
                               QStringLiteral("--json"), json, QStringLiteral("--fio-job"), job});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QVERIFY(o.out.contains(QLatin1String("RND4K_Q1T1")));
        QVERIFY(o.out.contains(QLatin1String("MB/s")));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(run.value(QStringLiteral("completed")).toBool(), true);
        const QJsonArray tests = run.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 4); // two tests, read then write
        QCOMPARE(tests[2].toObject().value(QStringLiteral("op")).toString(), QStringLiteral("write"));
        QVERIFY(!tests[0].toObject().value(QStringLiteral("samples")).toArray().isEmpty());
        QFile jf(job);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QString jobText = QString::fromUtf8(jf.readAll());
        QVERIFY(jobText.contains(QLatin1String("[RND4K_Q1T1-read]")));
        QVERIFY(jobText.contains(QLatin1String("rw=randwrite")));
        QVERIFY(jobText.contains(QLatin1String("ioengine=io_uring")));
        QVERIFY(jobText.contains(QLatin1String("iodepth=8")));
        // Pinned by default: each 1-thread fio job on the CPU our worker takes (the CPU plan's
        // first, as the run recorded it).
        const QJsonArray cpus = run.value(QStringLiteral("settings")).toObject()
                                    .value(QStringLiteral("cpus")).toArray();
        QVERIFY2(!cpus.isEmpty(), "the run records its CPUs");
        QVERIFY2(jobText.contains(QStringLiteral("numjobs=1\ncpus_allowed=%1\n").arg(cpus[0].toInt())),
                 qPrintable(jobText));
        QVERIFY(jobText.contains(QLatin1String("cpus_allowed_policy=split")));
        QVERIFY(entries(m_work).isEmpty());
    }

    // The full error scan end to end: every 1 MiB block of a 16 MiB test file read once, at the
    // queue depth chosen, into a map of the cells asked for, labelled full (the sampled scan of
    // the same file says sampled).
    void fullSurfaceScan()
    {
        const QString json = dir().filePath(QStringLiteral("surface.json"));
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                  QStringLiteral("--profile"), QStringLiteral("surface"),
                                  QStringLiteral("--scan"), QStringLiteral("full"),
                                  QStringLiteral("--points"), QStringLiteral("8"),
                                  QStringLiteral("--qd"), QStringLiteral("2"),
                                  QStringLiteral("--size"), QStringLiteral("16M"),
                                  QStringLiteral("--no-library"), QStringLiteral("--json"), json});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
        QVERIFY2(o.out.contains(QLatin1String("full (every block) error scan: 8 good")), qPrintable(o.out));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray tests = run.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 1);
        const QJsonObject test = tests[0].toObject();
        QCOMPARE(test.value(QStringLiteral("queue_depth")).toInt(), 2);
        const QJsonObject map = test.value(QStringLiteral("extra")).toObject()
                                    .value(QStringLiteral("error_map")).toObject();
        QCOMPARE(map.value(QStringLiteral("scan")).toString(), QStringLiteral("full"));
        QCOMPARE(map.value(QStringLiteral("cells")).toString(), QStringLiteral("gggggggg"));
        QCOMPARE(map.value(QStringLiteral("block_bytes")).toDouble(), double(1 << 20));
        QCOMPARE(map.value(QStringLiteral("span_bytes")).toDouble(), double(16 << 20));
        QCOMPARE(map.value(QStringLiteral("read_errors")).toDouble(), 0.0);
        QCOMPARE(test.value(QStringLiteral("ios")).toDouble(), 16.0);  // every block, once
        QVERIFY(entries(m_work).isEmpty());

        const Outcome sampled = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                        QStringLiteral("--profile"), QStringLiteral("surface"),
                                        QStringLiteral("--points"), QStringLiteral("4"),
                                        QStringLiteral("--size"), QStringLiteral("16M"),
                                        QStringLiteral("--no-library"), QStringLiteral("--json"), json});
        QVERIFY2(sampled.exitCode == 0, qPrintable(sampled.err + sampled.out));
        QVERIFY2(sampled.out.contains(QLatin1String("sampled error scan: 4 good")), qPrintable(sampled.out));
        QFile g(json);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QJsonObject sampledMap = QJsonDocument::fromJson(g.readAll()).object()
                                           .value(QStringLiteral("tests")).toArray()[0].toObject()
                                           .value(QStringLiteral("extra")).toObject()
                                           .value(QStringLiteral("error_map")).toObject();
        QCOMPARE(sampledMap.value(QStringLiteral("scan")).toString(), QStringLiteral("sampled"));

        const Outcome bad = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                    QStringLiteral("--profile"), QStringLiteral("surface"),
                                    QStringLiteral("--scan"), QStringLiteral("every")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("--scan 'every' is not sampled or full")), qPrintable(bad.err));
    }

    void failedRunExitsOne()
    {
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"),
                               dir().filePath(QStringLiteral("nowhere")), QStringLiteral("--test"),
                               QStringLiteral("RND4K_Q1T1")});
        QCOMPARE(o.exitCode, 1);
        QVERIFY(o.err.contains(QLatin1String("nowhere")));
    }

    // An error the runner meets (not the plan) names its fix as drivebench-cli's options, not in
    // the neutral words a result file keeps ("without io_uring polling"): the settings travel in
    // the result's typed error to the front end.
    void runnerErrorNamesOptions()
    {
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                  QStringLiteral("--engine"), QStringLiteral("psync"), QStringLiteral("--poll"),
                                  QStringLiteral("io"), QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                                  QStringLiteral("--size"), QStringLiteral("16M")});
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QLatin1String("--poll io polls an io_uring ring, and the psync engine has none "
                                              "(run with --engine io_uring, or without --poll)")),
                 qPrintable(o.err));
        QVERIFY2(!o.err.contains(QLatin1String("io_uring polling")), qPrintable(o.err));
    }

    // Every test skipped (1 MiB requests on a 4 KiB file): a failed run that says why, exit 1,
    // and nothing kept in the results library.
    void allSkippedRunFailsAndIsNotStored()
    {
        const QString file = dir().filePath(QStringLiteral("tiny.bin"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 't'));
        }
        const QString db = dir().filePath(QStringLiteral("skipped.sqlite"));
        const QString json = dir().filePath(QStringLiteral("skipped.json"));
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), file, QStringLiteral("--test"),
                                  QStringLiteral("SEQ1M_Q1T1"), QStringLiteral("--op"), QStringLiteral("read"),
                                  QStringLiteral("--buffered"), QStringLiteral("--duration"), QStringLiteral("0.05"),
                                  QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--db"), db,
                                  QStringLiteral("--json"), json});
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QStringLiteral("no test could run on %1: ").arg(file))
                     && o.err.contains(QLatin1String("do not fit")), qPrintable(o.err));
        // The skip's fix is the size option, in the test's note and in the run's error alike.
        QCOMPARE(o.err.count(QLatin1String("give a larger test file (--size)")), 2);
        QVERIFY2(!o.err.contains(QLatin1String("test size")), qPrintable(o.err));
        QVERIFY2(!o.out.contains(QLatin1String("Kept as run")), qPrintable(o.out));
        // The JSON says it did not complete; the library holds no run.
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("completed")).toBool(true), false);
        auto lib = ResultLibrary::open(db);
        QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
        auto runs = (*lib)->history();
        QVERIFY(runs);
        QCOMPARE(runs->size(), std::size_t(0));
    }

    // --fio-job writes no job where fio has none (small files): a comment says so.
    void fioJobSaysNoEquivalent()
    {
        auto parsed = [] {
            QString help;
            return cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), QStringLiteral("/tmp"),
                                    QStringLiteral("--profile"), QStringLiteral("smallfiles")}, &help);
        }();
        QVERIFY2(parsed, parsed ? "" : parsed.error().text().c_str());
        const Result<RunPlan> plan = planRun(parsed->choice);
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        const QString job = fioJobFile(plan->settings, plan->tests, QStringLiteral("/tmp/f"), 1 << 20, {});
        QVERIFY2(job.contains(QLatin1String("# FILES_CREATE_SEQ write: no fio equivalent")), qPrintable(job));
        QVERIFY2(!job.contains(QLatin1String("[FILES_")), qPrintable(job));
    }

    void signalCleanup_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGKILL") << int(SIGKILL);
    }
    void signalCleanup()
    {
        QFETCH(int, signal);
        const QString json = dir().filePath(QStringLiteral("sig.json"));
        QFile::remove(json);
        QProcess p;
        p.start(kCli, {QStringLiteral("run"), QStringLiteral("--target"), m_work,
                       QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                       QStringLiteral("--size"), QStringLiteral("16M"),
                       QStringLiteral("--duration"), QStringLiteral("60"),
                       QStringLiteral("--warmup"), QStringLiteral("0"),
                       QStringLiteral("--json"), json});
        QVERIFY(p.waitForStarted());
        // Wait until the test runs (the test file exists, unnamed or named).
        QByteArray err;
        for (int i = 0; i < 300 && !err.contains("running"); ++i) {
            p.waitForReadyRead(100);
            err += p.readAllStandardError();
        }
        QVERIFY2(err.contains("running"), err.constData());
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(10'000));
        if (signal == SIGKILL) {
            QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        } else {
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), 1);
            QVERIFY(QFile::exists(json)); // the partial result is written
        }
        if (signal == SIGKILL && !entries(m_work).isEmpty()) {
            // No O_TMPFILE here (the rig guest's 9p share): SIGKILL leaves the named test file
            // and its claim, nothing else, and the next run removes them.
            for (const QString &name : entries(m_work))
                QVERIFY2(name.startsWith(QLatin1String("drivebench-claim-"))
                             || name.startsWith(QLatin1String("drivebench-testfile-")),
                         qPrintable(name));
            const Outcome next = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                         QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                                         QStringLiteral("--op"), QStringLiteral("read"),
                                         QStringLiteral("--size"), QStringLiteral("16M"),
                                         QStringLiteral("--duration"), QStringLiteral("0.1"),
                                         QStringLiteral("--passes"), QStringLiteral("1"),
                                         QStringLiteral("--warmup"), QStringLiteral("0"),
                                         QStringLiteral("--interval"), QStringLiteral("0"),
                                         QStringLiteral("--no-library")});
            QVERIFY2(next.exitCode == 0, qPrintable(next.err));
        }
        QVERIFY2(entries(m_work).isEmpty(), qPrintable(entries(m_work).join(' ')));
    }
};

QTEST_GUILESS_MAIN(TestRunCommand)
#include "tst_runcommand.moc"
