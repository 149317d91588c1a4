#pragma once

// Samples one hwmon temperature file on its own thread, off the I/O path: one read() of a sysfs
// attribute per period (default 500 ms, so at least once a second), the series kept with times
// from start(). stop() joins the thread; series() may be read at any time from any thread.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include <QString>

namespace drivebench {

class TemperatureSampler final
{
public:
    /// inputPath: an hwmon tempN_input file (millidegrees Celsius).
    explicit TemperatureSampler(QString inputPath, std::chrono::milliseconds period = std::chrono::milliseconds(500));
    ~TemperatureSampler();
    TemperatureSampler(const TemperatureSampler &) = delete;
    TemperatureSampler &operator=(const TemperatureSampler &) = delete;

    /// Clears the series, takes a first sample at once and goes on every period.
    void start();
    /// Takes a last sample and joins the thread.
    void stop();
    /// [seconds since start(), celsius], in time order.
    std::vector<std::pair<double, double>> series() const;
    /// The last sample, if any.
    std::optional<double> latestC() const;

private:
    void sampleOnce();

    QString m_path;
    std::chrono::milliseconds m_period;
    std::chrono::steady_clock::time_point m_start;
    mutable std::mutex m_mutex;
    std::condition_variable_any m_cv;
    std::vector<std::pair<double, double>> m_series;
    std::jthread m_thread;
};

} // namespace drivebench
