// SPDX-License-Identifier: GPL-3.0-or-later
#include "ignoredsettings.h"

#include <iterator>

#include <QCoreApplication>

#include "core/workloads/profilecatalogue.h"

namespace drivebench::ui {

namespace {

bool isProfile(const SettingContext &c, const char *name)
{
    return c.profile.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

struct Rule
{
    RunSetting setting;
    bool (*applies)(const SettingContext &);
    const char *reason; ///< %1: the profile's title
};

// First match wins: the capacity check's rules come before the raw device's.
const Rule kRules[] = {
    {RunSetting::Tests, [](const SettingContext &c) { return isProfile(c, "capacity"); },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 writes every sector it checks and reads it back, whatever Tests says")},
    {RunSetting::Size, [](const SettingContext &c) { return isProfile(c, "capacity"); },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 fills the free space of the directory, less the reserve, or the whole "
                                            "device: no test file size applies")},
    {RunSetting::Data, [](const SettingContext &c) { return isProfile(c, "capacity"); },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 writes its own data: each sector names its place, so that it can be "
                                            "checked")},
    {RunSetting::Size, [](const SettingContext &c) { return isProfile(c, "smallfiles"); },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 makes many small files (Files, File size), no test file")},
    {RunSetting::Direct, [](const SettingContext &c) { return isProfile(c, "smallfiles"); },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 works through the page cache without fsync, as bonnie++ does")},
    {RunSetting::Size, [](const SettingContext &c) { return c.rawTarget; },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "A raw device is read over its whole span: no test file size applies")},
    {RunSetting::Data, [](const SettingContext &c) { return c.rawTarget; },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "Only read tests run on a raw device: no data is written")},
    {RunSetting::Duration, [](const SettingContext &c) { return c.entry && !c.entry->timed; },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 ends each pass after a fixed number of requests: no pass length "
                                            "applies")},
    {RunSetting::WarmUp, [](const SettingContext &c) { return c.entry && !c.entry->timed; },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 runs no warm-up pass: each pass is a fixed number of requests")},
    {RunSetting::UntilSteady, [](const SettingContext &c) { return c.entry && !c.entry->timed; },
     QT_TRANSLATE_NOOP("RunSettingsWidget", "%1 ends each pass after a fixed number of requests: there are no timed "
                                            "rounds to repeat until steady")},
};

} // namespace

QString ignoredBecause(RunSetting setting, const SettingContext &context)
{
    for (const Rule &r : kRules) {
        if (r.setting != setting || !r.applies(context))
            continue;
        const QString reason = QCoreApplication::translate("RunSettingsWidget", r.reason);
        return reason.contains(QLatin1String("%1"))
                   ? reason.arg(context.entry ? context.entry->title : context.profile)
                   : reason;
    }
    return {};
}

} // namespace drivebench::ui
