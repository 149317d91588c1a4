// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracefuzz.h"

#include "core/workloads/traces/blkparse.h"
#include "core/workloads/traces/tracefile.h"
#include "core/workloads/workloadtests.h"
#include "tests/fuzz/fuzzsupport.h"

namespace drivebench::fuzz {

void replayTraceInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = writeScratchFile(QStringLiteral("trace.txt"), data, size);
    for (const TraceMapping mapping : {TraceMapping::Wrap, TraceMapping::Scale, TraceMapping::Exact}) {
        TraceReplaySettings settings;
        settings.mapping = mapping;
        settings.spanBytes = 1ull << 30;
        settings.alignment = 4096;
        const auto loaded = loadTraceForReplay(path, settings);
        if (!loaded)
            return; // the same file fails the same way under every mapping but Exact's range check
    }
    // blkparse dumps may also be replayed from their D (issue) lines.
    if (auto issue = BlkparseReader::open(path, BlkparseEvent::Issue))
        (void)scanTrace(**issue);
}

} // namespace drivebench::fuzz
