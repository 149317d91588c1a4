// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/util/result.h"
#include "core/util/uniquefd.h"

#include <fcntl.h>

using namespace drivebench;

class TstResult : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueAndError()
    {
        Result<int> ok = 42;
        QVERIFY(ok.has_value());
        QCOMPARE(*ok, 42);
        Result<int> bad = Error::fromErrno(ENOENT, "open /nope", "check the path");
        QVERIFY(!bad);
        QCOMPARE(bad.error().errnoValue(), ENOENT);
        QCOMPARE(QString::fromStdString(bad.error().text()),
                 QStringLiteral("open /nope: No such file or directory (check the path)"));
        QCOMPARE(bad.value_or(7), 7);
    }

    void voidResult()
    {
        Result<void> ok;
        QVERIFY(ok);
        Result<void> bad = Error::make(std::errc::no_space_on_device, "disk full");
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, std::make_error_code(std::errc::no_space_on_device));
    }

    void uniqueFdClosesOnce()
    {
        int raw = ::open("/dev/null", O_RDONLY);
        QVERIFY(raw >= 0);
        {
            UniqueFd a(raw);
            UniqueFd b(std::move(a));
            QVERIFY(!a);
            QCOMPARE(b.get(), raw);
        }
        QCOMPARE(::fcntl(raw, F_GETFD), -1); // closed exactly once by b
    }
};

QTEST_GUILESS_MAIN(TstResult)
#include "tst_result.moc"
