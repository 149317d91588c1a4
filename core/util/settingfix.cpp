// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingfix.h"

namespace drivebench {

namespace {

QString settingNoun(Setting s)
{
    switch (s) {
    case Setting::Size: return QStringLiteral("test size");
    case Setting::Duration: return QStringLiteral("pass duration");
    case Setting::Passes: return QStringLiteral("passes");
    case Setting::Warmup: return QStringLiteral("warm-up");
    case Setting::Interval: return QStringLiteral("interval between tests");
    case Setting::UntilSteady: return QStringLiteral("until-steady");
    case Setting::SteadyMaxRounds: return QStringLiteral("round limit");
    case Setting::Destructive: return QStringLiteral("destructive use");
    case Setting::Buffered: return QStringLiteral("buffered I/O");
    case Setting::Data: return QStringLiteral("test data");
    case Setting::Engine: return QStringLiteral("I/O engine");
    case Setting::Poll: return QStringLiteral("io_uring polling");
    case Setting::Affinity: return QStringLiteral("CPU affinity");
    case Setting::Trace: return QStringLiteral("trace file");
    case Setting::TraceMapping: return QStringLiteral("trace mapping");
    case Setting::TraceScale: return QStringLiteral("trace scale");
    case Setting::SurfacePoints: return QStringLiteral("surface points");
    case Setting::FileSize: return QStringLiteral("small-file size");
    case Setting::Files: return QStringLiteral("file count");
    case Setting::Reserve: return QStringLiteral("free-space reserve");
    case Setting::Quick: return QStringLiteral("quick check");
    case Setting::Sweep: return QStringLiteral("sweep");
    case Setting::NoCow: return QStringLiteral("no-CoW directory");
    case Setting::Target: return QStringLiteral("target");
    case Setting::Op: return QStringLiteral("direction");
    case Setting::Tests: return QStringLiteral("test");
    case Setting::Profile: return QStringLiteral("profile");
    case Setting::Host: return QStringLiteral("host");
    case Setting::Library: return QStringLiteral("results library");
    case Setting::ExportIolog: return QStringLiteral("iolog export");
    case Setting::NoUdisks: return QStringLiteral("no-UDisks2 choice");
    case Setting::AllowUnchecked: return QStringLiteral("unchecked use");
    }
    return {};
}

} // namespace

QString neutralWords(const SettingFix &fix)
{
    if (fix.value.isEmpty())
        return settingNoun(fix.setting);
    if (fix.value == QLatin1String("on"))
        return QStringLiteral("with ") + settingNoun(fix.setting);
    if (fix.value == QLatin1String("off"))
        return QStringLiteral("without ") + settingNoun(fix.setting);
    return settingNoun(fix.setting) + QLatin1Char(' ') + fix.value;
}

QString placeFixes(const QString &text, const SettingFixes &fixes, const FixWording &words)
{
    if (fixes.empty())
        return text;
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('{') && i + 2 < text.size() && text.at(i + 2) == QLatin1Char('}')) {
            const int n = text.at(i + 1).digitValue();
            if (n >= 1 && std::size_t(n) <= fixes.size()) {
                out += words(fixes[std::size_t(n) - 1]);
                i += 2;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string placeFixes(const std::string &text, const SettingFixes &fixes, const FixWording &words)
{
    if (fixes.empty())
        return text;
    return placeFixes(QString::fromStdString(text), fixes, words).toStdString();
}

} // namespace drivebench
