// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every profile for people: a human name, a group and a one-line description, and which workload
// options it takes. Both front ends read it (the window's profile picker; the CLI may list it);
// the profiles themselves stay in profiles.h (CrystalDiskMark's slots) and workloadtests.h.

#include <vector>

#include <QString>
#include <QStringList>

namespace drivebench {

enum class ProfileGroup { CrystalDiskMark, AsSsd, HddTests, DriveBehaviour, FileSystem, Traces, Capacity };

/// A workload option a profile takes (RunChoice::workload): what the front end shows for it.
enum class ProfileOption {
    TraceScale,     ///< WorkloadOptions::scale (generated traces)
    TraceIdle,      ///< WorkloadOptions::noStall (generated traces: keep or drop the idle gaps)
    SurfacePoints,  ///< WorkloadOptions::surfacePoints
    SmallFileCount, ///< SmallFilesSettings::files
    SmallFileSize,  ///< SmallFilesSettings::minBytes/maxBytes
    CapacityReserve,///< CapacitySettings::reserveBytes
    CapacityQuick,  ///< CapacitySettings::quick
    SweepKind,      ///< WorkloadOptions::sweep (ATTO or dd)
    CacheIdle,      ///< WorkloadOptions::cacheIdleS (the cache test's recovery pauses)
    SurfaceScan,    ///< WorkloadOptions::surfaceFull (sampled points or every block)
    WakeIdle,       ///< WakeSettings (the wake test's idle list: default, quick or typed, as --idle)
};

/// Which directions a profile's tests take from the run's choice.
enum class ProfileDirections {
    Chosen,     ///< the chosen ones (read + write, read, write, mix)
    ReadsOnly,  ///< reads only, whatever is chosen
    WritesOnly, ///< writes only
    Own,        ///< its own sequence (write then read, create/stat/delete, a trace's mix); "Read only" keeps its reads
};

struct ProfileEntry
{
    QString name;        ///< the id the CLI and the results use: "default", "asssd", "seek"
    QString title;       ///< for people: "CrystalDiskMark default", "AS SSD", "Seek times (diskinfo -t)"
    ProfileGroup group;
    QString description; ///< one line: what it measures
    std::vector<ProfileOption> options;
    ProfileDirections directions = ProfileDirections::Chosen;
    bool timed = true;   ///< its passes last the pass duration (false: a fixed count of requests, no warm-up)
};

/// Every profile the window offers, grouped, in the order of the groups (the trace replay,
/// which needs a file, is not among them: Replay a trace… in the window, --trace on the CLI).
const std::vector<ProfileEntry> &profileCatalogue();
/// The entry named name (case-insensitive), or nullptr.
const ProfileEntry *profileEntry(const QString &name);
/// The group's name for people: "CrystalDiskMark", "AS SSD", "HDD tests", ...
QString profileGroupName(ProfileGroup group);

} // namespace drivebench
