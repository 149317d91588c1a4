// SPDX-License-Identifier: GPL-3.0-or-later
// How long the results library takes to store and load a large run: a 10-minute sustained write
// at 16 threads sampled at 10 Hz is 96,000 live samples. Prints the times; asserts only that the
// run comes back whole (timing goals are read from the output, not asserted on a shared machine).
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/resultlibrary.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;

class TstBenchResultLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storeAndLoadLargeRun()
    {
        QTemporaryDir dir;
        auto lib = ResultLibrary::open(dir.filePath(QStringLiteral("bench.sqlite")));
        QVERIFY(lib);
        RunResult run = testing::sampleRun(1);
        run.tests.push_back(testing::sampleTest(QStringLiteral("SUSTAINED_WRITE"), QStringLiteral("write"),
                                                1u << 20, 32, 16, 1, 96000));
        QElapsedTimer timer;
        timer.start();
        Result<qint64> id = (*lib)->store(run);
        const qint64 storeMs = timer.restart();
        QVERIFY(id);
        Result<RunResult> back = (*lib)->load(*id);
        const qint64 loadMs = timer.elapsed();
        QVERIFY(back);
        QCOMPARE(back->tests.back().samples.size(), std::size_t(96000));
        qInfo("store: %lld ms, load: %lld ms for %d tests and %d live samples", storeMs, loadMs,
              int(run.tests.size()), 96000 + 8 * 40);
    }
};

QTEST_GUILESS_MAIN(TstBenchResultLibrary)
#include "tst_bench_resultlibrary.moc"
