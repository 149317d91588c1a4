// SPDX-License-Identifier: GPL-3.0-or-later
// bench_prime_free_list CPU [MIB]: puts MIB (default 32, at most 1024) of 4 KiB pages, in the
// longest physically contiguous runs it got, on top of CPU's free lists, in the order that makes
// the next allocations there take them in ascending physical order, and holds everything else it
// took until its standard input ends. Root only.
//
// Why (docs/architecture.md, the engine; tests/bench/engine-vs-fio.sh): a large request's
// buffer reaches a disk as one segment per physically contiguous run of its pages, so with 4 KiB
// pages a SEQ1M row measures where the page allocator put each process's buffers. Order-0 pages
// come from a per-CPU list that hands back first what was freed last, so each run's draw depends
// on what the run before it freed and in which order. Before each run the benchmark starts this
// program on the run's CPU and ends it after the run, so every run of every tool starts from the
// same state of that list.
//
// How: it maps (the CPU's per-CPU list count + 64 MiB + MIB) of anonymous memory and registers
// it as io_uring buffers. The registration's long-term pin faults the pages in from the
// unmovable free lists (PF_MEMALLOC_PIN), which is where both tools' registered 4 KiB-page
// buffers come from, and taking more than the per-CPU list holds empties it. It then reads the
// pages' frame numbers from /proc/self/pagemap (root only: without CAP_SYS_ADMIN they read as
// 0), unregisters, and frees the longest physically contiguous runs, MIB in all, one page at a
// time from the highest frame down: the list hands back the lowest first.
//
// Prints "primed CPU N: ..." once ready, then waits for end of input. Exit 2: cannot prime
// (not root, io_uring refused, no memory), with the reason on stderr; 1: bad arguments.
#include <liburing.h>

#include <fcntl.h>
#include <sched.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

int fail(const std::string &why)
{
    std::fprintf(stderr, "bench_prime_free_list: %s\n", why.c_str());
    return 2;
}

// The CPU's per-CPU list pages over all zones ("cpu: N" then "count: C" in /proc/zoneinfo);
// -1 when the file has no such entry for the CPU.
long perCpuListPages(int cpu)
{
    std::ifstream in("/proc/zoneinfo");
    std::string line;
    bool inCpu = false, seen = false;
    long count = 0;
    while (std::getline(in, line)) {
        int c = 0;
        long v = 0;
        if (std::sscanf(line.c_str(), " cpu: %d", &c) == 1)
            inCpu = c == cpu;
        else if (inCpu && std::sscanf(line.c_str(), " count: %ld", &v) == 1) {
            count += v;
            inCpu = false;
            seen = true;
        }
    }
    return seen ? count : -1;
}

// A whole decimal number in [lo, hi], or -1.
long number(const char *text, long lo, long hi)
{
    char *end = nullptr;
    errno = 0;
    const long v = std::strtol(text, &end, 10);
    return errno || end == text || *end || v < lo || v > hi ? -1 : v;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3)
        return std::fprintf(stderr, "usage: bench_prime_free_list CPU [MIB]\n"), 1;
    const long cpu = number(argv[1], 0, CPU_SETSIZE - 1);
    const long mib = argc == 3 ? number(argv[2], 1, 1024) : 32;
    if (cpu < 0 || mib < 0)
        return std::fprintf(stderr, "bench_prime_free_list: CPU must be 0-%d and MIB 1-1024\n", CPU_SETSIZE - 1), 1;
    // Without CAP_SYS_ADMIN pagemap gives no frame numbers; say so before pinning anything.
    if (::geteuid() != 0)
        return fail("needs root (physical page numbers from /proc/self/pagemap)");
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(int(cpu), &set);
    if (::sched_setaffinity(0, sizeof set, &set) != 0)
        return fail("cannot run on CPU " + std::to_string(cpu) + ": " + std::strerror(errno));

    constexpr std::size_t kPage = 4096, kMiB = std::size_t(1) << 20, kGiB = std::size_t(1) << 30;
    const long listPages = perCpuListPages(int(cpu));
    if (listPages < 0)
        return fail("no per-CPU page list for CPU " + std::to_string(cpu) + " in /proc/zoneinfo");
    const std::size_t bytes = (std::size_t(listPages) * kPage + (64 + std::size_t(mib)) * kMiB
                               + kMiB - 1) / kMiB * kMiB;
    const std::size_t pages = bytes / kPage;
    void *map = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED)
        return fail("cannot map " + std::to_string(bytes >> 20) + " MiB: " + std::strerror(errno));
    auto *base = static_cast<char *>(map);
    (void)::madvise(base, bytes, MADV_NOHUGEPAGE); // 4 KiB pages, as the buffers it prepares for

    io_uring ring;
    if (const int rc = io_uring_queue_init(1, &ring, 0); rc < 0)
        return fail(std::string("io_uring refused: ") + std::strerror(-rc));
    std::vector<iovec> iov;
    for (std::size_t off = 0; off < bytes; off += kGiB)
        iov.push_back({base + off, std::min(kGiB, bytes - off)});
    if (const int rc = io_uring_register_buffers(&ring, iov.data(), unsigned(iov.size())); rc < 0)
        return fail("cannot register " + std::to_string(bytes >> 20) + " MiB of buffers: " + std::strerror(-rc));

    std::vector<std::uint64_t> entries(pages);
    const int pm = ::open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    const std::size_t want = pages * sizeof(std::uint64_t);
    if (pm < 0)
        return fail(std::string("cannot open /proc/self/pagemap: ") + std::strerror(errno));
    const ssize_t got = ::pread(pm, entries.data(), want, off_t(reinterpret_cast<std::uintptr_t>(base) / kPage * 8));
    if (got != ssize_t(want))
        return fail(got < 0 ? std::string("cannot read /proc/self/pagemap: ") + std::strerror(errno)
                            : "short read of /proc/self/pagemap (" + std::to_string(got) + " of " + std::to_string(want) + " bytes)");
    ::close(pm);
    io_uring_unregister_buffers(&ring); // the pages stay mapped, so none is freed yet

    struct Page {
        std::uint64_t frame;
        std::size_t index;
    };
    std::vector<Page> byFrame;
    byFrame.reserve(pages);
    for (std::size_t i = 0; i < pages; ++i) {
        const std::uint64_t e = entries[i];
        const std::uint64_t frame = e & ((std::uint64_t(1) << 55) - 1);
        if (!(e >> 63) || frame == 0)
            return fail("no physical page numbers in /proc/self/pagemap (they need root: CAP_SYS_ADMIN)");
        byFrame.push_back({frame, i});
    }
    std::sort(byFrame.begin(), byFrame.end(), [](const Page &a, const Page &b) { return a.frame < b.frame; });
    // Runs of consecutive frames, longest first, until MIB is reached.
    struct Run {
        std::size_t first, length;
    };
    std::vector<Run> runs;
    for (std::size_t i = 0; i < byFrame.size();) {
        std::size_t j = i + 1;
        while (j < byFrame.size() && byFrame[j].frame == byFrame[j - 1].frame + 1)
            ++j;
        runs.push_back({i, j - i});
        i = j;
    }
    std::stable_sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.length > b.length; });
    std::vector<bool> chosen(byFrame.size(), false);
    std::size_t toFree = std::size_t(mib) * (kMiB / kPage), freed = 0, used = 0;
    for (const Run &r : runs) {
        if (freed == toFree)
            break;
        const std::size_t take = std::min(r.length, toFree - freed);
        for (std::size_t k = 0; k < take; ++k)
            chosen[r.first + k] = true;
        freed += take;
        ++used;
    }
    for (std::size_t i = byFrame.size(); i-- > 0;)
        if (chosen[i])
            (void)::madvise(base + byFrame[i].index * kPage, kPage, MADV_DONTNEED);

    std::printf("primed CPU %ld: held %zu MiB, freed %zu MiB in %zu physically contiguous runs\n", cpu,
                (bytes >> 20) - std::size_t(mib), freed * kPage >> 20, used);
    std::fflush(stdout);
    char sink[64];
    while (::read(STDIN_FILENO, sink, sizeof sink) > 0) {
    }
    return 0;
}
