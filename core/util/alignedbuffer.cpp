#include "alignedbuffer.h"

#include <sys/mman.h>

#include <fstream>
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

bool transparentHugePagesAvailable(const char *sysRoot)
{
    std::ifstream in(std::string(sysRoot) + "/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    if (!std::getline(in, line))
        return false;
    return line.find("[always]") != std::string::npos || line.find("[madvise]") != std::string::npos;
}

} // namespace drivebench
