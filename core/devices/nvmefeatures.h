// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// NVMe Get Features (admin opcode 0Ah, NVM Express Base Specification 2.0 section 5.27) for the
// APST feature (FID 0Ch): the transport, apart from the decoder in apst.h. Get Features reads; it
// changes nothing on the drive. Only standard commands: no vendor-specific opcode is ever sent.

#include <QString>

#include "core/devices/apst.h"
#include "core/util/result.h"

namespace drivebench {

/// The APST table the drive holds now (SEL 000b, current), read on /dev/nvmeN or /dev/nvmeNnM
/// without UDisks2 (it needs root on most kernels; the error says so).
Result<ApstTable> readNvmeApstFeature(const QString &devicePath);

} // namespace drivebench
