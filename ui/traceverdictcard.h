// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The verdict of a trace playback (the destroyer, heavy and light profiles, a replayed trace) as
// AnandTech's Storage Bench reviews give it: the average data rate, the average and 99th
// percentile latency of reads, writes and all I/Os, and the share of I/Os above 10 ms and
// 100 ms. A card under the result panel's grid, so the saved panel picture carries it too. It
// reads the typed figures (core/results/workloadfigures.h: TracePlayback), never the JSON.

#include "core/results/runresult.h"
#include "ui/verdictcard.h"

namespace drivebench::ui {

class TraceVerdictCard final : public VerdictCard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TraceVerdictCard)

public:
    explicit TraceVerdictCard(QWidget *parent = nullptr);

    /// Shows the test's verdict; false (and nothing shown) when the test has none.
    bool setTest(const TestResult &test);

    /// The figures' names, for figureText: "data_rate", "read_mean", "read_p99", "write_mean",
    /// "write_p99", "all_mean", "all_p99", "over_10ms", "over_100ms".
    static QStringList figureNames();

    /// How the card writes its figures: "123.45 MB/s" (bytes/s in), "1,234.5 µs", "0.125 %".
    static QString formatDataRate(double bytesPerS);
    static QString formatLatency(double us);
    static QString formatShare(double percent);

private:
    QLabel *addValue(const QString &name, int row, int column);
};

} // namespace drivebench::ui
