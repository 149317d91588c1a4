// SPDX-License-Identifier: GPL-3.0-or-later
#include "atapassthrough.h"

#include <scsi/sg.h>
#include <sys/ioctl.h>

#include <cerrno>
#include <cstring>

namespace drivebench {

const char *const kAtaPassThroughRootHint =
    "ATA commands need root: the kernel lets only CAP_SYS_RAWIO send ATA PASS-THROUGH, even on a "
    "descriptor from UDisks2: run the command with sudo";

namespace {

struct Sense
{
    int key = 0, asc = 0, ascq = 0;
    bool descriptor = false;
};

Sense parseSense(const std::uint8_t *sense)
{
    // Fixed (70h/71h) or descriptor (72h/73h) format.
    Sense s;
    s.descriptor = (sense[0] & 0x7f) >= 0x72;
    s.key = (s.descriptor ? sense[1] : sense[2]) & 0x0f;
    s.asc = s.descriptor ? sense[2] : sense[12];
    s.ascq = s.descriptor ? sense[3] : sense[13];
    return s;
}

struct Outcome
{
    sg_io_hdr_t io;
    std::uint8_t sense[64];
};

Result<void> submit(int fd, const QString &devicePath, const AtaTaskfile &tf, std::span<std::uint8_t> data,
                    bool checkCondition, const char *what, Outcome &out)
{
    std::uint8_t cdb[16] = {};
    cdb[0] = 0x85; // ATA PASS-THROUGH (16)
    if (data.empty()) {
        cdb[1] = 3 << 1;                  // PROTOCOL = 3 (Non-data)
        cdb[2] = checkCondition ? 0x20 : 0; // CK_COND: return the registers in the sense data
    } else {
        cdb[1] = 4 << 1;             // PROTOCOL = 4 (PIO Data-In)
        cdb[2] = 0x08 | 0x04 | 0x02; // T_DIR = from device, BYTE_BLOCK = blocks, T_LENGTH = sector count
    }
    cdb[4] = tf.features;
    cdb[6] = tf.count;
    cdb[8] = tf.lbaLow;
    cdb[10] = tf.lbaMid;
    cdb[12] = tf.lbaHigh;
    cdb[13] = tf.device;
    cdb[14] = tf.command;
    std::memset(&out, 0, sizeof out);
    sg_io_hdr_t &io = out.io;
    io.interface_id = 'S';
    io.dxfer_direction = data.empty() ? SG_DXFER_NONE : SG_DXFER_FROM_DEV;
    io.cmd_len = sizeof cdb;
    io.cmdp = cdb;
    io.dxfer_len = unsigned(data.size());
    io.dxferp = data.empty() ? nullptr : data.data();
    io.mx_sb_len = sizeof out.sense;
    io.sbp = out.sense;
    io.timeout = 15000; // ms: a spun-down disk takes seconds to answer
    if (::ioctl(fd, SG_IO, &io) < 0) {
        const int err = errno;
        return Error::fromErrno(err, std::string("SG_IO ATA PASS-THROUGH (") + what + ") on " + devicePath.toStdString(),
                                err == EPERM || err == EACCES ? kAtaPassThroughRootHint
                                                              : "the device is not a SCSI/ATA disk (for NVMe use /dev/nvmeN)");
    }
    if ((io.info & SG_INFO_OK_MASK) != SG_INFO_OK) {
        const Sense s = parseSense(out.sense);
        // Success may come back as CHECK CONDITION with "ATA pass through information available"
        // (ASC 00h ASCQ 1Dh), sense key NO SENSE or RECOVERED ERROR: always so with CK_COND.
        const bool ok = io.status == 0x02 && io.host_status == 0 && (s.key == 0 || s.key == 1) && s.asc == 0;
        if (!ok) {
            return Error::make(std::errc::not_supported,
                               QStringLiteral("%1 refused %2 (SCSI status 0x%3, host 0x%4, driver 0x%5, sense key 0x%6, "
                                              "ASC/ASCQ 0x%7/0x%8)")
                                   .arg(devicePath, QString::fromLatin1(what))
                                   .arg(io.status, 0, 16).arg(io.host_status, 0, 16).arg(io.driver_status, 0, 16)
                                   .arg(s.key, 0, 16).arg(s.asc, 2, 16, QLatin1Char('0')).arg(s.ascq, 2, 16, QLatin1Char('0'))
                                   .toStdString(),
                               "it is not an ATA drive, SMART is disabled on it, or its USB bridge does not pass ATA "
                               "commands through (SAT)");
        }
    }
    if (!data.empty() && io.resid > 0) {
        return Error::make(std::errc::io_error,
                           devicePath.toStdString() + " returned " + std::to_string(int(data.size()) - io.resid) + " of "
                               + std::to_string(data.size()) + " bytes of " + what,
                           "read it again; a USB bridge may not support ATA PASS-THROUGH properly");
    }
    return {};
}

} // namespace

Result<void> ataPioIn(int fd, const QString &devicePath, const AtaTaskfile &tf, std::span<std::uint8_t> data,
                      const char *what)
{
    Outcome out;
    return submit(fd, devicePath, tf, data, false, what, out);
}

Result<AtaTaskfile> ataNonDataCheck(int fd, const QString &devicePath, const AtaTaskfile &tf, const char *what)
{
    Outcome out;
    if (auto r = submit(fd, devicePath, tf, {}, true, what, out); !r)
        return r.error();
    AtaTaskfile back;
    const std::uint8_t *s = out.sense;
    if ((s[0] & 0x7f) >= 0x72) {
        // Descriptor sense: find the ATA Status Return descriptor (code 09h, SAT-4 12.2.5).
        const int total = std::min<int>(8 + s[7], int(sizeof out.sense));
        for (int o = 8; o + 14 <= total; o += 2 + s[o + 1]) {
            if (s[o] == 0x09) {
                back.features = s[o + 3]; // ERROR
                back.count = s[o + 5];
                back.lbaLow = s[o + 7];
                back.lbaMid = s[o + 9];
                back.lbaHigh = s[o + 11];
                back.device = s[o + 12];
                back.command = s[o + 13]; // STATUS
                return back;
            }
            if (s[o + 1] == 0)
                break;
        }
    } else if ((s[0] & 0x7f) == 0x70 || (s[0] & 0x7f) == 0x71) {
        // Fixed sense: INFORMATION = ERROR, STATUS, DEVICE, COUNT; bytes 9-11 = LBA 7:0, 15:8, 23:16.
        back.features = s[3];
        back.command = s[4];
        back.device = s[5];
        back.count = s[6];
        back.lbaLow = s[9];
        back.lbaMid = s[10];
        back.lbaHigh = s[11];
        return back;
    }
    return Error::make(std::errc::not_supported,
                       devicePath.toStdString() + " answered " + what + " without the ATA registers in its sense data",
                       "the SCSI/ATA translation of this device does not return ATA status (CK_COND)");
}

} // namespace drivebench
