// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the tests' fixtures are: tests/fixtures/ of the checkout (DRIVEBENCH_FIXTURES, defined by
// tests/CMakeLists.txt), or $DRIVEBENCH_FIXTURES_DIR when that is set: in the rig guest, a copy in
// the guest's memory (tests/common/guest-env.sh), since there every path lookup on the 9p share
// is a round trip to the host (tst_safety's fixture walks: 257 s over the share).

#include <QString>
#include <QtGlobal>

#ifndef DRIVEBENCH_FIXTURES
#error "DRIVEBENCH_FIXTURES must name tests/fixtures (tests/CMakeLists.txt defines it)"
#endif

namespace drivebench::testing {

inline QString fixturesDir()
{
    static const QString dir = [] {
        const QString chosen = qEnvironmentVariable("DRIVEBENCH_FIXTURES_DIR");
        return chosen.isEmpty() ? QStringLiteral(DRIVEBENCH_FIXTURES) : chosen;
    }();
    return dir;
}

/// fixturesDir() + rel, where rel starts with '/' ("/sysfs/desktop").
inline QString fixture(const char *rel) { return fixturesDir() + QLatin1String(rel); }

} // namespace drivebench::testing
