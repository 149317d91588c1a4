// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreading.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace drivebench {

namespace {

constexpr struct { Reading reading; const char *name; const char *unit; } kReadings[] = {
    {Reading::Transfer, "transfer", "MB/s"},
    {Reading::MsPerOp, "ms_per_op", "ms/op"},
    {Reading::AccessTimeMs, "access_time_ms", "ms"},
    {Reading::FilesPerS, "files_per_s", "files/s"},
};

/// Results written before tests recorded their reading: by the ids the workloads use.
Reading readingOfId(const QString &id)
{
    if (id.startsWith(QLatin1String("SEEK_")) || id == QLatin1String("SEQ_OUTER")
        || id == QLatin1String("SEQ_INNER") || id == QLatin1String("WAKE"))
        return Reading::MsPerOp;
    if (id == QLatin1String("ASSSD_ACC") || id.startsWith(QLatin1String("ACCESS_"))
        || id.startsWith(QLatin1String("RANDOM_ACCESS_")))
        return Reading::AccessTimeMs;
    if (id.startsWith(QLatin1String("FILES_")))
        return Reading::FilesPerS;
    return Reading::Transfer;
}

/// Results written before tests recorded how their passes end: by the ids of the count-based
/// workloads (workloadtests.cpp, smallfiles.cpp, capacitycheck.cpp).
PassLength passLengthOfId(const QString &id)
{
    static constexpr const char *kCountedPrefixes[] = {
        "SEEK_", "SEQ_OUTER", "SEQ_INNER", "XFER_", "ASSSD_SEQ", "SWEEP_", "TRACE_", "FILES_",
        "SURFACE", "PHYBS", "SUSTAINED_WRITE", "CACHE_", "CAPACITY", "WAKE",
    };
    for (const char *prefix : kCountedPrefixes) {
        if (id.startsWith(QLatin1String(prefix)))
            return PassLength::Counted;
    }
    return PassLength::Timed;
}

/// AS SSD's own labels for results that do not record one.
QString labelOfId(const QString &id)
{
    static constexpr struct { const char *id; const char *label; } kLabels[] = {
        {"ASSSD_SEQ", "Seq"}, {"ASSSD_4K", "4K"}, {"ASSSD_4K64", "4K-64Thrd"}, {"ASSSD_ACC", "Acc.time"},
    };
    for (const auto &l : kLabels) {
        if (id == QLatin1String(l.id))
            return QLatin1String(l.label);
    }
    QString s = id;
    return s.replace(QLatin1Char('_'), QLatin1Char(' '));
}

} // namespace

QString readingName(Reading reading)
{
    for (const auto &r : kReadings)
        if (r.reading == reading)
            return QLatin1String(r.name);
    return {};
}

std::optional<Reading> parseReading(const QString &name)
{
    for (const auto &r : kReadings)
        if (name == QLatin1String(r.name))
            return r.reading;
    return std::nullopt;
}

QString readingUnit(Reading reading)
{
    for (const auto &r : kReadings)
        if (r.reading == reading)
            return QLatin1String(r.unit);
    return {};
}

bool lowerIsBetter(Reading reading)
{
    return reading == Reading::MsPerOp || reading == Reading::AccessTimeMs;
}

QString passLengthName(PassLength length)
{
    return length == PassLength::Counted ? QStringLiteral("count") : QStringLiteral("time");
}

PassLength passLengthOf(const TestResult &t)
{
    if (t.passEnd == QLatin1String("count"))
        return PassLength::Counted;
    if (t.passEnd == QLatin1String("time"))
        return PassLength::Timed;
    return passLengthOfId(t.id);
}

Reading readingOf(const TestResult &t)
{
    if (const auto r = parseReading(t.reading))
        return *r;
    return readingOfId(t.id);
}

double readingValue(const TestResult &t)
{
    switch (readingOf(t)) {
    case Reading::Transfer:
        return t.bandwidthBytesPerS / 1e6;
    case Reading::MsPerOp:
        if (t.figures.seek)
            return t.figures.seek->msPerOp;
        return t.latencyUs.mean / 1000.0;
    case Reading::AccessTimeMs:
        if (t.figures.rate)
            return t.figures.rate->msRandomAccessTime;
        return t.iops > 0 ? 1000.0 / t.iops : 0.0;
    case Reading::FilesPerS:
        return t.iops;
    }
    return 0;
}

QString formatReadingNumber(const TestResult &t)
{
    const Reading r = readingOf(t);
    const double v = readingValue(t);
    // Times to 4 significant digits (0.0831 ms, 11.75 ms/op), rates as tables print them.
    int decimals = 2;
    if (lowerIsBetter(r))
        decimals = v <= 0 ? 2 : std::clamp(3 - int(std::floor(std::log10(v))), 0, 4);
    else if (r == Reading::FilesPerS)
        decimals = 0;
    // Files per second grouped as the panel writes counts ("157,395"); times and MB/s not.
    // A fixed locale (English), whatever LANG says: the CLI prints these beside C-formatted
    // columns (see comparison.cpp's formatNumber).
    QLocale locale(QLocale::English, QLocale::UnitedStates);
    if (r != Reading::FilesPerS)
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(v, 'f', decimals);
}

QString formatReading(const TestResult &t)
{
    return QStringLiteral("%1 %2").arg(formatReadingNumber(t), readingUnit(readingOf(t)));
}

RunLength runLengthOf(const RunResult &run)
{
    RunLength length;
    length.passes = run.settings.passes.value_or(0);
    length.durationS = run.settings.durationS.value_or(0);
    length.warmupS = run.settings.warmupS.value_or(0);
    for (const TestResult &t : run.tests) {
        if (t.skipped)
            continue;
        if (passLengthOf(t) == PassLength::Timed) {
            ++length.timedTests;
            continue;
        }
        ++length.countedTests;
        const QString label = testLabel(t);
        if (!length.countedLabels.contains(label))
            length.countedLabels << label;
        const int passes = std::max(1, t.passes);
        if (t.passes > 0) {
            length.countedPassesMin = length.countedPassesMin ? std::min(length.countedPassesMin, passes) : passes;
            length.countedPassesMax = std::max(length.countedPassesMax, passes);
        }
        if (t.ios > 0) {
            const std::uint64_t ops = t.ios / std::uint64_t(passes);
            length.opsPerPassMin = length.opsPerPassMin ? std::min(length.opsPerPassMin, ops) : ops;
            length.opsPerPassMax = std::max(length.opsPerPassMax, ops);
        }
    }
    return length;
}

QString testLabel(const TestResult &t)
{
    return t.label.isEmpty() ? labelOfId(t.id) : t.label;
}

} // namespace drivebench
