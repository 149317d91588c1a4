// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A seeded, streaming generator of Destroyer-, Heavy- or Light-like traces (reference §7).
//
// Model (what is drawn per burst and per I/O; the distributions come from TraceShapeModel):
//  - Bursts: depth d from the burst-depth distribution; the d I/Os are issued together and the
//    next burst starts when they have completed, after an idle gap: none with probability
//    1 - idleProbability, else Pareto(idleMinNs, shape idleParetoShape) capped at 25 ms
//    (AnandTech: "idle times are limited to 25ms"). Gap model: unverified, an approximation.
//  - Each I/O: direction and size from the joint distribution; it belongs to one of `streams`
//    concurrent streams of its direction (streams are split between reads and writes by the read
//    share). With probability sequentialShare it continues its stream (offset = the stream's end);
//    otherwise the stream jumps: into a hot region (hotRegionShare of the span) with probability
//    hotShareOfRandom, else uniformly over the span, 4 KiB-aligned.
// State is a few dozen words: memory does not grow with the number of I/Os.

#include <array>
#include <cstdint>
#include <vector>

#include "core/workloads/traces/tracerecord.h"
#include "core/workloads/traces/traceshape.h"
#include "core/workloads/workloadrandom.h"

namespace drivebench {

struct TraceGeneratorSettings
{
    TraceShapeKind shape = TraceShapeKind::Destroyer;
    double scale = 0;                   ///< fraction of full scale; <= 0 = the shape's default
    std::uint64_t seed = 1;
    std::uint64_t spanBytes = 0;        ///< the test file's size: offsets lie in [0, spanBytes)
    std::uint32_t alignment = 512;      ///< logical block: sizes round up to it, offsets align
    int streams = 8;
    double hotRegionShare = 0.30;
    double hotShareOfRandom = 0.5;
    double idleProbability = 0.1;
    std::int64_t idleMinNs = 50'000;
    double idleParetoShape = 1.2;
    std::int64_t idleCapNs = 25'000'000;
};

class TraceGenerator final : public TraceSource
{
public:
    static constexpr std::uint64_t kMinSpanBytes = 4u << 20;

    /// Checks the settings (span >= 4 MiB, 0 < scale <= 10, streams 2 .. 64, alignment a power of
    /// two <= 64 KiB) and builds the generator.
    static Result<TraceGenerator> make(const TraceGeneratorSettings &settings);

    /// The next record, without the Result wrapper (for the I/O path); false at the end.
    bool generate(TraceRecord &record);

    Result<bool> next(TraceRecord &record) override { return generate(record); }
    Result<void> rewind() override;
    QString description() const override;

    const TraceShapeModel &model() const { return m_model; }
    const TraceGeneratorSettings &settings() const { return m_settings; }
    /// I/Os the whole trace has (scale x the shape's full count, rounded).
    std::uint64_t totalIos() const { return m_total; }
    /// The largest request it can produce (bytes).
    std::uint32_t maxLength() const { return m_maxLength; }
    /// The largest burst depth (the queue depth playback needs).
    int maxDepth() const { return TraceShapeModel::kMaxDepth; }

private:
    TraceGenerator() = default;
    void restart();
    template<typename T>
    static std::size_t draw(const std::vector<T> &cumulative, double u);
    std::uint32_t roundUp(std::uint32_t bytes) const;

    TraceGeneratorSettings m_settings;
    TraceShapeModel m_model;
    std::vector<double> m_readCdf, m_writeCdf, m_depthCdf;
    std::uint64_t m_total = 0;
    std::uint32_t m_maxLength = 0;
    std::uint64_t m_jumpUnit = 4096;
    int m_readStreams = 1;

    // Per-run state.
    WorkloadRandom m_random;
    std::vector<std::uint64_t> m_cursor;  // one per stream (fixed at make)
    std::uint64_t m_emitted = 0;
    std::uint32_t m_group = 0;
    int m_groupSize = 0;
    int m_groupIndex = 0;
    std::int64_t m_timeNs = 0;
};

/// Counts of a trace's records: the statistics tests compare with the shape, and the result's
/// "trace" object.
struct TraceStats
{
    std::uint64_t ios = 0, readIos = 0, writeIos = 0;
    std::uint64_t bytesRead = 0, bytesWritten = 0;
    std::uint64_t sequentialIos = 0;
    std::array<std::uint64_t, 8> iosBySizeClass{};  ///< <4K, 4K, 8K, 16K, 32K, 64K, 128K, other
    std::array<std::uint64_t, 8> iosByQdBucket{};   ///< 1, 2, 3, 4-5, 6-10, 11-20, 21-32, >32
    std::uint64_t bursts = 0;
    std::int64_t idleNs = 0;
    std::uint32_t maxLength = 0;
    std::uint64_t maxEnd = 0;                       ///< largest offset + length

    /// Adds one record.
    void add(const TraceRecord &record);
    /// The size-class index of a length (7 = not one of the published classes).
    static int sizeClass(std::uint32_t bytes);
};

} // namespace drivebench
