// SPDX-License-Identifier: GPL-3.0-or-later
// /proc/self/mountinfo and /proc/swaps, read from a procfs root written from the input as every
// drive scan and the test-file checks read them (MountTable::read), then asked what the product
// asks: which mounts a device has, which mount holds a path, whether a device is swap.
//
// Input: the mountinfo text, then optionally a NUL byte and the swaps text.

#include <cstdint>

#include "core/devices/mounttable.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype nul = input.indexOf('\0');
    fuzz::writeScratchFile(QStringLiteral("proc/self/mountinfo"), nul < 0 ? input : input.left(nul));
    if (nul < 0)
        fuzz::removeScratchFile(QStringLiteral("proc/swaps"));
    else
        fuzz::writeScratchFile(QStringLiteral("proc/swaps"), input.mid(nul + 1));

    MountTable table = MountTable::read(fuzz::scratchDir() + QStringLiteral("/proc"));
    // Sources resolved against roots that hold nothing: the parsing of each source string
    // (/dev/mapper/NAME, bcachefs lists, btrfs and ZFS names) runs, no file of the host is read.
    table.resolveSources(fuzz::scratchDir() + QStringLiteral("/sys"), fuzz::scratchDir() + QStringLiteral("/dev"));
    (void)table.readable();
    (void)table.unresolvedMounts();
    // Every question about the first and the last 8 mounts: each question scans the whole table,
    // so asking it of every mount made an input of n lines cost n^2 (the long run slowed from
    // 2000 to 500 executions/s as the corpus grew to inputs of a hundred lines).
    const auto &mounts = table.mounts();
    for (std::size_t i = 0; i < mounts.size(); ++i) {
        if (i == 8 && mounts.size() > 16)
            i = mounts.size() - 8;
        const MountEntry &m = mounts[i];
        (void)table.mountsOf(m.major, m.minor);
        (void)table.mountsOfDevice(m.source.section(QLatin1Char('/'), -1), m.major, m.minor);
        (void)table.mountHolding(m.mountPoint);
        (void)table.mountHolding(m.mountPoint + QStringLiteral("/a/b"));
        (void)table.isSwap({m.source});
    }
    (void)table.mountHolding(QStringLiteral("/"));
    (void)table.mountHolding(QStringLiteral("/home/user/bench"));
    (void)table.isSwap({QStringLiteral("/dev/sda3"), QStringLiteral("/dev/mapper/vg-swap")});
    return 0;
}
