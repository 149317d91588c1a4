// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading JSON numbers (doubles) into integer fields without undefined behaviour: converting a
// double outside the target's range (-1, 1e300) to an integer is undefined in C++, and result
// files come from outside (imports, a damaged library, a hand-edited export).

#include <cstdint>
#include <optional>

class QJsonValue;
class QString;

namespace drivebench {

/// A count or size: 0 when the value is missing or not a number (as QJsonValue::toDouble()), the
/// number truncated when it is finite and in [0, max]; std::nullopt when it is a number outside
/// that range (negative, too large), which the caller reports as a malformed field.
std::optional<std::uint64_t> jsonCount(const QJsonValue &value, std::uint64_t max = UINT64_MAX);
/// The number as the file wrote it (shortest round-trip form: "-1", "1e+300"), for messages.
QString jsonNumberText(const QJsonValue &value);

} // namespace drivebench
