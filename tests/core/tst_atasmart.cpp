// SPDX-License-Identifier: GPL-3.0-or-later
// ATA SMART decoding: blocks built byte by byte (ACS-3 7.50.2 SMART READ DATA: revision, 30
// attribute entries of 12 bytes from byte 2, offline status 362, self-test status 363, checksum
// 511; SMART READ THRESHOLDS: id + threshold per entry), real drives' dumps from libatasmart's
// blob-examples (tests/fixtures/smart/README.md), SCT Status, and truncated or garbage blocks.

#include <QJsonArray>
#include <QTest>

#include "core/devices/atasmartlog.h"
#include "core/devices/drivehealth.h"
#include "core/devices/identifyhex.h"
#include "tests/common/smartfixtures.h"

using namespace drivebench;
using drivebench::testing::ataAttribute;
using drivebench::testing::readSmartFixture;

namespace {

using Block = std::vector<std::uint8_t>;

using Attr = drivebench::testing::SmartAttr;

Block dataBlock(const std::vector<Attr> &attrs, int selfTest = 0)
{
    Block b = drivebench::testing::smartDataAttributes(attrs);
    b[362] = 0x82; // offline data collection completed
    b[363] = std::uint8_t(selfTest);
    b[372] = 2;    // short self-test: 2 minutes
    b[373] = 0xFF; // extended: see 376:375
    b[375] = 0x2C;
    b[376] = 0x01; // 300 minutes
    drivebench::testing::sealSmartBlock(b);
    return b;
}

Block thresholdBlock(const std::vector<Attr> &attrs)
{
    return drivebench::testing::smartThresholdBlock(attrs);
}

// A healthy hard disk: flags 0x33 = prefailure + online + ..., 0x32 = online (advisory).
const std::vector<Attr> kHealthy = {
    {1, 0x000f, 117, 99, 123456, 6},
    {5, 0x0033, 100, 100, 0, 36},
    {9, 0x0032, 92, 92, 7326, 0},
    {12, 0x0032, 100, 100, 88, 20},
    {194, 0x0022, 36, 50, (std::uint64_t(55) << 32) | (std::uint64_t(19) << 16) | 36, 0}, // 36 C, min 19, max 55
    {197, 0x0012, 100, 100, 0, 0},
    {198, 0x0010, 100, 100, 0, 0},
    {241, 0x0032, 100, 100, 0x123456789Aull, 0},
};

} // namespace

class TestAtaSmart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesBuiltBlocks()
    {
        const auto s = decodeAtaSmart(dataBlock(kHealthy), thresholdBlock(kHealthy));
        QVERIFY2(s, s ? "" : s.error().text().c_str());
        QCOMPARE(s->revision, 16);
        QCOMPARE(int(s->attributes.size()), int(kHealthy.size()));
        const AtaSmartAttribute *rre = ataAttribute(*s, 1);
        QVERIFY(rre);
        QCOMPARE(rre->name, QStringLiteral("raw-read-error-rate"));
        QVERIFY(rre->prefailure);
        QVERIFY(rre->online);
        QCOMPARE(rre->value, 117);
        QCOMPARE(rre->worst, 99);
        QCOMPARE(rre->threshold.value(), 6);
        QCOMPARE(rre->raw, 123456u);
        QVERIFY(!ataAttribute(*s, 9)->prefailure);
        QCOMPARE(ataAttribute(*s, 241)->raw, 0x123456789Aull); // all 48 bits
        QCOMPARE(s->powerOnHours.value(), 7326.0);
        QCOMPARE(s->temperatureC.value(), 36);
        QCOMPARE(s->temperatureMinC.value(), 19);
        QCOMPARE(s->temperatureMaxC.value(), 55);
        QCOMPARE(s->reallocatedSectors.value(), 0u);
        QCOMPARE(s->pendingSectors.value(), 0u);
        QCOMPARE(s->offlineUncorrectable.value(), 0u);
        QCOMPARE(s->lbasWritten.value(), 0x123456789Aull);
        QCOMPARE(s->shortTestMinutes, 2);
        QCOMPARE(s->extendedTestMinutes, 300);
        QCOMPARE(s->status(), QStringLiteral("ok"));
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("ok"));
        const QJsonObject o = toJson(*s);
        QCOMPARE(o.value(QStringLiteral("bytes_written")).toDouble(), double(0x123456789Aull) * 512);
        QCOMPARE(o.value(QStringLiteral("temperature_min_c")).toInt(), 19);
        const QJsonObject first = o.value(QStringLiteral("attributes")).toArray().first().toObject();
        for (const char *key : {"id", "name", "prefailure", "online", "value", "worst", "threshold", "raw", "decoded"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    }

    void thresholdExceeded()
    {
        std::vector<Attr> attrs = kHealthy;
        attrs[1] = {5, 0x0033, 30, 30, 1800, 36}; // reallocated sectors: 30 <= 36, prefailure
        const auto s = decodeAtaSmart(dataBlock(attrs), thresholdBlock(attrs));
        QVERIFY(s);
        QVERIFY(ataAttribute(*s, 5)->failingNow);
        QCOMPARE(s->status(), QStringLiteral("threshold_exceeded"));
        const HealthVerdict v = judgeAtaSmart(*s);
        QCOMPARE(v.overall(), QStringLiteral("failing"));
        QVERIFY(v.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("1800 reallocated sectors")));
    }

    void exceededInPast()
    {
        std::vector<Attr> attrs = kHealthy;
        attrs[0] = {1, 0x000f, 100, 5, 0, 6}; // worst 5 <= 6 once, fine now
        const auto s = decodeAtaSmart(dataBlock(attrs), thresholdBlock(attrs));
        QVERIFY(s);
        QCOMPARE(s->status(), QStringLiteral("exceeded_in_past"));
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("warning"));
    }

    void badSelfAssessment()
    {
        auto s = decodeAtaSmart(dataBlock(kHealthy), thresholdBlock(kHealthy));
        QVERIFY(s);
        s->smartStatusGood = false; // SMART RETURN STATUS gave F4h/2Ch
        QCOMPARE(s->status(), QStringLiteral("threshold_exceeded"));
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("failing"));
    }

    void failedSelfTest()
    {
        const auto s = decodeAtaSmart(dataBlock(kHealthy, 0x70), thresholdBlock(kHealthy)); // read element failed
        QVERIFY(s);
        QCOMPARE(s->selfTestCode, 7);
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("warning"));
    }

    void withoutThresholds()
    {
        const auto s = decodeAtaSmart(dataBlock(kHealthy), {});
        QVERIFY(s);
        QVERIFY(!s->thresholdsRead);
        QVERIFY(!ataAttribute(*s, 1)->threshold);
        QCOMPARE(s->status(), QStringLiteral("ok"));
    }

    void sctStatus()
    {
        auto s = decodeAtaSmart(dataBlock(kHealthy), thresholdBlock(kHealthy));
        QVERIFY(s);
        Block sct(512, 0);
        sct[0] = 3;           // format version 3
        sct[200] = 41;        // current
        sct[203] = 0xFB;      // lifetime min -5 C (signed)
        sct[204] = 67;        // lifetime max
        QVERIFY(applySctStatus(*s, sct));
        QCOMPARE(s->sctTemperatureC.value(), 41);
        QCOMPARE(s->sctLifetimeMinC.value(), -5);
        QCOMPARE(s->sctLifetimeMaxC.value(), 67);
        QVERIFY(toJson(*s).contains(QStringLiteral("sct_status")));
        sct[0] = 0;
        QVERIFY(!applySctStatus(*s, sct));
        QVERIFY(!applySctStatus(*s, Block(100, 0)));
    }

    void refusesBadBlocks_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("thresholds");
        QTest::addColumn<QString>("says");
        auto qb = [](const Block &b) { return QByteArray(reinterpret_cast<const char *>(b.data()), qsizetype(b.size())); };
        const Block good = dataBlock(kHealthy);
        const Block th = thresholdBlock(kHealthy);
        Block shortData(good.begin(), good.begin() + 362);
        QTest::newRow("truncated data") << qb(shortData) << qb(th) << "bytes 362-511 are missing";
        QTest::newRow("truncated thresholds") << qb(good) << qb(Block(th.begin(), th.begin() + 100)) << "READ THRESHOLDS block is 512";
        QTest::newRow("empty") << QByteArray() << qb(th) << "has 0";
        QTest::newRow("too long") << qb(Block(600, 1)) << qb(th) << "too long";
        QTest::newRow("all zero") << qb(Block(512, 0)) << qb(th) << "all zeros";
        Block flipped = good;
        flipped[100] ^= 0x40;
        QTest::newRow("checksum") << qb(flipped) << qb(th) << "checksum";
        Block dup = dataBlock({{5, 0x33, 100, 100, 0, 36}, {5, 0x33, 100, 100, 0, 36}});
        QTest::newRow("duplicate id") << qb(dup) << qb(th) << "attribute 5 twice";
        QByteArray noise(512, 0);
        std::uint32_t x = 12345; // a fixed LCG: deterministic noise
        for (int i = 0; i < 512; ++i) {
            x = x * 1103515245u + 12345u;
            noise[i] = char(x >> 24);
        }
        QTest::newRow("noise") << noise << qb(th) << "checksum";
    }
    void refusesBadBlocks()
    {
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, thresholds);
        QFETCH(QString, says);
        const auto s = decodeAtaSmart(Block(data.begin(), data.end()), Block(thresholds.begin(), thresholds.end()));
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error().text()).contains(says), s.error().text().c_str());
        QVERIFY(!s.error().hint.empty());
    }

    // hdparm-style 16-bit words ("0010 0f01 ...") read back to the same bytes.
    void wordDumpReadsAlike()
    {
        const Block b = dataBlock(kHealthy);
        QString words;
        for (std::size_t i = 0; i < b.size(); i += 2) {
            words += QStringLiteral("%1").arg(b[i] | (b[i + 1] << 8), 4, 16, QLatin1Char('0'));
            words += (i / 2) % 8 == 7 ? QLatin1Char('\n') : QLatin1Char(' ');
        }
        const auto parsed = identifyBytesFromFile(words.toLatin1());
        QVERIFY(parsed);
        QCOMPARE(*parsed, b);
    }

    // Real drives (libatasmart's blob-examples, saved by skdump --save from the drives).
    void maxtorCountsMinutes()
    {
        const Block data = readSmartFixture(QStringLiteral("maxtor-96147h8.data"));
        const Block th = readSmartFixture(QStringLiteral("maxtor-96147h8.thresholds"));
        const Block id = readSmartFixture(QStringLiteral("maxtor-96147h8.identify"));
        QCOMPARE(int(data.size()), 512);
        // Without IDENTIFY no model quirk applies: attribute 9 reads as hours.
        const auto plain = decodeAtaSmart(data, th);
        QVERIFY(plain);
        QCOMPARE(ataAttribute(*plain, 9)->name, QStringLiteral("power-on-hours"));
        QCOMPARE(plain->powerOnHours.value(), 121017.0);
        // With it, the Maxtor 96147H8 quirk: attribute 9 counts minutes.
        const auto quirked = decodeAtaSmart(data, th, id);
        QVERIFY(quirked);
        QVERIFY(quirked->identifyGiven);
        QCOMPARE(quirked->model, QStringLiteral("Maxtor 96147H8"));
        QCOMPARE(ataAttribute(*quirked, 9)->name, QStringLiteral("power-on-minutes"));
        QCOMPARE(ataAttribute(*quirked, 9)->raw, 121017u);
        QVERIFY(qAbs(quirked->powerOnHours.value() - 121017.0 / 60.0) < 0.01);
        QCOMPARE(quirked->reallocatedSectors.value(), 69u);
        QCOMPARE(quirked->pendingSectors.value(), 2u);
        QCOMPARE(ataAttribute(*quirked, 5)->threshold.value(), 63);
        QCOMPARE(quirked->status(), QStringLiteral("ok"));
        QCOMPARE(judgeAtaSmart(*quirked).overall(), QStringLiteral("warning"));
    }

    void samsungHd501ljTemperatureAndBadSectors()
    {
        const auto s = decodeAtaSmart(readSmartFixture(QStringLiteral("samsung-hd501lj.data")),
                                      readSmartFixture(QStringLiteral("samsung-hd501lj.thresholds")),
                                      readSmartFixture(QStringLiteral("samsung-hd501lj.identify")));
        QVERIFY2(s, s ? "" : s.error().text().c_str());
        QCOMPARE(s->temperatureC.value(), 47);
        QCOMPARE(s->reallocatedSectors.value(), 1u);
        QCOMPARE(s->pendingSectors.value(), 1u);
        QCOMPARE(s->powerOnHours.value(), 7326.0);
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("warning"));
    }

    void intelSsdWritesIn32MiB()
    {
        const auto s = decodeAtaSmart(readSmartFixture(QStringLiteral("intel-ssdsa2cw120g3.data")),
                                      readSmartFixture(QStringLiteral("intel-ssdsa2cw120g3.thresholds")),
                                      readSmartFixture(QStringLiteral("intel-ssdsa2cw120g3.identify")));
        QVERIFY(s);
        QVERIFY(s->model.startsWith(QStringLiteral("INTEL SSDSA2CW120G3")));
        QCOMPARE(s->lbasWritten.value(), 820u);
        QCOMPARE(toJson(*s).value(QStringLiteral("bytes_written")).toDouble(), 820.0 * 32 * 1024 * 1024);
        QCOMPARE(s->powerOnHours.value(), 45.0);
        QCOMPARE(judgeAtaSmart(*s).overall(), QStringLiteral("ok"));
    }

    // QEMU 7.2's AHCI disk, read in the rig with health /dev/sda --save (smartctl -A showed the
    // same table: 190 Airflow_Temperature_Cel 069 069 050 31 (Min/Max 31/31)).
    void qemuAhciDump()
    {
        const auto s = decodeAtaSmart(readSmartFixture(QStringLiteral("qemu-7.2-ide-hd.smart-data")),
                                      readSmartFixture(QStringLiteral("qemu-7.2-ide-hd.smart-thresholds")),
                                      readSmartFixture(QStringLiteral("qemu-7.2-ide-hd.identify")));
        QVERIFY2(s, s ? "" : s.error().text().c_str());
        QCOMPARE(int(s->attributes.size()), 7);
        const AtaSmartAttribute *t = ataAttribute(*s, 190);
        QVERIFY(t);
        QCOMPARE(t->value, 69);
        QCOMPARE(t->threshold.value(), 50);
        QCOMPARE(t->raw, 522125343u);
        QCOMPARE(s->temperatureC.value(), 31);
        QCOMPARE(s->temperatureMinC.value(), 31);
        QCOMPARE(s->temperatureMaxC.value(), 31);
        QCOMPARE(s->powerOnHours.value(), 1.0);
        QCOMPARE(s->status(), QStringLiteral("ok"));
    }

    // Power-on time and temperature are libatasmart's sk_disk_smart_get_power_on /
    // _get_temperature rule, computed from the one attribute walk decodeAtaSmart makes: the
    // largest of the named attributes whose value passed libatasmart's range check; attributes
    // outside those names never count. -1: no figure.
    void powerOnAndTemperatureRule_data()
    {
        QTest::addColumn<std::vector<Attr>>("attrs");
        QTest::addColumn<double>("powerOnHours");
        QTest::addColumn<int>("temperatureC");
        const auto row = [](int id, std::uint64_t raw) { return Attr{id, 0x0032, 100, 100, raw, 0}; };
        QTest::newRow("hours and one temperature") << std::vector<Attr>{row(9, 1234), row(194, 36)} << 1234.0 << 36;
        QTest::newRow("largest of 190 and 194") << std::vector<Attr>{row(190, 41), row(194, 36)} << -1.0 << 41;
        QTest::newRow("largest of 194 and 190") << std::vector<Attr>{row(194, 44), row(190, 39)} << -1.0 << 44;
        // 120 C is past libatasmart's 100 C limit: that attribute does not count, the other one does.
        QTest::newRow("out-of-range temperature skipped") << std::vector<Attr>{row(194, 120), row(190, 38)} << -1.0 << 38;
        QTest::newRow("only an out-of-range temperature") << std::vector<Attr>{row(194, 120)} << -1.0 << -1;
        // 0 ms is below libatasmart's 1 ms minimum for a time: no power-on figure.
        QTest::newRow("power-on hours 0") << std::vector<Attr>{row(9, 0)} << -1.0 << -1;
        // Head flying and loaded hours are times too, but not power-on time.
        QTest::newRow("other hour counters ignored") << std::vector<Attr>{row(240, 9000), row(222, 8000)} << -1.0 << -1;
        QTest::newRow("hours beside flying hours") << std::vector<Attr>{row(240, 9000), row(9, 100)} << 100.0 << -1;
    }

    void powerOnAndTemperatureRule()
    {
        QFETCH(std::vector<Attr>, attrs);
        QFETCH(double, powerOnHours);
        QFETCH(int, temperatureC);
        const auto s = decodeAtaSmart(dataBlock(attrs), thresholdBlock(attrs));
        QVERIFY2(s, s ? "" : s.error().text().c_str());
        QCOMPARE(s->powerOnHours.has_value(), powerOnHours >= 0);
        if (powerOnHours >= 0)
            QCOMPARE(*s->powerOnHours, powerOnHours);
        QCOMPARE(s->temperatureC.has_value(), temperatureC >= 0);
        if (temperatureC >= 0)
            QCOMPARE(*s->temperatureC, temperatureC);
    }

    void temperatureLayouts_data()
    {
        QTest::addColumn<qulonglong>("raw");
        QTest::addColumn<int>("min");
        QTest::addColumn<int>("max");
        QTest::newRow("xx HH xx LL xx TT") << qulonglong(0x0037001300240000ull >> 16) << 19 << 55;
        QTest::newRow("CC CC HH LL xx TT") << qulonglong(0x000237130024ull) << 19 << 55;
        QTest::newRow("00 00 00 HH LL TT") << qulonglong(0x000000371324ull) << 19 << 55;
        QTest::newRow("current only") << qulonglong(36) << 0 << 0;
        QTest::newRow("current outside the range") << qulonglong(0x000000371340ull) << 0 << 0;
    }
    void temperatureLayouts()
    {
        QFETCH(qulonglong, raw);
        QFETCH(int, min);
        QFETCH(int, max);
        std::vector<Attr> attrs = {{194, 0x0022, 36, 50, raw, 0}};
        const auto s = decodeAtaSmart(dataBlock(attrs), thresholdBlock(attrs));
        QVERIFY(s);
        QCOMPARE(s->temperatureMinC.value_or(0), min);
        QCOMPARE(s->temperatureMaxC.value_or(0), max);
    }

    // The whole health object for a decoded dump: top-level names.
    void healthJson()
    {
        RawHealth raw;
        raw.kind = QStringLiteral("ata");
        raw.ataData = dataBlock(kHealthy);
        raw.ataThresholds = thresholdBlock(kHealthy);
        raw.ataStatusGood = true;
        const auto h = decodeHealth(QStringLiteral("/dev/sda"), raw);
        QVERIFY(h);
        const QJsonObject o = h->toJson();
        QCOMPARE(o.value(QStringLiteral("device")).toString(), QStringLiteral("/dev/sda"));
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("ata"));
        QCOMPARE(o.value(QStringLiteral("overall")).toString(), QStringLiteral("ok"));
        QVERIFY(o.value(QStringLiteral("warnings")).isArray());
        QCOMPARE(o.value(QStringLiteral("ata")).toObject().value(QStringLiteral("smart_status_good")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("temperature_c")).toInt(), 36);
    }
};

QTEST_GUILESS_MAIN(TestAtaSmart)
#include "tst_atasmart.moc"
