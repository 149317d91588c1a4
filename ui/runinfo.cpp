// SPDX-License-Identifier: GPL-3.0-or-later
#include "runinfo.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include "core/results/runcost.h"
#include "core/results/runorigin.h"
#include "core/results/testreading.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

struct RunInfo
{
    Q_DECLARE_TR_FUNCTIONS(RunInfo)
};

} // namespace

QString linkText(const DriveFacts &drive)
{
    if (drive.linkCurrent.isEmpty())
        return {};
    QString text = drive.linkCurrent;
    if (!drive.linkMax.isEmpty() && drive.linkMax != drive.linkCurrent)
        text += RunInfo::tr(" (max %1)").arg(drive.linkMax);
    if (drive.linkDegraded)
        text = QStringLiteral("⚠ ") + text;
    return text;
}

QString driveLine(const DriveFacts &drive)
{
    QStringList parts;
    if (!drive.model.isEmpty())
        parts << drive.model;
    if (!drive.firmware.isEmpty())
        parts << RunInfo::tr("FW %1").arg(drive.firmware);
    const QString link = linkText(drive);
    if (!link.isEmpty())
        parts << link;
    return parts.join(QStringLiteral(" · "));
}

QString fileSystemText(const QString &fsType)
{
    // core/results/runorigin.h words them (the CLI names them too), translated in this context:
    // the markers keep them in the window's catalogues.
    [[maybe_unused]] static constexpr const char *kWords[] = {
        QT_TRANSLATE_NOOP("RunInfo", "%1 (RAM)"), QT_TRANSLATE_NOOP("RunInfo", "%1 (network)"),
        QT_TRANSLATE_NOOP("RunInfo", "%1 (container layer)")};
    return drivebench::fileSystemText(fsType);
}

QString targetLine(const TargetInfo &target)
{
    if (target.path.isEmpty())
        return {};
    QStringList where;
    if (!target.filesystem.isEmpty())
        where << target.filesystem;
    if (!target.device.isEmpty() && target.device != target.path)
        where << RunInfo::tr("on %1").arg(target.device);
    QString line = target.path;
    if (!where.isEmpty())
        line += QStringLiteral(" (") + where.join(QLatin1Char(' ')) + QLatin1Char(')');
    if (target.sizeBytes > 0) {
        line += target.kind == QLatin1String("device")
                    ? RunInfo::tr(", device %1").arg(formatBytes(target.sizeBytes))
                    : RunInfo::tr(", test file %1").arg(formatBytes(target.sizeBytes));
    }
    return line;
}

QString settingsLine(const RunResult &run)
{
    QStringList parts;
    const RunSettingsFacts settings = runSettingsOf(run);
    if (!settings.profile.isEmpty())
        parts << RunInfo::tr("profile %1").arg(settings.profile);
    // The run's passes × duration and warm-up describe its timed tests only; tests of a fixed
    // length (seek stroke, transfer zones, AS SSD Seq, sweep, traces) say what they ran.
    const RunLength length = runLengthOf(run);
    const bool noTests = length.timedTests + length.countedTests == 0;
    if (noTests || length.timedTests > 0) {
        const int passes = settings.passes;
        const double duration = settings.durationS;
        const int steadyRounds = settings.steadyMaxRounds;
        if (steadyRounds > 0 && duration > 0)
            parts << RunInfo::tr("until steady, rounds of %1 s, at most %2").arg(duration).arg(steadyRounds);
        else if (passes > 0 && duration > 0)
            parts << RunInfo::tr("%1 × %2 s").arg(passes).arg(duration);
        else if (passes > 0)
            parts << RunInfo::tr("%n pass(es)", nullptr, passes);
        const double warmup = settings.warmupS;
        if (warmup > 0)
            parts << RunInfo::tr("warm-up %1 s").arg(warmup);
    }
    if (length.countedTests > 0) {
        QStringList what;
        if (length.countedPassesMax > 0) {
            what << (length.countedPassesMax == 1 ? RunInfo::tr("1 pass")
                     : length.countedPassesMin == length.countedPassesMax
                         ? RunInfo::tr("%1 passes").arg(length.countedPassesMax)
                         : RunInfo::tr("%1–%2 passes").arg(length.countedPassesMin).arg(length.countedPassesMax));
        }
        if (length.opsPerPassMax > 0) {
            const QLocale l;
            what << (length.opsPerPassMin == length.opsPerPassMax
                         ? RunInfo::tr("%1 ops per pass").arg(l.toString(qulonglong(length.opsPerPassMax)))
                         : RunInfo::tr("%1–%2 ops per pass")
                               .arg(l.toString(qulonglong(length.opsPerPassMin)),
                                    l.toString(qulonglong(length.opsPerPassMax))));
        }
        const QString detail = what.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(what.join(QStringLiteral(", ")));
        if (length.timedTests == 0)
            parts << RunInfo::tr("fixed-length tests%1").arg(detail);
        else if (length.countedLabels.size() <= 3)
            parts << RunInfo::tr("%1 of fixed length%2")
                         .arg(length.countedLabels.join(QStringLiteral(", ")), detail);
        else
            parts << RunInfo::tr("%1 tests of fixed length%2").arg(length.countedTests).arg(detail);
    }
    QString aggregation;
    for (const TestResult &t : run.tests) {
        if (!t.aggregation.isEmpty()) {
            aggregation = t.aggregation;
            break;
        }
    }
    if (aggregation == QLatin1String("best"))
        parts << RunInfo::tr("best of passes");
    else if (aggregation == QLatin1String("mean"))
        parts << RunInfo::tr("mean of passes");
    else if (aggregation == QLatin1String("window"))
        parts << RunInfo::tr("mean of the last 5 rounds");
    if (settings.data == QLatin1String("zeros"))
        parts << RunInfo::tr("zero data");
    else if (settings.data == QLatin1String("random"))
        parts << RunInfo::tr("random data");
    if (!run.engine.isEmpty())
        parts << run.engine;
    if (settings.cpusPinned) {
        // In the order the threads took them: the device's interrupt CPUs first.
        QStringList names;
        for (int cpu : settings.cpus)
            names << QString::number(cpu);
        parts << RunInfo::tr("threads pinned to CPUs %1").arg(names.join(QLatin1Char(',')));
    }
    if (run.cached)
        parts << RunInfo::tr("buffered (page cache included)");
    return parts.join(QStringLiteral(", "));
}

QString costLine(const RunResult &run)
{
    const std::optional<RunCost> cost = runCostOf(run);
    if (!cost || !cost->driveCountedBytes)
        return {};
    // Decimal units, as drive makers rate endurance (TBW) and as the NVMe counter counts.
    QString text = RunInfo::tr("Cost to the drive: %1 of host writes counted by the drive for %2 written by the tests")
                       .arg(formatCapacity(*cost->driveCountedBytes), formatCapacity(cost->testsWroteBytes));
    if (const std::optional<double> r = cost->ratio())
        text += QStringLiteral(" (×%1)").arg(QLocale().toString(*r, 'f', 2));
    if (cost->percentageUsedBefore && cost->percentageUsedAfter) {
        text += QStringLiteral(" · ")
                + (*cost->percentageUsedBefore == *cost->percentageUsedAfter
                       ? RunInfo::tr("Percentage used %1 % before and after").arg(*cost->percentageUsedAfter)
                       : RunInfo::tr("Percentage used %1 % → %2 %").arg(*cost->percentageUsedBefore).arg(*cost->percentageUsedAfter));
    }
    return text;
}

} // namespace drivebench::ui
