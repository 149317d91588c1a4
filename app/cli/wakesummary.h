// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's lines in `drivebench-cli run`'s summary: per idle time the median,
// p90 and max, then the verdict and where the APST steps came from.

#include <QString>

#include "core/results/wakefigures.h"

namespace drivebench {

/// Lines, each ending in a newline, each starting with the test's id.
QString wakeSummaryText(const QString &testId, const WakeFigures &figures);

} // namespace drivebench
