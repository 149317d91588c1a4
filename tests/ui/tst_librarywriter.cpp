// SPDX-License-Identifier: GPL-3.0-or-later
// LibraryWriter: runs are stored on the writer's own thread (its own SQLite connection), results
// come back in order on the caller's thread, failures carry cause and fix, and destroying the
// writer keeps the runs already queued.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"
#include "ui/librarywriter.h"

using namespace drivebench;
using drivebench::ui::LibraryWriter;

class TstLibraryWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storesOnItsOwnThreadInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        LibraryWriter writer(path);
        QVERIFY(writer.writerThread() != QThread::currentThread());
        QSignalSpy stored(&writer, &LibraryWriter::stored);
        RunResult big = testing::sampleRun(1);
        big.tests.push_back(testing::sampleTest(QStringLiteral("SUSTAINED_WRITE"), QStringLiteral("write"),
                                                1u << 20, 32, 16, 1, 20000));
        const quint64 first = writer.store(big);
        const quint64 second = writer.store(testing::sampleRun(2));
        QCOMPARE(writer.pending(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 2, 60000);
        QCOMPARE(writer.pending(), 0);
        QCOMPARE(stored.at(0).at(0).toULongLong(), first);
        QCOMPARE(stored.at(1).at(0).toULongLong(), second);

        // The UI thread's own connection reads what the writer's connection wrote.
        auto lib = ResultLibrary::open(path);
        QVERIFY(lib);
        const Result<RunResult> back = (*lib)->load(stored.at(0).at(1).toLongLong());
        QVERIFY(back);
        QCOMPARE(toJson(*back), toJson(big));
    }

    void failureNamesCauseAndFix()
    {
        // Under a regular file: no directory can be made there, even by root.
        QTemporaryDir dir;
        QFile plain(dir.filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        LibraryWriter writer(dir.filePath(QStringLiteral("plain/lib.sqlite")));
        QSignalSpy failed(&writer, &LibraryWriter::failed);
        const quint64 ticket = writer.store(testing::sampleRun(3));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        QCOMPARE(failed.at(0).at(0).toULongLong(), ticket);
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
        QVERIFY(!failed.at(0).at(2).toString().isEmpty());
    }

    void destroyingKeepsQueuedRuns()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            LibraryWriter writer(path);
            for (int i = 0; i < 3; ++i)
                writer.store(testing::sampleRun(10 + i));
        } // no event loop ran: the destructor waits for the three stores
        auto lib = ResultLibrary::open(path);
        QVERIFY(lib);
        const auto history = (*lib)->history();
        QVERIFY(history);
        QCOMPARE(int(history->size()), 3);
    }
};

QTEST_MAIN(TstLibraryWriter)
#include "tst_librarywriter.moc"
