// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli run --profile wake, end to end on a test file in a temporary directory: the quick
// idle list with two reads each (about 9 s of idle). Checks structure only: one row per idle
// time in the JSON and in the text, a verdict in one of its legal forms, the APST source, the
// test file gone. No timing is asserted (a file on a loaded machine may or may not show a step).

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "core/workloads/wakecurve.h"
#include "tests/common/testdirs.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

struct Outcome
{
    int exitCode = -1;
    QString out, err;
};

Outcome runCli(const QStringList &args, int timeoutMs = 120'000)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(timeoutMs);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestWakeCommand : public QObject
{
    Q_OBJECT

private:
    // The --fio-job file: one thinktime job per idle time of the quick list, which fio itself
    // accepts (fio --parse-only: fio is a test dependency, packaging/install-deps.sh).
    static void checkFioJob(const QString &path)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString job = QString::fromUtf8(f.readAll());
        for (double idle : kWakeIdleQuickMs) {
            const QString section = QStringLiteral("[WAKE-idle-%1]").arg(formatIdle(idle).remove(QLatin1Char(' ')));
            QVERIFY2(job.contains(section), qPrintable(job));
            QVERIFY2(job.contains(QStringLiteral("thinktime=%1\nthinktime_blocks=1\n").arg(qint64(idle * 1000))), qPrintable(job));
        }
        QCOMPARE(job.count(QLatin1String("number_ios=2\n")), qsizetype(std::size(kWakeIdleQuickMs)));
        QVERIFY(!job.contains(QLatin1String("no fio equivalent")));
        QProcess fio;
        fio.start(QStringLiteral("fio"), {QStringLiteral("--parse-only"), path});
        QVERIFY2(fio.waitForStarted(), "fio is not installed (bash packaging/install-deps.sh installs it)");
        QVERIFY(fio.waitForFinished(60'000));
        QVERIFY2(fio.exitStatus() == QProcess::NormalExit && fio.exitCode() == 0,
                 qPrintable(QString::fromUtf8(fio.readAllStandardError() + fio.readAllStandardOutput()) + job));
    }

    std::unique_ptr<QTemporaryDir> m_holder;
    QString m_work;

private Q_SLOTS:
    void initTestCase()
    {
        m_holder = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_wakecommand"));
        QVERIFY2(m_holder, qPrintable(testing::directIoRoot().problem));
        m_work = m_holder->filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(m_work));
    }

    void quickRun()
    {
        const QString json = m_holder->filePath(QStringLiteral("wake.json"));
        const QString job = m_holder->filePath(QStringLiteral("wake.fio"));
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                  QStringLiteral("--profile"), QStringLiteral("wake"),
                                  QStringLiteral("--idle"), QStringLiteral("quick"),
                                  QStringLiteral("--samples"), QStringLiteral("2"),
                                  QStringLiteral("--size"), QStringLiteral("16M"),
                                  QStringLiteral("--interval"), QStringLiteral("0"),
                                  QStringLiteral("--json"), json, QStringLiteral("--fio-job"), job});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err + o.out));
        checkFioJob(job);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject run = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(run.value(QStringLiteral("completed")).toBool(), true);
        const QJsonArray tests = run.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 1);
        const QJsonObject test = tests[0].toObject();
        QCOMPARE(test.value(QStringLiteral("id")).toString(), QStringLiteral("WAKE"));
        QCOMPARE(test.value(QStringLiteral("op")).toString(), QStringLiteral("read"));
        const QJsonObject wake = test.value(QStringLiteral("extra")).toObject().value(QStringLiteral("wake")).toObject();
        QVERIFY2(!wake.isEmpty(), qPrintable(QJsonDocument(test).toJson()));
        const QJsonArray points = wake.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), qsizetype(std::size(kWakeIdleQuickMs)));
        for (qsizetype i = 0; i < points.size(); ++i) {
            const QJsonObject p = points[i].toObject();
            QCOMPARE(p.value(QStringLiteral("idle_ms")).toDouble(), kWakeIdleQuickMs[i]);
            QCOMPARE(p.value(QStringLiteral("samples")).toInt(), 2);
            const double median = p.value(QStringLiteral("median_us")).toDouble();
            QVERIFY(median > 0);
            QVERIFY(p.value(QStringLiteral("p90_us")).toDouble() >= median);
            QVERIFY(p.value(QStringLiteral("max_us")).toDouble() >= p.value(QStringLiteral("p90_us")).toDouble());
        }
        QCOMPARE(wake.value(QStringLiteral("samples_per_idle")).toInt(), 2);
        QVERIFY(wake.value(QStringLiteral("steps")).isArray());
        // A file's verdict: no penalty, or steps each named by their idle time (a busy machine).
        const QString verdict = wake.value(QStringLiteral("verdict")).toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^(no wake-up penalty: |after \\d)")).match(verdict).hasMatch(),
                 qPrintable(verdict));
        QVERIFY(!wake.value(QStringLiteral("apst")).toString().isEmpty());

        // The text: a header, one row per idle time, the verdict and the APST source.
        const QStringList rows = o.out.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^WAKE: ")));
        QCOMPARE(rows.size(), 1 + qsizetype(std::size(kWakeIdleQuickMs)) + 2);
        QVERIFY(rows[0].contains(QLatin1String("median ms")));
        QVERIFY(rows[1].contains(QLatin1String("0 ms")));
        QVERIFY(rows[5].contains(QLatin1String("3 s")));
        QCOMPARE(rows[6], QStringLiteral("WAKE: verdict: ") + verdict);
        QVERIFY(rows[7].startsWith(QLatin1String("WAKE: APST steps: ")));
        QVERIFY(QDir(m_work).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden).isEmpty());
    }

    void badIdleList()
    {
        const Outcome o = runCli({QStringLiteral("run"), QStringLiteral("--target"), m_work,
                                  QStringLiteral("--profile"), QStringLiteral("wake"),
                                  QStringLiteral("--idle"), QStringLiteral("0,soon")});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(QLatin1String("soon")), qPrintable(o.err));
    }
};

QTEST_GUILESS_MAIN(TestWakeCommand)
#include "tst_wakecommand.moc"
