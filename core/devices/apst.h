// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NVMe Autonomous Power State Transitions (APST, Set/Get Features 0x0C; NVM Express Base
// Specification 2.0, 5.27.1.6): the table the Linux kernel programs, predicted from a drive's
// power-state descriptors, and the decoder of a table read back with Get Features.
//
// The prediction re-implements the rule of Linux drivers/nvme/host/core.c (nvme_configure_apst),
// from its description, not its code:
// - Walk the states from the deepest (NPSS) to PS0. A state is a target when it is
//   non-operational and its exit latency is within the controller's maximum latency
//   (ps_max_latency_us: nvme_core.default_ps_max_latency_us, or the device's PM QoS latency
//   tolerance when set; 0 turns APST off).
// - Since Linux 5.14 (commit ebd8a93aa4f5, "nvme: extend and modify the APST configuration
//   algorithm"): with apst_primary_timeout_ms and apst_primary_latency_tol_us both non-zero, the
//   deepest state whose entry + exit latency is within the primary tolerance (15 ms) is the
//   target after the primary timeout (100 ms); a deeper state within the secondary tolerance
//   (100 ms) is the target after the secondary timeout (2000 ms). At most one state per step.
// - Otherwise (the old rule, before 5.14, and 5.14+ with the primary parameters 0): every usable
//   state is a target, the idle time before it being (entry + exit) / 20, rounded up, in ms:
//   50 times the round-trip latency.
// Each state above a target gets the nearest target below it as its entry (ITPS, ITPT).

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QString>

#include "core/devices/nvmeidentify.h"
#include "core/util/result.h"

namespace drivebench {

/// The kernel's APST parameters (module nvme_core). Defaults are those of Linux 5.14+.
struct ApstParams
{
    std::uint64_t maxLatencyUs = 100000;       ///< ps_max_latency_us; 0 = APST off
    std::uint64_t primaryTimeoutMs = 100;      ///< apst_primary_timeout_ms
    std::uint64_t primaryLatencyTolUs = 15000; ///< apst_primary_latency_tol_us
    std::uint64_t secondaryTimeoutMs = 2000;   ///< apst_secondary_timeout_ms
    std::uint64_t secondaryLatencyTolUs = 100000; ///< apst_secondary_latency_tol_us
    bool noDeepestState = false;               ///< NVME_QUIRK_NO_DEEPEST_PS: never the last state

    /// The rule before Linux 5.14 (ITPT = 50 x (entry + exit latency)), with the same limit.
    static ApstParams legacy(std::uint64_t maxLatencyUs = 100000)
    {
        ApstParams p;
        p.maxLatencyUs = maxLatencyUs;
        p.primaryTimeoutMs = 0;
        p.primaryLatencyTolUs = 0;
        p.secondaryTimeoutMs = 0;
        p.secondaryLatencyTolUs = 0;
        return p;
    }
};

/// One entry of the APST table: after idleMs in this state, go to targetState. idleMs 0 with
/// targetState 0 means "no transition" (the entry is unused).
struct ApstEntry
{
    int targetState = 0;       ///< ITPS
    std::uint32_t idleMs = 0;  ///< ITPT (24 bits)

    bool used() const { return idleMs != 0 || targetState != 0; }
    friend bool operator==(const ApstEntry &, const ApstEntry &) = default;
};

/// An APST table: one entry per power state (index = state), plus whether APST is enabled.
struct ApstTable
{
    bool enabled = false;           ///< APSTE (Get/Set Features 0x0C, Dword 11 bit 0)
    std::vector<ApstEntry> entries; ///< entries[state]; 32 when read back, NPSS + 1 when predicted
    QString why;                    ///< when it does nothing: "APST is not supported", ...
};

/// One step of the path from PS0 when the drive is left idle.
struct ApstStep
{
    int state = 0;                 ///< the state reached
    std::uint64_t afterIdleMs = 0; ///< total idle time from PS0 until it is reached
    std::uint32_t exitLatencyUs = 0; ///< what the next I/O pays to leave it, as declared
    double maxPowerW = 0;
};

/// The table the kernel programs for these power states. apsta: Identify Controller APSTA.
ApstTable predictApstTable(std::span<const NvmePowerState> states, bool apsta, const ApstParams &params = {});
/// Decodes the 256-byte data buffer of Get Features 0x0C (32 little-endian 64-bit entries:
/// ITPS bits 7:3, ITPT bits 31:8) with the APSTE bit of Dword 0 of the completion.
Result<ApstTable> decodeApstFeature(std::span<const std::uint8_t> data, bool apste);
/// The states an idle drive walks through from PS0 under this table, with the total idle time to
/// each; empty when APST is off or the table takes PS0 nowhere.
std::vector<ApstStep> apstSteps(const ApstTable &table, std::span<const NvmePowerState> states);

} // namespace drivebench
