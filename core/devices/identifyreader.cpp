// SPDX-License-Identifier: GPL-3.0-or-later
#include "identifyreader.h"

#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/devices/ataidentify.h"
#include "core/devices/atapassthrough.h"
#include "core/devices/drive.h"
#include "core/devices/linkspeed.h"
#include "core/devices/nvmeidentify.h"

namespace drivebench {

namespace {

// SG_IO ATA PASS-THROUGH is not in the kernel's list of commands an unprivileged opener may send
// (scsi_cmd_allowed(): CAP_SYS_RAWIO or nothing), so a descriptor from UDisks2 does not help.
constexpr const char *kAtaRootHint =
    "ATA IDENTIFY needs root: the kernel lets only CAP_SYS_RAWIO send ATA PASS-THROUGH, even on a "
    "descriptor from UDisks2: run sudo drivebench-cli identify DEVICE (SATA disks on libata show "
    "their identify data without root in drivebench-cli drives)";
// Linux 6.2 and later allow Identify Controller/Namespace (CNS 01h/00h) to whoever opened the
// namespace (nvme_cmd_allowed()); older kernels want CAP_SYS_ADMIN.
constexpr const char *kNvmeRootHint =
    "NVMe Identify needs root or UDisks2: run sudo drivebench-cli identify DEVICE, or let "
    "DriveBench ask UDisks2 for the device (udisks2 installed and not switched off, Linux 6.2 or later)";
constexpr const char *kNvmeOldKernelHint =
    "this kernel lets only root (CAP_SYS_ADMIN) send NVMe Identify, even on a descriptor from "
    "UDisks2 (Linux 6.2 and later allow it): run sudo drivebench-cli identify DEVICE";

// O_NONBLOCK: a removable drive without media still opens. Read-only: nothing is written.
Result<RawDevice> openDevice(const QString &path, const RawAccess &access, const char *rootHint)
{
    auto device = openRawDevice(path, O_NONBLOCK, access);
    const int err = device ? 0 : device.error().errnoValue();
    if (!device && access.udisks == UdisksUse::Never && (err == EACCES || err == EPERM) && ::geteuid() != 0)
        device.error().hint = rootHint;
    return device;
}

Result<std::vector<std::uint8_t>> ataIdentify(int fd, const QString &devicePath)
{
    std::vector<std::uint8_t> data(kAtaIdentifySize);
    AtaTaskfile tf;
    tf.command = 0xEC; // IDENTIFY DEVICE
    tf.count = 1;      // one 512-byte block
    auto r = ataPioIn(fd, devicePath, tf, data, "ATA IDENTIFY DEVICE");
    if (!r) {
        Error e = r.error();
        if (e.errnoValue() == EPERM || e.errnoValue() == EACCES)
            e.hint = kAtaRootHint;
        else if (e.code == std::errc::not_supported)
            e.hint = "it is not an ATA drive, or its USB bridge does not pass ATA commands through (SAT); sysfs data is shown instead";
        return e;
    }
    return data;
}

Result<std::vector<std::uint8_t>> nvmeIdentify(const RawDevice &device, const QString &devicePath,
                                               std::uint32_t cns, std::uint32_t nsid)
{
    std::vector<std::uint8_t> data(kNvmeIdentifySize);
    nvme_admin_cmd cmd;
    std::memset(&cmd, 0, sizeof cmd);
    cmd.opcode = 0x06; // Identify (NVMe 2.0 Figure 138)
    cmd.nsid = nsid;
    cmd.addr = reinterpret_cast<std::uintptr_t>(data.data());
    cmd.data_len = std::uint32_t(data.size());
    cmd.cdw10 = cns; // CNS in bits 7:0, CNTID 0
    cmd.timeout_ms = 10000;
    const int rc = ::ioctl(device.fd.get(), NVME_IOCTL_ADMIN_CMD, &cmd);
    if (rc < 0) {
        const int err = errno;
        return Error::fromErrno(err, "NVMe Identify on " + devicePath.toStdString(),
                                err != EPERM && err != EACCES ? "the device is not an NVMe controller or namespace"
                                : device.throughUdisks        ? kNvmeOldKernelHint
                                                              : kNvmeRootHint);
    }
    if (rc > 0) { // NVMe status field: (SCT << 8) | SC
        return Error::make(std::errc::io_error,
                           QStringLiteral("%1 failed Identify (CNS %2, nsid %3) with NVMe status 0x%4")
                               .arg(devicePath).arg(cns).arg(nsid).arg(rc, 0, 16).toStdString(),
                           "the controller refused the command; check the namespace id");
    }
    return data;
}

} // namespace

Result<std::vector<std::uint8_t>> readAtaIdentify(const QString &devicePath)
{
    auto device = openDevice(devicePath, RawAccess{}, kAtaRootHint);
    if (!device)
        return device.error();
    return ataIdentify(device->fd.get(), devicePath);
}

Result<std::vector<std::uint8_t>> readNvmeIdentify(const QString &devicePath, std::uint32_t cns,
                                                   std::uint32_t nsid, const RawAccess &access)
{
    auto device = openDevice(devicePath, access, kNvmeRootHint);
    if (!device)
        return device.error();
    return nvmeIdentify(*device, devicePath, cns, nsid);
}

Result<RawIdentify> readIdentify(const QString &devicePath, const RawAccess &access)
{
    RawIdentify raw;
    const QString base = devicePath.section(QLatin1Char('/'), -1);
    if (base.startsWith(QLatin1String("nvme")) || base.startsWith(QLatin1String("ng"))) {
        raw.kind = QStringLiteral("nvme");
        // One open for all three commands: through UDisks2 that is one polkit question.
        auto device = openDevice(devicePath, access, kNvmeRootHint);
        if (!device)
            return device.error();
        auto ctrl = nvmeIdentify(*device, devicePath, 1, 0);
        if (!ctrl)
            return ctrl.error();
        raw.primary = std::move(*ctrl);
        raw.throughUdisks = device->throughUdisks;
        // A namespace block device knows its nsid; a controller character device reads nsid 1.
        struct stat st;
        std::uint32_t nsid = 1;
        if (::fstat(device->fd.get(), &st) == 0 && S_ISBLK(st.st_mode)) {
            const int id = ::ioctl(device->fd.get(), NVME_IOCTL_ID);
            if (id > 0)
                nsid = std::uint32_t(id);
        }
        if (auto ns = nvmeIdentify(*device, devicePath, 0, nsid)) {
            raw.nvmeNamespace = std::move(*ns);
            raw.nsid = nsid;
        }
        return raw;
    }
    raw.kind = QStringLiteral("ata");
    auto ata = readAtaIdentify(devicePath);
    if (!ata)
        return ata.error();
    raw.primary = std::move(*ata);
    return raw;
}

void readIdentifyInto(Drive &d, const RawAccess &access)
{
    const bool ata = d.transport == Transport::Sata || d.transport == Transport::Usb;
    if (d.transport != Transport::Nvme && !ata)
        return; // SAS, virtio, mmc, virtual devices: no identify command of ours applies
    if (d.transport == Transport::Sata && d.identifyRead())
        return; // libata's sysfs copy of IDENTIFY is what SG_IO would return
    // UDisks2 only for NVMe: its descriptor does not carry ATA PASS-THROUGH (see kAtaRootHint).
    auto raw = readIdentify(d.path, d.transport == Transport::Nvme ? access : RawAccess{});
    if (!raw) {
        d.identifyError = QString::fromStdString(raw.error().text());
        return;
    }
    if (raw->kind == QLatin1String("nvme")) {
        auto ctrl = decodeNvmeController(raw->primary);
        if (!ctrl) {
            d.identifyError = QString::fromStdString(ctrl.error().text());
            return;
        }
        std::optional<NvmeNamespaceIdentify> ns;
        if (!raw->nvmeNamespace.empty()) {
            if (auto decoded = decodeNvmeNamespace(raw->nvmeNamespace))
                ns = *decoded;
        }
        applyNvmeIdentity(d, *ctrl, ns ? &*ns : nullptr, QStringLiteral("identify"));
        return;
    }
    auto id = decodeAtaIdentify(raw->primary);
    if (!id) {
        d.identifyError = QString::fromStdString(id.error().text());
        return;
    }
    applyAtaIdentity(d, *id, QStringLiteral("identify"));
    if (d.transport == Transport::Sata) {
        d.warnings.clear(); // re-judged with word 76 known
        linkspeed::evaluateSata(d.link, d.warnings);
    }
}

} // namespace drivebench
