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
    QTemporaryDir m_dir{QStringLiteral("/dev/shm/tst_runcommand-XXXXXX")};
    QString m_work; // a directory for the test files, separate from outputs

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_work = m_dir.filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(m_work));
    }

    void byteSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("plain") << "4096" << 4096ull;
        QTest::newRow("K") << "64K" << 65536ull;
        QTest::newRow("KiB") << "64KiB" << 65536ull;
        QTest::newRow("m") << "16m" << 16ull * 1048576;
        QTest::newRow("GiB") << "1GiB" << 1073741824ull;
        QTest::newRow("G") << "2G" << 2147483648ull;
        QTest::newRow("T") << "1T" << 1099511627776ull;
        QTest::newRow("zero") << "0" << 0ull;
        QTest::newRow("junk") << "12Q" << 0ull;
        QTest::newRow("negative") << "-5M" << 0ull;
        QTest::newRow("overflow") << "99999999999T" << 0ull;
    }
    void byteSizes()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        const auto got = parseByteSize(text);
        QCOMPARE(got.value_or(0), bytes);
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
        QCOMPARE(plan->settings.aggregation, Aggregation::Mean);
        auto prof = cli::parseRunOptions({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                          QStringLiteral("--profile"), QStringLiteral("nvme")}, &help);
        QVERIFY(prof);
        auto profPlan = planRun(prof->choice);
        QVERIFY(profPlan);
        QCOMPARE(int(profPlan->tests.size()), 8);
        QCOMPARE(profPlan->tests[2].id, QStringLiteral("RND4K_Q32T16"));
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
        const QString json = m_dir.filePath(QStringLiteral("r.json"));
        const QString job = m_dir.filePath(QStringLiteral("r.fio"));
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                               QStringLiteral("--test"), QStringLiteral("RND4K_Q1T1"),
                               QStringLiteral("--test"), QStringLiteral("SEQ1M_Q8T1"),
                               QStringLiteral("--size"), QStringLiteral("16M"),
                               QStringLiteral("--duration"), QStringLiteral("0.2"),
                               QStringLiteral("--passes"), QStringLiteral("2"),
                               QStringLiteral("--warmup"), QStringLiteral("0.1"),
                               QStringLiteral("--interval"), QStringLiteral("0"),
                               QStringLiteral("--json"), json, QStringLiteral("--fio-job"), job});
        if (o.exitCode == 1 && o.err.contains(QLatin1String("O_DIRECT")))
            QSKIP("no O_DIRECT on /dev/shm (Linux before 6.6)");
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
        // Pinned by default: each 1-thread fio job on the CPU our worker takes (on tmpfs, no
        // device interrupts to prefer: the first this process may use).
        QVERIFY2(jobText.contains(QStringLiteral("numjobs=1\ncpus_allowed=%1\n").arg(allowedCpus().front())),
                 qPrintable(jobText));
        QVERIFY(jobText.contains(QLatin1String("cpus_allowed_policy=split")));
        QVERIFY(entries(m_work).isEmpty());
    }

    void failedRunExitsOne()
    {
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"),
                               m_dir.filePath(QStringLiteral("nowhere")), QStringLiteral("--test"),
                               QStringLiteral("RND4K_Q1T1")});
        QCOMPARE(o.exitCode, 1);
        QVERIFY(o.err.contains(QLatin1String("nowhere")));
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
        const QString json = m_dir.filePath(QStringLiteral("sig.json"));
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
        QVERIFY(entries(m_work).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRunCommand)
#include "tst_runcommand.moc"
