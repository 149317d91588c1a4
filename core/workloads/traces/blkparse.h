// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// blkparse's default text output (reference workloads.md §8), read as a stream of I/Os.
//
// A line is "MAJ,MIN CPU SEQ SEC.NSEC PID ACTION RWBS DETAILS" (header "%D %2c %8s %5T.%9t %5p %2a
// %3d "). Replayed: the Q (queued: what the application asked for) lines by default, or the D
// (issued to the device) lines, as "SECTOR + NBLOCKS [cmd]" with 512-byte sectors. Other action
// letters are known and passed over; RWBS with D (discard) or N (no data, e.g. a bare flush) is
// counted and skipped; every device in the dump maps onto the one test file (fio's
// replay_redirect). The per-CPU and total summary blkparse prints at the end is passed over.

#include <memory>

#include "core/workloads/traces/iolog.h"
#include "core/workloads/traces/linereader.h"
#include "core/workloads/traces/tracerecord.h"

namespace drivebench {

enum class BlkparseEvent { Queue, Issue };

class BlkparseReader final : public TraceSource
{
public:
    /// Opens a blkparse text dump; the first event line is checked at once.
    static Result<std::unique_ptr<BlkparseReader>> open(const QString &path,
                                                        BlkparseEvent event = BlkparseEvent::Queue);

    Result<bool> next(TraceRecord &record) override;
    Result<void> rewind() override;
    QString description() const override;
    const TraceSkips &skips() const { return m_skips; }

    /// True when line looks like a blkparse event line (for format detection).
    static bool looksLikeEvent(std::string_view line);

private:
    explicit BlkparseReader(LineReader reader) : m_reader(std::move(reader)) {}

    LineReader m_reader;
    BlkparseEvent m_event = BlkparseEvent::Queue;
    bool m_inSummary = false;
    std::int64_t m_firstNs = -1;
    TraceSkips m_skips;
};

} // namespace drivebench
