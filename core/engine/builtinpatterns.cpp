// SPDX-License-Identifier: GPL-3.0-or-later
#include "builtinpatterns.h"

namespace drivebench {

namespace {

IoDirection pickDirection(Rng &rng, int readPercent)
{
    if (readPercent >= 100)
        return IoDirection::Read;
    if (readPercent <= 0)
        return IoDirection::Write;
    return rng.below(100) < std::uint64_t(readPercent) ? IoDirection::Read : IoDirection::Write;
}

} // namespace

SequentialPattern::SequentialPattern(const PatternContext &context, std::uint32_t blockSize,
                                     int readPercent)
    : m_rng(context.seed), m_blockSize(blockSize), m_readPercent(readPercent)
{
    const std::uint64_t blocks = context.spanBytes / blockSize;
    const std::uint64_t threads = std::uint64_t(context.threads > 0 ? context.threads : 1);
    // Split the blocks between threads; the last thread takes the remainder. A span smaller than
    // one block per thread gives every thread the whole span.
    const std::uint64_t per = blocks / threads;
    if (per == 0) {
        m_start = context.spanOffset;
        m_end = context.spanOffset + blocks * blockSize;
    } else {
        const std::uint64_t t = std::uint64_t(context.thread);
        m_start = context.spanOffset + t * per * blockSize;
        m_end = (t + 1 == threads) ? context.spanOffset + blocks * blockSize
                                   : m_start + per * blockSize;
    }
    m_offset = m_start;
}

std::optional<IoRequest> SequentialPattern::next()
{
    if (m_offset + m_blockSize > m_end)
        m_offset = m_start;
    IoRequest r;
    r.offset = m_offset;
    r.length = m_blockSize;
    r.direction = pickDirection(m_rng, m_readPercent);
    m_offset += m_blockSize;
    return r;
}

RandomPattern::RandomPattern(const PatternContext &context, std::uint32_t blockSize,
                             int readPercent)
    : m_rng(context.seed),
      m_start(context.spanOffset),
      m_blocks(context.spanBytes / blockSize),
      m_blockSize(blockSize),
      m_readPercent(readPercent)
{
}

std::optional<IoRequest> RandomPattern::next()
{
    IoRequest r;
    r.offset = m_start + m_rng.below(m_blocks) * m_blockSize;
    r.length = m_blockSize;
    r.direction = pickDirection(m_rng, m_readPercent);
    return r;
}

} // namespace drivebench
