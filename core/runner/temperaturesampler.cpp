#include "temperaturesampler.h"

#include "core/devices/hwmon.h"

namespace drivebench {

TemperatureSampler::TemperatureSampler(QString inputPath, std::chrono::milliseconds period)
    : m_path(std::move(inputPath)), m_period(period)
{
}

TemperatureSampler::~TemperatureSampler()
{
    stop();
}

void TemperatureSampler::sampleOnce()
{
    const std::optional<double> c = HwmonReader::readCelsius(m_path);
    if (!c)
        return; // a sleeping disk or a vanished device: a gap, not a made-up value
    const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
    std::lock_guard lock(m_mutex);
    m_series.emplace_back(t, *c);
}

void TemperatureSampler::start()
{
    stop();
    {
        std::lock_guard lock(m_mutex);
        m_series.clear();
    }
    m_start = std::chrono::steady_clock::now();
    sampleOnce();
    m_thread = std::jthread([this](std::stop_token stop) {
        while (!stop.stop_requested()) {
            std::unique_lock lock(m_mutex);
            m_cv.wait_for(lock, stop, m_period, [] { return false; }); // wakes at once on stop
            lock.unlock();
            if (stop.stop_requested())
                break;
            sampleOnce();
        }
    });
}

void TemperatureSampler::stop()
{
    if (!m_thread.joinable())
        return;
    m_thread.request_stop();
    m_thread.join();
    sampleOnce();
}

std::vector<std::pair<double, double>> TemperatureSampler::series() const
{
    std::lock_guard lock(m_mutex);
    return m_series;
}

std::optional<double> TemperatureSampler::latestC() const
{
    std::lock_guard lock(m_mutex);
    if (m_series.empty())
        return std::nullopt;
    return m_series.back().second;
}

} // namespace drivebench
