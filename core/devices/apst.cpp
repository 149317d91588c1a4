// SPDX-License-Identifier: GPL-3.0-or-later
#include "apst.h"

#include <algorithm>
#include <limits>

namespace drivebench {

namespace {

constexpr std::uint64_t kMaxItpt = (1u << 24) - 1; // ITPT is 24 bits wide

enum class Step { None, Primary, Secondary };

// Which timeout a state with this round-trip latency earns under the 5.14+ rule: the primary
// (the deepest state within the primary tolerance), the secondary (a state deeper than the
// primary one, within the secondary tolerance), or none. last: the steps already given out,
// walking deepest first.
std::optional<std::uint64_t> transitionMs(const ApstParams &p, std::uint64_t totalUs, Step &last)
{
    if (totalUs <= p.primaryLatencyTolUs) {
        if (last == Step::Primary)
            return std::nullopt;
        last = Step::Primary;
        return p.primaryTimeoutMs;
    }
    if (p.secondaryTimeoutMs != 0 && totalUs <= p.secondaryLatencyTolUs) {
        if (last != Step::None)
            return std::nullopt;
        last = Step::Secondary;
        return p.secondaryTimeoutMs;
    }
    return std::nullopt;
}

} // namespace

ApstTable predictApstTable(std::span<const NvmePowerState> states, bool apsta, const ApstParams &p)
{
    ApstTable table;
    if (!apsta) {
        table.why = QStringLiteral("the controller does not support APST (Identify APSTA is 0)");
        return table;
    }
    if (states.empty() || states.size() > 32) {
        table.why = QStringLiteral("the controller declares %1 power states; APST needs 1 to 32").arg(states.size());
        return table;
    }
    table.entries.resize(states.size());
    if (p.maxLatencyUs == 0) {
        // The kernel still sends Set Features, with APSTE 0 and a zero table.
        table.why = QStringLiteral("APST is turned off: the latency limit is 0");
        return table;
    }
    const bool newRule = p.primaryTimeoutMs != 0 && p.primaryLatencyTolUs != 0;
    std::optional<ApstEntry> target;
    Step last = Step::None;
    for (int state = int(states.size()) - 1; state >= 0; --state) {
        if (target)
            table.entries[std::size_t(state)] = *target;
        if (state == int(states.size()) - 1 && p.noDeepestState)
            continue;
        const NvmePowerState &ps = states[std::size_t(state)];
        if (!ps.nonOperational || ps.exitLatencyUs > p.maxLatencyUs)
            continue;
        const std::uint64_t totalUs = std::uint64_t(ps.exitLatencyUs) + ps.entryLatencyUs;
        std::uint64_t ms = 0;
        if (newRule) {
            const auto t = transitionMs(p, totalUs, last);
            if (!t)
                continue;
            ms = *t;
        } else {
            ms = std::min((totalUs + 19) / 20, kMaxItpt);
        }
        target = ApstEntry{state, std::uint32_t(std::min(ms, kMaxItpt))};
    }
    // APSTE is set even when no state qualified (the table is then all zero).
    table.enabled = true;
    if (!target)
        table.why = QStringLiteral("no non-operational power state within the latency limit");
    return table;
}

Result<ApstTable> decodeApstFeature(std::span<const std::uint8_t> data, bool apste)
{
    if (data.size() != 256) {
        return Error::make(std::errc::invalid_argument,
                           "an APST table (Get Features 0x0C) is 256 bytes; this one has " + std::to_string(data.size()),
                           "read the feature with a 256-byte buffer");
    }
    ApstTable table;
    table.enabled = apste;
    for (std::size_t n = 0; n < 32; ++n) {
        std::uint64_t v = 0;
        for (std::size_t i = 8; i-- > 0;)
            v = (v << 8) | data[8 * n + i];
        table.entries.push_back(ApstEntry{int((v >> 3) & 0x1f), std::uint32_t((v >> 8) & kMaxItpt)});
    }
    if (!apste)
        table.why = QStringLiteral("APST is disabled on the drive (APSTE 0)");
    return table;
}

std::vector<ApstStep> apstSteps(const ApstTable &table, std::span<const NvmePowerState> states)
{
    std::vector<ApstStep> steps;
    if (!table.enabled)
        return steps;
    int state = 0;
    std::uint64_t idleMs = 0;
    // A well-formed table only goes deeper; the guard stops a damaged one that loops.
    for (std::size_t guard = 0; guard < 32; ++guard) {
        if (std::size_t(state) >= table.entries.size())
            break;
        const ApstEntry e = table.entries[std::size_t(state)];
        if (!e.used() || e.idleMs == 0 || e.targetState <= state)
            break;
        idleMs += e.idleMs;
        state = e.targetState;
        ApstStep step;
        step.state = state;
        step.afterIdleMs = idleMs;
        if (std::size_t(state) < states.size()) {
            step.exitLatencyUs = states[std::size_t(state)].exitLatencyUs;
            step.maxPowerW = states[std::size_t(state)].maxPowerW;
        }
        steps.push_back(step);
    }
    return steps;
}

} // namespace drivebench
