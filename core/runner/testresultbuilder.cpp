// SPDX-License-Identifier: GPL-3.0-or-later
#include "testresultbuilder.h"

#include <algorithm>
#include <cmath>

#include "core/results/workloadfigures.h"
#include "core/stats/latencybins.h"

namespace drivebench {

LatencySummaryUs summarize(const LatencyHistogram &h)
{
    LatencySummaryUs s;
    if (h.count() == 0)
        return s;
    s.min = double(h.minNs()) / 1000.0;
    s.mean = h.meanNs() / 1000.0;
    s.p50 = h.percentileNs(50) / 1000.0;
    s.p90 = h.percentileNs(90) / 1000.0;
    s.p99 = h.percentileNs(99) / 1000.0;
    s.p999 = h.percentileNs(99.9) / 1000.0;
    s.p9999 = h.percentileNs(99.99) / 1000.0;
    s.max = double(h.maxNs()) / 1000.0;
    return s;
}

PassSpread spreadOf(const std::vector<double> &values)
{
    PassSpread s;
    if (values.empty())
        return s;
    s.min = *std::min_element(values.begin(), values.end());
    s.max = *std::max_element(values.begin(), values.end());
    double sum = 0;
    for (double v : values)
        sum += v;
    s.mean = sum / double(values.size());
    double sq = 0;
    for (double v : values)
        sq += (v - s.mean) * (v - s.mean);
    s.stdev = std::sqrt(sq / double(values.size()));
    return s;
}

TestResultBuilder::TestResultBuilder(const TestSpec &spec, const char *aggregation)
    : m_spec(spec),
      m_perThread(std::size_t(spec.threads)),
      m_threadBytes(std::size_t(spec.threads)),
      m_threadIos(std::size_t(spec.threads)),
      m_threadDoneS(std::size_t(spec.threads))
{
    m_result.id = spec.id;
    m_result.label = spec.label;
    m_result.reading = readingName(spec.reading);
    m_result.op = ioOpName(spec.op);
    m_result.passEnd = passLengthName(spec.passEnd == PassEnd::PatternExhausted ? PassLength::Counted
                                                                                : PassLength::Timed);
    m_result.blockSize = spec.blockSize;
    m_result.queueDepth = spec.queueDepth;
    m_result.threads = spec.threads;
    m_result.readPercent = spec.op == IoOp::Read ? 100 : spec.op == IoOp::Write ? 0 : spec.readPercent;
    m_result.aggregation = QString::fromLatin1(aggregation);
}

void TestResultBuilder::setUntilSteady(int maxRounds)
{
    m_steadyMaxRounds = maxRounds;
}

void TestResultBuilder::addPass(const PassOutcome &pass)
{
    const double seconds = pass.seconds();
    std::uint64_t bytes = 0, ios = 0;
    for (std::size_t t = 0; t < pass.workers.size(); ++t) {
        const WorkerOutcome &w = pass.workers[t];
        const std::uint64_t wb = w.bytesRead + w.bytesWritten;
        const std::uint64_t wi = w.readLatency.count() + w.writeLatency.count();
        bytes += wb;
        ios += wi;
        m_result.bytesRead += w.bytesRead;
        m_result.bytesWritten += w.bytesWritten;
        m_result.readIos += w.readLatency.count();
        m_result.writeIos += w.writeLatency.count();
        m_read.merge(w.readLatency);
        m_write.merge(w.writeLatency);
        if (t < m_perThread.size()) {
            m_perThread[t].merge(w.readLatency);
            m_perThread[t].merge(w.writeLatency);
            m_threadBytes[t] += wb;
            m_threadIos[t] += wi;
            if (w.endNs > 0)
                m_threadDoneS[t] += double(w.endNs - pass.startNs) / 1e9;
        }
        if (m_spec.mergeReports)
            m_reports.push_back(w.report);
    }
    m_result.ios += ios;
    m_result.durationS += seconds;
    ++m_result.passes;
    m_passBw.push_back(seconds > 0 ? double(bytes) / seconds : 0.0);
    m_passIops.push_back(seconds > 0 ? double(ios) / seconds : 0.0);
    if (m_steadyMaxRounds > 0) {
        // A round's figure is the test's headline reading: MB/s for a transfer, else IOPS (the
        // rate behind an access time or files/s). Percentages do not depend on the unit.
        m_roundFigures.push_back(m_spec.reading == Reading::Transfer ? m_passBw.back() / 1e6
                                                                      : m_passIops.back());
        m_steady = findSteadyState(m_roundFigures);
    }
}

void TestResultBuilder::addError(const Error &error)
{
    m_result.errors << ResultLine::from(error);
}

void TestResultBuilder::addNote(const ResultLine &note)
{
    if (!m_result.notes.contains(note))
        m_result.notes << note;
}

TestResult TestResultBuilder::result(int plannedPasses) const
{
    TestResult r = m_result;
    r.passBandwidthBytesPerS = m_passBw;
    r.bandwidthSpread = spreadOf(m_passBw);
    r.iopsSpread = spreadOf(m_passIops);
    if (m_steadyMaxRounds > 0 && !m_passBw.empty()) {
        // The measurement window's mean (its last five rounds, or every round when fewer ran),
        // as the SNIA PTS reports steady-state figures.
        const std::size_t window = std::min(m_passBw.size(), std::size_t(SteadyCriterion{}.windowRounds));
        const std::vector<double> bw(m_passBw.end() - std::ptrdiff_t(window), m_passBw.end());
        const std::vector<double> iops(m_passIops.end() - std::ptrdiff_t(window), m_passIops.end());
        r.aggregation = QStringLiteral("window");
        r.bandwidthBytesPerS = spreadOf(bw).mean;
        r.iops = spreadOf(iops).mean;
        r.steady = TestSteadyState{m_steady, m_spec.reading == Reading::Transfer ? QStringLiteral("MB/s")
                                                                               : QStringLiteral("IOPS"),
                                   m_steadyMaxRounds};
    } else if (!m_passBw.empty()) {
        if (r.aggregation == QLatin1String("best") && m_passBw.size() > 1) {
            const auto best = std::size_t(std::max_element(m_passBw.begin(), m_passBw.end())
                                          - m_passBw.begin());
            r.bandwidthBytesPerS = m_passBw[best];
            r.iops = m_passIops[best];
        } else {
            if (m_passBw.size() == 1)
                r.aggregation = QStringLiteral("single");
            r.bandwidthBytesPerS = r.bandwidthSpread.mean;
            r.iops = r.iopsSpread.mean;
        }
    }
    LatencyHistogram all = m_read;
    all.merge(m_write);
    r.latencyUs = summarize(all);
    if (all.count() > 0)
        r.latencyBins = latencyBinCounts(all);
    r.readLatencyUs = summarize(m_read);
    r.writeLatencyUs = summarize(m_write);
    for (std::size_t t = 0; t < m_perThread.size(); ++t) {
        ThreadResult tr;
        tr.thread = int(t);
        tr.ios = m_threadIos[t];
        tr.bytes = m_threadBytes[t];
        tr.bandwidthBytesPerS = r.durationS > 0 ? double(tr.bytes) / r.durationS : 0.0;
        tr.iops = r.durationS > 0 ? double(tr.ios) / r.durationS : 0.0;
        tr.latencyUs = summarize(m_perThread[t]);
        r.perThread.push_back(tr);
    }
    if (r.passes > 0) {
        std::vector<double> doneS;
        for (double sum : m_threadDoneS)
            doneS.push_back(sum / double(r.passes));
        r.fairness = threadFairness(m_threadIos, doneS);
    }
    if (m_spec.mergeReports && !m_reports.empty()) {
        const WorkloadFigures figures = m_spec.mergeReports(m_reports);
        r.figures = figures;
        // The capacity check's headline is its write figure (capacityRates), the same number its
        // verdict, the panel, the CLI table and summary give: not written bytes over a time that
        // includes the read-back.
        if (figures.capacity) {
            const double write = capacityRates(figures.capacity->verdict).writeBytesPerS;
            if (write > 0)
                r.bandwidthBytesPerS = write;
        }
    }
    // Until steady, a test is complete when the criterion held or the round limit was reached.
    const bool allRounds = m_steadyMaxRounds > 0 ? (m_steady.reached || r.passes >= m_steadyMaxRounds)
                                                 : r.passes >= plannedPasses;
    r.completed = r.errors.isEmpty() && allRounds;
    return r;
}

} // namespace drivebench
