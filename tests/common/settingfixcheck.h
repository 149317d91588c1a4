// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Core's errors name a setting as a typed fix (core/util/settingfix.h), placed in the message or
// hint as {1}, {2}, ...: where a test checked that a hint named "--size", it checks that the
// error names Setting::Size (and the value, when one is given) in its words.

#include <QString>

#include "core/util/result.h"

namespace drivebench::test {

/// Whether error names setting s (with value, unless value is null) and places it in its
/// message or hint.
inline bool namesSetting(const Error &error, Setting s, const QString &value = QString())
{
    for (std::size_t i = 0; i < error.fixes.size(); ++i) {
        const SettingFix &f = error.fixes[i];
        if (f.setting != s || (!value.isNull() && f.value != value))
            continue;
        const std::string mark = "{" + std::to_string(i + 1) + "}";
        if (error.message.find(mark) != std::string::npos || error.hint.find(mark) != std::string::npos)
            return true;
    }
    return false;
}

/// The error in one line with its settings in neutral words (for failure messages).
inline QString neutralText(const Error &error)
{
    return QString::fromStdString(error.text());
}

} // namespace drivebench::test
