// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingwords.h"

#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

QString optionName(Setting s)
{
    switch (s) {
    case Setting::Size: return QStringLiteral("--size");
    case Setting::Duration: return QStringLiteral("--duration");
    case Setting::Passes: return QStringLiteral("--passes");
    case Setting::Warmup: return QStringLiteral("--warmup");
    case Setting::Interval: return QStringLiteral("--interval");
    case Setting::UntilSteady: return QStringLiteral("--until-steady");
    case Setting::SteadyMaxRounds: return QStringLiteral("--steady-max-rounds");
    case Setting::Destructive: return QStringLiteral("--destructive");
    case Setting::Buffered: return QStringLiteral("--buffered");
    case Setting::Data: return QStringLiteral("--data");
    case Setting::Engine: return QStringLiteral("--engine");
    case Setting::Poll: return QStringLiteral("--poll");
    case Setting::Affinity: return QStringLiteral("--affinity");
    case Setting::Trace: return QStringLiteral("--trace");
    case Setting::TraceMapping: return QStringLiteral("--trace-mapping");
    case Setting::TraceScale: return QStringLiteral("--scale");
    case Setting::SurfacePoints: return QStringLiteral("--points");
    case Setting::FileSize: return QStringLiteral("--file-size");
    case Setting::Files: return QStringLiteral("--files");
    case Setting::Reserve: return QStringLiteral("--reserve");
    case Setting::Quick: return QStringLiteral("--quick");
    case Setting::Sweep: return QStringLiteral("--sweep");
    case Setting::NoCow: return QStringLiteral("--nocow");
    case Setting::Target: return QStringLiteral("--target");
    case Setting::Op: return QStringLiteral("--op");
    case Setting::Tests: return QStringLiteral("--test");
    case Setting::Profile: return QStringLiteral("--profile");
    case Setting::Host: return QStringLiteral("--host");
    case Setting::Library: return QStringLiteral("--db");
    case Setting::ExportIolog: return QStringLiteral("--export-iolog");
    case Setting::NoUdisks: return QStringLiteral("--no-udisks");
    case Setting::AllowUnchecked: return QStringLiteral("--allow-unchecked-use");
    }
    return {};
}

QString optionWords(const SettingFix &fix)
{
    if (fix.value.isEmpty())
        return optionName(fix.setting);
    // An on/off option carries its preposition: "run {1}" reads "run without --poll".
    if (fix.value == QLatin1String("off"))
        return QStringLiteral("without ") + optionName(fix.setting);
    if (fix.value == QLatin1String("on"))
        return QStringLiteral("with ") + optionName(fix.setting);
    return optionName(fix.setting) + QLatin1Char(' ') + fix.value;
}

QString cliText(const Error &error)
{
    return QString::fromStdString(error.text(optionWords));
}

QString cliMessage(const Error &error)
{
    return QString::fromStdString(error.messageText(optionWords));
}

QString cliHint(const Error &error)
{
    return QString::fromStdString(error.hintText(optionWords));
}

QString cliText(const RunWarning &warning)
{
    return warning.text(optionWords);
}

QString cliText(const ResultLine &error)
{
    return error.text(optionWords);
}

} // namespace drivebench
