// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// fio's live form: `fio --output-format=json[+] --status-interval=1 -` (a job on standard input)
// writes one complete JSON document per interval into a pipe, each cumulative since the start,
// with one entry per thread (without group_reporting). The building block for runs on other
// hosts over SSH (docs/remote.md): the documents are split out of the byte stream as they come,
// and per-thread figures of each interval are the differences of two successive documents.

#include <cstdint>
#include <vector>

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace drivebench {

/// Splits complete top-level JSON objects out of a byte stream fed in arbitrary pieces (text
/// between documents, such as fio's notes, is skipped; braces inside strings do not count).
class FioDocumentSplitter
{
public:
    /// The documents completed by this chunk, in order.
    std::vector<QByteArray> feed(const QByteArray &chunk);
    /// Bytes held for a document not yet complete.
    qsizetype pending() const { return m_buffer.size(); }

private:
    QByteArray m_buffer;
    qsizetype m_scanned = 0;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escaped = false;
};

/// One thread's figures over one interval (between two documents).
struct FioThreadSample
{
    QString job;            ///< jobname
    int groupId = 0;
    int clone = 0;          ///< 0.. within the job, in the order fio lists its threads
    double runtimeS = 0;    ///< the thread's job_runtime at the end of the interval
    double intervalS = 0;   ///< job_runtime difference
    std::uint64_t readBytes = 0, writeBytes = 0, readIos = 0, writeIos = 0; ///< in the interval
    double latencyMeanUs = 0; ///< mean completion latency of the interval's I/Os (from clat_ns means)
    double latencyMaxUs = 0;  ///< the highest json+ latency bin the interval added to; 0 without bins
    double bytesPerS() const { return intervalS > 0 ? double(readBytes + writeBytes) / intervalS : 0; }
    double iops() const { return intervalS > 0 ? double(readIos + writeIos) / intervalS : 0; }
};

/// Per-thread samples from the previous document (empty: the start) to current. A thread whose
/// counters went backwards (not the same run) gives no sample.
std::vector<FioThreadSample> fioIntervalSamples(const QJsonObject &previous, const QJsonObject &current);

} // namespace drivebench
