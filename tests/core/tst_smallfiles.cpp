// SPDX-License-Identifier: GPL-3.0-or-later
// Small files (bonnie++ -n): exact counts and bytes, the private directory always gone afterwards
// (success, cancel, error), stale directories of dead processes removed, the six tests through the
// Runner on tmpfs (/dev/shm) and on a disk filesystem (the first of tests/common/testdirs.h's
// candidates that is not in memory: the build tree in the rig guest, whose /var/tmp is tmpfs).
#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <stop_token>
#include <thread>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/runner.h"
#include "core/util/uniquefd.h"
#include "core/workloads/smallfiles.h"
#include "core/workloads/workloadtests.h"
#include "tests/common/settingfixcheck.h"
#include "tests/common/testdirs.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

// Entries of dir besides . and .. (the test leaves nothing behind when this is empty).
QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

RunSettings quickSettings(const QString &dir)
{
    RunSettings s;
    s.target.path = dir;
    s.durationS = 1;
    s.warmupS = 0;
    s.intervalS = 0;
    s.passes = 1;
    s.sampleIntervalMs = 20;
    return s;
}

TestSpec onlyTest(const SmallFilesSettings &settings, const QString &id, int passes = 1)
{
    for (TestSpec &t : smallFilesTests(settings, passes)) {
        if (t.id == id)
            return t;
    }
    qFatal("no test %s", qPrintable(id));
}

} // namespace

class TestSmallFiles : public QObject
{
    Q_OBJECT

private:
    // Where the tests run: tmpfs, and a disk filesystem (empty: none here, and the row fails).
    void addRoots()
    {
        QTest::addColumn<QString>("root");
        QTest::newRow("tmpfs") << QStringLiteral("/dev/shm");
        QTest::newRow("disk") << testing::diskRoot().dir;
    }
    QString makeDir(const QString &root, std::unique_ptr<QTemporaryDir> &holder)
    {
        if (root.isEmpty())
            return QString();
        holder = std::make_unique<QTemporaryDir>(root + QStringLiteral("/tst_smallfiles-XXXXXX"));
        return holder->isValid() ? holder->path() : QString();
    }

private Q_SLOTS:
    void fileSizeRange_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<quint64>("lo");
        QTest::addColumn<quint64>("hi");
        QTest::newRow("zero") << QStringLiteral("0") << true << quint64(0) << quint64(0);
        QTest::newRow("4K") << QStringLiteral("4K") << true << quint64(4096) << quint64(4096);
        QTest::newRow("range") << QStringLiteral("1k:64K") << true << quint64(1024) << quint64(65536);
        QTest::newRow("64M") << QStringLiteral("64M") << true << quint64(64 << 20) << quint64(64 << 20);
        QTest::newRow("too big") << QStringLiteral("65M") << false << quint64(0) << quint64(0);
        QTest::newRow("reversed") << QStringLiteral("8K:4K") << false << quint64(0) << quint64(0);
        QTest::newRow("junk") << QStringLiteral("big") << false << quint64(0) << quint64(0);
        QTest::newRow("three") << QStringLiteral("1:2:3") << false << quint64(0) << quint64(0);
    }
    void fileSizeRange()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        auto r = parseFileSizeRange(text);
        QCOMPARE(bool(r), ok);
        QFETCH(quint64, lo);
        QFETCH(quint64, hi);
        if (ok) {
            QCOMPARE(quint64(r->first), lo);
            QCOMPARE(quint64(r->second), hi);
        } else {
            QVERIFY(namesSetting(r.error(), Setting::FileSize));
        }
    }

    void sixTestsInBonnieOrder()
    {
        const std::vector<TestSpec> tests = smallFilesTests({}, 1);
        QStringList ids;
        for (const TestSpec &t : tests) {
            ids << t.id;
            QVERIFY(t.runPass);
            QCOMPARE(t.passEnd, PassEnd::PatternExhausted);
        }
        QCOMPARE(ids, QStringList({"FILES_CREATE_SEQ", "FILES_STAT_SEQ", "FILES_DELETE_SEQ",
                                   "FILES_CREATE_RND", "FILES_STAT_RND", "FILES_DELETE_RND"}));
        auto viaProfile = workloadTests(QStringLiteral("smallfiles"), WorkloadOptions{});
        QVERIFY(viaProfile);
        QCOMPARE(int(viaProfile->size()), 6);
        QVERIFY(workloadProfileNames().contains(QStringLiteral("smallfiles")));
    }

    // One pass of each operation, straight through the CustomPass: exact counts and bytes.
    void passCountsExact_data() { addRoots(); }
    void passCountsExact()
    {
        QFETCH(QString, root);
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(root, holder);
        QVERIFY2(!dir.isEmpty(), qPrintable(root.isEmpty() ? testing::diskRoot().problem
                                                           : root + QStringLiteral(" is not writable here")));
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QVERIFY(dirFd);
        SmallFilesSettings s;
        s.files = 777;
        s.minBytes = s.maxBytes = 1000;   // one size: exact byte counts
        for (SmallFilesOrder order : {SmallFilesOrder::Sequential, SmallFilesOrder::Random}) {
            for (SmallFilesOp op : {SmallFilesOp::Create, SmallFilesOp::Stat, SmallFilesOp::Delete}) {
                TestSpec spec = onlyTest(s, smallFilesTestId(op, order));
                spec.threads = op == SmallFilesOp::Stat ? 3 : 1;   // shares split across threads
                std::vector<WorkerCounters> counters(std::size_t(spec.threads));
                CustomPassContext ctx{dirFd.get(), dir, 1, counters.data(), std::stop_token(), FillData::Random};
                const std::vector<WorkerOutcome> out = runSmallFilesPass(s, op, order, spec, ctx);
                QCOMPARE(int(out.size()), spec.threads);
                std::uint64_t reads = 0, writes = 0, bytes = 0, live = 0;
                for (const WorkerOutcome &w : out) {
                    QVERIFY2(!w.error, w.error ? w.error->text().c_str() : "");
                    reads += w.readLatency.count();
                    writes += w.writeLatency.count();
                    bytes += w.bytesWritten;
                }
                for (const WorkerCounters &c : counters)
                    live += c.ios.load();
                QCOMPARE(reads, op == SmallFilesOp::Stat ? quint64(777) : quint64(0));
                QCOMPARE(writes, op == SmallFilesOp::Stat ? quint64(0) : quint64(777));
                QCOMPARE(bytes, op == SmallFilesOp::Create ? quint64(777'000) : quint64(0));
                QCOMPARE(live, quint64(777));
                QCOMPARE(entries(dir), QStringList());   // the private directory is gone
            }
        }
    }

    // Random sizes stay inside the range; stat checks every size it reads back.
    void sizesInRange()
    {
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(QStringLiteral("/dev/shm"), holder);
        QVERIFY2(!dir.isEmpty(), "/dev/shm is not writable here");
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        SmallFilesSettings s;
        s.files = 300;
        s.minBytes = 1;
        s.maxBytes = 5000;
        const TestSpec spec = onlyTest(s, QStringLiteral("FILES_CREATE_RND"));
        CustomPassContext ctx{dirFd.get(), dir, 1, nullptr, std::stop_token(), FillData::Zeros};
        const auto out = runSmallFilesPass(s, SmallFilesOp::Create, SmallFilesOrder::Random, spec, ctx);
        QVERIFY(!out[0].error);
        QVERIFY(out[0].bytesWritten >= 300u && out[0].bytesWritten <= 300u * 5000u);
        QVERIFY(out[0].bytesWritten != 300u && out[0].bytesWritten != 300u * 5000u);
        const auto stat = runSmallFilesPass(s, SmallFilesOp::Stat, SmallFilesOrder::Random,
                                            onlyTest(s, QStringLiteral("FILES_STAT_RND")), ctx);
        QVERIFY2(!stat[0].error, stat[0].error ? stat[0].error->text().c_str() : "");
        QCOMPARE(stat[0].readLatency.count(), quint64(300));
        QCOMPARE(entries(dir), QStringList());
    }

    // A stop before the pass: nothing timed, nothing left.
    void stoppedPassLeavesNothing()
    {
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(QStringLiteral("/dev/shm"), holder);
        QVERIFY2(!dir.isEmpty(), "/dev/shm is not writable here");
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        std::stop_source source;
        source.request_stop();
        SmallFilesSettings s;
        s.files = 1000;
        for (SmallFilesOp op : {SmallFilesOp::Create, SmallFilesOp::Stat, SmallFilesOp::Delete}) {
            const TestSpec spec = onlyTest(s, smallFilesTestId(op, SmallFilesOrder::Sequential));
            CustomPassContext ctx{dirFd.get(), dir, 1, nullptr, source.get_token(), FillData::Random};
            const auto out = runSmallFilesPass(s, op, SmallFilesOrder::Sequential, spec, ctx);
            QCOMPARE(out[0].readLatency.count() + out[0].writeLatency.count(), quint64(0));
            QCOMPARE(entries(dir), QStringList());
        }
    }

    // A full disk: the error names the cause and the directory still goes.
    void noRoomIsAnError()
    {
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(QStringLiteral("/dev/shm"), holder);
        QVERIFY2(!dir.isEmpty(), "/dev/shm is not writable here");
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        SmallFilesSettings s;
        s.files = kSmallFilesMaxCount;          // 10^7 files of 64 MiB: no filesystem here has that
        s.maxBytes = kSmallFilesMaxBytes;
        const TestSpec spec = onlyTest(s, QStringLiteral("FILES_CREATE_SEQ"));
        CustomPassContext ctx{dirFd.get(), dir, 1, nullptr, std::stop_token(), FillData::Random};
        const auto out = runSmallFilesPass(s, SmallFilesOp::Create, SmallFilesOrder::Sequential, spec, ctx);
        QVERIFY(out[0].error);
        QVERIFY2(out[0].error->text().find("free") != std::string::npos, out[0].error->text().c_str());
        QCOMPARE(entries(dir), QStringList());
    }

    // A name is no proof: folders shaped like ours (a dead pid, a live one) without a claim that
    // proves them ours are never touched (tst_leftovers: claimed ones of killed runs do go).
    void foldersNamedLikeOursStay()
    {
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(QStringLiteral("/dev/shm"), holder);
        QVERIFY2(!dir.isEmpty(), "/dev/shm is not writable here");
        const QString stale = QDir(dir).filePath(QStringLiteral("drivebench-smallfiles-2147483000-00c0ffee"));
        const QString live = QDir(dir).filePath(QStringLiteral("drivebench-smallfiles-%1-00000001").arg(::getppid()));
        QVERIFY(QDir().mkpath(stale));
        QVERIFY(QDir().mkpath(live));
        QFile f(stale + QStringLiteral("/0000000001abc"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const UniqueFd dirFd(::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        QCOMPARE(removeStaleSmallFilesDirectories(dirFd.get()), 0);
        QCOMPARE(entries(dir).size(), 2);
        QVERIFY(QFile::exists(stale + QStringLiteral("/0000000001abc")));
    }

    // The whole profile through the Runner, as the CLI and the window run it.
    void runnerRunsSixTests_data() { addRoots(); }
    void runnerRunsSixTests()
    {
        QFETCH(QString, root);
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(root, holder);
        QVERIFY2(!dir.isEmpty(), qPrintable(root.isEmpty() ? testing::diskRoot().problem
                                                           : root + QStringLiteral(" is not writable here")));
        WorkloadOptions o;
        o.smallFiles.files = 1500;
        o.smallFiles.minBytes = 0;
        o.smallFiles.maxBytes = 4096;
        auto tests = workloadTests(QStringLiteral("smallfiles"), o);
        QVERIFY(tests);
        Runner runner;
        QSignalSpy finishedTests(&runner, &Runner::testFinished);
        QSignalSpy done(&runner, &Runner::finished);
        auto ok = runner.start(quickSettings(dir), *tests);
        QVERIFY2(ok, ok ? "" : ok.error().text().c_str());
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join('\n')));
        QCOMPARE(run.target.kind, QStringLiteral("directory"));
        QCOMPARE(finishedTests.count(), 6);
        QCOMPARE(int(run.tests.size()), 6);
        for (const TestResult &t : run.tests) {
            QCOMPARE(t.ios, quint64(1500));
            QVERIFY(t.iops > 0);
            QVERIFY(t.latencyUs.mean > 0);
            QCOMPARE(extraOf(t).value(QStringLiteral("files")).toInt(), 1500);
            QCOMPARE(t.op, t.id.contains(QLatin1String("STAT")) ? QStringLiteral("read") : QStringLiteral("write"));
        }
        QCOMPARE(entries(dir), QStringList());   // no test file, no private directory
    }

    // Cancel in the middle of a long create: a partial result, and nothing left behind.
    void cancelLeavesNothing_data() { addRoots(); }
    void cancelLeavesNothing()
    {
        QFETCH(QString, root);
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(root, holder);
        QVERIFY2(!dir.isEmpty(), qPrintable(root.isEmpty() ? testing::diskRoot().problem
                                                           : root + QStringLiteral(" is not writable here")));
        // Far more files than complete before the first live sample, and fewer than the free
        // inodes (the rig guest's 2 GiB tmpfs has about 250 000), or the run is refused up front.
        struct statvfs vfs{};
        QCOMPARE(::statvfs(QFile::encodeName(dir).constData(), &vfs), 0);
        SmallFilesSettings s;
        s.files = vfs.f_files > 0 ? int(std::min<std::uint64_t>(2'000'000, vfs.f_favail / 2)) : 2'000'000;
        QVERIFY2(s.files >= 20'000, qPrintable(QStringLiteral("only %1 free inodes in %2").arg(vfs.f_favail).arg(dir)));
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        bool cancelled = false;
        connect(&runner, &Runner::samplesReady, this, [&](const QList<LiveSample> &samples) {
            for (const LiveSample &sample : samples) {
                if (sample.ios > 0 && !cancelled) {
                    cancelled = true;
                    runner.cancel();
                }
            }
        });
        auto ok = runner.start(quickSettings(dir), {onlyTest(s, QStringLiteral("FILES_CREATE_SEQ")),
                                                    onlyTest(s, QStringLiteral("FILES_STAT_SEQ"))});
        QVERIFY(ok);
        QVERIFY(done.wait(120'000));
        const RunResult &run = runner.result();
        QVERIFY2(cancelled, qPrintable(QStringLiteral("no live sample before the run ended: ") + lineTexts(run.errors).join('\n')));
        QVERIFY(!run.completed);
        QCOMPARE(entries(dir), QStringList());
    }

    void deviceOrFileTargetIsRefused()
    {
        std::unique_ptr<QTemporaryDir> holder;
        const QString dir = makeDir(QStringLiteral("/dev/shm"), holder);
        QVERIFY2(!dir.isEmpty(), "/dev/shm is not writable here");
        const QString file = QDir(dir).filePath(QStringLiteral("plain"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        Runner runner;
        QSignalSpy done(&runner, &Runner::finished);
        QVERIFY(runner.start(quickSettings(file), smallFilesTests({}, 1)));
        QVERIFY(done.wait(30'000));
        QVERIFY(!runner.result().completed);
        QVERIFY2(lineTexts(runner.result().errors).join(' ').contains(QLatin1String("not a directory")),
                 qPrintable(lineTexts(runner.result().errors).join(' ')));
    }
};

QTEST_GUILESS_MAIN(TestSmallFiles)
#include "tst_smallfiles.moc"
