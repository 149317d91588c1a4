#pragma once

// The SMART dumps in tests/fixtures/smart/ (real drives' blocks, README.md there says whose) and a
// lookup of one decoded attribute: shared by the tests that decode them.

#include <cstdint>
#include <vector>

#include <QFile>
#include <QString>

#include "core/devices/atasmartlog.h"
#include "tests/common/fixtures.h"

namespace drivebench::testing {

/// The bytes of tests/fixtures/smart/NAME; empty when it cannot be read.
inline std::vector<std::uint8_t> readSmartFixture(const QString &name)
{
    QFile f(fixture("/smart/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray d = f.readAll();
    return {d.begin(), d.end()};
}

/// The attribute with this id, or nullptr.
inline const AtaSmartAttribute *ataAttribute(const AtaSmart &s, int id)
{
    for (const AtaSmartAttribute &a : s.attributes) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

} // namespace drivebench::testing
