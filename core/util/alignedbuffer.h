#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>

namespace drivebench {

struct FreeDeleter
{
    void operator()(void *p) const noexcept { std::free(p); }
};

/// posix_memalign'd bytes, for O_DIRECT I/O.
using AlignedBuffer = std::unique_ptr<std::byte[], FreeDeleter>;

/// Allocates size bytes aligned to alignment (a power of two, >= sizeof(void*)); null on failure.
inline AlignedBuffer allocateAligned(std::size_t size, std::size_t alignment)
{
    void *p = nullptr;
    if (::posix_memalign(&p, alignment, size == 0 ? alignment : size) != 0)
        return nullptr;
    return AlignedBuffer(static_cast<std::byte *>(p));
}

} // namespace drivebench
