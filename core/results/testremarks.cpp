// SPDX-License-Identifier: GPL-3.0-or-later
#include "testremarks.h"

#include <algorithm>

#include <QLocale>
#include <QStringList>

#include "core/util/bytesize.h"

namespace drivebench {

QString steadyNote(const TestResult &t)
{
    if (!t.steady)
        return {};
    const TestSteadyState &s = *t.steady;
    const int ran = int(s.state.rounds.size());
    if (s.state.reached && s.state.round)
        return QStringLiteral("steady at round %1").arg(*s.state.round);
    if (ran < s.maxRounds)
        return QStringLiteral("not steady: stopped after %1 of %2 rounds").arg(ran).arg(s.maxRounds);
    return QStringLiteral("not steady after %1 rounds").arg(ran);
}

QString steadyDetail(const TestResult &t)
{
    if (!t.steady)
        return {};
    const TestSteadyState &s = *t.steady;
    const SteadyCriterion criterion;
    QString text = steadyNote(t);
    if (s.state.window) {
        const SteadyWindow &w = *s.state.window;
        text += QStringLiteral(": last %1 rounds within %2 % (excursion, limit %3 %) and %4 % "
                               "(slope, limit %5 %) of their mean %6 %7")
                    .arg(criterion.windowRounds)
                    .arg(w.excursionPct, 0, 'f', 1)
                    .arg(criterion.maxExcursionPct)
                    .arg(w.slopePct, 0, 'f', 1)
                    .arg(criterion.maxSlopePct)
                    .arg(w.mean, 0, 'f', 2)
                    .arg(s.unit);
    }
    QStringList rounds;
    for (double v : s.state.rounds)
        rounds << QString::number(v, 'f', 1);
    text += QStringLiteral("; rounds %1: %2").arg(s.unit, rounds.join(QLatin1Char(' ')));
    return text;
}

QString fairnessText(const TestResult &t)
{
    if (!t.fairness)
        return {};
    const ThreadFairness &f = *t.fairness;
    const auto [lo, hi] = std::minmax_element(f.shares.begin(), f.shares.end());
    return QStringLiteral("%1 workers: I/O shares %2 % to %3 %, least worker %4 at %5 of the mean; "
                          "first done worker %6 at %7 s, last done worker %8 at %9 s")
        .arg(f.shares.size())
        .arg(*lo * 100.0, 0, 'f', 1)
        .arg(*hi * 100.0, 0, 'f', 1)
        .arg(f.leastWorker)
        .arg(f.minShareOfMean, 0, 'f', 2)
        .arg(f.firstDoneWorker)
        .arg(f.firstDoneS, 0, 'f', 4)
        .arg(f.lastDoneWorker)
        .arg(f.lastDoneS, 0, 'f', 4);
}

QString cacheVerdictText(const CacheFigures &cache)
{
    const QLocale c = QLocale::c();
    const auto gb = [&](double bytes) { return c.toString(bytes / 1e9, 'f', 2) + QStringLiteral(" GB"); };
    const auto mbs = [&](double rate) { return c.toString(rate / 1e6, 'f', 0) + QStringLiteral(" MB/s"); };
    const CacheCurve &k = cache.curve;
    if (!k.sizeBytes)
        return QStringLiteral("no cache cliff within the %1 written at %2: the cache is larger than that, "
                              "or there is none")
            .arg(gb(double(k.writtenBytes)), mbs(k.inCacheBytesPerS));
    QString text = QStringLiteral("cache %1 (+/- %2): %3 in it, %4 after it")
                       .arg(gb(double(*k.sizeBytes)), gb(double(k.sizeUncertaintyBytes)),
                            mbs(k.inCacheBytesPerS), mbs(k.afterCacheBytesPerS.value_or(0)));
    if (k.floorBytesPerS && k.floorAfterBytes)
        text += QStringLiteral(", floor %1 after %2 written").arg(mbs(*k.floorBytesPerS), gb(double(*k.floorAfterBytes)));
    QStringList back;
    for (const CacheRecovery &r : cache.recovery)
        back << QStringLiteral("after %1 s idle %2%3")
                    .arg(c.toString(r.idleS, 'g', 6), gb(double(r.sizeBytes)),
                         r.atLeast ? QStringLiteral(" or more") : QString());
    if (!back.isEmpty())
        text += QStringLiteral("; came back: ") + back.join(QStringLiteral(", "));
    return text;
}

} // namespace drivebench
