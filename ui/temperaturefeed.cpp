// SPDX-License-Identifier: GPL-3.0-or-later
#include "temperaturefeed.h"

#include "ui/chartfollower.h"
#include "ui/livecharts.h"

namespace drivebench::ui {

TemperatureFeed::TemperatureFeed(ChartFollower *follow, LiveCharts *charts)
    : m_follow(follow)
    , m_charts(charts)
{
}

void TemperatureFeed::start(const Drive *drive, TemperatureHub &hub)
{
    m_sampler.reset();
    if (!drive || drive->temperatureInput.isEmpty()) {
        m_charts->clearTemperature();
        return;
    }
    m_sampler = std::make_unique<TemperatureSampler>(hub, drive->temperatureInput);
    m_sampler->start();
    m_charts->setTemperatureLimits(drive->temperatureWarnC, drive->temperatureCritC);
}

void TemperatureFeed::samples(const QList<LiveSample> &samples)
{
    if (!m_sampler || samples.isEmpty())
        return;
    if (const auto c = m_sampler->latestC())
        m_follow->addTemperature(samples.front().timeS, *c);
}

void TemperatureFeed::stop()
{
    if (m_sampler)
        m_sampler->stop();
}

} // namespace drivebench::ui
