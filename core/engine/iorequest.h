#pragma once

// What a worker submits: one I/O request, produced by an IoPattern.

#include <cstdint>

namespace drivebench {

enum class IoDirection : std::uint8_t { Read, Write };

/// One I/O: where, how much, which way, and (for trace replay) not before when.
struct IoRequest
{
    std::uint64_t offset = 0;      ///< bytes from the start of the target; aligned to the
                                   ///< target's logical block size (the worker checks it)
    std::uint32_t length = 0;      ///< bytes; a multiple of the logical block size, at most
                                   ///< PatternContext::maxLength (the worker's buffer size)
    IoDirection direction = IoDirection::Read;
    std::int64_t notBeforeNs = -1; ///< earliest issue time, ns since the pass started; -1 = now
};

} // namespace drivebench
