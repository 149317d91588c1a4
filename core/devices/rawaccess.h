// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Opening device nodes for raw access (identify ioctls, read benchmarks) as the user: open()
// first; when the kernel refuses it (EACCES/EPERM: device nodes are root:disk 0660) and we are
// not root, through UDisks2 (udisksclient.h), which asks polkit and hands a descriptor over
// D-Bus. The caller decides whether polkit may show a password dialog.

#include <string>

#include <QString>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

namespace drivebench {

/// Whether a refused open() goes on to UDisks2, and whether polkit may ask for a password.
enum class UdisksUse { Never, WithoutPrompt, WithPrompt };

struct RawAccess
{
    UdisksUse udisks = UdisksUse::Never;
    QString busAddress; ///< UDisks2's bus ("unix:path=..."); empty = the system bus
};

/// A device node opened read-only, and how.
struct RawDevice
{
    UniqueFd fd;
    bool throughUdisks = false; ///< the descriptor came from UDisks2
};

/// The fix for an open() of a device node the kernel refused (EACCES/EPERM), for whoever runs
/// us: root or the 'disk' group for a user; for root, that the kernel's own rules refuse it (a
/// container's device rules, lockdown) and a directory on the drive can be tested instead.
std::string refusedDeviceHint();

/// Opens path read-only (O_RDONLY | O_CLOEXEC | extraFlags): open(), else (EACCES/EPERM, not
/// root, access allows) UDisks2; the error names the cause of both and the fixes.
Result<RawDevice> openRawDevice(const QString &path, int extraFlags, const RawAccess &access);

/// For a run's read-only target: a descriptor from UDisks2 when path is a block device that
/// open() refuses; an empty UniqueFd when open() serves (not a device, root, or permitted).
Result<UniqueFd> deviceFdThroughUdisks(const QString &path, int extraFlags, const RawAccess &access);

} // namespace drivebench
