// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivehealth.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <libnvme.h>

#include <QDateTime>
#include <QJsonArray>

#include "core/devices/ataidentify.h"
#include "core/devices/atapassthrough.h"
#include "core/devices/sysfsfile.h"

namespace drivebench {

namespace {

// Get Log Page is not on the list of admin commands Linux lets an unprivileged opener send
// (nvme_cmd_allowed() allows Identify on 6.2+, nothing else), so a UDisks2 descriptor does not help.
constexpr const char *kNvmeRootHint =
    "the NVMe SMART / Health log needs root: run sudo drivebench-cli health DEVICE (the temperature "
    "is shown without root in drivebench-cli drives, from hwmon)";
constexpr const char *kAtaRootHint =
    "ATA SMART needs root: the kernel lets only CAP_SYS_RAWIO send ATA PASS-THROUGH: run sudo "
    "drivebench-cli health DEVICE (the temperature is shown without root in drivebench-cli drives when "
    "the drivetemp module is loaded: sudo modprobe drivetemp)";

constexpr const char *kRootRefusedHint =
    "even root was refused: a security module (SELinux, AppArmor) or a container without CAP_SYS_RAWIO / "
    "CAP_SYS_ADMIN stands in the way";

// The advice for a refused command depends on who asked: sudo for a user, never for root.
std::string privilegeHint(const char *rootHint)
{
    return ::geteuid() != 0 ? rootHint : kRootRefusedHint;
}

Error nvmeError(int rc, const QString &path, const char *what)
{
    if (rc < 0) {
        const int err = errno;
        return Error::fromErrno(err, std::string(what) + " on " + path.toStdString(),
                                err == EPERM || err == EACCES ? privilegeHint(kNvmeRootHint)
                                                              : "the device is not an NVMe controller or namespace");
    }
    return Error::make(std::errc::io_error,
                       QStringLiteral("%1 failed %2 with NVMe status 0x%3").arg(path, QString::fromLatin1(what)).arg(rc, 0, 16).toStdString(),
                       "the controller refused the command");
}

Result<RawHealth> readNvme(const QString &path, const RawAccess &access)
{
    auto device = openRawDevice(path, O_NONBLOCK, access);
    if (!device) {
        Error e = device.error();
        if ((e.errnoValue() == EACCES || e.errnoValue() == EPERM) && ::geteuid() != 0 && access.udisks == UdisksUse::Never)
            e.hint = kNvmeRootHint;
        return e;
    }
    RawHealth raw;
    raw.kind = QStringLiteral("nvme");
    raw.throughUdisks = device->throughUdisks;
    nvme_smart_log log;
    std::memset(&log, 0, sizeof log);
    // The controller-wide log (NSID FFFFFFFFh), which every controller supports.
    const int rc = nvme_get_log_smart(device->fd.get(), NVME_NSID_ALL, false, &log);
    if (rc != 0)
        return nvmeError(rc, path, "Get Log Page 02h (SMART / Health)");
    const auto *b = reinterpret_cast<const std::uint8_t *>(&log);
    raw.nvmeLog.assign(b, b + sizeof log);
    nvme_id_ctrl id;
    std::memset(&id, 0, sizeof id);
    if (nvme_identify_ctrl(device->fd.get(), &id) == 0) {
        const auto *ib = reinterpret_cast<const std::uint8_t *>(&id);
        raw.nvmeIdentify.assign(ib, ib + sizeof id);
    }
    return raw;
}

AtaTaskfile smartCommand(std::uint8_t feature)
{
    AtaTaskfile tf;
    tf.command = 0xB0; // SMART
    tf.features = feature;
    tf.count = 1;
    tf.lbaMid = 0x4F;  // the SMART signature ACS-3 7.50 asks for
    tf.lbaHigh = 0xC2;
    return tf;
}

Error withAtaHint(Error e)
{
    if (e.errnoValue() == EPERM || e.errnoValue() == EACCES)
        e.hint = privilegeHint(kAtaRootHint);
    return e;
}

// The device took the SG_IO but its SCSI layer refused ATA PASS-THROUGH (ILLEGAL REQUEST and
// the like: a USB bridge without SAT, a SCSI or virtual disk), or the node has no SG_IO at all
// (ENOTTY, EINVAL): it has no ATA SMART to give. A refusal for lack of privilege is not this.
bool passThroughUnsupported(const Error &e)
{
    const int err = e.errnoValue();
    return e.code == std::errc::not_supported || err == ENOTTY || err == EINVAL || err == EOPNOTSUPP;
}

RawHealth noSmart(const QString &reason, const QStringList &notes = {})
{
    RawHealth raw;
    raw.kind = QStringLiteral("none");
    raw.noSmartReason = QStringLiteral("no SMART on this kind of device: ") + reason;
    raw.noSmartNotes = notes;
    return raw;
}

// Without CAP_SYS_RAWIO: UDisks2 (running as root) reads SMART and hands over libatasmart's
// parse. The root path's error is kept when UDisks2 cannot help either, with both causes.
Result<RawHealth> readAtaThroughUdisks(const QString &path, const Error &denied, const RawAccess &access)
{
    UdisksClient client(access.busAddress);
    const PolkitPrompt prompt = access.udisks == UdisksUse::WithPrompt ? PolkitPrompt::Allowed : PolkitPrompt::Forbidden;
    auto smart = client.ataSmart(path, prompt);
    if (!smart) {
        Error e = smart.error();
        e.message = denied.message + "; through UDisks2: " + e.message;
        e.hint += std::string("; or: ") + kAtaRootHint;
        return e;
    }
    RawHealth raw;
    raw.kind = QStringLiteral("ata");
    raw.throughUdisks = true;
    raw.udisksAta = std::move(*smart);
    return raw;
}

bool isPrivilegeError(const Error &e)
{
    return (e.errnoValue() == EACCES || e.errnoValue() == EPERM) && ::geteuid() != 0;
}

Result<RawHealth> readAta(const QString &path, const RawAccess &access)
{
    UniqueFd fd(::open(path.toLocal8Bit().constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (!fd) {
        const int err = errno;
        Error e = Error::fromErrno(err, "open " + path.toStdString(),
                                   err == EACCES || err == EPERM ? privilegeHint(kAtaRootHint)
                                                                 : "check the device name (/dev/sdX or /dev/sgN)");
        if (isPrivilegeError(e) && access.udisks != UdisksUse::Never)
            return readAtaThroughUdisks(path, e, access);
        return e;
    }
    RawHealth raw;
    raw.kind = QStringLiteral("ata");
    raw.ataIdentify.resize(kAtaIdentifySize);
    AtaTaskfile identify;
    identify.command = 0xEC;
    identify.count = 1;
    if (auto r = ataPioIn(fd.get(), path, identify, raw.ataIdentify, "ATA IDENTIFY DEVICE"); !r) {
        // A member of group disk may open the node, but SG_IO's ATA PASS-THROUGH wants CAP_SYS_RAWIO.
        if (isPrivilegeError(r.error()) && access.udisks != UdisksUse::Never)
            return readAtaThroughUdisks(path, r.error(), access);
        if (passThroughUnsupported(r.error())) {
            return noSmart(QStringLiteral("%1 does not answer ATA PASS-THROUGH (a USB bridge that does not pass ATA "
                                          "commands on, or a SCSI or virtual disk)").arg(path),
                           {QString::fromStdString(r.error().message)});
        }
        return withAtaHint(r.error());
    }
    // Word 82 bit 0: SMART supported; word 85 bit 0: enabled.
    if (!(raw.ataIdentify[164] & 1)) {
        return Error::make(std::errc::not_supported, path.toStdString() + " does not support SMART (IDENTIFY word 82 bit 0)",
                           "this drive reports no health data; only its temperature (drivetemp hwmon) may be shown");
    }
    if (!(raw.ataIdentify[170] & 1)) {
        return Error::make(std::errc::not_supported, path.toStdString() + " has SMART disabled (IDENTIFY word 85 bit 0)",
                           "enable it with sudo smartctl -s on DEVICE, then run health again");
    }
    raw.ataData.resize(kAtaSmartBlockSize);
    if (auto r = ataPioIn(fd.get(), path, smartCommand(0xD0), raw.ataData, "SMART READ DATA"); !r)
        return withAtaHint(r.error());
    raw.ataThresholds.resize(kAtaSmartBlockSize);
    if (!ataPioIn(fd.get(), path, smartCommand(0xD1), raw.ataThresholds, "SMART READ THRESHOLDS"))
        raw.ataThresholds.clear(); // obsolete since ATA-8; shown without thresholds
    if (auto back = ataNonDataCheck(fd.get(), path, smartCommand(0xDA), "SMART RETURN STATUS")) {
        if (back->lbaMid == 0x4F && back->lbaHigh == 0xC2)
            raw.ataStatusGood = true;
        else if (back->lbaMid == 0xF4 && back->lbaHigh == 0x2C)
            raw.ataStatusGood = false;
    }
    // SCT Command Transport supported (word 206 bit 0): SCT Status is log E0h, read by SMART READ LOG.
    if (raw.ataIdentify[412] & 1) {
        AtaTaskfile log = smartCommand(0xD5);
        log.lbaLow = 0xE0;
        raw.sctStatus.resize(kAtaSmartBlockSize);
        if (!ataPioIn(fd.get(), path, log, raw.sctStatus, "SMART READ LOG E0h (SCT Status)"))
            raw.sctStatus.clear();
    }
    return raw;
}

} // namespace

QString healthKindForPath(const QString &devicePath)
{
    const QString base = devicePath.section(QLatin1Char('/'), -1);
    return base.startsWith(QLatin1String("nvme")) || base.startsWith(QLatin1String("ng")) ? QStringLiteral("nvme")
                                                                                           : QStringLiteral("ata");
}

QString noSmartKind(const QString &name)
{
    struct Kind
    {
        const char *prefix;
        const char *what;
    };
    static const Kind kKinds[] = {
        {"loop", "a loop device (a file seen as a disk); the drive holding the file has the health data"},
        {"dm-", "a device-mapper device (LVM, LUKS, multipath); ask the disks below it"},
        {"md", "a software RAID (md) array; ask its member disks"},
        {"vd", "a virtio disk (a virtual machine's disk); the host has the real drive"},
        {"xvd", "a Xen virtual disk; the host has the real drive"},
        {"mmcblk", "an MMC/SD card or eMMC, which reports no SMART"},
        {"zram", "a compressed RAM disk"},
        {"ram", "a RAM disk"},
        {"nbd", "a network block device; the server has the real drive"},
        {"pmem", "persistent memory"},
    };
    for (const Kind &k : kKinds) {
        if (name.startsWith(QLatin1String(k.prefix)))
            return QStringLiteral("%1 is %2").arg(name, QLatin1String(k.what));
    }
    return {};
}

QString blockKernelName(const QString &devicePath, const QString &sysRoot)
{
    struct stat st{};
    if (::stat(devicePath.toLocal8Bit().constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return {};
    return sysfs::linkTargetName(QStringLiteral("%1/dev/block/%2:%3").arg(sysRoot).arg(major(st.st_rdev)).arg(minor(st.st_rdev)));
}

Result<RawHealth> readRawHealth(const QString &devicePath, const RawAccess &access)
{
    // Devices whose kind has no SMART are named before anything is sent to them.
    if (const QString kind = noSmartKind(blockKernelName(devicePath)); !kind.isEmpty())
        return noSmart(kind);
    if (healthKindForPath(devicePath) == QLatin1String("nvme"))
        return readNvme(devicePath, access);
    return readAta(devicePath, access);
}

Result<DriveHealth> decodeHealth(const QString &device, RawHealth raw)
{
    DriveHealth h;
    h.device = device;
    h.kind = raw.kind;
    if (raw.kind == QLatin1String("none")) {
        h.verdict = HealthVerdict::unknown(raw.noSmartReason);
        h.notes << raw.noSmartNotes;
    } else if (raw.kind == QLatin1String("nvme")) {
        auto log = decodeNvmeSmartLog(raw.nvmeLog);
        if (!log)
            return log.error();
        h.nvme = *log;
        if (!raw.nvmeIdentify.empty()) {
            if (auto ctrl = decodeNvmeController(raw.nvmeIdentify))
                h.controller = *ctrl;
            else
                h.notes << QString::fromStdString(ctrl.error().text());
        } else {
            h.notes << QStringLiteral("Identify Controller was not read: no warning/critical temperature thresholds");
        }
        h.verdict = judgeNvmeSmart(*h.nvme, h.controller ? &*h.controller : nullptr);
    } else if (raw.udisksAta) {
        h.ata = ataSmartFromUdisks(*raw.udisksAta);
        h.notes << QStringLiteral("read through UDisks2 without root: libatasmart's values as UDisks2 passes them on, "
                                  "without the raw bytes (run as root for raw values, SCT Status and min/max temperature)");
        if (!raw.udisksAta->staleBecause.isEmpty()) {
            h.notes << QStringLiteral("UDisks2's reading from %1, not refreshed now: %2")
                           .arg(QDateTime::fromSecsSinceEpoch(qint64(raw.udisksAta->updated)).toString(Qt::ISODate),
                                raw.udisksAta->staleBecause);
        }
        h.verdict = judgeAtaSmart(*h.ata);
    } else {
        auto smart = decodeAtaSmart(raw.ataData, raw.ataThresholds, raw.ataIdentify);
        if (!smart)
            return smart.error();
        smart->smartStatusGood = raw.ataStatusGood;
        if (!raw.sctStatus.empty()) {
            if (auto r = applySctStatus(*smart, raw.sctStatus); !r)
                h.notes << QString::fromStdString(r.error().text());
        }
        if (raw.ataThresholds.empty())
            h.notes << QStringLiteral("no SMART thresholds: attributes are shown without them");
        if (!smart->dataChecksumValid)
            h.notes << QStringLiteral("the SMART data block fails its checksum");
        h.ata = *smart;
        h.verdict = judgeAtaSmart(*h.ata);
    }
    h.notes << h.verdict.notes;
    h.raw = std::move(raw);
    return h;
}

Result<DriveHealth> readHealth(const QString &devicePath, const RawAccess &access)
{
    auto raw = readRawHealth(devicePath, access);
    if (!raw)
        return raw.error();
    return decodeHealth(devicePath, std::move(*raw));
}

std::optional<int> DriveHealth::temperatureC() const
{
    if (nvme)
        return nvme->temperatureC;
    if (ata)
        return ata->temperatureC ? ata->temperatureC : ata->sctTemperatureC;
    return std::nullopt;
}

QJsonObject DriveHealth::toJson() const
{
    const bool unknown = verdict.level == HealthLevel::Unknown;
    QJsonObject o{{QStringLiteral("device"), device},
                  {QStringLiteral("kind"), kind},
                  {QStringLiteral("overall"), verdict.overall()},
                  {QStringLiteral("warnings"), unknown ? QJsonArray() : QJsonArray::fromStringList(verdict.reasons)},
                  {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
    if (unknown)
        o.insert(QStringLiteral("reason"), verdict.reasons.join(QStringLiteral("; ")));
    const std::optional<int> t = temperatureC();
    o.insert(QStringLiteral("temperature_c"), t ? QJsonValue(*t) : QJsonValue());
    if (nvme)
        o.insert(QStringLiteral("nvme"), drivebench::toJson(*nvme, controller ? &*controller : nullptr));
    if (ata)
        o.insert(QStringLiteral("ata"), drivebench::toJson(*ata));
    if (raw.throughUdisks)
        o.insert(QStringLiteral("access"), QStringLiteral("udisks2"));
    return o;
}

} // namespace drivebench
