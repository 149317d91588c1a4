// SPDX-License-Identifier: GPL-3.0-or-later
#include "warningcodes.h"

#include <QtGlobal>

namespace drivebench {

namespace {

// QT_TRANSLATE_NOOP marks the texts for lupdate (ui/CMakeLists.txt adds this file to its sources).
constexpr WarningCodeInfo kCodes[] = {
    {WarningCode::BtrfsCow, "btrfs_cow", QT_TRANSLATE_NOOP("WarningCodes", "Copy-on-write btrfs"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "btrfs writes every change to a new place (copy-on-write) and updates checksums "
         "and metadata, so random writes measure the filesystem, often at half the drive's "
         "rate. Use a no-CoW directory (chattr +C) or the raw device.")},
    {WarningCode::BtrfsCompression, "btrfs_compression", QT_TRANSLATE_NOOP("WarningCodes", "Compressing btrfs"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The filesystem compresses data (mount option compress or compress-force, or the "
         "folder's compression property): fewer bytes reach the drive than the test counts, "
         "so figures are inflated, most with zeros as test data.")},
    {WarningCode::DmCrypt, "dm_crypt", QT_TRANSLATE_NOOP("WarningCodes", "Encrypted (dm-crypt)"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The target is on an encrypted device (LUKS or plain dm-crypt): the figures include "
         "the encryption's CPU cost and may be the CPU's limit rather than the drive's.")},
    {WarningCode::NoODirect, "no_odirect", QT_TRANSLATE_NOOP("WarningCodes", "No direct I/O"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The filesystem (FUSE such as NTFS-3G or sshfs, or ZFS) does not pass direct I/O "
         "to the drive: figures may come from the page cache, in RAM.")},
    {WarningCode::UsbBridge, "usb_bridge", QT_TRANSLATE_NOOP("WarningCodes", "USB bridge"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The drive is connected through a USB bridge (UAS: queued commands; BOT, the "
         "usb-storage driver: one command at a time): figures are the bridge's and the USB "
         "link's as much as the drive's.")},
    {WarningCode::LowFreeSpace, "low_free_space", QT_TRANSLATE_NOOP("WarningCodes", "Little free space"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "After the test file, less than a tenth of the filesystem stays free: nearly full "
         "filesystems and SSDs are slower, and the run may stop on a full disk.")},
    {WarningCode::SmallTestFile, "small_test_file", QT_TRANSLATE_NOOP("WarningCodes", "Test file fits in RAM"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "A buffered run (page cache on) with a test file smaller than twice the RAM: the "
         "cache can hold all of it, so reads come from memory.")},
    {WarningCode::ForeignIo, "foreign_io", QT_TRANSLATE_NOOP("WarningCodes", "Another program used the drive"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "During the test the drive's own counters (/sys/block/…/stat) grew by more than "
         "DriveBench's I/O: another program read or wrote, so the figures are lower than "
         "the drive alone gives. The message says by how much.")},
    {WarningCode::AboveLinkCeiling, "above_link_ceiling", QT_TRANSLATE_NOOP("WarningCodes", "Faster than the link"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The figure is above what the drive's current link can carry after line coding "
         "(SATA 6 Gb/s: 600 MB/s; PCIe 3.0: 984.6 MB/s per lane; USB 5 Gb/s: 500 MB/s): "
         "a cache, compression or emulation served it, not the drive.")},
    {WarningCode::LinkBound, "link_bound", QT_TRANSLATE_NOOP("WarningCodes", "Held back by the link"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The figure is within 10 % below the link's ceiling: the link, not the drive, sets "
         "it. A faster port, slot or cable may give more.")},
    {WarningCode::UnfairThreads, "unfair_threads", QT_TRANSLATE_NOOP("WarningCodes", "Threads shared unevenly"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "A thread of a multi-thread test did less than half of the mean thread's requests: "
         "the threads did not share the drive or the CPUs evenly (other programs, a busy CPU), "
         "so the figure is mostly the busier threads'. The cell's tooltip gives each "
         "thread's share.")},
    {WarningCode::ApstPause, "apst_pause", QT_TRANSLATE_NOOP("WarningCodes", "The drive may sleep between tests"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The pause between tests is longer than the idle time after which the drive goes to "
         "its first power-saving state (APST): the drive may sleep between tests; first reads "
         "pay its wake-up, which shows in the maximum and the high percentiles, not in MB/s. "
         "A shorter Interval avoids it; the Wake-up latency profile measures it.")},
    {WarningCode::RemoteLeftoverRemoved, "remote_leftover_removed", QT_TRANSLATE_NOOP("WarningCodes", "An earlier run's leftover removed"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "On the other host, a directory an earlier DriveBench run made and could not remove "
         "(the run was cut off) was removed before this run: its owner record proved it "
         "DriveBench's own (that very directory, a run no longer going, nothing but its test "
         "file inside). The figures are not affected.")},
    {WarningCode::IoUringFeaturesRefused, "io_uring_features_refused", QT_TRANSLATE_NOOP("WarningCodes", "io_uring features refused"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "The environment variable DRIVEBENCH_URING_REFUSE made the engine treat io_uring features "
         "as refused (for fallback tests and A/B benchmarks): the figures may be lower than "
         "the machine gives.")},
    {WarningCode::FioServerFinalOnly, "fio_server_final_only", QT_TRANSLATE_NOOP("WarningCodes", "Final figures only (fio server)"),
     QT_TRANSLATE_NOOP("WarningCodes",
         "A run on a fio server: fio's final figures only (no live samples, no per-thread "
         "figures), and no drive, file system or kernel, which a fio server cannot read.")},
};

} // namespace

std::span<const WarningCodeInfo> warningCodes()
{
    return kCodes;
}

const WarningCodeInfo &warningCodeInfo(WarningCode code)
{
    for (const WarningCodeInfo &row : kCodes)
        if (row.code == code)
            return row;
    Q_ASSERT_X(false, "warningCodeInfo", "a WarningCode without a row"); // tst_warningcodes
    return kCodes[0];
}

const WarningCodeInfo *warningCodeInfo(const QString &name)
{
    for (const WarningCodeInfo &row : kCodes)
        if (name == QLatin1String(row.name))
            return &row;
    return nullptr;
}

QString warningCodeName(WarningCode code)
{
    return QString::fromLatin1(warningCodeInfo(code).name);
}

} // namespace drivebench
