// SPDX-License-Identifier: GPL-3.0-or-later
// The process's drive temperature sampler (core/runner/temperaturesampler.h) on a fake hwmon
// tree whose reads are counted: with the runner and the window both subscribed to a drive, the
// drive is read at most once a second (one read serving both, and all of the drive's sensors);
// a second drive has its own sampler. The hub runs by hand (no threads) on a clock the test
// moves, so nothing depends on how fast this machine is.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>

#include "core/devices/hwmon.h"
#include "core/runner/temperaturesampler.h"

using namespace drivebench;
using namespace std::chrono_literals;

namespace {

// sys/class/nvme/nvme0/hwmon3/temp{1,2}_input and sys/block/sda/device/hwmon/hwmon4/temp1_input.
struct FakeHwmon
{
    QTemporaryDir dir;
    QString nvmeComposite, nvmeSensor1, sataTemp;

    FakeHwmon()
    {
        const QString nvme = dir.filePath(QStringLiteral("sys/class/nvme/nvme0/hwmon3"));
        const QString sata = dir.filePath(QStringLiteral("sys/block/sda/device/hwmon/hwmon4"));
        QDir().mkpath(nvme);
        QDir().mkpath(sata);
        nvmeComposite = nvme + QStringLiteral("/temp1_input");
        nvmeSensor1 = nvme + QStringLiteral("/temp2_input");
        sataTemp = sata + QStringLiteral("/temp1_input");
        write(nvmeComposite, 40000);
        write(nvmeSensor1, 38000);
        write(sataTemp, 31000);
    }
    static void write(const QString &path, int milli)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(QByteArray::number(milli) + '\n');
    }
};

struct Counted
{
    std::chrono::steady_clock::time_point now{};
    std::map<QString, int> readsPerDir;
    int reads = 0;

    TemperatureHub::Options options()
    {
        TemperatureHub::Options o;
        o.threads = false;
        o.clock = [this] { return now; };
        o.read = [this](const QString &path) {
            ++reads;
            ++readsPerDir[path.section(QLatin1Char('/'), 0, -2)];
            return HwmonReader::readCelsius(path);
        };
        return o;
    }
};

} // namespace

class TestTemperatureSampler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runnerAndWindowShareOneReadPerSecond()
    {
        FakeHwmon hw;
        QVERIFY(hw.dir.isValid());
        Counted c;
        TemperatureHub hub(c.options());
        QCOMPARE(hub.period(), 1000ms); // the default
        TemperatureSampler runner(hub, hw.nvmeComposite);
        TemperatureSampler window(hub, hw.nvmeSensor1); // another sensor of the same drive
        runner.start();
        QCOMPARE(c.reads, 1);                            // the first reading, at once
        window.start();
        QCOMPARE(c.reads, 1);                            // the window gets that reading, no new read
        QCOMPARE(window.latestC().value(), 40.0);
        // 30 s in steps of 100 ms; both subscribers poll their latest value on every step (as the
        // window does on each chart tick), the runner stops and restarts its subscription every
        // 7 s (a test ending and the next starting).
        for (int step = 1; step <= 300; ++step) {
            c.now += 100ms;
            if (step == 150)
                FakeHwmon::write(hw.nvmeComposite, 55500);
            if (step % 70 == 0) {
                runner.stop();
                runner.start();
            }
            hub.sampleDue();
            QVERIFY(runner.latestC().has_value());
            QVERIFY(window.latestC().has_value());
        }
        // 30 s at most one read a second: 31 reads (one at 0 s), never more, whoever asked.
        QCOMPARE(c.reads, 31);
        QCOMPARE(int(c.readsPerDir.size()), 1);
        runner.stop();
        window.stop();
        const auto w = window.series();
        QCOMPARE(int(w.size()), 31);
        for (std::size_t i = 1; i < w.size(); ++i)
            QVERIFY(w[i].first - w[i - 1].first >= 1.0 - 1e-9);
        QCOMPARE(w.front().second, 40.0);
        QCOMPARE(w.back().second, 55.5);
        // Nobody subscribed: nothing is read.
        c.now += 10s;
        hub.sampleDue();
        QCOMPARE(c.reads, 31);
    }

    void eachDriveItsOwnSampler()
    {
        FakeHwmon hw;
        Counted c;
        TemperatureHub hub(c.options());
        TemperatureSampler nvme(hub, hw.nvmeComposite);
        TemperatureSampler sata(hub, hw.sataTemp);
        nvme.start();
        sata.start();
        for (int step = 1; step <= 50; ++step) {
            c.now += 100ms;
            hub.sampleDue();
        }
        nvme.stop();
        sata.stop();
        QCOMPARE(int(c.readsPerDir.size()), 2);
        for (const auto &[dir, n] : c.readsPerDir)
            QCOMPARE(n, 6); // 0 s, 1 s, ... 5 s
        QCOMPARE(sata.latestC().value(), 31.0);
    }

    void missingFileIsAGap()
    {
        FakeHwmon hw;
        Counted c;
        TemperatureHub hub(c.options());
        TemperatureSampler s(hub, hw.sataTemp);
        QFile::remove(hw.sataTemp);
        s.start();
        c.now += 2s;
        hub.sampleDue();
        s.stop();
        QVERIFY(s.series().empty());
        QVERIFY(!s.latestC());
    }

    void periodIsAnOption()
    {
        FakeHwmon hw;
        Counted c;
        auto o = c.options();
        o.period = 2000ms;
        TemperatureHub hub(o);
        TemperatureSampler s(hub, hw.sataTemp);
        QCOMPARE(s.period(), 2000ms);
        s.start();
        for (int step = 1; step <= 100; ++step) {
            c.now += 100ms;
            hub.sampleDue();
        }
        s.stop();
        QCOMPARE(c.reads, 6); // 0, 2, 4, 6, 8, 10 s
    }

    void threadedSamplerFollowsTheFile()
    {
        // The real clock and thread, with a short period; bounded waits, no timing asserted.
        FakeHwmon hw;
        TemperatureHub::Options o;
        o.period = 20ms;
        TemperatureHub hub(o);
        TemperatureSampler sampler(hub, hw.sataTemp);
        sampler.start();
        QCOMPARE(sampler.latestC().value(), 31.0); // the first reading is taken at start()
        FakeHwmon::write(hw.sataTemp, 55500);
        QTRY_COMPARE_WITH_TIMEOUT(sampler.latestC().value_or(0), 55.5, 20000);
        sampler.stop();
        const auto series = sampler.series();
        QVERIFY(series.size() >= 2);
        for (std::size_t i = 1; i < series.size(); ++i)
            QVERIFY(series[i].first >= series[i - 1].first);
    }
};

QTEST_GUILESS_MAIN(TestTemperatureSampler)
#include "tst_temperaturesampler.moc"
