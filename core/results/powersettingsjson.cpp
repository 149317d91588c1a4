// SPDX-License-Identifier: GPL-3.0-or-later
#include "powersettingsjson.h"

#include <algorithm>

#include <QJsonArray>

namespace drivebench {

namespace {

QJsonObject notAvailable(const QString &why)
{
    return QJsonObject{{QStringLiteral("not_available"), why}};
}

template <typename T, typename F>
QJsonValue field(const PowerReading<T> &r, F &&toValue)
{
    if (!r.value)
        return notAvailable(r.whyNot);
    return toValue(*r.value);
}

QJsonArray statesJson(const std::vector<NvmePowerState> &states)
{
    QJsonArray a;
    for (std::size_t n = 0; n < states.size(); ++n) {
        const NvmePowerState &ps = states[n];
        a.append(QJsonObject{{QStringLiteral("state"), int(n)},
                             {QStringLiteral("max_power_w"), ps.maxPowerW},
                             {QStringLiteral("non_operational"), ps.nonOperational},
                             {QStringLiteral("entry_latency_us"), double(ps.entryLatencyUs)},
                             {QStringLiteral("exit_latency_us"), double(ps.exitLatencyUs)}});
    }
    return a;
}

QJsonObject apstJson(const ApstInForce &in)
{
    QJsonArray entries;
    for (std::size_t n = 0; n < in.table.entries.size(); ++n) {
        const ApstEntry &e = in.table.entries[n];
        if (!e.used())
            continue;
        entries.append(QJsonObject{{QStringLiteral("state"), int(n)},
                                   {QStringLiteral("idle_ms"), double(e.idleMs)},
                                   {QStringLiteral("target_state"), e.targetState}});
    }
    QJsonArray steps;
    for (const ApstStep &s : in.steps) {
        steps.append(QJsonObject{{QStringLiteral("state"), s.state},
                                 {QStringLiteral("after_idle_ms"), double(s.afterIdleMs)},
                                 {QStringLiteral("exit_latency_us"), double(s.exitLatencyUs)},
                                 {QStringLiteral("max_power_w"), s.maxPowerW}});
    }
    QJsonObject o{{QStringLiteral("enabled"), in.table.enabled},
                  {QStringLiteral("predicted"), in.predicted},
                  {QStringLiteral("rule"), in.rule},
                  {QStringLiteral("table"), entries},
                  {QStringLiteral("steps"), steps}};
    if (in.predicted) {
        o.insert(QStringLiteral("max_latency_us"), double(in.maxLatencyUs));
        if (!in.notReadBackBecause.isEmpty())
            o.insert(QStringLiteral("not_read_back"), in.notReadBackBecause);
    }
    if (!in.table.why.isEmpty())
        o.insert(QStringLiteral("note"), in.table.why);
    return o;
}

} // namespace

QJsonObject powerSettingsJson(const PowerSettings &s)
{
    const auto text = [](const QString &v) { return QJsonValue(v); };
    return QJsonObject{
        {QStringLiteral("nvme_power_states"), field(s.powerStates, [](const auto &v) { return QJsonValue(statesJson(v)); })},
        {QStringLiteral("apst_supported"), field(s.apstSupported, [](bool v) { return QJsonValue(v); })},
        {QStringLiteral("apst"), field(s.apst, [](const ApstInForce &v) { return QJsonValue(apstJson(v)); })},
        {QStringLiteral("default_ps_max_latency_us"),
         field(s.defaultPsMaxLatencyUs, [](std::uint64_t v) { return QJsonValue(double(v)); })},
        {QStringLiteral("pm_qos_latency_tolerance_us"), field(s.pmQosLatencyTolerance, text)},
        {QStringLiteral("pcie_aspm_policy"), field(s.aspmPolicy, text)},
        {QStringLiteral("link_aspm"), field(s.linkAspm, [](const AspmLinkStates &l) {
             QJsonObject states;
             for (const auto &[name, on] : l.states)
                 states.insert(name, on);
             return QJsonValue(QJsonObject{{QStringLiteral("pci_device"), l.pciDevice},
                                           {QStringLiteral("states"), states}});
         })},
        {QStringLiteral("sata_link_power_management_policy"), field(s.sataLinkPowerPolicy, text)},
    };
}

RecordedApst recordedApstOf(const DriveRecord &drive)
{
    // Kept as the drive's JSON part until the power settings are read back into their struct.
    const QJsonObject power = QJsonObject::fromVariantMap(drive.other.value(QStringLiteral("power")).toMap());
    const QJsonObject apst = power.value(QStringLiteral("apst")).toObject();
    std::vector<ApstStep> steps;
    QString source;
    if (power.isEmpty()) {
        source = QStringLiteral("not available: no power settings recorded");
    } else if (apst.contains(QStringLiteral("steps"))) {
        for (const QJsonValue &v : apst.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject o = v.toObject();
            ApstStep a;
            a.state = o.value(QStringLiteral("state")).toInt();
            a.afterIdleMs = std::uint64_t(std::clamp(o.value(QStringLiteral("after_idle_ms")).toDouble(), 0.0, 1e15));
            a.exitLatencyUs = std::uint32_t(std::clamp(o.value(QStringLiteral("exit_latency_us")).toDouble(), 0.0, 4e9));
            a.maxPowerW = o.value(QStringLiteral("max_power_w")).toDouble();
            steps.push_back(a);
        }
        source = apst.value(QStringLiteral("predicted")).toBool() ? QStringLiteral("predicted (the kernel's rule)")
                                                                   : QStringLiteral("read back from the drive");
        if (!apst.value(QStringLiteral("enabled")).toBool())
            source = QStringLiteral("off") + (apst.contains(QStringLiteral("note"))
                                                  ? QStringLiteral(": ") + apst.value(QStringLiteral("note")).toString()
                                                  : QString());
    } else {
        const QString why = apst.value(QStringLiteral("not_available")).toString();
        source = QStringLiteral("not available") + (why.isEmpty() ? QString() : QStringLiteral(": ") + why);
    }
    return {std::move(steps), source};
}

} // namespace drivebench
