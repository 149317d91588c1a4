// SPDX-License-Identifier: GPL-3.0-or-later
// The Health view and the temperature chart: a real QEMU AHCI dump and a built NVMe log shown as
// a user sees them (status word, table rows, warnings), the live temperature line with its
// thresholds, a throttled result cell; pictures written to DRIVEBENCH_SCREENSHOTS when set.

#include <QDir>
#include <QFile>
#include <QScreen>
#include <QTest>

#include "core/devices/drivehealth.h"
#include "ui/colorscheme.h"
#include "ui/healthview.h"
#include "ui/livecharts.h"
#include "ui/resultcell.h"
#include "ui/screenfit.h"
#include "tests/common/fixtures.h"
#include "tests/common/nvmelogs.h"

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

    // Every row of the NVMe table, read from the decoded log: a log whose fields all differ, with
    // the controller's WCTEMP and CCTEMP, then without a controller identify (its rows show –).
    void nvmeRowsEachShowTheirField()
    {
        RawHealth raw;
        raw.kind = QStringLiteral("nvme");
        raw.nvmeLog = drivebench::testing::distinctNvmeSmartLog();
        QFile id(drivebench::testing::fixture("/identify/qemu-7.2-nvme-id-ctrl.bin"));
        QVERIFY(id.open(QIODevice::ReadOnly));
        const QByteArray idBytes = id.readAll();
        raw.nvmeIdentify.assign(idBytes.begin(), idBytes.end());
        auto health = decodeHealth(QStringLiteral("/dev/nvme0"), raw);
        QVERIFY(health);
        Drive d;
        d.name = QStringLiteral("nvme0n1");
        d.path = QStringLiteral("/dev/nvme0n1");
        // Counts in the window's number format (QLocale), as every figure of the view.
        const QStringList expected = {
            QStringLiteral("Critical warning"), QStringLiteral("0x05"),
            QStringLiteral("Composite temperature (°C)"), QStringLiteral("45"),
            QStringLiteral("Available spare (%)"), QStringLiteral("97"),
            QStringLiteral("Available spare threshold (%)"), QStringLiteral("10"),
            QStringLiteral("Percentage used (%)"), QStringLiteral("3"),
            QStringLiteral("Data units read"), QLocale().toString(123456.0, 'f', 0),
            QStringLiteral("Data units written"), QLocale().toString(9876543210.0, 'f', 0),
            QStringLiteral("Host read commands"), QStringLiteral("111"),
            QStringLiteral("Host write commands"), QStringLiteral("222"),
            QStringLiteral("Controller busy time (min)"), QStringLiteral("33"),
            QStringLiteral("Power cycles"), QStringLiteral("44"),
            QStringLiteral("Power on hours"), QLocale().toString(5555.0, 'f', 0),
            QStringLiteral("Unsafe shutdowns"), QStringLiteral("6"),
            QStringLiteral("Media and data integrity errors"), QStringLiteral("0"),
            QStringLiteral("Error log entries"), QStringLiteral("7"),
            QStringLiteral("Warning temperature time (min)"), QStringLiteral("8"),
            QStringLiteral("Critical temperature time (min)"), QStringLiteral("9"),
            QStringLiteral("Thermal throttling transitions (TMT1, TMT2)"), QStringLiteral("2, 1"),
            QStringLiteral("Thermal throttling time, s (TMT1, TMT2)"), QStringLiteral("60, 5"),
            QStringLiteral("Warning temperature WCTEMP (°C)"), QStringLiteral("70"),
            QStringLiteral("Critical temperature CCTEMP (°C)"), QStringLiteral("100"),
        };
        HealthView v;
        v.setDrive(d, *health, QString());
        QCOMPARE(v.tableRows(), int(expected.size() / 2));
        for (int row = 0; row < v.tableRows(); ++row) {
            QCOMPARE(v.cellText(row, 0), expected[2 * row]);
            QCOMPARE(v.cellText(row, 1), expected[2 * row + 1]);
        }
        health->controller.reset();
        HealthView without;
        without.setDrive(d, *health, QString());
        QCOMPARE(without.tableRows(), int(expected.size() / 2));
        QCOMPARE(without.cellText(19, 1), QStringLiteral("–"));
        QCOMPARE(without.cellText(20, 1), QStringLiteral("–"));
        QCOMPARE(without.cellText(1, 1), QStringLiteral("45"));
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

    void secondDialogCascades()
    {
        // Two drives' health open at once: the second opens down and right of the first, both
        // titles readable (they opened at the same spot).
        QWidget window;
        window.resize(1000, 700);
        window.move(40, 40);
        window.show();
        Drive d;
        d.name = QStringLiteral("sdb");
        d.path = QStringLiteral("/dev/sdb");
        auto *first = new HealthView(&window);
        first->setDrive(d, std::nullopt, QStringLiteral("ATA SMART needs root"));
        first->resize(first->minimumSizeHint().expandedTo(QSize(300, 200))); // room to cascade on 800x800
        cascadeOnScreen(first);
        first->show();
        QVERIFY(QTest::qWaitForWindowExposed(first));
        auto *second = new HealthView(&window);
        d.name = QStringLiteral("sdc");
        second->setDrive(d, std::nullopt, QStringLiteral("ATA SMART needs root"));
        second->resize(first->size());
        cascadeOnScreen(second);
        second->show();
        QVERIFY(QTest::qWaitForWindowExposed(second));
        const QPoint step = second->frameGeometry().topLeft() - first->frameGeometry().topLeft();
        QVERIFY2(step.x() >= 20 && step.y() >= 20,
                 qPrintable(QStringLiteral("the second dialog is %1,%2 px from the first (%3x%4 at %5,%6 on %7x%8)")
                                .arg(step.x()).arg(step.y()).arg(second->width()).arg(second->height())
                                .arg(second->x()).arg(second->y()).arg(second->screen()->availableGeometry().width())
                                .arg(second->screen()->availableGeometry().height())));
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
