// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The drive model: what DriveBench knows about one whole disk. Filled by SysfsScanner (no
// privileges) and, where identify data can be read, by IdentifyReader; shown by the GUI's drive
// list and `drivebench-cli drives`; serialised by drivejson.h (docs/drives.md lists every field).

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include "core/devices/healthverdict.h"

namespace drivebench {

struct AtaIdentify;
struct NvmeControllerIdentify;
struct NvmeNamespaceIdentify;

/// How a disk reaches the machine. Names match the JSON "transport" field.
enum class Transport {
    Nvme, Sata, Usb, Virtio, Scsi, Mmc, Loop, Dm, Md, Zram, Nbd, Other
};

/// The JSON/text name of a transport: "nvme", "sata", ...
QString transportName(Transport transport);

/// One partition of a disk, with what uses it.
struct Partition
{
    QString name;                   ///< kernel name: "nvme0n1p2", "sda1"
    QString path;                   ///< device node: "/dev/nvme0n1p2"
    QString devnum;                 ///< "major:minor" from sysfs "dev"
    int number = 0;                 ///< partition number (sysfs "partition")
    std::uint64_t startBytes = 0;   ///< offset from the start of the disk
    std::uint64_t sizeBytes = 0;
    QStringList mountpoints;        ///< where it (or a holder stacked on it) is mounted
    QString filesystem;             ///< from the mount table ("ext4"); empty when not mounted
    QStringList holders;            ///< kernel names of devices stacked on it ("dm-0", "md127")
    bool swap = false;              ///< in /proc/swaps (directly or through a holder)
};

/// Link speed of the drive's connection: SATA (Gb/s) or PCIe (GT/s and lanes).
struct LinkInfo
{
    QString kind;                   ///< "sata", "pcie" or empty when unknown/not applicable
    QString current;                ///< "SATA 1.5 Gb/s", "PCIe 3.0 x2"
    QString max;                    ///< what drive and port can both do: "SATA 6.0 Gb/s", "PCIe 4.0 x4"
    // SATA figures, Gb/s (0 = unknown).
    double currentGbps = 0;
    double maxGbps = 0;             ///< max of the drive (IDENTIFY word 76) capped by the port limit
    double driveMaxGbps = 0;        ///< IDENTIFY word 76, 0 when unknown
    double portLimitGbps = 0;       ///< sata_spd_limit, 0 when "<unknown>"
    // PCIe figures of the drive's function; the upstream port's are kept apart (0 = unknown).
    double currentGts = 0;
    int currentWidth = 0;
    double maxGts = 0;              ///< min(function max, upstream port max)
    int maxWidth = 0;
    double functionMaxGts = 0;
    int functionMaxWidth = 0;
    double portCurrentGts = 0;
    int portCurrentWidth = 0;
    double portMaxGts = 0;
    int portMaxWidth = 0;
    bool degraded = false;          ///< runs below what drive and port both support
};

/// One whole disk.
struct Drive
{
    QString name;                   ///< kernel name: "nvme0n1", "sda"
    QString path;                   ///< device node: "/dev/nvme0n1"
    QString devnum;                 ///< "major:minor" from sysfs "dev", e.g. "259:0"
    Transport transport = Transport::Other;
    QString bridge;                 ///< USB bridge "vendor product (idVendor:idProduct)"; empty otherwise
    QString vendor;                 ///< sysfs vendor ("ATA" for libata disks)
    QString model;
    QString serial;
    QString firmware;
    /// World-wide name as the kernel's "wwid" gives it ("naa.5002538e...", "eui.0025388b...");
    /// only NAA and EUI forms, which name the drive wherever it is attached; "" when none.
    QString wwn;
    QString identitySource;         ///< "sysfs", "sysfs+by-id", "identify"
    QString controller;             ///< NVMe controller name ("nvme0"), SCSI host ("host2"), ...
    QString genericPath;            ///< "/dev/sg0" (SCSI generic) or "/dev/nvme0" (NVMe char); empty if none
    QString ataLink;                ///< libata link name ("link3"); empty when not on libata
    std::uint64_t capacityBytes = 0;
    std::uint32_t logicalBlockSize = 512;
    std::uint32_t physicalBlockSize = 512;
    bool rotational = false;
    bool removable = false;
    bool readOnly = false;
    bool discard = false;           ///< queue/discard_max_bytes > 0 (TRIM / deallocate)
    bool systemDisk = false;        ///< holds the file system mounted at / (directly or through dm/md)
    bool swap = false;              ///< the whole disk (or a holder on it) is swap
    QStringList mountpoints;        ///< the whole disk's own mounts (no partition table)
    QString filesystem;
    QStringList holders;            ///< devices stacked on the whole disk
    std::vector<Partition> partitions;
    LinkInfo link;
    QString identifyError;          ///< why identify was not read ("needs root: ..."); empty if read
    /// The decoded identify data (ataidentify.h / nvmeidentify.h); null when not read. JSON:
    /// drivejson.h's identifyJson.
    std::shared_ptr<const NvmeControllerIdentify> nvmeController;
    std::shared_ptr<const NvmeNamespaceIdentify> nvmeNamespace; ///< the namespace's, when read
    std::shared_ptr<const AtaIdentify> ataIdentify;
    bool identifyRead() const { return nvmeController || ataIdentify; }
    QStringList warnings;           ///< plain-language warnings: degraded link, ...
    // Health (drivechecks.h): the hwmon temperature, readable by everyone, and the SMART /
    // NVMe health verdict where it could be read (root).
    std::optional<double> temperatureC;  ///< hwmon's primary sensor (NVMe Composite, drivetemp)
    std::optional<double> temperatureWarnC; ///< its max (NVMe: the over-temperature threshold)
    std::optional<double> temperatureCritC; ///< its crit (NVMe: CCTEMP)
    QString temperatureInput;            ///< the hwmon tempN_input file, for the live sampler
    std::optional<HealthVerdict> health; ///< the SMART / NVMe health verdict; none when not read
};

} // namespace drivebench
