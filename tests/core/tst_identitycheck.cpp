// SPDX-License-Identifier: GPL-3.0-or-later
// Identity checks (core/devices/identitycheck.h): the facts of genuine public reports give no
// mismatch, the linuxhw fake "980 PRO" is flagged with three or more reasons, QEMU's NVMe
// controller and a neutral SATA model have no reference, and QEMU's AHCI disk named "Samsung SSD
// 870 EVO 1TB" is flagged. Facts are transcribed from the reports named beside each one (derived
// figures only; the reports are not copied).

#include <QFile>
#include <QTest>

#include "core/devices/ataidentify.h"
#include "core/devices/identitycheck.h"
#include "core/devices/drive.h"
#include "core/devices/nvmeidentify.h"
#include "core/devices/sysfsscanner.h"
#include "tests/common/fixtures.h"

using namespace drivebench;

namespace {

IdentityFacts nvme(const char *model, const char *fw, std::uint16_t vid, std::uint32_t oui,
                   std::vector<double> powers, int mdts, int fwSlots, std::uint16_t oncs, std::uint8_t lpa,
                   bool tnvmcap)
{
    IdentityFacts f;
    f.kind = IdentityFacts::Kind::Nvme;
    f.model = QString::fromLatin1(model);
    f.firmware = QString::fromLatin1(fw);
    f.pciVendor = vid;
    f.pciSubsystemVendor = vid; // smartctl prints one value when both agree
    f.ieeeOui = oui;
    f.powerStateMaxW = std::move(powers);
    f.mdtsPages = mdts;
    f.firmwareSlots = fwSlots;
    f.oncs = oncs;
    f.logPageAttributes = lpa;
    f.totalCapacityReported = tnvmcap;
    return f;
}

IdentityFacts ata(const char *model, const char *fw, std::optional<std::uint32_t> wwnOui, std::set<int> smart)
{
    IdentityFacts f;
    f.kind = IdentityFacts::Kind::Ata;
    f.model = QString::fromLatin1(model);
    f.firmware = QString::fromLatin1(fw);
    f.wwnRead = true;
    f.wwnOui = wwnOui;
    f.smartAttributeIds = std::move(smart);
    return f;
}

// linuxhw/SMART NVMe/Samsung/980/980 PRO 1TB/0725ABFAB2FC: "Samsung 980 PRO 1TB", 5B2QGXA7 copied.
IdentityFacts fake980Pro()
{
    return nvme("Samsung 980 PRO 1TB", "5B2QGXA7", 0x126f, 0x486834, {6.00}, 64, 1, 0x0015, 0x03, false);
}

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

// The twelve families added for issue 54's "twenty most common", each from the linuxhw/SMART
// report its table row names (the report's figures, transcribed).
void addMoreFamilies()
{
    QTest::newRow("970 EVO 1TB")
        << nvme("Samsung SSD 970 EVO 1TB", "2B2QEXE7", 0x144d, 0x002538, {6.20, 4.30, 2.10, 0.04, 0.005}, 512, 3,
                0x005f, 0x03, true)
        << QStringLiteral("Samsung 970 EVO");
    QTest::newRow("980 1TB")
        << nvme("Samsung SSD 980 1TB", "1B4QFXO7", 0x144d, 0x002538, {5.24, 4.49, 2.19, 0.05, 0.005}, 512, 3,
                0x0055, 0x00, true)
        << QStringLiteral("Samsung 980");
    QTest::newRow("990 EVO 1TB")
        << nvme("Samsung SSD 990 EVO 1TB", "0B2QKXJ7", 0x144d, 0x002538, {7.47, 7.47, 7.47, 0.08, 0.007}, 128, 3,
                0x00df, 0x2f, true)
        << QStringLiteral("Samsung 990 EVO");
    QTest::newRow("SK hynix P41 1TB")
        << nvme("SHPP41-1000GM", "51060A20", 0x1c5c, 0xace42e, {7.50, 3.90, 1.50, 0.05, 0.005}, 64, 3, 0x00df,
                0x1e, false)
        << QStringLiteral("SK hynix Platinum P41");
    QTest::newRow("KC3000 2TB")
        << nvme("KINGSTON SKC3000D2048G", "EIFK31.6", 0x2646, 0x0026b7, {8.80, 7.10, 5.20, 0.062, 0.062}, 512, 1,
                0x005d, 0x08, true)
        << QStringLiteral("Kingston KC3000");
    QTest::newRow("NV2 1TB")
        << nvme("KINGSTON SNV2S1000G", "SBM02103", 0x2646, 0x0026b7, {5.00, 3.50, 2.50, 1.50, 1.50}, 64, 1, 0x009f,
                0x12, false)
        << QStringLiteral("Kingston NV2");
    QTest::newRow("Crucial P3 1TB")
        << nvme("CT1000P3SSD8", "P9CR311", 0x1344, 0x00a075, {5.50, 3.00, 1.50, 0.03, 0.0025}, 64, 2, 0x00d7, 0x1e,
                false)
        << QStringLiteral("Crucial P3");
    QTest::newRow("870 QVO 1TB")
        << ata("Samsung SSD 870 QVO 1TB", "SVQ01B6Q", 0x002538,
               {5, 9, 12, 177, 179, 181, 182, 183, 187, 190, 195, 199, 235, 241})
        << QStringLiteral("Samsung 870 QVO");
    QTest::newRow("BX500 480GB")
        << ata("CT480BX500SSD1", "M6CR054", 0x00a075,
               {1, 5, 9, 12, 171, 172, 173, 174, 180, 183, 184, 187, 194, 196, 197, 198, 199, 202, 206, 210, 246,
                247, 248, 249, 250, 251, 252, 253, 254, 223})
        << QStringLiteral("Crucial BX500");
    QTest::newRow("WD Blue 3D 500GB")
        << ata("WDC  WDS500G2B0A-00SM50", "415020WD", 0x001b44,
               {5, 9, 12, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 184, 187, 188, 194, 199, 230, 232, 233,
                234, 241, 242, 244})
        << QStringLiteral("WD Blue 3D NAND");
    QTest::newRow("A400 480GB")
        << ata("KINGSTON SA400S37480G", "03180000", 0x0026b7,
               {1, 9, 12, 148, 149, 167, 168, 169, 170, 172, 173, 181, 182, 187, 192, 194, 196, 199, 218, 231, 233,
                241, 242, 244, 245, 246})
        << QStringLiteral("Kingston A400");
    QTest::newRow("SanDisk SSD Plus 480GB")
        << ata("SanDisk SSD PLUS 480GB", "UG5000RL", 0x001b44,
               {5, 9, 12, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 184, 187, 188, 194, 199, 230, 232, 233,
                234, 241, 242, 244})
        << QStringLiteral("SanDisk SSD Plus");
}

} // namespace

Q_DECLARE_METATYPE(IdentityFacts)

class TestIdentityCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void genuineReports_data()
    {
        QTest::addColumn<IdentityFacts>("facts");
        QTest::addColumn<QString>("family");
        // linuxhw/SMART NVMe/Samsung/980/980 PRO with Heatsink 1TB/07EC8DF8AAE7
        QTest::newRow("980 PRO with Heatsink 1TB")
            << nvme("Samsung 980 PRO with Heatsink 1TB", "5B2QGXA7", 0x144d, 0x002538,
                    {8.49, 4.48, 3.18, 0.04, 0.005}, 128, 3, 0x0057, 0x0f, true)
            << QStringLiteral("Samsung 980 PRO");
        // The same drive as Identify names it ("Samsung SSD 980 PRO 1TB").
        QTest::newRow("Samsung SSD 980 PRO 1TB")
            << nvme("Samsung SSD 980 PRO 1TB", "5B2QGXA7", 0x144d, 0x002538,
                    {8.49, 4.48, 3.18, 0.04, 0.005}, 128, 3, 0x0057, 0x0f, true)
            << QStringLiteral("Samsung 980 PRO");
        // linuxhw/SMART NVMe/Samsung/SSD 970/SSD 970 EVO Plus 1TB/004B4325B978 and 0FEB98E5C919
        QTest::newRow("970 EVO Plus 1TB 3B2QEXM7")
            << nvme("Samsung SSD 970 EVO Plus 1TB", "3B2QEXM7", 0x144d, 0x002538,
                    {7.54, 7.54, 7.54, 0.05, 0.005}, 128, 3, 0x0057, 0x0f, true)
            << QStringLiteral("Samsung 970 EVO Plus");
        QTest::newRow("970 EVO Plus 1TB 4B2QEXM7")
            << nvme("Samsung SSD 970 EVO Plus 1TB", "4B2QEXM7", 0x144d, 0x002538,
                    {7.54, 7.54, 7.54, 0.05, 0.005}, 128, 3, 0x0057, 0x0f, true)
            << QStringLiteral("Samsung 970 EVO Plus");
        // linuxhw/SMART NVMe/Samsung/980/980 PRO with Heatsink 2TB/207C2F506520: genuine in every
        // field, yet it lists one power state (8.49 W): one difference alone stays consistent.
        QTest::newRow("980 PRO with Heatsink 2TB, one power state listed")
            << nvme("Samsung 980 PRO with Heatsink 2TB", "5B2QGXA7", 0x144d, 0x002538, {8.49}, 128, 3, 0x0057,
                    0x0f, true)
            << QStringLiteral("Samsung 980 PRO");
        // linuxhw/SMART NVMe/Samsung/SSD 990/SSD 990 PRO 2TB/0005C80B8AD5 and 1F9ADAAD9341
        QTest::newRow("990 PRO 2TB 4B2QJXD7")
            << nvme("Samsung SSD 990 PRO 2TB", "4B2QJXD7", 0x144d, 0x002538, {9.39, 9.39, 9.39, 0.04, 0.005}, 512,
                    3, 0x0055, 0x2f, true)
            << QStringLiteral("Samsung 990 PRO");
        QTest::newRow("990 PRO 2TB 3B2QJXD7")
            << nvme("Samsung SSD 990 PRO 2TB", "3B2QJXD7", 0x144d, 0x002538, {9.39, 9.39, 9.39, 0.04, 0.005}, 512,
                    3, 0x0055, 0x2f, true)
            << QStringLiteral("Samsung 990 PRO");
        // linuxhw/SMART NVMe/WDC/PC SN520/PC SN520 NVMe 256GB/054CDA4FC3B3
        QTest::newRow("PC SN520 256GB")
            << nvme("PC SN520 NVMe WDC 256GB", "20220012", 0x15b7, 0x001b44,
                    {2.60, 2.60, 1.70, 0.025, 0.0025}, 128, 2, 0x001f, 0x02, true)
            << QStringLiteral("WD PC SN520");
        // qiita.com 0e539134f0381d524e2f (smartctl 7.3 --all)
        QTest::newRow("KBG40ZNS256G")
            << nvme("KBG40ZNS256G KIOXIA", "AEGA0103", 0x1e0f, 0x8ce38e,
                    {3.60, 2.60, 2.20, 0.05, 0.005}, 512, 2, 0x005f, 0x0e, true)
            << QStringLiteral("Kioxia BG4");
        // linuxhw/SMART SSD/Samsung/SSD 870/SSD 870 EVO 1TB/005C29FEB909
        QTest::newRow("870 EVO 1TB")
            << ata("Samsung SSD 870 EVO 1TB", "SVT02B6Q", 0x002538,
                   {5, 9, 12, 177, 179, 181, 182, 183, 187, 190, 195, 199, 235, 241, 252})
            << QStringLiteral("Samsung 870 EVO");
        // Other firmware of the family in public reports (WWN "5 002538 ..."): SVT01B6Q, SVT03B6Q.
        QTest::newRow("870 EVO 500GB SVT01B6Q")
            << ata("Samsung SSD 870 EVO 500GB", "SVT01B6Q", 0x002538,
                   {5, 9, 12, 177, 179, 181, 182, 183, 187, 190, 195, 199, 235, 241, 252})
            << QStringLiteral("Samsung 870 EVO");
        // linuxhw/SMART SSD/Samsung/SSD 860/SSD 860 EVO 500GB/000838A24262 and 0A5CF07F5B94
        for (const char *fw : {"RVT02B6Q", "RVT03B6Q"}) {
            QTest::addRow("860 EVO 500GB %s", fw)
                << ata("Samsung SSD 860 EVO 500GB", fw, 0x002538,
                       {5, 9, 12, 177, 179, 181, 182, 183, 187, 190, 195, 199, 235, 241})
                << QStringLiteral("Samsung 860 EVO");
        }
        // smartctl 7.4 -a of a CT500MX500SSD1, M3CR043, WWN 5 00a075 (public write-up, 2026-03)
        QTest::newRow("MX500 500GB")
            << ata("CT500MX500SSD1", "M3CR043", 0x00a075,
                   {1, 5, 9, 12, 171, 172, 173, 174, 180, 183, 184, 187, 194, 196, 197, 198, 199, 202, 206,
                    210, 246, 247, 248})
            << QStringLiteral("Crucial MX500");
        addMoreFamilies();
    }

    // At least twenty families, each naming its public source; the model patterns of the new
    // rows do not catch their neighbours (970 EVO vs 970 EVO Plus, 980 vs 980 PRO).
    void tableCoversTwentyFamilies()
    {
        QVERIFY(modelFingerprints().size() >= 20);
        for (const ModelFingerprint &f : modelFingerprints())
            QVERIFY2(QString::fromLatin1(f.source).size() > 10, f.family);
        QCOMPARE(checkIdentity(nvme("Samsung SSD 970 EVO Plus 1TB", "4B2QEXM7", 0x144d, 0x002538,
                                    {7.54, 7.54, 7.54, 0.05, 0.005}, 128, 3, 0x0057, 0x0f, true)).family,
                 QStringLiteral("Samsung 970 EVO Plus"));
        QCOMPARE(checkIdentity(nvme("Samsung SSD 980 PRO 1TB", "5B2QGXA7", 0x144d, 0x002538,
                                    {8.49, 4.48, 3.18, 0.04, 0.005}, 128, 3, 0x0057, 0x0f, true)).family,
                 QStringLiteral("Samsung 980 PRO"));
    }

    // A KC3000 answering with Silicon Motion's IDs and one power state: flagged, never "fake".
    void newFamilyMismatch()
    {
        const IdentityCheck c = checkIdentity(nvme("KINGSTON SKC3000D2048G", "EIFK31.6", 0x126f, 0x486834, {6.00}, 64,
                                                   1, 0x0015, 0x03, false));
        QCOMPARE(c.family, QStringLiteral("Kingston KC3000"));
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Mismatch);
        QVERIFY(c.reasons.size() >= 3);
        const QString text = identityCheckText(c);
        QVERIFY(text.contains(QLatin1String("capacity check")));
        QVERIFY(!text.contains(QLatin1String("fake:"), Qt::CaseInsensitive));
    }

    void genuineReports()
    {
        QFETCH(IdentityFacts, facts);
        QFETCH(QString, family);
        const IdentityCheck c = checkIdentity(facts);
        QCOMPARE(c.family, family);
        QVERIFY2(c.verdict == IdentityCheck::Verdict::Consistent, qPrintable(identityCheckText(c)));
        QVERIFY(c.checks >= 2); // families with several controllers check the brand's IDs only
        QCOMPARE(c.strongFailures, 0);
        QVERIFY(c.reasons.size() <= 1);
        QVERIFY(identityCheckText(c).startsWith(QLatin1String("consistent")));
    }

    void oneDifferenceIsNamed()
    {
        const IdentityCheck c = checkIdentity(nvme("Samsung 980 PRO with Heatsink 2TB", "5B2QGXA7", 0x144d, 0x002538,
                                                   {8.49}, 128, 3, 0x0057, 0x0f, true));
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Consistent);
        QCOMPARE(identityCheckText(c), QStringLiteral("consistent: matches 9 of 10 checks for Samsung 980 PRO; one "
                                                      "difference alone is no reason for doubt (1 power state instead of 5)"));
        // A vendor difference alone is enough for a mismatch; so are two other differences.
        IdentityFacts vendor = nvme("Samsung SSD 980 PRO 1TB", "5B2QGXA7", 0x126f, 0x002538,
                                    {8.49, 4.48, 3.18, 0.04, 0.005}, 128, 3, 0x0057, 0x0f, true);
        vendor.pciSubsystemVendor = 0x144d;
        QCOMPARE(checkIdentity(vendor).verdict, IdentityCheck::Verdict::Mismatch);
        const IdentityCheck two = checkIdentity(nvme("Samsung SSD 980 PRO 1TB", "5B2QGXA7", 0x144d, 0x002538, {8.49},
                                                     64, 3, 0x0057, 0x0f, true));
        QCOMPARE(two.verdict, IdentityCheck::Verdict::Mismatch);
        QVERIFY(identityCheckText(two).startsWith(QLatin1String("does not match 2 of 10 checks")));
    }

    void fake980ProFlagged()
    {
        const IdentityCheck c = checkIdentity(fake980Pro());
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Mismatch);
        QCOMPARE(c.family, QStringLiteral("Samsung 980 PRO"));
        QVERIFY(c.reasons.size() >= 3);
        const QString text = identityCheckText(c);
        QVERIFY2(text.contains(QLatin1String("0x126f (Silicon Motion) instead of 0x144d (Samsung)")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("1 power state instead of 5")));
        QVERIFY(text.contains(QLatin1String("IEEE OUI 0x486834 instead of 0x002538")));
        QVERIFY(text.contains(QLatin1String("no Total NVM Capacity")));
        QVERIFY(text.contains(QLatin1String("capacity check")));
        QVERIFY(!text.contains(QLatin1String("fake:"), Qt::CaseInsensitive));
        QVERIFY(text.startsWith(QStringLiteral("does not match %1 of %2 checks for Samsung 980 PRO")
                                    .arg(c.reasons.size()).arg(c.checks)));
    }

    void fake990ProFlagged()
    {
        // A "990 PRO" built like the linuxhw fake 980 PRO (anchors-4.md: counterfeit 990 PROs are
        // reported too; the figures here are that fake's, under the other name).
        IdentityFacts f = fake980Pro();
        f.model = QStringLiteral("Samsung SSD 990 PRO 2TB");
        const IdentityCheck c = checkIdentity(f);
        QCOMPARE(c.family, QStringLiteral("Samsung 990 PRO"));
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Mismatch);
        QVERIFY(c.reasons.size() >= 3);
    }

    void fakeFromIdentifyPage()
    {
        // The fake's Identify Controller page, built from its report: decoded facts flag it too.
        Page p;
        p.le(0, 0x126f, 2).le(2, 0x126f, 2).ascii(24, 40, "Samsung 980 PRO 1TB").ascii(64, 8, "5B2QGXA7");
        p.le(73, 0x486834, 3).le(77, 6, 1);           // IEEE OUI, MDTS 2^6 = 64 pages
        p.le(260, 0x12, 1).le(261, 0x03, 1);          // FRMW: 1 slot; LPA
        p.le(263, 0, 1).le(265, 0, 1);                // NPSS 0: one state; no APSTA
        p.le(272, 0x2000, 4).le(276, 0x1000, 4);      // HMPRE / HMMIN (4 KiB units)
        p.le(516, 1, 4).le(520, 0x0015, 2);           // NN, ONCS
        p.le(2048, 600, 2).le(2052, 15000, 4);        // PS0 6.00 W, ENLAT 15000
        const auto id = decodeNvmeController(p.bytes);
        QVERIFY(id.has_value());
        QCOMPARE(id->ieeeOui, std::uint32_t(0x486834));
        QCOMPARE(id->firmwareSlots, 1);
        QCOMPARE(id->logPageAttributes, std::uint8_t(0x03));
        QCOMPARE(id->oncs, std::uint16_t(0x0015));
        QCOMPARE(id->hmbPreferredBytes, std::uint64_t(0x2000) * 4096);
        QVERIFY(!id->apsta);
        const IdentityCheck c = checkIdentity(identityFacts(*id));
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Mismatch);
        QVERIFY(c.reasons.size() >= 3);
        QVERIFY(c.reasons.join(QLatin1Char(' ')).contains(QLatin1String("host memory buffer")));
    }

    void noReference()
    {
        // QEMU 7.2's NVMe controller, a real dump (tests/fixtures/identify/qemu-7.2-nvme-id-ctrl.bin).
        QFile f(testing::fixture("/identify/qemu-7.2-nvme-id-ctrl.bin"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray raw = f.readAll();
        const auto id = decodeNvmeController(std::span(reinterpret_cast<const std::uint8_t *>(raw.constData()), std::size_t(raw.size())));
        QVERIFY(id.has_value());
        QCOMPARE(id->model, QStringLiteral("QEMU NVMe Ctrl"));
        const IdentityCheck q = checkIdentity(identityFacts(*id));
        QCOMPARE(q.verdict, IdentityCheck::Verdict::NoReference);
        QCOMPARE(identityCheckText(q), QStringLiteral("no reference for this model"));
        const IdentityCheck h = checkIdentity(ata("QEMU HARDDISK", "2.5+", std::nullopt, {1, 3, 4, 5, 9, 12, 190}));
        QCOMPARE(h.verdict, IdentityCheck::Verdict::NoReference);
        // A family of one kind does not claim a model of the other.
        IdentityFacts sata = ata("Samsung SSD 980 PRO 1TB", "5B2QGXA7", 0x002538, {});
        QCOMPARE(checkIdentity(sata).verdict, IdentityCheck::Verdict::NoReference);
    }

    void qemuAhciImpersonation()
    {
        // The rig's AHCI disk named "Samsung SSD 870 EVO 1TB": no WWN, its own firmware string,
        // QEMU's SMART attribute set (anchors-4.md D.2).
        const IdentityCheck c = checkIdentity(ata("Samsung SSD 870 EVO 1TB", "RIG-0001", std::nullopt, {1, 3, 4, 5, 9, 12, 190}));
        QCOMPARE(c.verdict, IdentityCheck::Verdict::Mismatch);
        QCOMPARE(c.checks, 3);
        QCOMPARE(c.reasons.size(), qsizetype(3));
        QVERIFY(c.reasons[0].contains(QLatin1String("no world wide name")));
        // Without SMART data the attribute check is not counted, not passed.
        IdentityFacts noSmart = ata("Samsung SSD 870 EVO 1TB", "RIG-0001", std::nullopt, {});
        noSmart.smartAttributeIds.reset();
        QCOMPARE(checkIdentity(noSmart).checks, 2);
    }

    void fixtureTreesScan()
    {
        // The drive list's path: SATA drives decoded from libata's sysfs copy of IDENTIFY carry
        // their typed data, so the panel can judge them without root. None of the fixtures' models
        // (Samsung 840 PRO, WD Green/Red, Seagate) is in the table: "no reference", never a guess.
        int judged = 0;
        for (const char *tree : {"desktop", "laptop", "server", "btrfs-laptop", "zfs-server"}) {
            const QString root = testing::fixture("/sysfs/") + QLatin1String(tree);
            const SysfsScanner scanner(root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc"));
            const auto drives = scanner.scan();
            QVERIFY(drives.has_value());
            for (const Drive &d : *drives) {
                const auto facts = identityFacts(d);
                if (!facts)
                    continue;
                ++judged;
                QVERIFY(facts->wwnRead);
                QCOMPARE(checkIdentity(*facts).verdict, IdentityCheck::Verdict::NoReference);
            }
        }
        QCOMPARE(judged, 9);
    }

    void ataWwnDecoded()
    {
        // IDENTIFY words 87 (bit 8: WWN) and 108-111: NAA 5, OUI 0x002538.
        std::vector<std::uint8_t> b(512, 0);
        const auto w = [&b](int n, std::uint16_t v) {
            b[std::size_t(2 * n)] = std::uint8_t(v);
            b[std::size_t(2 * n + 1)] = std::uint8_t(v >> 8);
        };
        w(0, 0x0040);
        w(27, 0x5361); // "Sa"
        w(87, 0x4100);
        w(108, 0x5002);
        w(109, 0x538f);
        w(110, 0x4381);
        w(111, 0x0ed1);
        const auto id = decodeAtaIdentify(b);
        QVERIFY(id.has_value());
        QVERIFY(id->wwnOui.has_value());
        QCOMPARE(*id->wwnOui, std::uint32_t(0x002538));
        w(87, 0x4000); // no WWN
        const auto none = decodeAtaIdentify(b);
        QVERIFY(none.has_value());
        QVERIFY(!none->wwnOui.has_value());
    }
};

QTEST_GUILESS_MAIN(TestIdentityCheck)
#include "tst_identitycheck.moc"
