// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in I/O patterns: a sequential stream and uniform random access, both with an optional
// read/write mix. Sequential tests split the span into one contiguous region per thread; random
// tests let every thread roam the whole span (DiskSpd's -r over the whole file).

#include <memory>

#include "core/engine/iopattern.h"
#include "core/engine/rng.h"

namespace drivebench {

/// Reads, writes or mixes (readPercent by count) in block-size steps.
class SequentialPattern final : public IoPattern
{
public:
    /// Region: the thread's share of the span, whole blocks; wraps to its start at its end.
    SequentialPattern(const PatternContext &context, std::uint32_t blockSize, int readPercent);
    std::optional<IoRequest> next() override;

private:
    Rng m_rng;
    std::uint64_t m_start = 0;
    std::uint64_t m_end = 0;
    std::uint64_t m_offset = 0;
    std::uint32_t m_blockSize = 0;
    int m_readPercent = 100;
};

/// Offsets uniform over the span's whole blocks, aligned to the block size.
class RandomPattern final : public IoPattern
{
public:
    RandomPattern(const PatternContext &context, std::uint32_t blockSize, int readPercent);
    std::optional<IoRequest> next() override;

private:
    Rng m_rng;
    std::uint64_t m_start = 0;
    std::uint64_t m_blocks = 0;
    std::uint32_t m_blockSize = 0;
    int m_readPercent = 100;
};

} // namespace drivebench
