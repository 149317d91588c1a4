// SPDX-License-Identifier: GPL-3.0-or-later
#include "identitycheckjson.h"

#include <QJsonArray>

namespace drivebench {

QJsonObject identityCheckJson(const IdentityCheck &c)
{
    const char *verdict = c.verdict == IdentityCheck::Verdict::Consistent ? "consistent"
                          : c.verdict == IdentityCheck::Verdict::Mismatch ? "mismatch"
                                                                          : "no_reference";
    QJsonObject o{{QStringLiteral("verdict"), QLatin1String(verdict)},
                  {QStringLiteral("text"), identityCheckText(c)}};
    if (c.verdict != IdentityCheck::Verdict::NoReference) {
        o.insert(QStringLiteral("family"), c.family);
        o.insert(QStringLiteral("checks"), c.checks);
        o.insert(QStringLiteral("mismatches"), int(c.reasons.size()));
        o.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(c.reasons));
        o.insert(QStringLiteral("source"), c.source);
    }
    return o;
}

} // namespace drivebench
