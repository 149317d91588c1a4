// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a host is before anything runs there: its name, kernel, fio version, and its drives with
// the same fields as local ones (docs/drives.md), read from its /sys, /dev and /proc by a small
// read-only POSIX sh script sent over SSH (probeScript()). The script prints the entries drive
// discovery reads; decodeProbe() rebuilds them in a private temporary directory and runs the
// same SysfsScanner the local list uses, so a remote drive is described exactly as a local one.

#include <vector>

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/devices/drive.h"
#include "core/remote/hostspec.h"
#include "core/util/result.h"

namespace drivebench {

struct HostProbe
{
    QString hostname;        ///< uname -n on the host
    QString kernel;          ///< uname -sr: "Linux 6.1.0-18-amd64"
    QString arch;            ///< uname -m
    QString fioVersion;      ///< fio --version ("fio-3.33"); empty: fio is not installed there
    QString drivebenchCli;   ///< where drivebench-cli is installed there; empty when it is not
    QString user;            ///< the user the commands ran as
    std::vector<Drive> drives;
    QStringList missing;     ///< what a run there needs and the host lacks: "install fio on nas"
};

/// The read-only script: `sh -s [ROOT]` (ROOT: read ROOT/sys... instead of /sys..., for tests).
QByteArray probeScript();

/// Decodes the script's output; hostLabel names the host in errors and in `missing`. An error for
/// output that is not the script's (cut short, malformed, a path outside /sys, /dev and /proc).
Result<HostProbe> decodeProbe(const QByteArray &output, const QString &hostLabel);

/// Probes an SSH host (one ssh connection).
Result<HostProbe> probeHost(const HostSpec &host);

/// The host object of `drives --host HOST --json` (docs/remote.md): name, transport, hostname,
/// kernel, arch, fio_version, drivebench_cli, user, missing.
QJsonObject toJson(const HostSpec &host, const HostProbe &probe);

/// Rewrites paths of drives found under root (ROOT/dev/sda, ROOT/sys/...) to the host's own
/// (/dev/sda, /sys/...).
void relocateDrives(std::vector<Drive> &drives, const QString &root);

} // namespace drivebench
