// SPDX-License-Identifier: GPL-3.0-or-later
// Link speed parsing and the degraded verdict, including speeds the QEMU rig cannot produce.

#include <QTest>

#include "core/devices/linkspeed.h"

using namespace drivebench;

class TestLinkSpeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseSata_data();
    void parseSata();
    void parsePcie_data();
    void parsePcie();
    void sata_data();
    void sata();
    void pcie_data();
    void pcie();
};

void TestLinkSpeed::parseSata_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("gbps"); // 0 = nullopt
    QTest::newRow("gen1") << "1.5 Gbps" << 1.5;
    QTest::newRow("gen2") << "3.0 Gbps" << 3.0;
    QTest::newRow("gen3") << "6.0 Gbps\n" << 6.0;
    QTest::newRow("unknown") << "<unknown>" << 0.0;
    QTest::newRow("empty") << "" << 0.0;
    QTest::newRow("garbage") << "fast Gbps" << 0.0;
}

void TestLinkSpeed::parseSata()
{
    QFETCH(QString, text);
    QFETCH(double, gbps);
    QCOMPARE(linkspeed::parseSataGbps(text).value_or(0), gbps);
}

void TestLinkSpeed::parsePcie_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("gts");
    QTest::newRow("gen1") << "2.5 GT/s PCIe" << 2.5;
    QTest::newRow("gen3") << "8.0 GT/s PCIe" << 8.0;
    QTest::newRow("gen4") << "16.0 GT/s PCIe" << 16.0;
    QTest::newRow("gen5") << "32.0 GT/s PCIe" << 32.0;
    QTest::newRow("old kernel") << "5 GT/s" << 5.0;
    QTest::newRow("unknown") << "Unknown" << 0.0;
    QTest::newRow("unknown speed") << "Unknown speed" << 0.0;
}

void TestLinkSpeed::parsePcie()
{
    QFETCH(QString, text);
    QFETCH(double, gts);
    QCOMPARE(linkspeed::parsePcieGts(text).value_or(0), gts);
    QCOMPARE(linkspeed::parsePcieWidth(QStringLiteral("4")).value_or(0), 4);
    QVERIFY(!linkspeed::parsePcieWidth(QStringLiteral("0")));
    QVERIFY(!linkspeed::parsePcieWidth(QStringLiteral("255")));
}

void TestLinkSpeed::sata_data()
{
    QTest::addColumn<double>("current");
    QTest::addColumn<double>("driveMax");
    QTest::addColumn<double>("portLimit");
    QTest::addColumn<QString>("currentText");
    QTest::addColumn<QString>("maxText");
    QTest::addColumn<bool>("degraded");
    QTest::addColumn<QString>("warning"); // prefix
    QTest::newRow("SATA III SSD on SATA II port") << 3.0 << 6.0 << 3.0 << "SATA 3.0 Gb/s" << "SATA 6.0 Gb/s" << true
                                                  << "SATA 6.0 Gb/s (running at 3.0 Gb/s): the port supports only 3.0 Gb/s";
    QTest::newRow("bad cable") << 1.5 << 6.0 << 6.0 << "SATA 1.5 Gb/s" << "SATA 6.0 Gb/s" << true
                               << "SATA 6.0 Gb/s (running at 1.5 Gb/s): the link negotiated a lower speed";
    QTest::newRow("no port limit known") << 3.0 << 6.0 << 0.0 << "SATA 3.0 Gb/s" << "SATA 6.0 Gb/s" << true
                                         << "SATA 6.0 Gb/s (running at 3.0 Gb/s): the link negotiated";
    QTest::newRow("full speed") << 6.0 << 6.0 << 6.0 << "SATA 6.0 Gb/s" << "SATA 6.0 Gb/s" << false << "";
    QTest::newRow("SATA II drive at its max") << 3.0 << 3.0 << 6.0 << "SATA 3.0 Gb/s" << "SATA 3.0 Gb/s" << false << "";
    QTest::newRow("rig: no word 76") << 1.5 << 0.0 << 0.0 << "SATA 1.5 Gb/s" << "" << false << "";
    QTest::newRow("drive max unknown, port known") << 3.0 << 0.0 << 6.0 << "SATA 3.0 Gb/s" << "SATA 6.0 Gb/s" << true
                                                   << "SATA 6.0 Gb/s (running at 3.0 Gb/s)";
    QTest::newRow("link down") << 0.0 << 6.0 << 6.0 << "" << "SATA 6.0 Gb/s" << false << "";
}

void TestLinkSpeed::sata()
{
    QFETCH(double, current);
    QFETCH(double, driveMax);
    QFETCH(double, portLimit);
    QFETCH(QString, currentText);
    QFETCH(QString, maxText);
    QFETCH(bool, degraded);
    QFETCH(QString, warning);
    LinkInfo link;
    link.currentGbps = current;
    link.driveMaxGbps = driveMax;
    link.portLimitGbps = portLimit;
    QStringList warnings;
    linkspeed::evaluateSata(link, warnings);
    QCOMPARE(link.kind, QStringLiteral("sata"));
    QCOMPARE(link.current, currentText);
    QCOMPARE(link.max, maxText);
    QCOMPARE(link.degraded, degraded);
    QCOMPARE(warnings.size(), degraded ? 1 : 0);
    if (degraded)
        QVERIFY2(warnings.first().startsWith(warning), qPrintable(warnings.first()));
}

void TestLinkSpeed::pcie_data()
{
    QTest::addColumn<double>("cur");
    QTest::addColumn<int>("curW");
    QTest::addColumn<double>("max");
    QTest::addColumn<int>("maxW");
    QTest::addColumn<double>("portMax");
    QTest::addColumn<int>("portMaxW");
    QTest::addColumn<bool>("degraded");
    QTest::addColumn<QString>("warning");
    QTest::newRow("4.0 x4 at 3.0 x2") << 8.0 << 2 << 16.0 << 4 << 16.0 << 4 << true
                                      << "PCIe 4.0 x4 (running at 3.0 x2): the link trained below";
    QTest::newRow("4.0 drive in 3.0 slot") << 8.0 << 4 << 16.0 << 4 << 8.0 << 4 << true
                                           << "PCIe 4.0 x4 (running at 3.0 x4): the slot supports only PCIe 3.0";
    QTest::newRow("x4 drive in x2 slot") << 16.0 << 2 << 16.0 << 4 << 16.0 << 2 << true
                                         << "PCIe 4.0 x4 (running at 4.0 x2): the slot has only 2 lanes";
    QTest::newRow("chipset slot 3.0 x1") << 8.0 << 1 << 16.0 << 4 << 8.0 << 1 << true
                                         << "PCIe 4.0 x4 (running at 3.0 x1): the slot supports only PCIe 3.0 and the slot has only 1 lane";
    QTest::newRow("full") << 16.0 << 4 << 16.0 << 4 << 16.0 << 4 << false << "";
    QTest::newRow("3.0 drive in 4.0 slot") << 8.0 << 4 << 8.0 << 4 << 16.0 << 4 << false << "";
    QTest::newRow("rig: 2.5 x1 under 8 x4") << 2.5 << 1 << 2.5 << 1 << 8.0 << 4 << false << "";
}

void TestLinkSpeed::pcie()
{
    QFETCH(double, cur);
    QFETCH(int, curW);
    QFETCH(double, max);
    QFETCH(int, maxW);
    QFETCH(double, portMax);
    QFETCH(int, portMaxW);
    QFETCH(bool, degraded);
    QFETCH(QString, warning);
    LinkInfo link;
    link.currentGts = cur;
    link.currentWidth = curW;
    link.functionMaxGts = max;
    link.functionMaxWidth = maxW;
    link.portMaxGts = portMax;
    link.portMaxWidth = portMaxW;
    QStringList warnings;
    linkspeed::evaluatePcie(link, warnings);
    QCOMPARE(link.degraded, degraded);
    QCOMPARE(warnings.size(), degraded ? 1 : 0);
    if (degraded)
        QVERIFY2(warnings.first().startsWith(warning), qPrintable(warnings.first()));
    QCOMPARE(link.current, linkspeed::pcieText(cur, curW));
}

QTEST_GUILESS_MAIN(TestLinkSpeed)
#include "tst_linkspeed.moc"
