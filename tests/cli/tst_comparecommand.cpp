// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli compare: each test in its own reading and label (as show --json has them), its
// direction, then the secondary figures; runs of different profiles list the tests one run has;
// the drive named as the panel names it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultlibrary.h"
#include "tests/common/compareruns.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

struct Outcome
{
    int exitCode = -1;
    QString out, err;
};

Outcome runCli(const QStringList &args)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(60'000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TstCompareCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_seekA = 0, m_seekB = 0, m_default = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("lib.sqlite"));
        auto lib = ResultLibrary::open(m_db);
        QVERIFY(lib);
        m_seekA = *(*lib)->store(testing::seekRun(1));
        m_seekB = *(*lib)->store(testing::onTmpfs(testing::seekRun(2, 0.9)));
        m_default = *(*lib)->store(testing::sampleRun(3));
    }

    void seekRunsInMsPerOp()
    {
        const Outcome o = runCli({QStringLiteral("compare"), QStringLiteral("--db"), m_db,
                                  QString::number(m_seekA), QString::number(m_seekB)});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.out.contains(QStringLiteral("Full stroke (SEEK_FULL) read")), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("ms/op ↓")), qPrintable(o.out));
        QVERIFY(o.out.contains(QStringLiteral("7.200 (-10.0 %) *")));
        // Each run named by what tells it apart, on its own line above the columns.
        QVERIFY2(o.out.contains(QStringLiteral("#%1: tmpfs (RAM) · /dev/shm/bench · ").arg(m_seekB)), qPrintable(o.out));
        QVERIFY(!o.out.contains(QStringLiteral("Only in one run")));

        const Outcome j = runCli({QStringLiteral("compare"), QStringLiteral("--db"), m_db, QStringLiteral("--json"),
                                  QString::number(m_seekA), QString::number(m_seekB)});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(j.out.toUtf8()).object();
        const QJsonObject full = json.value(QStringLiteral("tests")).toArray().at(0).toObject();
        QCOMPARE(full.value(QStringLiteral("label")).toString(), QStringLiteral("Full stroke"));
        QCOMPARE(full.value(QStringLiteral("reading")).toString(), QStringLiteral("ms_per_op"));
        QCOMPARE(full.value(QStringLiteral("direction")).toString(), QStringLiteral("lower_is_better"));
        QCOMPARE(full.value(QStringLiteral("best")).toInt(), int(m_seekB));
        QVERIFY(!full.value(QStringLiteral("figures")).toArray().isEmpty());
        QCOMPARE(json.value(QStringLiteral("drives")).toArray().at(1).toString(), QStringLiteral("tmpfs (RAM)"));

        // The same label and reading as show --json gives the test.
        const Outcome show = runCli({QStringLiteral("show"), QStringLiteral("--db"), m_db, QStringLiteral("--json"),
                                     QString::number(m_seekA)});
        QCOMPARE(show.exitCode, 0);
        const QJsonObject shown = QJsonDocument::fromJson(show.out.toUtf8()).object()
                                      .value(QStringLiteral("tests")).toArray().at(0).toObject();
        QCOMPARE(shown.value(QStringLiteral("label")), full.value(QStringLiteral("label")));
        QCOMPARE(shown.value(QStringLiteral("reading")), full.value(QStringLiteral("reading")));
    }

    void aDefaultAndASeekRunListTheRest()
    {
        const Outcome o = runCli({QStringLiteral("compare"), QStringLiteral("--db"), m_db,
                                  QString::number(m_default), QString::number(m_seekA)});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.out.contains(QStringLiteral("Only in one run (not compared):")), qPrintable(o.out));
        QVERIFY(o.out.contains(QStringLiteral("Full stroke (SEEK_FULL) read: 8.000 ms/op in #%1").arg(m_seekA)));
        QVERIFY(o.out.contains(QStringLiteral("SEQ1M Q8T1 (SEQ1M_Q8T1) read:")));
        const Outcome j = runCli({QStringLiteral("compare"), QStringLiteral("--db"), m_db, QStringLiteral("--json"),
                                  QString::number(m_default), QString::number(m_seekA)});
        const QJsonObject json = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QVERIFY(json.value(QStringLiteral("tests")).toArray().isEmpty());
        QCOMPARE(json.value(QStringLiteral("only_in")).toArray().size(), 18);
    }
};

QTEST_GUILESS_MAIN(TstCompareCommand)
#include "tst_comparecommand.moc"
