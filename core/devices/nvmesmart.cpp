// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvmesmart.h"

#include <cstddef>
#include <cstring>

#include <nvme/types.h>

#include <QJsonArray>

#include "core/devices/nvmeidentify.h"

namespace drivebench {

static_assert(sizeof(nvme_smart_log) == kNvmeSmartLogSize, "libnvme's nvme_smart_log is the 512-byte page");

namespace {

std::uint64_t le(const std::uint8_t *b, std::size_t bytes)
{
    std::uint64_t v = 0;
    for (std::size_t i = bytes; i-- > 0;)
        v = (v << 8) | b[i];
    return v;
}

// A 128-bit counter: the low half, and whether the high half is set.
std::uint64_t counter(const __u8 (&field)[16], bool &overflow)
{
    overflow = overflow || le(field + 8, 8) != 0;
    return le(field, 8);
}

std::uint32_t le32(const __le32 &field)
{
    return std::uint32_t(le(reinterpret_cast<const std::uint8_t *>(&field), 4));
}

std::optional<int> kelvin(std::uint64_t k)
{
    if (k == 0)
        return std::nullopt;
    return int(k) - 273;
}

Error notASmartLog(const std::string &why)
{
    return Error::make(std::errc::invalid_argument, "this is not an NVMe SMART / Health log page: " + why,
                       "save log page 02h whole: nvme smart-log -b DEVICE > FILE, or with drivebench-cli health's save option");
}

} // namespace

Result<NvmeSmartLog> decodeNvmeSmartLog(std::span<const std::uint8_t> page)
{
    if (page.size() != kNvmeSmartLogSize) {
        std::string message = "an NVMe SMART / Health log page is 512 bytes; this one has " + std::to_string(page.size());
        message += page.size() < kNvmeSmartLogSize ? " (truncated: bytes " + std::to_string(page.size()) + "-511 are missing)"
                                                   : std::string(" (too long)");
        return Error::make(std::errc::invalid_argument, message,
                           "save the whole page: nvme smart-log -b DEVICE > FILE");
    }
    nvme_smart_log raw;
    std::memcpy(&raw, page.data(), sizeof raw);
    bool any = false;
    for (const std::uint8_t v : page)
        any = any || v != 0;
    if (!any)
        return notASmartLog("all 512 bytes are zero (the controller did not answer; read it again)");
    if (raw.critical_warning & 0xC0)
        return notASmartLog("reserved bits 7:6 of Critical Warning (byte 0) are set");
    if (raw.avail_spare > 100 || raw.spare_thresh > 100) {
        return notASmartLog("Available Spare (byte 3) or its threshold (byte 4) is over 100 %: "
                            + std::to_string(raw.avail_spare) + " / " + std::to_string(raw.spare_thresh));
    }
    for (std::size_t i = 7; i < 32; ++i) {
        if (page[i])
            return notASmartLog("reserved byte " + std::to_string(i) + " is not zero");
    }
    for (std::size_t i = offsetof(nvme_smart_log, rsvd232); i < kNvmeSmartLogSize; ++i) {
        if (page[i])
            return notASmartLog("reserved byte " + std::to_string(i) + " is not zero");
    }
    NvmeSmartLog log;
    log.criticalWarning.raw = raw.critical_warning;
    log.temperatureC = kelvin(le(raw.temperature, 2));
    log.availableSparePct = raw.avail_spare;
    log.availableSpareThresholdPct = raw.spare_thresh;
    log.percentageUsed = raw.percent_used;
    log.enduranceGroupWarning = raw.endu_grp_crit_warn_sumry;
    bool overflow = false;
    log.dataUnitsRead = counter(raw.data_units_read, overflow);
    log.dataUnitsWritten = counter(raw.data_units_written, overflow);
    log.hostReadCommands = counter(raw.host_reads, overflow);
    log.hostWriteCommands = counter(raw.host_writes, overflow);
    log.controllerBusyMinutes = counter(raw.ctrl_busy_time, overflow);
    log.powerCycles = counter(raw.power_cycles, overflow);
    log.powerOnHours = counter(raw.power_on_hours, overflow);
    log.unsafeShutdowns = counter(raw.unsafe_shutdowns, overflow);
    log.mediaErrors = counter(raw.media_errors, overflow);
    log.errorLogEntries = counter(raw.num_err_log_entries, overflow);
    log.counterOverflow = overflow;
    log.warningTempMinutes = le32(raw.warning_temp_time);
    log.criticalTempMinutes = le32(raw.critical_comp_time);
    for (std::size_t i = 0; i < log.sensorsC.size(); ++i)
        log.sensorsC[i] = kelvin(le(reinterpret_cast<const std::uint8_t *>(&raw.temp_sensor[i]), 2));
    log.thermalTransitions = {le32(raw.thm_temp1_trans_count), le32(raw.thm_temp2_trans_count)};
    log.thermalTimeS = {le32(raw.thm_temp1_total_time), le32(raw.thm_temp2_total_time)};
    return log;
}

QJsonObject toJson(const NvmeSmartLog &log, const NvmeControllerIdentify *ctrl)
{
    auto optInt = [](const std::optional<int> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    const NvmeCriticalWarning &cw = log.criticalWarning;
    QJsonArray sensors;
    for (const std::optional<int> &s : log.sensorsC) {
        if (s)
            sensors.append(*s);
    }
    QJsonObject o{
        {QStringLiteral("critical_warning"),
         QJsonObject{{QStringLiteral("raw"), cw.raw},
                     {QStringLiteral("spare"), cw.spare()},
                     {QStringLiteral("temperature"), cw.temperature()},
                     {QStringLiteral("reliability"), cw.reliability()},
                     {QStringLiteral("read_only"), cw.readOnly()},
                     {QStringLiteral("volatile_backup"), cw.volatileBackup()},
                     {QStringLiteral("pmr"), cw.pmr()}}},
        {QStringLiteral("temperature_c"), optInt(log.temperatureC)},
        {QStringLiteral("temperature_sensors_c"), sensors},
        {QStringLiteral("available_spare_pct"), log.availableSparePct},
        {QStringLiteral("available_spare_threshold_pct"), log.availableSpareThresholdPct},
        {QStringLiteral("percentage_used"), log.percentageUsed},
        {QStringLiteral("endurance_group_critical_warning"), log.enduranceGroupWarning},
        {QStringLiteral("data_units_read"), double(log.dataUnitsRead)},
        {QStringLiteral("data_units_written"), double(log.dataUnitsWritten)},
        {QStringLiteral("host_bytes_read"), double(log.hostBytesRead())},
        {QStringLiteral("host_bytes_written"), double(log.hostBytesWritten())},
        {QStringLiteral("host_read_commands"), double(log.hostReadCommands)},
        {QStringLiteral("host_write_commands"), double(log.hostWriteCommands)},
        {QStringLiteral("controller_busy_minutes"), double(log.controllerBusyMinutes)},
        {QStringLiteral("power_cycles"), double(log.powerCycles)},
        {QStringLiteral("power_on_hours"), double(log.powerOnHours)},
        {QStringLiteral("unsafe_shutdowns"), double(log.unsafeShutdowns)},
        {QStringLiteral("media_errors"), double(log.mediaErrors)},
        {QStringLiteral("error_log_entries"), double(log.errorLogEntries)},
        {QStringLiteral("warning_temp_minutes"), double(log.warningTempMinutes)},
        {QStringLiteral("critical_temp_minutes"), double(log.criticalTempMinutes)},
        {QStringLiteral("thermal_transitions"),
         QJsonArray{double(log.thermalTransitions[0]), double(log.thermalTransitions[1])}},
        {QStringLiteral("thermal_time_s"), QJsonArray{double(log.thermalTimeS[0]), double(log.thermalTimeS[1])}},
        {QStringLiteral("wctemp_c"), ctrl ? optInt(ctrl->warningTempC) : QJsonValue()},
        {QStringLiteral("cctemp_c"), ctrl ? optInt(ctrl->criticalTempC) : QJsonValue()},
    };
    if (log.counterOverflow)
        o.insert(QStringLiteral("counter_overflow"), true);
    return o;
}

HealthVerdict judgeNvmeSmart(const NvmeSmartLog &log, const NvmeControllerIdentify *ctrl)
{
    HealthVerdict v;
    const NvmeCriticalWarning &cw = log.criticalWarning;
    const QString cwText = QStringLiteral("Critical Warning 0x%1").arg(cw.raw, 2, 16, QLatin1Char('0'));
    // Available Spare below Available Spare Threshold: bit 0 says so, and the two bytes say it
    // too where a firmware forgets the bit (a threshold of 0 is "none").
    const bool spareLow = cw.spare()
                          || (log.availableSpareThresholdPct > 0 && log.availableSparePct < log.availableSpareThresholdPct);
    if (spareLow) {
        v.fail(QStringLiteral("Available Spare %1 % is below its threshold of %2 % (%3)")
                   .arg(log.availableSparePct).arg(log.availableSpareThresholdPct).arg(cwText));
    }
    if (cw.reliability())
        v.fail(QStringLiteral("%1 bit 2: the drive reports its reliability degraded by media or internal errors").arg(cwText));
    if (cw.readOnly())
        v.fail(QStringLiteral("%1 bit 3: the drive has put its media in read-only mode").arg(cwText));
    if (cw.volatileBackup())
        v.fail(QStringLiteral("%1 bit 4: the drive's volatile memory backup has failed").arg(cwText));
    if (cw.pmr())
        v.fail(QStringLiteral("%1 bit 5: the drive's persistent memory region has become read-only").arg(cwText));
    if (cw.temperature()) {
        v.warn(QStringLiteral("%1 bit 1: temperature at or beyond a threshold (composite %2 °C)")
                   .arg(cwText, log.temperatureC ? QString::number(*log.temperatureC) : QStringLiteral("?")));
    }
    if (ctrl && ctrl->criticalTempC && log.temperatureC && *log.temperatureC >= *ctrl->criticalTempC) {
        v.warn(QStringLiteral("Composite Temperature %1 °C reached the critical threshold CCTEMP %2 °C")
                   .arg(*log.temperatureC).arg(*ctrl->criticalTempC));
    } else if (ctrl && ctrl->warningTempC && log.temperatureC && *log.temperatureC >= *ctrl->warningTempC) {
        v.warn(QStringLiteral("Composite Temperature %1 °C reached the warning threshold WCTEMP %2 °C")
                   .arg(*log.temperatureC).arg(*ctrl->warningTempC));
    }
    if (log.percentageUsed >= 100)
        v.warn(QStringLiteral("Percentage Used %1 %: the drive estimates its rated endurance used up").arg(log.percentageUsed));
    else if (log.percentageUsed >= 90)
        v.note(QStringLiteral("Percentage Used %1 %: close to the rated endurance").arg(log.percentageUsed));
    if (!spareLow && log.availableSpareThresholdPct > 0
        && log.availableSparePct <= log.availableSpareThresholdPct + 10) {
        v.note(QStringLiteral("Available Spare %1 % is close to its threshold of %2 %")
                   .arg(log.availableSparePct).arg(log.availableSpareThresholdPct));
    }
    if (log.mediaErrors > 0)
        v.warn(QStringLiteral("Media and Data Integrity Errors: %1").arg(log.mediaErrors));
    return v;
}

} // namespace drivebench
