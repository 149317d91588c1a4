// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small, fast readers for sysfs and procfs text files (attributes are short: one read() each).

#include <cstdint>
#include <optional>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace drivebench::sysfs {

/// The file's raw bytes (at most 1 MiB); std::nullopt when it cannot be read.
std::optional<QByteArray> readBytes(const QString &path);
/// A sysfs attribute's bytes in one read() (attributes are at most one page); nullopt if unreadable.
std::optional<QByteArray> readAttribute(const QString &path);
/// The file's text without trailing whitespace; std::nullopt when it cannot be read.
std::optional<QString> readText(const QString &path);
/// The file's text trimmed, or an empty string when it cannot be read.
QString readTrimmed(const QString &path);
/// An unsigned decimal attribute; std::nullopt when missing or not a number.
std::optional<std::uint64_t> readU64(const QString &path);
/// Entry names of a directory (no "." or ".."), sorted; empty when it cannot be read.
QStringList listDir(const QString &path);
/// True when path exists (file, directory or link).
bool exists(const QString &path);
/// The last path component of a symlink's target ("../../sda" gives "sda"); empty if no link.
QString linkTargetName(const QString &path);
/// Follows one symlink: the cleaned target (relative targets joined to the link's directory),
/// or path itself when it is not a link. sysfs links point into a real tree, so one hop resolves.
QString followLink(const QString &path);
/// The canonical path (symlinks resolved); empty when path does not exist.
QString canonical(const QString &path);

} // namespace drivebench::sysfs
