#include "asssdscore.h"

namespace drivebench {

namespace {
constexpr double kMiB = 1024.0 * 1024.0;
}

AsSsdScore asSsdScore(const AsSsdRates &rates)
{
    const double sr = rates.seqRead / kMiB, sw = rates.seqWrite / kMiB;
    const double r4 = rates.read4k / kMiB, w4 = rates.write4k / kMiB;
    const double r64 = rates.read4k64 / kMiB, w64 = rates.write4k64 / kMiB;
    AsSsdScore s;
    s.read = sr * 0.1 + r4 + r64;
    s.write = sw * 0.1 + w4 + w64;
    s.total = sw * 0.15 + sr * 0.1 + r4 * 2 + w4 + w64 + r64 * 1.5;
    return s;
}

QJsonObject asSsdScoreJson(const AsSsdRates &rates, const AsSsdScore &score)
{
    QJsonObject inputs{{QStringLiteral("seq_read"), rates.seqRead / kMiB},
                       {QStringLiteral("seq_write"), rates.seqWrite / kMiB},
                       {QStringLiteral("read_4k"), rates.read4k / kMiB},
                       {QStringLiteral("write_4k"), rates.write4k / kMiB},
                       {QStringLiteral("read_4k_64thrd"), rates.read4k64 / kMiB},
                       {QStringLiteral("write_4k_64thrd"), rates.write4k64 / kMiB}};
    return QJsonObject{{QStringLiteral("read"), score.read},
                       {QStringLiteral("write"), score.write},
                       {QStringLiteral("total"), score.total},
                       {QStringLiteral("inputs_mib_per_s"), inputs}};
}

} // namespace drivebench
