// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultexport.h"

#include "core/results/runcost.h"
#include "core/results/runfacts.h"
#include "core/results/testreading.h"
#include "core/results/testremarks.h"
#include "core/results/workloadfigures.h"
#include "core/util/bytesize.h"
#include "core/util/utctime.h"

#include <algorithm>
#include <functional>

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace drivebench {

namespace {

const QString kRule = QString(78, QLatin1Char('-'));

/// Shortest decimal that reads back as the same double (CSV must not round figures).
QString exact(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString figures(const TestResult &t)
{
    const QString transfer = QStringLiteral("%1 MB/s [%2 IOPS] <%3 us>")
                                 .arg(t.bandwidthBytesPerS / 1e6, 9, 'f', 3)
                                 .arg(t.iops, 9, 'f', 1)
                                 .arg(t.latencyUs.mean, 9, 'f', 2);
    // A test read in its own unit (seek stroke in ms/op, access time in ms, small files in
    // files/s) shows that first (core/results/testreading.h).
    if (readingOf(t) == Reading::Transfer)
        return transfer;
    return QStringLiteral("%1  (%2)").arg(formatReading(t), 16).arg(transfer.simplified());
}

bool isCrystalTest(const TestResult &t)
{
    // SEQ1M_Q8T1, RND4K_Q32T16; not seek stroke's SEQ_OUTER / SEQ_INNER.
    return (t.id.startsWith(QLatin1String("SEQ")) || t.id.startsWith(QLatin1String("RND")))
           && t.id.size() > 3 && t.id.at(3).isDigit();
}

QString driveLine(const DriveRecord &drive)
{
    QStringList parts;
    const auto add = [&](const std::optional<QString> &field, const QString &prefix) {
        const QString v = field.value_or(QString()).trimmed();
        if (!v.isEmpty())
            parts << prefix + v;
    };
    add(drive.model, QString());
    add(drive.firmware, QStringLiteral("FW "));
    add(drive.serial, QStringLiteral("S/N "));
    add(drive.linkLine, QString()); // older results' link of one line
    return parts.join(QStringLiteral("  "));
}

// The CSV's steady-state columns: empty for a test that ran a fixed number of passes.
QString steadyColumn(const TestResult &t)
{
    if (!t.steady)
        return {};
    return t.steady->state.reached ? QStringLiteral("true") : QStringLiteral("false");
}

QString steadyRound(const TestResult &t)
{
    return t.steady && t.steady->state.round ? QString::number(*t.steady->state.round) : QString();
}

QString steadyFigure(const TestResult &t, double SteadyWindow::*figure)
{
    return t.steady && t.steady->state.window ? exact((*t.steady->state.window).*figure) : QString();
}

QString flagText(const RunResult &run, const TestResult &t)
{
    const QString mark = warningMark(run, t);
    const QString steady = t.steady ? QStringLiteral(" [%1]").arg(steadyNote(t)) : QString();
    return (mark.isEmpty() ? QString() : QLatin1Char(' ') + mark) + steady;
}

} // namespace

std::vector<RunWarning> testWarnings(const RunResult &run, const TestResult &test)
{
    std::vector<RunWarning> out;
    for (const RunWarning &w : run.warnings)
        if (w.test == test.id && (w.op.isEmpty() || w.op == test.op))
            out.push_back(w);
    return out;
}

QString warningMark(const RunResult &run, const TestResult &test)
{
    QStringList names;
    for (const RunWarning &w : testWarnings(run, test)) {
        QString name = w.code;
        name.replace(QLatin1Char('_'), QLatin1Char(' '));
        name.replace(QLatin1String("foreign io"), QLatin1String("foreign I/O"));
        if (!names.contains(name))
            names << name;
    }
    return names.isEmpty() ? QString() : QStringLiteral("[%1]").arg(names.join(QStringLiteral(", ")));
}

QString blockSizeLabel(std::uint64_t bytes)
{
    return formatBlockSize(bytes, ByteSpacing::None);
}

QString crystalTestLabel(const TestResult &t)
{
    if (!isCrystalTest(t))
        return t.id;
    return QStringLiteral("%1 %2 (Q=%3, T=%4)")
        .arg(t.id.left(3))
        .arg(blockSizeLabel(t.blockSize), 7)
        .arg(t.queueDepth, 3)
        .arg(t.threads, 2);
}

namespace {

/// The CrystalDiskMark sections ([Read], [Write], [Mix], [Trim]) of the tests it knows.
void crystalSections(const RunResult &run, const std::function<void(const QString &)> &line)
{
    struct Section { const char *op; QString title; };
    int mixPercent = -1;
    for (const TestResult &t : run.tests)
        if (t.op == QLatin1String("mix"))
            mixPercent = t.readPercent;
    const Section sections[] = {
        {"read", QStringLiteral("[Read]")},
        {"write", QStringLiteral("[Write]")},
        {"mix", QStringLiteral("[Mix] Read %1%/Write %2%").arg(mixPercent).arg(100 - mixPercent)},
        {"trim", QStringLiteral("[Trim]")},
    };
    for (const Section &s : sections) {
        QStringList lines;
        for (const TestResult &t : run.tests) {
            if (t.op != QLatin1String(s.op) || !isCrystalTest(t))
                continue;
            lines << QStringLiteral("  %1: %2%3%4")
                         .arg(crystalTestLabel(t), figures(t),
                              t.skipped ? QStringLiteral(" (skipped)")
                              : t.completed ? QString() : QStringLiteral(" (partial)"),
                              flagText(run, t));
        }
        if (lines.isEmpty())
            continue;
        line(QString());
        line(s.title);
        for (const QString &l : lines)
            line(l);
    }
}

/// The tests CrystalDiskMark has not, named and lined up, then AS SSD's score where there is one.
void otherTests(const RunResult &run, const std::function<void(const QString &)> &line)
{
    QStringList others;
    const auto otherName = [](const TestResult &t) {
        return t.label.isEmpty() || testLabel(t) == QString(t.id).replace(QLatin1Char('_'), QLatin1Char(' '))
                   ? t.id : QStringLiteral("%1 (%2)").arg(testLabel(t), t.id);
    };
    int nameWidth = 18; // the names line up, however long the labels
    for (const TestResult &t : run.tests) {
        if (!isCrystalTest(t))
            nameWidth = std::max(nameWidth, int(otherName(t).size()));
    }
    for (const TestResult &t : run.tests) {
        if (isCrystalTest(t))
            continue;
        others << QStringLiteral("  %1 %2: %3%4%5")
                      .arg(otherName(t), -nameWidth)
                      .arg(t.op, -5)
                      .arg(figures(t), t.skipped ? QStringLiteral(" (skipped)")
                                       : t.completed ? QString() : QStringLiteral(" (partial)"),
                           flagText(run, t));
    }
    if (!others.isEmpty()) {
        line(QString());
        line(QStringLiteral("[Other tests]"));
        for (const QString &l : others)
            line(l);
    }
    // AS SSD's score, as its window gives it under its table (the walk found it missing here).
    for (const TestResult &t : run.tests) {
        if (const WorkloadFigures f = workloadFiguresOf(t); f.asSsdScore) {
            const AsSsdScore &score = f.asSsdScore->score;
            line(QString());
            line(QStringLiteral("[AS SSD score] read %1, write %2, total %3")
                     .arg(score.read, 0, 'f', 0)
                     .arg(score.write, 0, 'f', 0)
                     .arg(score.total, 0, 'f', 0));
            break;
        }
    }
}

/// The report's foot: the profile, the test file, the mode, the time, the machine and drive,
/// the comment, errors, warnings and per-test remarks.
void crystalFooter(const RunResult &run, const std::function<void(const QString &)> &line)
{
    int passes = 0;
    for (const TestResult &t : run.tests)
        passes = std::max(passes, t.passes);
    const RunSettingsFacts settings = runSettingsOf(run);
    // The file the run used (a capacity check's 32 MiB), else the size asked for.
    const auto sizeBytes = std::uint64_t(run.target.sizeBytes > 0 ? double(run.target.sizeBytes)
                                                                  : std::max(settings.testFileBytes, 0.0));
    const double measureS = settings.durationS;
    const double intervalS = settings.intervalS;
    QString where = run.target.path;
    if (!run.target.filesystem.isEmpty())
        where += QStringLiteral(": ") + run.target.filesystem;
    if (!run.target.device.isEmpty())
        where += QStringLiteral(" on ") + run.target.device;
    const QString profile = settings.profile;

    line(QString());
    line(QStringLiteral("Profile: %1").arg(profile.isEmpty() ? QStringLiteral("-") : profile));
    line(QStringLiteral("   Test: %1 (x%2) [%3]").arg(formatBytes(sizeBytes)).arg(passes).arg(where));
    line(QStringLiteral("   Mode: %1, %2")
             .arg(run.engine.isEmpty() ? QStringLiteral("-") : run.engine,
                  run.cached ? QStringLiteral("buffered (page cache included)") : QStringLiteral("O_DIRECT")));
    // The measure time applies to timed tests only; fixed-length ones say what they ran.
    const RunLength length = runLengthOf(run);
    if (measureS >= 0 && (length.timedTests > 0 || length.countedTests == 0))
        line(QStringLiteral("   Time: Measure %1 sec / Interval %2 sec")
                 .arg(measureS)
                 .arg(intervalS >= 0 ? QString::number(intervalS) : QStringLiteral("-")));
    if (length.countedTests > 0) {
        QString ops;
        if (length.opsPerPassMax > 0)
            ops = length.opsPerPassMin == length.opsPerPassMax
                      ? QStringLiteral(", %1 I/Os per pass").arg(length.opsPerPassMax)
                      : QStringLiteral(", %1 to %2 I/Os per pass").arg(length.opsPerPassMin).arg(length.opsPerPassMax);
        line(QStringLiteral("  Fixed: %1 test(s) of a fixed length (no measure time)%2")
                 .arg(length.countedTests)
                 .arg(ops));
    }
    line(QStringLiteral("   Date: %1").arg(run.startedAt.isValid()
                                               ? run.startedAt.toUTC().toString(QStringLiteral("yyyy/MM/dd HH:mm:ss 'UTC'"))
                                               : QStringLiteral("-")));
    line(QStringLiteral("     OS: %1").arg(run.kernel.isEmpty() ? QStringLiteral("-") : run.kernel));
    if (!run.cpu.isEmpty())
        line(QStringLiteral("    CPU: %1").arg(run.cpu));
    const QString drive = driveLine(run.drive);
    if (!drive.isEmpty())
        line(QStringLiteral("  Drive: %1").arg(drive));
    // What the run cost the drive, from its own host-write count (runcost.h), where it counted.
    if (const std::optional<RunCost> cost = runCostOf(run); cost && cost->driveCountedBytes)
        line(QStringLiteral("   Cost: %1").arg(runCostRemark(*cost)));
    line(QStringLiteral("Comment: %1").arg(run.comment));
    for (const ResultLine &e : run.errors)
        line(QStringLiteral("  Error: %1").arg(e.text()));
    for (const RunWarning &w : run.warnings)
        line(QStringLiteral("Warning: %1: %2").arg(w.code, w.text()));
    for (const TestResult &t : run.tests) {
        if (t.steady)
            line(QStringLiteral(" Steady: %1 %2: %3").arg(t.id, t.op, steadyDetail(t)));
    }
    for (const TestResult &t : run.tests) {
        if (t.fairness)
            line(QStringLiteral("Threads: %1 %2: %3").arg(t.id, t.op, fairnessText(t)));
    }
    for (const TestResult &t : run.tests) {
        if (const WorkloadFigures f = workloadFiguresOf(t); f.cache && f.cache->idleBeforeS <= 0)
            line(QStringLiteral("  Cache: %1").arg(cacheVerdictText(*f.cache)));
    }
}

} // namespace

QString toCrystalDiskMarkText(const RunResult &run)
{
    QString out;
    const auto line = [&](const QString &s) { out += s + QLatin1Char('\n'); };
    line(kRule);
    line(QStringLiteral("%1 %2 - CrystalDiskMark-style report")
             .arg(run.toolName.isEmpty() ? QStringLiteral("DriveBench") : run.toolName, run.toolVersion));
    line(kRule);
    line(QStringLiteral("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]"));
    line(QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes"));
    if (!run.completed)
        line(QStringLiteral("* PARTIAL: the run was cancelled or failed; the figures below are what "
                            "finished"));

    crystalSections(run, line);
    otherTests(run, line);
    crystalFooter(run, line);
    return out;
}

QString toCsv(const RunResult &run)
{
    static const char *const kHeader[] = {
        "started_at", "drive_model", "test_id", "op", "block_size_bytes", "queue_depth", "threads",
        "passes", "read_percent", "aggregation", "bandwidth_bytes_per_s", "iops", "ios", "read_ios",
        "write_ios", "bytes_read", "bytes_written", "duration_s", "latency_min_us",
        "latency_mean_us", "latency_p50_us", "latency_p90_us", "latency_p99_us", "latency_p999_us",
        "latency_p9999_us", "latency_max_us", "bandwidth_stdev_bytes_per_s", "completed", "label",
        "reading", "headline", "headline_unit", "steady", "steady_round", "steady_excursion_pct",
        "steady_slope_pct", "min_share_of_mean", "warnings"};
    QStringList header;
    for (const char *h : kHeader)
        header << QLatin1String(h);
    QString out = header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    const QString started = isoUtc(run.startedAt);
    const QString model = run.drive.model.value_or(QString());
    // The codes of a test's warnings, separated by ';' (docs/result-format.md "warnings").
    const auto codes = [&](const TestResult &t) {
        QStringList list;
        for (const RunWarning &w : testWarnings(run, t))
            list << w.code;
        return list.join(QLatin1Char(';'));
    };
    for (const TestResult &t : run.tests) {
        const LatencySummaryUs &l = t.latencyUs;
        const QStringList row{
            started, csvField(model), csvField(t.id), csvField(t.op), QString::number(t.blockSize),
            QString::number(t.queueDepth), QString::number(t.threads), QString::number(t.passes),
            QString::number(t.readPercent), csvField(t.aggregation), exact(t.bandwidthBytesPerS),
            exact(t.iops), QString::number(t.ios), QString::number(t.readIos),
            QString::number(t.writeIos), QString::number(t.bytesRead), QString::number(t.bytesWritten),
            exact(t.durationS), exact(l.min), exact(l.mean), exact(l.p50), exact(l.p90), exact(l.p99),
            exact(l.p999), exact(l.p9999), exact(l.max), exact(t.bandwidthSpread.stdev),
            t.completed ? QStringLiteral("true") : QStringLiteral("false"), csvField(testLabel(t)),
            readingName(readingOf(t)), exact(readingValue(t)), csvField(readingUnit(readingOf(t))),
            steadyColumn(t), steadyRound(t), steadyFigure(t, &SteadyWindow::excursionPct),
            steadyFigure(t, &SteadyWindow::slopePct),
            t.fairness ? exact(t.fairness->minShareOfMean) : QString(), csvField(codes(t))};
        out += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace drivebench
