// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The SLC cache test's verdict (profile cache, docs/workloads.md "SLC cache"): the cache's size
// with its uncertainty, the speed in it, after it and at a floor, and how much came back after
// each idle pause. A card under the result panel's grid beside the trace verdict, so the saved
// panel picture carries it too. It reads the typed figures (core/results/workloadfigures.h:
// CacheFigures), never the JSON.

#include "core/results/runresult.h"
#include "ui/verdictcard.h"

namespace drivebench::ui {

class CacheVerdictCard final : public VerdictCard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CacheVerdictCard)

public:
    explicit CacheVerdictCard(QWidget *parent = nullptr);

    /// Shows the cache figures of the test's first write; false (nothing shown) for any other test.
    bool setTest(const TestResult &test);

    // figureText names: "size", "in_cache", "after_cache", "floor", "recovery_0", ...

private:
    QLabel *addRow(const QString &name, const QString &label, const QString &tip);
    void clearRows();

    int m_row = 1;
    QList<QWidget *> m_rows;
};

} // namespace drivebench::ui
