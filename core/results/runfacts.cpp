// SPDX-License-Identifier: GPL-3.0-or-later
#include "runfacts.h"

#include <QVariant>

namespace drivebench {

namespace {

QString trimmed(const std::optional<QString> &v) { return v.value_or(QString()).trimmed(); }
QString trimmed(const std::optional<NullOr<QString>> &v) { return v && *v ? (**v).trimmed() : QString(); }

/// The first of the texts that is not empty.
QString firstOf(std::initializer_list<QString> texts)
{
    for (const QString &t : texts)
        if (!t.isEmpty())
            return t;
    return {};
}

/// A setting the record has, else the same key as another producer gave it (kept in the
/// record's other keys: a number as text, a fraction for a count), else fallback.
double number(const std::optional<double> &field, const RunSettingsRecord &s, const char *key, double fallback)
{
    if (field)
        return *field;
    const QVariant v = s.other.value(QLatin1String(key));
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int)
        return v.toDouble();
    if (v.typeId() == QMetaType::QString) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return fallback;
}

double number(const std::optional<int> &field, const RunSettingsRecord &s, const char *key, double fallback)
{
    return number(field ? std::optional<double>(*field) : std::nullopt, s, key, fallback);
}

} // namespace

DriveFacts driveFactsOf(const DriveRecord &drive)
{
    DriveFacts d;
    d.model = firstOf({trimmed(drive.model), trimmed(drive.name)});
    d.serial = trimmed(drive.serial);
    d.firmware = firstOf({trimmed(drive.firmware), trimmed(drive.firmwareRevision), trimmed(drive.revision)});
    if (drive.linkLine) {
        d.linkCurrent = drive.linkLine->trimmed();
    } else if (drive.link) {
        const DriveLinkRecord &l = *drive.link;
        d.linkCurrent = firstOf({trimmed(l.current), trimmed(l.currentText), trimmed(l.text)});
        d.linkMax = firstOf({trimmed(l.max), trimmed(l.maxText), trimmed(l.maximum)});
        d.linkDegraded = l.degraded.value_or(false);
    }
    if (d.linkCurrent.isEmpty())
        d.linkCurrent = firstOf({trimmed(drive.linkCurrent), trimmed(drive.linkSpeed)});
    if (d.linkMax.isEmpty())
        d.linkMax = trimmed(drive.linkMax);
    d.linkDegraded = d.linkDegraded || drive.linkDegraded.value_or(false);
    return d;
}

RunSettingsFacts runSettingsOf(const RunResult &run)
{
    const RunSettingsRecord &s = run.settings;
    RunSettingsFacts f;
    f.profile = trimmed(s.profile);
    f.passes = int(number(s.passes, s, "passes", 0));
    f.durationS = number(s.durationS, s, "duration_s", -1);
    f.warmupS = number(s.warmupS, s, "warmup_s", -1);
    f.intervalS = number(s.intervalS, s, "interval_s", -1);
    f.testFileBytes = number(s.testFileBytes, s, "test_file_bytes", -1);
    if (s.untilSteady.value_or(false) && s.steadyMaxRounds && *s.steadyMaxRounds)
        f.steadyMaxRounds = **s.steadyMaxRounds;
    f.data = trimmed(s.data);
    f.cpusPinned = trimmed(s.cpuAffinity) == QLatin1String("spread");
    for (int cpu : s.cpus.value_or(std::vector<int>{}))
        f.cpus << cpu;
    return f;
}

} // namespace drivebench
