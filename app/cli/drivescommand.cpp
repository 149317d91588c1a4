// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli drives [--json] [--sys DIR --dev DIR --proc DIR]: every drive with identify data
// and link speed, as a table or as JSON (docs/drives.md). With --host HOST: the drives of another
// host, read from its /sys over SSH (core/remote/hostprobe.h, docs/remote.md).

#include <unistd.h>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/settingwords.h"
#include "core/devices/drivechecks.h"
#include "core/devices/drivejson.h"
#include "core/devices/identifyreader.h"
#include "core/devices/sysfsscanner.h"
#include "core/remote/hostprobe.h"
#include "core/util/bytesize.h"

namespace drivebench::cli {

namespace {

QString linkText(const LinkInfo &link)
{
    if (link.current.isEmpty())
        return link.max.isEmpty() ? QStringLiteral("-") : link.max;
    if (link.max.isEmpty() || link.max == link.current)
        return link.current;
    return QStringLiteral("%1 of %2").arg(link.current, link.max);
}

QString usage(const Drive &d)
{
    QStringList uses;
    if (d.systemDisk)
        uses << QStringLiteral("system");
    auto add = [&](const QString &name, const QStringList &mps, bool swap, const QStringList &holders) {
        for (const QString &m : mps)
            uses << name + QLatin1Char(':') + m;
        if (swap)
            uses << name + QStringLiteral(":swap");
        for (const QString &h : holders)
            uses << name + QStringLiteral("->") + h;
    };
    add(d.name, d.mountpoints, d.swap, d.holders);
    for (const Partition &p : d.partitions)
        add(p.name, p.mountpoints, p.swap, p.holders);
    return uses.isEmpty() ? QStringLiteral("-") : uses.join(QLatin1Char(' '));
}

void printTable(const std::vector<Drive> &drives, QTextStream &out)
{
    const QStringList headers = {QStringLiteral("DEVICE"), QStringLiteral("TRANSPORT"), QStringLiteral("MODEL"),
                                 QStringLiteral("SERIAL"), QStringLiteral("FIRMWARE"), QStringLiteral("SIZE"),
                                 QStringLiteral("SECTOR"), QStringLiteral("LINK"), QStringLiteral("IN USE")};
    std::vector<QStringList> rows;
    for (const Drive &d : drives) {
        QString transport = transportName(d.transport);
        if (d.rotational && (d.transport == Transport::Sata || d.transport == Transport::Scsi))
            transport += QStringLiteral(" hdd");
        rows.push_back({d.path, transport, d.model, d.serial.isEmpty() ? QStringLiteral("-") : d.serial,
                        d.firmware.isEmpty() ? QStringLiteral("-") : d.firmware, formatCapacity(d.capacityBytes),
                        QStringLiteral("%1/%2").arg(d.logicalBlockSize).arg(d.physicalBlockSize),
                        linkText(d.link) + (d.link.degraded ? QStringLiteral(" !") : QString()), usage(d)});
    }
    std::vector<qsizetype> widths(headers.size());
    for (qsizetype c = 0; c < headers.size(); ++c) {
        widths[c] = headers[c].size();
        for (const QStringList &r : rows)
            widths[c] = std::max(widths[c], r[c].size());
    }
    auto printRow = [&](const QStringList &r) {
        QString line;
        for (qsizetype c = 0; c < r.size(); ++c)
            line += c + 1 == r.size() ? r[c] : r[c].leftJustified(widths[c] + 2);
        out << line << '\n';
    };
    printRow(headers);
    for (const QStringList &r : rows)
        printRow(r);
    bool anyWarning = false;
    QStringList missing;
    for (const Drive &d : drives) {
        for (const QString &w : d.warnings) {
            if (!anyWarning)
                out << '\n';
            anyWarning = true;
            out << "warning: " << d.path << ": " << w << '\n';
        }
        if (!d.identifyRead() && !d.identifyError.isEmpty())
            missing << d.path;
    }
    if (!missing.isEmpty()) {
        out << "\nnote: identify data not read for " << missing.join(QStringLiteral(", ")) << ": "
            << drives.front().identifyError.section(QLatin1Char('\n'), 0, 0) << '\n';
    }
}

} // namespace

int drivesCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists every drive: model, serial, firmware, capacity, sector sizes, partitions and what uses "
        "them, and the link speed, current against maximum, with a warning when a drive runs below "
        "what it supports. Identify data is read when permissions allow: as root, or for NVMe drives "
        "through UDisks2 when polkit grants it without a password (--udisks lets it ask)."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON (docs/drives.md) instead of a table."));
    const QCommandLineOption noIdentify(QStringLiteral("no-identify"),
                                        QStringLiteral("Do not send identify commands; show what sysfs gives."));
    const QCommandLineOption sys(QStringLiteral("sys"), QStringLiteral("sysfs root (for tests)."), QStringLiteral("DIR"), QStringLiteral("/sys"));
    const QCommandLineOption dev(QStringLiteral("dev"), QStringLiteral("device root (for tests)."), QStringLiteral("DIR"), QStringLiteral("/dev"));
    const QCommandLineOption proc(QStringLiteral("proc"), QStringLiteral("procfs root (for tests)."), QStringLiteral("DIR"), QStringLiteral("/proc"));
    const QCommandLineOption udisks(QStringLiteral("udisks"),
                                    QStringLiteral("Let polkit ask for your password when UDisks2 opens an NVMe drive for identify."));
    const QCommandLineOption noUdisks(QStringLiteral("no-udisks"), QStringLiteral("Never ask UDisks2 for devices."));
    const QCommandLineOption noHealth(QStringLiteral("no-health"),
                                      QStringLiteral("Do not read SMART / NVMe health (as root it is read for every drive)."));
    const QCommandLineOption host(QStringLiteral("host"),
                                  QStringLiteral("List the drives of another host, read from its /sys over SSH: "
                                                 "[ssh://][USER@]NAME[:PORT] (docs/remote.md)."),
                                  QStringLiteral("HOST"));
    parser.addOptions({json, noIdentify, noHealth, udisks, noUdisks, sys, dev, proc, host});
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << commandHelpText(parser, arguments);
        return kExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("drives takes no arguments"));

    QTextStream out(stdout);
    if (parser.isSet(host)) {
        Result<HostSpec> spec = parseHostSpec(parser.value(host));
        if (!spec)
            return usageError(cliText(spec.error()));
        if (spec->transport != HostTransport::Ssh)
            return usageError(QStringLiteral("--host %1: drives are listed over SSH only (a fio server cannot read "
                                             "the host's /sys); name the host as [ssh://][USER@]NAME[:PORT]")
                                  .arg(parser.value(host)));
        Result<HostProbe> probe = probeHost(*spec);
        if (!probe) {
            QTextStream(stderr) << "drivebench-cli: " << cliText(probe.error()) << '\n';
            return kExitFailed;
        }
        if (parser.isSet(json)) {
            out << QJsonDocument(QJsonObject{{QStringLiteral("host"), toJson(*spec, *probe)},
                                             {QStringLiteral("drives"), toJson(probe->drives)}})
                       .toJson(QJsonDocument::Indented);
            return kExitOk;
        }
        out << spec->display() << ": " << probe->hostname << ", " << probe->kernel << ' ' << probe->arch << ", "
            << (probe->fioVersion.isEmpty() ? QStringLiteral("no fio") : probe->fioVersion) << '\n';
        for (const QString &m : probe->missing)
            out << "missing: " << m << '\n';
        if (probe->drives.empty())
            out << "no drives found in " << spec->display() << ":/sys/block\n";
        else
            printTable(probe->drives, out);
        return kExitOk;
    }
    const SysfsScanner scanner(parser.value(sys), parser.value(dev), parser.value(proc));
    auto drives = scanner.scan();
    if (!drives) {
        QTextStream(stderr) << "drivebench-cli: " << cliText(drives.error()) << '\n';
        return kExitFailed;
    }
    // Identify through the drives' own device nodes only on the live system: a fixture tree's
    // names would point at this machine's devices.
    if (!parser.isSet(noIdentify) && parser.value(sys) == QLatin1String("/sys")
        && parser.value(dev) == QLatin1String("/dev")) {
        // Listing drives should not pop up password dialogs: UDisks2 without a prompt (it serves
        // when polkit already allows it), with one only when asked for.
        RawAccess access;
        access.udisks = parser.isSet(noUdisks) ? UdisksUse::Never
                        : parser.isSet(udisks) ? UdisksUse::WithPrompt
                                               : UdisksUse::WithoutPrompt;
        // Health as root (SMART through ATA PASS-THROUGH, the NVMe log through the admin ioctl,
        // which Linux gives only to root): without it drives show the hwmon temperature only.
        const bool root = ::geteuid() == 0;
        for (Drive &d : *drives) {
            readIdentifyInto(d, access);
            applyIdentityChecks(d, parser.value(sys));
            if (root && !parser.isSet(noHealth))
                (void)readHealthInto(d, access);
        }
    }
    if (parser.isSet(json)) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("drives"), toJson(*drives)}}).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    if (drives->empty()) {
        out << "no drives found in " << parser.value(sys) << "/block\n";
        return kExitOk;
    }
    printTable(*drives, out);
    return kExitOk;
}

} // namespace drivebench::cli
