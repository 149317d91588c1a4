// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include <QJsonArray>
#include <QLocale>

#include "core/results/resultlibrary.h"
#include "core/results/runfacts.h"
#include "core/results/runorigin.h"
#include "core/results/workloadfigures.h"

namespace drivebench {

namespace {

constexpr const char *kOps[] = {"read", "write", "mix"};

/// A figure a test can have beyond its reading: how to read it from a result and its typed
/// workload figures, and how to print it.
struct FigureSpec
{
    const char *key;
    const char *label;
    const char *unit;
    FigureDirection direction;
    int decimals;
    bool zeroIsAFigure; ///< 0 is a measurement (a share of slow I/Os), not "not measured"
    std::function<double(const TestResult &, const WorkloadFigures &)> value;
};

using Get = std::function<double(const TestResult &, const WorkloadFigures &)>;
constexpr auto Higher = FigureDirection::HigherIsBetter;
constexpr auto Lower = FigureDirection::LowerIsBetter;

std::vector<FigureSpec> transferSecondaries()
{
    return {
        {"iops", "IOPS", "IOPS", Higher, 0, false, [](const TestResult &t, const WorkloadFigures &) { return t.iops; }},
        {"latency_mean_us", "mean latency", "µs", Lower, 1, false,
         [](const TestResult &t, const WorkloadFigures &) { return t.latencyUs.mean; }},
        {"latency_p99_us", "p99 latency", "µs", Lower, 1, false,
         [](const TestResult &t, const WorkloadFigures &) { return t.latencyUs.p99; }},
    };
}

std::vector<FigureSpec> latencySecondaries()
{
    return {
        {"latency_mean_us", "mean latency", "µs", Lower, 1, false,
         [](const TestResult &t, const WorkloadFigures &) { return t.latencyUs.mean; }},
        {"latency_p99_us", "p99 latency", "µs", Lower, 1, false,
         [](const TestResult &t, const WorkloadFigures &) { return t.latencyUs.p99; }},
    };
}

// AnandTech's Storage Bench figures (traceverdict.h), as the trace's verdict records them.
std::vector<FigureSpec> traceFigures()
{
    const auto v = [](double TraceVerdict::*field) -> Get {
        return [field](const TestResult &, const WorkloadFigures &f) {
            return f.trace ? f.trace->verdict.*field : 0.0;
        };
    };
    return {
        {"avg_data_rate_mb_per_s", "average data rate", "MB/s", Higher, 2, false,
         [](const TestResult &, const WorkloadFigures &f) {
             return f.trace ? f.trace->verdict.avgDataRateBytesPerS / 1e6 : 0.0;
         }},
        {"read_latency_mean_us", "mean read latency", "µs", Lower, 1, false, v(&TraceVerdict::readMeanUs)},
        {"read_latency_p99_us", "p99 read latency", "µs", Lower, 1, false, v(&TraceVerdict::readP99Us)},
        {"write_latency_mean_us", "mean write latency", "µs", Lower, 1, false, v(&TraceVerdict::writeMeanUs)},
        {"write_latency_p99_us", "p99 write latency", "µs", Lower, 1, false, v(&TraceVerdict::writeP99Us)},
        {"latency_mean_us", "mean latency", "µs", Lower, 1, false, v(&TraceVerdict::allMeanUs)},
        {"latency_p99_us", "p99 latency", "µs", Lower, 1, false, v(&TraceVerdict::allP99Us)},
        {"ios_over_10ms_pct", "I/Os over 10 ms", "%", Lower, 3, true, v(&TraceVerdict::iosOver10msPct)},
        {"ios_over_100ms_pct", "I/Os over 100 ms", "%", Lower, 3, true, v(&TraceVerdict::iosOver100msPct)},
    };
}

// The capacity check's verdict: what is usable, what is bad, and its write and read figures.
std::vector<FigureSpec> capacityFigures()
{
    const auto verdict = [](const WorkloadFigures &f) -> const CapacityVerdict * {
        return f.capacity ? &f.capacity->verdict : nullptr;
    };
    return {
        {"usable_gb", "usable", "GB", FigureDirection::None, 2, true,
         [verdict](const TestResult &, const WorkloadFigures &f) {
             return verdict(f) ? double(verdict(f)->usableBytes) / 1e9 : 0.0;
         }},
        {"bad_gb", "bad", "GB", Lower, 2, true,
         [verdict](const TestResult &, const WorkloadFigures &f) {
             return verdict(f) ? double(verdict(f)->badTotalBytes) / 1e9 : 0.0;
         }},
        {"write_mb_per_s", "write", "MB/s", Higher, 1, false,
         [verdict](const TestResult &, const WorkloadFigures &f) {
             return verdict(f) ? capacityRates(*verdict(f)).writeBytesPerS / 1e6 : 0.0;
         }},
        {"read_mb_per_s", "read", "MB/s", Higher, 1, false,
         [verdict](const TestResult &, const WorkloadFigures &f) {
             return verdict(f) ? capacityRates(*verdict(f)).readBytesPerS / 1e6 : 0.0;
         }},
    };
}

const TestResult *findTest(const RunResult &run, const QString &id, const QString &op)
{
    for (const TestResult &t : run.tests)
        if (t.id == id && t.op == op && !t.skipped)
            return &t;
    return nullptr;
}

QString formatNumber(double v, int decimals, const char *unit)
{
    const QLatin1String u(unit);
    if (decimals == 0 && v < 100)
        decimals = 1; // a few IOPS keep a decimal
    // A small capacity keeps three significant digits (0.0336 GB, not 0.03).
    if (u == QLatin1String("GB") && v > 0 && v < 10)
        decimals = std::max(decimals, 2 - int(std::floor(std::log10(v))));
    // As the result panel writes them: counts per second grouped ("157,395 files/s", "97,241
    // IOPS"), MB/s and times as CrystalDiskMark does ("3512.45").
    // One fixed locale (English: "," groups, "." decimals), whatever LANG says: these texts go
    // to the CLI's tables beside C-formatted columns, and a German "157.395" reads as a decimal.
    QLocale locale(QLocale::English, QLocale::UnitedStates);
    if (u != QLatin1String("IOPS"))
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(v, 'f', decimals);
}

/// Differences against the first run with a value, and the better run.
void settle(ComparisonFigure &f)
{
    std::optional<double> reference;
    for (const auto &v : f.values)
        if (v && !reference)
            reference = v;
    int present = 0;
    for (std::size_t i = 0; i < f.values.size(); ++i) {
        const std::optional<double> &v = f.values[i];
        f.deltaPct.push_back(v && reference && *reference != 0
                                 ? std::optional<double>((*v - *reference) / *reference * 100.0)
                                 : std::nullopt);
        if (!v)
            continue;
        ++present;
        if (f.best < 0)
            f.best = int(i);
        else if (f.direction == FigureDirection::HigherIsBetter ? *v > *f.values[std::size_t(f.best)]
                                                                 : *v < *f.values[std::size_t(f.best)])
            f.best = int(i);
    }
    bool allEqual = true;
    for (const auto &v : f.values)
        allEqual = allEqual && (!v || *v == *f.values[std::size_t(std::max(f.best, 0))]);
    if (present < 2 || allEqual || f.direction == FigureDirection::None)
        f.best = -1;
}

ComparisonFigure headline(const std::vector<const TestResult *> &tests, Reading reading)
{
    ComparisonFigure f;
    f.key = readingName(reading);
    f.label = readingUnit(reading);
    f.unit = readingUnit(reading);
    f.direction = lowerIsBetter(reading) ? FigureDirection::LowerIsBetter : FigureDirection::HigherIsBetter;
    for (const TestResult *t : tests) {
        const bool has = t && readingValue(*t) > 0;
        f.values.push_back(has ? std::optional<double>(readingValue(*t)) : std::nullopt);
        f.texts << (has ? formatReadingNumber(*t) : QString());
    }
    settle(f);
    return f;
}

std::optional<ComparisonFigure> secondary(const FigureSpec &spec, const std::vector<const TestResult *> &tests,
                                          const std::vector<WorkloadFigures> &figures)
{
    ComparisonFigure f{QLatin1String(spec.key), QLatin1String(spec.label), QString::fromUtf8(spec.unit),
                       spec.direction, {}, {}, {}, -1};
    bool any = false;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const double v = tests[i] ? spec.value(*tests[i], figures[i]) : 0;
        const bool has = tests[i] && (v > 0 || (spec.zeroIsAFigure && v == 0));
        any = any || (tests[i] && v > 0);
        f.values.push_back(has ? std::optional<double>(v) : std::nullopt);
        f.texts << (has ? formatNumber(v, spec.decimals, spec.unit) : QString());
    }
    if (!any && !spec.zeroIsAFigure)
        return std::nullopt;
    settle(f);
    return f;
}

ComparisonTest compareTest(const std::vector<RunResult> &runs, const QString &id, const QString &op)
{
    ComparisonTest c;
    c.id = id;
    c.op = op;
    std::vector<const TestResult *> tests;
    std::vector<WorkloadFigures> figures;
    bool trace = false, capacity = false;
    for (const RunResult &run : runs) {
        const TestResult *t = findTest(run, id, op);
        tests.push_back(t);
        c.present.push_back(t != nullptr);
        figures.push_back(t ? workloadFiguresOf(*t) : WorkloadFigures{});
        if (t && c.label.isEmpty()) {
            c.label = testLabel(*t);
            c.reading = readingOf(*t);
        }
        trace = trace || figures.back().trace.has_value();
        capacity = capacity || figures.back().capacity.has_value();
    }
    c.figures.push_back(headline(tests, c.reading));
    std::vector<FigureSpec> specs;
    if (trace)
        specs = traceFigures();
    else if (capacity)
        specs = capacityFigures();
    else if (c.reading == Reading::Transfer)
        specs = transferSecondaries();
    else if (c.reading == Reading::AccessTimeMs)
        specs = {transferSecondaries().front(), transferSecondaries().back()}; // IOPS, p99
    else
        specs = latencySecondaries();
    if (capacity) { // the verdict in words first: "genuine", "fake", "errors"
        ComparisonFigure v{QStringLiteral("verdict"), QStringLiteral("verdict"), QString(),
                           FigureDirection::None, {}, {}, {}, -1};
        for (std::size_t i = 0; i < tests.size(); ++i) {
            v.values.push_back(std::nullopt);
            v.deltaPct.push_back(std::nullopt);
            v.texts << (figures[i].capacity ? figures[i].capacity->verdict.kind : QString());
        }
        c.figures.push_back(std::move(v));
    }
    for (const FigureSpec &spec : specs)
        if (auto f = secondary(spec, tests, figures))
            c.figures.push_back(std::move(*f));
    return c;
}

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject figureJson(const ComparisonFigure &f, const std::vector<qint64> &runIds)
{
    QJsonArray values, deltas;
    for (std::size_t i = 0; i < f.values.size(); ++i) {
        if (f.unit.isEmpty()) // a text figure: the words, null where a run has none
            values.append(f.texts.value(int(i)).isEmpty() ? QJsonValue(QJsonValue::Null)
                                                          : QJsonValue(f.texts.value(int(i))));
        else
            values.append(optional(f.values[i]));
    }
    for (const auto &d : f.deltaPct)
        deltas.append(optional(d));
    return {{QStringLiteral("key"), f.key},
            {QStringLiteral("label"), f.label},
            {QStringLiteral("unit"), f.unit},
            {QStringLiteral("direction"), directionName(f.direction)},
            {QStringLiteral("values"), values},
            {QStringLiteral("delta_pct"), deltas},
            {QStringLiteral("best"), f.best < 0 ? QJsonValue(QJsonValue::Null)
                                                : QJsonValue(double(runIds.at(std::size_t(f.best))))}};
}

QString cellText(const ComparisonFigure &f, std::size_t i)
{
    QString cell = f.texts.value(int(i));
    if (cell.isEmpty())
        return QStringLiteral("-");
    const std::optional<double> &d = i < f.deltaPct.size() ? f.deltaPct[i] : std::nullopt;
    bool reference = true; // the first run with a value carries no difference
    for (std::size_t k = 0; k < i; ++k)
        reference = reference && !f.values[k];
    if (d && !reference)
        cell += QStringLiteral(" (%1%2 %)").arg(*d >= 0 ? QStringLiteral("+") : QString()).arg(*d, 0, 'f', 1);
    if (int(i) == f.best)
        cell += QStringLiteral(" *");
    return cell;
}

} // namespace

QString directionName(FigureDirection direction)
{
    switch (direction) {
    case FigureDirection::HigherIsBetter: return QStringLiteral("higher_is_better");
    case FigureDirection::LowerIsBetter: return QStringLiteral("lower_is_better");
    case FigureDirection::None: return QStringLiteral("none");
    }
    return {};
}

namespace {

QStringList settingsDifferences(const std::vector<RunResult> &runs)
{
    // Each setting compared over the runs that say it (an imported fio run says none).
    struct Said
    {
        const char *name;
        std::function<QString(const RunResult &, const RunSettingsFacts &)> value;
    };
    const Said settings[] = {
        {"profile", [](const RunResult &, const RunSettingsFacts &f) { return f.profile; }},
        {"passes", [](const RunResult &, const RunSettingsFacts &f) {
             return f.passes > 0 ? QString::number(f.passes) : QString();
         }},
        {"duration", [](const RunResult &, const RunSettingsFacts &f) {
             return f.durationS > 0 ? QString::number(f.durationS) : QString();
         }},
        {"test_file_size", [](const RunResult &r, const RunSettingsFacts &f) {
             // A raw device's size is the drive's, not a setting: two drives of other sizes are
             // compared alike. A file's size is the run's choice.
             if (r.target.kind == QLatin1String("device"))
                 return QString();
             const double bytes = r.target.sizeBytes > 0 ? double(r.target.sizeBytes) : f.testFileBytes;
             return bytes > 0 ? QString::number(bytes, 'f', 0) : QString();
         }},
        {"data", [](const RunResult &, const RunSettingsFacts &f) { return f.data; }},
    };
    std::vector<RunSettingsFacts> facts;
    // Passes and seconds per pass shape only timed tests: a trace or a seek stroke runs its own
    // length whatever they say.
    bool timed = false;
    for (const RunResult &r : runs) {
        facts.push_back(runSettingsOf(r));
        timed = timed || runLengthOf(r).timedTests > 0;
    }
    QStringList differ;
    for (const Said &s : settings) {
        if (!timed && (QLatin1String(s.name) == QLatin1String("passes") || QLatin1String(s.name) == QLatin1String("duration")))
            continue;
        QStringList values;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const QString v = s.value(runs[i], facts[i]);
            if (!v.isEmpty() && !values.contains(v))
                values << v;
        }
        if (values.size() > 1)
            differ << QLatin1String(s.name);
    }
    return differ;
}

/// Each run's facts, and which of them differ: the drive by its model, with the serial's last
/// characters when two runs have the same model on different drives.
void distinguishRuns(const std::vector<RunResult> &runs, Comparison &c)
{
    QStringList models, serials;
    for (const RunResult &r : runs) {
        models << r.drive.model.value_or(QString()).trimmed();
        serials << r.drive.serial.value_or(QString()).trimmed();
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunResult &r = runs[i];
        RunFacts f;
        const QString &model = models.at(qsizetype(i));
        const QString &serial = serials.at(qsizetype(i));
        bool twin = false;
        for (qsizetype j = 0; j < models.size(); ++j)
            twin = twin || (models.at(j) == model && serials.at(j) != serial);
        if (model.isEmpty())
            f.drive = driveName(r).isEmpty() ? r.target.path : driveName(r);
        else if (twin && !serial.isEmpty())
            f.drive = QStringLiteral("%1 (…%2)").arg(model, serial.right(6));
        else
            f.drive = model;
        f.profile = runSettingsOf(r).profile;
        f.target = r.target.path;
        // A run on another host is named as it was reached as well: "nas (ssh://pi@nas)" (its
        // host name alone may be this machine's, as over a loopback or a twin machine).
        f.host = !r.remote ? r.host : r.host.isEmpty() ? r.remote->name : QStringLiteral("%1 (%2)").arg(r.host, r.remote->name);
        f.date = r.startedAt;
        c.runs.push_back(std::move(f));
    }
    const auto differs = [&](const std::function<QString(const RunFacts &)> &value, bool ignoreEmpty) {
        QStringList seen;
        for (const RunFacts &f : c.runs) {
            const QString v = value(f);
            if ((!ignoreEmpty || !v.isEmpty()) && !seen.contains(v))
                seen << v;
        }
        return seen.size() > 1;
    };
    if (differs([](const RunFacts &f) { return f.drive; }, false))
        c.runsDiffer << QStringLiteral("drive");
    if (differs([](const RunFacts &f) { return f.profile; }, false))
        c.runsDiffer << QStringLiteral("profile");
    if (differs([](const RunFacts &f) { return f.target; }, false))
        c.runsDiffer << QStringLiteral("target");
    if (differs([](const RunFacts &f) { return f.date.toUTC().toString(Qt::ISODateWithMs); }, false))
        c.runsDiffer << QStringLiteral("date");
    if (differs([](const RunFacts &f) { return f.host; }, true))
        c.runsDiffer << QStringLiteral("host");
}

} // namespace

Comparison compareRuns(const std::vector<RunResult> &runs)
{
    // Test ids in order of first appearance; each id's directions read, write, mix, as the
    // panel's row of a test has its Read, Write and Mix columns.
    QStringList ids;
    for (const RunResult &run : runs)
        for (const TestResult &t : run.tests)
            if (!t.skipped && !ids.contains(t.id))
                ids << t.id;
    Comparison c;
    for (const QString &id : ids) {
        QStringList ops;
        for (const char *op : kOps)
            ops << QLatin1String(op);
        for (const RunResult &run : runs)
            for (const TestResult &t : run.tests)
                if (t.id == id && !ops.contains(t.op))
                    ops << t.op;
        for (const QString &op : ops) {
            int present = 0, only = -1;
            for (std::size_t i = 0; i < runs.size(); ++i) {
                if (findTest(runs[i], id, op)) {
                    ++present;
                    only = int(i);
                }
            }
            if (present >= 2) {
                c.tests.push_back(compareTest(runs, id, op));
            } else if (present == 1) {
                const TestResult &t = *findTest(runs[std::size_t(only)], id, op);
                c.unshared.push_back({id, op, testLabel(t), readingOf(t), only, readingValue(t), formatReading(t)});
            }
        }
    }
    std::stable_sort(c.unshared.begin(), c.unshared.end(),
                     [](const UnsharedTest &a, const UnsharedTest &b) { return a.run < b.run; });
    c.settingsDiffer = settingsDifferences(runs);
    distinguishRuns(runs, c);
    if (!c.tests.empty()) {
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const bool shares = std::any_of(c.tests.begin(), c.tests.end(),
                                            [&](const ComparisonTest &t) { return t.present.at(i); });
            if (!shares)
                c.folded.push_back(int(i));
        }
    }
    return c;
}

QStringList runHeading(const Comparison &c, std::size_t run, const std::function<QString(const QDateTime &)> &formatDate)
{
    QStringList lines;
    if (run >= c.runs.size())
        return lines;
    const RunFacts &f = c.runs[run];
    for (const QString &key : c.runsDiffer) {
        if (key == QLatin1String("drive"))
            lines << f.drive;
        else if (key == QLatin1String("profile"))
            lines << (f.profile.isEmpty() ? QStringLiteral("no profile") : QStringLiteral("profile %1").arg(f.profile));
        else if (key == QLatin1String("target"))
            lines << f.target;
        else if (key == QLatin1String("date"))
            lines << (!f.date.isValid() ? QStringLiteral("date unknown")
                      : formatDate    ? formatDate(f.date)
                                      : f.date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        else if (key == QLatin1String("host"))
            lines << (f.host.isEmpty() ? QStringLiteral("host unknown") : f.host);
    }
    return lines;
}

QString comparedDriveKey(const RunSummary &s)
{
    return s.driveKey.isEmpty() ? s.driveLabel() : s.driveKey;
}

std::vector<qint64> latestRunPerDrive(const std::vector<RunSummary> &history, const QString &profile,
                                      const QStringList &driveKeys)
{
    std::vector<qint64> ids;
    for (const QString &key : driveKeys) {
        const RunSummary *latest = nullptr;
        for (const RunSummary &s : history) {
            if (s.profile != profile || comparedDriveKey(s) != key)
                continue;
            if (!latest || s.startedAt > latest->startedAt || (s.startedAt == latest->startedAt && s.id > latest->id))
                latest = &s;
        }
        if (latest)
            ids.push_back(latest->id);
    }
    return ids;
}

QJsonObject toJson(const Comparison &c, const std::vector<qint64> &runIds)
{
    QJsonArray ids;
    for (qint64 id : runIds)
        ids.append(double(id));
    QJsonArray tests;
    for (const ComparisonTest &t : c.tests) {
        QJsonObject o = figureJson(t.figures.front(), runIds);
        o.remove(QStringLiteral("key"));
        o.insert(QStringLiteral("id"), t.id);
        o.insert(QStringLiteral("op"), t.op);
        o.insert(QStringLiteral("label"), t.label);
        o.insert(QStringLiteral("reading"), readingName(t.reading));
        QJsonArray figures;
        for (std::size_t k = 1; k < t.figures.size(); ++k)
            figures.append(figureJson(t.figures[k], runIds));
        o.insert(QStringLiteral("figures"), figures);
        tests.append(o);
    }
    QJsonArray only;
    for (const UnsharedTest &u : c.unshared)
        only.append(QJsonObject{{QStringLiteral("id"), u.id},
                                {QStringLiteral("op"), u.op},
                                {QStringLiteral("label"), u.label},
                                {QStringLiteral("reading"), readingName(u.reading)},
                                {QStringLiteral("unit"), readingUnit(u.reading)},
                                {QStringLiteral("run"), double(runIds.at(std::size_t(u.run)))},
                                {QStringLiteral("value"), u.value}});
    QJsonArray folded;
    for (int i : c.folded)
        folded.append(double(runIds.at(std::size_t(i))));
    return {{QStringLiteral("runs"), ids},
            {QStringLiteral("runs_differ"), QJsonArray::fromStringList(c.runsDiffer)},
            {QStringLiteral("folded"), folded},
            {QStringLiteral("tests"), tests},
            {QStringLiteral("only_in"), only},
            {QStringLiteral("settings_differ"), QJsonArray::fromStringList(c.settingsDiffer)}};
}

QString comparisonText(const Comparison &c, const std::vector<QString> &labels)
{
    constexpr int kFirst = 30, kCol = 24;
    QString out;
    // What tells the runs apart, one line each, before the columns that carry only their labels.
    if (!c.runsDiffer.isEmpty()) {
        for (std::size_t i = 0; i < labels.size(); ++i)
            out += QStringLiteral("%1: %2%3\n")
                       .arg(labels[i], runHeading(c, i).join(QStringLiteral(" · ")),
                            c.isFolded(i) ? QStringLiteral(" (folded: no test in common with the others)") : QString());
    }
    QString head = QStringLiteral("test / figure").leftJustified(kFirst);
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (!c.isFolded(i))
            head += QLatin1Char(' ') + labels[i].left(kCol).leftJustified(kCol);
    out += head.trimmed() + QLatin1Char('\n');
    for (const ComparisonTest &t : c.tests) {
        out += QStringLiteral("%1 (%2) %3\n").arg(t.label, t.id, t.op);
        for (const ComparisonFigure &f : t.figures) {
            QString name = QStringLiteral("  ") + f.label;
            if (!f.unit.isEmpty() && f.unit != f.label)
                name += QLatin1Char(' ') + f.unit;
            if (f.direction != FigureDirection::None)
                name += f.direction == FigureDirection::HigherIsBetter ? QStringLiteral(" ↑") : QStringLiteral(" ↓");
            QString line = name.leftJustified(kFirst);
            for (std::size_t i = 0; i < labels.size(); ++i)
                if (!c.isFolded(i))
                    line += QLatin1Char(' ') + cellText(f, i).leftJustified(kCol);
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1); // the indent stays, the padding after the last column goes
            out += line + QLatin1Char('\n');
        }
    }
    const auto foldedOnly = std::count_if(c.unshared.begin(), c.unshared.end(),
                                          [&](const UnsharedTest &u) { return c.isFolded(std::size_t(u.run)); });
    if (qsizetype(c.unshared.size()) > foldedOnly) {
        out += QStringLiteral("Only in one run (not compared):\n");
        for (const UnsharedTest &u : c.unshared)
            if (!c.isFolded(std::size_t(u.run)))
                out += QStringLiteral("  %1 (%2) %3: %4 in %5\n")
                           .arg(u.label, u.id, u.op, u.text, labels.size() > std::size_t(u.run) ? labels[std::size_t(u.run)] : QString());
    }
    if (!c.folded.empty()) {
        QStringList names;
        for (int i : c.folded)
            names << (labels.size() > std::size_t(i) ? labels[std::size_t(i)] : QString::number(i + 1));
        out += QStringLiteral("Folded away, no test in common with the other runs: %1 (%2 tests not compared).\n")
                   .arg(names.join(QStringLiteral(", ")))
                   .arg(foldedOnly);
    }
    if (!c.settingsDiffer.isEmpty()) {
        QStringList words;
        for (const QString &k : c.settingsDiffer)
            words << QString(k).replace(QLatin1Char('_'), QLatin1Char(' '));
        out += QStringLiteral("Settings differ between the runs (%1): the figures may not compare like with like.\n")
                   .arg(words.join(QStringLiteral(", ")));
    }
    out += QStringLiteral("(↑ higher is better, ↓ lower is better; * = better; %-differences are against the "
                          "first run with the figure; MB/s = 10^6 bytes/s)\n");
    return out;
}

} // namespace drivebench
