// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One I/O of a trace (generated or imported), and the interface every trace source implements.

#include <cstdint>

#include <QString>

#include "core/util/result.h"

namespace drivebench {

enum class TraceOp : std::uint8_t { Read, Write };

struct TraceRecord
{
    std::int64_t timeNs = -1;     ///< issue time since the trace started (-1: not recorded)
    std::uint64_t offset = 0;     ///< bytes, in the trace's own address space
    std::uint32_t length = 0;     ///< bytes
    TraceOp op = TraceOp::Read;
    std::uint32_t group = 0;      ///< generator: burst number (the I/Os issued together)
    std::uint16_t groupSize = 1;  ///< generator: I/Os in that burst = the queue depth it runs at
    std::uint16_t groupIndex = 0; ///< generator: position of this I/O in its burst
    std::int64_t idleBeforeNs = 0; ///< generator: idle time before the burst (its first I/O only)
    bool sequential = false;      ///< generator: continues the previous I/O of its stream
    std::uint64_t line = 0;       ///< importers: 1-based line of the record in its file
};

/// A stream of trace records: a generator, or a parser over a file. Memory stays flat.
class TraceSource
{
public:
    virtual ~TraceSource() = default;
    /// Fills `record` with the next record; false at the end; an error names the file and line.
    virtual Result<bool> next(TraceRecord &record) = 0;
    /// Starts over from the first record (the same records again).
    virtual Result<void> rewind() = 0;
    /// "destroyer (seed 1, 996000 I/Os)", "fio iolog v3 /tmp/x.log": for messages and results.
    virtual QString description() const = 0;
};

} // namespace drivebench
