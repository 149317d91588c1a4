// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One name table per enum setting: the name a result records, the word the command line takes
// (and the window stores), and an accepted alias. The CLI's parser, the window's widgets, the
// fio-job writer, the result's settings and the exports all read these tables.

#include <optional>
#include <span>

#include <QString>
#include <QStringList>

#include "core/engine/cpuplacement.h"
#include "core/engine/ioengine.h"
#include "core/engine/target.h"
#include "core/engine/worker.h"
#include "core/runner/runsettings.h"
#include "core/util/alignedbuffer.h"

namespace drivebench {

template <typename T>
struct SettingRow
{
    T value;
    const char *name;   ///< as results record it: "io_uring", "per_request", "zeros"
    const char *option; ///< as the command line takes it: "io_uring", "each", "zeros"
    const char *alias;  ///< another accepted spelling, or ""
};

/// The rows of an enum setting, in the order help texts list them (the default first).
template <typename T>
std::span<const SettingRow<T>> settingRows();

template <> std::span<const SettingRow<FillData>> settingRows<FillData>();
template <> std::span<const SettingRow<CacheMode>> settingRows<CacheMode>();
template <> std::span<const SettingRow<EngineKind>> settingRows<EngineKind>();
template <> std::span<const SettingRow<Submission>> settingRows<Submission>();
template <> std::span<const SettingRow<UringPoll>> settingRows<UringPoll>();
template <> std::span<const SettingRow<CpuAffinity>> settingRows<CpuAffinity>();
template <> std::span<const SettingRow<BufferPages>> settingRows<BufferPages>();
template <> std::span<const SettingRow<Aggregation>> settingRows<Aggregation>();

/// The name a result records for value.
template <typename T>
QString settingName(T value)
{
    for (const SettingRow<T> &r : settingRows<T>())
        if (r.value == value)
            return QLatin1String(r.name);
    return {};
}

/// The command-line word for value.
template <typename T>
QString settingOption(T value)
{
    for (const SettingRow<T> &r : settingRows<T>())
        if (r.value == value)
            return QLatin1String(r.option);
    return {};
}

/// The value named by text (its option word, its recorded name or its alias, any case).
template <typename T>
std::optional<T> parseSetting(const QString &text)
{
    for (const SettingRow<T> &r : settingRows<T>()) {
        for (const char *n : {r.option, r.name, r.alias}) {
            if (*n && text.compare(QLatin1String(n), Qt::CaseInsensitive) == 0)
                return r.value;
        }
    }
    return std::nullopt;
}

/// The command-line words, in table order (for help texts and error messages).
template <typename T>
QStringList settingOptions()
{
    QStringList words;
    for (const SettingRow<T> &r : settingRows<T>())
        words << QLatin1String(r.option);
    return words;
}

} // namespace drivebench
