// SPDX-License-Identifier: GPL-3.0-or-later
// The test table and profiles against CrystalDiskMark 8's definitions (workloads.md §5, §4).
#include <QTest>

#include "core/workloads/profiles.h"

using namespace drivebench;

class TestProfiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tests_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("sequential");
        QTest::addColumn<uint>("blockSize");
        QTest::addColumn<int>("queueDepth");
        QTest::addColumn<int>("threads");
        QTest::newRow("SEQ1M_Q8T1") << "SEQ1M_Q8T1" << true << 1048576u << 8 << 1;
        QTest::newRow("SEQ1M_Q1T1") << "SEQ1M_Q1T1" << true << 1048576u << 1 << 1;
        QTest::newRow("SEQ128K_Q32T1") << "SEQ128K_Q32T1" << true << 131072u << 32 << 1;
        QTest::newRow("RND4K_Q32T1") << "RND4K_Q32T1" << false << 4096u << 32 << 1;
        QTest::newRow("RND4K_Q32T16") << "RND4K_Q32T16" << false << 4096u << 32 << 16;
        QTest::newRow("RND4K_Q1T1") << "RND4K_Q1T1" << false << 4096u << 1 << 1;
        QTest::newRow("RND4K_Q1T64 (AS SSD 4K-64Thrd)") << "RND4K_Q1T64" << false << 4096u << 1 << 64;
    }
    void tests()
    {
        QFETCH(QString, id);
        QFETCH(bool, sequential);
        QFETCH(uint, blockSize);
        QFETCH(int, queueDepth);
        QFETCH(int, threads);
        const auto spec = testById(id.toLower(), IoOp::Mix, 70);
        QVERIFY(spec);
        QCOMPARE(spec->id, id);
        QCOMPARE(spec->pattern == AccessPattern::Sequential, sequential);
        QCOMPARE(spec->blockSize, blockSize);
        QCOMPARE(spec->queueDepth, queueDepth);
        QCOMPARE(spec->threads, threads);
        QCOMPARE(spec->readPercent, 70);
        QCOMPARE(testById(id, IoOp::Read)->readPercent, 100);
        QCOMPARE(testById(id, IoOp::Write)->readPercent, 0);
    }

    void unknown()
    {
        QVERIFY(!testById(QStringLiteral("RND8K_Q1T1"), IoOp::Read));
        QVERIFY(!profileByName(QStringLiteral("as-fast-as-possible")));
    }

    void profiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("default") << "default" << QStringList{"SEQ1M_Q8T1", "SEQ1M_Q1T1", "RND4K_Q32T1", "RND4K_Q1T1"};
        QTest::newRow("nvme") << "nvme" << QStringList{"SEQ1M_Q8T1", "SEQ128K_Q32T1", "RND4K_Q32T16", "RND4K_Q1T1"};
        QTest::newRow("peak") << "peak" << QStringList{"SEQ1M_Q8T1", "RND4K_Q32T1"};
        QTest::newRow("real") << "real" << QStringList{"SEQ1M_Q1T1", "RND4K_Q1T1"};
        QTest::newRow("demo") << "demo" << QStringList{"SEQ1M_Q8T1"};
    }
    void profiles()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, ids);
        const Profile *p = profileByName(name.toUpper());
        QVERIFY(p);
        QCOMPARE(p->testIds, ids);
        QCOMPARE(p->aggregation, QStringLiteral("best"));
        // CrystalDiskMark's order: every read, then every write.
        const auto tests = profileTests(*p);
        QCOMPARE(int(tests.size()), 2 * ids.size());
        for (int i = 0; i < ids.size(); ++i) {
            QCOMPARE(tests[std::size_t(i)].id, ids[i]);
            QCOMPARE(tests[std::size_t(i)].op, IoOp::Read);
            QCOMPARE(tests[std::size_t(i + ids.size())].id, ids[i]);
            QCOMPARE(tests[std::size_t(i + ids.size())].op, IoOp::Write);
        }
        const auto mixes = profileTests(*p, IoOp::Mix, 60);
        QCOMPARE(int(mixes.size()), ids.size());
        QCOMPARE(mixes.front().readPercent, 60);
    }
};

QTEST_GUILESS_MAIN(TestProfiles)
#include "tst_profiles.moc"
