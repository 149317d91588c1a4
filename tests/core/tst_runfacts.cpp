// SPDX-License-Identifier: GPL-3.0-or-later
// A run's drive and settings as typed facts (core/results/runfacts.h), read from the records the
// drive model (driveRecordOf, through its JSON) and the run plan (recordedSettings) make, and from
// older results' JSON, so that a renamed key fails here rather than leaving a line out of the
// result panel.

#include <QJsonObject>
#include <QtTest>

#include "core/devices/drive.h"
#include "core/results/runfacts.h"
#include "core/results/runrecordjson.h"
#include "core/runner/runner.h"
#include "core/runner/runplan.h"

using namespace drivebench;

class TstRunFacts : public QObject
{
    Q_OBJECT
private slots:
    void driveFromTheDriveModel()
    {
        Drive d;
        d.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
        d.serial = QStringLiteral("S6PUNX0T123");
        d.firmware = QStringLiteral("SVT02B6Q");
        d.link.kind = QStringLiteral("sata");
        d.link.current = QStringLiteral("SATA 3.0 Gb/s");
        d.link.max = QStringLiteral("SATA 6.0 Gb/s");
        d.link.degraded = true;
        RunResult run;
        run.drive = driveRecordOf(d);
        const DriveFacts f = driveFactsOf(run);
        QCOMPARE(f.model, d.model);
        QCOMPARE(f.serial, d.serial);
        QCOMPARE(f.firmware, d.firmware);
        QCOMPARE(f.linkCurrent, d.link.current);
        QCOMPARE(f.linkMax, d.link.max);
        QVERIFY(f.linkDegraded);
    }

    void driveFromOlderAndPartialResults()
    {
        // Older results carry the link as one line; partial ones flat fields.
        DriveFacts f = driveFactsOf(driveFromJson(QJsonObject{{QStringLiteral("model"), QStringLiteral(" WD Blue ")},
                                                              {QStringLiteral("link"), QStringLiteral("PCIe 3.0 x4")}}));
        QCOMPARE(f.model, QStringLiteral("WD Blue"));
        QCOMPARE(f.linkCurrent, QStringLiteral("PCIe 3.0 x4"));
        QVERIFY(f.linkMax.isEmpty());
        QVERIFY(!f.linkDegraded);
        f = driveFactsOf(driveFromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("disk")},
                                                   {QStringLiteral("link_current"), QStringLiteral("SATA 1.5 Gb/s")},
                                                   {QStringLiteral("link_max"), QStringLiteral("SATA 6.0 Gb/s")},
                                                   {QStringLiteral("link_degraded"), true}}));
        QCOMPARE(f.model, QStringLiteral("disk"));
        QCOMPARE(f.linkCurrent, QStringLiteral("SATA 1.5 Gb/s"));
        QCOMPARE(f.linkMax, QStringLiteral("SATA 6.0 Gb/s"));
        QVERIFY(f.linkDegraded);
        // An imported fio run names no drive: everything unknown, nothing invented.
        f = driveFactsOf(DriveRecord{});
        QVERIFY(f.model.isEmpty() && f.firmware.isEmpty() && f.linkCurrent.isEmpty());
    }

    void settingsFromTheRunPlan()
    {
        RunSettings s;
        s.profile = QStringLiteral("seek");
        s.passes = 3;
        s.durationS = 2.5;
        s.warmupS = 0;
        s.intervalS = 1;
        s.steadyMaxRounds = 25;
        s.target.fileSizeBytes = 64ull << 20;
        RunResult run;
        run.settings = recordedSettings(s);
        run.settings.cpuAffinity = QStringLiteral("spread");
        run.settings.cpus = std::vector<int>{3, 1};
        const RunSettingsFacts f = runSettingsOf(run);
        QCOMPARE(f.profile, QStringLiteral("seek"));
        QCOMPARE(f.passes, 3);
        QCOMPARE(f.durationS, 2.5);
        QCOMPARE(f.warmupS, 0.0);
        QCOMPARE(f.intervalS, 1.0);
        QCOMPARE(f.steadyMaxRounds, 25);
        QCOMPARE(f.testFileBytes, double(64ull << 20));
        QVERIFY(!f.data.isEmpty());
        QVERIFY(f.cpusPinned);
        QCOMPARE(f.cpus, (QList<int>{3, 1}));
    }

    void settingsUnknownStayUnknown()
    {
        RunResult run;
        run.settings = settingsFromJson(QJsonObject{{QStringLiteral("duration_s"), QStringLiteral("5")},
                                                    {QStringLiteral("until_steady"), false},
                                                    {QStringLiteral("steady_max_rounds"), 25}});
        const RunSettingsFacts f = runSettingsOf(run);
        QCOMPARE(f.durationS, 5.0); // another producer's number as text
        QCOMPARE(f.passes, 0);
        QCOMPARE(f.warmupS, -1.0);
        QCOMPARE(f.testFileBytes, -1.0);
        QCOMPARE(f.steadyMaxRounds, 0); // rounds count only when the run measured until steady
        QVERIFY(!f.cpusPinned);
        QVERIFY(f.cpus.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstRunFacts)
#include "tst_runfacts.moc"
