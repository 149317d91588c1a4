// SPDX-License-Identifier: GPL-3.0-or-later
// ATA IDENTIFY DEVICE decoding: blocks built word by word from ACS-3 (T13/2161-D table 45),
// real dumps (tests/fixtures/identify/README.md), the hex formats, truncated and garbage input.

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include "core/devices/ataidentify.h"
#include "core/devices/identifyhex.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

// An IDENTIFY DEVICE block under construction: word N at bytes 2N (low) and 2N+1 (high).
struct AtaBlock
{
    std::vector<std::uint8_t> bytes = std::vector<std::uint8_t>(512, 0);

    AtaBlock &word(int n, std::uint16_t v)
    {
        bytes[2 * n] = std::uint8_t(v & 0xff);
        bytes[2 * n + 1] = std::uint8_t(v >> 8);
        return *this;
    }
    // ACS-3 3.3.10: the first character of each pair in bits 15:8, padded with spaces.
    AtaBlock &text(int firstWord, int chars, const char *s)
    {
        std::string padded(s);
        padded.resize(std::size_t(chars), ' ');
        for (int i = 0; i < chars; i += 2)
            word(firstWord + i / 2, std::uint16_t((std::uint8_t(padded[i]) << 8) | std::uint8_t(padded[i + 1])));
        return *this;
    }
    // Word 255: A5h signature in bits 7:0 and the checksum byte making the sum 0 mod 256.
    AtaBlock &checksum(int adjust = 0)
    {
        bytes[510] = 0xA5;
        std::uint8_t sum = 0;
        for (int i = 0; i < 511; ++i)
            sum = std::uint8_t(sum + bytes[i]);
        bytes[511] = std::uint8_t(-sum + adjust);
        return *this;
    }
};

// A modern SATA SSD: LBA48, 512e, NCQ QD32, Gen1-3, currently Gen3, TRIM, SMART, write cache.
AtaBlock modernSsd()
{
    AtaBlock b;
    b.word(0, 0x0040).text(10, 20, "S3Z9NB0K123456A").text(23, 8, "RVT04B6Q").text(27, 40, "Samsung SSD 860 EVO 500GB");
    b.word(49, 0x2F00).word(60, 0xFFFF).word(61, 0x0FFF);           // LBA28 saturates at 0x0FFFFFFF
    b.word(75, 0x001F).word(76, 0x010E).word(77, 0x0006);           // QD32; Gen1-3 + NCQ; current Gen3
    b.word(80, 0x07F0).word(82, 0x7421).word(83, 0x7400).word(85, 0x7421).word(86, 0xB400);
    b.word(100, 0x6030).word(101, 0x3A38).word(102, 0x0000).word(103, 0x0000); // 976773168 sectors
    b.word(106, 0x6003).word(168, 0x0003).word(169, 0x0001).word(217, 0x0001);
    return b;
}

std::vector<std::uint8_t> fixtureBytes(const char *name)
{
    QFile f(drivebench::testing::fixture("/identify/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto bytes = identifyBytesFromFile(f.readAll());
    return bytes ? *bytes : std::vector<std::uint8_t>{};
}

} // namespace

class TestAtaIdentify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modernSsdFields();
    void lba28Only();
    void fourKNative();
    void rotationRate_data();
    void rotationRate();
    void sataSpeedWords_data();
    void sataSpeedWords();
    void checksum();
    void wrongSize_data();
    void wrongSize();
    void allZerosIsAnError();
    void garbageNeverCrashes();
    void stringsDropControlCharacters();
    void realDumpMaxtor();
    void realDumpSeagate();
    void realDumpQemu();
    void hexFormatsAgree();
};

void TestAtaIdentify::modernSsdFields()
{
    const auto id = decodeAtaIdentify(modernSsd().bytes);
    QVERIFY(id);
    QCOMPARE(id->model, QStringLiteral("Samsung SSD 860 EVO 500GB"));
    QCOMPARE(id->serial, QStringLiteral("S3Z9NB0K123456A"));
    QCOMPARE(id->firmware, QStringLiteral("RVT04B6Q"));
    QVERIFY(id->lba48);
    QCOMPARE(id->capacitySectors, quint64(976773168));
    QCOMPARE(id->logicalSectorSize, 512u);
    QCOMPARE(id->physicalSectorSize, 4096u);
    QCOMPARE(id->rotationRateRpm, std::optional<int>(0));
    QCOMPARE(id->formFactor, QStringLiteral("2.5 inch"));
    QCOMPARE(id->ataMajorVersion, QStringLiteral("ACS-3"));
    QCOMPARE(id->sataGenerationsGbps, (std::vector<double>{1.5, 3.0, 6.0}));
    QCOMPARE(id->sataMaxGbps, std::optional<double>(6.0));
    QCOMPARE(id->sataCurrentGbps, std::optional<double>(6.0));
    QVERIFY(id->ncq);
    QCOMPARE(id->queueDepth, 32);
    QVERIFY(id->trim);
    QCOMPARE(id->writeCache, std::optional<bool>(true));
    QCOMPARE(id->smart, std::optional<bool>(true));
    QCOMPARE(id->checksumValid, std::optional<bool>()); // no A5h signature
    const QJsonObject json = toJson(*id);
    for (const char *key : {"model", "serial", "firmware", "capacity_sectors", "logical_sector_size",
                            "physical_sector_size", "rotation_rate_rpm", "form_factor", "ata_major_version",
                            "sata_generations", "sata_max_gbps", "sata_current_gbps", "ncq", "queue_depth",
                            "trim", "write_cache", "smart", "checksum_valid"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json.value(QStringLiteral("capacity_sectors")).toDouble(), 976773168.0);
}

void TestAtaIdentify::lba28Only()
{
    AtaBlock b = modernSsd();
    b.word(83, 0x4000).word(60, 0x5678).word(61, 0x0123); // no 48-bit feature set
    const auto id = decodeAtaIdentify(b.bytes);
    QVERIFY(id);
    QVERIFY(!id->lba48);
    QCOMPARE(id->capacitySectors, quint64(0x01235678));
}

void TestAtaIdentify::fourKNative()
{
    AtaBlock b = modernSsd();
    // Word 106 bit 12: logical sector longer than 256 words; words 117-118 = 2048 words.
    b.word(106, 0x5000).word(117, 2048).word(118, 0);
    const auto id = decodeAtaIdentify(b.bytes);
    QVERIFY(id);
    QCOMPARE(id->logicalSectorSize, 4096u);
    QCOMPARE(id->physicalSectorSize, 4096u);
    b.word(106, 0x8003); // bit 15 set: the word is not valid, sizes stay 512
    const auto invalid = decodeAtaIdentify(b.bytes);
    QCOMPARE(invalid->logicalSectorSize, 512u);
    QCOMPARE(invalid->physicalSectorSize, 512u);
}

void TestAtaIdentify::rotationRate_data()
{
    QTest::addColumn<int>("word217");
    QTest::addColumn<int>("rpm"); // -1 = not reported
    QTest::newRow("not reported") << 0x0000 << -1;
    QTest::newRow("solid state") << 0x0001 << 0;
    QTest::newRow("reserved") << 0x0300 << -1;
    QTest::newRow("5400") << 5400 << 5400;
    QTest::newRow("7200") << 7200 << 7200;
    QTest::newRow("15000") << 15000 << 15000;
    QTest::newRow("FFFF reserved") << 0xFFFF << -1;
}

void TestAtaIdentify::rotationRate()
{
    QFETCH(int, word217);
    QFETCH(int, rpm);
    AtaBlock b = modernSsd();
    b.word(217, std::uint16_t(word217));
    const auto id = decodeAtaIdentify(b.bytes);
    QVERIFY(id);
    QCOMPARE(id->rotationRateRpm.value_or(-1), rpm);
    QCOMPARE(toJson(*id).value(QStringLiteral("rotation_rate_rpm")).isNull(), rpm < 0);
}

void TestAtaIdentify::sataSpeedWords_data()
{
    QTest::addColumn<int>("w76");
    QTest::addColumn<int>("w77");
    QTest::addColumn<double>("max");     // 0 = none
    QTest::addColumn<double>("current"); // 0 = none
    QTest::newRow("gen3 at gen2") << 0x010E << 0x0004 << 6.0 << 3.0;
    QTest::newRow("gen2 only") << 0x0106 << 0x0004 << 3.0 << 3.0;
    QTest::newRow("gen1") << 0x0102 << 0x0002 << 1.5 << 1.5;
    QTest::newRow("word 77 not reported") << 0x010E << 0x0000 << 6.0 << 0.0;
    QTest::newRow("word 77 reserved code") << 0x010E << 0x000E << 6.0 << 0.0;
    QTest::newRow("word 76 FFFF") << 0xFFFF << 0x0006 << 0.0 << 0.0;
    QTest::newRow("QEMU: NCQ, no generation") << 0x0100 << 0x0000 << 0.0 << 0.0;
}

void TestAtaIdentify::sataSpeedWords()
{
    QFETCH(int, w76);
    QFETCH(int, w77);
    QFETCH(double, max);
    QFETCH(double, current);
    AtaBlock b = modernSsd();
    b.word(76, std::uint16_t(w76)).word(77, std::uint16_t(w77));
    const auto id = decodeAtaIdentify(b.bytes);
    QVERIFY(id);
    QCOMPARE(id->sataMaxGbps.value_or(0), max);
    QCOMPARE(id->sataCurrentGbps.value_or(0), current);
}

void TestAtaIdentify::checksum()
{
    AtaBlock good = modernSsd();
    good.checksum();
    QCOMPARE(decodeAtaIdentify(good.bytes)->checksumValid, std::optional<bool>(true));
    AtaBlock bad = modernSsd();
    bad.checksum(1);
    QCOMPARE(decodeAtaIdentify(bad.bytes)->checksumValid, std::optional<bool>(false));
}

void TestAtaIdentify::wrongSize_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << 0 << "words 0-255 are missing";
    QTest::newRow("one byte") << 1 << "truncated";
    QTest::newRow("half") << 256 << "words 128-255 are missing";
    QTest::newRow("511") << 511 << "truncated";
    QTest::newRow("513") << 513 << "too long";
    QTest::newRow("NVMe page") << 4096 << "NVMe";
}

void TestAtaIdentify::wrongSize()
{
    QFETCH(int, size);
    QFETCH(QString, says);
    std::vector<std::uint8_t> data(std::size_t(size), 0x41);
    const auto id = decodeAtaIdentify(data);
    QVERIFY(!id);
    QVERIFY2(QString::fromStdString(id.error().message).contains(says), id.error().message.c_str());
    QVERIFY(!id.error().hint.empty());
}

void TestAtaIdentify::allZerosIsAnError()
{
    const std::vector<std::uint8_t> zeros(512, 0);
    QVERIFY(!decodeAtaIdentify(zeros));
}

void TestAtaIdentify::garbageNeverCrashes()
{
    // Random blocks (fixed seed): decoding must stay in bounds and give sane ranges.
    QRandomGenerator rng(4242);
    for (int round = 0; round < 2000; ++round) {
        std::vector<std::uint8_t> data(512);
        for (auto &v : data)
            v = std::uint8_t(rng.bounded(256));
        const auto id = decodeAtaIdentify(data);
        QVERIFY(id);
        QVERIFY(id->logicalSectorSize >= 512 && id->logicalSectorSize <= 131072);
        QVERIFY(id->queueDepth >= 1 && id->queueDepth <= 32);
        QVERIFY(id->model.size() <= 40);
    }
}

void TestAtaIdentify::stringsDropControlCharacters()
{
    AtaBlock b = modernSsd();
    b.word(27, 0x0A00).word(28, 0x41FF); // "\n\0" "A\xFF"
    const auto id = decodeAtaIdentify(b.bytes);
    QVERIFY(id);
    QVERIFY(!id->model.contains(QLatin1Char('\n')));
    QVERIFY(id->model.startsWith(QLatin1Char('A')));
}

void TestAtaIdentify::realDumpMaxtor()
{
    const auto bytes = fixtureBytes("maxtor-6B200M0.hdparm.txt");
    QCOMPARE(bytes.size(), size_t(512));
    const auto id = decodeAtaIdentify(bytes);
    QVERIFY(id);
    QCOMPARE(id->model, QStringLiteral("Maxtor 6B200M0"));
    QCOMPARE(id->serial, QStringLiteral("B41RVC2H"));
    QCOMPARE(id->firmware, QStringLiteral("BANC1BY0"));
    QCOMPARE(id->capacitySectors, quint64(398297088)); // hdparm's "sectors = 398297088"
    QCOMPARE(id->ataMajorVersion, QStringLiteral("ATA/ATAPI-7"));
    QCOMPARE(id->sataGenerationsGbps, std::vector<double>{1.5});
    QVERIFY(id->ncq);
    QCOMPARE(id->queueDepth, 32);
    QCOMPARE(id->rotationRateRpm, std::optional<int>());
    QCOMPARE(id->smart, std::optional<bool>(false)); // supported, not enabled (the thread's subject)
    QCOMPARE(id->writeCache, std::optional<bool>(true));
    QCOMPARE(id->checksumValid, std::optional<bool>(true));
}

void TestAtaIdentify::realDumpSeagate()
{
    const auto id = decodeAtaIdentify(fixtureBytes("seagate-ST3160023AS.hdparm.txt"));
    QVERIFY(id);
    QCOMPARE(id->model, QStringLiteral("ST3160023AS"));
    QCOMPARE(id->serial, QStringLiteral("3JS2KSL3"));
    QCOMPARE(id->firmware, QStringLiteral("3.18"));
    QCOMPARE(id->capacitySectors, quint64(312581808));
    QCOMPARE(id->ataMajorVersion, QStringLiteral("ATA/ATAPI-6"));
    QCOMPARE(id->sataMaxGbps, std::optional<double>(1.5));
    QVERIFY(!id->ncq);
    QCOMPARE(id->queueDepth, 1);
    QCOMPARE(id->checksumValid, std::optional<bool>(true));
}

void TestAtaIdentify::realDumpQemu()
{
    // libata's sysfs id of the rig's disk (QEMU 7.2 ide-hd): what the rig test expects too.
    const auto id = decodeAtaIdentify(fixtureBytes("qemu-7.2-ide-hd.sysfs-id.txt"));
    QVERIFY(id);
    QCOMPARE(id->model, QStringLiteral("DriveBench Rig SATA SSD with a long name"));
    QCOMPARE(id->serial, QStringLiteral("DBSATA0000001"));
    QCOMPARE(id->firmware, QStringLiteral("DBFW0102"));
    QCOMPARE(id->capacitySectors, quint64(2097152)); // 1 GiB
    QCOMPARE(id->rotationRateRpm, std::optional<int>(0));
    QVERIFY(id->sataGenerationsGbps.empty()); // QEMU advertises no generation in word 76
    QVERIFY(id->ncq);
    QCOMPARE(id->queueDepth, 32);
}

void TestAtaIdentify::hexFormatsAgree()
{
    // The same block as raw bytes, hdparm/sysfs words, xxd, xxd -p and CrystalDiskInfo rows.
    AtaBlock b = modernSsd();
    b.checksum();
    QString words, xxd, plain, cdi;
    for (int w = 0; w < 256; ++w) {
        const unsigned v = b.bytes[2 * w] | (b.bytes[2 * w + 1] << 8);
        words += QStringLiteral("%1%2").arg(v, 4, 16, QLatin1Char('0')).arg(w % 8 == 7 ? QStringLiteral("\n") : QStringLiteral(" "));
        if (w % 10 == 0)
            cdi += QStringLiteral("%1:").arg(w, 3, 10, QLatin1Char('0'));
        cdi += QStringLiteral(" %1").arg(v, 4, 16, QLatin1Char('0')).toUpper();
        if (w % 10 == 9 || w == 255)
            cdi += QLatin1Char('\n');
    }
    for (int line = 0; line < 32; ++line) {
        xxd += QStringLiteral("%1:").arg(line * 16, 8, 16, QLatin1Char('0'));
        for (int i = 0; i < 16; i += 2)
            xxd += QStringLiteral(" %1%2").arg(b.bytes[line * 16 + i], 2, 16, QLatin1Char('0')).arg(b.bytes[line * 16 + i + 1], 2, 16, QLatin1Char('0'));
        xxd += QStringLiteral("  ................\n");
    }
    for (int i = 0; i < 512; ++i)
        plain += QStringLiteral("%1%2").arg(b.bytes[i], 2, 16, QLatin1Char('0')).arg(i % 30 == 29 ? QStringLiteral("\n") : QString());
    const QByteArray raw(reinterpret_cast<const char *>(b.bytes.data()), 512);
    const QByteArray inputs[] = {raw, words.toLatin1(), ("/dev/sda:\n" + words).toLatin1(), xxd.toLatin1(),
                                 plain.toLatin1(), ("        0    1    2\n" + cdi).toLatin1()};
    for (const QByteArray &input : inputs) {
        const auto bytes = identifyBytesFromFile(input);
        QVERIFY2(bytes, bytes ? "" : bytes.error().message.c_str());
        QVERIFY2(*bytes == b.bytes, input.left(60).constData());
    }
    QVERIFY(!identifyBytesFromFile("hello world\n"));
    QVERIFY(!identifyBytesFromFile("00000000: zz00 1122  ..\n"));
}

QTEST_GUILESS_MAIN(TestAtaIdentify)
#include "tst_ataidentify.moc"
