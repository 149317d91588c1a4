// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakecurve.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace drivebench {

namespace {

// Nearest-rank percentile of sorted values (p in 0..100).
double rank(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto n = double(sorted.size());
    const auto i = std::size_t(std::clamp(std::ceil(p / 100.0 * n) - 1, 0.0, n - 1));
    return sorted[i];
}

double median(const std::vector<double> &sorted)
{
    const std::size_t n = sorted.size();
    if (n == 0)
        return 0;
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

QString ms(double us)
{
    return QString::number(us / 1000.0, 'f', us < 1000 ? 2 : 1) + QStringLiteral(" ms");
}

} // namespace

QString formatIdle(double idleMs)
{
    if (idleMs >= 1000)
        return QString::number(idleMs / 1000.0, 'g', 3) + QStringLiteral(" s");
    return QString::number(idleMs, 'g', 4) + QStringLiteral(" ms");
}

Result<std::vector<double>> parseIdleList(const QString &text)
{
    std::vector<double> out;
    for (const QString &raw : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString item = raw.trimmed().toLower();
        double scale = 1;
        if (item.endsWith(QLatin1String("ms"))) {
            item.chop(2);
        } else if (item.endsWith(QLatin1Char('s'))) {
            item.chop(1);
            scale = 1000;
        }
        bool ok = false;
        const double v = item.trimmed().toDouble(&ok) * scale;
        if (!ok || !std::isfinite(v) || v < 0 || v > 3600 * 1000.0) {
            return Error::make(std::errc::invalid_argument,
                               ("bad idle time \"" + raw.trimmed() + "\"").toStdString(),
                               "give idle times as 0, 10ms, 1.9s (a bare number is ms; at most an hour), comma-separated");
        }
        out.push_back(v);
    }
    if (out.empty())
        return Error::make(std::errc::invalid_argument, "the idle list is empty", "give at least one idle time, e.g. 0,110ms,2.1s");
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<WakePoint> wakePoints(std::span<const WakeSample> samples)
{
    std::map<double, std::vector<double>> byIdle;
    for (const WakeSample &s : samples)
        byIdle[s.idleMs].push_back(s.latencyUs);
    std::vector<WakePoint> points;
    for (auto &[idle, lat] : byIdle) {
        std::sort(lat.begin(), lat.end());
        points.push_back(WakePoint{idle, int(lat.size()), median(lat), rank(lat, 90), lat.back()});
    }
    return points;
}

WakeVerdict judgeWake(std::span<const WakePoint> points, std::span<const ApstStep> apst, double minPenaltyUs)
{
    WakeVerdict v;
    if (points.empty()) {
        v.text = QStringLiteral("no reads measured");
        return v;
    }
    v.baselineUs = points.front().medianUs;
    const double threshold = std::max(minPenaltyUs, v.baselineUs);
    double level = v.baselineUs;
    for (std::size_t i = 1; i < points.size(); ++i) {
        const WakePoint &p = points[i];
        // A further step must also add a quarter of the penalty already reached: a wake-up's cost
        // varies by that much from read to read (timers, the bus), a deeper state's is larger.
        if (p.medianUs - level <= std::max(threshold, 0.25 * (level - v.baselineUs)))
            continue;
        // And most reads after this idle time must be slower than nearly all after the one
        // before (its p90): a median pushed up by a few slow reads of a busy machine is noise,
        // not a power state (seen in the emulated rig: +1.2 ms after 50 ms idle, p90 before 53 ms).
        if (p.medianUs <= points[i - 1].p90Us)
            continue;
        WakeStep s;
        s.afterIdleMs = p.idleMs;
        s.sinceIdleMs = points[i - 1].idleMs;
        s.penaltyUs = p.medianUs - v.baselineUs;
        // The deepest APST step reached by this idle time, preferring one reached in the bracket.
        for (const ApstStep &a : apst) {
            if (double(a.afterIdleMs) <= p.idleMs)
                s.apst = a;
        }
        v.steps.push_back(s);
        level = p.medianUs;
    }
    QStringList parts;
    for (const WakeStep &s : v.steps) {
        QString line = QStringLiteral("after %1 idle the first read costs +%2")
                           .arg(formatIdle(s.afterIdleMs), ms(s.penaltyUs));
        if (s.apst)
            line += QStringLiteral(": the drive's PS%1, declared %2").arg(s.apst->state).arg(ms(s.apst->exitLatencyUs));
        else
            line += QStringLiteral(": no APST step is in force there (PCIe ASPM or SATA link power management?)");
        parts << line;
    }
    if (parts.isEmpty()) {
        v.text = QStringLiteral("no wake-up penalty: after up to %1 idle a read costs what it costs without idle (median %2)")
                     .arg(formatIdle(points.back().idleMs), ms(v.baselineUs));
    } else {
        v.text = parts.join(QStringLiteral("; "));
    }
    // APST steps in force that no measured step shows (only those the idle list reached).
    for (const ApstStep &a : apst) {
        if (double(a.afterIdleMs) > points.back().idleMs)
            continue;
        const bool seen = std::any_of(v.steps.begin(), v.steps.end(), [&a](const WakeStep &s) {
            return s.apst && s.apst->state == a.state;
        });
        if (!seen)
            v.text += QStringLiteral("; PS%1 after %2 (declared %3) not seen").arg(a.state).arg(formatIdle(double(a.afterIdleMs)), ms(a.exitLatencyUs));
    }
    return v;
}

QString wakeFioSections(std::span<const double> idleMs, int samplesPerIdle)
{
    QString out = QStringLiteral("\n# WAKE read: the wake-up latency test, one job per idle time (fio idles before\n"
                                 "# every read but a job's first; DriveBench before every read)\n");
    for (const double idle : idleMs) {
        // A job is not timed: it ends after its reads, with a limit well above their idle time.
        const long long limitS = std::llround(std::ceil(idle * samplesPerIdle / 1000.0)) + 60;
        out += QStringLiteral("\n[WAKE-idle-%1]\nstonewall\nrw=randread\nbs=4k\niodepth=1\nnumjobs=1\ndirect=1\n"
                              "time_based=0\nramp_time=0\nruntime=%2\nnumber_ios=%3\n"
                              "thinktime=%4\nthinktime_blocks=1\n")
                   .arg(formatIdle(idle).remove(QLatin1Char(' ')))
                   .arg(limitS)
                   .arg(samplesPerIdle)
                   .arg(std::llround(idle * 1000.0)); // fio: microseconds
    }
    return out;
}

QString wakeFioJob(const QString &filename, std::span<const double> idleMs, int samplesPerIdle)
{
    return QStringLiteral("# DriveBench wake-up latency test: QD1 4K random reads, each after the job's idle time\n"
                          "[global]\nfilename=%1\nioengine=psync\ndirect=1\nwrite_lat_log=wake\nlog_avg_msec=0\n")
               .arg(QString(filename).replace(QLatin1Char(':'), QLatin1String("\\:")))
        + wakeFioSections(idleMs, samplesPerIdle);
}

} // namespace drivebench
