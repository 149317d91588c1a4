// SPDX-License-Identifier: GPL-3.0-or-later
// The power settings a result records (core/devices/powersettings.h, JSON in
// core/results/powersettingsjson.h), read from fixture sysfs trees built here: an NVMe laptop on
// Linux 5.14+ (WD SN520 power states), the same on an older kernel, a tighter PM QoS tolerance, a
// read-back APST table, a drive whose Identify was not read, and a SATA disk on a kernel without
// PCIe ASPM. Every figure is read or "not available" with a reason.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include "core/devices/drive.h"
#include "core/devices/powersettings.h"
#include "core/results/powersettingsjson.h"
#include "core/runner/runpower.h"

using namespace drivebench;

namespace {

const char *const kPciFn = "/devices/pci0000:00/0000:00:1c.0/0000:01:00.0";

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(text + '\n');
}

void link(const QString &target, const QString &at)
{
    QDir().mkpath(at.section(QLatin1Char('/'), 0, -2));
    QVERIFY2(QFile::link(target, at), qPrintable(at));
}

struct Tree
{
    QTemporaryDir dir;
    QString root() const { return dir.path() + QStringLiteral("/sys"); }

    void nvmeLaptop(bool linux514, const char *pmQos = "100000")
    {
        const QString r = root();
        const QString fn = r + QLatin1String(kPciFn);
        const QString ctrl = fn + QStringLiteral("/nvme/nvme0");
        QDir().mkpath(ctrl + QStringLiteral("/nvme0n1"));
        link(QStringLiteral(".."), ctrl + QStringLiteral("/nvme0n1/device"));
        link(ctrl + QStringLiteral("/nvme0n1"), r + QStringLiteral("/class/block/nvme0n1"));
        link(ctrl, r + QStringLiteral("/class/nvme/nvme0"));
        write(ctrl + QStringLiteral("/power/pm_qos_latency_tolerance_us"), pmQos);
        write(fn + QStringLiteral("/link/l0s_aspm"), "0");
        write(fn + QStringLiteral("/link/l1_aspm"), "1");
        write(fn + QStringLiteral("/link/l1_2_aspm"), "1");
        write(fn + QStringLiteral("/link/clkpm"), "1");
        const QString p = r + QStringLiteral("/module/nvme_core/parameters/");
        write(p + QStringLiteral("default_ps_max_latency_us"), "100000");
        if (linux514) {
            write(p + QStringLiteral("apst_primary_timeout_ms"), "100");
            write(p + QStringLiteral("apst_primary_latency_tol_us"), "15000");
            write(p + QStringLiteral("apst_secondary_timeout_ms"), "2000");
            write(p + QStringLiteral("apst_secondary_latency_tol_us"), "100000");
        }
        write(r + QStringLiteral("/module/pcie_aspm/parameters/policy"), "default performance [powersave] powersupersave");
    }
};

Drive nvmeDrive()
{
    Drive d;
    d.name = QStringLiteral("nvme0n1");
    d.transport = Transport::Nvme;
    d.controller = QStringLiteral("nvme0");
    return d;
}

// WD PC SN520 256GB: linuxhw/SMART NVMe/WDC/PC SN520/PC SN520 NVMe 256GB/054CDA4FC3B3.
NvmeControllerIdentify sn520()
{
    NvmeControllerIdentify c;
    c.model = QStringLiteral("PC SN520 NVMe WDC 256GB");
    c.apsta = true;
    c.powerStates = {{2.60, false, 0, 0}, {2.60, false, 0, 0}, {1.70, false, 0, 0},
                     {0.025, true, 5000, 9000}, {0.0025, true, 5000, 44000}};
    return c;
}

} // namespace

class TestPowerSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nvmeLinux514Predicted()
    {
        Tree t;
        t.nvmeLaptop(true);
        const NvmeControllerIdentify c = sn520();
        const PowerSettings s = readPowerSettings(nvmeDrive(), {&c, {}, nullptr, QStringLiteral("needs root")}, t.root());
        QVERIFY(s.powerStates.value);
        QCOMPARE(s.powerStates.value->size(), std::size_t(5));
        QCOMPARE(s.apstSupported.value, std::optional<bool>(true));
        QCOMPARE(s.defaultPsMaxLatencyUs.value, std::optional<std::uint64_t>(100000));
        QCOMPARE(s.pmQosLatencyTolerance.value, std::optional<QString>(QStringLiteral("100000")));
        QCOMPARE(s.aspmPolicy.value, std::optional<QString>(QStringLiteral("powersave")));
        QVERIFY(s.linkAspm.value);
        QCOMPARE(s.linkAspm.value->pciDevice, QStringLiteral("0000:01:00.0"));
        QCOMPARE(s.linkAspm.value->states.size(), std::size_t(4));
        QVERIFY(!s.sataLinkPowerPolicy.value);
        QVERIFY(!s.sataLinkPowerPolicy.whyNot.isEmpty());
        QVERIFY(s.apst.value);
        const ApstInForce &a = *s.apst.value;
        QVERIFY(a.predicted);
        QCOMPARE(a.rule, QStringLiteral("linux-5.14"));
        QCOMPARE(a.maxLatencyUs, std::uint64_t(100000));
        QCOMPARE(a.steps.size(), std::size_t(2));
        QCOMPARE(a.steps[0].afterIdleMs, std::uint64_t(100));
        QCOMPARE(a.steps[1].afterIdleMs, std::uint64_t(2100));

        const QJsonObject o = powerSettingsJson(s);
        QCOMPARE(o.value(QStringLiteral("pcie_aspm_policy")).toString(), QStringLiteral("powersave"));
        const QJsonObject apst = o.value(QStringLiteral("apst")).toObject();
        QCOMPARE(apst.value(QStringLiteral("predicted")).toBool(), true);
        QCOMPARE(apst.value(QStringLiteral("not_read_back")).toString(), QStringLiteral("needs root"));
        QCOMPARE(apst.value(QStringLiteral("steps")).toArray().size(), 2);
        QCOMPARE(apst.value(QStringLiteral("table")).toArray().size(), 4); // PS0-PS3 used
        QCOMPARE(o.value(QStringLiteral("nvme_power_states")).toArray().size(), 5);
        QVERIFY(o.value(QStringLiteral("sata_link_power_management_policy")).toObject().contains(QStringLiteral("not_available")));
        QCOMPARE(o.value(QStringLiteral("link_aspm")).toObject().value(QStringLiteral("states")).toObject()
                     .value(QStringLiteral("l0s_aspm")).toBool(true), false);
    }

    void olderKernelLegacyRule()
    {
        Tree t;
        t.nvmeLaptop(false);
        const NvmeControllerIdentify c = sn520();
        const PowerSettings s = readPowerSettings(nvmeDrive(), {&c, {}, nullptr, {}}, t.root());
        QVERIFY(s.apst.value);
        QCOMPARE(s.apst.value->rule, QStringLiteral("legacy"));
        QCOMPARE(s.apst.value->steps.size(), std::size_t(2));
        QCOMPARE(s.apst.value->steps[0].afterIdleMs, std::uint64_t(700));
        QCOMPARE(s.apst.value->steps[1].afterIdleMs, std::uint64_t(3150));
    }

    void pmQosToleranceLimits()
    {
        // The device's tolerance (5500 us) is the kernel's limit: both SN520 states are out.
        Tree t;
        t.nvmeLaptop(true, "5500");
        const NvmeControllerIdentify c = sn520();
        const PowerSettings s = readPowerSettings(nvmeDrive(), {&c, {}, nullptr, {}}, t.root());
        QVERIFY(s.apst.value);
        QCOMPARE(s.apst.value->maxLatencyUs, std::uint64_t(5500));
        QVERIFY(s.apst.value->steps.empty());
        // "auto": no constraint from PM QoS.
        Tree u;
        u.nvmeLaptop(true, "auto");
        const PowerSettings a = readPowerSettings(nvmeDrive(), {&c, {}, nullptr, {}}, u.root());
        QCOMPARE(a.apst.value->steps.size(), std::size_t(2));
    }

    void readBackTableIsNotPredicted()
    {
        Tree t;
        t.nvmeLaptop(true);
        const NvmeControllerIdentify c = sn520();
        ApstTable back;
        back.enabled = true;
        back.entries.assign(32, ApstEntry{});
        back.entries[0] = back.entries[1] = back.entries[2] = ApstEntry{3, 250};
        const PowerSettings s = readPowerSettings(nvmeDrive(), {&c, {}, &back, {}}, t.root());
        QVERIFY(s.apst.value);
        QVERIFY(!s.apst.value->predicted);
        QCOMPARE(s.apst.value->steps.size(), std::size_t(1));
        QCOMPARE(s.apst.value->steps[0].afterIdleMs, std::uint64_t(250));
        QVERIFY(!powerSettingsJson(s).value(QStringLiteral("apst")).toObject().contains(QStringLiteral("max_latency_us")));
    }

    void identifyNotRead()
    {
        Tree t;
        t.nvmeLaptop(true);
        const PowerSettings s = readPowerSettings(nvmeDrive(), {nullptr, QStringLiteral("NVMe Identify needs root"), nullptr, {}}, t.root());
        QVERIFY(!s.powerStates.value);
        QVERIFY(s.powerStates.whyNot.contains(QLatin1String("needs root")));
        QVERIFY(!s.apst.value);
        QCOMPARE(s.defaultPsMaxLatencyUs.value, std::optional<std::uint64_t>(100000)); // still read
        const QJsonObject o = powerSettingsJson(s);
        QVERIFY(o.value(QStringLiteral("apst")).toObject().value(QStringLiteral("not_available")).toString().contains(QLatin1String("needs root")));
    }

    void sataWithoutAspm()
    {
        Tree t;
        const QString r = t.root();
        const QString host = r + QStringLiteral("/devices/pci0000:00/0000:00:17.0/ata3/host2");
        const QString disk = host + QStringLiteral("/target2:0:0/2:0:0:0");
        QDir().mkpath(disk + QStringLiteral("/block/sda"));
        link(disk, disk + QStringLiteral("/block/sda/device"));
        link(disk + QStringLiteral("/block/sda"), r + QStringLiteral("/class/block/sda"));
        write(host + QStringLiteral("/scsi_host/host2/link_power_management_policy"), "med_power_with_dipm");
        link(host + QStringLiteral("/scsi_host/host2"), r + QStringLiteral("/class/scsi_host/host2"));
        Drive d;
        d.name = QStringLiteral("sda");
        d.transport = Transport::Sata;
        d.controller = QStringLiteral("host2");
        const PowerSettings s = readPowerSettings(d, {}, r);
        QCOMPARE(s.sataLinkPowerPolicy.value, std::optional<QString>(QStringLiteral("med_power_with_dipm")));
        QVERIFY(!s.aspmPolicy.value);
        QVERIFY(s.aspmPolicy.whyNot.contains(QLatin1String("pcie_aspm")));
        QVERIFY(!s.linkAspm.value);
        QVERIFY(!s.powerStates.value);
        QCOMPARE(s.powerStates.whyNot, QStringLiteral("not an NVMe drive"));
        const QJsonObject o = powerSettingsJson(s);
        QCOMPARE(o.value(QStringLiteral("sata_link_power_management_policy")).toString(), QStringLiteral("med_power_with_dipm"));
        for (const char *key : {"nvme_power_states", "apst", "apst_supported", "default_ps_max_latency_us",
                                "pm_qos_latency_tolerance_us", "pcie_aspm_policy", "link_aspm"})
            QVERIFY2(o.value(QLatin1String(key)).toObject().contains(QStringLiteral("not_available")), key);
    }

    void runRecordsPowerBlock()
    {
        // What planRun stores in drive.power: a fixture tree is never the live system, so the
        // drive's own APST table is not read and the prediction says why.
        Tree t;
        t.nvmeLaptop(true);
        Drive d = nvmeDrive();
        d.nvmeController = std::make_shared<const NvmeControllerIdentify>(sn520());
        const QJsonObject o = powerSettingsJson(runPowerSettings(d, t.root(), false));
        const QJsonObject apst = o.value(QStringLiteral("apst")).toObject();
        QCOMPARE(apst.value(QStringLiteral("predicted")).toBool(), true);
        QCOMPARE(apst.value(QStringLiteral("not_read_back")).toString(), QStringLiteral("not read outside the live system"));
        QCOMPARE(apst.value(QStringLiteral("steps")).toArray().size(), 2);
        // Identify not read: its reason is carried.
        Drive bare = nvmeDrive();
        bare.identifyError = QStringLiteral("NVMe Identify needs root or UDisks2");
        const QJsonObject b = powerSettingsJson(runPowerSettings(bare, t.root(), false));
        QVERIFY(b.value(QStringLiteral("nvme_power_states")).toObject().value(QStringLiteral("not_available"))
                    .toString().contains(QLatin1String("needs root")));
    }

    void bracketedChoiceParses()
    {
        QCOMPARE(bracketedChoice(QStringLiteral("[default] performance powersave")), QStringLiteral("default"));
        QCOMPARE(bracketedChoice(QStringLiteral("max_performance")), QStringLiteral("max_performance"));
    }
};

QTEST_GUILESS_MAIN(TestPowerSettings)
#include "tst_powersettings.moc"
