#include "comparison.h"

#include <algorithm>

#include <QJsonArray>
#include <QStringList>

namespace drivebench {

namespace {

constexpr CompareMetric kMetrics[] = {CompareMetric::Bandwidth, CompareMetric::Iops,
                                      CompareMetric::LatencyMean, CompareMetric::LatencyP99};

double metricOf(const TestResult &t, CompareMetric m)
{
    switch (m) {
    case CompareMetric::Bandwidth: return t.bandwidthBytesPerS;
    case CompareMetric::Iops: return t.iops;
    case CompareMetric::LatencyMean: return t.latencyUs.mean;
    case CompareMetric::LatencyP99: return t.latencyUs.p99;
    }
    return 0;
}

const TestResult *findTest(const RunResult &run, const QString &id, const QString &op)
{
    for (const TestResult &t : run.tests)
        if (t.id == id && t.op == op)
            return &t;
    return nullptr;
}

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString metricKey(CompareMetric m)
{
    switch (m) {
    case CompareMetric::Bandwidth: return QStringLiteral("bandwidth_bytes_per_s");
    case CompareMetric::Iops: return QStringLiteral("iops");
    case CompareMetric::LatencyMean: return QStringLiteral("latency_mean_us");
    case CompareMetric::LatencyP99: return QStringLiteral("latency_p99_us");
    }
    return {};
}

QString metricUnit(CompareMetric m)
{
    switch (m) {
    case CompareMetric::Bandwidth: return QStringLiteral("MB/s");
    case CompareMetric::Iops: return QStringLiteral("IOPS");
    case CompareMetric::LatencyMean:
    case CompareMetric::LatencyP99: return QStringLiteral("µs");
    }
    return {};
}

QString metricLabel(CompareMetric m)
{
    switch (m) {
    case CompareMetric::LatencyMean: return QStringLiteral("mean µs");
    case CompareMetric::LatencyP99: return QStringLiteral("p99 µs");
    default: return metricUnit(m);
    }
}

bool higherIsBetter(CompareMetric m)
{
    return m == CompareMetric::Bandwidth || m == CompareMetric::Iops;
}

double displayValue(CompareMetric m, double value)
{
    return m == CompareMetric::Bandwidth ? value / 1e6 : value;
}

Comparison compareRuns(const std::vector<RunResult> &runs)
{
    // Test keys in order of first appearance over all runs.
    std::vector<std::pair<QString, QString>> keys;
    for (const RunResult &run : runs)
        for (const TestResult &t : run.tests)
            if (std::find(keys.begin(), keys.end(), std::pair(t.id, t.op)) == keys.end())
                keys.emplace_back(t.id, t.op);

    Comparison c;
    for (const auto &[id, op] : keys) {
        for (CompareMetric m : kMetrics) {
            ComparisonRow row{id, op, m, {}, {}, -1};
            bool any = false;
            for (const RunResult &run : runs) {
                const TestResult *t = findTest(run, id, op);
                // A zero figure means "not measured" (e.g. a latency-only test has no bandwidth).
                if (t && metricOf(*t, m) > 0) {
                    row.values.push_back(metricOf(*t, m));
                    any = true;
                } else {
                    row.values.push_back(std::nullopt);
                }
            }
            if (!any)
                continue;
            const std::optional<double> first = row.values.front();
            int present = 0;
            for (std::size_t i = 0; i < row.values.size(); ++i) {
                const std::optional<double> &v = row.values[i];
                row.deltaPct.push_back(v && first ? std::optional<double>((*v - *first) / *first * 100.0)
                                                  : std::nullopt);
                if (!v)
                    continue;
                ++present;
                if (row.best < 0)
                    row.best = int(i);
                else if (higherIsBetter(m) ? *v > *row.values[row.best] : *v < *row.values[row.best])
                    row.best = int(i);
            }
            // Fewer than two values, or all equal: nobody is better.
            bool allEqual = true;
            for (const auto &v : row.values)
                allEqual = allEqual && (!v || *v == *row.values[std::size_t(row.best)]);
            if (present < 2 || allEqual)
                row.best = -1;
            c.rows.push_back(std::move(row));
        }
    }
    return c;
}

QJsonObject toJson(const Comparison &c, const std::vector<qint64> &runIds)
{
    QJsonArray ids;
    for (qint64 id : runIds)
        ids.append(double(id));
    QJsonArray tests;
    for (const ComparisonRow &r : c.rows) {
        QJsonArray values, deltas;
        for (const auto &v : r.values)
            values.append(optional(v));
        for (const auto &d : r.deltaPct)
            deltas.append(optional(d));
        tests.append(QJsonObject{{QStringLiteral("id"), r.testId},
                                 {QStringLiteral("op"), r.op},
                                 {QStringLiteral("metric"), metricKey(r.metric)},
                                 {QStringLiteral("higher_is_better"), higherIsBetter(r.metric)},
                                 {QStringLiteral("values"), values},
                                 {QStringLiteral("delta_pct"), deltas},
                                 {QStringLiteral("best"), r.best < 0 ? QJsonValue(QJsonValue::Null)
                                                                     : QJsonValue(double(runIds.at(r.best)))}});
    }
    return {{QStringLiteral("runs"), ids}, {QStringLiteral("tests"), tests}};
}

QString comparisonText(const Comparison &c, const std::vector<QString> &labels)
{
    constexpr int kCol = 24;
    QString out = QStringLiteral("%1 %2 %3").arg(QStringLiteral("test"), -16).arg(QStringLiteral("op"), -5).arg(QStringLiteral("unit"), -7);
    for (const QString &l : labels)
        out += QLatin1Char(' ') + l.left(kCol).leftJustified(kCol);
    out = out.trimmed() + QLatin1Char('\n');
    for (const ComparisonRow &r : c.rows) {
        QString line = QStringLiteral("%1 %2 %3").arg(r.testId, -16).arg(r.op, -5).arg(metricLabel(r.metric), -7);
        for (std::size_t i = 0; i < r.values.size(); ++i) {
            QString cell = QStringLiteral("-");
            if (r.values[i]) {
                const double shown = displayValue(r.metric, *r.values[i]);
                cell = QString::number(shown, 'f', r.metric == CompareMetric::Iops ? 1 : (shown < 100 ? 3 : 2));
                if (i > 0 && r.deltaPct[i])
                    cell += QStringLiteral(" (%1%2 %)").arg(*r.deltaPct[i] >= 0 ? QStringLiteral("+") : QString()).arg(*r.deltaPct[i], 0, 'f', 1);
                if (int(i) == r.best)
                    cell += QStringLiteral(" *");
            }
            line += QLatin1Char(' ') + cell.leftJustified(kCol);
        }
        out += line.trimmed() + QLatin1Char('\n');
    }
    out += QStringLiteral("(* = better; %-differences are against the first run; MB/s = 10^6 bytes/s)\n");
    return out;
}

} // namespace drivebench
