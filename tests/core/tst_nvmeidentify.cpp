// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe Identify Controller / Namespace decoding: pages built byte by byte from NVMe Base 2.0
// Figure 275 and NVM Command Set 1.0 Figure 97, a real QEMU dump, wrong sizes and garbage.

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include "core/devices/identifyhex.h"
#include "core/devices/nvmeidentify.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

struct Page
{
    std::vector<std::uint8_t> bytes = std::vector<std::uint8_t>(4096, 0);

    Page &le(std::size_t offset, std::uint64_t value, int size)
    {
        for (int i = 0; i < size; ++i)
            bytes[offset + std::size_t(i)] = std::uint8_t(value >> (8 * i));
        return *this;
    }
    Page &ascii(std::size_t offset, std::size_t size, const char *s)
    {
        std::string padded(s);
        padded.resize(size, ' ');
        std::copy(padded.begin(), padded.end(), bytes.begin() + std::ptrdiff_t(offset));
        return *this;
    }
};

Page controller980Pro()
{
    Page p;
    p.le(0, 0x144d, 2).le(2, 0x144d, 2);                   // VID, SSVID
    p.ascii(4, 20, "S5GXNF0R123456A").ascii(24, 40, "Samsung SSD 980 PRO 1TB").ascii(64, 8, "5B2QGXA7");
    p.le(77, 9, 1).le(78, 6, 2).le(80, 0x00010300, 4);     // MDTS 2^9, CNTLID, VER 1.3.0
    p.le(263, 2, 1);                                       // NPSS: 3 power states
    p.le(266, 355, 2).le(268, 358, 2);                     // WCTEMP 82 C, CCTEMP 85 C
    p.le(280, 1000204886016ull, 8);                        // TNVMCAP
    p.le(516, 1, 4).le(520, 0x0057, 2).le(525, 1, 1);      // NN, ONCS (bit 2 DSM), VWC
    p.le(2048, 845, 2).le(2048 + 4, 0, 4).le(2048 + 8, 0, 4);           // PS0 8.45 W
    p.le(2080, 456, 2).le(2080 + 4, 0, 4).le(2080 + 8, 200, 4);         // PS1 4.56 W
    p.le(2112, 350, 2).le(2112 + 3, 0x3, 1).le(2112 + 4, 1000, 4).le(2112 + 8, 1200, 4); // PS2 0.035 W, NOPS
    return p;
}

Page namespace512()
{
    Page p;
    p.le(0, 1953525168, 8).le(8, 1953525168, 8).le(16, 123456789, 8);
    p.le(25, 1, 1).le(26, 0, 1);                           // NLBAF = 1 (two formats), FLBAS 0
    p.le(128, std::uint32_t(9) << 16 | std::uint32_t(2) << 24, 4);  // LBAF0: 512 B, RP 2
    p.le(132, std::uint32_t(12) << 16, 4);                 // LBAF1: 4096 B, RP 0
    return p;
}

std::vector<std::uint8_t> fixture(const char *name)
{
    QFile f(drivebench::testing::fixture("/identify/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto bytes = identifyBytesFromFile(f.readAll());
    return bytes ? *bytes : std::vector<std::uint8_t>{};
}

} // namespace

class TestNvmeIdentify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void controllerFields();
    void controllerJson();
    void namespaceFormats();
    void namespaceInvalidFormat();
    void wrongSize_data();
    void wrongSize();
    void garbageNeverCrashes();
    void realQemuController();
    void realQemuNamespace();
};

void TestNvmeIdentify::controllerFields()
{
    const auto id = decodeNvmeController(controller980Pro().bytes);
    QVERIFY(id);
    QCOMPARE(id->vid, std::uint16_t(0x144d));
    QCOMPARE(id->serial, QStringLiteral("S5GXNF0R123456A"));
    QCOMPARE(id->model, QStringLiteral("Samsung SSD 980 PRO 1TB"));
    QCOMPARE(id->firmware, QStringLiteral("5B2QGXA7"));
    QCOMPARE(id->version, QStringLiteral("1.3.0"));
    QCOMPARE(id->controllerId, std::uint16_t(6));
    QCOMPARE(id->namespaces, 1u);
    QCOMPARE(id->tnvmcapBytes, quint64(1000204886016ull));
    QCOMPARE(id->warningTempC, std::optional<int>(82));
    QCOMPARE(id->criticalTempC, std::optional<int>(85));
    QVERIFY(id->volatileWriteCache);
    QVERIFY(id->deallocate);
    QCOMPARE(id->mdtsPages, 512);
    QCOMPARE(id->powerStates.size(), size_t(3));
    QCOMPARE(id->powerStates[0].maxPowerW, 8.45);
    QVERIFY(!id->powerStates[0].nonOperational);
    QCOMPARE(id->powerStates[1].exitLatencyUs, 200u);
    QVERIFY(qAbs(id->powerStates[2].maxPowerW - 0.035) < 1e-9);
    QVERIFY(id->powerStates[2].nonOperational);
    QCOMPARE(id->powerStates[2].entryLatencyUs, 1000u);
}

void TestNvmeIdentify::controllerJson()
{
    const QJsonObject json = toJson(*decodeNvmeController(controller980Pro().bytes));
    QCOMPARE(json.value(QStringLiteral("vid")).toString(), QStringLiteral("0x144d"));
    QCOMPARE(json.value(QStringLiteral("tnvmcap")).toDouble(), 1000204886016.0);
    QCOMPARE(json.value(QStringLiteral("power_states")).toArray().size(), 3);
    for (const char *key : {"ssvid", "serial", "model", "firmware", "version", "namespaces",
                            "warning_temp_c", "critical_temp_c"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    // A controller without thresholds (0 K) reports null, not -273.
    Page p = controller980Pro();
    p.le(266, 0, 2).le(268, 0, 2).le(80, 0, 4);
    const QJsonObject bare = toJson(*decodeNvmeController(p.bytes));
    QVERIFY(bare.value(QStringLiteral("warning_temp_c")).isNull());
    QVERIFY(bare.value(QStringLiteral("version")).isNull());
}

void TestNvmeIdentify::namespaceFormats()
{
    auto ns = decodeNvmeNamespace(namespace512().bytes);
    QVERIFY(ns);
    QCOMPARE(ns->sizeBlocks, quint64(1953525168));
    QCOMPARE(ns->utilizationBlocks, quint64(123456789));
    QCOMPARE(ns->lbaFormats.size(), size_t(2));
    QCOMPARE(ns->formatInUse, 0);
    QCOMPARE(ns->blockSizeBytes, 512u);
    QCOMPARE(ns->lbaFormats[0].relativePerformance, 2);
    Page p = namespace512();
    p.le(26, 1, 1); // FLBAS: format 1 (4 KiB) in use
    ns = decodeNvmeNamespace(p.bytes);
    QVERIFY(ns);
    QCOMPARE(ns->blockSizeBytes, 4096u);
    QCOMPARE(toJson(*ns).value(QStringLiteral("size_bytes")).toDouble(), 1953525168.0 * 4096);
}

void TestNvmeIdentify::namespaceInvalidFormat()
{
    Page p = namespace512();
    p.le(26, 5, 1); // format 5 of 2
    auto ns = decodeNvmeNamespace(p.bytes);
    QVERIFY(!ns);
    QVERIFY(QString::fromStdString(ns.error().message).contains(QLatin1String("LBA format 5")));
    Page q = namespace512();
    q.le(128, 0, 4); // format 0 with LBADS 0: not usable
    QVERIFY(!decodeNvmeNamespace(q.bytes));
    QVERIFY(!decodeNvmeNamespace(std::vector<std::uint8_t>(4096, 0)));
}

void TestNvmeIdentify::wrongSize_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("says");
    QTest::newRow("Windows tool's first 512 bytes") << 512 << "only the first 512 bytes";
    QTest::newRow("empty") << 0 << "bytes 0-4095 are missing";
    QTest::newRow("4095") << 4095 << "truncated";
    QTest::newRow("8192") << 8192 << "too long";
}

void TestNvmeIdentify::wrongSize()
{
    QFETCH(int, size);
    QFETCH(QString, says);
    std::vector<std::uint8_t> data(std::size_t(size), 0x20);
    const auto ctrl = decodeNvmeController(data);
    QVERIFY(!ctrl);
    QVERIFY2(QString::fromStdString(ctrl.error().message).contains(says), ctrl.error().message.c_str());
    QVERIFY(QString::fromStdString(ctrl.error().hint).contains(QLatin1String("nvme id-ctrl -b")));
    QVERIFY(!decodeNvmeNamespace(data));
}

void TestNvmeIdentify::garbageNeverCrashes()
{
    QRandomGenerator rng(777);
    for (int round = 0; round < 500; ++round) {
        std::vector<std::uint8_t> data(4096);
        for (auto &v : data)
            v = std::uint8_t(rng.bounded(256));
        const auto ctrl = decodeNvmeController(data);
        QVERIFY(ctrl);
        QVERIFY(ctrl->powerStates.size() <= 32);
        const auto ns = decodeNvmeNamespace(data); // may be an error; must not crash
        if (ns)
            QVERIFY(ns->blockSizeBytes >= 512);
    }
}

void TestNvmeIdentify::realQemuController()
{
    const auto bytes = fixture("qemu-7.2-nvme-id-ctrl.bin");
    if (bytes.empty())
        QSKIP("fixture qemu-7.2-nvme-id-ctrl.bin missing");
    const auto id = decodeNvmeController(bytes);
    QVERIFY(id);
    QCOMPARE(id->vid, std::uint16_t(0x1b36)); // Red Hat / QEMU
    QCOMPARE(id->model, QStringLiteral("QEMU NVMe Ctrl"));
    QCOMPARE(id->serial, QStringLiteral("DBNVME0001"));
    QCOMPARE(id->firmware, QStringLiteral("7.2.22"));
    QCOMPARE(id->namespaces, 256u);
}

void TestNvmeIdentify::realQemuNamespace()
{
    const auto bytes = fixture("qemu-7.2-nvme-id-ns.bin");
    if (bytes.empty())
        QSKIP("fixture qemu-7.2-nvme-id-ns.bin missing");
    const auto ns = decodeNvmeNamespace(bytes);
    QVERIFY(ns);
    QCOMPARE(ns->sizeBlocks, quint64(2097152)); // 1 GiB of 512-byte blocks
    QCOMPARE(ns->blockSizeBytes, 512u);
}

QTEST_GUILESS_MAIN(TestNvmeIdentify)
#include "tst_nvmeidentify.moc"
