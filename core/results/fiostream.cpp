// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiostream.h"

#include <algorithm>
#include <map>
#include <tuple>

#include <QJsonArray>

#include "core/util/jsonnumber.h"

namespace drivebench {

std::vector<QByteArray> FioDocumentSplitter::feed(const QByteArray &chunk)
{
    std::vector<QByteArray> done;
    m_buffer += chunk;
    qsizetype start = 0; // where the document being scanned starts (0 once one is open)
    for (qsizetype i = m_scanned; i < m_buffer.size(); ++i) {
        const char c = m_buffer.at(i);
        if (m_depth == 0) {
            if (c == '{') {
                start = i;
                m_depth = 1;
                m_inString = m_escaped = false;
            }
            continue;
        }
        if (m_inString) {
            if (m_escaped)
                m_escaped = false;
            else if (c == '\\')
                m_escaped = true;
            else if (c == '"')
                m_inString = false;
            continue;
        }
        if (c == '"')
            m_inString = true;
        else if (c == '{')
            ++m_depth;
        else if (c == '}' && --m_depth == 0) {
            done.push_back(m_buffer.mid(start, i + 1 - start));
            start = i + 1;
        }
    }
    // Keep only the open document (or nothing): text before it is not JSON.
    if (m_depth == 0) {
        m_buffer.clear();
        m_scanned = 0;
    } else {
        m_buffer.remove(0, start);
        m_scanned = m_buffer.size();
    }
    return done;
}

namespace {

struct Counters
{
    double runtimeMs = 0;
    std::uint64_t readBytes = 0, writeBytes = 0, readIos = 0, writeIos = 0;
    double clatSumNs = 0;                     ///< mean x count, both directions
    std::map<double, std::uint64_t> clatBins; ///< json+: completion latency bins (ns -> I/Os), both directions
};

/// Adds a direction's completion latencies (clat_ns: mean and, with json+, bins) to c.
void addLatency(Counters &c, const QJsonObject &dir, std::uint64_t ios)
{
    const QJsonObject clat = dir.value(QStringLiteral("clat_ns")).toObject();
    c.clatSumNs += clat.value(QStringLiteral("mean")).toDouble() * double(ios);
    const QJsonObject bins = clat.value(QStringLiteral("bins")).toObject();
    for (auto it = bins.begin(); it != bins.end(); ++it) {
        bool ok = false;
        const double ns = it.key().toDouble(&ok);
        if (ok)
            c.clatBins[ns] += jsonCount(it.value()).value_or(0);
    }
}

using ThreadKey = std::tuple<QString, int, int>; // jobname, groupid, clone

std::map<ThreadKey, Counters> countersOf(const QJsonObject &doc)
{
    std::map<ThreadKey, Counters> out;
    std::map<std::pair<QString, int>, int> clones;
    for (const QJsonValue &v : doc.value(QStringLiteral("jobs")).toArray()) {
        const QJsonObject e = v.toObject();
        const QString job = e.value(QStringLiteral("jobname")).toString();
        const int group = e.value(QStringLiteral("groupid")).toInt();
        const int clone = clones[{job, group}]++;
        Counters c;
        c.runtimeMs = e.value(QStringLiteral("job_runtime")).toDouble();
        const QJsonObject r = e.value(QStringLiteral("read")).toObject(), w = e.value(QStringLiteral("write")).toObject();
        c.readBytes = jsonCount(r.value(QStringLiteral("io_bytes"))).value_or(0);
        c.readIos = jsonCount(r.value(QStringLiteral("total_ios"))).value_or(0);
        c.writeBytes = jsonCount(w.value(QStringLiteral("io_bytes"))).value_or(0);
        c.writeIos = jsonCount(w.value(QStringLiteral("total_ios"))).value_or(0);
        addLatency(c, r, c.readIos);
        addLatency(c, w, c.writeIos);
        out[{job, group, clone}] = c;
    }
    return out;
}

} // namespace

std::vector<FioThreadSample> fioIntervalSamples(const QJsonObject &previous, const QJsonObject &current)
{
    const std::map<ThreadKey, Counters> before = countersOf(previous), now = countersOf(current);
    std::vector<FioThreadSample> out;
    for (const auto &[key, c] : now) {
        Counters b;
        // A thread that had done no I/O was waiting its turn or warming up (ramp_time): fio
        // resets its runtime when measuring starts, so its figures now count from nothing.
        if (const auto it = before.find(key); it != before.end() && it->second.readIos + it->second.writeIos > 0)
            b = it->second;
        if (c.runtimeMs < b.runtimeMs || c.readBytes < b.readBytes || c.writeBytes < b.writeBytes
            || c.readIos < b.readIos || c.writeIos < b.writeIos)
            continue;
        FioThreadSample s;
        std::tie(s.job, s.groupId, s.clone) = key;
        s.runtimeS = c.runtimeMs / 1000.0;
        s.intervalS = (c.runtimeMs - b.runtimeMs) / 1000.0;
        s.readBytes = c.readBytes - b.readBytes;
        s.writeBytes = c.writeBytes - b.writeBytes;
        s.readIos = c.readIos - b.readIos;
        s.writeIos = c.writeIos - b.writeIos;
        if (const std::uint64_t ios = s.readIos + s.writeIos; ios > 0) {
            s.latencyMeanUs = std::max(0.0, (c.clatSumNs - b.clatSumNs) / double(ios) / 1000.0);
            // The highest bin that gained I/Os in the interval (json+ only).
            for (auto it = c.clatBins.rbegin(); it != c.clatBins.rend(); ++it) {
                const auto old = b.clatBins.find(it->first);
                if (it->second > (old == b.clatBins.end() ? 0 : old->second)) {
                    s.latencyMaxUs = it->first / 1000.0;
                    break;
                }
            }
        }
        out.push_back(s);
    }
    return out;
}

} // namespace drivebench
