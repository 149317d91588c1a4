// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The test drive's temperature on the live charts while a test of a run on this machine goes
// on: its hwmon sensor read by core's sampler on its own thread, each reading drawn at the
// bandwidth chart's time of the samples it came with. A drive without a sensor (or a target on
// another host: its sensors are not read from here) hides the temperature chart.

#include <memory>

#include <QList>

#include "core/devices/drive.h"
#include "core/results/runresult.h"
#include "core/runner/temperaturesampler.h"

namespace drivebench::ui {

class ChartFollower;
class LiveCharts;

class TemperatureFeed final
{
public:
    TemperatureFeed(ChartFollower *follow, LiveCharts *charts);

    /// A test starts on drive (nullptr: none known).
    void start(const Drive *drive, TemperatureHub &hub);
    /// A batch of samples of the running test: the latest reading at their time.
    void samples(const QList<LiveSample> &samples);
    /// The test ended.
    void stop();

private:
    ChartFollower *m_follow;
    LiveCharts *m_charts;
    std::unique_ptr<TemperatureSampler> m_sampler;
};

} // namespace drivebench::ui
