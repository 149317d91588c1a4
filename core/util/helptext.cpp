// SPDX-License-Identifier: GPL-3.0-or-later
#include "helptext.h"

#include <QCommandLineParser>

namespace drivebench {

QString helpTextNamed(const QCommandLineParser &parser, const QString &name)
{
    QString text = parser.helpText();
    const QLatin1String usage("Usage: ");
    const qsizetype end = text.indexOf(QLatin1String(" [options]"));
    const qsizetype eol = text.indexOf(QLatin1Char('\n'));
    if (text.startsWith(usage) && end > 0 && (eol < 0 || end < eol))
        text.replace(usage.size(), end - usage.size(), name);
    return text;
}

} // namespace drivebench
