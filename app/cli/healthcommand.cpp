// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli health DEVICE [--json] [--save PREFIX]
// drivebench-cli health --decode-nvme-smart FILE [--identify FILE] [--json]
// drivebench-cli health --decode-ata-smart DATA_FILE THRESHOLDS_FILE [--identify FILE] [--json]
// Reads (root) or decodes a drive's SMART / health data and judges it ok / warning / failing.
// Exit 0 whenever the data could be read and decoded, whatever the drive's state.

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/devices/drivehealth.h"
#include "core/devices/hwmon.h"
#include "core/devices/identifyhex.h"
#include "core/util/outputfile.h"

namespace drivebench::cli {

namespace {

int fail(const Error &error)
{
    QTextStream(stderr) << "drivebench-cli: " << QString::fromStdString(error.text()) << '\n';
    return kExitFailed;
}

QString num(const QJsonValue &v, const QString &unit = {})
{
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("-");
    const double d = v.toDouble();
    const QString n = d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'f', 1);
    return unit.isEmpty() ? n : n + QLatin1Char(' ') + unit;
}

void printNvme(const QJsonObject &n, QTextStream &out)
{
    const QJsonObject cw = n.value(QStringLiteral("critical_warning")).toObject();
    QStringList set;
    for (const char *k : {"spare", "temperature", "reliability", "read_only", "volatile_backup", "pmr"}) {
        if (cw.value(QLatin1String(k)).toBool())
            set << QLatin1String(k);
    }
    auto row = [&](const char *label, const QString &value) { out << QString::fromLatin1(label).leftJustified(32) << value << '\n'; };
    row("critical warning", QStringLiteral("0x%1%2").arg(cw.value(QStringLiteral("raw")).toInt(), 2, 16, QLatin1Char('0'))
                                .arg(set.isEmpty() ? QString() : QStringLiteral(" (") + set.join(QStringLiteral(", ")) + QLatin1Char(')')));
    row("temperature", num(n.value(QStringLiteral("temperature_c")), QStringLiteral("°C")));
    QStringList sensors;
    for (const QJsonValue &s : n.value(QStringLiteral("temperature_sensors_c")).toArray())
        sensors << num(s, QStringLiteral("°C"));
    if (!sensors.isEmpty())
        row("temperature sensors", sensors.join(QStringLiteral(", ")));
    row("warning / critical temp", num(n.value(QStringLiteral("wctemp_c")), QStringLiteral("°C")) + QStringLiteral(" / ")
                                       + num(n.value(QStringLiteral("cctemp_c")), QStringLiteral("°C")));
    row("available spare", num(n.value(QStringLiteral("available_spare_pct")), QStringLiteral("%")) + QStringLiteral(" (threshold ")
                               + num(n.value(QStringLiteral("available_spare_threshold_pct")), QStringLiteral("%)")));
    row("percentage used", num(n.value(QStringLiteral("percentage_used")), QStringLiteral("%")));
    row("data units read", num(n.value(QStringLiteral("data_units_read"))) + QStringLiteral(" (")
                               + num(n.value(QStringLiteral("host_bytes_read")), QStringLiteral("bytes)")));
    row("data units written", num(n.value(QStringLiteral("data_units_written"))) + QStringLiteral(" (")
                                  + num(n.value(QStringLiteral("host_bytes_written")), QStringLiteral("bytes)")));
    row("host read commands", num(n.value(QStringLiteral("host_read_commands"))));
    row("host write commands", num(n.value(QStringLiteral("host_write_commands"))));
    row("controller busy", num(n.value(QStringLiteral("controller_busy_minutes")), QStringLiteral("min")));
    row("power cycles", num(n.value(QStringLiteral("power_cycles"))));
    row("power on hours", num(n.value(QStringLiteral("power_on_hours"))));
    row("unsafe shutdowns", num(n.value(QStringLiteral("unsafe_shutdowns"))));
    row("media errors", num(n.value(QStringLiteral("media_errors"))));
    row("error log entries", num(n.value(QStringLiteral("error_log_entries"))));
    row("warning / critical temp time", num(n.value(QStringLiteral("warning_temp_minutes")), QStringLiteral("min")) + QStringLiteral(" / ")
                                            + num(n.value(QStringLiteral("critical_temp_minutes")), QStringLiteral("min")));
    const QJsonArray tr = n.value(QStringLiteral("thermal_transitions")).toArray();
    const QJsonArray tt = n.value(QStringLiteral("thermal_time_s")).toArray();
    row("thermal throttling TMT1/TMT2", QStringLiteral("%1 / %2 times, %3 / %4 s").arg(num(tr.at(0)), num(tr.at(1)), num(tt.at(0)), num(tt.at(1))));
}

void printAta(const QJsonObject &a, QTextStream &out)
{
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("ID"), 3).arg(QStringLiteral("ATTRIBUTE"), -32).arg(QStringLiteral("FLAGS"), -6)
               .arg(QStringLiteral("VALUE"), 5).arg(QStringLiteral("WORST"), 5).arg(QStringLiteral("THRESH"), 6)
               .arg(QStringLiteral("RAW (DECODED)"));
    for (const QJsonValue &v : a.value(QStringLiteral("attributes")).toArray()) {
        const QJsonObject at = v.toObject();
        QString flags = at.value(QStringLiteral("prefailure")).toBool() ? QStringLiteral("P") : QStringLiteral("-");
        flags += at.value(QStringLiteral("online")).toBool() ? QStringLiteral("O") : QStringLiteral("-");
        QString raw = num(at.value(QStringLiteral("raw")));
        if (!at.value(QStringLiteral("decoded")).isNull())
            raw += QStringLiteral(" (%1)").arg(num(at.value(QStringLiteral("decoded")), at.value(QStringLiteral("unit")).toString()));
        if (at.value(QStringLiteral("failing_now")).toBool())
            raw += QStringLiteral("  FAILING NOW");
        if (at.value(QStringLiteral("failing_now")).toBool() && !at.value(QStringLiteral("prefailure")).toBool())
            raw += QStringLiteral(" (old-age)");
        else if (at.value(QStringLiteral("failed_in_past")).toBool())
            raw += QStringLiteral("  failed in the past");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(at.value(QStringLiteral("id")).toInt(), 3).arg(at.value(QStringLiteral("name")).toString(), -32)
                   .arg(flags, -6).arg(at.value(QStringLiteral("value")).toInt(), 5).arg(at.value(QStringLiteral("worst")).toInt(), 5)
                   .arg(num(at.value(QStringLiteral("threshold"))), 6).arg(raw);
    }
    out << '\n';
    auto row = [&](const char *label, const QString &value) { out << QString::fromLatin1(label).leftJustified(24) << value << '\n'; };
    row("SMART status", a.value(QStringLiteral("status")).toString());
    QString temp = num(a.value(QStringLiteral("temperature_c")), QStringLiteral("°C"));
    if (a.contains(QStringLiteral("temperature_min_c")))
        temp += QStringLiteral(" (min %1, max %2)").arg(num(a.value(QStringLiteral("temperature_min_c"))), num(a.value(QStringLiteral("temperature_max_c"))));
    row("temperature", temp);
    if (a.contains(QStringLiteral("sct_status"))) {
        const QJsonObject sct = a.value(QStringLiteral("sct_status")).toObject();
        row("SCT temperature", QStringLiteral("%1 (lifetime %2 .. %3)").arg(num(sct.value(QStringLiteral("temperature_c")), QStringLiteral("°C")),
                                                                         num(sct.value(QStringLiteral("lifetime_min_c"))),
                                                                         num(sct.value(QStringLiteral("lifetime_max_c")), QStringLiteral("°C"))));
    }
    row("power on hours", num(a.value(QStringLiteral("power_on_hours"))));
    row("reallocated sectors", num(a.value(QStringLiteral("reallocated_sectors"))));
    row("pending sectors", num(a.value(QStringLiteral("pending_sectors"))));
    row("offline uncorrectable", num(a.value(QStringLiteral("offline_uncorrectable"))));
    row("bad sectors (libatasmart)", num(a.value(QStringLiteral("bad_sectors"))));
    row("bytes written", num(a.value(QStringLiteral("bytes_written"))));
    row("self-test", a.value(QStringLiteral("self_test")).toObject().value(QStringLiteral("text")).toString());
}

int emit(const DriveHealth &health, bool json)
{
    const QJsonObject o = health.toJson();
    QTextStream out(stdout);
    if (json) {
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << o.value(QStringLiteral("device")).toString() << " (" << health.kind << "): " << health.verdict.overall().toUpper() << '\n';
    const bool unknown = health.verdict.level == HealthLevel::Unknown;
    for (const QString &w : health.verdict.reasons)
        out << (unknown ? "  " : "  warning: ") << w << '\n';
    for (const QString &n : health.notes)
        out << "  note: " << n << '\n';
    if (o.contains(QStringLiteral("nvme"))) {
        out << '\n';
        printNvme(o.value(QStringLiteral("nvme")).toObject(), out);
    } else if (o.contains(QStringLiteral("ata"))) {
        out << '\n';
        printAta(o.value(QStringLiteral("ata")).toObject(), out);
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
