// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The runner's view of the target drive's temperature and health, kept out of the runner
// (which calls four hooks): the drive behind the target (a partition or a test file resolves
// to its whole disk), a subscription to the process's sampler of its hwmon sensor
// (TemperatureHub: at most one read per period, shared with the window) while each test runs, the NVMe
// SMART / Health log before and after each test (as root), and the drive's health before and
// after the run with the host bytes it counted against the bytes we wrote.
//
// Each test gets (in TestResult::thermal, testthermal.h; in its JSON, docs/health.md):
//   temperature_c {start, max, end, period_s, series: [[t_s, celsius], ...]}   from hwmon
//   throttled, throttle_reasons[]: the NVMe thermal-management transition counts or times grew,
//   the composite temperature reached WCTEMP (or the hwmon over-temperature threshold), or the
//   critical-warning temperature bit was set; throttle_basis says what could be read.
// A drive with neither hwmon nor a readable SMART log gets nothing: unknown is not "false".

#include <memory>
#include <optional>

#include <QJsonObject>
#include <QString>

#include "core/devices/drivehealth.h"
#include "core/devices/hwmon.h"
#include "core/results/testthermal.h"

namespace drivebench {

struct RunResult;
struct TestResult;
class TemperatureHub;
class TemperatureSampler;

class ThermalMonitor final
{
public:
    /// devicePath: the block device the run's target lives on (/dev/nvme0n1p2 resolves to
    /// nvme0n1); temperatures: the process's hub (the sensor is read through it); sysRoot for tests.
    ThermalMonitor(const QString &devicePath, TemperatureHub &temperatures, const QString &sysRoot = QStringLiteral("/sys"));
    ~ThermalMonitor();
    ThermalMonitor(const ThermalMonitor &) = delete;
    ThermalMonitor &operator=(const ThermalMonitor &) = delete;

    /// True when there is anything to watch (an hwmon sensor or a readable health log).
    bool active() const;

    void beginRun();
    void beginTest();
    void endTest(TestResult &result);
    void endRun(RunResult &run);

    /// The whole disk's kernel name ("nvme0n1"), empty when the path has none.
    const QString &diskName() const { return m_disk; }

private:
    std::optional<DriveHealth> readHealthNow() const;

    QString m_disk;
    QString m_healthPath;          ///< /dev/nvmeN (controller) or /dev/sdX
    std::optional<DriveTemperature> m_hwmon;
    std::unique_ptr<TemperatureSampler> m_sampler;
    std::optional<DriveHealth> m_runBefore;
    std::optional<DriveHealth> m_testBefore;
    bool m_healthReadable = false;
};

/// The whole disk of a block device node (partition -> disk) by sysfs; empty when not a block device.
QString wholeDiskOf(const QString &devicePath, const QString &sysRoot = QStringLiteral("/sys"));

/// The throttling verdict from the health before and after a test and the hottest sample: sets
/// thermal's throttled and throttleReasons.
void judgeThrottling(TestThermal &thermal, const std::optional<DriveHealth> &before, const std::optional<DriveHealth> &after,
                     std::optional<double> maxSampleC, std::optional<double> hwmonMaxC);

} // namespace drivebench
