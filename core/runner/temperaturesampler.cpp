// SPDX-License-Identifier: GPL-3.0-or-later
#include "temperaturesampler.h"

#include <algorithm>
#include <condition_variable>
#include <thread>

#include "core/devices/hwmon.h"

namespace drivebench {

using TimePoint = std::chrono::steady_clock::time_point;

struct TemperatureSampler::Subscription
{
    bool running = false;
    TimePoint start;
    std::vector<std::pair<double, double>> series;
};

// One drive: its reads, its subscribers and, while any subscriber runs, its thread.
struct TemperatureHub::Drive
{
    QString path;                  ///< the file read: the first sensor subscribed (the primary)
    TemperatureHub::Options options;
    std::mutex mutex;
    std::condition_variable_any wake;
    std::optional<TimePoint> lastRead; ///< when a read last began
    std::optional<std::pair<TimePoint, double>> latest;
    std::vector<std::shared_ptr<TemperatureSampler::Subscription>> subs;
    int running = 0;
    std::jthread thread;

    TimePoint now() const { return options.clock(); }

    /// Reads the file when the period has passed since the last read (whoever calls); the
    /// reading goes to every running subscription.
    void sampleIfDue()
    {
        TimePoint t;
        {
            std::lock_guard lock(mutex);
            t = now();
            if (running == 0 || (lastRead && t - *lastRead < options.period))
                return;
            lastRead = t; // claimed before reading: a second caller meanwhile reads nothing
        }
        const std::optional<double> c = options.read(path);
        if (!c)
            return; // a sleeping disk or a vanished device: a gap, not a made-up value
        std::lock_guard lock(mutex);
        latest = std::make_pair(t, *c);
        for (const auto &s : subs) {
            if (s->running)
                s->series.emplace_back(std::max(0.0, std::chrono::duration<double>(t - s->start).count()), *c);
        }
    }

    void startThread()
    {
        if (!options.threads)
            return;
        thread = std::jthread([this](std::stop_token stop) {
            while (!stop.stop_requested()) {
                sampleIfDue();
                std::unique_lock lock(mutex);
                // Until the next read is due by the hub's clock (at least 1 ms, at most a period).
                auto wait = options.period;
                if (lastRead) {
                    const auto due = std::chrono::duration_cast<std::chrono::milliseconds>(*lastRead + options.period - now());
                    wait = std::clamp(due, std::chrono::milliseconds(1), options.period);
                }
                wake.wait_for(lock, stop, wait, [] { return false; }); // wakes at once on stop
            }
        });
    }
};

TemperatureHub::TemperatureHub() : TemperatureHub(Options{}) {}

TemperatureHub::TemperatureHub(Options options) : m_options(std::move(options))
{
    if (!m_options.clock)
        m_options.clock = [] { return std::chrono::steady_clock::now(); };
    if (!m_options.read)
        m_options.read = [](const QString &path) { return HwmonReader::readCelsius(path); };
    m_options.period = std::max(m_options.period, std::chrono::milliseconds(1));
}

TemperatureHub::~TemperatureHub()
{
    // Subscribers outliving the hub keep their drive (shared); its thread stops with its last one.
}

std::shared_ptr<TemperatureHub::Drive> TemperatureHub::drive(const QString &inputPath)
{
    // Every sensor of a drive lives in one hwmon directory: one sampler, one file read, for all.
    const QString dir = inputPath.section(QLatin1Char('/'), 0, -2);
    std::lock_guard lock(m_mutex);
    std::shared_ptr<Drive> &d = m_drives[dir];
    if (!d) {
        d = std::make_shared<Drive>();
        d->path = inputPath;
        d->options = m_options;
    }
    return d;
}

void TemperatureHub::sampleDue()
{
    std::vector<std::shared_ptr<Drive>> drives;
    {
        std::lock_guard lock(m_mutex);
        for (const auto &[dir, d] : m_drives)
            drives.push_back(d);
    }
    for (const auto &d : drives)
        d->sampleIfDue();
}

TemperatureSampler::TemperatureSampler(TemperatureHub &hub, const QString &inputPath)
    : m_drive(hub.drive(inputPath)), m_sub(std::make_shared<Subscription>())
{
    std::lock_guard lock(m_drive->mutex);
    m_drive->subs.push_back(m_sub);
}

TemperatureSampler::~TemperatureSampler()
{
    stop();
    std::lock_guard lock(m_drive->mutex);
    std::erase(m_drive->subs, m_sub);
}

void TemperatureSampler::start()
{
    stop();
    {
        std::lock_guard lock(m_drive->mutex);
        Subscription &s = *m_sub;
        s.series.clear();
        s.start = m_drive->now();
        s.running = true;
        // A reading younger than a period is the drive's temperature now: no new read for it.
        if (m_drive->latest && s.start - m_drive->latest->first < m_drive->options.period)
            s.series.emplace_back(0.0, m_drive->latest->second);
        if (m_drive->running++ == 0)
            m_drive->startThread();
    }
    m_drive->sampleIfDue();
}

void TemperatureSampler::stop()
{
    std::jthread finished;
    {
        std::lock_guard lock(m_drive->mutex);
        if (!m_sub->running)
            return;
    }
    m_drive->sampleIfDue(); // the last reading, when one is due
    {
        std::lock_guard lock(m_drive->mutex);
        m_sub->running = false;
        if (--m_drive->running == 0)
            finished = std::move(m_drive->thread);
    }
    // Joined outside the lock (the thread takes it); a jthread asks to stop as it is destroyed.
    if (finished.joinable()) {
        finished.request_stop();
        finished.join();
    }
}

std::vector<std::pair<double, double>> TemperatureSampler::series() const
{
    std::lock_guard lock(m_drive->mutex);
    return m_sub->series;
}

std::optional<double> TemperatureSampler::latestC() const
{
    std::lock_guard lock(m_drive->mutex);
    if (m_sub->series.empty())
        return std::nullopt;
    return m_sub->series.back().second;
}

std::chrono::milliseconds TemperatureSampler::period() const
{
    return m_drive->options.period;
}

} // namespace drivebench
