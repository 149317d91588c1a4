// SPDX-License-Identifier: GPL-3.0-or-later
// The wake-up latency card (ui/wakeverdictcard.h) on stored figures: one row per idle time with
// its median, p90 and max, the verdict and the APST source as recorded; nothing for another test.
// Its curve (ui/wakecurveview.h): a logarithmic idle axis, the expected steps drawn and labelled.
// The idle-list choice of the profile options (ui/profileoptions.h): default, quick or typed,
// a bad typed list named as it is typed and carried into the choice for planRun to refuse.
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <qcustomplot.h>

#include "core/results/workloadfigures.h"
#include "core/workloads/wakecurve.h"
#include "ui/profileoptions.h"
#include "ui/wakecurveview.h"
#include "ui/wakeverdictcard.h"

using namespace drivebench;

class TstWakeVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheFigures()
    {
        WorkloadFigures f;
        WakeFigures w;
        w.samplesPerIdle = 4;
        w.points = {{0, 4, 100, 120, 150}, {200, 4, 9100, 9300, 9800}};
        w.baselineUs = 100;
        w.steps = {{200, 0, 9000, 3, 9000}};
        w.apstSource = QStringLiteral("predicted (the kernel's rule)");
        w.verdict = QStringLiteral("after 200 ms idle the first read costs +9.0 ms: the drive's PS3, declared 9.0 ms");
        f.wake = w;
        TestResult t;
        t.id = QStringLiteral("WAKE");
        t.completed = true;
        addWorkloadFigures(t, f);

        ui::WakeVerdictCard card;
        QVERIFY(card.setTest(t));
        QVERIFY(!card.figureText(QStringLiteral("median_0")).isEmpty());
        QVERIFY(card.figureText(QStringLiteral("median_1")).contains(QLatin1String("9")));
        QVERIFY(!card.figureText(QStringLiteral("max_1")).isEmpty());
        QVERIFY(card.figureText(QStringLiteral("median_2")).isEmpty()); // two idle times, two rows
        QCOMPARE(card.figureText(QStringLiteral("verdict")), w.verdict);
        QVERIFY(card.figureText(QStringLiteral("apst")).contains(w.apstSource));

        TestResult other;
        other.id = QStringLiteral("SEQ1M_Q8T1");
        QVERIFY(!card.setTest(other));
        QVERIFY(card.figureText(QStringLiteral("verdict")).isEmpty());
    }

    void curveOnALogAxisWithSteps()
    {
        WorkloadFigures f;
        WakeFigures w;
        w.samplesPerIdle = 4;
        w.points = {{0, 4, 100, 120, 150}, {50, 4, 110, 130, 160}, {200, 4, 2100, 2300, 2800}, {3000, 4, 9600, 9800, 9900}};
        w.baselineUs = 100;
        w.expected = {{3, 100, 2000}, {4, 2100, 9500}};
        f.wake = w;
        TestResult t;
        t.id = QStringLiteral("WAKE");
        t.completed = true;
        addWorkloadFigures(t, f);

        ui::WakeCurveView view;
        view.resize(900, 400);
        QVERIFY(view.setTest(t));
        QCOMPARE(view.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
        // Idle 0 cannot sit on a log axis: the three other idle times are the points, the
        // baseline a level across the plot; the expected steps a staircase of their own.
        QCOMPARE(view.plot()->graph(1)->dataCount(), 3);
        QCOMPARE(view.plot()->graphCount(), 5);
        const QStringList labels = view.stepLabels();
        QCOMPARE(labels.size(), 2);
        QVERIFY2(labels[0].contains(QLatin1String("PS3")) && labels[0].contains(QLatin1String("100")), qPrintable(labels[0]));
        QVERIFY2(labels[1].contains(QLatin1String("PS4")) && labels[1].contains(QLatin1String("9.5")), qPrintable(labels[1]));
        // The axis spans both steps and every idle time.
        QVERIFY(view.plot()->xAxis->range().lower < 50 && view.plot()->xAxis->range().upper > 3000);

        WakeFigures none = w;
        none.expected.clear();
        f.wake = none;
        TestResult plain;
        plain.id = QStringLiteral("WAKE");
        addWorkloadFigures(plain, f);
        QVERIFY(view.setTest(plain));
        QVERIFY(view.stepLabels().isEmpty());
        QCOMPARE(view.plot()->graphCount(), 4);

        TestResult other;
        other.id = QStringLiteral("SEQ1M_Q8T1");
        QVERIFY(!view.setTest(other));
    }

    void idleListChoice()
    {
        ui::ProfileOptionsWidget options;
        options.setProfile(QStringLiteral("wake"));
        QVERIFY(options.isShown(ProfileOption::WakeIdle));
        WorkloadOptions o;
        options.apply(o);
        QCOMPARE(o.wake.idleMs.size(), std::size(kWakeIdleDefaultMs));
        QVERIFY(!o.wake.invalid);

        options.wakeIdleList()->setCurrentIndex(options.wakeIdleList()->findData(QStringLiteral("quick")));
        options.apply(o);
        QCOMPARE(o.wake.idleMs.size(), std::size(kWakeIdleQuickMs));
        QCOMPARE(o.wake.samplesPerIdle, kWakeQuickSamples);

        options.wakeIdleList()->setCurrentIndex(options.wakeIdleList()->findData(QString()));
        options.wakeIdleText()->setText(QStringLiteral("0, 110ms, 2.1s"));
        QVERIFY(options.wakeIdleProblem().isEmpty());
        options.apply(o);
        QCOMPARE(o.wake.idleMs, (std::vector<double>{0, 110, 2100}));

        options.wakeIdleText()->setText(QStringLiteral("0, soon"));
        QVERIFY2(options.wakeIdleProblem().contains(QLatin1String("soon")), qPrintable(options.wakeIdleProblem()));
        const auto *message = options.findChild<QLabel *>(QStringLiteral("wakeIdleMessage"));
        QVERIFY(message && message->text().contains(QLatin1String("soon")));
        options.apply(o);
        QVERIFY(o.wake.invalid);
        QVERIFY(QString::fromStdString(o.wake.invalid->message).contains(QLatin1String("soon")));

        // Another profile: no idle list shown, the choice untouched.
        options.setProfile(QStringLiteral("default"));
        QVERIFY(!options.isShown(ProfileOption::WakeIdle));
    }
};

QTEST_MAIN(TstWakeVerdict)
#include "tst_wakeverdict.moc"
