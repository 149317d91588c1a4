#include "asssdscore.h"

namespace drivebench::ui {

namespace {

bool isSequential(const TestResult &t)
{
    return t.id.startsWith(QLatin1String("SEQ")) || t.id.contains(QLatin1String("_SEQ"));
}

// The best-matching completed test for op with the given shape; nullptr when there is none.
const TestResult *find(const RunResult &run, const QString &op, bool sequential, int threads)
{
    const TestResult *best = nullptr;
    for (const TestResult &t : run.tests) {
        if (!t.completed || t.op != op || t.queueDepth != 1 || t.threads != threads)
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
    const auto mbps = [](const TestResult *t) { return t->bandwidthBytesPerS / 1e6; };
    const TestResult *seqR = find(run, QStringLiteral("read"), true, 1);
    const TestResult *seqW = find(run, QStringLiteral("write"), true, 1);
    const TestResult *k4R = find(run, QStringLiteral("read"), false, 1);
    const TestResult *k4W = find(run, QStringLiteral("write"), false, 1);
    const TestResult *k64R = find(run, QStringLiteral("read"), false, 64);
    const TestResult *k64W = find(run, QStringLiteral("write"), false, 64);
    if (!seqR || !seqW || !k4R || !k4W || !k64R || !k64W)
        return std::nullopt;
    AsSsdScore s;
    s.read = mbps(seqR) * 0.1 + mbps(k4R) + mbps(k64R);
    s.write = mbps(seqW) * 0.1 + mbps(k4W) + mbps(k64W);
    s.total = mbps(seqW) * 0.15 + mbps(seqR) * 0.1 + mbps(k4R) * 2 + mbps(k4W) + mbps(k64W)
              + mbps(k64R) * 1.5;
    return s;
}

} // namespace drivebench::ui
