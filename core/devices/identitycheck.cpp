// SPDX-License-Identifier: GPL-3.0-or-later
#include "identitycheck.h"

#include <cmath>

#include <QRegularExpression>

#include "core/devices/ataidentify.h"
#include "core/devices/drive.h"
#include "core/devices/nvmeidentify.h"

namespace drivebench {

namespace {

using K = IdentityFacts::Kind;

QString hex(std::uint32_t v, int digits)
{
    return QStringLiteral("0x%1").arg(v, digits, 16, QLatin1Char('0'));
}

// Names of PCI vendors seen in the table and in reports of counterfeits (pci.ids).
QString vendorName(std::uint16_t vid)
{
    switch (vid) {
    case 0x144d: return QStringLiteral("Samsung");
    case 0x15b7: return QStringLiteral("Western Digital/SanDisk");
    case 0x1e0f: return QStringLiteral("Kioxia");
    case 0x1179: return QStringLiteral("Toshiba");
    case 0x126f: return QStringLiteral("Silicon Motion");
    case 0x1987: return QStringLiteral("Phison");
    case 0x1e4b: return QStringLiteral("Maxio");
    case 0x1cc1: return QStringLiteral("ADATA");
    case 0x1b36: return QStringLiteral("Red Hat (QEMU)");
    default: return {};
    }
}

QString vendorText(std::uint16_t vid)
{
    const QString name = vendorName(vid);
    return name.isEmpty() ? hex(vid, 4) : QStringLiteral("%1 (%2)").arg(hex(vid, 4), name);
}

QString watts(double w)
{
    return QString::number(w, 'f', w < 0.1 ? 4 : 2) + QStringLiteral(" W");
}

QString idList(const std::vector<int> &ids)
{
    QStringList s;
    for (const int id : ids)
        s << QString::number(id);
    return s.join(QLatin1Char(','));
}


// Twelve more of the most common NVMe and SATA families, each from one public linuxhw/SMART
// report (smartctl output submitted by users; path under the repository named in the row). Only
// the fields every genuine drive of the family shares are checked: where one family ships with
// several controllers (Kingston NV2 and A400, SanDisk SSD Plus) only the brand's own IDs are.
ModelFingerprint nvmeRow(const char *family, const char *pattern, const char *source, std::uint16_t vid,
                         std::uint32_t oui)
{
    ModelFingerprint f;
    f.family = family;
    f.modelPattern = pattern;
    f.kind = K::Nvme;
    f.source = source;
    f.pciVendor = vid;
    f.pciSubsystemVendor = vid;
    f.ieeeOui = oui;
    return f;
}

ModelFingerprint ataRow(const char *family, const char *pattern, const char *source, std::uint32_t wwnOui,
                        const char *firmwarePattern, std::vector<int> smart)
{
    ModelFingerprint f;
    f.family = family;
    f.modelPattern = pattern;
    f.kind = K::Ata;
    f.source = source;
    f.wwnOui = wwnOui;
    f.firmwarePattern = firmwarePattern;
    f.smartAttributesRequired = std::move(smart);
    return f;
}

// The NVMe figures of a row: power states, PS0's range, MDTS, slots, ONCS/LPA bits, TNVMCAP.
void nvmeFigures(ModelFingerprint &f, int states, double ps0Min, double ps0Max, int mdts, int slots,
                 std::uint16_t oncs, std::uint8_t lpa, bool tnvmcap)
{
    f.powerStates = states;
    f.ps0MinW = ps0Min;
    f.ps0MaxW = ps0Max;
    f.mdtsPages = mdts;
    f.firmwareSlots = slots;
    f.oncsRequired = oncs;
    f.lpaRequired = lpa;
    f.totalCapacityReported = tnvmcap;
}

void addMoreFamilies(std::vector<ModelFingerprint> &t)
{
    ModelFingerprint f = nvmeRow("Samsung 970 EVO", R"(^Samsung SSD 970 EVO\b(?! Plus))",
                                 "linuxhw/SMART NVMe/Samsung/SSD 970/SSD 970 EVO 1TB/00DAA809F25F (2B2QEXE7)",
                                 0x144d, 0x002538);
    nvmeFigures(f, 5, 5.0, 8.0, 512, 3, 0x005f, 0x03, true); // PS0 6.20 W at 1 TB
    t.push_back(f);
    f = nvmeRow("Samsung 980", R"(^Samsung SSD 980\b(?! PRO))",
                "linuxhw/SMART NVMe/Samsung/SSD 980/SSD 980 1TB/022882773409 (1B4QFXO7)", 0x144d, 0x002538);
    nvmeFigures(f, 5, 4.0, 7.0, 512, 3, 0x0055, 0, true); // PS0 5.24 W at 1 TB; DRAM-less (HMB)
    t.push_back(f);
    f = nvmeRow("Samsung 990 EVO", R"(^Samsung SSD 990 EVO\b(?! Plus))",
                "linuxhw/SMART NVMe/Samsung/SSD 990/SSD 990 EVO 1TB/534597DAC629 (0B2QKXJ7)", 0x144d, 0x002538);
    nvmeFigures(f, 5, 6.0, 9.0, 128, 3, 0x00df, 0x2f, true); // PS0 7.47 W at 1 TB
    t.push_back(f);
    f = nvmeRow("SK hynix Platinum P41", R"(^SHPP41-\d+GM\b)",
                "linuxhw/SMART NVMe/SK hynix/SHPP41/SHPP41-1000GM/07D2CCE09E88 (51060A20)", 0x1c5c, 0xace42e);
    nvmeFigures(f, 5, 6.0, 9.0, 64, 3, 0x00df, 0x1e, false); // PS0 7.50 W at 1 TB
    t.push_back(f);
    f = nvmeRow("Kingston KC3000", R"(^KINGSTON SKC3000)",
                "linuxhw/SMART NVMe/Kingston/SKC3000/SKC3000D2048G/04EEB9553DE9 (EIFK31.6)", 0x2646, 0x0026b7);
    nvmeFigures(f, 5, 6.0, 10.0, 512, 1, 0x005d, 0x08, true); // PS0 8.80 W at 2 TB
    t.push_back(f);
    // The NV2 ships with several controllers (power states, MDTS and commands differ between
    // them): only Kingston's vendor IDs and OUI are checked.
    t.push_back(nvmeRow("Kingston NV2", R"(^KINGSTON SNV2S\d+G)",
                        "linuxhw/SMART NVMe/Kingston/SNV2/SNV2S1000G/009D4BCB5F4C (SBM02103)", 0x2646, 0x0026b7));
    f = nvmeRow("Crucial P3", R"(^CT\d+P3SSD8\b)",
                "linuxhw/SMART NVMe/Crucial/CT1000/CT1000P3SSD8/47171B441BF3 (P9CR311)", 0x1344, 0x00a075);
    nvmeFigures(f, 5, 4.0, 7.0, 64, 2, 0x00d7, 0x1e, false); // PS0 5.50 W at 1 TB
    t.push_back(f);
    t.push_back(ataRow("Samsung 870 QVO", R"(^Samsung SSD 870 QVO\b)",
                       "linuxhw/SMART SSD/Samsung/SSD 870/SSD 870 QVO 1TB/0CDF7FA8DAF3 (SVQ01B6Q)", 0x002538,
                       R"(^SVQ0\dB6Q$)", {5, 9, 12, 177, 179, 181, 182, 183, 187, 235, 241}));
    t.push_back(ataRow("Crucial BX500", R"(^CT\d+BX500SSD1\b)",
                       "linuxhw/SMART SSD/Crucial/CT480/CT480BX500SSD1/016F1D346505 (M6CR054)", 0x00a075,
                       R"(^M6CR0\d\d$)", {1, 5, 9, 12, 171, 172, 173, 174, 180, 202, 246}));
    t.push_back(ataRow("WD Blue 3D NAND", R"(^WDC\s+WDS\d+G2B0A\b)",
                       "linuxhw/SMART SSD/WDC/WDS500/WDS500G2B0A-00SM50/2658EB79F285 (415020WD)", 0x001b44,
                       R"(^4\d{5}WD$)", {5, 9, 12, 165, 166, 169, 230, 232, 233, 241, 242}));
    // Several controllers under one name: the brand's WWN OUI and the attributes every one lists.
    t.push_back(ataRow("Kingston A400", R"(^KINGSTON SA400S37\d+G)",
                       "linuxhw/SMART SSD/Kingston/SA400/SA400S37480G/00F5FB479048 (03180000)", 0x0026b7, nullptr,
                       {9, 12}));
    t.push_back(ataRow("SanDisk SSD Plus", R"(^SanDisk SSD PLUS\b)",
                       "linuxhw/SMART SSD/SanDisk/SSD PLUS/SSD PLUS 480GB/1845C1909139 (UG5000RL)", 0x001b44, nullptr,
                       {9, 12}));
}

} // namespace

const std::vector<ModelFingerprint> &modelFingerprints()
{
    // Derived facts only; the sources are public smartctl reports (linuxhw/SMART: hardware
    // reports submitted by users, path under the repository) and one write-up quoting one.
    static const std::vector<ModelFingerprint> table = [] {
        std::vector<ModelFingerprint> t;
        const auto row = [](const char *family, const char *pattern, K kind, const char *source) {
            ModelFingerprint f;
            f.family = family;
            f.modelPattern = pattern;
            f.kind = kind;
            f.source = source;
            return f;
        };
        {
            ModelFingerprint f = row("Samsung 980 PRO", R"(^Samsung (SSD )?980 PRO\b)", K::Nvme,
                               "linuxhw/SMART NVMe/Samsung/980/980 PRO with Heatsink 1TB/07EC8DF8AAE7 "
                               "(smartctl 7.2, firmware 5B2QGXA7); anchors-4.md D.2");
            f.pciVendor = 0x144d;
            f.pciSubsystemVendor = 0x144d;
            f.ieeeOui = 0x002538;
            f.powerStates = 5;
            f.ps0MinW = 7.0; // 8.49 W in the 1 TB report; the range allows other capacities
            f.ps0MaxW = 10.0;
            f.mdtsPages = 128;
            f.firmwareSlots = 3;
            f.oncsRequired = 0x0057;
            f.lpaRequired = 0x0f;
            f.totalCapacityReported = true;
            f.hasDram = true; // LPDDR4 cache: a host memory buffer request does not fit
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Samsung 970 EVO Plus", R"(^Samsung SSD 970 EVO Plus\b)", K::Nvme,
                                     "linuxhw/SMART NVMe/Samsung/SSD 970/SSD 970 EVO Plus 1TB/004B4325B978 "
                                     "(3B2QEXM7) and .../0FEB98E5C919 (4B2QEXM7)");
            f.pciVendor = 0x144d;
            f.pciSubsystemVendor = 0x144d;
            f.ieeeOui = 0x002538;
            f.powerStates = 5;
            f.ps0MinW = 6.0; // 7.54 W in the 1 TB reports
            f.ps0MaxW = 9.0;
            f.mdtsPages = 128;
            f.firmwareSlots = 3;
            f.oncsRequired = 0x0057;
            f.lpaRequired = 0x0f;
            f.totalCapacityReported = true;
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Samsung 990 PRO", R"(^Samsung (SSD )?990 PRO\b)", K::Nvme,
                                     "linuxhw/SMART NVMe/Samsung/SSD 990/SSD 990 PRO 2TB/0005C80B8AD5 "
                                     "(4B2QJXD7) and .../1F9ADAAD9341 (3B2QJXD7)");
            f.pciVendor = 0x144d;
            f.pciSubsystemVendor = 0x144d;
            f.ieeeOui = 0x002538;
            f.powerStates = 5;
            f.ps0MinW = 8.0; // 9.39 W in the 2 TB reports
            f.ps0MaxW = 11.0;
            f.mdtsPages = 512;
            f.firmwareSlots = 3;
            f.oncsRequired = 0x0055;
            f.lpaRequired = 0x2f;
            f.totalCapacityReported = true;
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("WD PC SN520", R"(^PC SN520\b)", K::Nvme,
                               "linuxhw/SMART NVMe/WDC/PC SN520/PC SN520 NVMe 256GB/054CDA4FC3B3 "
                               "(smartctl 7.3, firmware 20220012)");
            f.pciVendor = 0x15b7;
            f.pciSubsystemVendor = 0x15b7;
            f.ieeeOui = 0x001b44;
            f.powerStates = 5;
            f.ps0MinW = 1.5;
            f.ps0MaxW = 4.0;
            f.mdtsPages = 128;
            f.firmwareSlots = 2;
            f.oncsRequired = 0x001f;
            f.lpaRequired = 0x02;
            f.totalCapacityReported = true;
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Kioxia BG4", R"(^KBG40Z\w+ (NVMe )?KIOXIA)", K::Nvme,
                               "smartctl 7.3 -a of a KBG40ZNS256G KIOXIA (firmware AEGA0103) in a "
                               "public qiita.com article (id 0e539134f0381d524e2f, 2025-10)");
            f.pciVendor = 0x1e0f;
            f.pciSubsystemVendor = 0x1e0f;
            f.ieeeOui = 0x8ce38e;
            f.powerStates = 5;
            f.ps0MinW = 3.0;
            f.ps0MaxW = 4.5;
            f.mdtsPages = 512;
            f.firmwareSlots = 2;
            f.oncsRequired = 0x005f;
            f.lpaRequired = 0x0e;
            f.totalCapacityReported = true;
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Samsung 870 EVO", R"(^Samsung SSD 870 EVO\b)", K::Ata,
                               "linuxhw/SMART SSD/Samsung/SSD 870/SSD 870 EVO 1TB/005C29FEB909 (smartctl 7.3, "
                               "SVT02B6Q); firmware SVT01B6Q and SVT03B6Q in other public smartctl reports");
            f.wwnOui = 0x002538;
            f.firmwarePattern = R"(^SVT0\dB6Q$)";
            f.smartAttributesRequired = {5, 9, 12, 177, 179, 181, 182, 183, 187, 235, 241};
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Samsung 860 EVO", R"(^Samsung SSD 860 EVO\b)", K::Ata,
                                     "linuxhw/SMART SSD/Samsung/SSD 860/SSD 860 EVO 500GB/000838A24262 (RVT02B6Q) "
                                     "and .../0A5CF07F5B94 (RVT03B6Q)");
            f.wwnOui = 0x002538;
            f.firmwarePattern = R"(^RVT0\dB6Q$)";
            f.smartAttributesRequired = {5, 9, 12, 177, 179, 181, 182, 183, 187, 235, 241};
            t.push_back(f);
        }
        {
            ModelFingerprint f = row("Crucial MX500", R"(^CT\d+MX500SSD\d)", K::Ata,
                               "smartctl 7.4 -a of a CT500MX500SSD1 (firmware M3CR043) quoted in a public "
                               "write-up (2026-03); smartmontools drivedb family \"Crucial/Micron Client SSDs\"");
            f.wwnOui = 0x00a075;
            f.firmwarePattern = R"(^M3CR0\d\d$)";
            f.smartAttributesRequired = {1, 5, 9, 12, 171, 172, 173, 174, 180, 202, 246, 247, 248};
            t.push_back(f);
        }
        addMoreFamilies(t);
        return t;
    }();
    return table;
}

IdentityCheck checkIdentity(const IdentityFacts &d, const std::vector<ModelFingerprint> &table)
{
    IdentityCheck c;
    const ModelFingerprint *f = nullptr;
    for (const ModelFingerprint &row : table) {
        if (row.kind != d.kind)
            continue;
        const QRegularExpression re(QString::fromLatin1(row.modelPattern), QRegularExpression::CaseInsensitiveOption);
        if (re.match(d.model).hasMatch()) {
            f = &row;
            break;
        }
    }
    if (!f)
        return c;
    c.family = QString::fromLatin1(f->family);
    c.source = QString::fromLatin1(f->source);
    const auto check = [&c](bool ok, const QString &reason) {
        ++c.checks;
        if (!ok)
            c.reasons << reason;
    };
    const auto strong = [&c, &check](bool ok, const QString &reason) {
        check(ok, reason);
        if (!ok)
            ++c.strongFailures;
    };

    if (d.kind == K::Nvme) {
        if (f->pciVendor && d.pciVendor)
            strong(*d.pciVendor == f->pciVendor, QStringLiteral("PCI vendor %1 instead of %2")
                                                    .arg(vendorText(*d.pciVendor), vendorText(f->pciVendor)));
        if (f->pciSubsystemVendor && d.pciSubsystemVendor)
            strong(*d.pciSubsystemVendor == f->pciSubsystemVendor,
                  QStringLiteral("PCI subsystem vendor %1 instead of %2")
                      .arg(vendorText(*d.pciSubsystemVendor), vendorText(f->pciSubsystemVendor)));
        if (f->ieeeOui && d.ieeeOui)
            strong(*d.ieeeOui == f->ieeeOui,
                  QStringLiteral("IEEE OUI %1 instead of %2").arg(hex(*d.ieeeOui, 6), hex(f->ieeeOui, 6)));
        if (f->powerStates && d.powerStateMaxW) {
            const int n = int(d.powerStateMaxW->size());
            check(n == f->powerStates,
                  QStringLiteral("%1 power state%2 instead of %3").arg(n).arg(n == 1 ? "" : "s").arg(f->powerStates));
        }
        if (f->ps0MaxW > 0 && d.powerStateMaxW && !d.powerStateMaxW->empty()) {
            const double w = d.powerStateMaxW->front();
            check(w >= f->ps0MinW && w <= f->ps0MaxW,
                  QStringLiteral("PS0 at most %1 instead of %2 to %3")
                      .arg(watts(w), watts(f->ps0MinW), watts(f->ps0MaxW)));
        }
        if (f->mdtsPages >= 0 && d.mdtsPages)
            check(*d.mdtsPages == f->mdtsPages,
                  QStringLiteral("largest transfer (MDTS) %1 pages instead of %2").arg(*d.mdtsPages).arg(f->mdtsPages));
        if (f->firmwareSlots && d.firmwareSlots)
            check(*d.firmwareSlots == f->firmwareSlots,
                  QStringLiteral("%1 firmware slot%2 instead of %3")
                      .arg(*d.firmwareSlots).arg(*d.firmwareSlots == 1 ? "" : "s").arg(f->firmwareSlots));
        if (f->oncsRequired && d.oncs)
            check((*d.oncs & f->oncsRequired) == f->oncsRequired,
                  QStringLiteral("optional NVM commands (ONCS) %1 lack %2 of %3")
                      .arg(hex(*d.oncs, 4), hex(f->oncsRequired & ~*d.oncs, 4), hex(f->oncsRequired, 4)));
        if (f->lpaRequired && d.logPageAttributes)
            check((*d.logPageAttributes & f->lpaRequired) == f->lpaRequired,
                  QStringLiteral("log page attributes (LPA) %1 lack %2 of %3")
                      .arg(hex(*d.logPageAttributes, 2), hex(f->lpaRequired & ~*d.logPageAttributes, 2),
                           hex(f->lpaRequired, 2)));
        if (f->totalCapacityReported && d.totalCapacityReported)
            check(*d.totalCapacityReported, QStringLiteral("no Total NVM Capacity reported"));
        if (f->hasDram && d.hostMemoryBufferRequested)
            check(!*d.hostMemoryBufferRequested,
                  QStringLiteral("asks for a host memory buffer, but the model has its own DRAM"));
    } else {
        if (f->wwnOui && d.wwnRead)
            strong(d.wwnOui == f->wwnOui,
                  d.wwnOui ? QStringLiteral("world wide name OUI %1 instead of %2").arg(hex(*d.wwnOui, 6), hex(f->wwnOui, 6))
                           : QStringLiteral("no world wide name (genuine drives carry OUI %1)").arg(hex(f->wwnOui, 6)));
        if (f->firmwarePattern && !d.firmware.isEmpty()) {
            const QRegularExpression re(QString::fromLatin1(f->firmwarePattern));
            check(re.match(d.firmware).hasMatch(),
                  QStringLiteral("firmware %1 is not of the family's form (%2)")
                      .arg(d.firmware, QString::fromLatin1(f->firmwarePattern)));
        }
        if (!f->smartAttributesRequired.empty() && d.smartAttributeIds) {
            std::vector<int> missing;
            for (const int id : f->smartAttributesRequired) {
                if (!d.smartAttributeIds->contains(id))
                    missing.push_back(id);
            }
            check(missing.empty(), QStringLiteral("SMART attributes %1 missing (the family reports %2)")
                                       .arg(idList(missing), idList(f->smartAttributesRequired)));
        }
    }
    c.verdict = c.strongFailures > 0 || c.reasons.size() >= 2 ? IdentityCheck::Verdict::Mismatch
                                                              : IdentityCheck::Verdict::Consistent;
    return c;
}

QString identityCheckText(const IdentityCheck &c)
{
    switch (c.verdict) {
    case IdentityCheck::Verdict::NoReference:
        return QStringLiteral("no reference for this model");
    case IdentityCheck::Verdict::Consistent:
        if (!c.reasons.isEmpty()) {
            return QStringLiteral("consistent: matches %1 of %2 checks for %3; one difference alone is no "
                                  "reason for doubt (%4)")
                .arg(c.checks - 1).arg(c.checks).arg(c.family, c.reasons.front());
        }
        return QStringLiteral("consistent: matches %1 of %1 checks for %2").arg(c.checks).arg(c.family);
    case IdentityCheck::Verdict::Mismatch:
        break;
    }
    return QStringLiteral("does not match %1 of %2 checks for %3: %4. Identity data alone does not prove "
                          "a fake; the capacity check (profile capacity) does")
        .arg(c.reasons.size()).arg(c.checks).arg(c.family, c.reasons.join(QStringLiteral("; ")));
}

IdentityFacts identityFacts(const NvmeControllerIdentify &id)
{
    IdentityFacts f;
    f.kind = K::Nvme;
    f.model = id.model;
    f.firmware = id.firmware;
    f.pciVendor = id.vid;
    f.pciSubsystemVendor = id.ssvid;
    f.ieeeOui = id.ieeeOui;
    std::vector<double> w;
    for (const NvmePowerState &ps : id.powerStates)
        w.push_back(ps.maxPowerW);
    f.powerStateMaxW = w;
    f.mdtsPages = id.mdtsPages;
    f.firmwareSlots = id.firmwareSlots;
    f.oncs = id.oncs;
    f.logPageAttributes = id.logPageAttributes;
    f.totalCapacityReported = id.tnvmcapBytes != 0 || id.tnvmcapOverflow;
    f.hostMemoryBufferRequested = id.hmbPreferredBytes != 0 || id.hmbMinimumBytes != 0;
    return f;
}

IdentityFacts identityFacts(const AtaIdentify &id)
{
    IdentityFacts f;
    f.kind = K::Ata;
    f.model = id.model;
    f.firmware = id.firmware;
    f.wwnRead = true;
    f.wwnOui = id.wwnOui;
    return f;
}

std::optional<IdentityFacts> identityFacts(const Drive &d)
{
    if (d.nvmeController)
        return identityFacts(*d.nvmeController);
    if (d.ataIdentify)
        return identityFacts(*d.ataIdentify);
    return std::nullopt;
}

} // namespace drivebench
