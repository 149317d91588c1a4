// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakepattern.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "core/results/powersettingsjson.h"
#include "core/workloads/wakecurve.h"
#include "core/workloads/workloadrandom.h"

namespace drivebench {

namespace {

constexpr std::uint32_t kWakeReadBytes = 4096;

// Every read waits for the queue to drain (maxInFlight 0) and then for its idle time. The
// sample vector is sized in the constructor; completed() only writes into it. QD1: the
// completion belongs to the last request issued.
class WakePattern final : public IoPattern
{
public:
    WakePattern(const WakeSettings &s, const PatternContext &ctx)
        : m_length(std::max(kWakeReadBytes, ctx.alignment)),
          m_offsets(ctx.spanOffset, ctx.spanBytes, std::max(kWakeReadBytes, ctx.alignment), ctx.alignment, ctx.seed),
          m_pass(ctx.pass)
    {
        for (double idle : s.idleMs)
            for (int i = 0; i < s.samplesPerIdle; ++i)
                m_plan.push_back(idle);
        m_samples.resize(m_plan.size());
    }

    std::optional<IoRequest> next() override
    {
        if (m_issued >= m_plan.size() || m_offsets.slotCount() == 0)
            return std::nullopt;
        IoRequest r;
        r.offset = m_offsets.next();
        r.length = m_length;
        r.direction = IoDirection::Read;
        r.maxInFlight = 0;
        r.gapAfterBarrierNs = std::int64_t(std::llround(m_plan[m_issued] * 1e6));
        ++m_issued;
        return r;
    }

    void completed(const IoRequest &, std::uint64_t latencyNs) override
    {
        if (m_done < m_issued && m_done < m_samples.size()) {
            m_samples[m_done] = WakeSample{m_plan[m_done], double(latencyNs) / 1000.0};
            ++m_done;
        }
    }

    PatternReport report() const override
    {
        WakeReport r;
        r.pass = m_pass;
        r.samples.assign(m_samples.begin(), m_samples.begin() + std::ptrdiff_t(m_done));
        return r;
    }

    std::uint64_t plannedIos() const override { return m_plan.size(); }

private:
    std::uint32_t m_length;
    RandomBlockOffsets m_offsets;
    int m_pass;
    std::vector<double> m_plan;        ///< the idle time before each read, in issue order
    std::vector<WakeSample> m_samples;
    std::size_t m_issued = 0, m_done = 0;
};

WakeFigures figuresOf(const std::vector<WakePoint> &points, int samplesPerIdle, std::span<const ApstStep> apst)
{
    WakeFigures f;
    f.samplesPerIdle = samplesPerIdle;
    f.points = points;
    const WakeVerdict v = judgeWake(points, apst);
    f.baselineUs = v.baselineUs;
    for (const WakeStep &s : v.steps) {
        WakeFigureStep step{s.afterIdleMs, s.sinceIdleMs, s.penaltyUs, {}, {}};
        if (s.apst) {
            step.apstState = s.apst->state;
            step.apstExitLatencyUs = double(s.apst->exitLatencyUs);
        }
        f.steps.push_back(step);
    }
    for (const ApstStep &a : apst)
        f.expected.push_back({a.state, double(a.afterIdleMs), double(a.exitLatencyUs)});
    f.verdict = v.text;
    return f;
}

} // namespace

Result<WakeSettings> wakeSettingsFrom(const QString &idle, int samples)
{
    WakeSettings s;
    const QString t = idle.trimmed().toLower();
    if (t == QLatin1String("quick")) {
        s.idleMs.assign(std::begin(kWakeIdleQuickMs), std::end(kWakeIdleQuickMs));
        s.samplesPerIdle = kWakeQuickSamples;
    } else if (t != QLatin1String("default") && !t.isEmpty()) {
        auto list = parseIdleList(t);
        if (!list)
            return list.error();
        s.idleMs = std::move(*list);
    }
    if (samples > 0)
        s.samplesPerIdle = samples;
    return resolvedWakeSettings(s);
}

WakeSettings resolvedWakeSettings(const WakeSettings &settings)
{
    WakeSettings s = settings;
    if (s.idleMs.empty())
        s.idleMs.assign(std::begin(kWakeIdleDefaultMs), std::end(kWakeIdleDefaultMs));
    if (s.samplesPerIdle <= 0)
        s.samplesPerIdle = kWakeDefaultSamples;
    return s;
}

double wakePlannedIdleMs(const WakeSettings &settings)
{
    const WakeSettings s = resolvedWakeSettings(settings);
    double sum = 0;
    for (double idle : s.idleMs)
        sum += idle;
    return sum * s.samplesPerIdle;
}

std::unique_ptr<IoPattern> makeWakePattern(const WakeSettings &settings, const PatternContext &context)
{
    return std::make_unique<WakePattern>(resolvedWakeSettings(settings), context);
}

WorkloadFigures mergeWakeFigures(const std::vector<PatternReport> &reports)
{
    std::vector<WakeSample> samples;
    int perIdle = 0;
    for (const PatternReport &r : reports) {
        const auto *w = std::get_if<WakeReport>(&r);
        if (!w || w->pass < 1)
            continue;
        samples.insert(samples.end(), w->samples.begin(), w->samples.end());
    }
    WorkloadFigures out;
    if (samples.empty())
        return out;
    const std::vector<WakePoint> points = wakePoints(samples);
    for (const WakePoint &p : points)
        perIdle = std::max(perIdle, p.samples);
    out.wake = figuresOf(points, perIdle, {});
    out.wake->apstSource = QStringLiteral("not known");
    return out;
}

std::vector<TestSpec> wakeTests(const WakeSettings &settings, int passes)
{
    const WakeSettings s = resolvedWakeSettings(settings);
    TestSpec t;
    t.id = QStringLiteral("WAKE");
    t.label = QStringLiteral("Wake-up latency");
    t.op = IoOp::Read;
    t.pattern = AccessPattern::Random;
    t.blockSize = kWakeReadBytes;
    t.queueDepth = 1;
    t.threads = 1;
    t.passEnd = PassEnd::PatternExhausted;
    t.warmupS = 0;
    t.passes = std::max(1, passes);
    t.reading = Reading::MsPerOp; // the reads' mean latency (1000 / IOPS would count the idle times)
    t.makePattern = [s](const TestSpec &, const PatternContext &ctx) -> Result<std::unique_ptr<IoPattern>> {
        if (ctx.spanBytes < std::max(kWakeReadBytes, ctx.alignment))
            return Error::make(std::errc::invalid_argument, "the span is smaller than one 4 KiB read",
                               "give a larger {1} or another target", SettingFixes{{Setting::Size, {}}});
        return makeWakePattern(s, ctx);
    };
    t.mergeReports = mergeWakeFigures;
    t.fioSections = [s] { return wakeFioSections(s.idleMs, s.samplesPerIdle); };
    return {std::move(t)};
}

void annotateWakeRun(RunResult &run)
{
    // The APST steps the run recorded (core/results/powersettingsjson.cpp), or why there are none.
    const RecordedApst recorded = recordedApstOf(run.drive);
    const std::vector<ApstStep> &steps = recorded.steps;
    const QString &source = recorded.source;
    for (TestResult &t : run.tests) {
        if (t.skipped)
            continue;
        const WorkloadFigures f = workloadFiguresOf(t);
        if (!f.wake)
            continue;
        WorkloadFigures judged;
        judged.wake = figuresOf(f.wake->points, f.wake->samplesPerIdle, steps);
        judged.wake->apstSource = source;
        addWorkloadFigures(t, judged);
    }
}

} // namespace drivebench
