// SPDX-License-Identifier: GPL-3.0-or-later
#include "nvmefeatures.h"

#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <sys/ioctl.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/devices/rawaccess.h"

namespace drivebench {

Result<ApstTable> readNvmeApstFeature(const QString &devicePath)
{
    auto device = openRawDevice(devicePath, O_NONBLOCK, RawAccess{});
    if (!device)
        return device.error();
    std::vector<std::uint8_t> data(256);
    nvme_admin_cmd cmd;
    std::memset(&cmd, 0, sizeof cmd);
    cmd.opcode = 0x0A; // Get Features
    cmd.addr = reinterpret_cast<std::uintptr_t>(data.data());
    cmd.data_len = std::uint32_t(data.size());
    cmd.cdw10 = 0x0C; // FID 0Ch (APST), SEL 000b (current)
    cmd.timeout_ms = 10000;
    const int rc = ::ioctl(device->fd.get(), NVME_IOCTL_ADMIN_CMD, &cmd);
    if (rc < 0) {
        const int err = errno;
        return Error::fromErrno(err, "NVMe Get Features (APST) on " + devicePath.toStdString(),
                                err == EPERM || err == EACCES
                                    ? "reading the APST table needs root: run DriveBench as root to record it; "
                                      "the kernel's rule is applied to the power states instead"
                                    : "the device is not an NVMe controller or namespace");
    }
    if (rc > 0) { // NVMe status (SCT << 8) | SC; 0x2 Invalid Field: APST not supported
        return Error::make(std::errc::not_supported,
                           QStringLiteral("%1 refused Get Features APST with NVMe status 0x%2")
                               .arg(devicePath).arg(rc, 0, 16).toStdString(),
                           "the controller does not support APST (QEMU's emulated NVMe, some older drives)");
    }
    return decodeApstFeature(data, (cmd.result & 0x1) != 0);
}

} // namespace drivebench
