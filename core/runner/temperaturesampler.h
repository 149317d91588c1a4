// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A drive's temperature, read without heating the drive. Reading an NVMe drive's hwmon
// temperature makes the kernel send it a Get Log Page each time (nothing is cached): polled
// every second an idle drive warmed from 31 to about 50 °C (lm-sensors #511). So the process
// has one TemperatureHub, and the hub one sampler per drive: one thread reading one file, the
// drive's primary sensor (NVMe Composite, drivetemp's temp1), at most once per period (1 s by
// default), whoever asks. Every TemperatureSampler of the same drive (the runner's, the
// window's) is a subscription that receives those readings; none reads the file itself.
//
// The clock and the read function are options, so that a test drives the hub by hand
// (threads off, sampleDue() after moving its clock) and counts the reads.

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

#include <QString>

namespace drivebench {

class TemperatureHub final
{
public:
    using Clock = std::function<std::chrono::steady_clock::time_point()>;
    using Read = std::function<std::optional<double>(const QString &inputPath)>;
    struct Options
    {
        std::chrono::milliseconds period{1000}; ///< the shortest time between two reads of a drive
        Clock clock;                            ///< steady_clock::now when empty
        Read read;                              ///< HwmonReader::readCelsius when empty
        bool threads = true;                    ///< false: nothing reads unless sampleDue() is called
    };

    TemperatureHub();
    explicit TemperatureHub(Options options);
    ~TemperatureHub();
    TemperatureHub(const TemperatureHub &) = delete;
    TemperatureHub &operator=(const TemperatureHub &) = delete;

    std::chrono::milliseconds period() const { return m_options.period; }
    /// Reads each drive with a running subscription whose period has passed since its last read.
    void sampleDue();

    struct Drive;

private:
    friend class TemperatureSampler;
    /// The sampler of the drive whose sensor is inputPath (one per hwmon directory).
    std::shared_ptr<Drive> drive(const QString &inputPath);

    Options m_options;
    std::mutex m_mutex;
    std::map<QString, std::shared_ptr<Drive>> m_drives; ///< by hwmon directory
};

/// One subscriber's view of a drive's readings: a series from start() to stop().
class TemperatureSampler final
{
public:
    /// inputPath: an hwmon tempN_input file (millidegrees Celsius); readings come from hub's
    /// sampler of that drive.
    TemperatureSampler(TemperatureHub &hub, const QString &inputPath);
    ~TemperatureSampler();
    TemperatureSampler(const TemperatureSampler &) = delete;
    TemperatureSampler &operator=(const TemperatureSampler &) = delete;

    /// Clears the series and subscribes: the drive's latest reading when it is younger than a
    /// period, else a reading now, then one per period.
    void start();
    /// Unsubscribes, after a last reading if one is due.
    void stop();
    /// [seconds since start(), celsius], in time order.
    std::vector<std::pair<double, double>> series() const;
    /// The last reading of this subscription, if any.
    std::optional<double> latestC() const;
    /// The period the readings come at (the hub's).
    std::chrono::milliseconds period() const;

    struct Subscription;

private:
    std::shared_ptr<TemperatureHub::Drive> m_drive;
    std::shared_ptr<Subscription> m_sub;
};

} // namespace drivebench
