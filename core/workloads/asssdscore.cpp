// SPDX-License-Identifier: GPL-3.0-or-later
#include "asssdscore.h"

namespace drivebench {

namespace {
constexpr double kMB = 1e6;  // MB/s, as everywhere in DriveBench
}

AsSsdScore asSsdScore(const AsSsdRates &rates)
{
    const double sr = rates.seqRead / kMB, sw = rates.seqWrite / kMB;
    const double r4 = rates.read4k / kMB, w4 = rates.write4k / kMB;
    const double r64 = rates.read4k64 / kMB, w64 = rates.write4k64 / kMB;
    AsSsdScore s;
    s.read = sr * 0.1 + r4 + r64;
    s.write = sw * 0.1 + w4 + w64;
    s.total = sw * 0.15 + sr * 0.1 + r4 * 2 + w4 + w64 + r64 * 1.5;
    return s;
}

} // namespace drivebench
