// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON form of an identity check (core/devices/identitycheck.h), as `drivebench-cli identify
// --json` prints it under "identity_check": verdict ("consistent", "mismatch", "no_reference"),
// family, checks, mismatches, reasons, source and text.

#include <QJsonObject>

#include "core/devices/identitycheck.h"

namespace drivebench {

QJsonObject identityCheckJson(const IdentityCheck &check);

} // namespace drivebench
