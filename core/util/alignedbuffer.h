// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>

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

/// Whether I/O buffers get transparent huge pages (see allocateIoBuffers).
enum class BufferPages { Huge, Base };

/// One region for a worker's I/O buffers: `bytes`, aligned to `alignment`. With BufferPages::Huge
/// and requests of at least kHugeBufferMinBytes, the region is 2 MiB-aligned, rounded up to whole
/// 2 MiB and asked for transparent huge pages (madvise). Where the kernel grants them, each
/// request's buffer is physically contiguous (when the request size divides 2 MiB): a device then
/// gets a 1 MiB request as one request, where a buffer of 4 KiB pages (256 segments) is split at
/// the queue's max_segments (254 on virtio-blk, 168 on AHCI, 127 on many NVMe drives) into two.
/// Where THP is off, or no huge page is free, the hint does nothing.
AlignedBuffer allocateIoBuffers(std::size_t bytes, std::size_t alignment, std::uint32_t requestBytes,
                                BufferPages pages);
/// Smallest request for which allocateIoBuffers asks for huge pages.
inline constexpr std::uint32_t kHugeBufferMinBytes = 64 * 1024;

/// Whether the kernel gives transparent huge pages to a region that asks (THP "always" or
/// "madvise"), read from sysRoot's kernel/mm/transparent_hugepage/enabled.
bool transparentHugePagesAvailable(const char *sysRoot = "/sys");

/// The bytes of [address, address + bytes) that the kernel backs with transparent huge pages:
/// the AnonHugePages of the mappings it overlaps in procRoot's self/smaps (read the pages first:
/// untouched ones have none). nullopt when smaps cannot be read or shows no such mapping.
std::optional<std::uint64_t> anonHugePagesBytes(const void *address, std::size_t bytes,
                                                const char *procRoot = "/proc");

} // namespace drivebench
