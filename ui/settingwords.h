// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's words for core's settings (core/util/settingfix.h): each setting is the field,
// button or menu entry that sets it, by its translated label ("choose a smaller Size",
// "Size: 64 MiB"); a setting only drivebench-cli has is named as such. No command-line flag.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include "core/util/settingfix.h"

namespace drivebench {
struct Error;
struct RunWarning;
struct ResultLine;
} // namespace drivebench

namespace drivebench::ui {

class SettingWords
{
    Q_DECLARE_TR_FUNCTIONS(SettingWords)

public:
    /// The label of the field, button or menu entry that sets s ("Size", "Warm-up").
    static QString label(Setting s);
    /// A fix in the window's words: "Size", "Size: 64 MiB", "Data: Zeros".
    static QString words(const SettingFix &fix);
};

/// An error's cause and its fix in the window's words.
QString windowMessage(const Error &error);
QString windowHint(const Error &error);
/// "cause (fix)" in one line, in the window's words.
QString windowText(const Error &error);
/// A warning's message in the window's words.
QString windowMessage(const RunWarning &warning);
/// A test's or a run's error line in the window's words; windowLines: each of them.
QString windowText(const ResultLine &error);
QStringList windowLines(const QList<ResultLine> &errors);

} // namespace drivebench::ui
