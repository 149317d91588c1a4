// SPDX-License-Identifier: GPL-3.0-or-later
#include "sysfsscanner.h"

#include <algorithm>
#include <functional>
#include <map>

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include "core/devices/ataidentify.h"
#include "core/devices/drivechecks.h"
#include "core/devices/hwmon.h"
#include "core/devices/identifyhex.h"
#include "core/devices/linkspeed.h"
#include "core/devices/mounttable.h"
#include "core/devices/sysfsfile.h"

namespace drivebench {

using sysfs::readTrimmed;
using sysfs::readU64;

QString transportName(Transport transport)
{
    switch (transport) {
    case Transport::Nvme: return QStringLiteral("nvme");
    case Transport::Sata: return QStringLiteral("sata");
    case Transport::Usb: return QStringLiteral("usb");
    case Transport::Virtio: return QStringLiteral("virtio");
    case Transport::Scsi: return QStringLiteral("scsi");
    case Transport::Mmc: return QStringLiteral("mmc");
    case Transport::Loop: return QStringLiteral("loop");
    case Transport::Dm: return QStringLiteral("dm");
    case Transport::Md: return QStringLiteral("md");
    case Transport::Zram: return QStringLiteral("zram");
    case Transport::Nbd: return QStringLiteral("nbd");
    case Transport::Other: break;
    }
    return QStringLiteral("other");
}

Transport transportFromSysfsPath(const QString &name, const QString &canonicalPath)
{
    // Virtual devices first: their names are fixed by their drivers.
    if (name.startsWith(QLatin1String("loop")))
        return Transport::Loop;
    if (name.startsWith(QLatin1String("dm-")))
        return Transport::Dm;
    if (name.startsWith(QLatin1String("md")))
        return Transport::Md;
    if (name.startsWith(QLatin1String("zram")))
        return Transport::Zram;
    if (name.startsWith(QLatin1String("nbd")))
        return Transport::Nbd;
    if (name.startsWith(QLatin1String("nvme")) || canonicalPath.contains(QLatin1String("/nvme")))
        return Transport::Nvme;
    if (name.startsWith(QLatin1String("mmcblk")) || canonicalPath.contains(QLatin1String("/mmc_host/")))
        return Transport::Mmc;
    // USB before ATA and SCSI: a USB-SATA bridge presents a SCSI disk under the USB device.
    static const QRegularExpression usb(QStringLiteral("/usb\\d+/"));
    if (usb.match(canonicalPath).hasMatch())
        return Transport::Usb;
    static const QRegularExpression ata(QStringLiteral("/ata\\d+/"));
    if (ata.match(canonicalPath).hasMatch())
        return Transport::Sata;
    if (canonicalPath.contains(QLatin1String("/virtio")))
        return Transport::Virtio;
    if (name.startsWith(QLatin1String("sd")) || canonicalPath.contains(QLatin1String("/target")))
        return Transport::Scsi;
    return Transport::Other;
}

SysfsScanner::SysfsScanner(QString sysRoot, QString devRoot, QString procRoot)
    : m_sysRoot(std::move(sysRoot)), m_devRoot(std::move(devRoot)), m_procRoot(std::move(procRoot))
{
}

namespace {

// Where a kernel block device name sits in the scanned list.
struct Slot
{
    int drive = -1;
    int partition = -1; // -1: the whole disk
};

QString devPath(const QString &devRoot, const QString &name)
{
    return devRoot + QLatin1Char('/') + name;
}

// The SCSI unit serial number page (SPC-4 VPD page 0x80): 4-byte header, then ASCII, length in
// byte 3. sysfs exposes it world-readable as device/vpd_pg80 (Linux 4.?+).
QString serialFromVpd80(const QString &path)
{
    const auto bytes = sysfs::readBytes(path);
    if (!bytes)
        return {};
    const QByteArray &raw = *bytes;
    if (raw.size() < 4 || quint8(raw[1]) != 0x80)
        return {};
    const int length = std::min<int>(quint8(raw[3]), int(raw.size()) - 4);
    return QString::fromLatin1(raw.mid(4, length)).trimmed();
}

} // namespace

Result<std::vector<Drive>> SysfsScanner::scan() const
{
    const QString blockDir = m_sysRoot + QStringLiteral("/block");
    if (!sysfs::exists(blockDir)) {
        return Error::make(std::errc::no_such_file_or_directory,
                           (QStringLiteral("cannot read ") + blockDir).toStdString(),
                           "mount sysfs at " + m_sysRoot.toStdString()
                               + " (DriveBench lists drives from sysfs)");
    }
    MountTable mounts = MountTable::read(m_procRoot);
    mounts.resolveSources(m_sysRoot, m_devRoot); // btrfs, ZFS, bcachefs: by source, not st_dev
    std::vector<Drive> drives;
    for (const QString &name : sysfs::listDir(blockDir)) {
        // Ramdisks and unattached loop/nbd/zram devices are not drives anyone benchmarks.
        if (name.startsWith(QLatin1String("ram")))
            continue;
        Drive d = scanDisk(name, mounts);
        readTemperatureInto(d, HwmonReader(m_sysRoot));
        applyIdentityChecks(d, m_sysRoot);
        const bool detachable = d.transport == Transport::Loop || d.transport == Transport::Nbd
                                || d.transport == Transport::Zram;
        if (detachable && d.capacityBytes == 0)
            continue;
        drives.push_back(std::move(d));
    }

    // Index every whole disk and partition by kernel name and by major:minor.
    QHash<QString, Slot> byName;
    QHash<QString, Slot> byDevnum;
    for (int i = 0; i < int(drives.size()); ++i) {
        byName.insert(drives[i].name, {i, -1});
        byDevnum.insert(drives[i].devnum, {i, -1});
        for (int p = 0; p < int(drives[i].partitions.size()); ++p) {
            const Partition &part = drives[i].partitions[p];
            byName.insert(part.name, {i, p});
            byDevnum.insert(part.devnum, {i, p});
        }
    }
    QHash<QString, QString> devnumOf; // name -> "major:minor"
    for (auto it = byDevnum.cbegin(); it != byDevnum.cend(); ++it) {
        const Drive &d = drives[it->drive];
        devnumOf.insert(it->partition < 0 ? d.name : d.partitions[it->partition].name, it.key());
    }

    // Mounts and swap of a device and of everything stacked on it (dm-crypt, LVM, md).
    std::function<void(const QString &, QStringList &, QString &, bool &, int)> usersOf;
    usersOf = [&](const QString &name, QStringList &mountpoints, QString &fs, bool &swap, int depth) {
        if (depth > 8) // stacking loops do not exist, but sysfs is input: stay bounded
            return;
        const QStringList mm = devnumOf.value(name).split(QLatin1Char(':'));
        if (mm.size() == 2) {
            for (const MountEntry *m : mounts.mountsOfDevice(name, mm[0].toUInt(), mm[1].toUInt())) {
                if (!mountpoints.contains(m->mountPoint))
                    mountpoints.append(m->mountPoint);
                if (fs.isEmpty())
                    fs = m->fsType;
            }
        }
        QStringList paths{QStringLiteral("/dev/") + name};
        if (name.startsWith(QLatin1String("dm-"))) {
            const QString dmName = readTrimmed(blockDir + QLatin1Char('/') + name + QStringLiteral("/dm/name"));
            if (!dmName.isEmpty())
                paths.append(QStringLiteral("/dev/mapper/") + dmName);
        }
        if (mounts.isSwap(paths))
            swap = true;
        const Slot s = byName.value(name);
        if (s.drive < 0)
            return;
        const Drive &d = drives[s.drive];
        const QStringList holders = s.partition < 0 ? d.holders : d.partitions[s.partition].holders;
        for (const QString &h : holders)
            usersOf(h, mountpoints, fs, swap, depth + 1);
    };
    for (Drive &d : drives) {
        usersOf(d.name, d.mountpoints, d.filesystem, d.swap, 0);
        for (Partition &p : d.partitions)
            usersOf(p.name, p.mountpoints, p.filesystem, p.swap, 0);
    }

    // The system disk: whatever holds "/", followed down through dm/md slaves to the disks.
    if (const MountEntry *root = mounts.mountHolding(QStringLiteral("/"))) {
        std::function<void(const QString &, int)> markSystem = [&](const QString &name, int depth) {
            const Slot s = byName.value(name, Slot{});
            if (s.drive < 0 || depth > 8)
                return;
            Drive &d = drives[s.drive];
            d.systemDisk = true;
            const QString dir = blockDir + QLatin1Char('/') + d.name;
            for (const QString &slave : sysfs::listDir(dir + QStringLiteral("/slaves")))
                markSystem(slave, depth + 1);
        };
        const Slot s = byDevnum.value(QStringLiteral("%1:%2").arg(root->major).arg(root->minor), Slot{});
        if (s.drive >= 0)
            markSystem(drives[s.drive].name, 0);
        // A btrfs or ZFS root has an anonymous st_dev: its devices come from its source.
        for (const QString &device : root->devices)
            markSystem(device, 0);
    }
    return drives;
}

Drive SysfsScanner::scanDisk(const QString &name, const MountTable &) const
{
    Drive d;
    d.name = name;
    d.path = devPath(m_devRoot, name);
    const QString dir = m_sysRoot + QStringLiteral("/block/") + name;
    // One readlink per hop instead of realpath's one per path component: /sys/block/X links into
    // the device tree, and the disk's "device" link is relative to that real directory.
    const QString real = sysfs::followLink(dir);
    d.transport = transportFromSysfsPath(name, real);

    // "size" is in 512-byte sectors whatever the logical block size (include/linux/blkdev.h).
    d.devnum = readTrimmed(dir + QStringLiteral("/dev"));
    d.capacityBytes = readU64(dir + QStringLiteral("/size")).value_or(0) * 512;
    d.logicalBlockSize = std::uint32_t(readU64(dir + QStringLiteral("/queue/logical_block_size")).value_or(512));
    d.physicalBlockSize = std::uint32_t(readU64(dir + QStringLiteral("/queue/physical_block_size")).value_or(d.logicalBlockSize));
    d.rotational = readU64(dir + QStringLiteral("/queue/rotational")).value_or(0) != 0;
    d.discard = readU64(dir + QStringLiteral("/queue/discard_max_bytes")).value_or(0) > 0;
    d.removable = readU64(dir + QStringLiteral("/removable")).value_or(0) != 0;
    d.readOnly = readU64(dir + QStringLiteral("/ro")).value_or(0) != 0;
    d.holders = sysfs::listDir(dir + QStringLiteral("/holders"));

    for (const QString &entry : sysfs::listDir(dir)) {
        if (!entry.startsWith(name))
            continue;
        const QString pdir = dir + QLatin1Char('/') + entry;
        const auto number = readU64(pdir + QStringLiteral("/partition"));
        if (!number)
            continue;
        Partition p;
        p.name = entry;
        p.path = devPath(m_devRoot, entry);
        p.number = int(*number);
        p.devnum = readTrimmed(pdir + QStringLiteral("/dev"));
        p.startBytes = readU64(pdir + QStringLiteral("/start")).value_or(0) * 512;
        p.sizeBytes = readU64(pdir + QStringLiteral("/size")).value_or(0) * 512;
        p.holders = sysfs::listDir(pdir + QStringLiteral("/holders"));
        d.partitions.push_back(std::move(p));
    }
    std::sort(d.partitions.begin(), d.partitions.end(),
              [](const Partition &a, const Partition &b) { return a.number < b.number; });

    readIdentity(d, dir, sysfs::followLink(real + QStringLiteral("/device")));
    if (d.serial.isEmpty())
        readByIdFallback(d);
    // The kernel's wwid: on an NVMe namespace's block directory, on a SCSI/ATA disk's device
    // (VPD page 0x83 / IDENTIFY words 108-111). "t10."/"nvme." forms are vendor text, not names.
    for (const QString &wwid : {dir + QStringLiteral("/wwid"), real + QStringLiteral("/device/wwid")}) {
        const QString w = readTrimmed(wwid);
        if (w.startsWith(QLatin1String("naa.")) || w.startsWith(QLatin1String("eui."))) {
            d.wwn = w;
            break;
        }
    }
    return d;
}

void SysfsScanner::readIdentity(Drive &d, const QString &dir, const QString &devicePath) const
{
    d.identitySource = QStringLiteral("sysfs");
    switch (d.transport) {
    case Transport::Nvme: {
        // Block device's "device" is the controller (nvme0) or, with native multipath, the
        // subsystem; the controller has model/serial/firmware_rev and the PCI function above it.
        QString ctrl = devicePath;
        if (!sysfs::exists(ctrl + QStringLiteral("/firmware_rev"))) {
            // nvme-subsysN: take the first controller of the subsystem.
            for (const QString &e : sysfs::listDir(devicePath)) {
                if (e.startsWith(QLatin1String("nvme")) && sysfs::exists(devicePath + QLatin1Char('/') + e + QStringLiteral("/firmware_rev"))) {
                    ctrl = sysfs::canonical(devicePath + QLatin1Char('/') + e);
                    break;
                }
            }
        }
        d.model = readTrimmed(ctrl + QStringLiteral("/model"));
        d.serial = readTrimmed(ctrl + QStringLiteral("/serial"));
        d.firmware = readTrimmed(ctrl + QStringLiteral("/firmware_rev"));
        d.controller = ctrl.section(QLatin1Char('/'), -1);
        if (d.controller.startsWith(QLatin1String("nvme")))
            d.genericPath = devPath(m_devRoot, d.controller);
        readPcieLink(d, ctrl);
        break;
    }
    case Transport::Mmc:
        d.model = readTrimmed(devicePath + QStringLiteral("/name"));
        d.serial = readTrimmed(devicePath + QStringLiteral("/serial"));
        d.firmware = readTrimmed(devicePath + QStringLiteral("/fwrev"));
        break;
    case Transport::Virtio:
        d.model = QStringLiteral("virtio disk");
        d.serial = readTrimmed(dir + QStringLiteral("/serial"));
        if (sysfs::exists(devicePath + QStringLiteral("/model"))) { // virtio-scsi
            d.vendor = readTrimmed(devicePath + QStringLiteral("/vendor"));
            d.model = readTrimmed(devicePath + QStringLiteral("/model"));
            d.firmware = readTrimmed(devicePath + QStringLiteral("/rev"));
        }
        break;
    case Transport::Dm: {
        const QString uuid = readTrimmed(dir + QStringLiteral("/dm/uuid"));
        const QString dmName = readTrimmed(dir + QStringLiteral("/dm/name"));
        // dm uuids start with the target owner: "CRYPT-LUKS2-...", "LVM-...", "mpath-...".
        const QString kind = uuid.startsWith(QLatin1String("CRYPT-")) ? QStringLiteral("dm-crypt")
                             : uuid.startsWith(QLatin1String("LVM-")) ? QStringLiteral("LVM")
                             : uuid.startsWith(QLatin1String("mpath-")) ? QStringLiteral("multipath")
                                                                        : QStringLiteral("device-mapper");
        d.model = dmName.isEmpty() ? kind : kind + QStringLiteral(" ") + dmName;
        break;
    }
    case Transport::Md:
        d.model = QStringLiteral("software RAID ") + readTrimmed(dir + QStringLiteral("/md/level"));
        break;
    case Transport::Loop: {
        const QString backing = readTrimmed(dir + QStringLiteral("/loop/backing_file"));
        d.model = backing.isEmpty() ? QStringLiteral("loop device") : QStringLiteral("loop: ") + backing;
        break;
    }
    case Transport::Zram:
        d.model = QStringLiteral("compressed RAM (zram)");
        break;
    case Transport::Nbd:
        d.model = QStringLiteral("network block device");
        break;
    case Transport::Sata:
    case Transport::Usb:
    case Transport::Scsi:
    case Transport::Other:
        d.vendor = readTrimmed(devicePath + QStringLiteral("/vendor"));
        d.model = readTrimmed(devicePath + QStringLiteral("/model"));
        d.firmware = readTrimmed(devicePath + QStringLiteral("/rev"));
        d.serial = serialFromVpd80(devicePath + QStringLiteral("/vpd_pg80"));
        if (const QStringList sg = sysfs::listDir(devicePath + QStringLiteral("/scsi_generic")); !sg.isEmpty())
            d.genericPath = devPath(m_devRoot, sg.first());
        {
            static const QRegularExpression host(QStringLiteral("/(host\\d+)/"));
            const auto m = host.match(devicePath);
            if (m.hasMatch())
                d.controller = m.captured(1);
        }
        if (d.transport == Transport::Sata)
            readAtaLink(d, devicePath);
        if (d.transport == Transport::Usb) {
            // Walk up to the USB device (the directory with idVendor): the bridge's own identity.
            QString up = devicePath;
            for (int i = 0; i < 12 && up.size() > m_sysRoot.size(); ++i) {
                up = up.section(QLatin1Char('/'), 0, -2);
                const QString vid = readTrimmed(up + QStringLiteral("/idVendor"));
                if (vid.isEmpty())
                    continue;
                const QString pid = readTrimmed(up + QStringLiteral("/idProduct"));
                QStringList words;
                for (const char *f : {"/manufacturer", "/product"}) {
                    const QString w = readTrimmed(up + QLatin1String(f));
                    if (!w.isEmpty())
                        words.append(w);
                }
                words.append(QStringLiteral("(%1:%2)").arg(vid, pid));
                d.bridge = words.join(QLatin1Char(' '));
                break;
            }
        }
        break;
    }
}

void SysfsScanner::readAtaLink(Drive &d, const QString &devicePath) const
{
    // .../ata3/host2/target2:0:0/2:0:0:0: libata port 3 has link3 and device dev3.0 (no port
    // multiplier; behind one they are link3.N / dev3.N.0).
    static const QRegularExpression ataPort(QStringLiteral("/ata(\\d+)/"));
    const auto m = ataPort.match(devicePath);
    if (!m.hasMatch())
        return;
    const QString port = m.captured(1);
    QString linkName = QStringLiteral("link") + port;
    QString devName = QStringLiteral("dev") + port + QStringLiteral(".0");
    const QString classLink = m_sysRoot + QStringLiteral("/class/ata_link/");
    const QString classDev = m_sysRoot + QStringLiteral("/class/ata_device/");
    if (!sysfs::exists(classDev + devName)) {
        for (const QString &e : sysfs::listDir(classDev)) {
            if (e.startsWith(QStringLiteral("dev") + port + QLatin1Char('.'))) {
                devName = e;
                linkName = QStringLiteral("link") + e.mid(3).section(QLatin1Char('.'), 0, -2);
                break;
            }
        }
    }
    d.ataLink = linkName;
    LinkInfo &link = d.link;
    link.currentGbps = linkspeed::parseSataGbps(readTrimmed(classLink + linkName + QStringLiteral("/sata_spd"))).value_or(0);
    // sata_spd_limit is the limit in force ("<unknown>" = none); hw_sata_spd_limit the controller's.
    const double limit = linkspeed::parseSataGbps(readTrimmed(classLink + linkName + QStringLiteral("/sata_spd_limit"))).value_or(0);
    const double hwLimit = linkspeed::parseSataGbps(readTrimmed(classLink + linkName + QStringLiteral("/hw_sata_spd_limit"))).value_or(0);
    link.portLimitGbps = limit > 0 && hwLimit > 0 ? std::min(limit, hwLimit) : std::max(limit, hwLimit);

    // libata shows IDENTIFY DEVICE to everyone as 256 hex words: the full model, serial and
    // firmware (sysfs cuts them to the SCSI INQUIRY's 16/4 characters) and word 76.
    const auto idText = sysfs::readText(classDev + devName + QStringLiteral("/id"));
    if (idText) {
        const auto bytes = parseIdentifyWords(idText->toLatin1());
        if (bytes && bytes->size() == kAtaIdentifySize) {
            if (const auto id = decodeAtaIdentify(*bytes))
                applyAtaIdentity(d, *id, QStringLiteral("identify (sysfs)"));
        }
    }
    linkspeed::evaluateSata(link, d.warnings);
}

void SysfsScanner::readPcieLink(Drive &d, const QString &controllerDir) const
{
    // The controller's "device" is the PCI function; its parent directory is the upstream port
    // (root port or switch downstream port).
    const QString fn = sysfs::canonical(controllerDir + QStringLiteral("/device"));
    if (fn.isEmpty() || !sysfs::exists(fn + QStringLiteral("/current_link_speed")))
        return; // NVMe over fabrics, or a kernel without the attributes
    LinkInfo &link = d.link;
    auto gts = [](const QString &path) { return linkspeed::parsePcieGts(readTrimmed(path)).value_or(0); };
    auto width = [](const QString &path) { return linkspeed::parsePcieWidth(readTrimmed(path)).value_or(0); };
    link.currentGts = gts(fn + QStringLiteral("/current_link_speed"));
    link.currentWidth = width(fn + QStringLiteral("/current_link_width"));
    link.functionMaxGts = gts(fn + QStringLiteral("/max_link_speed"));
    link.functionMaxWidth = width(fn + QStringLiteral("/max_link_width"));
    const QString port = fn.section(QLatin1Char('/'), 0, -2);
    if (sysfs::exists(port + QStringLiteral("/max_link_speed"))) {
        link.portCurrentGts = gts(port + QStringLiteral("/current_link_speed"));
        link.portCurrentWidth = width(port + QStringLiteral("/current_link_width"));
        link.portMaxGts = gts(port + QStringLiteral("/max_link_speed"));
        link.portMaxWidth = width(port + QStringLiteral("/max_link_width"));
    }
    linkspeed::evaluatePcie(link, d.warnings);
}

void SysfsScanner::readByIdFallback(Drive &d) const
{
    // udev names /dev/disk/by-id/<bus>-<model>_<serial> -> ../../sdX; the part after the last
    // '_' is the serial (ID_SERIAL_SHORT). Skip wwn-/nvme-eui. names: they carry no serial.
    const QString byId = m_devRoot + QStringLiteral("/disk/by-id");
    for (const QString &link : sysfs::listDir(byId)) {
        if (link.contains(QLatin1String("-part")) || link.startsWith(QLatin1String("wwn-"))
            || link.contains(QLatin1String("eui.")) || !link.contains(QLatin1Char('_')))
            continue;
        if (sysfs::linkTargetName(byId + QLatin1Char('/') + link) != d.name)
            continue;
        QString serial = link.section(QLatin1Char('_'), -1);
        // usb-<vendor>_<model>_<serial>-0:0: the suffix is the SCSI LUN, not part of the serial.
        static const QRegularExpression lun(QStringLiteral("-\\d+:\\d+$"));
        serial.remove(lun);
        d.serial = serial;
        d.identitySource = QStringLiteral("sysfs+by-id");
        return;
    }
}

} // namespace drivebench
