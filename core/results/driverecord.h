// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The drive a run was on, as its result records it: one field per key of the result's `drive`
// object, which is the drive as `drivebench-cli drives --json` describes it (docs/drives.md) plus
// the power settings the run ran under (docs/result-format.md). A field is empty when the result
// does not carry its key (no drive behind the target: every field empty); absent keys stay absent
// when written. Older results and other producers named some facts otherwise (a link of one
// line, "serial_number"): those have fields of their own, read by runfacts.h and
// driveidentity.h. Written and read as JSON only by core/results/resultjson.cpp (toJson,
// driveFromJson); driveRecordOf makes one from the drive model.

#include <optional>

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include "core/results/runsettingsrecord.h" // NullOr

namespace drivebench {

/// The drive's link (the drive model's LinkInfo: docs/drives.md, `link`).
struct DriveLinkRecord
{
    std::optional<NullOr<QString>> kind;    ///< "sata", "pcie", "usb", ...; null when unknown
    std::optional<NullOr<QString>> current; ///< "PCIe 4.0 x4", "SATA 6.0 Gb/s"
    std::optional<NullOr<QString>> max;     ///< the most the drive and its port support
    std::optional<bool> degraded;           ///< runs below what both ends support
    // SATA figures (null when unknown).
    std::optional<NullOr<double>> currentGbps, maxGbps, driveMaxGbps, portLimitGbps;
    // PCIe figures (null when unknown).
    std::optional<NullOr<double>> currentGts, currentWidth, maxGts, maxWidth;
    std::optional<NullOr<double>> portCurrentGts, portCurrentWidth, portMaxGts, portMaxWidth;
    // Other producers' names of the link's lines.
    std::optional<QString> currentText, text, maxText, maximum;
    /// Keys without a field, or of another type than their field's, as the result had them.
    QVariantMap other;

    bool operator==(const DriveLinkRecord &) const = default;
};

struct DriveRecord
{
    std::optional<QString> name;            ///< "nvme0n1", "sda"
    std::optional<QString> path;            ///< "/dev/nvme0n1"
    std::optional<QString> transport;       ///< "nvme", "sata", "usb", ...
    std::optional<NullOr<QString>> bridge;  ///< a USB bridge's name
    std::optional<NullOr<QString>> vendor;
    std::optional<QString> model;
    std::optional<QString> serial;
    std::optional<QString> firmware;
    std::optional<QString> identitySource;  ///< where model, serial and firmware came from
    std::optional<NullOr<QString>> controller;
    std::optional<NullOr<QString>> genericPath; ///< NVMe's generic character device
    std::optional<double> capacityBytes;
    std::optional<double> logicalBlockSize;
    std::optional<double> physicalBlockSize;
    std::optional<bool> rotational, removable, readOnly, discard, systemDisk, swap;
    std::optional<QStringList> mountpoints;
    std::optional<NullOr<QString>> filesystem;
    std::optional<QStringList> holders;
    std::optional<DriveLinkRecord> link;    ///< the link object
    std::optional<QString> linkLine;        ///< older results: the link as one line, "PCIe 4.0 x4"
    std::optional<NullOr<QString>> identifyError;
    std::optional<QStringList> warnings;
    std::optional<double> temperatureC, temperatureWarningC, temperatureCriticalC;
    std::optional<QString> wwn;             ///< the kernel's wwid ("naa.…", "eui.…"): driveidentity.h

    // Older results' and other producers' names.
    std::optional<QString> serialNumber, firmwareRevision, revision;
    std::optional<QString> linkCurrent, linkSpeed, linkMax;
    std::optional<bool> linkDegraded;

    /// The drive model's own JSON parts (`partitions`, `identify`, `health`: core/devices'
    /// Drive::identify and Drive::health are JSON until their decoders' structs replace them),
    /// the power settings (`power`: powersettingsjson.h writes and reads them), keys without a
    /// field and keys of another type than their field's, as the result had them.
    QVariantMap other;

    bool operator==(const DriveRecord &) const = default;
    /// No drive behind the target (tmpfs, a loop device, a fio import or server).
    bool isEmpty() const { return *this == DriveRecord{}; }
};

struct Drive;
struct PowerSettings;

/// The drive as the drive model has it (core/devices/drivejson.h's form), with the power
/// settings the run runs under when read (power: nullptr when not).
DriveRecord driveRecordOf(const Drive &drive, const PowerSettings *power = nullptr);

} // namespace drivebench
