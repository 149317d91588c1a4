// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A checked trace's records, streamed from its file for one replay through a bounded buffer, so
// that memory stays flat whatever the trace's length (SNIA IOTTA traces run to 10^8 records).
//
// Rules written down first:
//  - The I/O path reads no file: a reader thread of the feed's own parses the file (the trace's
//    format reader, then mapRecord into the span, exactly as the check did) into a ring of
//    `chunks` buffers of `chunkRecords` PackedIo each (16 bytes a record; 8 x 16384 = 2 MiB by
//    default), and the worker's next() takes them in order.
//  - The consumer (next(), the worker's thread) takes no lock, allocates nothing and makes no
//    system call while a filled chunk is ready; when it has emptied one it hands it back (one
//    futex wake per chunk). Only when the reader is behind (a chunk not yet filled) does it wait,
//    and that wait is counted (stalls()).
//  - open() returns once the ring is full or the trace has ended, so a replay starts from a full
//    buffer.
//  - One feed plays the trace once from its first record (each pass and each worker opens its own,
//    as each made its own pattern before).
//  - The check before the run read every record, so a failure here means the file changed or
//    became unreadable since: the feed ends at the record before it, and error() names the file
//    and line (the worker makes it the pass's error: IoPattern::endError).
//  - Destroying the feed stops its reader and joins it.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "core/util/result.h"
#include "core/workloads/traces/tracefile.h"

namespace drivebench {

class TraceFeed
{
public:
    static constexpr std::size_t kChunkRecords = 16384;
    static constexpr std::size_t kChunks = 8;

    /// Opens the trace's file again and starts its reader; an error names the file.
    static Result<std::unique_ptr<TraceFeed>> open(std::shared_ptr<const LoadedTrace> trace,
                                                   std::size_t chunkRecords = kChunkRecords,
                                                   std::size_t chunks = kChunks);
    ~TraceFeed();
    TraceFeed(const TraceFeed &) = delete;
    TraceFeed &operator=(const TraceFeed &) = delete;

    /// The next record, in file order; nullptr at the end (or at a failure: see error()). The
    /// pointer stays valid until the next call.
    const PackedIo *next()
    {
        if (m_pos < m_count)
            return &m_current[m_pos++];
        return advance();
    }
    /// Why the feed ended before the trace's end; read after next() returned nullptr.
    const std::optional<Error> &error() const { return m_error; }
    /// Times next() waited for the reader (none while the reader keeps ahead).
    std::uint64_t stalls() const { return m_stalls; }
    /// Records the buffer holds at most (its memory is 16 bytes per record).
    std::size_t capacityRecords() const { return m_ring.size() * m_chunkRecords; }

private:
    struct Chunk
    {
        std::vector<PackedIo> ios;
        std::size_t count = 0;
        bool last = false;         // the trace (or the feed, at a failure) ends after it
    };

    TraceFeed(std::shared_ptr<const LoadedTrace> trace, std::unique_ptr<TraceSource> source,
              std::size_t chunkRecords, std::size_t chunks);
    const PackedIo *advance();
    void produce();

    std::shared_ptr<const LoadedTrace> m_trace;
    std::unique_ptr<TraceSource> m_source;   // the reader thread's only
    std::size_t m_chunkRecords;
    std::vector<Chunk> m_ring;

    // Chunks filled by the reader, and chunks handed back by the consumer, since the start.
    std::atomic<std::uint64_t> m_filled{0};
    std::atomic<std::uint64_t> m_released{0};
    std::atomic<bool> m_stop{false};
    std::optional<Error> m_readerError;      // written before the last chunk is published

    // Consumer side.
    const PackedIo *m_current = nullptr;
    std::size_t m_pos = 0, m_count = 0;
    std::uint64_t m_taken = 0;               // chunks taken so far (the current one included)
    bool m_ended = false;
    std::optional<Error> m_error;
    std::uint64_t m_stalls = 0;

    std::thread m_reader;
};

} // namespace drivebench
