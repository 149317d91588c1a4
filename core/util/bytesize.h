// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Byte sizes, read and written the one way every front end and export uses.

#include <cstdint>
#include <optional>

#include <QString>

namespace drivebench {

/// Parses "4096", "64K", "1M", "1GiB", "2T", "512B": K/M/G/T, KB/MB/GB/TB and KiB/MiB/GiB/TiB
/// are all powers of 1024 (as fio), any case; nullopt when malformed, zero or too large.
std::optional<std::uint64_t> parseByteSize(const QString &text);

/// "1 GiB", "256 MiB", "1.5 KiB": binary units with up to one decimal (test and file sizes).
QString formatBytes(std::uint64_t bytes);

/// Whether a unit follows its number after a blank ("4 KiB") or not ("4KiB", report columns).
enum class ByteSpacing { Space, None };

/// "4 KiB", "1 MiB", "512 B", "1536 B": a request or block size, exact (the largest binary unit
/// that divides it).
QString formatBlockSize(std::uint64_t bytes, ByteSpacing spacing = ByteSpacing::Space);

/// "500 GB", "2.0 TB": decimal units, as drive makers state capacity.
QString formatCapacity(std::uint64_t bytes);

} // namespace drivebench
