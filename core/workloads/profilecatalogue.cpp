// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilecatalogue.h"

namespace drivebench {

namespace {

using O = ProfileOption;
using G = ProfileGroup;

using D = ProfileDirections;

ProfileEntry entry(const char *name, const char *title, G group, const char *description,
                   std::vector<ProfileOption> options = {}, D directions = D::Chosen, bool timed = true)
{
    return {QString::fromLatin1(name), QString::fromUtf8(title), group, QString::fromUtf8(description),
            std::move(options), directions, timed};
}

} // namespace

const std::vector<ProfileEntry> &profileCatalogue()
{
    static const std::vector<ProfileEntry> table = [] {
        std::vector<ProfileEntry> t = {
            entry("default", "CrystalDiskMark default", G::CrystalDiskMark,
                  "Sequential 1 MiB and random 4 KiB, at a deep and a shallow queue: the four classic rows"),
            entry("nvme", "CrystalDiskMark NVMe SSD", G::CrystalDiskMark,
                  "Deeper queues and 16 random threads, for drives a single queue cannot keep busy"),
            entry("peak", "CrystalDiskMark peak", G::CrystalDiskMark,
                  "The deep-queue tests only: the most the drive can do"),
            entry("real", "CrystalDiskMark real world", G::CrystalDiskMark,
                  "Queue depth 1 only: what a desktop's everyday I/O sees"),
            entry("demo", "CrystalDiskMark demo", G::CrystalDiskMark,
                  "One sequential read and write: a quick look"),
            entry("asssd", "AS SSD", G::AsSsd,
                  "Seq (16 MiB), 4K, 4K-64Thrd and access time, read and write, with its score"),
            entry("access", "AS SSD access time", G::AsSsd,
                  "4 KiB random reads over the span and 512 B random writes: milliseconds per request",
                  {}, D::Own),
            entry("seek", "Seek times (diskinfo -t)", G::HddTests,
                  "Full, half and quarter stroke, short seeks and transfer rates outside, middle and inside",
                  {}, D::ReadsOnly, false),
            entry("randomaccess", "Random access (seeker)", G::HddTests,
                  "Random one-block reads with 1 to 32 threads: seeks per second as the queue grows",
                  {}, D::ReadsOnly),
            entry("surface", "Surface scan", G::HddTests,
                  "Read speed and access time at evenly spaced points from the start to the end (sampled), "
                  "or every block read once (full error scan)",
                  {O::SurfaceScan, O::SurfacePoints}, D::ReadsOnly, false),
            entry("sweep", "Block-size sweep (ATTO, dd)", G::DriveBehaviour,
                  "Sequential write then read at each block size: where the drive reaches full speed",
                  {O::SweepKind}, D::Own, false),
            entry("sustained", "Sustained write", G::DriveBehaviour,
                  "Sequential 1 MiB writes over the whole test file, second by second: the cache cliff",
                  {}, D::WritesOnly, false),
            entry("cache", "SLC cache size and recovery", G::DriveBehaviour,
                  "Sequential writes at QD32 until the cache is full: its size, the speed in it and after "
                  "it, then bursts after idle pauses: how much of it came back",
                  {O::CacheIdle}, D::WritesOnly, false),
            entry("wake", "Wake-up latency", G::DriveBehaviour,
                  "4 KiB reads at queue depth 1, each after an idle time from 0 ms to 10 s: what the first read "
                  "after a pause costs when the drive has gone to a power-saving state (about 8 minutes)",
                  {O::WakeIdle}, D::ReadsOnly, false),
            entry("phybs", "Physical block size (phybs)", G::DriveBehaviour,
                  "Aligned against misaligned I/O: the drive's real block size and the cost of misalignment",
                  {}, D::Own, false),
            entry("smallfiles", "Small files (bonnie++ -n)", G::FileSystem,
                  "Create, stat and delete rates for many small files, in order and at random",
                  {O::SmallFileCount, O::SmallFileSize}, D::Own, false),
            entry("destroyer", "The Destroyer-like trace", G::Traces,
                  "A heavy workstation's day of I/O, generated like AnandTech's The Destroyer",
                  {O::TraceScale, O::TraceIdle}, D::Own, false),
            entry("heavy", "Heavy-like trace", G::Traces,
                  "A busy desktop's I/O, generated like AnandTech's Heavy", {O::TraceScale, O::TraceIdle},
                  D::Own, false),
            entry("light", "Light-like trace", G::Traces,
                  "Office and web I/O, generated like AnandTech's Light", {O::TraceScale, O::TraceIdle},
                  D::Own, false),
            entry("capacity", "Capacity and integrity check", G::Capacity,
                  "Fills the free space with verifiable data and reads it back: catches fake and failing drives",
                  {O::CapacityReserve, O::CapacityQuick}, D::Own, false),
        };
        return t;
    }();
    return table;
}

const ProfileEntry *profileEntry(const QString &name)
{
    for (const ProfileEntry &e : profileCatalogue()) {
        if (e.name.compare(name, Qt::CaseInsensitive) == 0)
            return &e;
    }
    return nullptr;
}

QString profileGroupName(ProfileGroup group)
{
    switch (group) {
    case G::CrystalDiskMark: return QStringLiteral("CrystalDiskMark");
    case G::AsSsd: return QStringLiteral("AS SSD");
    case G::HddTests: return QStringLiteral("HDD tests");
    case G::DriveBehaviour: return QStringLiteral("Drive behaviour");
    case G::FileSystem: return QStringLiteral("File system");
    case G::Traces: return QStringLiteral("Traces");
    case G::Capacity: return QStringLiteral("Capacity");
    }
    return {};
}

} // namespace drivebench
