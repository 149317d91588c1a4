// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawaccess.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <QFile>

#include "core/devices/udisksclient.h"

namespace drivebench {

namespace {

bool refused(int err) { return err == EACCES || err == EPERM; }

Result<UniqueFd> throughUdisks(const QString &path, int extraFlags, const RawAccess &access, int openErrno)
{
    UdisksOpenRequest request;
    request.flags = extraFlags;
    request.prompt = access.udisks == UdisksUse::WithPrompt ? PolkitPrompt::Allowed : PolkitPrompt::Forbidden;
    const UdisksClient client(access.busAddress);
    auto fd = client.open(path, request);
    if (fd)
        return fd;
    // Both causes: the kernel's refusal, then why UDisks2 could not stand in.
    Error e = fd.error();
    e.message = Error::fromErrno(openErrno, "open " + path.toStdString()).message
                + "; through UDisks2: " + e.message;
    e.hint = "raw access needs root or UDisks2: " + e.hint;
    return e;
}

} // namespace

std::string refusedDeviceHint()
{
    if (::geteuid() == 0)
        return "the kernel refuses it even to root here, as a container's device rules or lockdown do: "
               "test in a directory on the drive instead";
    return "run as root, or add yourself to the 'disk' group";
}

Result<RawDevice> openRawDevice(const QString &path, int extraFlags, const RawAccess &access)
{
    RawDevice device;
    device.fd = UniqueFd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | extraFlags));
    if (device.fd)
        return device;
    const int err = errno;
    if (!refused(err) || ::geteuid() == 0) {
        return Error::fromErrno(err, "open " + path.toStdString(),
                                refused(err) ? refusedDeviceHint()
                                             : "check the device path (drivebench-cli drives lists them)");
    }
    if (access.udisks == UdisksUse::Never) {
        return Error::fromErrno(err, "open " + path.toStdString(),
                                "raw access needs root or UDisks2: run as root (sudo), or let DriveBench ask "
                                "UDisks2 (install udisks2; run without {1})",
                                {{Setting::NoUdisks, {}}});
    }
    auto fd = throughUdisks(path, extraFlags, access, err);
    if (!fd)
        return fd.error();
    device.fd = std::move(*fd);
    device.throughUdisks = true;
    return device;
}

Result<UniqueFd> deviceFdThroughUdisks(const QString &path, int extraFlags, const RawAccess &access)
{
    struct stat st{};
    if (access.udisks == UdisksUse::Never || ::geteuid() == 0
        || ::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return UniqueFd();
    UniqueFd probe(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC));
    const int err = errno;
    if (probe || !refused(err))
        return UniqueFd(); // open() serves, or fails for a reason UDisks2 would not fix
    return throughUdisks(path, extraFlags, access, err);
}

} // namespace drivebench
