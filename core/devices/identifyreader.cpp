#include "identifyreader.h"

#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <scsi/sg.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/devices/ataidentify.h"
#include "core/devices/drive.h"
#include "core/devices/linkspeed.h"
#include "core/devices/nvmeidentify.h"
#include "core/util/uniquefd.h"

namespace drivebench {

namespace {

constexpr const char *kRootHint =
    "identify commands need root: run sudo drivebench-cli identify DEVICE (the drive list shows "
    "what sysfs gives without it)";

Result<UniqueFd> openDevice(const QString &path)
{
    // O_NONBLOCK: a removable drive without media still opens. Read-only: nothing is written.
    UniqueFd fd(::open(path.toLocal8Bit().constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (!fd) {
        const int err = errno;
        return Error::fromErrno(err, "open " + path.toStdString(),
                                err == EACCES || err == EPERM ? kRootHint : "check the device path (drivebench-cli drives lists them)");
    }
    return fd;
}

} // namespace

Result<std::vector<std::uint8_t>> readAtaIdentify(const QString &devicePath)
{
    auto fd = openDevice(devicePath);
    if (!fd)
        return fd.error();
    // SAT-4 table 160, ATA PASS-THROUGH (16): PIO Data-In, data from the device, length in the
    // sector count field counted in 512-byte blocks; command ECh IDENTIFY DEVICE.
    std::uint8_t cdb[16] = {};
    cdb[0] = 0x85;              // ATA PASS-THROUGH (16)
    cdb[1] = 4 << 1;            // PROTOCOL = 4 (PIO Data-In), EXTEND = 0
    cdb[2] = 0x08 | 0x04 | 0x02; // T_DIR = from device, BYTE_BLOCK = blocks, T_LENGTH = sector count
    cdb[6] = 1;                 // one 512-byte block
    cdb[14] = 0xEC;             // IDENTIFY DEVICE
    std::vector<std::uint8_t> data(kAtaIdentifySize);
    std::uint8_t sense[32] = {};
    sg_io_hdr_t io;
    std::memset(&io, 0, sizeof io);
    io.interface_id = 'S';
    io.dxfer_direction = SG_DXFER_FROM_DEV;
    io.cmd_len = sizeof cdb;
    io.cmdp = cdb;
    io.dxfer_len = unsigned(data.size());
    io.dxferp = data.data();
    io.mx_sb_len = sizeof sense;
    io.sbp = sense;
    io.timeout = 10000; // ms: a spun-down disk takes seconds to answer
    if (::ioctl(fd->get(), SG_IO, &io) < 0) {
        const int err = errno;
        return Error::fromErrno(err, "SG_IO ATA PASS-THROUGH on " + devicePath.toStdString(),
                                err == EPERM || err == EACCES ? kRootHint
                                                              : "the device is not a SCSI/ATA disk (for NVMe use /dev/nvmeN)");
    }
    if ((io.info & SG_INFO_OK_MASK) != SG_INFO_OK) {
        // Fixed (70h/71h) or descriptor (72h/73h) sense: the key says why.
        const bool descriptor = (sense[0] & 0x7f) >= 0x72;
        const int key = (descriptor ? sense[1] : sense[2]) & 0x0f;
        const int asc = descriptor ? sense[2] : sense[12];
        const int ascq = descriptor ? sense[3] : sense[13];
        // Some translators report success as CHECK CONDITION with "ATA pass through information
        // available" (ASC 00h ASCQ 1Dh) and sense key NO SENSE or RECOVERED ERROR.
        const bool ok = io.status == 0x02 && io.host_status == 0 && (key == 0 || key == 1) && asc == 0;
        if (!ok) {
            return Error::make(std::errc::not_supported,
                               QStringLiteral("%1 refused ATA IDENTIFY DEVICE (SCSI status 0x%2, host 0x%3, driver 0x%4, "
                                              "sense key 0x%5, ASC/ASCQ 0x%6/0x%7)")
                                   .arg(devicePath).arg(io.status, 0, 16).arg(io.host_status, 0, 16)
                                   .arg(io.driver_status, 0, 16).arg(key, 0, 16).arg(asc, 2, 16, QLatin1Char('0'))
                                   .arg(ascq, 2, 16, QLatin1Char('0'))
                                   .toStdString(),
                               "it is not an ATA drive, or its USB bridge does not pass ATA commands through (SAT); "
                               "sysfs data is shown instead");
        }
    }
    if (io.resid > 0) {
        return Error::make(std::errc::io_error,
                           devicePath.toStdString() + " returned " + std::to_string(512 - io.resid)
                               + " of 512 IDENTIFY bytes",
                           "read it again; a USB bridge may not support ATA PASS-THROUGH properly");
    }
    return data;
}

Result<std::vector<std::uint8_t>> readNvmeIdentify(const QString &devicePath, std::uint32_t cns, std::uint32_t nsid)
{
    auto fd = openDevice(devicePath);
    if (!fd)
        return fd.error();
    std::vector<std::uint8_t> data(kNvmeIdentifySize);
    nvme_admin_cmd cmd;
    std::memset(&cmd, 0, sizeof cmd);
    cmd.opcode = 0x06; // Identify (NVMe 2.0 Figure 138)
    cmd.nsid = nsid;
    cmd.addr = reinterpret_cast<std::uintptr_t>(data.data());
    cmd.data_len = std::uint32_t(data.size());
    cmd.cdw10 = cns; // CNS in bits 7:0, CNTID 0
    cmd.timeout_ms = 10000;
    const int rc = ::ioctl(fd->get(), NVME_IOCTL_ADMIN_CMD, &cmd);
    if (rc < 0) {
        const int err = errno;
        return Error::fromErrno(err, "NVMe Identify on " + devicePath.toStdString(),
                                err == EPERM || err == EACCES ? kRootHint : "the device is not an NVMe controller or namespace");
    }
    if (rc > 0) { // NVMe status field: (SCT << 8) | SC
        return Error::make(std::errc::io_error,
                           QStringLiteral("%1 failed Identify (CNS %2, nsid %3) with NVMe status 0x%4")
                               .arg(devicePath).arg(cns).arg(nsid).arg(rc, 0, 16).toStdString(),
                           "the controller refused the command; check the namespace id");
    }
    return data;
}

Result<RawIdentify> readIdentify(const QString &devicePath)
{
    RawIdentify raw;
    const QString base = devicePath.section(QLatin1Char('/'), -1);
    if (base.startsWith(QLatin1String("nvme")) || base.startsWith(QLatin1String("ng"))) {
        raw.kind = QStringLiteral("nvme");
        auto ctrl = readNvmeIdentify(devicePath, 1, 0);
        if (!ctrl)
            return ctrl.error();
        raw.primary = std::move(*ctrl);
        // A namespace block device knows its nsid; a controller character device reads nsid 1.
        auto fd = openDevice(devicePath);
        struct stat st;
        std::uint32_t nsid = 1;
        if (fd && ::fstat(fd->get(), &st) == 0 && S_ISBLK(st.st_mode)) {
            const int id = ::ioctl(fd->get(), NVME_IOCTL_ID);
            if (id > 0)
                nsid = std::uint32_t(id);
        }
        if (auto ns = readNvmeIdentify(devicePath, 0, nsid)) {
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

void readIdentifyInto(Drive &d)
{
    const bool ata = d.transport == Transport::Sata || d.transport == Transport::Usb;
    if (d.transport != Transport::Nvme && !ata)
        return; // SAS, virtio, mmc, virtual devices: no identify command of ours applies
    if (d.transport == Transport::Sata && !d.identify.isEmpty())
        return; // libata's sysfs copy of IDENTIFY is what SG_IO would return
    auto raw = readIdentify(d.path);
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
