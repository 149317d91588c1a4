// SPDX-License-Identifier: GPL-3.0-or-later
#include "driveidentity.h"

namespace drivebench {

QString normalizedWwn(const QString &text)
{
    QString w = text.trimmed().toLower();
    for (const char *prefix : {"naa.", "eui.", "0x"}) {
        if (w.startsWith(QLatin1String(prefix))) {
            w = w.mid(int(qstrlen(prefix)));
            break;
        }
    }
    if (w.size() != 16 && w.size() != 32)
        return {};
    for (QChar c : w) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return {};
    }
    // All zeros is what drives without a WWN report in some firmware.
    if (w.count(QLatin1Char('0')) == w.size())
        return {};
    return w;
}

QString driveWwn(const DriveRecord &drive)
{
    return normalizedWwn(drive.wwn.value_or(QString()));
}

QString driveKey(const DriveRecord &drive)
{
    if (const QString wwn = driveWwn(drive); !wwn.isEmpty())
        return QStringLiteral("wwn:") + wwn;
    QString serial = drive.serial.value_or(QString()).trimmed();
    if (serial.isEmpty())
        serial = drive.serialNumber.value_or(QString()).trimmed();
    if (serial.isEmpty())
        return {};
    return QStringLiteral("serial:%1/%2").arg(drive.model.value_or(QString()).trimmed(), serial);
}

} // namespace drivebench
