// SPDX-License-Identifier: GPL-3.0-or-later
// The throttling verdict (thermal-management counters that grew, WCTEMP reached, the critical
// warning temperature bit, the hwmon over-temperature threshold); the sampler itself is
// tst_temperaturesampler.

#include <QTest>

#include "core/devices/drivehealth.h"
#include "core/results/runresult.h"
#include "core/runner/temperaturesampler.h"
#include "core/runner/thermalmonitor.h"

using namespace drivebench;

namespace {

DriveHealth nvmeHealth(int tempC, std::uint32_t tmt1Count, std::uint32_t tmt1Time, bool tempBit, std::optional<int> wctemp)
{
    DriveHealth h;
    h.kind = QStringLiteral("nvme");
    NvmeSmartLog log;
    log.temperatureC = tempC;
    log.thermalTransitions = {tmt1Count, 0};
    log.thermalTimeS = {tmt1Time, 0};
    log.criticalWarning.raw = tempBit ? 0x02 : 0;
    h.nvme = log;
    if (wctemp) {
        NvmeControllerIdentify ctrl;
        ctrl.warningTempC = wctemp;
        h.controller = ctrl;
    }
    return h;
}

QStringList reasons(const TestThermal &o)
{
    return o.throttleReasons;
}

} // namespace

class TestThermalMonitor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coolDriveNotThrottled()
    {
        TestThermal o;
        judgeThrottling(o, nvmeHealth(45, 3, 100, false, 70), nvmeHealth(48, 3, 100, false, 70), 48.0, 69.85);
        QCOMPARE(o.throttled, false);
        QVERIFY(reasons(o).isEmpty());
    }

    void transitionsGrew()
    {
        TestThermal o;
        judgeThrottling(o, nvmeHealth(60, 3, 100, false, 70), nvmeHealth(66, 5, 130, false, 70), 66.0, std::nullopt);
        QVERIFY(o.throttled);
        QCOMPARE(reasons(o).size(), 1);
        QVERIFY(reasons(o).first().contains(QStringLiteral("2 more transitions, 30 s more")));
    }

    void reachedWctemp()
    {
        TestThermal o;
        judgeThrottling(o, nvmeHealth(60, 0, 0, false, 70), nvmeHealth(65, 0, 0, false, 70), 71.0, std::nullopt);
        QVERIFY(o.throttled);
        QVERIFY(reasons(o).first().contains(QStringLiteral("WCTEMP 70")));
    }

    void criticalWarningBit()
    {
        TestThermal o;
        judgeThrottling(o, nvmeHealth(50, 0, 0, true, 70), nvmeHealth(50, 0, 0, true, 70), 49.85, 26.85);
        QVERIFY(o.throttled);
        QCOMPARE(reasons(o).size(), 1); // WCTEMP known: the lowered hwmon max is not a second reason
        QVERIFY(reasons(o).first().contains(QStringLiteral("critical warning")));
    }

    void hwmonOnly()
    {
        // A SATA disk with drivetemp, no SMART readable: the hwmon max is the threshold.
        TestThermal o;
        judgeThrottling(o, std::nullopt, std::nullopt, 61.0, 60.0);
        QVERIFY(o.throttled);
        QVERIFY(reasons(o).first().contains(QStringLiteral("(hwmon)")));
        TestThermal cool;
        judgeThrottling(cool, std::nullopt, std::nullopt, 41.0, 60.0);
        QVERIFY(!cool.throttled);
    }

    void noDriveNothingWatched()
    {
        TemperatureHub hub;
        ThermalMonitor m(QStringLiteral("/nonexistent/path"), hub);
        QVERIFY(!m.active());
        TestResult r;
        m.beginRun();
        m.beginTest();
        m.endTest(r);
        QVERIFY(!r.thermal); // unknown is not "not throttled"
    }
};

QTEST_GUILESS_MAIN(TestThermalMonitor)
#include "tst_thermalmonitor.moc"
