// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wake-up latency test's verdict (profile wake, docs/workloads.md "Wake-up latency"): per
// idle time the median, p90 and max of the reads after it, then the verdict in words and where
// the APST steps it was judged against came from. A card under the result panel's grid beside
// the other verdicts. It reads the typed figures (core/results/wakefigures.h), never the JSON.

#include "core/results/runresult.h"
#include "ui/verdictcard.h"

namespace drivebench::ui {

class WakeVerdictCard final : public VerdictCard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WakeVerdictCard)

public:
    explicit WakeVerdictCard(QWidget *parent = nullptr);

    /// Shows the wake figures of the test; false (nothing shown) for any other test.
    bool setTest(const TestResult &test);

    // figureText names: "median_0", "p90_0", "max_0", "reads_0", ... (one per idle time, in
    // increasing idle order), "verdict", "apst".

private:
    void clearRows();

    QList<QWidget *> m_rows;
};

} // namespace drivebench::ui
