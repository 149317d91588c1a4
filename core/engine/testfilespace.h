// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

#include <QString>

namespace drivebench {

/// The largest test file Target::open (target.h) would make in directory now: its free space
/// less the headroom the filesystem keeps, in whole MiB; nullopt when the free space cannot be
/// read. The window refuses a larger Size with it before Start, rather than failing at Start.
std::optional<std::uint64_t> largestTestFile(const QString &directory);

} // namespace drivebench
