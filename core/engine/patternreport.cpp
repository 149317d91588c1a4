// SPDX-License-Identifier: GPL-3.0-or-later
#include "patternreport.h"

#include <type_traits>

namespace drivebench {

void PhaseFigures::merge(const PhaseFigures &other)
{
    ios += other.ios;
    bytes += other.bytes;
    elapsedNs += other.elapsedNs;
    if (!other.perSecondBytes.empty())
        perSecondBytes = other.perSecondBytes;
    if (!other.perTenthBytes.empty())
        perTenthBytes = other.perTenthBytes;
    pass = other.pass;
}

void TraceFigures::merge(const TraceFigures &other)
{
    read.merge(other.read);
    write.merge(other.write);
    ios += other.ios;
    bytesRead += other.bytesRead;
    bytesWritten += other.bytesWritten;
    over10ms += other.over10ms;
    over100ms += other.over100ms;
    busyNs += other.busyNs;
    idleNs += other.idleNs;
    elapsedNs += other.elapsedNs;
    for (std::size_t i = 0; i < qdAtIssue.size(); ++i)
        qdAtIssue[i] += other.qdAtIssue[i];
    if (!other.source.isEmpty())
        source = other.source;
    if (!other.targetQdPct.empty())
        targetQdPct = other.targetQdPct;
    if (other.skippedTrims)
        skippedTrims = other.skippedTrims;
    if (other.skippedSyncs)
        skippedSyncs = other.skippedSyncs;
    if (other.realigned)
        realigned = other.realigned;
    pass = other.pass;
}

int reportPass(const PatternReport &report)
{
    return std::visit(
        [](const auto &r) {
            if constexpr (std::is_same_v<std::decay_t<decltype(r)>, std::monostate>)
                return 0;
            else
                return r.pass;
        },
        report);
}

} // namespace drivebench
