// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingwords.h"

#include <QRegularExpression>

#include "core/results/runresult.h"
#include "core/util/bytesize.h"
#include "core/util/result.h"

namespace drivebench::ui {

QString SettingWords::label(Setting s)
{
    // A setting only the command line has is named with the tool that has it.
    const auto cliOnly = [](const QString &what) { return tr("%1 (a drivebench-cli setting)").arg(what); };
    switch (s) {
    case Setting::Size: return tr("Size");
    case Setting::Duration: return tr("Duration");
    case Setting::Passes: return tr("Passes");
    case Setting::Warmup: return tr("Warm-up");
    case Setting::Interval: return tr("Interval");
    case Setting::UntilSteady: return tr("steady (beside Passes)");
    case Setting::SteadyMaxRounds: return tr("Rounds (steady ticked)");
    case Setting::Destructive: return tr("the whole device (the window asks you to type its name)");
    case Setting::Buffered: return tr("Bypass the page cache (O_DIRECT)");
    case Setting::Data: return tr("Data");
    case Setting::Engine: return cliOnly(tr("the I/O engine"));
    case Setting::Poll: return cliOnly(tr("io_uring polling"));
    case Setting::Affinity: return cliOnly(tr("the CPU affinity"));
    case Setting::Trace: return tr("a trace (Benchmark ▸ Replay a trace…)");
    case Setting::TraceMapping: return cliOnly(tr("the trace mapping"));
    case Setting::TraceScale: return tr("Trace scale");
    case Setting::SurfacePoints: return tr("Points");
    case Setting::FileSize: return tr("File size");
    case Setting::Files: return tr("Files");
    case Setting::Reserve: return tr("Reserve");
    case Setting::Quick: return tr("Quick (sampled regions)");
    case Setting::Sweep: return tr("Sweep");
    case Setting::NoCow: return tr("Test in a no-CoW directory");
    case Setting::Target: return tr("the target");
    case Setting::Op: return tr("Tests");
    case Setting::Tests: return tr("the tests");
    case Setting::Profile: return tr("Profile");
    case Setting::Host: return tr("another host");
    case Setting::Library: return tr("the results library");
    case Setting::ExportIolog: return cliOnly(tr("the iolog export"));
    case Setting::NoUdisks: return cliOnly(tr("not asking UDisks2"));
    case Setting::AllowUnchecked: return tr("the use of a device whose users cannot be checked");
    }
    return {};
}

QString SettingWords::words(const SettingFix &fix)
{
    const QString name = label(fix.setting);
    if (fix.value.isEmpty())
        return name;
    // An on/off setting carries its preposition, as core's "run {1}" expects.
    if (fix.setting == Setting::Buffered) // the window's box is the other way round
        return fix.value == QLatin1String("off") ? tr("with %1 ticked").arg(name) : tr("with %1 unticked").arg(name);
    if (fix.value == QLatin1String("off"))
        return tr("with %1 off").arg(name);
    if (fix.value == QLatin1String("on"))
        return tr("with %1 on").arg(name);
    // A value the command line writes as a placeholder ("FILE", "DEVICE"): the window asks for it.
    static const QRegularExpression placeholder(QStringLiteral("^[A-Z]+$"));
    if (placeholder.match(fix.value).hasMatch())
        return name;
    if (fix.setting == Setting::Destructive)
        return tr("the whole device %1 (the window asks you to type its name)").arg(fix.value);
    QString value = fix.value;
    if (fix.setting == Setting::Op) {
        value = fix.value == QLatin1String("mix") ? tr("Mix")
            : fix.value == QLatin1String("read")  ? tr("Read only")
                                                  : tr("Write only");
    } else if (fix.setting == Setting::Size || fix.setting == Setting::Reserve) {
        if (const std::optional<std::uint64_t> bytes = parseByteSize(fix.value))
            value = formatBytes(*bytes);
    } else if (fix.setting == Setting::Data) {
        value = fix.value == QLatin1String("zeros") ? tr("Zeros") : tr("Random data");
    } else if (fix.setting == Setting::Duration || fix.setting == Setting::Warmup || fix.setting == Setting::Interval) {
        value = tr("%1 s").arg(fix.value);
    }
    return tr("%1: %2").arg(name, value);
}

QString windowMessage(const Error &error)
{
    return QString::fromStdString(error.messageText(&SettingWords::words));
}

QString windowHint(const Error &error)
{
    return QString::fromStdString(error.hintText(&SettingWords::words));
}

QString windowText(const Error &error)
{
    return QString::fromStdString(error.text(&SettingWords::words));
}

QString windowMessage(const RunWarning &warning)
{
    return warning.text(&SettingWords::words);
}

QString windowText(const ResultLine &error)
{
    return error.text(&SettingWords::words);
}

QStringList windowLines(const QList<ResultLine> &errors)
{
    QStringList out;
    out.reserve(errors.size());
    for (const ResultLine &e : errors)
        out << windowText(e);
    return out;
}

} // namespace drivebench::ui
