// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks that say when a run's figures may not be the drive's, as RunWarning values
// (RunResult::warnings, docs/result-format.md "warnings"). None of them stops a run or changes
// anything on the system: they only read sysfs, procfs, the mount table, statvfs and the target
// directory's attributes.
//
// Pre-flight (before the run, also shown by the window before Start): btrfs_cow,
// btrfs_compression, dm_crypt, no_odirect, usb_bridge, low_free_space, small_test_file.
// Per test (the runner calls beginTest() before the first measured pass and endTest() after the
// last): foreign_io (the drive's own counters grew by more than our I/O), above_link_ceiling and
// link_bound (the figure against the current, negotiated link's payload ceiling), unfair_threads
// (a worker of a multi-thread test did less than half of the mean worker's I/Os).

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/devices/apst.h"
#include "core/devices/linkceiling.h"
#include "core/results/runresult.h"
#include "core/runner/runsettings.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// What the checks found out about the target, once, before the run.
struct TargetFacts
{
    bool isDevice = false;          ///< a block device node (else a directory or file)
    QString filesystem;             ///< from the mount table: "btrfs", "fuse.bindfs", "ext4"
    QString mountPoint;
    QStringList mountOptions;       ///< per-mount and superblock options together
    QString blockDevice;            ///< kernel name holding the path directly: "dm-0", "loop0"
    QStringList stack;              ///< from blockDevice down to whole disks and partitions
    QStringList disks;              ///< whole disks underneath
    QStringList cryptDevices;       ///< dm-crypt devices in the stack ("dm-0")
    bool noCow = false;             ///< the directory (or file) has FS_NOCOW_FL (chattr +C)
    bool compressFlag = false;      ///< FS_COMPR_FL (chattr +c)
    QString compressionProperty;    ///< btrfs property "compression" (xattr btrfs.compression)
    QString usbDriver;              ///< "uas" or "usb-storage" when the disk hangs off USB
    QString usbBridge;              ///< the bridge as the drive model names it
    double usbSpeedMbps = 0;        ///< the USB device's negotiated speed, sysfs `speed`
    std::optional<LinkCeiling> ceiling; ///< of the one whole disk under the target
    std::uint64_t freeBytes = 0;    ///< available to this user, statvfs; 0 = unknown
    std::uint64_t filesystemBytes = 0;
    std::uint64_t memoryBytes = 0;  ///< MemTotal
    QString countersDevice;         ///< the device whose /sys/block/X/stat foreign_io compares
};

/// Reads a device's /sys/block/<name>/stat: sectors (512 bytes) read and written.
struct BlockCounters
{
    std::uint64_t readBytes = 0;
    std::uint64_t writtenBytes = 0;
};
std::optional<BlockCounters> readBlockCounters(const QString &sysRoot, const QString &device);

class RunChecks
{
public:
    /// Gathers the facts and raises the pre-flight warnings. The roots come from
    /// settings.target (sysRoot, procRoot); devRoot is for the drive scan ("/dev"); apstSteps are
    /// the drive's recorded APST steps (recordedApstOf(plan.drive)), for apst_pause.
    static RunChecks prepare(const RunSettings &settings, const std::vector<TestSpec> &tests,
                             const QString &devRoot = QStringLiteral("/dev"),
                             std::span<const ApstStep> apstSteps = {});

    const TargetFacts &facts() const { return m_facts; }
    /// The pre-flight warnings, in a fixed order.
    const std::vector<RunWarning> &warnings() const { return m_warnings; }
    /// True when btrfs_cow was raised for a directory target: the window offers a no-CoW one.
    bool offersNoCowDirectory() const { return m_offerNoCow; }

    /// Samples the drive's counters (before the first measured pass of a test). Tests that run
    /// their own passes (small files: metadata, not our block I/O) are not counted.
    void beginTest(const TestSpec &spec);
    /// After a test: foreign_io from the counters, the link ceiling from the headline figure.
    std::vector<RunWarning> endTest(const TestResult &result);

    /// The link-ceiling judgement of one test alone (also for results read back).
    static std::optional<RunWarning> linkWarning(const TestResult &result, const LinkCeiling &ceiling);
    /// The unfair_threads judgement of one test alone (its fairness, core/stats/threadfairness.h).
    static std::optional<RunWarning> fairnessWarning(const TestResult &result);
    /// The foreign_io judgement from counters taken before and after a test.
    static std::optional<RunWarning> foreignIoWarning(const TestResult &result, const QString &device,
                                                      const BlockCounters &before,
                                                      const BlockCounters &after);

private:
    TargetFacts m_facts;
    std::vector<RunWarning> m_warnings;
    bool m_offerNoCow = false;
    bool m_countForeignIo = false;
    QString m_sysRoot;
    std::optional<BlockCounters> m_before;
};

/// Makes an empty directory "drivebench-nocow-XXXXXX" in parent with FS_NOCOW_FL set, so that
/// the test file made in it is written in place (as `chattr +C`); only when the user asks.
Result<QString> makeNoCowDirectory(const QString &parent);
/// Removes a directory makeNoCowDirectory made, only when it is empty (rmdir).
Result<void> removeNoCowDirectory(const QString &path);

} // namespace drivebench
