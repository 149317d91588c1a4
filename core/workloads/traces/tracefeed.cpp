// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracefeed.h"

#include <algorithm>
#include <string>

namespace drivebench {

namespace {

Error changedError(const QString &file, std::uint64_t line, const std::string &what)
{
    return Error::make(std::errc::invalid_argument,
                       file.toStdString() + ": line " + std::to_string(line) + ": " + what,
                       "the trace changed after it was checked: leave it alone during the run "
                       "and run again");
}

} // namespace

Result<std::unique_ptr<TraceFeed>> TraceFeed::open(std::shared_ptr<const LoadedTrace> trace,
                                                   std::size_t chunkRecords, std::size_t chunks)
{
    auto source = openTraceFile(trace->path);
    if (!source)
        return source.error();
    if (auto r = (*source)->rewind(); !r)
        return r.error();
    std::unique_ptr<TraceFeed> feed(new TraceFeed(std::move(trace), std::move(*source),
                                                  std::max<std::size_t>(1, chunkRecords),
                                                  std::max<std::size_t>(2, chunks)));
    feed->m_reader = std::thread([f = feed.get()] { f->produce(); });
    // Start from a full buffer (or the whole trace, when it is shorter).
    for (;;) {
        const std::uint64_t filled = feed->m_filled.load(std::memory_order_acquire);
        if (filled == feed->m_ring.size() || (filled > 0 && feed->m_ring[(filled - 1) % feed->m_ring.size()].last))
            break;
        feed->m_filled.wait(filled, std::memory_order_acquire);
    }
    return feed;
}

TraceFeed::TraceFeed(std::shared_ptr<const LoadedTrace> trace, std::unique_ptr<TraceSource> source,
                     std::size_t chunkRecords, std::size_t chunks)
    : m_trace(std::move(trace)), m_source(std::move(source)), m_chunkRecords(chunkRecords),
      m_ring(chunks)
{
    for (Chunk &c : m_ring)
        c.ios.resize(m_chunkRecords);
}

TraceFeed::~TraceFeed()
{
    m_stop.store(true, std::memory_order_release);
    m_released.fetch_add(1, std::memory_order_release);  // wakes a reader waiting for room
    m_released.notify_all();
    if (m_reader.joinable())
        m_reader.join();
}

void TraceFeed::produce()
{
    const LoadedTrace &t = *m_trace;
    const std::uint64_t size = m_ring.size();
    std::uint64_t filled = 0;
    std::uint64_t records = 0;
    std::uint64_t lastLine = 0;
    bool last = false;
    while (!last) {
        for (;;) {
            if (m_stop.load(std::memory_order_acquire))
                return;
            const std::uint64_t released = m_released.load(std::memory_order_acquire);
            if (filled - released < size)
                break;
            m_released.wait(released, std::memory_order_acquire);
        }
        Chunk &c = m_ring[filled % size];
        c.count = 0;
        TraceRecord r;
        while (c.count < m_chunkRecords) {
            auto got = m_source->next(r);
            if (!got) {
                m_readerError = got.error();
                last = true;
                break;
            }
            if (!*got) {
                if (records != t.scan.ios)
                    m_readerError = changedError(t.path, lastLine + 1,
                                                 "the trace ends after " + std::to_string(records)
                                                     + " I/Os, not the "
                                                     + std::to_string(t.scan.ios) + " it had when checked");
                last = true;
                break;
            }
            if (records == t.scan.ios) {
                m_readerError = changedError(t.path, r.line,
                                             "the trace has more than the "
                                                 + std::to_string(t.scan.ios)
                                                 + " I/Os it had when checked");
                last = true;
                break;
            }
            auto mapped = mapRecord(r, t.settings, t.scan.maxEnd, t.path);
            if (!mapped) {
                m_readerError = mapped.error();
                last = true;
                break;
            }
            c.ios[c.count++] = packIo(*mapped);
            ++records;
            lastLine = r.line;
        }
        c.last = last;
        ++filled;
        m_filled.store(filled, std::memory_order_release);
        m_filled.notify_one();
    }
}

const PackedIo *TraceFeed::advance()
{
    if (m_ended)
        return nullptr;
    const std::uint64_t size = m_ring.size();
    if (m_current) {
        // Hand the emptied chunk back (read its flag first: the reader may refill it at once).
        const bool wasLast = m_ring[(m_taken - 1) % size].last;
        m_current = nullptr;
        m_released.fetch_add(1, std::memory_order_release);
        m_released.notify_one();
        if (wasLast) {
            m_ended = true;
            m_error = m_readerError;
            return nullptr;
        }
    }
    std::uint64_t filled = m_filled.load(std::memory_order_acquire);
    if (filled == m_taken) {
        ++m_stalls;
        do {
            m_filled.wait(filled, std::memory_order_acquire);
            filled = m_filled.load(std::memory_order_acquire);
        } while (filled == m_taken);
    }
    const Chunk &c = m_ring[m_taken % size];
    ++m_taken;
    m_current = c.ios.data();
    m_count = c.count;
    m_pos = 0;
    if (m_pos < m_count)
        return &m_current[m_pos++];
    return advance();  // an empty last chunk
}

} // namespace drivebench
