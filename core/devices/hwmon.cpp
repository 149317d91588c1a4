// SPDX-License-Identifier: GPL-3.0-or-later
#include "hwmon.h"

#include <algorithm>

#include "core/devices/sysfsfile.h"

namespace drivebench {

HwmonReader::HwmonReader(QString sysRoot) : m_sysRoot(std::move(sysRoot)) {}

std::optional<double> HwmonReader::readCelsius(const QString &path)
{
    const auto text = sysfs::readAttribute(path);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qlonglong milli = text->trimmed().toLongLong(&ok);
    if (!ok)
        return std::nullopt; // EIO/ENODATA from a sleeping disk reads as no value
    return double(milli) / 1000.0;
}

std::optional<DriveTemperature> HwmonReader::readDir(const QString &dir) const
{
    DriveTemperature t;
    t.hwmonDir = dir;
    t.driver = sysfs::readTrimmed(dir + QStringLiteral("/name"));
    for (const QString &entry : sysfs::listDir(dir)) {
        if (!entry.startsWith(QLatin1String("temp")) || !entry.endsWith(QLatin1String("_input")))
            continue;
        bool ok = false;
        const int n = entry.mid(4, entry.size() - 4 - 6).toInt(&ok);
        if (!ok)
            continue;
        const QString base = dir + QStringLiteral("/temp%1_").arg(n);
        HwmonSensor s;
        s.index = n;
        s.inputPath = base + QStringLiteral("input");
        s.label = sysfs::readTrimmed(base + QStringLiteral("label"));
        s.inputC = readCelsius(s.inputPath);
        s.minC = readCelsius(base + QStringLiteral("min"));
        s.maxC = readCelsius(base + QStringLiteral("max"));
        s.critC = readCelsius(base + QStringLiteral("crit"));
        t.sensors.push_back(s);
    }
    if (t.sensors.empty())
        return std::nullopt;
    std::sort(t.sensors.begin(), t.sensors.end(), [](const HwmonSensor &a, const HwmonSensor &b) { return a.index < b.index; });
    return t;
}

std::optional<DriveTemperature> HwmonReader::firstHwmonUnder(const QStringList &parents) const
{
    // The hwmon device is a child "hwmonN" of its parent, or sits in a "hwmon" class folder
    // below it (older kernels, drivetemp): both are looked for.
    for (const QString &parent : parents) {
        for (const QString &sub : {parent, parent + QStringLiteral("/hwmon")}) {
            for (const QString &entry : sysfs::listDir(sub)) {
                if (!entry.startsWith(QLatin1String("hwmon")) || entry == QLatin1String("hwmon"))
                    continue;
                if (auto t = readDir(sub + QLatin1Char('/') + entry))
                    return t;
            }
        }
    }
    return std::nullopt;
}

std::optional<DriveTemperature> HwmonReader::forNvmeController(const QString &controller) const
{
    const QString dir = m_sysRoot + QStringLiteral("/class/nvme/") + controller;
    // Linux 5.12+ parents the hwmon to the controller; 5.5-5.11 to its PCI function.
    return firstHwmonUnder({dir, dir + QStringLiteral("/device")});
}

std::optional<DriveTemperature> HwmonReader::forDisk(const QString &diskName) const
{
    if (diskName.startsWith(QLatin1String("nvme"))) {
        // nvme0n1 -> nvme0; a multipath head (nvme0c0n1 hidden, nvme0n1 visible) has its
        // controllers under device/; take the first one that has a sensor.
        const QString block = m_sysRoot + QStringLiteral("/block/") + diskName;
        QStringList controllers;
        const QString direct = sysfs::linkTargetName(block + QStringLiteral("/device"));
        if (direct.startsWith(QLatin1String("nvme")))
            controllers << direct;
        const qsizetype n = diskName.indexOf(QLatin1Char('n'), 4);
        if (n > 0)
            controllers << diskName.left(n);
        for (const QString &c : controllers) {
            if (auto t = forNvmeController(c))
                return t;
        }
        return std::nullopt;
    }
    return firstHwmonUnder({m_sysRoot + QStringLiteral("/block/") + diskName + QStringLiteral("/device")});
}

QString HwmonReader::missingHint(const QString &diskName)
{
    if (diskName.startsWith(QLatin1String("nvme")))
        return QStringLiteral("no NVMe hwmon sensor: the kernel needs CONFIG_NVME_HWMON (Debian's has it)");
    return QStringLiteral("no drivetemp hwmon sensor: load it with sudo modprobe drivetemp "
                          "(SATA disks only; USB bridges rarely pass it on)");
}

} // namespace drivebench
