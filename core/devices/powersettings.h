// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The power settings a run ran under (issue 54): the NVMe power-state table and APST (the table
// read back from the drive, else the kernel's rule applied to the power states and marked
// predicted: apst.h), nvme_core's latency limit, the device's PM QoS latency tolerance, PCIe ASPM
// policy and the link's ASPM states, SATA link power management. Every figure is either read or
// "not available" with the reason; nothing is guessed. Read from a sysfs root that tests replace
// with a fixture tree. Serialised by core/results/powersettingsjson.h.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include <QString>

#include "core/devices/apst.h"
#include "core/devices/nvmeidentify.h"

namespace drivebench {

struct Drive;

/// A figure that was read, or why it was not.
template <typename T>
struct PowerReading
{
    std::optional<T> value;
    QString whyNot; ///< "not an NVMe drive", "needs root", ...; empty when read

    static PowerReading of(T v) { return PowerReading{std::move(v), {}}; }
    static PowerReading none(QString why) { return PowerReading{std::nullopt, std::move(why)}; }
};

/// The link's ASPM attributes of the PCI function nearest the disk (sysfs-bus-pci "link/").
struct AspmLinkStates
{
    QString pciDevice;                          ///< "0000:01:00.0"
    std::vector<std::pair<QString, bool>> states; ///< {"l1_aspm", true}, ... in file-name order
};

/// The APST table in force and where it comes from.
struct ApstInForce
{
    ApstTable table;
    bool predicted = false;    ///< the kernel's rule applied to the power states, not read back
    QString rule;              ///< "linux-5.14" (primary/secondary timeouts) or "legacy" (50 x latency)
    std::uint64_t maxLatencyUs = 0; ///< the limit the prediction used
    std::vector<ApstStep> steps;    ///< the path from PS0 when idle (apstSteps)
    QString notReadBackBecause;     ///< when predicted: why the drive's own table was not read
};

struct PowerSettings
{
    PowerReading<std::vector<NvmePowerState>> powerStates;
    PowerReading<bool> apstSupported;            ///< Identify APSTA
    PowerReading<ApstInForce> apst;
    PowerReading<std::uint64_t> defaultPsMaxLatencyUs; ///< nvme_core.default_ps_max_latency_us
    PowerReading<QString> pmQosLatencyTolerance; ///< the controller's power/pm_qos_latency_tolerance_us ("100000", "auto", "any")
    PowerReading<QString> aspmPolicy;            ///< pcie_aspm.policy, the one in brackets
    PowerReading<AspmLinkStates> linkAspm;
    PowerReading<QString> sataLinkPowerPolicy;   ///< scsi_host/hostN/link_power_management_policy
};

/// What readPowerSettings needs besides sysfs: the decoded Identify Controller (nullptr when not
/// read: identifyWhyNot says why) and the APST table read back with Get Features 0x0C (nullptr:
/// readBackWhyNot says why; then the table is predicted).
struct PowerSources
{
    const NvmeControllerIdentify *controller = nullptr;
    QString identifyWhyNot;
    const ApstTable *readBack = nullptr;
    QString readBackWhyNot;
};

/// Reads the power settings of drive under sysRoot ("/sys" or a fixture tree).
PowerSettings readPowerSettings(const Drive &drive, const PowerSources &sources, const QString &sysRoot);

/// The bracketed choice of a sysfs list attribute ("default [performance] powersave" gives
/// "performance"); the text itself when it has no brackets.
QString bracketedChoice(const QString &text);

} // namespace drivebench
