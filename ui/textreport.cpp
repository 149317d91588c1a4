#include "textreport.h"

#include <QRegularExpression>
#include <QStringList>

#include "ui/asssdscore.h"
#include "ui/runinfo.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

const QString kRule = QString(78, QLatin1Char('-'));

QString fixed(double value, int width, int decimals)
{
    return QStringLiteral("%1").arg(value, width, 'f', decimals);
}

// "SEQ    1MiB (Q=  8, T= 1)" for the CrystalDiskMark-shaped ids, the id itself otherwise.
QString testColumn(const TestResult &test)
{
    static const QRegularExpression cdm(QStringLiteral("^(SEQ|RND)(\\d+)([KMG])_Q(\\d+)T(\\d+)$"));
    const QRegularExpressionMatch m = cdm.match(test.id);
    if (m.hasMatch()) {
        const QString size = m.captured(2) + m.captured(3) + QStringLiteral("iB");
        return QStringLiteral("%1 %2 (Q=%3, T=%4)")
            .arg(m.captured(1), -3)
            .arg(size, 7)
            .arg(m.captured(4).toInt(), 3)
            .arg(m.captured(5).toInt(), 2);
    }
    return QStringLiteral("%1 (Q=%2, T=%3)")
        .arg(testLabel(test), -11)
        .arg(test.queueDepth, 3)
        .arg(test.threads, 2);
}

} // namespace

QString textReportLine(const TestResult &test)
{
    QString line = QStringLiteral("  %1: %2 MB/s [%3 IOPS] <%4 us>")
                       .arg(testColumn(test))
                       .arg(fixed(test.bandwidthBytesPerS / 1e6, 9, 3))
                       .arg(fixed(test.iops, 9, 1))
                       .arg(fixed(test.latencyUs.mean, 9, 2));
    if (!test.completed)
        line += QStringLiteral(" (incomplete)");
    return line;
}

QString textReport(const RunResult &run)
{
    QStringList lines;
    lines << kRule << QStringLiteral("%1 %2").arg(run.toolName, run.toolVersion) << kRule;
    lines << QStringLiteral("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]");
    lines << QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes");
    if (run.cached)
        lines << QStringLiteral("* buffered I/O: figures include the page cache");

    const struct
    {
        const char *op;
        const char *title;
    } sections[] = {{"read", "[Read]"}, {"write", "[Write]"}, {"mix", "[Mix]"}};
    for (const auto &section : sections) {
        QStringList rows;
        int readPercent = -1;
        for (const TestResult &t : run.tests) {
            if (t.op == QLatin1String(section.op)) {
                rows << textReportLine(t);
                readPercent = t.readPercent;
            }
        }
        if (rows.isEmpty())
            continue;
        QString title = QLatin1String(section.title);
        if (QLatin1String(section.op) == QLatin1String("mix"))
            title += QStringLiteral(" Read %1%/Write %2%").arg(readPercent).arg(100 - readPercent);
        lines << QString() << title << rows;
    }

    if (const auto score = asSsdScore(run)) {
        lines << QString() << QStringLiteral("[AS SSD score]")
              << QStringLiteral("  Read: %1  Write: %2  Total: %3")
                     .arg(score->read, 0, 'f', 0)
                     .arg(score->write, 0, 'f', 0)
                     .arg(score->total, 0, 'f', 0);
    }

    lines << QString();
    const QString profile = settingString(run.settings, {"profile"});
    lines << QStringLiteral("Profile: %1").arg(profile.isEmpty() ? QStringLiteral("-") : profile);
    const int passes = int(settingNumber(run.settings, {"passes"}));
    QString test = run.target.sizeBytes ? formatBytes(run.target.sizeBytes) : QStringLiteral("-");
    if (passes > 0)
        test += QStringLiteral(" (x%1)").arg(passes);
    test += QStringLiteral(" [%1]").arg(targetLine(run.target));
    lines << QStringLiteral("   Test: %1").arg(test);
    const double measure = settingNumber(run.settings, {"duration_s", "duration"});
    const double interval = settingNumber(run.settings, {"interval_s", "interval"});
    if (measure > 0)
        lines << QStringLiteral("   Time: Measure %1 sec / Interval %2 sec").arg(measure).arg(interval);
    const QDateTime when = run.startedAt.isValid() ? run.startedAt.toLocalTime() : QDateTime();
    lines << QStringLiteral("   Date: %1").arg(when.toString(QStringLiteral("yyyy/MM/dd HH:mm:ss")));
    lines << QStringLiteral("     OS: %1").arg(run.kernel.isEmpty() ? QStringLiteral("Linux") : run.kernel);
    const QString drive = driveLine(run.drive);
    if (!drive.isEmpty())
        lines << QStringLiteral("  Drive: %1").arg(drive);
    if (!run.comment.isEmpty())
        lines << QStringLiteral("Comment: %1").arg(run.comment);
    for (const QString &e : run.errors)
        lines << QStringLiteral("  Error: %1").arg(e);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace drivebench::ui
