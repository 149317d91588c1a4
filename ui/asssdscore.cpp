#include "asssdscore.h"

#include "core/workloads/asssdscore.h"

namespace drivebench::ui {

namespace {

bool isSequential(const TestResult &t)
{
    return t.id.startsWith(QLatin1String("SEQ")) || t.id.contains(QLatin1String("_SEQ"));
}

// AS SSD's own ids name their slot; others are recognised by shape.
QString asSsdSlot(const TestResult &t)
{
    if (t.id == QLatin1String("ASSSD_SEQ"))
        return QStringLiteral("seq");
    if (t.id == QLatin1String("ASSSD_4K"))
        return QStringLiteral("4k");
    if (t.id == QLatin1String("ASSSD_4K64"))
        return QStringLiteral("4k64");
    return {};
}

// The best-matching completed test for op with the given shape; nullptr when there is none.
const TestResult *find(const RunResult &run, const QString &op, bool sequential, int threads)
{
    const TestResult *best = nullptr;
    for (const TestResult &t : run.tests) {
        if (!t.completed || t.op != op)
            continue;
        const QString slot = asSsdSlot(t);
        if (!slot.isEmpty()) {
            if ((slot == QLatin1String("seq")) == sequential && (slot == QLatin1String("4k64")) == (threads == 64))
                return &t;
            continue;
        }
        if (t.queueDepth != 1 || t.threads != threads)
            continue;
        if (isSequential(t) != sequential)
            continue;
        if (sequential) {
            // AS SSD streams 16 MiB blocks; take the largest sequential block size present.
            if (t.blockSize < (1u << 20) || (best && best->blockSize >= t.blockSize))
                continue;
        } else if (t.blockSize != 4096) {
            continue;
        }
        best = &t;
    }
    return best;
}

} // namespace

std::optional<AsSsdScore> asSsdScore(const RunResult &run)
{
    // The workloads' own figure, when the run has it.
    for (auto it = run.tests.rbegin(); it != run.tests.rend(); ++it) {
        const QJsonObject s = it->extra.value(QLatin1String("asssd_score")).toObject();
        if (!s.isEmpty())
            return AsSsdScore{s.value(QLatin1String("read")).toDouble(), s.value(QLatin1String("write")).toDouble(),
                              s.value(QLatin1String("total")).toDouble()};
    }
    const TestResult *seqR = find(run, QStringLiteral("read"), true, 1);
    const TestResult *seqW = find(run, QStringLiteral("write"), true, 1);
    const TestResult *k4R = find(run, QStringLiteral("read"), false, 1);
    const TestResult *k4W = find(run, QStringLiteral("write"), false, 1);
    const TestResult *k64R = find(run, QStringLiteral("read"), false, 64);
    const TestResult *k64W = find(run, QStringLiteral("write"), false, 64);
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
