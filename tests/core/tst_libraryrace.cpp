// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: DriveBench processes that create, store into and read one new results library at the
// same instant. Each child is this binary started with --child-race; see main() at the bottom.
#include <cstdio>
#include <memory>
#include <vector>

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include "core/results/libraryschema.h"
#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;
using drivebench::testing::sampleRun;

class TstLibraryRace : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Issue 32: processes that create, store into and read one new library at the same instant
    // (a barrier: each child says "ready", then all are told "go" at once). Every one of them must
    // succeed and the one library must hold every stored run; none may call the library being
    // created "another program's" or give up on a lock. 50 rounds here, 10 in the rig guest
    // (whose emulated CPU starts a process in about a second); DRIVEBENCH_LIBRARY_RACE_ROUNDS sets it.
    void processesCreateStoreAndReadOneNewLibrary()
    {
        const bool guest = QFile::exists(QStringLiteral("/run/drivebench-guest/ready"));
        int rounds = guest ? 10 : 50;
        if (const int r = qEnvironmentVariableIntValue("DRIVEBENCH_LIBRARY_RACE_ROUNDS"); r > 0)
            rounds = r;
        const QStringList roles{QStringLiteral("store"), QStringLiteral("read"), QStringLiteral("store"),
                                QStringLiteral("read"), QStringLiteral("store"), QStringLiteral("store")};
        const auto storers = std::size_t(roles.count(QStringLiteral("store")));
        for (int round = 0; round < rounds; ++round) {
            const QString path = m_dir.filePath(QStringLiteral("race-%1.sqlite").arg(round));
            std::vector<std::unique_ptr<QProcess>> children;
            for (int i = 0; i < roles.size(); ++i) {
                auto child = std::make_unique<QProcess>();
                child->setProcessChannelMode(QProcess::ForwardedErrorChannel);
                child->start(QCoreApplication::applicationFilePath(),
                             {QStringLiteral("--child-race"), path, roles.at(i), QString::number(i)});
                QVERIFY(child->waitForStarted());
                children.push_back(std::move(child));
            }
            for (auto &child : children) {
                while (!child->canReadLine())
                    QVERIFY2(child->waitForReadyRead(120000), "a child did not get ready");
                QCOMPARE(child->readLine().trimmed(), QByteArray("ready"));
            }
            // All told within microseconds of each other: each write is flushed to its pipe at
            // once (QProcess buffers it until its event loop runs otherwise).
            for (auto &child : children) {
                child->write("go\n");
                QVERIFY(child->waitForBytesWritten(10000));
            }
            for (auto &child : children) {
                QVERIFY(child->waitForFinished(300000));
                const QByteArray said = child->readAllStandardOutput();
                QVERIFY2(child->exitStatus() == QProcess::NormalExit && child->exitCode() == 0,
                         qPrintable(QStringLiteral("round %1: a child failed: %2").arg(round).arg(QString::fromUtf8(said))));
            }
            auto lib = ResultLibrary::open(path);
            QVERIFY2(lib, lib ? "" : lib.error().text().c_str());
            QCOMPARE((*lib)->history()->size(), storers);
            QCOMPARE((*lib)->schemaVersion(), kLibrarySchemaVersion);
            QCOMPARE(*(*lib)->integrityCheck(), QStringLiteral("ok"));
        }
    }
};

namespace {

/// One racer of processesCreateStoreAndReadOneNewLibrary: says "ready", waits for "go" on stdin,
/// then opens the library (creating it if it is not there yet) and stores one run or reads the
/// history. Exit 0 when it did; 1 with the error on stderr.
int childRacer(const QString &path, const QString &role, int index)
{
    std::printf("ready\n");
    std::fflush(stdout);
    char line[16];
    if (!std::fgets(line, sizeof line, stdin))
        return 2;
    ResultLibrary::Options o;
    o.busyTimeoutMs = 120000; // a loaded 2-core machine (or the guest) can starve one for a while
    auto lib = ResultLibrary::open(path, o);
    if (!lib) {
        QTextStream(stderr) << "racer " << index << " (" << role << "): " << QString::fromStdString(lib.error().text()) << '\n';
        return 1;
    }
    if (role == QLatin1String("store")) {
        Result<qint64> id = (*lib)->store(sampleRun(index + 1, QStringLiteral("Racer"), QStringLiteral("R1"), 10));
        if (!id) {
            QTextStream(stderr) << "racer " << index << ": " << QString::fromStdString(id.error().text()) << '\n';
            return 1;
        }
        std::printf("stored %lld\n", static_cast<long long>(*id));
    } else {
        auto runs = (*lib)->history();
        if (!runs) {
            QTextStream(stderr) << "racer " << index << ": " << QString::fromStdString(runs.error().text()) << '\n';
            return 1;
        }
        std::printf("read %zu\n", runs->size());
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc >= 5 && qstrcmp(argv[1], "--child-race") == 0)
        return childRacer(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), QByteArray(argv[4]).toInt());
    TstLibraryRace test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_libraryrace.moc"
