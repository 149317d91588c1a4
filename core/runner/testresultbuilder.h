// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Folds the measured passes of one test into a TestResult: per-pass bandwidth and IOPS (for the
// headline and the spread), and exact latency histograms merged over passes and threads.

#include <vector>

#include "core/results/runresult.h"
#include "core/runner/passrunner.h"
#include "core/stats/latencyhistogram.h"
#include "core/stats/steadystate.h"
#include "core/workloads/testspec.h"

namespace drivebench {

/// Latency summary (µs) of a histogram: min, mean, p50 ... p99.99, max.
LatencySummaryUs summarize(const LatencyHistogram &h);
/// min, max, mean and population stdev of values (all 0 when empty).
PassSpread spreadOf(const std::vector<double> &values);

class TestResultBuilder
{
public:
    /// aggregation: "best" (the pass with the highest bandwidth) or "mean" (over passes).
    TestResultBuilder(const TestSpec &spec, const char *aggregation);
    /// Runs the test in rounds until steady (SNIA PTS, core/stats/steadystate.h), at most
    /// maxRounds measured passes: each pass is a round, judged as it is added. The headline is
    /// then the mean of the measurement window (aggregation "window").
    void setUntilSteady(int maxRounds);
    /// True once the rounds added satisfy the steady-state criterion (until-steady only).
    bool steadyReached() const { return m_steady.reached; }
    void addPass(const PassOutcome &pass);
    void addError(const Error &error);
    void addNote(const ResultLine &note);
    const ResultLines &errors() const { return m_result.errors; }
    /// The result so far; completed when plannedPasses passes went in without an error.
    TestResult result(int plannedPasses) const;

private:
    const TestSpec &m_spec;
    TestResult m_result;
    std::vector<double> m_passBw, m_passIops;
    LatencyHistogram m_read, m_write, m_all;
    std::vector<LatencyHistogram> m_perThread;
    std::vector<std::uint64_t> m_threadBytes, m_threadIos;
    std::vector<PatternReport> m_reports; // the workers' typed reports (mergeReports)
    std::vector<double> m_threadDoneS;    // each worker's finishing times summed over passes
    int m_steadyMaxRounds = 0;            // 0: a fixed number of passes
    std::vector<double> m_roundFigures;   // MB/s (transfer tests) or IOPS, per measured pass
    SteadyState m_steady;
};

} // namespace drivebench
