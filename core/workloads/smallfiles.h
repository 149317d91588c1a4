// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small files, as bonnie++ -n measures them: create, stat and delete rates (files per second) for
// N files of a chosen size range, first in sequential order, then in random order.
//
// Every pass works in a private directory it makes in the target directory
// (drivebench-smallfiles-<token>, claimed by drivebench-claim-<token>: core/engine/leftoverclaim.h)
// and always removes, on success, error and cancel alike; one left by a killed run is removed by
// the next pass in that directory when its claim proves it ours and everything in it is a file
// that pass planned (name and size regenerated from the claim). Each test stands
// alone, so passes, cancel and the Tests filter behave as for any test: the stat and delete tests
// first create their files untimed (in their own order), the create test deletes its files
// untimed afterwards. Names follow bonnie++'s idea: in sequential order a ten-digit index then
// 0-12 random characters (names sort in creation order), in random order the random characters
// first. File data goes through the page cache without fsync, like bonnie++ without -b.
// Each operation's latency (open through close for a create) goes into the engine's histograms:
// creates and deletes as writes, stats as reads, so `iops` is files per second.

#include <cstdint>
#include <utility>
#include <vector>

#include <QString>

#include "core/engine/leftoverclaim.h"
#include "core/util/result.h"
#include "core/workloads/testspec.h"

namespace drivebench {

enum class SmallFilesOp { Create, Stat, Delete };
enum class SmallFilesOrder { Sequential, Random };

struct SmallFilesSettings
{
    int files = 16 * 1024;         ///< files per pass (bonnie++ -n 16 = 16 * 1024)
    std::uint64_t minBytes = 0;    ///< each file's size is uniform in [minBytes, maxBytes]
    std::uint64_t maxBytes = 0;    ///< (bonnie++'s default: empty files)
    std::uint64_t seed = 1;        ///< names, sizes and random orders
};

/// Largest file size accepted (bytes).
inline constexpr std::uint64_t kSmallFilesMaxBytes = 64ull << 20;
/// Most files per pass.
inline constexpr int kSmallFilesMaxCount = 10'000'000;
/// Prefix of the private directory a pass makes in the target directory.
inline constexpr char kSmallFilesDirPrefix[] = "drivebench-smallfiles-";

/// Parses --file-size "SIZE" or "MIN:MAX" (bytes, or with K, M suffixes: powers of 1024).
Result<std::pair<std::uint64_t, std::uint64_t>> parseFileSizeRange(const QString &text);

/// The test id of an operation and order: FILES_CREATE_SEQ, FILES_STAT_RND, ...
QString smallFilesTestId(SmallFilesOp op, SmallFilesOrder order);

/// The six tests in bonnie++'s order: create, stat, delete sequentially, then in random order.
std::vector<TestSpec> smallFilesTests(const SmallFilesSettings &settings, int passes);

/// Runs one pass of op in order on spec.threads threads in a private directory (a CustomPass).
std::vector<WorkerOutcome> runSmallFilesPass(const SmallFilesSettings &settings, SmallFilesOp op,
                                             SmallFilesOrder order, const TestSpec &spec,
                                             const CustomPassContext &context);

/// Removes the private directories (and test files) of DriveBench runs that are over, when their
/// claims prove them ours (leftoverclaim.h); returns how many. Names alone prove nothing.
int removeStaleSmallFilesDirectories(int directoryFd);

/// The rule of claimed small-files folders (kind smallfiles-v1, leftoverclaim.h): each entry must
/// be a file of the planned set, no larger than planned.
FolderRule smallFilesFolderRule();

/// Folds the workers' SmallFilesReports (core/engine/patternreport.h): the plan (operation,
/// order, files, size range), the files every worker timed, each pass's slowest worker's seconds.
WorkloadFigures mergeSmallFilesFigures(const std::vector<PatternReport> &reports);

} // namespace drivebench
