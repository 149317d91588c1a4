// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ATA commands through SG_IO as SAT ATA PASS-THROUGH (16) (SAT-4 12.2.2, table 160): the one
// place that builds the CDB and reads the sense back, for IDENTIFY DEVICE and the SMART
// commands. Needs CAP_SYS_RAWIO (the kernel's scsi_cmd_allowed()).

#include <cstdint>
#include <span>

#include <QString>

#include "core/util/result.h"

namespace drivebench {

/// The ATA registers of one command (28-bit form: EXTEND = 0).
struct AtaTaskfile
{
    std::uint8_t command = 0;
    std::uint8_t features = 0;
    std::uint8_t count = 0;
    std::uint8_t lbaLow = 0;
    std::uint8_t lbaMid = 0;
    std::uint8_t lbaHigh = 0;
    std::uint8_t device = 0;
};

/// The hint for EPERM/EACCES on ATA PASS-THROUGH.
extern const char *const kAtaPassThroughRootHint;

/// PIO Data-In of data.size() bytes (a multiple of 512); what names the command in messages.
Result<void> ataPioIn(int fd, const QString &devicePath, const AtaTaskfile &tf, std::span<std::uint8_t> data,
                      const char *what);
/// Non-data command with CK_COND: returns the registers the device sent back (from the ATA
/// Status Return sense descriptor, or the fixed-format sense of SAT-3 12.2.5).
Result<AtaTaskfile> ataNonDataCheck(int fd, const QString &devicePath, const AtaTaskfile &tf, const char *what);

} // namespace drivebench
