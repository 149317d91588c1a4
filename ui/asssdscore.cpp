// SPDX-License-Identifier: GPL-3.0-or-later
#include "asssdscore.h"

#include "core/results/workloadfigures.h"
#include "core/workloads/asssdscore.h"

namespace drivebench::ui {

namespace {

// The completed AS SSD test of that id and direction (the asssd profile's own tests only: a
// CrystalDiskMark SEQ1M is not AS SSD's 16 MiB Seq, nor is RND4K_Q1T64 its 4K-64Thrd).
const TestResult *find(const RunResult &run, QLatin1String id, const QString &op)
{
    for (const TestResult &t : run.tests) {
        if (t.completed && t.id == id && t.op == op)
            return &t;
    }
    return nullptr;
}

} // namespace

std::optional<AsSsdScore> asSsdScore(const RunResult &run)
{
    // The workloads' own figure, when the run has it.
    for (auto it = run.tests.rbegin(); it != run.tests.rend(); ++it) {
        if (const std::optional<AsSsdScoreFigures> s = workloadFiguresOf(*it).asSsdScore)
            return AsSsdScore{s->score.read, s->score.write, s->score.total};
    }
    // Older stored runs of the asssd profile without the figure: the same formula over its tests.
    const QString read = QStringLiteral("read"), write = QStringLiteral("write");
    const TestResult *seqR = find(run, QLatin1String("ASSSD_SEQ"), read);
    const TestResult *seqW = find(run, QLatin1String("ASSSD_SEQ"), write);
    const TestResult *k4R = find(run, QLatin1String("ASSSD_4K"), read);
    const TestResult *k4W = find(run, QLatin1String("ASSSD_4K"), write);
    const TestResult *k64R = find(run, QLatin1String("ASSSD_4K64"), read);
    const TestResult *k64W = find(run, QLatin1String("ASSSD_4K64"), write);
    if (!seqR || !seqW || !k4R || !k4W || !k64R || !k64W)
        return std::nullopt;
    AsSsdRates rates;
    rates.seqRead = seqR->bandwidthBytesPerS;
    rates.seqWrite = seqW->bandwidthBytesPerS;
    rates.read4k = k4R->bandwidthBytesPerS;
    rates.write4k = k4W->bandwidthBytesPerS;
    rates.read4k64 = k64R->bandwidthBytesPerS;
    rates.write4k64 = k64W->bandwidthBytesPerS;
    const drivebench::AsSsdScore s = drivebench::asSsdScore(rates);
    return AsSsdScore{s.read, s.write, s.total};
}

} // namespace drivebench::ui
