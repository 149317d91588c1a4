#pragma once

// The gate in front of every destructive (write) test on a raw device.

#include <QString>

#include "core/util/result.h"

namespace drivebench {

/// Refuses when the device or any of its partitions is mounted, is swap, is held by dm/md/LUKS,
/// or holds the running system; the error names the cause and the fix. Roots: "/sys", "/proc".
Result<void> checkDestructiveAllowed(const QString &devicePath, const QString &sysRoot, const QString &procRoot);

} // namespace drivebench
