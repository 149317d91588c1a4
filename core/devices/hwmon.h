// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Drive temperatures from hwmon, which every user may read: the NVMe driver's sensors
// (/sys/class/nvme/nvmeN/hwmon*/temp*_{input,max,crit,min,label}: temp1 is the Composite
// temperature, max = the over-temperature threshold (WCTEMP unless changed with Set Features),
// crit = CCTEMP) and SATA disks through the drivetemp module (/sys/block/sdX/device/hwmon/
// hwmon*). The sysfs root is a constructor argument so tests read fixture trees.

#include <optional>
#include <vector>

#include <QString>

namespace drivebench {

struct HwmonSensor
{
    int index = 0;                ///< N of tempN_*
    QString label;                ///< tempN_label ("Composite", "Sensor 1"); empty when none
    QString inputPath;            ///< tempN_input, for a sampler to re-read
    std::optional<double> inputC;
    std::optional<double> minC;
    std::optional<double> maxC;   ///< warning / over-temperature threshold
    std::optional<double> critC;
};

struct DriveTemperature
{
    QString hwmonDir;             ///< the hwmon directory read
    QString driver;               ///< hwmon "name": "nvme", "drivetemp"
    std::vector<HwmonSensor> sensors; ///< by index
    /// The drive's own temperature: NVMe Composite (temp1) or drivetemp's temp1.
    const HwmonSensor *primary() const { return sensors.empty() ? nullptr : &sensors.front(); }
};

class HwmonReader
{
public:
    explicit HwmonReader(QString sysRoot = QStringLiteral("/sys"));

    /// The hwmon of a whole disk by kernel name ("nvme0n1", "sda"); nullopt when it has none
    /// (no drivetemp module, a virtual disk, a USB bridge without SAT).
    std::optional<DriveTemperature> forDisk(const QString &diskName) const;
    /// The hwmon of an NVMe controller ("nvme0").
    std::optional<DriveTemperature> forNvmeController(const QString &controller) const;
    /// Why a disk has no temperature and how to get one (for messages).
    static QString missingHint(const QString &diskName);

    /// One tempN_input in °C (millidegrees in the file); nullopt when unreadable.
    static std::optional<double> readCelsius(const QString &path);

private:
    std::optional<DriveTemperature> readDir(const QString &dir) const;
    std::optional<DriveTemperature> firstHwmonUnder(const QStringList &parents) const;

    QString m_sysRoot;
};

} // namespace drivebench
