// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The body shared by the trace harnesses (fio iolog, blkparse): the input as a trace file, loaded
// for replay exactly as `run --profile trace --trace FILE` loads it, under each offset mapping.

#include <cstddef>
#include <cstdint>

namespace drivebench::fuzz {

void replayTraceInput(const std::uint8_t *data, std::size_t size);

} // namespace drivebench::fuzz
