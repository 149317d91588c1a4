// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How long the window's event loop stalls while a run is live, for the window-cost benchmark
// (tests/bench/window-vs-cli.sh): a precise timer in the window's thread asks to fire every
// kPeriodMs; each time it fires late, the lateness is a stall (the loop was busy drawing the
// charts or taking samples). Started by the window's runStarted, written at runFinished as one
// JSON object {"ticks", "max_ms", "p99_ms", "p999_ms", "over_16ms", "over_50ms"} through the
// output module. Only made when $DRIVEBENCH_UI_STALL_LOG names the file (app/gui/main.cpp).

#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include "core/util/result.h"

namespace drivebench::ui {

class StallProbe : public QObject
{
    Q_OBJECT

public:
    static constexpr int kPeriodMs = 4;

    explicit StallProbe(QString file, QObject *parent = nullptr);

    void start();
    /// Stops the timer and writes the figures of the run that just ended.
    Result<void> finish();

    /// The figures of lateness values (ms) as the file holds them: nearest-rank percentiles.
    static QByteArray summary(std::vector<double> lateMs);

private:
    void onTick();

    QString m_file;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    std::vector<double> m_lateMs;
};

} // namespace drivebench::ui
