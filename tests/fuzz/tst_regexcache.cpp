// SPDX-License-Identifier: GPL-3.0-or-later
// regexcache.cpp (fuzz_ata_smart's compile-once regcomp) gives the results glibc's does: the
// libatasmart quirk a model's regex selects still applies, on the first decode and on the ones
// that reuse the compiled patterns, and regcomp/regexec/regfree behave as POSIX says. If the
// cache ever changed a result, the long fuzz run of ata_smart would be fuzzing something else.

#include <regex.h>

#include <QTest>

#include "core/devices/atasmartlog.h"
#include "tests/common/smartfixtures.h"
#include "tests/fuzz/regexcache.h"

using namespace drivebench;

using testing::ataAttribute;
using testing::readSmartFixture;

class TestRegexCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The Maxtor 96147H8 matches one of libatasmart's quirk regexes (attribute 9 counts minutes);
    // a drive without IDENTIFY matches none. Decoded three times in turn, so the later decodes run
    // on patterns the first one compiled.
    void quirksApplyFromCompiledPatterns()
    {
        const auto data = readSmartFixture(QStringLiteral("maxtor-96147h8.data"));
        const auto th = readSmartFixture(QStringLiteral("maxtor-96147h8.thresholds"));
        const auto id = readSmartFixture(QStringLiteral("maxtor-96147h8.identify"));
        QCOMPARE(int(id.size()), 512);
        for (int round = 0; round < 3; ++round) {
            const auto quirked = decodeAtaSmart(data, th, id);
            QVERIFY(quirked);
            QVERIFY(ataAttribute(*quirked, 9));
            QCOMPARE(ataAttribute(*quirked, 9)->name, QStringLiteral("power-on-minutes"));
            QVERIFY(qAbs(quirked->powerOnHours.value() - 121017.0 / 60.0) < 0.01);
            const auto plain = decodeAtaSmart(data, th);
            QVERIFY(plain);
            QVERIFY(ataAttribute(*plain, 9));
            QCOMPARE(ataAttribute(*plain, 9)->name, QStringLiteral("power-on-hours"));
            QCOMPARE(plain->powerOnHours.value(), 121017.0);
        }
        // The decodes went through the cache (else this test proves nothing about it).
        QVERIFY(fuzz::regexCacheEntries() > 0);
    }

    void posixBehaviourKept()
    {
        const std::size_t before = fuzz::regexCacheEntries();
        for (int round = 0; round < 2; ++round) {
            regex_t re;
            QCOMPARE(regcomp(&re, "^Maxtor 9[0-9]{4}H8$", REG_EXTENDED | REG_NOSUB), 0);
            QCOMPARE(regexec(&re, "Maxtor 96147H8", 0, nullptr, 0), 0);
            QCOMPARE(regexec(&re, "Maxtor 96147H9", 0, nullptr, 0), REG_NOMATCH);
            regfree(&re); // a cached pattern outlives regfree: the next round reuses it
        }
        QCOMPARE(fuzz::regexCacheEntries(), before + 1);
        // The same pattern with other flags is another pattern.
        regex_t basic;
        QCOMPARE(regcomp(&basic, "^Maxtor 9[0-9]{4}H8$", REG_NOSUB), 0);
        QCOMPARE(regexec(&basic, "Maxtor 96147H8", 0, nullptr, 0), REG_NOMATCH); // {4} is literal in BRE
        QCOMPARE(regexec(&basic, "Maxtor 91{4}H8", 0, nullptr, 0), 0);
        regfree(&basic);
        QCOMPARE(fuzz::regexCacheEntries(), before + 2);
        // A bad pattern fails as glibc says and is not kept.
        regex_t bad;
        QCOMPARE(regcomp(&bad, "(unclosed", REG_EXTENDED), int(REG_EPAREN));
        char message[128] = {};
        QVERIFY(regerror(REG_EPAREN, &bad, message, sizeof message) > 1);
        QCOMPARE(fuzz::regexCacheEntries(), before + 2);
    }

    // Two live copies of one compiled pattern: freeing one clears it as glibc's regfree does and
    // leaves the other working.
    void copiesShareTheCompiledForm()
    {
        regex_t a;
        regex_t b;
        QCOMPARE(regcomp(&a, "^ST[0-9]+AS$", REG_EXTENDED | REG_NOSUB), 0);
        QCOMPARE(regcomp(&b, "^ST[0-9]+AS$", REG_EXTENDED | REG_NOSUB), 0);
        QVERIFY(a.buffer == b.buffer); // one compiled form
        regfree(&a);
        QVERIFY(a.buffer == nullptr);
        QVERIFY(a.fastmap == nullptr);
        QCOMPARE(regexec(&b, "ST9100821AS", 0, nullptr, 0), 0);
        QCOMPARE(regexec(&b, "ST9100821A", 0, nullptr, 0), REG_NOMATCH);
        regfree(&b);
    }
};

QTEST_GUILESS_MAIN(TestRegexCache)
#include "tst_regexcache.moc"
