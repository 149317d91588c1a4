// SPDX-License-Identifier: GPL-3.0-or-later
// core/runner/preflight: the one pre-flight both front ends ask before Start — the plan, whether
// the test file fits, the warnings — on a small file system made for the test (a 1 GiB tmpfs: its pages are taken only when written, and nothing is):
// a 1 GiB test file is a shortfall (an error, with the usable size) and not also a "little free
// space" warning; one that fits is none; drivebench-cli refuses the shortfall before it creates
// anything, in its own words and one unit system.
#include <sys/mount.h>
#include <unistd.h>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/runner/preflight.h"
#include "tests/common/quickchoice.h"
#include "app/cli/settingwords.h"

using namespace drivebench;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

RunChoice choiceIn(const QString &dir, std::uint64_t size)
{
    return testing::demoChoiceIn(dir, size);
}

bool hasWarning(const Preflight &p, const char *code)
{
    return std::any_of(p.warnings.begin(), p.warnings.end(),
                       [code](const RunWarning &w) { return w.code == QLatin1String(code); });
}

} // namespace

class TstPreflight : public QObject
{
    Q_OBJECT

    QTemporaryDir m_mountPoint;
    bool m_mounted = false;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_mountPoint.isValid());
        if (::geteuid() != 0)
            QSKIP("mounting the test's small tmpfs needs root");
        QVERIFY2(::mount("tmpfs", QFile::encodeName(m_mountPoint.path()).constData(), "tmpfs", 0, "size=1g") == 0,
                 strerror(errno));
        m_mounted = true;
    }

    void cleanupTestCase()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_mountPoint.path()).constData(), MNT_DETACH);
    }

    void aFileThatDoesNotFitIsAShortfallNotAWarning()
    {
        const Preflight p = preflight(choiceIn(m_mountPoint.path(), 1ull << 30));
        QVERIFY2(p.plan, p.plan ? "" : p.plan.error().text().c_str());
        QVERIFY(p.shortfall);
        QCOMPARE(p.shortfall->directory, m_mountPoint.path());
        QCOMPARE(p.shortfall->fileBytes, 1ull << 30);
        // 1 GiB less Target's 64 MiB of headroom, in whole MiB.
        QVERIFY2(p.shortfall->usableBytes > 900ull << 20 && p.shortfall->usableBytes <= 960ull << 20,
                 qPrintable(QString::number(p.shortfall->usableBytes)));
        QCOMPARE(p.shortfall->usableBytes % (1ull << 20), 0ull);
        QVERIFY(!hasWarning(p, "low_free_space"));
        const Error e = shortfallError(*p.shortfall);
        QCOMPARE(e.code, std::make_error_code(std::errc::no_space_on_device));
        const QString text = QString::fromStdString(e.text());
        QVERIFY2(text.contains(QStringLiteral("1 GiB test file does not fit")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("MiB can be used there")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral(" MB")) && !text.contains(QStringLiteral(" GB")), qPrintable(text));
        QVERIFY2(cliText(e).contains(QStringLiteral("choose a smaller --size")), qPrintable(cliText(e))); // the CLI's words
        QVERIFY2(text.contains(QStringLiteral("choose a smaller test size")), qPrintable(text)); // a log's
    }

    void aFileThatFitsIsNoShortfall()
    {
        // 950 MiB fits the 960 MiB that can be used; the 74 MiB it leaves of 1 GiB are under a tenth:
        // "little free space", a warning beside a plan that runs.
        const Preflight p = preflight(choiceIn(m_mountPoint.path(), 950ull << 20));
        QVERIFY2(p.plan, p.plan ? "" : p.plan.error().text().c_str());
        QVERIFY(!p.shortfall);
        QVERIFY(hasWarning(p, "low_free_space"));
    }

    void aChoiceWithoutAPlanIsStillToldItsSize()
    {
        // 128 GiB is past --size's range (a plan error) and past the space too: both are said.
        const Preflight p = preflight(choiceIn(m_mountPoint.path(), 128ull << 30));
        QVERIFY(!p.plan);
        QVERIFY(p.shortfall);
        QVERIFY(p.warnings.empty());
    }

    void profilesWithoutATestFileHaveNoShortfall()
    {
        // The capacity check and small files make no test file of --size: nothing to fit.
        for (const char *profile : {"capacity", "smallfiles"}) {
            RunChoice c = choiceIn(m_mountPoint.path(), 2ull << 30);
            c.profile = QLatin1String(profile);
            const Preflight p = preflight(c);
            QVERIFY2(p.plan, p.plan ? profile : p.plan.error().text().c_str());
            QVERIFY2(!p.shortfall, profile);
        }
    }

    void noTestFileNoShortfall()
    {
        RunChoice c = choiceIn(QStringLiteral("/nonexistent/drivebench"), 1ull << 30);
        const Preflight p = preflight(c);
        QVERIFY(!p.shortfall);
    }

    void theCommandLineRefusesBeforeCreatingAnything()
    {
        QProcess cli;
        cli.start(kCli, {QStringLiteral("run"), QStringLiteral("--target"), m_mountPoint.path(),
                         QStringLiteral("--profile"), QStringLiteral("demo"), QStringLiteral("--size"),
                         QStringLiteral("1G"), QStringLiteral("--buffered"), QStringLiteral("--passes"),
                         QStringLiteral("1"), QStringLiteral("--duration"), QStringLiteral("1")});
        QVERIFY(cli.waitForFinished(120'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("does not fit in %1").arg(m_mountPoint.path())), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("choose a smaller --size")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("warning: low_free_space")), qPrintable(err));
        QVERIFY2(QDir(m_mountPoint.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 qPrintable(QDir(m_mountPoint.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TstPreflight)
#include "tst_preflight.moc"
