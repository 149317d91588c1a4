// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A built NVMe SMART / Health log page (NVM Express Base 2.0, Figure 207) whose fields all differ,
// so a test of what the front ends show can tell each field from its neighbours: the window's
// Health table and `drivebench-cli health --decode-nvme-smart`.

#include <cstdint>
#include <vector>

namespace drivebench::testing {

/// Critical warning 0x05 (spare, reliability), composite 45 °C, spare 97 % (threshold 10 %),
/// 3 % used, data units read 123456 and written 9876543210, host commands 111 read and 222
/// written, busy 33 min, 44 power cycles, 5555 hours, 6 unsafe shutdowns, no media errors, 7
/// error log entries, 8 and 9 min over the warning and critical temperatures, sensors 1 and 3 at
/// 37 and 47 °C (2 not implemented), TMT1/TMT2 2 and 1 transitions over 60 and 5 s.
inline std::vector<std::uint8_t> distinctNvmeSmartLog()
{
    std::vector<std::uint8_t> b(512, 0);
    const auto put = [&](std::size_t offset, std::uint64_t value, std::size_t bytes) {
        for (std::size_t i = 0; i < bytes; ++i)
            b[offset + i] = std::uint8_t(value >> (8 * i));
    };
    put(0, 0x05, 1);
    put(1, 273 + 45, 2);
    put(3, 97, 1);
    put(4, 10, 1);
    put(5, 3, 1);
    put(32, 123456, 8);
    put(48, 9876543210ull, 8);
    put(64, 111, 8);
    put(80, 222, 8);
    put(96, 33, 8);
    put(112, 44, 8);
    put(128, 5555, 8);
    put(144, 6, 8);
    put(176, 7, 8);
    put(192, 8, 4);
    put(196, 9, 4);
    put(200, 273 + 37, 2);
    put(204, 273 + 47, 2);
    put(216, 2, 4);
    put(220, 1, 4);
    put(224, 60, 4);
    put(228, 5, 4);
    return b;
}

} // namespace drivebench::testing
