#pragma once

// Folds the measured passes of one test into a TestResult: per-pass bandwidth and IOPS (for the
// headline and the spread), and exact latency histograms merged over passes and threads.

#include <vector>

#include "core/results/runresult.h"
#include "core/runner/passrunner.h"
#include "core/stats/latencyhistogram.h"
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
    void addPass(const PassOutcome &pass);
    void addError(const Error &error);
    void addNote(const QString &note);
    const QStringList &errors() const { return m_result.errors; }
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
};

} // namespace drivebench
