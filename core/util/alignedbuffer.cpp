// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignedbuffer.h"

#include <sys/mman.h>

#include <fstream>
#include <optional>
#include <string>

namespace drivebench {

AlignedBuffer allocateIoBuffers(std::size_t bytes, std::size_t alignment, std::uint32_t requestBytes,
                                BufferPages pages)
{
    constexpr std::size_t kHuge = std::size_t(2) << 20;
    if (pages != BufferPages::Huge || requestBytes < kHugeBufferMinBytes)
        return allocateAligned(bytes, alignment);
    const std::size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge;
    AlignedBuffer region = allocateAligned(rounded, alignment > kHuge ? alignment : kHuge);
    // Only a hint: without THP (or with a kernel that refuses it) the region keeps base pages.
    if (region)
        (void)::madvise(region.get(), rounded, MADV_HUGEPAGE);
    return region;
}

std::optional<std::uint64_t> anonHugePagesBytes(const void *address, std::size_t bytes, const char *procRoot)
{
    std::ifstream in(std::string(procRoot) + "/self/smaps");
    if (!in)
        return std::nullopt;
    const auto lo = reinterpret_cast<std::uintptr_t>(address);
    const std::uintptr_t hi = lo + bytes;
    std::uint64_t total = 0;
    bool inside = false, seen = false;
    std::string line;
    while (std::getline(in, line)) {
        // A mapping's header: "7f2c4a000000-7f2c4a400000 rw-p 00000000 00:00 0"; its fields
        // follow as "Name:   value kB" lines (proc(5)).
        const std::size_t dash = line.find('-');
        const std::size_t space = line.find(' ');
        if (dash != std::string::npos && space != std::string::npos && dash < space
            && line.find(':') > space) {
            const std::uintptr_t start = std::stoull(line.substr(0, dash), nullptr, 16);
            const std::uintptr_t end = std::stoull(line.substr(dash + 1, space - dash - 1), nullptr, 16);
            inside = start < hi && end > lo;
            seen = seen || inside;
        } else if (inside && line.rfind("AnonHugePages:", 0) == 0) {
            total += std::stoull(line.substr(14)) * 1024; // "AnonHugePages:  2048 kB"
        }
    }
    if (!seen)
        return std::nullopt;
    return total;
}

bool transparentHugePagesAvailable(const char *sysRoot)
{
    std::ifstream in(std::string(sysRoot) + "/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    if (!std::getline(in, line))
        return false;
    return line.find("[always]") != std::string::npos || line.find("[madvise]") != std::string::npos;
}

} // namespace drivebench
