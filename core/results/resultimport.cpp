// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultimport.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <map>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/results/resultjson.h"
#include "core/results/resultpng.h"
#include "core/results/runrecordjson.h"
#include "core/util/jsonnumber.h"
#include "core/util/utctime.h"

namespace drivebench {

namespace {

Error fioError(const QString &source, const QString &what)
{
    return Error::make(std::errc::invalid_argument,
                       QStringLiteral("%1: %2").arg(source, what).toStdString(),
                       "give fio output written with --output-format=json or json+ (one run, "
                       "not --status-interval snapshots mixed with text)");
}

/// fio sizes: "4k", "1m", "128K", "4096", "4KiB", "1M-1M", "4k,8k" (first value counts);
/// k/m/g are powers of 1024 (fio's default kb_base).
std::uint64_t parseFioSize(const QString &given, std::uint64_t fallback)
{
    QString s = given.trimmed().toLower();
    s = s.section(QLatin1Char(','), 0, 0).section(QLatin1Char('-'), 0, 0).section(QLatin1Char(':'), 0, 0);
    if (s.endsWith(QLatin1String("ib")))
        s.chop(2);
    else if (s.endsWith(QLatin1Char('b')))
        s.chop(1);
    std::uint64_t unit = 1;
    if (!s.isEmpty()) {
        switch (s.back().toLatin1()) {
        case 'k': unit = 1ull << 10; break;
        case 'm': unit = 1ull << 20; break;
        case 'g': unit = 1ull << 30; break;
        case 't': unit = 1ull << 40; break;
        default: break;
        }
        if (unit != 1)
            s.chop(1);
    }
    bool ok = false;
    const std::uint64_t n = s.toULongLong(&ok);
    return ok ? n * unit : fallback;
}

/// Reads the options of a job: its own "job options" over the "global options".
struct FioOptions
{
    QJsonObject global;
    QJsonObject job;
    QString value(const char *key) const
    {
        const QLatin1String k(key);
        return job.contains(k) ? job.value(k).toString() : global.value(k).toString();
    }
    bool flag(const char *key) const
    {
        const QString v = value(key).toLower();
        return v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("on");
    }
};

// fio's percentile keys are printed with six decimals ("99.900000").
struct PercentileKey { const char *key; double LatencySummaryUs::*field; };
constexpr PercentileKey kPercentiles[] = {
    {"50.000000", &LatencySummaryUs::p50},   {"90.000000", &LatencySummaryUs::p90},
    {"99.000000", &LatencySummaryUs::p99},   {"99.900000", &LatencySummaryUs::p999},
    {"99.990000", &LatencySummaryUs::p9999},
};

/// One direction of one fio job entry: percentiles from clat_ns, min/mean/max from lat_ns.
LatencySummaryUs latencyOf(const QJsonObject &dir)
{
    LatencySummaryUs l;
    const QJsonObject lat = dir.value(QStringLiteral("lat_ns")).toObject();
    l.min = lat.value(QStringLiteral("min")).toDouble() / 1000.0;
    l.mean = lat.value(QStringLiteral("mean")).toDouble() / 1000.0;
    l.max = lat.value(QStringLiteral("max")).toDouble() / 1000.0;
    const QJsonObject pct = dir.value(QStringLiteral("clat_ns")).toObject().value(QStringLiteral("percentile")).toObject();
    for (const PercentileKey &p : kPercentiles)
        l.*p.field = pct.value(QLatin1String(p.key)).toDouble() / 1000.0;
    return l;
}

/// Percentile p (0-100) of fio json+ latency bins {"ns": count}: the smallest bin value whose
/// cumulative count reaches p % of all samples.
double binPercentileNs(const std::map<double, double> &bins, double total, double p)
{
    double seen = 0;
    for (const auto &[ns, count] : bins) {
        seen += count;
        if (seen >= p / 100.0 * total)
            return ns;
    }
    return bins.empty() ? 0 : bins.rbegin()->first;
}

/// The headline latency of clones merged (numjobs without group_reporting): exact min/max,
/// N-weighted mean, and percentiles from the summed json+ bins when every clone has them.
LatencySummaryUs mergedLatency(const std::vector<QJsonObject> &dirs, bool *percentilesKnown)
{
    if (dirs.size() == 1) {
        *percentilesKnown = true;
        return latencyOf(dirs.front());
    }
    LatencySummaryUs l;
    double n = 0, weighted = 0;
    std::map<double, double> bins;
    bool allBins = true;
    l.min = -1;
    for (const QJsonObject &d : dirs) {
        const QJsonObject lat = d.value(QStringLiteral("lat_ns")).toObject();
        const double count = lat.value(QStringLiteral("N")).toDouble();
        const double mn = lat.value(QStringLiteral("min")).toDouble() / 1000.0;
        l.min = l.min < 0 ? mn : std::min(l.min, mn);
        l.max = std::max(l.max, lat.value(QStringLiteral("max")).toDouble() / 1000.0);
        weighted += lat.value(QStringLiteral("mean")).toDouble() / 1000.0 * count;
        n += count;
        const QJsonObject b = d.value(QStringLiteral("clat_ns")).toObject().value(QStringLiteral("bins")).toObject();
        allBins = allBins && !b.isEmpty();
        for (auto it = b.begin(); it != b.end(); ++it)
            bins[it.key().toDouble()] += it.value().toDouble();
    }
    l.min = std::max(l.min, 0.0);
    l.mean = n > 0 ? weighted / n : 0;
    *percentilesKnown = allBins;
    if (allBins) {
        double total = 0;
        for (const auto &b : bins)
            total += b.second;
        for (const PercentileKey &p : kPercentiles)
            l.*p.field = binPercentileNs(bins, total, QString::fromLatin1(p.key).toDouble()) / 1000.0;
    }
    return l;
}

/// fio's direction object without json+ bins (kept raw in extra.fio for reference).
QJsonObject withoutBins(QJsonObject dir)
{
    for (const char *key : {"clat_ns", "lat_ns", "slat_ns"}) {
        QJsonObject o = dir.value(QLatin1String(key)).toObject();
        if (o.contains(QStringLiteral("bins"))) {
            o.remove(QStringLiteral("bins"));
            dir.insert(QLatin1String(key), o);
        }
    }
    return dir;
}

/// One group of job entries with the same groupid and jobname (numjobs clones, or one entry).
struct FioJob
{
    QString name;
    int groupId = 0;
    std::vector<QJsonObject> entries;
};

std::vector<TestResult> testsFromJob(const FioJob &job, const QJsonObject &global)
{
    const FioOptions opt{global, job.entries.front().value(QStringLiteral("job options")).toObject()};
    const QString rw = opt.value("rw").isEmpty() ? opt.value("readwrite") : opt.value("rw");
    const bool random = rw.startsWith(QLatin1String("rand"));
    const std::uint64_t bs = parseFioSize(opt.value("bs").isEmpty() ? opt.value("blocksize") : opt.value("bs"), 4096);
    const int qd = std::max(1, opt.value("iodepth").toInt());
    const int numjobs = std::max(1, opt.value("numjobs").toInt());
    const int threads = job.entries.size() > 1 ? int(job.entries.size()) : numjobs;
    const bool mixed = rw.endsWith(QLatin1String("rw")) || rw.endsWith(QLatin1String("readwrite"));
    const int mixRead = opt.value("rwmixread").isEmpty() ? (opt.value("rwmixwrite").isEmpty() ? 50 : 100 - opt.value("rwmixwrite").toInt())
                                                          : opt.value("rwmixread").toInt();

    std::vector<TestResult> tests;
    for (const char *direction : {"read", "write", "trim"}) {
        std::vector<QJsonObject> dirs;
        for (const QJsonObject &e : job.entries)
            dirs.push_back(e.value(QLatin1String(direction)).toObject());
        double totalIos = 0;
        for (const QJsonObject &d : dirs)
            totalIos += d.value(QStringLiteral("total_ios")).toDouble();
        if (totalIos <= 0)
            continue;
        TestResult t;
        t.id = testIdFor(random, bs, qd, threads);
        t.op = QLatin1String(direction);
        t.blockSize = std::uint32_t(bs);
        t.queueDepth = qd;
        t.threads = threads;
        t.passes = 1;
        t.readPercent = mixed ? mixRead : (t.op == QLatin1String("read") ? 100 : 0);
        t.aggregation = QStringLiteral("single");
        QJsonArray raw;
        for (std::size_t k = 0; k < dirs.size(); ++k) {
            const QJsonObject &d = dirs[k];
            // In range: checkCounts() refused the file otherwise.
            const std::uint64_t ios = jsonCount(d.value(QStringLiteral("total_ios"))).value_or(0);
            const std::uint64_t bytes = jsonCount(d.value(QStringLiteral("io_bytes"))).value_or(0);
            // bw_bytes is an integer in fio's JSON; summing integers keeps it exact.
            t.bandwidthBytesPerS += d.value(QStringLiteral("bw_bytes")).toDouble();
            t.iops += d.value(QStringLiteral("iops")).toDouble();
            t.ios += ios;
            t.durationS = std::max(t.durationS, d.value(QStringLiteral("runtime")).toDouble() / 1000.0);
            if (t.op == QLatin1String("read")) {
                t.readIos += ios;
                t.bytesRead += bytes;
            } else if (t.op == QLatin1String("write")) {
                t.writeIos += ios;
                t.bytesWritten += bytes;
            }
            if (dirs.size() > 1)
                t.perThread.push_back({int(k), d.value(QStringLiteral("bw_bytes")).toDouble(),
                                       d.value(QStringLiteral("iops")).toDouble(), ios, bytes, latencyOf(d)});
            raw.append(withoutBins(d));
        }
        bool percentilesKnown = true;
        t.latencyUs = mergedLatency(dirs, &percentilesKnown);
        if (!percentilesKnown)
            t.errors << QStringLiteral("latency percentiles of %1 fio clones cannot be merged from "
                                       "--output-format=json; rerun fio with --group_reporting or "
                                       "--output-format=json+")
                            .arg(dirs.size());
        if (t.op == QLatin1String("read"))
            t.readLatencyUs = t.latencyUs;
        else if (t.op == QLatin1String("write"))
            t.writeLatencyUs = t.latencyUs;
        t.bandwidthSpread = {t.bandwidthBytesPerS, t.bandwidthBytesPerS, t.bandwidthBytesPerS, 0};
        t.iopsSpread = {t.iops, t.iops, t.iops, 0};
        t.passBandwidthBytesPerS = {t.bandwidthBytesPerS};
        bool failed = false;
        for (const QJsonObject &e : job.entries) {
            const int err = e.value(QStringLiteral("error")).toInt();
            if (err != 0) {
                failed = true;
                t.errors << QStringLiteral("fio job %1 ended with error %2 (%3)")
                                .arg(job.name)
                                .arg(err)
                                .arg(QString::fromLocal8Bit(std::strerror(err)));
            }
        }
        t.completed = !failed;
        t.figures.fio = FioJobFigures{job.name, job.groupId, opt.job, t.op, raw};
        tests.push_back(std::move(t));
    }
    return tests;
}

/// Builds one run from the job entries of one host (or of the whole file without client/server).
RunResult runFromJobs(const QJsonObject &doc, const QJsonArray &entries, const QString &host,
                      const QString &sourceName)
{
    const QJsonObject global = doc.value(QStringLiteral("global options")).toObject();
    std::vector<FioJob> jobs;
    double elapsedS = 0;
    for (const QJsonValue &v : entries) {
        const QJsonObject e = v.toObject();
        const QString name = e.value(QStringLiteral("jobname")).toString();
        const int group = e.value(QStringLiteral("groupid")).toInt();
        // Client/server entries have no "elapsed"; their job_runtime (ms) is the nearest figure.
        elapsedS = std::max(elapsedS, e.contains(QStringLiteral("elapsed"))
                                          ? e.value(QStringLiteral("elapsed")).toDouble()
                                          : e.value(QStringLiteral("job_runtime")).toDouble() / 1000.0);
        auto it = std::find_if(jobs.begin(), jobs.end(),
                               [&](const FioJob &j) { return j.name == name && j.groupId == group; });
        if (it == jobs.end())
            jobs.push_back({name, group, {e}});
        else
            it->entries.push_back(e);
    }
    RunResult run;
    run.toolName = QStringLiteral("fio");
    run.toolVersion = doc.value(QStringLiteral("fio version")).toString();
    const FioOptions first{global, jobs.empty() ? QJsonObject()
                                                : jobs.front().entries.front().value(QStringLiteral("job options")).toObject()};
    run.target.path = first.value("filename").isEmpty() ? first.value("directory") : first.value("filename");
    if (!host.isEmpty())
        run.target.path = host + QLatin1Char(':') + run.target.path;
    const QString filename = first.value("filename");
    const bool device = filename.startsWith(QLatin1String("/dev/")) && !filename.startsWith(QLatin1String("/dev/shm/"));
    run.target.kind = device ? QStringLiteral("device") : QStringLiteral("file");
    if (device)
        run.target.device = filename;
    run.target.sizeBytes = parseFioSize(first.value("size"), 0);
    run.engine = first.value("ioengine").isEmpty() ? QStringLiteral("psync") : first.value("ioengine");
    run.cached = !first.flag("direct");
    // fio's timestamp is when it wrote the report, i.e. the end of the run.
    const double stampMs = doc.value(QStringLiteral("timestamp_ms")).toDouble(
        doc.value(QStringLiteral("timestamp")).toDouble() * 1000.0);
    // Converted only when in range (a double past qint64 is undefined behaviour): before the year
    // 5000 in ms, a run shorter than a year in s; a damaged stamp leaves the times unknown.
    constexpr double kMaxStampMs = 95617584000000.0, kMaxElapsedS = 366.0 * 86400;
    if (stampMs > 0 && stampMs < kMaxStampMs) {
        run.finishedAt = utcFromMSecsSinceEpoch(qint64(stampMs));
        run.startedAt = run.finishedAt.addMSecs(-qint64(std::clamp(elapsedS, 0.0, kMaxElapsedS) * 1000));
    }
    // fio's global options are text; one of another type is kept as fio wrote it.
    run.settings = settingsFromJson(QJsonObject{{QStringLiteral("fio_global_options"), global}}, kResultSchemaVersion);
    run.settings.profile = QStringLiteral("fio");
    run.settings.importedFrom = sourceName;
    if (!host.isEmpty())
        run.settings.host = host;
    run.comment = QStringLiteral("imported from fio JSON %1").arg(sourceName);
    run.completed = true;
    for (const FioJob &job : jobs) {
        for (TestResult &t : testsFromJob(job, global)) {
            run.completed = run.completed && t.completed;
            run.tests.push_back(std::move(t));
        }
    }
    return run;
}

/// The last complete JSON document in fio's output (leading text lines, or concatenated
/// --status-interval snapshots, are skipped).
Result<QJsonObject> lastFioDocument(const QByteArray &text, const QString &sourceName)
{
    qsizetype at = text.indexOf('{');
    QJsonObject last;
    QString firstError;
    while (at >= 0 && at < text.size()) {
        QJsonParseError err;
        QJsonDocument doc = QJsonDocument::fromJson(text.mid(at), &err);
        qsizetype consumed = text.size() - at;
        if (err.error == QJsonParseError::GarbageAtEnd) {
            consumed = err.offset;
            doc = QJsonDocument::fromJson(text.mid(at, err.offset), &err);
        }
        if (err.error != QJsonParseError::NoError) {
            if (firstError.isEmpty())
                firstError = QStringLiteral("not valid JSON at byte %1 (%2)").arg(at + err.offset).arg(err.errorString());
            break;
        }
        if (doc.isObject())
            last = doc.object();
        at = text.indexOf('{', at + consumed);
    }
    if (last.isEmpty())
        return fioError(sourceName, firstError.isEmpty() ? QStringLiteral("no JSON object found") : firstError);
    return last;
}

/// fio writes I/O counts and byte totals as whole numbers; a negative or huge one (a damaged or
/// hand-edited file) is refused naming the field, never converted (that would be undefined).
Result<void> checkCounts(const QJsonObject &doc, const QString &sourceName)
{
    for (const char *list : {"jobs", "client_stats"}) {
        const QJsonArray entries = doc.value(QLatin1String(list)).toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QJsonObject e = entries.at(i).toObject();
            for (const char *direction : {"read", "write", "trim"}) {
                const QJsonObject d = e.value(QLatin1String(direction)).toObject();
                for (const char *key : {"total_ios", "io_bytes"}) {
                    const QJsonValue v = d.value(QLatin1String(key));
                    if (!jsonCount(v))
                        return fioError(sourceName, QStringLiteral("%1[%2].%3.%4 is %5, not a whole number from 0 to 2^64")
                                                        .arg(QLatin1String(list)).arg(i)
                                                        .arg(QLatin1String(direction), QLatin1String(key))
                                                        .arg(jsonNumberText(v)));
                }
            }
        }
    }
    return {};
}

/// Client/server mode (`fio --client=HOST ...`): client_stats holds, per host, one entry per
/// thread per report, in the order the host sent them; with --status-interval every interim
/// report is there too (cumulative: each one covers the run so far), and an "All clients" entry
/// is fio's sum, not a job. So per host (hostname and port) and job (jobname and groupid) the
/// entries come in reports of N threads (numjobs, or 1 with group_reporting); a report with a
/// larger job_runtime than the one before is a later snapshot of the same threads and replaces
/// it. A report that is not later is another --client naming the same server (fio labels both
/// alike) and becomes a run of its own. Returns, per run, its host label and its final entries.
std::vector<std::pair<QString, QJsonArray>> finalClientEntries(const QJsonObject &doc)
{
    const QJsonObject global = doc.value(QStringLiteral("global options")).toObject();
    struct Slot
    {
        QString hostname;
        int port = 0;
        QString job;
        int group = 0;
        std::vector<QJsonObject> pending;
        std::vector<std::vector<QJsonObject>> clients; // latest report of each client, in order
    };
    std::vector<Slot> slots;
    auto runtimeOf = [](const std::vector<QJsonObject> &report) {
        double ms = 0;
        for (const QJsonObject &e : report)
            ms = std::max(ms, e.value(QStringLiteral("job_runtime")).toDouble());
        return ms;
    };
    auto place = [&](Slot &slot) {
        if (slot.pending.empty())
            return;
        if (!slot.clients.empty() && runtimeOf(slot.pending) > runtimeOf(slot.clients.back()))
            slot.clients.back() = std::move(slot.pending);
        else
            slot.clients.push_back(std::move(slot.pending));
        slot.pending.clear();
    };
    for (const QJsonValue &v : doc.value(QStringLiteral("client_stats")).toArray()) {
        const QJsonObject e = v.toObject();
        const QString job = e.value(QStringLiteral("jobname")).toString();
        if (job == QLatin1String("All clients"))
            continue;
        const QString hostname = e.value(QStringLiteral("hostname")).toString();
        const int port = e.value(QStringLiteral("port")).toInt();
        const int group = e.value(QStringLiteral("groupid")).toInt();
        auto it = std::find_if(slots.begin(), slots.end(), [&](const Slot &s) {
            return s.hostname == hostname && s.port == port && s.job == job && s.group == group;
        });
        if (it == slots.end()) {
            slots.push_back({hostname, port, job, group, {}, {}});
            it = std::prev(slots.end());
        }
        // A report has numjobs entries, or one with group_reporting (which fio's JSON does not
        // name): then job_runtime is the threads' sum, about numjobs times a direction's runtime.
        const FioOptions opt{global, e.value(QStringLiteral("job options")).toObject()};
        const int numjobs = std::max(1, opt.value("numjobs").toInt());
        double directionMs = 0;
        for (const char *direction : {"read", "write", "trim"})
            directionMs = std::max(directionMs, e.value(QLatin1String(direction)).toObject().value(QStringLiteral("runtime")).toDouble());
        const bool merged = numjobs > 1 && e.value(QStringLiteral("job_runtime")).toDouble() > 1.5 * directionMs;
        const std::size_t threads = merged ? 1 : std::size_t(numjobs);
        it->pending.push_back(e);
        if (it->pending.size() >= threads)
            place(*it);
    }
    for (Slot &s : slots)
        place(s); // a report cut short (fewer entries than threads) still counts

    // One run per host and client; the label is the hostname, with the port where one hostname
    // has several servers, and "(client N)" where one server was named by several client options.
    struct HostRuns
    {
        QString hostname;
        int port = 0;
        std::vector<QJsonArray> clients;
    };
    std::vector<HostRuns> hosts;
    for (const Slot &s : slots) {
        auto it = std::find_if(hosts.begin(), hosts.end(),
                               [&](const HostRuns &h) { return h.hostname == s.hostname && h.port == s.port; });
        if (it == hosts.end()) {
            hosts.push_back({s.hostname, s.port, {}});
            it = std::prev(hosts.end());
        }
        if (it->clients.size() < s.clients.size())
            it->clients.resize(s.clients.size());
        for (std::size_t c = 0; c < s.clients.size(); ++c)
            for (const QJsonObject &e : s.clients[c])
                it->clients[c].append(e);
    }
    std::vector<std::pair<QString, QJsonArray>> out;
    for (const HostRuns &h : hosts) {
        const bool portNeeded = std::count_if(hosts.begin(), hosts.end(),
                                              [&](const HostRuns &o) { return o.hostname == h.hostname; }) > 1;
        QString label = portNeeded ? QStringLiteral("%1:%2").arg(h.hostname).arg(h.port) : h.hostname;
        for (std::size_t c = 0; c < h.clients.size(); ++c)
            out.push_back({h.clients.size() > 1 ? QStringLiteral("%1 (client %2)").arg(label).arg(c + 1) : label,
                           h.clients[c]});
    }
    return out;
}

} // namespace

QString testIdFor(bool random, std::uint64_t blockSize, int queueDepth, int threads)
{
    QString size;
    if (blockSize >= (1u << 20) && blockSize % (1u << 20) == 0)
        size = QStringLiteral("%1M").arg(blockSize >> 20);
    else if (blockSize >= 1024 && blockSize % 1024 == 0)
        size = QStringLiteral("%1K").arg(blockSize >> 10);
    else
        size = QStringLiteral("%1B").arg(blockSize);
    return QStringLiteral("%1%2_Q%3T%4")
        .arg(random ? QStringLiteral("RND") : QStringLiteral("SEQ"), size)
        .arg(queueDepth)
        .arg(threads);
}

Result<std::vector<RunResult>> runsFromFioJson(const QByteArray &text, const QString &sourceName)
{
    Result<QJsonObject> parsed = lastFioDocument(text, sourceName);
    if (!parsed)
        return parsed.error();
    const QJsonObject doc = *parsed;
    if (!doc.contains(QStringLiteral("fio version")))
        return fioError(sourceName, QStringLiteral("has no \"fio version\": not fio JSON output"));
    if (Result<void> counts = checkCounts(doc, sourceName); !counts)
        return counts.error();
    std::vector<RunResult> runs;
    if (doc.value(QStringLiteral("client_stats")).isArray()) {
        for (const auto &[host, entries] : finalClientEntries(doc))
            runs.push_back(runFromJobs(doc, entries, host, sourceName));
    } else if (doc.value(QStringLiteral("jobs")).isArray()) {
        runs.push_back(runFromJobs(doc, doc.value(QStringLiteral("jobs")).toArray(), QString(), sourceName));
    } else {
        return fioError(sourceName, QStringLiteral("has neither \"jobs\" nor \"client_stats\""));
    }
    for (const RunResult &r : runs)
        if (r.tests.empty())
            return fioError(sourceName, QStringLiteral("no job did any I/O (every read/write/trim total_ios is 0)"));
    return runs;
}

Result<std::vector<ImportedRun>> readResultFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(std::errc::no_such_file_or_directory,
                           QStringLiteral("cannot read %1: %2").arg(path, f.errorString()).toStdString(),
                           "check the path and that you may read the file");
    const QByteArray text = f.readAll();
    const QString name = QFileInfo(path).fileName();
    if (looksLikePng(text)) {
        Result<std::vector<RunResult>> runs = runsFromPng(text, path);
        if (!runs)
            return runs.error();
        std::vector<ImportedRun> out;
        for (RunResult &r : *runs)
            out.push_back({std::move(r), QStringLiteral("drivebench")});
        return out;
    }
    if (text.contains("\"fio version\"")) {
        Result<std::vector<RunResult>> runs = runsFromFioJson(text, name);
        if (!runs)
            return runs.error();
        std::vector<ImportedRun> out;
        for (RunResult &r : *runs)
            out.push_back({std::move(r), QStringLiteral("fio")});
        return out;
    }
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error == QJsonParseError::NoError && doc.isArray()) {
        // Several runs in one file (drivebench-cli run --host A --host B --json FILE).
        std::vector<ImportedRun> out;
        const QJsonArray runs = doc.array();
        for (qsizetype i = 0; i < runs.size(); ++i) {
            Result<RunResult> run = runFromJson(runs.at(i).toObject());
            if (!run)
                return Error::make(std::errc::invalid_argument,
                                   QStringLiteral("%1, run %2: %3").arg(path).arg(i + 1).arg(QString::fromStdString(run.error().message)).toStdString(),
                                   run.error().hint);
            out.push_back({std::move(*run), QStringLiteral("drivebench")});
        }
        if (out.empty())
            return Error::make(std::errc::invalid_argument, QStringLiteral("%1 holds no run").arg(path).toStdString(),
                               "import a DriveBench result or fio output");
        return out;
    }
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return Error::make(std::errc::invalid_argument,
                           QStringLiteral("%1 is not JSON (byte %2: %3)").arg(path).arg(err.offset).arg(err.errorString()).toStdString(),
                           "import a DriveBench result (exported as JSON) or fio "
                           "output (fio --output-format=json)");
    Result<RunResult> run = runFromJson(doc.object());
    if (!run)
        return Error::make(std::errc::invalid_argument,
                           QStringLiteral("%1: %2").arg(path, QString::fromStdString(run.error().message)).toStdString(),
                           run.error().hint);
    return std::vector<ImportedRun>{{std::move(*run), QStringLiteral("drivebench")}};
}

Result<std::vector<FileRun>> readResultFiles(const QStringList &paths)
{
    std::vector<FileRun> out;
    for (const QString &path : paths) {
        Result<std::vector<ImportedRun>> read = readResultFile(path);
        if (!read)
            return read.error();
        for (ImportedRun &r : *read)
            out.push_back({path, std::move(r)});
    }
    return out;
}

QString librarySource(const ImportedRun &imported)
{
    return imported.source == QLatin1String("fio") ? imported.source : QStringLiteral("imported");
}

Result<std::vector<ImportDone>> storeImported(ResultLibrary &library, const std::vector<FileRun> &runs)
{
    std::vector<ImportDone> done;
    for (const FileRun &r : runs) {
        const QString source = librarySource(r.imported);
        Result<StoreOutcome> outcome = library.storeUnlessStored(r.imported.run, source);
        if (!outcome)
            return outcome.error();
        done.push_back({r.file, r.imported.run.tests.size(), source, *outcome});
    }
    return done;
}

} // namespace drivebench
