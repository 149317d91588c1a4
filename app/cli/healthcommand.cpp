// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli health DEVICE [--json] [--save PREFIX]
// drivebench-cli health --decode-nvme-smart FILE [--identify FILE] [--json]
// drivebench-cli health --decode-ata-smart DATA_FILE THRESHOLDS_FILE [--identify FILE] [--json]
// Reads (root) or decodes a drive's SMART / health data and judges it ok / warning / failing.
// Exit 0 whenever the data could be read and decoded, whatever the drive's state.

#include <optional>
#include <utility>

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/settingwords.h"
#include "core/devices/drivehealth.h"
#include "core/devices/hwmon.h"
#include "core/devices/identifyhex.h"
#include "core/util/outputfile.h"

namespace drivebench::cli {

namespace {

int fail(const Error &error)
{
    QTextStream(stderr) << "drivebench-cli: " << cliText(error) << '\n';
    return kExitFailed;
}

QString num(double d, const QString &unit = {})
{
    const QString n = d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'f', 1);
    return unit.isEmpty() ? n : n + QLatin1Char(' ') + unit;
}

/// "-" for a figure the drive does not give.
template <typename T>
QString num(const std::optional<T> &v, const QString &unit = {})
{
    return v ? num(double(*v), unit) : QStringLiteral("-");
}

// The log's rows, each read from the decoded struct (and the controller's temperature limits).
void printNvme(const NvmeSmartLog &l, const NvmeControllerIdentify *ctrl, QTextStream &out)
{
    const NvmeCriticalWarning &cw = l.criticalWarning;
    QStringList set;
    const std::pair<const char *, bool> bits[] = {{"spare", cw.spare()},       {"temperature", cw.temperature()},
                                                  {"reliability", cw.reliability()}, {"read_only", cw.readOnly()},
                                                  {"volatile_backup", cw.volatileBackup()}, {"pmr", cw.pmr()}};
    for (const auto &[name, on] : bits) {
        if (on)
            set << QLatin1String(name);
    }
    QStringList sensors;
    for (const std::optional<int> &s : l.sensorsC) {
        if (s)
            sensors << num(s, QStringLiteral("°C"));
    }
    const std::optional<int> wctemp = ctrl ? ctrl->warningTempC : std::nullopt;
    const std::optional<int> cctemp = ctrl ? ctrl->criticalTempC : std::nullopt;
    const auto count = [](std::uint64_t v, const QString &unit = {}) { return num(double(v), unit); };
    struct Row
    {
        const char *label;
        QString value;
        bool shown = true;
    };
    const Row rows[] = {
        {"critical warning", QStringLiteral("0x%1%2").arg(int(cw.raw), 2, 16, QLatin1Char('0'))
                                 .arg(set.isEmpty() ? QString() : QStringLiteral(" (") + set.join(QStringLiteral(", ")) + QLatin1Char(')'))},
        {"temperature", num(l.temperatureC, QStringLiteral("°C"))},
        {"temperature sensors", sensors.join(QStringLiteral(", ")), !sensors.isEmpty()},
        {"warning / critical temp", num(wctemp, QStringLiteral("°C")) + QStringLiteral(" / ") + num(cctemp, QStringLiteral("°C"))},
        {"available spare", num(l.availableSparePct, QStringLiteral("%")) + QStringLiteral(" (threshold ")
                                + num(l.availableSpareThresholdPct, QStringLiteral("%)"))},
        {"percentage used", num(l.percentageUsed, QStringLiteral("%"))},
        {"data units read", count(l.dataUnitsRead) + QStringLiteral(" (") + count(l.hostBytesRead(), QStringLiteral("bytes)"))},
        {"data units written", count(l.dataUnitsWritten) + QStringLiteral(" (") + count(l.hostBytesWritten(), QStringLiteral("bytes)"))},
        {"host read commands", count(l.hostReadCommands)},
        {"host write commands", count(l.hostWriteCommands)},
        {"controller busy", count(l.controllerBusyMinutes, QStringLiteral("min"))},
        {"power cycles", count(l.powerCycles)},
        {"power on hours", count(l.powerOnHours)},
        {"unsafe shutdowns", count(l.unsafeShutdowns)},
        {"media errors", count(l.mediaErrors)},
        {"error log entries", count(l.errorLogEntries)},
        {"warning / critical temp time", count(l.warningTempMinutes, QStringLiteral("min")) + QStringLiteral(" / ")
                                             + count(l.criticalTempMinutes, QStringLiteral("min"))},
        {"thermal throttling TMT1/TMT2", QStringLiteral("%1 / %2 times, %3 / %4 s")
                                             .arg(count(l.thermalTransitions[0]), count(l.thermalTransitions[1]),
                                                  count(l.thermalTimeS[0]), count(l.thermalTimeS[1]))},
    };
    for (const Row &r : rows) {
        if (r.shown)
            out << QString::fromLatin1(r.label).leftJustified(32) << r.value << '\n';
    }
}

// The attribute table and the drive's figures, each read from the decoded struct.
void printAta(const AtaSmart &a, QTextStream &out)
{
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("ID"), 3).arg(QStringLiteral("ATTRIBUTE"), -32).arg(QStringLiteral("FLAGS"), -6)
               .arg(QStringLiteral("VALUE"), 5).arg(QStringLiteral("WORST"), 5).arg(QStringLiteral("THRESH"), 6)
               .arg(QStringLiteral("RAW (DECODED)"));
    for (const AtaSmartAttribute &at : a.attributes) {
        QString flags = at.prefailure ? QStringLiteral("P") : QStringLiteral("-");
        flags += at.online ? QStringLiteral("O") : QStringLiteral("-");
        QString raw = at.rawKnown ? num(double(at.raw)) : QStringLiteral("-");
        if (at.decoded)
            raw += QStringLiteral(" (%1)").arg(num(*at.decoded, at.unit));
        if (at.failingNow)
            raw += QStringLiteral("  FAILING NOW");
        if (at.failingNow && !at.prefailure)
            raw += QStringLiteral(" (old-age)");
        else if (at.failedInPast)
            raw += QStringLiteral("  failed in the past");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(at.id, 3).arg(at.name, -32)
                   .arg(flags, -6).arg(at.value, 5).arg(at.worst, 5)
                   .arg(num(at.threshold), 6).arg(raw);
    }
    out << '\n';
    auto row = [&](const char *label, const QString &value) { out << QString::fromLatin1(label).leftJustified(24) << value << '\n'; };
    row("SMART status", a.status());
    QString temp = num(a.temperatureC, QStringLiteral("°C"));
    if (a.temperatureMinC)
        temp += QStringLiteral(" (min %1, max %2)").arg(num(a.temperatureMinC), num(a.temperatureMaxC));
    row("temperature", temp);
    if (a.sctTemperatureC || a.sctLifetimeMaxC) {
        row("SCT temperature", QStringLiteral("%1 (lifetime %2 .. %3)").arg(num(a.sctTemperatureC, QStringLiteral("°C")),
                                                                         num(a.sctLifetimeMinC),
                                                                         num(a.sctLifetimeMaxC, QStringLiteral("°C"))));
    }
    row("power on hours", num(a.powerOnHours));
    row("reallocated sectors", num(a.reallocatedSectors));
    row("pending sectors", num(a.pendingSectors));
    row("offline uncorrectable", num(a.offlineUncorrectable));
    row("bad sectors (libatasmart)", num(a.badSectors));
    row("bytes written", a.lbasWritten ? num(double(*a.lbasWritten) * double(a.lbaUnitBytes)) : QStringLiteral("-"));
    row("self-test", a.selfTestText);
}

int emit(const DriveHealth &health, bool json)
{
    QTextStream out(stdout);
    if (json) {
        out << QJsonDocument(health.toJson()).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << health.device << " (" << health.kind << "): " << health.verdict.overall().toUpper() << '\n';
    const bool unknown = health.verdict.level == HealthLevel::Unknown;
    for (const QString &w : health.verdict.reasons)
        out << (unknown ? "  " : "  warning: ") << w << '\n';
    for (const QString &n : health.notes)
        out << "  note: " << n << '\n';
    if (health.nvme) {
        out << '\n';
        printNvme(*health.nvme, health.controller ? &*health.controller : nullptr, out);
    } else if (health.ata) {
        out << '\n';
        printAta(*health.ata, out);
    }
    return kExitOk;
}

// --save's files, like every output of the command line: checked (never a device, never a
// directory) and written atomically (core/util/outputfile.h).
Result<void> writeFile(const QString &path, const std::vector<std::uint8_t> &bytes)
{
    return writeOutputFile(QStringLiteral("--save"), path,
                           QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size())));
}

} // namespace

int healthCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reads a drive's health: the NVMe SMART / Health log (with the warning and critical temperatures "
        "of Identify Controller) or ATA SMART data, thresholds and self-assessment (root, or through UDisks2 without the raw values), and says "
        "ok, warning or failing with the reasons. Or decodes saved 512-byte dumps: raw binary or hex "
        "text (xxd, hdparm-style words). Exits 0 whenever it could read and decode the data."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON (docs/health.md)."));
    const QCommandLineOption save(QStringLiteral("save"),
                                  QStringLiteral("Write the raw blocks read to PREFIX.smart (NVMe; PREFIX.id-ctrl) or "
                                                 "PREFIX.data, PREFIX.thresholds, PREFIX.identify (ATA)."),
                                  QStringLiteral("PREFIX"));
    const QCommandLineOption decodeNvme(QStringLiteral("decode-nvme-smart"), QStringLiteral("Decode a saved NVMe SMART / Health log (512 bytes)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption decodeAta(QStringLiteral("decode-ata-smart"),
                                       QStringLiteral("Decode saved ATA SMART READ DATA; the THRESHOLDS_FILE follows as an argument."),
                                       QStringLiteral("DATA_FILE"));
    const QCommandLineOption identify(QStringLiteral("identify"),
                                      QStringLiteral("With a decode option: the drive's IDENTIFY (ATA: model quirks, sector size; "
                                                     "NVMe Identify Controller: temperature thresholds)."),
                                      QStringLiteral("IDENTIFY_FILE"));
    const QCommandLineOption noUdisks(QStringLiteral("no-udisks"),
                                      QStringLiteral("Without root, do not ask UDisks2 (polkit): neither for the NVMe device nor for ATA SMART."));
    parser.addOptions({json, save, decodeNvme, decodeAta, identify, noUdisks});
    parser.addPositionalArgument(QStringLiteral("DEVICE"), QStringLiteral("/dev/nvmeN, /dev/nvmeNnM, /dev/sdX or /dev/sgN"));
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << commandHelpText(parser, arguments);
        return kExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(decodeNvme) && parser.isSet(decodeAta))
        return usageError(QStringLiteral("health takes one of --decode-nvme-smart and --decode-ata-smart"));

    if (parser.isSet(decodeNvme) || parser.isSet(decodeAta)) {
        if (parser.isSet(save))
            return usageError(QStringLiteral("--save writes what a device gave; it does not apply to decoding"));
        RawHealth raw;
        QString source;
        if (parser.isSet(decodeNvme)) {
            if (!positional.isEmpty())
                return usageError(QStringLiteral("--decode-nvme-smart takes one FILE and no DEVICE"));
            raw.kind = QStringLiteral("nvme");
            source = parser.value(decodeNvme);
            auto log = readDumpFile(source, "a 512-byte NVMe SMART / Health log dump (nvme smart-log -b)");
            if (!log)
                return fail(log.error());
            raw.nvmeLog = std::move(*log);
            if (parser.isSet(identify)) {
                auto id = readDumpFile(parser.value(identify), "a 4096-byte NVMe Identify Controller dump (nvme id-ctrl -b)");
                if (!id)
                    return fail(id.error());
                if (auto ctrl = decodeNvmeController(*id); !ctrl)
                    return fail(ctrl.error());
                raw.nvmeIdentify = std::move(*id);
            }
        } else {
            if (positional.size() != 1) {
                return usageError(QStringLiteral("--decode-ata-smart DATA_FILE needs the THRESHOLDS_FILE after it "
                                                 "(the SMART READ THRESHOLDS dump)"));
            }
            raw.kind = QStringLiteral("ata");
            source = parser.value(decodeAta);
            auto data = readDumpFile(source, "a 512-byte SMART READ DATA dump");
            if (!data)
                return fail(data.error());
            auto thresholds = readDumpFile(positional.first(), "a 512-byte SMART READ THRESHOLDS dump");
            if (!thresholds)
                return fail(thresholds.error());
            raw.ataData = std::move(*data);
            raw.ataThresholds = std::move(*thresholds);
            if (parser.isSet(identify)) {
                auto id = readDumpFile(parser.value(identify), "a 512-byte ATA IDENTIFY DEVICE dump");
                if (!id)
                    return fail(id.error());
                raw.ataIdentify = std::move(*id);
            }
        }
        auto health = decodeHealth(source, std::move(raw));
        if (!health)
            return fail(health.error());
        return emit(*health, parser.isSet(json));
    }

    if (positional.size() != 1)
        return usageError(QStringLiteral("health takes one DEVICE, or --decode-nvme-smart FILE, or --decode-ata-smart DATA THRESHOLDS"));
    if (parser.isSet(identify))
        return usageError(QStringLiteral("--identify goes with --decode-nvme-smart or --decode-ata-smart"));
    const QString device = positional.first();
    RawAccess access;
    access.udisks = parser.isSet(noUdisks) ? UdisksUse::Never : UdisksUse::WithPrompt;
    auto health = readHealth(device, access);
    if (!health) {
        // Say what can be had without root: the hwmon temperature.
        const QString name = device.section(QLatin1Char('/'), -1);
        const HwmonReader hwmon;
        const bool controller = name.startsWith(QLatin1String("nvme")) && name.indexOf(QLatin1Char('n'), 4) < 0;
        const auto t = controller ? hwmon.forNvmeController(name) : hwmon.forDisk(name);
        Error e = health.error();
        if (t && t->primary() && t->primary()->inputC)
            e.hint += QStringLiteral("; meanwhile hwmon reads %1 °C").arg(*t->primary()->inputC).toStdString();
        return fail(e);
    }
    if (parser.isSet(save)) {
        const QString prefix = parser.value(save);
        const RawHealth &raw = health->raw;
        if (raw.udisksAta) {
            return fail(Error::make(std::errc::operation_not_permitted,
                                    "--save writes the raw SMART blocks, and UDisks2 does not pass them on",
                                    "run as root (sudo drivebench-cli health DEVICE --save PREFIX)"));
        }
        std::vector<std::pair<QString, const std::vector<std::uint8_t> *>> files;
        if (raw.kind == QLatin1String("nvme")) {
            files.push_back({prefix + QStringLiteral(".smart"), &raw.nvmeLog});
            if (!raw.nvmeIdentify.empty())
                files.push_back({prefix + QStringLiteral(".id-ctrl"), &raw.nvmeIdentify});
        } else {
            files.push_back({prefix + QStringLiteral(".data"), &raw.ataData});
            if (!raw.ataThresholds.empty())
                files.push_back({prefix + QStringLiteral(".thresholds"), &raw.ataThresholds});
            files.push_back({prefix + QStringLiteral(".identify"), &raw.ataIdentify});
        }
        for (const auto &[path, bytes] : files) {
            if (auto written = writeFile(path, *bytes); !written)
                return fail(written.error());
        }
    }
    return emit(*health, parser.isSet(json));
}

} // namespace drivebench::cli
