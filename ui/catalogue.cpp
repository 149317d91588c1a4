// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalogue.h"

#include <QTranslator>

namespace drivebench::ui {

bool loadCatalogue(QTranslator &translator, const QLocale &locale)
{
    const QString directory = QStringLiteral(":/i18n");
    const QString name = QStringLiteral("drivebench");
    // QLocale::C lists "C" as its UI language, which names no catalogue: English.
    if (locale.language() != QLocale::C
        && translator.load(locale, name, QStringLiteral("_"), directory))
        return true;
    return translator.load(QLocale(QLocale::English), name, QStringLiteral("_"), directory);
}

} // namespace drivebench::ui
