// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A short run's choice for tests that plan or run one: the demo profile in dir, one pass of
// 0.2 s, no warm-up or interval, through the page cache (tmpfs has no O_DIRECT on Debian 12's
// 6.1 kernel).

#include <cstdint>

#include <QString>

#include "core/runner/runplan.h"

namespace drivebench::testing {

inline RunChoice demoChoiceIn(const QString &dir, std::uint64_t size)
{
    RunChoice c;
    c.targetPath = dir;
    c.profile = QStringLiteral("demo");
    c.fileSizeBytes = size;
    c.cache = CacheMode::Buffered;
    c.passes = 1;
    c.durationS = 0.2;
    c.warmupS = 0;
    c.intervalS = 0;
    return c;
}

} // namespace drivebench::testing
