// SPDX-License-Identifier: GPL-3.0-or-later
#include "powersettings.h"

#include <limits>

#include <QDir>

#include "core/devices/drive.h"
#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

const QString kNotNvme = QStringLiteral("not an NVMe drive");

std::optional<std::uint64_t> nvmeParam(const QString &sysRoot, const char *name)
{
    return sysfs::readU64(sysRoot + QStringLiteral("/module/nvme_core/parameters/") + QLatin1String(name));
}

// The limit the kernel applies to this controller (ctrl->ps_max_latency_us): the PM QoS latency
// tolerance when it holds a number; "auto"/"any" mean no constraint; without the attribute, the
// module default.
std::optional<std::uint64_t> effectiveMaxLatencyUs(const PowerSettings &s)
{
    if (s.pmQosLatencyTolerance.value) {
        bool ok = false;
        const std::uint64_t v = s.pmQosLatencyTolerance.value->toULongLong(&ok);
        if (ok)
            return v;
        return std::numeric_limits<std::uint64_t>::max();
    }
    return s.defaultPsMaxLatencyUs.value;
}

PowerReading<AspmLinkStates> readLinkAspm(const Drive &d, const QString &sysRoot)
{
    // Walk up from the disk's device to the first PCI function with link/ attributes.
    QString dir = sysfs::canonical(sysRoot + QStringLiteral("/class/block/") + d.name + QStringLiteral("/device"));
    const QString root = sysfs::canonical(sysRoot);
    if (dir.isEmpty())
        return PowerReading<AspmLinkStates>::none(QStringLiteral("no sysfs device for %1").arg(d.name));
    while (!dir.isEmpty() && dir.startsWith(root) && dir != root) {
        const QString link = dir + QStringLiteral("/link");
        const QStringList names = sysfs::listDir(link);
        if (!names.isEmpty()) {
            AspmLinkStates s;
            s.pciDevice = dir.section(QLatin1Char('/'), -1);
            for (const QString &name : names) {
                if (!name.contains(QLatin1String("aspm")) && !name.contains(QLatin1String("pcipm"))
                    && name != QLatin1String("clkpm"))
                    continue;
                if (const auto v = sysfs::readU64(link + QLatin1Char('/') + name))
                    s.states.emplace_back(name, *v != 0);
            }
            if (!s.states.empty())
                return PowerReading<AspmLinkStates>::of(std::move(s));
        }
        dir = dir.section(QLatin1Char('/'), 0, -2);
    }
    return PowerReading<AspmLinkStates>::none(
        QStringLiteral("no PCI link/ ASPM attributes above %1 (kernel without CONFIG_PCIEASPM, or a "
                       "link without ASPM)").arg(d.name));
}

} // namespace

QString bracketedChoice(const QString &text)
{
    const qsizetype open = text.indexOf(QLatin1Char('['));
    const qsizetype close = text.indexOf(QLatin1Char(']'), open + 1);
    if (open < 0 || close < 0)
        return text.trimmed();
    return text.mid(open + 1, close - open - 1).trimmed();
}

PowerSettings readPowerSettings(const Drive &d, const PowerSources &src, const QString &sysRoot)
{
    PowerSettings s;
    const bool nvme = d.transport == Transport::Nvme;

    if (const auto policy = sysfs::readText(sysRoot + QStringLiteral("/module/pcie_aspm/parameters/policy")))
        s.aspmPolicy = PowerReading<QString>::of(bracketedChoice(*policy));
    else
        s.aspmPolicy = PowerReading<QString>::none(QStringLiteral("no /sys/module/pcie_aspm/parameters/policy (kernel without PCIe ASPM support)"));
    s.linkAspm = readLinkAspm(d, sysRoot);

    if (d.transport == Transport::Sata && !d.controller.isEmpty()) {
        const QString path = sysRoot + QStringLiteral("/class/scsi_host/") + d.controller
                             + QStringLiteral("/link_power_management_policy");
        if (const auto lpm = sysfs::readText(path))
            s.sataLinkPowerPolicy = PowerReading<QString>::of(lpm->trimmed());
        else
            s.sataLinkPowerPolicy = PowerReading<QString>::none(QStringLiteral("%1 has no link_power_management_policy").arg(d.controller));
    } else {
        s.sataLinkPowerPolicy = PowerReading<QString>::none(QStringLiteral("not a SATA drive on libata"));
    }

    if (!nvme) {
        s.powerStates = decltype(s.powerStates)::none(kNotNvme);
        s.apstSupported = PowerReading<bool>::none(kNotNvme);
        s.apst = PowerReading<ApstInForce>::none(kNotNvme);
        s.defaultPsMaxLatencyUs = PowerReading<std::uint64_t>::none(kNotNvme);
        s.pmQosLatencyTolerance = PowerReading<QString>::none(kNotNvme);
        return s;
    }

    if (const auto v = nvmeParam(sysRoot, "default_ps_max_latency_us"))
        s.defaultPsMaxLatencyUs = PowerReading<std::uint64_t>::of(*v);
    else
        s.defaultPsMaxLatencyUs = PowerReading<std::uint64_t>::none(QStringLiteral("no /sys/module/nvme_core/parameters/default_ps_max_latency_us"));
    const QString qos = sysRoot + QStringLiteral("/class/nvme/") + d.controller
                        + QStringLiteral("/power/pm_qos_latency_tolerance_us");
    if (const auto t = d.controller.isEmpty() ? std::nullopt : sysfs::readText(qos))
        s.pmQosLatencyTolerance = PowerReading<QString>::of(t->trimmed());
    else
        s.pmQosLatencyTolerance = PowerReading<QString>::none(QStringLiteral("no power/pm_qos_latency_tolerance_us for the controller"));

    if (!src.controller) {
        const QString why = src.identifyWhyNot.isEmpty() ? QStringLiteral("Identify Controller not read")
                                                         : src.identifyWhyNot;
        s.powerStates = decltype(s.powerStates)::none(why);
        s.apstSupported = PowerReading<bool>::none(why);
        s.apst = PowerReading<ApstInForce>::none(QStringLiteral("no power-state table: ") + why);
        return s;
    }
    const NvmeControllerIdentify &c = *src.controller;
    s.powerStates = decltype(s.powerStates)::of(c.powerStates);
    s.apstSupported = PowerReading<bool>::of(c.apsta);

    ApstInForce in;
    const auto primary = nvmeParam(sysRoot, "apst_primary_timeout_ms");
    const auto primaryTol = nvmeParam(sysRoot, "apst_primary_latency_tol_us");
    if (src.readBack) {
        in.table = *src.readBack;
        in.rule = QStringLiteral("read back");
    } else {
        const std::optional<std::uint64_t> limit = effectiveMaxLatencyUs(s);
        if (!limit) {
            s.apst = PowerReading<ApstInForce>::none(
                QStringLiteral("the APST table was not read back (%1) and the kernel's latency limit is not readable, so it cannot be predicted")
                    .arg(src.readBackWhyNot));
            return s;
        }
        ApstParams p;
        if (primary) { // Linux 5.14+: the parameters exist
            p.primaryTimeoutMs = *primary;
            p.primaryLatencyTolUs = primaryTol.value_or(0);
            p.secondaryTimeoutMs = nvmeParam(sysRoot, "apst_secondary_timeout_ms").value_or(0);
            p.secondaryLatencyTolUs = nvmeParam(sysRoot, "apst_secondary_latency_tol_us").value_or(0);
        } else {
            p = ApstParams::legacy();
        }
        p.maxLatencyUs = *limit;
        const bool newRule = p.primaryTimeoutMs != 0 && p.primaryLatencyTolUs != 0;
        in.rule = newRule ? QStringLiteral("linux-5.14") : QStringLiteral("legacy");
        in.maxLatencyUs = p.maxLatencyUs;
        in.predicted = true;
        in.notReadBackBecause = src.readBackWhyNot;
        in.table = predictApstTable(c.powerStates, c.apsta, p);
    }
    in.steps = apstSteps(in.table, c.powerStates);
    s.apst = PowerReading<ApstInForce>::of(std::move(in));
    return s;
}

} // namespace drivebench
