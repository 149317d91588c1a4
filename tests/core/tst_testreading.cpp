// SPDX-License-Identifier: GPL-3.0-or-later
// How a test reads (core/results/testreading.h), one name table per enum setting, one byte-size
// parser and formatter, and results of format version 1 read in version 2's names.
#include <QJsonArray>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/runrecordjson.h"
#include "core/results/testreading.h"
#include "core/runner/settingnames.h"
#include "core/util/bytesize.h"
#include "core/workloads/workloadtests.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::insertExtra;

using namespace drivebench;

class TstTestReading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readingByIdForOlderResults_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("unit");
        QTest::newRow("seek") << "SEEK_FULL" << "ms/op";
        QTest::newRow("seek sequential") << "SEQ_OUTER" << "ms/op";
        QTest::newRow("transfer zone") << "XFER_INSIDE" << "MB/s";
        QTest::newRow("AS SSD access") << "ASSSD_ACC" << "ms";
        QTest::newRow("access") << "ACCESS_READ" << "ms";
        QTest::newRow("seeker") << "RANDOM_ACCESS_T8" << "ms";
        QTest::newRow("small files") << "FILES_CREATE_SEQ" << "files/s";
        QTest::newRow("CrystalDiskMark") << "SEQ1M_Q8T1" << "MB/s";
        QTest::newRow("AS SSD 4K") << "ASSSD_4K" << "MB/s";
    }
    void readingByIdForOlderResults()
    {
        QFETCH(QString, id);
        QFETCH(QString, unit);
        TestResult t;
        t.id = id;
        QCOMPARE(readingUnit(readingOf(t)), unit);
    }

    void workloadsDefineTheirReading()
    {
        // Each workload test's reading is part of its definition and agrees with the id table
        // that older results are read by.
        for (const QString &profile : workloadProfileNames()) {
            if (profile == QLatin1String("trace"))
                continue;
            WorkloadOptions o;
            auto tests = workloadTests(profile, o);
            QVERIFY2(tests, qPrintable(profile));
            for (const TestSpec &spec : *tests) {
                TestResult byId;
                byId.id = spec.id;
                QVERIFY2(readingOf(byId) == spec.reading, qPrintable(spec.id));
            }
        }
    }

    void workloadsDefineTheirPassLength()
    {
        // Whether a pass ends by time or by count is part of each test's definition, recorded
        // ("pass_end"), and agrees with the id table that older results are read by.
        for (const QString &profile : workloadProfileNames()) {
            if (profile == QLatin1String("trace"))
                continue;
            WorkloadOptions o;
            auto tests = workloadTests(profile, o);
            QVERIFY2(tests, qPrintable(profile));
            for (const TestSpec &spec : *tests) {
                TestResult byId;
                byId.id = spec.id;
                const PassLength defined = spec.passEnd == PassEnd::PatternExhausted ? PassLength::Counted
                                                                                     : PassLength::Timed;
                QVERIFY2(passLengthOf(byId) == defined, qPrintable(spec.id));
            }
        }
        TestResult t;
        t.id = QStringLiteral("SEEK_FULL");
        t.passEnd = passLengthName(PassLength::Counted);
        auto back = testFromJson(toJson(t));
        QVERIFY(back);
        QCOMPARE(back->passEnd, QStringLiteral("count"));
        QCOMPARE(toJson(TestResult{}).value(QStringLiteral("pass_end")).toString(), QStringLiteral("time"));
    }

    void figuresInTheirOwnUnit()
    {
        TestResult seek;
        seek.id = QStringLiteral("SEEK_FULL");
        seek.reading = readingName(Reading::MsPerOp);
        seek.bandwidthBytesPerS = 11.75e6; // what the panel once showed as "11.75 MB/s"
        insertExtra(seek, QStringLiteral("ms_per_op"), 8.5123);
        QCOMPARE(readingValue(seek), 8.5123);
        QCOMPARE(formatReading(seek), QStringLiteral("8.512 ms/op"));

        TestResult acc;
        acc.id = QStringLiteral("ASSSD_ACC");
        acc.iops = 12000;
        QCOMPARE(formatReading(acc), QStringLiteral("0.0833 ms")); // 1000 / IOPS without extra
        QCOMPARE(testLabel(acc), QStringLiteral("Acc.time"));

        TestResult files;
        files.id = QStringLiteral("FILES_CREATE_SEQ");
        files.iops = 51234.4;
        // Grouped as the panel writes counts (issue 28: "rates with grouping"); ctest runs in C.UTF-8.
        QCOMPARE(formatReading(files), QStringLiteral("51,234 files/s"));
        {
            // Not LANG's: a German default would make it "51.234", read as a decimal.
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            const QString german = formatReading(files);
            QLocale::setDefault(before);
            QCOMPARE(german, QStringLiteral("51,234 files/s"));
        }

        TestResult seq;
        seq.id = QStringLiteral("SEQ1M_Q8T1");
        seq.bandwidthBytesPerS = 3512.456e6;
        QCOMPARE(formatReading(seq), QStringLiteral("3512.46 MB/s"));
        QCOMPARE(testLabel(seq), QStringLiteral("SEQ1M Q8T1"));
    }

    void readingAndLabelRoundTrip()
    {
        TestResult t;
        t.id = QStringLiteral("ASSSD_4K64");
        t.op = QStringLiteral("read");
        t.label = QStringLiteral("4K-64Thrd");
        t.reading = readingName(Reading::Transfer);
        auto back = testFromJson(toJson(t));
        QVERIFY(back);
        QCOMPARE(back->label, t.label);
        QCOMPARE(back->reading, t.reading);
    }

    void version1SettingsReadInVersion2Names()
    {
        QJsonObject v1{{QStringLiteral("schema_version"), 1},
                       {QStringLiteral("tests"), QJsonArray{}},
                       {QStringLiteral("settings"), QJsonObject{{QStringLiteral("size_bytes"), 1073741824.0},
                                                                {QStringLiteral("direct"), false},
                                                                {QStringLiteral("profile"), QStringLiteral("default")}}}};
        auto run = runFromJson(v1);
        QVERIFY2(run, run ? "" : run.error().text().c_str());
        QCOMPARE(run->settings.testFileBytes, std::optional<double>(1073741824.0));
        QCOMPARE(run->settings.buffered, std::optional<bool>(true));
        QVERIFY(!run->settings.other.contains(QStringLiteral("size_bytes")));
        QVERIFY(!run->settings.other.contains(QStringLiteral("direct")));
        // Both names present (the window wrote both): the runner's wins, the duplicate goes.
        v1.insert(QStringLiteral("settings"), QJsonObject{{QStringLiteral("size_bytes"), 1.0},
                                                          {QStringLiteral("test_file_bytes"), 2.0}});
        run = runFromJson(v1);
        QVERIFY(run);
        QCOMPARE(run->settings.testFileBytes, std::optional<double>(2.0));
        QCOMPARE(toJson(run->settings).size(), 1);
        // Version 2 settings stay as they are.
        QCOMPARE(upgradeSettings(QJsonObject{{QStringLiteral("size_bytes"), 1.0}}, 2).size(), 1);
    }

    void oneNameTablePerSetting()
    {
        QCOMPARE(settingName(Submission::PerRequest), QStringLiteral("per_request"));
        QCOMPARE(settingOption(Submission::PerRequest), QStringLiteral("each"));
        QCOMPARE(parseSetting<Submission>(QStringLiteral("EACH")), std::optional(Submission::PerRequest));
        QCOMPARE(parseSetting<Submission>(QStringLiteral("per_request")), std::optional(Submission::PerRequest));
        QCOMPARE(parseSetting<EngineKind>(QStringLiteral("uring")), std::optional(EngineKind::IoUring));
        QCOMPARE(parseSetting<FillData>(QStringLiteral("zero")), std::optional(FillData::Zeros));
        QVERIFY(!parseSetting<BufferPages>(QStringLiteral("giant")));
        QCOMPARE(settingOptions<Submission>(), (QStringList{"each", "batch", "auto"}));
        // Every value of every table has a name and parses back from it and from its word.
        for (const auto &r : settingRows<EngineKind>())
            QCOMPARE(parseSetting<EngineKind>(QLatin1String(r.name)), std::optional(r.value));
        for (const auto &r : settingRows<CpuAffinity>())
            QCOMPARE(parseSetting<CpuAffinity>(QLatin1String(r.option)), std::optional(r.value));
        for (const auto &r : settingRows<Aggregation>())
            QCOMPARE(parseSetting<Aggregation>(QLatin1String(r.option)), std::optional(r.value));
    }

    void byteSizes()
    {
        QCOMPARE(parseByteSize(QStringLiteral("64GiB")).value_or(0), 64ull << 30);
        QCOMPARE(parseByteSize(QStringLiteral("64G")).value_or(0), 64ull << 30);
        QCOMPARE(parseByteSize(QStringLiteral("2TiB")).value_or(0), 2ull << 40);
        QCOMPARE(parseByteSize(QStringLiteral("512")).value_or(0), 512ull);
        QVERIFY(!parseByteSize(QStringLiteral("64Gi")));
        QCOMPARE(formatBytes(1ull << 30), QStringLiteral("1 GiB"));
        QCOMPARE(formatBytes(1536), QStringLiteral("1.5 KiB"));
        QCOMPARE(formatCapacity(500107862016ull), QStringLiteral("500 GB"));
    }
};

QTEST_GUILESS_MAIN(TstTestReading)
#include "tst_testreading.moc"
