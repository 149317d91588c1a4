// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel's APST rule (Linux drivers/nvme/host/core.c nvme_configure_apst; 5.14+ since
// ebd8a93aa4f5, and the older ITPT = 50 x (entry + exit latency) rule), re-implemented in
// core/devices/apst.h, checked on the power-state tables of real drives:
// - Samsung 980 PRO 1TB (5B2QGXA7): linuxhw/SMART NVMe/Samsung/980/980 PRO with Heatsink 1TB/07EC8DF8AAE7
// - WD PC SN520 256GB (20220012): linuxhw/SMART NVMe/WDC/PC SN520/PC SN520 NVMe 256GB/054CDA4FC3B3
// - a fake "Samsung 980 PRO 1TB" (Silicon Motion VID, one state): linuxhw/SMART
//   NVMe/Samsung/980/980 PRO 1TB/0725ABFAB2FC (anchors-4.md D.2)
// - Kioxia BG4 KBG40ZNS256G (AEGA0103): smartctl --all in qiita.com article 0e539134f0381d524e2f
// - Samsung 990 PRO 2TB, firmware 4B2QJXD7 vs 3B2QJXD7: linuxhw/SMART NVMe/Samsung/SSD 990/
//   SSD 990 PRO 2TB/0005C80B8AD5 and 1F9ADAAD9341
// The expected tables are worked out by hand from the rule's description (anchors-4.md C.1/C.2).

#include <QTest>

#include "core/devices/apst.h"

using namespace drivebench;

namespace {

NvmePowerState ps(double w, bool nonOp, std::uint32_t enlat, std::uint32_t exlat)
{
    return NvmePowerState{w, nonOp, enlat, exlat};
}

std::vector<NvmePowerState> samsung980Pro()
{
    return {ps(8.49, false, 0, 0), ps(4.48, false, 0, 200), ps(3.18, false, 0, 1000),
            ps(0.04, true, 2000, 1200), ps(0.005, true, 500, 9500)};
}

std::vector<NvmePowerState> wdSn520()
{
    return {ps(2.60, false, 0, 0), ps(2.60, false, 0, 0), ps(1.70, false, 0, 0),
            ps(0.025, true, 5000, 9000), ps(0.0025, true, 5000, 44000)};
}

std::vector<NvmePowerState> fake980Pro() { return {ps(6.00, false, 15000, 0)}; }

std::vector<NvmePowerState> kioxiaBg4()
{
    return {ps(3.60, false, 1, 1), ps(2.60, false, 1, 1), ps(2.20, false, 1, 1),
            ps(0.05, true, 800, 1200), ps(0.005, true, 3000, 32000)};
}

ApstEntry to(int state, std::uint32_t ms) { return ApstEntry{state, ms}; }
const ApstEntry none{};

void compare(const ApstTable &t, const std::vector<ApstEntry> &expected)
{
    QCOMPARE(t.entries.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        if (!(t.entries[i] == expected[i])) {
            QFAIL(qPrintable(QStringLiteral("entry %1: PS%2 after %3 ms, expected PS%4 after %5 ms")
                                 .arg(i).arg(t.entries[i].targetState).arg(t.entries[i].idleMs)
                                 .arg(expected[i].targetState).arg(expected[i].idleMs)));
        }
    }
}

} // namespace

class TestApst : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samsung980ProLinux514()
    {
        // PS4: 500 + 9500 = 10 ms <= 15 ms: the primary target (100 ms). PS3 (3.2 ms) is also
        // within 15 ms, but the primary step is taken: skipped. Every state above goes to PS4.
        const auto t = predictApstTable(samsung980Pro(), true);
        QVERIFY(t.enabled);
        compare(t, {to(4, 100), to(4, 100), to(4, 100), to(4, 100), none});
        const auto steps = apstSteps(t, samsung980Pro());
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0].state, 4);
        QCOMPARE(steps[0].afterIdleMs, std::uint64_t(100));
        QCOMPARE(steps[0].exitLatencyUs, std::uint32_t(9500));
    }

    void samsung980ProLegacy()
    {
        // ITPT = ceil((entry + exit) / 20) ms: PS4 10000 us -> 500 ms, PS3 3200 us -> 160 ms.
        const auto t = predictApstTable(samsung980Pro(), true, ApstParams::legacy());
        compare(t, {to(3, 160), to(3, 160), to(3, 160), to(4, 500), none});
        const auto steps = apstSteps(t, samsung980Pro());
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0].afterIdleMs, std::uint64_t(160));
        QCOMPARE(steps[1].state, 4);
        QCOMPARE(steps[1].afterIdleMs, std::uint64_t(660));
    }

    void samsung980ProLatencyLimit()
    {
        // default_ps_max_latency_us=5500: PS4 (exit 9.5 ms) is out; PS3 (exit 1.2 ms) remains.
        ApstParams p;
        p.maxLatencyUs = 5500;
        compare(predictApstTable(samsung980Pro(), true, p), {to(3, 100), to(3, 100), to(3, 100), none, none});
        compare(predictApstTable(samsung980Pro(), true, ApstParams::legacy(5500)),
                {to(3, 160), to(3, 160), to(3, 160), none, none});
        // 0 turns APST off: APSTE 0, an all-zero table.
        p.maxLatencyUs = 0;
        const auto off = predictApstTable(samsung980Pro(), true, p);
        QVERIFY(!off.enabled);
        compare(off, {none, none, none, none, none});
        QVERIFY(apstSteps(off, samsung980Pro()).empty());
    }

    void wdSn520Linux514()
    {
        // PS4: 49 ms round trip, within 100 ms: the secondary (2000 ms). PS3: 14 ms: the primary.
        const auto t = predictApstTable(wdSn520(), true);
        compare(t, {to(3, 100), to(3, 100), to(3, 100), to(4, 2000), none});
        const auto steps = apstSteps(t, wdSn520());
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0].state, 3);
        QCOMPARE(steps[0].afterIdleMs, std::uint64_t(100));
        QCOMPARE(steps[0].exitLatencyUs, std::uint32_t(9000));
        QCOMPARE(steps[1].state, 4);
        QCOMPARE(steps[1].afterIdleMs, std::uint64_t(2100));
        QCOMPARE(steps[1].exitLatencyUs, std::uint32_t(44000));
    }

    void wdSn520Legacy()
    {
        // PS4 49000 us -> 2450 ms; PS3 14000 us -> 700 ms.
        compare(predictApstTable(wdSn520(), true, ApstParams::legacy()),
                {to(3, 700), to(3, 700), to(3, 700), to(4, 2450), none});
        // Limit 5500: both exits (9 and 44 ms) are above it: enabled, nothing to go to.
        ApstParams p;
        p.maxLatencyUs = 5500;
        const auto t = predictApstTable(wdSn520(), true, p);
        QVERIFY(t.enabled);
        compare(t, {none, none, none, none, none});
        QVERIFY(!t.why.isEmpty());
    }

    void wdSn520SecondaryOnlyAndTolerances()
    {
        // Secondary step off (apst_secondary_timeout_ms=0): only the primary remains.
        ApstParams p;
        p.secondaryTimeoutMs = 0;
        compare(predictApstTable(wdSn520(), true, p), {to(3, 100), to(3, 100), to(3, 100), none, none});
        // A primary tolerance below PS3's 14 ms: PS3 becomes nothing (the secondary step is taken
        // by PS4 already), so only PS4 after 2 s.
        ApstParams q;
        q.primaryLatencyTolUs = 10000;
        compare(predictApstTable(wdSn520(), true, q), {to(4, 2000), to(4, 2000), to(4, 2000), to(4, 2000), none});
        // The deepest state quirked off (NVME_QUIRK_NO_DEEPEST_PS).
        ApstParams r;
        r.noDeepestState = true;
        compare(predictApstTable(wdSn520(), true, r), {to(3, 100), to(3, 100), to(3, 100), none, none});
    }

    void fakeOneState()
    {
        // One operational state: APSTE is set but the table is empty; no step.
        for (const ApstParams &p : {ApstParams{}, ApstParams::legacy()}) {
            const auto t = predictApstTable(fake980Pro(), true, p);
            compare(t, {none});
            QVERIFY(apstSteps(t, fake980Pro()).empty());
            QVERIFY(t.why.contains(QLatin1String("no non-operational")));
        }
        // And a controller without APSTA: nothing at all.
        const auto t = predictApstTable(fake980Pro(), false);
        QVERIFY(!t.enabled);
        QVERIFY(t.entries.empty());
        QVERIFY(t.why.contains(QLatin1String("APSTA")));
    }

    void kioxiaBg4()
    {
        // PS4: 35 ms -> secondary 2000 ms; PS3: 2 ms -> primary 100 ms.
        const auto t = predictApstTable(::kioxiaBg4(), true);
        compare(t, {to(3, 100), to(3, 100), to(3, 100), to(4, 2000), none});
        // Legacy: PS4 35000 us -> 1750 ms, PS3 2000 us -> 100 ms.
        compare(predictApstTable(::kioxiaBg4(), true, ApstParams::legacy()),
                {to(3, 100), to(3, 100), to(3, 100), to(4, 1750), none});
        // 5500 us: PS4's 32 ms exit is out.
        ApstParams p;
        p.maxLatencyUs = 5500;
        compare(predictApstTable(::kioxiaBg4(), true, p), {to(3, 100), to(3, 100), to(3, 100), none, none});
    }

    void samsung990ProFirmwareChangesTheTable()
    {
        // 3B2QJXD7 declares the 980 PRO's latencies: PS4 after 100 ms. 4B2QJXD7 declares PS3
        // 4200/2700 us (6.9 ms) and PS4 500/21800 us (22.3 ms, above 15 ms): PS3 after 100 ms,
        // then PS4 after 2 s more, waking in up to 21.8 ms.
        const std::vector<NvmePowerState> v3 = {ps(9.39, false, 0, 0), ps(9.39, false, 0, 200), ps(9.39, false, 0, 1000),
                                                ps(0.04, true, 2000, 1200), ps(0.005, true, 500, 9500)};
        const std::vector<NvmePowerState> v4 = {ps(9.39, false, 0, 0), ps(9.39, false, 0, 0), ps(9.39, false, 0, 0),
                                                ps(0.04, true, 4200, 2700), ps(0.005, true, 500, 21800)};
        compare(predictApstTable(v3, true), {to(4, 100), to(4, 100), to(4, 100), to(4, 100), none});
        const auto t = predictApstTable(v4, true);
        compare(t, {to(3, 100), to(3, 100), to(3, 100), to(4, 2000), none});
        const auto steps = apstSteps(t, v4);
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[1].afterIdleMs, std::uint64_t(2100));
        QCOMPARE(steps[1].exitLatencyUs, std::uint32_t(21800));
    }

    void decodeReadBack()
    {
        // A table as Get Features returns it: entry n = ITPS << 3 | ITPT << 8, little-endian.
        std::vector<std::uint8_t> data(256, 0);
        const auto put = [&data](int n, std::uint64_t itps, std::uint64_t itpt) {
            const std::uint64_t v = (itps << 3) | (itpt << 8);
            for (int i = 0; i < 8; ++i)
                data[std::size_t(8 * n + i)] = std::uint8_t(v >> (8 * i));
        };
        for (int n = 0; n < 3; ++n)
            put(n, 3, 100);
        put(3, 4, 2000);
        auto t = decodeApstFeature(data, true);
        QVERIFY(t.has_value());
        QCOMPARE(t->entries.size(), std::size_t(32));
        QCOMPARE(t->entries[3], to(4, 2000));
        QCOMPARE(t->entries[4], none);
        // The read-back table walks like the predicted one.
        const auto steps = apstSteps(*t, wdSn520());
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[1].afterIdleMs, std::uint64_t(2100));
        QVERIFY(!decodeApstFeature(std::vector<std::uint8_t>(255), true).has_value());
        auto off = decodeApstFeature(data, false);
        QVERIFY(off.has_value());
        QVERIFY(apstSteps(*off, wdSn520()).empty());
    }

    void loopingTableStops()
    {
        ApstTable t;
        t.enabled = true;
        t.entries = {to(1, 10), to(0, 10)}; // goes back up: a damaged table
        QCOMPARE(apstSteps(t, wdSn520()).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestApst)
#include "tst_apst.moc"
