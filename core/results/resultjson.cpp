// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultjson.h"

#include "core/results/runrecordjson.h"
#include "core/results/testreading.h"

#include <cmath>

#include <QJsonArray>

#include "core/results/workloadfiguresjson.h"
#include "core/stats/latencybins.h"
#include "core/util/jsonnumber.h"
#include "core/util/utctime.h"

namespace drivebench {

namespace {

QJsonValue u64(std::uint64_t v) { return QJsonValue(double(v)); }

// Integer fields of one object; the first out-of-range one is kept as the error (a negative or
// huge count is a damaged file, and converting it would be undefined behaviour).
class CountReader
{
public:
    explicit CountReader(QString where) : m_where(std::move(where)) {}
    std::uint64_t operator()(const QJsonObject &o, const QString &key, std::uint64_t max = UINT64_MAX,
                             const QString &within = QString())
    {
        const QJsonValue v = o.value(key);
        if (const auto n = jsonCount(v, max))
            return *n;
        if (m_bad.isEmpty())
            m_bad = QStringLiteral("%1%2 is %3, not a whole number from 0 to %4")
                        .arg(m_where + within, key, jsonNumberText(v), QString::number(max));
        return 0;
    }
    const QString &bad() const { return m_bad; }

private:
    QString m_where;
    QString m_bad;
};

Error fieldError(const QString &field, const QString &what)
{
    return Error::make(std::errc::invalid_argument,
                       QStringLiteral("result JSON: %1 %2").arg(field, what).toStdString(),
                       "the file is not a DriveBench result; export it again with drivebench-cli");
}

QJsonValue numberOrNull(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

std::optional<double> optionalNumber(const QJsonValue &v)
{
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

QJsonObject steadyJson(const TestSteadyState &s)
{
    QJsonArray rounds;
    for (double v : s.state.rounds)
        rounds.append(v);
    const std::optional<SteadyWindow> &w = s.state.window;
    return {{QStringLiteral("reached"), s.state.reached},
            {QStringLiteral("round"), s.state.round ? QJsonValue(*s.state.round) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("excursion_pct"), numberOrNull(w ? std::optional(w->excursionPct) : std::nullopt)},
            {QStringLiteral("slope_pct"), numberOrNull(w ? std::optional(w->slopePct) : std::nullopt)},
            {QStringLiteral("window_mean"), numberOrNull(w ? std::optional(w->mean) : std::nullopt)},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("unit"), s.unit},
            {QStringLiteral("max_rounds"), s.maxRounds}};
}

Result<TestSteadyState> steadyFromJson(const QJsonObject &o)
{
    TestSteadyState s;
    if (!o.value(QStringLiteral("reached")).isBool() || !o.value(QStringLiteral("rounds")).isArray())
        return fieldError(QStringLiteral("tests[].steady"), QStringLiteral("lacks reached or rounds"));
    s.state.reached = o.value(QStringLiteral("reached")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("rounds")).toArray()) {
        if (!v.isDouble())
            return fieldError(QStringLiteral("tests[].steady.rounds"), QStringLiteral("holds a value that is not a number"));
        s.state.rounds.push_back(v.toDouble());
    }
    if (const QJsonValue r = o.value(QStringLiteral("round")); r.isDouble()) {
        const int round = r.toInt(-1);
        if (round < 1 || std::size_t(round) > s.state.rounds.size())
            return fieldError(QStringLiteral("tests[].steady.round"), QStringLiteral("is not one of its rounds"));
        s.state.round = round;
    }
    const auto excursion = optionalNumber(o.value(QStringLiteral("excursion_pct")));
    const auto slope = optionalNumber(o.value(QStringLiteral("slope_pct")));
    if (excursion && slope) {
        SteadyWindow w;
        w.excursionPct = *excursion;
        w.slopePct = *slope;
        w.mean = o.value(QStringLiteral("window_mean")).toDouble();
        w.holds = s.state.reached;
        s.state.window = w;
    }
    s.unit = o.value(QStringLiteral("unit")).toString();
    s.maxRounds = o.value(QStringLiteral("max_rounds")).toInt();
    return s;
}

QJsonObject fairnessJson(const ThreadFairness &f)
{
    QJsonArray shares;
    for (double v : f.shares)
        shares.append(v);
    return {{QStringLiteral("shares"), shares},
            {QStringLiteral("min_share_of_mean"), f.minShareOfMean},
            {QStringLiteral("least_worker"), f.leastWorker},
            {QStringLiteral("first_done_worker"), f.firstDoneWorker},
            {QStringLiteral("last_done_worker"), f.lastDoneWorker},
            {QStringLiteral("first_done_s"), f.firstDoneS},
            {QStringLiteral("last_done_s"), f.lastDoneS}};
}

Result<ThreadFairness> fairnessFromJson(const QJsonObject &o)
{
    ThreadFairness f;
    if (!o.value(QStringLiteral("shares")).isArray() || !o.value(QStringLiteral("min_share_of_mean")).isDouble())
        return fieldError(QStringLiteral("tests[].fairness"), QStringLiteral("lacks shares or min_share_of_mean"));
    for (const QJsonValue &v : o.value(QStringLiteral("shares")).toArray())
        f.shares.push_back(v.toDouble());
    const int n = int(f.shares.size());
    f.minShareOfMean = o.value(QStringLiteral("min_share_of_mean")).toDouble();
    f.leastWorker = o.value(QStringLiteral("least_worker")).toInt();
    f.firstDoneWorker = o.value(QStringLiteral("first_done_worker")).toInt();
    f.lastDoneWorker = o.value(QStringLiteral("last_done_worker")).toInt();
    for (int worker : {f.leastWorker, f.firstDoneWorker, f.lastDoneWorker}) {
        if (worker < 0 || worker >= n)
            return fieldError(QStringLiteral("tests[].fairness"),
                              QStringLiteral("names worker %1 of %2").arg(worker).arg(n));
    }
    f.firstDoneS = o.value(QStringLiteral("first_done_s")).toDouble();
    f.lastDoneS = o.value(QStringLiteral("last_done_s")).toDouble();
    return f;
}

// The thermal record's keys, at the top level of the test (testthermal.h, docs/health.md).
void insertThermal(QJsonObject &o, const TestThermal &thermal)
{
    if (const std::optional<TestTemperature> &c = thermal.temperature) {
        QJsonArray series;
        for (const auto &[time, celsius] : c->series)
            series.append(QJsonArray{time, celsius});
        QJsonObject temperature{{QStringLiteral("start"), c->startC},
                                {QStringLiteral("max"), c->maxC},
                                {QStringLiteral("end"), c->endC},
                                {QStringLiteral("series"), series}};
        if (c->periodS)
            temperature.insert(QStringLiteral("period_s"), *c->periodS);
        o.insert(QStringLiteral("temperature_c"), temperature);
    }
    o.insert(QStringLiteral("throttled"), thermal.throttled);
    o.insert(QStringLiteral("throttle_reasons"), QJsonArray::fromStringList(thermal.throttleReasons));
    o.insert(QStringLiteral("throttle_basis"), QJsonArray::fromStringList(thermal.throttleBasis));
}

std::optional<TestThermal> thermalFromJson(const QJsonObject &o)
{
    if (!o.contains(QStringLiteral("temperature_c")) && !o.contains(QStringLiteral("throttled")))
        return std::nullopt;
    TestThermal t;
    if (const QJsonObject temp = o.value(QStringLiteral("temperature_c")).toObject(); !temp.isEmpty()) {
        TestTemperature c;
        c.startC = temp.value(QStringLiteral("start")).toDouble();
        c.maxC = temp.value(QStringLiteral("max")).toDouble();
        c.endC = temp.value(QStringLiteral("end")).toDouble();
        c.periodS = optionalNumber(temp.value(QStringLiteral("period_s")));
        for (const QJsonValue &v : temp.value(QStringLiteral("series")).toArray()) {
            const QJsonArray point = v.toArray();
            if (point.size() >= 2 && point.at(0).isDouble() && point.at(1).isDouble())
                c.series.emplace_back(point.at(0).toDouble(), point.at(1).toDouble());
        }
        t.temperature = std::move(c);
    }
    t.throttled = o.value(QStringLiteral("throttled")).toBool();
    for (const QJsonValue &r : o.value(QStringLiteral("throttle_reasons")).toArray())
        t.throttleReasons << r.toString();
    for (const QJsonValue &b : o.value(QStringLiteral("throttle_basis")).toArray())
        t.throttleBasis << b.toString();
    return t;
}

} // namespace

QJsonObject toJson(const PassSpread &s)
{
    return {{QStringLiteral("min"), s.min}, {QStringLiteral("max"), s.max},
            {QStringLiteral("mean"), s.mean}, {QStringLiteral("stdev"), s.stdev}};
}

PassSpread spreadFromJson(const QJsonObject &o)
{
    return {o.value(QStringLiteral("min")).toDouble(), o.value(QStringLiteral("max")).toDouble(),
            o.value(QStringLiteral("mean")).toDouble(), o.value(QStringLiteral("stdev")).toDouble()};
}

QJsonObject toJson(const LatencySummaryUs &l)
{
    return {{QStringLiteral("min"), l.min},   {QStringLiteral("mean"), l.mean},
            {QStringLiteral("p50"), l.p50},   {QStringLiteral("p90"), l.p90},
            {QStringLiteral("p99"), l.p99},   {QStringLiteral("p999"), l.p999},
            {QStringLiteral("p9999"), l.p9999}, {QStringLiteral("max"), l.max}};
}

LatencySummaryUs latencyFromJson(const QJsonObject &o)
{
    LatencySummaryUs l;
    l.min = o.value(QStringLiteral("min")).toDouble();
    l.mean = o.value(QStringLiteral("mean")).toDouble();
    l.p50 = o.value(QStringLiteral("p50")).toDouble();
    l.p90 = o.value(QStringLiteral("p90")).toDouble();
    l.p99 = o.value(QStringLiteral("p99")).toDouble();
    l.p999 = o.value(QStringLiteral("p999")).toDouble();
    l.p9999 = o.value(QStringLiteral("p9999")).toDouble();
    l.max = o.value(QStringLiteral("max")).toDouble();
    return l;
}

QJsonObject toJson(const TestResult &t)
{
    QJsonArray perThread;
    for (const ThreadResult &r : t.perThread) {
        perThread.append(QJsonObject{{QStringLiteral("thread"), r.thread},
                                     {QStringLiteral("bandwidth_bytes_per_s"), r.bandwidthBytesPerS},
                                     {QStringLiteral("iops"), r.iops},
                                     {QStringLiteral("ios"), u64(r.ios)},
                                     {QStringLiteral("bytes"), u64(r.bytes)},
                                     {QStringLiteral("latency_us"), toJson(r.latencyUs)}});
    }
    QJsonArray samples;
    for (const LiveSample &s : t.samples) {
        samples.append(QJsonObject{{QStringLiteral("time_s"), s.timeS},
                                   {QStringLiteral("thread"), s.thread},
                                   {QStringLiteral("bytes"), u64(s.bytes)},
                                   {QStringLiteral("ios"), u64(s.ios)},
                                   {QStringLiteral("latency_mean_us"), s.latencyMeanUs},
                                   {QStringLiteral("latency_max_us"), s.latencyMaxUs}});
    }
    QJsonArray passes;
    for (double bw : t.passBandwidthBytesPerS)
        passes.append(bw);
    QJsonObject o{
        {QStringLiteral("id"), t.id},
        {QStringLiteral("label"), testLabel(t)},
        {QStringLiteral("reading"), readingName(readingOf(t))},
        {QStringLiteral("op"), t.op},
        {QStringLiteral("pass_end"), passLengthName(passLengthOf(t))},
        {QStringLiteral("block_size"), double(t.blockSize)},
        {QStringLiteral("queue_depth"), t.queueDepth},
        {QStringLiteral("threads"), t.threads},
        {QStringLiteral("passes"), t.passes},
        {QStringLiteral("read_percent"), t.readPercent},
        {QStringLiteral("aggregation"), t.aggregation},
        {QStringLiteral("bandwidth_bytes_per_s"), t.bandwidthBytesPerS},
        {QStringLiteral("iops"), t.iops},
        {QStringLiteral("ios"), u64(t.ios)},
        {QStringLiteral("read_ios"), u64(t.readIos)},
        {QStringLiteral("write_ios"), u64(t.writeIos)},
        {QStringLiteral("bytes_read"), u64(t.bytesRead)},
        {QStringLiteral("bytes_written"), u64(t.bytesWritten)},
        {QStringLiteral("duration_s"), t.durationS},
        {QStringLiteral("latency_us"), toJson(t.latencyUs)},
        {QStringLiteral("read_latency_us"), toJson(t.readLatencyUs)},
        {QStringLiteral("write_latency_us"), toJson(t.writeLatencyUs)},
        {QStringLiteral("spread"),
         QJsonObject{{QStringLiteral("bandwidth_bytes_per_s"), toJson(t.bandwidthSpread)},
                     {QStringLiteral("iops"), toJson(t.iopsSpread)},
                     {QStringLiteral("pass_bandwidth_bytes_per_s"), passes}}},
        {QStringLiteral("per_thread"), perThread},
        {QStringLiteral("samples"), samples},
        {QStringLiteral("errors"), QJsonArray::fromStringList(lineTexts(t.errors))},
        {QStringLiteral("completed"), t.completed},
        {QStringLiteral("skipped"), t.skipped},
    };
    if (!t.latencyBins.empty()) {
        QJsonArray upper, counts;
        for (int i = 0; i < kLatencyBins; ++i)
            upper.append(latencyBinUpperUs(i));
        for (std::uint64_t n : t.latencyBins)
            counts.append(u64(n));
        o.insert(QStringLiteral("latency_histogram"),
                 QJsonObject{{QStringLiteral("upper_us"), upper}, {QStringLiteral("counts"), counts}});
    }
    if (const QJsonObject extra = workloadFiguresJson(t.figures); !extra.isEmpty())
        o.insert(QStringLiteral("extra"), extra);
    if (!t.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(lineTexts(t.notes)));
    if (t.thermal)
        insertThermal(o, *t.thermal);
    if (t.steady)
        o.insert(QStringLiteral("steady"), steadyJson(*t.steady));
    if (t.fairness)
        o.insert(QStringLiteral("fairness"), fairnessJson(*t.fairness));
    return o;
}

QJsonObject toJson(const RunWarning &w)
{
    auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s); };
    return {{QStringLiteral("code"), w.code},
            {QStringLiteral("test"), orNull(w.test)},
            {QStringLiteral("op"), orNull(w.op)},
            {QStringLiteral("message"), w.text()}}; // the settings in neutral words
}

QJsonObject toJson(const RunResult &run)
{
    QJsonArray tests;
    for (const TestResult &t : run.tests)
        tests.append(toJson(t));
    QJsonArray warnings;
    for (const RunWarning &w : run.warnings)
        warnings.append(toJson(w));
    QJsonObject o{
        {QStringLiteral("schema_version"), run.schemaVersion},
        {QStringLiteral("tool"), QJsonObject{{QStringLiteral("name"), run.toolName},
                                             {QStringLiteral("version"), run.toolVersion}}},
        {QStringLiteral("target"),
         QJsonObject{{QStringLiteral("path"), run.target.path},
                     {QStringLiteral("kind"), run.target.kind},
                     {QStringLiteral("filesystem"), run.target.filesystem},
                     {QStringLiteral("device"), run.target.device},
                     {QStringLiteral("size_bytes"), u64(run.target.sizeBytes)}}},
        {QStringLiteral("settings"), toJson(run.settings)},
        {QStringLiteral("drive"), toJson(run.drive)},
        {QStringLiteral("started_at"), isoUtc(run.startedAt)},
        {QStringLiteral("finished_at"), isoUtc(run.finishedAt)},
        {QStringLiteral("environment"), QJsonObject{{QStringLiteral("kernel"), run.kernel},
                                                    {QStringLiteral("cpu"), run.cpu}}},
        {QStringLiteral("engine"), run.engine},
        {QStringLiteral("cached"), run.cached},
        {QStringLiteral("comment"), run.comment},
        {QStringLiteral("completed"), run.completed},
        {QStringLiteral("tests"), tests},
        {QStringLiteral("errors"), QJsonArray::fromStringList(lineTexts(run.errors))},
    };
    if (!run.health.isEmpty())
        o.insert(QStringLiteral("health"), run.health);
    o.insert(QStringLiteral("warnings"), warnings);
    if (!run.host.isEmpty()) // optional: runs made before it was recorded have none
        o.insert(QStringLiteral("host"), run.host);
    if (run.remote)
        o.insert(QStringLiteral("remote"), QJsonObject{{QStringLiteral("name"), run.remote->name},
                                                      {QStringLiteral("transport"), run.remote->transport},
                                                      {QStringLiteral("user"), run.remote->user},
                                                      {QStringLiteral("fio_version"), run.remote->fioVersion},
                                                      {QStringLiteral("fio_engine"), run.remote->fioEngine}});
    return o;
}

Result<TestResult> testFromJson(const QJsonObject &o)
{
    if (!o.value(QStringLiteral("id")).isString())
        return fieldError(QStringLiteral("tests[].id"), QStringLiteral("is missing"));
    TestResult t;
    CountReader count{QStringLiteral("tests[].")};
    t.id = o.value(QStringLiteral("id")).toString();
    t.op = o.value(QStringLiteral("op")).toString();
    t.label = o.value(QStringLiteral("label")).toString();
    t.reading = o.value(QStringLiteral("reading")).toString();
    t.passEnd = o.value(QStringLiteral("pass_end")).toString();
    t.blockSize = std::uint32_t(count(o, QStringLiteral("block_size"), UINT32_MAX));
    t.queueDepth = o.value(QStringLiteral("queue_depth")).toInt();
    t.threads = o.value(QStringLiteral("threads")).toInt();
    t.passes = o.value(QStringLiteral("passes")).toInt();
    t.readPercent = o.value(QStringLiteral("read_percent")).toInt(100);
    t.aggregation = o.value(QStringLiteral("aggregation")).toString();
    t.bandwidthBytesPerS = o.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble();
    t.iops = o.value(QStringLiteral("iops")).toDouble();
    t.ios = count(o, QStringLiteral("ios"));
    t.readIos = count(o, QStringLiteral("read_ios"));
    t.writeIos = count(o, QStringLiteral("write_ios"));
    t.bytesRead = count(o, QStringLiteral("bytes_read"));
    t.bytesWritten = count(o, QStringLiteral("bytes_written"));
    t.durationS = o.value(QStringLiteral("duration_s")).toDouble();
    t.latencyUs = latencyFromJson(o.value(QStringLiteral("latency_us")).toObject());
    t.readLatencyUs = latencyFromJson(o.value(QStringLiteral("read_latency_us")).toObject());
    t.writeLatencyUs = latencyFromJson(o.value(QStringLiteral("write_latency_us")).toObject());
    const QJsonObject spread = o.value(QStringLiteral("spread")).toObject();
    t.bandwidthSpread = spreadFromJson(spread.value(QStringLiteral("bandwidth_bytes_per_s")).toObject());
    t.iopsSpread = spreadFromJson(spread.value(QStringLiteral("iops")).toObject());
    for (const QJsonValue &v : spread.value(QStringLiteral("pass_bandwidth_bytes_per_s")).toArray())
        t.passBandwidthBytesPerS.push_back(v.toDouble());
    for (const QJsonValue &v : o.value(QStringLiteral("per_thread")).toArray()) {
        const QJsonObject p = v.toObject();
        ThreadResult r;
        r.thread = p.value(QStringLiteral("thread")).toInt();
        r.bandwidthBytesPerS = p.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble();
        r.iops = p.value(QStringLiteral("iops")).toDouble();
        r.ios = count(p, QStringLiteral("ios"), UINT64_MAX, QStringLiteral("per_thread[]."));
        r.bytes = count(p, QStringLiteral("bytes"), UINT64_MAX, QStringLiteral("per_thread[]."));
        r.latencyUs = latencyFromJson(p.value(QStringLiteral("latency_us")).toObject());
        t.perThread.push_back(r);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("samples")).toArray()) {
        const QJsonObject s = v.toObject();
        t.samples.push_back({s.value(QStringLiteral("time_s")).toDouble(),
                             s.value(QStringLiteral("thread")).toInt(),
                             count(s, QStringLiteral("bytes"), UINT64_MAX, QStringLiteral("samples[].")),
                             count(s, QStringLiteral("ios"), UINT64_MAX, QStringLiteral("samples[].")),
                             s.value(QStringLiteral("latency_mean_us")).toDouble(),
                             s.value(QStringLiteral("latency_max_us")).toDouble()});
    }
    if (o.contains(QStringLiteral("latency_histogram"))) {
        // Six bins per decade, as written above; another layout is a damaged or foreign file.
        const QJsonObject h = o.value(QStringLiteral("latency_histogram")).toObject();
        const QJsonArray upper = h.value(QStringLiteral("upper_us")).toArray();
        const QJsonArray counts = h.value(QStringLiteral("counts")).toArray();
        bool same = upper.size() == kLatencyBins && counts.size() == kLatencyBins;
        for (int i = 0; same && i < kLatencyBins; ++i)
            same = std::abs(upper.at(i).toDouble() - latencyBinUpperUs(i)) <= 1e-9 * latencyBinUpperUs(i);
        if (!same)
            return fieldError(QStringLiteral("tests[].latency_histogram"),
                              QStringLiteral("does not have the %1 bins of six per decade from 1 µs to 10 s").arg(kLatencyBins));
        for (int i = 0; i < kLatencyBins; ++i) {
            // jsonCount reads a missing value as 0 and drops a fraction; a bin holds whole I/Os.
            const QJsonValue c = counts.at(i);
            const bool whole = c.isDouble() && c.toDouble() == std::trunc(c.toDouble());
            const std::optional<std::uint64_t> n = whole ? jsonCount(c, UINT64_MAX) : std::nullopt;
            if (!n)
                return fieldError(QStringLiteral("tests[].latency_histogram.counts[%1]").arg(i),
                                  QStringLiteral("is %1, not a whole number").arg(jsonNumberText(counts.at(i))));
            t.latencyBins.push_back(*n);
        }
    }
    for (const QJsonValue &v : o.value(QStringLiteral("errors")).toArray())
        t.errors << v.toString();
    t.completed = o.value(QStringLiteral("completed")).toBool(true);
    t.skipped = o.value(QStringLiteral("skipped")).toBool(false);
    t.figures = workloadFiguresFromJson(o.value(QStringLiteral("extra")).toObject());
    t.thermal = thermalFromJson(o);
    for (const QJsonValue &v : o.value(QStringLiteral("notes")).toArray())
        t.notes << v.toString();
    if (o.contains(QStringLiteral("steady"))) {
        Result<TestSteadyState> steady = steadyFromJson(o.value(QStringLiteral("steady")).toObject());
        if (!steady)
            return steady.error();
        t.steady = std::move(*steady);
    }
    if (o.contains(QStringLiteral("fairness"))) {
        Result<ThreadFairness> fairness = fairnessFromJson(o.value(QStringLiteral("fairness")).toObject());
        if (!fairness)
            return fairness.error();
        t.fairness = std::move(*fairness);
    }
    if (!count.bad().isEmpty())
        return Error::make(std::errc::invalid_argument, ("result JSON: " + count.bad()).toStdString(),
                           "the file is damaged; export the run again with drivebench-cli");
    return t;
}

QJsonObject upgradeSettings(QJsonObject s, int schemaVersion)
{
    if (schemaVersion >= 2)
        return s;
    const QString size = QStringLiteral("size_bytes");
    const QString direct = QStringLiteral("direct");
    if (s.contains(size)) {
        if (!s.contains(QStringLiteral("test_file_bytes")))
            s.insert(QStringLiteral("test_file_bytes"), s.value(size));
        s.remove(size);
    }
    if (s.contains(direct)) {
        if (!s.contains(QStringLiteral("buffered")))
            s.insert(QStringLiteral("buffered"), !s.value(direct).toBool(true));
        s.remove(direct);
    }
    return s;
}

Result<RunResult> runFromJson(const QJsonObject &o)
{
    if (!o.contains(QStringLiteral("schema_version")))
        return fieldError(QStringLiteral("schema_version"), QStringLiteral("is missing"));
    RunResult run;
    run.schemaVersion = o.value(QStringLiteral("schema_version")).toInt();
    if (run.schemaVersion < 1 || run.schemaVersion > kResultSchemaVersion)
        return fieldError(QStringLiteral("schema_version"),
                          QStringLiteral("%1 is not supported (this build reads 1 to %2)")
                              .arg(run.schemaVersion)
                              .arg(kResultSchemaVersion));
    if (!o.value(QStringLiteral("tests")).isArray())
        return fieldError(QStringLiteral("tests"), QStringLiteral("is missing or not an array"));
    const QJsonObject tool = o.value(QStringLiteral("tool")).toObject();
    run.toolName = tool.value(QStringLiteral("name")).toString();
    run.toolVersion = tool.value(QStringLiteral("version")).toString();
    const QJsonObject target = o.value(QStringLiteral("target")).toObject();
    run.target.path = target.value(QStringLiteral("path")).toString();
    run.target.kind = target.value(QStringLiteral("kind")).toString();
    run.target.filesystem = target.value(QStringLiteral("filesystem")).toString();
    run.target.device = target.value(QStringLiteral("device")).toString();
    CountReader count{QStringLiteral("target.")};
    run.target.sizeBytes = count(target, QStringLiteral("size_bytes"));
    if (!count.bad().isEmpty())
        return Error::make(std::errc::invalid_argument, ("result JSON: " + count.bad()).toStdString(),
                           "the file is damaged; export the run again with drivebench-cli");
    run.settings = settingsFromJson(o.value(QStringLiteral("settings")).toObject(), run.schemaVersion);
    run.drive = driveFromJson(o.value(QStringLiteral("drive")).toObject());
    run.startedAt = QDateTime::fromString(o.value(QStringLiteral("started_at")).toString(), Qt::ISODateWithMs);
    run.finishedAt = QDateTime::fromString(o.value(QStringLiteral("finished_at")).toString(), Qt::ISODateWithMs);
    const QJsonObject env = o.value(QStringLiteral("environment")).toObject();
    run.kernel = env.value(QStringLiteral("kernel")).toString();
    run.cpu = env.value(QStringLiteral("cpu")).toString();
    run.host = o.value(QStringLiteral("host")).toString();
    if (const QJsonObject r = o.value(QStringLiteral("remote")).toObject(); !r.isEmpty())
        run.remote = RemoteRunInfo{r.value(QStringLiteral("name")).toString(),
                                   r.value(QStringLiteral("transport")).toString(),
                                   r.value(QStringLiteral("user")).toString(),
                                   r.value(QStringLiteral("fio_version")).toString(),
                                   r.value(QStringLiteral("fio_engine")).toString()};
    run.engine = o.value(QStringLiteral("engine")).toString();
    run.cached = o.value(QStringLiteral("cached")).toBool();
    run.comment = o.value(QStringLiteral("comment")).toString();
    run.completed = o.value(QStringLiteral("completed")).toBool(true);
    const QJsonArray tests = o.value(QStringLiteral("tests")).toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        Result<TestResult> t = testFromJson(tests.at(i).toObject());
        if (!t)
            return fieldError(QStringLiteral("tests[%1]").arg(i),
                              QString::fromStdString(t.error().message));
        run.tests.push_back(std::move(t).value());
    }
    for (const QJsonValue &v : o.value(QStringLiteral("errors")).toArray())
        run.errors << v.toString();
    run.health = o.value(QStringLiteral("health")).toObject();
    for (const QJsonValue &v : o.value(QStringLiteral("warnings")).toArray()) {
        const QJsonObject w = v.toObject();
        if (!w.value(QStringLiteral("code")).isString())
            return fieldError(QStringLiteral("warnings[].code"), QStringLiteral("is missing"));
        run.warnings.push_back({w.value(QStringLiteral("code")).toString(),
                                w.value(QStringLiteral("test")).toString(),
                                w.value(QStringLiteral("op")).toString(),
                                w.value(QStringLiteral("message")).toString()});
    }
    return run;
}

} // namespace drivebench
