// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The workload figures of one test, typed (TestResult::figures): what the workloads
// (core/workloads) measure beyond the engine's bandwidth, IOPS and latency. A workload folds its
// workers' typed reports (core/engine/patternreport.h: counts, bytes and times add, histograms
// merge as histograms) into these; only the result serialisers (workloadfiguresjson.h, called by
// resultjson.cpp and resultlibrary.cpp) turn them into the JSON of a test's "extra", whose shapes
// docs/workloads.md and docs/result-format.md give, and read them back. A new workload's figures
// go here, beside their to-JSON function in workloadfigures.cpp and their reader in
// workloadfiguresfromjson.cpp.
//
// Each struct holds the figures as the result records them (rates and means already divided
// out); a number written to JSON is computed once, by the workload, not again by the writer.

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/results/wakefigures.h"

namespace drivebench {

struct TestResult;

/// Where a sustained write runs out of the drive's write cache (core/workloads/writecliff.h).
struct WriteCliff
{
    int second = 0;                  ///< index of the first second after the cliff
    std::uint64_t bytesBefore = 0;   ///< bytes written before the cliff (the cache's size, roughly)
    double beforeBytesPerS = 0;      ///< mean rate before
    double afterBytesPerS = 0;       ///< mean rate after
};

/// What one sequential write's per-second curve says of the write cache (analyseCacheCurve in
/// core/workloads/writecliff.h; docs/workloads.md, "cache").
struct CacheCurve
{
    double seconds = 0;                         ///< the time analysed (whole bins)
    double binS = 1;                            ///< the bins' width (1 s, or 0.1 s for the cache test)
    std::uint64_t writtenBytes = 0;             ///< bytes written
    std::optional<std::uint64_t> sizeBytes;     ///< written before the cliff; none: no cliff seen
    std::uint64_t sizeUncertaintyBytes = 0;     ///< one bin at the in-cache rate
    double cliffAtS = -1;                       ///< when the cliff came (s after the start); -1 none
    double inCacheBytesPerS = 0;                ///< mean before the cliff (the whole write: none)
    std::optional<double> afterCacheBytesPerS;  ///< mean after the cliff (to the floor, if any)
    std::optional<double> floorBytesPerS;       ///< mean after a second, lower drop
    std::optional<std::uint64_t> floorAfterBytes; ///< written before that second drop
    double floorAtS = -1;                       ///< when the floor began; -1 none
};

/// A burst written after an idle pause: how much cache came back.
struct CacheRecovery
{
    double idleS = 0;                           ///< the pause before the burst
    std::uint64_t writtenBytes = 0;             ///< the burst's bytes
    std::uint64_t sizeBytes = 0;                ///< written at cache speed before its cliff
    bool atLeast = false;                       ///< no cliff: the whole burst ran at cache speed
    double inCacheBytesPerS = 0;                ///< the burst's rate before its cliff; 0 when
                                                ///< none of it ran at cache speed
};

/// The SLC cache test (profile "cache"): extra.cache on its CACHE_WRITE test.
struct CacheFigures
{
    double idleBeforeS = 0;                     ///< 0: the first write; > 0: a recovery burst
    double firstInCacheBytesPerS = 0;           ///< a burst: the first write's in-cache rate
    std::uint64_t spanBytes = 0;                ///< the span the write covered (bytes asked for)
    CacheCurve curve;                           ///< the first write's analysis
    std::vector<CacheRecovery> recovery;        ///< one per idle pause, in order (filled after the run)
};

/// Seek stroke (SEEK_*): {ops, elapsed_s, ms_per_op}.
struct SeekFigures
{
    double ops = 0;
    double elapsedS = 0;
    double msPerOp = 0;
};

/// Random access / access time: {ops_per_s, ms_random_access_time}.
struct RateFigures
{
    double opsPerS = 0;
    double msRandomAccessTime = 0;
};

/// A sequential run (transfer zones, AS SSD Seq, sustained write): {bandwidth_bytes_per_s,
/// elapsed_s} and, for a sustained write, per_second [{time_s, bandwidth_bytes_per_s}] and
/// cache_exhausted (the write cliff, or null when there is none).
struct SequentialFigures
{
    double bandwidthBytesPerS = 0;
    double elapsedS = 0;
    std::vector<double> perSecondBytes;       ///< empty: no per_second, no cache_exhausted
    std::vector<double> perTenthBytes;        ///< bytes in each 0.1 s (the cache test; not written)
    std::optional<WriteCliff> cacheExhausted; ///< with perSecondBytes only
    /// The per-tenth curve as a stored result holds it: {time_s, bytes/s} (per_tenth); the
    /// writer makes it from perTenthBytes when this is empty (a run's own figures).
    std::vector<std::pair<double, double>> perTenthCurve;
};

/// A point of the surface scan: the transfer rate at an offset.
struct SurfacePoint
{
    std::uint64_t offsetBytes = 0;
    double bandwidthBytesPerS = 0;
};
/// One random access of the surface scan's access-time scatter.
struct AccessPoint
{
    std::uint64_t offsetBytes = 0;
    double latencyUs = 0;
};

/// What the surface scan found at one of its points (the error map's square).
enum class SurfaceCell : std::uint8_t {
    NotScanned, ///< the scan ended (stopped, error limit) before this point
    Good,
    Slow,       ///< read, but far slower than the scan's median (SurfaceErrorMap::slowFactor)
    Bad         ///< a read of the point, or an access read inside its square, failed
};

/// A read of the surface scan that failed: where, how much, and the kernel's answer.
struct SurfaceBadRead
{
    std::uint64_t offsetBytes = 0;   ///< from the span's start
    std::uint32_t lengthBytes = 0;
    int errnoValue = 0;              ///< 0: a short read
    bool access = false;             ///< the point's random access-time read, not its transfer
};

/// A slow point of the surface scan: its transfer time against the scan's median.
struct SurfaceSlowPoint
{
    std::uint64_t offsetBytes = 0;   ///< from the span's start
    double ms = 0;                   ///< the point's transfer time
    double maxRequestMs = 0;         ///< its slowest single request
};

/// Why a surface scan ended before its last point (empty: it did not).
enum class SurfaceStop : std::uint8_t { None, ConsecutiveErrors, ErrorLimit, DeviceGone };

/// The surface scan's error map (HD Tune's Error Scan): one cell per point, in order; cell i
/// covers the span from point i's offset to point i+1's (the last to the span's end), so the
/// cells tile the whole scanned span. Sampled (the default scan): each cell's point read
/// pointBytes and stands for the rest of its square. Full (`--scan full`): every block of the span
/// was read once, and each cell aggregates the blocks it covers (unreadable if any was, its time
/// the time to read them all, its slowest request theirs). Rules in docs/workloads.md ("surface").
struct SurfaceErrorMap
{
    /// Full scan: where cell `cell` of `cells` starts (bytes): block floor(cell x blocks / cells),
    /// blocks = the span's blockBytes blocks, the last one short when the span ends inside it.
    static std::uint64_t fullCellStart(std::uint64_t spanBytes, std::uint32_t blockBytes,
                                       std::size_t cells, std::size_t cell);
    bool full = false;               ///< every block read (see above); false: sampled points
    /// false: a stored map made before the scan's kind was recorded (no "scan", a sampled
    /// scan), which writes back without it.
    bool scanNamed = true;
    std::uint32_t blockBytes = 0;    ///< full: the request size the span was read in
    static constexpr double kSlowFactor = 10;       ///< slow: > 10 x the median point time
    static constexpr double kSlowRequestMs = 1000;  ///< or one request over 1 s
    std::uint64_t spanBytes = 0;     ///< the scanned span (the test file or the device)
    std::uint64_t pointBytes = 0;    ///< bytes read at each point
    std::vector<std::uint64_t> offsets; ///< each cell's point, from the span's start
    std::vector<SurfaceCell> cells;
    int good = 0, slow = 0, bad = 0, notScanned = 0;
    std::uint64_t readErrors = 0;    ///< failed requests, transfer and access reads
    double medianPointMs = 0;        ///< the median transfer time of the points read
    SurfaceStop stopped = SurfaceStop::None;
    std::vector<SurfaceBadRead> badReads;  ///< the first kMaxListed failed reads
    std::uint64_t badReadsNotListed = 0;
    std::vector<SurfaceSlowPoint> slowPoints; ///< the first kMaxListed slow points
    static constexpr std::size_t kMaxListed = 256;

    /// The cell whose square holds offset (bytes from the span's start); -1 when there is none.
    int cellAt(std::uint64_t offsetBytes) const;
};

/// The surface scan: {surface, access_scatter, transfer_bytes_per_s {min, max, mean},
/// access_time_ms, error_map, bad_points, slow_points}.
struct SurfaceScanFigures
{
    std::vector<SurfacePoint> surface;  ///< the points read (unreadable ones have no rate)
    std::vector<AccessPoint> scatter;
    double minBytesPerS = 0, maxBytesPerS = 0, meanBytesPerS = 0;
    double accessTimeMs = 0;
    std::optional<SurfaceErrorMap> errorMap; ///< none in results made before it was recorded
};

/// One measured phybs scan (a row of the phybs table).
struct PhybsScanRow
{
    std::uint32_t sizeBytes = 0;
    std::uint64_t offsetBytes = 0;
    std::uint64_t stepBytes = 0;
    std::uint64_t count = 0;
    double opsPerS = 0;
    double bandwidthBytesPerS = 0;
};

/// What the phybs scans say of the physical block (core/workloads/phybsprobe.h).
struct PhybsVerdict
{
    std::uint32_t physicalBytes = 0;  ///< inferred physical block; 0 = inconclusive
    bool atLeast = false;             ///< true: every offset collapsed, P >= physicalBytes
    bool misalignedStart = false;     ///< a misaligned offset ran clearly faster than offset 0
    std::uint32_t fastOffset = 0;     ///< that offset, when misalignedStart
    QString explanation;              ///< one sentence for people
};

/// phybs: {phybs: [rows], verdict {physical_block_bytes, at_least, logical_block_bytes,
/// misaligned_start, alignment, explanation}}.
struct PhybsFiguresTable
{
    std::vector<PhybsScanRow> rows;
    std::uint32_t logicalBytes = 512;
    PhybsVerdict verdict;
};

/// The AnandTech Storage Bench verdict of a trace playback (core/workloads/traces/traceverdict.h).
struct TraceVerdict
{
    double avgDataRateBytesPerS = 0;
    double readMeanUs = 0, readP99Us = 0;
    double writeMeanUs = 0, writeP99Us = 0;
    double allMeanUs = 0, allP99Us = 0;
    double iosOver10msPct = 0, iosOver100msPct = 0;
};

/// A trace playback: {verdict, trace {ios, busy_s, idle_s, qd_at_issue_pct, qd_buckets, source,
/// target_qd_pct, skipped_trims, skipped_syncs, realigned}}.
struct TracePlayback
{
    TraceVerdict verdict;
    double ios = 0;
    double busyS = 0;
    double idleS = 0;
    std::vector<double> qdAtIssuePct;  ///< per TraceShapeModel::qdBucket, in percent
    QString source;                    ///< empty: not written
    std::vector<double> targetQdPct;   ///< generated traces; empty: not written
    std::optional<std::uint64_t> skippedTrims, skippedSyncs, realigned; ///< loaded traces
};

/// The six AS SSD rates in bytes per second.
struct AsSsdRates
{
    double seqRead = 0, seqWrite = 0;
    double read4k = 0, write4k = 0;
    double read4k64 = 0, write4k64 = 0;
};

/// AS SSD's score (core/workloads/asssdscore.h), in its points (MB/s weighted).
struct AsSsdScore
{
    double read = 0, write = 0, total = 0;
};

/// asssd_score {read, write, total, inputs_mb_per_s {seq_read, ...}}, on the last AS SSD test.
struct AsSsdScoreFigures
{
    AsSsdRates rates;
    AsSsdScore score;
};

/// One block size of the sweep curve: each direction's rate and IOPS.
struct SweepPoint
{
    struct Rate
    {
        double bytesPerS = 0;
        double iops = 0;
    };
    std::uint32_t blockBytes = 0;
    std::map<QString, Rate> byOp;  ///< "read", "write", "mix" -> {OP}_bytes_per_s, {OP}_iops
};

/// sweep [{block_bytes, read_bytes_per_s, read_iops, ...}] by block size, on the last sweep test.
struct SweepFigures
{
    std::vector<SweepPoint> points;
};

/// Small files (bonnie++ -n): {operation, order, files_planned, file_bytes_min, file_bytes_max,
/// files, timed_s, under_half_second}.
struct SmallFilesFigures
{
    bool described = false;          ///< operation ... file_bytes_max are written
    QString operation;               ///< "create", "stat", "delete"
    QString order;                   ///< "sequential", "random"
    int filesPlanned = 0;
    std::uint64_t fileBytesMin = 0, fileBytesMax = 0;
    double files = 0;                ///< timed operations over every pass and worker
    std::vector<double> timedS;      ///< per pass: its slowest worker's timed seconds
    bool underHalfSecond = false;    ///< a pass took under 0.5 s (bonnie++'s +++++)
};

/// One bin of a capacity curve: the rate over [offset, offset + bin).
struct CapacityCurvePoint
{
    std::uint64_t offsetBytes = 0;
    std::uint64_t bytes = 0;
    double bandwidthBytesPerS = 0;
};

/// A bad range the capacity check located.
struct CapacityBadRange
{
    std::uint64_t offsetBytes = 0;
    std::uint64_t lengthBytes = 0;
    QString kind;                    ///< "wrapped", "stale", "corrupt", "unreadable", "write_error"
};

/// Where the write cache ran out over the position (capacity check).
struct CapacityCliff
{
    std::uint64_t atOffsetBytes = 0;
    double beforeBytesPerS = 0;
    double afterBytesPerS = 0;
};

/// The capacity check's verdict (docs/workloads.md, "capacity").
struct CapacityVerdict
{
    QString kind;                    ///< "genuine", "fake", "errors" (capacityKindName)
    bool deviceMode = false;         ///< mode: "device" or "file"
    bool quick = false;
    bool complete = false;
    std::uint64_t spanBytes = 0, testedBytes = 0, writtenBytes = 0, usableBytes = 0;
    std::uint64_t verifiedBytes = 0, goodBytes = 0;
    std::optional<std::uint64_t> firstBadOffsetBytes, wrapDistanceBytes; ///< null when none
    std::uint64_t wrappedBytes = 0, staleBytes = 0, corruptBytes = 0, unreadableBytes = 0;
    std::uint64_t badTotalBytes = 0;
    std::uint64_t writeErrorBytes = 0;
    std::vector<CapacityCurvePoint> writeCurve, readCurve;
    bool directReadBack = false;     ///< read_back: "direct" or "dropped_cache"
    QString seed;                    ///< hexadecimal
    std::vector<CapacityBadRange> badRanges;
    std::uint64_t badRangesNotListed = 0;
    bool cliffSearched = false;      ///< cache_exhausted is written (null when no cliff)
    std::optional<CapacityCliff> cacheExhausted;
    QString text;                    ///< the verdict in words (capacityVerdictText)
};

/// The capacity check: {verdict, reserve_bytes, planned_span_bytes, files, leftovers_removed,
/// leftovers_kept, notes}.
struct CapacityFigures
{
    CapacityVerdict verdict;
    std::optional<std::uint64_t> reserveBytes;  ///< file mode; null for a device
    std::uint64_t plannedSpanBytes = 0;
    std::uint64_t files = 0;
    int leftoversRemoved = 0;
    QStringList leftoversKept;       ///< empty: not written
    QStringList notes;               ///< empty: not written
};

/// One job of a run imported from fio (docs/result-format.md, "Runs imported from fio"): its
/// name, group and direction, and fio's own numbers as fio wrote them (another program's JSON,
/// kept as it is: extra.fio).
struct FioJobFigures
{
    QString jobName;
    int groupId = 0;
    QJsonObject jobOptions;          ///< fio's "job options"
    QString direction;               ///< "read", "write", "mix"
    QJsonArray clones;               ///< each clone's raw direction object
};

/// Every workload figure a test can carry: the workload's own, and the cross-test figures a run
/// adds afterwards (AS SSD score, sweep curve). Unset parts write nothing.
struct WorkloadFigures
{
    std::optional<SeekFigures> seek;
    std::optional<RateFigures> rate;
    std::optional<SequentialFigures> sequential;
    std::optional<SurfaceScanFigures> surface;
    std::optional<PhybsFiguresTable> phybs;
    std::optional<TracePlayback> trace;
    std::optional<SmallFilesFigures> smallFiles;
    std::optional<CapacityFigures> capacity;
    std::optional<AsSsdScoreFigures> asSsdScore;
    std::optional<SweepFigures> sweep;
    std::optional<CacheFigures> cache;
    std::optional<WakeFigures> wake;       ///< the wake-up latency test (wakefigures.h)
    std::optional<FioJobFigures> fio;      ///< a test imported from fio
    /// A stored result's extra as the parts above cannot say it, so that it writes back as it
    /// was read (workloadFiguresFromJson); empty for every figure DriveBench writes now.
    /// otherKeys: keys no part reads (curves of another form, which docs/result-format.md
    /// allows: {"x": [...], "y": [...]}, [[x, y], ...]) or whose value a part reads only in part
    /// (a hand-made or foreign shape), kept as read and written over the parts' own;
    /// storedWithout: keys a part writes that the stored extra did not have, left out.
    QJsonObject otherKeys;
    QStringList storedWithout;

    bool isEmpty() const
    {
        return !seek && !rate && !sequential && !surface && !phybs && !trace && !smallFiles
               && !capacity && !asSsdScore && !sweep && !cache && !wake && !fio && otherKeys.isEmpty();
    }
};

/// "consecutive_errors", "error_limit", "device_gone"; "" for None (result JSON's words).
QString surfaceStopName(SurfaceStop stop);
/// The phybs verdict's alignment word: "BAD" (a misaligned offset ran faster), "OK" (a physical
/// block was found), else "unknown" (result JSON's words).
QString phybsAlignmentName(const PhybsVerdict &verdict);

/// Whether a test is one size of the block-size sweep (core/workloads/blocksizesweep.h), by its
/// id as the sweep names them ("SWEEP_4KIB"): the one place that knows it.
bool isSweepTestId(const QString &id);
/// The sweep's points from a run's tests, one per block size (ascending) with each direction
/// that has a figure: what the panel draws while the sweep runs and after (only completed tests
/// with I/O count; a stored run reads the same).
SweepFigures sweepFiguresOf(const std::vector<TestResult> &tests);

/// The capacity check's one write and one read figure, in bytes per second: the bytes each phase
/// moved over the time it spent moving them (the time-weighted mean of its curve, so the other
/// phase, the cache drop and verification do not count); 0 when the phase has no curve.
struct CapacityRates
{
    double writeBytesPerS = 0;
    double readBytesPerS = 0;
};
CapacityRates capacityRates(const CapacityVerdict &verdict);

/// The typed figures of a test (TestResult::figures).
const WorkloadFigures &workloadFiguresOf(const TestResult &test);

/// Sets the parts figures has on test.figures (each replaces the test's part of its kind): how
/// a run adds its cross-test figures (AS SSD score, sweep, cache recovery, wake verdict).
void addWorkloadFigures(TestResult &test, const WorkloadFigures &figures);

} // namespace drivebench
