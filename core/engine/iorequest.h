// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a worker submits: one I/O request, produced by an IoPattern.

#include <cstdint>

namespace drivebench {

enum class IoDirection : std::uint8_t { Read, Write };

/// One I/O: where, how much, which way, and (for trace replay) not before when and behind which
/// barrier. A held request (paced or behind a barrier) blocks the requests after it: the worker
/// asks its pattern for nothing more until the held one is issued.
struct IoRequest
{
    std::uint64_t offset = 0;      ///< bytes from the start of the target; aligned to the
                                   ///< target's logical block size (the worker checks it)
    std::uint32_t length = 0;      ///< bytes; a multiple of the logical block size, at most
                                   ///< PatternContext::maxLength (the worker's buffer size)
    IoDirection direction = IoDirection::Read;
    std::int64_t notBeforeNs = -1; ///< earliest issue time, ns since the pass started; -1 = now
    std::int32_t maxInFlight = -1; ///< barrier: issue only once at most this many requests are
                                   ///< in flight (0: the queue has drained); -1 = no barrier
    std::int64_t gapAfterBarrierNs = 0; ///< with a barrier: then wait this long more (ns), the
                                        ///< idle gap before a trace's burst
};

} // namespace drivebench
