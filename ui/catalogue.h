// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>

class QTranslator;

namespace drivebench::ui {

/// Loads the window's catalogue for `locale` into `translator`: the locale's own language when
/// DriveBench has one (de, ru, …), else English. English has a catalogue for its plurals only
/// ("1 warning", "2 warnings"), so the C/POSIX locale (LC_ALL=C, a service's environment) and a
/// language without a catalogue read "1 warning", never "1 warning(s)". False when none loads.
bool loadCatalogue(QTranslator &translator, const QLocale &locale);

} // namespace drivebench::ui
