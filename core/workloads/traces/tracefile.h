// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Opening a trace file of any supported format, checking it in streaming passes, and describing
// it for replay. Replay streams the records from the file again (core/workloads/traces/
// tracefeed.h: a reader thread and a bounded buffer; the I/O path reads no file), so memory stays
// flat whatever the trace's length.

#include <cstdint>
#include <memory>
#include <vector>

#include <QString>

#include "core/workloads/traces/iolog.h"
#include "core/workloads/traces/tracerecord.h"

namespace drivebench {

enum class TraceFormat { IologV2, IologV3, Blkparse };

/// Detects the format from the first lines and opens the matching reader. A binary blktrace file
/// or an unknown text gives an error naming the file, line 1 and the fix.
Result<std::unique_ptr<TraceSource>> openTraceFile(const QString &path);

/// What one pass over a trace found.
struct TraceScan
{
    std::uint64_t ios = 0, readIos = 0, writeIos = 0;
    std::uint64_t bytesRead = 0, bytesWritten = 0;
    std::uint64_t maxEnd = 0;          ///< largest offset + length (the trace's address space)
    std::uint32_t maxLength = 0;
    std::int64_t durationNs = 0;       ///< last timestamp
    QString description;
};

/// Reads every record once (memory flat); the first malformed line is the error.
Result<TraceScan> scanTrace(TraceSource &source);

/// How trace offsets land in the test file's span.
enum class TraceMapping {
    Wrap,   ///< offset modulo the span (keeps sequential runs; the default)
    Scale,  ///< offset x span / the trace's extent (keeps relative positions)
    Exact   ///< as recorded; an offset past the span is an error naming the line
};
/// When replayed I/Os are issued.
enum class TraceTiming {
    AsRecorded,  ///< at the recorded times (scaled by timeScale), never earlier
    NoStall      ///< as fast as the queue depth allows, in order (fio replay_no_stall)
};

struct TraceReplaySettings
{
    TraceMapping mapping = TraceMapping::Wrap;
    TraceTiming timing = TraceTiming::AsRecorded;
    double timeScale = 1.0;            ///< 2 = twice as fast (fio replay_time_scale=200)
    std::uint64_t spanBytes = 0;       ///< the test file's size
    std::uint32_t alignment = 512;     ///< logical block: offsets round down, lengths up
};

/// One replayable I/O, 16 bytes: offset with the direction in the top bit, length, time (µs).
struct PackedIo
{
    std::uint64_t offsetAndOp = 0;
    std::uint32_t length = 0;
    std::uint32_t timeUs = 0;         ///< since the trace started, saturating at ~71 minutes

    static constexpr std::uint64_t kWriteBit = std::uint64_t(1) << 63;
    std::uint64_t offset() const { return offsetAndOp & ~kWriteBit; }
    bool isWrite() const { return (offsetAndOp & kWriteBit) != 0; }
};

/// One record as replay holds it: mapped's offset, length, direction and time.
PackedIo packIo(const TraceRecord &mapped);

/// A trace checked for replay into a span: every record read and mapped once (memory flat), its
/// figures kept, its records not. A replay streams them from `path` again (TraceFeed).
struct LoadedTrace
{
    QString path;                      ///< the file the records stream from
    TraceReplaySettings settings;      ///< how they map into the span
    TraceScan scan;                    ///< of the source, before mapping
    TraceSkips skips;
    std::uint64_t realigned = 0;       ///< I/Os moved or grown to the alignment
    std::uint32_t maxLength = 0;       ///< after alignment
    QString description;
};

/// Maps one record into the span (see TraceMapping); Exact past the end is an error.
Result<TraceRecord> mapRecord(const TraceRecord &record, const TraceReplaySettings &settings,
                              std::uint64_t traceExtent, const QString &file);

/// Scans, then maps every record (checking each: the first one that does not map is the error,
/// naming the line) and keeps the figures; holds no record, whatever the trace's length.
Result<LoadedTrace> loadTrace(TraceSource &source, const TraceReplaySettings &settings,
                              const QString &file);

} // namespace drivebench
