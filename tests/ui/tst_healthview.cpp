// SPDX-License-Identifier: GPL-3.0-or-later
// The Health view and the temperature chart: a real QEMU AHCI dump and a built NVMe log shown as
// a user sees them (status word, table rows, warnings), the live temperature line with its
// thresholds, a throttled result cell; pictures written to DRIVEBENCH_SCREENSHOTS when set.

#include <QDir>
#include <QFile>
#include <QTest>

#include "core/devices/drivehealth.h"
#include "ui/colorscheme.h"
#include "ui/healthview.h"
#include "ui/livecharts.h"
#include "ui/resultcell.h"
#include "tests/common/fixtures.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

std::vector<std::uint8_t> fixture(const QString &name)
{
    QFile f(drivebench::testing::fixture("/smart/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray d = f.readAll();
    return std::vector<std::uint8_t>(d.begin(), d.end());
}

void save(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("DRIVEBENCH_SCREENSHOTS");
    if (!dir.isEmpty())
        w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TstHealthView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // DRIVEBENCH_DARK=1: the same views in the dark palette (for the screenshots).
        if (qEnvironmentVariableIntValue("DRIVEBENCH_DARK"))
            applyColorScheme(ColorScheme::Dark);
    }

    void ataDrive()
    {
        RawHealth raw;
        raw.kind = QStringLiteral("ata");
        raw.ataData = fixture(QStringLiteral("samsung-hd501lj.data"));
        raw.ataThresholds = fixture(QStringLiteral("samsung-hd501lj.thresholds"));
        raw.ataIdentify = fixture(QStringLiteral("samsung-hd501lj.identify"));
        const auto health = decodeHealth(QStringLiteral("/dev/sda"), raw);
        QVERIFY(health);
        Drive d;
        d.name = QStringLiteral("sda");
        d.path = QStringLiteral("/dev/sda");
        d.model = QStringLiteral("SAMSUNG HD501LJ");
        d.serial = QStringLiteral("S0MUJ1KP123456");
        d.temperatureC = 47;
        HealthView v;
        v.setDrive(d, *health, QString());
        v.show();
        QCOMPARE(v.statusText(), QStringLiteral("Warning")); // a reallocated and a pending sector
        QCOMPARE(v.tableRows(), int(health->ata->attributes.size()));
        QCOMPARE(v.cellText(0, 1), QStringLiteral("raw-read-error-rate"));
        save(&v, QStringLiteral("health-ata"));
    }

    void nvmeDrive()
    {
        RawHealth raw;
        raw.kind = QStringLiteral("nvme");
        raw.nvmeLog = fixture(QStringLiteral("qemu-7.2-nvme-smart-log.bin"));
        QFile id(drivebench::testing::fixture("/identify/qemu-7.2-nvme-id-ctrl.bin"));
        QVERIFY(id.open(QIODevice::ReadOnly));
        const QByteArray idBytes = id.readAll();
        raw.nvmeIdentify.assign(idBytes.begin(), idBytes.end());
        const auto health = decodeHealth(QStringLiteral("/dev/nvme0"), raw);
        QVERIFY(health);
        Drive d;
        d.name = QStringLiteral("nvme0n1");
        d.path = QStringLiteral("/dev/nvme0n1");
        d.model = QStringLiteral("QEMU NVMe Ctrl");
        d.temperatureC = 49.85;
        d.temperatureWarnC = 69.85;
        d.temperatureCritC = 99.85;
        HealthView v;
        v.setDrive(d, *health, QString());
        v.show();
        QCOMPARE(v.statusText(), QStringLiteral("OK"));
        QCOMPARE(v.tableRows(), 21);
        QCOMPARE(v.cellText(1, 1), QStringLiteral("50"));
        save(&v, QStringLiteral("health-nvme"));
    }

    void unreadable()
    {
        Drive d;
        d.name = QStringLiteral("sdb");
        d.path = QStringLiteral("/dev/sdb");
        HealthView v;
        v.setDrive(d, std::nullopt, QStringLiteral("ATA SMART needs root"));
        QCOMPARE(v.statusText(), QStringLiteral("Unknown"));
        QCOMPARE(v.tableRows(), 0);
    }

    void temperatureChart()
    {
        LiveCharts c;
        c.resize(900, 600);
        c.show();
        c.reset(QStringLiteral("SEQ1M Q8T1 write"), 1);
        QVERIFY(!c.isTemperatureShown()); // nothing known yet
        c.setTemperatureLimits(69.85, 99.85);
        for (int i = 1; i <= 30; ++i) {
            const double t = i * 0.1;
            c.addSamples({LiveSample{t, 0, std::uint64_t(1e8 * (i < 20 ? 1.0 : 0.4)), 100, 500.0, 900.0}});
            c.addTemperature(t, 55.0 + i * 0.6);
        }
        c.finishTest();
        QVERIFY(c.isTemperatureShown());
        QCOMPARE(c.temperaturePoints(), 30);
        QTest::qWait(50);
        save(&c, QStringLiteral("live-temperature"));
        c.clearTemperature();
        QVERIFY(!c.isTemperatureShown());
    }

    void throttledCell()
    {
        ResultCell cell;
        cell.resize(160, 60);
        cell.setState(ResultCell::State::Done);
        cell.setValue(QStringLiteral("1234.5"), 0.7);
        cell.setThrottled(true);
        QVERIFY(cell.isThrottled());
        cell.show();
        // The red corner is drawn: count red pixels in the top-left.
        const QImage img = cell.grab().toImage();
        int red = 0;
        for (int y = 0; y < 14; ++y)
            for (int x = 0; x < 14; ++x)
                red += img.pixelColor(x, y).red() > 180 && img.pixelColor(x, y).green() < 90;
        QVERIFY2(red > 10, qPrintable(QString::number(red)));
        save(&cell, QStringLiteral("throttled-cell"));
    }
};

QTEST_MAIN(TstHealthView)
#include "tst_healthview.moc"
