// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading identify dumps that people share: raw binary, or the hex text of hdparm --Istdout,
// libata's sysfs "id" file, xxd and xxd -p.

#include <cstdint>
#include <vector>

#include <QByteArray>
#include <QString>

#include "core/util/result.h"

namespace drivebench {

/// The bytes of a hex dump. Tokens of exactly 4 hex digits without an "offset:" prefix are
/// 16-bit words as hdparm --Istdout, sysfs and CrystalDiskInfo ("000: 0040 3FFF") print them
/// (stored little-endian, as the device sends them); xxd lines ("00000000: 4000 ff3f  @..?") and plain hex runs are bytes in order.
Result<std::vector<std::uint8_t>> parseIdentifyHex(const QString &text);

/// Fast path for libata's sysfs "id": whitespace-separated 4-digit hex words, nothing else.
Result<std::vector<std::uint8_t>> parseIdentifyWords(const QByteArray &text);

/// A dump file's bytes: binary when it is not hex text, else parseIdentifyHex.
Result<std::vector<std::uint8_t>> identifyBytesFromFile(const QByteArray &contents);

} // namespace drivebench

namespace drivebench {

/// Reads a saved dump (identify, SMART): at most 1 MiB, then identifyBytesFromFile; the error
/// names the file and what was expected ("what": "a 512-byte SMART READ DATA dump").
Result<std::vector<std::uint8_t>> readDumpFile(const QString &path, const char *what);

} // namespace drivebench
