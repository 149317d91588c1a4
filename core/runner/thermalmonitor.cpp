// SPDX-License-Identifier: GPL-3.0-or-later
#include "thermalmonitor.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>

#include "core/devices/drivelocator.h"
#include "core/devices/sysfsfile.h"
#include "core/results/runresult.h"
#include "core/runner/temperaturesampler.h"

namespace drivebench {

namespace {

QString nvmeControllerOf(const QString &disk, const QString &sysRoot)
{
    const QString direct = sysfs::linkTargetName(sysRoot + QStringLiteral("/block/") + disk + QStringLiteral("/device"));
    if (direct.startsWith(QLatin1String("nvme")) && direct.indexOf(QLatin1Char('n'), 4) < 0)
        return direct;
    const qsizetype n = disk.indexOf(QLatin1Char('n'), 4); // nvme0n1 -> nvme0
    return n > 0 ? disk.left(n) : QString();
}

double roundTenth(double v)
{
    return std::round(v * 10.0) / 10.0;
}

} // namespace

QString wholeDiskOf(const QString &devicePath, const QString &sysRoot)
{
    auto where = locateDrive(devicePath, sysRoot, QStringLiteral("/proc"));
    return where ? where->drive : QString();
}

ThermalMonitor::ThermalMonitor(const QString &path, TemperatureHub &temperatures, const QString &sysRoot)
{
    m_disk = wholeDiskOf(path, sysRoot);
    if (m_disk.isEmpty())
        return;
    const HwmonReader hwmon(sysRoot);
    if (m_disk.startsWith(QLatin1String("nvme"))) {
        const QString ctrl = nvmeControllerOf(m_disk, sysRoot);
        if (!ctrl.isEmpty()) {
            m_healthPath = QStringLiteral("/dev/") + ctrl;
            m_hwmon = hwmon.forNvmeController(ctrl);
        }
    } else if (m_disk.startsWith(QLatin1String("sd"))) {
        m_healthPath = QStringLiteral("/dev/") + m_disk;
        m_hwmon = hwmon.forDisk(m_disk);
    } else {
        m_hwmon = hwmon.forDisk(m_disk);
    }
    if (m_hwmon && m_hwmon->primary())
        m_sampler = std::make_unique<TemperatureSampler>(temperatures, m_hwmon->primary()->inputPath);
}

ThermalMonitor::~ThermalMonitor() = default;

bool ThermalMonitor::active() const
{
    return m_sampler || m_healthReadable;
}

std::optional<DriveHealth> ThermalMonitor::readHealthNow() const
{
    // Root only: the SMART log and ATA pass-through need it, and a run must not prompt for a
    // password in the middle (no UDisks2 here).
    if (m_healthPath.isEmpty() || ::geteuid() != 0)
        return std::nullopt;
    auto h = readHealth(m_healthPath, RawAccess{});
    if (!h)
        return std::nullopt;
    return std::move(*h);
}

void ThermalMonitor::beginRun()
{
    m_runBefore = readHealthNow();
    m_healthReadable = m_runBefore.has_value();
}

void ThermalMonitor::beginTest()
{
    if (m_healthReadable)
        m_testBefore = readHealthNow();
    if (m_sampler)
        m_sampler->start();
}

void ThermalMonitor::endTest(TestResult &result)
{
    std::optional<double> maxC;
    TestThermal thermal;
    if (m_sampler) {
        m_sampler->stop();
        const auto series = m_sampler->series();
        if (!series.empty()) {
            TestTemperature temperature;
            double hi = series.front().second;
            for (const auto &[t, c] : series) {
                temperature.series.emplace_back(roundTenth(t), c);
                hi = std::max(hi, c);
            }
            maxC = hi;
            temperature.startC = series.front().second;
            temperature.maxC = hi;
            temperature.endC = series.back().second;
            temperature.periodS = double(m_sampler->period().count()) / 1000.0;
            thermal.temperature = std::move(temperature);
        }
    }
    std::optional<DriveHealth> after = m_healthReadable ? readHealthNow() : std::nullopt;
    if (!thermal.temperature && !after)
        return; // nothing known: no verdict
    judgeThrottling(thermal, m_testBefore, after,
                    maxC, m_hwmon && m_hwmon->primary() ? m_hwmon->primary()->maxC : std::nullopt);
    if (m_sampler)
        thermal.throttleBasis << QStringLiteral("hwmon");
    if (after)
        thermal.throttleBasis << QStringLiteral("smart");
    result.thermal = std::move(thermal);
    m_testBefore.reset();
}

void ThermalMonitor::endRun(RunResult &run)
{
    if (!m_runBefore)
        return;
    const std::optional<DriveHealth> after = readHealthNow();
    QJsonObject health{{QStringLiteral("device"), m_healthPath}, {QStringLiteral("before"), m_runBefore->toJson()}};
    std::uint64_t ourWritten = 0, ourRead = 0;
    for (const TestResult &t : run.tests) {
        ourWritten += t.bytesWritten;
        ourRead += t.bytesRead;
    }
    health.insert(QStringLiteral("bytes_written"), double(ourWritten));
    health.insert(QStringLiteral("bytes_read"), double(ourRead));
    if (after) {
        health.insert(QStringLiteral("after"), after->toJson());
        // A counter that went backwards (a reset drive, another drive now) counts nothing.
        if (m_runBefore->nvme && after->nvme) {
            // Data units round up per reading: the difference is exact to 2 units (1 024 000 bytes).
            if (after->nvme->dataUnitsWritten >= m_runBefore->nvme->dataUnitsWritten)
                health.insert(QStringLiteral("host_bytes_written"),
                              double(after->nvme->hostBytesWritten() - m_runBefore->nvme->hostBytesWritten()));
            if (after->nvme->dataUnitsRead >= m_runBefore->nvme->dataUnitsRead)
                health.insert(QStringLiteral("host_bytes_read"),
                              double(after->nvme->hostBytesRead() - m_runBefore->nvme->hostBytesRead()));
        } else if (m_runBefore->ata && after->ata && m_runBefore->ata->lbasWritten && after->ata->lbasWritten
                   && *after->ata->lbasWritten >= *m_runBefore->ata->lbasWritten) {
            health.insert(QStringLiteral("host_bytes_written"),
                          double(*after->ata->lbasWritten - *m_runBefore->ata->lbasWritten) * double(after->ata->lbaUnitBytes));
        }
    }
    run.health = health;
}

void judgeThrottling(TestThermal &thermal, const std::optional<DriveHealth> &before, const std::optional<DriveHealth> &after,
                     std::optional<double> maxSampleC, std::optional<double> hwmonMaxC)
{
    QStringList reasons;
    const NvmeSmartLog *b = before && before->nvme ? &*before->nvme : nullptr;
    const NvmeSmartLog *a = after && after->nvme ? &*after->nvme : nullptr;
    if (a && b) {
        for (int i = 0; i < 2; ++i) {
            const std::uint32_t dn = a->thermalTransitions[i] - std::min(a->thermalTransitions[i], b->thermalTransitions[i]);
            const std::uint32_t dt = a->thermalTimeS[i] - std::min(a->thermalTimeS[i], b->thermalTimeS[i]);
            if (dn > 0 || dt > 0) {
                reasons << QStringLiteral("thermal management temperature %1 (%2 throttling): %3 more transitions, %4 s more")
                               .arg(i + 1).arg(i == 0 ? QStringLiteral("light") : QStringLiteral("heavy")).arg(dn).arg(dt);
            }
        }
    }
    if ((a && a->criticalWarning.temperature()) || (b && b->criticalWarning.temperature()))
        reasons << QStringLiteral("critical warning: temperature at or beyond a threshold");
    // The hottest the drive was: hwmon samples, else the SMART composite readings.
    std::optional<double> hottest = maxSampleC;
    for (const NvmeSmartLog *l : {b, a}) {
        if (l && l->temperatureC)
            hottest = std::max(hottest.value_or(-1000.0), double(*l->temperatureC));
    }
    const std::optional<int> wctemp = after && after->controller ? after->controller->warningTempC : std::nullopt;
    if (hottest && wctemp && *hottest >= *wctemp) {
        reasons << QStringLiteral("composite temperature %1 °C reached WCTEMP %2 °C").arg(*hottest).arg(*wctemp);
    } else if (hottest && !wctemp && hwmonMaxC && *hottest >= *hwmonMaxC) {
        reasons << QStringLiteral("temperature %1 °C reached the drive's over-temperature threshold %2 °C (hwmon)")
                       .arg(*hottest).arg(*hwmonMaxC);
    }
    thermal.throttled = !reasons.isEmpty();
    thermal.throttleReasons = reasons;
}

} // namespace drivebench
