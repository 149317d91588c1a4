// SPDX-License-Identifier: GPL-3.0-or-later
// The pre-flight warning "apst_pause" (core/runner/apstpause.h): a pause between tests longer
// than the drive's first APST step warns, naming the state, its idle time and its exit latency;
// a shorter pause, one test, no pause or no APST step does not.
#include <QTest>

#include <algorithm>

#include <QTemporaryDir>

#include "core/runner/apstpause.h"
#include "core/runner/runchecks.h"

using namespace drivebench;

namespace {

std::vector<TestSpec> tests(int n)
{
    std::vector<TestSpec> out(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        out[std::size_t(i)].id = QStringLiteral("T%1").arg(i);
    return out;
}

// A Samsung 980 PRO under Linux 5.14+: PS3 after 100 ms (exit 2 ms), PS4 after 2 s (exit 9.5 ms).
const std::vector<ApstStep> k980Pro = {{3, 100, 2000, 0.0}, {4, 2100, 9500, 0.0}};

} // namespace

class TstApstPause : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void crystalDiskMarkPauseWarns()
    {
        RunSettings s;
        s.intervalS = 5;
        const auto w = apstPauseWarning(s, tests(4), k980Pro);
        QVERIFY(w);
        QCOMPARE(w->code, QStringLiteral("apst_pause"));
        QVERIFY(w->test.isEmpty());
        QVERIFY2(w->message.contains(QLatin1String("the drive may sleep between tests; first reads pay its wake-up")), qPrintable(w->message));
        QVERIFY2(w->message.contains(QLatin1String("PS3 after 100 ms")), qPrintable(w->message));
        QVERIFY2(w->message.contains(QLatin1String("5 s")), qPrintable(w->message));
        // The deepest state reached within the pause: PS4's 9.5 ms.
        QVERIFY2(w->message.contains(QLatin1String("up to 9.5 ms")), qPrintable(w->message));
    }

    void onlyTheStepsReachedCount()
    {
        RunSettings s;
        s.intervalS = 1; // PS3 (100 ms) is reached, PS4 (2.1 s) is not
        const auto w = apstPauseWarning(s, tests(2), k980Pro);
        QVERIFY(w);
        QVERIFY2(w->message.contains(QLatin1String("up to 2 ms")), qPrintable(w->message));
    }

    void noWarning()
    {
        RunSettings s;
        s.intervalS = 0.05; // 50 ms: shorter than the first step
        QVERIFY(!apstPauseWarning(s, tests(4), k980Pro));
        s.intervalS = 0.1; // exactly the step: the timer has not run out
        QVERIFY(!apstPauseWarning(s, tests(4), k980Pro));
        s.intervalS = 5;
        QVERIFY(!apstPauseWarning(s, tests(1), k980Pro)); // one test: no pause between tests
        QVERIFY(!apstPauseWarning(s, tests(4), {}));      // no APST step in force
        s.intervalS = 0;
        QVERIFY(!apstPauseWarning(s, tests(4), k980Pro));
    }

    // The pre-flight's one list of warnings raises it (preflight, the run, the run session's
    // no-CoW directory all read RunChecks), and only with the drive's steps.
    void theRunChecksRaiseIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunSettings s;
        s.target.path = dir.path();
        s.intervalS = 5;
        const auto has = [](const RunChecks &c) {
            return std::any_of(c.warnings().begin(), c.warnings().end(),
                               [](const RunWarning &w) { return w.code == QLatin1String("apst_pause"); });
        };
        QVERIFY(has(RunChecks::prepare(s, tests(4), QStringLiteral("/dev"), k980Pro)));
        QVERIFY(!has(RunChecks::prepare(s, tests(4))));
    }
};

QTEST_GUILESS_MAIN(TstApstPause)
#include "tst_apstpause.moc"
